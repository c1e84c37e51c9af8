/*
** cat_fetch.c: the catalog list of dist/robots_fetch, the fetching code's
** state of a connection, and the descriptions of its scalars:
**
**   robots_fetch_version()               this extension's and libcurl's versions
**   robots_fetch_cache_clear()           empty the connection's document cache
**   crawler_dns(ip [, options])          one address's verification (JSON)
**   crawler_dns_batch(ips [, options])   a JSON array's, resolved at once
**
** The tables robots_fetch, sitemap_fetch and sitemap_tree are described in
** cat_fetch_docs.c.  A connection's state (CatConn.pFetch) holds its
** document cache (fetch_cache.h) and its resolver (fetch_dns.h: channels
** and answer cache), made when the extension is loaded (catFetchConnInit).
** Start at catFetchGlobalInit, then the list at the end.
*/
#include "cat_fetch.h"
#include "fetch_cache.h"
#include "fetch_dns.h"
#include "../core/json_flat.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* libcurl's and c-ares' global start, once per process whatever the number
** of connections and threads that load the extension (pthread_once; the
** fetching extension is not built for Windows). */
static pthread_once_t catFetchOnce = PTHREAD_ONCE_INIT;
static int catFetchStarted = 0;
static void catFetchStart(void){
  catFetchStarted = curl_global_init(CURL_GLOBAL_DEFAULT)==CURLE_OK
                 && fetchDnsGlobalInit()==0;
}

/* Start libcurl and c-ares: NULL, or why the extension cannot load. */
const char *catFetchGlobalInit(void){
  if( pthread_once(&catFetchOnce, catFetchStart)!=0 || !catFetchStarted ){
    return "robots_fetch: libcurl or c-ares did not start";
  }
  return NULL;
}

/* The fetching code's state of one connection (CatConn.pFetch). */
typedef struct FetchCatState {
  const CoreAlloc *pA;
  const char *zVersion;        /* the extension's, static */
  FetchCache *pCache;          /* fetched documents (robots_fetch ...) */
  FetchDns *pDns;
} FetchCatState;

static void catFetchStateFree(void *pv){
  FetchCatState *s = (FetchCatState*)pv;
  fetchCacheClose(s->pCache);
  fetchDnsClose(s->pDns);
  coreFree(s->pA, s);
}

/* Make the connection's fetching state (when it has none): 0, or -1. */
int catFetchConnInit(CatConn *pConn, const char *zVersion){
  FetchCatState *s;
  if( pConn->pFetch ) return 0;
  s = (FetchCatState*)coreMalloc(pConn->pA, sizeof(*s));
  if( s==NULL ) return -1;
  s->pA = pConn->pA;
  s->zVersion = zVersion ? zVersion : "";
  s->pCache = fetchCacheOpen(pConn->pA, FETCH_CACHE_BUDGET);
  s->pDns = fetchDnsOpen(pConn->pA);
  pConn->pFetch = s;
  pConn->xFetchFree = catFetchStateFree;
  if( s->pCache==NULL || s->pDns==NULL ) return -1;   /* freed with pConn */
  return 0;
}

/* The connection's state (made here if the binding did not): NULL when
** out of memory. */
static FetchCatState *catFetchState(CatConn *pConn){
  if( catFetchConnInit(pConn, NULL) ) return NULL;
  return (FetchCatState*)pConn->pFetch;
}

FetchCache *catFetchCache(CatConn *pConn){
  FetchCatState *s = catFetchState(pConn);
  return s ? s->pCache : NULL;
}

const char *catFetchVersion(CatConn *pConn){
  FetchCatState *s = catFetchState(pConn);
  return s ? s->zVersion : "";
}

/* The connection's resolver: NULL when out of memory. */
static FetchDns *catFetchDns(CatConn *pConn){
  FetchCatState *s = catFetchState(pConn);
  return s ? s->pDns : NULL;
}

/* ---- robots_fetch_version(), robots_fetch_cache_clear() -------------------- */

