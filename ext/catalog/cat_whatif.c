/*
** cat_whatif.c: the descriptions of the what-if functions, which compare
** two versions of a robots.txt (a live file and a draft):
**
**   robots_flip(old, new, agent, url)        the verdict, when it changes
**   robots_usage_flip(old, new, agent, url)  the AI usage answer, when it
**                                            changes
**   robots_diff(old, new [, agent])          the changes that can change a
**                                            decision, crawler by crawler
**
** The engine is robots_flip.h and robots_diff.h; this file converts.  The
** two versions' files come from the call site's memo (cat_site.h).
*/
#include "cat_site.h"
#include "../whatif/robots_flip.h"
#include "../whatif/robots_diff.h"

/* A ROBOTS_FLIP_ code as a catalog code. */
static int catFlipCode(int rc){
  if( rc==ROBOTS_FLIP_OK ) return CAT_OK;
  return rc==ROBOTS_FLIP_STOPPED ? CAT_STOPPED : CAT_NOMEM;
}

/* The comparison the four arguments ask for, both versions' files from
** the call site's memo or the cache (held: catFlipEnd releases them). */
static int catFlipAsk(CatCtx *c, const CatValue *aArg, RobotsFlipAsk *q){
  q->pCache = catConnRobots(c->pConn);
  q->oldTxt = aArg[0].s;
  q->newTxt = aArg[1].s;
  q->agent = aArg[2].s;
  q->url = aArg[3].s;
  q->pStop = c->pStop;
  q->pA = c->pA;
  q->pOld = catSiteEntry(c, 0, &aArg[0]);
  q->pNew = q->pOld ? catSiteEntry(c, 1, &aArg[1]) : NULL;
  return q->pCache && q->pNew ? CAT_OK : CAT_NOMEM;
}

/* Release what catFlipAsk held. */
static void catFlipEnd(RobotsFlipAsk *q){
  robotsEntryRelease(q->pOld);
  robotsEntryRelease(q->pNew);
}

/* robots_flip(old, new, agent, url): NULL, or the JSON of both sides. */
static int catFlipCall(CatCtx *c, const CatValue *aArg, int nArg,
                       CatValue *pOut){
  RobotsFlipAsk q;
  int bFlip = 0, rc = catFlipAsk(c, aArg, &q);
  (void)nArg;
  if( rc==CAT_OK ) rc = catFlipCode(robotsFlipJson(&q, &c->out, &bFlip));
  if( rc==CAT_OK && bFlip ) catResultBuf(c, pOut); else catNull(pOut);
  catFlipEnd(&q);
  return rc;
}

/* robots_usage_flip(old, new, agent, url): NULL, or both usage answers. */
static int catUsageFlipCall(CatCtx *c, const CatValue *aArg, int nArg,
                            CatValue *pOut){
  RobotsFlipAsk q;
  int bFlip = 0, rc = catFlipAsk(c, aArg, &q);
  (void)nArg;
  if( rc==CAT_OK ) rc = catFlipCode(robotsUsageFlipJson(&q, &c->out, &bFlip));
  if( rc==CAT_OK && bFlip ) catResultBuf(c, pOut); else catNull(pOut);
  catFlipEnd(&q);
  return rc;
}

static const CatArg aFlipArg[] = {
  { "old", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_ROBOTS },
  { "new", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_ROBOTS },
  { "agent", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_AGENT },
  { "url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_URL },
};
static const CatSample aFlipSample[] = {
  { { "User-agent: *\nDisallow: /private\n", "User-agent: *\nDisallow: /\n",
      "Googlebot", "https://example.com/page" } },
  { { "User-agent: *\nDisallow: /private\n", "User-agent: *\nDisallow: /\n",
      "Googlebot", "https://example.com/private/x" } },
  { { "User-agent: GPTBot\nDisallow: /\n", "User-agent: GPTBot\nAllow: /blog/\n"
      "Disallow: /\n", "GPTBot", "/blog/post" } },
  { { "", "User-agent: *\nDisallow: /a%2fb\n", "bingbot", "/a%2Fb" } },
  { { "User-agent: *\nDisallow: /\n", "User-agent: *\nDisallow: /\n",
      "Mozilla/5.0 (compatible; Googlebot/2.1)", "/" } },
};
const CatFunc catFlipFunc = {
  "robots_flip",
  "how the verdict for a crawler and URL changes between two robots.txt "
  "versions: NULL when it does not",
  aFlipArg, 4, 4, CAT_JSON, CAT_PURE, catFlipCall, NULL, NULL,
  aFlipSample, 5
};

static const CatSample aUsageFlipSample[] = {
  { { "User-agent: *\nContent-Usage: train-ai=y\n",
      "User-agent: *\nContent-Usage: train-ai=n\n", "GPTBot", "/a" } },
  { { "User-agent: *\nContent-Signal: search=yes, ai-train=yes\n",
      "User-agent: *\nContent-Signal: ai-train=yes, search=yes\n",
      "GPTBot", "/a" } },
  { { "User-agent: *\nAllow: /\n", "User-agent: *\nDisallow: /x\n",
      "ClaudeBot", "https://example.com/x/y" } },
  { { "", "User-agent: GPTBot\nContent-Usage: /docs/ train-ai=n\n", "GPTBot",
      "/docs/a" } },
};
const CatFunc catUsageFlipFunc = {
  "robots_usage_flip",
  "how the AI usage answer for a crawler and URL changes between two "
  "robots.txt versions: NULL when it does not",
  aFlipArg, 4, 4, CAT_JSON, CAT_PURE, catUsageFlipCall, NULL, NULL,
  aUsageFlipSample, 4
};

/* ---- robots_diff ---------------------------------------------------------- */

typedef struct CatDiffCur {
  RobotsDiff *p;
  RobotsDiffRow row;
} CatDiffCur;

/* Open the diff of the arguments (old, new [, agent]). */
static int catDiffOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  CatDiffCur *q = (CatDiffCur*)pCur;
  Span agent = { NULL, 0 };
  int rc;
  if( nArg>2 ) agent = aArg[2].s;
  rc = robotsDiffOpen(&q->p, aArg[0].s, aArg[1].s, nArg>2, agent, c->pA,
                      c->pStop);
  return rc==0 ? CAT_OK : rc>0 ? CAT_STOPPED : CAT_NOMEM;
}

