/*
** sql_user_tables.c: the tables of cat_user_tables.h, selected and handed
** row by row to the engine's compile when a statement first needs them,
** and kept per connection until the database changes: a key taken once
** per statement (which then keeps what it got, as auxdata) of the
** connection's own changes, each schema's data version (commits by any
** connection) and schema cookie (DDL inside a transaction).  A compile is
** shared by reference count; one made in an open write transaction may be
** rolled back, which no counter shows: it serves its statement only.
** Start at sqlCatUserTables.
*/
#include "sql_user_tables.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

#define SQL_USER_MAX_DB 128          /* schemas the key follows */
#define SQL_USER_AUX (-0x524f4254)   /* statement auxdata key of table 0 */

/* One compiled table, shared by the slot and the statements using it. */
typedef struct SqlUserSnap {
  int nRef;
  const CatUserTable *t;
  void *pCompiled;                  /* NULL: no such table */
} SqlUserSnap;

/* What the database looked like when a table was compiled. */
typedef struct SqlUserKey {
  sqlite3_int64 nChanges;
  int nDb;
  unsigned aVersion[SQL_USER_MAX_DB];
  int aCookie[SQL_USER_MAX_DB];
} SqlUserKey;

/* One table's compile on a connection (CatConn.pHost: one per
** catUserTables). */
typedef struct SqlUserSlot {
  SqlUserSnap *pSnap;               /* NULL: not compiled yet */
  SqlUserKey key;
  int bLoading;                     /* being read: a view calling back is an error */
} SqlUserSlot;

/* Drop a reference to a compiled table (an auxdata destructor). */
static void sqlUserSnapUnref(void *pv){
  SqlUserSnap *s = (SqlUserSnap*)pv;
  if( s==NULL || --s->nRef>0 ) return;
  s->t->xFree(s->pCompiled);
  sqlite3_free(s);
}

/* Free a connection's slots (CatConn.xHostFree). */
static void sqlUserSlotsFree(void *pv){
  SqlUserSlot *a = (SqlUserSlot*)pv;
  int i;
  for(i=0; i<catUserTableCount; i++) sqlUserSnapUnref(a[i].pSnap);
  sqlite3_free(a);
}

/* ---- The key -------------------------------------------------------------- */

/* The cookie of schema zDb (PRAGMA schema_version) into *pCookie:
** SQLITE_OK, or SQLITE_NOMEM (a schema that cannot say counts as 0). */
static int sqlUserCookie(sqlite3 *db, const char *zDb, int *pCookie){
  sqlite3_stmt *pStmt = NULL;
  char *zSql = sqlite3_mprintf("PRAGMA \"%w\".schema_version", zDb);
  int rc;
  *pCookie = 0;
  if( zSql==NULL ) return SQLITE_NOMEM;
  rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, NULL);
  if( rc==SQLITE_OK ){
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_ROW ) *pCookie = sqlite3_column_int(pStmt, 0);
  }
  sqlite3_finalize(pStmt);
  sqlite3_free(zSql);
  return rc==SQLITE_NOMEM ? SQLITE_NOMEM : SQLITE_OK;
}

/* The name of schema i of db, or NULL past the last (main and temp only
** before SQLite 3.39, which cannot list them). */
static const char *sqlUserDbName(sqlite3 *db, int i){
#if SQLITE_VERSION_NUMBER>=3039000
  if( sqlite3_libversion_number()>=3039000 ) return sqlite3_db_name(db, i);
#endif
  (void)db;
  return i==0 ? "main" : i==1 ? "temp" : NULL;
}

/* The key of db now into *k (zeroed first, so keys compare with memcmp):
** SQLITE_OK or SQLITE_NOMEM. */
static int sqlUserKeyOf(sqlite3 *db, SqlUserKey *k){
  int i;
  memset(k, 0, sizeof(*k));
  k->nChanges = sqlite3_total_changes64(db);
  for(i=0; i<SQL_USER_MAX_DB; i++){
    const char *zDb = sqlUserDbName(db, i);
    unsigned v = 0;
    if( zDb==NULL ) break;
    if( sqlite3_file_control(db, zDb, SQLITE_FCNTL_DATA_VERSION, &v)!=SQLITE_OK ) v = 0;
    k->aVersion[i] = v;
    if( sqlUserCookie(db, zDb, &k->aCookie[i]) ) return SQLITE_NOMEM;
  }
  k->nDb = i;
  return SQLITE_OK;
}

