/*
** sql_robots.c: the robots.txt scalar functions.
**
**   robots_allowed(txt, agent, url [, status])   1 or 0
**   robots_explain(txt, agent, url)              JSON: why
**   robots_cache_size([bytes])                   the cache budget
**   robots_cache_stats()                         JSON: the cache's use
**
** Compiled files come from the connection's cache (robots_cache.c); for a
** constant txt argument the entry also rides on sqlite3_set_auxdata so a
** call skips even the cache lookup.  The engine decides (robotsAsk: the
** status rule, the crawler's token, the path, the decision) and explains;
** this file reads arguments and returns results.  Start at
** robotsAllowedFunc.
*/
#include "sql_ext.h"
#include "../robots/robots_verdict.h"
#include "../robots/robots_explain.h"
#include "../robots/robots_path.h"
#include "../catalog/catalog.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* The long-path stop hook of robots_allowed and robots_explain: SqlStop,
** set up only when the engine first asks (a path of 256 KB or more), so
** that a short call costs three stores. */
typedef struct RobotsLazyStop {
  CoreStop base;
  sqlite3_context *ctx;
  int bInit;
  SqlStop st;
} RobotsLazyStop;

static int robotsLazyStopCheck(void *pCtx){
  RobotsLazyStop *l = (RobotsLazyStop*)pCtx;
  if( !l->bInit ){
    sqlStopInit(&l->st, sqlite3_context_db_handle(l->ctx));
    l->bInit = 1;
  }
  return l->st.base.xStop(l->st.base.pCtx);
}

