/*
** sql_robots_tables.c: the robots.txt table-valued functions.
**
**   robots_rules(txt [, agent])  group_id, agent, rule, path, line, pattern
**   robots_agents(txt)           group_id, agent, line, rules, token
**   robots_directives(txt)       line, group_id, key, value, known
**
** The first three read the compiled file from the connection's cache (held by
** a reference for the scan); robots_directives streams the scanner over the
** argument itself.  All are TvfModules (sql_tvf.h).
*/
#include "sql_ext.h"
#include "sql_tvf.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_explain.h"
#include "../robots/robots_crawler.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* State shared by the cursors over a compiled file. */
typedef struct RobotsFileCur {
  RobotsEntry *pEntry;   /* referenced for the scan */
  RobotsFile *pFile;
  int i;                 /* position: robots_agents */
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
  c->i = -1;
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

/* ---- robots_agents --------------------------------------------------- */

static int agentsStart(void *pCur, void *pAux, sqlite3_value **apArg,
                       char **pzErr){
  return robotsCurStart((RobotsFileCur*)pCur, pAux, apArg, "robots_agents",
                        pzErr);
}

static int agentsNext(void *pCur, int *pEof, char **pzErr){
  RobotsFileCur *c = (RobotsFileCur*)pCur;
  (void)pzErr;
  *pEof = ++c->i >= robotsAgentCount(c->pFile);
  return SQLITE_OK;
}

static int agentsColumn(void *pCur, sqlite3_context *ctx, int iCol){
  RobotsFileCur *c = (RobotsFileCur*)pCur;
  const RobotsAgent *a = robotsAgentAt(c->pFile, c->i);
  switch( iCol ){
    case 0: sqlite3_result_int(ctx, a->iGroup); break;
    case 1: sqlResultSpan(ctx, a->value.z, a->value.n); break;
    case 2: sqlite3_result_int(ctx, a->iLine); break;
    case 3: sqlite3_result_int(ctx, robotsGroupRuleCount(c->pFile, a->iGroup));
            break;
    default:
      if( a->bGlobal ) sqlite3_result_text(ctx, "*", 1, SQLITE_STATIC);
      else sqlResultSpan(ctx, a->token.z, a->token.n);
      break;
  }
  return SQLITE_OK;
}

static const TvfModule robotsAgentsModule = {
  "robots_agents",
  "CREATE TABLE x(group_id INTEGER, agent TEXT, line INTEGER, rules INTEGER,"
  " token TEXT, txt HIDDEN)",
  1, 1, sizeof(RobotsFileCur), agentsStart, agentsNext, agentsColumn,
  robotsCurReset, 0
};


/* ---- robots_directives ----------------------------------------------- */

typedef struct DirectivesCur {
  RobotsScanner sc;
  RobotsGrouper gr;
  RobotsLine line;
  int iGroup;
} DirectivesCur;

static int directivesStart(void *pCur, void *pAux, sqlite3_value **apArg,
                           char **pzErr){
  DirectivesCur *c = (DirectivesCur*)pCur;
  Span txt;
  (void)pAux;
  if( sqlValueBytes(apArg[0], "robots_directives", "txt", &txt, pzErr)
        ==SQL_ARG_ERROR ) return SQLITE_ERROR;
  robotsScannerInit(&c->sc, txt.z, txt.n, 1);
  return SQLITE_OK;
}

static int directivesNext(void *pCur, int *pEof, char **pzErr){
  DirectivesCur *c = (DirectivesCur*)pCur;
  int bNew;
  (void)pzErr;
  while( robotsScannerNext(&c->sc, &c->line) ){
    if( c->line.flags & ROBOTS_LINE_BLANK ) continue;
    c->iGroup = robotsGroupOf(&c->gr, &c->line, &bNew);
    return SQLITE_OK;
  }
  *pEof = 1;
  return SQLITE_OK;
}

static int directivesColumn(void *pCur, sqlite3_context *ctx, int iCol){
  DirectivesCur *c = (DirectivesCur*)pCur;
  const RobotsLine *l = &c->line;
  const char *zName = robotsLineKeyName(l);
  switch( iCol ){
    case 0: sqlite3_result_int(ctx, l->iLine); break;
    case 1: if( c->iGroup ) sqlite3_result_int(ctx, c->iGroup); break;
    case 2:
      if( zName ) sqlite3_result_text(ctx, zName, -1, SQLITE_STATIC);
      else if( l->eKey!=ROBOTS_KEY_NONE ) sqlResultSpan(ctx, l->key.z, l->key.n);
      break;
    case 3: sqlResultSpan(ctx, l->value.z, l->value.n); break;
    default: sqlite3_result_int(ctx, zName!=NULL); break;
  }
  return SQLITE_OK;
}

static void directivesReset(void *pCur){
  (void)pCur;
}

static const TvfModule robotsDirectivesModule = {
  "robots_directives",
  "CREATE TABLE x(line INTEGER, group_id INTEGER, key TEXT, value TEXT,"
  " known INTEGER, txt HIDDEN)",
  1, 1, sizeof(DirectivesCur), directivesStart, directivesNext,
  directivesColumn, directivesReset, 0
};

int sqlRobotsTablesRegister(sqlite3 *db, struct RobotsCache *pCache){
  static const TvfModule *const aMod[] = {
    &robotsRulesModule, &robotsAgentsModule,
  };
  size_t i;
  int rc = SQLITE_OK;
  for(i=0; rc==SQLITE_OK && i<sizeof(aMod)/sizeof(aMod[0]); i++){
    robotsCacheRef(pCache);
    rc = tvfRegisterV2(db, aMod[i], pCache, robotsCacheUnref);
  }
  if( rc==SQLITE_OK ) rc = tvfRegister(db, &robotsDirectivesModule, NULL);
  return rc;
}
