/*
** sql_fetch.c: the SQLite binding of ext/fetch, a second extension
** (dist/robots_fetch, entry point sqlite3_robotsfetch_init) so that
** dist/robots stays free of network code.
**
**   .load ./dist/robots_fetch
**   SELECT status, length(body) FROM robots_fetch('https://example.com/a');
**   SELECT status, format FROM sitemap_fetch('https://example.com/s.xml');
**   SELECT url, depth, via, status FROM sitemap_tree('https://example.com/');
**
** Three TvfModules (sql_tvf.h), all SQLITE_VTAB_DIRECTONLY: a view,
** trigger or schema cannot make the connection fetch anything.  Options
** come as a JSON object read with SQLite's json_each (sqlFetchOptions).  A
** document that fails is a row with error set, never a failed query.
** Start at sqlFetchOptions and treeStart.
*/
#include "sql_ext.h"
#include "sql_tvf.h"
#include "../fetch/fetch_tree.h"
#include "../fetch/fetch_cache.h"
#include "../fetch/fetch_options.h"
#include "../fetch/fetch_robots.h"
#include "../fetch/fetch_dns.h"
#include "../fetch/cat_fetch.h"
#include "../core/datetime.h"
#include "../sitemap/sitemap_read.h"
SQLITE_EXTENSION_INIT1

#include <curl/curl.h>
#include <pthread.h>
#include <string.h>

/* ---- options ------------------------------------------------------------- */

/* What the extension keeps per connection: the connection, for the
** options' json_each, and its cache of fetched documents. */
typedef struct FetchConn {
  sqlite3 *db;
  FetchCache *pCache;
} FetchConn;

/* JSON member value v (of json_each type zType) as the engine reads it. */
static void sqlFetchOptValue(sqlite3_value *v, const char *zType,
                             FetchOptValue *pV){
  memset(pV, 0, sizeof(*pV));
  if( strcmp(zType, "text")==0 ){
    pV->eType = FETCH_OPT_TEXT;
    pV->s.z = (const char*)sqlite3_value_text(v);
    pV->s.n = (size_t)sqlite3_value_bytes(v);
    if( pV->s.z==NULL ) pV->s.z = "";
  }else if( strcmp(zType, "integer")==0 || strcmp(zType, "real")==0 ){
    pV->eType = FETCH_OPT_NUMBER;
    pV->r = sqlite3_value_double(v);
  }else if( strcmp(zType, "true")==0 ){
    pV->eType = FETCH_OPT_TRUE;
  }else if( strcmp(zType, "false")==0 ){
    pV->eType = FETCH_OPT_FALSE;
  }else{
    pV->eType = FETCH_OPT_OTHER;
  }
}

/* Store member (zKey, v) of the options object (fetchOptionSet).
** SQLITE_OK, or an error with *pzErr set. */
static int sqlFetchOptMember(const char *zFunc, const char *zKey, int nKey,
                             sqlite3_value *v, const char *zType,
                             FetchOptions *pOpt, char **pzErr){
  FetchOptValue val;
  CoreBuf b;
  int rc;
  sqlFetchOptValue(v, zType, &val);
  coreBufInit(&b, &sqlAlloc);
  rc = fetchOptionSet(pOpt, zKey ? zKey : "", zKey ? (size_t)nKey : 0, &val, &b);
  if( rc>0 ) *pzErr = sqlite3_mprintf("%s(): %.*s", zFunc, (int)b.n, b.z);
  coreBufFree(&b);
  if( rc==0 ) return SQLITE_OK;
  return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
}

