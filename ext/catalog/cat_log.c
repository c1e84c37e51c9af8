/*
** cat_log.c: access_log_entries described once.
**
**   access_log_entries(log [, format])   line, client, ident, user, time,
**       request, method, target, protocol, status, bytes, referer,
**       user_agent, agent, extra, error, raw, host
**
** The cursor is ext/log's reader over the argument's bytes (not copied),
** one line a row, asking the host's stop hook as it reads; a line that
** does not parse is a row with error and raw set.  format is a name of
** ACCESS_LOG_FORMAT_NAMES (NULL: auto); an unknown one is refused with the
** engine's text.  The same cursor reads a file as read_access_log
** (catAccessLogReader, cat_read.h): ext/log's reader over a streaming
** source.  Start at catAccessLogFunc.
*/
#include "cat_read.h"
#include "../crawler/robots_crawler.h"
#include "../log/access_log.h"

#include <stddef.h>
#include <string.h>

#define CAT_LOG_NCOL 18           /* line, client, ..., raw, host */

/* The agent column's answers for recent User-Agent headers (by content),
** made on first need and freed by catLogMemoFree. */
typedef struct CatLogMemo CatLogMemo;

typedef struct CatLogCur {
  AccessLog *pLog;
  AccessLogEntry e;
  CatLogMemo *pMemo;         /* the agent column's, made on first need */
  const CoreAlloc *pA;
} CatLogCur;

/* ---- The agent column's memo ---------------------------------------------
** A log repeats its User-Agent headers: the crawler token of each of the
** last headers seen is kept by content (a direct-mapped table indexed by
** FNV-1a, the header compared byte for byte), so a repeated header costs a
** hash and a comparison instead of robotsCrawlerOfHeader's scan.  Bounded:
** 256 slots; a header over 256 bytes or a token over 64 is not kept. */
#define CAT_LOG_MEMO_SLOTS 256
#define CAT_LOG_MEMO_UA    256
#define CAT_LOG_MEMO_TOK   64

typedef struct CatLogSlot {
  uint64_t h;                /* FNV-1a of the header */
  size_t nUa;                /* 0: empty */
  size_t nTok;
  int bCrawler;              /* the header names a crawler: its token */
} CatLogSlot;

struct CatLogMemo {
  CatLogSlot a[CAT_LOG_MEMO_SLOTS];
  char aUa[CAT_LOG_MEMO_SLOTS][CAT_LOG_MEMO_UA];
  char aTok[CAT_LOG_MEMO_SLOTS][CAT_LOG_MEMO_TOK];
};

/* Free a memo (NULL: nothing). */
static void catLogMemoFree(CatLogMemo *p, const CoreAlloc *pA){
  coreFree(pA, p);
}

/* The crawler token of header ua (not empty, at most CAT_LOG_MEMO_UA
** bytes) in *pTok: 1, or 0 when it names none; from the slot of its hash
** in m when that holds it, else found and kept there. */
static int catLogMemoAgent(CatLogMemo *m, Span ua, Span *pTok){
  uint64_t h = coreFnv1a(ua.z, ua.n);
  size_t i = (size_t)(h % CAT_LOG_MEMO_SLOTS);
  CatLogSlot *s = &m->a[i];
  int bCrawler;
  if( s->nUa==ua.n && s->h==h && memcmp(m->aUa[i], ua.z, ua.n)==0 ){
    pTok->z = m->aTok[i];
    pTok->n = s->nTok;
    return s->bCrawler;
  }
  bCrawler = robotsCrawlerOfHeader(ua.z, ua.n, pTok)!=ROBOTS_CRAWLER_NONE;
  if( bCrawler && pTok->n>CAT_LOG_MEMO_TOK ) return bCrawler;
  s->h = h;
  s->nUa = ua.n;
  s->bCrawler = bCrawler;
  s->nTok = bCrawler ? pTok->n : 0;
  memcpy(m->aUa[i], ua.z, ua.n);
  if( bCrawler && pTok->n ) memcpy(m->aTok[i], pTok->z, pTok->n);
  return bCrawler;
}

