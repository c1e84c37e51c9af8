/*
** bench_whatif.c: the `flip` workload.  robots_flip(live, draft, agent,
** url) over a log of 200,000 rows (the real Apache log's User-Agent
** headers and targets, repeated, or generated rows without it) against
** robots_allowed(live, agent, url) over the same rows.  Both files are
** bound once as parameters, so robots_allowed keeps its compiled file in
** SQLite's auxdata and skips even the cache lookup, while robots_flip finds
** two files in the cache each row.  Goal: at most 2.5 times the cost.
*/
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BENCH_FLIP_ROWS 200000

static const char zFlipSql[] =
  "SELECT count(robots_flip(?1, ?2, agent, url)) FROM log";
static const char zAllowedSql[] =
  "SELECT count(*) FILTER (WHERE robots_allowed(?1, agent, url)) FROM log";

/* Fill the table log(agent, url) with BENCH_FLIP_ROWS rows.  0 or -1. */
static int benchFlipLog(sqlite3 *db){
  const char *zDir = getenv("ROBOTS_DATA");
  char zPath[1024], zSql[600];
  size_t nReal = 0;
  char *zReal;
  sqlite3_stmt *s = NULL;
  int rc;
  snprintf(zPath, sizeof(zPath),
           "%s/access_logs/apache_combined_semicomplete_2015.log",
           zDir ? zDir : "../shared/data");
  zReal = benchReadFile(zPath, &nReal);
  if( benchExec(db, "CREATE TEMP TABLE log(agent TEXT, url TEXT)") ) return -1;
  if( zReal ){
    snprintf(zSql, sizeof(zSql), "WITH e AS (SELECT user_agent, target "
      "FROM access_log_entries(?1) WHERE target IS NOT NULL), n(i) AS "
      "(SELECT 0 UNION ALL SELECT i+1 FROM n WHERE i<200) INSERT INTO log "
      "SELECT user_agent, target FROM n, e LIMIT %d", BENCH_FLIP_ROWS);
  }else{
    snprintf(zSql, sizeof(zSql), "WITH n(i) AS (SELECT 0 UNION ALL SELECT "
      "i+1 FROM n WHERE i<%d) INSERT INTO log SELECT CASE i%%4 WHEN 0 THEN "
      "'Googlebot' WHEN 1 THEN 'bingbot' WHEN 2 THEN 'GPTBot' ELSE "
      "'Mozilla/5.0 (compatible; YandexBot/3.0)' END, '/w' || (i%%997) || "
      "'/p' || i || CASE i%%3 WHEN 0 THEN '?q=' || i ELSE '' END FROM n",
      BENCH_FLIP_ROWS - 1);
  }
  rc = sqlite3_prepare_v2(db, zSql, -1, &s, 0);
  if( rc==SQLITE_OK && zReal ) sqlite3_bind_blob64(s, 1, zReal, nReal, SQLITE_STATIC);
  if( rc==SQLITE_OK ) rc = sqlite3_step(s)==SQLITE_DONE ? SQLITE_OK : SQLITE_ERROR;
  if( rc!=SQLITE_OK ) benchLog("flip: %s", sqlite3_errmsg(db));
  sqlite3_finalize(s);
  free(zReal);
  return rc==SQLITE_OK ? 0 : -1;
}

/* A statement with the live file (and the draft) bound; NULL on error. */
static sqlite3_stmt *benchFlipStmt(sqlite3 *db, const char *zSql,
                                   const BenchBuf *pLive,
                                   const BenchBuf *pDraft){
  sqlite3_stmt *s = NULL;
  if( sqlite3_prepare_v2(db, zSql, -1, &s, 0)!=SQLITE_OK ){
    benchLog("flip: %s", sqlite3_errmsg(db));
    return NULL;
  }
  sqlite3_bind_text64(s, 1, pLive->z, pLive->n, SQLITE_STATIC, SQLITE_UTF8);
  if( sqlite3_bind_parameter_count(s)>1 ){
    sqlite3_bind_text64(s, 2, pDraft->z, pDraft->n, SQLITE_STATIC, SQLITE_UTF8);
  }
  return s;
}

void benchWhatif(int nRep){
  sqlite3 *db = benchOpenDb();
  BenchBuf live = {0, 0, 0}, draft = {0, 0, 0};
  BenchQuery ours = {0, 0}, base = {0, 0};
  BenchPair r;
  uint64_t seed = 0x5eed;
  char zValue[48], zNote[200];
  if( db==NULL || !benchHasFunction(db, "robots_flip") ){
    benchSkip("flip", "robots_flip is not in dist/robots");
    if( db ) sqlite3_close(db);
    return;
  }
  benchGenRobots(&live, &seed, 60);
  benchBufAppend(&draft, live.z, live.n);
  benchBufPrintf(&draft, "\nUser-agent: *\nDisallow: /w1\nDisallow: /images/\n"
                 "\nUser-agent: GPTBot\nDisallow: /\n");
  if( benchFlipLog(db)==0 ){
    ours.pStmt = benchFlipStmt(db, zFlipSql, &live, &draft);
    base.pStmt = benchFlipStmt(db, zAllowedSql, &live, &draft);
  }
  if( ours.pStmt==NULL || base.pStmt==NULL
   || benchPair(benchQueryRun, &ours, benchQueryRun, &base, nRep, &r) ){
    benchSkip("flip", "a run failed (see above)");
  }else{
    snprintf(zValue, sizeof(zValue), "%.2fMrows/s",
             BENCH_FLIP_ROWS/r.tOurs/1e6);
    snprintf(zNote, sizeof(zNote), "%d log rows, %lld flips; robots_flip "
             "%.0f ms, robots_allowed %.0f ms", BENCH_FLIP_ROWS,
             (long long)ours.iResult, r.tOurs*1e3, r.tBase*1e3);
    benchResult("flip", zValue, r.ratio, "<=2.5", r.ratio<=2.5, zNote);
  }
  sqlite3_finalize(ours.pStmt);
  sqlite3_finalize(base.pStmt);
  benchBufFree(&live);
  benchBufFree(&draft);
  sqlite3_close(db);
}
