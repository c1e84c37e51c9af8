/*
** test_robots_cache.c: rules of the compiled-file cache
** (ext/robots/robots_cache.c): CLOCK eviction order (a file used since the
** hand last passed stays), exact accounting (the bytes it reports are the
** bytes its allocations hold, back to the bucket table when emptied),
** answers after eviction equal a fresh compile's, the budget holds with
** files that keep many indexes, and files sharing a sampled hash stay
** apart.
*/
#include "robots/robots_cache.h"
#include "robots/robots_path.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A libc allocator that counts live bytes (its context). */
typedef struct Live { long long n; } Live;
static void *liveRealloc(void *pCtx, void *pOld, size_t n){
  Live *l = (Live*)pCtx;
  size_t *p = pOld ? (size_t*)pOld - 2 : NULL;
  if( p ) l->n -= (long long)p[0];
  if( n==0 ){ free(p); return NULL; }
  p = realloc(p, n + 2*sizeof(size_t));
  if( p==NULL ) return NULL;
  p[0] = n;
  l->n += (long long)n;
  return p + 2;
}

/* File number i: distinct text, about 2 KB, disallowing /d<i>/. */
static void makeFile(char *z, size_t nMax, int i, size_t *pn){
  int k;
  size_t n = (size_t)snprintf(z, nMax, "# file %d\nUser-agent: *\nDisallow: /d%d/\n", i, i);
  for(k=0; k<60 && n+40<nMax; k++) n += (size_t)snprintf(z+n, nMax-n, "Disallow: /x%d/%d/\n", i, k);
  *pn = n;
}

/* 1 if the cache holds file i (a lookup that neither misses nor evicts). */
static int holds(RobotsCache *c, int i){
  char z[4096];
  size_t n;
  RobotsCacheStats a, b;
  makeFile(z, sizeof(z), i, &n);
  robotsCacheStats(c, &a);
  robotsCacheGet(c, z, n);
  robotsCacheStats(c, &b);
  return b.nMisses==a.nMisses;
}

static void testClock(void){
  Live live = {0};
  CoreAlloc a = { liveRealloc, &live };
  RobotsCache *c = robotsCacheNew(&a);
  RobotsCacheStats st;
  char z[4096];
  size_t n;
  int i;
  int64_t nOne;
  makeFile(z, sizeof(z), 0, &n);
  robotsCacheGet(c, z, n);                     /* file 0 and the table */
  robotsCacheStats(c, &st);
  nOne = st.nBytes;
  makeFile(z, sizeof(z), 1, &n);
  robotsCacheGet(c, z, n);
  robotsCacheStats(c, &st);
  nOne = st.nBytes - nOne;                     /* one file's bytes */
  /* Room for the table and about three files. */
  robotsCacheLimit(c, st.nBytes + 2*nOne - nOne/2);
  makeFile(z, sizeof(z), 2, &n); robotsCacheGet(c, z, n);
  makeFile(z, sizeof(z), 0, &n); robotsCacheGet(c, z, n);   /* use 0 again */
  makeFile(z, sizeof(z), 3, &n); robotsCacheGet(c, z, n);   /* evicts */
  CHECK("cache_clock_keeps_the_file_used_since_the_hand_passed", holds(c, 0));
  CHECK("cache_clock_evicts_a_file_not_used_since", !holds(c, 1));
  robotsCacheStats(c, &st);
  CHECK("cache_stays_within_its_budget", st.nBytes<=st.nBudget && st.nEvictions>0);
  /* Answers after eviction equal a fresh compile's. */
  for(i=0; i<40; i++){
    makeFile(z, sizeof(z), i, &n);
    robotsCacheGet(c, z, n);
  }
  {
    int bad = 0;
    for(i=0; i<40; i++){
      RobotsEntry *e;
      RobotsFile *f;
      RobotsVerdict v, w;
      char zPath[32];
      makeFile(z, sizeof(z), i, &n);
      e = robotsCacheGet(c, z, n);
      f = robotsCompile(z, n, &coreLibcAlloc);
      snprintf(zPath, sizeof(zPath), "/d%d/a", i);
      robotsDecide(e->pFile, "bot", 3, zPath, strlen(zPath), &v);
      robotsDecide(f, "bot", 3, zPath, strlen(zPath), &w);
      if( v.bAllowed!=w.bAllowed || v.iRule!=w.iRule || v.bAllowed ) bad++;
      robotsFileFree(f);
    }
    CHECK("cache_answers_after_eviction_equal_a_fresh_compile", bad==0);
  }
  robotsCacheUnref(c);
  CHECK("cache_frees_every_byte", live.n==0);
}

