/*
** cat_user_tables.c: how the user's robots_crawlers and
** robots_crawler_ranges rows compile (cat_user_tables.h): each row's values
** checked (kinds, NULL rules), added to the engine's structure
** (robots_crawler_user.c, crawler_ip_set.c), and every refusal worded with
** the row it is about; each connection's last compile of a table kept under
** the host's key (catUserSnapGet).  Start at catUserTables.
*/
#include "cat_user_tables.h"
#include "../core/datetime.h"
#include "../crawler/robots_crawler.h"
#include "../crawler/robots_purpose.h"
#include "../crawler/crawler_ip_set.h"

#include <string.h>

/* 1 when v is TEXT or BLOB (its bytes in v->s), or NULL and bNull. */
static int catUserBytes(const CatValue *v, int bNull){
  if( v->eType==CAT_V_NULL ) return bNull;
  return v->eType==CAT_V_TEXT || v->eType==CAT_V_BLOB;
}

/* ---- robots_crawlers (pattern, token[, purpose]) ---------------------------- */

static void *catCrawlersOpen(const CoreAlloc *pA){
  RobotsCrawlerUser *p = (RobotsCrawlerUser*)coreMalloc(pA, sizeof(*p));
  if( p ) robotsCrawlerUserInit(p, pA);
  return p;
}

static void catCrawlersFree(void *pv){
  RobotsCrawlerUser *p = (RobotsCrawlerUser*)pv;
  if( p==NULL ) return;
  robotsCrawlerUserFree(p);
  coreFree(p->pA, p);
}

/* Refuse row iRow for result rc of robots_crawler.h (nPat and nTok: the
** lengths of its pattern and token); any other rc: the kinds. */
static int catCrawlersRefuse(CatCtx *c, int rc, long long iRow, size_t nPat,
                             size_t nTok){
  switch( rc ){
    case ROBOTS_CRAWLER_USER_NOMEM: return CAT_NOMEM;
    case ROBOTS_CRAWLER_USER_TOO_MANY:
      return catRefuse(c, "robots_crawlers has more than %d rows",
                       ROBOTS_CRAWLER_USER_MAX_ROWS);
    case ROBOTS_CRAWLER_USER_PATTERN:
      return catRefuse(c, "robots_crawlers row %lld: pattern must be 1 to %d "
                       "bytes, not %lld", iRow, ROBOTS_CRAWLER_USER_MAX_PATTERN,
                       (long long)nPat);
    case ROBOTS_CRAWLER_USER_TOKEN:
      return catRefuse(c, "robots_crawlers row %lld: token must be NULL or 1 to "
                       "%d bytes, not %lld", iRow, ROBOTS_CRAWLER_USER_MAX_TOKEN,
                       (long long)nTok);
    case ROBOTS_CRAWLER_USER_CONFLICT:
      return catRefuse(c, "robots_crawlers row %lld gives the pattern of an "
                       "earlier row another token", iRow);
    case ROBOTS_CRAWLER_USER_PURPOSE:
      return catRefuse(c, "robots_crawlers row %lld: purpose must be NULL or "
                       "one of %s", iRow, robotsPurposeNames());
    case ROBOTS_CRAWLER_USER_PURPOSE_NO_TOKEN:
      return catRefuse(c, "robots_crawlers row %lld: a row without a token "
                       "names no crawler and takes no purpose", iRow);
    case ROBOTS_CRAWLER_USER_PURPOSE_CONFLICT:
      return catRefuse(c, "robots_crawlers row %lld gives the token of an "
                       "earlier row another purpose", iRow);
  }
  return catRefuse(c, "robots_crawlers row %lld: pattern must be TEXT or "
                   "BLOB, and token TEXT, BLOB or NULL", iRow);
}

