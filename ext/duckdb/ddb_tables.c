/*
** ddb_tables.c: robots_rules for DuckDB (see ddb_tvf.h for its two forms).
**
**   robots_rules(txt [, agent])  group_id, agent, rule, path, line, pattern
**
** It reads the compiled file from a cache of the pool (ddbPoolTake), held
** with the file for the scan.  (The other robots.txt tables are the
** catalog's.)  Start at aDdbRobotsTabs.
*/
#include "ddb_tvf.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_explain.h"
#include "../crawler/robots_crawler.h"

#include <stdlib.h>
#include <string.h>

/* State shared by the cursors over a compiled file. */
typedef struct DdbFileCur {
  RobotsCache *pCache;   /* from the pool, for the scan */
  RobotsEntry *pEntry;   /* referenced for the scan */
  RobotsFile *pFile;
  RobotsRuleWalk walk;   /* robots_rules */
  const RobotsRule *pRule;
  const RobotsAgent *pAgent;
} DdbFileCur;

/* Compile (or find) argument 0 and hold it: 0 or -1. */
static int ddbFileStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  DdbFileCur *c = (DdbFileCur*)pCur;
  RobotsEntry *e;
  (void)nArg; (void)zErr;
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

#define DDB_NCOL(a) ((int)(sizeof(a)/sizeof(a[0])))

static const DdbTabDef aDdbRobotsTabs[] = {
  { "robots_rules", { "txt", "agent" }, 1, 2, aRulesCol, DDB_NCOL(aRulesCol),
    sizeof(DdbFileCur), ddbRulesStart, ddbRulesNext, ddbRulesColumn, ddbFileEnd },
};

int ddbRobotsTablesRegister(duckdb_connection con){
  size_t i;
  for(i=0; i<sizeof(aDdbRobotsTabs)/sizeof(aDdbRobotsTabs[0]); i++){
    if( ddbTabRegister(con, &aDdbRobotsTabs[i]) ) return -1;
  }
  return 0;
}
