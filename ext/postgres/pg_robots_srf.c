/*
** pg_robots_srf.c: the robots.txt set-returning functions for PostgreSQL,
** with the columns of the SQLite table-valued functions:
**
**   robots_rules(txt [, agent])  group_id, agent, rule, path, line, pattern
**   robots_agents(txt)           group_id, agent, line, rules, token
**   robots_directives(txt)       line, group_id, key, value, known
**   robots_lint(txt)             line, severity, code, message
**
** Each fills a tuplestore in one call (materialize mode; PostgreSQL spills
** it to disk past work_mem).  The first three read the compiled file from
** pg_memo.c; robots_directives runs the scanner and robots_lint the
** linter over the argument's bytes.  Start at robots_rules.
*/
#include "pg_memo.h"
#include "../robots/robots_lint.h"
#include "../robots/robots_explain.h"

#include "funcapi.h"
#include "miscadmin.h"
#include "utils/builtins.h"

#include <string.h>

#define PG_SRF_MAX_COLS 6

/* A result row being built. */
typedef struct PgRow {
  Datum a[PG_SRF_MAX_COLS];
  bool aNull[PG_SRF_MAX_COLS];
} PgRow;

/* Start a materialized result; returns its ReturnSetInfo. */
static ReturnSetInfo *pgSrfStart(FunctionCallInfo fcinfo){
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  return (ReturnSetInfo*)fcinfo->resultinfo;
}

/* Append row r. */
static void pgSrfPut(ReturnSetInfo *rs, PgRow *r){
  tuplestore_putvalues(rs->setResult, rs->setDesc, r->a, r->aNull);
  memset(r->aNull, 0, sizeof(r->aNull));
}

/* Column i: text of a span, NULL when s.z is NULL. */
static void pgRowSpan(PgRow *r, int i, Span s){
  if( s.z==NULL ) r->aNull[i] = true;
  else r->a[i] = pgTextDatum(s.z, s.n);
}

/* Column i: a static NUL-terminated string. */
static void pgRowStr(PgRow *r, int i, const char *z){
  r->a[i] = PointerGetDatum(cstring_to_text(z));
}

/* One robots_rules row: rule r of the group that user-agent line a
** (NULL: none) opens. */
static void pgRulesRow(ReturnSetInfo *rs, const RobotsRule *r,
                       const RobotsAgent *a){
  PgRow row;
  memset(&row, 0, sizeof(row));
  row.a[0] = Int32GetDatum(r->iGroup);
  if( a ) pgRowSpan(&row, 1, a->value); else row.aNull[1] = true;
  pgRowStr(&row, 2, robotsRuleKind(r));
  pgRowSpan(&row, 3, r->value);
  row.a[4] = Int32GetDatum(r->iLine);
  pgRowSpan(&row, 5, r->pattern);
  pgSrfPut(rs, &row);
}

/* robots_rules(txt [, agent]): STRICT; the rows are the engine's walk
** (robotsRuleWalk). */
PG_ROBOTS_FUNCTION(robots_rules);
Datum robots_rules(PG_FUNCTION_ARGS){
  RobotsEntry *e = pgRobotsEntry(fcinfo, 0, NULL, 0, NULL, "robots_rules");
  ReturnSetInfo *rs = pgSrfStart(fcinfo);
  Span agent = { NULL, 0 };
  RobotsRuleWalk w;
  const RobotsRule *r;
  const RobotsAgent *a;
  if( PG_NARGS()>1 ) agent = pgArgSpan(fcinfo, 1);
  if( robotsRuleWalkStart(&w, e->pFile, PG_NARGS()>1, agent.z ? agent.z : "",
                          agent.n, &pgPallocAlloc) ){
    pgOutOfMemory("robots_rules");
  }
  while( robotsRuleWalkNext(&w, &r, &a) ) pgRulesRow(rs, r, a);
  robotsRuleWalkFree(&w);
  return (Datum)0;
}

