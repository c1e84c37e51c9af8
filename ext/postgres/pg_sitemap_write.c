/*
** pg_sitemap_write.c: sitemap_gzip for PostgreSQL, with the name and
** meaning of the SQLite function (sql_sitemap_write.c):
**
**   sitemap_gzip(doc [, level])                                    bytea
**
** The writers (sitemap_urlset, sitemap_index, sitemap_part, sitemap_check)
** are the catalog's (pg_catalog_agg.c, pg_catalog.c).
*/
#include "pg_util.h"
#include "../sitemap/sitemap_write.h"

#include "utils/memutils.h"

#include <string.h>

/* sitemap_gzip(doc [, level]): doc's bytes as one gzip member (bytea);
** not STRICT in level (NULL: zlib's default), NULL for a NULL doc. */
PG_ROBOTS_FUNCTION(sitemap_gzip);
Datum sitemap_gzip(PG_FUNCTION_ARGS){
  int64 level = -1;
  Span doc;
  CoreBuf out;
  bytea *r;
  if( PG_ARGISNULL(0) ) PG_RETURN_NULL();
  doc = pgArgSpan(fcinfo, 0);
  if( PG_NARGS()>1 && !PG_ARGISNULL(1) ) level = PG_GETARG_INT32(1);
  if( sitemapGzipLevelError(level) ){
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("%s", sitemapGzipLevelError(level))));
  }
  coreBufInit(&out, &pgPallocAlloc);
  switch( sitemapGzipStop(doc.z, doc.n, (int)level, &out, &pgStop) ){
    case 0:  break;
    case -2: pgStopped("sitemap_gzip");
    default: pgOutOfMemory("sitemap_gzip");
  }
  if( out.n > MaxAllocSize - VARHDRSZ ){
    ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("sitemap_gzip(): result exceeds the 1 GB limit "
                           "of bytea")));
  }
  r = (bytea*)palloc_extended(VARHDRSZ + out.n, MCXT_ALLOC_HUGE);
  SET_VARSIZE(r, VARHDRSZ + out.n);
  memcpy(VARDATA(r), out.z, out.n);
  coreBufFree(&out);
  PG_RETURN_BYTEA_P(r);
}
