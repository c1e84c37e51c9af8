/*
** robots_index.c: robots.txt patterns compiled for matching one path at a
** time (see robots_index.h).  A candidate's prefix word and byte signature
** reject most paths without touching the pattern; '*' patterns are matched
** by robotsGlobAt, linear in the path per run of literal bytes.  An index
** keeps its candidates in priority order per key byte, so the first match
** wins.  Start at robotsIndexNew, then robotsIndexMatch.
*/
#include "robots_index.h"

#include <stdlib.h>
#include <string.h>

/* A candidate as an index stores it: 32 bytes, two to a cache line, the
** pattern bytes at offset iPat from the start of the index block. */
typedef struct RobotsSlim {
  uint64_t uPrefix;     /* as RobotsCand */
  uint64_t uNeed;       /* as RobotsCand */
  uint32_t iPat;        /* offset of the pattern bytes in the block */
  uint32_t nPat;
  int32_t iRule;
  uint8_t nPrefix;
  uint8_t bAllow;
  uint8_t bAnchored;
  uint8_t bStar;
} RobotsSlim;

/* ---------------------------------------------------------------------
** Matching one pattern.
*/

/* Leftmost occurrence of p[0..np) in s[0..ns), or -1 (np > 0). */
static long robotsFind(const char *s, size_t ns, const char *p, size_t np){
  const char *z = s, *zEnd = s + ns;
  while( (size_t)(zEnd - z)>=np ){
    z = memchr(z, p[0], (size_t)(zEnd - z) - np + 1);
    if( z==NULL ) return -1;
    if( memcmp(z, p, np)==0 ) return (long)(z - s);
    z++;
  }
  return -1;
}

/* Glob match of p[0..np) against s[0..ns) once the literal text before
** the first star, p[0..pi), is known to start s and p[pi] is that star:
** '*' matches any run; a prefix match unless bAnchored.  Each later run
** between stars is taken at its leftmost occurrence (which leaves the most
** room for the rest); an anchored last run must end s.  Linear in ns per
** run, no backtracking. */
static int robotsGlobAt(const char *p, size_t np, const char *s, size_t ns,
                        int bAnchored, size_t pi){
  size_t pos = pi;
  for(;;){
    size_t e;
    long at;
    while( pi<np && p[pi]=='*' ) pi++;
    if( pi==np ) return 1;
    e = pi;
    while( e<np && p[e]!='*' ) e++;
    if( e==np && bAnchored ){
      return ns-pos>=e-pi && memcmp(s+ns-(e-pi), p+pi, e-pi)==0;
    }
    at = robotsFind(s+pos, ns-pos, p+pi, e-pi);
    if( at<0 ) return 0;
    pos += (size_t)at + (e-pi);
    pi = e;
  }
}

/* Glob match of p[0..np) (which holds a '*') against s[0..ns). */
static int robotsGlob(const char *p, size_t np, const char *s, size_t ns,
                      int bAnchored){
  size_t pi = (size_t)((const char*)memchr(p, '*', np) - p);
  if( pi>ns || memcmp(p, s, pi)!=0 ) return 0;
  return robotsGlobAt(p, np, s, ns, bAnchored, pi);
}

int robotsCandMatch(const RobotsCand *c, const char *z, size_t n){
  if( !c->bStar ){
    if( c->bAnchored ? n!=c->nPat : n<c->nPat ) return 0;
    return memcmp(c->zPat, z, c->nPat)==0;
  }
  return robotsGlob(c->zPat, c->nPat, z, n, c->bAnchored);
}


/* ---------------------------------------------------------------------
** Candidates: the filters that avoid reading most patterns.
*/

/* The path's first 8 bytes as a word, zero padded (paths hold no NUL). */
static uint64_t robotsWord8(const char *z, size_t n){
  unsigned char a[8] = {0,0,0,0,0,0,0,0};
  uint64_t w;
  if( n>=8 ){
    memcpy(&w, z, 8);
    return w;
  }
  memcpy(a, z, n);
  memcpy(&w, a, 8);
  return w;
}

