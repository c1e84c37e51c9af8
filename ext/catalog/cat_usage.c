/*
** cat_usage.c: the descriptions of the AI usage signal functions that go
** through the catalog.
**
**   robots_usage(txt, agent, url)      JSON: allowed, content_usage,
**                                      content_signal
**   robots_usage_allows(txt, agent, url, purpose)   1, 0 or NULL
**   robots_usage_header(value)         JSON: a Content-Usage header
**   robots_usage_rules(txt [, agent])  group_id, kind, path, key, value, line
**   robots_tdmrep(json, url)           JSON: the tdmrep.json rule, or NULL
**   robots_tdmrep_lint(json)           rule, byte, message
**   rsl_terms(xml, url)                JSON or NULL
**   robots_crawler_list                token, pattern, purpose, vendor
**
** Compiled robots.txt files come from the connection's cache (shared with
** robots_allowed), so a file is compiled once.  Start at catUsageCall.
*/
#include "catalog.h"
#include "../robots/robots_cache.h"
#include "../usage/robots_usage.h"
#include "../usage/robots_rsl.h"
#include "../usage/robots_tdmrep.h"
#include "../crawler/robots_purpose.h"

#include <string.h>

/* The compiled file of document txt, from the connection's cache: NULL
** when out of memory. */
static RobotsEntry *catUsageEntry(CatCtx *c, Span txt){
  RobotsCache *pCache = catConnRobots(c->pConn);
  return pCache ? robotsCacheGet(pCache, txt.z, txt.n) : NULL;
}

/* The result code of an engine code: -1 out of memory, 1 stopped. */
static int catUsageCode(int rc){
  return rc<0 ? CAT_NOMEM : rc>0 ? CAT_STOPPED : CAT_OK;
}

/* robots_usage(txt, agent, url): the JSON answer, written into c->out. */
static int catUsageCall(CatCtx *c, const CatValue *aArg, int nArg,
                        CatValue *pOut){
  RobotsEntry *e = catUsageEntry(c, aArg[0].s);
  int rc;
  (void)nArg;
  if( e==NULL ) return CAT_NOMEM;
  rc = robotsUsageJson(e->pFile, aArg[1].s.z, aArg[1].s.n, aArg[2].s, &c->out,
                       c->pStop);
  if( rc==0 && c->out.oom ) rc = -1;
  if( rc==0 ) catResultBuf(c, pOut);
  return catUsageCode(rc);
}

