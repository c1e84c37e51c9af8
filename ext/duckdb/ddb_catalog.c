/*
** ddb_catalog.c: the DuckDB adapter of the catalog (ext/catalog).  Every
** function of the list DuckDB offers is registered from its description: a
** scalar function set over its arities (every argument ANY, read by its
** vector's type), and a table as a table function (constant arguments, the
** optional ones named) and as a LIST-of-STRUCT scalar (one list per row,
** for columns).  This file holds the engine's states, converts values and
** runs the scalars; what a kind takes, what a result is and the messages
** are the catalog's (cat_host.h).  DuckDB's C API tells a function no
** interrupt, so the engine gets no stop hook here.  The tables and the
** registration of the list are in ddb_catalog_tab.c.  Start at
** ddbCatScalar.
*/
#include "ddb_catalog.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* ---- Engine states: a pool, one taken per chunk or scan ------------------ */

#define DDB_POOL_MAX 64        /* states kept for reuse */

/* States not in use, shared by every database the extension was loaded
** into (their robots.txt caches are keyed by the files' contents). */
static struct {
  pthread_mutex_t mu;
  CatConn *a[DDB_POOL_MAX];
  int n;
} ddbPool = { PTHREAD_MUTEX_INITIALIZER, { 0 }, 0 };

CatConn *ddbCatConnTake(void){
  CatConn *p = NULL;
  pthread_mutex_lock(&ddbPool.mu);
  if( ddbPool.n>0 ) p = ddbPool.a[--ddbPool.n];
  pthread_mutex_unlock(&ddbPool.mu);
  return p ? p : catConnOpen(&ddbAlloc);
}

void ddbCatConnGive(CatConn *p){
  if( p==NULL ) return;
  pthread_mutex_lock(&ddbPool.mu);
  if( ddbPool.n<DDB_POOL_MAX ){
    ddbPool.a[ddbPool.n++] = p;
    p = NULL;
  }
  pthread_mutex_unlock(&ddbPool.mu);
  if( p ) catConnClose(p);
}

/* ---- Argument vectors ------------------------------------------------------ */

/* What an argument of kind eKind must be, worded from what catKindTakes
** lets through (so that the message follows the rule). */
static const char *ddbCatWant(int eKind){
  if( catKindTakes(eKind, CAT_V_REAL) ) return eKind==CAT_INT ? "an integer" : "a number";
  if( catKindTakes(eKind, CAT_V_INT) ){
    return "a date as VARCHAR, a TIMESTAMP or integer seconds since 1970";
  }
  if( catKindTakes(eKind, CAT_V_DATE) ) return "VARCHAR, BLOB, a DATE or a TIMESTAMP";
  return "VARCHAR or BLOB";
}

int ddbCatCheck(const CatFunc *f, int k, duckdb_type t, const char *zWhat,
                char *zMsg, size_t nMsg){
  int eKind = f->aArg[k].eKind, eClass = ddbTypeClass(t);
  if( eClass>=0 && catKindTakes(eKind, eClass) ) return 0;
  snprintf(zMsg, nMsg, "%s %s must be %s, not %s", zWhat, f->aArg[k].zName,
           ddbCatWant(eKind), ddbTypeName(t));
  return -1;
}

int ddbCatColOf(const CatFunc *f, int k, duckdb_vector v, duckdb_logical_type lt,
                const char *zWhat, DdbCatCol *p, char *zMsg, size_t nMsg){
  duckdb_type t = duckdb_get_type_id(lt);
  p->rScale = 1.0;
  p->t = t;
  if( t==DUCKDB_TYPE_DECIMAL ){
    uint8_t s = duckdb_decimal_scale(lt);
    p->t = duckdb_decimal_internal_type(lt);
    while( s-- ) p->rScale *= 10.0;
  }
  p->a = t==DUCKDB_TYPE_SQLNULL ? NULL : duckdb_vector_get_data(v);
  p->valid = duckdb_vector_get_validity(v);
  return ddbCatCheck(f, k, t, zWhat, zMsg, nMsg);
}