/* Fill *pOpt from the defaults and the JSON object v (NULL: none).
** Returns SQLITE_OK or an error with *pzErr set. */
static int sqlFetchOptions(sqlite3 *db, const char *zFunc, sqlite3_value *v,
                           FetchOptions *pOpt, char **pzErr){
  sqlite3_stmt *pStmt = NULL;
  int rc;
  fetchOptionsInit(pOpt);
  sqlite3_snprintf(FETCH_AGENT_MAX, pOpt->zUserAgent,
                   "sqlite-robots/%s (robots_fetch)", ROBOTS_VERSION);
  if( v==NULL || sqlite3_value_type(v)==SQLITE_NULL ) return SQLITE_OK;
  rc = sqlite3_prepare_v2(db, "SELECT key, value, type, json_type(?1)"
                              " FROM json_each(?1)", -1, &pStmt, 0);
  if( rc==SQLITE_OK ) sqlite3_bind_value(pStmt, 1, v);
  while( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW ){
    const char *zType = (const char*)sqlite3_column_text(pStmt, 2);
    const char *zKey = (const char*)sqlite3_column_text(pStmt, 0);
    int nKey = sqlite3_column_bytes(pStmt, 0);       /* after the text */
    if( sqlite3_stricmp((const char*)sqlite3_column_text(pStmt, 3), "object") ){
      *pzErr = sqlite3_mprintf("%s(): " FETCH_OPT_NOT_OBJECT, zFunc);
      rc = SQLITE_ERROR;
      break;
    }
    rc = sqlFetchOptMember(zFunc, zKey, nKey, sqlite3_column_value(pStmt, 1),
                           zType ? zType : "null", pOpt, pzErr);
  }
  if( rc==SQLITE_OK && sqlite3_finalize(pStmt)!=SQLITE_OK ){
    *pzErr = sqlite3_mprintf("%s(): options: %s", zFunc, sqlite3_errmsg(db));
    return SQLITE_ERROR;
  }
  if( rc!=SQLITE_OK ) sqlite3_finalize(pStmt);
  return rc;
}

/* The URL argument as a NUL-free span, or an error. */
static int sqlFetchUrlArg(sqlite3_value *v, const char *zFunc, const char *zArg,
                          Span *pOut, char **pzErr){
  if( sqlValueBytes(v, zFunc, zArg, pOut, pzErr)==SQL_ARG_ERROR ) return SQLITE_ERROR;
  if( fetchUrlLengthError(pOut->n) ){
    *pzErr = sqlite3_mprintf("%s(): %s", zFunc, fetchUrlLengthError(pOut->n));
    return SQLITE_ERROR;
  }
  return SQLITE_OK;
}

/* Result seconds-since-1970 t as ISO 8601 UTC text. */
static void sqlFetchResultTime(sqlite3_context *ctx, int64_t t){
  char z[32];
  size_t n = dateFormatIso(t, z);
  sqlite3_result_text(ctx, z, (int)n, SQLITE_TRANSIENT);
}

/* Result a NUL-terminated string, NULL when absent. */
static void sqlFetchResultStr(sqlite3_context *ctx, const char *z){
  if( z ) sqlResultSpan(ctx, z, strlen(z));
}

/* The columns every fetched document has, shared by the three tables. */
#define FETCH_COL_STATUS    0
#define FETCH_COL_BODY      1
#define FETCH_COL_FINAL     2
#define FETCH_COL_REDIRECTS 3
#define FETCH_COL_CTYPE     4
#define FETCH_COL_CENC      5
#define FETCH_COL_TRUNC     6
#define FETCH_COL_AT        7

