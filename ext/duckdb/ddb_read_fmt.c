/*
** ddb_read_fmt.c: the two file readers of ddb_read.c (DdbReadDef): the
** engine's access-log reader (accessLogOpenSource, accessLogNext; the
** columns are the catalog's catLogColumnOf, as access_log_entries gives
** them) and sitemap reader (sitemapOpenSource, sitemapNextRecord), each
** writing a row's columns straight into DuckDB's vectors, only those the
** query asks for.  The columns are those of access_log_entries (the
** catalog's) and sitemap_entries (the catalog's), in their order;
** parity_read.py checks them.
** Start at ddbReadAccessLog, ddbReadSitemap.
*/
#include "ddb_read.h"
#include "../catalog/cat_log.h"
#include "../sitemap/sitemap_read.h"

#include <stdio.h>
#include <string.h>

/* Write a text span (NULL when s.z is NULL) to row i of o. */
static void ddbReadText(DdbOut *o, idx_t i, Span s){
  if( s.z==NULL ) ddbOutNull(o, i);
  else ddbOutText(o, i, s.z, s.n);
}

/* Write a static ASCII text (NULL when z is NULL) to row i of o. */
static void ddbReadStatic(DdbOut *o, idx_t i, const char *z){
  if( z==NULL ) ddbOutNull(o, i);
  else ddbOutBytes(o, i, z, strlen(z));
}

/* Write a BIGINT to row i of o. */
static void ddbReadInt(DdbOut *o, idx_t i, int64_t x){
  ((int64_t*)duckdb_vector_get_data(o->v))[i] = x;
}

/* ---- read_access_log ------------------------------------------------------ */

typedef struct DdbReadLogCur {
  AccessLog *pLog;
  AccessLogEntry e;
  CatLogMemo *pMemo;         /* the agent column's (catLogColumnOf) */
} DdbReadLogCur;

/* The format's ACCESS_LOG_xxx (auto when not given), or -1. */
static int ddbReadLogFormat(Span opt){
  if( opt.z==NULL ) return ACCESS_LOG_AUTO;
  return accessLogFormatOf(opt.z, opt.n);
}

/* An unknown format is the engine's refusal. */
static int ddbReadLogCheck(Span opt, char *zErr){
  CoreBuf b;
  if( ddbReadLogFormat(opt)>=0 ) return 0;
  coreBufInit(&b, &ddbAlloc);
  if( accessLogFormatError(&b, opt.z, opt.n)==0 ){
    snprintf(zErr, DDB_READ_ERR, "%.*s", (int)b.n, b.z);
  }
  coreBufFree(&b);
  return -1;
}

static int ddbReadLogOpen(void *pCur, const GzSource *pSrc, Span opt){
  DdbReadLogCur *c = (DdbReadLogCur*)pCur;
  c->pLog = accessLogOpenSource(&ddbAlloc, pSrc, ddbReadLogFormat(opt));
  return c->pLog ? 0 : -1;
}

static int ddbReadLogNext(void *pCur){
  DdbReadLogCur *c = (DdbReadLogCur*)pCur;
  int rc = accessLogNext(c->pLog, &c->e);
  return rc<0 ? -1 : rc>0;
}

/* The columns of access_log_entries, as the catalog gives them
** (catLogColumnOf): NULL, an integer or text. */
static int ddbReadLogPut(void *pCur, int iCol, DdbOut *o, idx_t i){
  DdbReadLogCur *c = (DdbReadLogCur*)pCur;
  CatValue v;
  catLogColumnOf(&c->e, iCol, &c->pMemo, &ddbAlloc, &v);
  switch( v.eType ){
    case CAT_V_NULL: ddbOutNull(o, i); break;
    case CAT_V_INT: ddbReadInt(o, i, v.i); break;
    default: ddbOutText(o, i, v.s.z, v.s.n); break;
  }
  return 0;
}

static void ddbReadLogClose(void *pCur){
  DdbReadLogCur *c = (DdbReadLogCur*)pCur;
  if( c->pLog ) accessLogClose(c->pLog);
  catLogMemoFree(c->pMemo, &ddbAlloc);
}

