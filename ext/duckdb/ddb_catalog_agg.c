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
  int bDate[CAT_MAX_ARG];    /* a CAT_DATETIME column of dates or times */
  uint64_t *structValid;     /* the STRUCTs' validity (NULL: none) */
} DdbAggCols;

/* Whether vectors of type t are taken for argument kind eKind. */
static int ddbAggTypeOk(int eKind, duckdb_type t){
  if( eKind==CAT_DATETIME ){
    return t==DUCKDB_TYPE_VARCHAR || t==DUCKDB_TYPE_BLOB || t==DUCKDB_TYPE_SQLNULL
        || t==DUCKDB_TYPE_DATE || t==DUCKDB_TYPE_TIMESTAMP
        || t==DUCKDB_TYPE_TIMESTAMP_TZ;
  }
  return ddbCatTypeOk(eKind, t);
}

/* Read vector v of type lt as the column of argument k of f into *c: 0,
** or -1 with the error in zMsg. */
static int ddbAggCol(const CatFunc *f, int k, duckdb_vector v,
                     duckdb_logical_type lt, DdbAggCols *c, char *zMsg, size_t nMsg){
  duckdb_type t = duckdb_get_type_id(lt);
  DdbCatCol *p = &c->aCol[k];
  int eKind = f->aArg[k].eKind;
  if( !ddbAggTypeOk(eKind, t) ){
    snprintf(zMsg, nMsg, "field %s must be %s, not %s", f->aArg[k].zName,
             eKind==CAT_DATETIME ? "VARCHAR, BLOB, a DATE or a TIMESTAMP"
                                 : ddbCatKindWant(eKind), ddbTypeName(t));
    return -1;
  }
  p->rScale = 1.0;
  p->t = t;
  if( t==DUCKDB_TYPE_DECIMAL ){
    uint8_t s = duckdb_decimal_scale(lt);
    p->t = duckdb_decimal_internal_type(lt);
    while( s-- ) p->rScale *= 10.0;
  }
  p->a = t==DUCKDB_TYPE_SQLNULL ? NULL : duckdb_vector_get_data(v);
  p->valid = duckdb_vector_get_validity(v);
  c->bDate[k] = eKind==CAT_DATETIME && t!=DUCKDB_TYPE_VARCHAR && t!=DUCKDB_TYPE_BLOB;
  return 0;
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
      size_t m;
      int i;
      m = (size_t)snprintf(zMsg, nMsg, "unknown field %.60s (", zName);
      for(i=0; i<f->nArg && m<nMsg; i++){
        m += (size_t)snprintf(zMsg+m, nMsg-m, "%s%s", i ? ", " : "", f->aArg[i].zName);
      }
      if( m<nMsg ) snprintf(zMsg+m, nMsg-m, ")");
      rc = -1;
    }else{
      rc = ddbAggCol(f, k, duckdb_struct_vector_get_child(sv, j), ct, c, zMsg, nMsg);
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
  }else if( ddbAggCol(f, 0, ev, lt, c, zMsg, sizeof(zMsg)) ){
    size_t m = (size_t)snprintf(zMsg, sizeof(zMsg), "the list's elements must be "
                                "VARCHAR, BLOB or STRUCTs (");
    int i;
    for(i=0; i<f->nArg && m<sizeof(zMsg); i++){
      m += (size_t)snprintf(zMsg+m, sizeof(zMsg)-m, "%s%s", i ? ", " : "", f->aArg[i].zName);
    }
    if( m<sizeof(zMsg) ) snprintf(zMsg+m, sizeof(zMsg)-m, ")");
    rc = -1;
  }
  duckdb_destroy_logical_type(&lt);
  if( rc ) ddbError(info, f->zName, zMsg);
  return rc;
}

/* The values of element r (a NULL STRUCT: every value NULL). */
static void ddbAggRow(const CatFunc *f, const DdbAggCols *c, idx_t r, CatValue *a){
  int k, bNull = c->structValid && !((c->structValid[r>>6] >> (r & 63)) & 1);
  for(k=0; k<f->nArg; k++){
    if( bNull || c->aCol[k].a==NULL ){
      memset(&a[k], 0, sizeof(a[k]));
      a[k].eType = CAT_V_NULL;
      continue;
    }
    ddbCatAt(&c->aCol[k], r, &a[k]);
    if( c->bDate[k] && a[k].eType==CAT_V_INT ){   /* seconds since 1970 */
      if( c->aCol[k].t==DUCKDB_TYPE_DATE ){ a[k].eType = CAT_V_DATE; a[k].i /= 86400; }
      else a[k].eType = CAT_V_TIME;
    }
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
  if( ddbAggList(info, &a->f, list, &cols) ) return;
  pState = malloc(a->agg.szState ? a->agg.szState : 1);
  if( pState==NULL || (pConn = ddbCatConnTake())==NULL ){
    free(pState);
    ddbError(info, a->f.zName, NULL);
    return;
  }
  for(i=0; i<n; i++){
    CatValue v;
    CatCtx c;
    int rc;
    if( (valid && !((valid[i>>6] >> (i & 63)) & 1)) || ae[i].length==0 ){
      catNull(&v);
      ddbCatPut(out, a->f.eResult, i, &v);
      continue;
    }
    catCtxInit(&c, &a->f, &ddbAlloc, NULL, pConn);
    c.mHostNo = CAT_NO_DUCKDB;
    rc = ddbAggOne(a, &cols, ae[i], pState, &c, &v);
    if( rc==CAT_OK ) ddbCatPut(out, a->f.eResult, i, &v);
    else{
      char z[700];
      ddbCatMessage(&a->f, rc, &c, z, sizeof(z));
      duckdb_scalar_function_set_error(info, z);
    }
    catCtxFree(&c);
    if( rc!=CAT_OK ) break;
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
    DdbSet s;
    if( (a->f.mFlags & (CAT_NO_DUCKDB|CAT_FETCH)) || a->agg.xValue ) continue;
    memset(&s, 0, sizeof(s));
    s.zName = a->f.zName;
    s.nMin = s.nMax = 1;
    s.aArg = aDdbAggArg;
    s.eRet = ddbCatType(a->f.eResult);
    s.xFunc = ddbAggFunc;
    s.pExtra = (void*)a;
    if( ddbRegisterSet(con, &s) ) return -1;
  }
  return 0;
}