/* robots_agents(txt): STRICT. */
PG_ROBOTS_FUNCTION(robots_agents);
Datum robots_agents(PG_FUNCTION_ARGS){
  RobotsEntry *e = pgRobotsEntry(fcinfo, 0, NULL, 0, NULL, "robots_agents");
  RobotsFile *p = e->pFile;
  ReturnSetInfo *rs = pgSrfStart(fcinfo);
  int i;
  for(i=0; i<robotsAgentCount(p); i++){
    const RobotsAgent *a = robotsAgentAt(p, i);
    PgRow row;
    memset(&row, 0, sizeof(row));
    row.a[0] = Int32GetDatum(a->iGroup);
    pgRowSpan(&row, 1, a->value);
    row.a[2] = Int32GetDatum(a->iLine);
    row.a[3] = Int32GetDatum(robotsGroupRuleCount(p, a->iGroup));
    if( a->bGlobal ) pgRowStr(&row, 4, "*"); else pgRowSpan(&row, 4, a->token);
    pgSrfPut(rs, &row);
  }
  return (Datum)0;
}

/* One robots_directives row for line l of group iGroup (0: none). */
static void pgDirectiveRow(ReturnSetInfo *rs, const RobotsLine *l,
                           int iGroup){
  const char *zName = robotsLineKeyName(l);
  PgRow row;
  memset(&row, 0, sizeof(row));
  row.a[0] = Int32GetDatum(l->iLine);
  if( iGroup ) row.a[1] = Int32GetDatum(iGroup); else row.aNull[1] = true;
  if( zName ) pgRowStr(&row, 2, zName);
  else if( l->eKey!=ROBOTS_KEY_NONE ) pgRowSpan(&row, 2, l->key);
  else row.aNull[2] = true;
  pgRowSpan(&row, 3, l->value);
  row.a[4] = BoolGetDatum(zName!=NULL);
  pgSrfPut(rs, &row);
}

/* robots_directives(txt): STRICT.  Every line that is not blank. */
PG_ROBOTS_FUNCTION(robots_directives);
Datum robots_directives(PG_FUNCTION_ARGS){
  Span txt = pgArgSpan(fcinfo, 0);
  ReturnSetInfo *rs = pgSrfStart(fcinfo);
  RobotsScanner sc;
  RobotsGrouper gr;
  RobotsLine line;
  int bNew;
  memset(&gr, 0, sizeof(gr));
  robotsScannerInit(&sc, txt.z, txt.n, 1);
  while( robotsScannerNext(&sc, &line) ){
    int iGroup;
    if( line.flags & ROBOTS_LINE_BLANK ) continue;
    iGroup = robotsGroupOf(&gr, &line, &bNew);
    pgDirectiveRow(rs, &line, iGroup);
    CHECK_FOR_INTERRUPTS();      /* nothing of the scanner's to release */
  }
  return (Datum)0;
}

/* robots_lint(txt): STRICT.  One row per problem. */
PG_ROBOTS_FUNCTION(robots_lint);
Datum robots_lint(PG_FUNCTION_ARGS){
  Span txt = pgArgSpan(fcinfo, 0);
  ReturnSetInfo *rs = pgSrfStart(fcinfo);
  RobotsLinter *pLint = robotsLintOpen(txt.z, txt.n, &pgPallocAlloc);
  RobotsProblem prob;
  int rc;
  if( pLint==NULL ) pgOutOfMemory("robots_lint");
  while( (rc = robotsLintNext(pLint, &prob))>0 ){
    PgRow row;
    memset(&row, 0, sizeof(row));
    row.a[0] = Int32GetDatum(prob.iLine);
    pgRowStr(&row, 1, prob.zSeverity);
    pgRowStr(&row, 2, prob.zCode);
    pgRowSpan(&row, 3, (Span){ prob.zMsg, prob.nMsg });
    pgSrfPut(rs, &row);
    CHECK_FOR_INTERRUPTS();      /* the linter's memory is palloc'd */
  }
  robotsLintClose(pLint);
  if( rc<0 ) pgOutOfMemory("robots_lint");
  return (Datum)0;
}
