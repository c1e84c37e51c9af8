/*
** test_substr.c: rules of coreSubstr (ext/core/substr.c): it finds the
** leftmost occurrence exactly as a naive search does, on random strings
** over small alphabets (where periodic needles and near misses abound) and
** on the shapes that make a naive search quadratic, in linear time.
*/
#include "core/substr.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The leftmost occurrence by brute force. */
static size_t naive(const char *h, size_t nh, const char *n, size_t nn){
  size_t i;
  if( nn==0 ) return 0;
  for(i=0; i+nn<=nh; i++) if( memcmp(h+i, n, nn)==0 ) return i;
  return CORE_SUBSTR_NONE;
}

/* Random strings over alphabets of 1 to 4 letters agree with naive. */
static void testRandom(void){
  char h[200], n[40];
  int it, bOk = 1;
  unsigned seed = 12345;
  for(it=0; it<200000 && bOk; it++){
    size_t nh, nn, i;
    int k;
    seed = seed*1103515245u + 12345u;
    k = 1 + (int)((seed>>16)%4);
    nh = (seed>>8)%200;
    seed = seed*1103515245u + 12345u;
    nn = (seed>>8)%40;
    for(i=0; i<nh; i++){ seed = seed*1103515245u + 12345u; h[i] = (char)('a' + (seed>>16)%(unsigned)k); }
    for(i=0; i<nn; i++){ seed = seed*1103515245u + 12345u; n[i] = (char)('a' + (seed>>16)%(unsigned)k); }
    if( nn>0 && nn<=nh && (seed & 1) ){    /* plant it half of the time */
      size_t at = (seed>>4) % (nh - nn + 1);
      memcpy(h+at, n, nn);
    }
    if( coreSubstr(h, nh, n, nn)!=naive(h, nh, n, nn) ){
      bOk = 0;
      printf("# mismatch: hay %.*s needle %.*s\n", (int)nh, h, (int)nn, n);
    }
  }
  CHECK("substr_agrees_with_naive_search_random", bOk);
}

/* Seconds for coreSubstr over a haystack of n 'a's and a needle "a..aba"
** of m bytes (the shape that costs a naive search n*m). */
static double timeAdversarial(size_t n, size_t m, size_t *pFound){
  char *h = malloc(n), *nd = malloc(m);
  clock_t t0;
  int rep;
  memset(h, 'a', n);
  memset(nd, 'a', m);
  nd[m-2] = 'b';
  t0 = clock();
  for(rep=0; rep<5; rep++) *pFound = coreSubstr(h, n, nd, m);
  free(h); free(nd);
  return (double)(clock() - t0) / CLOCKS_PER_SEC;
}

/* Linear: 4x the haystack costs at most 8x; a 16 KB needle over 4 MB is
** fast (a naive search would compare ~64 G bytes). */
static void testLinear(void){
  size_t f1, f2;
  double t1 = timeAdversarial(1u<<20, 16384, &f1);
  double t2 = timeAdversarial(4u<<20, 16384, &f2);
  CHECK("substr_adversarial_not_found", f1==CORE_SUBSTR_NONE && f2==CORE_SUBSTR_NONE);
  printf("# adversarial 1 MiB %.4f s, 4 MiB %.4f s\n", t1, t2);
  CHECK("substr_linear_in_haystack_4x_within_8x", t2 < 8*t1 + 0.01);
  CHECK("substr_adversarial_4mib_under_a_second", t2 < 1.0);
}

int main(void){
  static const struct { const char *h, *n; size_t want; } aCase[] = {
    { "", "", 0 }, { "abc", "", 0 }, { "", "a", CORE_SUBSTR_NONE },
    { "abc", "abc", 0 }, { "abc", "abcd", CORE_SUBSTR_NONE },
    { "xxabcabcabd", "abcabd", 5 }, { "aaaaab", "aab", 3 },
    { "abababababc", "ababc", 6 }, { "zzzz", "z", 0 },
  };
  size_t i;
  int bOk = 1;
  for(i=0; i<sizeof(aCase)/sizeof(aCase[0]); i++){
    size_t got = coreSubstr(aCase[i].h, strlen(aCase[i].h), aCase[i].n,
                            strlen(aCase[i].n));
    if( got!=aCase[i].want ){ bOk = 0; printf("# case %zu: got %zu\n", i, got); }
  }
  CHECK("substr_examples", bOk);
  testRandom();
  testLinear();
  CHECK_DONE();
}