/* The agent column: the crawler token of the User-Agent header, through
** the memo when the header fits (made here on first need; without it when
** it cannot be made). */
static void catLogAgent(Span ua, CatLogMemo **ppMemo, const CoreAlloc *pA,
                        CatValue *pV){
  Span tok;
  int bCrawler;
  if( ua.z==NULL ) return;
  if( ua.n>0 && ua.n<=CAT_LOG_MEMO_UA && *ppMemo==NULL ){
    *ppMemo = (CatLogMemo*)coreMalloc(pA, sizeof(CatLogMemo));
    if( *ppMemo ) memset((*ppMemo)->a, 0, sizeof((*ppMemo)->a));
  }
  if( ua.n>0 && ua.n<=CAT_LOG_MEMO_UA && *ppMemo ){
    bCrawler = catLogMemoAgent(*ppMemo, ua, &tok);
  }else{
    bCrawler = robotsCrawlerOfHeader(ua.z, ua.n, &tok)!=ROBOTS_CRAWLER_NONE;
  }
  if( bCrawler ) catText(pV, tok);
}

/* ---- The columns ---------------------------------------------------------- */

/* The entry's span fields in column order (offsets into AccessLogEntry;
** 0: a column computed in catLogColumnOf). */
#define CAT_LOG_SPAN(f) offsetof(AccessLogEntry, f)
static const size_t aLogSpan[CAT_LOG_NCOL] = {
  0, CAT_LOG_SPAN(client), CAT_LOG_SPAN(ident), CAT_LOG_SPAN(user), 0,
  CAT_LOG_SPAN(request), CAT_LOG_SPAN(method), CAT_LOG_SPAN(target),
  CAT_LOG_SPAN(protocol), 0, 0, CAT_LOG_SPAN(referer),
  CAT_LOG_SPAN(userAgent), 0, CAT_LOG_SPAN(extra), 0, CAT_LOG_SPAN(raw),
  CAT_LOG_SPAN(host),
};

/* Column iCol of access_log_entries for line *e into *pV (NULL where the
** reference says).  Spans point into e, into the crawler table or into
** *ppMemo, valid until the next line.  *ppMemo is made with pA when the
** agent column first needs it (when that fails, the agent is found
** without it). */
static void catLogColumnOf(const AccessLogEntry *e, int iCol, CatLogMemo **ppMemo,
                           const CoreAlloc *pA, CatValue *pV){
  Span s;
  catNull(pV);
  if( iCol>=0 && iCol<CAT_LOG_NCOL && aLogSpan[iCol] ){
    catText(pV, *(const Span*)(const void*)((const char*)e + aLogSpan[iCol]));
    return;
  }
  switch( iCol ){
    case 0: if( e->iLine>0 ) catInt(pV, e->iLine); break;
    case 4: if( e->nTime ){ s.z = e->zTime; s.n = e->nTime; catText(pV, s); } break;
    case 9: if( e->status>=0 ) catInt(pV, e->status); break;
    case 10: if( e->bytes>=0 ) catInt(pV, e->bytes); break;
    case 13: catLogAgent(e->userAgent, ppMemo, pA, pV); break;
    default: catTextZ(pV, e->zError); break;
  }
}

/* ---- The cursor ----------------------------------------------------------- */

/* The ACCESS_LOG_xxx of the format argument (absent or NULL: auto) in
** *peFormat, or the refusal. */
static int catLogFormat(CatCtx *c, const CatValue *aArg, int nArg,
                        int *peFormat){
  const CatValue *v = nArg>1 ? &aArg[1] : NULL;
  *peFormat = ACCESS_LOG_AUTO;
  if( v==NULL || v->eType==CAT_V_NULL ) return CAT_OK;
  *peFormat = accessLogFormatOf(v->s.z, v->s.n);
  if( *peFormat>=0 ) return CAT_OK;
  c->err.n = 0;
  if( accessLogFormatError(&c->err, v->s.z, v->s.n) ) return CAT_NOMEM;
  return CAT_REFUSED;
}

static int catLogOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  CatLogCur *q = (CatLogCur*)pCur;
  int eFormat, rc = catLogFormat(c, aArg, nArg, &eFormat);
  if( rc!=CAT_OK ) return rc;
  q->pA = c->pA;
  q->pLog = accessLogOpen(c->pA, aArg[0].s.z, aArg[0].s.n, eFormat);
  if( q->pLog==NULL ) return CAT_NOMEM;
  accessLogSetStop(q->pLog, c->pStop);   /* blank lines and inflating too */
  return CAT_OK;
}

