/*
** robots_index.c: robots.txt patterns compiled for matching one path at a
** time (see robots_index.h).  A candidate's prefix word and byte signature
** reject most paths without touching the pattern; '*' patterns are matched
** by robotsGlobAt, linear in the path per run of literal bytes.  An index
** keeps its candidates in priority order per key byte (the byte after the
** leading '/'), and those without one (a star, or nothing, after the '/')
** in one more list; the winner is the first match in the path's run unless
** an earlier one of that list matches.  Start at robotsIndexNew, then
** robotsIndexMatch.
*/
#include "robots_index.h"
#include "../core/substr.h"

#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* A candidate as an index stores it: 32 bytes, two to a cache line, the
** pattern bytes at offset iPat from the start of the index block. */
typedef struct RobotsSlim {
  uint64_t uPrefix;     /* as RobotsCand */
  uint32_t iPat;        /* offset of the pattern bytes in the block */
  int32_t iRule;
  uint16_t nPat;        /* patterns are at most 3*ROBOTS_MAX_LINE bytes */
  uint8_t nPrefix;
  uint8_t fl;           /* SLIM_ALLOW | SLIM_ANCHORED | SLIM_STAR */
  uint32_t iAux;        /* keyed with a star: its byte needs and byte
                        ** pairs are words 2*iAux and 2*iAux+1 of aAux */
} RobotsSlim;

#define SLIM_ALLOW    0x01
#define SLIM_ANCHORED 0x02
#define SLIM_STAR     0x04
#define SLIM_MAX_PAT  0xffff

#define slimAllow(c)    ((c)->fl & SLIM_ALLOW)
#define slimAnchored(c) (((c)->fl & SLIM_ANCHORED)!=0)
#define slimStar(c)     ((c)->fl & SLIM_STAR)

/* ---------------------------------------------------------------------
** Matching one pattern.
*/

/* Runs of literal bytes this long or longer are searched with Two-Way. */
#define ROBOTS_FIND_LONG 32

/* Leftmost occurrence of p[0..np) in s[0..ns), or -1 (np > 0).  With
** SSE2, sixteen start positions at a time are tested on the needle's
** first and last bytes (paths are short and a pattern's runs are few
** bytes, so a call per candidate position would cost more than the
** search); the rest of the needle is compared only where both agree. */
static long robotsFind(const char *s, size_t ns, const char *p, size_t np){
  const char *z = s, *zEnd = s + ns;
  if( np>ns ) return -1;
  if( np>=ROBOTS_FIND_LONG ){
    /* A long run: the filter below could pass at every position of a
    ** hostile path and cost ns*np; Two-Way stays linear. */
    size_t at = coreSubstr(s, ns, p, np);
    return at==CORE_SUBSTR_NONE ? -1 : (long)at;
  }
#if defined(__SSE2__)
  if( np>=2 ){
    const __m128i kFirst = _mm_set1_epi8(p[0]);
    const __m128i kLast = _mm_set1_epi8(p[np-1]);
    size_t i = 0;
    for(; i+np-1+16<=ns; i+=16){
      __m128i a = _mm_loadu_si128((const __m128i*)(const void*)(s+i));
      __m128i b = _mm_loadu_si128((const __m128i*)(const void*)(s+i+np-1));
      unsigned m = (unsigned)_mm_movemask_epi8(
          _mm_and_si128(_mm_cmpeq_epi8(a, kFirst), _mm_cmpeq_epi8(b, kLast)));
      while( m ){
        size_t j = i + (size_t)__builtin_ctz(m);
        if( memcmp(s+j+1, p+1, np-2)==0 ) return (long)j;
        m &= m - 1;
      }
    }
    for(; i+np<=ns; i++){
      if( s[i]==p[0] && s[i+np-1]==p[np-1] && memcmp(s+i+1, p+1, np-2)==0 ){
        return (long)i;
      }
    }
    return -1;
  }
#endif
  while( (size_t)(zEnd - z)>=np ){
    z = memchr(z, p[0], (size_t)(zEnd - z) - np + 1);
    if( z==NULL ) return -1;
    if( memcmp(z, p, np)==0 ) return (long)(z - s);
    z++;
  }
  return -1;
}

