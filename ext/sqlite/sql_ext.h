/*
** sql_ext.h: the registration functions of each SQLite binding file.  The
** entry point (sql_ext.c) calls them in turn; each registers its functions
** on one connection and returns an SQLite result code.
*/
#ifndef ROBOTS_SQL_EXT_H
#define ROBOTS_SQL_EXT_H

#include "sql_util.h"
#include "sqlite-robots.h"

/* The version, set once in the public header. */
#define ROBOTS_VERSION SQLITE_ROBOTS_VERSION

int sqlRobotsRegister(sqlite3 *db);        /* sql_robots.c */
int sqlCatalogAggRegister(sqlite3 *db);    /* sql_catalog_agg.c */

/* Called by sqlRobotsRegister with the connection's robots.txt cache. */
struct RobotsCache;

/* Register every function of aList[0..n) that SQLite offers, from the
** catalog's descriptions, sharing pConn (taken over).  (sql_catalog.c) */
struct CatFunc;
struct CatConn;
int sqlCatalogRegister(sqlite3 *db, const struct CatFunc *const *aList, int n,
                       struct CatConn *pConn);

#endif /* ROBOTS_SQL_EXT_H */
