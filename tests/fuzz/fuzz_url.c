/*
** fuzz_url.c: libFuzzer target for url.c and punycode.c: splitting,
** robots.txt URLs (with IDNA), RFC 3986 resolution and sitemap scope.  The
** input is split on FUZZ_SEP into a URL and a reference.  Checks spans stay
** inside the input, a robots.txt URL ends in "/robots.txt", and punycode
** decodes what it encodes.
** FUZZ_NEEDS: url.c punycode.c
*/
#include "fuzz_common.h"
#include "core/url.h"
#include "core/punycode.h"

static void fuzzSplitUrl(const char *z, size_t n){
  UrlParts u;
  if( urlSplit(z, n, &u)!=0 ) return;
  FUZZ_ASSERT("split_scheme_inside", fuzzInside(u.scheme, z, n));
  FUZZ_ASSERT("split_host_inside", fuzzInside(u.host, z, n));
  FUZZ_ASSERT("split_port_inside", fuzzInside(u.port, z, n));
  FUZZ_ASSERT("split_path_inside", fuzzInside(u.path, z, n));
  FUZZ_ASSERT("split_query_inside", fuzzInside(u.query, z, n));
  FUZZ_ASSERT("split_fragment_inside", fuzzInside(u.fragment, z, n));
}

static void fuzzRobotsUrl(const char *z, size_t n){
  CoreBuf b;
  int rc;
  coreBufInit(&b, &coreLibcAlloc);
  rc = urlRobotsTxt(z, n, &b);
  if( rc==1 ){
    FUZZ_ASSERT("robots_url_suffix",
                b.n>=11 && memcmp(b.z+b.n-11, "/robots.txt", 11)==0);
  }
  coreBufFree(&b);
}

/* Encode code points made of the input, decode them again: same points. */
static void fuzzPunycode(const uint8_t *z, size_t n){
  uint32_t aCp[64], aBack[64];
  size_t nCp = 0, i;
  CoreBuf b;
  int nBack;
  for(i=0; i+3<=n && nCp<64; i+=3){
    aCp[nCp++] = ((uint32_t)z[i]<<16 | (uint32_t)z[i+1]<<8 | z[i+2]) % 0x110000;
  }
  coreBufInit(&b, &coreLibcAlloc);
  if( punycodeEncode(aCp, nCp, &b)==0 && !b.oom ){
    nBack = punycodeDecode(b.z, b.n, aBack, 64);
    FUZZ_ASSERT("punycode_round_trip_count", nBack==(int)nCp);
    FUZZ_ASSERT("punycode_round_trip_points",
                nCp==0 || memcmp(aCp, aBack, nCp*sizeof(uint32_t))==0);
  }
  coreBufFree(&b);
  (void)punycodeDecode((const char*)z, n, aBack, 64);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[2];
  char *zA, *zB;
  CoreBuf b;
  fuzzSplit(data, size, a, 2);
  zA = fuzzCopy(a[0]); zB = fuzzCopy(a[1]);
  fuzzSplitUrl(zA, a[0].n);
  fuzzSplitUrl(zB, a[1].n);
  fuzzRobotsUrl(zA, a[0].n);
  coreBufInit(&b, &coreLibcAlloc);
  (void)urlResolve(zA, a[0].n, zB, a[1].n, &b);
  coreBufFree(&b);
  (void)urlInSitemapScope(zA, a[0].n, zB, a[1].n);
  fuzzPunycode(data, size);
  free(zA); free(zB);
  return 0;
}