/* A row: pattern TEXT or BLOB, token TEXT, BLOB or NULL, purpose (when the
** table has the column) a purpose's name or NULL. */
static int catCrawlersRow(void *pv, CatCtx *c, int64_t iRow,
                          const CatValue *aVal, int nVal){
  RobotsCrawlerUser *p = (RobotsCrawlerUser*)pv;
  const CatValue *pPat = &aVal[0], *pTok = &aVal[1];
  int rc;
  if( !catUserBytes(pPat, 0) || !catUserBytes(pTok, 1) ){
    return catCrawlersRefuse(c, 1, (long long)iRow, 0, 0);
  }
  rc = robotsCrawlerUserAdd(p, pPat->s.z ? pPat->s.z : "", pPat->s.n,
                            pTok->eType==CAT_V_NULL ? NULL : pTok->s.z ? pTok->s.z : "",
                            pTok->s.n);
  if( rc==ROBOTS_CRAWLER_USER_OK && nVal>2 && aVal[2].eType!=CAT_V_NULL ){
    rc = catUserBytes(&aVal[2], 0)
       ? robotsCrawlerUserSetPurpose(p, aVal[2].s.z ? aVal[2].s.z : "", aVal[2].s.n)
       : ROBOTS_CRAWLER_USER_PURPOSE;
  }
  if( rc==ROBOTS_CRAWLER_USER_OK ) return CAT_OK;
  return catCrawlersRefuse(c, rc, (long long)iRow, pPat->s.n, pTok->s.n);
}

/* Compile: a pattern given two tokens (in any case) is refused here. */
static int catCrawlersFinish(void *pv, CatCtx *c){
  size_t iConflict = 0;
  int rc = robotsCrawlerUserFinish((RobotsCrawlerUser*)pv, &iConflict);
  if( rc==ROBOTS_CRAWLER_USER_OK ) return CAT_OK;
  return catCrawlersRefuse(c, rc, (long long)iConflict+1, 0, 0);
}

/* ---- robots_crawler_ranges (token, prefix[, valid_from, valid_to]) ----------- */

static void *catRangesOpen(const CoreAlloc *pA){
  return crawlerIpSetNew(pA);
}
static void catRangesFree(void *p){
  crawlerIpSetFree((CrawlerIpSet*)p);
}

/* A validity end: NULL (iOpen), INTEGER seconds or the text of a date.
** 0 with *pOut, or 1 when it is none of these. */
static int catRangesTime(const CatValue *v, int64_t iOpen, int64_t *pOut){
  DateSeconds t;
  *pOut = iOpen;
  switch( v->eType ){
    case CAT_V_NULL: return 0;
    case CAT_V_INT: *pOut = v->i; return 0;
    case CAT_V_TEXT: case CAT_V_BLOB:
      if( dateParse(v->s.z ? v->s.z : "", v->s.n, &t) ) return 1;
      *pOut = t;
      return 0;
  }
  return 1;
}

/* The refusal of a prefix: at most its first 80 bytes, up to a NUL. */
static int catRangesBadPrefix(CatCtx *c, long long iRow, Span pre,
                              const char *zWhy){
  size_t n = pre.n<80 ? pre.n : 80;
  const char *zNul = n ? (const char*)memchr(pre.z, 0, n) : NULL;
  if( zNul ) n = (size_t)(zNul - pre.z);
  return catRefuse(c, "robots_crawler_ranges row %lld: prefix '%.*s' is not "
                   "an address prefix: %s", iRow, (int)n, n ? pre.z : "", zWhy);
}

