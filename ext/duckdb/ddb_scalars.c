/*
** ddb_scalars.c: the plain scalars for DuckDB (crawl logs, meta robots,
** sitemap reading).
**
**   robots_url(url)                           VARCHAR or NULL
**   robots_agent(user_agent)                  VARCHAR or NULL
**   robots_meta(content [, agent])            VARCHAR (JSON)
**   robots_indexable(content, agent [, now])  BOOLEAN
**   sitemap_format(doc)                       VARCHAR or NULL
**   sitemap_in_scope(sitemap_url, loc)        BOOLEAN
**
** Each is a DdbScalar: a row function over Spans, run by ddbScalarFunc.
** robots_indexable reads its `now` argument (a date as text, seconds since
** 1970, or a TIMESTAMP) with its own loop.  Start at aDdbScalars.
*/
#include "ddb_util.h"
#include "../core/datetime.h"
#include "../core/url.h"
#include "../meta/meta_robots.h"
#include "../robots/robots_crawler.h"
#include "../sitemap/sitemap_read.h"

#include <stdio.h>

/* robots_url(url) */
static int ddbUrlRow(DdbCall *c, const Span *a, int nArg, idx_t i){
  CoreBuf out;
  int rc;
  (void)nArg;
  coreBufInit(&out, &ddbAlloc);
  rc = urlRobotsTxt(a[0].z, a[0].n, &out);
  if( rc==1 && !out.oom ) ddbOutText(&c->out, i, out.z, out.n);
  else ddbOutNull(&c->out, i);
  coreBufFree(&out);
  if( rc<0 || out.oom ){ ddbError(c->info, "robots_url", NULL); return -1; }
  return 0;
}

/* robots_agent(user_agent): the built-in crawler table (DuckDB has no
** robots_crawlers lookup: the C API cannot query from a scalar). */
static int ddbAgentRow(DdbCall *c, const Span *a, int nArg, idx_t i){
  Span tok;
  (void)nArg;
  if( robotsCrawlerOfHeader(a[0].z, a[0].n, &tok)!=ROBOTS_CRAWLER_NONE ){
    ddbOutText(&c->out, i, tok.z, tok.n);
  }else{
    ddbOutNull(&c->out, i);
  }
  return 0;
}

/* robots_meta(content [, agent]): a NULL agent counts as not given. */
static int ddbMetaRow(DdbCall *c, const Span *a, int nArg, idx_t i){
  MetaEffective e;
  CoreBuf out;
  int bAgent = nArg>1 && a[1].z!=NULL;
  if( a[0].z==NULL ){ ddbOutNull(&c->out, i); return 0; }
  metaEffective(a[0].z, a[0].n, bAgent ? a[1].z : NULL, bAgent ? a[1].n : 0, &e);
  coreBufInit(&out, &ddbAlloc);
  metaEffectiveJson(&e, &out);
  if( out.oom ){
    coreBufFree(&out);
    ddbError(c->info, "robots_meta", NULL);
    return -1;
  }
  ddbOutText(&c->out, i, out.z, out.n);
  coreBufFree(&out);
  return 0;
}

/* sitemap_format(doc) */
static int ddbFormatRow(DdbCall *c, const Span *a, int nArg, idx_t i){
  int eFormat = sitemapDetectFormat(&ddbAlloc, a[0].z, a[0].n);
  const char *z;
  (void)nArg;
  if( eFormat<0 ){ ddbError(c->info, "sitemap_format", NULL); return -1; }
  z = sitemapFormatName(eFormat);
  if( z ) duckdb_vector_assign_string_element(c->out.v, i, z);
  else ddbOutNull(&c->out, i);
  return 0;
}

/* sitemap_in_scope(sitemap_url, loc) */
static int ddbInScopeRow(DdbCall *c, const Span *a, int nArg, idx_t i){
  (void)nArg;
  ddbOutBool(&c->out, i, urlInSitemapScope(a[0].z, a[0].n, a[1].z, a[1].n));
  return 0;
}

static const DdbScalar aDdbScalars[] = {
  { "robots_url",   { "url" }, 1, 1, 0, DUCKDB_TYPE_VARCHAR, ddbUrlRow },
  { "robots_agent", { "user_agent" }, 1, 1, 0, DUCKDB_TYPE_VARCHAR, ddbAgentRow },
  { "robots_meta",  { "content", "agent" }, 1, 2, 2, DUCKDB_TYPE_VARCHAR, ddbMetaRow },
  { "sitemap_format", { "doc" }, 1, 1, 0, DUCKDB_TYPE_VARCHAR, ddbFormatRow },
  { "sitemap_in_scope", { "sitemap_url", "loc" }, 2, 2, 0, DUCKDB_TYPE_BOOLEAN,
    ddbInScopeRow },
};

/* ---- robots_indexable ---------------------------------------------------- */

/* The `now` argument vector of one chunk, by its type. */
typedef struct DdbNow {
  duckdb_type t;             /* VARCHAR/BLOB, BIGINT, INTEGER, TIMESTAMP(_TZ) */
  void *a;
  uint64_t *valid;
} DdbNow;

