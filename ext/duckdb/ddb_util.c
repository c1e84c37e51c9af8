/*
** ddb_util.c: argument vectors, result vectors, errors and the row loop
** of the DuckDB binding's plain scalars (see ddb_util.h).  Start at
** ddbScalarFunc.
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

/* The types an integer argument may have, each with a tag for ddbIntAt:
** 1 signed, 2 unsigned, 3 floating point or HUGEINT (read as a double,
** exact within the 10^15 that coreIntOfDouble allows), 4 text. */
static int ddbIntKind(duckdb_type t){
  switch( t ){
    case DUCKDB_TYPE_TINYINT: case DUCKDB_TYPE_SMALLINT:
    case DUCKDB_TYPE_INTEGER: case DUCKDB_TYPE_BIGINT:     return 1;
    case DUCKDB_TYPE_UTINYINT: case DUCKDB_TYPE_USMALLINT:
    case DUCKDB_TYPE_UINTEGER: case DUCKDB_TYPE_UBIGINT:   return 2;
    case DUCKDB_TYPE_FLOAT: case DUCKDB_TYPE_DOUBLE:
    case DUCKDB_TYPE_HUGEINT:                              return 3;
    case DUCKDB_TYPE_VARCHAR:                              return 4;
    default:                                               return 0;
  }
}

/* Raise "argument ARG must be an integer" for p's function: -1. */
static int ddbIntError(duckdb_function_info info, const DdbInt *p){
  char zMsg[200];
  snprintf(zMsg, sizeof(zMsg), "argument %s must be an integer", p->zArg);
  ddbError(info, p->zFunc, zMsg);
  return -1;
}

int ddbIntInit(duckdb_function_info info, duckdb_data_chunk chunk, idx_t iArg,
               const char *zFunc, const char *zArg, DdbInt *p){
  duckdb_vector v = duckdb_data_chunk_get_vector(chunk, iArg);
  duckdb_logical_type lt = duckdb_vector_get_column_type(v);
  p->t = duckdb_get_type_id(lt);
  p->rScale = 1.0;
  p->zFunc = zFunc;
  p->zArg = zArg;
  if( p->t==DUCKDB_TYPE_DECIMAL ){
    uint8_t k = duckdb_decimal_scale(lt);
    p->t = duckdb_decimal_internal_type(lt);
    while( k-- ) p->rScale *= 10.0;
  }
  duckdb_destroy_logical_type(&lt);
  p->a = p->t==DUCKDB_TYPE_SQLNULL ? NULL : duckdb_vector_get_data(v);
  p->valid = duckdb_vector_get_validity(v);
  if( p->a==NULL || ddbIntKind(p->t) ) return 0;
  return ddbIntError(info, p);
}

/* Row i of p as a double (kinds 1-3): DECIMAL storage over its scale. */
static double ddbIntNum(const DdbInt *p, idx_t i){
  double r;
  switch( p->t ){
    case DUCKDB_TYPE_TINYINT:   r = ((const int8_t*)p->a)[i]; break;
    case DUCKDB_TYPE_SMALLINT:  r = ((const int16_t*)p->a)[i]; break;
    case DUCKDB_TYPE_INTEGER:   r = ((const int32_t*)p->a)[i]; break;
    case DUCKDB_TYPE_BIGINT:    r = (double)((const int64_t*)p->a)[i]; break;
    case DUCKDB_TYPE_UTINYINT:  r = ((const uint8_t*)p->a)[i]; break;
    case DUCKDB_TYPE_USMALLINT: r = ((const uint16_t*)p->a)[i]; break;
    case DUCKDB_TYPE_UINTEGER:  r = ((const uint32_t*)p->a)[i]; break;
    case DUCKDB_TYPE_UBIGINT:   r = (double)((const uint64_t*)p->a)[i]; break;
    case DUCKDB_TYPE_FLOAT:     r = ((const float*)p->a)[i]; break;
    case DUCKDB_TYPE_HUGEINT: {
      const duckdb_hugeint *h = &((const duckdb_hugeint*)p->a)[i];
      r = (double)h->upper*18446744073709551616.0 + (double)h->lower;
      break;
    }
    default:                    r = ((const double*)p->a)[i]; break;
  }
  return r / p->rScale;
}

