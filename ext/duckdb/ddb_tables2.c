/*
** ddb_tables2.c: the reading table functions for DuckDB (see ddb_tvf.h
** for their two forms).
**
**   robots_meta_each(content)            agent, directive, value, known
**   sitemap_entries(doc [, base_url])    kind, loc, lastmod, changefreq,
**                                        priority, images, videos, news,
**                                        alternates, format, line
**   sitemap_lint(doc [, sitemap_url])    entry, line, severity, code, message
**
** Each cursor pulls one item from the engine's reader per row.  DuckDB's
** C API gives a function no way to learn that the query was cancelled, so
** the readers run without a stop hook (their input is bounded by the
** engine's caps).  Start at aDdbReadTabs.
*/
#include "ddb_tvf.h"
#include "../core/datetime.h"
#include "../meta/meta_robots.h"
#include "../crawler/robots_crawler.h"
#include "../robots/robots_mixup.h"
#include "../sitemap/sitemap_lint.h"
#include "../sitemap/sitemap_read.h"

#include <stdio.h>
#include <string.h>

/* ---- robots_meta_each ---------------------------------------------------- */

typedef struct DdbMetaCur {
  MetaScan scan;
  MetaDirective d;
  MetaEachRow row;       /* d as its row (metaEachRow) */
  CoreBuf scratch;       /* the row's lower-cased spans */
} DdbMetaCur;

static int ddbMetaStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  DdbMetaCur *c = (DdbMetaCur*)pCur;
  (void)nArg; (void)zErr;
  metaScanInit(&c->scan, aArg[0].z, aArg[0].n);
  coreBufInit(&c->scratch, &ddbAlloc);
  return 0;
}

static int ddbMetaNext(void *pCur, char *zErr){
  DdbMetaCur *c = (DdbMetaCur*)pCur;
  (void)zErr;
  if( !metaScanNext(&c->scan, &c->d) ) return 0;
  return metaEachRow(&c->d, &c->scratch, &c->row) ? -1 : 1;
}

/* The engine's row (metaEachRow) as columns (value always text in
** DuckDB). */
static int ddbMetaColumn(void *pCur, int iCol, DdbVal *v){
  const MetaEachRow *r = &((DdbMetaCur*)pCur)->row;
  switch( iCol ){
    case 0: ddbText(v, r->agent); break;
    case 1: ddbText(v, r->directive); break;
    case 2:
      if( r->eValue==META_VALUE_INT ) ddbInt(v, r->iValue);
      else if( r->eValue==META_VALUE_TEXT ) ddbText(v, r->value);
      break;
    default: ddbInt(v, r->bKnown); break;
  }
  return 0;
}

static void ddbMetaEnd(void *pCur){
  coreBufFree(&((DdbMetaCur*)pCur)->scratch);
}

static const DdbColDef aMetaCol[] = {
  { "agent", DDB_T_TEXT }, { "directive", DDB_T_TEXT }, { "value", DDB_T_TEXT },
  { "known", DDB_T_BOOL },
};

/* ---- sitemap_entries ----------------------------------------------------- */

typedef struct DdbEntriesCur {
  SitemapReader *pR;
  SitemapRecord rec;
} DdbEntriesCur;

static int ddbEntriesStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  DdbEntriesCur *p = (DdbEntriesCur*)pCur;
  Span base = { NULL, 0 };
  const char *zMixup = robotsSitemapDocMixup(aArg[0]);
  if( zMixup ){                                            /* an address */
    snprintf(zErr, DDB_ERR_MAX, "%s", zMixup);
    return -1;
  }
  if( nArg>1 ) base = aArg[1];
  p->pR = sitemapOpen(&ddbAlloc, aArg[0].z, aArg[0].n, base.z, base.n, 0);
  return p->pR ? 0 : -1;
}

/* The next record (the engine's cut marker is a record of its own). */
static int ddbEntriesNext(void *pCur, char *zErr){
  DdbEntriesCur *p = (DdbEntriesCur*)pCur;
  int rc = sitemapNextRecord(p->pR, &p->rec);
  (void)zErr;
  return rc<0 ? -1 : rc;
}

static int ddbEntriesColumn(void *pCur, int iCol, DdbVal *v){
  DdbEntriesCur *p = (DdbEntriesCur*)pCur;
  const SitemapRecord *r = &p->rec;
  switch( iCol ){
    case 0: ddbStatic(v, sitemapKindName(r->eKind)); break;
    case 1: ddbText(v, r->loc); break;
    case 2: ddbText(v, r->lastmod); break;
    case 3: ddbText(v, r->changefreq); break;
    case 4:
      if( r->hasPriority ){ v->e = DDB_V_REAL; v->r = r->rPriority; }
      break;
    case 5: case 6: case 7: case 8: {      /* images videos news alternates */
      Span json;
      if( sitemapRecordJson(p->pR, SM_X_IMAGE + iCol - 5, &json) ) return -1;
      ddbText(v, json);
      break;
    }
    case 9: ddbStatic(v, sitemapFormatName(sitemapFormatOf(p->pR))); break;
    default: ddbInt(v, sitemapRecordLine(p->pR)); break;
  }
  return 0;
}