/* Column iCol (FETCH_COL_xxx) of document d (NULL: not fetched). */
static void sqlFetchDocColumn(sqlite3_context *ctx, const FetchDoc *d, int iCol){
  if( d==NULL || d->status<0 ) return;
  switch( iCol ){
    case FETCH_COL_STATUS: sqlite3_result_int(ctx, d->status); break;
    case FETCH_COL_BODY:
      if( d->body.z || (d->status>0 && d->zError[0]==0) ){
        sqlite3_result_blob64(ctx, d->body.z ? d->body.z : "",
                              (sqlite3_uint64)d->body.n, SQLITE_TRANSIENT);
      }
      break;
    case FETCH_COL_FINAL: sqlFetchResultStr(ctx, d->zFinalUrl); break;
    case FETCH_COL_REDIRECTS: sqlite3_result_int(ctx, d->nRedirect); break;
    case FETCH_COL_CTYPE: sqlFetchResultStr(ctx, d->zContentType); break;
    case FETCH_COL_CENC: sqlFetchResultStr(ctx, d->zContentEncoding); break;
    case FETCH_COL_TRUNC: sqlite3_result_int(ctx, d->bTruncated); break;
    case FETCH_COL_AT: sqlFetchResultTime(ctx, d->fetchedAt); break;
  }
}

/* ---- robots_fetch(url [, options]) --------------------------------------- */

typedef struct RobotsFetchCur {
  FetchRobots *pR;       /* the engine's fetch (fetch_robots.h) */
  CoreBuf shown;         /* the url argument without its userinfo */
  int bDone;
  SqlStop stop;          /* sqlite3_interrupt, asked while waiting */
} RobotsFetchCur;

/* Set *pOut to url without its userinfo, NUL-terminated: what the url
** argument's HIDDEN column returns.  0, or 1 when out of memory. */
static int sqlFetchShownArg(CoreBuf *pOut, Span url){
  coreBufInit(pOut, &sqlAlloc);
  return fetchUrlShown(url.z, url.n, pOut)!=0 || coreBufAppendByte(pOut, 0)!=0;
}

/* The error of a fetch that sqlite3_interrupt stopped. */
static int sqlFetchInterrupted(const char *zFunc, char **pzErr){
  *pzErr = sqlite3_mprintf("%s(): interrupted", zFunc);
  return SQLITE_INTERRUPT;
}

static int robotsFetchStart(void *pCur, void *pAux, sqlite3_value **apArg,
                            char **pzErr){
  RobotsFetchCur *p = (RobotsFetchCur*)pCur;
  FetchConn *pConn = (FetchConn*)pAux;
  FetchOptions opt;
  Span url;
  int rc;
  if( sqlFetchUrlArg(apArg[0], "robots_fetch", "url", &url, pzErr) ) return SQLITE_ERROR;
  rc = sqlFetchOptions(pConn->db, "robots_fetch", apArg[1], &opt, pzErr);
  if( rc ) return rc;
  if( sqlFetchShownArg(&p->shown, url) ) return SQLITE_NOMEM;
  p->pR = fetchRobotsOpen(&sqlAlloc, &opt, pConn->pCache, url.z, url.n);
  if( p->pR==NULL ) return SQLITE_NOMEM;
  sqlStopInit(&p->stop, pConn->db);
  fetchRobotsSetStop(p->pR, &p->stop.base);
  rc = fetchRobotsRun(p->pR);
  if( rc==-2 ) return sqlFetchInterrupted("robots_fetch", pzErr);
  return rc ? SQLITE_NOMEM : SQLITE_OK;
}

static int robotsFetchNext(void *pCur, int *pEof, char **pzErr){
  RobotsFetchCur *p = (RobotsFetchCur*)pCur;
  (void)pzErr;
  *pEof = p->bDone;
  p->bDone = 1;
  return SQLITE_OK;
}

static int robotsFetchColumn(void *pCur, sqlite3_context *ctx, int iCol){
  RobotsFetchCur *p = (RobotsFetchCur*)pCur;
  const FetchDoc *d = fetchRobotsDoc(p->pR);
  int64_t t;
  switch( iCol ){
    case 0: sqlFetchResultStr(ctx, fetchRobotsUrl(p->pR)); break;
    case 9:
      if( d && d->maxAge>=0 ) sqlite3_result_int64(ctx, d->maxAge);
      break;
    case 10: if( fetchRobotsExpires(p->pR, &t) ) sqlFetchResultTime(ctx, t); break;
    case 11: sqlFetchResultStr(ctx, fetchRobotsError(p->pR)); break;
    case 12: if( d && d->status>=0 ) sqlFetchResultStr(ctx, d->zContentUsage); break;
    case 13: sqlFetchResultStr(ctx, p->shown.z); break;     /* url HIDDEN */
    default: sqlFetchDocColumn(ctx, d, iCol-1); break;
  }
  return SQLITE_OK;
}

