/*
** bench_cache.c: the cache and the hostile shapes.
**   cache_20k / cache_100k: the crawl-log join over 20,000 (100,000)
**     distinct robots.txt files (each corpus file again with a unique
**     comment line), 400,000 rows in random order against the same rows
**     sorted by file, at the default budget, each order over its own no-op
**     floor: what the cache costs when a log touches many files at random.
**   hostile: the ratios the hardening asks for, each measured in one run:
**     8,000 files that share their sampled hash against 8,000 distinct ones, the
**     cache's bytes against its budget after 16 files of 500 KB naming 64
**     agents were asked for each agent, and a 1 MB path that drives every
**     wildcard rule's search against one the filters reject, and one
**     sitemap extension object with 4x the distinct keys.
** Start at benchCache.
*/
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BENCH_CACHE_ROWS 400000

/* Fill robots2(host, txt) with nFiles variants of the corpus files the
** crawl log uses, and logR (random order) and logS (sorted by file) with
** the same 400,000 rows.  0 or -1. */
static int benchCacheTables(sqlite3 *db, const BenchData *p, int nFiles){
  sqlite3_stmt *s = NULL;
  int *aUsed = malloc(sizeof(int)*(size_t)p->nRobots), nUsed = 0, i, rc = 0;
  uint64_t seed = 0x9E3779B97F4A7C15ULL;
  BenchBuf b = {0, 0, 0};
  char zHost[300];
  if( aUsed==NULL ) return -1;
  for(i=0; i<p->nRobots; i++) aUsed[i] = -1;
  for(i=0; i<p->nUrl; i++){
    if( aUsed[p->aUrl[i].iRobots]<0 ) aUsed[p->aUrl[i].iRobots] = nUsed++;
  }
  if( nUsed==0 || benchExec(db, "DROP TABLE IF EXISTS robots2;"
        "DROP TABLE IF EXISTS logR; DROP TABLE IF EXISTS logS;"
        "CREATE TABLE robots2(host TEXT PRIMARY KEY, txt BLOB);"
        "CREATE TABLE logR(host TEXT, agent TEXT, url TEXT); BEGIN") ){
    free(aUsed);
    return -1;
  }
  sqlite3_prepare_v2(db, "INSERT INTO robots2 VALUES(?1,?2)", -1, &s, 0);
  for(i=0; i<p->nRobots && s; i++){
    int v;
    if( aUsed[i]<0 ) continue;
    for(v=aUsed[i]; v<nFiles; v+=nUsed){
      b.n = 0;
      benchBufAppend(&b, p->aRobots[i].z, p->aRobots[i].n);
      benchBufPrintf(&b, "\n# variant %d\n", v);
      snprintf(zHost, sizeof(zHost), "%s#%d", p->aRobots[i].zHost, v);
      sqlite3_bind_text(s, 1, zHost, -1, SQLITE_TRANSIENT);
      sqlite3_bind_blob(s, 2, b.z, (int)b.n, SQLITE_TRANSIENT);
      sqlite3_step(s);
      sqlite3_reset(s);
    }
  }
  sqlite3_finalize(s);
  sqlite3_prepare_v2(db, "INSERT INTO logR VALUES(?1,?2,?3)", -1, &s, 0);
  for(i=0; i<BENCH_CACHE_ROWS && s; i++){
    const BenchUrl *u = &p->aUrl[benchRandBelow(&seed, (uint32_t)p->nUrl)];
    int k = aUsed[u->iRobots];
    int nVar = (nFiles - k + nUsed - 1)/nUsed;   /* variants of this file */
    int v = nVar>0 ? k + nUsed*(int)benchRandBelow(&seed, (uint32_t)nVar) : k;
    snprintf(zHost, sizeof(zHost), "%s#%d", p->aRobots[u->iRobots].zHost, v);
    sqlite3_bind_text(s, 1, zHost, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 2, benchAgents[benchRandBelow(&seed, 4)], -1,
                      SQLITE_STATIC);
    sqlite3_bind_text(s, 3, u->zUrl, -1, SQLITE_STATIC);
    if( sqlite3_step(s)!=SQLITE_DONE ) rc = -1;
    sqlite3_reset(s);
  }
  if( s==NULL ) rc = -1;
  sqlite3_finalize(s);
  benchBufFree(&b);
  free(aUsed);
  if( benchExec(db, "COMMIT; CREATE TABLE logS AS SELECT * FROM logR "
                    "ORDER BY host") ) rc = -1;
  return rc;
}

