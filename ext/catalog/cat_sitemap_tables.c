/*
** cat_sitemap_tables.c: the sitemap reader's table functions described once.
**
**   sitemap_entries(doc [, base_url])   kind, loc, lastmod, changefreq,
**       priority, images, videos, news, alternates (JSON), format, line
**   sitemap_lint(doc [, sitemap_url])   entry, line, severity, code, message
**
** Each cursor pulls one record (one problem) from the engine's reader per
** row, over the argument's bytes as the host holds them (not copied): a
** .xml.gz is inflated through the reader's bounded window, so memory stays
** flat whatever the document's size, and the reader asks the host's stop
** hook as it goes.  The same sitemap_entries cursor reads a file as
** read_sitemap (catEntriesReader, cat_read.h).  Start at catEntriesFunc.
*/
#include "cat_read.h"
#include "../sitemap/sitemap_lint.h"
#include "../sitemap/sitemap_read.h"

/* The base URL argument aArg[1] (absent or NULL: none) into *pBase. */
static void catSitemapBase(const CatValue *aArg, int nArg, Span *pBase){
  pBase->z = NULL;
  pBase->n = 0;
  if( nArg>1 && aArg[1].eType!=CAT_V_NULL ) *pBase = aArg[1].s;
}

/* A code of the reader (-1 out of memory, -2 stopped) as a catalog code. */
static int catSitemapCode(int rc){
  return rc==-2 ? CAT_STOPPED : CAT_NOMEM;
}

/* ---- sitemap_entries ----------------------------------------------------- */
typedef struct CatEntriesCur {
  SitemapReader *pR;
  SitemapRecord rec;
} CatEntriesCur;

/* Open the reader with the host's stop hook (an address given for the
** document was refused before: the argument's role). */
static int catEntriesOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  CatEntriesCur *q = (CatEntriesCur*)pCur;
  Span base;
  catSitemapBase(aArg, nArg, &base);
  q->pR = sitemapOpen(c->pA, aArg[0].s.z, aArg[0].s.n, base.z, base.n, 0);
  if( q->pR==NULL ) return CAT_NOMEM;
  sitemapSetStop(q->pR, c->pStop);
  return CAT_OK;
}

/* read_sitemap: the same cursor over a file's bytes (cat_read.h). */
static int catEntriesOpenSource(void *pCur, CatCtx *c, const GzSource *pSrc,
                                const CatValue *aArg, int nArg){
  CatEntriesCur *q = (CatEntriesCur*)pCur;
  Span base;
  catSitemapBase(aArg, nArg, &base);
  q->pR = sitemapOpenSource(c->pA, pSrc, base.z, base.n, 0);
  if( q->pR==NULL ) return CAT_NOMEM;
  sitemapSetStop(q->pR, c->pStop);
  return CAT_OK;
}

/* The next record (the engine's cut marker is a record of its own). */
static int catEntriesNext(void *pCur, CatCtx *c, int *pbEof){
  CatEntriesCur *q = (CatEntriesCur*)pCur;
  int rc = sitemapNextRecord(q->pR, &q->rec);
  (void)c;
  if( rc<0 ) return catSitemapCode(rc);
  *pbEof = rc==0;
  return CAT_OK;
}

static int catEntriesColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  CatEntriesCur *q = (CatEntriesCur*)pCur;
  const SitemapRecord *r = &q->rec;
  Span json;
  (void)c;
  switch( iCol ){
    case 0: catTextZ(pV, sitemapKindName(r->eKind)); break;
    case 1: catText(pV, r->loc); break;
    case 2: catText(pV, r->lastmod); break;
    case 3: catText(pV, r->changefreq); break;
    case 4: if( r->hasPriority ) catReal(pV, r->rPriority); break;
    case 5: case 6: case 7: case 8:        /* images videos news alternates */
      if( sitemapRecordJson(q->pR, SM_X_IMAGE + iCol - 5, &json) ) return CAT_NOMEM;
      catText(pV, json);
      break;
    case 9: catTextZ(pV, sitemapFormatName(sitemapFormatOf(q->pR))); break;
    default: catInt(pV, sitemapRecordLine(q->pR)); break;
  }
  return CAT_OK;
}

static void catEntriesClose(void *pCur){
  CatEntriesCur *q = (CatEntriesCur*)pCur;
  if( q->pR ) sitemapClose(q->pR);
}

