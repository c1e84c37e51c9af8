/*
** fuzz_common.h: helpers shared by the libFuzzer targets in tests/fuzz/.
**
** A fuzz input that feeds several arguments is split on FUZZ_SEP (two 0xff
** bytes, which never occur in UTF-8 text), so seeds stay readable and the
** dictionaries can teach the fuzzer where arguments end.  FUZZ_ASSERT
** aborts with the rule that broke, which libFuzzer reports as a crash.
*/
#ifndef ROBOTS_FUZZ_COMMON_H
#define ROBOTS_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "core/core.h"

#define FUZZ_SEP "\xff\xff"
#define FUZZ_SEP_LEN 2
#define FUZZ_MAX_PARTS 8
#define FUZZ_UNUSED __attribute__((unused))  /* not every target uses every helper */

/* Abort with the name of the broken property. */
#define FUZZ_ASSERT(rule, cond) do{ if(!(cond)){ \
  fprintf(stderr, "FUZZ_ASSERT %s failed at %s:%d\n", rule, __FILE__, __LINE__); \
  abort(); } }while(0)

/* Split z[0..n) on FUZZ_SEP into at most nMax parts (the last part keeps any
** further separators).  Parts not present are empty spans with a non-NULL
** pointer.  Returns the number of parts found (>= 1). */
static int FUZZ_UNUSED fuzzSplit(const uint8_t *z, size_t n, Span *aPart, int nMax){
  int k = 0;
  size_t i = 0, iStart = 0;
  while( k<nMax-1 && i+FUZZ_SEP_LEN<=n ){
    if( memcmp(z+i, FUZZ_SEP, FUZZ_SEP_LEN)==0 ){
      aPart[k].z = (const char*)z+iStart;
      aPart[k].n = i-iStart;
      k++;
      i += FUZZ_SEP_LEN;
      iStart = i;
    }else{
      i++;
    }
  }
  aPart[k].z = (const char*)z+iStart;
  aPart[k].n = n-iStart;
  k++;
  for(i=(size_t)k; i<(size_t)nMax; i++){ aPart[i].z = ""; aPart[i].n = 0; }
  return k;
}

/* A heap copy of a span, so ASan sees reads past its end.  Never NULL. */
static char FUZZ_UNUSED *fuzzCopy(Span s){
  char *z = (char*)malloc(s.n ? s.n : 1);
  if( z==NULL ) abort();
  if( s.n ) memcpy(z, s.z, s.n);
  return z;
}

/* 1 if the span q lies inside [z, z+n) (or is empty). */
static int FUZZ_UNUSED fuzzInside(Span q, const char *z, size_t n){
  if( q.n==0 ) return 1;
  return q.z>=z && q.z<=z+n && q.n<=(size_t)(z+n-q.z);
}

#endif /* ROBOTS_FUZZ_COMMON_H */