/* One value of robots_cache_stats(), or -1. */
static sqlite3_int64 benchCacheStat(sqlite3 *db, const char *zKey){
  sqlite3_stmt *s = NULL;
  sqlite3_int64 v = -1;
  char *zSql = sqlite3_mprintf("SELECT json_extract(robots_cache_stats(),"
                               " '$.%s')", zKey);
  sqlite3_prepare_v2(db, zSql, -1, &s, 0);
  sqlite3_free(zSql);
  if( s && sqlite3_step(s)==SQLITE_ROW ) v = sqlite3_column_int64(s, 0);
  sqlite3_finalize(s);
  return v;
}

/* Prepare `SELECT sum(F(r.txt, l.agent, l.url)) FROM zLog ...` into q. */
static void benchCacheQuery(sqlite3 *db, BenchQuery *q, const char *zFunc,
                            const char *zLog){
  char *zSql = sqlite3_mprintf("SELECT sum(%s(r.txt, l.agent, l.url)) FROM"
                               " %s l JOIN robots2 r ON r.host=l.host",
                               zFunc, zLog);
  sqlite3_prepare_v2(db, zSql, -1, &q->pStmt, 0);
  sqlite3_free(zSql);
}

/* The join over nFiles distinct files.  SQLite's own part of the join
** (the B-tree lookups, reading each file's pages) costs several times more
** in random order than sorted, whatever the function; so each order is
** timed against noop3 in that order, and the result is how much more the
** extension's share costs in random order: (ours/noop random) / (ours/noop
** sorted). */
static void benchCacheJoin(sqlite3 *db, const BenchData *p, int nFiles,
                           const char *zName, int nRep, double goal){
  BenchQuery aQ[4];
  BenchPair pr, ps;
  char zValue[48], zNote[512], zGoal[16];
  sqlite3_int64 nMiss0;
  int i, bOk;
  memset(aQ, 0, sizeof(aQ));
  benchLog("%s: building %d files and the log", zName, nFiles);
  if( benchCacheTables(db, p, nFiles) ){
    benchSkip(zName, "cannot fill the tables");
    return;
  }
  benchCacheQuery(db, &aQ[0], "robots_allowed", "logR");
  benchCacheQuery(db, &aQ[1], "noop3", "logR");
  benchCacheQuery(db, &aQ[2], "robots_allowed", "logS");
  benchCacheQuery(db, &aQ[3], "noop3", "logS");
  nMiss0 = benchCacheStat(db, "misses");
  bOk = aQ[0].pStmt && aQ[1].pStmt && aQ[2].pStmt && aQ[3].pStmt
     && benchPair(benchQueryRun, &aQ[0], benchQueryRun, &aQ[1], nRep, &pr)==0
     && benchPair(benchQueryRun, &aQ[2], benchQueryRun, &aQ[3], nRep, &ps)==0;
  if( !bOk ){
    benchSkip(zName, sqlite3_errmsg(db));
  }else{
    double r = pr.ratio/ps.ratio;
    snprintf(zValue, sizeof(zValue), "%.0fns/row",
             pr.tOurs*1e9/BENCH_CACHE_ROWS);
    double xr = (pr.tOurs - pr.tBase)*1e9/BENCH_CACHE_ROWS;
    double xs = (ps.tOurs - ps.tBase)*1e9/BENCH_CACHE_ROWS;
    snprintf(zNote, sizeof(zNote), "%d files, default budget: random order "
             "%.0f ns/row (noop %.0f, ratio %.3f), sorted by file %.0f "
             "(noop %.0f, ratio %.3f); beyond the floor %.0f vs %.0f ns/row "
             "(%.2fx); cache %.1f MiB in %lld files; %lld "
             "compiles in %d runs; answers %s", nFiles,
             pr.tOurs*1e9/BENCH_CACHE_ROWS, pr.tBase*1e9/BENCH_CACHE_ROWS,
             pr.ratio, ps.tOurs*1e9/BENCH_CACHE_ROWS,
             ps.tBase*1e9/BENCH_CACHE_ROWS, ps.ratio, xr, xs,
             xs>0 ? xr/xs : 0.0,
             (double)benchCacheStat(db, "bytes")/1048576.0,
             (long long)benchCacheStat(db, "files"),
             (long long)(benchCacheStat(db, "misses") - nMiss0),
             2*(nRep+1), aQ[0].iResult==aQ[2].iResult ? "agree" : "DIFFER");
    snprintf(zGoal, sizeof(zGoal), goal>0 ? "<=%.1f" : "report", goal);
    benchResult(zName, zValue, r, zGoal,
                (goal<=0 || r<=goal) && aQ[0].iResult==aQ[2].iResult, zNote);
  }
  for(i=0; i<4; i++) sqlite3_finalize(aQ[i].pStmt);
}

