/*
** test_usage_header.c: the Content-Usage header reader (robotsUsageHeaderJson)
** streams: its memory is bounded by the answer, not the input.  A counting
** allocator measures the peak of what one call holds (its answer included)
** per input byte, for header shapes with many members, ignored values,
** duplicate keys and long keys; the goal is under 3 bytes per input byte.
*/
#include "check.h"
#include "../../ext/usage/robots_usage.h"

#include <stdlib.h>

/* The counting allocator: a 16-byte header holds each block's size. */
typedef struct Count { size_t nNow, nPeak; } Count;

static void *countRealloc(void *pCtx, void *pOld, size_t nNew){
  Count *c = pCtx;
  size_t nOld = 0;
  char *p = pOld ? (char*)pOld - 16 : NULL, *q;
  if( p ) memcpy(&nOld, p, sizeof(nOld));
  if( nNew==0 ){
    free(p);
    c->nNow -= nOld;
    return NULL;
  }
  q = realloc(p, nNew + 16);
  if( q==NULL ) return NULL;
  memcpy(q, &nNew, sizeof(nNew));
  c->nNow = c->nNow - nOld + nNew;
  if( c->nNow>c->nPeak ) c->nPeak = c->nNow;
  return q + 16;
}

/* Peak bytes per input byte of one call on z[0..n); *pzOut: its answer's
** first bytes (for a sanity check). */
static double headerPeak(const char *z, size_t n, char *zOut, size_t nOut){
  Count c = { 0, 0 };
  CoreAlloc a;
  CoreBuf b;
  a.xRealloc = countRealloc;
  a.pCtx = &c;
  coreBufInit(&b, &a);
  robotsUsageHeaderJson(z, n, &b, NULL);
  snprintf(zOut, nOut, "%.*s", b.n<nOut-1 ? (int)b.n : (int)nOut-1,
           b.z ? b.z : "");
  coreBufFree(&b);
  return (double)c.nPeak / (double)n;
}

/* A header of nMember members made by fmt (one %d: the member's number). */
static char *headerMake(const char *zFmt, int nMember, size_t *pn){
  size_t nAlloc = (size_t)nMember*64 + 16, n = 0;
  char *z = malloc(nAlloc);
  int i;
  for(i=0; i<nMember; i++){
    if( i ){ z[n++] = ','; z[n++] = ' '; }
    n += (size_t)snprintf(z + n, nAlloc - n, zFmt, i);
  }
  *pn = n;
  return z;
}

int main(void){
  static const struct { const char *zName, *zFmt; } aShape[] = {
    { "header_memory_many_members_bounded", "a%d=y" },
    { "header_memory_short_keys_bounded", "x%x=n" },
    { "header_memory_ignored_values_bounded", "k%d=1" },
    { "header_memory_booleans_bounded", "b%d" },
    { "header_memory_parameters_bounded", "p%d=y;q=1;r=\"s\"" },
    { "header_memory_long_keys_bounded",
      "very-long-category-label-of-the-future-%d=n" },
  };
  size_t k;
  char zName[128], zOut[64];
  for(k=0; k<sizeof(aShape)/sizeof(aShape[0]); k++){
    size_t n;
    char *z = headerMake(aShape[k].zFmt, 200000, &n);
    double r = headerPeak(z, n, zOut, sizeof(zOut));
    printf("# %s: %.2f bytes per input byte (%zu bytes)\n", aShape[k].zName,
           r, n);
    snprintf(zName, sizeof(zName), "%s", aShape[k].zName);
    CHECK(zName, r<3.0 && zOut[0]=='{');
    free(z);
  }
  {
    /* Duplicates: the last value counts, in the place of the first. */
    size_t n;
    char *z = headerMake("d%d=y", 100000, &n);
    char *z2 = malloc(2*n + 64);
    Count c = { 0, 0 };
    CoreAlloc a;
    CoreBuf b;
    memcpy(z2, z, n);
    memcpy(z2 + n, ", ", 2);
    memcpy(z2 + n + 2, z, n);
    memcpy(z2 + 2*n + 2, ", d0=n, d1=1", 12);
    a.xRealloc = countRealloc; a.pCtx = &c;
    coreBufInit(&b, &a);
    robotsUsageHeaderJson(z2, 2*n + 14, &b, NULL);
    CHECK("header_duplicates_last_value_first_place",
          b.n>20 && memcmp(b.z, "{\"d0\":\"n\",\"d2\":\"y\"", 18)==0);
    CHECK("header_duplicates_memory_bounded",
          (double)c.nPeak/(double)(2*n+14) < 3.0);
    coreBufFree(&b);
    free(z); free(z2);
  }
  CHECK_DONE();
}
