/*
** ddb_tables.c: the robots.txt table functions for DuckDB (see ddb_tvf.h
** for their two forms).
**
**   robots_rules(txt [, agent])  group_id, agent, rule, path, line, pattern
**   robots_agents(txt)           group_id, agent, line, rules, token
**   robots_directives(txt)       line, group_id, key, value, known
**   robots_lint(txt)             line, severity, code, message
**
** The first three read the compiled file from a cache of the pool
** (ddbPoolTake), held with the file for the scan; robots_directives streams
** the engine's scanner, robots_lint its linter.  Start at aDdbRobotsTabs.
*/
#include "ddb_tvf.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_explain.h"
#include "../robots/robots_crawler.h"
#include "../robots/robots_lint.h"

#include <stdlib.h>
#include <string.h>

/* State shared by the cursors over a compiled file. */
typedef struct DdbFileCur {
  RobotsCache *pCache;   /* from the pool, for the scan */
  RobotsEntry *pEntry;   /* referenced for the scan */
  RobotsFile *pFile;
  int i;                 /* position: robots_agents */
  RobotsRuleWalk walk;   /* robots_rules */
  const RobotsRule *pRule;
  const RobotsAgent *pAgent;
} DdbFileCur;

/* Compile (or find) argument 0 and hold it: 0 or -1. */
static int ddbFileStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  DdbFileCur *c = (DdbFileCur*)pCur;
  RobotsEntry *e;
  (void)nArg; (void)zErr;
  c->i = -1;
  if( (c->pCache = ddbPoolTake())==NULL ) return -1;
  e = robotsCacheGet(c->pCache, aArg[0].z, aArg[0].n);
  if( e==NULL || robotsFileTables(e->pFile) ) return -1;
  robotsEntryRef(e);
  c->pEntry = e;
  c->pFile = e->pFile;
  return 0;
}

static void ddbFileEnd(void *pCur){
  DdbFileCur *c = (DdbFileCur*)pCur;
  robotsRuleWalkFree(&c->walk);
  if( c->pEntry ) robotsEntryRelease(c->pEntry);
  if( c->pCache ) ddbPoolGive(c->pCache);
}

/* ---- robots_rules ---------------------------------------------------- */

/* The walk is the engine's (robotsRuleWalk); a NULL agent gives no rows. */
static int ddbRulesStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  DdbFileCur *c = (DdbFileCur*)pCur;
  if( ddbFileStart(pCur, aArg, nArg, zErr) ) return -1;
  return robotsRuleWalkStart(&c->walk, c->pFile, nArg>=2,
                             nArg>=2 ? aArg[1].z : NULL,
                             nArg>=2 ? aArg[1].n : 0, &coreLibcAlloc);
}

static int ddbRulesNext(void *pCur, char *zErr){
  DdbFileCur *c = (DdbFileCur*)pCur;
  (void)zErr;
  return robotsRuleWalkNext(&c->walk, &c->pRule, &c->pAgent);
}

static int ddbRulesColumn(void *pCur, int iCol, DdbVal *v){
  DdbFileCur *c = (DdbFileCur*)pCur;
  const RobotsRule *r = c->pRule;
  switch( iCol ){
    case 0: ddbInt(v, r->iGroup); break;
    case 1: if( c->pAgent ) ddbText(v, c->pAgent->value); break;
    case 2: ddbStatic(v, robotsRuleKind(r)); break;
    case 3: ddbText(v, r->value); break;
    case 4: ddbInt(v, r->iLine); break;
    default: ddbText(v, r->pattern); break;
  }
  return 0;
}

static const DdbColDef aRulesCol[] = {
  { "group_id", DDB_T_INT }, { "agent", DDB_T_TEXT }, { "rule", DDB_T_TEXT },
  { "path", DDB_T_TEXT }, { "line", DDB_T_INT }, { "pattern", DDB_T_TEXT },
};

/* ---- robots_agents --------------------------------------------------- */

static int ddbAgentsNext(void *pCur, char *zErr){
  DdbFileCur *c = (DdbFileCur*)pCur;
  (void)zErr;
  return ++c->i < robotsAgentCount(c->pFile);
}

static int ddbAgentsColumn(void *pCur, int iCol, DdbVal *v){
  DdbFileCur *c = (DdbFileCur*)pCur;
  const RobotsAgent *a = robotsAgentAt(c->pFile, c->i);
  switch( iCol ){
    case 0: ddbInt(v, a->iGroup); break;
    case 1: ddbText(v, a->value); break;
    case 2: ddbInt(v, a->iLine); break;
    case 3: ddbInt(v, robotsGroupRuleCount(c->pFile, a->iGroup)); break;
    default:
      if( a->bGlobal ) ddbStatic(v, "*"); else ddbText(v, a->token);
      break;
  }
  return 0;
}

static const DdbColDef aAgentsCol[] = {
  { "group_id", DDB_T_INT }, { "agent", DDB_T_TEXT }, { "line", DDB_T_INT },
  { "rules", DDB_T_INT }, { "token", DDB_T_TEXT },
};


