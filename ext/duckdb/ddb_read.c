/*
** ddb_read.c: each reader of the catalog (ext/catalog/cat_read.h) as a
** DuckDB table function that reads files itself:
**
**   FROM read_access_log('logs/acc*.log*', format := 'combined')
**   FROM read_sitemap(['a.xml', 'sm/s*.xml.gz'], base_url := 'https://e.com/')
**
** The path is a VARCHAR path or glob, or a LIST of them; the reader's
** options (its table's optional arguments) are named; the columns are its
** table's and filename.  Bind expands the paths and checks the options;
** init counts the files for DuckDB's threads (one thread per file at
** most); each thread claims the next file with an atomic counter and
** streams it a chunk of duckdb_vector_size() rows at a time, writing only
** the projected columns, so a LIMIT stops reading.  The files, the cursor
** and the messages are the catalog's.  Start at ddbReadRegister.
*/
#include "ddb_read.h"
#include "ddb_catalog.h"
#include "../catalog/cat_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Output vectors a scan fills at most. */
#define DDB_READ_MAXCOL 32

/* The bind data: the files and the options (aOpt[0] unused). */
typedef struct DdbReadBind {
  const CatReader *r;
  CoreFileList files;
  CatValue aOpt[CAT_MAX_ARG];
  char *az[CAT_MAX_ARG];     /* the copies aOpt[k].s points to */
} DdbReadBind;

/* The global state: the next file to claim, the projected columns. */
typedef struct DdbReadGlobal {
  size_t iNext;              /* atomic: the next unclaimed file */
  idx_t nProj;
  int aProj[DDB_READ_MAXCOL];  /* column of each output vector (-1: one
                             ** DuckDB adds, left NULL) */
} DdbReadGlobal;

/* A thread's state: the file it reads. */
typedef struct DdbReadLocal {
  CatConn *pConn;
  CatCtx c;
  CatReadFile f;
  int bFile;                 /* a file is claimed and open */
} DdbReadLocal;

static void ddbReadBindFree(void *pv){
  DdbReadBind *b = (DdbReadBind*)pv;
  int k;
  coreFileListFree(&ddbAlloc, &b->files);
  for(k=0; k<CAT_MAX_ARG; k++) free(b->az[k]);
  free(b);
}

/* The local state's destructor: a LIMIT may leave a file open. */
static void ddbReadLocalFree(void *pv){
  DdbReadLocal *l = (DdbReadLocal*)pv;
  catReadFree(&l->f, &ddbAlloc);
  catCtxFree(&l->c);
  catConnClose(l->pConn);
  free(l);
}

/* VARCHAR value v (NULL, or absent: CAT_V_NULL) into *p, its bytes copied
** to *pz: 0 or -1 (out of memory).  v is destroyed. */
static int ddbReadValue(duckdb_value v, CatValue *p, char **pz){
  char *z;
  size_t n;
  memset(p, 0, sizeof(*p));
  if( v==NULL ) return 0;
  if( duckdb_is_null_value(v) ){ duckdb_destroy_value(&v); return 0; }
  z = duckdb_get_varchar(v);
  duckdb_destroy_value(&v);
  n = z ? strlen(z) : 0;
  free(*pz);
  if( (*pz = (char*)malloc(n+1))!=NULL ){
    memcpy(*pz, z ? z : "", n+1);
    p->eType = CAT_V_TEXT;
    p->s.z = *pz;
    p->s.n = n;
  }
  duckdb_free(z);
  return *pz ? 0 : -1;
}

/* Expand the path argument v into b->files: a VARCHAR path or glob, or a
** LIST of them (each must match; files in the list's order, each glob's
** sorted).  CAT_OK or a code.  v is destroyed. */
static int ddbReadPaths(duckdb_value v, DdbReadBind *b, CatCtx *c){
  int bList = duckdb_get_type_id(duckdb_get_value_type(v))==DUCKDB_TYPE_LIST;
  idx_t i, n = bList && !duckdb_is_null_value(v) ? duckdb_get_list_size(v) : 1;
  char *z = NULL;
  int rc = CAT_OK;
  for(i=0; rc==CAT_OK && i<n; i++){
    duckdb_value e = bList && !duckdb_is_null_value(v) ? duckdb_get_list_child(v, i) : v;
    CatValue path;
    if( e==NULL ){ rc = CAT_NOMEM; break; }
    if( e==v ) v = NULL;                       /* destroyed by ddbReadValue */
    rc = ddbReadValue(e, &path, &z) ? CAT_NOMEM : catReadAdd(c, &b->files, &path);
  }
  free(z);
  if( v ) duckdb_destroy_value(&v);
  return rc;
}

