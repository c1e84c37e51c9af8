/*
** sql_user_tables.h: the user's tables that some functions read
** (cat_user_tables.h: robots_crawlers for CAT_CRAWLERS functions,
** robots_crawler_ranges for CAT_RANGES ones), read by SQLite when the
** engine asks and current for each statement (sql_user_tables.c).
*/
#ifndef ROBOTS_SQL_USER_TABLES_H
#define ROBOTS_SQL_USER_TABLES_H

#include "sql_util.h"
#include "../catalog/cat_user_tables.h"

/* For the call c of a function flagged CAT_CRAWLERS or CAT_RANGES over
** aArg[0..nArg): set c->pConn->pCrawlers / pRanges, current for the
** statement of ctx (a NULL answer reads no table).  CAT_OK, or a code with
** c->err. */
int sqlCatUserTables(sqlite3_context *ctx, CatCtx *c, const CatValue *aArg,
                     int nArg);

#endif /* ROBOTS_SQL_USER_TABLES_H */