/* ---- robots_directives ----------------------------------------------- */

typedef struct DdbDirCur {
  RobotsScanner sc;
  RobotsGrouper gr;
  RobotsLine line;
  int iGroup;
} DdbDirCur;

static int ddbDirStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  DdbDirCur *c = (DdbDirCur*)pCur;
  (void)nArg; (void)zErr;
  robotsScannerInit(&c->sc, aArg[0].z, aArg[0].n, 1);
  return 0;
}

static int ddbDirNext(void *pCur, char *zErr){
  DdbDirCur *c = (DdbDirCur*)pCur;
  int bNew;
  (void)zErr;
  while( robotsScannerNext(&c->sc, &c->line) ){
    if( c->line.flags & ROBOTS_LINE_BLANK ) continue;
    c->iGroup = robotsGroupOf(&c->gr, &c->line, &bNew);
    return 1;
  }
  return 0;
}

static int ddbDirColumn(void *pCur, int iCol, DdbVal *v){
  DdbDirCur *c = (DdbDirCur*)pCur;
  const RobotsLine *l = &c->line;
  const char *zName = robotsLineKeyName(l);
  switch( iCol ){
    case 0: ddbInt(v, l->iLine); break;
    case 1: if( c->iGroup ) ddbInt(v, c->iGroup); break;
    case 2:
      if( zName ) ddbStatic(v, zName);
      else if( l->eKey!=ROBOTS_KEY_NONE ) ddbText(v, l->key);
      break;
    case 3: ddbText(v, l->value); break;
    default: ddbInt(v, zName!=NULL); break;
  }
  return 0;
}

static const DdbColDef aDirCol[] = {
  { "line", DDB_T_INT }, { "group_id", DDB_T_INT }, { "key", DDB_T_TEXT },
  { "value", DDB_T_TEXT }, { "known", DDB_T_BOOL },
};

/* ---- robots_lint ----------------------------------------------------- */

typedef struct DdbLintCur {
  RobotsLinter *pLint;
  RobotsProblem prob;
} DdbLintCur;

static int ddbLintStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  DdbLintCur *c = (DdbLintCur*)pCur;
  (void)nArg; (void)zErr;
  c->pLint = robotsLintOpen(aArg[0].z, aArg[0].n, &ddbAlloc);
  return c->pLint ? 0 : -1;
}

static int ddbLintNext(void *pCur, char *zErr){
  DdbLintCur *c = (DdbLintCur*)pCur;
  int rc = robotsLintNext(c->pLint, &c->prob);
  (void)zErr;
  return rc<0 ? -1 : rc>0;
}

static int ddbLintColumn(void *pCur, int iCol, DdbVal *v){
  const RobotsProblem *p = &((DdbLintCur*)pCur)->prob;
  Span m;
  switch( iCol ){
    case 0: ddbInt(v, p->iLine); break;
    case 1: ddbStatic(v, p->zSeverity); break;
    case 2: ddbStatic(v, p->zCode); break;
    default: m.z = p->zMsg; m.n = p->nMsg; ddbText(v, m); break;
  }
  return 0;
}

static void ddbLintEnd(void *pCur){
  DdbLintCur *c = (DdbLintCur*)pCur;
  if( c->pLint ) robotsLintClose(c->pLint);
}

static const DdbColDef aLintCol[] = {
  { "line", DDB_T_INT }, { "severity", DDB_T_TEXT }, { "code", DDB_T_TEXT },
  { "message", DDB_T_TEXT },
};

#define DDB_NCOL(a) ((int)(sizeof(a)/sizeof(a[0])))

static const DdbTabDef aDdbRobotsTabs[] = {
  { "robots_rules", { "txt", "agent" }, 1, 2, aRulesCol, DDB_NCOL(aRulesCol),
    sizeof(DdbFileCur), ddbRulesStart, ddbRulesNext, ddbRulesColumn, ddbFileEnd },
  { "robots_agents", { "txt" }, 1, 1, aAgentsCol, DDB_NCOL(aAgentsCol),
    sizeof(DdbFileCur), ddbFileStart, ddbAgentsNext, ddbAgentsColumn, ddbFileEnd },
  { "robots_directives", { "txt" }, 1, 1, aDirCol, DDB_NCOL(aDirCol),
    sizeof(DdbDirCur), ddbDirStart, ddbDirNext, ddbDirColumn, ddbNoEnd },
  { "robots_lint", { "txt" }, 1, 1, aLintCol, DDB_NCOL(aLintCol),
    sizeof(DdbLintCur), ddbLintStart, ddbLintNext, ddbLintColumn, ddbLintEnd },
};

int ddbRobotsTablesRegister(duckdb_connection con){
  size_t i;
  for(i=0; i<sizeof(aDdbRobotsTabs)/sizeof(aDdbRobotsTabs[0]); i++){
    if( ddbTabRegister(con, &aDdbRobotsTabs[i]) ) return -1;
  }
  return 0;
}
