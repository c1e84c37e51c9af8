/*
** ddb_catalog_agg.c: the DuckDB adapter of the catalog's aggregates
** (catAggFuncs, ext/catalog), in the form DuckDB can run in order: a scalar
** over a LIST that DuckDB's own list() aggregate gathers, in the order of
** its ORDER BY, one group per row:
**
**   sitemap_urlset(list({'loc': loc, 'lastmod': d} ORDER BY loc))
**   sitemap_urlset(list(loc ORDER BY loc))
**
** The list's elements are the rows: a STRUCT whose fields are named as the
** aggregate's arguments (any subset, any order), or the first argument
** alone.  (DuckDB's C API hands an aggregate with ORDER BY inside the call
** one state for a whole chunk but says it is one per row, so a C aggregate
** cannot take ORDER BY safely.)  Each element's values are converted by
** their vector's type (every numeric type DuckDB has, text, times) and
** stepped through the description's xStep, then xFinal gives the row's
** value; an empty or NULL list is NULL.  Window functions have no DuckDB
** form (the C API has none).  It decides nothing.  Start at ddbAggFunc.
*/
#include "ddb_catalog.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The element vectors of a chunk's LIST argument: one column per argument
** of the description (a NULL pointer a[]: absent, read as NULL). */
typedef struct DdbAggCols {
  DdbCatCol aCol[CAT_MAX_ARG];
  uint64_t *structValid;     /* the STRUCTs' validity (NULL: none) */
} DdbAggCols;

/* Write "(name, ...)" of f's arguments into zMsg after its first m bytes. */
static void ddbAggNames(const CatFunc *f, char *zMsg, size_t nMsg, size_t m){
  int i;
  for(i=0; i<f->nArg && m<nMsg; i++){
    m += (size_t)snprintf(zMsg+m, nMsg-m, "%s%s", i ? ", " : "(", f->aArg[i].zName);
  }
  if( m<nMsg ) snprintf(zMsg+m, nMsg-m, ")");
}

/* Read the STRUCT vector sv of type lt (fields named as f's arguments)
** into c: 0, or -1 with the error in zMsg. */
static int ddbAggStruct(const CatFunc *f, duckdb_vector sv, duckdb_logical_type lt,
                        DdbAggCols *c, char *zMsg, size_t nMsg){
  idx_t n = duckdb_struct_type_child_count(lt), j;
  int rc = 0;
  for(j=0; rc==0 && j<n; j++){
    char *zName = duckdb_struct_type_child_name(lt, j);
    duckdb_logical_type ct = duckdb_struct_type_child_type(lt, j);
    int k;
    for(k=0; k<f->nArg && strcmp(zName, f->aArg[k].zName)!=0; k++){}
    if( k==f->nArg ){
      ddbAggNames(f, zMsg, nMsg, (size_t)snprintf(zMsg, nMsg, "unknown field %.60s ", zName));
      rc = -1;
    }else{
      rc = ddbCatColOf(f, k, duckdb_struct_vector_get_child(sv, j), ct, "field",
                       &c->aCol[k], zMsg, nMsg);
    }
    duckdb_destroy_logical_type(&ct);
    duckdb_free(zName);
  }
  return rc;
}

/* Read the element vector of LIST vector list into c: 0, or -1 with the
** error set on info. */
static int ddbAggList(duckdb_function_info info, const CatFunc *f,
                      duckdb_vector list, DdbAggCols *c){
  duckdb_vector ev = duckdb_list_vector_get_child(list);
  duckdb_logical_type lt = duckdb_vector_get_column_type(ev);
  duckdb_type t = duckdb_get_type_id(lt);
  char zMsg[300];
  int rc = 0;
  memset(c, 0, sizeof(*c));
  zMsg[0] = 0;
  if( t==DUCKDB_TYPE_STRUCT ){
    c->structValid = duckdb_vector_get_validity(ev);
    rc = ddbAggStruct(f, ev, lt, c, zMsg, sizeof(zMsg));
  }else if( ddbCatColOf(f, 0, ev, lt, "field", &c->aCol[0], zMsg, sizeof(zMsg)) ){
    ddbAggNames(f, zMsg, sizeof(zMsg), (size_t)snprintf(zMsg, sizeof(zMsg),
                "the list's elements must be VARCHAR, BLOB or STRUCTs "));
    rc = -1;
  }
  duckdb_destroy_logical_type(&lt);
  if( rc ) ddbError(info, f->zName, zMsg);
  return rc;
}

