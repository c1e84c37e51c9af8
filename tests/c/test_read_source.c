/*
** test_read_source.c: the engine's readers over a pull source
** (gzipStreamOpenSource, accessLogOpenSource, sitemapOpenSource) give what
** the same readers give over the whole span: every row of a log and every
** record and problem of a sitemap, plain and gzipped, when the source hands
** out 1, 7, 4096 or 1 MiB bytes at a time; gzip's conditions (several
** members, nested, truncated, corrupt) are the same flags; plain bytes pass
** through uncapped; an empty source is an empty input.
*/
#include "check.h"
#include "core/gzip_stream.h"
#include "log/access_log.h"
#include "sitemap/sitemap_read.h"

#include <stdlib.h>
#include <zlib.h>

/* A source over a buffer, at most nStep bytes a call. */
typedef struct TestSrc {
  const char *z;
  size_t n, i, nStep;
  GzSource src;
} TestSrc;

static size_t testSrcRead(void *pCtx, char *z, size_t n){
  TestSrc *p = (TestSrc*)pCtx;
  size_t k = p->n - p->i;
  if( k>n ) k = n;
  if( k>p->nStep ) k = p->nStep;
  memcpy(z, p->z + p->i, k);
  p->i += k;
  return k;
}

static const GzSource *testSrc(TestSrc *p, const char *z, size_t n, size_t nStep){
  p->z = z;  p->n = n;  p->i = 0;  p->nStep = nStep;
  p->src.xRead = testSrcRead;
  p->src.pCtx = p;
  return &p->src;
}

