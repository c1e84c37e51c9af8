/*
** sql_user_tables.h: the user's tables that some functions read, compiled
** once per connection and kept until they change: robots_crawlers
** (pattern, token[, purpose]) for robots_agent, and robots_crawler_ranges
** (token, prefix[, valid_from, valid_to]) for crawler_verify and
** crawler_ip.  A statement checks once, at its first call, whether the
** database changed since the tables were compiled (sql_user_tables.c).
*/
#ifndef ROBOTS_SQL_USER_TABLES_H
#define ROBOTS_SQL_USER_TABLES_H

#include "sql_util.h"
#include "../catalog/catalog.h"
#include "../crawler/robots_crawler.h"
#include "../crawler/crawler_ip_set.h"

typedef struct SqlUserTables SqlUserTables;

/* The catalog adapter's hook: for a function whose flags mFlags include
** CAT_CRAWLERS or CAT_RANGES, set pConn->pCrawlers / pConn->pRanges for
** the call (the state lives in pConn->pHost, made on first use), current
** for the statement of ctx and valid until it ends.  SQLITE_OK, or an
** SQLite error code with *pzErr (sqlite3_malloc'd, prefixed "zFunc(): ")
** unless it is SQLITE_NOMEM. */
int sqlCatUserTables(sqlite3_context *ctx, CatConn *pConn, unsigned mFlags,
                     const char *zFunc, char **pzErr);

#endif /* ROBOTS_SQL_USER_TABLES_H */