/* read_access_log: the same cursor over a file's bytes (cat_read.h). */
static int catLogOpenSource(void *pCur, CatCtx *c, const GzSource *pSrc,
                            const CatValue *aArg, int nArg){
  CatLogCur *q = (CatLogCur*)pCur;
  int eFormat, rc = catLogFormat(c, aArg, nArg, &eFormat);
  if( rc!=CAT_OK ) return rc;
  q->pA = c->pA;
  q->pLog = accessLogOpenSource(c->pA, pSrc, eFormat);
  if( q->pLog==NULL ) return CAT_NOMEM;
  accessLogSetStop(q->pLog, c->pStop);
  return CAT_OK;
}

static int catLogNext(void *pCur, CatCtx *c, int *pbEof){
  CatLogCur *q = (CatLogCur*)pCur;
  int rc = accessLogNext(q->pLog, &q->e);
  (void)c;
  if( rc==-2 ) return CAT_STOPPED;
  if( rc<0 ) return CAT_NOMEM;
  *pbEof = rc==0;
  return CAT_OK;
}

static int catLogColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  CatLogCur *q = (CatLogCur*)pCur;
  (void)c;
  catLogColumnOf(&q->e, iCol, &q->pMemo, q->pA, pV);
  return CAT_OK;
}

static void catLogClose(void *pCur){
  CatLogCur *q = (CatLogCur*)pCur;
  if( q->pLog ) accessLogClose(q->pLog);
  catLogMemoFree(q->pMemo, q->pA);
}

static const CatColumn aLogCol[] = {
  { "line", CAT_INT, "a row about the input, not a line" },
  { "client", CAT_BYTES, "an error row" }, { "ident", CAT_BYTES, "an error row" },
  { "user", CAT_BYTES, "'-' or an error row" },
  { "time", CAT_TEXT, "an error row" }, { "request", CAT_BYTES, "an error row" },
  { "method", CAT_BYTES, "a request that is not three words" },
  { "target", CAT_BYTES, "a request that is not three words" },
  { "protocol", CAT_BYTES, "a request that is not three words" },
  { "status", CAT_INT32, "'-' or an error row" },
  { "bytes", CAT_INT, "'-' or an error row" },
  { "referer", CAT_BYTES, "'-', the common format or an error row" },
  { "user_agent", CAT_BYTES, "'-', the common format or an error row" },
  { "agent", CAT_BYTES, "no crawler in the User-Agent header" },
  { "extra", CAT_BYTES, "nothing after the User-Agent header" },
  { "error", CAT_TEXT, "a line that parses" },
  { "raw", CAT_BYTES, "a line that parses" },
  { "host", CAT_BYTES, "no virtual host" },
};
static const CatTable catLogTable = {
  aLogCol, CAT_LOG_NCOL, sizeof(CatLogCur), catLogOpen, catLogNext, catLogColumn,
  catLogClose
};
static const CatArg aLogArg[] = {
  { "log", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "format", CAT_TEXT, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
static const CatSample aLogSample[] = {
  { { "66.249.66.1 - - [17/May/2015:10:05:03 +0000] \"GET /a HTTP/1.1\" 200 512"
      " \"-\" \"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/"
      "bot.html)\"\n127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] \"GET /b\\\"c"
      " HTTP/1.0\" 304 - \"http://e.com/\" \"curl/8.0\"\n", NULL } },
  { { "127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] \"GET /x HTTP/1.0\" 200 2326\n"
      "not a log line\n", "common" } },
  { { "www.example.com:443 1.2.3.4 - - [01/Jan/2024:00:00:00 +0000] \"GET / "
      "HTTP/2.0\" 200 5 \"-\" \"GPTBot/1.0\"\n", "vhost_combined" } },
  { { "1.2.3.4 - - [01/Jan/2024:00:00:00 +0000] \"-\" 400 0 \"-\" \"-\"\n\n",
      "NGINX" } },
  { { "", "auto" } },
};
const CatFunc catAccessLogFunc = {
  "access_log_entries", "an Apache or nginx access log, one row per line",
  aLogArg, 2, 1, 0, CAT_PURE, NULL, &catLogTable, NULL, aLogSample, 5
};
const CatReader catAccessLogReader = {
  "read_access_log", &catAccessLogFunc, catLogOpenSource
};
