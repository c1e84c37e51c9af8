/*
** ddb_util.c: type names and errors, result vectors and the registration
** of a scalar function set for the DuckDB binding (see ddb_util.h).
*/
#include "ddb_util.h"

#include <stdio.h>
#include <string.h>

/* Names of the types an argument may wrongly have, by duckdb_type. */
static const char *const azDdbType[] = {
  [DUCKDB_TYPE_BOOLEAN] = "BOOLEAN",   [DUCKDB_TYPE_TINYINT] = "TINYINT",
  [DUCKDB_TYPE_SMALLINT] = "SMALLINT", [DUCKDB_TYPE_INTEGER] = "INTEGER",
  [DUCKDB_TYPE_BIGINT] = "BIGINT",     [DUCKDB_TYPE_UTINYINT] = "UTINYINT",
  [DUCKDB_TYPE_USMALLINT] = "USMALLINT", [DUCKDB_TYPE_UINTEGER] = "UINTEGER",
  [DUCKDB_TYPE_UBIGINT] = "UBIGINT",   [DUCKDB_TYPE_FLOAT] = "FLOAT",
  [DUCKDB_TYPE_DOUBLE] = "DOUBLE",     [DUCKDB_TYPE_TIMESTAMP] = "TIMESTAMP",
  [DUCKDB_TYPE_DATE] = "DATE",         [DUCKDB_TYPE_TIME] = "TIME",
  [DUCKDB_TYPE_INTERVAL] = "INTERVAL", [DUCKDB_TYPE_HUGEINT] = "HUGEINT",
  [DUCKDB_TYPE_DECIMAL] = "DECIMAL",   [DUCKDB_TYPE_LIST] = "LIST",
  [DUCKDB_TYPE_STRUCT] = "STRUCT",     [DUCKDB_TYPE_MAP] = "MAP",
  [DUCKDB_TYPE_UUID] = "UUID",         [DUCKDB_TYPE_TIMESTAMP_TZ] = "TIMESTAMP WITH TIME ZONE",
};

/* The name of type t for a message. */
const char *ddbTypeName(duckdb_type t){
  size_t i = (size_t)t;
  if( i<sizeof(azDdbType)/sizeof(azDdbType[0]) && azDdbType[i] ){
    return azDdbType[i];
  }
  return "another type";
}

void ddbError(duckdb_function_info info, const char *zFunc, const char *zMsg){
  char zErr[600];
  snprintf(zErr, sizeof(zErr), "%s(): %s", zFunc, zMsg ? zMsg : "out of memory");
  duckdb_scalar_function_set_error(info, zErr);
}

int ddbColInit(duckdb_function_info info, duckdb_data_chunk chunk, idx_t iArg,
               const char *zFunc, const char *zArg, DdbCol *p){
  duckdb_vector v = duckdb_data_chunk_get_vector(chunk, iArg);
  duckdb_logical_type lt = duckdb_vector_get_column_type(v);
  duckdb_type t = duckdb_get_type_id(lt);
  duckdb_destroy_logical_type(&lt);
  p->a = NULL;
  p->valid = NULL;
  if( t==DUCKDB_TYPE_VARCHAR || t==DUCKDB_TYPE_BLOB ){
    p->a = (duckdb_string_t*)duckdb_vector_get_data(v);
    p->valid = duckdb_vector_get_validity(v);
    return 0;
  }
  if( t==DUCKDB_TYPE_SQLNULL ) return 0;
  {
    char zMsg[200];
    snprintf(zMsg, sizeof(zMsg), "argument %s must be VARCHAR or BLOB, not %s",
             zArg, ddbTypeName(t));
    ddbError(info, zFunc, zMsg);
  }
  return -1;
}

void ddbOutNull(DdbOut *o, idx_t i){
  if( o->valid==NULL ){
    duckdb_vector_ensure_validity_writable(o->v);
    o->valid = duckdb_vector_get_validity(o->v);
  }
  duckdb_validity_set_row_invalid(o->valid, i);
}

/* Row i is z[0..n) with each byte outside valid UTF-8 as U+FFFD; clean
** text (the rule) costs one scan and no copy. */
void ddbOutText(DdbOut *o, idx_t i, const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  size_t j = 0, k;
  CoreBuf b;
  while( j<n ){
    if( u[j]<0x80 ){ j++; continue; }
    if( (k = coreUtf8Len(u+j, n-j))==0 ) break;
    j += k;
  }
  if( j==n ){ ddbOutBytes(o, i, z, n); return; }
  coreBufInit(&b, &ddbAlloc);
  coreBufAppend(&b, z, j);
  while( j<n ){
    k = coreUtf8Len(u+j, n-j);
    coreBufAppend(&b, k ? z+j : "\xEF\xBF\xBD", k ? k : 3);
    j += k ? k : 1;
  }
  if( !b.oom ) ddbOutBytes(o, i, b.z, b.n); else ddbOutNull(o, i);
  coreBufFree(&b);
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
