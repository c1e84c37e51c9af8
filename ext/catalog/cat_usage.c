/*
** cat_usage.c: the descriptions of the AI usage signal functions that go
** through the catalog.
**
**   robots_usage_allows(txt, agent, url, purpose)   1, 0 or NULL
*/
#include "catalog.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_usage.h"

#include <string.h>

/* robots_usage_allows: the purpose read first (an unknown word is refused
** whatever the file), then the file from the connection's cache. */
static int catUsageAllowsCall(CatCtx *c, const CatValue *aArg, int nArg,
                              CatValue *pOut){
  RobotsCache *pCache;
  RobotsEntry *e;
  int iPurpose = robotsUsagePurpose(aArg[3].s), rc, iAnswer;
  (void)nArg;
  if( iPurpose<0 ){
    c->err.n = 0;
    if( coreBufAppend(&c->err, "argument purpose must be one of ", 32)
     || coreBufAppend(&c->err, robotsUsagePurposeNames(),
                      strlen(robotsUsagePurposeNames()))
     || coreBufAppend(&c->err, "; not ", 6)
     || coreAppendQuoted(&c->err, aArg[3].s.z, aArg[3].s.n, 64, "'", "'") ){
      return CAT_NOMEM;
    }
    return CAT_REFUSED;
  }
  pCache = catConnRobots(c->pConn);
  e = pCache ? robotsCacheGet(pCache, aArg[0].s.z, aArg[0].s.n) : NULL;
  if( e==NULL ) return CAT_NOMEM;
  rc = robotsUsageAllows(e->pFile, aArg[1].s.z, aArg[1].s.n, aArg[2].s,
                         iPurpose, &iAnswer, c->pA, c->pStop);
  if( rc<0 ) return CAT_NOMEM;
  if( rc>0 ) return CAT_STOPPED;
  if( iAnswer<0 ) catNull(pOut);
  else catInt(pOut, iAnswer);
  return CAT_OK;
}

static const CatArg aAllowsArg[] = {
  { "txt", CAT_BYTES, CAT_NULL_RESULT },
  { "agent", CAT_TEXT, CAT_NULL_RESULT },
  { "url", CAT_TEXT, CAT_NULL_RESULT },
  { "purpose", CAT_TEXT, CAT_NULL_RESULT },
};
static const CatSample aAllowsSample[] = {
  { { "User-agent: *\nContent-Usage: train-ai=n\nAllow: /\n", "GPTBot",
      "https://example.com/a", "train-ai" } },
  { { "User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n",
      "Googlebot", "https://example.com/", "search" } },
  { { "User-agent: *\nContent-Signal: ai-input=no\n", "ChatGPT-User",
      "https://example.com/x", "ai-use" } },
  { { "User-agent: *\nDisallow: /private/\n", "ClaudeBot",
      "https://example.com/private/a", "ai-train" } },
  { { "", "bot", "/", "ai-input" } },
};
const CatFunc catUsageAllowsFunc = {
  "robots_usage_allows",
  "may a crawler use a URL for a purpose (train-ai, ai-use, search): 1, 0 "
  "or NULL when no preference is stated",
  aAllowsArg, 4, 4, CAT_BOOL, CAT_PURE, catUsageAllowsCall, NULL, NULL,
  aAllowsSample, 5
};
