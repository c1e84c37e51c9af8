/*
** cat_robots_tables.c: robots.txt table functions described once.
**
**   robots_agents(txt)       group_id, agent, line, rules, token
**   robots_sitemaps(txt)     url, line
**   robots_directives(txt)   line, group_id, key, value, known
**   robots_lint(txt)         line, severity, code, message
**
** robots_agents and robots_sitemaps read the compiled file of the
** connection's cache, with one cursor;
** robots_directives runs the scanner and the grouper over the bytes (every
** line that is not blank, with the group Google's grouping gives it);
** robots_lint is the pull linter.  Start at catAgentsFunc.
*/
#include "catalog.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_file.h"
#include "../robots/robots_lint.h"
#include "../robots/robots_parse.h"

/* ---- robots_agents ------------------------------------------------------ */
typedef struct CatAgentsCur {
  RobotsEntry *pEntry;       /* referenced for the scan */
  RobotsFile *pFile;
  int i;
} CatAgentsCur;

static int catAgentsOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  CatAgentsCur *q = (CatAgentsCur*)pCur;
  RobotsCache *pCache = catConnRobots(c->pConn);
  RobotsEntry *e = pCache ? robotsCacheGet(pCache, aArg[0].s.z, aArg[0].s.n) : NULL;
  (void)nArg;
  if( e==NULL || robotsFileTables(e->pFile) ) return CAT_NOMEM;
  robotsEntryRef(e);
  q->pEntry = e;
  q->pFile = e->pFile;
  q->i = -1;
  return CAT_OK;
}

static int catAgentsNext(void *pCur, CatCtx *c, int *pbEof){
  CatAgentsCur *q = (CatAgentsCur*)pCur;
  (void)c;
  *pbEof = ++q->i >= robotsAgentCount(q->pFile);
  return CAT_OK;
}

static int catAgentsColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  CatAgentsCur *q = (CatAgentsCur*)pCur;
  const RobotsAgent *a = robotsAgentAt(q->pFile, q->i);
  (void)c;
  switch( iCol ){
    case 0: catInt(pV, a->iGroup); break;
    case 1: catText(pV, a->value); break;
    case 2: catInt(pV, a->iLine); break;
    case 3: catInt(pV, robotsGroupRuleCount(q->pFile, a->iGroup)); break;
    default:
      if( a->bGlobal ) catTextZ(pV, "*"); else catText(pV, a->token);
      break;
  }
  return CAT_OK;
}

static void catAgentsClose(void *pCur){
  CatAgentsCur *q = (CatAgentsCur*)pCur;
  if( q->pEntry ) robotsEntryRelease(q->pEntry);
}

static const CatColumn aAgentsCol[] = {
  { "group_id", CAT_INT32, NULL }, { "agent", CAT_BYTES, NULL },
  { "line", CAT_INT32, NULL }, { "rules", CAT_INT32, NULL },
  { "token", CAT_BYTES, NULL },
};
static const CatTable catAgentsTable = {
  aAgentsCol, 5, sizeof(CatAgentsCur),
  catAgentsOpen, catAgentsNext, catAgentsColumn, catAgentsClose
};
static const CatArg aTabTxtArg[] = {
  { "txt", CAT_BYTES, CAT_NULL_RESULT, CAT_ROLE_ROBOTS }
};
static const CatSample aRobotsSample[] = {
  { { "User-agent: Googlebot\nUser-agent: bingbot\nDisallow: /a\n\nUser-agent: *\nAllow: /" } },
  { { "user-agent: FooBot/1.2\nDisalow: /x\nCrawl-delay: 5\nSitemap: https://e.com/s.xml\n# c\n\nfoo: bar" } },
  { { "" } },
  { { "Disallow: /before-any-group\nUser-agent: *\nUser-agent: *\nDisallow: /\nContent-Usage: train-ai=n" } },
};
const CatFunc catAgentsFunc = {
  "robots_agents", "the user-agent lines of a robots.txt and their groups",
  aTabTxtArg, 1, 1, 0, CAT_PURE, NULL, &catAgentsTable, NULL, aRobotsSample, 4
};

/* ---- robots_sitemaps: the Sitemap lines with a value, on the same cursor */
static int catSitemapsNext(void *pCur, CatCtx *c, int *pbEof){
  CatAgentsCur *q = (CatAgentsCur*)pCur;
  int n = robotsOtherCount(q->pFile);
  (void)c;
  for(q->i++; q->i<n; q->i++){
    if( robotsOtherIsSitemap(robotsOtherAt(q->pFile, q->i)) ) break;
  }
  *pbEof = q->i>=n;
  return CAT_OK;
}

static int catSitemapsColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  CatAgentsCur *q = (CatAgentsCur*)pCur;
  const RobotsOther *o = robotsOtherAt(q->pFile, q->i);
  (void)c;
  if( iCol==0 ) catText(pV, o->value);
  else catInt(pV, o->iLine);
  return CAT_OK;
}

