/*
** limits.c: big and hostile inputs, each run in its own child process with
** its wall time and peak memory printed: a 100 MB robots.txt, 10 MB lines,
** 1,000,000 user-agent lines (in one file and as 1,000,000 headers), a
** 100,000-deep XML document, a 1 GiB gzip bomb, and outputs over
** SQLITE_LIMIT_LENGTH (which must be SQLITE_TOOBIG, never a cut result).
** Each case checks a defined result and bounds the memory the call adds to
** its input.  Sizes are divided by the scale given (tests/sh smoke: 100).
**
**   dist/hardening/limits/limits [scale [case]]   (from the repo root)
** Start reading at aCase[].
*/
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <zlib.h>

int sqlite3_robots_init(sqlite3*, char**, const sqlite3_api_routines*);

static long nScale = 1;     /* sizes are divided by this */
static sqlite3 *db;
static long nInputKiB = -1; /* peak memory once the first input was built */

/* A growable buffer for generated inputs (aborts when out of memory). */
typedef struct Buf { char *z; size_t n, nAlloc; } Buf;
static void bufPut(Buf *b, const void *z, size_t n){
  if( b->n+n>b->nAlloc ){
    b->nAlloc = (b->n+n)*2 + 4096;
    b->z = (char*)realloc(b->z, b->nAlloc);
    if( b->z==0 ){ printf("FAIL limits: cannot generate input\n"); exit(1); }
  }
  memcpy(b->z+b->n, z, n);
  b->n += n;
}
static void bufStr(Buf *b, const char *z){ bufPut(b, z, strlen(z)); }
static void bufRep(Buf *b, const char *z, size_t nTimes){
  size_t i, n = strlen(z);
  for(i=0; i<nTimes; i++) bufPut(b, z, n);
}

static long peakKiB(void){
  struct rusage r;
  getrusage(RUSAGE_SELF, &r);
  return r.ru_maxrss;
}

/* Run zSql with ?1 = z[0..n) (blob when bBlob); the first column of the
** first row as text into zOut.  Returns the result code. */
static int runSql(const char *zSql, const char *z, size_t n, int bBlob,
                  char *zOut, size_t nOut){
  sqlite3_stmt *p = 0;
  int rc;
  if( nInputKiB<0 ) nInputKiB = peakKiB();
  rc = sqlite3_prepare_v2(db, zSql, -1, &p, 0);
  zOut[0] = 0;
  if( rc ){ snprintf(zOut, nOut, "prepare: %s", sqlite3_errmsg(db)); return rc; }
  if( z ){
    if( bBlob ) sqlite3_bind_blob64(p, 1, z, n, SQLITE_STATIC);
    else sqlite3_bind_text64(p, 1, z, n, SQLITE_STATIC, SQLITE_UTF8);
  }
  rc = sqlite3_step(p);
  if( rc==SQLITE_ROW ){
    const char *v = (const char*)sqlite3_column_text(p, 0);
    snprintf(zOut, nOut, "%.120s", v ? v : "NULL");
    rc = SQLITE_OK;
  }else if( rc!=SQLITE_DONE ){
    snprintf(zOut, nOut, "error %d: %.100s", rc, sqlite3_errmsg(db));
  }
  sqlite3_finalize(p);
  return rc;
}

/* One case: builds its input, runs, sets *pzWhy on failure. */
typedef struct Case {
  const char *zName;
  long nBoundMiB;      /* memory the call may add to its input */
  void (*xRun)(char *zWhy, char *zResult);
} Case;

#define EXPECT(cond, ...) do{ if(!(cond)){ snprintf(zWhy, 300, __VA_ARGS__); return; } }while(0)