static const DdbColDef aReadLogCol[] = {
  { "line", DDB_T_INT }, { "client", DDB_T_TEXT }, { "ident", DDB_T_TEXT },
  { "user", DDB_T_TEXT }, { "time", DDB_T_TEXT }, { "request", DDB_T_TEXT },
  { "method", DDB_T_TEXT }, { "target", DDB_T_TEXT }, { "protocol", DDB_T_TEXT },
  { "status", DDB_T_INT }, { "bytes", DDB_T_INT }, { "referer", DDB_T_TEXT },
  { "user_agent", DDB_T_TEXT }, { "agent", DDB_T_TEXT }, { "extra", DDB_T_TEXT },
  { "error", DDB_T_TEXT }, { "raw", DDB_T_TEXT }, { "host", DDB_T_TEXT },
};

const DdbReadDef ddbReadAccessLog = {
  "read_access_log", "format", aReadLogCol,
  (int)(sizeof(aReadLogCol)/sizeof(aReadLogCol[0])), sizeof(DdbReadLogCur),
  ddbReadLogCheck, ddbReadLogOpen, ddbReadLogNext, ddbReadLogPut, ddbReadLogClose
};

/* ---- read_sitemap --------------------------------------------------------- */

typedef struct DdbReadSmCur {
  SitemapReader *pR;
  SitemapRecord rec;
} DdbReadSmCur;

/* Any base URL is taken (the engine resolves against it as it can). */
static int ddbReadSmCheck(Span opt, char *zErr){
  (void)opt; (void)zErr;
  return 0;
}

static int ddbReadSmOpen(void *pCur, const GzSource *pSrc, Span opt){
  DdbReadSmCur *c = (DdbReadSmCur*)pCur;
  c->pR = sitemapOpenSource(&ddbAlloc, pSrc, opt.z, opt.n, 0);
  return c->pR ? 0 : -1;
}

/* The next record (the engine's cut marker is a record of its own). */
static int ddbReadSmNext(void *pCur){
  DdbReadSmCur *c = (DdbReadSmCur*)pCur;
  int rc = sitemapNextRecord(c->pR, &c->rec);
  return rc<0 ? -1 : rc;
}

/* The columns of sitemap_entries. */
static int ddbReadSmPut(void *pCur, int iCol, DdbOut *o, idx_t i){
  DdbReadSmCur *c = (DdbReadSmCur*)pCur;
  const SitemapRecord *r = &c->rec;
  Span json;
  switch( iCol ){
    case 0: ddbReadStatic(o, i, sitemapKindName(r->eKind)); break;
    case 1: ddbReadText(o, i, r->loc); break;
    case 2: ddbReadText(o, i, r->lastmod); break;
    case 3: ddbReadText(o, i, r->changefreq); break;
    case 4:
      if( r->hasPriority ) ddbOutDouble(o, i, r->rPriority);
      else ddbOutNull(o, i);
      break;
    case 5: case 6: case 7: case 8:      /* images videos news alternates */
      if( sitemapRecordJson(c->pR, SM_X_IMAGE + iCol - 5, &json) ) return -1;
      ddbReadText(o, i, json);
      break;
    case 9: ddbReadStatic(o, i, sitemapFormatName(sitemapFormatOf(c->pR))); break;
    default: ddbReadInt(o, i, sitemapRecordLine(c->pR)); break;
  }
  return 0;
}

static void ddbReadSmClose(void *pCur){
  DdbReadSmCur *c = (DdbReadSmCur*)pCur;
  if( c->pR ) sitemapClose(c->pR);
}

static const DdbColDef aReadSmCol[] = {
  { "kind", DDB_T_TEXT }, { "loc", DDB_T_TEXT }, { "lastmod", DDB_T_TEXT },
  { "changefreq", DDB_T_TEXT }, { "priority", DDB_T_REAL },
  { "images", DDB_T_TEXT }, { "videos", DDB_T_TEXT }, { "news", DDB_T_TEXT },
  { "alternates", DDB_T_TEXT }, { "format", DDB_T_TEXT }, { "line", DDB_T_INT },
};

const DdbReadDef ddbReadSitemap = {
  "read_sitemap", "base_url", aReadSmCol,
  (int)(sizeof(aReadSmCol)/sizeof(aReadSmCol[0])), sizeof(DdbReadSmCur),
  ddbReadSmCheck, ddbReadSmOpen, ddbReadSmNext, ddbReadSmPut, ddbReadSmClose
};
