/*
** sql_catalog_agg.c: the SQLite adapter of the catalog's aggregates and
** window functions (catAggFuncs, ext/catalog).  Each is registered from its
** description for every count of arguments: an aggregate with
** sqlite3_create_function, a window function (pAgg->xValue) with
** sqlite3_create_window_function.  A group's state is SQLite's aggregate
** context: a small head (has a call failed, was a value asked) and then the
** engine's state.  Each row's values are handed over as they are (the
** engine reads them by its own rules); results and codes are converted
** back.  It decides nothing.  Start at sqlAggStep.
*/
#include "sql_ext.h"
#include "../catalog/catalog.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* One registered function: its description and a connection state. */
typedef struct SqlAggFunc {
  const CatFunc *f;
  const CatAgg *pAgg;
  CatConn *pConn;
} SqlAggFunc;

/* What SQLite's aggregate context holds before the engine's state. */
typedef struct SqlAggHead {
  int nLimit;                /* SQLITE_LIMIT_LENGTH, read at the first row */
  int bFailed;               /* a call raised an error: only xFree is left */
  int bValued;               /* xValue was called (a window function) */
  int bStarted;              /* the engine's state may hold memory */
} SqlAggHead;
#define SQL_AGG_HEAD ((sizeof(SqlAggHead)+15) & ~(size_t)15)
#define SQL_AGG_STATE(h) ((void*)(((char*)(h)) + SQL_AGG_HEAD))

/* The group's head, allocated (zeroed) on first use: NULL out of memory. */
static SqlAggHead *sqlAggHead(sqlite3_context *ctx, const SqlAggFunc *p){
  return (SqlAggHead*)sqlite3_aggregate_context(ctx,
                        (int)(SQL_AGG_HEAD + p->pAgg->szState));
}

/* A call's context for the group of head h: the connection's limit on a
** value read at the group's first call. */
static void sqlAggCtx(CatCtx *c, sqlite3_context *ctx, const SqlAggFunc *p,
                      SqlAggHead *h){
  if( h->nLimit==0 ){
    h->nLimit = sqlite3_limit(sqlite3_context_db_handle(ctx), SQLITE_LIMIT_LENGTH, -1);
    if( h->nLimit<=0 ) h->nLimit = 1;
  }
  catCtxInit(c, p->f, &sqlAlloc, NULL, p->pConn);
  c->nMaxValue = (size_t)h->nLimit;
}

/* Report code rc of call c on ctx: the group failed. */
static void sqlAggError(sqlite3_context *ctx, SqlAggHead *h, int rc, CatCtx *c){
  h->bFailed = 1;
  sqlResultError(ctx, c, rc);
}

/* Hand text b (the engine's result, allocated by the call's allocator,
** sqlAlloc) to SQLite without a copy, NUL-terminated so that SQLite need
** not add one: 0, or 1 when it cannot (no room for the NUL, or a NUL
** inside: the caller copies). */
static int sqlAggTake(sqlite3_context *ctx, CoreBuf *b){
  if( b->n>=b->nAlloc || b->n>=0x7fffffff || memchr(b->z, 0, b->n)!=NULL ){
    return 1;
  }
  b->z[b->n] = 0;
  sqlite3_result_text(ctx, b->z, -1, sqlite3_free);
  b->z = NULL;
  b->n = b->nAlloc = 0;
  return 0;
}

