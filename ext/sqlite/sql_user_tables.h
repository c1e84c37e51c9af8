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

/* For the call c of a function flagged CAT_CRAWLERS or CAT_RANGES: set
** c->pConn->pCrawlers / pRanges, current for the statement of ctx (the
** state lives in pConn->pHost, made on first use).  CAT_OK, or a code with
** c->err. */
int sqlCatUserTables(sqlite3_context *ctx, CatCtx *c);

#endif /* ROBOTS_SQL_USER_TABLES_H */
