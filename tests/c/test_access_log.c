/*
** test_access_log.c: the access-log reader (ext/log) alone: the same rows
** from a log plain and gzipped (lines across inflation chunks), over-long
** lines, a damaged gzip stream, and the real Apache log of $ROBOTS_DATA
** when it is there.
*/
#include "check.h"
#include "log/access_log.h"

#include <stdlib.h>
#include <zlib.h>

/* Gzip z[0..n) into a malloc'd buffer (*pn bytes). */
static char *testGzip(const char *z, size_t n, size_t *pn){
  uLong nOut = compressBound((uLong)n) + 64;
  char *zOut = malloc(nOut);
  z_stream s;
  memset(&s, 0, sizeof(s));
  deflateInit2(&s, 6, Z_DEFLATED, 16+MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
  s.next_in = (Bytef*)z;  s.avail_in = (uInt)n;
  s.next_out = (Bytef*)zOut;  s.avail_out = (uInt)nOut;
  deflate(&s, Z_FINISH);
  *pn = s.total_out;
  deflateEnd(&s);
  return zOut;
}

/* A fingerprint of every row: count, errors, and a checksum of fields. */
typedef struct Sum { long nRow, nErr; unsigned long h; } Sum;

static void testHash(Sum *p, Span s){
  size_t i;
  for(i=0; i<s.n; i++) p->h = p->h*31 + (unsigned char)s.z[i];
  p->h = p->h*31 + (s.z ? 1 : 2);
}

/* Read z[0..n) with the reader and sum it up; -1 on a reader failure. */
static int testRead(const char *z, size_t n, Sum *p){
  AccessLog *pLog = accessLogOpen(&coreLibcAlloc, z, n, ACCESS_LOG_AUTO);
  AccessLogEntry e;
  int rc;
  memset(p, 0, sizeof(*p));
  if( pLog==NULL ) return -1;
  while( (rc = accessLogNext(pLog, &e))==1 ){
    Span t;
    p->nRow++;
    if( e.zError ) p->nErr++;
    testHash(p, e.raw); testHash(p, e.client); testHash(p, e.userAgent);
    testHash(p, e.target); testHash(p, e.referer);
    t.z = e.zTime; t.n = e.nTime; testHash(p, t);
    p->h = p->h*31 + (unsigned long)(e.status + 7) + (unsigned long)e.iLine;
  }
  accessLogClose(pLog);
  return rc;
}

/* A log of nLine varied lines (some with escapes, some broken). */
static char *testMakeLog(long nLine, size_t *pn){
  size_t nAlloc = (size_t)nLine*200 + 1, n = 0;
  char *z = malloc(nAlloc);
  long i;
  for(i=0; i<nLine; i++){
    n += (size_t)snprintf(z+n, nAlloc-n, (i%97==5) ? "broken line %ld\n" :
      "10.0.%ld.%ld - - [17/May/2015:10:%02ld:00 +0200] \"GET /p/%ld HTTP/1.1\""
      " 200 %ld \"-\" \"Agent \\\"%ld\\\" Googlebot/2.1\"\n",
      i%251, (i/251)%251, i%60, i, i*7, i%13);
  }
  *pn = n;
  return z;
}

static const char *testLastError(const char *z, size_t n, long *pnRow,
                                 size_t *pnRaw);

static void testPlainAndGzipAgree(void){
  size_t n, nGz;
  char *z = testMakeLog(60000, &n);     /* ~6 MB: many inflation chunks */
  char *zGz = testGzip(z, n, &nGz);
  Sum a, b;
  CHECK("gzip_and_plain_read_alike",
        testRead(z, n, &a)==0 && testRead(zGz, nGz, &b)==0
        && a.nRow==60000 && a.nRow==b.nRow && a.nErr==b.nErr && a.h==b.h);
  CHECK("broken_lines_are_error_rows", a.nErr==(60000+91)/97);
  /* cut the gzip stream: the rows that were there, then one error row */
  CHECK("truncated_gzip_gives_error_row", testRead(zGz, nGz/2, &b)==0
        && b.nRow>1000 && b.nRow<60000);
  {
    long nRow; size_t nRaw = 0;
    const char *zErr = testLastError(zGz, nGz/2, &nRow, &nRaw);
    CHECK("truncated_gzip_last_row_says_so",
          zErr && strcmp(zErr, "gzip: compressed data ended early")==0);
  }
  free(z); free(zGz);
}

/* The last row of z[0..n): its error text, or NULL. */
static const char *testLastError(const char *z, size_t n, long *pnRow,
                                 size_t *pnRaw){
  AccessLog *pLog = accessLogOpen(&coreLibcAlloc, z, n, ACCESS_LOG_AUTO);
  AccessLogEntry e;
  const char *zErr = NULL;
  *pnRow = 0;
  while( accessLogNext(pLog, &e)==1 ){ (*pnRow)++; zErr = e.zError; *pnRaw = e.raw.n; }
  accessLogClose(pLog);
  return zErr;
}

static void testLongLines(void){
  size_t n = ACCESS_LOG_MAX_LINE*3, nGz, nRaw = 0;
  char *z = malloc(n + 200), *zGz;
  const char *zErr;
  long nRow;
  memset(z, 'a', n);
  memcpy(z + n, "\nb c\n", 5);
  zErr = testLastError(z, n+5, &nRow, &nRaw);
  CHECK("long_line_plain_is_error_then_next", nRow==2 && zErr!=NULL);
  zGz = testGzip(z, n+5, &nGz);
  {
    AccessLog *pLog = accessLogOpen(&coreLibcAlloc, zGz, nGz, ACCESS_LOG_AUTO);
    AccessLogEntry e;
    int ok = accessLogNext(pLog, &e)==1 && e.zError
          && strncmp(e.zError, "line too long", 13)==0
          && e.raw.n==ACCESS_LOG_MAX_LINE && e.iLine==1;
    ok = ok && accessLogNext(pLog, &e)==1 && e.iLine==2 && e.raw.n==3;
    ok = ok && accessLogNext(pLog, &e)==0;
    CHECK("long_line_gzip_cut_and_skipped", ok);
    accessLogClose(pLog);
  }
  free(z); free(zGz);
}

/* Read a file whole; NULL when it is not there. */
static char *testReadFile(const char *zPath, size_t *pn){
  FILE *f = fopen(zPath, "rb");
  char *z;
  long n;
  if( f==NULL ) return NULL;
  fseek(f, 0, SEEK_END); n = ftell(f); fseek(f, 0, SEEK_SET);
  z = malloc((size_t)n + 1);
  *pn = fread(z, 1, (size_t)n, f);
  fclose(f);
  return z;
}

static void testRealLog(void){
  const char *zDir = getenv("ROBOTS_DATA");
  char zPath[1024];
  size_t n, nGz;
  char *z, *zGz;
  Sum a, b;
  snprintf(zPath, sizeof(zPath), "%s/access_logs/apache_combined_semicomplete_2015.log",
           zDir ? zDir : "../shared/data");
  z = testReadFile(zPath, &n);
  if( z==NULL ){ checkSkip("real_log_gzip_and_plain_alike", "no shared data"); return; }
  zGz = testGzip(z, n, &nGz);
  CHECK("real_log_gzip_and_plain_alike", testRead(z, n, &a)==0
        && testRead(zGz, nGz, &b)==0 && a.nRow==10000 && a.h==b.h
        && a.nErr==b.nErr && a.nErr<=1);
  free(z); free(zGz);
}

/* A CoreStop that counts its calls and says stop from call nStopAt on. */
typedef struct TestStop { int nCall, nStopAt; } TestStop;
static int testStopFn(void *pCtx){
  TestStop *p = (TestStop*)pCtx;
  return ++p->nCall>=p->nStopAt;
}

/* Rows read from z[0..n) with a stop that says stop at call nStopAt (0:
** never); the last accessLogNext code in *pRc, the calls in *pnCall. */
static long testReadStop(const char *z, size_t n, int nStopAt, int *pRc,
                         int *pnCall){
  TestStop t = { 0, nStopAt ? nStopAt : 1<<30 };
  CoreStop st = { testStopFn, &t };
  AccessLog *pLog = accessLogOpen(&coreLibcAlloc, z, n, ACCESS_LOG_AUTO);
  AccessLogEntry e;
  long nRow = 0;
  accessLogSetStop(pLog, &st);
  while( (*pRc = accessLogNext(pLog, &e))==1 ) nRow++;
  if( *pRc==-2 && accessLogNext(pLog, &e)!=-2 ) *pRc = 99;  /* stays stopped */
  accessLogClose(pLog);
  *pnCall = t.nCall;
  return nRow;
}

/* The stop hook is asked every CORE_STOP_EVERY bytes of blank lines (all
** skipped inside one accessLogNext) and of a long line being skipped,
** plain and gzipped, and never for a short log. */
static void testStop(void){
  size_t n = (size_t)16 << 20, nGz, nGzLine;
  char *z = malloc(n), *zGz, *zLine = malloc(n), *zGzLine;
  int rc, nCall;
  long nRow;
  memset(z, '\n', n);
  memset(zLine, 'a', n);
  zGz = testGzip(z, n, &nGz);
  zGzLine = testGzip(zLine, n, &nGzLine);
  nRow = testReadStop(z, n, 0, &rc, &nCall);
  CHECK("log_stop_asked_every_256k_of_blank_lines",
        nRow==0 && rc==0 && nCall>=(int)(n/CORE_STOP_EVERY)-1
        && nCall<=(int)(n/CORE_STOP_EVERY)+1);
  testReadStop(z, n, 3, &rc, &nCall);
  CHECK("log_stop_ends_blank_lines_plain", rc==-2 && nCall==3);
  testReadStop(zGz, nGz, 3, &rc, &nCall);
  CHECK("log_stop_ends_blank_lines_gzip", rc==-2 && nCall==3);
  nRow = testReadStop(zGzLine, nGzLine, 3, &rc, &nCall);
  CHECK("log_stop_ends_skipping_a_long_gzip_line", nRow==1 && rc==-2 && nCall==3);
  testReadStop("1.2.3.4 - - [x] \"GET / HTTP/1.1\" 200 1\n", 40, 1, &rc, &nCall);
  CHECK("log_stop_not_asked_for_a_short_log", rc==0 && nCall==0);
  free(z); free(zGz); free(zLine); free(zGzLine);
}

/* Parse one line under eFormat into *pE (scratch freed by the caller). */
static void vhostParse(const char *z, int eFormat, CoreBuf *b, AccessLogEntry *pE){
  accessLogParseLine(z, strlen(z), eFormat, b, pE);
}
static int spanIs(Span s, const char *z){
  return s.z && s.n==strlen(z) && memcmp(s.z, z, s.n)==0;
}

/* Debian's vhost_combined ("%v:%p %h %l %u %t ..."): its own format name,
** found by auto from the first word (host:port, the host without ':');
** combined and IPv6 clients are not taken for it; a trailing quoted host
** is the host, unquoted. */
static void testVhostCombined(void){
  static const char zV[] = "www.example.com:443 203.0.113.9 - - "
    "[17/May/2015:10:05:03 +0000] \"GET /a HTTP/1.1\" 200 512 \"-\" \"Googlebot\"";
  static const char zC[] = "2001:db8::1 - - [17/May/2015:10:05:03 +0000] "
    "\"GET / HTTP/1.1\" 200 5 \"-\" \"x\"";
  static const char zH[] = "203.0.113.9 - - [17/May/2015:10:05:03 +0000] "
    "\"GET / HTTP/1.1\" 200 5 \"-\" \"x\" \"shop.example.com\"";
  CoreBuf b;
  AccessLogEntry e;
  coreBufInit(&b, &coreLibcAlloc);
  CHECK("vhost_combined_is_a_format_name",
        accessLogFormatOf("vhost_combined", 14)==ACCESS_LOG_VHOST);
  vhostParse(zV, ACCESS_LOG_VHOST, &b, &e);
  CHECK("vhost_combined_host_and_client", e.zError==NULL
        && spanIs(e.host, "www.example.com") && spanIs(e.client, "203.0.113.9")
        && e.status==200 && spanIs(e.userAgent, "Googlebot"));
  vhostParse(zV, ACCESS_LOG_AUTO, &b, &e);
  CHECK("vhost_combined_found_by_auto", e.zError==NULL
        && spanIs(e.host, "www.example.com") && spanIs(e.client, "203.0.113.9"));
  vhostParse(zC, ACCESS_LOG_AUTO, &b, &e);
  CHECK("vhost_combined_ipv6_client_is_not_a_vhost", e.zError==NULL
        && e.host.z==NULL && spanIs(e.client, "2001:db8::1"));
  vhostParse(zC, ACCESS_LOG_COMBINED, &b, &e);
  CHECK("vhost_combined_combined_has_no_host", e.host.z==NULL);
  vhostParse(zH, ACCESS_LOG_AUTO, &b, &e);
  CHECK("vhost_trailing_quoted_host_unquoted", e.zError==NULL
        && spanIs(e.host, "shop.example.com"));
  vhostParse("www.example.com:443 203.0.113.9 - - [17/May/2015:10:05:03 +0000]"
             " \"GET / HTTP/1.1\" 200 5", ACCESS_LOG_VHOST, &b, &e);
  CHECK("vhost_combined_requires_referer_and_agent", e.zError!=NULL);
  coreBufFree(&b);
}

int main(void){
  testVhostCombined();
  testPlainAndGzipAgree();
  testLongLines();
  testStop();
  testRealLog();
  CHECK_DONE();
}
