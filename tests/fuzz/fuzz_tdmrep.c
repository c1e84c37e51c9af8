/*
** fuzz_tdmrep.c: libFuzzer target for robots_tdmrep.c: the JSON reader
** and the TDMRep rules.  The input is split on FUZZ_SEP into the document
** and the URL.  A match must be a JSON object; a document that is not
** TDMRep answers nothing, and tdmrepCheck says why exactly then.
** FUZZ_NEEDS: robots_tdmrep.c
*/
#include "fuzz_common.h"
#include "usage/robots_tdmrep.h"

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
  FUZZ_ASSERT("tdmrep_result_code", rc==0 || rc==1);
  if( rc==1 ){
    FUZZ_ASSERT("tdmrep_object", b.n>2 && b.z[0]=='{' && b.z[b.n-1]=='}');
  }else{
    FUZZ_ASSERT("tdmrep_no_output", b.n==0);
  }
  /* A document that is not TDMRep answers nothing and says why. */
  if( err.n>0 ) FUZZ_ASSERT("tdmrep_malformed_no_answer", rc==0);
  {
    TdmProblem prob;
    int rcCheck = tdmrepCheck(zDoc, a[0].n, &prob, &coreLibcAlloc, NULL);
    FUZZ_ASSERT("tdmrep_check_agrees", (rcCheck==1)==(err.n>0)
                && (rcCheck==0 || (prob.zWhat && prob.iByte>0)));
  }
  coreBufFree(&b);
  coreBufFree(&err);
  free(zDoc); free(zUrl);
  return 0;
}
