/*
** sql_ext.c: the extension's entry point, sqlite3_robots_init.  It registers
** robots_version() and then every binding listed in aRegister, in order.
**
**   .load ./dist/robots            (sqlite3 shell)
**   conn.load_extension("dist/robots")   (Python)
**   or compile with -DSQLITE_CORE and call sqlite3_robots_init(db, 0, 0).
*/
#include "sql_ext.h"
SQLITE_EXTENSION_INIT1

/* robots_version(): the extension's version string. */
static void sqlVersionFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc; (void)argv;
  sqlite3_result_text(ctx, ROBOTS_VERSION, -1, SQLITE_STATIC);
}

/* Every binding's registration function, called in this order. */
static int (*const aRegister[])(sqlite3*) = {
  sqlRobotsRegister,
  sqlCatalogAggRegister,
};

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
  size_t i;
  int rc;
  SQLITE_EXTENSION_INIT2(pApi);
  (void)pzErrMsg;
  SQL_SET_HAS_ENCODING(sqlite3_libversion_number()>=3040000);
  rc = sqlite3_create_function(db, "robots_version", 0, SQL_PURE, 0,
                               sqlVersionFunc, 0, 0);
  for(i=0; rc==SQLITE_OK && i<sizeof(aRegister)/sizeof(aRegister[0]); i++){
    rc = aRegister[i](db);
  }
  return rc;
}