/* Paths at least this long are searched in chunks of this size, asking
** the caller's CoreStop between chunks. */
#define ROBOTS_STOP_CHUNK (16*1024*1024)

/* robotsFind that asks pStop (may be NULL) every ROBOTS_STOP_CHUNK bytes of
** a long s: -1 with *pbStop set when it says stop. */
static long robotsFindStop(const char *s, size_t ns, const char *p, size_t np,
                           const CoreStop *pStop, int *pbStop){
  size_t i;
  if( pStop==NULL || ns<=ROBOTS_STOP_CHUNK ) return robotsFind(s, ns, p, np);
  for(i=0; i<ns; i+=ROBOTS_STOP_CHUNK){
    size_t nWin = ns - i;
    long at;
    if( nWin > ROBOTS_STOP_CHUNK + np - 1 ) nWin = ROBOTS_STOP_CHUNK + np - 1;
    at = robotsFind(s + i, nWin, p, np);
    if( at>=0 ) return (long)i + at;
    if( coreStopped(pStop) ){ *pbStop = 1; return -1; }
  }
  return -1;
}

/* Glob match of p[0..np) against s[0..ns) once the literal text before
** the first star, p[0..pi), is known to start s and p[pi] is that star:
** '*' matches any run; a prefix match unless bAnchored.  Each later run
** between stars is taken at its leftmost occurrence (which leaves the most
** room for the rest); an anchored last run must end s.  Linear in ns per
** run, no backtracking.  A long path asks pStop (may be NULL) as it goes:
** 0 with *pbStop set when it says stop. */
static int robotsGlobAt(const char *p, size_t np, const char *s, size_t ns,
                        int bAnchored, size_t pi, const CoreStop *pStop,
                        int *pbStop){
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
    at = robotsFindStop(s+pos, ns-pos, p+pi, e-pi, pStop, pbStop);
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
  return robotsGlobAt(p, np, s, ns, bAnchored, pi, NULL, NULL);
}

int robotsCandMatch(const RobotsCand *c, const char *z, size_t n){
  if( !c->bStar ){
    if( c->bAnchored ? n!=c->nPat : n<c->nPat ) return 0;
    return memcmp(c->zPat, z, c->nPat)==0;
  }
  return robotsGlob(c->zPat, c->nPat, z, n, c->bAnchored);
}