/* Set the word filter of c from its literal prefix (up to the first '*'). */
static void robotsCandPrefix(RobotsCand *c){
  size_t k = 0;
  while( k<8 && k<c->nPat && c->zPat[k]!='*' ) k++;
  c->uPrefix = robotsWord8(c->zPat, k);
  c->nPrefix = (uint8_t)k;
  c->uNeed = 0;
  while( k<c->nPat && c->zPat[k]!='*' ) k++;
  for(; k<c->nPat; k++){
    if( c->zPat[k]!='*' ) c->uNeed |= (uint64_t)1 << ((unsigned char)c->zPat[k] & 63);
  }
}

/* Bit c%64 for each byte value c: a table, so the signature of a path
** costs a load and an OR per byte instead of a variable shift. */
#define ROBOTS_BIT(c) ((uint64_t)1 << ((c) & 63))
#define ROBOTS_BIT4(c) ROBOTS_BIT(c), ROBOTS_BIT(c+1), ROBOTS_BIT(c+2), \
                       ROBOTS_BIT(c+3)
#define ROBOTS_BIT16(c) ROBOTS_BIT4(c), ROBOTS_BIT4(c+4), ROBOTS_BIT4(c+8), \
                        ROBOTS_BIT4(c+12)
#define ROBOTS_BIT64(c) ROBOTS_BIT16(c), ROBOTS_BIT16(c+16), \
                        ROBOTS_BIT16(c+32), ROBOTS_BIT16(c+48)
static const uint64_t aRobotsBit[256] = {
  ROBOTS_BIT64(0), ROBOTS_BIT64(64), ROBOTS_BIT64(128), ROBOTS_BIT64(192)
};

/* The byte signature of a path: bit c%64 for each byte c it holds.  Four
** accumulators keep the dependency chains short. */
static uint64_t robotsSignature(const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  uint64_t a = 0, b = 0, c = 0, d = 0;
  size_t i = 0;
  for(; i+4<=n; i+=4){
    a |= aRobotsBit[u[i]];
    b |= aRobotsBit[u[i+1]];
    c |= aRobotsBit[u[i+2]];
    d |= aRobotsBit[u[i+3]];
  }
  for(; i<n; i++) a |= aRobotsBit[u[i]];
  return a | b | c | d;
}

void robotsCandInit(RobotsCand *c, const char *z, size_t n, int bAllow,
                    int iRule){
  c->prio = (uint32_t)n;
  c->bAnchored = n>0 && z[n-1]=='$';
  if( c->bAnchored ) n--;
  c->zPat = z;
  c->nPat = (uint32_t)n;
  c->bStar = memchr(z, '*', n)!=NULL;
  c->bAllow = (uint8_t)bAllow;
  c->iRule = iRule;
  robotsCandPrefix(c);
}

int robotsPatternMatch(const char *zPat, size_t nPat, const char *zPath,
                       size_t nPath){
  RobotsCand c;
  robotsCandInit(&c, zPat, nPat, 0, 0);
  return robotsCandMatch(&c, zPath, nPath);
}

/* The reference keeps the first of equals, hence file order last. */
int robotsCandBefore(const RobotsCand *a, const RobotsCand *b){
  if( a->prio!=b->prio ) return a->prio > b->prio;
  if( a->bAllow!=b->bAllow ) return a->bAllow > b->bAllow;
  return a->iRule < b->iRule;
}

static int robotsCandCmp(const void *pa, const void *pb){
  const RobotsCand *a = pa, *b = pb;
  if( robotsCandBefore(a, b) ) return -1;
  if( robotsCandBefore(b, a) ) return 1;
  return 0;
}

/* The byte a candidate is bucketed under: 0-255, 256 for "always try",
** or -1 for a pattern that can never match a path starting with '/'. */
static int robotsCandKey(const RobotsCand *c){
  if( c->nPat==0 ) return c->bAnchored ? -1 : 256;
  if( c->zPat[0]=='*' ) return 256;
  if( c->zPat[0]!='/' ) return -1;
  if( c->nPat==1 || c->zPat[1]=='*' ) return 256;
  return (unsigned char)c->zPat[1];
}

