/*
** cat_robots.c: the descriptions of the robots.txt functions that go
** through the catalog.
**
**   robots_path(url)          the path robots.txt rules are matched against
**   robots_url(url)           the robots.txt URL that governs url, or NULL
**   robots_crawl_delay(txt, agent)  seconds, or NULL
*/
#include "cat_site.h"
#include "../robots/robots_path.h"
#include "../robots/robots_verdict.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_file.h"
#include "../robots/robots_match.h"
#include "../robots/robots_mixup.h"
#include "../core/url.h"

/* robots_path(url): a span of url, or the path written into c->out. */
static int catPathCall(CatCtx *c, const CatValue *aArg, int nArg,
                       CatValue *pOut){
  char zBuf[ROBOTS_ASK_BUF];
  char *zFree = NULL;
  Span path;
  int rc = CAT_OK;
  (void)nArg;
  if( robotsUrlPath(aArg[0].s, zBuf, sizeof(zBuf), c->pA, &zFree, &path) ){
    return CAT_NOMEM;
  }
  if( path.z>=aArg[0].s.z && path.z+path.n<=aArg[0].s.z+aArg[0].s.n ){
    catText(pOut, path);
  }else if( coreBufAppend(&c->out, path.z, path.n) ){
    rc = CAT_NOMEM;
  }else{
    catResultBuf(c, pOut);
  }
  coreFree(c->pA, zFree);
  return rc;
}

static const CatArg aPathArg[] = { { "url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE } };
static const CatSample aPathSample[] = {
  { { "https://example.com/a/b?c=d#e" } }, { { "/relative/x" } },
  { { "https://example.com" } }, { { "" } },
};
const CatFunc catPathFunc = {
  "robots_path", "the path robots.txt rules are matched against",
  aPathArg, 1, 1, CAT_BYTES, CAT_PURE, catPathCall, NULL, NULL,
  aPathSample, 4
};

/* ---- robots_url(url): the robots.txt URL that governs url, or NULL ------ */
static int catUrlCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut){
  int rc = urlRobotsTxtStop(aArg[0].s.z, aArg[0].s.n, &c->out, c->pStop);
  (void)nArg;
  if( rc==-2 ) return CAT_STOPPED;
  if( rc<0 || c->out.oom ) return CAT_NOMEM;
  if( rc==1 ) catResultBuf(c, pOut);
  return CAT_OK;
}
static const CatSample aUrlSample[] = {
  { { "https://Example.com:443/a/b?c" } }, { { "http://example.com:8080/x" } },
  { { "mailto:a@example.com" } }, { { "https://M\xc3\xbcller.eu/" } },
};
const CatFunc catUrlFunc = {
  "robots_url", "the robots.txt URL that governs a URL, or NULL",
  aPathArg, 1, 1, CAT_TEXT, CAT_PURE, catUrlCall, NULL, NULL, aUrlSample, 4
};

/* ---- robots_crawl_delay(txt, agent): seconds, or NULL -------------------- */
static int catDelayCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut){
  RobotsEntry *e = catSiteEntry(c, 0, &aArg[0]);   /* the site's memo */
  double r = 0;
  int rc;
  (void)nArg;
  if( e==NULL ) return CAT_NOMEM;
  rc = robotsCrawlDelay(e->pFile, aArg[1].s.z, aArg[1].s.n, &r);
  robotsEntryRelease(e);
  if( rc<0 ) return CAT_NOMEM;
  if( rc>0 ) catReal(pOut, r);
  return CAT_OK;
}
static const CatArg aDelayArg[] = {
  { "txt", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_ROBOTS },
  { "agent", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_AGENT },
};
static const CatSample aDelaySample[] = {
  { { "User-agent: *\nCrawl-delay: 2.5", "bingbot" } },
  { { "User-agent: bingbot\nCrawl-delay: 10\n\nUser-agent: *\nCrawl-delay: 1", "bingbot" } },
  { { "User-agent: *\nDisallow: /", "Googlebot" } },
  { { "User-agent: *\nCrawl-delay: x", "a" } },
};
const CatFunc catDelayFunc = {
  "robots_crawl_delay", "the crawl-delay a crawler reads, in seconds, or NULL",
  aDelayArg, 2, 2, CAT_REAL, CAT_PURE, catDelayCall, NULL, NULL, aDelaySample, 4
};
