/*
** sql_fetch.c: the entry point of dist/robots_fetch, a second extension
** (sqlite3_robotsfetch_init) so that dist/robots stays free of network
** code.  Its functions are described in the catalog list of ext/fetch
** (cat_fetch.h: robots_fetch, sitemap_fetch, sitemap_tree,
** robots_fetch_cache_clear, robots_fetch_version, crawler_dns,
** crawler_dns_batch) and registered by the catalog adapter (sql_catalog.c),
** with the connection's fetching state (its document cache and resolver).
**
**   .load ./dist/robots_fetch
**   SELECT status, length(body) FROM robots_fetch('https://example.com/a');
*/
#include "sql_ext.h"
#include "../fetch/cat_fetch.h"
SQLITE_EXTENSION_INIT1

#ifdef _WIN32
__declspec(dllexport)
#elif defined(__GNUC__)
__attribute__((visibility("default")))
#endif
/* Load robots_fetch into db: every function of the fetching list. */
int sqlite3_robotsfetch_init(sqlite3 *db, char **pzErrMsg,
                             const sqlite3_api_routines *pApi){
  const char *zWhy;
  CatConn *pConn;
  SQLITE_EXTENSION_INIT2(pApi);
  zWhy = catFetchGlobalInit();
  if( zWhy ){
    *pzErrMsg = sqlite3_mprintf("%s", zWhy);
    return SQLITE_ERROR;
  }
  pConn = catConnOpen(&sqlAlloc);
  if( pConn==NULL || catFetchConnInit(pConn, ROBOTS_VERSION) ){
    catConnClose(pConn);
    return SQLITE_NOMEM;
  }
  return sqlCatalogRegister(db, catFetchFuncs, catFetchFuncCount, pConn);
}
