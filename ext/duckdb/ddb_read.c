/*
** ddb_read.c: read_access_log and read_sitemap as DuckDB table functions
** (see ddb_read.h).  Bind expands the glob and checks the named parameter;
** init counts the files for DuckDB's threads (one thread per file at
** most); each thread's local state claims the next file with an atomic
** counter and streams it through the reader a chunk of
** duckdb_vector_size() rows at a time, writing only the projected
** columns.  A LIMIT ends the scan early: nothing past the chunks asked
** for is read.  Start at ddbReadRegister.
*/
#include "ddb_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* DuckDB's type of each column type. */
static const duckdb_type aDdbReadType[] = {
  DUCKDB_TYPE_BIGINT, DUCKDB_TYPE_DOUBLE, DUCKDB_TYPE_VARCHAR, DUCKDB_TYPE_BOOLEAN
};

/* Output vectors a scan fills at most (the readers have up to 18). */
#define DDB_READ_MAXCOL 32

/* The bind data: the files and the named parameter. */
typedef struct DdbReadBind {
  const DdbReadDef *p;
  DdbReadList files;
  Span opt;                  /* z malloc'd, NULL when not given */
} DdbReadBind;

/* The global state: the next file to claim, the projected columns. */
typedef struct DdbReadGlobal {
  size_t iNext;              /* atomic: the next unclaimed file */
  idx_t nProj;
  int *aProj;                /* column of each output vector (nCol: filename,
                             ** other: a column DuckDB adds, left NULL) */
} DdbReadGlobal;

/* A thread's state: the file it reads. */
typedef struct DdbReadLocal {
  const DdbReadDef *p;
  DdbFile file;
  void *pCur;                /* the reader's cursor (szCur bytes) */
  int bOpen;                 /* pCur is open over file */
  const char *zPath;         /* the file's name (the bind data's) */
  size_t nPath;
} DdbReadLocal;

static void ddbReadBindFree(void *pv){
  DdbReadBind *b = (DdbReadBind*)pv;
  ddbReadListFree(&b->files);
  free((void*)b->opt.z);
  free(b);
}

static void ddbReadGlobalFree(void *pv){
  DdbReadGlobal *g = (DdbReadGlobal*)pv;
  free(g->aProj);
  free(g);
}

/* Close the file l reads, if any. */
static void ddbReadCloseFile(const DdbReadDef *p, DdbReadLocal *l){
  if( l->bOpen ){
    p->xClose(l->pCur);
    l->bOpen = 0;
  }
  ddbFileClose(&l->file);
}

/* The local state's destructor: a LIMIT may leave a file open. */
static void ddbReadLocalFree(void *pv){
  DdbReadLocal *l = (DdbReadLocal*)pv;
  ddbReadCloseFile(l->p, l);
  free(l->pCur);
  free(l);
}

/* Copy VARCHAR value v (NULL: not given) into *pOut: 0 or -1 (out of
** memory).  v is destroyed. */
static int ddbReadParam(duckdb_value v, Span *pOut){
  char *z;
  size_t n;
  pOut->z = NULL;
  pOut->n = 0;
  if( v==NULL ) return 0;
  if( duckdb_is_null_value(v) ){ duckdb_destroy_value(&v); return 0; }
  z = duckdb_get_varchar(v);
  duckdb_destroy_value(&v);
  n = z ? strlen(z) : 0;
  pOut->z = (const char*)malloc(n+1);
  if( pOut->z ){
    memcpy((char*)pOut->z, z ? z : "", n+1);
    pOut->n = n;
  }
  duckdb_free(z);
  return pOut->z ? 0 : -1;
}

/* Set "zFunc(): zErr" as the bind error. */
static void ddbReadBindError(duckdb_bind_info info, const DdbReadDef *p,
                             const char *zErr){
  char zMsg[DDB_READ_ERR+64];
  snprintf(zMsg, sizeof(zMsg), "%s(): %s", p->zName, zErr);
  duckdb_bind_set_error(info, zMsg);
}

/* Declare the reader's columns and filename. */
static void ddbReadColumns(duckdb_bind_info info, const DdbReadDef *p){
  duckdb_logical_type t;
  int k;
  for(k=0; k<p->nCol; k++){
    t = ddbType(aDdbReadType[p->aCol[k].eType]);
    duckdb_bind_add_result_column(info, p->aCol[k].zName, t);
    duckdb_destroy_logical_type(&t);
  }
  t = ddbType(DUCKDB_TYPE_VARCHAR);
  duckdb_bind_add_result_column(info, "filename", t);
  duckdb_destroy_logical_type(&t);
}

