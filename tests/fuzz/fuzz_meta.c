/*
** fuzz_meta.c: libFuzzer target for meta_robots.c: the directive scanner,
** the per-agent merge, its JSON and the indexability answer.  The input is
** split on FUZZ_SEP into the content and the crawler name.  Every directive
** must point into the content and the scan must advance.
** FUZZ_NEEDS: meta_robots.c datetime.c
*/
#include "fuzz_common.h"
#include "meta/meta_robots.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[2];
  char *zC, *zAgent;
  MetaScan s;
  MetaDirective d;
  MetaEffective e;
  CoreBuf b;
  size_t nDir = 0;
  fuzzSplit(data, size, a, 2);
  zC = fuzzCopy(a[0]); zAgent = fuzzCopy(a[1]);
  metaScanInit(&s, zC, a[0].n);
  while( metaScanNext(&s, &d) ){
    FUZZ_ASSERT("scan_terminates", ++nDir<=a[0].n+1);
    FUZZ_ASSERT("name_inside", fuzzInside(d.name, zC, a[0].n));
    FUZZ_ASSERT("value_inside", d.value.z==NULL || fuzzInside(d.value, zC, a[0].n));
    (void)metaKindName(d.eKind);
  }
  metaEffective(zC, a[0].n, zAgent, a[1].n, &e);
  coreBufInit(&b, &coreLibcAlloc);
  (void)metaEffectiveJson(&e, &b);
  coreBufFree(&b);
  (void)metaIndexable(&e, 1, 1700000000);
  metaEffective(zC, a[0].n, NULL, 0, &e);
  (void)metaIndexable(&e, 0, 0);
  free(zC); free(zAgent);
  return 0;
}