void benchCache(const BenchData *p, int nRep){
  sqlite3 *db = benchOpenDb();
  if( db==NULL ){
    benchSkip("cache_20k", "cannot open the database (build dist/robots)");
    return;
  }
  benchCacheJoin(db, p, 20000, "cache_20k", nRep, 1.3);
  benchExec(db, "SELECT robots_cache_size(0); SELECT robots_cache_size(134217728)");
  benchCacheJoin(db, p, 100000, "cache_100k", nRep < 3 ? nRep : 3, 0);
  sqlite3_close(db);
}

/* CPU seconds of this process: the hostile ratios compare one shape at two
** sizes, and CPU time is what another load on the machine does not move. */
static double benchCpu(void){
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec*1e-9;
}

/* CPU seconds to run zSql (one row, one value) with ?1 bound to z[0..n) as
** a BLOB (when z) and ?2 to i2; -1 on error.  *piOut gets the value. */
static double benchTimeSql(sqlite3 *db, const char *zSql, const char *z,
                           size_t n, sqlite3_int64 i2, sqlite3_int64 *piOut){
  sqlite3_stmt *s = NULL;
  double t0 = benchCpu(), t = -1;
  sqlite3_prepare_v2(db, zSql, -1, &s, 0);
  if( s==NULL ) return -1;
  if( z ) sqlite3_bind_blob(s, 1, z, (int)n, SQLITE_STATIC);
  sqlite3_bind_int64(s, 2, i2);
  if( sqlite3_step(s)==SQLITE_ROW ){
    if( piOut ) *piOut = sqlite3_column_int64(s, 0);
    t = benchCpu() - t0;
  }
  sqlite3_finalize(s);
  return t;
}

/* A crawler name for agent i: "bot" and two letters (a product token is
** letters, '-' and '_' only, so digits would make every name "bot"). */
static void benchAgentName(char *z, int i){
  snprintf(z, 8, "bot%c%c", 'a' + i/26%26, 'a' + i%26);
}

/* nFile files of one length that share their sampled hash (bShared: the
** same first, middle and last 32 bytes, a line in between differs) or
** differ in their first line; into robots3(id, txt). */
static int benchCollideTables(sqlite3 *db, int nFile, int bShared){
  sqlite3_stmt *s = NULL;
  BenchBuf b = {0, 0, 0};
  int i, k;
  if( benchExec(db, "DROP TABLE IF EXISTS robots3;"
                    "CREATE TABLE robots3(id INTEGER PRIMARY KEY, txt BLOB);"
                    "BEGIN") ) return -1;
  sqlite3_prepare_v2(db, "INSERT INTO robots3(txt) VALUES(?1)", -1, &s, 0);
  for(i=0; i<nFile && s; i++){
    b.n = 0;
    if( bShared ) benchBufPrintf(&b, "# a site made from a template\n");
    else benchBufPrintf(&b, "# a site made from template %06d\n", i);
    benchBufPrintf(&b, "User-agent: *\nDisallow: /s%06d/\n",
                   bShared ? i : 0);
    for(k=0; k<60; k++) benchBufPrintf(&b, "Disallow: /common/%03d/\n", k);
    sqlite3_bind_blob(s, 1, b.z, (int)b.n, SQLITE_TRANSIENT);
    sqlite3_step(s);
    sqlite3_reset(s);
  }
  sqlite3_finalize(s);
  benchBufFree(&b);
  return benchExec(db, "COMMIT");
}

