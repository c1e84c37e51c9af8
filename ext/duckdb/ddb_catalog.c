/*
** ddb_catalog.c: the DuckDB adapter of the catalog (ext/catalog).  Every
** function of the list DuckDB offers is registered from its description: a
** scalar function set over its arities (every argument ANY, read by its
** vector's type), and a table as a table function (constant arguments, the
** optional ones named) and as a LIST-of-STRUCT scalar (one list per row,
** for columns).  This file converts values and maps the result codes to
** DuckDB errors; it decides nothing.  DuckDB's C API tells a function no
** interrupt, so the engine gets no stop hook here.  The tables and the
** registration of the list are in ddb_catalog_tab.c.  Start at
** ddbCatScalar.
*/
#include "ddb_catalog.h"
#include "../robots/robots_cache.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Connections: one per chunk or scan, its robots cache from the pool -- */

CatConn *ddbCatConnTake(void){
  CatConn *p = catConnOpen(&ddbAlloc);
  if( p==NULL ) return NULL;
  p->pRobots = ddbPoolTake();
  if( p->pRobots==NULL ){ catConnClose(p); return NULL; }
  return p;
}
void ddbCatConnGive(CatConn *p){
  if( p==NULL ) return;
  if( p->pRobots ) ddbPoolGive(p->pRobots);
  p->pRobots = NULL;
  catConnClose(p);
}

/* ---- Argument vectors ------------------------------------------------------ */


/* 1 when vectors of type t are allowed for an argument of kind eKind. */
int ddbCatTypeOk(int eKind, duckdb_type t){
  switch( t ){
    case DUCKDB_TYPE_VARCHAR: case DUCKDB_TYPE_BLOB: case DUCKDB_TYPE_SQLNULL:
      return 1;
    case DUCKDB_TYPE_BOOLEAN:
    case DUCKDB_TYPE_TINYINT: case DUCKDB_TYPE_SMALLINT:
    case DUCKDB_TYPE_INTEGER: case DUCKDB_TYPE_BIGINT:
    case DUCKDB_TYPE_UTINYINT: case DUCKDB_TYPE_USMALLINT:
    case DUCKDB_TYPE_UINTEGER: case DUCKDB_TYPE_UBIGINT:
    case DUCKDB_TYPE_HUGEINT: case DUCKDB_TYPE_UHUGEINT:
      return eKind==CAT_INT || eKind==CAT_NUMBER || eKind==CAT_TIME;
    case DUCKDB_TYPE_FLOAT: case DUCKDB_TYPE_DOUBLE: case DUCKDB_TYPE_DECIMAL:
      return eKind==CAT_INT || eKind==CAT_NUMBER;
    case DUCKDB_TYPE_TIMESTAMP: case DUCKDB_TYPE_TIMESTAMP_TZ: case DUCKDB_TYPE_DATE:
      return eKind==CAT_TIME;
    default:
      return 0;
  }
}

/* What an argument of kind eKind must be, for errors. */
const char *ddbCatKindWant(int eKind){
  switch( eKind ){
    case CAT_INT: return "an integer";
    case CAT_NUMBER: return "a number";
    case CAT_TIME: return "a date as VARCHAR, a TIMESTAMP or integer seconds since 1970";
  }
  return "VARCHAR or BLOB";
}

/* Read argument vector k of chunk for f into *p: 0, or -1 with the error
** set on info. */
int ddbCatColInit(duckdb_function_info info, duckdb_data_chunk chunk,
                         const CatFunc *f, int k, DdbCatCol *p){
  duckdb_vector v = duckdb_data_chunk_get_vector(chunk, (idx_t)k);
  duckdb_logical_type lt = duckdb_vector_get_column_type(v);
  duckdb_type t = duckdb_get_type_id(lt);
  p->rScale = 1.0;
  if( t==DUCKDB_TYPE_DECIMAL ){
    uint8_t s = duckdb_decimal_scale(lt);
    p->t = duckdb_decimal_internal_type(lt);
    while( s-- ) p->rScale *= 10.0;
  }else{
    p->t = t;
  }
  duckdb_destroy_logical_type(&lt);
  p->a = t==DUCKDB_TYPE_SQLNULL ? NULL : duckdb_vector_get_data(v);
  p->valid = duckdb_vector_get_validity(v);
  if( !ddbCatTypeOk(f->aArg[k].eKind, t) ){
    char zMsg[300];
    snprintf(zMsg, sizeof(zMsg), "argument %s must be %s, not %s", f->aArg[k].zName,
             ddbCatKindWant(f->aArg[k].eKind), ddbTypeName(t));
    ddbError(info, f->zName, zMsg);
    return -1;
  }
  return 0;
}

