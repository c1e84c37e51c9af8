/*
** cat_sitemap_part.c: what the sitemap writers will do, described once.
**
**   sitemap_check(loc [, lastmod [, changefreq [, priority]]])
**                                           NULL, or why the row is refused
**   sitemap_part(loc [, lastmod [, changefreq [, priority [, max_urls
**                [, max_bytes]]]]]) OVER (ORDER BY ...)   the part, from 1
**
** Each row is read as the writers read it (catSwRecord).  sitemap_check is
** one engine call (sitemapCheckMessage).  sitemap_part is a window
** function over the engine's SitemapParts (sitemap_write_doc.c): each row
** the frame brings is added (measured as sitemap_urlset writes it), a value
** places the rows added since the last one (one row, or a row and its
** peers) and every frame the host shows is judged by the engine
** (sitemapPartsFrame, sitemapPartsDrop, sitemapPartsUnasked), which words
** the refusal.  Start at catPartStep.
*/
#include "catalog.h"
#include "cat_sitemap_write.h"
#include "../sitemap/sitemap_write_doc.h"

#include <string.h>

/* ---- sitemap_check ---------------------------------------------------------- */

static int catCheckCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut){
  SitemapOutRecord rec;
  char zDate[SITEMAP_LASTMOD_MAX], zInt[24];
  int rc = catSwRecord(c, aArg, nArg, 1, zDate, &rec);
  if( rc==CAT_REFUSED ){                /* a reading's refusal is the answer */
    static const char zRow[] = "row 1: ";
    size_t k = sizeof(zRow)-1;
    if( c->err.n>=k && memcmp(c->err.z, zRow, k)==0 ){
      c->out.n = 0;
      if( coreBufAppend(&c->out, c->err.z+k, c->err.n-k) ) return CAT_NOMEM;
      catResultBuf(c, pOut);
      return CAT_OK;
    }
  }
  if( rc ) return rc;
  catSwGivenPriority(aArg, nArg, zInt, &rec);
  rc = sitemapCheckMessage(&c->out, &rec);
  if( rc<0 || c->out.oom ) return CAT_NOMEM;
  if( rc>0 ) catResultBuf(c, pOut);
  return CAT_OK;
}

static const CatSample aCheckSample[] = {
  { { "https://e.com/a", "2024-05-01", "daily", "#r:0.5" } },
  { { "/relative", NULL, NULL, NULL } },
  { { "https://e.com/", "yesterday", NULL, NULL } },
  { { "https://e.com/", NULL, "fortnightly", "#i:2" } },
};
const CatFunc catCheckFunc = {
  "sitemap_check", "NULL when the writers would write the row, else why not",
  catSwRecordArg, 4, 1, CAT_TEXT, CAT_PURE|CAT_CHECKS, catCheckCall, NULL,
  NULL, aCheckSample, 4
};

/* ---- sitemap_part ------------------------------------------------------------ */

/* A partition's state: the engine's parts. */
typedef struct CatPart {
  SitemapParts parts;
  int bStarted;
  SitemapOutRecord last;     /* the last row's record, for a refusal */
} CatPart;

static SitemapParts *catPartParts(CatPart *p, CatCtx *c){
  if( !p->bStarted ){ sitemapPartsInit(&p->parts, c->pA); p->bStarted = 1; }
  return &p->parts;
}

/* The engine's refusal about the parts' last status (r: the row, or
** NULL). */
static int catPartRefuse(CatCtx *c, CatPart *p, SitemapOutRecord *r,
                         const CatValue *aArg, int nArg){
  char zInt[24];
  CoreBuf b;
  switch( p->parts.eStatus ){
    case SITEMAP_PARTS_NOMEM: return CAT_NOMEM;
    case SITEMAP_PARTS_ALONE: case SITEMAP_PARTS_TOGETHER:
      c->eErrClass = CAT_ERR_LIMIT; break;
    case SITEMAP_PARTS_FRAME_START: case SITEMAP_PARTS_FRAME_END:
    case SITEMAP_PARTS_NOT_WINDOW:
      c->eErrClass = CAT_ERR_WINDOW; break;
    default: break;
  }
  if( r ) catSwGivenPriority(aArg, nArg, zInt, r);
  coreBufInit(&b, c->pA);
  if( sitemapPartsMessage(&p->parts, r, c->pFunc->zName, &b) ) b.oom = 1;
  return catSwMessage(c, &b);
}

