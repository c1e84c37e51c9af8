/*
** fuzz_tdmrep.c: libFuzzer target for robots_tdmrep.c: the JSON reader
** and the TDMRep rules.  The input is split on FUZZ_SEP into the document
** and the URL.  A match must be a JSON object, an error must say where.
** FUZZ_NEEDS: robots_tdmrep.c
*/
#include "fuzz_common.h"
#include "robots/robots_tdmrep.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[2];
  char *zDoc, *zUrl;
  CoreBuf b, err;
  int rc;
  fuzzSplit(data, size, a, 2);
  zDoc = fuzzCopy(a[0]); zUrl = fuzzCopy(a[1]);
  coreBufInit(&b, &coreLibcAlloc);
  coreBufInit(&err, &coreLibcAlloc);
  rc = tdmrepJson(zDoc, a[0].n, (Span){zUrl, a[1].n}, &b, &err, NULL);
  FUZZ_ASSERT("tdmrep_result_code", rc>=-2 && rc<=1 && rc!=-1);
  if( rc==1 ){
    FUZZ_ASSERT("tdmrep_object", b.n>2 && b.z[0]=='{' && b.z[b.n-1]=='}');
  }else{
    FUZZ_ASSERT("tdmrep_no_output", b.n==0);
  }
  if( rc==-2 ) FUZZ_ASSERT("tdmrep_error_message", err.n>0);
  coreBufFree(&b);
  coreBufFree(&err);
  free(zDoc); free(zUrl);
  return 0;
}