/* The options into b (each named, NULL when not given); the files and
** options checked. */
static int ddbReadOptions(duckdb_bind_info info, DdbReadBind *b, CatCtx *c){
  const CatFunc *f = b->r->pFunc;
  int k;
  for(k=1; k<f->nArg && k<CAT_MAX_ARG; k++){
    duckdb_value v = duckdb_bind_get_named_parameter(info, f->aArg[k].zName);
    if( ddbReadValue(v, &b->aOpt[k], &b->az[k]) ) return CAT_NOMEM;
  }
  return catReadCheck(c, b->r, &b->files, b->aOpt, f->nArg);
}

/* Declare the table's columns and filename. */
static void ddbReadColumns(duckdb_bind_info info, const CatReader *r){
  const CatTable *t = r->pFunc->pTable;
  int k;
  for(k=0; k<=t->nCol; k++){
    const CatColumn *col = k<t->nCol ? &t->aCol[k] : &catReadFilename;
    duckdb_logical_type lt = ddbType(ddbCatType(col->eKind));
    duckdb_bind_add_result_column(info, col->zName, lt);
    duckdb_destroy_logical_type(&lt);
  }
}

/* Bind: the paths expand to at least one file; the options pass the
** reader's check. */
static void ddbReadBind(duckdb_bind_info info){
  const CatReader *r = (const CatReader*)duckdb_bind_get_extra_info(info);
  DdbReadBind *b = (DdbReadBind*)calloc(1, sizeof(DdbReadBind));
  CatConn *pConn = catConnOpen(&ddbAlloc);
  CatCtx c;
  char zMsg[700];
  int rc = CAT_NOMEM;
  catCtxInit(&c, r->pFunc, &ddbAlloc, NULL, pConn);
  if( b==NULL || pConn==NULL ){
    free(b);
  }else{
    b->r = r;
    duckdb_bind_set_bind_data(info, b, ddbReadBindFree);
    rc = ddbReadPaths(duckdb_bind_get_parameter(info, 0), b, &c);
    if( rc==CAT_OK ) rc = ddbReadOptions(info, b, &c);
  }
  if( rc==CAT_OK ) ddbReadColumns(info, r);
  else{
    catMessage(&c, r->zName, rc, zMsg, sizeof(zMsg));
    duckdb_bind_set_error(info, zMsg);
  }
  catCtxFree(&c);
  catConnClose(pConn);
}

/* Init: the projected columns; as many threads as files. */
static void ddbReadInit(duckdb_init_info info){
  DdbReadBind *b = (DdbReadBind*)duckdb_init_get_bind_data(info);
  DdbReadGlobal *g = (DdbReadGlobal*)calloc(1, sizeof(DdbReadGlobal));
  idx_t k, nCol = (idx_t)b->r->pFunc->pTable->nCol;
  if( g==NULL ){ duckdb_init_set_error(info, "out of memory"); return; }
  g->nProj = duckdb_init_get_column_count(info);
  if( g->nProj>DDB_READ_MAXCOL ){
    free(g);
    duckdb_init_set_error(info, "too many columns");
    return;
  }
  for(k=0; k<g->nProj; k++){
    idx_t iCol = duckdb_init_get_column_index(info, k);
    g->aProj[k] = iCol<=nCol ? (int)iCol : -1;
  }
  duckdb_init_set_max_threads(info, b->files.n);
  duckdb_init_set_init_data(info, g, free);
}

/* Local init: a thread's state, with no file yet. */
static void ddbReadLocalInit(duckdb_init_info info){
  DdbReadBind *b = (DdbReadBind*)duckdb_init_get_bind_data(info);
  DdbReadLocal *l = (DdbReadLocal*)calloc(1, sizeof(DdbReadLocal));
  if( l==NULL ){ duckdb_init_set_error(info, "out of memory"); return; }
  l->pConn = catConnOpen(&ddbAlloc);
  catCtxInit(&l->c, b->r->pFunc, &ddbAlloc, NULL, l->pConn);
  duckdb_init_set_init_data(info, l, ddbReadLocalFree);
  if( l->pConn==NULL ) duckdb_init_set_error(info, "out of memory");
}