/* Read txt, agent, url (and status, argv[3] when argc is 4) into q.
** SQL_ARG_OK, SQL_ARG_NULL (agent or url NULL) or SQL_ARG_ERROR (set).  A
** NULL txt leaves q->txt.z NULL: the engine then answers ROBOTS_ASK_NO_FILE
** unless the status decides.  A constant txt whose compiled file rides on
** auxdata is not read: the entry goes in q->pEntry. */
static int robotsReadArgs(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                          const char *zFunc, RobotsAsk *q){
  int eType = sqlite3_value_type(argv[0]), r1 = SQL_ARG_OK, r2, r3;
  q->txt.z = NULL;
  q->txt.n = 0;
  q->status = ROBOTS_STATUS_NONE;
  if( (eType==SQLITE_TEXT || eType==SQLITE_BLOB)
   && (q->pEntry = (RobotsEntry*)sqlite3_get_auxdata(ctx, 0))!=NULL ){
    q->pEntry->nAuxHit++;
  }else{
    r1 = sqlArgBytesFast(ctx, argv[0], zFunc, "txt", &q->txt);
  }
  if( r1==SQL_ARG_ERROR ) return r1;
  if( argc==4 ){
    sqlite3_int64 status = 200;
    if( sqlArgInt(ctx, argv[3], zFunc, "status", &status)==SQL_ARG_ERROR ){
      return SQL_ARG_ERROR;
    }
    q->status = status;
  }
  r2 = sqlArgBytesFast(ctx, argv[1], zFunc, "agent", &q->agent);
  if( r2==SQL_ARG_ERROR ) return r2;
  r3 = sqlArgBytesFast(ctx, argv[2], zFunc, "url", &q->url);
  if( r3==SQL_ARG_ERROR ) return r3;
  return (r2==SQL_ARG_OK && r3==SQL_ARG_OK) ? SQL_ARG_OK : SQL_ARG_NULL;
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

/* Read the arguments and ask the engine (robotsAsk).  Returns what
** robotsAsk returned, or -2 when the result is already set (an argument
** error, or NULL).  *pr must be freed with robotsAnswerFree either way. */
static int robotsAskArgs(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                         const char *zFunc, RobotsAsk *q, RobotsAnswer *r){
  RobotsLazyStop *l = (RobotsLazyStop*)q->pStop;
  int rc;
  r->zFree = NULL;                  /* what robotsAnswerFree reads */
  q->pEntry = NULL;
  if( robotsReadArgs(ctx, argc, argv, zFunc, q)!=SQL_ARG_OK ) return -2;
  q->pCache = (RobotsCache*)sqlite3_user_data(ctx);
  q->pFile = NULL;
  q->pA = &sqlAlloc;
  l->base.xStop = robotsLazyStopCheck;
  l->base.pCtx = l;
  l->ctx = ctx;
  l->bInit = 0;
  rc = robotsAsk(q, r);
  if( l->bInit ) sqlStopFinish(&l->st);
  if( r->pEntry ) robotsEntryOffer(ctx, r->pEntry);
  switch( rc ){
    case ROBOTS_ASK_OK:      return rc;
    case ROBOTS_ASK_NO_FILE: return -2;            /* txt NULL: NULL */
    case ROBOTS_ASK_STOPPED:
      sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
      return -2;
    case ROBOTS_ASK_MIXUP: {                  /* the engine's message */
      char *zErr = sqlite3_mprintf("%s(): %s", zFunc, r->zMixup);
      if( zErr ){
        sqlite3_result_error(ctx, zErr, -1);
        sqlite3_free(zErr);
      }else{
        sqlite3_result_error_nomem(ctx);
      }
      return -2;
    }
    default:
      sqlite3_result_error_nomem(ctx);
      return -2;
  }
}

/* The RobotsAsk of a call: what robotsAskArgs does not fill (the path
** buffer zBuf on the caller's stack, the lazy stop l); the rest is set
** field by field there, which costs the hot path less than zeroing. */
#define ROBOTS_ASK_INIT(q, zBuf, l) \
  (q).zBuf = (zBuf); (q).nBuf = ROBOTS_ASK_BUF; (q).pStop = &(l).base

/* robots_allowed(txt, agent, url [, status]) */
static void robotsAllowedFunc(sqlite3_context *ctx, int argc,
                              sqlite3_value **argv){
  char zBuf[ROBOTS_ASK_BUF];
  RobotsLazyStop l;
  RobotsAsk q;
  RobotsAnswer r;
  ROBOTS_ASK_INIT(q, zBuf, l);
  if( robotsAskArgs(ctx, argc, argv, "robots_allowed", &q, &r)==ROBOTS_ASK_OK ){
    sqlite3_result_int(ctx, r.v.bAllowed);
  }
  robotsAnswerFree(&q, &r);
}

/* robots_explain(txt, agent, url) */
static void robotsExplainFunc(sqlite3_context *ctx, int argc,
                              sqlite3_value **argv){
  char zBuf[ROBOTS_ASK_BUF];
  RobotsLazyStop l;
  RobotsAsk q;
  RobotsAnswer r;
  CoreBuf b;
  ROBOTS_ASK_INIT(q, zBuf, l);
  if( robotsAskArgs(ctx, argc, argv, "robots_explain", &q, &r)==ROBOTS_ASK_OK ){
    coreBufInit(&b, &sqlAlloc);
    if( robotsExplainJson(&b, r.pFile, q.agent, r.path, &r.v) ) b.oom = 1;
    sqlResultBufText(ctx, &b, 1);
  }
  robotsAnswerFree(&q, &r);
}

/* robots_cache_size([bytes]): the cache budget (set it with an argument:
** 0 or more; NULL leaves it). */
static void robotsCacheSizeFunc(sqlite3_context *ctx, int argc,
                                sqlite3_value **argv){
  RobotsCache *pCache = (RobotsCache*)sqlite3_user_data(ctx);
  sqlite3_int64 n = -1;
  int rc = SQL_ARG_NULL;
  const char *zErr;
  if( argc==1 ){
    rc = sqlArgInt(ctx, argv[0], "robots_cache_size", "bytes", &n);
    if( rc==SQL_ARG_ERROR ) return;
    if( rc==SQL_ARG_OK && (zErr = robotsCacheBudgetError(n))!=NULL ){
      sqlite3_result_error(ctx, zErr, -1);
      return;
    }
  }
  sqlite3_result_int64(ctx, robotsCacheLimit(pCache, rc==SQL_ARG_OK ? n : -1));
}

/* robots_cache_stats(): the cache as JSON (robotsCacheStatsJson). */
static void robotsCacheStatsFunc(sqlite3_context *ctx, int argc,
                                 sqlite3_value **argv){
  CoreBuf b;
  (void)argc; (void)argv;
  coreBufInit(&b, &sqlAlloc);
  if( robotsCacheStatsJson((RobotsCache*)sqlite3_user_data(ctx), &b) ) b.oom = 1;
  sqlResultBufText(ctx, &b, 1);
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
  { "robots_cache_size",  0, SQLITE_UTF8|SQLITE_DIRECTONLY, robotsCacheSizeFunc },
  { "robots_cache_size",  1, SQLITE_UTF8|SQLITE_DIRECTONLY, robotsCacheSizeFunc },
  { "robots_cache_stats", 0, SQLITE_UTF8|SQLITE_DIRECTONLY, robotsCacheStatsFunc },
};

/* Register the catalog's functions with a connection state that shares
** pCache. */
static int sqlRegisterCatalog(sqlite3 *db, RobotsCache *pCache){
  CatConn *pConn = catConnOpen(&sqlAlloc);
  if( pConn==NULL ) return SQLITE_NOMEM;
  robotsCacheRef(pCache);
  pConn->pRobots = pCache;
  return sqlCatalogRegister(db, catFuncs, catFuncCount, pConn);
}

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
  if( rc==SQLITE_OK ) rc = sqlRegisterCatalog(db, pCache);
  robotsCacheUnref(pCache);
  return rc;
}
