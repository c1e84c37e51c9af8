/*
** bench_join.c: the `join` and `constant` workloads.  A 400,000-row crawl
** log (real URLs sampled with replacement, random order, four crawlers) is
** joined with the robots.txt of each URL's host; robots_allowed is timed
** against noop3, a C function that reads the same three arguments and
** decides nothing (the floor: what SQLite itself costs).  `constant` runs
** the same log against one robots.txt bound as a parameter (the auxdata
** path).  Start at benchJoin.
*/
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BENCH_LOG_ROWS 400000

/* Fill tables robots(host, txt) and log(host, agent, url); 0 or -1. */
static int benchJoinTables(sqlite3 *db, const BenchData *p){
  sqlite3_stmt *s = NULL;
  char *aUsed = calloc((size_t)p->nRobots, 1);
  uint64_t seed = 0xD1B54A32D192ED03ULL;
  int i, rc = 0;
  if( aUsed==NULL ) return -1;
  if( benchExec(db, "CREATE TABLE robots(host TEXT PRIMARY KEY, txt BLOB);"
                "CREATE TABLE log(host TEXT, agent TEXT, url TEXT);"
                "BEGIN") ) return -1;
  for(i=0; i<p->nUrl; i++) aUsed[p->aUrl[i].iRobots] = 1;
  sqlite3_prepare_v2(db, "INSERT INTO robots VALUES(?1,?2)", -1, &s, 0);
  for(i=0; i<p->nRobots && s; i++){
    if( !aUsed[i] ) continue;
    sqlite3_bind_text(s, 1, p->aRobots[i].zHost, -1, SQLITE_STATIC);
    sqlite3_bind_blob(s, 2, p->aRobots[i].z, (int)p->aRobots[i].n,
                      SQLITE_STATIC);
    sqlite3_step(s);
    sqlite3_reset(s);
  }
  sqlite3_finalize(s);
  sqlite3_prepare_v2(db, "INSERT INTO log VALUES(?1,?2,?3)", -1, &s, 0);
  for(i=0; i<BENCH_LOG_ROWS && s; i++){
    const BenchUrl *u = &p->aUrl[benchRandBelow(&seed, (uint32_t)p->nUrl)];
    sqlite3_bind_text(s, 1, p->aRobots[u->iRobots].zHost, -1, SQLITE_STATIC);
    sqlite3_bind_text(s, 2, benchAgents[benchRandBelow(&seed, 4)], -1,
                      SQLITE_STATIC);
    sqlite3_bind_text(s, 3, u->zUrl, -1, SQLITE_STATIC);
    if( sqlite3_step(s)!=SQLITE_DONE ) rc = -1;
    sqlite3_reset(s);
  }
  if( s==NULL ) rc = -1;
  sqlite3_finalize(s);
  free(aUsed);
  if( benchExec(db, "COMMIT") ) rc = -1;
  return rc;
}

/* Time `SELECT sum(F(args)) FROM zFrom` for F = robots_allowed and noop3,
** and record the result under zName. */
static void benchJoinPair(sqlite3 *db, const char *zName, const char *zArgs,
                          const char *zFrom, const char *zBlob, size_t nBlob,
                          int nRep, const char *zWhat){
  BenchQuery ours = {0, 0}, base = {0, 0};
  BenchPair r;
  char *zSql;
  char zValue[48], zNote[320];
  double tCold = 0;
  zSql = sqlite3_mprintf("SELECT sum(robots_allowed(%s)) FROM %s", zArgs, zFrom);
  sqlite3_prepare_v2(db, zSql, -1, &ours.pStmt, 0);
  sqlite3_free(zSql);
  zSql = sqlite3_mprintf("SELECT sum(noop3(%s)) FROM %s", zArgs, zFrom);
  sqlite3_prepare_v2(db, zSql, -1, &base.pStmt, 0);
  sqlite3_free(zSql);
  if( ours.pStmt==NULL || base.pStmt==NULL ){
    benchSkip(zName, sqlite3_errmsg(db));
    goto done;
  }
  if( zBlob ){
    sqlite3_bind_blob(ours.pStmt, 1, zBlob, (int)nBlob, SQLITE_STATIC);
    sqlite3_bind_blob(base.pStmt, 1, zBlob, (int)nBlob, SQLITE_STATIC);
  }
  tCold = benchQueryRun(&ours);      /* compiles every file: the cold run */
  if( tCold<0 || benchPair(benchQueryRun, &ours, benchQueryRun, &base,
                           nRep, &r) ){
    benchSkip(zName, "a query failed (see above)");
    goto done;
  }
  snprintf(zValue, sizeof(zValue), "%.0fns/row",
           r.tOurs*1e9/BENCH_LOG_ROWS);
  snprintf(zNote, sizeof(zNote), "%s; %.3fs vs noop %.3fs, cold %.3fs; "
           "%.1f%% disallowed", zWhat, r.tOurs, r.tBase, tCold,
           100.0*(double)(BENCH_LOG_ROWS - ours.iResult)/BENCH_LOG_ROWS);
  benchResult(zName, zValue, r.ratio, "<=1.2", r.ratio<=1.2, zNote);
done:
  sqlite3_finalize(ours.pStmt);
  sqlite3_finalize(base.pStmt);
}

