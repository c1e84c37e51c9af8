/*
** sql_user_tables.c: the tables of cat_user_tables.h in SQLite.  The engine
** keeps a connection's compiles (catUserSnapGet); this file gives it the
** key that tells when the database may have changed (the connection's own
** changes, each schema's data version for commits by any connection and
** its cookie for DDL inside a transaction), reads a table when asked (its
** SELECT, each row's values handed over) and keeps what a statement got as
** auxdata, so the key is taken once per statement.  A compile made in an
** open write transaction may be rolled back, which no counter shows: it
** serves its statement only.  Start at sqlCatUserTables.
*/
#include "sql_user_tables.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

#define SQL_USER_MAX_DB 128          /* schemas the key follows */
#define SQL_USER_AUX (-0x524f4254)   /* statement auxdata key of table 0 */

/* What the database looked like when a table was read. */
typedef struct SqlUserKey {
  sqlite3_int64 nChanges;
  int nDb;
  unsigned aVersion[SQL_USER_MAX_DB];
  int aCookie[SQL_USER_MAX_DB];
} SqlUserKey;

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

/* The key of db now into *k (zeroed first, so keys compare as bytes):
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

/* Prepare `SELECT` of t's first n columns: SQLITE_OK with *ppStmt, or the
** prepare's code. */
static int sqlUserPrepare(sqlite3 *db, const CatUserTable *t, int n,
                          sqlite3_stmt **ppStmt){
  sqlite3_str *s = sqlite3_str_new(db);
  int i, rc;
  for(i=0; i<n; i++){
    sqlite3_str_appendf(s, "%s%s", i ? ", " : "SELECT ", t->azCol[i]);
  }
  sqlite3_str_appendf(s, " FROM %s", t->zTable);
  rc = sqlite3_str_errcode(s) ? SQLITE_NOMEM
     : sqlite3_prepare_v2(db, sqlite3_str_value(s), -1, ppStmt, NULL);
  sqlite3_free(sqlite3_str_finish(s));
  return rc;
}

/* The CatUserRead of db (pArg): all of t's columns, or its required ones
** when that fails because an optional one does not exist. */
static int sqlUserRead(void *pArg, const CatUserTable *t, CatUserSnap *s,
                       int *pbNone, const char **pzMsg){
  sqlite3 *db = (sqlite3*)pArg;
  sqlite3_stmt *pStmt = NULL;
  CatValue aVal[CAT_MAX_ARG];
  int i, n = t->nCol, rcRow = CAT_OK, rc = sqlUserPrepare(db, t, n, &pStmt);
  const char *zErr = sqlite3_errmsg(db);
  if( rc==SQLITE_ERROR && strncmp(zErr, "no such column: ", 16)==0 ){
    for(i=t->nRequired; i<t->nCol && strcmp(zErr+16, t->azCol[i]); i++){}
    if( i<t->nCol ) rc = sqlUserPrepare(db, t, n = t->nRequired, &pStmt);
  }
  zErr = sqlite3_errmsg(db);
  if( rc==SQLITE_ERROR && strncmp(zErr, "no such table: ", 15)==0
   && strcmp(zErr+15, t->zTable)==0 ){
    *pbNone = 1;
    return CAT_OK;
  }
  while( pStmt && (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    for(i=0; i<n; i++){
      sqlite3_value *x = sqlite3_column_value(pStmt, i);
      sqlValueOf(x, sqlite3_value_type(x), &aVal[i]);
    }
    if( (rcRow = catUserSnapRow(s, aVal, n))!=CAT_OK ) break;
  }
  sqlite3_finalize(pStmt);
  if( rcRow!=CAT_OK ) return rcRow;
  if( rc==SQLITE_DONE ) return CAT_OK;
  if( rc==SQLITE_NOMEM ) return CAT_NOMEM;
  *pzMsg = sqlite3_errmsg(db);
  return CAT_REFUSED;
}

int sqlCatUserTables(sqlite3_context *ctx, CatCtx *c, const CatValue *aArg,
                     int nArg){
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  SqlUserKey key;
  CatUserSnap *s;
  int i, rc, bKey = 0, bNull;
  catCheckNulls(c->pFunc, aArg, nArg, &bNull);
  for(i=0; !bNull && i<catUserTableCount; i++){
    if( (c->pFunc->mFlags & catUserTables[i].mFlag)==0 ) continue;
    s = (CatUserSnap*)sqlite3_get_auxdata(ctx, SQL_USER_AUX - i);
    if( s==NULL ){
      if( !bKey && sqlUserKeyOf(db, &key) ) return CAT_NOMEM;
      bKey = 1;
      rc = catUserSnapGet(c, i, &key, sizeof(key), !sqlUserWriting(db),
                          sqlUserRead, db, &s);
      if( rc!=CAT_OK ) return rc;
      sqlite3_set_auxdata(ctx, SQL_USER_AUX - i, s, catUserSnapUnref);
      if( sqlite3_get_auxdata(ctx, SQL_USER_AUX - i)!=s ) return CAT_NOMEM;
    }
    catUserSnapUse(c->pConn, s);
  }
  return CAT_OK;
}