/* "VERSION libcurl/..." */
static int catFetchVersionCall(CatCtx *c, const CatValue *aArg, int nArg,
                               CatValue *pOut){
  const char *zCurl = curl_version();
  const char *zVer = catFetchVersion(c->pConn);
  (void)aArg; (void)nArg;
  if( coreBufAppend(&c->out, zVer, strlen(zVer))
   || coreBufAppendByte(&c->out, ' ')
   || coreBufAppend(&c->out, zCurl, strlen(zCurl)) ) return CAT_NOMEM;
  catResultBuf(c, pOut);
  return CAT_OK;
}

static const CatSample aNoArgSample[] = { { { NULL } } };
#define CAT_FETCH_WHY "network access is offered in SQLite's robots_fetch only"
const CatFunc catFetchVersionFunc = {
  "robots_fetch_version", "the versions of robots_fetch and of libcurl",
  NULL, 0, 0, CAT_TEXT, CAT_FETCH | CAT_PURE | CAT_NO_PG | CAT_NO_DUCKDB,
  catFetchVersionCall, NULL, CAT_FETCH_WHY, aNoArgSample, 1
};

/* How many documents the cache held before it was emptied. */
static int catFetchCacheClearCall(CatCtx *c, const CatValue *aArg, int nArg,
                                  CatValue *pOut){
  FetchCache *pCache = catFetchCache(c->pConn);
  (void)aArg; (void)nArg;
  if( pCache==NULL ) return CAT_NOMEM;
  catInt(pOut, fetchCacheClear(pCache));
  return CAT_OK;
}

const CatFunc catFetchCacheClearFunc = {
  "robots_fetch_cache_clear",
  "empty the connection's cache of fetched documents; how many it held",
  NULL, 0, 0, CAT_INT, CAT_FETCH | CAT_DIRECT | CAT_VOLATILE | CAT_NO_PG
  | CAT_NO_DUCKDB, catFetchCacheClearCall, NULL, CAT_FETCH_WHY, aNoArgSample, 1
};

/* ---- crawler_dns(ip [, options]) ------------------------------------------ */

/* The engine's result code rc (0, 1 with pErr, -1, -2) as a catalog code. */
static int catDnsCode(CatCtx *c, int rc, const CoreBuf *pErr){
  if( rc==0 ) return CAT_OK;
  if( rc==-2 ) return CAT_STOPPED;
  if( rc==1 ) return catRefuse(c, "%.*s", (int)pErr->n, pErr->z ? pErr->z : "");
  return CAT_NOMEM;
}

/* The options argument aArg[1] (absent or NULL: the defaults) into *pOpt. */
static int catDnsOptions(CatCtx *c, const CatValue *aArg, int nArg,
                         FetchDnsOptions *pOpt){
  CoreBuf err;
  int rc = 0;
  fetchDnsOptionsInit(pOpt);
  if( nArg<2 || aArg[1].eType==CAT_V_NULL ) return CAT_OK;
  coreBufInit(&err, c->pA);
  rc = fetchDnsOptionsParse(pOpt, aArg[1].s.z, aArg[1].s.n, &err);
  rc = catDnsCode(c, rc, &err);
  coreBufFree(&err);
  return rc;
}

/* Resolve aItem[0..n) on the connection's resolver. */
static int catDnsRun(CatCtx *c, const FetchDnsOptions *pOpt,
                     FetchDnsItem *aItem, int n){
  FetchDns *pDns = catFetchDns(c->pConn);
  CoreBuf err;
  int rc;
  if( pDns==NULL ) return CAT_NOMEM;
  coreBufInit(&err, c->pA);
  rc = fetchDnsResolve(pDns, pOpt, aItem, n, c->pStop, &err);
  rc = catDnsCode(c, rc, &err);
  coreBufFree(&err);
  return rc;
}

