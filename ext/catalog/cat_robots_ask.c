/*
** cat_robots_ask.c: the descriptions of the robots.txt decision and the
** connection's cache:
**
**   robots_allowed(txt, agent, url [, status])   1 or 0 (NULL: no file)
**   robots_explain(txt, agent, url)              JSON: why
**   robots_agent(user_agent)                     the crawler token, or NULL
**   robots_cache_size([bytes])                   the cache budget
**   robots_cache_stats()                         JSON: the cache's use
**   robots_version()                             the product's version
**
** robots_allowed is the product's per-row function (a crawl log joined to
** its robots.txt files): the file comes from the call site's memo
** (cat_site.h) when the row passes the same file as the last one, else from
** the connection's cache, and robotsAsk decides (the status rule, the
** crawler's token, the path, the mix-ups).  Start at catAsk.
*/
#include "cat_site.h"
#include "../robots/robots_verdict.h"
#include "../robots/robots_explain.h"
#include "../crawler/robots_crawler.h"

/* The question of a call of robots_allowed or robots_explain: the file
** from the site's memo, else the text to look up in the connection's
** cache.  CAT_OK, or CAT_NOMEM / CAT_REFUSED (a status that is not an
** integer). */
static inline int catAskInit(CatCtx *c, const CatValue *aArg, int nArg,
                             char *zBuf, RobotsAsk *q){
  q->pCache = NULL;
  q->pFile = NULL;
  q->pEntry = NULL;
  q->txt.z = NULL;
  q->txt.n = 0;
  q->agent = aArg[1].s;
  q->url = aArg[2].s;
  q->status = ROBOTS_STATUS_NONE;
  q->pStop = c->pStop;
  q->pA = c->pA;
  q->zBuf = zBuf;
  q->nBuf = ROBOTS_ASK_BUF;
  q->eShapePassed = 0;
  if( nArg>3 && aArg[3].eType!=CAT_V_NULL ){
    int rc = catArgInt(c, &aArg[3], "status", &q->status);
    if( rc!=CAT_OK ) return rc;
  }
  if( aArg[0].eType==CAT_V_NULL ) return CAT_OK;
  q->txt = aArg[0].s;
  if( (q->pEntry = catSiteFind(c, 0, &aArg[0]))!=NULL ) return CAT_OK;
  q->pCache = catConnRobots(c->pConn);
  return q->pCache ? CAT_OK : CAT_NOMEM;
}

/* Ask the engine (robotsAsk) and remember the file it found.  CAT_OK with
** *pbNull set when there is no file to decide with (txt NULL), else a
** code; *r is set and must be freed with robotsAnswerFree either way. */
static int catAsk(CatCtx *c, const CatValue *aArg, int nArg, char *zBuf,
                  RobotsAsk *q, RobotsAnswer *r, int *pbNull){
  int rc;
  r->zFree = NULL;                  /* what robotsAnswerFree reads */
  *pbNull = 0;
  if( (rc = catAskInit(c, aArg, nArg, zBuf, q))!=CAT_OK ) return rc;
  rc = robotsAsk(q, r);
  if( r->pEntry ) catSiteKeep(c, 0, &aArg[0], r->pEntry);
  switch( rc ){
    case ROBOTS_ASK_OK:      return CAT_OK;
    case ROBOTS_ASK_NO_FILE: *pbNull = 1; return CAT_OK;
    case ROBOTS_ASK_STOPPED: return CAT_STOPPED;
    case ROBOTS_ASK_MIXUP:   return catRefuse(c, "%s", r->zMixup);
  }
  return CAT_NOMEM;
}

/* robots_allowed(txt, agent, url [, status]) */
static int catAllowedCall(CatCtx *c, const CatValue *aArg, int nArg,
                          CatValue *pOut){
  char zBuf[ROBOTS_ASK_BUF];
  RobotsAsk q;
  RobotsAnswer r;
  int bNull, rc = catAsk(c, aArg, nArg, zBuf, &q, &r, &bNull);
  if( rc==CAT_OK && !bNull ) catInt(pOut, r.v.bAllowed);
  robotsAnswerFree(&q, &r);
  return rc;
}