/* The next change. */
static int catDiffNext(void *pCur, CatCtx *c, int *pbEof){
  CatDiffCur *q = (CatDiffCur*)pCur;
  int rc = robotsDiffNext(q->p, &q->row);
  (void)c;
  *pbEof = rc!=1;
  return rc==2 ? CAT_STOPPED : rc<0 ? CAT_NOMEM : CAT_OK;
}

/* A line number, or NULL for none. */
static void catDiffLine(CatValue *pV, int iLine){
  if( iLine>0 ) catInt(pV, iLine); else catNull(pV);
}

/* Column iCol of the current change. */
static int catDiffColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  const RobotsDiffRow *r = &((CatDiffCur*)pCur)->row;
  (void)c;
  switch( iCol ){
    case 0: catText(pV, r->agent); break;
    case 1: catTextZ(pV, robotsDiffChangeName(r->eChange)); break;
    case 2: catTextZ(pV, robotsDiffRuleName(r->eRule)); break;
    case 3: catText(pV, r->pattern); break;
    case 4: catDiffLine(pV, r->iOldLine); break;
    case 5: catDiffLine(pV, r->iNewLine); break;
    case 6: catText(pV, r->oldValue); break;
    default: catText(pV, r->newValue); break;
  }
  return CAT_OK;
}

/* Release the diff. */
static void catDiffClose(void *pCur){
  robotsDiffClose(((CatDiffCur*)pCur)->p);
}

static const CatColumn aDiffCol[] = {
  { "agent", CAT_TEXT, NULL },
  { "change", CAT_TEXT, NULL },
  { "rule", CAT_TEXT, "regrouped rows" },
  { "pattern", CAT_BYTES, "no pattern (crawl-delay, Content-Signal, "
    "Content-Usage without a path, License, regrouped)" },
  { "old_line", CAT_INT, "not in the old version" },
  { "new_line", CAT_INT, "not in the new version" },
  { "old_value", CAT_BYTES, "rules; none in the old version" },
  { "new_value", CAT_BYTES, "rules; none in the new version" },
};
static const CatTable catDiffTable = {
  aDiffCol, 8, sizeof(CatDiffCur), catDiffOpen, catDiffNext, catDiffColumn,
  catDiffClose
};
static const CatArg aDiffArg[] = {
  { "old", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_ROBOTS },
  { "new", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_ROBOTS },
  { "crawler", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_AGENT },   /* not "agent": a column */
};
static const CatSample aDiffSample[] = {
  { { "User-agent: *\nDisallow: /private\n",
      "User-agent: *\nDisallow: /private\nDisallow: /tmp\n" } },
  { { "User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n",
      "User-agent: *\nAllow: /\n", "GPTBot" } },
  { { "User-agent: a\nUser-agent: b\nDisallow: /x\nCrawl-delay: 5\n",
      "user-agent: b\ndisallow: /x\n\nuser-agent: a\ndisallow: /x\n"
      "crawl-delay: 10\n" } },
  { { "License: https://a.example/l.xml\nUser-agent: *\n"
      "Content-Usage: train-ai=y\n",
      "User-agent: *\nContent-Usage: train-ai=n\n"
      "LICENSE: HTTPS://A.Example:443/l.xml\nLicense: https://b.example/l.xml\n" } },
  { { "", "User-agent: *\nDisallow: /caf\xc3\xa9\n", "bingbot" } },
  { { "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\n"
      "User-agent: Googlebot\nUser-agent: bingbot\nAllow: /\n",
      "User-agent: CCBot\nDisallow: /\n\nUser-agent: Googlebot\n"
      "User-agent: bingbot\nUser-agent: GPTBot\nAllow: /\n" } },
};
const CatFunc catDiffFunc = {
  "robots_diff",
  "the rule changes between two robots.txt versions that can change a "
  "decision, crawler by crawler",
  aDiffArg, 3, 2, 0, CAT_PURE, NULL, &catDiffTable, NULL, aDiffSample, 6
};
