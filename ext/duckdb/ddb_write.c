/*
** ddb_write.c: the sitemap writer for DuckDB.
**
**   sitemap_urlset(list)   list: LIST of locs, or of STRUCTs with fields
**                          loc, lastmod, changefreq, priority
**   sitemap_index(list)    list: LIST of locs, or of STRUCTs (loc, lastmod)
**   sitemap_check(loc [, lastmod [, changefreq [, priority]]])
**
** The writers take the rows as a LIST that DuckDB's own list() aggregate
** gathers, in the order of its ORDER BY:
**   sitemap_urlset(list({'loc': loc, 'lastmod': d} ORDER BY loc))
** (DuckDB's C API hands an aggregate with ORDER BY inside the call one
** state for a whole chunk but says it is one per row, so a C aggregate
** cannot take ORDER BY safely.)  Each record is read (ddbRecRow) and
** handed to the engine's SitemapDoc (sitemapDocAdd: normalised, checked,
** the protocol's limits), whose message is raised as it is; sitemap_check
** is one engine call.  sitemap_part has no DuckDB form (the C API has no
** window functions).  Start at ddbDocFunc.
*/
#include "ddb_util.h"
#include "../sitemap/sitemap_write_doc.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Argument names by position, for error messages. */
static const char *const azDdbRecArg[] = { "loc", "lastmod", "changefreq", "priority" };

/* A vector of numbers: DOUBLE, FLOAT, an integer, or a DECIMAL (read as
** its integer storage over rScale). */
typedef struct DdbNum {
  duckdb_type t;
  void *a;
  uint64_t *valid;
  double rScale;
} DdbNum;

/* Row i of p as a double: 1 with *pr, or 0 for NULL. */
static int ddbNumAt(const DdbNum *p, idx_t i, double *pr){
  if( p->valid && !((p->valid[i>>6] >> (i & 63)) & 1) ) return 0;
  switch( p->t ){
    case DUCKDB_TYPE_DOUBLE:   *pr = ((double*)p->a)[i]; break;
    case DUCKDB_TYPE_FLOAT:    *pr = ((float*)p->a)[i]; break;
    case DUCKDB_TYPE_BIGINT:   *pr = (double)((int64_t*)p->a)[i]; break;
    case DUCKDB_TYPE_INTEGER:  *pr = ((int32_t*)p->a)[i]; break;
    case DUCKDB_TYPE_SMALLINT: *pr = ((int16_t*)p->a)[i]; break;
    default:                   *pr = ((int8_t*)p->a)[i]; break;
  }
  *pr /= p->rScale;
  return 1;
}

/* Read a priority vector v of type lt into p: 0, or -1 for a type that is
** neither a number nor VARCHAR (text: ddbPriText). */
static int ddbNumInit(duckdb_vector v, duckdb_logical_type lt, DdbNum *p){
  p->t = duckdb_get_type_id(lt);
  p->a = duckdb_vector_get_data(v);
  p->valid = duckdb_vector_get_validity(v);
  p->rScale = 1.0;
  if( p->t==DUCKDB_TYPE_DECIMAL ){
    uint8_t k = duckdb_decimal_scale(lt);
    p->t = duckdb_decimal_internal_type(lt);
    while( k-- > 0 ) p->rScale *= 10.0;
  }
  switch( p->t ){
    case DUCKDB_TYPE_DOUBLE: case DUCKDB_TYPE_FLOAT: case DUCKDB_TYPE_BIGINT:
    case DUCKDB_TYPE_INTEGER: case DUCKDB_TYPE_SMALLINT: case DUCKDB_TYPE_TINYINT:
    case DUCKDB_TYPE_VARCHAR:
      return 0;
    case DUCKDB_TYPE_SQLNULL:
      p->a = NULL;
      return 0;
    default:
      return -1;
  }
}

/* The record fields of a chunk: up to three texts and a priority. */
typedef struct DdbRecCols {
  DdbCol aText[3];
  int nText;
  int bPri;                  /* a priority is given */
  DdbNum pri;
} DdbRecCols;