/* Seconds of the first pass (compile) and a second pass (lookups) over
** robots3; -1 on error. */
static int benchCollideRun(sqlite3 *db, int nFile, int bShared,
                           double *ptFirst, double *ptLookup){
  static const char zSql[] = "SELECT sum(robots_allowed(txt, 'x', "
                             "'/s000001/a')) FROM robots3";
  benchExec(db, "SELECT robots_cache_size(0); "
                "SELECT robots_cache_size(134217728)");
  if( benchCollideTables(db, nFile, bShared) ) return -1;
  *ptFirst = benchTimeSql(db, zSql, NULL, 0, 0, NULL);
  *ptLookup = benchTimeSql(db, zSql, NULL, 0, 0, NULL);
  return (*ptFirst<0 || *ptLookup<0) ? -1 : 0;
}

/* The largest robots_cache_stats() bytes seen while 16 files of about
** 500 KB, whose one group names 64 agents, are asked for each agent under
** a 64 MiB budget; -1 on error. */
static sqlite3_int64 benchBudgetRun(sqlite3 *db){
  BenchBuf b = {0, 0, 0};
  sqlite3_int64 nMax = 0, nSum = 0;
  int f, i;
  benchExec(db, "SELECT robots_cache_size(0); "
                "SELECT robots_cache_size(67108864)");
  for(f=0; f<16; f++){
    b.n = 0;
    benchBufPrintf(&b, "# file %d\n", f);
    for(i=0; i<64; i++){
      char zName[8];
      benchAgentName(zName, i);
      benchBufPrintf(&b, "User-agent: %s\n", zName);
    }
    for(i=0; b.n<500000; i++) benchBufPrintf(&b, "Disallow: /d%d/x%d\n", f, i);
    for(i=0; i<64; i++){
      sqlite3_int64 v = 0, nNow;
      if( benchTimeSql(db, "SELECT robots_allowed(?1, 'bot' || "
                       "char(97 + ?2 / 26, 97 + ?2 % 26), '/d0/x1')",
                       b.z, b.n, i, &v)<0 ){
        benchBufFree(&b);
        return -1;
      }
      nSum += v;
      nNow = benchCacheStat(db, "bytes");
      if( nNow>nMax ) nMax = nNow;
    }
  }
  benchBufFree(&b);
  benchExec(db, "SELECT robots_cache_size(134217728)");
  return nSum>=0 ? nMax : -1;
}

/* Seconds of robots_allowed over a 1 MB path against 30 rules
** '/\*a..aba' of 16 KB: bHostile, a path of 'a' blocks every rule must
** search; else a path of 'z' the filters reject. */
static double benchLongPathRun(sqlite3 *db, int bHostile){
  BenchBuf t = {0, 0, 0}, u = {0, 0, 0};
  double tRun;
  size_t i;
  benchBufPrintf(&t, "User-agent: *\n");
  for(i=0; i<30; i++){
    benchBufPrintf(&t, "Disallow: /*");
    while( t.n % 16384 ) benchBufAppend(&t, "a", 1);
    benchBufPrintf(&t, "ba\n");
  }
  /* Blocks of 8,000 'a' and a 'b': the pairs every rule needs are there,
  ** its 16 KB run of 'a' is not. */
  benchBufAppend(&u, "/", 1);
  while( u.n<1048576 ){
    char c = bHostile ? ((u.n % 8001)==8000 ? 'b' : 'a') : 'z';
    benchBufAppend(&u, &c, 1);
  }
  {
    sqlite3_stmt *s = NULL;
    double t0 = benchCpu();
    sqlite3_prepare_v2(db, "SELECT robots_allowed(?1, 'x', ?3)", -1, &s, 0);
    if( s==NULL ){ tRun = -1; goto done; }
    sqlite3_bind_blob(s, 1, t.z, (int)t.n, SQLITE_STATIC);
    sqlite3_bind_blob(s, 3, u.z, (int)u.n, SQLITE_STATIC);
    tRun = sqlite3_step(s)==SQLITE_ROW ? benchCpu() - t0 : -1;
    sqlite3_finalize(s);
  }
done:
  benchBufFree(&t);
  benchBufFree(&u);
  return tRun;
}

