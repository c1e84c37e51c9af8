/*
** ddb_tvf.c: the two forms of every table function (see ddb_tvf.h): the
** LIST-of-STRUCT scalar (ddbTabListFunc) and the table function for
** constant arguments (ddbTabBind, ddbTabInit, ddbTabFunc).  Both run the
** same DdbTabDef cursor and write its values with ddbPut.
*/
#include "ddb_tvf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* DuckDB's type of each column type. */
static const duckdb_type aDdbColType[] = {
  DUCKDB_TYPE_BIGINT, DUCKDB_TYPE_DOUBLE, DUCKDB_TYPE_VARCHAR, DUCKDB_TYPE_BOOLEAN
};

/* Write x to row i of v (a column of type eType): 0, or -1 (out of
** memory). */
static int ddbPut(duckdb_vector v, int eType, idx_t i, const DdbVal *x){
  DdbOut o;
  o.v = v;
  o.valid = NULL;
  if( x->e==DDB_V_NULL ){ ddbOutNull(&o, i); return 0; }
  switch( eType ){
    case DDB_T_INT:  ((int64_t*)duckdb_vector_get_data(v))[i] = x->i; return 0;
    case DDB_T_REAL: ddbOutDouble(&o, i, x->r); return 0;
    case DDB_T_BOOL: ddbOutBool(&o, i, x->i!=0); return 0;
    default: break;
  }
  if( x->e==DDB_V_INT ){
    char z[32];
    int n = snprintf(z, sizeof(z), "%lld", (long long)x->i);
    ddbOutBytes(&o, i, z, (size_t)n);
  }else{
    ddbOutText(&o, i, x->s.z ? x->s.z : "", x->s.n);
  }
  return 0;
}

/* The STRUCT type of p's rows (the caller destroys it). */
static duckdb_logical_type ddbRowType(const DdbTabDef *p){
  duckdb_logical_type aT[24];
  const char *azName[24];
  duckdb_logical_type t;
  int k, n = p->nCol<24 ? p->nCol : 24;
  for(k=0; k<n; k++){
    aT[k] = ddbType(aDdbColType[p->aCol[k].eType]);
    azName[k] = p->aCol[k].zName;
  }
  t = duckdb_create_struct_type(aT, azName, (idx_t)n);
  for(k=0; k<n; k++) duckdb_destroy_logical_type(&aT[k]);
  return t;
}

/* ---- the LIST-of-STRUCT scalar ------------------------------------------- */

/* Append the current row of cursor pCur as element iElem of list vector
** list (capacity *pnCap, grown by doubling): 0, or -1 (out of memory). */
static int ddbListAppend(const DdbTabDef *p, void *pCur, duckdb_vector list,
                         idx_t iElem, idx_t *pnCap){
  duckdb_vector sv;
  int k;
  if( iElem>=*pnCap ){
    idx_t nNew = *pnCap<64 ? 64 : *pnCap*2;
    if( duckdb_list_vector_reserve(list, nNew)==DuckDBError ) return -1;
    *pnCap = nNew;
  }
  if( duckdb_list_vector_set_size(list, iElem+1)==DuckDBError ) return -1;
  sv = duckdb_list_vector_get_child(list);
  for(k=0; k<p->nCol; k++){
    DdbVal x;
    memset(&x, 0, sizeof(x));
    if( p->xColumn(pCur, k, &x) ) return -1;
    if( ddbPut(duckdb_struct_vector_get_child(sv, (idx_t)k), p->aCol[k].eType,
               iElem, &x) ) return -1;
  }
  return 0;
}

