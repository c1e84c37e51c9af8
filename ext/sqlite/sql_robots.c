/*
** sql_robots.c: the robots.txt scalar functions.
**
**   robots_allowed(txt, agent, url [, status])   1 or 0
**   robots_explain(txt, agent, url)              JSON: why
**   robots_crawl_delay(txt, agent)               REAL seconds or NULL
**   robots_path(url)                             the path that is matched
**   robots_cache_size([bytes])                   the cache budget
**   robots_cache_stats()                         JSON: the cache's use
**
** Compiled files come from the connection's cache (robots_cache.c); for a
** constant txt argument the entry also rides on sqlite3_set_auxdata so a
** call skips even the cache lookup.  The engine decides, extracts the path
** and explains; this file reads arguments and returns results.  Start at
** robotsAllowedFunc.
*/
#include "sql_ext.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_explain.h"
#include "../robots/robots_path.h"
#include "../robots/robots_status.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

#define ROBOTS_PATH_STACK 2048   /* paths that need a leading '/' added */

/* The arguments of robots_allowed and robots_explain, checked. */
typedef struct RobotsArgs {
  Span txt, agent, url;
} RobotsArgs;

/* Check txt, agent, url: SQL_ARG_OK, SQL_ARG_NULL or SQL_ARG_ERROR (set). */
static inline int robotsReadArgs(sqlite3_context *ctx, sqlite3_value **argv,
                          const char *zFunc, RobotsArgs *a){
  int eType = sqlite3_value_type(argv[0]), r1, r2, r3;
  if( (eType==SQLITE_TEXT || eType==SQLITE_BLOB)
   && sqlite3_get_auxdata(ctx, 0)!=NULL ){
    /* A constant txt whose compiled file rides on auxdata: its bytes are
    ** not needed (robotsDecideArgs takes the file from the auxdata). */
    a->txt.z = "";
    a->txt.n = 0;
    r1 = SQL_ARG_OK;
  }else{
    r1 = sqlArgBytesFast(ctx, argv[0], zFunc, "txt", &a->txt);
  }
  if( r1==SQL_ARG_ERROR ) return r1;
  r2 = sqlArgBytesFast(ctx, argv[1], zFunc, "agent", &a->agent);
  if( r2==SQL_ARG_ERROR ) return r2;
  r3 = sqlArgBytesFast(ctx, argv[2], zFunc, "url", &a->url);
  if( r3==SQL_ARG_ERROR ) return r3;
  return (r1==SQL_ARG_OK && r2==SQL_ARG_OK && r3==SQL_ARG_OK)
         ? SQL_ARG_OK : SQL_ARG_NULL;
}

/* Offer entry e as auxdata for argument 0.  Auxdata only pays for a
** constant argument; SQLite drops it after every row otherwise, so stop
** offering it for an entry that never hits. */
static void robotsEntryOffer(sqlite3_context *ctx, RobotsEntry *e){
  if( e->nAuxSet<4 || e->nAuxHit>0 ){
    e->nAuxSet++;
    robotsEntryRef(e);
    sqlite3_set_auxdata(ctx, 0, e, robotsEntryRelease);
  }
}

/* The cache entry for argument 0 (txt): auxdata for a constant argument,
** else the connection's cache.  Borrowed for the duration of the call; NULL
** when out of memory. */
static RobotsEntry *robotsEntryArg(sqlite3_context *ctx, Span txt){
  RobotsEntry *e = (RobotsEntry*)sqlite3_get_auxdata(ctx, 0);
  if( e ){
    e->nAuxHit++;
    return e;
  }
  e = robotsCacheGet((RobotsCache*)sqlite3_user_data(ctx), txt.z, txt.n);
  if( e ) robotsEntryOffer(ctx, e);
  return e;
}

/* The matching path of url (see robotsUrlPath), long ones in a block from
** sqlite3_malloc64 that the caller frees. */
static int robotsPathOf(Span url, char *zBuf, char **pzFree, Span *pPath){
  return robotsUrlPath(url, zBuf, ROBOTS_PATH_STACK, &sqlAlloc, pzFree, pPath);
}

