/*
** ddb_ext.c: the DuckDB extension's entry point, robots_init_c_api (the
** stable C extension API, v1.2.0).  It registers every part of the binding
** listed in aDdbRegister, in order.
**
**   duckdb -unsigned;  LOAD 'dist/robots.duckdb_extension';
**
** The build appends DuckDB's 512-byte metadata footer to the library
** (tests/duckdb/footer.sh).
*/
#define DUCKDB_EXTENSION_NAME robots
#include "ddb_util.h"
#include "ddb_catalog.h"
#include "ddb_read.h"

DUCKDB_EXTENSION_EXTERN

/* Every part's registration function, called in this order. */
static int (*const aDdbRegister[])(duckdb_connection) = {
  ddbCatalogRegister,
  ddbCatalogAggRegister,
  ddbReadRegister,
};

/* Register every function on con (the entry point's connection). */
DUCKDB_EXTENSION_ENTRYPOINT(duckdb_connection con, duckdb_extension_info info,
                            struct duckdb_extension_access *access){
  size_t i;
  for(i=0; i<sizeof(aDdbRegister)/sizeof(aDdbRegister[0]); i++){
    if( aDdbRegister[i](con) ){
      access->set_error(info, "robots: registering the functions failed");
      return false;
    }
  }
  return true;
}
