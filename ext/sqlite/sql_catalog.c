/*
** sql_catalog.c: the SQLite adapter of the catalog (ext/catalog).  Every
** function of a list is registered from its description: a scalar for each
** count of arguments from nRequired to nArg, a table as an eponymous
** virtual table (sql_tvf.c) whose hidden columns are the arguments.  This
** file converts values (sqlite3_value to CatValue and back), maps the
** result codes to SQLite's errors and gives the engine one stop hook
** (SqlStop, made only when the engine first asks).  It decides nothing.
** Start at sqlCatalogRegister.
*/
#include "sql_ext.h"
#include "sql_tvf.h"
#include "sql_user_tables.h"
#include "../catalog/catalog.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* A connection's catalog state, shared by every registration. */
typedef struct SqlCatShared {
  CatConn *pConn;
  sqlite3 *db;
  int nRef;
} SqlCatShared;

/* One registered function: its description and the shared state; a
** table's module is built here from the description. */
typedef struct SqlCatFunc {
  const CatFunc *f;
  SqlCatShared *pShared;
  TvfModule mod;             /* tables only */
  char *zSchema;             /* tables only: mod.zSchema */
  void *pSite;               /* scalars: the engine's call-site memo for this
                             ** registration (catSiteFree) */
} SqlCatFunc;

/* The stop hook: SqlStop on the call's connection, set up on first ask. */
typedef struct SqlCatStop {
  CoreStop base;
  sqlite3 *db;
  int bInit;
  SqlStop st;
} SqlCatStop;

static int sqlCatStopCheck(void *pCtx){
  SqlCatStop *l = (SqlCatStop*)pCtx;
  if( !l->bInit ){
    sqlStopInit(&l->st, l->db);
    l->bInit = 1;
  }
  return l->st.base.xStop(l->st.base.pCtx);
}
static void sqlCatStopInit(SqlCatStop *l, sqlite3 *db){
  l->base.xStop = sqlCatStopCheck;
  l->base.pCtx = l;
  l->db = db;
  l->bInit = 0;
}
static void sqlCatStopFinish(SqlCatStop *l){
  if( l->bInit ) sqlStopFinish(&l->st);
}

/* SQLite's name of a value's type, for errors. */
static const char *sqlCatTypeName(int eType){
  static const char *const az[] = { "?", "INTEGER", "REAL", "TEXT", "BLOB", "NULL" };
  return (eType>=1 && eType<=5) ? az[eType] : "?";
}

/* Cold part of sqlCatValue: a number, or a type the kind refuses. */
static int sqlCatValueNum(const CatFunc *f, int iArg, sqlite3_value *v,
                          int eType, CatValue *p, char **pzErr){
  int eKind = f->aArg[iArg].eKind;
  if( f->mFlags & CAT_CHECKS ) eKind = CAT_NUMBER;  /* the engine judges */
  if( eType==SQLITE_INTEGER ){
    p->eType = CAT_V_INT;
    p->i = sqlite3_value_int64(v);
    if( eKind==CAT_INT || eKind==CAT_NUMBER || eKind==CAT_TIME ) return 0;
  }else{
    p->eType = CAT_V_REAL;
    p->r = sqlite3_value_double(v);
    if( eKind==CAT_INT || eKind==CAT_NUMBER ) return 0;
  }
  *pzErr = sqlite3_mprintf("%s(): argument %s must be %s, not %s", f->zName,
            f->aArg[iArg].zName,
            eKind==CAT_TIME ? "a date as TEXT or BLOB, or INTEGER seconds since 1970"
                            : "TEXT or BLOB",
            sqlCatTypeName(eType));
  return 1;
}

/* Convert v, argument iArg of f, into *p: 0, or 1 with *pzErr set (a type
** the kind refuses).  Text and bytes, the per-row case, inline. */
static inline int sqlCatValue(const CatFunc *f, int iArg, sqlite3_value *v,
                              CatValue *p, char **pzErr){
  int eType = sqlite3_value_type(v);
  p->i = 0;
  p->r = 0;
  p->bPinned = 0;
  p->s.z = NULL;
  p->s.n = 0;
  if( eType==SQLITE_TEXT || eType==SQLITE_BLOB ){
    p->eType = eType==SQLITE_TEXT ? CAT_V_TEXT : CAT_V_BLOB;
    sqlSpanOf(v, eType, &p->s);
    return 0;
  }
  if( eType==SQLITE_NULL ){ p->eType = CAT_V_NULL; return 0; }
  return sqlCatValueNum(f, iArg, v, eType, p, pzErr);
}