/* ---------------------------------------------------------------------
** The index block.
*/

/* Lay an index out as one block: the header; per key byte, the candidates
** keyed by it merged with the always-tried ones (in the order they are
** tried); the always-tried list alone; the applicable rules; then every
** stored candidate's pattern bytes in order, so a lookup walks forwards.
** a[0..n) are the candidates, sorted by robotsCandBefore. */
static RobotsIndex *robotsIndexLayout(RobotsCand *a, int n, const int *aRule,
                                      int nRule, const CoreAlloc *pA){
  uint32_t aCount[257];
  size_t nStore, nPat = 0, nAlwaysPat = 0, nByte, iPat;
  int i, k;
  RobotsIndex *x;
  RobotsSlim *pOut;
  const RobotsCand **apStore;
  size_t iStore = 0;
  memset(aCount, 0, sizeof(aCount));
  for(i=0; i<n; i++){
    k = robotsCandKey(&a[i]);
    if( k<0 ) continue;
    aCount[k]++;
    if( k<256 ) nPat += a[i].nPat; else nAlwaysPat += a[i].nPat;
  }
  nStore = aCount[256];
  for(k=0; k<256; k++){
    if( aCount[k] ){ nStore += aCount[k] + aCount[256]; nPat += nAlwaysPat; }
  }
  nPat += nAlwaysPat;
  nByte = sizeof(RobotsIndex) + nStore*sizeof(RobotsSlim)
        + (size_t)nRule*sizeof(int) + nPat;
  if( nByte>0xffffffff ) return NULL;      /* iPat is 32 bits */
  apStore = coreMalloc(pA, (nStore+1)*sizeof(RobotsCand*));
  x = coreMalloc(pA, nByte);
  if( x==NULL || apStore==NULL ){
    coreFree(pA, apStore);
    coreFree(pA, x);
    return NULL;
  }
  memset(x, 0, sizeof(*x));
  /* Which candidate goes where: per key, then the always list. */
  for(k=0; k<256; k++){
    x->aStart[k] = (uint32_t)iStore;
    if( aCount[k]==0 ) continue;
    for(i=0; i<n; i++){
      int kk = robotsCandKey(&a[i]);
      if( kk==k || kk==256 ) apStore[iStore++] = &a[i];
    }
  }
  x->aStart[256] = (uint32_t)iStore;
  for(i=0; i<n; i++){
    if( robotsCandKey(&a[i])==256 ) apStore[iStore++] = &a[i];
  }
  x->aCand = pOut = (RobotsSlim*)(x+1);
  x->aAlways = x->aCand + x->aStart[256];
  x->nAlways = aCount[256];
  x->aRule = (int*)(x->aCand + nStore);
  if( nRule ) memcpy(x->aRule, aRule, (size_t)nRule*sizeof(int));
  x->nRule = nRule;
  x->nByte = nByte;
  iPat = (size_t)((char*)(x->aRule + nRule) - (char*)x);
  for(iStore=0; iStore<nStore; iStore++, pOut++){
    const RobotsCand *c = apStore[iStore];
    pOut->uPrefix = c->uPrefix;
    pOut->uNeed = c->uNeed;
    pOut->iPat = (uint32_t)iPat;
    pOut->nPat = c->nPat;
    pOut->iRule = c->iRule;
    pOut->nPrefix = c->nPrefix;
    pOut->bAllow = c->bAllow;
    pOut->bAnchored = c->bAnchored;
    pOut->bStar = c->bStar;
    if( c->nPat ) memcpy((char*)x + iPat, c->zPat, c->nPat);
    iPat += c->nPat;
  }
  coreFree(pA, apStore);
  return x;
}