/* Run the cursor over aArg and append its rows to list: 0, or -1 with the
** error set. */
static int ddbListRow(duckdb_function_info info, const DdbTabDef *p,
                      void *pCur, const Span *aArg, int nArg,
                      duckdb_vector list, duckdb_list_entry *pEntry,
                      idx_t *pnCap){
  char zErr[DDB_ERR_MAX];
  idx_t iElem = duckdb_list_vector_get_size(list);
  int rc;
  zErr[0] = 0;
  memset(pCur, 0, p->szCur);
  pEntry->offset = iElem;
  rc = p->xStart(pCur, aArg, nArg, zErr);
  while( rc==0 && (rc = p->xNext(pCur, zErr))==1 ){
    rc = ddbListAppend(p, pCur, list, iElem, pnCap) ? -1 : 0;
    iElem++;
  }
  p->xEnd(pCur);
  pEntry->length = iElem - pEntry->offset;
  if( rc<0 ){ ddbError(info, p->zName, zErr[0] ? zErr : NULL); return -1; }
  return 0;
}

/* The LIST-of-STRUCT form over one chunk. */
static void ddbTabListFunc(duckdb_function_info info, duckdb_data_chunk in,
                           duckdb_vector out){
  const DdbTabDef *p = (const DdbTabDef*)duckdb_scalar_function_get_extra_info(info);
  idx_t n = duckdb_data_chunk_get_size(in), i, nCap = 0;
  int nArg = (int)duckdb_data_chunk_get_column_count(in), k;
  duckdb_list_entry *ae = (duckdb_list_entry*)duckdb_vector_get_data(out);
  DdbCol aCol[2];
  DdbOut o;
  void *pCur;
  o.v = out;
  o.valid = NULL;
  for(k=0; k<nArg && k<2; k++){
    if( ddbColInit(info, in, (idx_t)k, p->zName, p->azArg[k], &aCol[k]) ) return;
  }
  if( (pCur = malloc(p->szCur))==NULL ){ ddbError(info, p->zName, NULL); return; }
  for(i=0; i<n; i++){
    Span aArg[2];
    int bNull = 0;
    for(k=0; k<nArg && k<2; k++){
      aArg[k].z = NULL;
      aArg[k].n = 0;
      if( ddbValid(&aCol[k], i) ) aArg[k] = ddbStr(&aCol[k].a[i]);
      else if( k<p->nMin ) bNull = 1;
    }
    ae[i].offset = duckdb_list_vector_get_size(out);
    ae[i].length = 0;
    if( bNull ){ ddbOutNull(&o, i); continue; }
    if( ddbListRow(info, p, pCur, aArg, nArg, out, &ae[i], &nCap) ) break;
  }
  free(pCur);
}

/* Register the LIST-of-STRUCT scalar of p (a NULL optional argument
** counts as not given, so the function sees NULLs): 0 or -1. */
static int ddbTabListRegister(duckdb_connection con, const DdbTabDef *p){
  duckdb_logical_type tRow = ddbRowType(p);
  duckdb_logical_type tList = duckdb_create_list_type(tRow);
  DdbSet s = { p->zName, p->nMin, p->nMax, NULL, DUCKDB_TYPE_LIST, tList,
               ddbTabListFunc, (void*)p, 1 };
  int rc = ddbRegisterSet(con, &s);
  duckdb_destroy_logical_type(&tRow);
  duckdb_destroy_logical_type(&tList);
  return rc;
}

/* ---- the table function -------------------------------------------------- */

/* The bind data: the arguments, copied. */
typedef struct DdbTabBind {
  const DdbTabDef *p;
  int nArg;
  int bNull;                 /* a required argument is NULL: no rows */
  Span aArg[2];              /* z malloc'd (NULL: a NULL argument) */
} DdbTabBind;

/* The scan state. */
typedef struct DdbTabScan {
  const DdbTabDef *p;
  void *pCur;
  int bDone;                 /* 0: cursor open; 1, 2: ended */
} DdbTabScan;

/* Free a DdbTabBind (the bind data's destructor). */
static void ddbTabBindFree(void *pv){
  DdbTabBind *b = (DdbTabBind*)pv;
  int k;
  for(k=0; k<b->nArg; k++) free((void*)b->aArg[k].z);
  free(b);
}