/* Report code rc of a call of f on ctx (c->err holds a refusal). */
static void sqlCatError(sqlite3_context *ctx, const CatFunc *f, int rc,
                        const CatCtx *c){
  char *z;
  if( rc==CAT_STOPPED ){
    sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
    return;
  }
  if( rc!=CAT_REFUSED || c->err.oom ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  z = sqlite3_mprintf("%s(): %.*s", f->zName, (int)c->err.n,
                      c->err.z ? c->err.z : "");
  if( z==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_error(ctx, z, -1);
  sqlite3_free(z);
}

/* Set value v of kind eKind as the result. */
static void sqlCatResult(sqlite3_context *ctx, int eKind, const CatValue *v){
  switch( v->eType ){
    case CAT_V_NULL: sqlite3_result_null(ctx); return;
    case CAT_V_INT:
      if( eKind==CAT_REAL ) sqlite3_result_double(ctx, (double)v->i);
      else sqlite3_result_int64(ctx, v->i);
      return;
    case CAT_V_REAL: sqlite3_result_double(ctx, v->r); return;
    case CAT_V_BLOB:
      sqlite3_result_blob64(ctx, v->s.z, (sqlite3_uint64)v->s.n, SQLITE_TRANSIENT);
      return;
  }
  if( eKind==CAT_BLOB ){
    sqlite3_result_blob64(ctx, v->s.n ? v->s.z : "", (sqlite3_uint64)v->s.n,
                          SQLITE_TRANSIENT);
    return;
  }
  sqlResultSpan(ctx, v->s.z, v->s.n);
  if( eKind==CAT_JSON ) sqlite3_result_subtype(ctx, 'J');
}

/* For a function reading the user's tables: make them current for the
** call (sql_user_tables.c).  0, or 1 with the error set on ctx. */
static int sqlCatUserTablesError(sqlite3_context *ctx, const CatFunc *f,
                                 CatConn *pConn){
  char *zErr = NULL;
  int rc = sqlCatUserTables(ctx, pConn, f->mFlags, f->zName, &zErr);
  if( rc==SQLITE_OK ) return 0;
  if( zErr ) sqlite3_result_error(ctx, zErr, -1);
  if( rc==SQLITE_NOMEM ) sqlite3_result_error_nomem(ctx);
  else sqlite3_result_error_code(ctx, rc);
  sqlite3_free(zErr);
  return 1;
}

/* Point c at its call site's memo: the one SQLite keeps as auxdata on a
** constant first argument (which is then pinned: the same bytes at the same
** address while the auxdata lives; so is the second when it carries the
** same slot as a mark, set with it), else the registration's own. */
static void sqlCatSite(sqlite3_context *ctx, SqlCatFunc *p, CatCtx *c,
                       int argc, CatValue *aArg, void **ppAux){
  *ppAux = sqlite3_get_auxdata(ctx, 0);
  if( *ppAux ){
    c->ppSite = ppAux;
    aArg[0].bPinned = 1;
    if( argc>1 && sqlite3_get_auxdata(ctx, 1)==*ppAux ) aArg[1].bPinned = 1;
  }else{
    c->ppSite = &p->pSite;
  }
}

/* The scalar callback of every catalog function. */
static void sqlCatScalar(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SqlCatFunc *p = (SqlCatFunc*)sqlite3_user_data(ctx);
  const CatFunc *f = p->f;
  CatValue aArg[CAT_MAX_ARG], out;
  SqlCatStop stop;
  CatCtx c;
  char *zErr = NULL;
  void *pAux;
  int i, rc;
  for(i=0; i<argc && i<CAT_MAX_ARG; i++){
    if( sqlCatValue(f, i, argv[i], &aArg[i], &zErr) ){
      sqlite3_result_error(ctx, zErr ? zErr : "out of memory", -1);
      sqlite3_free(zErr);
      return;
    }
  }
  if( f->mFlags & (CAT_CRAWLERS|CAT_RANGES) ){
    int bNull;                    /* a NULL answer reads no table */
    catCheckNulls(f, aArg, argc, &bNull);
    if( bNull ) return;
    if( sqlCatUserTablesError(ctx, f, p->pShared->pConn) ) return;
  }
  sqlCatStopInit(&stop, sqlite3_context_db_handle(ctx));
  catCtxInit(&c, f, &sqlAlloc, &stop.base, p->pShared->pConn);
  if( argc>0 ) sqlCatSite(ctx, p, &c, argc, aArg, &pAux);
  rc = catCall(&c, aArg, argc, &out);
  if( c.ppSite==&p->pSite && p->pSite ){
    void *pFork = catSiteFork(&c);  /* the engine says when it pays */
    if( pFork ){
      sqlite3_set_auxdata(ctx, 0, pFork, catSiteFree);
      if( argc>1 ) sqlite3_set_auxdata(ctx, 1, pFork, NULL);  /* the mark */
    }
  }
  sqlCatStopFinish(&stop);
  if( rc==CAT_OK ) sqlCatResult(ctx, f->eResult, &out);
  else sqlCatError(ctx, f, rc, &c);
  catCtxFree(&c);
}

/* ---- Tables ---------------------------------------------------------------
** The cursor state: the call's context and stop, the converted arguments,
** then the description's cursor. */
typedef struct SqlCatCur {
  const SqlCatFunc *p;
  CatCtx c;
  SqlCatStop stop;
  CatValue aArg[CAT_MAX_ARG];
  int bOpen;                 /* c and stop are set up */
  int bTabOpen;              /* the description's cursor is open */
  int bEmpty;                /* a NULL argument: no rows */
} SqlCatCur;
#define SQL_CAT_STATE(pCur) ((void*)(((char*)(pCur)) + \
                              ((sizeof(SqlCatCur)+7) & ~(size_t)7)))