/* 100 MB robots.txt: only the first 500 KiB count. */
static void caseRobots100MB(char *zWhy, char *zRes){
  Buf b = {0,0,0};
  size_t nTarget = (size_t)100000000/(size_t)nScale;
  char z[200];
  int i = 0;
  bufStr(&b, "User-agent: *\nDisallow: /private\n");
  while( b.n<nTarget ){
    snprintf(z, sizeof(z), "Disallow: /dir%d/*.php$\nAllow: /dir%d/public\n", i, i);
    bufStr(&b, z); i++;
  }
  bufStr(&b, "Disallow: /after-the-cut\n");
  EXPECT(runSql("SELECT robots_allowed(?1, 'bot', '/private/x')", b.z, b.n, 0, zRes, 200)==0
         && strcmp(zRes, "0")==0, "rule at the top not applied: %s", zRes);
  EXPECT(runSql("SELECT robots_allowed(?1, 'bot', '/after-the-cut')", b.z, b.n, 0, zRes, 200)==0
         && strcmp(zRes, b.n>512000 ? "1" : "0")==0, "500 KiB cap not applied: %s", zRes);
  EXPECT(runSql("SELECT count(*) FROM robots_rules(?1)", b.z, b.n, 0, zRes, 200)==0,
         "robots_rules: %s", zRes);
  EXPECT(runSql("SELECT count(*) FROM robots_lint(?1)", b.z, b.n, 0, zRes, 200)==0,
         "robots_lint: %s", zRes);
  free(b.z);
}

/* A 10 MB line in every kind of argument. */
static void caseLine10MB(char *zWhy, char *zRes){
  Buf b = {0,0,0};
  size_t nLine = (size_t)10000000/(size_t)nScale;
  bufStr(&b, "User-agent: *\nDisallow: /");
  bufRep(&b, "a", nLine);
  bufStr(&b, "\nDisallow: /x\n");
  EXPECT(runSql("SELECT robots_allowed(?1, 'bot', '/x')", b.z, b.n, 0, zRes, 200)==0,
         "robots_allowed: %s", zRes);
  EXPECT(runSql("SELECT max(length(path)) FROM robots_rules(?1)", b.z, b.n, 0, zRes, 200)==0,
         "robots_rules: %s", zRes);
  b.n = 0;
  bufStr(&b, "https://example.com/");
  bufRep(&b, "\xc3\xa9", nLine/2);
  EXPECT(runSql("SELECT length(robots_path(?1))", b.z, b.n, 0, zRes, 200)==0, "robots_path: %s", zRes);
  EXPECT(runSql("SELECT robots_url(?1)", b.z, b.n, 0, zRes, 200)==0, "robots_url: %s", zRes);
  EXPECT(runSql("SELECT robots_agent(?1)", b.z, b.n, 0, zRes, 200)==0, "robots_agent: %s", zRes);
  EXPECT(runSql("SELECT robots_meta(?1)", b.z, b.n, 0, zRes, 200)==0, "robots_meta: %s", zRes);
  EXPECT(runSql("SELECT count(*) FROM sitemap_entries(?1)", b.z, b.n, 0, zRes, 200)==0,
         "sitemap_entries text: %s", zRes);
  EXPECT(runSql("SELECT group_concat(code) FROM sitemap_lint(?1)", b.z, b.n, 0, zRes, 200)==0,
         "sitemap_lint text: %s", zRes);
  free(b.z);
}

/* 1,000,000 user-agent lines in one file. */
static void caseAgentLines(char *zWhy, char *zRes){
  Buf b = {0,0,0};
  long i, n = 1000000/nScale;
  char z[64];
  for(i=0; i<n; i++){ snprintf(z, sizeof(z), "User-agent: bot%ld\n", i); bufStr(&b, z); }
  bufStr(&b, "Disallow: /\n");
  EXPECT(runSql("SELECT count(*) FROM robots_agents(?1)", b.z, b.n, 0, zRes, 200)==0,
         "robots_agents: %s", zRes);
  EXPECT(runSql("SELECT robots_allowed(?1, 'bot', '/x')", b.z, b.n, 0, zRes, 200)==0,
         "robots_allowed: %s", zRes);
  free(b.z);
}