static const CatArg aUsageArg[] = {
  { "txt", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "agent", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aUsageSample[] = {
  { { "User-agent: *\nContent-Usage: train-ai=n\nContent-Usage: /ok/ train-ai=y\n"
      "Allow: /\n", "GPTBot", "https://example.com/ok/a" } },
  { { "User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n",
      "Googlebot", "https://example.com/" } },
  { { "User-agent: *\nDisallow: /private/\n", "ClaudeBot",
      "https://example.com/private/a" } },
  { { "", "bot", "/" } },
};
const CatFunc catUsageFunc = {
  "robots_usage",
  "may a crawler fetch a URL, and the Content-Usage and Content-Signal "
  "preferences that apply to it, as JSON",
  aUsageArg, 3, 3, CAT_JSON, CAT_PURE, catUsageCall, NULL, NULL,
  aUsageSample, 4
};

/* robots_usage_header(value): the JSON reading of a Content-Usage header. */
static int catUsageHeaderCall(CatCtx *c, const CatValue *aArg, int nArg,
                              CatValue *pOut){
  int rc = robotsUsageHeaderJson(aArg[0].s.z, aArg[0].s.n, &c->out, c->pStop);
  (void)nArg;
  if( rc==0 && c->out.oom ) rc = -1;
  if( rc==0 ) catResultBuf(c, pOut);
  return catUsageCode(rc);
}

static const CatArg aHeaderArg[] = {
  { "value", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aHeaderSample[] = {
  { { "train-ai=n" } }, { { "train-ai=y, search=n;x=1" } },
  { { "train-ai=maybe" } }, { { "" } }, { { "=,,\"" } },
};
const CatFunc catUsageHeaderFunc = {
  "robots_usage_header",
  "a Content-Usage HTTP header read as the vocabulary's preferences, as JSON",
  aHeaderArg, 1, 1, CAT_JSON, CAT_PURE, catUsageHeaderCall, NULL, NULL,
  aHeaderSample, 5
};

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

/* robots_tdmrep(json, url): the first rule matching url, or NULL (none
** matches, or the document is not a TDMRep array: robots_tdmrep_lint says
** why). */
static int catTdmrepCall(CatCtx *c, const CatValue *aArg, int nArg,
                         CatValue *pOut){
  int rc = tdmrepJson(aArg[0].s.z, aArg[0].s.n, aArg[1].s, &c->out, NULL,
                      c->pStop);
  (void)nArg;
  if( rc==1 && c->out.oom ) rc = -1;
  if( rc==-1 ) return CAT_NOMEM;
  if( rc==-3 ) return CAT_STOPPED;
  if( rc==1 ) catResultBuf(c, pOut);
  return CAT_OK;
}

static const CatArg aTdmrepArg[] = {
  { "json", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aTdmrepSample[] = {
  { { "[{\"location\":\"/images/*\",\"tdm-reservation\":1,\"tdm-policy\":"
      "\"https://example.com/p.json\"},{\"location\":\"/\",\"tdm-reservation\":0}]",
      "https://example.com/images/a.png" } },
  { { "[{\"location\":\"/*.pdf$\",\"tdm-reservation\":1}]",
      "https://example.com/a.pdf" } },
  { { "[{\"location\":\"/a/\",\"tdm-reservation\":1}]", "https://example.com/b" } },
  { { "{\"tdm-reservation\":1}", "https://example.com/" } },
  { { "\xEF\xBB\xBF[{\"location\":\"/\",\"tdm-reservation\":0}]", "/x" } },
};
const CatFunc catTdmrepFunc = {
  "robots_tdmrep",
  "the TDMRep rule of a tdmrep.json for a URL (the first whose location "
  "matches), as JSON, or NULL",
  aTdmrepArg, 2, 2, CAT_JSON, CAT_PURE, catTdmrepCall, NULL, NULL,
  aTdmrepSample, 5
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

/* ---- robots_usage_rules(txt [, agent]) ----------------------------------
** Every key of every Content-Usage and Content-Signal line and every
** License line, built at open (the rows own their text). */
typedef struct CatUsageRulesCur {
  RobotsUsageRows rows;
  const CoreAlloc *pA;          /* the rows' allocator; NULL: none built */
  int i;
} CatUsageRulesCur;

static int catUsageRulesOpen(void *pCur, CatCtx *c, const CatValue *aArg,
                             int nArg){
  CatUsageRulesCur *q = pCur;
  RobotsEntry *e = catUsageEntry(c, aArg[0].s);
  Span agent = nArg>1 ? aArg[1].s : (Span){ "", 0 };
  int rc;
  q->i = -1;
  if( e==NULL ) return CAT_NOMEM;
  robotsEntryRef(e);
  rc = robotsUsageRowsBuild(e->pFile, nArg>1, agent.z, agent.n, &q->rows,
                            c->pA, c->pStop);
  robotsEntryRelease(e);
  q->pA = c->pA;
  return catUsageCode(rc);
}

static int catUsageRulesNext(void *pCur, CatCtx *c, int *pbEof){
  CatUsageRulesCur *q = pCur;
  (void)c;
  *pbEof = ++q->i >= q->rows.n;
  return CAT_OK;
}

static int catUsageRulesColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  CatUsageRulesCur *q = pCur;
  const RobotsUsageRow *r = &q->rows.a[q->i];
  (void)c;
  switch( iCol ){
    case 0: catInt(pV, r->iGroup); break;
    case 1: catTextZ(pV, robotsUsageKindName(r->eKind)); break;
    case 2: if( r->bPath ) catText(pV, r->path); break;
    case 3: if( r->bKey ) catText(pV, r->key); break;
    case 4: if( r->bValue ) catText(pV, r->value); break;
    default: catInt(pV, r->iLine); break;
  }
  return CAT_OK;
}

static void catUsageRulesClose(void *pCur){
  CatUsageRulesCur *q = pCur;
  if( q->pA ) robotsUsageRowsFree(&q->rows, q->pA);
}

static const CatColumn aUsageRulesCol[] = {
  { "group_id", CAT_INT32, NULL }, { "kind", CAT_TEXT, NULL },
  { "path", CAT_TEXT, "a Content-Signal line, or a Content-Usage line "
    "without a path" },
  { "key", CAT_TEXT, "a License line" },
  { "value", CAT_TEXT, "a Content-Signal key without '='" },
  { "line", CAT_INT32, NULL },
};
static const CatTable catUsageRulesTable = {
  aUsageRulesCol, 6, sizeof(CatUsageRulesCur), catUsageRulesOpen,
  catUsageRulesNext, catUsageRulesColumn, catUsageRulesClose
};
static const CatArg aUsageRulesArg[] = {
  { "txt", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "agent", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aUsageRulesSample[] = {
  { { "User-agent: *\nContent-Usage: train-ai=n, search=y\n"
      "Content-Usage: /ok/ train-ai=y\nAllow: /\n" } },
  { { "User-agent: *\nContent-Signal: search=yes, ai-train=no\n\n"
      "User-agent: GPTBot\nContent-Usage: train-ai=n\nDisallow: /\n", "GPTBot" } },
  { { "License: https://example.com/license.xml\nUser-agent: *\nAllow: /\n" } },
  { { "User-agent: *\nContent-Usage: not a dictionary (\n", "bot" } },
};
const CatFunc catUsageRulesFunc = {
  "robots_usage_rules",
  "every key of every Content-Usage and Content-Signal line and every "
  "License line of a robots.txt (only the groups of a crawler when given)",
  aUsageRulesArg, 2, 1, 0, CAT_PURE, NULL, &catUsageRulesTable, NULL,
  aUsageRulesSample, 4
};

/* ---- robots_crawler_list: the known crawlers with their purposes -------- */
typedef struct CatCrawlerListCur {
  size_t i;                     /* the next row */
  RobotsCrawlerInfo row;
} CatCrawlerListCur;

static int catCrawlerListOpen(void *pCur, CatCtx *c, const CatValue *aArg,
                              int nArg){
  (void)pCur; (void)c; (void)aArg; (void)nArg;
  return CAT_OK;
}

static int catCrawlerListNext(void *pCur, CatCtx *c, int *pbEof){
  CatCrawlerListCur *q = pCur;
  (void)c;
  *pbEof = q->i>=robotsCrawlerListSize();
  if( !*pbEof ) robotsCrawlerListAt(q->i++, &q->row);
  return CAT_OK;
}

static int catCrawlerListColumn(void *pCur, CatCtx *c, int iCol,
                                CatValue *pV){
  const RobotsCrawlerInfo *r = &((CatCrawlerListCur*)pCur)->row;
  const char *az[4];
  (void)c;
  az[0] = r->zToken; az[1] = r->zPattern; az[2] = r->zPurpose;
  az[3] = r->zVendor;
  catTextZ(pV, az[iCol & 3]);
  return CAT_OK;
}

static void catCrawlerListClose(void *pCur){
  (void)pCur;
}

static const CatColumn aCrawlerListCol[] = {
  { "token", CAT_TEXT, NULL },
  { "pattern", CAT_TEXT, "a token no request carries (robots.txt only)" },
  { "purpose", CAT_TEXT, NULL }, { "vendor", CAT_TEXT, NULL },
};
static const CatTable catCrawlerListTable = {
  aCrawlerListCol, 4, sizeof(CatCrawlerListCur), catCrawlerListOpen,
  catCrawlerListNext, catCrawlerListColumn, catCrawlerListClose
};
static const CatSample aCrawlerListSample[] = { { { NULL } } };
const CatFunc catCrawlerListFunc = {
  "robots_crawler_list",
  "the crawlers the extension knows: robots.txt token, the pattern "
  "robots_agent looks for, purpose, vendor",
  NULL, 0, 0, 0, CAT_PURE, NULL, &catCrawlerListTable, NULL,
  aCrawlerListSample, 1
};