/* Turn a code of the engine into *pzErr and an SQLite code. */
static int sqlCatTabError(SqlCatCur *q, int rc, char **pzErr){
  if( rc==CAT_STOPPED ) return SQLITE_INTERRUPT;
  if( rc!=CAT_REFUSED || q->c.err.oom ) return SQLITE_NOMEM;
  *pzErr = sqlite3_mprintf("%s(): %.*s", q->p->f->zName, (int)q->c.err.n,
                           q->c.err.z ? q->c.err.z : "");
  return SQLITE_ERROR;
}

/* xStart: convert the arguments (apArg[i] NULL: not given), apply the
** NULL rules, open the description's cursor. */
static int sqlCatTabStart(void *pCur, void *pAux, sqlite3_value **apArg,
                          char **pzErr){
  SqlCatCur *q = (SqlCatCur*)pCur;
  const SqlCatFunc *p = (const SqlCatFunc*)pAux;
  const CatFunc *f = p->f;
  int i, n = 0, rc, bNull;
  q->p = p;
  for(i=0; i<f->nArg; i++){
    if( apArg[i]==NULL ) break;
    if( sqlCatValue(f, i, apArg[i], &q->aArg[i], pzErr) ) return SQLITE_ERROR;
    n = i+1;
  }
  sqlCatStopInit(&q->stop, p->pShared->db);
  catCtxInit(&q->c, f, &sqlAlloc, &q->stop.base, p->pShared->pConn);
  q->bOpen = 1;
  catCheckNulls(f, q->aArg, n, &bNull);
  if( bNull ){ q->bEmpty = 1; return SQLITE_OK; }
  rc = catOpen(&q->c, SQL_CAT_STATE(q), q->aArg, n);
  q->bTabOpen = 1;
  return rc==CAT_OK ? SQLITE_OK : sqlCatTabError(q, rc, pzErr);
}