/* An integer read as a double when it does not fit int64: into *v. */
static void ddbCatU64(CatValue *v, uint64_t u){
  if( u<=(uint64_t)INT64_MAX ){ v->eType = CAT_V_INT; v->i = (int64_t)u; }
  else{ v->eType = CAT_V_REAL; v->r = (double)u; }
}

/* A 128-bit integer (upper, lower) into *v. */
static void ddbCatI128(CatValue *v, int64_t hi, uint64_t lo){
  if( (hi==0 && lo<=(uint64_t)INT64_MAX) || (hi==-1 && lo>(uint64_t)INT64_MAX) ){
    v->eType = CAT_V_INT;
    v->i = (int64_t)lo;
  }else{
    v->eType = CAT_V_REAL;
    v->r = (double)hi*18446744073709551616.0 + (double)lo;
  }
}

/* Row i of p (valid) as a value, before any DECIMAL scale. */
static void ddbCatRaw(const DdbCatCol *p, idx_t i, CatValue *v){
  switch( p->t ){
    case DUCKDB_TYPE_VARCHAR: v->eType = CAT_V_TEXT; v->s = ddbStr(&((duckdb_string_t*)p->a)[i]); return;
    case DUCKDB_TYPE_BLOB: v->eType = CAT_V_BLOB; v->s = ddbStr(&((duckdb_string_t*)p->a)[i]); return;
    case DUCKDB_TYPE_BOOLEAN: v->eType = CAT_V_INT; v->i = ((const bool*)p->a)[i]; return;
    case DUCKDB_TYPE_TINYINT: v->eType = CAT_V_INT; v->i = ((const int8_t*)p->a)[i]; return;
    case DUCKDB_TYPE_SMALLINT: v->eType = CAT_V_INT; v->i = ((const int16_t*)p->a)[i]; return;
    case DUCKDB_TYPE_INTEGER: v->eType = CAT_V_INT; v->i = ((const int32_t*)p->a)[i]; return;
    case DUCKDB_TYPE_BIGINT: v->eType = CAT_V_INT; v->i = ((const int64_t*)p->a)[i]; return;
    case DUCKDB_TYPE_UTINYINT: v->eType = CAT_V_INT; v->i = ((const uint8_t*)p->a)[i]; return;
    case DUCKDB_TYPE_USMALLINT: v->eType = CAT_V_INT; v->i = ((const uint16_t*)p->a)[i]; return;
    case DUCKDB_TYPE_UINTEGER: v->eType = CAT_V_INT; v->i = ((const uint32_t*)p->a)[i]; return;
    case DUCKDB_TYPE_UBIGINT: ddbCatU64(v, ((const uint64_t*)p->a)[i]); return;
    case DUCKDB_TYPE_HUGEINT: {
      const duckdb_hugeint *h = &((const duckdb_hugeint*)p->a)[i];
      ddbCatI128(v, h->upper, h->lower);
      return;
    }
    case DUCKDB_TYPE_UHUGEINT: {
      const duckdb_uhugeint *h = &((const duckdb_uhugeint*)p->a)[i];
      if( h->upper==0 ) ddbCatU64(v, h->lower);
      else{ v->eType = CAT_V_REAL; v->r = (double)h->upper*18446744073709551616.0 + (double)h->lower; }
      return;
    }
    case DUCKDB_TYPE_FLOAT: v->eType = CAT_V_REAL; v->r = ((const float*)p->a)[i]; return;
    case DUCKDB_TYPE_DOUBLE: v->eType = CAT_V_REAL; v->r = ((const double*)p->a)[i]; return;
    case DUCKDB_TYPE_DATE:
      v->eType = CAT_V_INT; v->i = (int64_t)((const int32_t*)p->a)[i]*86400; return;
    case DUCKDB_TYPE_TIMESTAMP: case DUCKDB_TYPE_TIMESTAMP_TZ: {
      int64_t us = ((const int64_t*)p->a)[i];
      v->eType = CAT_V_INT;
      v->i = us/1000000 - (us%1000000<0 ? 1 : 0);
      return;
    }
    default: v->eType = CAT_V_NULL; return;
  }
}

/* Row i of p as a value (NULL when the row is). */
void ddbCatAt(const DdbCatCol *p, idx_t i, CatValue *v){
  memset(v, 0, sizeof(*v));
  if( p->a==NULL || (p->valid && !((p->valid[i>>6] >> (i & 63)) & 1)) ){
    v->eType = CAT_V_NULL;
    return;
  }
  ddbCatRaw(p, i, v);
  if( p->rScale!=1.0 ){
    double r = v->eType==CAT_V_INT ? (double)v->i : v->r;
    v->eType = CAT_V_REAL;
    v->r = r / p->rScale;
  }
}

/* ---- Results --------------------------------------------------------------- */