/* Read the chunk's record vectors: 0, or -1 with the error set. */
static int ddbRecCols(duckdb_function_info info, duckdb_data_chunk in,
                      const char *zFunc, DdbRecCols *p){
  idx_t nCol = duckdb_data_chunk_get_column_count(in), k;
  p->nText = nCol<3 ? (int)nCol : 3;
  p->bPri = 0;
  for(k=0; k<(idx_t)p->nText; k++){
    if( ddbColInit(info, in, k, zFunc, azDdbRecArg[k], &p->aText[k]) ) return -1;
  }
  if( nCol>3 ){
    duckdb_vector v = duckdb_data_chunk_get_vector(in, 3);
    duckdb_logical_type lt = duckdb_vector_get_column_type(v);
    int rc = ddbNumInit(v, lt, &p->pri);
    duckdb_destroy_logical_type(&lt);
    p->bPri = 1;
    if( rc ){
      ddbError(info, zFunc, "argument priority must be a number or VARCHAR");
      return -1;
    }
  }
  return 0;
}

/* The priority of row i given as text: a number when it reads as one
** (coreParseNumber, as SQLite reads numeric text), else text the engine
** refuses (blank: none); kept as given for a refusal to quote. */
static void ddbPriText(const DdbNum *p, idx_t i, SitemapOutRecord *pRec){
  Span s;
  if( p->valid && !((p->valid[i>>6] >> (i & 63)) & 1) ) return;
  s = ddbStr(&((duckdb_string_t*)p->a)[i]);
  pRec->priorityText = s;
  pRec->hasPriority = coreParseNumber(s.z, s.n, &pRec->priority)
                    ? SITEMAP_PRIORITY_NUMBER : SITEMAP_PRIORITY_TEXT;
}

/* The record of row i (a NULL field: z==NULL). */
static void ddbRecRow(const DdbRecCols *p, idx_t i, SitemapOutRecord *pRec){
  Span *aSpan[3];
  int k;
  memset(pRec, 0, sizeof(*pRec));
  aSpan[0] = &pRec->loc; aSpan[1] = &pRec->lastmod; aSpan[2] = &pRec->changefreq;
  for(k=0; k<p->nText; k++){
    if( ddbValid(&p->aText[k], i) ) *aSpan[k] = ddbStr(&p->aText[k].a[i]);
  }
  if( p->bPri && p->pri.a && p->pri.t==DUCKDB_TYPE_VARCHAR ){
    ddbPriText(&p->pri, i, pRec);
  }else if( p->bPri && p->pri.a ){
    pRec->hasPriority = ddbNumAt(&p->pri, i, &pRec->priority);
  }
}

/* ---- sitemap_urlset and sitemap_index over a LIST ------------------------ */

/* The fields a record STRUCT may have, by argument position. */
static int ddbFieldIndex(const char *zName){
  int k;
  for(k=0; k<4; k++){
    if( strcmp(zName, azDdbRecArg[k])==0 ) return k;
  }
  return -1;
}

/* Read the STRUCT vector sv of type lt (fields named as the arguments)
** into c: 0, or -1 with the error set. */
static int ddbRecStruct(duckdb_function_info info, const char *zFunc,
                        duckdb_vector sv, duckdb_logical_type lt, DdbRecCols *c){
  idx_t n = duckdb_struct_type_child_count(lt), k;
  int rc = 0;
  for(k=0; rc==0 && k<n; k++){
    char *zName = duckdb_struct_type_child_name(lt, k);
    duckdb_vector v = duckdb_struct_vector_get_child(sv, k);
    duckdb_logical_type ct = duckdb_struct_type_child_type(lt, k);
    int iField = ddbFieldIndex(zName);
    char zMsg[200];
    duckdb_type t = duckdb_get_type_id(ct);
    zMsg[0] = 0;
    if( iField<0 ){
      snprintf(zMsg, sizeof(zMsg), "unknown field %.60s (loc, lastmod, "
               "changefreq, priority)", zName);
    }else if( iField==3 ){
      if( ddbNumInit(v, ct, &c->pri) ) snprintf(zMsg, sizeof(zMsg),
                                    "field priority must be a number or VARCHAR");
      c->bPri = 1;
    }else if( t==DUCKDB_TYPE_VARCHAR || t==DUCKDB_TYPE_BLOB ){
      c->aText[iField].a = (duckdb_string_t*)duckdb_vector_get_data(v);
      c->aText[iField].valid = duckdb_vector_get_validity(v);
    }else if( t!=DUCKDB_TYPE_SQLNULL ){
      snprintf(zMsg, sizeof(zMsg), "field %s must be VARCHAR or BLOB", zName);
    }
    if( zMsg[0] ){ ddbError(info, zFunc, zMsg); rc = -1; }
    duckdb_destroy_logical_type(&ct);
    duckdb_free(zName);
  }
  return rc;
}