/* A row: token and prefix TEXT (or BLOB), then valid_from and valid_to
** when the table has both (catRangesTime). */
static int catRangesRow(void *pv, CatCtx *c, int64_t iRow,
                        const CatValue *aVal, int nVal){
  static const char *const azEnd[] = { "valid_from", "valid_to" };
  const char *zWhy = "";
  long long r = (long long)iRow;
  int64_t aT[2] = { CRAWLER_IP_SET_OPEN_FROM, CRAWLER_IP_SET_OPEN_TO };
  int i, rc;
  if( !catUserBytes(&aVal[0], 0) || !catUserBytes(&aVal[1], 0) ){
    return catRefuse(c, "robots_crawler_ranges row %lld: token and prefix "
                     "must be TEXT", r);
  }
  for(i=0; i<2 && nVal>2+i; i++){
    if( catRangesTime(&aVal[2+i], aT[i], &aT[i]) ){
      return catRefuse(c, "robots_crawler_ranges row %lld: %s must be NULL, "
                       "a date or INTEGER seconds since 1970", r, azEnd[i]);
    }
  }
  rc = crawlerIpSetAdd((CrawlerIpSet*)pv, aVal[0].s.z ? aVal[0].s.z : "",
                       aVal[0].s.n, aVal[1].s.z ? aVal[1].s.z : "", aVal[1].s.n,
                       aT[0], aT[1], &zWhy);
  switch( rc ){
    case CRAWLER_IP_SET_OK: return CAT_OK;
    case CRAWLER_IP_SET_TOO_MANY:
      return catRefuse(c, "robots_crawler_ranges has more than %d rows",
                       CRAWLER_IP_SET_MAX_ROWS);
    case CRAWLER_IP_SET_TOKEN:
      return catRefuse(c, "robots_crawler_ranges row %lld: token must be 1 to "
                       "%d bytes of TEXT", r, CRAWLER_IP_SET_MAX_TOKEN);
    case CRAWLER_IP_SET_PREFIX: return catRangesBadPrefix(c, r, aVal[1].s, zWhy);
    case CRAWLER_IP_SET_EMPTY:
      return catRefuse(c, "robots_crawler_ranges row %lld: valid_to is not "
                       "after valid_from", r);
  }
  return CAT_NOMEM;
}

static int catRangesFinish(void *pv, CatCtx *c){
  (void)c;
  return crawlerIpSetFinish((CrawlerIpSet*)pv)==CRAWLER_IP_SET_OK ? CAT_OK
                                                                  : CAT_NOMEM;
}

/* ---- The tables ------------------------------------------------------------- */

static const char *const azCrawlersCol[] = { "pattern", "token", "purpose" };
static const char *const azRangesCol[] = {
  "token", "prefix", "valid_from", "valid_to"
};

const CatUserTable catUserTables[] = {
  { CAT_CRAWLERS, "robots_crawlers", azCrawlersCol, 3, 2, catCrawlersOpen,
    catCrawlersRow, catCrawlersFinish, catCrawlersFree },
  { CAT_RANGES, "robots_crawler_ranges", azRangesCol, 4, 2, catRangesOpen,
    catRangesRow, catRangesFinish, catRangesFree },
};
/* How many catUserTables holds. */
const int catUserTableCount = (int)(sizeof(catUserTables)/sizeof(catUserTables[0]));

/* ---- Compiles kept per connection ------------------------------------------ */

struct CatUserSnap {
  int nRef;
  const CatUserTable *t;
  const CoreAlloc *pA;
  void *pCompiled;           /* NULL: the host has no such table */
  CatCtx *c;                 /* while it is read: the call (its err) */
  int64_t iRow;              /* rows handed so far */
};

/* A table's slot on a connection: the compile kept and its key. */
typedef struct CatUserSlot {
  CatUserSnap *pSnap;        /* NULL: none kept */
  void *aKey;                /* the key it was made under (pA) */
  size_t nKey;
  int bReading;              /* being read: a call from the read is refused */
} CatUserSlot;

/* CatConn.pUser: a slot per table of catUserTables. */
typedef struct CatUserSlots {
  const CoreAlloc *pA;
  CatUserSlot a[CAT_USER_TABLE_MAX];
} CatUserSlots;

void catUserSnapUnref(void *pv){
  CatUserSnap *s = (CatUserSnap*)pv;
  if( s==NULL || --s->nRef>0 ) return;
  s->t->xFree(s->pCompiled);
  coreFree(s->pA, s);
}

/* Free a connection's slots (CatConn.xUserFree). */
static void catUserSlotsFree(void *pv){
  CatUserSlots *p = (CatUserSlots*)pv;
  int i;
  for(i=0; i<CAT_USER_TABLE_MAX; i++){
    catUserSnapUnref(p->a[i].pSnap);
    coreFree(p->pA, p->a[i].aKey);
  }
  coreFree(p->pA, p);
}

