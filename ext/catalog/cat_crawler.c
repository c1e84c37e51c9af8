/*
** cat_crawler.c: the descriptions of the verified-crawler functions: is a
** client address one of a crawler's published ranges?
**
**   crawler_ranges(json)          a published range file, a row per prefix
**   crawler_in_range(ip, prefix)  1/0: the address is in the prefix
**   crawler_verify(ip, token[, at])  1/0: in one of the token's ranges of
**                                 the user's robots_crawler_ranges table
**   crawler_ip(ip[, at])          the token whose range holds the address
**
** The last two read the table a host compiled into c->pConn->pRanges
** (CAT_RANGES); PostgreSQL and DuckDB join crawler_ranges with
** crawler_in_range instead.
*/
#include "catalog.h"
#include "../core/datetime.h"
#include "../crawler/crawler_ip_set.h"
#include "../crawler/crawler_ranges.h"

#include <string.h>

/* ---- crawler_ranges(json) ------------------------------------------------ */

typedef struct CatCrawlerRangesCur {
  CrawlerRanges r;
  int bOpen;
  char zPrefix[CRAWLER_IP_TEXT], zFirst[CRAWLER_IP_TEXT], zLast[CRAWLER_IP_TEXT];
  char zTime[24];
  size_t nPrefix, nFirst, nLast, nTime;
} CatCrawlerRangesCur;

static int catCrawlerRangesOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  CatCrawlerRangesCur *q = (CatCrawlerRangesCur*)pCur;
  int rc;
  (void)nArg;
  c->err.n = 0;
  rc = crawlerRangesOpen(&q->r, aArg[0].s.z, aArg[0].s.n, c->pA, c->pStop, &c->err);
  q->bOpen = 1;
  if( rc==-2 ) return c->err.oom ? CAT_NOMEM : CAT_REFUSED;
  if( rc==-3 ) return CAT_STOPPED;
  if( rc ) return CAT_NOMEM;
  if( q->r.bCreated ) q->nTime = dateFormatIso(q->r.iCreated, q->zTime);
  return CAT_OK;
}

static int catCrawlerRangesNext(void *pCur, CatCtx *c, int *pbEof){
  CatCrawlerRangesCur *q = (CatCrawlerRangesCur*)pCur;
  int rc = crawlerRangesNext(&q->r);
  (void)c;
  if( rc<0 ) return rc==-3 ? CAT_STOPPED : CAT_NOMEM;
  *pbEof = rc==0;
  if( rc==1 && !q->r.bError ){
    CrawlerPrefix *p = &q->r.prefix;
    q->nPrefix = crawlerIpPrefixFormat(p, q->zPrefix);
    q->nFirst = crawlerIpFormat(&p->first, p->iFamily, q->zFirst);
    q->nLast = crawlerIpFormat(&p->last, p->iFamily, q->zLast);
  }
  return CAT_OK;
}

/* A span of a cursor's buffer. */
static Span catCrawlerSpan(const char *z, size_t n){
  Span s;
  s.z = z;
  s.n = n;
  return s;
}

static int catCrawlerRangesColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  CatCrawlerRangesCur *q = (CatCrawlerRangesCur*)pCur;
  int bErr = q->r.bError;
  (void)c;
  switch( iCol ){
    case 0: if( !bErr ) catText(pV, catCrawlerSpan(q->zPrefix, q->nPrefix)); break;
    case 1: if( q->r.iFamily ) catInt(pV, q->r.iFamily); break;
    case 2: if( !bErr ) catText(pV, catCrawlerSpan(q->zFirst, q->nFirst)); break;
    case 3: if( !bErr ) catText(pV, catCrawlerSpan(q->zLast, q->nLast)); break;
    case 4: if( q->nTime ) catText(pV, catCrawlerSpan(q->zTime, q->nTime)); break;
    default:
      if( bErr ) catText(pV, catCrawlerSpan(q->r.err.z ? q->r.err.z : "", q->r.err.n));
      break;
  }
  return CAT_OK;
}

static void catCrawlerRangesClose(void *pCur){
  CatCrawlerRangesCur *q = (CatCrawlerRangesCur*)pCur;
  if( q->bOpen ) crawlerRangesClose(&q->r);
}

static const CatColumn aCrawlerRangesCol[] = {
  { "prefix", CAT_TEXT, "an error row" },
  { "family", CAT_INT32, "an entry with neither ipv4Prefix nor ipv6Prefix" },
  { "first_address", CAT_TEXT, "an error row" },
  { "last_address", CAT_TEXT, "an error row" },
  { "creation_time", CAT_TEXT, "the file has no creationTime, or not a time" },
  { "error", CAT_TEXT, "the row is a prefix" },
};
static const CatTable catCrawlerRangesTable = {
  aCrawlerRangesCol, 6, sizeof(CatCrawlerRangesCur),
  catCrawlerRangesOpen, catCrawlerRangesNext, catCrawlerRangesColumn, catCrawlerRangesClose
};
static const CatArg aCrawlerRangesArg[] = { { "json", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_NONE } };
static const CatSample aCrawlerRangesSample[] = {
  { { "{\"creationTime\":\"2025-01-10T15:46:03.000000\",\"prefixes\":"
      "[{\"ipv4Prefix\":\"66.249.64.0/27\"},{\"ipv6Prefix\":\"2001:4860:4801:10::/64\"}]}" } },
  { { "{\"creationTime\":\"2025-03-01T00:00:00Z\",\"prefixes\":[]}" } },
  { { "{\"prefixes\":[{\"ipv4Prefix\":\"not a prefix\"},{\"service\":\"x\"}]}" } },
};
const CatFunc catCrawlerRangesFunc = {
  "crawler_ranges", "an operator's published IP-range file, a row per prefix",
  aCrawlerRangesArg, 1, 1, 0, CAT_PURE, NULL, &catCrawlerRangesTable, NULL,
  aCrawlerRangesSample, 3
};