static void ddbEntriesEnd(void *pCur){
  DdbEntriesCur *p = (DdbEntriesCur*)pCur;
  if( p->pR ) sitemapClose(p->pR);
}

static const DdbColDef aEntriesCol[] = {
  { "kind", DDB_T_TEXT }, { "loc", DDB_T_TEXT }, { "lastmod", DDB_T_TEXT },
  { "changefreq", DDB_T_TEXT }, { "priority", DDB_T_REAL },
  { "images", DDB_T_TEXT }, { "videos", DDB_T_TEXT }, { "news", DDB_T_TEXT },
  { "alternates", DDB_T_TEXT }, { "format", DDB_T_TEXT }, { "line", DDB_T_INT },
};

/* ---- sitemap_lint -------------------------------------------------------- */

typedef struct DdbSmLintCur {
  SitemapLint *pL;
  SitemapProblem prob;
  CoreBuf msg;           /* the message column of the current row */
} DdbSmLintCur;

static int ddbSmLintStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  DdbSmLintCur *p = (DdbSmLintCur*)pCur;
  Span url = { NULL, 0 };
  (void)zErr;
  if( nArg>1 ) url = aArg[1];
  coreBufInit(&p->msg, &ddbAlloc);
  p->pL = sitemapLintOpen(&ddbAlloc, aArg[0].z, aArg[0].n, url.z, url.n);
  return p->pL ? 0 : -1;
}

static int ddbSmLintNext(void *pCur, char *zErr){
  DdbSmLintCur *p = (DdbSmLintCur*)pCur;
  int rc = sitemapLintNext(p->pL, &p->prob);
  (void)zErr;
  return rc<0 ? -1 : rc>0;
}

static int ddbSmLintColumn(void *pCur, int iCol, DdbVal *v){
  DdbSmLintCur *p = (DdbSmLintCur*)pCur;
  const SitemapProblem *q = &p->prob;
  switch( iCol ){
    case 0: if( q->iEntry>0 ) ddbInt(v, q->iEntry); break;
    case 1: if( q->iLine>0 ) ddbInt(v, q->iLine); break;
    case 2: ddbStatic(v, sitemapLintSeverity(q->eCode)); break;
    case 3: ddbStatic(v, sitemapLintCode(q->eCode)); break;
    default:
      p->msg.n = 0;
      if( sitemapLintMessage(&p->msg, q->eCode, q->detail) || p->msg.oom ) return -1;
      v->e = DDB_V_TEXT;
      v->s.z = p->msg.z ? p->msg.z : "";
      v->s.n = p->msg.n;
      break;
  }
  return 0;
}

static void ddbSmLintEnd(void *pCur){
  DdbSmLintCur *p = (DdbSmLintCur*)pCur;
  if( p->pL ) sitemapLintClose(p->pL);
  coreBufFree(&p->msg);
}

static const DdbColDef aSmLintCol[] = {
  { "entry", DDB_T_INT }, { "line", DDB_T_INT }, { "severity", DDB_T_TEXT },
  { "code", DDB_T_TEXT }, { "message", DDB_T_TEXT },
};

#define DDB_NCOL(a) ((int)(sizeof(a)/sizeof(a[0])))

static const DdbTabDef aDdbReadTabs[] = {
  { "robots_meta_each", { "content" }, 1, 1, aMetaCol, DDB_NCOL(aMetaCol),
    sizeof(DdbMetaCur), ddbMetaStart, ddbMetaNext, ddbMetaColumn, ddbMetaEnd },
  { "sitemap_entries", { "doc", "base_url" }, 1, 2, aEntriesCol,
    DDB_NCOL(aEntriesCol), sizeof(DdbEntriesCur), ddbEntriesStart,
    ddbEntriesNext, ddbEntriesColumn, ddbEntriesEnd },
  { "sitemap_lint", { "doc", "sitemap_url" }, 1, 2, aSmLintCol,
    DDB_NCOL(aSmLintCol), sizeof(DdbSmLintCur), ddbSmLintStart, ddbSmLintNext,
    ddbSmLintColumn, ddbSmLintEnd },
};

int ddbReadTablesRegister(duckdb_connection con){
  size_t i;
  for(i=0; i<sizeof(aDdbReadTabs)/sizeof(aDdbReadTabs[0]); i++){
    if( ddbTabRegister(con, &aDdbReadTabs[i]) ) return -1;
  }
  return 0;
}

int ddbTablesRegister(duckdb_connection con){
  return ddbReadTablesRegister(con);
}