static void robotsFetchReset(void *pCur){
  RobotsFetchCur *p = (RobotsFetchCur*)pCur;
  fetchRobotsClose(p->pR);
  p->pR = NULL;
  coreBufFree(&p->shown);
  sqlStopFinish(&p->stop);
}

static const TvfModule robotsFetchModule = {
  "robots_fetch",
  "CREATE TABLE x(robots_url TEXT, status INTEGER, body BLOB, final_url TEXT,"
  " redirects INTEGER, content_type TEXT, content_encoding TEXT,"
  " truncated INTEGER, fetched_at TEXT, max_age INTEGER, expires TEXT,"
  " error TEXT, content_usage TEXT, url HIDDEN, options HIDDEN)",
  2, 1, sizeof(RobotsFetchCur), robotsFetchStart, robotsFetchNext,
  robotsFetchColumn, robotsFetchReset, 1
};

/* ---- sitemap_fetch(url [, options]) and sitemap_tree(start [, options]) -- */

typedef struct TreeCur {
  FetchTree *pT;
  FetchTreeRow *pRow;
  const char *zFunc;     /* sitemap_tree or sitemap_fetch, for errors */
  CoreBuf shown;         /* the url / start argument without its userinfo */
  SqlStop stop;          /* sqlite3_interrupt, asked while waiting */
} TreeCur;

/* xStart of both: bOne for sitemap_fetch. */
static int treeStartOf(TreeCur *p, FetchConn *pConn, sqlite3_value **apArg,
                       const char *zFunc, int bOne, char **pzErr){
  sqlite3 *db = pConn->db;
  FetchOptions opt;
  Span url;
  int rc;
  if( sqlFetchUrlArg(apArg[0], zFunc, bOne ? "url" : "start", &url, pzErr) ){
    return SQLITE_ERROR;
  }
  rc = sqlFetchOptions(db, zFunc, apArg[1], &opt, pzErr);
  if( rc ) return rc;
  if( sqlFetchShownArg(&p->shown, url) ) return SQLITE_NOMEM;
  p->pT = fetchTreeOpen(&sqlAlloc, &opt, pConn->pCache, url.z, url.n, bOne);
  if( p->pT==NULL ) return SQLITE_NOMEM;
  p->zFunc = zFunc;
  sqlStopInit(&p->stop, db);
  fetchTreeSetStop(p->pT, &p->stop.base);
  return SQLITE_OK;
}

static int treeStart(void *pCur, void *pAux, sqlite3_value **apArg, char **pzErr){
  return treeStartOf((TreeCur*)pCur, (FetchConn*)pAux, apArg, "sitemap_tree", 0, pzErr);
}
static int sitemapFetchStart(void *pCur, void *pAux, sqlite3_value **apArg,
                             char **pzErr){
  return treeStartOf((TreeCur*)pCur, (FetchConn*)pAux, apArg, "sitemap_fetch", 1, pzErr);
}

static int treeNext(void *pCur, int *pEof, char **pzErr){
  TreeCur *p = (TreeCur*)pCur;
  int rc = fetchTreeNext(p->pT, &p->pRow);
  if( rc==-2 ) return sqlFetchInterrupted(p->zFunc, pzErr);
  if( rc<0 ){
    *pzErr = sqlite3_mprintf("%s(): out of memory", p->zFunc);
    return SQLITE_NOMEM;
  }
  *pEof = rc==0;
  return SQLITE_OK;
}