/* 1,000,000 User-Agent headers through robots_agent(). */
static void caseAgentHeaders(char *zWhy, char *zRes){
  char zSql[600];
  snprintf(zSql, sizeof(zSql),
    "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM r WHERE i<%ld) "
    "SELECT count(*) FILTER (WHERE robots_agent(CASE i%%4 "
    " WHEN 0 THEN 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' "
    " WHEN 1 THEN 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36' "
    " WHEN 2 THEN 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' "
    " ELSE 'crawler-'||i||'bot/1.0' END) IS NOT NULL) FROM r", 1000000/nScale);
  EXPECT(runSql(zSql, 0, 0, 0, zRes, 200)==0, "robots_agent: %s", zRes);
  EXPECT(atol(zRes)>=2*(1000000/nScale)/4, "fewer crawlers than the 2 known of 4: %s", zRes);
}

/* 100,000-deep XML around one record. */
static void caseDeepXml(char *zWhy, char *zRes){
  Buf b = {0,0,0};
  size_t nDepth = (size_t)100000/(size_t)nScale;
  bufStr(&b, "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://example.com/a</loc></url>");
  bufRep(&b, "<x>", nDepth);
  bufStr(&b, "<url><loc>https://example.com/deep</loc></url>");
  bufRep(&b, "</x>", nDepth);
  bufStr(&b, "<url><loc>https://example.com/b</loc></url></urlset>");
  EXPECT(runSql("SELECT group_concat(loc, ' ') FROM sitemap_entries(?1)", b.z, b.n, 0, zRes, 200)==0,
         "sitemap_entries: %s", zRes);
  EXPECT(strstr(zRes, "https://example.com/a") && strstr(zRes, "https://example.com/b"),
         "records around the deep part lost: %s", zRes);
  EXPECT(runSql("SELECT count(*) FROM sitemap_lint(?1)", b.z, b.n, 0, zRes, 200)==0,
         "sitemap_lint: %s", zRes);
  b.n = 0;
  bufRep(&b, "<a>", nDepth);   /* unclosed, no sitemap at all */
  EXPECT(runSql("SELECT count(*) FROM sitemap_entries(?1)", b.z, b.n, 0, zRes, 200)==0,
         "sitemap_entries unclosed: %s", zRes);
  EXPECT(runSql("SELECT sitemap_format(?1)", b.z, b.n, 0, zRes, 200)==0,
         "sitemap_format unclosed: %s", zRes);
  free(b.z);
}

/* gzip of nOut bytes (1 GiB at scale 1): eMode 0 a urlset of repeated
** records, 1 zeros, 2 one record that never closes (the reader's window
** must hold it: the worst case for memory, bounded by the inflation cap). */
static void gzipBomb(Buf *pOut, size_t nOut, int eMode){
  static const char zHead[] = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
  static const char zOpen[] = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://example.com/";
  static const char zRec[] = "<url><loc>https://example.com/page</loc></url>\n";
  char chunk[47*1394], out[65536];   /* a whole number of records */
  size_t nDone = 0, k;
  z_stream s;
  memset(&s, 0, sizeof(s));
  deflateInit2(&s, 9, Z_DEFLATED, 31, 9, Z_DEFAULT_STRATEGY);
  for(k=0; k<sizeof(chunk); k++){
    chunk[k] = eMode==1 ? 0 : eMode==2 ? 'a' : zRec[k % (sizeof(zRec)-1)];
  }
  while( nDone<nOut ){
    size_t n = nOut-nDone < sizeof(chunk) ? nOut-nDone : sizeof(chunk);
    const char *zIn = chunk;
    if( nDone==0 && eMode==0 ){ zIn = zHead; n = sizeof(zHead)-1; }
    if( nDone==0 && eMode==2 ){ zIn = zOpen; n = sizeof(zOpen)-1; }
    s.next_in = (unsigned char*)zIn; s.avail_in = (uInt)n;
    do{
      s.next_out = (unsigned char*)out; s.avail_out = sizeof(out);
      deflate(&s, nDone+n>=nOut ? Z_FINISH : Z_NO_FLUSH);
      bufPut(pOut, out, sizeof(out)-s.avail_out);
    }while( s.avail_out==0 );
    nDone += n;
  }
  deflateEnd(&s);
}