/* Read the `now` vector: 0, or -1 with the error set. */
static int ddbNowInit(duckdb_function_info info, duckdb_data_chunk in, DdbNow *p){
  duckdb_vector v = duckdb_data_chunk_get_vector(in, 2);
  duckdb_logical_type lt = duckdb_vector_get_column_type(v);
  p->t = duckdb_get_type_id(lt);
  duckdb_destroy_logical_type(&lt);
  p->a = duckdb_vector_get_data(v);
  p->valid = duckdb_vector_get_validity(v);
  switch( p->t ){
    case DUCKDB_TYPE_VARCHAR: case DUCKDB_TYPE_BLOB: case DUCKDB_TYPE_BIGINT:
    case DUCKDB_TYPE_INTEGER: case DUCKDB_TYPE_TIMESTAMP:
    case DUCKDB_TYPE_TIMESTAMP_TZ:
      return 0;
    case DUCKDB_TYPE_SQLNULL:
      p->a = NULL;
      return 0;
    default:
      ddbError(info, "robots_indexable", "argument now must be VARCHAR, BLOB, "
               "BIGINT, INTEGER or TIMESTAMP");
      return -1;
  }
}

/* The time of row i: 1 with *pt, 0 for NULL (no time), -1 with the error
** set for text that is not a date. */
static int ddbNowRow(duckdb_function_info info, const DdbNow *p, idx_t i,
                     DateSeconds *pt){
  if( p->a==NULL ) return 0;
  if( p->valid && !((p->valid[i>>6] >> (i & 63)) & 1) ) return 0;
  switch( p->t ){
    case DUCKDB_TYPE_BIGINT:  *pt = ((int64_t*)p->a)[i]; return 1;
    case DUCKDB_TYPE_INTEGER: *pt = ((int32_t*)p->a)[i]; return 1;
    case DUCKDB_TYPE_TIMESTAMP: case DUCKDB_TYPE_TIMESTAMP_TZ: {
      int64_t us = ((int64_t*)p->a)[i];      /* floored to the second */
      *pt = us / 1000000 - (us % 1000000 < 0 ? 1 : 0);
      return 1;
    }
    default: break;
  }
  {
    Span s = ddbStr(&((duckdb_string_t*)p->a)[i]);
    CoreBuf q;
    char zMsg[400];
    int rc;
    coreBufInit(&q, &ddbAlloc);
    rc = metaNowOf(s.z, s.n, pt, &q);
    if( rc>0 ) snprintf(zMsg, sizeof(zMsg), "%.*s", (int)q.n, q.z);
    coreBufFree(&q);
    if( rc==0 ) return 1;
    ddbError(info, "robots_indexable", rc>0 ? zMsg : NULL);
    return -1;
  }
}

/* robots_indexable(content, agent [, now]) over one chunk. */
static void ddbIndexableFunc(duckdb_function_info info, duckdb_data_chunk in,
                             duckdb_vector out){
  idx_t n = duckdb_data_chunk_get_size(in), i;
  DdbCol content, agent;
  DdbNow now = { DUCKDB_TYPE_SQLNULL, NULL, NULL };
  DdbOut o;
  int bNowArg = duckdb_data_chunk_get_column_count(in)>2;
  o.v = out;
  o.valid = NULL;
  if( ddbColInit(info, in, 0, "robots_indexable", "content", &content)
   || ddbColInit(info, in, 1, "robots_indexable", "agent", &agent)
   || (bNowArg && ddbNowInit(info, in, &now)) ) return;
  for(i=0; i<n; i++){
    MetaEffective e;
    DateSeconds t = 0;
    int bNow = 0;
    Span c, a;
    if( !ddbValid(&content, i) || !ddbValid(&agent, i) ){ ddbOutNull(&o, i); continue; }
    if( bNowArg && (bNow = ddbNowRow(info, &now, i, &t))<0 ) return;
    c = ddbStr(&content.a[i]);
    a = ddbStr(&agent.a[i]);
    metaEffective(c.z, c.n, a.z, a.n, &e);
    ddbOutBool(&o, i, metaIndexable(&e, bNow, t));
  }
}

/* Register robots_indexable with 2 and 3 arguments (a NULL now is no
** time, so the function sees NULLs): 0 or -1. */
static int ddbIndexableRegister(duckdb_connection con){
  DdbSet s = { "robots_indexable", 2, 3, NULL, DUCKDB_TYPE_BOOLEAN, NULL,
               ddbIndexableFunc, NULL, 1 };
  return ddbRegisterSet(con, &s);
}

int ddbScalarsRegister(duckdb_connection con){
  size_t i;
  for(i=0; i<sizeof(aDdbScalars)/sizeof(aDdbScalars[0]); i++){
    if( ddbRegisterScalar(con, &aDdbScalars[i]) ) return -1;
  }
  return ddbIndexableRegister(con);
}