/* ---- crawler_in_range(ip, prefix) ---------------------------------------- */

static int catCrawlerInRangeCall(CatCtx *c, const CatValue *aArg, int nArg,
                          CatValue *pOut){
  CrawlerIp a;
  CrawlerPrefix p;
  const char *zWhy;
  int bHost;
  (void)c; (void)nArg;
  if( crawlerIpParse(aArg[0].s.z, aArg[0].s.n, &a)==0 ) return CAT_OK;
  if( crawlerIpPrefixParse(aArg[1].s.z, aArg[1].s.n, 1, 0, &p, &bHost, &zWhy) ){
    return CAT_OK;
  }
  catInt(pOut, crawlerIpIn(&a, &p));
  return CAT_OK;
}

static const CatArg aCrawlerInRangeArg[] = {
  { "ip", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "prefix", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aCrawlerInRangeSample[] = {
  { { "66.249.66.1", "66.249.64.0/19" } },
  { { "::ffff:66.249.66.1", "66.249.64.0/19" } },
  { { "2001:4860:4801:10::1", "2001:4860:4801:10::/64" } },
  { { "66.249.96.0", "66.249.64.0/19" } },
  { { "not an address", "66.249.64.0/19" } },
};
const CatFunc catCrawlerInRangeFunc = {
  "crawler_in_range", "1 when the address is in the prefix, 0 when not",
  aCrawlerInRangeArg, 2, 2, CAT_BOOL, CAT_PURE, catCrawlerInRangeCall, NULL, NULL,
  aCrawlerInRangeSample, 5
};

/* ---- crawler_verify(ip, token [, at]) and crawler_ip(ip [, at]) ---------- */

static const char zCrawlerWhyNot[] =
  "reads the connection's robots_crawler_ranges table, which only SQLite "
  "gives a function: join crawler_ranges(json) with crawler_in_range(ip, prefix)";

/* The time argument aArg[i] when given: CAT_OK with *pbAt, or a refusal. */
static int catCrawlerRangesAt(CatCtx *c, const CatValue *aArg, int nArg, int i,
                       int *pbAt, int64_t *piAt){
  *pbAt = 0;
  if( i>=nArg ) return CAT_OK;
  *pbAt = 1;
  return catArgTime(c, &aArg[i], "at", piAt);
}

static int catCrawlerVerifyCall(CatCtx *c, const CatValue *aArg, int nArg,
                         CatValue *pOut){
  const CrawlerIpSet *pSet = (const CrawlerIpSet*)c->pConn->pRanges;
  CrawlerIp a;
  int64_t iAt = 0;
  int bAt, rc = catCrawlerRangesAt(c, aArg, nArg, 2, &bAt, &iAt);
  if( rc!=CAT_OK || pSet==NULL ) return rc;
  if( crawlerIpParse(aArg[0].s.z, aArg[0].s.n, &a)==0 ) return CAT_OK;
  rc = crawlerIpSetVerify(pSet, &a, aArg[1].s, bAt, iAt);
  if( rc>=0 ) catInt(pOut, rc);
  return CAT_OK;
}

static const CatArg aCrawlerVerifyArg[] = {
  { "ip", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "token", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "at", CAT_TIME, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aCrawlerVerifySample[] = {
  { { "66.249.66.1", "Googlebot" } },
  { { "::ffff:66.249.66.1", "Googlebot", "2025-01-10T00:00:00Z" } },
  { { "2001:db8::1", "bingbot", "#i:1736467200" } },
};
const CatFunc catCrawlerVerifyFunc = {
  "crawler_verify",
  "1 when the address is in one of the token's ranges of robots_crawler_ranges",
  aCrawlerVerifyArg, 3, 2, CAT_BOOL, CAT_RANGES | CAT_NO_PG | CAT_NO_DUCKDB,
  catCrawlerVerifyCall, NULL, zCrawlerWhyNot, aCrawlerVerifySample, 3
};

static int catCrawlerIpCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut){
  const CrawlerIpSet *pSet = (const CrawlerIpSet*)c->pConn->pRanges;
  CrawlerIp a;
  Span tok;
  int64_t iAt = 0;
  int bAt, rc = catCrawlerRangesAt(c, aArg, nArg, 1, &bAt, &iAt);
  if( rc!=CAT_OK || pSet==NULL ) return rc;
  if( crawlerIpParse(aArg[0].s.z, aArg[0].s.n, &a)==0 ) return CAT_OK;
  if( crawlerIpSetLongest(pSet, &a, bAt, iAt, &tok) ) catText(pOut, tok);
  return CAT_OK;
}

static const CatArg aCrawlerIpArg[] = {
  { "ip", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "at", CAT_TIME, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aCrawlerIpSample[] = {
  { { "66.249.66.1" } }, { { "2001:4860:4801:10::1", "2025-01-10" } },
  { { "[::ffff:157.55.39.1]" } },
};
const CatFunc catCrawlerIpFunc = {
  "crawler_ip",
  "the token of robots_crawler_ranges whose range holds the address (longest prefix)",
  aCrawlerIpArg, 2, 1, CAT_TEXT, CAT_RANGES | CAT_NO_PG | CAT_NO_DUCKDB,
  catCrawlerIpCall, NULL, zCrawlerWhyNot, aCrawlerIpSample, 3
};
