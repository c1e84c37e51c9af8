/*
** bench_crawler.c: the `crawler` workload: what verifying a log's client
** addresses against crawlers' published ranges adds to a scan.
**
**   crawler_verify_1m   sum(crawler_verify(ip, token)) over a 1,000,000-row
**                       log (IPv4 and IPv6 addresses, a third in range)
**                       with 5,000 prefixes of 20 tokens in
**                       robots_crawler_ranges, against the same scan
**                       reading the two columns (sum(length(ip) +
**                       length(token))): CPU ns added per row (goal <=
**                       150); the first run of each compiles the table
*/
#include "bench.h"

#include <stdio.h>
#include <time.h>

#define CRAWLER_LOG_ROWS 1000000
#define CRAWLER_PREFIXES 5000

/* The ranges: 4,000 IPv4 /24s and 1,000 IPv6 /64s over 20 tokens. */
static int crawlerRanges(sqlite3 *db){
  return benchExec(db, "CREATE TABLE robots_crawler_ranges(token, prefix)")
      || benchExec(db, "INSERT INTO robots_crawler_ranges "
           "WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i+1 FROM k WHERE i<4999) "
           "SELECT 'Bot' || (i % 20), CASE WHEN i<4000 "
           "THEN '66.' || (i / 256) || '.' || (i % 256) || '.0/24' "
           "ELSE printf('2001:db8:%x:%x::/64', i / 256, i % 256) END FROM k");
}

/* The log: ip, token; a third of the rows in their token's ranges, a third
** in another token's, a third outside every range; a fifth IPv6. */
static int crawlerLog(sqlite3 *db){
  return benchExec(db, "CREATE TABLE log(ip TEXT, token TEXT)")
      || benchExec(db, "INSERT INTO log "
           "WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i+1 FROM k WHERE i<999999), "
           "r(i, p) AS (SELECT i, (i * 2654435761) % 4000 FROM k) "
           "SELECT CASE WHEN i % 5 = 0 "
           "THEN printf('2001:db8:%x:%x::%x', (4000 + p % 1000) / 256, (4000 + p % 1000) % 256, i % 65536) "
           "WHEN i % 3 = 2 THEN '203.0.' || (p % 256) || '.' || (i % 256) "
           "ELSE '66.' || (p / 256) || '.' || (p % 256) || '.' || (i % 256) END, "
           "'Bot' || ((CASE WHEN i % 5 = 0 THEN (4000 + p % 1000) ELSE p END + (i % 3 = 1)) % 20) FROM r");
}

/* CPU seconds of this process (another load on the machine moves it less
** than wall time). */
static double crawlerCpu(void){
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec*1e-9;
}

/* CPU seconds of one statement run to its end, -1 on error. */
static double crawlerRun(void *pArg){
  void **ap = (void**)pArg;
  sqlite3_stmt *s = NULL;
  double t0, t = -1;
  sqlite3_prepare_v2((sqlite3*)ap[0], (const char*)ap[1], -1, &s, 0);
  if( s==NULL ) return -1;
  t0 = crawlerCpu();
  if( sqlite3_step(s)==SQLITE_ROW ) t = crawlerCpu() - t0;
  sqlite3_finalize(s);
  return t;
}

void benchCrawler(int nRep){
  sqlite3 *db = benchOpenDb();
  void *aOurs[2], *aBase[2];
  BenchPair pair;
  char zNote[240], zValue[48];
  double ns;
  if( db==NULL ){ benchSkip("crawler_verify_1m", "cannot open the database"); return; }
  benchLog("crawler: crawler_verify over a 1,000,000-row log, 5,000 prefixes");
  if( crawlerRanges(db) || crawlerLog(db) ){
    benchSkip("crawler_verify_1m", "cannot build the log or the ranges");
    sqlite3_close(db);
    return;
  }
  aOurs[0] = db;
  aOurs[1] = (void*)"SELECT sum(crawler_verify(ip, token)) FROM log";
  aBase[0] = db;
  aBase[1] = (void*)"SELECT sum(length(ip) + length(token)) FROM log";
  if( benchPair(crawlerRun, aOurs, crawlerRun, aBase, nRep, &pair) ){
    benchSkip("crawler_verify_1m", "a run failed");
    sqlite3_close(db);
    return;
  }
  ns = (pair.tOurs - pair.tBase)*1e9/CRAWLER_LOG_ROWS;
  snprintf(zNote, sizeof(zNote), "sum(crawler_verify(ip, token)) over %d log rows, "
           "%d prefixes of 20 tokens: %.0f ns/row over the scan (scan %.0f ms, "
           "with crawler_verify %.0f ms)", CRAWLER_LOG_ROWS, CRAWLER_PREFIXES, ns,
           pair.tBase*1e3, pair.tOurs*1e3);
  snprintf(zValue, sizeof(zValue), "%.0fns/row", ns);
  benchResult("crawler_verify_1m", zValue, ns/150.0, "<=150ns", ns<=150.0, zNote);
  sqlite3_close(db);
}
