/*
** sql_user_tables.c: the user's robots_crawlers and robots_crawler_ranges
** tables, read and compiled when a statement first needs them and kept,
** per connection, until the database changes (sql_user_tables.h).
**
** Whether it changed is a key of three counters, taken once per statement
** (the statement then keeps what it got, as auxiliary data, whatever
** happens during it): sqlite3_total_changes64 (the connection's own
** inserts, updates and deletes, in any schema, even inside an open
** transaction), each attached schema's data version (SQLITE_FCNTL_DATA_
** VERSION: every commit to it, by this connection or another, DDL too)
** and each schema's cookie (PRAGMA schema_version: a table created or
** dropped inside an open transaction).  A compiled table is shared by the
** statements using it (a reference count), so a rebuild never pulls it
** from under a running statement.  What is compiled while the connection
** has a write transaction open may be rolled back, which none of the
** counters shows (ROLLBACK, ROLLBACK TO): it serves its statement only.
** Start at sqlUserTablesGet.
*/
#include "sql_user_tables.h"
SQLITE_EXTENSION_INIT3

#include "../core/datetime.h"
#include "../crawler/robots_purpose.h"

#include <string.h>

#define SQL_USER_MAX_DB 128          /* schemas the key follows */
#define SQL_USER_AUX_CRAWLERS (-0x524f4254)  /* statement auxdata keys */
#define SQL_USER_AUX_RANGES   (-0x524f4255)

/* One compiled table, shared by the slot and the statements using it. */
typedef struct SqlUserSnap {
  int nRef;
  int eKind;                        /* 0: robots_crawlers, 1: ranges */
  RobotsCrawlerUser *pCrawlers;     /* NULL: no table */
  CrawlerIpSet *pRanges;            /* NULL: no table */
} SqlUserSnap;

/* What the database looked like when a table was compiled. */
typedef struct SqlUserKey {
  sqlite3_int64 nChanges;
  int nDb;
  unsigned aVersion[SQL_USER_MAX_DB];
  int aCookie[SQL_USER_MAX_DB];
} SqlUserKey;

typedef struct SqlUserSlot {
  SqlUserSnap *pSnap;               /* NULL: not compiled yet */
  SqlUserKey key;
  int bLoading;                     /* the table is being read: a view
                                    ** calling back is an error */
} SqlUserSlot;

struct SqlUserTables { SqlUserSlot aSlot[2]; };

/* A connection's compiled tables (none yet), or NULL when out of memory. */
static SqlUserTables *sqlUserTablesNew(void){
  SqlUserTables *p = (SqlUserTables*)sqlite3_malloc64(sizeof(*p));
  if( p ) memset(p, 0, sizeof(*p));
  return p;
}

/* Drop a reference to a compiled table (an auxdata destructor). */
static void sqlUserSnapUnref(void *pv){
  SqlUserSnap *s = (SqlUserSnap*)pv;
  if( s==NULL || --s->nRef>0 ) return;
  if( s->pCrawlers ){
    robotsCrawlerUserFree(s->pCrawlers);
    sqlite3_free(s->pCrawlers);
  }
  crawlerIpSetFree(s->pRanges);
  sqlite3_free(s);
}