/* The slots of pConn, made on first use: NULL when out of memory. */
static CatUserSlots *catUserSlots(CatConn *pConn){
  CatUserSlots *p = (CatUserSlots*)pConn->pUser;
  if( p==NULL && (p = (CatUserSlots*)coreMalloc(pConn->pA, sizeof(*p)))!=NULL ){
    memset(p, 0, sizeof(*p));
    p->pA = pConn->pA;
    pConn->pUser = p;
    pConn->xUserFree = catUserSlotsFree;
  }
  return p;
}

/* Read table t anew with xRead into a compile: CAT_OK with *ppSnap (one
** reference), or a code with c->err. */
static int catUserRead(CatCtx *c, CatUserSlot *pSlot, const CatUserTable *t,
                       CatUserRead xRead, void *pArg, CatUserSnap **ppSnap){
  const CoreAlloc *pA = c->pConn->pA;
  CatUserSnap *s = (CatUserSnap*)coreMalloc(pA, sizeof(*s));
  const char *zMsg = NULL;
  int rc, bNone = 0;
  if( s==NULL ) return CAT_NOMEM;
  memset(s, 0, sizeof(*s));
  s->nRef = 1;
  s->t = t;
  s->pA = pA;
  s->c = c;
  if( (s->pCompiled = t->xOpen(pA))==NULL ){ coreFree(pA, s); return CAT_NOMEM; }
  pSlot->bReading = 1;
  rc = xRead(pArg, t, s, &bNone, &zMsg);
  pSlot->bReading = 0;
  s->c = NULL;
  if( rc==CAT_OK && bNone ){
    t->xFree(s->pCompiled);
    s->pCompiled = NULL;
  }else if( rc==CAT_OK ){
    rc = t->xFinish(s->pCompiled, c);
  }else if( rc==CAT_REFUSED && zMsg ){
    rc = catRefuse(c, "%s: %s", t->zTable, zMsg);
  }
  if( rc!=CAT_OK ){ catUserSnapUnref(s); return rc; }
  *ppSnap = s;
  return CAT_OK;
}

int catUserSnapGet(CatCtx *c, int iTable, const void *aKey, size_t nKey,
                   int bKeep, CatUserRead xRead, void *pArg,
                   CatUserSnap **ppSnap){
  CatUserSlots *p = catUserSlots(c->pConn);
  const CatUserTable *t = &catUserTables[iTable];
  CatUserSlot *pSlot;
  void *aCopy;
  int rc;
  *ppSnap = NULL;
  if( p==NULL ) return CAT_NOMEM;
  pSlot = &p->a[iTable];
  if( pSlot->bReading ){
    return catRefuse(c, "%s may not call %s", t->zTable, c->pFunc->zName);
  }
  if( pSlot->pSnap==NULL || pSlot->nKey!=nKey
   || memcmp(pSlot->aKey, aKey, nKey)!=0 ){
    rc = catUserRead(c, pSlot, t, xRead, pArg, ppSnap);
    if( rc!=CAT_OK || !bKeep ) return rc;
    if( (aCopy = coreMalloc(p->pA, nKey ? nKey : 1))==NULL ) return CAT_OK;
    memcpy(aCopy, aKey, nKey);
    catUserSnapUnref(pSlot->pSnap);
    coreFree(p->pA, pSlot->aKey);
    pSlot->pSnap = *ppSnap;
    pSlot->aKey = aCopy;
    pSlot->nKey = nKey;
  }
  *ppSnap = pSlot->pSnap;
  pSlot->pSnap->nRef++;                  /* the caller's */
  return CAT_OK;
}

int catUserSnapRow(CatUserSnap *s, const CatValue *aVal, int nVal){
  return s->t->xRow(s->pCompiled, s->c, ++s->iRow, aVal, nVal);
}

void catUserSnapUse(CatConn *pConn, const CatUserSnap *s){
  if( s->t->mFlag==CAT_CRAWLERS ) pConn->pCrawlers = s->pCompiled;
  else pConn->pRanges = s->pCompiled;
}