int robotsCandMatchStop(const RobotsCand *c, const char *z, size_t n,
                        const CoreStop *pStop, int *pbStop){
  size_t pi;
  if( !c->bStar ) return robotsCandMatch(c, z, n);
  pi = (size_t)((const char*)memchr(c->zPat, '*', c->nPat) - c->zPat);
  if( pi>n || memcmp(c->zPat, z, pi)!=0 ) return 0;
  return robotsGlobAt(c->zPat, c->nPat, z, n, c->bAnchored, pi, pStop,
                      pbStop);
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

/* The signature bit of each byte value (as a mask).  Paths are mostly
** letters, digits and a little punctuation, so those get bits of their
** own: a-z with A-Z folded onto them (0-25), 0-9 (26-35), and
** ".-_?=&%~+,;:!@$" (36-50).  Rarer bytes share the rest: parentheses 51,
** quotes 52, brackets and braces 53, "|^`<>" and backslash 54, control
** bytes and space 55, '#' 56, '/' 57, bytes from 0x80 by their bits 4-5
** (58-61), '*' 62, DEL 63. */
#define B(n) ((uint64_t)1 << (n))
static const uint64_t aRobotsBit[256] = {
  B(55), B(55), B(55), B(55), B(55), B(55), B(55), B(55),   /* 0x00 */
  B(55), B(55), B(55), B(55), B(55), B(55), B(55), B(55),
  B(55), B(55), B(55), B(55), B(55), B(55), B(55), B(55),   /* 0x10 */
  B(55), B(55), B(55), B(55), B(55), B(55), B(55), B(55),
  B(55), B(48), B(52), B(56), B(50), B(42), B(41), B(52),   /* 0x20 */
  B(51), B(51), B(62), B(44), B(45), B(37), B(36), B(57),
  B(26), B(27), B(28), B(29), B(30), B(31), B(32), B(33),   /* 0x30 */
  B(34), B(35), B(47), B(46), B(54), B(40), B(54), B(39),
  B(49), B(0), B(1), B(2), B(3), B(4), B(5), B(6),   /* 0x40 */
  B(7), B(8), B(9), B(10), B(11), B(12), B(13), B(14),
  B(15), B(16), B(17), B(18), B(19), B(20), B(21), B(22),   /* 0x50 */
  B(23), B(24), B(25), B(53), B(54), B(53), B(54), B(38),
  B(54), B(0), B(1), B(2), B(3), B(4), B(5), B(6),   /* 0x60 */
  B(7), B(8), B(9), B(10), B(11), B(12), B(13), B(14),
  B(15), B(16), B(17), B(18), B(19), B(20), B(21), B(22),   /* 0x70 */
  B(23), B(24), B(25), B(53), B(54), B(53), B(43), B(63),
  B(58), B(58), B(58), B(58), B(58), B(58), B(58), B(58),   /* 0x80 */
  B(58), B(58), B(58), B(58), B(58), B(58), B(58), B(58),
  B(59), B(59), B(59), B(59), B(59), B(59), B(59), B(59),   /* 0x90 */
  B(59), B(59), B(59), B(59), B(59), B(59), B(59), B(59),
  B(60), B(60), B(60), B(60), B(60), B(60), B(60), B(60),   /* 0xA0 */
  B(60), B(60), B(60), B(60), B(60), B(60), B(60), B(60),
  B(61), B(61), B(61), B(61), B(61), B(61), B(61), B(61),   /* 0xB0 */
  B(61), B(61), B(61), B(61), B(61), B(61), B(61), B(61),
  B(58), B(58), B(58), B(58), B(58), B(58), B(58), B(58),   /* 0xC0 */
  B(58), B(58), B(58), B(58), B(58), B(58), B(58), B(58),
  B(59), B(59), B(59), B(59), B(59), B(59), B(59), B(59),   /* 0xD0 */
  B(59), B(59), B(59), B(59), B(59), B(59), B(59), B(59),
  B(60), B(60), B(60), B(60), B(60), B(60), B(60), B(60),   /* 0xE0 */
  B(60), B(60), B(60), B(60), B(60), B(60), B(60), B(60),
  B(61), B(61), B(61), B(61), B(61), B(61), B(61), B(61),   /* 0xF0 */
  B(61), B(61), B(61), B(61), B(61), B(61), B(61), B(61),
};
#undef B

/* Set the word filter of c from its literal prefix (up to the first '*'),
** and the signature of the literal bytes after it, which a path must hold
** for the pattern to match. */
static void robotsCandPrefix(RobotsCand *c){
  size_t k = 0;
  while( k<8 && k<c->nPat && c->zPat[k]!='*' ) k++;
  c->uPrefix = robotsWord8(c->zPat, k);
  c->nPrefix = (uint8_t)k;
  c->uNeed = 0;
  while( k<c->nPat && c->zPat[k]!='*' ) k++;
  for(; k<c->nPat; k++){
    unsigned char u = (unsigned char)c->zPat[k];
    if( u!='*' ) c->uNeed |= aRobotsBit[u];
  }
}

/* The byte signature of a path: the aRobotsBit bit of each byte it
** holds.  Four accumulators keep the dependency chains short. */
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

/* The pair signature bit of two adjacent bytes. */
#define ROBOTS_PAIR_BIT(a, b) \
  ((uint64_t)1 << ((((unsigned)(a) * 0x9Du) ^ ((unsigned)(b) * 0x3Bu)) & 63))

/* The pairs of adjacent bytes a path must hold for a wildcard pattern
** z[0..n) to match: those within each literal run after the first '*'. */
static uint64_t robotsPairNeed(const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  uint64_t m = 0;
  size_t k = 0;
  while( k<n && u[k]!='*' ) k++;
  for(; k+1<n; k++){
    if( u[k]!='*' && u[k+1]!='*' ) m |= ROBOTS_PAIR_BIT(u[k], u[k+1]);
  }
  return m;
}

/* The pair signature of a path: a bit for each pair of adjacent bytes. */
static uint64_t robotsPairSignature(const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  uint64_t a = 0, b = 0;
  size_t i = 0;
  for(; i+2<n; i+=2){
    a |= ROBOTS_PAIR_BIT(u[i], u[i+1]);
    b |= ROBOTS_PAIR_BIT(u[i+1], u[i+2]);
  }
  if( i+1<n ) a |= ROBOTS_PAIR_BIT(u[i], u[i+1]);
  return a | b;
}

uint64_t robotsPathSignature(const char *z, size_t n){
  return robotsSignature(z, n);
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

/* The byte a candidate is bucketed under: 0-127, 256 for "always try",
** or -1 for a pattern that can never match a path starting with '/'.
** (Normalised patterns hold no byte from 0x80, but one would simply be
** tried for every path.) */
static int robotsCandKey(const RobotsCand *c){
  if( c->nPat==0 ) return c->bAnchored ? -1 : 256;
  if( c->zPat[0]=='*' ) return 256;
  if( c->zPat[0]!='/' ) return -1;
  if( c->nPat==1 || c->zPat[1]=='*' ) return 256;
  if( (unsigned char)c->zPat[1]>=128 ) return 256;
  return (unsigned char)c->zPat[1];
}

/* ---------------------------------------------------------------------
** The index block.
*/

/* A candidate as the index stores it, its pattern at offset iPat. */
static void robotsSlimSet(RobotsSlim *pOut, const RobotsCand *c, size_t iPat){
  pOut->uPrefix = c->uPrefix;
  pOut->iPat = (uint32_t)iPat;
  pOut->nPat = (uint16_t)c->nPat;
  pOut->iRule = c->iRule;
  pOut->nPrefix = c->nPrefix;
  pOut->fl = (uint8_t)((c->bAllow ? SLIM_ALLOW : 0)
                     | (c->bAnchored ? SLIM_ANCHORED : 0)
                     | (c->bStar ? SLIM_STAR : 0));
  pOut->iAux = 0;
}

/* Fill x's key table from the candidates per key, aCount[0..128); set
** aNext[c] to where key c's first candidate goes.  Returns the number of
** runs. */
static int robotsIndexKeys(RobotsIndex *x, const uint32_t *aCount,
                           uint32_t *aNext){
  int k, nKey = 0;
  for(k=0; k<128; k++){
    aNext[k] = x->aStart[nKey];
    if( aCount[k]==0 ) continue;
    x->aStart[nKey+1] = x->aStart[nKey] + aCount[k];
    x->aRun[k] = (uint8_t)++nKey;
  }
  return nKey;
}

/* Lay an index out as one block: the header and its key table; the runs
** of the key bytes that have one, in key order, each in the order its
** candidates are tried; the always-tried list; that list's byte needs
** again, eight to a cache line, then the byte pairs their literal runs
** need, so that a long list of wildcard rules is mostly rejected without
** reading its candidates; the byte needs and pairs of the keyed wildcard
** candidates (aAux: two words each, the last filters before a wildcard
** pattern is read); then every stored candidate's pattern bytes in order.
** a[0..n) are the candidates, sorted by robotsCandBefore. */
static RobotsIndex *robotsIndexLayout(RobotsCand *a, int n,
                                      const CoreAlloc *pA){
  uint32_t aCount[257], aNext[257], nAux = 0;
  size_t nStore = 0, nPat = 0, nHead, nByte, iPat;
  int i, k, nKey = 0;
  RobotsIndex *x;
  uint64_t *aNeed, *aPair, *aAux;
  memset(aCount, 0, sizeof(aCount));
  for(i=0; i<n; i++){
    k = robotsCandKey(&a[i]);
    if( k<0 ) continue;
    if( a[i].nPat>SLIM_MAX_PAT ) return NULL;   /* not from a robots.txt */
    aCount[k]++;
    nStore++;
    nPat += a[i].nPat;
    if( k<256 && a[i].bStar ) nAux++;
  }
  for(k=0; k<128; k++) nKey += aCount[k]>0;
  nHead = (sizeof(RobotsIndex) + (size_t)(nKey+1)*sizeof(uint32_t) + 7)
          & ~(size_t)7;
  nByte = nHead + nStore*sizeof(RobotsSlim)
        + (aCount[256]*2 + (size_t)nAux*2)*sizeof(uint64_t) + nPat;
  if( nByte>0xffffffff ) return NULL;      /* iPat is 32 bits */
  x = coreMalloc(pA, nByte);
  if( x==NULL ) return NULL;
  memset(x, 0, nHead);
  nKey = robotsIndexKeys(x, aCount, aNext);
  x->aCand = (RobotsSlim*)(void*)((char*)x + nHead);
  x->aAlways = x->aCand + x->aStart[nKey];
  x->nAlways = aCount[256];
  aNext[256] = 0;
  aNeed = (uint64_t*)(void*)(x->aAlways + x->nAlways);
  aPair = aNeed + x->nAlways;
  aAux = aPair + x->nAlways;
  x->nByte = nByte;
  iPat = (size_t)((char*)(aAux + 2*(size_t)nAux) - (char*)x);
  nAux = 0;
  for(i=0; i<n; i++){
    const RobotsCand *c = &a[i];
    RobotsSlim *pOut;
    k = robotsCandKey(c);
    if( k<0 ) continue;
    pOut = (k<256 ? x->aCand : x->aAlways) + aNext[k]++;
    robotsSlimSet(pOut, c, iPat);
    if( k==256 ){
      aNeed[pOut - x->aAlways] = c->uNeed;
      aPair[pOut - x->aAlways] = robotsPairNeed(c->zPat, c->nPat);
    }else if( c->bStar ){
      pOut->iAux = nAux;
      aAux[2*nAux] = c->uNeed;
      aAux[2*nAux+1] = robotsPairNeed(c->zPat, c->nPat);
      nAux++;
    }
    if( c->nPat ) memcpy((char*)x + iPat, c->zPat, c->nPat);
    iPat += c->nPat;
  }
  return x;
}

RobotsIndex *robotsIndexNew(RobotsCand *a, int n, const CoreAlloc *pA){
  qsort(a, (size_t)n, sizeof(RobotsCand), robotsCandCmp);
  return robotsIndexLayout(a, n, pA);
}

void robotsIndexFree(const CoreAlloc *pA, RobotsIndex *x){
  coreFree(pA, x);     /* one block: see robotsIndexLayout */
}

void robotsIndexPrefetch(const RobotsIndex *x){
  /* Addresses only, no loads: nothing here waits for memory. */
  CORE_PREFETCH(x);
  CORE_PREFETCH((const char*)x + 64);
}

/* 1 if a wins over b, as robotsCandBefore: the escaped length (the pattern
** and its '$'), then allow, then file order. */
static int robotsSlimBefore(const RobotsSlim *a, const RobotsSlim *b){
  uint32_t pa = (uint32_t)a->nPat + (uint32_t)slimAnchored(a);
  uint32_t pb = (uint32_t)b->nPat + (uint32_t)slimAnchored(b);
  if( pa!=pb ) return pa > pb;
  if( slimAllow(a)!=slimAllow(b) ) return slimAllow(a) > slimAllow(b);
  return a->iRule < b->iRule;
}

/* A path's byte and pair signatures, each computed on first use. */
typedef struct RobotsPathSig {
  uint64_t sig, pair;
  int bSig, bPair;
  const CoreStop *pStop;  /* asked along long paths (NULL: never) */
  int bStopped;           /* it said stop: no answer */
} RobotsPathSig;

/* Compute the signature of path z[0..n) that *p lacks: the pairs when
** bPair, else the bytes.  Out of line: most calls need neither. */
static void robotsPathSigFill(RobotsPathSig *p, const char *z, size_t n,
                              int bPair){
  if( bPair ){
    p->pair = robotsPairSignature(z, n);
    p->bPair = 1;
  }else{
    p->sig = robotsSignature(z, n);
    p->bSig = 1;
  }
}

/* 1 if path z[0..n) holds the byte pairs a wildcard candidate needs
** (pairs, from its dense words), its pair signature in *p. */
static inline int robotsPairsPass(uint64_t pairs, const char *z, size_t n,
                                  RobotsPathSig *p){
  if( pairs==0 ) return 1;
  if( !p->bPair ) robotsPathSigFill(p, z, n, 1);
  return (pairs & ~p->pair)==0;
}

/* 1 unless a candidate's byte needs (need, not 0) and byte pairs
** (*pPairs, read only when the needs pass) show that path z[0..n) cannot
** match it.  (A candidate whose need is 0 has no literal byte after a
** star, so no pairs either: the caller passes it without a call.) */
static inline int robotsDensePass(uint64_t need, const uint64_t *pPairs,
                                  const char *z, size_t n, RobotsPathSig *p){
  if( !p->bSig ) robotsPathSigFill(p, z, n, 0);
  if( need & ~p->sig ) return 0;
  return robotsPairsPass(*pPairs, z, n, p);
}

/* 1 if candidate c of index x matches path z[0..n), given that the word
** filter and its byte needs passed.  A wildcard candidate's byte pairs,
** *pPairs, are checked only once its literal prefix matched (when the
** caller has not checked them, else pPairs is NULL). */
static int robotsSlimMatch(const RobotsIndex *x, const RobotsSlim *c,
                           const char *z, size_t n, const uint64_t *pPairs,
                           RobotsPathSig *p){
  const char *zPat = (const char*)x + c->iPat;
  size_t pi;
  if( !slimStar(c) ){
    if( slimAnchored(c) ? n!=c->nPat : n<c->nPat ) return 0;
    return memcmp(zPat, z, c->nPat)==0;
  }
  /* The word filter compared the bytes before the first star, unless more
  ** than 8 of them come before it. */
  pi = c->nPrefix;
  if( pi==8 ){
    pi = (size_t)((const char*)memchr(zPat+8, '*', c->nPat-8) - zPat);
    if( pi>n || memcmp(zPat+8, z+8, pi-8)!=0 ) return 0;
  }else if( pi>n ){
    return 0;
  }
  if( pPairs && !robotsPairsPass(*pPairs, z, n, p) ) return 0;
  return robotsGlobAt(zPat, c->nPat, z, n, slimAnchored(c), pi, p->pStop,
                      &p->bStopped);
}

/* The first candidate in priority order that matches: the first match in
** the run of the path's key byte, unless an always-tried candidate ahead
** of it matches.  The word filter rejects most keyed candidates, and the
** byte and pair needs most wildcard ones that pass it; for the
** always-tried list the needs come first, from the dense words, so that
** most of its candidates are rejected without touching their records. */
static const RobotsSlim *robotsIndexFirstMatch(const RobotsIndex *x,
                                               const char *z, size_t n,
                                               RobotsPathSig *pPs){
  static const uint64_t aMask[9] = {
    0, 0xff, 0xffff, 0xffffff, 0xffffffffULL, 0xffffffffffULL,
    0xffffffffffffULL, 0xffffffffffffffULL, 0xffffffffffffffffULL
  };
  const RobotsSlim *best = NULL;
  const uint64_t *aNeed = (const uint64_t*)(const void*)(x->aAlways
                                                         + x->nAlways);
  const uint64_t *aPair = aNeed + x->nAlways;
  const uint64_t *aAux = aPair + x->nAlways;
  size_t j;
  RobotsPathSig ps = *pPs;
  int bAsk = ps.pStop!=NULL && n>=CORE_STOP_EVERY;  /* between candidates */
  unsigned k = n>=2 ? (unsigned char)z[1] : 128;
  unsigned r = k<128 ? x->aRun[k] : 0;     /* the run's number plus one */
  uint64_t w = robotsWord8(z, n);
  if( r ){
    for(j=x->aStart[r-1]; j<x->aStart[r]; j++){
      const RobotsSlim *c = &x->aCand[j];
      const uint64_t *pAux = NULL;
      if( (w & aMask[c->nPrefix])!=c->uPrefix ) continue;
      if( slimStar(c) ){
        pAux = &aAux[2*(size_t)c->iAux];
        if( pAux[0] ){
          if( !ps.bSig ) robotsPathSigFill(&ps, z, n, 0);
          if( pAux[0] & ~ps.sig ) continue;
        }
        pAux++;                               /* its pairs */
      }
      if( robotsSlimMatch(x, c, z, n, pAux, &ps) ){
        best = c;
        break;
      }
      if( bAsk && (ps.bStopped || coreStopped(ps.pStop)) ){
        pPs->bStopped = 1;
        return NULL;
      }
    }
  }
  for(j=0; j<x->nAlways; j++){
    const RobotsSlim *c;
    if( aNeed[j] && !robotsDensePass(aNeed[j], &aPair[j], z, n, &ps) ){
      continue;
    }
    c = &x->aAlways[j];
    if( best && !robotsSlimBefore(c, best) ) break;
    if( (w & aMask[c->nPrefix])!=c->uPrefix ) continue;
    if( robotsSlimMatch(x, c, z, n, NULL, &ps) ) return c;
    if( bAsk && (ps.bStopped || coreStopped(ps.pStop)) ){
      pPs->bStopped = 1;
      return NULL;
    }
  }
  return best;
}

int robotsIndexScan(const RobotsIndex *x, const char *z, size_t n,
                    int *pbAllow, const CoreStop *pStop){
  const RobotsSlim *best = NULL;
  int bStop = 0;
  size_t j, nCand = (size_t)(x->aAlways - x->aCand) + x->nAlways;
  for(j=0; j<nCand; j++){
    const RobotsSlim *c = &x->aCand[j];   /* aAlways follows the runs */
    const char *zPat = (const char*)x + c->iPat;
    int bMatch;
    if( best && !robotsSlimBefore(c, best) ) continue;
    if( !slimStar(c) ){
      bMatch = (slimAnchored(c) ? n==c->nPat : n>=c->nPat)
            && memcmp(zPat, z, c->nPat)==0;
    }else{
      size_t pi = (size_t)((const char*)memchr(zPat, '*', c->nPat) - zPat);
      bMatch = pi<=n && memcmp(zPat, z, pi)==0
            && robotsGlobAt(zPat, c->nPat, z, n, slimAnchored(c), pi,
                            pStop, &bStop);
    }
    if( bStop ) return -2;
    if( bMatch ) best = c;
  }
  if( best==NULL ) return -1;
  *pbAllow = slimAllow(best)!=0;
  return best->iRule;
}

int robotsIndexMatchStop(const RobotsIndex *x, const char *z, size_t n,
                         int *pbAllow, const CoreStop *pStop){
  RobotsPathSig ps = {0, 0, 0, 0, NULL, 0};
  const RobotsSlim *c;
  ps.pStop = pStop;
  c = robotsIndexFirstMatch(x, z, n, &ps);
  if( c==NULL ) return ps.bStopped ? -2 : -1;
  *pbAllow = slimAllow(c)!=0;
  return c->iRule;
}

int robotsIndexMatch(const RobotsIndex *x, const char *z, size_t n,
                     int *pbAllow){
  return robotsIndexMatchStop(x, z, n, pbAllow, NULL);
}

RobotsIndex *robotsIndexCopy(const RobotsIndex *x, void *pDst){
  RobotsIndex *y = (RobotsIndex*)pDst;
  const char *zOld = (const char*)x;
  char *zNew = (char*)pDst;
  memcpy(y, x, x->nByte);
  /* The block's pointers point into itself: rebase them. */
  y->aCand = (RobotsSlim*)(zNew + ((const char*)x->aCand - zOld));
  y->aAlways = (RobotsSlim*)(zNew + ((const char*)x->aAlways - zOld));
  return y;
}
