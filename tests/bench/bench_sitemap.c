/*
** bench_sitemap.c: the sitemap workloads.
**   sitemap:    sitemap_entries over a generated, realistic 50,000-URL
**               urlset against a libexpat extractor of the same fields over
**               the same bytes (bench_expat.c).
**   sitemap_gz: sitemap_entries on the gzipped document against the plain.
**   memory:     peak RSS growth of a fresh process reading a 50 MiB sitemap
**               (this program re-run as `bench memory FILE`).
**   write:      sitemap_urlset over 50,000 rows against group_concat of the
**               same records escaped beforehand.
** Start at benchSitemap.
*/
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BENCH_SITEMAP_URLS 50000
#define BENCH_MEMORY_BYTES (52428800 - 4096)   /* just under 50 MiB */
#define BENCH_MIB (1024.0*1024.0)

static const char zEntriesSql[] =
  "SELECT sum(length(loc)) + sum(length(lastmod)) FROM sitemap_entries(?1)";

/* The expat side of the `sitemap` pair. */
typedef struct BenchExpat {
  const char *z;
  size_t n;
  long nUrl;
  size_t nBytes;
} BenchExpat;

static double benchExpatRun(void *pArg){
  BenchExpat *e = (BenchExpat*)pArg;
  double t0 = benchNow();
  e->nUrl = benchExpatExtract(e->z, e->n, &e->nBytes);
  return e->nUrl<0 ? -1 : benchNow() - t0;
}

/* A statement over sitemap_entries with z[0..n) bound; NULL on error. */
static sqlite3_stmt *benchEntries(sqlite3 *db, const char *zSql,
                                  const char *z, size_t n){
  sqlite3_stmt *s = NULL;
  if( sqlite3_prepare_v2(db, zSql, -1, &s, 0)!=SQLITE_OK ) return NULL;
  sqlite3_bind_blob64(s, 1, z, n, SQLITE_STATIC);
  return s;
}

/* sitemap_entries vs expat on the plain document. */
static void benchSitemapExpat(sqlite3 *db, const BenchBuf *pDoc, int nRep){
  BenchQuery q = {0, 0};
  BenchExpat e = {pDoc->z, pDoc->n, 0, 0};
  BenchPair r;
  char zValue[48], zNote[320];
  size_t nDummy;
  if( benchExpatExtract("<a/>", 4, &nDummy)==-1 ){
    benchSkip("sitemap", "libexpat is missing: sudo apt-get install "
              "libexpat1-dev (then make bench again)");
    return;
  }
  q.pStmt = benchEntries(db, zEntriesSql, pDoc->z, pDoc->n);
  if( q.pStmt==NULL || benchPair(benchQueryRun, &q, benchExpatRun, &e, nRep,
                                 &r) ){
    benchSkip("sitemap", "a run failed (see above)");
    sqlite3_finalize(q.pStmt);
    return;
  }
  snprintf(zValue, sizeof(zValue), "%.0fMB/s", (double)pDoc->n/r.tOurs/1e6);
  snprintf(zNote, sizeof(zNote), "%.1f MB, %ld URLs; expat %.0fMB/s; "
           "field bytes %s (%lld vs %zu)", (double)pDoc->n/1e6, e.nUrl,
           (double)pDoc->n/r.tBase/1e6,
           q.iResult==(sqlite3_int64)e.nBytes ? "agree" : "DIFFER",
           (long long)q.iResult, e.nBytes);
  benchResult("sitemap", zValue, 1.0/r.ratio, ">=4", 1.0/r.ratio>=4.0, zNote);
  sqlite3_finalize(q.pStmt);
}

/* sitemap_entries on the gzipped document vs on the plain one. */
static void benchSitemapGzip(sqlite3 *db, const BenchBuf *pDoc, int nRep){
  BenchBuf gz = {0, 0, 0};
  BenchQuery qGz = {0, 0}, qPlain = {0, 0};
  BenchPair r;
  char zValue[48], zNote[320];
  if( benchGzip(pDoc->z, pDoc->n, &gz) ){
    benchSkip("sitemap_gz", "gzip failed");
    return;
  }
  qGz.pStmt = benchEntries(db, zEntriesSql, gz.z, gz.n);
  qPlain.pStmt = benchEntries(db, zEntriesSql, pDoc->z, pDoc->n);
  if( qGz.pStmt==NULL || qPlain.pStmt==NULL
   || benchPair(benchQueryRun, &qGz, benchQueryRun, &qPlain, nRep, &r) ){
    benchSkip("sitemap_gz", "a run failed (see above)");
  }else{
    snprintf(zValue, sizeof(zValue), "%.0fMB/s", (double)pDoc->n/r.tOurs/1e6);
    snprintf(zNote, sizeof(zNote), "speed of .xml.gz relative to .xml "
             "(inflated MB/s); %.1f MB gzipped to %.1f MB; results %s",
             (double)pDoc->n/1e6, (double)gz.n/1e6,
             qGz.iResult==qPlain.iResult ? "agree" : "DIFFER");
    benchResult("sitemap_gz", zValue, 1.0/r.ratio, ">=0.7",
                1.0/r.ratio>=0.7, zNote);
  }
  sqlite3_finalize(qGz.pStmt);
  sqlite3_finalize(qPlain.pStmt);
  benchBufFree(&gz);
}

