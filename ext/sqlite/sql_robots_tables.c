/*
** sql_robots_tables.c: the robots.txt table-valued functions.
**
**   robots_rules(txt [, agent])  group_id, agent, rule, path, line, pattern
**
** It reads the compiled file from the connection's cache (held by a
** reference for the scan).  A TvfModule (sql_tvf.h).  (robots_agents,
** robots_sitemaps, robots_directives and robots_lint are the catalog's.)
*/
#include "sql_ext.h"
#include "sql_tvf.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_explain.h"
#include "../crawler/robots_crawler.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* State shared by the cursors over a compiled file. */
typedef struct RobotsFileCur {
  RobotsEntry *pEntry;   /* referenced for the scan */
  RobotsFile *pFile;
  RobotsRuleWalk walk;   /* robots_rules */
  const RobotsRule *pRule;
  const RobotsAgent *pAgent;
} RobotsFileCur;

/* Read argument 0 as txt and take a cache reference to its compiled file. */
static int robotsCurStart(RobotsFileCur *c, void *pAux, sqlite3_value **apArg,
                          const char *zFunc, char **pzErr){
  Span txt;
  RobotsEntry *e;
  if( sqlValueBytes(apArg[0], zFunc, "txt", &txt, pzErr)==SQL_ARG_ERROR ){
    return SQLITE_ERROR;
  }
  e = robotsCacheGet((RobotsCache*)pAux, txt.z, txt.n);
  if( e==NULL || robotsFileTables(e->pFile) ) return SQLITE_NOMEM;
  robotsEntryRef(e);
  c->pEntry = e;
  c->pFile = e->pFile;
  return SQLITE_OK;
}

static void robotsCurReset(void *pCur){
  RobotsFileCur *c = (RobotsFileCur*)pCur;
  robotsRuleWalkFree(&c->walk);
  robotsEntryRelease(c->pEntry);
}

/* ---- robots_rules ---------------------------------------------------- */

/* The walk is the engine's (robotsRuleWalk): the agent argument's bytes
** stay valid until xReset (sql_tvf.h). */
static int rulesStart(void *pCur, void *pAux, sqlite3_value **apArg,
                      char **pzErr){
  RobotsFileCur *c = (RobotsFileCur*)pCur;
  Span agent = { NULL, 0 };
  int rc = robotsCurStart(c, pAux, apArg, "robots_rules", pzErr);
  if( rc!=SQLITE_OK ) return rc;
  if( apArg[1] ){
    rc = sqlValueBytes(apArg[1], "robots_rules", "agent", &agent, pzErr);
    if( rc==SQL_ARG_ERROR ) return SQLITE_ERROR;
    if( rc==SQL_ARG_NULL ) agent.z = NULL;        /* a NULL agent: no rows */
    else if( agent.z==NULL ) agent.z = "";        /* an empty BLOB */
  }
  return robotsRuleWalkStart(&c->walk, c->pFile, apArg[1]!=NULL, agent.z,
                             agent.n, &sqlAlloc) ? SQLITE_NOMEM : SQLITE_OK;
}

static int rulesNext(void *pCur, int *pEof, char **pzErr){
  RobotsFileCur *c = (RobotsFileCur*)pCur;
  (void)pzErr;
  *pEof = !robotsRuleWalkNext(&c->walk, &c->pRule, &c->pAgent);
  return SQLITE_OK;
}

static int rulesColumn(void *pCur, sqlite3_context *ctx, int iCol){
  RobotsFileCur *c = (RobotsFileCur*)pCur;
  const RobotsRule *r = c->pRule;
  switch( iCol ){
    case 0: sqlite3_result_int(ctx, r->iGroup); break;
    case 1:
      if( c->pAgent ) sqlResultSpan(ctx, c->pAgent->value.z, c->pAgent->value.n);
      break;
    case 2: sqlite3_result_text(ctx, robotsRuleKind(r), -1, SQLITE_STATIC); break;
    case 3: sqlResultSpan(ctx, r->value.z, r->value.n); break;
    case 4: sqlite3_result_int(ctx, r->iLine); break;
    default: sqlResultSpan(ctx, r->pattern.z, r->pattern.n); break;
  }
  return SQLITE_OK;
}

static const TvfModule robotsRulesModule = {
  "robots_rules",
  "CREATE TABLE x(group_id INTEGER, agent TEXT, rule TEXT, path TEXT,"
  " line INTEGER, pattern TEXT, txt HIDDEN, crawler HIDDEN)",
  2, 1, sizeof(RobotsFileCur), rulesStart, rulesNext, rulesColumn,
  robotsCurReset, 0
};

int sqlRobotsTablesRegister(sqlite3 *db, struct RobotsCache *pCache){
  robotsCacheRef(pCache);
  return tvfRegisterV2(db, &robotsRulesModule, pCache, robotsCacheUnref);
}