/* DuckDB's type of a result or column kind. */
duckdb_type ddbCatType(int eKind){
  switch( eKind ){
    case CAT_BOOL: return DUCKDB_TYPE_BOOLEAN;
    case CAT_INT: case CAT_INT32: return DUCKDB_TYPE_BIGINT;
    case CAT_REAL: case CAT_NUMBER: return DUCKDB_TYPE_DOUBLE;
    case CAT_BLOB: return DUCKDB_TYPE_BLOB;
  }
  return DUCKDB_TYPE_VARCHAR;
}

/* Write v, of kind eKind, to row i of vector out. */
void ddbCatPut(duckdb_vector out, int eKind, idx_t i, const CatValue *v){
  DdbOut o;
  o.v = out;
  o.valid = NULL;
  if( v->eType==CAT_V_NULL ){ ddbOutNull(&o, i); return; }
  switch( ddbCatType(eKind) ){
    case DUCKDB_TYPE_BOOLEAN:
      ddbOutBool(&o, i, v->eType==CAT_V_INT ? v->i!=0 : v->r!=0); return;
    case DUCKDB_TYPE_BIGINT:
      ((int64_t*)duckdb_vector_get_data(out))[i] =
        v->eType==CAT_V_INT ? v->i : (int64_t)v->r;
      return;
    case DUCKDB_TYPE_DOUBLE:
      ddbOutDouble(&o, i, v->eType==CAT_V_INT ? (double)v->i : v->r); return;
    case DUCKDB_TYPE_BLOB: ddbOutBytes(&o, i, v->s.z ? v->s.z : "", v->s.n); return;
    default: break;
  }
  if( v->eType==CAT_V_INT ){
    char z[32];
    int n = snprintf(z, sizeof(z), "%lld", (long long)v->i);
    ddbOutBytes(&o, i, z, (size_t)n);
  }else{
    ddbOutText(&o, i, v->s.z ? v->s.z : "", v->s.n);
  }
}

/* The message of code rc of a call of f into z (nz bytes). */
void ddbCatMessage(const CatFunc *f, int rc, const CatCtx *c,
                          char *z, size_t nz){
  if( rc==CAT_REFUSED && !c->err.oom ){
    snprintf(z, nz, "%s(): %.*s", f->zName, (int)c->err.n, c->err.z ? c->err.z : "");
  }else if( rc==CAT_STOPPED ){
    snprintf(z, nz, "%s(): interrupted", f->zName);
  }else{
    snprintf(z, nz, "%s(): out of memory", f->zName);
  }
}

/* ---- Scalars --------------------------------------------------------------- */

/* The scalar callback of every catalog function: one chunk. */
static void ddbCatScalar(duckdb_function_info info, duckdb_data_chunk in,
                         duckdb_vector out){
  const CatFunc *f = (const CatFunc*)duckdb_scalar_function_get_extra_info(info);
  idx_t n = duckdb_data_chunk_get_size(in), i;
  int nArg = (int)duckdb_data_chunk_get_column_count(in), k;
  DdbCatCol aCol[CAT_MAX_ARG];
  CatConn *pConn;
  void *pSite = NULL;        /* the engine's memo for this chunk */
  if( nArg>CAT_MAX_ARG ) nArg = CAT_MAX_ARG;
  for(k=0; k<nArg; k++){
    if( ddbCatColInit(info, in, f, k, &aCol[k]) ) return;
  }
  if( (pConn = ddbCatConnTake())==NULL ){ ddbError(info, f->zName, NULL); return; }
  for(i=0; i<n; i++){
    CatValue a[CAT_MAX_ARG], v;
    CatCtx c;
    int rc;
    for(k=0; k<nArg; k++){
      ddbCatAt(&aCol[k], i, &a[k]);
      a[k].bPinned = 1;      /* a chunk's strings stay put until it ends */
    }
    catCtxInit(&c, f, &ddbAlloc, NULL, pConn);
    c.ppSite = &pSite;
    rc = catCall(&c, a, nArg, &v);
    if( rc==CAT_OK ) ddbCatPut(out, f->eResult, i, &v);
    else{
      char z[700];
      ddbCatMessage(f, rc, &c, z, sizeof(z));
      duckdb_scalar_function_set_error(info, z);
    }
    catCtxFree(&c);
    if( rc!=CAT_OK ) break;
  }
  catSiteFree(pSite);
  ddbCatConnGive(pConn);
}

/* Register the scalar f: every argument ANY, NULLs seen by the callback. */
int ddbCatScalarRegister(duckdb_connection con, const CatFunc *f){
  DdbSet s;
  memset(&s, 0, sizeof(s));
  s.zName = f->zName;
  s.nMin = f->nRequired;
  s.nMax = f->nArg;
  s.eRet = ddbCatType(f->eResult);
  s.xFunc = ddbCatScalar;
  s.pExtra = (void*)f;
  s.bNullIn = 1;
  return ddbRegisterSet(con, &s);
}

