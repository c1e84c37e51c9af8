/*
** ddb_gzip.c: sitemap_gzip(doc [, level]) for DuckDB: doc's bytes as one
** gzip member (BLOB), compressed by the engine (sitemapGzip).  A NULL
** level is zlib's default (-1); a level is read as SQLite reads an integer
** (ddbIntAt).
*/
#include "ddb_util.h"
#include "../sitemap/sitemap_write.h"

/* sitemap_gzip over one chunk. */
static void ddbGzipFunc(duckdb_function_info info, duckdb_data_chunk in,
                        duckdb_vector out){
  idx_t n = duckdb_data_chunk_get_size(in), i;
  DdbCol doc;
  DdbInt lev;
  int bLevel = duckdb_data_chunk_get_column_count(in)>1;
  DdbOut o;
  o.v = out;
  o.valid = NULL;
  if( ddbColInit(info, in, 0, "sitemap_gzip", "doc", &doc) ) return;
  if( bLevel && ddbIntInit(info, in, 1, "sitemap_gzip", "level", &lev) ) return;
  for(i=0; i<n; i++){
    int64_t level = -1;
    CoreBuf z;
    Span s;
    int rc;
    if( !ddbValid(&doc, i) ){ ddbOutNull(&o, i); continue; }
    rc = bLevel ? ddbIntAt(info, &lev, i, &level) : 0;
    if( rc<0 ) return;
    if( rc==0 ) level = -1;
    if( sitemapGzipLevelError(level) ){
      duckdb_scalar_function_set_error(info, sitemapGzipLevelError(level));
      return;
    }
    s = ddbStr(&doc.a[i]);
    coreBufInit(&z, &ddbAlloc);
    if( sitemapGzip(s.z, s.n, (int)level, &z) || z.oom ){
      coreBufFree(&z);
      ddbError(info, "sitemap_gzip", NULL);
      return;
    }
    ddbOutBytes(&o, i, z.z, z.n);
    coreBufFree(&z);
  }
}

/* Register sitemap_gzip with 1 and 2 arguments (a NULL level is the
** default, so the function sees NULLs): 0 or -1. */
int ddbGzipRegister(duckdb_connection con){
  DdbSet s = { "sitemap_gzip", 1, 2, NULL, DUCKDB_TYPE_BLOB, NULL,
               ddbGzipFunc, NULL, 1 };
  return ddbRegisterSet(con, &s);
}