/* ---- Reading a table --------------------------------------------------------- */

/* Prepare `SELECT columns FROM table` of t: all its columns, or its
** required ones when an optional one does not exist.  SQLITE_OK with
** *ppStmt, or *ppStmt NULL when there is no such table; else an error. */
static int sqlUserPrepare(sqlite3 *db, const CatUserTable *t,
                          sqlite3_stmt **ppStmt){
  int i, k, n = t->nCol, rc = SQLITE_ERROR;
  for(k=0; k<2 && rc!=SQLITE_OK; k++){
    sqlite3_str *s = sqlite3_str_new(db);
    const char *zErr;
    for(i=0; i<n; i++){
      sqlite3_str_appendf(s, "%s%s", i ? ", " : "SELECT ", t->azCol[i]);
    }
    sqlite3_str_appendf(s, " FROM %s", t->zTable);
    rc = sqlite3_str_errcode(s) ? SQLITE_NOMEM
       : sqlite3_prepare_v2(db, sqlite3_str_value(s), -1, ppStmt, NULL);
    sqlite3_free(sqlite3_str_finish(s));
    zErr = sqlite3_errmsg(db);
    if( rc==SQLITE_OK || rc==SQLITE_NOMEM || strncmp(zErr, "no such ", 8) ) break;
    if( strncmp(zErr+8, "table: ", 7)==0 && strcmp(zErr+15, t->zTable)==0 ){
      return SQLITE_OK;                 /* *ppStmt NULL: no table */
    }
    for(i=t->nRequired; i<t->nCol; i++){
      if( strncmp(zErr+8, "column: ", 8)==0 && strcmp(zErr+16, t->azCol[i])==0 ){
        n = t->nRequired;
      }
    }
    if( n==t->nCol ) break;
  }
  return rc;
}

/* Hand the rows of pStmt to the compile s: CAT_OK, or a code with c->err. */
static int sqlUserRows(sqlite3_stmt *pStmt, CatCtx *c, SqlUserSnap *s){
  int i, n = sqlite3_column_count(pStmt), rc = CAT_OK, rcStep = SQLITE_DONE;
  sqlite3_int64 iRow = 0;
  CatValue aVal[CAT_MAX_ARG];
  while( rc==CAT_OK && (rcStep = sqlite3_step(pStmt))==SQLITE_ROW ){
    for(i=0; i<n; i++){
      sqlite3_value *x = sqlite3_column_value(pStmt, i);
      sqlValueOf(x, sqlite3_value_type(x), &aVal[i]);
    }
    rc = s->t->xRow(s->pCompiled, c, ++iRow, aVal, n);
  }
  if( rc!=CAT_OK ) return rc;
  if( rcStep==SQLITE_NOMEM ) return CAT_NOMEM;
  if( rcStep!=SQLITE_DONE ){
    return catUserTableRefuse(c, s->t, sqlite3_errmsg(sqlite3_db_handle(pStmt)), NULL);
  }
  return s->t->xFinish(s->pCompiled, c);
}

/* Compile table s->t of db anew into s->pCompiled (NULL: no such table):
** CAT_OK, or a code with c->err. */
static int sqlUserCompile(sqlite3 *db, CatCtx *c, SqlUserSnap *s){
  sqlite3_stmt *pStmt = NULL;
  int rc = sqlUserPrepare(db, s->t, &pStmt);
  if( rc==SQLITE_NOMEM ) return CAT_NOMEM;
  if( rc ) return catUserTableRefuse(c, s->t, sqlite3_errmsg(db), NULL);
  if( pStmt==NULL ) return CAT_OK;
  s->pCompiled = s->t->xOpen(c->pA);
  rc = s->pCompiled ? sqlUserRows(pStmt, c, s) : CAT_NOMEM;
  sqlite3_finalize(pStmt);
  return rc;
}