/* Expand the path argument v into b->files: a VARCHAR path or glob, or a
** LIST of them (each must match; files in the list's order, each glob's
** sorted).  0, or -1 with zErr set.  v is destroyed. */
static int ddbReadPaths(duckdb_value v, DdbReadBind *b, char *zErr){
  duckdb_type t = duckdb_get_type_id(duckdb_get_value_type(v));
  idx_t i, n = 1;
  int rc = 0;
  if( t==DUCKDB_TYPE_LIST ){
    if( duckdb_is_null_value(v) ){                /* as a NULL path */
      duckdb_destroy_value(&v);
      snprintf(zErr, DDB_READ_ERR, "the path must not be NULL");
      return -1;
    }
    n = duckdb_get_list_size(v);
  }
  for(i=0; rc==0 && i<n; i++){
    duckdb_value c = t==DUCKDB_TYPE_LIST ? duckdb_get_list_child(v, i) : v;
    Span path;
    if( t==DUCKDB_TYPE_LIST && c==NULL ){ rc = -1; break; }
    if( ddbReadParam(c, &path) ){
      snprintf(zErr, DDB_READ_ERR, "out of memory");
      rc = -1;
    }else if( path.z==NULL ){
      snprintf(zErr, DDB_READ_ERR, "the path must not be NULL");
      rc = -1;
    }else{
      rc = ddbReadGlob(path.z, &b->files, zErr);
    }
    free((void*)path.z);
  }
  if( t==DUCKDB_TYPE_LIST ) duckdb_destroy_value(&v);
  if( rc==0 && b->files.n==0 ){
    snprintf(zErr, DDB_READ_ERR, "the list of paths is empty");
    rc = -1;
  }
  return rc;
}

/* Bind: the paths or globs expand to at least one file; the named
** parameter passes the reader's check. */
static void ddbReadBind(duckdb_bind_info info){
  const DdbReadDef *p = (const DdbReadDef*)duckdb_bind_get_extra_info(info);
  DdbReadBind *b = (DdbReadBind*)calloc(1, sizeof(DdbReadBind));
  char zErr[DDB_READ_ERR];
  if( b==NULL ){ ddbReadBindError(info, p, "out of memory"); return; }
  b->p = p;
  duckdb_bind_set_bind_data(info, b, ddbReadBindFree);
  zErr[0] = 0;
  if( ddbReadPaths(duckdb_bind_get_parameter(info, 0), b, zErr) ){
    ddbReadBindError(info, p, zErr[0] ? zErr : "out of memory");
    return;
  }
  if( ddbReadParam(duckdb_bind_get_named_parameter(info, p->zOpt), &b->opt) ){
    ddbReadBindError(info, p, "out of memory");
    return;
  }
  if( p->xCheck(b->opt, zErr) ){
    ddbReadBindError(info, p, zErr[0] ? zErr : "out of memory");
    return;
  }
  ddbReadColumns(info, p);
}

/* Init: the projected columns; as many threads as files. */
static void ddbReadInit(duckdb_init_info info){
  DdbReadBind *b = (DdbReadBind*)duckdb_init_get_bind_data(info);
  DdbReadGlobal *g = (DdbReadGlobal*)calloc(1, sizeof(DdbReadGlobal));
  idx_t k;
  if( g==NULL ){ duckdb_init_set_error(info, "out of memory"); return; }
  g->nProj = duckdb_init_get_column_count(info);
  if( g->nProj>DDB_READ_MAXCOL ){
    free(g);
    duckdb_init_set_error(info, "too many columns");
    return;
  }
  g->aProj = (int*)malloc((g->nProj ? g->nProj : 1)*sizeof(int));
  if( g->aProj==NULL ){
    free(g);
    duckdb_init_set_error(info, "out of memory");
    return;
  }
  for(k=0; k<g->nProj; k++){
    idx_t iCol = duckdb_init_get_column_index(info, k);
    g->aProj[k] = iCol<=(idx_t)b->p->nCol ? (int)iCol : -1;
  }
  duckdb_init_set_max_threads(info, b->files.n);
  duckdb_init_set_init_data(info, g, ddbReadGlobalFree);
}

/* Local init: a thread's state, with no file yet. */
static void ddbReadLocalInit(duckdb_init_info info){
  DdbReadBind *b = (DdbReadBind*)duckdb_init_get_bind_data(info);
  DdbReadLocal *l = (DdbReadLocal*)calloc(1, sizeof(DdbReadLocal));
  if( l==NULL || (l->pCur = calloc(1, b->p->szCur))==NULL ){
    free(l);
    duckdb_init_set_error(info, "out of memory");
    return;
  }
  l->p = b->p;
  l->file.fd = -1;
  duckdb_init_set_init_data(info, l, ddbReadLocalFree);
}

