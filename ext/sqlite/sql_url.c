/*
** sql_url.c: SQL bindings of url.c and robots_crawler.c.
**
**   robots_agent(ua)       the crawler token of a User-Agent header, or NULL
**
** robots_agent reads the connection's table or
** view robots_crawlers (pattern, token[, purpose]) when there is one, once per
** statement (sqlAgentTableOf), and consults it before the built-in table;
** so it is neither deterministic nor innocuous.  NULL comes back for "no
** such file" / "no crawler".
*/
#include "sql_ext.h"
SQLITE_EXTENSION_INIT3

#include "../core/url.h"
#include "../robots/robots_crawler.h"
#include "../robots/robots_purpose.h"

#include <string.h>

/* ---- robots_agent ------------------------------------------------------ */

/* The auxdata key of the user's table for the statement.  A negative key
** keeps the data for the whole statement, whatever the arguments, and is
** shared by the statement's calls of robots_agent. */
#define SQL_AGENT_AUX (-0x524f4254)

/* Per connection: set while robots_crawlers is being read, so a view that
** calls robots_agent is an error and not an endless recursion. */
typedef struct SqlAgentConn { int bLoading; } SqlAgentConn;

/* Free a RobotsCrawlerUser of sqlAgentLoad (an auxdata destructor). */
static void sqlAgentTableFree(void *p){
  if( p ){
    robotsCrawlerUserFree((RobotsCrawlerUser*)p);
    sqlite3_free(p);
  }
}

