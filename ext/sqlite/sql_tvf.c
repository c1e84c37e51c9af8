/*
** sql_tvf.c: the shared eponymous virtual table behind every table-valued
** function (see sql_tvf.h).  Arguments are HIDDEN columns constrained with
** "=", as in SQLite's json_each; idxNum is the bitmask of arguments given.
*/
#include "sql_tvf.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

#define TVF_MAX_ARG 8

typedef struct TvfTable {
  sqlite3_vtab base;
  const TvfModule *pMod;
  void *pAux;
  int nCol;                      /* visible columns */
} TvfTable;

typedef struct TvfCursor {
  sqlite3_vtab_cursor base;
  sqlite3_int64 iRowid;
  int bEof;
  int bStarted;                  /* xStart succeeded: xReset is due */
  sqlite3_value *apArg[TVF_MAX_ARG];
  /* module state follows, 8-byte aligned */
} TvfCursor;

#define TVF_STATE(pCur) ((void*)(((char*)(pCur)) + sizeof(TvfCursor)))

/* The TvfModule travels as the module's client data. */
typedef struct TvfClient {
  const TvfModule *pMod;
  void *pAux;
  void (*xDestroyAux)(void*);
  int bDirectOnly;               /* SQLITE_VTAB_DIRECTONLY, not INNOCUOUS */
} TvfClient;

/* Destructor of the module's client data. */
static void tvfClientFree(void *p){
  TvfClient *pClient = (TvfClient*)p;
  if( pClient->xDestroyAux ) pClient->xDestroyAux(pClient->pAux);
  sqlite3_free(pClient);
}

static int tvfConnect(sqlite3 *db, void *pArg, int argc,
                      const char *const *argv, sqlite3_vtab **ppVtab,
                      char **pzErr){
  TvfClient *pClient = (TvfClient*)pArg;
  TvfTable *pTab;
  int rc;
  int nCol = 0;
  const char *z;
  (void)argc; (void)argv; (void)pzErr;
  rc = sqlite3_declare_vtab(db, pClient->pMod->zSchema);
  if( rc!=SQLITE_OK ) return rc;
  sqlite3_vtab_config(db, pClient->bDirectOnly ? SQLITE_VTAB_DIRECTONLY
                                               : SQLITE_VTAB_INNOCUOUS);
  pTab = sqlite3_malloc64(sizeof(*pTab));
  if( pTab==NULL ) return SQLITE_NOMEM;
  memset(pTab, 0, sizeof(*pTab));
  /* Count the columns of the schema: its commas, plus one (a schema here
  ** declares plain column names, so every comma separates two). */
  for(z=strchr(pClient->pMod->zSchema, '('); z && *z; z++){
    if( *z==',' ) nCol++;
  }
  pTab->nCol = nCol + 1 - pClient->pMod->nArg;
  pTab->pMod = pClient->pMod;
  pTab->pAux = pClient->pAux;
  *ppVtab = &pTab->base;
  return SQLITE_OK;
}

static int tvfDisconnect(sqlite3_vtab *pVtab){
  sqlite3_free(pVtab);
  return SQLITE_OK;
}

static int tvfOpen(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCur){
  TvfTable *pTab = (TvfTable*)pVtab;
  size_t n = sizeof(TvfCursor) + ((pTab->pMod->szCursor + 7) & ~(size_t)7);
  TvfCursor *pCur = sqlite3_malloc64(n);
  if( pCur==NULL ) return SQLITE_NOMEM;
  memset(pCur, 0, n);
  pCur->bEof = 1;
  *ppCur = &pCur->base;
  return SQLITE_OK;
}

/* Release the module state of a cursor and zero it. */
static void tvfCursorReset(TvfCursor *pCur, const TvfModule *pMod){
  if( pCur->bStarted ) pMod->xReset(TVF_STATE(pCur));
  pCur->bStarted = 0;
  memset(TVF_STATE(pCur), 0, pMod->szCursor);
  memset(pCur->apArg, 0, sizeof(pCur->apArg));
  pCur->bEof = 1;
}

static int tvfClose(sqlite3_vtab_cursor *cur){
  TvfCursor *pCur = (TvfCursor*)cur;
  tvfCursorReset(pCur, ((TvfTable*)cur->pVtab)->pMod);
  sqlite3_free(pCur);
  return SQLITE_OK;
}

/* Copy a module error into the vtab, taking ownership of zErr. */
static int tvfSetError(sqlite3_vtab *pVtab, int rc, char *zErr){
  sqlite3_free(pVtab->zErrMsg);
  pVtab->zErrMsg = zErr;
  return rc;
}

static int tvfNext(sqlite3_vtab_cursor *cur){
  TvfCursor *pCur = (TvfCursor*)cur;
  const TvfModule *pMod = ((TvfTable*)cur->pVtab)->pMod;
  char *zErr = NULL;
  int rc = pMod->xNext(TVF_STATE(pCur), &pCur->bEof, &zErr);
  pCur->iRowid++;
  if( rc!=SQLITE_OK ) return tvfSetError(cur->pVtab, rc, zErr);
  return SQLITE_OK;
}