/* Claim the next file for l and open the reader over it: CAT_OK with
** *pbNone=1 when every file is claimed, or a code. */
static int ddbReadClaim(DdbReadBind *b, DdbReadGlobal *g, DdbReadLocal *l,
                        int *pbNone){
  size_t i = __atomic_fetch_add(&g->iNext, 1, __ATOMIC_RELAXED);
  *pbNone = i>=b->files.n;
  if( *pbNone ) return CAT_OK;
  l->bFile = 1;
  return catReadOpen(&l->f, &l->c, b->r, b->files.azPath[i], b->aOpt,
                     b->r->pFunc->nArg);
}

/* Write the projected columns of l's current row to row i of the chunk's
** vectors av: CAT_OK or a code. */
static int ddbReadPut(const DdbReadGlobal *g, DdbReadLocal *l,
                      const duckdb_vector *av, idx_t i){
  const CatTable *t = l->f.r->pFunc->pTable;
  idx_t k;
  l->c.out.n = 0;
  for(k=0; k<g->nProj; k++){
    int iCol = g->aProj[k], rc;
    CatValue v;
    catNull(&v);
    if( iCol>=0 && (rc = catReadColumn(&l->f, &l->c, iCol, &v))!=CAT_OK ) return rc;
    ddbCatPut(av[k], iCol>=0 && iCol<t->nCol ? t->aCol[iCol].eKind : catReadFilename.eKind,
              i, &v);
  }
  return CAT_OK;
}

/* Fill out with up to duckdb_vector_size() rows of this thread's files;
** an empty chunk ends the thread's scan. */
static void ddbReadFunc(duckdb_function_info info, duckdb_data_chunk out){
  DdbReadBind *b = (DdbReadBind*)duckdb_function_get_bind_data(info);
  DdbReadGlobal *g = (DdbReadGlobal*)duckdb_function_get_init_data(info);
  DdbReadLocal *l = (DdbReadLocal*)duckdb_function_get_local_init_data(info);
  idx_t nMax = duckdb_vector_size(), n = 0, k;
  duckdb_vector av[DDB_READ_MAXCOL];
  int rc = CAT_OK, bEof = 0;
  for(k=0; k<g->nProj; k++) av[k] = duckdb_data_chunk_get_vector(out, k);
  while( rc==CAT_OK && n<nMax ){
    if( !l->bFile ){
      rc = ddbReadClaim(b, g, l, &bEof);
      if( rc!=CAT_OK || bEof ) break;
    }
    rc = catReadNext(&l->f, &l->c, &bEof);
    if( rc==CAT_OK && bEof ){
      l->bFile = 0;                            /* closed: claim the next */
    }else if( rc==CAT_OK && (rc = ddbReadPut(g, l, av, n))==CAT_OK ){
      n++;
    }
  }
  if( rc!=CAT_OK ){
    char zMsg[700];
    catMessage(&l->c, b->r->zName, rc, zMsg, sizeof(zMsg));
    l->bFile = 0;
    duckdb_function_set_error(info, zMsg);
    n = 0;
  }
  duckdb_data_chunk_set_size(out, n);
}

/* Register reader r: the path (VARCHAR or a LIST of VARCHAR, so ANY)
** positional, each option named: 0 or -1. */
static int ddbReadRegisterOne(duckdb_connection con, const CatReader *r){
  duckdb_table_function tf = duckdb_create_table_function();
  duckdb_logical_type t = ddbType(DUCKDB_TYPE_VARCHAR);
  duckdb_logical_type tAny = ddbType(DUCKDB_TYPE_ANY);
  int k, rc;
  duckdb_table_function_set_name(tf, r->zName);
  duckdb_table_function_add_parameter(tf, tAny);
  for(k=1; k<r->pFunc->nArg; k++){
    duckdb_table_function_add_named_parameter(tf, r->pFunc->aArg[k].zName, t);
  }
  duckdb_table_function_set_extra_info(tf, (void*)r, NULL);
  duckdb_table_function_set_bind(tf, ddbReadBind);
  duckdb_table_function_set_init(tf, ddbReadInit);
  duckdb_table_function_set_local_init(tf, ddbReadLocalInit);
  duckdb_table_function_set_function(tf, ddbReadFunc);
  duckdb_table_function_supports_projection_pushdown(tf, true);
  rc = duckdb_register_table_function(con, tf)==DuckDBError ? -1 : 0;
  duckdb_destroy_table_function(&tf);
  duckdb_destroy_logical_type(&t);
  duckdb_destroy_logical_type(&tAny);
  return rc;
}

int ddbReadRegister(duckdb_connection con){
  int i;
  for(i=0; i<catReaderCount; i++){
    if( ddbReadRegisterOne(con, catReaders[i]) ) return -1;
  }
  return 0;
}