/* The bytes of column i of pStmt (TEXT or BLOB; NULL allowed when bNull):
** 0 with *pz and *pn set (*pz NULL for SQL NULL), or 1 for another type. */
static int sqlAgentColumn(sqlite3_stmt *pStmt, int i, int bNull,
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
static char *sqlAgentRowError(int rc, sqlite3_int64 iRow, size_t nPat, size_t nTok){
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
static int sqlAgentAddRow(sqlite3_stmt *pStmt, RobotsCrawlerUser *pUser,
                          size_t *pnPat, size_t *pnTok){
  const char *zPat = NULL, *zTok = NULL, *zPur = NULL;
  size_t nPur = 0;
  int rc;
  if( sqlAgentColumn(pStmt, 0, 0, &zPat, pnPat)
   || sqlAgentColumn(pStmt, 1, 1, &zTok, pnTok) ) return -100;
  rc = robotsCrawlerUserAdd(pUser, zPat, *pnPat, zTok, *pnTok);
  if( rc!=ROBOTS_CRAWLER_USER_OK || sqlite3_column_count(pStmt)<3 ) return rc;
  if( sqlAgentColumn(pStmt, 2, 1, &zPur, &nPur) ){
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
static int sqlAgentReadRows(sqlite3_stmt *pStmt, RobotsCrawlerUser *pUser,
                            char **pzErr){
  sqlite3_int64 iRow = 0;
  int rc;
  size_t iConflict = 0;
  while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
    size_t nPat = 0, nTok = 0;
    int rcAdd;
    iRow++;
    rcAdd = sqlAgentAddRow(pStmt, pUser, &nPat, &nTok);
    if( rcAdd==ROBOTS_CRAWLER_USER_OK ) continue;
    if( rcAdd==-100 && sqlite3_errcode(sqlite3_db_handle(pStmt))==SQLITE_NOMEM ){
      rcAdd = ROBOTS_CRAWLER_USER_NOMEM;
    }
    if( rcAdd==ROBOTS_CRAWLER_USER_NOMEM ) return SQLITE_NOMEM;
    *pzErr = sqlAgentRowError(rcAdd, iRow, nPat, nTok);
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
    *pzErr = sqlAgentRowError(rc, (sqlite3_int64)iConflict+1, 0, 0);
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  return SQLITE_OK;
}

/* Prepare the query of robots_crawlers into *ppStmt: with its purpose
** column when it has one.  sqlite3_prepare_v2's result. */
static int sqlAgentPrepare(sqlite3 *db, sqlite3_stmt **ppStmt){
  static const char zPur[] = "SELECT pattern, token, purpose FROM robots_crawlers";
  static const char zSql[] = "SELECT pattern, token FROM robots_crawlers";
  int rc = sqlite3_prepare_v2(db, zPur, -1, ppStmt, NULL);
  if( rc!=SQLITE_OK && strcmp(sqlite3_errmsg(db), "no such column: purpose")==0 ){
    rc = sqlite3_prepare_v2(db, zSql, -1, ppStmt, NULL);
  }
  return rc;
}

/* Read robots_crawlers into a new RobotsCrawlerUser (*ppUser; empty when
** there is no such table or view).  Returns SQLITE_OK, or an error code
** with *pzErr as sqlAgentReadRows's. */
static int sqlAgentLoad(sqlite3 *db, SqlAgentConn *pConn,
                        RobotsCrawlerUser **ppUser, char **pzErr){
  sqlite3_stmt *pStmt = NULL;
  RobotsCrawlerUser *pUser;
  int rc;
  if( pConn->bLoading ){
    *pzErr = sqlite3_mprintf("robots_agent(): robots_crawlers may not call robots_agent");
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  pUser = (RobotsCrawlerUser*)sqlite3_malloc64(sizeof(*pUser));
  if( pUser==NULL ) return SQLITE_NOMEM;
  robotsCrawlerUserInit(pUser, &sqlAlloc);
  rc = sqlAgentPrepare(db, &pStmt);
  if( rc!=SQLITE_OK ){
    if( strcmp(sqlite3_errmsg(db), "no such table: robots_crawlers")==0 ){
      rc = SQLITE_OK;                       /* no table: the built-in one */
    }else if( rc!=SQLITE_NOMEM ){
      *pzErr = sqlite3_mprintf("robots_agent(): robots_crawlers: %s", sqlite3_errmsg(db));
    }
  }else{
    pConn->bLoading = 1;
    rc = sqlAgentReadRows(pStmt, pUser, pzErr);
    pConn->bLoading = 0;
  }
  sqlite3_finalize(pStmt);
  if( rc!=SQLITE_OK ){
    sqlAgentTableFree(pUser);
    pUser = NULL;
  }
  *ppUser = pUser;
  return rc;
}

/* robots_agent(user_agent_header) */
static void sqlRobotsAgentFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span ua, tok;
  RobotsCrawlerUser *pUser;
  int bNew = 0;
  (void)argc;
  if( sqlArgBytes(ctx, argv[0], "robots_agent", "user_agent", &ua)!=SQL_ARG_OK ) return;
  pUser = (RobotsCrawlerUser*)sqlite3_get_auxdata(ctx, SQL_AGENT_AUX);
  if( pUser==NULL ){
    char *zErr = NULL;
    int rc = sqlAgentLoad(sqlite3_context_db_handle(ctx),
                          (SqlAgentConn*)sqlite3_user_data(ctx), &pUser, &zErr);
    if( rc!=SQLITE_OK ){
      if( zErr ) sqlite3_result_error(ctx, zErr, -1);
      if( rc==SQLITE_NOMEM ) sqlite3_result_error_nomem(ctx);
      else sqlite3_result_error_code(ctx, rc);
      sqlite3_free(zErr);
      return;
    }
    bNew = 1;
  }
  if( robotsCrawlerOfHeaderWith(pUser, ua.z, ua.n, &tok)!=ROBOTS_CRAWLER_NONE ){
    sqlResultSpan(ctx, tok.z, tok.n);      /* a copy: pUser may go next */
  }
  if( bNew ) sqlite3_set_auxdata(ctx, SQL_AGENT_AUX, pUser, sqlAgentTableFree);
}

int sqlUrlRegister(sqlite3 *db){
  SqlAgentConn *pConn = (SqlAgentConn*)sqlite3_malloc64(sizeof(*pConn));
  if( pConn==NULL ) return SQLITE_NOMEM;
  pConn->bLoading = 0;
  /* Not SQLITE_DETERMINISTIC: the answer depends on robots_crawlers, so an
  ** index or generated column on it would go stale when the table changes.
  ** Not SQLITE_INNOCUOUS: it runs a query of its own on the connection. */
  return sqlite3_create_function_v2(db, "robots_agent", 1, SQLITE_UTF8, pConn,
                                    sqlRobotsAgentFunc, 0, 0, sqlite3_free);
}