/* Seconds of sitemap_entries (the videos column) and sitemap_lint over one
** video:video whose child has nKey distinct attributes (each a key). */
static double benchKeysRun(sqlite3 *db, int nKey){
  BenchBuf b = {0, 0, 0};
  double t1, t2;
  int i;
  benchBufPrintf(&b, "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/"
      "0.9' xmlns:video='http://www.google.com/schemas/sitemap-video/1.1'>"
      "<url><loc>https://e.com/</loc><video:video><video:title");
  for(i=0; i<nKey; i++) benchBufPrintf(&b, " a%d=\"v\"", i);
  benchBufPrintf(&b, ">t</video:title></video:video></url></urlset>");
  t1 = benchTimeSql(db, "SELECT length(videos) FROM sitemap_entries(?1)",
                    b.z, b.n, 0, NULL);
  t2 = benchTimeSql(db, "SELECT count(*) FROM sitemap_lint(?1)",
                    b.z, b.n, 0, NULL);
  benchBufFree(&b);
  return (t1<0 || t2<0) ? -1 : t1 + t2;
}

/* Median of nRep runs of x(db, a). */
static double benchMedianOf(double (*x)(sqlite3*, int), sqlite3 *db, int a,
                            int nRep){
  double aT[16];
  int i;
  if( nRep>16 ) nRep = 16;
  for(i=0; i<nRep; i++){
    aT[i] = x(db, a);
    if( aT[i]<0 ) return -1;
  }
  return benchMedian(aT, nRep);
}

void benchHostile(int nRep){
  sqlite3 *db = benchOpenDb();
  double tF1, tL1, tF2, tL2, tA, tB;
  sqlite3_int64 nMax;
  char zNote[200], zValue[48];
  if( db==NULL ){ benchSkip("hostile", "cannot open the database"); return; }
  benchLog("hostile: colliding files, budget, long path");
  if( benchCollideRun(db, 8000, 1, &tF1, &tL1)==0
   && benchCollideRun(db, 8000, 0, &tF2, &tL2)==0 ){
    snprintf(zNote, sizeof(zNote), "8,000 files sharing their sampled hash "
             "vs distinct: first pass %.1f vs %.1f ms, lookups %.1f vs %.1f ms",
             tF1*1e3, tF2*1e3, tL1*1e3, tL2*1e3);
    snprintf(zValue, sizeof(zValue), "%.1fms", tL1*1e3);
    benchResult("colliding_files", zValue, tL1/tL2, "<=2",
                tL1/tL2<=2 && tF1/tF2<=2, zNote);
  }
  nMax = benchBudgetRun(db);
  snprintf(zNote, sizeof(zNote), "16 files of 500 KB naming 64 agents, each "
           "asked: the cache's largest size under a 64 MiB budget");
  snprintf(zValue, sizeof(zValue), "%.1fMiB", (double)nMax/1048576.0);
  benchResult("cache_budget", zValue, (double)nMax/67108864.0, "<=2",
              nMax>=0 && nMax<=2*(sqlite3_int64)67108864, zNote);
  tA = benchMedianOf(benchKeysRun, db, 40000, nRep);
  tB = benchMedianOf(benchKeysRun, db, 160000, nRep);
  snprintf(zNote, sizeof(zNote), "one video:video with 160,000 distinct "
           "attribute keys (%.1f ms) vs 40,000 (%.1f ms): entries and lint",
           tB*1e3, tA*1e3);
  snprintf(zValue, sizeof(zValue), "%.1fms", tB*1e3);
  benchResult("extension_keys_4x", zValue, tB/tA, "<=6", tB/tA<=6, zNote);
  tA = benchMedianOf(benchLongPathRun, db, 1, nRep);
  tB = benchMedianOf(benchLongPathRun, db, 0, nRep);
  snprintf(zNote, sizeof(zNote), "1 MB path every one of 30 wildcard rules "
           "of 16 KB must search (%.1f ms) vs one the filters reject "
           "(%.2f ms)", tA*1e3, tB*1e3);
  snprintf(zValue, sizeof(zValue), "%.1fms", tA*1e3);
  benchResult("long_path", zValue, tA/tB, "<=100", tA/tB<=100, zNote);
  sqlite3_close(db);
}
