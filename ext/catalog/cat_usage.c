/*
** cat_usage.c: the descriptions of the AI usage signal functions that go
** through the catalog.
**
**   robots_usage_allows(txt, agent, url, purpose)   1, 0 or NULL
**   rsl_terms(xml, url)                             JSON or NULL
**   robots_tdmrep_lint(json)                        rule, byte, message
*/
#include "catalog.h"
#include "../robots/robots_cache.h"
#include "../usage/robots_usage.h"
#include "../usage/robots_rsl.h"
#include "../usage/robots_tdmrep.h"

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
  { "txt", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_ROBOTS },
  { "agent", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_AGENT },
  { "url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_URL },
  { "purpose", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
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

/* rsl_terms(xml, url): the JSON of the matching content, or NULL. */
static int catRslTermsCall(CatCtx *c, const CatValue *aArg, int nArg,
                           CatValue *pOut){
  int rc;
  (void)nArg;
  rc = rslTermsJson(aArg[0].s.z, aArg[0].s.n, aArg[1].s, &c->out, c->pStop);
  if( rc==-1 ) return CAT_NOMEM;
  if( rc==-3 ) return CAT_STOPPED;
  if( rc==0 ) catNull(pOut);
  else catResultBuf(c, pOut);
  return CAT_OK;
}

static const CatArg aRslArg[] = {
  { "xml", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aRslSample[] = {
  { { "<rsl xmlns=\"https://rslstandard.org/rsl\"><content url=\"/\"><license>"
      "<permits type=\"usage\">search</permits><prohibits type=\"usage\">"
      "ai-train</prohibits></license></content></rsl>",
      "https://example.com/a" } },
  { { "<rsl xmlns=\"https://rslstandard.org/rsl\"><content url=\"/docs/*\">"
      "<license><payment type=\"crawl\"><amount currency=\"USD\">0.015"
      "</amount></payment></license></content></rsl>",
      "https://example.com/docs/x" } },
  { { "<rsl xmlns=\"https://rslstandard.org/rsl\"><content url=\"/a\"/></rsl>",
      "/b" } },
  { { "<rss/>", "/" } },
};
const CatFunc catRslTermsFunc = {
  "rsl_terms",
  "the license terms an RSL 1.0 document gives a URL (its longest matching "
  "content), as JSON",
  aRslArg, 2, 2, CAT_JSON, CAT_PURE, catRslTermsCall, NULL, NULL,
  aRslSample, 4
};

/* robots_tdmrep_lint(json): why a tdmrep.json is not a TDMRep array of
** rules (robots_tdmrep then answers NULL): one row, or none when it is. */
typedef struct CatTdmLintCur {
  TdmProblem prob;
  int bProblem;                 /* the document has a problem */
  int iRow;                     /* rows given so far */
} CatTdmLintCur;

static int catTdmLintOpen(void *pCur, CatCtx *c, const CatValue *aArg,
                          int nArg){
  CatTdmLintCur *q = pCur;
  int rc;
  (void)nArg;
  rc = tdmrepCheck(aArg[0].s.z, aArg[0].s.n, &q->prob, c->pA, c->pStop);
  if( rc==-1 ) return CAT_NOMEM;
  if( rc==-3 ) return CAT_STOPPED;
  q->bProblem = rc==1;
  return CAT_OK;
}

static int catTdmLintNext(void *pCur, CatCtx *c, int *pbEof){
  CatTdmLintCur *q = pCur;
  (void)c;
  *pbEof = !q->bProblem || q->iRow++>0;
  return CAT_OK;
}

static int catTdmLintColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  CatTdmLintCur *q = pCur;
  (void)c;
  switch( iCol ){
    case 0: if( q->prob.iRule>0 ) catInt(pV, q->prob.iRule); break;
    case 1: catInt(pV, (int64_t)q->prob.iByte); break;
    default: catTextZ(pV, q->prob.zWhat); break;
  }
  return CAT_OK;
}

static void catTdmLintClose(void *pCur){
  (void)pCur;
}

static const CatColumn aTdmLintCol[] = {
  { "rule", CAT_INT, "the document itself (not an array, text after it)" },
  { "byte", CAT_INT, NULL },
  { "message", CAT_TEXT, NULL },
};
static const CatTable catTdmLintTable = {
  aTdmLintCol, 3, sizeof(CatTdmLintCur), catTdmLintOpen, catTdmLintNext,
  catTdmLintColumn, catTdmLintClose
};
static const CatArg aTdmLintArg[] = {
  { "json", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aTdmLintSample[] = {
  { { "[{\"location\":\"/\",\"tdm-reservation\":1}]" } },
  { { "[{\"location\":\"/\",\"tdm-reservation\":1.0}]" } },
  { { "\xEF\xBB\xBF[]" } },
  { { "{\"tdm-reservation\":\"yes\"}" } },
};
const CatFunc catTdmrepLintFunc = {
  "robots_tdmrep_lint",
  "why a tdmrep.json is not a TDMRep array of rules (robots_tdmrep is then "
  "NULL): rule, byte, message",
  aTdmLintArg, 1, 1, 0, CAT_PURE, NULL, &catTdmLintTable, NULL,
  aTdmLintSample, 4
};