int ddbCatColInit(duckdb_function_info info, duckdb_data_chunk chunk,
                  const CatFunc *f, int k, DdbCatCol *p){
  duckdb_vector v = duckdb_data_chunk_get_vector(chunk, (idx_t)k);
  duckdb_logical_type lt = duckdb_vector_get_column_type(v);
  char zMsg[300];
  int rc = ddbCatColOf(f, k, v, lt, "argument", p, zMsg, sizeof(zMsg));
  duckdb_destroy_logical_type(&lt);
  if( rc ) ddbError(info, f->zName, zMsg);
  return rc;
}

/* A 128-bit integer (upper, lower) into *v: exact when it fits int64,
** else as a double. */
static void ddbCatI128(CatValue *v, double hi, uint64_t lo, int bFits){
  if( bFits ){ v->eType = CAT_V_INT; v->i = (int64_t)lo; }
  else{ v->eType = CAT_V_REAL; v->r = hi*18446744073709551616.0 + (double)lo; }
}

/* Row i of p (valid) as a value, before any DECIMAL scale. */
static void ddbCatRaw(const DdbCatCol *p, idx_t i, CatValue *v){
  const void *a = p->a;
  v->eType = CAT_V_INT;
  switch( p->t ){
    case DUCKDB_TYPE_BLOB:
      v->eType = CAT_V_BLOB;
      v->s = ddbStr(&((duckdb_string_t*)p->a)[i]);
      return;
    case DUCKDB_TYPE_BOOLEAN: v->i = ((const bool*)a)[i]; return;
    case DUCKDB_TYPE_TINYINT: v->i = ((const int8_t*)a)[i]; return;
    case DUCKDB_TYPE_SMALLINT: v->i = ((const int16_t*)a)[i]; return;
    case DUCKDB_TYPE_INTEGER: v->i = ((const int32_t*)a)[i]; return;
    case DUCKDB_TYPE_BIGINT: v->i = ((const int64_t*)a)[i]; return;
    case DUCKDB_TYPE_UTINYINT: v->i = ((const uint8_t*)a)[i]; return;
    case DUCKDB_TYPE_USMALLINT: v->i = ((const uint16_t*)a)[i]; return;
    case DUCKDB_TYPE_UINTEGER: v->i = ((const uint32_t*)a)[i]; return;
    case DUCKDB_TYPE_UBIGINT: {
      uint64_t u = ((const uint64_t*)a)[i];
      ddbCatI128(v, 0, u, u<=(uint64_t)INT64_MAX);
      return;
    }
    case DUCKDB_TYPE_HUGEINT: {
      const duckdb_hugeint *h = &((const duckdb_hugeint*)a)[i];
      ddbCatI128(v, (double)h->upper, h->lower,
                 (h->upper==0 && h->lower<=(uint64_t)INT64_MAX)
                 || (h->upper==-1 && h->lower>(uint64_t)INT64_MAX));
      return;
    }
    case DUCKDB_TYPE_UHUGEINT: {
      const duckdb_uhugeint *h = &((const duckdb_uhugeint*)a)[i];
      ddbCatI128(v, (double)h->upper, h->lower,
                 h->upper==0 && h->lower<=(uint64_t)INT64_MAX);
      return;
    }
    case DUCKDB_TYPE_FLOAT: v->eType = CAT_V_REAL; v->r = ((const float*)a)[i]; return;
    case DUCKDB_TYPE_DOUBLE: v->eType = CAT_V_REAL; v->r = ((const double*)a)[i]; return;
    case DUCKDB_TYPE_DATE: v->eType = CAT_V_DATE; v->i = ((const int32_t*)a)[i]; return;
    case DUCKDB_TYPE_TIMESTAMP: case DUCKDB_TYPE_TIMESTAMP_TZ: {
      int64_t us = ((const int64_t*)a)[i];
      v->eType = CAT_V_TIME;
      v->i = us/1000000 - (us%1000000<0 ? 1 : 0);
      return;
    }
    default: v->eType = CAT_V_NULL; return;
  }
}

