/*
** ddb_catalog_tab.c: the catalog's table functions in DuckDB, in two forms
** over the same cursor, and the registration of the whole list:
**
**   FROM robots_diff(old, new, agent := 'Googlebot')      a table function:
**                                  required arguments positional, optional
**                                  ones named (one overload per name)
**   SELECT unnest(robots_diff(old, new)) FROM versions   a LIST of STRUCTs
**                                  per row, for arguments from columns
**
** Start at ddbCatalogRegister.
*/
#include "ddb_catalog.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- A scan: the call and the description's cursor ------------------------ */

typedef struct DdbCatScan {
  const CatFunc *f;
  CatConn *pConn;
  CatCtx c;
  void *pCur;
  int bOpen;                 /* catOpen was called: xClose is due */
  int bDone;
} DdbCatScan;

/* Start scan s of f (zeroed): 0, or -1 when out of memory (s is still
** released by ddbCatScanClear). */
static int ddbCatScanInit(DdbCatScan *s, const CatFunc *f){
  s->f = f;
  s->pConn = ddbCatConnTake();
  s->pCur = calloc(1, f->pTable->szCur ? f->pTable->szCur : 1);
  catCtxInit(&s->c, f, &ddbAlloc, NULL, s->pConn);
  return s->pConn && s->pCur ? 0 : -1;
}

static void ddbCatScanClear(DdbCatScan *s){
  if( s->bOpen ) s->f->pTable->xClose(s->pCur);
  catCtxFree(&s->c);
  ddbCatConnGive(s->pConn);
  free(s->pCur);
}

static void ddbCatScanFree(void *pv){
  ddbCatScanClear((DdbCatScan*)pv);
  free(pv);
}

/* Write the current row of s as row i of chunk out's vectors or, when out
** is NULL, of the children of STRUCT vector sv: CAT_OK or a code. */
static int ddbCatRowOut(DdbCatScan *s, duckdb_data_chunk out, duckdb_vector sv,
                        idx_t i){
  const CatTable *t = s->f->pTable;
  int k, rc = CAT_OK;
  for(k=0; rc==CAT_OK && k<t->nCol; k++){
    CatValue v;
    catNull(&v);
    rc = t->xColumn(s->pCur, &s->c, k, &v);
    if( rc==CAT_OK ){
      rc = ddbCatPut(out ? duckdb_data_chunk_get_vector(out, (idx_t)k)
                         : duckdb_struct_vector_get_child(sv, (idx_t)k),
                     t->aCol[k].eKind, i, &v);
    }
  }
  return rc;
}

/* ---- The table function ---------------------------------------------------- */

/* The bind data: the arguments, their bytes in DuckDB's copies. */
typedef struct DdbCatBind {
  const CatFunc *f;
  int nArg;
  int bNull;                 /* a NULL gives no rows */
  CatValue a[CAT_MAX_ARG];
  void *ap[CAT_MAX_ARG];     /* the copies a[k].s points to (duckdb_free) */
} DdbCatBind;

static void ddbCatBindFree(void *pv){
  DdbCatBind *b = (DdbCatBind*)pv;
  int k;
  for(k=0; k<CAT_MAX_ARG; k++) duckdb_free(b->ap[k]);
  free(b);
}

/* Parameter value pv of argument k into b: 0, or -1 with zErr set. */
static int ddbCatParam(DdbCatBind *b, int k, duckdb_value pv, char *zErr, size_t nErr){
  duckdb_logical_type lt = duckdb_get_value_type(pv);
  duckdb_type t = duckdb_get_type_id(lt);
  CatValue *v = &b->a[k];
  memset(v, 0, sizeof(*v));
  if( duckdb_is_null_value(pv) || t==DUCKDB_TYPE_SQLNULL ) return 0;  /* NULL */
  if( ddbCatCheck(b->f, k, t, "argument", zErr, nErr) ) return -1;
  v->eType = ddbTypeClass(t);
  if( v->eType==CAT_V_TEXT ){
    char *z = duckdb_get_varchar(pv);
    b->ap[k] = z;
    v->s.z = z ? z : "";
    v->s.n = z ? strlen(z) : 0;
  }else if( v->eType==CAT_V_BLOB ){
    duckdb_blob bl = duckdb_get_blob(pv);
    b->ap[k] = bl.data;
    v->s.z = bl.data ? (const char*)bl.data : "";
    v->s.n = bl.data ? bl.size : 0;
  }else if( v->eType==CAT_V_REAL ){
    v->r = duckdb_get_double(pv);
  }else if( v->eType==CAT_V_TIME ){
    int64_t us = duckdb_get_timestamp(pv).micros;
    v->i = us/1000000 - (us%1000000<0 ? 1 : 0);
  }else if( v->eType==CAT_V_DATE ){
    v->i = duckdb_get_date(pv).days;
  }else{
    v->i = duckdb_get_int64(pv);
  }
  return 0;
}