static const CatColumn aEntriesCol[] = {
  { "kind", CAT_TEXT, NULL },
  { "loc", CAT_TEXT, NULL },
  { "lastmod", CAT_TEXT, "no lastmod" },
  { "changefreq", CAT_TEXT, "no changefreq" },
  { "priority", CAT_REAL, "no priority, or one that is not a decimal" },
  { "images", CAT_JSON, "no image:image" },
  { "videos", CAT_JSON, "no video:video" },
  { "news", CAT_JSON, "no news:news" },
  { "alternates", CAT_JSON, "no xhtml:link alternate" },
  { "format", CAT_TEXT, "a document of no known format" },
  { "line", CAT_INT, NULL },
};
static const CatTable catEntriesTable = {
  aEntriesCol, 11, sizeof(CatEntriesCur),
  catEntriesOpen, catEntriesNext, catEntriesColumn, catEntriesClose
};
static const CatArg aEntriesArg[] = {
  { "doc", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_SITEMAP },
  { "base_url", CAT_TEXT, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
static const CatSample aEntriesSample[] = {
  { { "<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
      " xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"><url><loc>https://e.com/a?x=1&amp;y=2</loc>"
      "<lastmod>2024-01-02</lastmod><changefreq>Weekly</changefreq><priority>0.8</priority>"
      "<image:image><image:loc>https://e.com/i.png</image:loc></image:image></url>"
      "<url><loc>/rel</loc><priority>high</priority></url></urlset>", "https://e.com/dir/" } },
  { { "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><sitemap>"
      "<loc>https://e.com/s1.xml</loc><lastmod>2024-05-01T10:00:00Z</lastmod></sitemap></sitemapindex>", NULL } },
  { { "https://e.com/a\nhttps://e.com/b\n\n not a url\n", NULL } },
  { { "<rss version=\"2.0\"><channel><item><link>https://e.com/p</link>"
      "<pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate></item></channel></rss>", NULL } },
  { { "", NULL } },
};
const CatFunc catEntriesFunc = {
  "sitemap_entries", "the records of a sitemap document (XML, text, RSS, Atom, gzipped)",
  aEntriesArg, 2, 1, 0, CAT_PURE | CAT_PG_V11, NULL, &catEntriesTable, NULL, aEntriesSample, 5
};
const CatReader catEntriesReader = {
  "read_sitemap", &catEntriesFunc, catEntriesOpenSource
};

/* ---- sitemap_lint -------------------------------------------------------- */
typedef struct CatSmLintCur {
  SitemapLint *pL;
  SitemapProblem prob;
} CatSmLintCur;

static int catSmLintOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  CatSmLintCur *q = (CatSmLintCur*)pCur;
  Span url;
  catSitemapBase(aArg, nArg, &url);
  q->pL = sitemapLintOpen(c->pA, aArg[0].s.z, aArg[0].s.n, url.z, url.n);
  if( q->pL==NULL ) return CAT_NOMEM;
  sitemapLintSetStop(q->pL, c->pStop);
  return CAT_OK;
}

static int catSmLintNext(void *pCur, CatCtx *c, int *pbEof){
  CatSmLintCur *q = (CatSmLintCur*)pCur;
  int rc = sitemapLintNext(q->pL, &q->prob);
  (void)c;
  if( rc<0 ) return catSitemapCode(rc);
  *pbEof = rc==0;
  return CAT_OK;
}

/* The message goes into c->out (emptied by the host before each row). */
static int catSmLintColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  const SitemapProblem *p = &((CatSmLintCur*)pCur)->prob;
  switch( iCol ){
    case 0: if( p->iEntry>0 ) catInt(pV, p->iEntry); break;
    case 1: if( p->iLine>0 ) catInt(pV, p->iLine); break;
    case 2: catTextZ(pV, sitemapLintSeverity(p->eCode)); break;
    case 3: catTextZ(pV, sitemapLintCode(p->eCode)); break;
    default:
      c->out.n = 0;
      if( sitemapLintMessage(&c->out, p->eCode, p->detail) || c->out.oom ){
        return CAT_NOMEM;
      }
      catResultBuf(c, pV);
      break;
  }
  return CAT_OK;
}

static void catSmLintClose(void *pCur){
  CatSmLintCur *q = (CatSmLintCur*)pCur;
  if( q->pL ) sitemapLintClose(q->pL);
}

static const CatColumn aSmLintCol[] = {
  { "entry", CAT_INT, "a problem of the whole document" },
  { "line", CAT_INT, "a problem found at no line" },
  { "severity", CAT_TEXT, NULL }, { "code", CAT_TEXT, NULL },
  { "message", CAT_TEXT, NULL },
};
static const CatTable catSmLintTable = {
  aSmLintCol, 5, sizeof(CatSmLintCur),
  catSmLintOpen, catSmLintNext, catSmLintColumn, catSmLintClose
};
static const CatArg aSmLintArg[] = {
  { "doc", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "sitemap_url", CAT_TEXT, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
static const CatSample aSmLintSample[] = {
  { { "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://e.com/a</loc>"
      "<lastmod>yesterday</lastmod><priority>2</priority></url><url><loc>https://other.com/x</loc></url>"
      "<url><loc>https://e.com/a</loc></url></urlset>", "https://e.com/sitemap.xml" } },
  { { "<urlset><url><loc>ftp://e.com/a</loc><changefreq>sometimes</changefreq></url></urlset>", NULL } },
  { { "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><sitemap>"
      "<loc>https://e.com/s1.xml</loc></sitemap></sitemapindex>", NULL } },
  { { "https://e.com/a\nnot a url\n", "https://e.com/sitemap.txt" } },
  { { "", NULL } },
};
const CatFunc catSmLintFunc = {
  "sitemap_lint", "the problems of a sitemap document: entry, line, severity, code, message",
  aSmLintArg, 2, 1, 0, CAT_PURE | CAT_PG_V11, NULL, &catSmLintTable, NULL, aSmLintSample, 5
};