/* Decide one call; returns 0, -1 (out of memory) or 1 (interrupted along
** a long path).  The entry comes as robotsEntryArg's does, with the
** agent's index. */
static int robotsDecideArgs(sqlite3_context *ctx, const RobotsArgs *a,
                            RobotsFile **ppFile, RobotsVerdict *pV,
                            char *zBuf, char **pzFree, Span *pPath){
  RobotsCache *pCache = (RobotsCache*)sqlite3_user_data(ctx);
  RobotsEntry *e = (RobotsEntry*)sqlite3_get_auxdata(ctx, 0);
  RobotsIndex *x = NULL;
  uint64_t h = 0;
  int bStable;
  /* Not a constant txt: hash it first, so that its cache bucket arrives
  ** from memory while the path is extracted. */
  if( e==NULL ) h = robotsCacheProbe(pCache, a->txt.z, a->txt.n);
  if( robotsPathOf(a->url, zBuf, pzFree, pPath) ) return -1;
  if( e ){
    e->nAuxHit++;
    x = robotsIndexOf(e->pFile, a->agent.z, a->agent.n, &bStable);
  }else{
    e = robotsCacheFind(pCache, h, a->txt.z, a->txt.n, a->agent.z,
                        a->agent.n, &x);
    if( e ) robotsEntryOffer(ctx, e);
  }
  if( e==NULL || x==NULL ) return -1;
  *ppFile = e->pFile;
  if( pPath->n>=CORE_STOP_EVERY ){
    /* A long path may take long: let sqlite3_interrupt stop it. */
    SqlStop st;
    int rc;
    sqlStopInit(&st, sqlite3_context_db_handle(ctx));
    rc = robotsDecideIndexStop(e->pFile, x, pPath->z, pPath->n, pV, &st.base);
    sqlStopFinish(&st);
    return rc;
  }
  return robotsDecideIndex(e->pFile, x, pPath->z, pPath->n, pV);
}

/* Report what robotsDecideArgs' rc says went wrong (-1: out of memory, 1:
** interrupted). */
static void robotsDecideError(sqlite3_context *ctx, int rc){
  if( rc>0 ) sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
  else sqlite3_result_error_nomem(ctx);
}

/* robots_allowed(txt, agent, url [, status]) */
static void robotsAllowedFunc(sqlite3_context *ctx, int argc,
                              sqlite3_value **argv){
  RobotsArgs a;
  RobotsFile *pFile;
  RobotsVerdict v;
  Span path;
  char zBuf[ROBOTS_PATH_STACK];
  char *zFree = NULL;
  int rc;
  if( argc==4 ){
    sqlite3_int64 status = 200;
    RobotsStatusRule eRule;
    if( sqlArgInt(ctx, argv[3], "robots_allowed", "status", &status)
          ==SQL_ARG_ERROR ) return;
    eRule = robotsStatusRule(status);
    if( eRule!=ROBOTS_STATUS_PARSE ){
      Span s;
      if( sqlArgBytes(ctx, argv[1], "robots_allowed", "agent", &s)!=SQL_ARG_OK
       || sqlArgBytes(ctx, argv[2], "robots_allowed", "url", &s)!=SQL_ARG_OK ){
        return;
      }
      sqlite3_result_int(ctx, eRule==ROBOTS_STATUS_ALLOW_ALL);
      return;
    }
  }
  if( robotsReadArgs(ctx, argv, "robots_allowed", &a)!=SQL_ARG_OK ) return;
  rc = robotsDecideArgs(ctx, &a, &pFile, &v, zBuf, &zFree, &path);
  sqlite3_free(zFree);
  if( rc ){ robotsDecideError(ctx, rc); return; }
  sqlite3_result_int(ctx, v.bAllowed);
}

/* robots_explain(txt, agent, url) */
static void robotsExplainFunc(sqlite3_context *ctx, int argc,
                              sqlite3_value **argv){
  RobotsArgs a;
  RobotsFile *pFile;
  RobotsVerdict v;
  Span path;
  char zBuf[ROBOTS_PATH_STACK];
  char *zFree = NULL;
  CoreBuf b;
  int rc;
  (void)argc;
  if( robotsReadArgs(ctx, argv, "robots_explain", &a)!=SQL_ARG_OK ) return;
  if( (rc = robotsDecideArgs(ctx, &a, &pFile, &v, zBuf, &zFree, &path))!=0 ){
    sqlite3_free(zFree);
    robotsDecideError(ctx, rc);
    return;
  }
  coreBufInit(&b, &sqlAlloc);
  if( robotsExplainJson(&b, pFile, a.agent, path, &v) ) b.oom = 1;
  sqlite3_free(zFree);
  sqlResultBufText(ctx, &b, 1);
}

