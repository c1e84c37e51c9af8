/*
** sql_robots.c: the connection's robots.txt cache, shared by the robots.txt
** tables (sql_robots_tables.c) and every function of the catalog (sql_catalog.c: robots_allowed, robots_explain,
** robots_cache_size ... are described in ext/catalog).  Start at
** sqlRobotsRegister.
*/
#include "sql_ext.h"
#include "../catalog/catalog.h"
#include "../robots/robots_cache.h"
SQLITE_EXTENSION_INIT3

/* Register the catalog's functions with a connection state that shares
** pCache. */
static int sqlRegisterCatalog(sqlite3 *db, RobotsCache *pCache){
  CatConn *pConn = catConnOpen(&sqlAlloc);
  if( pConn==NULL ) return SQLITE_NOMEM;
  robotsCacheRef(pCache);
  pConn->pRobots = pCache;
  return sqlCatalogRegister(db, catFuncs, catFuncCount, pConn);
}

int sqlRobotsRegister(sqlite3 *db){
  RobotsCache *pCache = robotsCacheNew(&sqlAlloc);
  int rc;
  if( pCache==NULL ) return SQLITE_NOMEM;
  rc = sqlRobotsTablesRegister(db, pCache);
  if( rc==SQLITE_OK ) rc = sqlRegisterCatalog(db, pCache);
  robotsCacheUnref(pCache);
  return rc;
}