/* ---- Slots ------------------------------------------------------------------ */

/* 1 when db has a write transaction open (any explicit transaction
** before SQLite 3.34, which cannot say). */
static int sqlUserWriting(sqlite3 *db){
#if SQLITE_VERSION_NUMBER>=3034000
  if( sqlite3_libversion_number()>=3034000 ){
    return sqlite3_txn_state(db, NULL)==SQLITE_TXN_WRITE;
  }
#endif
  return !sqlite3_get_autocommit(db);
}

/* The compiled table i for the statement of ctx, which has none yet: the
** slot's when the database has not changed, else compiled anew (and kept
** in the slot unless a write transaction is open).  CAT_OK with *ppSnap,
** or a code with c->err. */
static int sqlUserSlotGet(SqlUserSlot *pSlot, sqlite3_context *ctx, int i,
                          CatCtx *c, SqlUserSnap **ppSnap){
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  SqlUserKey key;
  SqlUserSnap *s;
  if( pSlot->bLoading ){         /* a view over the table calls the function */
    return catUserTableRefuse(c, &catUserTables[i], NULL, c->pFunc->zName);
  }
  if( sqlUserKeyOf(db, &key) ) return CAT_NOMEM;
  if( pSlot->pSnap==NULL || memcmp(&key, &pSlot->key, sizeof(key)) ){
    int rc;
    s = (SqlUserSnap*)sqlite3_malloc64(sizeof(*s));
    if( s==NULL ) return CAT_NOMEM;
    s->nRef = 1;
    s->t = &catUserTables[i];
    s->pCompiled = NULL;
    pSlot->bLoading = 1;
    rc = sqlUserCompile(db, c, s);
    pSlot->bLoading = 0;
    if( rc!=CAT_OK ){ sqlUserSnapUnref(s); return rc; }
    if( sqlUserWriting(db) ){       /* may be rolled back: this statement's */
      sqlite3_set_auxdata(ctx, SQL_USER_AUX - i, s, sqlUserSnapUnref);
      *ppSnap = (SqlUserSnap*)sqlite3_get_auxdata(ctx, SQL_USER_AUX - i);
      return *ppSnap ? CAT_OK : CAT_NOMEM;    /* NULL: auxdata freed it */
    }
    sqlUserSnapUnref(pSlot->pSnap);
    pSlot->pSnap = s;
    memcpy(&pSlot->key, &key, sizeof(key));   /* padding too (memcmp) */
  }
  s = pSlot->pSnap;
  s->nRef++;                               /* the statement's reference */
  sqlite3_set_auxdata(ctx, SQL_USER_AUX - i, s, sqlUserSnapUnref);
  *ppSnap = s;                             /* the slot keeps it alive */
  return CAT_OK;
}

int sqlCatUserTables(sqlite3_context *ctx, CatCtx *c){
  size_t nSlots = sizeof(SqlUserSlot)*(size_t)catUserTableCount;
  CatConn *pConn = c->pConn;
  SqlUserSnap *s;
  int i, rc = CAT_OK;
  for(i=0; rc==CAT_OK && i<catUserTableCount; i++){
    if( (c->pFunc->mFlags & catUserTables[i].mFlag)==0 ) continue;
    s = (SqlUserSnap*)sqlite3_get_auxdata(ctx, SQL_USER_AUX - i);
    if( s==NULL && pConn->pHost==NULL
     && (pConn->pHost = sqlite3_malloc64(nSlots))!=NULL ){
      memset(pConn->pHost, 0, nSlots);
      pConn->xHostFree = sqlUserSlotsFree;
    }
    if( s==NULL ){
      rc = pConn->pHost==NULL ? CAT_NOMEM
         : sqlUserSlotGet((SqlUserSlot*)pConn->pHost + i, ctx, i, c, &s);
    }
    if( rc==CAT_OK ) catUserTableUse(pConn, s->t, s->pCompiled);
  }
  return rc;
}