/* Bind: read the arguments (the optional ones by name), declare the
** columns. */
static void ddbCatBind(duckdb_bind_info info){
  const CatFunc *f = (const CatFunc*)duckdb_bind_get_extra_info(info);
  DdbCatBind *b = (DdbCatBind*)calloc(1, sizeof(DdbCatBind));
  char zErr[400], zMsg[500];
  int k, rc = 0;
  if( b==NULL ){ duckdb_bind_set_error(info, "out of memory"); return; }
  b->f = f;
  b->nArg = f->nRequired;
  for(k=0; rc==0 && k<f->nArg; k++){
    duckdb_value pv = k<f->nRequired ? duckdb_bind_get_parameter(info, (idx_t)k)
                      : duckdb_bind_get_named_parameter(info, f->aArg[k].zName);
    if( pv==NULL ) continue;   /* b->a[k] is NULL */
    rc = ddbCatParam(b, k, pv, zErr, sizeof(zErr));
    if( k>=f->nRequired ) b->nArg = k+1;
    duckdb_destroy_value(&pv);
  }
  if( rc==0 ) catCheckNulls(f, b->a, b->nArg, &b->bNull);
  for(k=0; rc==0 && k<f->pTable->nCol; k++){
    duckdb_logical_type t = ddbType(ddbCatType(f->pTable->aCol[k].eKind));
    duckdb_bind_add_result_column(info, f->pTable->aCol[k].zName, t);
    duckdb_destroy_logical_type(&t);
  }
  if( rc ){
    snprintf(zMsg, sizeof(zMsg), "%s(): %s", f->zName, zErr);
    duckdb_bind_set_error(info, zMsg);
  }
  duckdb_bind_set_bind_data(info, b, ddbCatBindFree);
}

/* Init: open the cursor over the bound arguments (one thread scans). */
static void ddbCatInit(duckdb_init_info info){
  DdbCatBind *b = (DdbCatBind*)duckdb_init_get_bind_data(info);
  DdbCatScan *s = (DdbCatScan*)calloc(1, sizeof(DdbCatScan));
  char zMsg[700];
  int rc;
  if( s==NULL ){ duckdb_init_set_error(info, "out of memory"); return; }
  duckdb_init_set_max_threads(info, 1);
  duckdb_init_set_init_data(info, s, ddbCatScanFree);
  s->bDone = 1;
  if( ddbCatScanInit(s, b->f) ){ duckdb_init_set_error(info, "out of memory"); return; }
  if( b->bNull ) return;
  s->bOpen = 1;
  rc = catOpen(&s->c, s->pCur, b->a, b->nArg);
  if( rc==CAT_OK ){ s->bDone = 0; return; }
  catMessage(&s->c, NULL, rc, zMsg, sizeof(zMsg));
  duckdb_init_set_error(info, zMsg);
}

/* Fill out with the next rows (an empty chunk ends the scan). */
static void ddbCatFunc(duckdb_function_info info, duckdb_data_chunk out){
  DdbCatScan *s = (DdbCatScan*)duckdb_function_get_init_data(info);
  idx_t nMax = duckdb_vector_size(), n = 0;
  while( !s->bDone && n<nMax ){
    int bEof = 0, rc;
    s->c.out.n = 0;
    rc = s->f->pTable->xNext(s->pCur, &s->c, &bEof);
    if( rc==CAT_OK && bEof ){ s->bDone = 1; break; }
    if( rc==CAT_OK ) rc = ddbCatRowOut(s, out, NULL, n);
    if( rc!=CAT_OK ){
      char zMsg[700];
      catMessage(&s->c, NULL, rc, zMsg, sizeof(zMsg));
      duckdb_function_set_error(info, zMsg);
      s->bDone = 1;
      break;
    }
    n++;
  }
  duckdb_data_chunk_set_size(out, n);
}

/* Register the table function form of f: 0 or -1. */
static int ddbCatTableFuncRegister(duckdb_connection con, const CatFunc *f){
  duckdb_table_function tf = duckdb_create_table_function();
  duckdb_logical_type tAny = ddbType(DUCKDB_TYPE_ANY);
  int k, rc;
  duckdb_table_function_set_name(tf, f->zName);
  for(k=0; k<f->nRequired; k++) duckdb_table_function_add_parameter(tf, tAny);
  for(; k<f->nArg; k++) duckdb_table_function_add_named_parameter(tf, f->aArg[k].zName, tAny);
  duckdb_table_function_set_extra_info(tf, (void*)f, NULL);
  duckdb_table_function_set_bind(tf, ddbCatBind);
  duckdb_table_function_set_init(tf, ddbCatInit);
  duckdb_table_function_set_function(tf, ddbCatFunc);
  rc = duckdb_register_table_function(con, tf)==DuckDBError ? -1 : 0;
  duckdb_destroy_table_function(&tf);
  duckdb_destroy_logical_type(&tAny);
  return rc;
}

/* ---- The LIST-of-STRUCT form ---------------------------------------------- */