/* Time robots_usage against robots_allowed on the same join (the goal:
** at most twice its cost), and record the result as `usage`. */
static void benchJoinUsage(sqlite3 *db, int nRep, const char *zWhat){
  BenchQuery ours = {0, 0}, base = {0, 0};
  BenchPair r;
  char zValue[48], zNote[320];
  const char *zFrom = " FROM log l JOIN robots r ON r.host=l.host";
  char *zSql = sqlite3_mprintf("SELECT sum(length(robots_usage(r.txt, "
                               "l.agent, l.url)))%s", zFrom);
  sqlite3_prepare_v2(db, zSql, -1, &ours.pStmt, 0);
  sqlite3_free(zSql);
  zSql = sqlite3_mprintf("SELECT sum(robots_allowed(r.txt, l.agent, "
                         "l.url))%s", zFrom);
  sqlite3_prepare_v2(db, zSql, -1, &base.pStmt, 0);
  sqlite3_free(zSql);
  if( ours.pStmt==NULL || base.pStmt==NULL ){
    benchSkip("usage", sqlite3_errmsg(db));
  }else if( benchQueryRun(&ours)<0 || benchPair(benchQueryRun, &ours,
                                               benchQueryRun, &base, nRep,
                                               &r) ){
    benchSkip("usage", "a query failed (see above)");
  }else{
    snprintf(zValue, sizeof(zValue), "%.0fns/row",
             r.tOurs*1e9/BENCH_LOG_ROWS);
    snprintf(zNote, sizeof(zNote), "%s; robots_usage %.3fs vs "
             "robots_allowed %.3fs", zWhat, r.tOurs, r.tBase);
    benchResult("usage", zValue, r.ratio, "<=2", r.ratio<=2.0, zNote);
  }
  sqlite3_finalize(ours.pStmt);
  sqlite3_finalize(base.pStmt);
}

void benchJoin(const BenchData *p, int nRep){
  sqlite3 *db = benchOpenDb();
  char zWhat[128];
  int iConst, nRule = 0, nFiles;
  if( db==NULL ){
    benchSkip("join", "cannot open the database (build dist/robots first)");
    benchSkip("constant", "cannot open the database");
    return;
  }
  benchLog("join: building the 400,000-row log");
  if( benchJoinTables(db, p) ){
    benchSkip("join", "cannot fill the tables");
    sqlite3_close(db);
    return;
  }
  nFiles = 0;
  {
    sqlite3_stmt *s = NULL;
    sqlite3_prepare_v2(db, "SELECT count(*) FROM robots", -1, &s, 0);
    if( s && sqlite3_step(s)==SQLITE_ROW ) nFiles = sqlite3_column_int(s, 0);
    sqlite3_finalize(s);
  }
  snprintf(zWhat, sizeof(zWhat), "%d %s files", nFiles,
           p->bReal ? "real" : "generated");
  benchLog("join: timing robots_allowed vs noop3");
  benchJoinPair(db, "join", "r.txt, l.agent, l.url",
                "log l JOIN robots r ON r.host=l.host", 0, 0, nRep, zWhat);
  benchLog("usage: timing robots_usage vs robots_allowed");
  benchJoinUsage(db, nRep, zWhat);
  iConst = benchPickRobots(p, 40, &nRule);
  snprintf(zWhat, sizeof(zWhat), "one file: %s (%d rules, %zu bytes)",
           p->aRobots[iConst].zHost, nRule, p->aRobots[iConst].n);
  benchLog("constant: timing robots_allowed(?1, ...) vs noop3(?1, ...)");
  benchJoinPair(db, "constant", "?1, agent, url", "log", p->aRobots[iConst].z,
                p->aRobots[iConst].n, nRep, zWhat);
  sqlite3_close(db);
}