/* Read the element vector of the LIST argument (VARCHAR/BLOB locs, or
** STRUCTs of fields) into c; *pStructValid gets the STRUCT's validity.  0,
** or -1 with the error set. */
static int ddbRecList(duckdb_function_info info, const char *zFunc,
                      duckdb_vector list, DdbRecCols *c, uint64_t **pStructValid){
  duckdb_vector ev = duckdb_list_vector_get_child(list);
  duckdb_logical_type lt = duckdb_vector_get_column_type(ev);
  duckdb_type t = duckdb_get_type_id(lt);
  int rc = 0;
  memset(c, 0, sizeof(*c));
  c->nText = 3;
  *pStructValid = NULL;
  if( t==DUCKDB_TYPE_VARCHAR || t==DUCKDB_TYPE_BLOB ){
    c->aText[0].a = (duckdb_string_t*)duckdb_vector_get_data(ev);
    c->aText[0].valid = duckdb_vector_get_validity(ev);
  }else if( t==DUCKDB_TYPE_STRUCT ){
    *pStructValid = duckdb_vector_get_validity(ev);
    rc = ddbRecStruct(info, zFunc, ev, lt, c);
  }else if( t!=DUCKDB_TYPE_SQLNULL ){
    ddbError(info, zFunc, "the list's elements must be VARCHAR, BLOB or STRUCTs "
             "(loc, lastmod, changefreq, priority)");
    rc = -1;
  }
  duckdb_destroy_logical_type(&lt);
  return rc;
}

/* Raise the engine's complete message about d's last row p. */
static void ddbRaiseDoc(duckdb_function_info info, const char *zFunc,
                        const SitemapDoc *d, const SitemapOutRecord *p){
  CoreBuf b;
  coreBufInit(&b, &ddbAlloc);
  if( sitemapDocMessage(d, p, zFunc, 0, &b) || coreBufAppendByte(&b, 0) ){
    ddbError(info, zFunc, NULL);
  }else{
    duckdb_scalar_function_set_error(info, b.z);
  }
  coreBufFree(&b);
}

/* The document of the records at c's rows e.offset .. +e.length, into
** *pDoc (started by the caller): the engine checks each row and the
** protocol's limits.  0, or -1 with the engine's message raised. */
static int ddbWriteDoc(duckdb_function_info info, const char *zFunc,
                       const DdbRecCols *c, const uint64_t *structValid,
                       duckdb_list_entry e, SitemapDoc *pDoc){
  uint64_t j;
  for(j=0; j<e.length; j++){
    idx_t r = (idx_t)(e.offset + j);
    SitemapOutRecord rec;
    if( structValid && !((structValid[r>>6] >> (r & 63)) & 1) ){
      memset(&rec, 0, sizeof(rec));
    }else{
      ddbRecRow(c, r, &rec);
    }
    if( sitemapDocAdd(pDoc, &rec)!=SITEMAP_DOC_OK ){
      ddbRaiseDoc(info, zFunc, pDoc, &rec);
      return -1;
    }
  }
  if( sitemapDocFinish(pDoc) ){ ddbError(info, zFunc, NULL); return -1; }
  return 0;
}

