/*
** fuzz_sitemap_read.c: libFuzzer target for sitemap_read.c (with the XML
** scanner, gzip and URL resolution under it).  The input is split on
** FUZZ_SEP into the document (XML, text, RSS, Atom, gzip, UTF-16 ...) and a
** base URL.  Every record and problem is drained with lint on and off;
** records must be numbered in order, hold changefreq in lower case and
** priority's value, end with at most one cut marker, and the reader must
** end.
** FUZZ_NEEDS: sitemap_read.c sitemap_read_api.c xml_scan.c gzip_stream.c url.c
*/
#include "fuzz_common.h"
#include "sitemap/sitemap_read.h"

static void fuzzRead(const char *z, size_t n, Span base, int bLint){
  SitemapReader *p = sitemapOpen(&coreLibcAlloc, z, n, base.z, base.n, bLint);
  SitemapRecord r;
  SitemapProblem pr;
  int64_t iLast = 0, nRec = 0;
  int rc;
  if( p==NULL ) return;
  int bCut = 0;
  while( (rc = sitemapNextRecord(p, &r))==1 ){
    size_t i;
    double v;
    nRec++;
    FUZZ_ASSERT("cut_marker_last", !bCut);
    if( r.eKind==SM_KIND_TRUNCATED ){
      int64_t iLine;
      bCut = 1;
      FUZZ_ASSERT("cut_marker_says_why", sitemapCut(p, &iLine)!=0
                  && iLine==sitemapRecordLine(p) && r.loc.n>0
                  && r.lastmod.z==NULL && !r.hasPriority);
      continue;
    }
    /* A record needs at least one byte of the (inflated) document. */
    FUZZ_ASSERT("records_bounded", nRec<=(int64_t)sitemapBytes(p)+1);
    FUZZ_ASSERT("entries_increase", r.iEntry>iLast);
    FUZZ_ASSERT("kind_known", r.eKind==SM_KIND_URL || r.eKind==SM_KIND_SITEMAP);
    for(i=0; i<r.changefreq.n; i++){
      FUZZ_ASSERT("changefreq_lower_case",
                  (unsigned char)(r.changefreq.z[i]-'A')>=26);
    }
    FUZZ_ASSERT("changefreq_same_length", r.changefreq.n==r.changefreqRaw.n);
    FUZZ_ASSERT("priority_value_as_read", r.hasPriority
                ==(r.priority.z!=NULL && sitemapPriorityValue(r.priority, &v))
                && (!r.hasPriority || v==r.rPriority || v!=v));
    iLast = r.iEntry;
    (void)sitemapRecordLine(p);
    while( sitemapNextProblem(p, &pr) ){
      FUZZ_ASSERT("problem_code_known", pr.eCode>0 && pr.eCode<SM_P_COUNT);
    }
  }
  FUZZ_ASSERT("no_oom_with_libc", rc==0);
  while( sitemapNextProblem(p, &pr) ){
    FUZZ_ASSERT("problem_code_known", pr.eCode>0 && pr.eCode<SM_P_COUNT);
  }
  (void)sitemapFormatName(sitemapFormatOf(p));
  (void)sitemapBytes(p);
  sitemapClose(p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[2];
  char *zDoc, *zBase;
  fuzzSplit(data, size, a, 2);
  zDoc = fuzzCopy(a[0]); zBase = fuzzCopy(a[1]);
  fuzzRead(zDoc, a[0].n, (Span){zBase, a[1].n}, 1);
  fuzzRead(zDoc, a[0].n, (Span){a[1].n ? zBase : NULL, a[1].n}, 0);
  (void)sitemapDetectFormat(&coreLibcAlloc, zDoc, a[0].n);
  free(zDoc); free(zBase);
  return 0;
}