/* Columns common to both, after their own: format and error. */
static void treeRowTail(sqlite3_context *ctx, const FetchTreeRow *r, int i){
  const char *z;
  if( i==0 ){
    z = sitemapFormatName(r->eFormat);
    if( z ) sqlite3_result_text(ctx, z, -1, SQLITE_STATIC);
  }else{
    z = fetchTreeRowError(r);
    if( z ) sqlite3_result_text(ctx, z, -1, SQLITE_TRANSIENT);
  }
}

static int sitemapFetchColumn(void *pCur, sqlite3_context *ctx, int iCol){
  const FetchTreeRow *r = ((TreeCur*)pCur)->pRow;
  if( iCol<8 ) sqlFetchDocColumn(ctx, r->pDoc, iCol);
  else if( iCol<10 ) treeRowTail(ctx, r, iCol-8);
  else sqlFetchResultStr(ctx, ((TreeCur*)pCur)->shown.z);   /* url HIDDEN */
  return SQLITE_OK;
}

static int treeColumn(void *pCur, sqlite3_context *ctx, int iCol){
  const FetchTreeRow *r = ((TreeCur*)pCur)->pRow;
  switch( iCol ){
    case 0: sqlFetchResultStr(ctx, fetchTreeRowUrl(r)); break;
    case 1: sqlFetchResultStr(ctx, r->zParent); break;
    case 2: sqlite3_result_int(ctx, r->depth); break;
    case 3: sqlite3_result_text(ctx, r->zVia, -1, SQLITE_STATIC); break;
    case 4: if( r->inScope>=0 ) sqlite3_result_int(ctx, r->inScope); break;
    default:
      if( iCol<13 ) sqlFetchDocColumn(ctx, r->pDoc, iCol-5);
      else if( iCol<15 ) treeRowTail(ctx, r, iCol-13);
      else sqlFetchResultStr(ctx, ((TreeCur*)pCur)->shown.z);  /* start HIDDEN */
      break;
  }
  return SQLITE_OK;
}

static void treeReset(void *pCur){
  TreeCur *p = (TreeCur*)pCur;
  fetchTreeClose(p->pT);
  p->pT = NULL;
  p->pRow = NULL;
  coreBufFree(&p->shown);
  sqlStopFinish(&p->stop);
}

static const TvfModule sitemapFetchModule = {
  "sitemap_fetch",
  "CREATE TABLE x(status INTEGER, body BLOB, final_url TEXT, redirects INTEGER,"
  " content_type TEXT, content_encoding TEXT, truncated INTEGER,"
  " fetched_at TEXT, format TEXT, error TEXT, url HIDDEN, options HIDDEN)",
  2, 1, sizeof(TreeCur), sitemapFetchStart, treeNext, sitemapFetchColumn,
  treeReset, 1
};

static const TvfModule sitemapTreeModule = {
  "sitemap_tree",
  "CREATE TABLE x(url TEXT, parent TEXT, depth INTEGER, via TEXT,"
  " in_scope INTEGER, status INTEGER, body BLOB, final_url TEXT,"
  " redirects INTEGER, content_type TEXT, content_encoding TEXT,"
  " truncated INTEGER, fetched_at TEXT, format TEXT, error TEXT,"
  " start HIDDEN, options HIDDEN)",
  2, 1, sizeof(TreeCur), treeStart, treeNext, treeColumn, treeReset, 1
};

/* ---- entry point ----------------------------------------------------------- */

/* robots_fetch_version(): the extension's and libcurl's versions. */
static void sqlFetchVersionFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc; (void)argv;
  sqlite3_result_text(ctx, sqlite3_mprintf("%s %s", ROBOTS_VERSION, curl_version()),
                      -1, sqlite3_free);
}