void benchSitemap(int nRep){
  BenchBuf doc = {0, 0, 0};
  sqlite3 *db = benchOpenDb();
  if( db==NULL || !benchHasFunction(db, "sitemap_entries") ){
    benchSkip("sitemap", "sitemap_entries is not in this build");
    benchSkip("sitemap_gz", "sitemap_entries is not in this build");
    sqlite3_close(db);
    return;
  }
  benchGenSitemap(&doc, BENCH_SITEMAP_URLS, 0);
  benchLog("sitemap: %d URLs, %zu bytes", BENCH_SITEMAP_URLS, doc.n);
  benchSitemapExpat(db, &doc, nRep);
  benchSitemapGzip(db, &doc, nRep);
  benchBufFree(&doc);
  sqlite3_close(db);
}

int benchMemoryChild(const char *zPath){
  sqlite3 *db = benchOpenDb();
  sqlite3_stmt *s;
  uint64_t nBefore, nAfter;
  size_t n;
  char *z;
  if( db==NULL ) return 1;
  s = benchEntries(db, "SELECT count(*), sum(length(loc)) FROM "
                   "sitemap_entries(?1)", "", 0);
  if( s==NULL ){ fprintf(stderr, "%s\n", sqlite3_errmsg(db)); return 1; }
  nBefore = benchPeakRss();
  z = benchReadFile(zPath, &n);
  if( z==NULL ) return 1;
  sqlite3_bind_blob64(s, 1, z, n, SQLITE_STATIC);
  if( sqlite3_step(s)!=SQLITE_ROW ) return 1;
  nAfter = benchPeakRss();
  printf("%llu %zu %lld\n", (unsigned long long)(nAfter - nBefore), n,
         (long long)sqlite3_column_int64(s, 0));
  sqlite3_finalize(s);
  free(z);
  sqlite3_close(db);
  return 0;
}

/* Run `zSelf memory zPath` nRep times; median growth in bytes, or -1. */
static double benchMemoryRuns(const char *zSelf, const char *zPath, int nRep,
                              size_t *pnFile, long long *pnRow){
  double a[16];
  int i, n = 0;
  char zCmd[8192];
  snprintf(zCmd, sizeof(zCmd), "'%s' memory '%s'", zSelf, zPath);
  for(i=0; i<nRep && i<16; i++){
    unsigned long long nGrowth;
    FILE *f = popen(zCmd, "r");
    if( f==NULL ) return -1;
    if( fscanf(f, "%llu %zu %lld", &nGrowth, pnFile, pnRow)==3 ){
      a[n++] = (double)nGrowth;
    }
    pclose(f);
  }
  return n ? benchMedian(a, n) : -1;
}

void benchMemory(const char *zSelf, int nRep){
  static const char zPlain[] = "dist/bench/sitemap-50mib.xml";
  static const char zGz[] = "dist/bench/sitemap-50mib.xml.gz";
  BenchBuf doc = {0, 0, 0}, gz = {0, 0, 0};
  sqlite3 *db = benchOpenDb();
  double nGrowth, nGrowthGz, ratio;
  size_t nFile = 0, nFileGz = 0;
  long long nRow = 0, nRowGz = 0;
  char zValue[48], zNote[320];
  int bHas = db && benchHasFunction(db, "sitemap_entries");
  sqlite3_close(db);
  if( !bHas ){
    benchSkip("memory", "sitemap_entries is not in this build");
    return;
  }
  benchGenSitemap(&doc, 0, BENCH_MEMORY_BYTES);
  benchLog("memory: %zu bytes, %d runs in a fresh process", doc.n, nRep);
  if( benchWriteFile(zPlain, doc.z, doc.n) || benchGzip(doc.z, doc.n, &gz)
   || benchWriteFile(zGz, gz.z, gz.n) ){
    benchSkip("memory", "cannot write dist/bench/sitemap-50mib.xml");
    goto done;
  }
  nGrowth = benchMemoryRuns(zSelf, zPlain, nRep, &nFile, &nRow);
  nGrowthGz = benchMemoryRuns(zSelf, zGz, nRep, &nFileGz, &nRowGz);
  if( nGrowth<0 || nFile==0 ){
    benchSkip("memory", "the child process failed");
    goto done;
  }
  ratio = nGrowth/(double)nFile;
  snprintf(zValue, sizeof(zValue), "%.1fMiB", nGrowth/BENCH_MIB);
  snprintf(zNote, sizeof(zNote), "peak RSS growth for a %.1f MiB file "
           "(%lld URLs), the file's own bytes included; .gz (%.1f MiB): "
           "%.1f MiB", (double)nFile/BENCH_MIB, nRow, (double)nFileGz/BENCH_MIB,
           nGrowthGz/BENCH_MIB);
  benchResult("memory", zValue, ratio, "<=1.0x+4MiB",
              nGrowth <= (double)nFile + 4*BENCH_MIB, zNote);
done:
  benchBufFree(&doc);
  benchBufFree(&gz);
}