/* Free a DdbTabScan, ending a cursor that a LIMIT left open. */
static void ddbTabScanFree(void *pv){
  DdbTabScan *s = (DdbTabScan*)pv;
  if( s->bDone==0 ) s->p->xEnd(s->pCur);      /* a scan stopped early */
  free(s->pCur);
  free(s);
}

/* Copy the bytes of parameter value v into *pOut (z NULL for NULL): 0, or
** -1 with zErr set for a type that is not VARCHAR or BLOB. */
static int ddbTabParam(duckdb_value v, const char *zArg, Span *pOut, char *zErr){
  duckdb_logical_type lt = duckdb_get_value_type(v);
  duckdb_type t = duckdb_get_type_id(lt);
  pOut->z = NULL;
  pOut->n = 0;
  if( duckdb_is_null_value(v) || t==DUCKDB_TYPE_SQLNULL ) return 0;
  if( t==DUCKDB_TYPE_BLOB ){
    duckdb_blob bl = duckdb_get_blob(v);
    char *z = (char*)malloc(bl.size + 1);
    if( z ){ if( bl.size ) memcpy(z, bl.data, bl.size); pOut->z = z; pOut->n = bl.size; }
    duckdb_free(bl.data);
    return z ? 0 : -1;
  }
  if( t==DUCKDB_TYPE_VARCHAR ){
    char *z = duckdb_get_varchar(v);
    size_t n = z ? strlen(z) : 0;
    char *zCopy = (char*)malloc(n + 1);
    if( zCopy ){ memcpy(zCopy, z ? z : "", n); pOut->z = zCopy; pOut->n = n; }
    duckdb_free(z);
    return zCopy ? 0 : -1;
  }
  snprintf(zErr, DDB_ERR_MAX, "argument %s must be VARCHAR or BLOB", zArg);
  return -1;
}

/* Bind: copy the arguments (the optional one by name) and declare the
** columns; a wrong type is a bind error naming the function. */
static void ddbTabBind(duckdb_bind_info info){
  const DdbTabDef *p = (const DdbTabDef*)duckdb_bind_get_extra_info(info);
  DdbTabBind *b = (DdbTabBind*)calloc(1, sizeof(DdbTabBind));
  char zErr[DDB_ERR_MAX], zMsg[DDB_ERR_MAX+64];
  int k, rc = 0;
  zErr[0] = 0;
  if( b==NULL ){ duckdb_bind_set_error(info, "out of memory"); return; }
  b->p = p;
  b->nArg = p->nMin;
  for(k=0; rc==0 && k<p->nMax; k++){
    /* The optional argument is the named parameter of its name. */
    duckdb_value v = k<p->nMin ? duckdb_bind_get_parameter(info, (idx_t)k)
                               : duckdb_bind_get_named_parameter(info, p->azArg[k]);
    if( v==NULL ) continue;
    rc = ddbTabParam(v, p->azArg[k], &b->aArg[k], zErr);
    if( rc==0 && b->aArg[k].z==NULL && k<p->nMin ) b->bNull = 1;
    if( k>=p->nMin ) b->nArg = k+1;
    duckdb_destroy_value(&v);
  }
  for(k=0; rc==0 && k<p->nCol; k++){
    duckdb_logical_type t = ddbType(aDdbColType[p->aCol[k].eType]);
    duckdb_bind_add_result_column(info, p->aCol[k].zName, t);
    duckdb_destroy_logical_type(&t);
  }
  if( rc ){
    snprintf(zMsg, sizeof(zMsg), "%s(): %s", p->zName, zErr[0] ? zErr : "out of memory");
    duckdb_bind_set_error(info, zMsg);
  }
  duckdb_bind_set_bind_data(info, b, ddbTabBindFree);
}