/* Claim the next file for l and open the reader over it: 1, 0 when every
** file is claimed, -1 with zErr set. */
static int ddbReadClaim(DdbReadBind *b, DdbReadGlobal *g, DdbReadLocal *l,
                        char *zErr){
  size_t i = __atomic_fetch_add(&g->iNext, 1, __ATOMIC_RELAXED);
  if( i>=b->files.n ) return 0;
  l->zPath = b->files.azPath[i];
  l->nPath = strlen(l->zPath);
  if( ddbFileOpen(&l->file, l->zPath, zErr) ) return -1;
  memset(l->pCur, 0, b->p->szCur);
  l->bOpen = 1;
  if( b->p->xOpen(l->pCur, &l->file.src, b->opt) ){
    snprintf(zErr, DDB_READ_ERR, "out of memory");
    return -1;
  }
  return 1;
}

/* Write the projected columns of l's current row to row i of aOut: 0 or
** -1 (out of memory). */
static int ddbReadPut(const DdbReadGlobal *g, DdbReadLocal *l, DdbOut *aOut,
                      idx_t i){
  idx_t k;
  for(k=0; k<g->nProj; k++){
    int iCol = g->aProj[k];
    if( iCol==l->p->nCol ) ddbOutBytes(&aOut[k], i, l->zPath, l->nPath);
    else if( iCol<0 ) ddbOutNull(&aOut[k], i);
    else if( l->p->xPut(l->pCur, iCol, &aOut[k], i) ) return -1;
  }
  return 0;
}

/* Fill out with up to duckdb_vector_size() rows of this thread's files;
** an empty chunk ends the thread's scan. */
static void ddbReadFunc(duckdb_function_info info, duckdb_data_chunk out){
  DdbReadBind *b = (DdbReadBind*)duckdb_function_get_bind_data(info);
  DdbReadGlobal *g = (DdbReadGlobal*)duckdb_function_get_init_data(info);
  DdbReadLocal *l = (DdbReadLocal*)duckdb_function_get_local_init_data(info);
  idx_t nMax = duckdb_vector_size(), n = 0, k;
  DdbOut aOut[DDB_READ_MAXCOL];
  char zErr[DDB_READ_ERR], zMsg[DDB_READ_ERR+64];
  int rc = 0;
  zErr[0] = 0;
  for(k=0; k<g->nProj; k++){
    aOut[k].v = duckdb_data_chunk_get_vector(out, k);
    aOut[k].valid = NULL;
  }
  while( n<nMax ){
    if( !l->bOpen && (rc = ddbReadClaim(b, g, l, zErr))<=0 ) break;
    if( (rc = l->p->xNext(l->pCur))==0 ){
      if( (rc = ddbFileCheck(&l->file, l->zPath, zErr))<0 ) break;
      ddbReadCloseFile(l->p, l);
      continue;
    }
    if( rc<0 || (rc = ddbReadPut(g, l, aOut, n))<0 ) break;
    n++;
  }
  if( rc<0 ){
    snprintf(zMsg, sizeof(zMsg), "%s(): %s", l->p->zName,
             zErr[0] ? zErr : "out of memory");
    ddbReadCloseFile(l->p, l);
    duckdb_function_set_error(info, zMsg);
    n = 0;
  }
  duckdb_data_chunk_set_size(out, n);
}

/* Register the reader p: the path (VARCHAR or a LIST of VARCHAR, so ANY)
** positional, its option named. */
static int ddbReadRegisterOne(duckdb_connection con, const DdbReadDef *p){
  duckdb_table_function f = duckdb_create_table_function();
  duckdb_logical_type t = ddbType(DUCKDB_TYPE_VARCHAR);
  duckdb_logical_type tAny = ddbType(DUCKDB_TYPE_ANY);
  int rc;
  duckdb_table_function_set_name(f, p->zName);
  duckdb_table_function_add_parameter(f, tAny);
  duckdb_table_function_add_named_parameter(f, p->zOpt, t);
  duckdb_table_function_set_extra_info(f, (void*)p, NULL);
  duckdb_table_function_set_bind(f, ddbReadBind);
  duckdb_table_function_set_init(f, ddbReadInit);
  duckdb_table_function_set_local_init(f, ddbReadLocalInit);
  duckdb_table_function_set_function(f, ddbReadFunc);
  duckdb_table_function_supports_projection_pushdown(f, true);
  rc = duckdb_register_table_function(con, f)==DuckDBError ? -1 : 0;
  duckdb_destroy_table_function(&f);
  duckdb_destroy_logical_type(&t);
  duckdb_destroy_logical_type(&tAny);
  return rc;
}

int ddbReadRegister(duckdb_connection con){
  if( ddbReadRegisterOne(con, &ddbReadAccessLog) ) return -1;
  return ddbReadRegisterOne(con, &ddbReadSitemap);
}