static void caseGzipBomb(char *zWhy, char *zRes){
  Buf b = {0,0,0};
  size_t nOut = ((size_t)1<<30)/(size_t)nScale;
  long nRec;
  char zLint[160];
  gzipBomb(&b, nOut, 0);
  EXPECT(runSql("SELECT count(*) FROM sitemap_entries(?1)", b.z, b.n, 1, zRes, 200)==0,
         "sitemap_entries: %s", zRes);
  nRec = atol(zRes);
  EXPECT(nRec>0, "no records read from the bomb: %s", zRes);
  EXPECT(nRec<=(long)(((size_t)100<<20)/47+1), "more records than 100 MiB can hold: %s", zRes);
  EXPECT(nScale>10 || nRec>=(long)(((size_t)100<<20)/47-2), "stopped before 100 MiB: %ld records", nRec);
  EXPECT(runSql("SELECT group_concat(DISTINCT code) FROM sitemap_lint(?1) WHERE entry=0 OR entry IS NULL",
                b.z, b.n, 1, zRes, 200)==0, "sitemap_lint: %s", zRes);
  EXPECT(nScale>10 || strstr(zRes, "inflate") || strstr(zRes, "large") || strstr(zRes, "cap"),
         "the cap is not reported by sitemap_lint: %s", zRes);
  snprintf(zLint, sizeof(zLint), "%.150s", zRes);
  EXPECT(runSql("SELECT sitemap_format(?1)", b.z, b.n, 1, zRes, 200)==0 && strcmp(zRes, "urlset")==0,
         "sitemap_format: %s", zRes);
  snprintf(zRes, 200, "%ld records; lint %s", nRec, zLint);
  free(b.z);
}

static void caseGzipZeros(char *zWhy, char *zRes){
  Buf b = {0,0,0};
  gzipBomb(&b, ((size_t)1<<30)/(size_t)nScale, 1);
  EXPECT(runSql("SELECT count(*) FROM sitemap_entries(?1)", b.z, b.n, 1, zRes, 200)==0,
         "sitemap_entries zeros: %s", zRes);
  EXPECT(runSql("SELECT count(*) FROM sitemap_lint(?1)", b.z, b.n, 1, zRes, 200)==0,
         "sitemap_lint zeros: %s", zRes);
  free(b.z);
}

static void caseGzipUnclosed(char *zWhy, char *zRes){
  Buf b = {0,0,0};
  gzipBomb(&b, ((size_t)1<<30)/(size_t)nScale, 2);
  EXPECT(runSql("SELECT count(*) FROM sitemap_entries(?1)", b.z, b.n, 1, zRes, 200)==0,
         "sitemap_entries unclosed: %s", zRes);
  free(b.z);
}

/* Outputs longer than SQLITE_LIMIT_LENGTH give SQLITE_TOOBIG. */
static void caseTooBig(char *zWhy, char *zRes){
  Buf b = {0,0,0};
  int rc;
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 100000);
  bufStr(&b, "?");
  bufRep(&b, "x", 99999);          /* at the limit; "/" is put before it */
  rc = runSql("SELECT robots_path(?1)", b.z, b.n, 0, zRes, 200);
  EXPECT(rc==SQLITE_TOOBIG, "robots_path one byte over the limit gave rc %d: %.40s", rc, zRes);
  rc = runSql("WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM r WHERE i<5000) "
              "SELECT sitemap_urlset('https://example.com/p'||i) FROM r", 0, 0, 0, zRes, 200);
  EXPECT(rc==SQLITE_TOOBIG, "sitemap_urlset over the limit gave rc %d: %s", rc, zRes);
  rc = runSql("SELECT sitemap_gzip(randomblob(99990))", 0, 0, 0, zRes, 200);
  EXPECT(rc==SQLITE_TOOBIG, "sitemap_gzip over the limit gave rc %d: %s", rc, zRes);
  b.n = 0;
  bufStr(&b, "User-agent: *\nDisallow: /");
  bufRep(&b, "\x01", 4000);    /* path and pattern: about 48 KB as JSON escapes */
  rc = runSql("SELECT length(robots_explain(?1, 'bot', '/'||substr(?1, 26)))", b.z, b.n, 0, zRes, 200);
  EXPECT(rc==SQLITE_OK && atol(zRes)>24000, "robots_explain gave rc %d: %s", rc, zRes);
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 20000);
  rc = runSql("SELECT robots_explain(?1, 'bot', '/'||substr(?1, 26))", b.z, b.n, 0, zRes, 200);
  EXPECT(rc==SQLITE_TOOBIG || rc==SQLITE_ERROR, "robots_explain with a 48 KB answer over a 20 KB limit gave rc %d", rc);
  free(b.z);
}

