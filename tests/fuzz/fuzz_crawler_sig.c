/*
** fuzz_crawler_sig.c: libFuzzer target for crawler_sig*.c: the input is
** split on FUZZ_SEP into the URL, the Signature-Input, the Signature and
** a Signature-Agent, written into a valid JSON object of headers (so that
** the fuzzer reaches the fields' parsers, the signature base and the key
** lookup), then a fifth part is tried as the headers and a sixth as the key
** directory themselves.  An answer is a JSON object that says "verified";
** a refusal says why; valid JSON headers are never refused.
** FUZZ_NEEDS: crawler_sig.c
*/
#include "fuzz_common.h"
#include "crawler/crawler_sig.h"

static const char zFuzzKeys[] =
  "{\"keys\":[{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"kid\":\"test-key-ed25519\","
  "\"x\":\"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs\"}]}";

/* Verify and check the result's shape; bValid: the headers are valid JSON. */
static void fuzzSig(Span url, Span headers, Span keys, int bValid){
  CrawlerSigArgs a;
  CoreBuf out, err;
  int rc;
  a.method.z = "GET"; a.method.n = 3;
  a.url = url; a.headers = headers; a.keys = keys;
  a.now = 1735689600;
  coreBufInit(&out, &coreLibcAlloc);
  coreBufInit(&err, &coreLibcAlloc);
  rc = crawlerSigVerify(&a, &out, &err, NULL);
  FUZZ_ASSERT("sig_result_code", rc>=-2 && rc<=1 && rc!=-1);
  if( bValid ) FUZZ_ASSERT("sig_valid_headers_not_refused", rc!=-2);
  if( rc==1 ){
    FUZZ_ASSERT("sig_answer_object", out.n>20 && memcmp(out.z, "{\"verified\":", 12)==0
                && out.z[out.n-1]=='}');
  }else{
    FUZZ_ASSERT("sig_no_output", out.n==0);
  }
  if( rc==-2 ) FUZZ_ASSERT("sig_refusal_message", err.n>0);
  coreBufFree(&out);
  coreBufFree(&err);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  static const char *const azName[] = {
    "Signature-Input", "Signature", "Signature-Agent"
  };
  Span a[6], keys;
  CoreBuf h;
  char *zUrl, *zRaw, *zKeys;
  int k;
  fuzzSplit(data, size, a, 6);
  zUrl = fuzzCopy(a[0]);
  coreBufInit(&h, &coreLibcAlloc);
  coreBufAppendByte(&h, '{');
  for(k=0; k<3; k++){
    if( k ) coreBufAppendByte(&h, ',');
    coreJsonString(&h, azName[k], strlen(azName[k]));
    coreBufAppendByte(&h, ':');
    coreJsonString(&h, a[k+1].z, a[k+1].n);
  }
  coreBufAppend(&h, ",\"Host\":\"example.com\"}", 22);
  keys.z = zFuzzKeys; keys.n = sizeof(zFuzzKeys) - 1;
  if( !h.oom ) fuzzSig((Span){zUrl, a[0].n}, (Span){h.z, h.n}, keys, 1);
  zRaw = fuzzCopy(a[4]); zKeys = fuzzCopy(a[5]);
  if( a[5].n ) keys = (Span){zKeys, a[5].n};
  fuzzSig((Span){zUrl, a[0].n}, (Span){zRaw, a[4].n}, keys, 0);
  coreBufFree(&h);
  free(zUrl); free(zRaw); free(zKeys);
  return 0;
}