/* The JSON answer for one address; NULL when ip is not an address. */
static int catDnsCall(CatCtx *c, const CatValue *aArg, int nArg,
                      CatValue *pOut){
  FetchDnsOptions opt;
  FetchDnsItem it;
  int rc = catDnsOptions(c, aArg, nArg, &opt);
  if( rc ) return rc;
  fetchDnsItemSet(&it, aArg[0].s.z, aArg[0].s.n);
  if( it.bBad ){ catNull(pOut); return CAT_OK; }
  rc = catDnsRun(c, &opt, &it, 1);
  if( rc ) return rc;
  if( fetchDnsItemJson(&it, &c->out) ) return CAT_NOMEM;
  catResultBuf(c, pOut);
  return CAT_OK;
}

static const CatArg aDnsArg[] = {
  { "ip", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "options", CAT_JSON, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
static const CatSample aDnsSample[] = {
  { { "127.0.0.1" } }, { { "::ffff:127.0.0.1" } }, { { "not an address" } },
  { { "127.0.0.1", "{\"timeout\":1}" } },
};
#define CAT_DNS_FLAGS (CAT_FETCH | CAT_DIRECT | CAT_NO_PG | CAT_NO_DUCKDB \
                       | CAT_VOLATILE)
#define CAT_DNS_WHY CAT_FETCH_WHY
const CatFunc catDnsFunc = {
  "crawler_dns", "reverse-then-forward DNS verification of a crawler's address",
  aDnsArg, 2, 1, CAT_JSON, CAT_DNS_FLAGS, catDnsCall, NULL, CAT_DNS_WHY,
  aDnsSample, 4
};

/* ---- crawler_dns_batch(ips [, options]) ------------------------------------ */

#define CAT_DNS_WINDOW 256      /* addresses read and resolved at a time */

typedef struct DnsBatchCur {
  FetchDnsOptions opt;
  JsonFlat j;
  CoreBuf str;                 /* one element's string */
  CoreBuf given;               /* the window's elements as given */
  FetchDnsItem aItem[CAT_DNS_WINDOW];
  size_t aOff[CAT_DNS_WINDOW], aLen[CAT_DNS_WINDOW];
  int aNull[CAT_DNS_WINDOW];   /* the element was JSON null */
  int nItem, iItem;            /* the window, and the current row + 1 */
  int bOpen;
} DnsBatchCur;

/* The refusal of an ips argument that is not a JSON array. */
static int catDnsNotArray(CatCtx *c){
  return catRefuse(c, "argument ips must be a JSON array of addresses");
}

/* Read the next window of elements: CAT_OK (nItem 0 at the end). */
static int catDnsFill(DnsBatchCur *q, CatCtx *c){
  JsonFlatValue v;
  int r;
  q->nItem = q->iItem = 0;
  q->given.n = 0;
  while( q->nItem<CAT_DNS_WINDOW && (r = jsonFlatNext(&q->j, NULL, &q->str, &v))!=0 ){
    int i = q->nItem++;
    if( r==-2 ) return CAT_NOMEM;
    if( r<0 ) return catDnsNotArray(c);
    q->aOff[i] = q->given.n;
    q->aNull[i] = v.eType==JSON_FLAT_NULL;
    if( v.eType==JSON_FLAT_STRING ){
      coreBufAppend(&q->given, q->str.z ? q->str.z : "", q->str.n);
    }else{
      coreBufAppend(&q->given, v.raw.z, v.raw.n);
    }
    if( q->given.oom ) return CAT_NOMEM;
    q->aLen[i] = q->given.n - q->aOff[i];
    if( v.eType==JSON_FLAT_STRING ) fetchDnsItemSet(&q->aItem[i], q->str.z ? q->str.z : "", q->str.n);
    else fetchDnsItemSet(&q->aItem[i], "", 0);
  }
  return q->nItem ? catDnsRun(c, &q->opt, q->aItem, q->nItem) : CAT_OK;
}

static int catDnsBatchOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  DnsBatchCur *q = (DnsBatchCur*)pCur;
  int rc = catDnsOptions(c, aArg, nArg, &q->opt);
  coreBufInit(&q->str, c->pA);
  coreBufInit(&q->given, c->pA);
  q->bOpen = 1;
  if( rc ) return rc;
  if( jsonFlatOpen(&q->j, aArg[0].s.z, aArg[0].s.n, '[') ) return catDnsNotArray(c);
  return catDnsFill(q, c);
}

