/*
** sql_ext.h: what the entry points (sql_ext.c: dist/robots, sql_fetch.c:
** dist/robots_fetch) call to register the catalog's functions on one
** connection; each returns an SQLite result code.
*/
#ifndef ROBOTS_SQL_EXT_H
#define ROBOTS_SQL_EXT_H

#include "sql_util.h"
#include "sqlite-robots.h"

/* The version, set once in the public header. */
#define ROBOTS_VERSION SQLITE_ROBOTS_VERSION

/* Register every function of aList[0..n) that SQLite offers, from the
** catalog's descriptions, sharing pConn (taken over).  (sql_catalog.c) */
int sqlCatalogRegister(sqlite3 *db, const CatFunc *const *aList, int n,
                       CatConn *pConn);

/* Register every aggregate and window function of the catalog.
** (sql_catalog_agg.c) */
int sqlCatalogAggRegister(sqlite3 *db);

#endif /* ROBOTS_SQL_EXT_H */