/* The values of element r (a NULL STRUCT: every value NULL). */
static void ddbAggRow(const CatFunc *f, const DdbAggCols *c, idx_t r, CatValue *a){
  int k, bNull = !ddbRowValid(c->structValid, r);
  for(k=0; k<f->nArg; k++){
    if( bNull ) memset(&a[k], 0, sizeof(a[k]));      /* CAT_V_NULL */
    else ddbCatAt(&c->aCol[k], r, &a[k]);            /* absent: NULL */
  }
}

/* The value of one list (elements e.offset ..): CAT_OK with *pV, else the
** code with c's message.  pState (szState bytes) is zeroed and freed here. */
static int ddbAggOne(const CatAggFunc *a, const DdbAggCols *cols, duckdb_list_entry e,
                     void *pState, CatCtx *c, CatValue *pV){
  uint64_t j;
  int rc = CAT_OK;
  memset(pState, 0, a->agg.szState);
  for(j=0; rc==CAT_OK && j<e.length; j++){
    CatValue v[CAT_MAX_ARG];
    ddbAggRow(&a->f, cols, (idx_t)(e.offset + j), v);
    rc = a->agg.xStep(pState, c, v, a->f.nArg);
  }
  if( rc==CAT_OK ){
    c->bLast = 1;
    rc = a->agg.xFinal(pState, c, pV);
  }
  a->agg.xFree(pState);
  return rc;
}

/* An aggregate over one chunk: each row's LIST is one group. */
static void ddbAggFunc(duckdb_function_info info, duckdb_data_chunk in,
                       duckdb_vector out){
  const CatAggFunc *a = (const CatAggFunc*)duckdb_scalar_function_get_extra_info(info);
  duckdb_vector list = duckdb_data_chunk_get_vector(in, 0);
  duckdb_list_entry *ae = (duckdb_list_entry*)duckdb_vector_get_data(list);
  uint64_t *valid = duckdb_vector_get_validity(list);
  idx_t n = duckdb_data_chunk_get_size(in), i;
  DdbAggCols cols;
  CatConn *pConn;
  void *pState;
  int rc = CAT_OK;
  if( ddbAggList(info, &a->f, list, &cols) ) return;
  pState = malloc(a->agg.szState ? a->agg.szState : 1);
  if( pState==NULL || (pConn = ddbCatConnTake())==NULL ){
    free(pState);
    ddbError(info, a->f.zName, NULL);
    return;
  }
  for(i=0; rc==CAT_OK && i<n; i++){
    CatValue v;
    CatCtx c;
    catNull(&v);
    catCtxInit(&c, &a->f, &ddbAlloc, NULL, pConn);
    c.mHostNo = CAT_NO_DUCKDB;
    if( ddbRowValid(valid, i) && ae[i].length>0 ){   /* else NULL */
      rc = ddbAggOne(a, &cols, ae[i], pState, &c, &v);
    }
    if( rc==CAT_OK ) rc = ddbCatPut(out, a->f.eResult, i, &v);
    if( rc!=CAT_OK ){
      char z[700];
      catMessage(&c, NULL, rc, z, sizeof(z));
      duckdb_scalar_function_set_error(info, z);
    }
    catCtxFree(&c);
  }
  ddbCatConnGive(pConn);
  free(pState);
}

/* The argument type of every aggregate: DuckDB's own LIST of ANY, so a
** plain value is refused when the query is bound. */
static const duckdb_type aDdbAggArg[] = { DUCKDB_TYPE_LIST };

int ddbCatalogAggRegister(duckdb_connection con){
  int i;
  for(i=0; i<catAggFuncCount; i++){
    const CatAggFunc *a = catAggFuncs[i];
    DdbSet s = { a->f.zName, 1, 1, aDdbAggArg, ddbCatType(a->f.eResult), NULL,
                 ddbAggFunc, (void*)a, 0 };
    if( (a->f.mFlags & (CAT_NO_DUCKDB|CAT_FETCH)) || a->agg.xValue ) continue;
    if( ddbRegisterSet(con, &s) ) return -1;
  }
  return 0;
}