/* xStep (and xInverse's arguments): one row's values as they are. */
static void sqlAggStep(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const SqlAggFunc *p = (const SqlAggFunc*)sqlite3_user_data(ctx);
  SqlAggHead *h = sqlAggHead(ctx, p);
  CatValue a[CAT_MAX_ARG];
  CatCtx c;
  int i, rc;
  if( h==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  if( h->bFailed ) return;
  for(i=0; i<argc && i<CAT_MAX_ARG; i++){
    sqlValueOf(argv[i], sqlite3_value_type(argv[i]), &a[i]);
  }
  sqlAggCtx(&c, ctx, p, h);
  h->bStarted = 1;
  rc = p->pAgg->xStep(SQL_AGG_STATE(h), &c, a, argc<CAT_MAX_ARG ? argc : CAT_MAX_ARG);
  if( rc ) sqlAggError(ctx, h, rc, &c);
  catCtxFree(&c);
}

/* Free the engine's state of head h. */
static void sqlAggFree(const CatAgg *pAgg, SqlAggHead *h){
  if( h->bStarted ) pAgg->xFree(SQL_AGG_STATE(h));
  h->bStarted = 0;
}

/* xFinal of an aggregate: the engine's result (over no rows: a fresh
** state's), then the state freed. */
static void sqlAggFinal(sqlite3_context *ctx){
  const SqlAggFunc *p = (const SqlAggFunc*)sqlite3_user_data(ctx);
  SqlAggHead *h = (SqlAggHead*)sqlite3_aggregate_context(ctx, 0);
  CatValue v;
  CatCtx c;
  int rc;
  if( h==NULL && (h = sqlAggHead(ctx, p))==NULL ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  if( !h->bFailed ){
    sqlAggCtx(&c, ctx, p, h);
    c.bLast = 1;
    rc = p->pAgg->xFinal(SQL_AGG_STATE(h), &c, &v);
    if( rc ) sqlAggError(ctx, h, rc, &c);
    else if( v.eType!=CAT_V_TEXT || v.s.z!=c.out.z || sqlAggTake(ctx, &c.out) ){
      sqlResult(ctx, p->f->eResult, &v);
    }
    catCtxFree(&c);
  }
  sqlAggFree(p->pAgg, h);
}

/* The window callbacks that take no row: the current row's value
** (SQL_AGG_VALUE), a row that left the frame (SQL_AGG_INVERSE) and xFinal
** (SQL_AGG_FINAL).  SQLite calls xFinal after the values of a partition,
** but also with no value before it: used as a plain aggregate, or for each
** row of a frame it computes afresh (EXCLUDE): the engine's xUnasked then
** says so. */
#define SQL_AGG_VALUE   0
#define SQL_AGG_INVERSE 1
#define SQL_AGG_FINAL   2
static void sqlAggWindow(sqlite3_context *ctx, int eWhat){
  const SqlAggFunc *p = (const SqlAggFunc*)sqlite3_user_data(ctx);
  SqlAggHead *h = sqlAggHead(ctx, p);
  void *pState;
  CatValue v;
  CatCtx c;
  int rc;
  if( h==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  pState = SQL_AGG_STATE(h);
  if( !h->bFailed && (eWhat!=SQL_AGG_FINAL || !h->bValued) ){
    h->bStarted = 1;
    sqlAggCtx(&c, ctx, p, h);
    switch( eWhat ){
      case SQL_AGG_VALUE:
        h->bValued = 1;
        rc = p->pAgg->xValue(pState, &c, &v);
        break;
      case SQL_AGG_INVERSE: rc = p->pAgg->xInverse(pState, &c); break;
      default: rc = p->pAgg->xUnasked(pState, &c); break;
    }
    if( rc ) sqlAggError(ctx, h, rc, &c);
    else if( eWhat==SQL_AGG_VALUE ) sqlResult(ctx, p->f->eResult, &v);
    catCtxFree(&c);
  }
  if( eWhat==SQL_AGG_FINAL ) sqlAggFree(p->pAgg, h);
}
static void sqlAggValue(sqlite3_context *ctx){
  sqlAggWindow(ctx, SQL_AGG_VALUE);
}
static void sqlAggWinFinal(sqlite3_context *ctx){
  sqlAggWindow(ctx, SQL_AGG_FINAL);
}
static void sqlAggInverse(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc; (void)argv;
  sqlAggWindow(ctx, SQL_AGG_INVERSE);
}

/* The destructor of one registration. */
static void sqlAggFuncFree(void *pv){
  SqlAggFunc *p = (SqlAggFunc*)pv;
  if( p==NULL ) return;
  catConnClose(p->pConn);
  sqlite3_free(p);
}

/* Register f for each count of arguments (the last carries the
** destructor, which SQLite calls on failure too). */
static int sqlAggRegisterOne(sqlite3 *db, SqlAggFunc *p){
  const CatFunc *f = p->f;
  int n, rc = SQLITE_OK;
  for(n=f->nRequired; n<=f->nArg; n++){
    int bLast = n==f->nArg;
    void (*xDel)(void*) = bLast ? sqlAggFuncFree : 0;
    if( p->pAgg->xValue ){
      rc = sqlite3_create_window_function(db, f->zName, n, SQL_PURE, p,
             sqlAggStep, sqlAggWinFinal, sqlAggValue, sqlAggInverse, xDel);
    }else{
      rc = sqlite3_create_function_v2(db, f->zName, n, SQL_PURE, p, 0,
             sqlAggStep, sqlAggFinal, xDel);
    }
    if( rc!=SQLITE_OK ){
      if( !bLast ) sqlAggFuncFree(p);
      break;
    }
  }
  return rc;
}

/* Register every aggregate and window function of the catalog on db. */
int sqlCatalogAggRegister(sqlite3 *db){
  int i, rc = SQLITE_OK;
  for(i=0; rc==SQLITE_OK && i<catAggFuncCount; i++){
    SqlAggFunc *p = (SqlAggFunc*)sqlite3_malloc(sizeof(*p));
    if( p==NULL ) return SQLITE_NOMEM;
    p->f = &catAggFuncs[i]->f;
    p->pAgg = &catAggFuncs[i]->agg;
    p->pConn = catConnOpen(&sqlAlloc);
    if( p->pConn==NULL ){ sqlite3_free(p); return SQLITE_NOMEM; }
    rc = sqlAggRegisterOne(db, p);
  }
  return rc;
}