/* xNext: the description's next row. */
static int sqlCatTabNext(void *pCur, int *pEof, char **pzErr){
  SqlCatCur *q = (SqlCatCur*)pCur;
  int rc;
  if( q->bEmpty ){ *pEof = 1; return SQLITE_OK; }
  q->c.out.n = 0;
  rc = q->p->f->pTable->xNext(SQL_CAT_STATE(q), &q->c, pEof);
  return rc==CAT_OK ? SQLITE_OK : sqlCatTabError(q, rc, pzErr);
}

/* xColumn: visible column iCol of the current row (iCol nCol: the first
** argument's, for a CAT_SHOWN_ARG table). */
static int sqlCatTabColumn(void *pCur, sqlite3_context *ctx, int iCol){
  SqlCatCur *q = (SqlCatCur*)pCur;
  const CatTable *t = q->p->f->pTable;
  CatValue v;
  int rc;
  catNull(&v);
  rc = t->xColumn(SQL_CAT_STATE(q), &q->c, iCol, &v);
  if( rc!=CAT_OK ) return SQLITE_NOMEM;
  sqlCatResult(ctx, iCol<t->nCol ? t->aCol[iCol].eKind : q->p->f->aArg[0].eKind, &v);
  return SQLITE_OK;
}

/* xReset: close the description's cursor and the call. */
static void sqlCatTabReset(void *pCur){
  SqlCatCur *q = (SqlCatCur*)pCur;
  if( q->bTabOpen ) q->p->f->pTable->xClose(SQL_CAT_STATE(q));
  if( q->bOpen ){
    sqlCatStopFinish(&q->stop);
    catCtxFree(&q->c);
  }
}

/* ---- Registration -------------------------------------------------------- */

/* Drop a reference to the shared state. */
static void sqlCatSharedUnref(SqlCatShared *s){
  if( --s->nRef>0 ) return;
  catConnClose(s->pConn);
  sqlite3_free(s);
}

/* The destructor of one registration. */
static void sqlCatFuncFree(void *pv){
  SqlCatFunc *p = (SqlCatFunc*)pv;
  if( p==NULL ) return;
  catSiteFree(p->pSite);
  sqlCatSharedUnref(p->pShared);
  sqlite3_free(p->zSchema);
  sqlite3_free(p);
}

/* The declared type of a column of kind eKind. */
static const char *sqlCatDeclType(int eKind){
  switch( eKind ){
    case CAT_INT: case CAT_INT32: case CAT_BOOL: return "INTEGER";
    case CAT_REAL: case CAT_NUMBER: return "REAL";
    case CAT_BLOB: return "BLOB";
  }
  return "TEXT";
}

/* 1 when z is the name of a column of table f or of an argument other
** than iArg (ASCII case ignored, as SQLite compares names). */
static int sqlCatNameTaken(const CatFunc *f, int iArg, const char *z){
  int i;
  for(i=0; i<f->pTable->nCol; i++){
    if( sqlite3_stricmp(z, f->pTable->aCol[i].zName)==0 ) return 1;
  }
  for(i=0; i<f->nArg; i++){
    if( i!=iArg && sqlite3_stricmp(z, f->aArg[i].zName)==0 ) return 1;
  }
  return 0;
}

/* The name of argument iArg's hidden column in z[0..nz): the argument's
** name, or when a column (or another argument) already has it, the name
** after "arg_", as many times as it takes to be unique.  So robots_rules'
** argument agent is the hidden column arg_agent beside the column agent. */
static const char *sqlCatArgColumn(const CatFunc *f, int iArg, char *z, int nz){
  int k, n = 0;
  for(k=0; k<=f->pTable->nCol + f->nArg && n+4<nz; k++, n+=4){
    sqlite3_snprintf(nz - n, z + n, "%s", f->aArg[iArg].zName);
    if( !sqlCatNameTaken(f, iArg, z) ) break;
    memcpy(z + n, "arg_", 4);            /* the name is written after it */
  }
  return z;
}