static const CatColumn aSitemapsCol[] = {
  { "url", CAT_BYTES, NULL }, { "line", CAT_INT32, NULL },
};
static const CatTable catSitemapsTable = {
  aSitemapsCol, 2, sizeof(CatAgentsCur),
  catAgentsOpen, catSitemapsNext, catSitemapsColumn, catAgentsClose
};
static const CatSample aSitemapsSample[] = {
  { { "Sitemap: https://example.com/s.xml\nUser-agent: *\nDisallow: /a\nsitemap: /rel.xml" } },
  { { "User-agent: *\nDisallow:" } }, { { "Sitemap:\nSitemap: x" } },
};
const CatFunc catSitemapsFunc = {
  "robots_sitemaps", "the Sitemap lines of a robots.txt",
  aTabTxtArg, 1, 1, 0, CAT_PURE, NULL, &catSitemapsTable, NULL,
  aSitemapsSample, 3
};


/* ---- robots_directives -------------------------------------------------- */
typedef struct CatDirCur {
  RobotsScanner sc;
  RobotsGrouper gr;
  RobotsLine line;
  int iGroup;
} CatDirCur;

static int catDirOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  CatDirCur *q = (CatDirCur*)pCur;
  (void)c; (void)nArg;
  robotsScannerInit(&q->sc, aArg[0].s.z, aArg[0].s.n, 1);
  return CAT_OK;
}

static int catDirNext(void *pCur, CatCtx *c, int *pbEof){
  CatDirCur *q = (CatDirCur*)pCur;
  int bNew;
  (void)c;
  while( robotsScannerNext(&q->sc, &q->line) ){
    if( q->line.flags & ROBOTS_LINE_BLANK ) continue;
    q->iGroup = robotsGroupOf(&q->gr, &q->line, &bNew);
    *pbEof = 0;
    return CAT_OK;
  }
  *pbEof = 1;
  return CAT_OK;
}

static int catDirColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  CatDirCur *q = (CatDirCur*)pCur;
  const RobotsLine *l = &q->line;
  const char *zName = robotsLineKeyName(l);
  (void)c;
  switch( iCol ){
    case 0: catInt(pV, l->iLine); break;
    case 1: if( q->iGroup ) catInt(pV, q->iGroup); break;
    case 2:
      if( zName ) catTextZ(pV, zName);
      else if( l->eKey!=ROBOTS_KEY_NONE ) catText(pV, l->key);
      break;
    case 3: catText(pV, l->value); break;
    default: catInt(pV, zName!=NULL); break;
  }
  return CAT_OK;
}

static void catNoClose(void *pCur){ (void)pCur; }

static const CatColumn aDirCol[] = {
  { "line", CAT_INT32, NULL }, { "group_id", CAT_INT32, "outside a group" },
  { "key", CAT_BYTES, "a line without a key" }, { "value", CAT_BYTES, NULL },
  { "known", CAT_BOOL, NULL },
};
static const CatTable catDirTable = {
  aDirCol, 5, sizeof(CatDirCur), catDirOpen, catDirNext, catDirColumn, catNoClose
};
const CatFunc catDirectivesFunc = {
  "robots_directives", "every line of a robots.txt that is not blank, with its group",
  aTabTxtArg, 1, 1, 0, CAT_PURE, NULL, &catDirTable, NULL, aRobotsSample, 4
};

/* ---- robots_lint --------------------------------------------------------- */
typedef struct CatLintCur {
  RobotsLinter *pLint;
  RobotsProblem prob;        /* the current row */
} CatLintCur;

static int catLintOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  CatLintCur *q = (CatLintCur*)pCur;
  (void)nArg;
  q->pLint = robotsLintOpen(aArg[0].s.z, aArg[0].s.n, c->pA);
  return q->pLint ? CAT_OK : CAT_NOMEM;
}

static int catLintNext(void *pCur, CatCtx *c, int *pbEof){
  CatLintCur *q = (CatLintCur*)pCur;
  int rc = robotsLintNext(q->pLint, &q->prob);
  (void)c;
  if( rc<0 ) return CAT_NOMEM;
  *pbEof = rc==0;
  return CAT_OK;
}

static int catLintColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  const RobotsProblem *p = &((CatLintCur*)pCur)->prob;
  Span m;
  (void)c;
  switch( iCol ){
    case 0: catInt(pV, p->iLine); break;
    case 1: catTextZ(pV, p->zSeverity); break;
    case 2: catTextZ(pV, p->zCode); break;
    default: m.z = p->zMsg; m.n = p->nMsg; catText(pV, m); break;
  }
  return CAT_OK;
}

static void catLintClose(void *pCur){
  CatLintCur *q = (CatLintCur*)pCur;
  if( q->pLint ) robotsLintClose(q->pLint);
}

static const CatColumn aLintCol[] = {
  { "line", CAT_INT32, NULL }, { "severity", CAT_TEXT, NULL },
  { "code", CAT_TEXT, NULL }, { "message", CAT_BYTES, NULL },
};
static const CatTable catLintTable = {
  aLintCol, 4, sizeof(CatLintCur), catLintOpen, catLintNext, catLintColumn,
  catLintClose
};
const CatFunc catLintFunc = {
  "robots_lint", "the problems of a robots.txt: line, severity, code, message",
  aTabTxtArg, 1, 1, 0, CAT_PURE, NULL, &catLintTable, NULL, aRobotsSample, 4
};