int ddbIntAt(duckdb_function_info info, const DdbInt *p, idx_t i,
             int64_t *pOut){
  int ok;
  if( p->a==NULL || (p->valid && !((p->valid[i>>6] >> (i & 63)) & 1)) ) return 0;
  if( p->t==DUCKDB_TYPE_BIGINT && p->rScale==1.0 ){
    *pOut = ((const int64_t*)p->a)[i];   /* exact, all 64 bits */
    return 1;
  }
  if( p->t==DUCKDB_TYPE_VARCHAR ){
    Span s = ddbStr(&((duckdb_string_t*)p->a)[i]);
    ok = coreParseInt64(s.z, s.n, pOut);
  }else if( ddbIntKind(p->t)==1 && p->rScale==1.0 ){
    *pOut = (int64_t)ddbIntNum(p, i);    /* up to 32 bits: exact */
    ok = 1;
  }else{
    ok = coreIntOfDouble(ddbIntNum(p, i), pOut);
  }
  return ok ? 1 : ddbIntError(info, p);
}

void ddbOutNull(DdbOut *o, idx_t i){
  if( o->valid==NULL ){
    duckdb_vector_ensure_validity_writable(o->v);
    o->valid = duckdb_vector_get_validity(o->v);
  }
  duckdb_validity_set_row_invalid(o->valid, i);
}

/* Copy z[0..n) into p with every byte outside valid UTF-8 as U+FFFD. */
static void ddbUtf8Repair(CoreBuf *p, const char *z, size_t n){
  size_t i = 0;
  while( i<n ){
    size_t k = coreUtf8Len((const unsigned char*)z+i, n-i);
    if( k==0 ){
      coreBufAppend(p, "\xEF\xBF\xBD", 3);
      i++;
    }else{
      coreBufAppend(p, z+i, k);
      i += k;
    }
  }
}

void ddbOutText(DdbOut *o, idx_t i, const char *z, size_t n){
  size_t j = 0;
  while( j<n && (unsigned char)z[j]<0x80 ) j++;
  if( j<n ){
    size_t k = j;
    while( k<n ){
      size_t m = coreUtf8Len((const unsigned char*)z+k, n-k);
      if( m==0 ) break;
      k += m;
    }
    if( k<n ){
      CoreBuf b;
      coreBufInit(&b, &ddbAlloc);
      ddbUtf8Repair(&b, z, n);
      if( !b.oom ) ddbOutBytes(o, i, b.z, b.n); else ddbOutNull(o, i);
      coreBufFree(&b);
      return;
    }
  }
  ddbOutBytes(o, i, z, n);
}

duckdb_logical_type ddbType(duckdb_type t){
  return duckdb_create_logical_type(t);
}

/* Read the argument vectors of a plain scalar's chunk into aCol: 0 or -1
** (error set). */
static int ddbScalarCols(duckdb_function_info info, const DdbScalar *pDef,
                         duckdb_data_chunk in, DdbCol *aCol, int nArg){
  int k;
  for(k=0; k<nArg; k++){
    if( ddbColInit(info, in, (idx_t)k, pDef->zName, pDef->azArg[k], &aCol[k]) ){
      return -1;
    }
  }
  return 0;
}

void ddbScalarFunc(duckdb_function_info info, duckdb_data_chunk in,
                   duckdb_vector out){
  const DdbScalar *pDef = (const DdbScalar*)duckdb_scalar_function_get_extra_info(info);
  idx_t n = duckdb_data_chunk_get_size(in), i;
  int nArg = (int)duckdb_data_chunk_get_column_count(in), k;
  DdbCol aCol[4];
  DdbCall call;
  if( nArg>4 || ddbScalarCols(info, pDef, in, aCol, nArg) ) return;
  call.info = info;
  call.pDef = pDef;
  call.out.v = out;
  call.out.valid = NULL;
  for(i=0; i<n; i++){
    Span aArg[4];
    int bNull = 0;
    for(k=0; k<nArg; k++){
      if( ddbValid(&aCol[k], i) ){
        aArg[k] = ddbStr(&aCol[k].a[i]);
      }else{
        aArg[k].z = NULL;
        aArg[k].n = 0;
        if( !((pDef->mOptNull >> k) & 1) ) bNull = 1;
      }
    }
    if( bNull ){
      ddbOutNull(&call.out, i);
    }else if( pDef->xRow(&call, aArg, nArg, i) ){
      return;
    }
  }
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

int ddbRegisterScalar(duckdb_connection con, const DdbScalar *p){
  DdbSet s;
  memset(&s, 0, sizeof(s));
  s.zName = p->zName;
  s.nMin = p->nMin;
  s.nMax = p->nMax;
  s.eRet = p->eRet;
  s.xFunc = ddbScalarFunc;
  s.pExtra = (void*)p;
  s.bNullIn = p->mOptNull!=0;
  return ddbRegisterSet(con, &s);
}
