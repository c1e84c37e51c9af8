/*
** bench_log.c: the `log` workload.  access_log_entries over a log of a
** million lines (the real Apache log of $ROBOTS_DATA repeated, or generated
** lines without it) against noop_lines over the same bytes: sqlite-lines'
** style of reading a log, one row per line and nothing parsed.  Both
** queries read one text column per row and count the rows.
*/
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BENCH_LOG_LINES 1000000

static const char zLogSql[] =
  "SELECT count(*) + sum(length(target)) + sum(status) FROM access_log_entries(?1)";
static const char zLinesSql[] =
  "SELECT count(*) + sum(length(line)) FROM noop_lines(?1)";

/* Fill pOut with nLine lines: the real log's lines in turn, or made up. */
static void benchLogMake(BenchBuf *pOut, long nLine){
  const char *zDir = getenv("ROBOTS_DATA");
  char zPath[1024];
  size_t nReal = 0;
  char *zReal;
  long i = 0;
  snprintf(zPath, sizeof(zPath),
           "%s/access_logs/apache_combined_semicomplete_2015.log",
           zDir ? zDir : "../shared/data");
  zReal = benchReadFile(zPath, &nReal);
  while( zReal && nReal>0 && i<nLine ){
    size_t j = 0;
    while( j<nReal && i<nLine ){
      const char *e = memchr(zReal+j, '\n', nReal-j);
      size_t k = e ? (size_t)(e - (zReal+j)) + 1 : nReal-j;
      benchBufAppend(pOut, zReal+j, k);
      j += k;
      i++;
    }
  }
  for(; i<nLine; i++){
    benchBufPrintf(pOut, "66.249.%ld.%ld - - [17/May/2015:10:%02ld:%02ld +0000] "
      "\"GET /articles/%ld/index.html HTTP/1.1\" 200 %ld \"-\" \"Mozilla/5.0 "
      "(compatible; Googlebot/2.1; +http://www.google.com/bot.html)\"\n",
      i%250, (i/250)%250, i%60, (i/60)%60, i, 1000 + i%9000);
  }
  free(zReal);
}

/* A statement with z[0..n) bound as a BLOB; NULL on error. */
static sqlite3_stmt *benchLogStmt(sqlite3 *db, const char *zSql,
                                  const char *z, size_t n){
  sqlite3_stmt *s = NULL;
  if( sqlite3_prepare_v2(db, zSql, -1, &s, 0)!=SQLITE_OK ){
    benchLog("log: %s", sqlite3_errmsg(db));
    return NULL;
  }
  sqlite3_bind_blob64(s, 1, z, n, SQLITE_STATIC);
  return s;
}

void benchLogParse(int nRep){
  sqlite3 *db = benchOpenDb();
  BenchBuf log = {0, 0, 0};
  BenchQuery ours = {0, 0}, base = {0, 0};
  BenchPair r;
  char zValue[48], zNote[200];
  if( db==NULL || !benchHasFunction(db, "access_log_entries") ){
    benchSkip("log", "access_log_entries is not in dist/robots");
    if( db ) sqlite3_close(db);
    return;
  }
  benchLogMake(&log, BENCH_LOG_LINES);
  ours.pStmt = benchLogStmt(db, zLogSql, log.z, log.n);
  base.pStmt = benchLogStmt(db, zLinesSql, log.z, log.n);
  if( ours.pStmt==NULL || base.pStmt==NULL
   || benchPair(benchQueryRun, &ours, benchQueryRun, &base, nRep, &r) ){
    benchSkip("log", "a run failed (see above)");
  }else{
    snprintf(zValue, sizeof(zValue), "%.2fMlines/s",
             BENCH_LOG_LINES/r.tOurs/1e6);
    snprintf(zNote, sizeof(zNote), "%d lines, %.0f MB; parsed %.0f MB/s, "
             "lines only %.0f MB/s", BENCH_LOG_LINES, (double)log.n/1e6,
             (double)log.n/r.tOurs/1e6, (double)log.n/r.tBase/1e6);
    benchResult("log", zValue, r.ratio, "<=3", r.ratio<=3.0, zNote);
  }
  sqlite3_finalize(ours.pStmt);
  sqlite3_finalize(base.pStmt);
  benchBufFree(&log);
  sqlite3_close(db);
}