/* Gzip z[0..n) into a malloc'd buffer (*pn bytes). */
static char *testGz(const char *z, size_t n, size_t *pn){
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

/* A hash of spans, NULL and empty apart. */
static void testHash(unsigned long *h, Span s){
  size_t i;
  for(i=0; i<s.n; i++) *h = *h*31 + (unsigned char)s.z[i];
  *h = *h*31 + (s.z ? 1 : 2);
}

/* Every row of a log reader: count and hash of its fields; -1 on failure. */
static long testLogSum(AccessLog *p, unsigned long *h){
  AccessLogEntry e;
  long n = 0;
  int rc;
  Span t;
  *h = 0;
  if( p==NULL ) return -1;
  while( (rc = accessLogNext(p, &e))==1 ){
    n++;
    *h = *h*31 + (unsigned long)e.iLine;
    testHash(h, e.raw); testHash(h, e.client); testHash(h, e.target);
    testHash(h, e.userAgent); testHash(h, e.extra);
    t.z = e.zTime; t.n = e.nTime; testHash(h, t);
    t.z = e.zError; t.n = e.zError ? strlen(e.zError) : 0; testHash(h, t);
    *h = *h*31 + (unsigned long)(e.status + 7) + (unsigned long)(e.bytes * 3);
  }
  accessLogClose(p);
  return rc<0 ? -1 : n;
}

/* A log with lines across inflation chunks, CRLF, blank lines, a line over
** ACCESS_LOG_MAX_LINE, one that is not a log line, no final newline. */
static char *testLog(size_t *pn){
  CoreBuf b;
  int i;
  coreBufInit(&b, &coreLibcAlloc);
  for(i=0; i<20000; i++){
    char z[300];
    int n = snprintf(z, sizeof(z), "10.0.%d.%d - - [17/May/2015:10:05:%02d +0000] "
                     "\"GET /p/%d HTTP/1.1\" %d %d \"-\" \"bot/%d\"%s", i%256, i%200,
                     i%60, i, 200 + i%5, i, i%9, i%100==0 ? "\r\n\n" : "\n");
    coreBufAppend(&b, z, (size_t)n);
    if( i==5000 ){
      size_t k;
      for(k=0; k<ACCESS_LOG_MAX_LINE + 5000; k++) coreBufAppend(&b, "x", 1);
      coreBufAppend(&b, "\nnot a log line\n", 16);
    }
  }
  coreBufAppend(&b, "1.2.3.4 - - [17/May/2015:10:05:03 +0000] \"GET / HTTP/1.1\" 200 1", 64);
  *pn = b.n;
  return b.z;
}

static void testLogSource(void){
  static const size_t aStep[] = { 1, 7, 4096, 1<<20 };
  size_t n, nGz, k;
  char *z = testLog(&n), *zGz = testGz(z, n, &nGz);
  unsigned long hWant, hGot;
  long nWant = testLogSum(accessLogOpen(&coreLibcAlloc, z, n, ACCESS_LOG_AUTO), &hWant);
  int bPlain = 1, bGz = 1;
  for(k=0; k<sizeof(aStep)/sizeof(aStep[0]); k++){
    TestSrc s;
    if( aStep[k]==1 && k>0 ) continue;
    bPlain &= testLogSum(accessLogOpenSource(&coreLibcAlloc, testSrc(&s, z, n, aStep[k]),
                                             ACCESS_LOG_AUTO), &hGot)==nWant && hGot==hWant;
    bGz &= testLogSum(accessLogOpenSource(&coreLibcAlloc, testSrc(&s, zGz, nGz, aStep[k]),
                                          ACCESS_LOG_AUTO), &hGot)==nWant && hGot==hWant;
  }
  CHECK("log_source_plain_same_rows_as_span_any_read_size", nWant==20003 && bPlain);
  CHECK("log_source_gzip_same_rows_as_span_any_read_size", bGz);
  free(z);
  free(zGz);
}

/* The flags and bytes of a gzip stream read to its end. */
static unsigned testGzFlags(GzStream *g, unsigned long *h, size_t *pnOut){
  char buf[5000];
  size_t got;
  unsigned f;
  *h = 0;
  *pnOut = 0;
  while( (got = gzipStreamRead(g, buf, sizeof(buf)))>0 ){
    Span s;
    s.z = buf; s.n = got;
    testHash(h, s);
    *pnOut += got;
  }
  f = g->flags;
  gzipStreamClose(g);
  return f;
}

/* Span and source agree on doc[0..n): same bytes and flags. */
static int testGzAgree(const char *z, size_t n, size_t nStep){
  GzStream a, b;
  TestSrc s;
  unsigned long ha, hb;
  size_t na, nb;
  unsigned fa, fb;
  if( gzipStreamOpen(&a, &coreLibcAlloc, z, n) ) return 0;
  if( gzipStreamOpenSource(&b, &coreLibcAlloc, testSrc(&s, z, n, nStep)) ) return 0;
  fa = testGzFlags(&a, &ha, &na);
  fb = testGzFlags(&b, &hb, &nb);
  return fa==fb && ha==hb && na==nb;
}

static void testGzipConditions(void){
  static const char zText[] = "hello, gzip from a source\n";
  size_t n1, n2, nNest, k;
  char *z1 = testGz(zText, sizeof(zText)-1, &n1);
  char *z2 = testGz(z1, n1, &nNest);
  char *zCat = malloc(2*n1 + 8);
  int bOk = 1;
  memcpy(zCat, z1, n1);
  memcpy(zCat+n1, z1, n1);
  n2 = 2*n1;
  for(k=1; k<=7; k+=6){
    bOk &= testGzAgree(z1, n1, k) && testGzAgree(zCat, n2, k) && testGzAgree(z2, nNest, k);
    bOk &= testGzAgree(z1, n1-5, k);                       /* truncated */
    memcpy(zCat + n2, "junk", 4);
    bOk &= testGzAgree(zCat, n2+4, k);                     /* trailing */
    zCat[12] ^= 0x55;
    bOk &= testGzAgree(zCat, n2, k);                       /* corrupt */
    zCat[12] ^= 0x55;
  }
  CHECK("gzip_source_same_bytes_and_flags_as_span_multi_nested_truncated_corrupt", bOk);
  free(z1); free(z2); free(zCat);
}

static void testPlainPassThrough(void){
  GzStream g;
  TestSrc s;
  unsigned long h;
  size_t nOut;
  unsigned f;
  int bPlain;
  char z[100];
  memset(z, 'a', sizeof(z));
  z[0] = 0x1f;                      /* one byte of the magic is not the magic */
  gzipStreamOpenSource(&g, &coreLibcAlloc, testSrc(&s, z, sizeof(z), 1));
  gzipStreamSetCap(&g, 10);
  bPlain = g.bPlain;
  f = testGzFlags(&g, &h, &nOut);
  CHECK("gzip_source_plain_bytes_pass_through_uncapped", bPlain && f==0 && nOut==100);
  gzipStreamOpenSource(&g, &coreLibcAlloc, testSrc(&s, z, 0, 1));
  f = testGzFlags(&g, &h, &nOut);
  CHECK("gzip_source_empty_is_empty", f==0 && nOut==0);
}

/* Every record and problem of a sitemap reader: count and hash. */
static long testSmSum(SitemapReader *p, unsigned long *h){
  SitemapRecord r;
  SitemapProblem q;
  long n = 0;
  int rc;
  *h = 0;
  if( p==NULL ) return -1;
  while( (rc = sitemapNextRecord(p, &r))==1 ){
    Span j;
    n++;
    *h = *h*31 + (unsigned long)r.eKind + (unsigned long)sitemapRecordLine(p)*7;
    testHash(h, r.loc); testHash(h, r.lastmod); testHash(h, r.changefreq);
    if( sitemapRecordJson(p, SM_X_IMAGE, &j)==0 ) testHash(h, j);
  }
  while( sitemapNextProblem(p, &q) ){
    *h = *h*31 + (unsigned long)q.eCode + (unsigned long)q.iLine*13;
    testHash(h, q.detail);
  }
  *h = *h*31 + (unsigned long)sitemapFormatOf(p) + (unsigned long)sitemapBytes(p);
  sitemapClose(p);
  return rc<0 ? -1 : n;
}

/* A urlset of 30,000 URLs (a window's worth many times over), some
** relative, some with images, one with a bad lastmod. */
static char *testUrlset(size_t *pn){
  static const char zHead[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset"
    " xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:image=\"http://"
    "www.google.com/schemas/sitemap-image/1.1\">\n";
  CoreBuf b;
  int i;
  coreBufInit(&b, &coreLibcAlloc);
  coreBufAppend(&b, zHead, sizeof(zHead)-1);
  for(i=0; i<30000; i++){
    char z[400];
    int n = snprintf(z, sizeof(z), "<url><loc>%s/p/%d</loc><lastmod>%s</lastmod>%s</url>\n",
                     i%3 ? "https://example.com" : "", i, i==77 ? "soon" : "2024-01-02",
                     i%5 ? "" : "<image:image><image:loc>https://example.com/i.png"
                     "</image:loc></image:image>");
    coreBufAppend(&b, z, (size_t)n);
  }
  coreBufAppend(&b, "</urlset>\n", 10);
  *pn = b.n;
  return b.z;
}

/* Source and span give the same records and problems for z[0..n). */
static int testSmAgree(const char *z, size_t n, size_t nStep, long *pnRec){
  TestSrc s;
  unsigned long ha, hb;
  const char *zBase = "https://example.com/sitemap.xml";
  long na = testSmSum(sitemapOpen(&coreLibcAlloc, z, n, zBase, strlen(zBase), 1), &ha);
  long nb = testSmSum(sitemapOpenSource(&coreLibcAlloc, testSrc(&s, z, n, nStep),
                                        zBase, strlen(zBase), 1), &hb);
  *pnRec = na;
  return na>=0 && na==nb && ha==hb;
}

static void testSitemapSource(void){
  static const char zText[] = "https://a.example/1\nhttps://a.example/2\r\n\nnot a url\n";
  static const char zUtf16[] = "\xff\xfe<\0u\0r\0l\0s\0e\0t\0>\0<\0u\0r\0l\0>\0<\0l\0o\0c\0>\0"
                               "h\0t\0t\0p\0:\0/\0/\0a\0/\0<\0/\0l\0o\0c\0>\0"
                               "<\0/\0u\0r\0l\0>\0<\0/\0u\0r\0l\0s\0e\0t\0>\0";
  size_t n, nGz;
  char *z = testUrlset(&n), *zGz = testGz(z, n, &nGz);
  long nRec = 0, nText = 0, n16 = 0, nEmpty = 0;
  int bPlain = testSmAgree(z, n, 4096, &nRec) && testSmAgree(z, n, 7, &nRec);
  int bGz = testSmAgree(zGz, nGz, 1, &nRec) && testSmAgree(zGz, nGz, 1<<20, &nRec);
  CHECK("sitemap_source_plain_same_records_and_problems_as_span", bPlain && nRec==30000);
  CHECK("sitemap_source_gzip_same_records_and_problems_as_span", bGz);
  CHECK("sitemap_source_text_utf16_and_empty_same_as_span",
        testSmAgree(zText, sizeof(zText)-1, 3, &nText) && nText==2
        && testSmAgree(zUtf16, sizeof(zUtf16)-1, 1, &n16) && n16==1
        && testSmAgree("", 0, 1, &nEmpty) && nEmpty==0);
  free(z);
  free(zGz);
}

/* An allocator that fails its nFailAt-th allocation (from 1; 0: never)
** and counts the blocks alive. */
typedef struct TestOom {
  long nCall, nFailAt, nLive;
  int bFailed;
} TestOom;

static void *testOomRealloc(void *pCtx, void *pOld, size_t nNew){
  TestOom *t = (TestOom*)pCtx;
  void *p;
  if( nNew==0 ){
    if( pOld ) t->nLive--;
    free(pOld);
    return NULL;
  }
  if( ++t->nCall==t->nFailAt ){ t->bFailed = 1; return NULL; }
  p = realloc(pOld, nNew);
  if( p && pOld==NULL ) t->nLive++;
  return p;
}

/* Read doc[0..n) through a source with allocation k failing: 1 when the
** readers gave up cleanly (NULL or -1) or read it all, leaking nothing. */
static int testOomOnce(const char *z, size_t n, int bSitemap, long k, int *pbFailed){
  TestOom t;
  CoreAlloc a;
  TestSrc s;
  int rc = 0;
  memset(&t, 0, sizeof(t));
  t.nFailAt = k;
  a.xRealloc = testOomRealloc;
  a.pCtx = &t;
  if( bSitemap ){
    SitemapReader *p = sitemapOpenSource(&a, testSrc(&s, z, n, 4096), "https://e/", 10, 1);
    SitemapRecord r;
    SitemapProblem q;
    if( p ){
      while( (rc = sitemapNextRecord(p, &r))==1 ){}
      while( sitemapNextProblem(p, &q) ){}
      sitemapClose(p);
    }
  }else{
    AccessLog *p = accessLogOpenSource(&a, testSrc(&s, z, n, 4096), ACCESS_LOG_AUTO);
    AccessLogEntry e;
    if( p ){
      while( (rc = accessLogNext(p, &e))==1 ){}
      accessLogClose(p);
    }
  }
  *pbFailed = t.bFailed;
  return t.nLive==0 && rc!=1;
}

/* Every allocation of a source reader, in turn, fails: never a crash or a
** leak (plain and gzip, a log and a sitemap). */
static void testSourceOom(void){
  static const char zLog[] = "1.2.3.4 - - [17/May/2015:10:05:03 +0000] \"GET /a\\\"b HTTP/1.1\""
                             " 200 5 \"-\" \"Googlebot\"\nbad\n";
  static const char zSm[] = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                            "<url><loc>/a</loc><lastmod>x</lastmod></url></urlset>";
  size_t nLogGz, nSmGz;
  char *zLogGz = testGz(zLog, sizeof(zLog)-1, &nLogGz), *zSmGz = testGz(zSm, sizeof(zSm)-1, &nSmGz);
  const char *az[4];
  size_t an[4];
  int k, bOk = 1;
  long nRuns = 0;
  az[0] = zLog; an[0] = sizeof(zLog)-1; az[1] = zLogGz; an[1] = nLogGz;
  az[2] = zSm; an[2] = sizeof(zSm)-1; az[3] = zSmGz; an[3] = nSmGz;
  for(k=0; k<4; k++){
    long i;
    int bFailed = 1;
    for(i=1; bFailed && i<1000; i++, nRuns++){
      bOk &= testOomOnce(az[k], an[k], k>=2, i, &bFailed);
    }
  }
  CHECK("source_readers_out_of_memory_at_each_allocation_no_crash_no_leak", bOk && nRuns>20);
  free(zLogGz);
  free(zSmGz);
}

int main(void){
  testSourceOom();
  testLogSource();
  testGzipConditions();
  testPlainPassThrough();
  testSitemapSource();
  CHECK_DONE();
}
