/*
** fuzz_crawler_ranges.c: libFuzzer target for the verified-crawler engine:
** crawler_ranges.c (a published range file), crawler_ip.c (addresses and
** prefixes) and crawler_ip_set.c (the compiled table).  The input is split
** on FUZZ_SEP into a document and an address.  Rules: written text reads
** back as the same address or prefix; every row is a prefix or an error;
** the compiled table agrees with a scan of the rows it was built from.
** FUZZ_NEEDS: crawler_ranges.c crawler_ip.c crawler_ip_set.c
*/
#include "fuzz_common.h"
#include "crawler/crawler_ranges.h"
#include "crawler/crawler_ip_set.h"

#define FUZZ_MAX_ROWS 512

/* Written address a (family f) reads back as a. */
static void fuzzRoundTrip(const CrawlerIp *a, int f){
  char z[CRAWLER_IP_TEXT];
  CrawlerIp b;
  size_t n = crawlerIpFormat(a, f, z);
  FUZZ_ASSERT("crawler_ip_text_fits", n<CRAWLER_IP_TEXT);
  FUZZ_ASSERT("crawler_ip_round_trip", crawlerIpParse(z, n, &b)==f && crawlerIpCmp(a, &b)==0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  static const CoreStop never = { NULL, NULL };
  Span a[2];
  CrawlerPrefix aRow[FUZZ_MAX_ROWS];
  CrawlerRanges cr;
  CrawlerIpSet *pSet = crawlerIpSetNew(&coreLibcAlloc);
  CoreBuf err;
  CrawlerIp ip;
  int rc, nRow = 0, f, i, bIn = 0;
  fuzzSplit(data, size, a, 2);
  coreBufInit(&err, &coreLibcAlloc);
  rc = crawlerRangesOpen(&cr, a[0].z, a[0].n, &coreLibcAlloc, &never, &err);
  FUZZ_ASSERT("crawler_ranges_open_code", rc==0 || rc==-2);
  if( rc==-2 ) FUZZ_ASSERT("crawler_ranges_refusal_says_why", err.n>0);
  while( rc==0 && (rc = crawlerRangesNext(&cr))==1 ){
    char z[CRAWLER_IP_TEXT];
    const char *zWhy;
    size_t n;
    rc = 0;
    if( cr.bError ){ FUZZ_ASSERT("crawler_ranges_error_text", cr.err.n>0); continue; }
    n = crawlerIpPrefixFormat(&cr.prefix, z);
    FUZZ_ASSERT("crawler_prefix_in_its_family", cr.prefix.iFamily==cr.iFamily);
    /* an IPv6 prefix may start at an IPv4-mapped address: it reads as IPv4 */
    fuzzRoundTrip(&cr.prefix.first, cr.prefix.iFamily==4 ? 4
                  : crawlerIpParse(z, (size_t)(strchr(z, '/') - z), &ip));
    if( nRow<FUZZ_MAX_ROWS ){
      aRow[nRow++] = cr.prefix;
      FUZZ_ASSERT("crawler_set_add", crawlerIpSetAdd(pSet, "T", 1, z, n, 0, 10, &zWhy)==CRAWLER_IP_SET_OK);
    }
  }
  FUZZ_ASSERT("crawler_ranges_next_code", rc==0 || rc==-2);  /* never -1, -3 */
  crawlerRangesClose(&cr);
  FUZZ_ASSERT("crawler_set_finish", crawlerIpSetFinish(pSet)==CRAWLER_IP_SET_OK);
  f = crawlerIpParse(a[1].z, a[1].n, &ip);
  if( f ){
    Span t = { "t", 1 }, got;
    fuzzRoundTrip(&ip, f);
    for(i=0; i<nRow; i++) bIn |= crawlerIpIn(&ip, &aRow[i]);
    FUZZ_ASSERT("crawler_set_agrees_with_scan",
                crawlerIpSetVerify(pSet, &ip, t, 1, 5)==(nRow ? bIn : -1));
    FUZZ_ASSERT("crawler_set_validity", nRow==0 || crawlerIpSetVerify(pSet, &ip, t, 1, 10)==0);
    FUZZ_ASSERT("crawler_set_longest", crawlerIpSetLongest(pSet, &ip, 0, 0, &got)==bIn);
  }
  crawlerIpSetFree(pSet);
  coreBufFree(&err);
  return 0;
}
