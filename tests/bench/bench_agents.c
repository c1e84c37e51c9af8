/*
** bench_agents.c: the `agents` workload: what a call costs as the work
** widens, where only its width changes.
**
**   names_100, names_1000  robots_allowed over one 20,000-rule file whose
**                          one group names 1,000 crawlers, the calls
**                          cycling over 100 or 1,000 of its names, against
**                          the same calls with one name (ratio: time/time)
**   agent_user_5000        robots_agent over an 8 KiB header with a
**                          robots_crawlers table of 5,000 near-miss
**                          patterns of 256 bytes: ms per header (the table
**                          read and its automaton built when it changed,
**                          reported apart), and the 10,000-row limit's
**                          build
*/
#include "bench.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#define NAMES_FILE 1000     /* crawlers the file's one group names */
#define NAMES_RULES 20000   /* its rules */
#define NAMES_CALLS 4000    /* calls per timed run */

/* CPU seconds of this process (another load on the machine moves it less
** than wall time). */
static double agentsCpu(void){
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec*1e-9;
}

/* The file: one group naming botaaa.. (NAMES_FILE of them) over
** NAMES_RULES rules. */
static void agentsNamesFile(BenchBuf *b){
  int i;
  for(i=0; i<NAMES_FILE; i++){
    benchBufPrintf(b, "User-agent: bot%c%c%c\n", 'a' + i/676%26,
                   'a' + i/26%26, 'a' + i%26);
  }
  for(i=0; i<NAMES_RULES; i++) benchBufPrintf(b, "Disallow: /p%d/\n", i);
}

/* CPU seconds of NAMES_CALLS calls cycling over nName names of file b (a
** bound parameter: the file rides on auxdata), -1 on error. */
static double agentsNamesRun(sqlite3 *db, const BenchBuf *b, int nName){
  sqlite3_stmt *s = NULL;
  double t0, t = -1;
  sqlite3_prepare_v2(db, "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL "
      "SELECT i+1 FROM n WHERE i<?3-1) SELECT sum(robots_allowed(?1, 'bot' "
      "|| char(97 + (i % ?2)/676 % 26, 97 + (i % ?2)/26 % 26, 97 + (i % ?2) "
      "% 26), '/p' || (i*7 % 30000) || '/x')) FROM n", -1, &s, 0);
  if( s==NULL ) return -1;
  sqlite3_bind_blob(s, 1, b->z, (int)b->n, SQLITE_STATIC);
  sqlite3_bind_int(s, 2, nName);
  sqlite3_bind_int(s, 3, NAMES_CALLS);
  t0 = agentsCpu();
  if( sqlite3_step(s)==SQLITE_ROW ) t = agentsCpu() - t0;
  sqlite3_finalize(s);
  return t;
}

/* names_100 and names_1000: medians of nRep runs of each width,
** interleaved, after one warm-up run each (names are first seen there). */
static void agentsNames(sqlite3 *db, int nRep){
  static const int aWidth[3] = { 1, 100, 1000 };
  double aT[3][16], aMed[3];
  BenchBuf b = {0, 0, 0};
  char zNote[200], zValue[48];
  int i, k;
  if( nRep>16 ) nRep = 16;
  agentsNamesFile(&b);
  for(k=0; k<3; k++) agentsNamesRun(db, &b, aWidth[k]);
  for(i=0; i<nRep; i++){
    for(k=0; k<3; k++) aT[k][i] = agentsNamesRun(db, &b, aWidth[k]);
  }
  for(k=0; k<3; k++) aMed[k] = benchMedian(aT[k], nRep);
  for(k=1; k<3; k++){
    double r = aMed[k]/aMed[0];
    const char *zGoal = k==1 ? "<=1.5" : "<=2";
    snprintf(zNote, sizeof(zNote), "%d calls cycling over %d of the 1,000 "
             "names one group of a 20,000-rule file holds: %.1f us/call, one "
             "name %.1f us/call", NAMES_CALLS, aWidth[k],
             aMed[k]*1e6/NAMES_CALLS, aMed[0]*1e6/NAMES_CALLS);
    snprintf(zValue, sizeof(zValue), "%.1fus/call", aMed[k]*1e6/NAMES_CALLS);
    benchResult(k==1 ? "names_100" : "names_1000", zValue, r, zGoal,
                r<=(k==1 ? 1.5 : 2.0), zNote);
  }
  benchBufFree(&b);
}

/* The header: 8 KiB over "abcd" with an 'e' in every 64 bytes. */
static void agentsHeader(char *z, size_t n, uint64_t *pSeed){
  size_t i;
  for(i=0; i<n; i++){
    z[i] = (i % 64)==63 ? 'e' : "abcd"[benchRandBelow(pSeed, 4)];
  }
}