/* robots_fetch_cache_clear(): empty the connection's cache; the number of
** documents it held. */
static void sqlFetchCacheClearFunc(sqlite3_context *ctx, int argc,
                                   sqlite3_value **argv){
  FetchConn *pConn = (FetchConn*)sqlite3_user_data(ctx);
  (void)argc; (void)argv;
  sqlite3_result_int(ctx, fetchCacheClear(pConn->pCache));
}

/* The connection's FetchConn goes with the connection. */
static void sqlFetchConnFree(void *p){
  FetchConn *pConn = (FetchConn*)p;
  fetchCacheClose(pConn->pCache);
  sqlite3_free(pConn);
}

/* libcurl's global start, once per process whatever the number of
** connections and threads that load the extension (pthread_once; the
** fetching extension is not built for Windows). */
static pthread_once_t sqlCurlOnce = PTHREAD_ONCE_INIT;
static CURLcode sqlCurlRc = CURLE_FAILED_INIT;
static void sqlCurlInit(void){
  sqlCurlRc = curl_global_init(CURL_GLOBAL_DEFAULT);
  if( sqlCurlRc==CURLE_OK && fetchDnsGlobalInit() ) sqlCurlRc = CURLE_FAILED_INIT;
}

/* The functions of the fetching catalog list (ext/fetch/cat_fetch.c:
** crawler_dns, crawler_dns_batch), with their own per-connection state. */
static int sqlFetchCatalogRegister(sqlite3 *db){
  CatConn *pCat = catConnOpen(&sqlAlloc);
  if( pCat==NULL ) return SQLITE_NOMEM;
  if( catFetchConnInit(pCat) ){ catConnClose(pCat); return SQLITE_NOMEM; }
  return sqlCatalogRegister(db, catFetchFuncs, catFetchFuncCount, pCat);
}

#ifdef _WIN32
__declspec(dllexport)
#elif defined(__GNUC__)
__attribute__((visibility("default")))
#endif
/* Load robots_fetch into db: the three fetching tables. */
int sqlite3_robotsfetch_init(sqlite3 *db, char **pzErrMsg,
                             const sqlite3_api_routines *pApi){
  int rc;
  FetchConn *pConn;
  SQLITE_EXTENSION_INIT2(pApi);
  if( pthread_once(&sqlCurlOnce, sqlCurlInit)!=0 || sqlCurlRc!=CURLE_OK ){
    *pzErrMsg = sqlite3_mprintf("robots_fetch: libcurl or c-ares did not start");
    return SQLITE_ERROR;
  }
  pConn = sqlite3_malloc(sizeof(*pConn));
  if( pConn==NULL ) return SQLITE_NOMEM;
  pConn->db = db;
  pConn->pCache = fetchCacheOpen(&sqlAlloc, FETCH_CACHE_BUDGET);
  if( pConn->pCache==NULL ){ sqlite3_free(pConn); return SQLITE_NOMEM; }
  rc = sqlite3_create_function(db, "robots_fetch_version", 0,
                               SQLITE_UTF8|SQLITE_INNOCUOUS, 0,
                               sqlFetchVersionFunc, 0, 0);
  if( rc==SQLITE_OK ) rc = tvfRegisterDirectOnly(db, &robotsFetchModule, pConn);
  if( rc==SQLITE_OK ) rc = tvfRegisterDirectOnly(db, &sitemapFetchModule, pConn);
  if( rc==SQLITE_OK ) rc = tvfRegisterDirectOnly(db, &sitemapTreeModule, pConn);
  if( rc==SQLITE_OK ) rc = sqlFetchCatalogRegister(db);
  /* last, so that the modules no longer use a connection's earlier one
  ** when this frees it; on an error pConn may be in use and stays */
  if( rc==SQLITE_OK ){
    rc = sqlite3_create_function_v2(db, "robots_fetch_cache_clear", 0,
                                    SQLITE_UTF8|SQLITE_DIRECTONLY, pConn,
                                    sqlFetchCacheClearFunc, 0, 0,
                                    sqlFetchConnFree);
  }
  return rc;
}
