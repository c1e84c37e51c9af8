/*
** ddb_ext.c: the DuckDB extension's entry point, robots_init_c_api (the
** stable C extension API, v1.2.0).  It registers robots_version() and then
** every part of the binding listed in aDdbRegister, in order.
**
**   duckdb -unsigned;  LOAD 'dist/robots.duckdb_extension';
**
** The build appends DuckDB's 512-byte metadata footer to the library
** (tests/duckdb/footer.sh).  ROBOTS_VERSION comes from the Makefile, which
** reads it from the one place it is set.
*/
#define DUCKDB_EXTENSION_NAME robots
#include "ddb_util.h"
#include "ddb_catalog.h"
#include "ddb_read.h"

DUCKDB_EXTENSION_EXTERN

#ifndef ROBOTS_VERSION
# define ROBOTS_VERSION "unknown"
#endif

/* robots_version(): one row at a time, the same string. */
static void ddbVersionFunc(duckdb_function_info info, duckdb_data_chunk in,
                           duckdb_vector out){
  idx_t n = duckdb_data_chunk_get_size(in), i;
  (void)info;
  if( n==0 ) n = 1;
  for(i=0; i<n; i++){
    duckdb_vector_assign_string_element(out, i, ROBOTS_VERSION);
  }
}

/* Register robots_version(): 0 or -1. */
static int ddbVersionRegister(duckdb_connection con){
  DdbSet s = { "robots_version", 0, 0, NULL, DUCKDB_TYPE_VARCHAR, NULL,
               ddbVersionFunc, NULL, 0 };
  return ddbRegisterSet(con, &s);
}

/* Every part's registration function, called in this order. */
static int (*const aDdbRegister[])(duckdb_connection) = {
  ddbVersionRegister,
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
