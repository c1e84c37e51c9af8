/*
** sql_url.c: SQL bindings of url.c and robots_crawler.c.
**
**   robots_url(url)        the robots.txt URL that governs url, or NULL
**   robots_agent(ua)       the crawler token of a User-Agent header, or NULL
**
** robots_url is a pure scalar.  robots_agent reads the connection's table or
** view robots_crawlers (pattern, token[, purpose]) when there is one,
** compiled once per connection until it changes (sql_user_tables.c), and
** consults it before the built-in table; so it is neither deterministic
** nor innocuous.  NULL comes back for "no
** such file" / "no crawler".
*/
#include "sql_ext.h"
#include "sql_user_tables.h"
SQLITE_EXTENSION_INIT3

#include "../core/url.h"
#include "../robots/robots_crawler.h"

#include <string.h>

/* robots_url(url) */
static void sqlRobotsUrlFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span url;
  CoreBuf out;
  int rc;
  (void)argc;
  if( sqlArgBytes(ctx, argv[0], "robots_url", "url", &url)!=SQL_ARG_OK ) return;
  coreBufInit(&out, &sqlAlloc);
  if( url.n<CORE_STOP_EVERY ){
    rc = urlRobotsTxt(url.z, url.n, &out);
  }else{                    /* a long host may take long: let SQLite stop it */
    SqlStop st;
    sqlStopInit(&st, sqlite3_context_db_handle(ctx));
    rc = urlRobotsTxtStop(url.z, url.n, &out, &st.base);
    sqlStopFinish(&st);
  }
  if( rc==1 ){
    sqlResultBufText(ctx, &out, 0);
  }else{
    if( rc==-2 ) sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
    else if( rc<0 ) sqlResultBufError(ctx, &out);
    coreBufFree(&out);
  }
}

/* ---- robots_agent ------------------------------------------------------ */

/* robots_agent(user_agent_header): the user's robots_crawlers, compiled
** once per connection until it changes (sql_user_tables.c), then the
** built-in table. */
static void sqlRobotsAgentFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const RobotsCrawlerUser *pUser = NULL;
  Span ua, tok;
  char *zErr = NULL;
  int rc;
  (void)argc;
  if( sqlArgBytes(ctx, argv[0], "robots_agent", "user_agent", &ua)!=SQL_ARG_OK ) return;
  rc = sqlUserTablesGet((SqlUserTables*)sqlite3_user_data(ctx), ctx, CAT_CRAWLERS,
                        "robots_agent", &pUser, NULL, &zErr);
  if( rc!=SQLITE_OK ){
    if( zErr ) sqlite3_result_error(ctx, zErr, -1);
    if( rc==SQLITE_NOMEM ) sqlite3_result_error_nomem(ctx);
    else sqlite3_result_error_code(ctx, rc);
    sqlite3_free(zErr);
    return;
  }
  if( robotsCrawlerOfHeaderWith(pUser, ua.z, ua.n, &tok)!=ROBOTS_CRAWLER_NONE ){
    sqlResultSpan(ctx, tok.z, tok.n);
  }
}

int sqlUrlRegister(sqlite3 *db){
  SqlUserTables *pTables;
  int rc = sqlite3_create_function(db, "robots_url", 1, SQL_PURE, 0,
                                   sqlRobotsUrlFunc, 0, 0);
  if( rc!=SQLITE_OK ) return rc;
  pTables = sqlUserTablesNew();
  if( pTables==NULL ) return SQLITE_NOMEM;
  /* Not SQLITE_DETERMINISTIC: the answer depends on robots_crawlers, so an
  ** index or generated column on it would go stale when the table changes.
  ** Not SQLITE_INNOCUOUS: it runs a query of its own on the connection. */
  return sqlite3_create_function_v2(db, "robots_agent", 1, SQLITE_UTF8, pTables,
                                    sqlRobotsAgentFunc, 0, 0, sqlUserTablesFree);
}