/* A row the frame brings: its record and limits (NULL: the protocol's). */
static int catPartStep(void *pState, CatCtx *c, const CatValue *aArg, int nArg){
  static const char *const azLimit[2] = { "max_urls", "max_bytes" };
  CatPart *p = (CatPart*)pState;
  SitemapParts *parts = catPartParts(p, c);
  SitemapOutRecord rec;
  char zDate[SITEMAP_LASTMOD_MAX];
  int64_t aLimit[2];
  const int64_t *apLimit[2];
  int i, rc;
  for(i=0; i<2; i++){
    apLimit[i] = NULL;
    if( nArg>4+i && aArg[4+i].eType!=CAT_V_NULL ){
      rc = catArgInt(c, &aArg[4+i], azLimit[i], &aLimit[i]);
      if( rc ) return rc;
      apLimit[i] = &aLimit[i];
    }
  }
  rc = catSwRecord(c, aArg, nArg<4 ? nArg : 4, parts->nRow+1, zDate, &rec);
  if( rc ) return rc;
  if( sitemapPartsAdd(parts, &rec, apLimit[0], apLimit[1]) ){
    return catPartRefuse(c, p, &rec, aArg, nArg);
  }
  return CAT_OK;
}

/* The frame the host reads, judged once before the first row. */
static int catPartFrame(void *pState, CatCtx *c, const CatFrame *f, int *peBring){
  CatPart *p = (CatPart*)pState;
  SitemapFrame sf;
  SitemapFrameBring e = SITEMAP_BRING_ROW;
  sf.bRows = f->bRows;
  sf.bRange = f->bRange;
  sf.eStart = (SitemapFrameBound)f->eStart;
  sf.eEnd = (SitemapFrameBound)f->eEnd;
  sf.bExclude = f->bExclude;
  if( sitemapPartsFrame(catPartParts(p, c), &sf, &e) ){
    return catPartRefuse(c, p, NULL, NULL, 0);
  }
  *peBring = (int)e;
  return CAT_OK;
}

/* The value of the current row: the rows added since the last value are
** placed, and the part of the last of them is the answer. */
static int catPartValue(void *pState, CatCtx *c, CatValue *pOut){
  CatPart *p = (CatPart*)pState;
  if( sitemapPartsPlace(catPartParts(p, c)) ){
    return catPartRefuse(c, p, NULL, NULL, 0);
  }
  catInt(pOut, p->parts.iPart);
  return CAT_OK;
}

static int catPartInverse(void *pState, CatCtx *c){
  CatPart *p = (CatPart*)pState;
  sitemapPartsDrop(catPartParts(p, c));
  return catPartRefuse(c, p, NULL, NULL, 0);
}

static int catPartUnasked(void *pState, CatCtx *c){
  CatPart *p = (CatPart*)pState;
  sitemapPartsUnasked(catPartParts(p, c));
  return catPartRefuse(c, p, NULL, NULL, 0);
}

/* No value of its own after the rows (a window function answers per row). */
static int catPartFinal(void *pState, CatCtx *c, CatValue *pOut){
  (void)pState; (void)c;
  catNull(pOut);
  return CAT_OK;
}

static void catPartFree(void *pState){
  CatPart *p = (CatPart*)pState;
  if( p->bStarted ) sitemapPartsFree(&p->parts);
  p->bStarted = 0;
}

static const CatArg aPartArg[] = {
  { "loc", CAT_TEXT, CAT_NULL_VALUE, CAT_ROLE_NONE },
  { "lastmod", CAT_DATETIME, CAT_NULL_VALUE, CAT_ROLE_NONE },
  { "changefreq", CAT_TEXT, CAT_NULL_VALUE, CAT_ROLE_NONE },
  { "priority", CAT_NUMBER, CAT_NULL_VALUE, CAT_ROLE_NONE },
  { "max_urls", CAT_INT, CAT_NULL_VALUE, CAT_ROLE_NONE },
  { "max_bytes", CAT_INT, CAT_NULL_VALUE, CAT_ROLE_NONE },
};
static const CatSample aPartSample[] = {
  { { "https://e.com/a", "2024-05-01", "daily", "#r:0.5", "#i:2", NULL } },
  { { "https://e.com/b", NULL, NULL, NULL, NULL, "#i:1000" } },
};
const CatAggFunc catPartFunc = {
  { "sitemap_part", "the part of a row when rows are numbered into sitemaps "
    "that keep the protocol's limits (a window function)",
    aPartArg, 6, 1, CAT_INT, CAT_PURE|CAT_SW_PART_NO, NULL, NULL,
    "DuckDB's C API has no window functions; number the rows with "
    "row_number() as the reference shows", aPartSample, 2 },
  { sizeof(CatPart), catPartStep, catPartFinal, catPartFree,
    catPartFrame, catPartValue, catPartInverse, catPartUnasked }
};
