/*
** sql_ext.c: the extension's entry point, sqlite3_robots_init: every
** function of the catalog (sql_catalog.c), sharing one connection state
** (its robots.txt cache, made on first use), then the aggregates
** (sql_catalog_agg.c).
**
**   .load ./dist/robots            (sqlite3 shell)
**   conn.load_extension("dist/robots")   (Python)
**   or compile with -DSQLITE_CORE and call sqlite3_robots_init(db, 0, 0).
*/
#include "sql_ext.h"
SQLITE_EXTENSION_INIT1

/* The one symbol the library exports (the build hides every other one, so
** the engine's names never clash with another library's). */
#ifdef _WIN32
__declspec(dllexport)
#elif defined(__GNUC__)
__attribute__((visibility("default")))
#endif
/* Load the extension into db: register every function and table. */
int sqlite3_robots_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi){
  CatConn *pConn;
  int rc;
  SQLITE_EXTENSION_INIT2(pApi);
  (void)pzErrMsg;
  SQL_SET_HAS_ENCODING(sqlite3_libversion_number()>=3040000);
  if( (pConn = catConnOpen(&sqlAlloc))==NULL ) return SQLITE_NOMEM;
  rc = sqlCatalogRegister(db, catFuncs, catFuncCount, pConn);
  return rc==SQLITE_OK ? sqlCatalogAggRegister(db) : rc;
}
