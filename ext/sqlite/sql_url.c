/*
** sql_url.c: SQL bindings of url.c and robots_crawler.c.
**
**   robots_url(url)        the robots.txt URL that governs url, or NULL
**   robots_agent(ua)       the crawler token of a User-Agent header, or NULL
**
** Both are pure scalars: the argument is read as bytes, the core does the
** work, and NULL comes back for "no such file" / "no crawler".
*/
#include "sql_ext.h"
SQLITE_EXTENSION_INIT3

#include "../core/url.h"
#include "../robots/robots_crawler.h"

/* robots_url(url) */
static void sqlRobotsUrlFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span url;
  CoreBuf out;
  int rc;
  (void)argc;
  if( sqlArgBytes(ctx, argv[0], "robots_url", "url", &url)!=SQL_ARG_OK ) return;
  coreBufInit(&out, &sqlAlloc);
  rc = urlRobotsTxt(url.z, url.n, &out);
  if( rc==1 ){
    sqlResultBufText(ctx, &out, 0);
  }else{
    if( rc<0 ) sqlResultBufError(ctx, &out);
    coreBufFree(&out);
  }
}

/* robots_agent(user_agent_header) */
static void sqlRobotsAgentFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span ua, tok;
  (void)argc;
  if( sqlArgBytes(ctx, argv[0], "robots_agent", "user_agent", &ua)!=SQL_ARG_OK ) return;
  if( robotsCrawlerOfHeader(ua.z, ua.n, &tok)!=ROBOTS_CRAWLER_NONE ){
    sqlResultSpan(ctx, tok.z, tok.n);
  }
}

int sqlUrlRegister(sqlite3 *db){
  int rc = sqlite3_create_function(db, "robots_url", 1, SQL_PURE, 0,
                                   sqlRobotsUrlFunc, 0, 0);
  if( rc==SQLITE_OK ){
    rc = sqlite3_create_function(db, "robots_agent", 1, SQL_PURE, 0,
                                 sqlRobotsAgentFunc, 0, 0);
  }
  return rc;
}