static int tvfFilter(sqlite3_vtab_cursor *cur, int idxNum,
                     const char *idxStr, int argc, sqlite3_value **argv){
  TvfCursor *pCur = (TvfCursor*)cur;
  TvfTable *pTab = (TvfTable*)cur->pVtab;
  const TvfModule *pMod = pTab->pMod;
  char *zErr = NULL;
  int i, j = 0, rc;
  (void)idxStr;
  tvfCursorReset(pCur, pMod);
  pCur->iRowid = 0;
  for(i=0; i<pMod->nArg && j<argc; i++){
    if( idxNum & (1<<i) ) pCur->apArg[i] = argv[j++];
  }
  for(i=0; i<pMod->nRequired; i++){
    if( pCur->apArg[i]==NULL ){
      return tvfSetError(cur->pVtab, SQLITE_ERROR,
          sqlite3_mprintf("%s(): a required argument is missing", pMod->zName));
    }
    if( sqlite3_value_type(pCur->apArg[i])==SQLITE_NULL ) return SQLITE_OK;
  }
  rc = pMod->xStart(TVF_STATE(pCur), pTab->pAux, pCur->apArg, &zErr);
  pCur->bStarted = 1;
  if( rc!=SQLITE_OK ){
    tvfCursorReset(pCur, pMod);
    return tvfSetError(cur->pVtab, rc, zErr);
  }
  pCur->bEof = 0;
  pCur->iRowid = 0;
  return tvfNext(cur);
}

static int tvfEof(sqlite3_vtab_cursor *cur){
  return ((TvfCursor*)cur)->bEof;
}

static int tvfColumn(sqlite3_vtab_cursor *cur, sqlite3_context *ctx, int i){
  TvfCursor *pCur = (TvfCursor*)cur;
  TvfTable *pTab = (TvfTable*)cur->pVtab;
  if( i>=pTab->nCol && (pTab->pMod->mOwnArgs & (1u<<(i - pTab->nCol)))==0 ){
    sqlite3_value *v = pCur->apArg[i - pTab->nCol];
    if( v ) sqlite3_result_value(ctx, v);
    return SQLITE_OK;
  }
  return pTab->pMod->xColumn(TVF_STATE(pCur), ctx, i);
}

static int tvfRowid(sqlite3_vtab_cursor *cur, sqlite_int64 *pRowid){
  *pRowid = ((TvfCursor*)cur)->iRowid;
  return SQLITE_OK;
}

/* Use every "=" constraint on an argument column; refuse a plan in which a
** given argument is not yet usable, so the planner puts the table-valued
** function after the tables its arguments come from. */
static int tvfBestIndex(sqlite3_vtab *pVtab, sqlite3_index_info *p){
  TvfTable *pTab = (TvfTable*)pVtab;
  int aIdx[TVF_MAX_ARG];
  int i, nUsed = 0, mask = 0, unusable = 0;
  for(i=0; i<TVF_MAX_ARG; i++) aIdx[i] = -1;
  for(i=0; i<p->nConstraint; i++){
    const struct sqlite3_index_constraint *c = &p->aConstraint[i];
    int iArg = c->iColumn - pTab->nCol;
    if( iArg<0 || iArg>=pTab->pMod->nArg ) continue;
    if( c->op!=SQLITE_INDEX_CONSTRAINT_EQ ) continue;
    if( !c->usable ){ unusable |= 1<<iArg; continue; }
    if( aIdx[iArg]<0 ){ aIdx[iArg] = i; mask |= 1<<iArg; }
  }
  if( unusable & ~mask ) return SQLITE_CONSTRAINT;
  for(i=0; i<pTab->pMod->nArg; i++){
    if( aIdx[i]<0 ) continue;
    p->aConstraintUsage[aIdx[i]].argvIndex = ++nUsed;
    p->aConstraintUsage[aIdx[i]].omit = 1;
  }
  p->idxNum = mask;
  if( (mask & ((1<<pTab->pMod->nRequired)-1))
       != ((1<<pTab->pMod->nRequired)-1) ){
    p->estimatedCost = 1e12;
    p->estimatedRows = 1000000;
  }else{
    p->estimatedCost = 100.0;
    p->estimatedRows = 100;
  }
  return SQLITE_OK;
}

static const sqlite3_module tvfSqliteModule = {
  0,               /* iVersion */
  0,               /* xCreate: eponymous only */
  tvfConnect,
  tvfBestIndex,
  tvfDisconnect,
  0,               /* xDestroy */
  tvfOpen,
  tvfClose,
  tvfFilter,
  tvfNext,
  tvfEof,
  tvfColumn,
  tvfRowid,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
#if SQLITE_VERSION_NUMBER>=3044000
  , 0              /* xIntegrity (3.44 headers): unused at iVersion 0 */
#endif
};

/* Register pMod, DIRECTONLY or INNOCUOUS as bDirectOnly says. */
static int tvfRegisterAs(sqlite3 *db, const TvfModule *pMod, void *pAux,
                         void (*xDestroyAux)(void*), int bDirectOnly){
  TvfClient *pClient;
  if( pMod->nArg>TVF_MAX_ARG ){
    if( xDestroyAux ) xDestroyAux(pAux);
    return SQLITE_MISUSE;
  }
  pClient = sqlite3_malloc64(sizeof(*pClient));
  if( pClient==NULL ){
    if( xDestroyAux ) xDestroyAux(pAux);
    return SQLITE_NOMEM;
  }
  pClient->pMod = pMod;
  pClient->pAux = pAux;
  pClient->xDestroyAux = xDestroyAux;
  pClient->bDirectOnly = bDirectOnly;
  return sqlite3_create_module_v2(db, pMod->zName, &tvfSqliteModule, pClient,
                                  tvfClientFree);
}

int tvfRegisterV2(sqlite3 *db, const TvfModule *pMod, void *pAux,
                  void (*xDestroyAux)(void*)){
  return tvfRegisterAs(db, pMod, pAux, xDestroyAux, 0);
}

int tvfRegister(sqlite3 *db, const TvfModule *pMod, void *pAux){
  return tvfRegisterAs(db, pMod, pAux, NULL, 0);
}

int tvfRegisterDirectOnlyV2(sqlite3 *db, const TvfModule *pMod, void *pAux,
                            void (*xDestroyAux)(void*)){
  return tvfRegisterAs(db, pMod, pAux, xDestroyAux, 1);
}
