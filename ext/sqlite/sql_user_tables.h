/*
** sql_user_tables.h: the user's tables that some functions read
** (cat_user_tables.h: robots_crawlers for CAT_CRAWLERS functions,
** robots_crawler_ranges for CAT_RANGES ones), compiled once per
** connection and kept until they change.  A statement checks once, at its
** first call, whether the database changed since the tables were compiled
** (sql_user_tables.c).
*/
#ifndef ROBOTS_SQL_USER_TABLES_H
#define ROBOTS_SQL_USER_TABLES_H

#include "sql_util.h"
#include "../catalog/cat_user_tables.h"

/* For a call whose flags mFlags include CAT_CRAWLERS or CAT_RANGES: set
** pConn->pCrawlers / pConn->pRanges for it, current for the statement of
** ctx (the state lives in pConn->pHost, made on first use).  SQLITE_OK,
** or an SQLite error code with *pzErr (sqlite3_malloc'd, "zFunc(): ...")
** unless it is SQLITE_NOMEM. */
int sqlCatUserTables(sqlite3_context *ctx, CatConn *pConn, unsigned mFlags,
                     const char *zFunc, char **pzErr);

#endif /* ROBOTS_SQL_USER_TABLES_H */