/* Init: start the cursor over the bound arguments (one thread scans). */
static void ddbTabInit(duckdb_init_info info){
  DdbTabBind *b = (DdbTabBind*)duckdb_init_get_bind_data(info);
  DdbTabScan *s = (DdbTabScan*)calloc(1, sizeof(DdbTabScan));
  char zErr[DDB_ERR_MAX], zMsg[DDB_ERR_MAX+64];
  zErr[0] = 0;
  if( s==NULL || (s->pCur = calloc(1, b->p->szCur))==NULL ){
    free(s);
    duckdb_init_set_error(info, "out of memory");
    return;
  }
  s->p = b->p;
  duckdb_init_set_max_threads(info, 1);
  duckdb_init_set_init_data(info, s, ddbTabScanFree);
  if( b->bNull ){ s->bDone = 2; return; }
  if( b->p->xStart(s->pCur, b->aArg, b->nArg, zErr) ){
    b->p->xEnd(s->pCur);
    s->bDone = 2;
    snprintf(zMsg, sizeof(zMsg), "%s(): %s", b->p->zName, zErr[0] ? zErr : "out of memory");
    duckdb_init_set_error(info, zMsg);
  }
}

/* Fill out with the next rows of the scan (an empty chunk ends it). */
static void ddbTabFunc(duckdb_function_info info, duckdb_data_chunk out){
  DdbTabBind *b = (DdbTabBind*)duckdb_function_get_bind_data(info);
  DdbTabScan *s = (DdbTabScan*)duckdb_function_get_init_data(info);
  const DdbTabDef *p = b->p;
  idx_t nMax = duckdb_vector_size(), n = 0;
  char zErr[DDB_ERR_MAX], zMsg[DDB_ERR_MAX+64];
  zErr[0] = 0;
  while( !s->bDone && n<nMax ){
    int rc = p->xNext(s->pCur, zErr), k;
    if( rc==0 ) break;
    for(k=0; rc>0 && k<p->nCol; k++){
      DdbVal x;
      memset(&x, 0, sizeof(x));
      if( p->xColumn(s->pCur, k, &x)
       || ddbPut(duckdb_data_chunk_get_vector(out, (idx_t)k), p->aCol[k].eType, n, &x) ){
        rc = -1;
      }
    }
    if( rc<0 ){
      snprintf(zMsg, sizeof(zMsg), "%s(): %s", p->zName, zErr[0] ? zErr : "out of memory");
      duckdb_function_set_error(info, zMsg);
      break;
    }
    n++;
  }
  if( n<nMax && s->bDone==0 ){ p->xEnd(s->pCur); s->bDone = 1; }
  duckdb_data_chunk_set_size(out, n);
}

/* Register the table function of p: its required arguments positional,
** the optional one a named parameter (the C API keeps one overload of a
** table function): 0 or -1. */
static int ddbTabFuncRegister(duckdb_connection con, const DdbTabDef *p){
  duckdb_table_function f = duckdb_create_table_function();
  duckdb_logical_type tAny = ddbType(DUCKDB_TYPE_ANY);
  int k, rc;
  duckdb_table_function_set_name(f, p->zName);
  for(k=0; k<p->nMin; k++) duckdb_table_function_add_parameter(f, tAny);
  for(; k<p->nMax; k++) duckdb_table_function_add_named_parameter(f, p->azArg[k], tAny);
  duckdb_table_function_set_extra_info(f, (void*)p, NULL);
  duckdb_table_function_set_bind(f, ddbTabBind);
  duckdb_table_function_set_init(f, ddbTabInit);
  duckdb_table_function_set_function(f, ddbTabFunc);
  rc = duckdb_register_table_function(con, f)==DuckDBError ? -1 : 0;
  duckdb_destroy_table_function(&f);
  duckdb_destroy_logical_type(&tAny);
  return rc;
}

int ddbTabRegister(duckdb_connection con, const DdbTabDef *p){
  if( ddbTabFuncRegister(con, p) ) return -1;
  return ddbTabListRegister(con, p);
}
