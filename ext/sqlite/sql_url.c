/*
** sql_url.c: the SQL binding of robots_crawler.c.
**
**   robots_agent(ua)       the crawler token of a User-Agent header, or NULL
**
** robots_agent reads the connection's table or view robots_crawlers
** (pattern, token[, purpose]) when there is one, compiled once per
** connection until it changes (sql_user_tables.c), and consults it before
** the built-in table; so it is neither deterministic nor innocuous.  NULL
** comes back for "no crawler".
*/
#include "sql_ext.h"
#include "sql_user_tables.h"
SQLITE_EXTENSION_INIT3

#include "../crawler/robots_crawler.h"

/* ---- robots_agent ------------------------------------------------------ */

/* robots_agent(user_agent_header): the user's robots_crawlers, compiled
** once per connection until it changes (sql_user_tables.c), then the
** built-in table. */
static void sqlRobotsAgentFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  CatConn *pConn = (CatConn*)sqlite3_user_data(ctx);
  Span ua, tok;
  char *zErr = NULL;
  int rc;
  (void)argc;
  if( sqlArgBytes(ctx, argv[0], "robots_agent", "user_agent", &ua)!=SQL_ARG_OK ) return;
  rc = sqlCatUserTables(ctx, pConn, CAT_CRAWLERS, "robots_agent", &zErr);
  if( rc!=SQLITE_OK ){
    if( zErr ) sqlite3_result_error(ctx, zErr, -1);
    if( rc==SQLITE_NOMEM ) sqlite3_result_error_nomem(ctx);
    else sqlite3_result_error_code(ctx, rc);
    sqlite3_free(zErr);
    return;
  }
  if( robotsCrawlerOfHeaderWith((const RobotsCrawlerUser*)pConn->pCrawlers,
                                ua.z, ua.n, &tok)!=ROBOTS_CRAWLER_NONE ){
    sqlResultSpan(ctx, tok.z, tok.n);
  }
}

/* The destructor of robots_agent's state. */
static void sqlUrlConnFree(void *p){
  catConnClose((CatConn*)p);
}

int sqlUrlRegister(sqlite3 *db){
  CatConn *pConn = catConnOpen(&sqlAlloc);
  if( pConn==NULL ) return SQLITE_NOMEM;
  /* Not SQLITE_DETERMINISTIC: the answer depends on robots_crawlers, so an
  ** index or generated column on it would go stale when the table changes.
  ** Not SQLITE_INNOCUOUS: it runs a query of its own on the connection. */
  return sqlite3_create_function_v2(db, "robots_agent", 1, SQLITE_UTF8, pConn,
                                    sqlRobotsAgentFunc, 0, 0,
                                    sqlUrlConnFree);
}
