/*
** sql_robots.c: every function of the catalog on a connection, with the
** connection's state (its robots.txt cache, made on first use: catConnRobots)
** shared by them all (sql_catalog.c registers them).  Start at
** sqlRobotsRegister.
*/
#include "sql_ext.h"
#include "../catalog/catalog.h"
SQLITE_EXTENSION_INIT3

int sqlRobotsRegister(sqlite3 *db){
  CatConn *pConn = catConnOpen(&sqlAlloc);
  if( pConn==NULL ) return SQLITE_NOMEM;
  return sqlCatalogRegister(db, catFuncs, catFuncCount, pConn);
}