RobotsIndex *robotsIndexNew(RobotsCand *a, int n, const int *aRule,
                            int nRule, const CoreAlloc *pA){
  qsort(a, (size_t)n, sizeof(RobotsCand), robotsCandCmp);
  return robotsIndexLayout(a, n, aRule, nRule, pA);
}

void robotsIndexFree(const CoreAlloc *pA, RobotsIndex *x){
  coreFree(pA, x);     /* one block: see robotsIndexLayout */
}

void robotsIndexPrefetch(const RobotsIndex *x, const char *zPath,
                         size_t nPath){
  /* Addresses only, no loads: nothing here waits for memory.  The header,
  ** the bucket's start entry, and the first candidates after the header. */
  __builtin_prefetch(x);
  if( nPath>=2 ) __builtin_prefetch(&x->aStart[(unsigned char)zPath[1]]);
  __builtin_prefetch(x+1);
  __builtin_prefetch((const char*)(x+1) + 64);
}

/* The first candidate in priority order that matches, or NULL.  The word
** filter rejects most candidates without touching their pattern bytes. */
static const RobotsSlim *robotsIndexFirstMatch(const RobotsIndex *x,
                                               const char *z, size_t n){
  static const uint64_t aMask[9] = {
    0, 0xff, 0xffff, 0xffffff, 0xffffffffULL, 0xffffffffffULL,
    0xffffffffffffULL, 0xffffffffffffffULL, 0xffffffffffffffffULL
  };
  const RobotsSlim *c = x->aAlways, *cEnd = x->aAlways + x->nAlways;
  uint64_t w = robotsWord8(z, n), sig = 0;
  int bSig = 0;
  if( n>=2 ){
    unsigned char k = (unsigned char)z[1];
    if( x->aStart[k+1]>x->aStart[k] ){
      c = x->aCand + x->aStart[k];
      cEnd = x->aCand + x->aStart[k+1];
    }
  }
  for(; c<cEnd; c++){
    const char *zPat;
    if( (w & aMask[c->nPrefix])!=c->uPrefix ) continue;
    if( c->uNeed ){
      /* A wildcard pattern: first check that the path holds its bytes. */
      if( !bSig ){ sig = robotsSignature(z, n); bSig = 1; }
      if( c->uNeed & ~sig ) continue;
    }
    zPat = (const char*)x + c->iPat;
    if( !c->bStar ){
      if( c->bAnchored ? n!=c->nPat : n<c->nPat ) continue;
      if( memcmp(zPat, z, c->nPat)==0 ) return c;
    }else{
      /* The word filter compared the bytes before the first star, unless
      ** more than 8 of them come before it. */
      size_t pi = c->nPrefix;
      if( pi==8 ){
        pi = (size_t)((const char*)memchr(zPat+8, '*', c->nPat-8) - zPat);
        if( pi>n || memcmp(zPat+8, z+8, pi-8)!=0 ) continue;
      }else if( pi>n ){
        continue;
      }
      if( robotsGlobAt(zPat, c->nPat, z, n, c->bAnchored, pi) ) return c;
    }
  }
  return NULL;
}

int robotsIndexMatch(const RobotsIndex *x, const char *z, size_t n,
                     int *pbAllow){
  const RobotsSlim *c = robotsIndexFirstMatch(x, z, n);
  if( c==NULL ) return -1;
  *pbAllow = c->bAllow;
  return c->iRule;
}

RobotsIndex *robotsIndexCopy(const RobotsIndex *x, void *pDst){
  RobotsIndex *y = (RobotsIndex*)pDst;
  const char *zOld = (const char*)x;
  char *zNew = (char*)pDst;
  memcpy(y, x, x->nByte);
  /* The block's pointers point into itself: rebase them. */
  y->aRule = (int*)(zNew + ((const char*)x->aRule - zOld));
  y->aCand = (RobotsSlim*)(zNew + ((const char*)x->aCand - zOld));
  y->aAlways = (RobotsSlim*)(zNew + ((const char*)x->aAlways - zOld));
  return y;
}