/* Fill w(loc, lastmod, changefreq, priority, rec): rec is the record line
** sitemap_urlset writes, escaped beforehand by SQL. */
static int benchWriteTable(sqlite3 *db){
  static const char *const azFreq[] = { "daily", "weekly", "monthly" };
  uint64_t seed = 7;
  sqlite3_stmt *s = NULL;
  int i, rc = 0;
  if( benchExec(db, "CREATE TABLE w(loc TEXT, lastmod TEXT, changefreq TEXT,"
                " priority REAL, rec TEXT); BEGIN") ) return -1;
  sqlite3_prepare_v2(db, "INSERT INTO w(loc,lastmod,changefreq,priority) "
                     "VALUES(?1,?2,?3,?4)", -1, &s, 0);
  for(i=0; s && i<BENCH_SITEMAP_URLS; i++){
    char zLoc[256], zMod[32];
    snprintf(zLoc, sizeof(zLoc), "https://www.example.com/shop/item-%d.html%s",
             i, i%8==0 ? "?ref=feed&lang=en" : "");
    snprintf(zMod, sizeof(zMod), "2024-%02u-%02uT10:00:00+00:00",
             1+benchRandBelow(&seed, 12), 1+benchRandBelow(&seed, 28));
    sqlite3_bind_text(s, 1, zLoc, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 2, zMod, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(s, 3, azFreq[i%3], -1, SQLITE_STATIC);
    sqlite3_bind_double(s, 4, (double)(1 + i%9)/10.0);
    if( sqlite3_step(s)!=SQLITE_DONE ) rc = -1;
    sqlite3_reset(s);
  }
  if( s==NULL ) rc = -1;
  sqlite3_finalize(s);
  if( rc || benchExec(db, "UPDATE w SET rec = '<url><loc>' || replace(replace("
      "replace(replace(replace(loc,'&','&amp;'),'<','&lt;'),'>','&gt;'),"
      "'\"','&quot;'),'''','&apos;') || '</loc><lastmod>' || lastmod || "
      "'</lastmod><changefreq>' || changefreq || '</changefreq><priority>' "
      "|| priority || '</priority></url>'; COMMIT") ) return -1;
  return 0;
}

void benchWrite(int nRep){
  sqlite3 *db = benchOpenDb();
  BenchQuery ours = {0, 0}, base = {0, 0};
  BenchPair r;
  char zValue[48], zNote[320];
  if( db==NULL || !benchHasFunction(db, "sitemap_urlset") ){
    benchSkip("write", "sitemap_urlset is not in this build");
    sqlite3_close(db);
    return;
  }
  benchLog("write: %d rows", BENCH_SITEMAP_URLS);
  if( benchWriteTable(db)==0 ){
    sqlite3_prepare_v2(db, "SELECT sitemap_urlset(loc, lastmod, changefreq, "
                       "priority) FROM w", -1, &ours.pStmt, 0);
    sqlite3_prepare_v2(db, "SELECT group_concat(rec, char(10)) FROM w", -1,
                       &base.pStmt, 0);
  }
  if( ours.pStmt==NULL || base.pStmt==NULL
   || benchPair(benchQueryRun, &ours, benchQueryRun, &base, nRep, &r) ){
    benchSkip("write", "a query failed (see above)");
  }else{
    snprintf(zValue, sizeof(zValue), "%.0fns/row",
             r.tOurs*1e9/BENCH_SITEMAP_URLS);
    snprintf(zNote, sizeof(zNote), "%.1f MB document in %.1f ms; "
             "group_concat %.1f ms", (double)ours.iResult/1e6, r.tOurs*1e3,
             r.tBase*1e3);
    benchResult("write", zValue, r.ratio, "<=1.5", r.ratio<=1.5, zNote);
  }
  sqlite3_finalize(ours.pStmt);
  sqlite3_finalize(base.pStmt);
  sqlite3_close(db);
}
