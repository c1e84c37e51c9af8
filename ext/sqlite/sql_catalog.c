/*
** sql_catalog.c: the SQLite adapter of the catalog (ext/catalog).  Every
** function of a list is registered from its description: a scalar for each
** count of arguments from nRequired to nArg, a table as an eponymous
** virtual table whose HIDDEN columns are the arguments, constrained with
** "=" as in SQLite's json_each.  This file converts values (sql_util.h),
** gives the engine the stop hook and the call site's memo, and turns the
** result codes into SQLite's errors.  It decides nothing.  Start at
** sqlCatalogRegister.
*/
#include "sql_ext.h"
#include "sql_user_tables.h"
#include "../catalog/cat_host.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* A connection's catalog state, shared by every registration. */
typedef struct SqlCatShared {
  CatConn *pConn;
  int nRef;
} SqlCatShared;

/* One registered function: its description and the shared state. */
typedef struct SqlCatFunc {
  const CatFunc *f;
  SqlCatShared *pShared;
  void *pSite;               /* scalars: the engine's call-site memo for this
                             ** registration (catSiteFree) */
} SqlCatFunc;

/* Cold part of sqlCatValue: a number the argument refuses, as an error. */
static int sqlCatValueRefused(const CatFunc *f, int iArg, int eType,
                              char **pzErr){
  *pzErr = sqlite3_mprintf("%s(): argument %s must be %s, not %s", f->zName,
            f->aArg[iArg].zName,
            catKindTakes(f->aArg[iArg].eKind, CAT_V_INT)  /* a date: no REAL */
              ? "a date as TEXT or BLOB, or INTEGER seconds since 1970"
              : "TEXT or BLOB",
            eType==SQLITE_INTEGER ? "INTEGER" : "REAL");
  return 1;
}

/* Convert v, argument iArg of f, into *p: 0, or 1 with *pzErr set (a type
** the argument's kind refuses, catKindTakes, unless f judges the values
** itself, CAT_CHECKS; NULL when out of memory). */
static inline int sqlCatValue(const CatFunc *f, int iArg, sqlite3_value *v,
                              CatValue *p, char **pzErr){
  int eType = sqlite3_value_type(v);
  sqlValueOf(v, eType, p);
  if( eType==SQLITE_TEXT || eType==SQLITE_BLOB || eType==SQLITE_NULL ) return 0;
  if( (f->mFlags & CAT_CHECKS)
   || catKindTakes(f->aArg[iArg].eKind, p->eType) ) return 0;
  return sqlCatValueRefused(f, iArg, eType, pzErr);
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
  SqlStop stop;
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
  sqlStopInit(&stop, sqlite3_context_db_handle(ctx));
  catCtxInit(&c, f, &sqlAlloc, &stop.base, p->pShared->pConn);
  if( (f->mFlags & (CAT_CRAWLERS|CAT_RANGES))
   && (rc = sqlCatUserTables(ctx, &c, aArg, argc))!=CAT_OK ){
    goto done;
  }
  if( argc>0 ) sqlCatSite(ctx, p, &c, argc, aArg, &pAux);
  rc = catCall(&c, aArg, argc, &out);
  if( c.ppSite==&p->pSite && p->pSite ){
    void *pFork = catSiteFork(&c);  /* the engine says when it pays */
    if( pFork ){
      sqlite3_set_auxdata(ctx, 0, pFork, catSiteFree);
      if( argc>1 ) sqlite3_set_auxdata(ctx, 1, pFork, NULL);  /* the mark */
    }
  }
done:
  sqlStopFinish(&stop);
  if( rc==CAT_OK ) sqlResult(ctx, f->eResult, &out);
  else sqlResultError(ctx, &c, rc);
  catCtxFree(&c);
}

/* ---- Tables: one eponymous virtual table per table function ------------ */

