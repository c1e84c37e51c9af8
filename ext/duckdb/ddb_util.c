/*
** ddb_util.c: DuckDB's types (names, how each is read), errors, NULL and
** text results, and the registration of a scalar function set (see
** ddb_util.h).
*/
#include "ddb_util.h"
#include "../catalog/catalog.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Each type a vector may have that the binding reads or names in a
** message: its name, and the type of value (CAT_V_*) the catalog's
** adapter reads it as (-1: none; DECIMAL is read as a real). */
#define DDB_T(t, c) [DUCKDB_TYPE_##t] = { #t, c }
static const struct { const char *zName; int eClass; } aDdbType[] = {
  [DUCKDB_TYPE_SQLNULL] = { "NULL", CAT_V_NULL },
  DDB_T(VARCHAR, CAT_V_TEXT),  DDB_T(BLOB, CAT_V_BLOB),
  DDB_T(BOOLEAN, CAT_V_INT),   DDB_T(TINYINT, CAT_V_INT),   DDB_T(SMALLINT, CAT_V_INT),
  DDB_T(INTEGER, CAT_V_INT),   DDB_T(BIGINT, CAT_V_INT),    DDB_T(HUGEINT, CAT_V_INT),
  DDB_T(UTINYINT, CAT_V_INT),  DDB_T(USMALLINT, CAT_V_INT), DDB_T(UINTEGER, CAT_V_INT),
  DDB_T(UBIGINT, CAT_V_INT),   DDB_T(UHUGEINT, CAT_V_INT),  DDB_T(FLOAT, CAT_V_REAL),
  DDB_T(DOUBLE, CAT_V_REAL),   DDB_T(DECIMAL, CAT_V_REAL),  DDB_T(TIMESTAMP, CAT_V_TIME),
  [DUCKDB_TYPE_TIMESTAMP_TZ] = { "TIMESTAMP WITH TIME ZONE", CAT_V_TIME },
  DDB_T(DATE, CAT_V_DATE),     DDB_T(TIME, -1),             DDB_T(INTERVAL, -1),
  DDB_T(LIST, -1),             DDB_T(STRUCT, -1),           DDB_T(MAP, -1),
  DDB_T(UUID, -1),
};
#define DDB_NTYPE (sizeof(aDdbType)/sizeof(aDdbType[0]))

const char *ddbTypeName(duckdb_type t){
  size_t i = (size_t)t;
  return i<DDB_NTYPE && aDdbType[i].zName ? aDdbType[i].zName : "another type";
}

int ddbTypeClass(duckdb_type t){
  size_t i = (size_t)t;
  return i<DDB_NTYPE && aDdbType[i].zName ? aDdbType[i].eClass : -1;
}

void ddbError(duckdb_function_info info, const char *zFunc, const char *zMsg){
  char zErr[600];
  snprintf(zErr, sizeof(zErr), "%s(): %s", zFunc, zMsg ? zMsg : "out of memory");
  duckdb_scalar_function_set_error(info, zErr);
}

void ddbOutNull(duckdb_vector v, idx_t i){
  duckdb_vector_ensure_validity_writable(v);
  duckdb_validity_set_row_invalid(duckdb_vector_get_validity(v), i);
}

/* Row i is z[0..n) with each byte outside valid UTF-8 as U+FFFD: clean
** text (the rule) costs one scan and no copy, else one exact copy. */
int ddbOutText(duckdb_vector v, idx_t i, const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  size_t j = 0, k, m = 0;
  char *zFix;
  while( j<n ){
    if( u[j]<0x80 ){ j++; continue; }
    if( (k = coreUtf8Len(u+j, n-j))==0 ) break;
    j += k;
  }
  if( j==n ){ duckdb_vector_assign_string_element_len(v, i, z, (idx_t)n); return 0; }
  for(k=j, m=j; k<n; ){      /* the repaired length */
    size_t c = coreUtf8Len(u+k, n-k);
    m += c ? c : 3;
    k += c ? c : 1;
  }
  if( (zFix = (char*)malloc(m))==NULL ){ ddbOutNull(v, i); return -1; }
  memcpy(zFix, z, j);
  for(m=j; j<n; ){
    k = coreUtf8Len(u+j, n-j);
    memcpy(zFix+m, k ? z+j : "\xEF\xBF\xBD", k ? k : 3);
    m += k ? k : 3;
    j += k ? k : 1;
  }
  duckdb_vector_assign_string_element_len(v, i, zFix, (idx_t)m);
  free(zFix);
  return 0;
}

duckdb_logical_type ddbType(duckdb_type t){
  return duckdb_create_logical_type(t);
}

/* The logical type of an argument of type t (LIST: a LIST of ANY); the
** caller destroys it. */
static duckdb_logical_type ddbArgType(duckdb_type t){
  duckdb_logical_type tAny, tList;
  if( t!=DUCKDB_TYPE_LIST ) return ddbType(t);
  tAny = ddbType(DUCKDB_TYPE_ANY);
  tList = duckdb_create_list_type(tAny);
  duckdb_destroy_logical_type(&tAny);
  return tList;
}

/* Add to set the overload of *p with n arguments: 0 or -1. */
static int ddbSetAdd(duckdb_scalar_function_set set, const DdbSet *p, int n,
                     duckdb_logical_type tRet){
  duckdb_scalar_function f = duckdb_create_scalar_function();
  int k, rc;
  duckdb_scalar_function_set_name(f, p->zName);
  for(k=0; k<n; k++){
    duckdb_logical_type t = ddbArgType(p->aArg ? p->aArg[k] : DUCKDB_TYPE_ANY);
    duckdb_scalar_function_add_parameter(f, t);
    duckdb_destroy_logical_type(&t);
  }
  duckdb_scalar_function_set_return_type(f, tRet);
  duckdb_scalar_function_set_function(f, p->xFunc);
  if( p->pExtra ) duckdb_scalar_function_set_extra_info(f, p->pExtra, NULL);
  if( p->bNullIn ) duckdb_scalar_function_set_special_handling(f);
  rc = duckdb_add_scalar_function_to_set(set, f)==DuckDBError ? -1 : 0;
  duckdb_destroy_scalar_function(&f);
  return rc;
}

int ddbRegisterSet(duckdb_connection con, const DdbSet *p){
  duckdb_scalar_function_set set = duckdb_create_scalar_function_set(p->zName);
  duckdb_logical_type tRet = p->tRet ? NULL : ddbType(p->eRet);
  int n, rc = 0;
  for(n=p->nMin; rc==0 && n<=p->nMax; n++){
    rc = ddbSetAdd(set, p, n, p->tRet ? p->tRet : tRet);
  }
  if( rc==0 && duckdb_register_scalar_function_set(con, set)==DuckDBError ){
    rc = -1;
  }
  duckdb_destroy_scalar_function_set(&set);
  if( tRet ) duckdb_destroy_logical_type(&tRet);
  return rc;
}