/* The CREATE TABLE of table f: its columns, then its arguments HIDDEN
** (named by sqlCatArgColumn). */
static char *sqlCatSchema(const CatFunc *f){
  sqlite3_str *s = sqlite3_str_new(0);
  char zArg[128];
  int i;
  sqlite3_str_appendall(s, "CREATE TABLE x(");
  for(i=0; i<f->pTable->nCol; i++){
    sqlite3_str_appendf(s, "%s\"%w\" %s", i ? ", " : "", f->pTable->aCol[i].zName,
                        sqlCatDeclType(f->pTable->aCol[i].eKind));
  }
  for(i=0; i<f->nArg; i++){
    sqlite3_str_appendf(s, ", \"%w\" HIDDEN",
                        sqlCatArgColumn(f, i, zArg, (int)sizeof(zArg)));
  }
  sqlite3_str_appendall(s, ")");
  return sqlite3_str_finish(s);
}

/* SQLite's function flags for f. */
static int sqlCatFlags(const CatFunc *f){
  int m = SQLITE_UTF8;
  if( (f->mFlags & CAT_PURE) && !(f->mFlags & CAT_VOLATILE) ){
    m |= SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS;
  }
  if( f->mFlags & CAT_DIRECT ) m |= SQLITE_DIRECTONLY;
#ifdef SQLITE_RESULT_SUBTYPE
  if( f->eResult==CAT_JSON ) m |= SQLITE_RESULT_SUBTYPE;
#endif
  return m;
}

/* Register one table function. */
static int sqlCatRegisterTable(sqlite3 *db, SqlCatFunc *p){
  const CatFunc *f = p->f;
  p->zSchema = sqlCatSchema(f);
  if( p->zSchema==NULL ){ sqlCatFuncFree(p); return SQLITE_NOMEM; }
  p->mod.zName = f->zName;
  p->mod.zSchema = p->zSchema;
  p->mod.nArg = f->nArg;
  p->mod.nRequired = f->nRequired;
  p->mod.szCursor = ((sizeof(SqlCatCur)+7) & ~(size_t)7) + f->pTable->szCur;
  p->mod.xStart = sqlCatTabStart;
  p->mod.xNext = sqlCatTabNext;
  p->mod.xColumn = sqlCatTabColumn;
  p->mod.xReset = sqlCatTabReset;
  p->mod.mOwnArgs = (f->mFlags & CAT_SHOWN_ARG) ? 1u : 0u;
  if( f->mFlags & CAT_DIRECT ){
    return tvfRegisterDirectOnlyV2(db, &p->mod, p, sqlCatFuncFree);
  }
  return tvfRegisterV2(db, &p->mod, p, sqlCatFuncFree);
}

/* Register one scalar function, every count of arguments it takes. */
static int sqlCatRegisterScalar(sqlite3 *db, SqlCatFunc *p){
  const CatFunc *f = p->f;
  int n, rc = SQLITE_OK;
  for(n=f->nRequired; n<=f->nArg; n++){
    /* The last count carries the destructor (SQLite calls it on failure). */
    int bLast = n==f->nArg;
    rc = sqlite3_create_function_v2(db, f->zName, n, sqlCatFlags(f), p,
                                    sqlCatScalar, 0, 0,
                                    bLast ? sqlCatFuncFree : 0);
    if( rc!=SQLITE_OK ){
      if( !bLast ) sqlCatFuncFree(p);
      break;
    }
  }
  return rc;
}

/* Register every function of aList[0..n) offered in SQLite on db, sharing
** pConn (taken over: closed with the last function). */
int sqlCatalogRegister(sqlite3 *db, const CatFunc *const *aList, int n,
                       CatConn *pConn){
  SqlCatShared *s = (SqlCatShared*)sqlite3_malloc(sizeof(*s));
  int i, rc = SQLITE_OK;
  if( s==NULL ){ catConnClose(pConn); return SQLITE_NOMEM; }
  s->pConn = pConn;
  s->db = db;
  s->nRef = 1;
  for(i=0; rc==SQLITE_OK && i<n; i++){
    SqlCatFunc *p = (SqlCatFunc*)sqlite3_malloc(sizeof(*p));
    if( p==NULL ){ rc = SQLITE_NOMEM; break; }
    memset(p, 0, sizeof(*p));
    p->f = aList[i];
    p->pShared = s;
    s->nRef++;
    rc = p->f->pTable ? sqlCatRegisterTable(db, p) : sqlCatRegisterScalar(db, p);
  }
  sqlCatSharedUnref(s);
  return rc;
}