void ddbCatAt(const DdbCatCol *p, idx_t i, CatValue *v){
  memset(v, 0, sizeof(*v));
  if( p->a==NULL || !ddbRowValid(p->valid, i) ) return;   /* CAT_V_NULL */
  if( p->t==DUCKDB_TYPE_VARCHAR ){                        /* the usual case */
    v->eType = CAT_V_TEXT;
    v->s = ddbStr(&((duckdb_string_t*)p->a)[i]);
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

duckdb_type ddbCatType(int eKind){
  if( eKind==CAT_BOOL ) return DUCKDB_TYPE_BOOLEAN;
  switch( catKindValue(eKind) ){
    case CAT_V_INT: return DUCKDB_TYPE_BIGINT;
    case CAT_V_REAL: return DUCKDB_TYPE_DOUBLE;
    case CAT_V_BLOB: return DUCKDB_TYPE_BLOB;
  }
  return DUCKDB_TYPE_VARCHAR;
}

int ddbCatPut(duckdb_vector out, int eKind, idx_t i, const CatValue *v){
  void *a = duckdb_vector_get_data(out);
  double r = v->eType==CAT_V_INT ? (double)v->i : v->r;
  const char *z = v->s.z ? v->s.z : "";
  char zInt[32];
  switch( v->eType==CAT_V_NULL ? DUCKDB_TYPE_SQLNULL : ddbCatType(eKind) ){
    case DUCKDB_TYPE_SQLNULL: ddbOutNull(out, i); break;
    case DUCKDB_TYPE_BOOLEAN: ((bool*)a)[i] = r!=0; break;
    case DUCKDB_TYPE_BIGINT:
      ((int64_t*)a)[i] = v->eType==CAT_V_INT ? v->i : (int64_t)v->r;
      break;
    case DUCKDB_TYPE_DOUBLE: ((double*)a)[i] = r; break;
    case DUCKDB_TYPE_BLOB: duckdb_vector_assign_string_element_len(out, i, z, v->s.n); break;
    default:
      if( v->eType!=CAT_V_INT ) return ddbOutText(out, i, z, v->s.n) ? CAT_NOMEM : CAT_OK;
      duckdb_vector_assign_string_element_len(out, i, zInt,
          (idx_t)snprintf(zInt, sizeof(zInt), "%lld", (long long)v->i));
  }
  return CAT_OK;
}

/* ---- Scalars --------------------------------------------------------------- */

/* The scalar callback of every catalog function: one chunk. */
static void ddbCatScalar(duckdb_function_info info, duckdb_data_chunk in,
                         duckdb_vector out){
  const CatFunc *f = (const CatFunc*)duckdb_scalar_function_get_extra_info(info);
  idx_t n = duckdb_data_chunk_get_size(in), i;
  int nArg = (int)duckdb_data_chunk_get_column_count(in), k, rc = CAT_OK;
  DdbCatCol aCol[CAT_MAX_ARG];
  CatConn *pConn;
  void *pSite = NULL;        /* the engine's memo for this chunk */
  if( nArg>CAT_MAX_ARG ) nArg = CAT_MAX_ARG;
  for(k=0; k<nArg; k++){
    if( ddbCatColInit(info, in, f, k, &aCol[k]) ) return;
  }
  if( (pConn = ddbCatConnTake())==NULL ){ ddbError(info, f->zName, NULL); return; }
  for(i=0; rc==CAT_OK && i<n; i++){
    CatValue a[CAT_MAX_ARG], v;
    CatCtx c;
    for(k=0; k<nArg; k++){
      ddbCatAt(&aCol[k], i, &a[k]);
      a[k].bPinned = 1;      /* a chunk's strings stay put until it ends */
    }
    catCtxInit(&c, f, &ddbAlloc, NULL, pConn);
    c.ppSite = &pSite;
    rc = catCall(&c, a, nArg, &v);
    if( rc==CAT_OK ) rc = ddbCatPut(out, f->eResult, i, &v);
    if( rc!=CAT_OK ){
      char z[700];
      catMessage(&c, NULL, rc, z, sizeof(z));
      duckdb_scalar_function_set_error(info, z);
    }
    catCtxFree(&c);
  }
  catSiteFree(pSite);
  ddbCatConnGive(pConn);
}

/* Register the scalar f: every argument ANY, NULLs seen by the callback. */
int ddbCatScalarRegister(duckdb_connection con, const CatFunc *f){
  DdbSet s = { f->zName, f->nRequired, f->nArg, NULL, ddbCatType(f->eResult),
               NULL, ddbCatScalar, (void*)f, 1 };
  return ddbRegisterSet(con, &s);
}