/* robots_explain(txt, agent, url) */
static int catExplainCall(CatCtx *c, const CatValue *aArg, int nArg,
                          CatValue *pOut){
  char zBuf[ROBOTS_ASK_BUF];
  RobotsAsk q;
  RobotsAnswer r;
  int bNull, rc = catAsk(c, aArg, nArg, zBuf, &q, &r, &bNull);
  if( rc==CAT_OK && !bNull ){
    if( robotsExplainJson(&c->out, r.pFile, q.agent, r.path, &r.v)
     || c->out.oom ){
      rc = CAT_NOMEM;
    }else{
      catResultBuf(c, pOut);
    }
  }
  robotsAnswerFree(&q, &r);
  return rc;
}

/* No roles: robotsAsk refuses the mix-ups itself, with the shape the
** file's cache entry keeps (the catalog's check would scan txt each row),
** and only when the status does not decide without the file. */
static const CatArg aAllowedArg[] = {
  { "txt", CAT_BYTES, CAT_NULL_VALUE, CAT_ROLE_NONE },  /* NULL: no file (a
                                     ** status may decide without one) */
  { "agent", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "status", CAT_INT, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
static const CatSample aAllowedSample[] = {
  { { "User-agent: *\nDisallow: /private\n", "Googlebot",
      "https://example.com/private/x" } },
  { { "User-agent: *\nDisallow: /private\n", "Mozilla/5.0 (compatible; "
      "Googlebot/2.1; +http://www.google.com/bot.html)", "/public" } },
  { { "User-agent: GPTBot\nDisallow: /\n", "GPTBot", "/a", "#i:200" } },
  { { NULL, "Googlebot", "https://example.com/", "#i:404" } },
  { { "User-agent: *\nDisallow: /\n", "bingbot", "/x", "#i:503" } },
  { { "", "bingbot", "/caf%C3%A9" } },
};
const CatFunc catAllowedFunc = {
  "robots_allowed", "whether a crawler may fetch a URL under a robots.txt "
  "(with the HTTP status of its fetch, when given)",
  aAllowedArg, 4, 3, CAT_BOOL, CAT_PURE, catAllowedCall, NULL, NULL,
  aAllowedSample, 6
};

static const CatSample aExplainSample[] = {
  { { "User-agent: *\nDisallow: /private\nAllow: /private/ok\n", "Googlebot",
      "https://example.com/private/ok/x" } },
  { { "User-agent: bingbot\nDisallow: /\n\nUser-agent: *\nAllow: /\n",
      "bingbot", "/a" } },
  { { "", "GPTBot", "/" } },
  { { "User-agent: *\nDisallow: /a*b$\n", "x", "/a/b" } },
};
const CatFunc catExplainFunc = {
  "robots_explain", "why a crawler may or may not fetch a URL: the deciding "
  "rule, its line and the group's lines, as JSON",
  aAllowedArg, 3, 3, CAT_JSON, CAT_PURE, catExplainCall, NULL, NULL,
  aExplainSample, 4
};

/* ---- robots_agent(user_agent): the crawler token, or NULL -------------- */
static int catAgentCall(CatCtx *c, const CatValue *aArg, int nArg,
                        CatValue *pOut){
  Span tok;
  (void)nArg;
  if( robotsCrawlerOfHeaderWith((const RobotsCrawlerUser*)c->pConn->pCrawlers,
                                aArg[0].s.z, aArg[0].s.n,
                                &tok)!=ROBOTS_CRAWLER_NONE ){
    catText(pOut, tok);
  }
  return CAT_OK;
}
static const CatArg aAgentArg[] = {
  { "user_agent", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aAgentSample[] = {
  { { "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } },
  { { "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
      "GPTBot/1.2; +https://openai.com/gptbot)" } },
  { { "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0" } },
  { { "" } },
};
/* Not PURE: in SQLite it reads the connection's robots_crawlers table
** (neither deterministic nor innocuous); PostgreSQL and DuckDB have no
** such table, and there it depends on its argument only. */
const CatFunc catAgentFunc = {
  "robots_agent", "the crawler token a User-Agent header names, or NULL",
  aAgentArg, 1, 1, CAT_TEXT, CAT_CRAWLERS, catAgentCall, NULL, NULL,
  aAgentSample, 4
};

/* ---- The connection's cache --------------------------------------------- */

/* robots_cache_size([bytes]): the budget before the call; bytes (0 or
** more; NULL leaves it) sets it. */
static int catCacheSizeCall(CatCtx *c, const CatValue *aArg, int nArg,
                            CatValue *pOut){
  RobotsCache *pCache = catConnRobots(c->pConn);
  int64_t n = -1;
  if( pCache==NULL ) return CAT_NOMEM;
  if( nArg>0 && aArg[0].eType!=CAT_V_NULL ){
    const char *zErr;
    int rc = catArgInt(c, &aArg[0], "bytes", &n);
    if( rc!=CAT_OK ) return rc;
    if( (zErr = robotsCacheBudgetError(n))!=NULL ) return catRefuse(c, "%s", zErr);
  }
  catInt(pOut, robotsCacheLimit(pCache, n));
  return CAT_OK;
}
static const CatArg aCacheSizeArg[] = {
  { "bytes", CAT_INT, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
static const CatSample aCacheSizeSample[] = {
  { { NULL } }, { { "#i:134217728" } }, { { "#i:134217728" } },
};
#define CAT_CACHE_FLAGS (CAT_VOLATILE | CAT_DIRECT | CAT_CONN_STATE | CAT_NO_DUCKDB)
#define CAT_CACHE_WHY "DuckDB runs a function on many threads, each chunk " \
  "with a cache from a pool: there is no one cache to size or count"
const CatFunc catCacheSizeFunc = {
  "robots_cache_size", "the budget of the connection's cache of compiled "
  "robots.txt files, in bytes (an argument sets it; 0 turns it off)",
  aCacheSizeArg, 1, 0, CAT_INT, CAT_CACHE_FLAGS, catCacheSizeCall, NULL,
  CAT_CACHE_WHY, aCacheSizeSample, 3
};

/* robots_cache_stats(): the cache's budget, bytes, files and counters. */
static int catCacheStatsCall(CatCtx *c, const CatValue *aArg, int nArg,
                             CatValue *pOut){
  RobotsCache *pCache = catConnRobots(c->pConn);
  (void)aArg; (void)nArg;
  if( pCache==NULL || robotsCacheStatsJson(pCache, &c->out) || c->out.oom ){
    return CAT_NOMEM;
  }
  catResultBuf(c, pOut);
  return CAT_OK;
}
static const CatSample aCacheStatsSample[] = { { { NULL } } };
const CatFunc catCacheStatsFunc = {
  "robots_cache_stats", "the connection's cache of compiled robots.txt "
  "files: budget, bytes, files, hits, misses and evictions, as JSON",
  NULL, 0, 0, CAT_JSON, CAT_CACHE_FLAGS, catCacheStatsCall, NULL,
  CAT_CACHE_WHY, aCacheStatsSample, 1
};

/* ---- The version ---------------------------------------------------------- */

/* robots_version(): CAT_VERSION. */
static int catVersionCall(CatCtx *c, const CatValue *aArg, int nArg,
                          CatValue *pOut){
  (void)c; (void)aArg; (void)nArg;
  catTextZ(pOut, CAT_VERSION);
  return CAT_OK;
}
static const CatSample aVersionSample[] = { { { NULL } } };
/* PostgreSQL keeps its 1.1 declaration (text, IMMUTABLE PARALLEL SAFE). */
const CatFunc catVersionFunc = {
  "robots_version", "the extension's version, as text",
  NULL, 0, 0, CAT_TEXT, CAT_PURE | CAT_PG_V11, catVersionCall, NULL, NULL,
  aVersionSample, 1
};