/* Free them (CatConn's xHostFree). */
static void sqlUserTablesFree(void *pv){
  SqlUserTables *p = (SqlUserTables*)pv;
  if( p==NULL ) return;
  sqlUserSnapUnref(p->aSlot[0].pSnap);
  sqlUserSnapUnref(p->aSlot[1].pSnap);
  sqlite3_free(p);
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

/* The key of db now into *k: SQLITE_OK or SQLITE_NOMEM. */
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

/* 1 when keys a and b are the same. */
static int sqlUserKeySame(const SqlUserKey *a, const SqlUserKey *b){
  return a->nChanges==b->nChanges && a->nDb==b->nDb
      && memcmp(a->aVersion, b->aVersion, sizeof(unsigned)*(size_t)a->nDb)==0
      && memcmp(a->aCookie, b->aCookie, sizeof(int)*(size_t)a->nDb)==0;
}

/* ---- robots_crawlers ------------------------------------------------------- */

/* The bytes of column i of pStmt (TEXT or BLOB; NULL allowed when bNull):
** 0 with *pz and *pn set (*pz NULL for SQL NULL), or 1 for another type. */
static int sqlUserColumn(sqlite3_stmt *pStmt, int i, int bNull,
                          const char **pz, size_t *pn){
  int t = sqlite3_column_type(pStmt, i);
  *pz = NULL;
  *pn = 0;
  if( t==SQLITE_NULL ) return !bNull;
  if( t==SQLITE_BLOB ){
    *pz = (const char*)sqlite3_column_blob(pStmt, i);
    if( *pz==NULL ) *pz = "";
  }else if( t==SQLITE_TEXT ){
    *pz = (const char*)sqlite3_column_text(pStmt, i);
  }else{
    return 1;
  }
  *pn = (size_t)sqlite3_column_bytes(pStmt, i);
  return *pz==NULL;   /* out of memory converting */
}

/* The message of a row that robotsCrawlerUserAdd refused (rc), iRow
** 1-based; NULL when out of memory. */
static char *sqlUserCrawlerError(int rc, sqlite3_int64 iRow, size_t nPat, size_t nTok){
  switch( rc ){
    case ROBOTS_CRAWLER_USER_TOO_MANY:
      return sqlite3_mprintf("robots_agent(): robots_crawlers has more than %d rows",
                             ROBOTS_CRAWLER_USER_MAX_ROWS);
    case ROBOTS_CRAWLER_USER_PATTERN:
      return sqlite3_mprintf("robots_agent(): robots_crawlers row %lld: pattern must be "
                             "1 to %d bytes, not %lld", iRow,
                             ROBOTS_CRAWLER_USER_MAX_PATTERN, (sqlite3_int64)nPat);
    case ROBOTS_CRAWLER_USER_TOKEN:
      return sqlite3_mprintf("robots_agent(): robots_crawlers row %lld: token must be "
                             "NULL or 1 to %d bytes, not %lld", iRow,
                             ROBOTS_CRAWLER_USER_MAX_TOKEN, (sqlite3_int64)nTok);
    case ROBOTS_CRAWLER_USER_CONFLICT:
      return sqlite3_mprintf("robots_agent(): robots_crawlers row %lld gives the pattern "
                             "of an earlier row another token", iRow);
    case ROBOTS_CRAWLER_USER_PURPOSE:
      return sqlite3_mprintf("robots_agent(): robots_crawlers row %lld: purpose must be "
                             "NULL or one of %s", iRow, robotsPurposeNames());
    case ROBOTS_CRAWLER_USER_PURPOSE_NO_TOKEN:
      return sqlite3_mprintf("robots_agent(): robots_crawlers row %lld: a row without a "
                             "token names no crawler and takes no purpose", iRow);
    case ROBOTS_CRAWLER_USER_PURPOSE_CONFLICT:
      return sqlite3_mprintf("robots_agent(): robots_crawlers row %lld gives the token "
                             "of an earlier row another purpose", iRow);
    default:
      return sqlite3_mprintf("robots_agent(): robots_crawlers row %lld: pattern must be "
                             "TEXT or BLOB, and token TEXT, BLOB or NULL", iRow);
  }
}

/* Add the current row of pStmt (pattern, token[, purpose]) to pUser:
** ROBOTS_CRAWLER_USER_OK, an error of robots_crawler.h (a purpose that is
** not TEXT, BLOB or NULL is ROBOTS_CRAWLER_USER_PURPOSE), or -100 for a
** pattern or token of another type; *pnPat and *pnTok get the lengths. */
static int sqlUserCrawlerRow(sqlite3_stmt *pStmt, RobotsCrawlerUser *pUser,
                          size_t *pnPat, size_t *pnTok){
  const char *zPat = NULL, *zTok = NULL, *zPur = NULL;
  size_t nPur = 0;
  int rc;
  if( sqlUserColumn(pStmt, 0, 0, &zPat, pnPat)
   || sqlUserColumn(pStmt, 1, 1, &zTok, pnTok) ) return -100;
  rc = robotsCrawlerUserAdd(pUser, zPat, *pnPat, zTok, *pnTok);
  if( rc!=ROBOTS_CRAWLER_USER_OK || sqlite3_column_count(pStmt)<3 ) return rc;
  if( sqlUserColumn(pStmt, 2, 1, &zPur, &nPur) ){
    /* a number or out of memory converting: no purpose either way */
    return sqlite3_errcode(sqlite3_db_handle(pStmt))==SQLITE_NOMEM
         ? ROBOTS_CRAWLER_USER_NOMEM : ROBOTS_CRAWLER_USER_PURPOSE;
  }
  if( zPur ){
    rc = robotsCrawlerUserSetPurpose(pUser, zPur, nPur);
  }
  return rc;
}

/* Read the rows of pStmt into pUser.  Returns SQLITE_OK, or an error code
** with *pzErr (sqlite3_malloc'd; NULL for SQLITE_NOMEM). */
static int sqlUserCrawlerRows(sqlite3_stmt *pStmt, RobotsCrawlerUser *pUser,
                            char **pzErr){
  sqlite3_int64 iRow = 0;
  int rc;
  size_t iConflict = 0;
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    size_t nPat = 0, nTok = 0;
    int rcAdd;
    iRow++;
    rcAdd = sqlUserCrawlerRow(pStmt, pUser, &nPat, &nTok);
    if( rcAdd==ROBOTS_CRAWLER_USER_OK ) continue;
    if( rcAdd==-100 && sqlite3_errcode(sqlite3_db_handle(pStmt))==SQLITE_NOMEM ){
      rcAdd = ROBOTS_CRAWLER_USER_NOMEM;
    }
    if( rcAdd==ROBOTS_CRAWLER_USER_NOMEM ) return SQLITE_NOMEM;
    *pzErr = sqlUserCrawlerError(rcAdd, iRow, nPat, nTok);
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  if( rc!=SQLITE_DONE ){
    *pzErr = sqlite3_mprintf("robots_agent(): robots_crawlers: %s",
                             sqlite3_errmsg(sqlite3_db_handle(pStmt)));
    return rc;
  }
  rc = robotsCrawlerUserFinish(pUser, &iConflict);
  if( rc==ROBOTS_CRAWLER_USER_NOMEM ) return SQLITE_NOMEM;
  if( rc!=ROBOTS_CRAWLER_USER_OK ){
    *pzErr = sqlUserCrawlerError(rc, (sqlite3_int64)iConflict+1, 0, 0);
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  return SQLITE_OK;
}

/* Prepare the query of robots_crawlers into *ppStmt: with its purpose
** column when it has one.  sqlite3_prepare_v2's result. */
static int sqlUserCrawlerPrepare(sqlite3 *db, sqlite3_stmt **ppStmt){
  static const char zPur[] = "SELECT pattern, token, purpose FROM robots_crawlers";
  static const char zSql[] = "SELECT pattern, token FROM robots_crawlers";
  int rc = sqlite3_prepare_v2(db, zPur, -1, ppStmt, NULL);
  if( rc!=SQLITE_OK && strcmp(sqlite3_errmsg(db), "no such column: purpose")==0 ){
    rc = sqlite3_prepare_v2(db, zSql, -1, ppStmt, NULL);
  }
  return rc;
}

/* Read robots_crawlers into a new RobotsCrawlerUser (*ppUser; NULL when
** there is no such table or view).  SQLITE_OK, or an error code with
** *pzErr as sqlUserCrawlerRows's. */
static int sqlUserCrawlerLoad(sqlite3 *db, RobotsCrawlerUser **ppUser,
                              char **pzErr){
  sqlite3_stmt *pStmt = NULL;
  RobotsCrawlerUser *pUser = NULL;
  int rc = sqlUserCrawlerPrepare(db, &pStmt);
  *ppUser = NULL;
  if( rc!=SQLITE_OK ){
    if( strcmp(sqlite3_errmsg(db), "no such table: robots_crawlers")==0 ) return SQLITE_OK;
    if( rc!=SQLITE_NOMEM ){
      *pzErr = sqlite3_mprintf("robots_agent(): robots_crawlers: %s", sqlite3_errmsg(db));
    }
    return rc;
  }
  pUser = (RobotsCrawlerUser*)sqlite3_malloc64(sizeof(*pUser));
  if( pUser==NULL ){ sqlite3_finalize(pStmt); return SQLITE_NOMEM; }
  robotsCrawlerUserInit(pUser, &sqlAlloc);
  rc = sqlUserCrawlerRows(pStmt, pUser, pzErr);
  sqlite3_finalize(pStmt);
  if( rc!=SQLITE_OK ){
    robotsCrawlerUserFree(pUser);
    sqlite3_free(pUser);
    return rc;
  }
  *ppUser = pUser;
  return SQLITE_OK;
}

/* ---- robots_crawler_ranges ------------------------------------------------ */

/* Read time column i of pStmt into *piOut (NULL: iOpen): 0, or 1 when it
** is neither NULL, an INTEGER of seconds nor the text of a date. */
static int sqlUserTime(sqlite3_stmt *pStmt, int i, int64_t iOpen, int64_t *piOut){
  const char *z;
  size_t n;
  DateSeconds t;
  *piOut = iOpen;
  if( i>=sqlite3_column_count(pStmt) ) return 0;
  switch( sqlite3_column_type(pStmt, i) ){
    case SQLITE_NULL: return 0;
    case SQLITE_INTEGER: *piOut = sqlite3_column_int64(pStmt, i); return 0;
    case SQLITE_FLOAT: return 1;
  }
  if( sqlUserColumn(pStmt, i, 0, &z, &n) || dateParse(z, n, &t) ) return 1;
  *piOut = t;
  return 0;
}

/* The message of row iRow whose crawlerIpSetAdd gave rc (zWhy: the
** prefix's fault), or of a time column iBadTime (2 or 3) that is not a
** time; NULL when out of memory. */
static char *sqlUserRangesError(const char *zFunc, int rc, sqlite3_int64 iRow,
                                sqlite3_stmt *pStmt, const char *zWhy){
  const char *zPre = (const char*)sqlite3_column_text(pStmt, 1);
  switch( rc ){
    case CRAWLER_IP_SET_TOO_MANY:
      return sqlite3_mprintf("%s(): robots_crawler_ranges has more than %d rows",
                             zFunc, CRAWLER_IP_SET_MAX_ROWS);
    case CRAWLER_IP_SET_TOKEN:
      return sqlite3_mprintf("%s(): robots_crawler_ranges row %lld: token must be "
                             "1 to %d bytes of TEXT", zFunc, iRow,
                             CRAWLER_IP_SET_MAX_TOKEN);
    case CRAWLER_IP_SET_PREFIX:
      return sqlite3_mprintf("%s(): robots_crawler_ranges row %lld: prefix '%.80s' "
                             "is not an address prefix: %s", zFunc, iRow,
                             zPre ? zPre : "", zWhy);
    case CRAWLER_IP_SET_EMPTY:
      return sqlite3_mprintf("%s(): robots_crawler_ranges row %lld: valid_to is "
                             "not after valid_from", zFunc, iRow);
    case 2: case 3:
      return sqlite3_mprintf("%s(): robots_crawler_ranges row %lld: %s must be "
                             "NULL, a date or INTEGER seconds since 1970", zFunc,
                             iRow, rc==2 ? "valid_from" : "valid_to");
    default:
      return sqlite3_mprintf("%s(): robots_crawler_ranges row %lld: token and "
                             "prefix must be TEXT", zFunc, iRow);
  }
}

/* Add the current row of pStmt to pSet: CRAWLER_IP_SET_OK, an error of
** crawler_ip_set.h (*pzWhy), 2 or 3 for a bad valid_from or valid_to, or
** -100 for a token or prefix of another type (or out of memory). */
static int sqlUserRangesRow(sqlite3_stmt *pStmt, CrawlerIpSet *pSet,
                            const char **pzWhy){
  const char *zTok, *zPre;
  size_t nTok, nPre;
  int64_t iFrom, iTo;
  if( sqlUserColumn(pStmt, 0, 0, &zTok, &nTok)
   || sqlUserColumn(pStmt, 1, 0, &zPre, &nPre) ) return -100;
  if( sqlUserTime(pStmt, 2, CRAWLER_IP_SET_OPEN_FROM, &iFrom) ) return 2;
  if( sqlUserTime(pStmt, 3, CRAWLER_IP_SET_OPEN_TO, &iTo) ) return 3;
  return crawlerIpSetAdd(pSet, zTok, nTok, zPre, nPre, iFrom, iTo, pzWhy);
}

/* Read the rows of pStmt into pSet and compile it: SQLITE_OK, or an error
** code with *pzErr (NULL for SQLITE_NOMEM). */
static int sqlUserRangesRows(sqlite3_stmt *pStmt, CrawlerIpSet *pSet,
                             const char *zFunc, char **pzErr){
  sqlite3 *db = sqlite3_db_handle(pStmt);
  sqlite3_int64 iRow = 0;
  int rc;
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    const char *zWhy = "";
    int rcAdd = sqlUserRangesRow(pStmt, pSet, &zWhy);
    iRow++;
    if( rcAdd==CRAWLER_IP_SET_OK ) continue;
    if( rcAdd==CRAWLER_IP_SET_NOMEM
     || (rcAdd==-100 && sqlite3_errcode(db)==SQLITE_NOMEM) ) return SQLITE_NOMEM;
    *pzErr = sqlUserRangesError(zFunc, rcAdd, iRow, pStmt, zWhy);
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  if( rc!=SQLITE_DONE ){
    *pzErr = sqlite3_mprintf("%s(): robots_crawler_ranges: %s", zFunc,
                             sqlite3_errmsg(db));
    return rc;
  }
  return crawlerIpSetFinish(pSet)==CRAWLER_IP_SET_OK ? SQLITE_OK : SQLITE_NOMEM;
}

/* Read robots_crawler_ranges into a new set (*ppSet; NULL when there is
** no such table or view): with valid_from and valid_to when it has both.
** SQLITE_OK, or an error code with *pzErr. */
static int sqlUserRangesLoad(sqlite3 *db, const char *zFunc,
                             CrawlerIpSet **ppSet, char **pzErr){
  static const char zAll[] =
    "SELECT token, prefix, valid_from, valid_to FROM robots_crawler_ranges";
  static const char zTwo[] = "SELECT token, prefix FROM robots_crawler_ranges";
  sqlite3_stmt *pStmt = NULL;
  CrawlerIpSet *pSet;
  int rc = sqlite3_prepare_v2(db, zAll, -1, &pStmt, NULL);
  *ppSet = NULL;
  if( rc!=SQLITE_OK && strncmp(sqlite3_errmsg(db), "no such column: valid_", 22)==0 ){
    rc = sqlite3_prepare_v2(db, zTwo, -1, &pStmt, NULL);
  }
  if( rc!=SQLITE_OK ){
    if( strcmp(sqlite3_errmsg(db), "no such table: robots_crawler_ranges")==0 ) return SQLITE_OK;
    if( rc!=SQLITE_NOMEM ){
      *pzErr = sqlite3_mprintf("%s(): robots_crawler_ranges: %s", zFunc, sqlite3_errmsg(db));
    }
    return rc;
  }
  pSet = crawlerIpSetNew(&sqlAlloc);
  rc = pSet ? sqlUserRangesRows(pStmt, pSet, zFunc, pzErr) : SQLITE_NOMEM;
  sqlite3_finalize(pStmt);
  if( rc!=SQLITE_OK ){
    crawlerIpSetFree(pSet);
    return rc;
  }
  *ppSet = pSet;
  return SQLITE_OK;
}

/* ---- Slots ------------------------------------------------------------------ */

/* Compile table eKind (0 crawlers, 1 ranges) anew into *ppSnap (one
** reference).  SQLITE_OK or an error code with *pzErr. */
static int sqlUserCompile(sqlite3 *db, int eKind, const char *zFunc,
                          SqlUserSnap **ppSnap, char **pzErr){
  SqlUserSnap *s = (SqlUserSnap*)sqlite3_malloc64(sizeof(*s));
  int rc;
  *ppSnap = NULL;
  if( s==NULL ) return SQLITE_NOMEM;
  memset(s, 0, sizeof(*s));
  s->nRef = 1;
  s->eKind = eKind;
  rc = eKind==0 ? sqlUserCrawlerLoad(db, &s->pCrawlers, pzErr)
                : sqlUserRangesLoad(db, zFunc, &s->pRanges, pzErr);
  if( rc!=SQLITE_OK ){ sqlUserSnapUnref(s); return rc; }
  *ppSnap = s;
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

/* The compiled table eKind for the statement of ctx: from the statement's
** auxdata, else the slot when the database has not changed, else compiled
** anew (and kept in the slot unless a write transaction is open).
** SQLITE_OK with *ppSnap, or an error code with *pzErr. */
static int sqlUserSlotGet(SqlUserTables *p, sqlite3_context *ctx, int eKind,
                          const char *zFunc, SqlUserSnap **ppSnap, char **pzErr){
  int iAux = eKind==0 ? SQL_USER_AUX_CRAWLERS : SQL_USER_AUX_RANGES;
  SqlUserSlot *pSlot = &p->aSlot[eKind];
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  SqlUserKey key;
  SqlUserSnap *s = (SqlUserSnap*)sqlite3_get_auxdata(ctx, iAux);
  if( s && s->eKind==eKind ){ *ppSnap = s; return SQLITE_OK; }
  if( pSlot->bLoading ){
    const char *zTab = eKind==0 ? "robots_crawlers" : "robots_crawler_ranges";
    *pzErr = sqlite3_mprintf("%s(): %s may not call %s", zFunc, zTab, zFunc);
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  if( sqlUserKeyOf(db, &key) ) return SQLITE_NOMEM;
  if( pSlot->pSnap==NULL || !sqlUserKeySame(&key, &pSlot->key) ){
    int rc;
    pSlot->bLoading = 1;
    rc = sqlUserCompile(db, eKind, zFunc, &s, pzErr);
    pSlot->bLoading = 0;
    if( rc!=SQLITE_OK ) return rc;
    if( sqlUserWriting(db) ){
      /* What it read may yet be rolled back, which no counter tells: the
      ** statement keeps it alone. */
      sqlite3_set_auxdata(ctx, iAux, s, sqlUserSnapUnref);
      *ppSnap = (SqlUserSnap*)sqlite3_get_auxdata(ctx, iAux);
      if( *ppSnap==NULL ) return SQLITE_NOMEM;  /* auxdata freed it */
      return SQLITE_OK;
    }
    sqlUserSnapUnref(pSlot->pSnap);
    pSlot->pSnap = s;
    pSlot->key = key;
  }
  s = pSlot->pSnap;
  s->nRef++;                               /* the statement's reference */
  sqlite3_set_auxdata(ctx, iAux, s, sqlUserSnapUnref);
  *ppSnap = s;                             /* the slot keeps it alive */
  return SQLITE_OK;
}

/* The tables mFlags names (CAT_CRAWLERS, CAT_RANGES), current for the
** statement of ctx: SQLITE_OK with *ppCrawlers and *ppRanges set (NULL
** when the connection has no such table), valid until the statement ends.
** Else an SQLite error code, with *pzErr (sqlite3_malloc'd, prefixed
** "zFunc(): ") unless it is SQLITE_NOMEM. */
static int sqlUserTablesGet(SqlUserTables *p, sqlite3_context *ctx, unsigned mFlags,
                     const char *zFunc, const RobotsCrawlerUser **ppCrawlers,
                     const CrawlerIpSet **ppRanges, char **pzErr){
  SqlUserSnap *s;
  int rc;
  *pzErr = NULL;
  if( mFlags & CAT_CRAWLERS ){
    rc = sqlUserSlotGet(p, ctx, 0, zFunc, &s, pzErr);
    if( rc!=SQLITE_OK ) return rc;
    if( ppCrawlers ) *ppCrawlers = s->pCrawlers;
  }
  if( mFlags & CAT_RANGES ){
    rc = sqlUserSlotGet(p, ctx, 1, zFunc, &s, pzErr);
    if( rc!=SQLITE_OK ) return rc;
    if( ppRanges ) *ppRanges = s->pRanges;
  }
  return SQLITE_OK;
}

int sqlCatUserTables(sqlite3_context *ctx, CatConn *pConn, unsigned mFlags,
                     const char *zFunc, char **pzErr){
  const RobotsCrawlerUser *pCrawlers = NULL;
  const CrawlerIpSet *pRanges = NULL;
  int rc;
  if( pConn->pHost==NULL ){
    pConn->pHost = sqlUserTablesNew();
    if( pConn->pHost==NULL ) return SQLITE_NOMEM;
    pConn->xHostFree = sqlUserTablesFree;
  }
  rc = sqlUserTablesGet((SqlUserTables*)pConn->pHost, ctx, mFlags, zFunc,
                        &pCrawlers, &pRanges, pzErr);
  pConn->pCrawlers = pCrawlers;
  pConn->pRanges = pRanges;
  return rc;
}
