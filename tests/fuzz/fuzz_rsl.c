/*
** fuzz_rsl.c: libFuzzer target for robots_rsl.c: RSL 1.0 documents read
** with the XML tokenizer and matched against a URL.  The input is split on
** FUZZ_SEP into the document and the URL.  A match must be a JSON object
** with every member; no match leaves no output.
** FUZZ_NEEDS: robots_rsl.c
*/
#include "fuzz_common.h"
#include "usage/robots_rsl.h"

/* 1 when z[0..n) holds the n2 bytes of z2. */
static int fuzzHas(const char *z, size_t n, const char *z2, size_t n2){
  size_t i;
  for(i=0; i+n2<=n; i++){
    if( memcmp(z + i, z2, n2)==0 ) return 1;
  }
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[2];
  char *zDoc, *zUrl;
  CoreBuf b;
  int rc;
  fuzzSplit(data, size, a, 2);
  zDoc = fuzzCopy(a[0]); zUrl = fuzzCopy(a[1]);
  coreBufInit(&b, &coreLibcAlloc);
  rc = rslTermsJson(zDoc, a[0].n, (Span){zUrl, a[1].n}, &b, NULL);
  FUZZ_ASSERT("rsl_result_code", rc==0 || rc==1);
  if( rc==1 ){
    FUZZ_ASSERT("rsl_object", b.n>2 && b.z[0]=='{' && b.z[b.n-1]=='}');
    FUZZ_ASSERT("rsl_members", fuzzHas(b.z, b.n, "\"permits\":{\"usage\":[", 20)
                && fuzzHas(b.z, b.n, ",\"legal\":[", 10));
  }else{
    FUZZ_ASSERT("rsl_no_output", b.n==0);
  }
  coreBufFree(&b);
  free(zDoc); free(zUrl);
  return 0;
}