/* robots_crawl_delay(txt, agent) */
static void robotsCrawlDelayFunc(sqlite3_context *ctx, int argc,
                                 sqlite3_value **argv){
  Span txt, agent;
  RobotsFile *pFile;
  double r = 0;
  int rc;
  (void)argc;
  rc = sqlArgBytes(ctx, argv[0], "robots_crawl_delay", "txt", &txt);
  if( rc==SQL_ARG_ERROR ) return;
  if( sqlArgBytes(ctx, argv[1], "robots_crawl_delay", "agent", &agent)
        !=SQL_ARG_OK || rc!=SQL_ARG_OK ) return;
  {
    RobotsEntry *e = robotsEntryArg(ctx, txt);
    if( e==NULL ){ sqlite3_result_error_nomem(ctx); return; }
    pFile = e->pFile;
  }
  rc = robotsCrawlDelay(pFile, agent.z, agent.n, &r);
  if( rc<0 ) sqlite3_result_error_nomem(ctx);
  else if( rc>0 ) sqlite3_result_double(ctx, r);
}

/* robots_path(url) */
static void robotsPathFunc(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv){
  Span url, path;
  char zBuf[ROBOTS_PATH_STACK];
  char *zFree = NULL;
  (void)argc;
  if( sqlArgBytes(ctx, argv[0], "robots_path", "url", &url)!=SQL_ARG_OK ) return;
  if( robotsPathOf(url, zBuf, &zFree, &path) ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlResultSpan(ctx, path.z, path.n);
  sqlite3_free(zFree);
}

/* robots_cache_size([bytes]): the cache budget (set it with an argument). */
static void robotsCacheSizeFunc(sqlite3_context *ctx, int argc,
                                sqlite3_value **argv){
  RobotsCache *pCache = (RobotsCache*)sqlite3_user_data(ctx);
  sqlite3_int64 n = -1;
  if( argc==1 && sqlArgInt(ctx, argv[0], "robots_cache_size", "bytes", &n)
                   ==SQL_ARG_ERROR ) return;
  sqlite3_result_int64(ctx, robotsCacheLimit(pCache, n));
}

/* robots_cache_stats(): the cache as JSON: budget, bytes in use, files,
** hits, misses, evictions. */
static void robotsCacheStatsFunc(sqlite3_context *ctx, int argc,
                                 sqlite3_value **argv){
  RobotsCacheStats st;
  char *z;
  (void)argc; (void)argv;
  robotsCacheStats((RobotsCache*)sqlite3_user_data(ctx), &st);
  z = sqlite3_mprintf("{\"budget\":%lld,\"bytes\":%lld,\"files\":%lld,"
                      "\"hits\":%lld,\"misses\":%lld,\"evictions\":%lld}",
                      (long long)st.nBudget, (long long)st.nBytes,
                      (long long)st.nFiles, (long long)st.nHits,
                      (long long)st.nMisses, (long long)st.nEvictions);
  if( z==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_text(ctx, z, -1, sqlite3_free);
  sqlite3_result_subtype(ctx, 'J');
}

/* The scalar functions: name, arguments, flags, implementation. */
static const struct RobotsFuncDef {
  const char *zName;
  int nArg;
  int flags;
  void (*xFunc)(sqlite3_context*, int, sqlite3_value**);
} aRobotsFunc[] = {
  { "robots_allowed",     3, SQL_PURE, robotsAllowedFunc },
  { "robots_allowed",     4, SQL_PURE, robotsAllowedFunc },
  { "robots_explain",     3, SQL_PURE, robotsExplainFunc },
  { "robots_crawl_delay", 2, SQL_PURE, robotsCrawlDelayFunc },
  { "robots_path",        1, SQL_PURE, robotsPathFunc },
  { "robots_cache_size",  0, SQLITE_UTF8|SQLITE_DIRECTONLY, robotsCacheSizeFunc },
  { "robots_cache_size",  1, SQLITE_UTF8|SQLITE_DIRECTONLY, robotsCacheSizeFunc },
  { "robots_cache_stats", 0, SQLITE_UTF8|SQLITE_DIRECTONLY, robotsCacheStatsFunc },
};

int sqlRobotsRegister(sqlite3 *db){
  RobotsCache *pCache = robotsCacheNew(&sqlAlloc);
  size_t i;
  int rc = SQLITE_OK;
  if( pCache==NULL ) return SQLITE_NOMEM;
  for(i=0; rc==SQLITE_OK && i<sizeof(aRobotsFunc)/sizeof(aRobotsFunc[0]); i++){
    const struct RobotsFuncDef *f = &aRobotsFunc[i];
    robotsCacheRef(pCache);
    rc = sqlite3_create_function_v2(db, f->zName, f->nArg, f->flags, pCache,
                                    f->xFunc, 0, 0, robotsCacheUnref);
  }
  if( rc==SQLITE_OK ) rc = sqlRobotsTablesRegister(db, pCache);
  if( rc==SQLITE_OK ) rc = sqlUsageRegister(db, pCache);
  robotsCacheUnref(pCache);
  return rc;
}