/* robots_crawlers with nRow near-miss patterns of 256 bytes: 255 bytes of
** the header followed by a byte that does not follow them there (every
** byte of a pattern is in the header; none occurs). */
static int agentsCrawlers(sqlite3 *db, const char *zHead, size_t nHead,
                          int nRow, uint64_t *pSeed){
  sqlite3_stmt *s = NULL;
  char zPat[256];
  int i, rc = 0;
  if( benchExec(db, "DROP TABLE IF EXISTS robots_crawlers")
   || benchExec(db, "CREATE TABLE robots_crawlers(pattern, token)") ) return -1;
  sqlite3_prepare_v2(db, "INSERT INTO robots_crawlers VALUES(?1, 'NearBot')",
                     -1, &s, 0);
  if( s==NULL ) return -1;
  benchExec(db, "BEGIN");
  for(i=0; i<nRow && rc==0; i++){
    size_t at = benchRandBelow(pSeed, (uint32_t)(nHead - 256));
    memcpy(zPat, zHead + at, 255);
    zPat[255] = zHead[at+255]=='a' ? 'b' : 'a';
    sqlite3_bind_blob(s, 1, zPat, 256, SQLITE_STATIC);
    if( sqlite3_step(s)!=SQLITE_DONE ) rc = -1;
    sqlite3_reset(s);
  }
  benchExec(db, "COMMIT");
  sqlite3_finalize(s);
  return rc;
}

/* CPU seconds of one statement calling robots_agent on nCall headers, -1
** on error.  The table is touched first, so the statement reads it and
** builds its automaton (kept per connection until the table changes). */
static double agentsUserRun(sqlite3 *db, const char *zHead, size_t nHead,
                            int nCall){
  sqlite3_stmt *s = NULL;
  double t0, t = -1;
  benchExec(db, "UPDATE robots_crawlers SET token = token WHERE rowid = 1");
  sqlite3_prepare_v2(db, "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL "
      "SELECT i+1 FROM n WHERE i<?2-1) SELECT count(robots_agent(?1 || i))"
      " FROM n", -1, &s, 0);
  if( s==NULL ) return -1;
  sqlite3_bind_text(s, 1, zHead, (int)nHead, SQLITE_STATIC);
  sqlite3_bind_int(s, 2, nCall);
  t0 = agentsCpu();
  if( sqlite3_step(s)==SQLITE_ROW ) t = agentsCpu() - t0;
  sqlite3_finalize(s);
  return t;
}

/* agent_user_5000: ms per 8 KiB header with 5,000 near-miss patterns
** (statements of 1 and 101 headers: the difference is 100 headers, the
** one-header statement mostly the build); then the 10,000-row build. */
static void agentsUser(sqlite3 *db, int nRep){
  static char zHead[8192];
  double a1[16], a101[16], t1, t101, tMax;
  uint64_t seed = 7;
  char zNote[240], zValue[48];
  int i;
  if( nRep>16 ) nRep = 16;
  agentsHeader(zHead, sizeof(zHead) - 8, &seed);   /* room for "|| i" */
  if( agentsCrawlers(db, zHead, sizeof(zHead) - 8, 5000, &seed) ){
    benchSkip("agent_user_5000", "cannot build robots_crawlers");
    return;
  }
  for(i=0; i<nRep; i++){
    a1[i] = agentsUserRun(db, zHead, sizeof(zHead) - 8, 1);
    a101[i] = agentsUserRun(db, zHead, sizeof(zHead) - 8, 101);
  }
  t1 = benchMedian(a1, nRep);
  t101 = benchMedian(a101, nRep);
  agentsCrawlers(db, zHead, sizeof(zHead) - 8, 10000, &seed);
  tMax = agentsUserRun(db, zHead, sizeof(zHead) - 8, 1);
  benchExec(db, "DROP TABLE robots_crawlers");
  snprintf(zNote, sizeof(zNote), "robots_agent, 8 KiB header, 5,000 "
           "near-miss patterns of 256 bytes: %.3f ms/header; reading the "
           "table and building its automaton %.1f ms once per change (10,000 "
           "rows: %.1f ms)", (t101 - t1)*1e3/100, t1*1e3, tMax*1e3);
  snprintf(zValue, sizeof(zValue), "%.3fms", (t101 - t1)*1e3/100);
  benchResult("agent_user_5000", zValue, (t101 - t1)*1e3/100/10.0, "<=1",
              (t101 - t1)*1e3/100<=10.0, zNote);
}

void benchWidth(int nRep){
  sqlite3 *db = benchOpenDb();
  if( db==NULL ){ benchSkip("agents", "cannot open the database"); return; }
  benchLog("agents: names cycled over one file, a user's crawler table");
  agentsNames(db, nRep);
  agentsUser(db, nRep);
  sqlite3_close(db);
}
