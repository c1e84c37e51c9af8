/*
** sql_sitemap_write.c: the SQL face of sitemap_gzip (sitemap_write_fmt.c).
**
**   sitemap_gzip(doc [, level])                                    scalar
**
** The writers themselves (sitemap_urlset, sitemap_index, sitemap_part,
** sitemap_check) are the catalog's (cat_sitemap_write.c), registered by
** sql_catalog_agg.c and sql_catalog.c.
*/
#include "sql_ext.h"
#include "../sitemap/sitemap_write.h"
SQLITE_EXTENSION_INIT3

/* sitemapGzip of doc into out; a doc long enough to take a while asks
** sqlite3_interrupt along the way.  Returns 0, or 1 with the error set on
** ctx (and out freed). */
static int swGzip(sqlite3_context *ctx, Span doc, int level, CoreBuf *out){
  SqlStop st;
  int rc;
  if( doc.n<CORE_STOP_EVERY ){
    rc = sitemapGzip(doc.z, doc.n, level, out);
  }else{
    sqlStopInit(&st, sqlite3_context_db_handle(ctx));
    rc = sitemapGzipStop(doc.z, doc.n, level, out, &st.base);
    sqlStopFinish(&st);
  }
  if( rc==0 ) return 0;
  coreBufFree(out);
  if( rc==-2 ) sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
  else sqlite3_result_error_nomem(ctx);
  return 1;
}

/* sitemap_gzip(doc [, level]): doc's bytes as one gzip member (BLOB). */
static void swGzipFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span doc;
  sqlite3_int64 level = -1;
  CoreBuf out;
  int nLimit;
  if( sqlArgBytes(ctx, argv[0], "sitemap_gzip", "doc", &doc)!=SQL_ARG_OK ){
    return;
  }
  if( argc>1 ){
    int rc = sqlArgInt(ctx, argv[1], "sitemap_gzip", "level", &level);
    if( rc==SQL_ARG_ERROR ) return;
    if( rc==SQL_ARG_NULL ) level = -1;
    if( sitemapGzipLevelError(level) ){
      sqlite3_result_error(ctx, sitemapGzipLevelError(level), -1);
      return;
    }
  }
  coreBufInit(&out, &sqlAlloc);
  if( swGzip(ctx, doc, (int)level, &out) ) return;
  nLimit = sqlite3_limit(sqlite3_context_db_handle(ctx), SQLITE_LIMIT_LENGTH,
                         -1);
  if( out.n > (size_t)nLimit ){
    coreBufFree(&out);
    sqlite3_result_error_toobig(ctx);
    return;
  }
  sqlite3_result_blob64(ctx, out.z, (sqlite3_uint64)out.n, sqlite3_free);
}

/* Register sitemap_gzip on db. */
int sqlSitemapWriteRegister(sqlite3 *db){
  int rc = SQLITE_OK;
  int n;
  for(n=1; rc==SQLITE_OK && n<=2; n++){
    rc = sqlite3_create_function(db, "sitemap_gzip", n, SQL_PURE, 0,
                                 swGzipFunc, 0, 0);
  }
  return rc;
}