static const Case aCase[] = {
  { "robots_100mb_file",       64, caseRobots100MB },
  { "line_10mb_every_arg",    160, caseLine10MB },
  { "user_agent_lines_1m",     64, caseAgentLines },
  { "user_agent_headers_1m",   32, caseAgentHeaders },
  { "xml_100000_deep",         64, caseDeepXml },
  { "gzip_bomb_1gib_records",  64, caseGzipBomb },
  { "gzip_bomb_1gib_zeros",    64, caseGzipZeros },
  { "gzip_bomb_1gib_unclosed_record", 64, caseGzipUnclosed },
  { "output_over_limit_length", 64, caseTooBig },
};

/* Run case c in a child; print its line. */
static void runCase(const Case *c){
  int fd[2], status = 0;
  pid_t pid;
  struct rusage ru;
  struct timespec t0, t1;
  char zMsg[1024];
  ssize_t nMsg;
  if( pipe(fd) ) return;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  pid = fork();
  if( pid==0 ){
    char zWhy[300] = "", zRes[256] = "";
    long base, peak;
    close(fd[0]);
    alarm(300);
    if( sqlite3_open(":memory:", &db) || sqlite3_robots_init(db, 0, 0) ) _exit(3);
    c->xRun(zWhy, zRes);
    base = nInputKiB<0 ? 0 : nInputKiB;
    peak = peakKiB();
    snprintf(zMsg, sizeof(zMsg), "%ld %ld %s|%s", base, peak, zWhy[0] ? "FAIL" : "ok", zWhy[0] ? zWhy : zRes);
    if( write(fd[1], zMsg, strlen(zMsg))<0 ) _exit(4);
    sqlite3_close(db);
    _exit(0);
  }
  close(fd[1]);
  nMsg = read(fd[0], zMsg, sizeof(zMsg)-1);
  close(fd[0]);
  wait4(pid, &status, 0, &ru);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  {
    double secs = (double)(t1.tv_sec-t0.tv_sec) + (double)(t1.tv_nsec-t0.tv_nsec)/1e9;
    long peakMiB = ru.ru_maxrss/1024;
    if( nMsg<=0 || !WIFEXITED(status) || WEXITSTATUS(status)!=0 ){
      printf("FAIL limits %s: child %s %d after %.1fs, peak %ld MiB\n", c->zName,
             WIFSIGNALED(status) ? "killed by signal" : "exit",
             WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status), secs, peakMiB);
      return;
    }
    zMsg[nMsg] = 0;
    {
      long base = atol(zMsg), peak = atol(strchr(zMsg, ' ')+1);
      char *zVerdict = strchr(strchr(zMsg, ' ')+1, ' ')+1;
      char *zText = strchr(zVerdict, '|');
      long addMiB = (peak-base)/1024;
      *zText++ = 0;
      if( strcmp(zVerdict, "ok")==0 && addMiB>c->nBoundMiB ){
        printf("FAIL limits %s: %.1fs, peak %ld MiB: the calls added %ld MiB (bound %ld MiB)\n",
               c->zName, secs, peak/1024, addMiB, c->nBoundMiB);
      }else{
        printf("%s limits %s: %.1fs, peak %ld MiB with inputs, calls added %ld MiB (bound %ld); last result %s\n",
               zVerdict, c->zName, secs, peak/1024, addMiB, c->nBoundMiB, zText);
      }
    }
  }
}

int main(int argc, char **argv){
  size_t i;
  setvbuf(stdout, 0, _IOLBF, 0);
  if( argc>1 ) nScale = atol(argv[1]);
  if( nScale<1 ) nScale = 1;
  for(i=0; i<sizeof(aCase)/sizeof(aCase[0]); i++){
    if( argc>2 && strcmp(argv[2], aCase[i].zName)!=0 ) continue;
    runCase(&aCase[i]);
  }
  return 0;
}