static int catDnsBatchNext(void *pCur, CatCtx *c, int *pbEof){
  DnsBatchCur *q = (DnsBatchCur*)pCur;
  int rc = CAT_OK;
  if( q->iItem>=q->nItem && q->nItem>0 ) rc = catDnsFill(q, c);
  if( rc ) return rc;
  *pbEof = q->iItem>=q->nItem;
  if( !*pbEof ) q->iItem++;
  return CAT_OK;
}

/* The columns: ip, host, forward_match, operator, verified, error. */
static int catDnsBatchColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  DnsBatchCur *q = (DnsBatchCur*)pCur;
  int i = q->iItem-1;
  const FetchDnsItem *it = &q->aItem[i];
  (void)c;
  switch( iCol ){
    case 0:
      if( !q->aNull[i] ){
        Span s;
        s.z = q->given.z ? q->given.z + q->aOff[i] : "";
        s.n = q->aLen[i];
        catText(pV, s);
      }
      break;
    case 1: if( it->ans.zHost[0] ) catTextZ(pV, it->ans.zHost); break;
    case 2: if( it->ans.zHost[0] && it->ans.eForward>=0 ) catInt(pV, it->ans.eForward); break;
    case 3: catTextZ(pV, it->zOperator); break;
    case 4: catInt(pV, fetchDnsVerified(it)); break;
    case 5:
      if( it->bBad ) catTextZ(pV, "not an IP address");
      else if( it->zError[0] ) catTextZ(pV, it->zError);
      break;
  }
  return CAT_OK;
}

static void catDnsBatchClose(void *pCur){
  DnsBatchCur *q = (DnsBatchCur*)pCur;
  if( !q->bOpen ) return;
  coreBufFree(&q->str);
  coreBufFree(&q->given);
}

static const CatColumn aDnsBatchCol[] = {
  { "ip", CAT_TEXT, "the element is JSON null" },
  { "host", CAT_TEXT, "no PTR name" },
  { "forward_match", CAT_BOOL, "no name, or its lookup failed" },
  { "operator", CAT_TEXT, "no documented suffix" },
  { "verified", CAT_BOOL, NULL },
  { "error", CAT_TEXT, "the lookups answered" },
};
static const CatTable catDnsBatchTable = {
  aDnsBatchCol, 6, sizeof(DnsBatchCur), catDnsBatchOpen, catDnsBatchNext,
  catDnsBatchColumn, catDnsBatchClose
};
static const CatArg aDnsBatchArg[] = {
  { "ips", CAT_JSON, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "options", CAT_JSON, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
static const CatSample aDnsBatchSample[] = {
  { { "[\"127.0.0.1\"]" } }, { { "[\"127.0.0.1\",\"x\",null,5]" } }, { { "[]" } },
  { { "[\"127.0.0.1\"]", "{\"concurrency\":4}" } },
};
const CatFunc catDnsBatchFunc = {
  "crawler_dns_batch",
  "reverse-then-forward DNS verification of many addresses at once",
  aDnsBatchArg, 2, 1, 0, CAT_DNS_FLAGS, NULL, &catDnsBatchTable, CAT_DNS_WHY,
  aDnsBatchSample, 4
};

/* ---- the list -------------------------------------------------------------- */

const CatFunc *const catFetchFuncs[] = {
  &catRobotsFetchFunc,
  &catSitemapFetchFunc,
  &catSitemapTreeFunc,
  &catFetchCacheClearFunc,
  &catFetchVersionFunc,
  &catDnsFunc,
  &catDnsBatchFunc,
};
/* How many functions catFetchFuncs holds. */
const int catFetchFuncCount = (int)(sizeof(catFetchFuncs)/sizeof(catFetchFuncs[0]));