/* sitemap_urlset(list) and sitemap_index(list) over one chunk: each row's
** LIST is one document; an empty or NULL list is NULL. */
static void ddbDocFunc(duckdb_function_info info, duckdb_data_chunk in,
                       duckdb_vector out){
  SitemapKind eKind = *(const SitemapKind*)duckdb_scalar_function_get_extra_info(info);
  const char *zFunc = eKind==SITEMAP_URLSET ? "sitemap_urlset" : "sitemap_index";
  duckdb_vector list = duckdb_data_chunk_get_vector(in, 0);
  duckdb_list_entry *ae = (duckdb_list_entry*)duckdb_vector_get_data(list);
  uint64_t *valid = duckdb_vector_get_validity(list), *structValid;
  idx_t n = duckdb_data_chunk_get_size(in), i;
  DdbRecCols c;
  DdbOut o;
  o.v = out;
  o.valid = NULL;
  if( ddbRecList(info, zFunc, list, &c, &structValid) ) return;
  for(i=0; i<n; i++){
    SitemapDoc doc;
    int rc;
    if( (valid && !((valid[i>>6] >> (i & 63)) & 1)) || ae[i].length==0 ){
      ddbOutNull(&o, i);
      continue;
    }
    sitemapDocInit(&doc, &ddbAlloc, eKind, SIZE_MAX);
    rc = ddbWriteDoc(info, zFunc, &c, structValid, ae[i], &doc);
    if( rc==0 ) ddbOutBytes(&o, i, doc.buf.z, doc.buf.n);
    sitemapDocFree(&doc);
    if( rc ) return;
  }
}

static const SitemapKind ddbKindUrlset = SITEMAP_URLSET;
static const SitemapKind ddbKindIndex = SITEMAP_INDEX;

/* The writers' argument type: DuckDB's own LIST of ANY, so a plain
** VARCHAR is refused when the query is bound. */
static const duckdb_type aDdbDocArg[] = { DUCKDB_TYPE_LIST };

/* Register zName(LIST): 0 or -1. */
static int ddbDocRegister(duckdb_connection con, const char *zName,
                          const SitemapKind *pKind){
  DdbSet s = { zName, 1, 1, aDdbDocArg, DUCKDB_TYPE_VARCHAR, NULL,
               ddbDocFunc, (void*)pKind, 0 };
  return ddbRegisterSet(con, &s);
}

/* ---- the scalars --------------------------------------------------------- */

/* sitemap_check(loc [, lastmod [, changefreq [, priority]]]) over a chunk:
** NULL when sitemap_urlset would write the row, else why not. */
static void ddbCheckFunc(duckdb_function_info info, duckdb_data_chunk in,
                         duckdb_vector out){
  idx_t n = duckdb_data_chunk_get_size(in), i;
  DdbRecCols c;
  DdbOut o;
  CoreBuf msg;
  o.v = out;
  o.valid = NULL;
  if( ddbRecCols(info, in, "sitemap_check", &c) ) return;
  coreBufInit(&msg, &ddbAlloc);
  for(i=0; i<n; i++){
    SitemapOutRecord rec;
    int rc;
    ddbRecRow(&c, i, &rec);
    msg.n = 0;
    rc = sitemapCheckMessage(&msg, &rec);
    if( rc<0 || msg.oom ){ ddbError(info, "sitemap_check", NULL); break; }
    if( rc==0 ) ddbOutNull(&o, i); else ddbOutText(&o, i, msg.z, msg.n);
  }
  coreBufFree(&msg);
}

/* Register sitemap_check with 1..4 arguments (a NULL loc is a reason, so
** the function sees NULLs): 0 or -1. */
static int ddbCheckRegister(duckdb_connection con){
  DdbSet s = { "sitemap_check", 1, 4, NULL, DUCKDB_TYPE_VARCHAR, NULL,
               ddbCheckFunc, NULL, 1 };
  return ddbRegisterSet(con, &s);
}

int ddbWriteRegister(duckdb_connection con){
  if( ddbDocRegister(con, "sitemap_urlset", &ddbKindUrlset)
   || ddbDocRegister(con, "sitemap_index", &ddbKindIndex) ) return -1;
  return ddbCheckRegister(con);
}
