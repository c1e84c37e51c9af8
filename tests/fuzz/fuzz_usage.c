/*
** fuzz_usage.c: libFuzzer target for the AI usage signals: sfv.c's
** dictionary parser, robots_usage.c (the answer for a crawler and a URL,
** the header, the rows) and the usage checks of the linter.  The input is
** split on FUZZ_SEP into the robots.txt, the crawler name and the URL; the
** robots.txt is also read as a header.  Every answer must be valid JSON
** in shape (starts with '{', ends with '}'), a dictionary parse must end
** inside the input, and rows must point into their own text; each
** purpose's answer is -1, 0 or 1, and 0 for a URL that may not be fetched.
** FUZZ_NEEDS: sfv.c robots_usage.c robots_usage_rules.c robots_usage_lint.c robots_usage_pick.c
*/
#include "fuzz_common.h"
#include "core/sfv.h"
#include "usage/robots_usage.h"
#include "robots/robots_lint.h"

/* sfvDictionary's callback: the member's spans lie inside the input. */
static int fuzzUsageMember(void *pCtx, const SfvMember *m){
  const Span *in = pCtx;
  FUZZ_ASSERT("sfv_key_inside", fuzzInside(m->key, in->z, in->n));
  FUZZ_ASSERT("sfv_key_not_empty", m->key.n>0);
  FUZZ_ASSERT("sfv_value_inside", m->value.n==0
              || fuzzInside(m->value, in->z, in->n));
  return 0;
}

/* One JSON answer: an object. */
static void fuzzUsageObject(const CoreBuf *b, int rc){
  if( rc!=0 ) return;
  FUZZ_ASSERT("json_object", b->n>=2 && b->z[0]=='{' && b->z[b->n-1]=='}');
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[3];
  char *zTxt, *zAgent, *zUrl;
  CoreBuf b;
  RobotsFile *f;
  RobotsUsageRows rows;
  RobotsLinter *l;
  RobotsProblem pr;
  size_t iErr = 0;
  int rc, i;
  fuzzSplit(data, size, a, 3);
  zTxt = fuzzCopy(a[0]); zAgent = fuzzCopy(a[1]); zUrl = fuzzCopy(a[2]);
  a[0].z = zTxt;
  rc = sfvDictionary(zTxt, a[0].n, fuzzUsageMember, &a[0], &iErr, NULL);
  FUZZ_ASSERT("sfv_error_inside", rc==0 || iErr<=a[0].n);
  coreBufInit(&b, &coreLibcAlloc);
  fuzzUsageObject(&b, robotsUsageHeaderJson(zTxt, a[0].n, &b, NULL));
  coreBufFree(&b);
  f = robotsCompile(zTxt, a[0].n, &coreLibcAlloc);
  if( f ){
    coreBufInit(&b, &coreLibcAlloc);
    rc = robotsUsageJson(f, zAgent, a[1].n, (Span){zUrl, a[2].n}, &b, NULL);
    fuzzUsageObject(&b, rc);
    for(i=0; i<3 && rc==0; i++){
      /* One purpose: -1, 0 or 1; 0 whenever the URL may not be fetched. */
      int iAns = 2;
      FUZZ_ASSERT("allows_result_code", robotsUsageAllows(f, zAgent, a[1].n,
                  (Span){zUrl, a[2].n}, i, &iAns, &coreLibcAlloc, NULL)==0);
      FUZZ_ASSERT("allows_answer", iAns>=-1 && iAns<=1);
      if( b.n>=16 && memcmp(b.z, "{\"allowed\":false", 16)==0 ){
        FUZZ_ASSERT("allows_zero_when_disallowed", iAns==0);
      }
    }
    coreBufFree(&b);
    for(i=0; i<2; i++){
      if( robotsUsageRowsBuild(f, i, zAgent, a[1].n, &rows, &coreLibcAlloc,
                               NULL)==0 ){
        int k;
        for(k=0; k<rows.n; k++){
          FUZZ_ASSERT("row_key_inside", rows.a[k].key.n==0 || fuzzInside(
                      rows.a[k].key, rows.text.z, rows.text.n));
        }
      }
      robotsUsageRowsFree(&rows, &coreLibcAlloc);
    }
    robotsFileFree(f);
  }
  l = robotsLintOpen(zTxt, a[0].n, &coreLibcAlloc);
  while( l && robotsLintNext(l, &pr)>0 ){}
  robotsLintClose(l);
  free(zTxt); free(zAgent); free(zUrl);
  return 0;
}
