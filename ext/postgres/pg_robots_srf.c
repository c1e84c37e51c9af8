/*
** pg_robots_srf.c: robots_rules for PostgreSQL, with the columns of the
** SQLite table-valued function:
**
**   robots_rules(txt [, agent])  group_id, agent, rule, path, line, pattern
**
** It fills a tuplestore in one call (materialize mode; PostgreSQL spills it
** to disk past work_mem) from the compiled file of pg_memo.c.  (The other
** robots.txt tables are the catalog's.)  Start at robots_rules.
*/
#include "pg_memo.h"
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

