/*
** cat_sitemap.c: the sitemap scalars described once.
**
**   sitemap_format(doc)                  urlset, sitemapindex, text, rss,
**                                        atom, or NULL
**   sitemap_in_scope(sitemap_url, loc)   1 when a sitemap there may list loc
**   sitemap_url_normalize(loc)           the URL the writers write, or NULL
*/
#include "catalog.h"
#include "../core/url.h"
#include "../sitemap/sitemap_read.h"
#include "../sitemap/sitemap_write.h"

static int catFormatCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut){
  int e = sitemapDetectFormatStop(c->pA, aArg[0].s.z, aArg[0].s.n, c->pStop);
  (void)nArg;
  if( e==-2 ) return CAT_STOPPED;
  if( e<0 ) return CAT_NOMEM;
  catTextZ(pOut, sitemapFormatName(e));
  return CAT_OK;
}

static int catInScopeCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut){
  int rc = urlInSitemapScopeStop(aArg[0].s.z, aArg[0].s.n, aArg[1].s.z,
                                 aArg[1].s.n, c->pStop);
  (void)nArg;
  if( rc==-2 ) return CAT_STOPPED;
  catInt(pOut, rc);
  return CAT_OK;
}

static int catNormalizeCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut){
  (void)nArg;
  if( sitemapNormalizeLoc(aArg[0].s.z, aArg[0].s.n, &c->out)==SITEMAP_OK ){
    if( c->out.oom ) return CAT_NOMEM;
    catResultBuf(c, pOut);
  }else if( c->out.oom ){
    return CAT_NOMEM;
  }
  return CAT_OK;
}

static const CatArg aDocArg[] = {
  { "doc", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_SITEMAP }
};
static const CatSample aFormatSample[] = {
  { { "<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://e.com/</loc></url></urlset>" } },
  { { "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><sitemap><loc>https://e.com/s.xml</loc></sitemap></sitemapindex>" } },
  { { "https://e.com/a\nhttps://e.com/b\n" } }, { { "" } },
};
const CatFunc catFormatFunc = {
  "sitemap_format", "the format of a sitemap document, or NULL",
  aDocArg, 1, 1, CAT_TEXT, CAT_PURE, catFormatCall, NULL, NULL, aFormatSample, 4
};

static const CatArg aInScopeArg[] = {
  { "sitemap_url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "loc", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aInScopeSample[] = {
  { { "https://e.com/a/sitemap.xml", "https://e.com/a/b" } },
  { { "https://e.com/a/sitemap.xml", "https://e.com/b" } },
  { { "https://e.com/sitemap.xml", "http://e.com/x" } },
  { { "https://E.com:443/s.xml", "https://e.com/x" } },
};
const CatFunc catInScopeFunc = {
  "sitemap_in_scope", "1 when a sitemap at sitemap_url may list loc",
  aInScopeArg, 2, 2, CAT_BOOL, CAT_PURE, catInScopeCall, NULL, NULL, aInScopeSample, 4
};

static const CatArg aLocArg[] = { { "loc", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE } };
static const CatSample aNormalizeSample[] = {
  { { "https://M\xc3\xbcller.eu/a b?x=<1>" } }, { { "/relative" } },
  { { "HTTPS://example.com:443/%7e" } }, { { "ftp://e.com/" } },
};
const CatFunc catNormalizeFunc = {
  "sitemap_url_normalize", "the URL the sitemap writers write for loc, or NULL",
  aLocArg, 1, 1, CAT_TEXT, CAT_PURE, catNormalizeCall, NULL, NULL, aNormalizeSample, 4
};