typedef struct SqlCatTab {
  sqlite3_vtab base;
  const SqlCatFunc *p;
  sqlite3 *db;
} SqlCatTab;

/* A cursor: the call's context and stop hook, the arguments (SQLite keeps
** their registers for the whole scan, see its wherecode.c, "These
** registers need to be preserved": their bytes stay until xClose), then
** the description's cursor. */
typedef struct SqlCatCur {
  sqlite3_vtab_cursor base;
  const CatFunc *f;
  sqlite3_int64 iRowid;
  int bEof;
  int bOpen;                 /* c and stop are set up */
  int bTabOpen;              /* the description's cursor is open */
  CatCtx c;
  SqlStop stop;
  sqlite3_value *apArg[CAT_MAX_ARG];   /* NULL: not given */
  CatValue aArg[CAT_MAX_ARG];
} SqlCatCur;
#define SQL_CAT_HEAD ((sizeof(SqlCatCur)+15) & ~(size_t)15)
#define SQL_CAT_STATE(q) ((void*)(((char*)(q)) + SQL_CAT_HEAD))

/* The declared type of a column of kind eKind: that of the value it is
** written as (catKindValue). */
static const char *sqlCatDeclType(int eKind){
  switch( catKindValue(eKind) ){
    case CAT_V_INT: return "INTEGER";
    case CAT_V_REAL: return "REAL";
    case CAT_V_BLOB: return "BLOB";
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
** (named by sqlCatArgColumn).  sqlite3_malloc'd, NULL when out of memory. */
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

static int sqlCatConnect(sqlite3 *db, void *pAux, int argc,
                         const char *const *argv, sqlite3_vtab **ppVtab,
                         char **pzErr){
  const SqlCatFunc *p = (const SqlCatFunc*)pAux;
  char *zSchema = sqlCatSchema(p->f);
  SqlCatTab *t;
  int rc;
  (void)argc; (void)argv; (void)pzErr;
  rc = zSchema ? sqlite3_declare_vtab(db, zSchema) : SQLITE_NOMEM;
  sqlite3_free(zSchema);
  if( rc!=SQLITE_OK ) return rc;
  sqlite3_vtab_config(db, (p->f->mFlags & CAT_DIRECT) ? SQLITE_VTAB_DIRECTONLY
                                                      : SQLITE_VTAB_INNOCUOUS);
  t = (SqlCatTab*)sqlite3_malloc(sizeof(*t));
  if( t==NULL ) return SQLITE_NOMEM;
  memset(t, 0, sizeof(*t));
  t->p = p;
  t->db = db;
  *ppVtab = &t->base;
  return SQLITE_OK;
}

static int sqlCatDisconnect(sqlite3_vtab *pVtab){
  sqlite3_free(pVtab);
  return SQLITE_OK;
}

/* Use every "=" constraint on an argument column; refuse a plan in which a
** given argument is not yet usable, so the planner puts the table function
** after the tables its arguments come from.  idxNum: the arguments given. */
static int sqlCatBestIndex(sqlite3_vtab *pVtab, sqlite3_index_info *p){
  const CatFunc *f = ((SqlCatTab*)pVtab)->p->f;
  int aIdx[CAT_MAX_ARG], i, nUsed = 0, mask = 0, unusable = 0;
  int mRequired = (1<<f->nRequired) - 1;
  for(i=0; i<CAT_MAX_ARG; i++) aIdx[i] = -1;
  for(i=0; i<p->nConstraint; i++){
    const struct sqlite3_index_constraint *k = &p->aConstraint[i];
    int iArg = k->iColumn - f->pTable->nCol;
    if( iArg<0 || iArg>=f->nArg || k->op!=SQLITE_INDEX_CONSTRAINT_EQ ) continue;
    if( !k->usable ){ unusable |= 1<<iArg; continue; }
    if( aIdx[iArg]<0 ){ aIdx[iArg] = i; mask |= 1<<iArg; }
  }
  if( unusable & ~mask ) return SQLITE_CONSTRAINT;
  for(i=0; i<f->nArg; i++){
    if( aIdx[i]<0 ) continue;
    p->aConstraintUsage[aIdx[i]].argvIndex = ++nUsed;
    p->aConstraintUsage[aIdx[i]].omit = 1;
  }
  p->idxNum = mask;
  p->estimatedCost = (mask & mRequired)==mRequired ? 100.0 : 1e12;
  p->estimatedRows = (mask & mRequired)==mRequired ? 100 : 1000000;
  return SQLITE_OK;
}

static int sqlCatOpen(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCur){
  const CatFunc *f = ((SqlCatTab*)pVtab)->p->f;
  size_t n = SQL_CAT_HEAD + f->pTable->szCur;
  SqlCatCur *q = (SqlCatCur*)sqlite3_malloc64(n);
  if( q==NULL ) return SQLITE_NOMEM;
  memset(q, 0, n);
  q->f = f;
  q->bEof = 1;
  *ppCur = &q->base;
  return SQLITE_OK;
}

/* Close the description's cursor and the call; zero the state. */
static void sqlCatReset(SqlCatCur *q){
  if( q->bTabOpen ) q->f->pTable->xClose(SQL_CAT_STATE(q));
  if( q->bOpen ){
    sqlStopFinish(&q->stop);
    catCtxFree(&q->c);
  }
  q->bTabOpen = q->bOpen = 0;
  q->bEof = 1;
  memset(q->apArg, 0, sizeof(q->apArg));
  memset(SQL_CAT_STATE(q), 0, q->f->pTable->szCur);
}

static int sqlCatClose(sqlite3_vtab_cursor *cur){
  sqlCatReset((SqlCatCur*)cur);
  sqlite3_free(cur);
  return SQLITE_OK;
}

/* Code rc of the engine (not CAT_OK) as the table's error. */
static int sqlCatTabError(SqlCatCur *q, int rc){
  char *zErr = NULL;
  rc = sqlErrorOf(&q->c, rc, &zErr);
  sqlite3_free(q->base.pVtab->zErrMsg);
  q->base.pVtab->zErrMsg = zErr;
  return rc;
}

static int sqlCatNext(sqlite3_vtab_cursor *cur){
  SqlCatCur *q = (SqlCatCur*)cur;
  int rc;
  q->c.out.n = 0;
  rc = q->f->pTable->xNext(SQL_CAT_STATE(q), &q->c, &q->bEof);
  q->iRowid++;
  return rc==CAT_OK ? SQLITE_OK : sqlCatTabError(q, rc);
}

/* Start a scan over the arguments of idxNum: a required one missing is an
** error, a NULL one by its NULL rule no rows (catCheckNulls). */
static int sqlCatFilter(sqlite3_vtab_cursor *cur, int idxNum,
                        const char *idxStr, int argc, sqlite3_value **argv){
  SqlCatCur *q = (SqlCatCur*)cur;
  const SqlCatTab *t = (const SqlCatTab*)cur->pVtab;
  const CatFunc *f = q->f;
  char *zErr = NULL;
  int i, j = 0, n = 0, rc, bNull;
  (void)idxStr;
  sqlCatReset(q);
  q->iRowid = 0;
  for(i=0; i<f->nArg && j<argc; i++){
    if( idxNum & (1<<i) ) q->apArg[i] = argv[j++];
  }
  for(i=0; i<f->nRequired; i++){
    if( q->apArg[i]==NULL ){
      zErr = sqlite3_mprintf("%s(): a required argument is missing", f->zName);
      rc = SQLITE_ERROR;
      goto refused;
    }
    if( sqlite3_value_type(q->apArg[i])==SQLITE_NULL ) return SQLITE_OK;
  }
  for(n=0; n<f->nArg && q->apArg[n]; n++){
    if( sqlCatValue(f, n, q->apArg[n], &q->aArg[n], &zErr) ){
      rc = zErr ? SQLITE_ERROR : SQLITE_NOMEM;
      goto refused;
    }
  }
  sqlStopInit(&q->stop, t->db);
  catCtxInit(&q->c, f, &sqlAlloc, &q->stop.base, t->p->pShared->pConn);
  q->bOpen = 1;
  catCheckNulls(f, q->aArg, n, &bNull);
  if( bNull ) return SQLITE_OK;
  q->bTabOpen = 1;
  q->bEof = 0;
  rc = catOpen(&q->c, SQL_CAT_STATE(q), q->aArg, n);
  if( rc==CAT_OK ) return sqlCatNext(cur);
  rc = sqlCatTabError(q, rc);
  sqlCatReset(q);
  return rc;
refused:
  sqlite3_free(cur->pVtab->zErrMsg);
  cur->pVtab->zErrMsg = zErr;
  sqlCatReset(q);
  return rc;
}

static int sqlCatEof(sqlite3_vtab_cursor *cur){
  return ((SqlCatCur*)cur)->bEof;
}

/* Column iCol of the current row: a visible one, or an argument's as given
** (for a CAT_SHOWN_ARG table, the first argument's as the cursor shows it,
** iCol nCol). */
static int sqlCatColumn(sqlite3_vtab_cursor *cur, sqlite3_context *ctx,
                        int iCol){
  SqlCatCur *q = (SqlCatCur*)cur;
  const CatTable *t = q->f->pTable;
  CatValue v;
  if( iCol>=t->nCol && !(iCol==t->nCol && (q->f->mFlags & CAT_SHOWN_ARG)) ){
    sqlite3_value *pArg = q->apArg[iCol - t->nCol];
    if( pArg ) sqlite3_result_value(ctx, pArg);
    return SQLITE_OK;
  }
  v.eType = CAT_V_NULL;
  if( t->xColumn(SQL_CAT_STATE(q), &q->c, iCol, &v)!=CAT_OK ){
    return SQLITE_NOMEM;
  }
  sqlResult(ctx, iCol<t->nCol ? t->aCol[iCol].eKind : q->f->aArg[0].eKind, &v);
  return SQLITE_OK;
}

static int sqlCatRowid(sqlite3_vtab_cursor *cur, sqlite_int64 *pRowid){
  *pRowid = ((SqlCatCur*)cur)->iRowid;
  return SQLITE_OK;
}

static const sqlite3_module sqlCatModule = {
  0,                         /* iVersion */
  0,                         /* xCreate: eponymous only */
  sqlCatConnect, sqlCatBestIndex, sqlCatDisconnect,
  0,                         /* xDestroy */
  sqlCatOpen, sqlCatClose, sqlCatFilter, sqlCatNext, sqlCatEof,
  sqlCatColumn, sqlCatRowid,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
#if SQLITE_VERSION_NUMBER>=3044000
  , 0                        /* xIntegrity (3.44): unused at iVersion 0 */
#endif
};

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
  sqlite3_free(p);
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
  s->nRef = 1;
  for(i=0; rc==SQLITE_OK && i<n; i++){
    SqlCatFunc *p = (SqlCatFunc*)sqlite3_malloc(sizeof(*p));
    if( p==NULL ){ rc = SQLITE_NOMEM; break; }
    memset(p, 0, sizeof(*p));
    p->f = aList[i];
    p->pShared = s;
    s->nRef++;
    if( p->f->pTable==NULL ) rc = sqlCatRegisterScalar(db, p);
    else if( p->f->nArg>CAT_MAX_ARG ){ sqlCatFuncFree(p); rc = SQLITE_MISUSE; }
    else rc = sqlite3_create_module_v2(db, p->f->zName, &sqlCatModule, p,
                                       sqlCatFuncFree);
  }
  sqlCatSharedUnref(s);
  return rc;
}