/* The STRUCT type of f's rows (the caller destroys it). */
static duckdb_logical_type ddbCatRowType(const CatFunc *f){
  duckdb_logical_type aT[32];
  const char *azName[32];
  duckdb_logical_type t;
  int k, n = f->pTable->nCol<32 ? f->pTable->nCol : 32;
  for(k=0; k<n; k++){
    aT[k] = ddbType(ddbCatType(f->pTable->aCol[k].eKind));
    azName[k] = f->pTable->aCol[k].zName;
  }
  t = duckdb_create_struct_type(aT, azName, (idx_t)n);
  for(k=0; k<n; k++) duckdb_destroy_logical_type(&aT[k]);
  return t;
}

/* Every row of the cursor over a[0..n) as one list entry *pEntry, the
** list's capacity *pnCap grown by doubling: CAT_OK or a code. */
static int ddbCatListRow(DdbCatScan *s, const CatValue *a, int n,
                         duckdb_vector list, duckdb_list_entry *pEntry, idx_t *pnCap){
  const CatTable *t = s->f->pTable;
  idx_t iElem = duckdb_list_vector_get_size(list);
  int rc, bEof = 0;
  memset(s->pCur, 0, t->szCur);
  pEntry->offset = iElem;
  rc = catOpen(&s->c, s->pCur, a, n);
  while( rc==CAT_OK ){
    s->c.out.n = 0;
    rc = t->xNext(s->pCur, &s->c, &bEof);
    if( rc!=CAT_OK || bEof ) break;
    if( iElem>=*pnCap ){
      *pnCap = *pnCap<64 ? 64 : *pnCap*2;
      if( duckdb_list_vector_reserve(list, *pnCap)==DuckDBError ){ rc = CAT_NOMEM; break; }
    }
    if( duckdb_list_vector_set_size(list, iElem+1)==DuckDBError ){ rc = CAT_NOMEM; break; }
    rc = ddbCatRowOut(s, NULL, duckdb_list_vector_get_child(list), iElem++);
  }
  t->xClose(s->pCur);
  pEntry->length = iElem - pEntry->offset;
  return rc;
}

/* The LIST-of-STRUCT scalar over one chunk. */
static void ddbCatListFunc(duckdb_function_info info, duckdb_data_chunk in,
                           duckdb_vector out){
  const CatFunc *f = (const CatFunc*)duckdb_scalar_function_get_extra_info(info);
  idx_t n = duckdb_data_chunk_get_size(in), i, nCap = 0;
  int nArg = (int)duckdb_data_chunk_get_column_count(in), k, rc = CAT_OK;
  duckdb_list_entry *ae = (duckdb_list_entry*)duckdb_vector_get_data(out);
  DdbCatCol aCol[CAT_MAX_ARG];
  DdbCatScan s;
  if( nArg>CAT_MAX_ARG ) nArg = CAT_MAX_ARG;
  for(k=0; k<nArg; k++) if( ddbCatColInit(info, in, f, k, &aCol[k]) ) return;
  memset(&s, 0, sizeof(s));
  if( ddbCatScanInit(&s, f) ) rc = CAT_NOMEM;
  for(i=0; rc==CAT_OK && i<n; i++){
    CatValue a[CAT_MAX_ARG];
    int bNull;
    for(k=0; k<nArg; k++) ddbCatAt(&aCol[k], i, &a[k]);
    ae[i].offset = duckdb_list_vector_get_size(out);
    ae[i].length = 0;
    catCheckNulls(f, a, nArg, &bNull);
    if( bNull ){ ddbOutNull(out, i); continue; }
    rc = ddbCatListRow(&s, a, nArg, out, &ae[i], &nCap);
  }
  if( rc!=CAT_OK ){
    char zMsg[700];
    catMessage(&s.c, NULL, rc, zMsg, sizeof(zMsg));
    duckdb_scalar_function_set_error(info, zMsg);
  }
  ddbCatScanClear(&s);
}

/* Register the LIST form of f: 0 or -1. */
static int ddbCatListRegister(duckdb_connection con, const CatFunc *f){
  duckdb_logical_type tRow = ddbCatRowType(f);
  duckdb_logical_type tList = duckdb_create_list_type(tRow);
  DdbSet s = { f->zName, f->nRequired, f->nArg, NULL, DUCKDB_TYPE_LIST, tList,
               ddbCatListFunc, (void*)f, 1 };
  int rc = ddbRegisterSet(con, &s);
  duckdb_destroy_logical_type(&tRow);
  duckdb_destroy_logical_type(&tList);
  return rc;
}

/* ---- The list -------------------------------------------------------------- */

int ddbCatalogRegister(duckdb_connection con){
  int i;
  for(i=0; i<catFuncCount; i++){
    const CatFunc *f = catFuncs[i];
    int rc;
    if( f->mFlags & (CAT_NO_DUCKDB|CAT_FETCH) ) continue;
    if( f->pTable ){
      rc = ddbCatTableFuncRegister(con, f);
      if( rc==0 ) rc = ddbCatListRegister(con, f);
    }else{
      rc = ddbCatScalarRegister(con, f);
    }
    if( rc ) return -1;
  }
  return 0;
}
