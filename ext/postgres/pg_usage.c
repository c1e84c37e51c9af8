/*
** pg_usage.c: the AI usage signal functions for PostgreSQL, with the
** names and meanings of the SQLite ones (robots--1.0.sql declares them in
** its "AI usage signals" block):
**
**   robots_usage(txt, agent, url)     jsonb: allowed, content_usage, ...
**   robots_usage_header(value)        jsonb: a Content-Usage header
**   robots_usage_rules(txt [, agent]) group_id, kind, path, key, value, line
**   robots_tdmrep(json, url)          jsonb: the tdmrep.json rule for url
**   robots_crawler_list()             token, pattern, purpose, vendor
**
** Compiled files come from pg_memo.c; the engine decides and writes the
** JSON (robots_usage.c).  Long calls stop on a query cancel or a
** termination (pgStop), never on another interrupt (a barrier, a request
** to log memory contexts): those wait for the answer.
*/
#include "pg_memo.h"
#include "../usage/robots_usage.h"
#include "../usage/robots_tdmrep.h"
#include "../crawler/robots_purpose.h"

#include "funcapi.h"
#include "utils/builtins.h"

#include <string.h>

/* Raise what an engine return code says: -1 out of memory, 1 stopped by
** pgStop (a cancel or a termination: the answer so far is incomplete, so
** it is never returned). */
static void pgUsageCheck(int rc, const char *zFunc){
  if( rc<0 ) pgOutOfMemory(zFunc);
  if( rc>0 ) pgStopped(zFunc);
}

/* robots_usage(txt, agent, url): STRICT. */
PG_ROBOTS_FUNCTION(robots_usage);
Datum robots_usage(PG_FUNCTION_ARGS){
  Span agent = pgArgSpan(fcinfo, 1), url = pgArgSpan(fcinfo, 2);
  RobotsEntry *e = pgRobotsEntry(fcinfo, 0, NULL, 0, NULL, "robots_usage");
  CoreBuf b;
  coreBufInit(&b, &pgPallocAlloc);
  pgUsageCheck(robotsUsageJson(e->pFile, agent.z, agent.n, url, &b,
                               &pgStop), "robots_usage");
  return pgJsonbOf(&b);
}

/* robots_usage_header(value): STRICT. */
PG_ROBOTS_FUNCTION(robots_usage_header);
Datum robots_usage_header(PG_FUNCTION_ARGS){
  Span v = pgArgSpan(fcinfo, 0);
  CoreBuf b;
  coreBufInit(&b, &pgPallocAlloc);
  pgUsageCheck(robotsUsageHeaderJson(v.z, v.n, &b, &pgStop),
               "robots_usage_header");
  return pgJsonbOf(&b);
}

/* One robots_usage_rules row. */
static void pgUsageRow(ReturnSetInfo *rs, const RobotsUsageRow *r){
  Datum a[6];
  bool aNull[6];
  memset(aNull, 0, sizeof(aNull));
  a[0] = Int32GetDatum(r->iGroup);
  a[1] = PointerGetDatum(cstring_to_text(robotsUsageKindName(r->eKind)));
  if( r->bPath ) a[2] = pgTextDatum(r->path.z, r->path.n);
  else aNull[2] = true;
  if( r->bKey ) a[3] = pgTextDatum(r->key.z, r->key.n);
  else aNull[3] = true;
  if( r->bValue ) a[4] = pgTextDatum(r->value.z, r->value.n);
  else aNull[4] = true;
  a[5] = Int32GetDatum(r->iLine);
  tuplestore_putvalues(rs->setResult, rs->setDesc, a, aNull);
}

/* robots_usage_rules(txt [, agent]): STRICT. */
PG_ROBOTS_FUNCTION(robots_usage_rules);
Datum robots_usage_rules(PG_FUNCTION_ARGS){
  RobotsEntry *e = pgRobotsEntry(fcinfo, 0, NULL, 0, NULL,
                                 "robots_usage_rules");
  Span agent = { "", 0 };
  RobotsUsageRows rows;
  ReturnSetInfo *rs;
  int i, bAgent = PG_NARGS()>1;
  if( bAgent ) agent = pgArgSpan(fcinfo, 1);
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  rs = (ReturnSetInfo*)fcinfo->resultinfo;
  pgUsageCheck(robotsUsageRowsBuild(e->pFile, bAgent, agent.z, agent.n,
                                    &rows, &pgPallocAlloc, &pgStop),
               "robots_usage_rules");
  for(i=0; i<rows.n; i++) pgUsageRow(rs, &rows.a[i]);
  robotsUsageRowsFree(&rows, &pgPallocAlloc);
  return (Datum)0;
}

/* robots_tdmrep(json, url): STRICT; NULL when no rule matches or the
** document is not a TDMRep array (the engine's rule). */
PG_ROBOTS_FUNCTION(robots_tdmrep);
Datum robots_tdmrep(PG_FUNCTION_ARGS){
  Span doc = pgArgSpan(fcinfo, 0), url = pgArgSpan(fcinfo, 1);
  CoreBuf b;
  int rc;
  coreBufInit(&b, &pgPallocAlloc);
  rc = tdmrepJson(doc.z, doc.n, url, &b, NULL, &pgStop);
  if( rc==-3 ) pgStopped("robots_tdmrep");
  if( rc==-1 ) pgOutOfMemory("robots_tdmrep");
  if( rc==0 ) PG_RETURN_NULL();
  return pgJsonbOf(&b);
}

/* robots_crawler_list(): the known crawlers with their purposes. */
PG_ROBOTS_FUNCTION(robots_crawler_list);
Datum robots_crawler_list(PG_FUNCTION_ARGS){
  ReturnSetInfo *rs;
  size_t i;
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  rs = (ReturnSetInfo*)fcinfo->resultinfo;
  for(i=0; i<robotsCrawlerListSize(); i++){
    RobotsCrawlerInfo r;
    const char *az[4];
    Datum a[4];
    bool aNull[4];
    int k;
    robotsCrawlerListAt(i, &r);
    az[0] = r.zToken; az[1] = r.zPattern; az[2] = r.zPurpose; az[3] = r.zVendor;
    for(k=0; k<4; k++){
      aNull[k] = az[k]==NULL;
      a[k] = az[k] ? PointerGetDatum(cstring_to_text(az[k])) : (Datum)0;
    }
    tuplestore_putvalues(rs->setResult, rs->setDesc, a, aNull);
  }
  return (Datum)0;
}