/* Exact accounting: what the cache reports is what its blocks hold, less
** the cache's own struct (allocated outside the count). */
static void testAccounting(void){
  Live live = {0};
  CoreAlloc a = { liveRealloc, &live };
  RobotsCache *c = robotsCacheNew(&a);
  RobotsCacheStats st;
  long long nSelf = live.n;
  char z[4096];
  size_t n;
  int i, bOk = 1;
  for(i=0; i<50 && bOk; i++){
    RobotsIndex *x;
    makeFile(z, sizeof(z), i, &n);
    robotsCacheFind(c, robotsCacheProbe(c, z, n), z, n, i%2 ? "Googlebot" : "x",
                    i%2 ? 9 : 1, &x);
    robotsCacheStats(c, &st);
    /* Each block carries a 16-byte size header inside the count. */
    if( st.nBytes<=0 || st.nBytes > live.n - nSelf ) bOk = 0;
    if( live.n - nSelf - st.nBytes > 64*((long long)st.nFiles*4 + 4) ) bOk = 0;
  }
  CHECK("cache_reports_the_bytes_its_blocks_hold", bOk);
  robotsCacheLimit(c, 0);
  robotsCacheStats(c, &st);
  CHECK("cache_budget_zero_keeps_no_file", st.nFiles<=1);
  robotsCacheUnref(c);
  CHECK("cache_accounting_frees_to_zero", live.n==0);
}

/* Files that share length and the three sampled windows stay apart. */
static void testTwins(void){
  RobotsCache *c = robotsCacheNew(&coreLibcAlloc);
  char z[4096];
  int i, bad = 0;
  for(i=0; i<300; i++){
    size_t n = (size_t)snprintf(z, sizeof(z), "# templated site, same first bytes\n"
      "User-agent: *\nDisallow: /v%05d/\n%-600s\nDisallow: /end/\n", i, "#");
    RobotsEntry *e = robotsCacheGet(c, z, n);
    RobotsVerdict v;
    char zPath[32];
    snprintf(zPath, sizeof(zPath), "/v%05d/x", i);
    robotsDecide(e->pFile, "bot", 3, zPath, strlen(zPath), &v);
    if( v.bAllowed ) bad++;
    snprintf(zPath, sizeof(zPath), "/v%05d/x", i+1);
    robotsDecide(e->pFile, "bot", 3, zPath, strlen(zPath), &v);
    if( !v.bAllowed ) bad++;
  }
  for(i=0; i<300; i++){
    size_t n = (size_t)snprintf(z, sizeof(z), "# templated site, same first bytes\n"
      "User-agent: *\nDisallow: /v%05d/\n%-600s\nDisallow: /end/\n", i, "#");
    RobotsCacheStats a, b;
    robotsCacheStats(c, &a);
    robotsCacheGet(c, z, n);
    robotsCacheStats(c, &b);
    if( b.nMisses!=a.nMisses ) bad++;
  }
  CHECK("cache_files_sharing_a_sampled_hash_stay_apart", bad==0);
  robotsCacheUnref(c);
}

int main(void){
  testClock();
  testAccounting();
  testTwins();
  CHECK_DONE();
}
