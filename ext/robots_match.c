/*
** robots_match.c: a robots.txt compiled once (robotsCompile) and matched many
** times (robotsDecide).  Semantics are the reference's RobotsMatcher: the
** groups naming the agent are merged and shadow '*'; the longest matching
** pattern wins; allow wins ties; an allow of ".../index.htm*" also allows its
** directory.  Per agent, the applicable rules become an index sorted by
** priority and bucketed by the byte after the leading '/', built on first
** use and kept in the file, so a repeated agent allocates nothing.
** Start at robotsCompile, then robotsDecide.
*/
#include "robots_match.h"

#include <stdlib.h>
#include <string.h>

#define ROBOTS_ALIASES 8        /* exact names remembered per file */
#define ROBOTS_SLOTS_MAX 64     /* named agents whose index a file keeps */
#define ROBOTS_ARENA_MIN 4096   /* smallest arena block */

/* Arena: blocks that never move, so spans into them stay valid. */
typedef struct RobotsBlock RobotsBlock;
struct RobotsBlock {
  RobotsBlock *pNext;
  size_t nUsed, nSize;
  /* bytes follow */
};

/* One candidate pattern of an agent's index. */
typedef struct RobotsCand {
  uint64_t uPrefix;     /* the first literal bytes (up to 8), zero padded */
  uint64_t uNeed;       /* bit c%64 for each literal byte after a '*' */
  const char *zPat;     /* pattern bytes (without a final '$') */
  uint32_t nPat;
  uint32_t prio;        /* the reference's priority: escaped length */
  int32_t iRule;        /* rule index (file order breaks ties) */
  uint8_t bAllow;
  uint8_t bAnchored;    /* pattern ended in '$' */
  uint8_t bStar;        /* pattern holds '*' */
  uint8_t nPrefix;      /* bytes of uPrefix that count (0..8) */
} RobotsCand;

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

/* The matching index of one agent (or of '*').  What every lookup reads
** shares the first cache line; the key table follows. */
typedef struct RobotsIndex {
  RobotsSlim *aCand;    /* per key byte c, aStart[c]..aStart[c+1]: the
                        ** candidates keyed c merged with the always list */
  RobotsSlim *aAlways;  /* candidates without a key byte (for any path) */
  uint32_t nAlways;
  int iFirstGroup;      /* first group applied, 0 if none */
  int bSpecific;
  int nRule;
  int *aRule;           /* applicable rules, file order */
  size_t nByte;         /* size of the whole block */
  uint32_t aStart[257];
} RobotsIndex;

/* Which agent an index slot serves. */
#define ROBOTS_TOKEN_INLINE 24

typedef struct RobotsSlot {
  size_t nToken;        /* the lower-cased token: aInline, else zHeap */
  char aInline[ROBOTS_TOKEN_INLINE];
  char *zHeap;
  int bNone;            /* a name without a token */
  RobotsIndex *pIndex;  /* owned unless it is the file's pGlobal */
} RobotsSlot;

/* A crawler name exactly as callers pass it, and the index it maps to: the
** first thing robotsDecide reads, so the aliases lead the file's struct. */

struct RobotsFile {
  RobotsNamed aAlias[ROBOTS_ALIASES];
  int iNextAlias;
  const CoreAlloc *pA;
  RobotsBlock *pBlocks;
  size_t nBytes;
  RobotsRule *aRule;   int nRule, nRuleAlloc;
  RobotsAgent *aAgent; int nAgent, nAgentAlloc;
  RobotsOther *aOther; int nOther, nOtherAlloc;
  int nGroup;
  int *aGroupRules;     /* rule count per group, 1-based */
  unsigned char *aGroupGlobal;  /* group has a '*' line, 1-based */
  RobotsIndex *pGlobal; /* index of the '*' groups, built on first use */
  int bGlobalMoved;     /* pGlobal lives in the caller's memory */
  RobotsSlot *aSlot;    /* named agents' indexes: kept until the file goes */
  int nSlot, nSlotAlloc;
  RobotsIndex *pTemp;   /* an agent beyond ROBOTS_SLOTS_MAX: until the next */
  int oom;
  size_t nFirstBlock;   /* size of the first arena block */
};

/* Copy n bytes into the file's arena; NULL when out of memory. */
static char *robotsArenaAlloc(RobotsFile *p, size_t n){
  RobotsBlock *b = p->pBlocks;
  if( b==NULL || b->nSize - b->nUsed < n ){
    size_t nSize = b ? b->nSize*2 : p->nFirstBlock;
    if( nSize<ROBOTS_ARENA_MIN ) nSize = ROBOTS_ARENA_MIN;
    if( nSize<n ) nSize = n;
    b = coreMalloc(p->pA, sizeof(RobotsBlock) + nSize);
    if( b==NULL ){ p->oom = 1; return NULL; }
    b->nUsed = 0;
    b->nSize = nSize;
    b->pNext = p->pBlocks;
    p->pBlocks = b;
    p->nBytes += nSize;
  }
  b->nUsed += n;
  return (char*)(b+1) + b->nUsed - n;
}

/* A copy of s in the arena (an empty span stays empty). */
static Span robotsArenaSpan(RobotsFile *p, Span s){
  Span r = { "", 0 };
  char *z;
  if( s.n==0 ) return r;
  z = robotsArenaAlloc(p, s.n);
  if( z==NULL ) return r;
  memcpy(z, s.z, s.n);
  r.z = z;
  r.n = s.n;
  return r;
}

/* Make room for one more element in a growable array. */
static int robotsGrow(RobotsFile *p, void **pa, int *pnAlloc, int n,
                      size_t sz){
  if( n>=*pnAlloc ){
    int nNew = *pnAlloc ? *pnAlloc*2 : 16;
    void *aNew = coreRealloc(p->pA, *pa, (size_t)nNew*sz);
    if( aNew==NULL ){ p->oom = 1; return -1; }
    *pa = aNew;
    *pnAlloc = nNew;
  }
  return 0;
}

Span robotsAgentToken(const char *z, size_t n, int *pbNone){
  Span s = coreTrim((Span){z, n});
  size_t i = 0;
  while( i<s.n && (coreIsAlpha((unsigned char)s.z[i]) || s.z[i]=='-'
                   || s.z[i]=='_') ) i++;
  *pbNone = (i==0 && n>0);
  s.n = i;
  return s;
}

/* Record a user-agent line. */
static void robotsAddAgent(RobotsFile *p, const RobotsLine *pL, int iGroup){
  RobotsAgent *a;
  int bNone;
  if( robotsGrow(p, (void**)&p->aAgent, &p->nAgentAlloc, p->nAgent,
                 sizeof(RobotsAgent)) ) return;
  a = &p->aAgent[p->nAgent++];
  a->iGroup = iGroup;
  a->iLine = pL->iLine;
  a->value = robotsArenaSpan(p, pL->value);
  a->bGlobal = a->value.n>=1 && a->value.z[0]=='*'
            && (a->value.n==1 || coreIsSpace((unsigned char)a->value.z[1]));
  a->token = robotsAgentToken(a->value.z, a->value.n, &bNone);
  if( a->bGlobal ) a->token.n = 0;
}

/* Record an allow/disallow line with a non-empty value. */
static void robotsAddRule(RobotsFile *p, const RobotsLine *pL, int iGroup){
  RobotsRule *r;
  size_t nEsc;
  char *z;
  if( robotsGrow(p, (void**)&p->aRule, &p->nRuleAlloc, p->nRule,
                 sizeof(RobotsRule)) ) return;
  r = &p->aRule[p->nRule];
  r->iGroup = iGroup;
  r->iLine = pL->iLine;
  r->bAllow = pL->eKey==ROBOTS_KEY_ALLOW;
  r->value = robotsArenaSpan(p, pL->value);
  if( !robotsNeedsEscape(pL->value.z, pL->value.n) ){
    r->pattern = r->value;
  }else{
    nEsc = robotsEscapedLen(pL->value.z, pL->value.n);
    z = robotsArenaAlloc(p, nEsc);
    if( z==NULL ) return;
    robotsEscape(pL->value.z, pL->value.n, z);
    r->pattern.z = z;
    r->pattern.n = nEsc;
  }
  if( p->oom ) return;
  p->nRule++;
}

/* Record a sitemap or unknown line. */
static void robotsAddOther(RobotsFile *p, const RobotsLine *pL, int iGroup){
  RobotsOther *o;
  if( robotsGrow(p, (void**)&p->aOther, &p->nOtherAlloc, p->nOther,
                 sizeof(RobotsOther)) ) return;
  o = &p->aOther[p->nOther++];
  o->iGroup = iGroup;
  o->iLine = pL->iLine;
  o->eKey = pL->eKey;
  o->key = robotsArenaSpan(p, pL->key);
  o->value = robotsArenaSpan(p, pL->value);
}

/* Per-group tables, once the number of groups is known. */
static void robotsFinishGroups(RobotsFile *p){
  int i;
  size_t n = (size_t)p->nGroup + 1;
  p->aGroupRules = coreMalloc(p->pA, n*sizeof(int));
  p->aGroupGlobal = coreMalloc(p->pA, n);
  if( p->aGroupRules==NULL || p->aGroupGlobal==NULL ){ p->oom = 1; return; }
  memset(p->aGroupRules, 0, n*sizeof(int));
  memset(p->aGroupGlobal, 0, n);
  for(i=0; i<p->nRule; i++) p->aGroupRules[p->aRule[i].iGroup]++;
  for(i=0; i<p->nAgent; i++){
    if( p->aAgent[i].bGlobal ) p->aGroupGlobal[p->aAgent[i].iGroup] = 1;
  }
}

RobotsFile *robotsCompile(const char *z, size_t n, const CoreAlloc *pA){
  RobotsFile *p = coreMalloc(pA, sizeof(RobotsFile));
  RobotsScanner sc;
  RobotsGrouper gr = { 0, 0 };
  RobotsLine line;
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->nBytes = sizeof(RobotsFile);
  p->nFirstBlock = (n<ROBOTS_MAX_BYTES ? n : ROBOTS_MAX_BYTES) + 64;
  robotsScannerInit(&sc, z, n, 1);
  while( !p->oom && robotsScannerNext(&sc, &line) ){
    int bNew;
    int iGroup;
    if( line.eKey==ROBOTS_KEY_NONE ) continue;
    iGroup = robotsGroupOf(&gr, &line, &bNew);
    switch( line.eKey ){
      case ROBOTS_KEY_USER_AGENT:
        robotsAddAgent(p, &line, iGroup);
        break;
      case ROBOTS_KEY_ALLOW:
      case ROBOTS_KEY_DISALLOW:
        if( iGroup && line.value.n ) robotsAddRule(p, &line, iGroup);
        break;
      default:
        robotsAddOther(p, &line, iGroup);
        break;
    }
  }
  p->nGroup = gr.iGroup;
  if( !p->oom ) robotsFinishGroups(p);
  if( p->oom ){
    robotsFileFree(p);
    return NULL;
  }
  return p;
}

/* Free one index. */
static void robotsIndexFree(const CoreAlloc *pA, RobotsIndex *x){
  coreFree(pA, x);     /* one block: see robotsIndexLayout */
}

void robotsFileFree(RobotsFile *p){
  RobotsBlock *b, *bNext;
  int i;
  if( p==NULL ) return;
  for(i=0; i<p->nSlot; i++){
    RobotsSlot *sl = &p->aSlot[i];
    if( sl->pIndex!=p->pGlobal ) robotsIndexFree(p->pA, sl->pIndex);
    coreFree(p->pA, sl->zHeap);
  }
  coreFree(p->pA, p->aSlot);
  robotsIndexFree(p->pA, p->pTemp);
  if( !p->bGlobalMoved ) robotsIndexFree(p->pA, p->pGlobal);
  for(b=p->pBlocks; b; b=bNext){ bNext = b->pNext; coreFree(p->pA, b); }
  coreFree(p->pA, p->aRule);
  coreFree(p->pA, p->aAgent);
  coreFree(p->pA, p->aOther);
  coreFree(p->pA, p->aGroupRules);
  coreFree(p->pA, p->aGroupGlobal);
  coreFree(p->pA, p);
}

size_t robotsFileBytes(const RobotsFile *p){
  return p->nBytes + (size_t)p->nRuleAlloc*sizeof(RobotsRule)
       + (size_t)p->nAgentAlloc*sizeof(RobotsAgent)
       + (size_t)p->nOtherAlloc*sizeof(RobotsOther)
       + (size_t)(p->nRule*2 + 8)*sizeof(RobotsSlim)*2;
}

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

/* Match one prepared candidate against a path. */
static int robotsCandMatch(const RobotsCand *c, const char *z, size_t n){
  if( !c->bStar ){
    if( c->bAnchored ? n!=c->nPat : n<c->nPat ) return 0;
    return memcmp(c->zPat, z, c->nPat)==0;
  }
  return robotsGlob(c->zPat, c->nPat, z, n, c->bAnchored);
}


/* ---------------------------------------------------------------------
** Per-agent index.
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

/* Fill a candidate for pattern z[0..n) (n includes any final '$'). */
static void robotsCandInit(RobotsCand *c, const char *z, size_t n,
                           int bAllow, int iRule){
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

/* Length of the "dir/" prefix when an allow pattern's last segment starts
** with "index.htm" (the reference then also allows "dir/$"), else 0. */
static size_t robotsIndexHtmPrefix(Span pat){
  size_t i = pat.n;
  while( i>0 && pat.z[i-1]!='/' ) i--;
  if( i==0 ) return 0;
  if( pat.n-(i-1)<10 || memcmp(pat.z+i-1, "/index.htm", 10)!=0 ) return 0;
  return i;
}

/* Order of candidates: higher priority first, allow before disallow on a
** tie, then file order (the reference keeps the first of equals). */
static int robotsCandBefore(const RobotsCand *a, const RobotsCand *b){
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

/* Mark the groups that apply to a token: the groups naming it, else the
** '*' groups.  Returns 1 when the agent is named. */
static int robotsMarkGroups(const RobotsFile *p, Span tok, int bNone,
                            unsigned char *aMark){
  int i, bNamed = 0;
  memset(aMark, 0, (size_t)p->nGroup + 1);
  for(i=0; i<p->nAgent && !bNone; i++){
    const RobotsAgent *a = &p->aAgent[i];
    if( !a->bGlobal && coreSpanEqNoCase(a->token.z, a->token.n, tok.z, tok.n) ){
      aMark[a->iGroup] = 1;
      bNamed = 1;
    }
  }
  if( !bNamed ) memcpy(aMark, p->aGroupGlobal, (size_t)p->nGroup + 1);
  return bNamed;
}

/* Lay an index out as one block: the header; per key byte, the candidates
** keyed by it merged with the always-tried ones (in the order they are
** tried); the always-tried list alone; the applicable rules; then every
** stored candidate's pattern bytes in order, so a lookup walks forwards.
** a[0..n) are the candidates, sorted by robotsCandBefore. */
static RobotsIndex *robotsIndexLayout(RobotsFile *p, RobotsCand *a, int n,
                                      const int *aRule, int nRule){
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
  apStore = coreMalloc(p->pA, (nStore+1)*sizeof(RobotsCand*));
  x = coreMalloc(p->pA, nByte);
  if( x==NULL || apStore==NULL ){
    coreFree(p->pA, apStore);
    coreFree(p->pA, x);
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
  coreFree(p->pA, apStore);
  return x;
}

/* Build the index of the rules in the marked groups. */
static RobotsIndex *robotsIndexBuild(RobotsFile *p, const unsigned char *aMark,
                                     int bSpecific){
  RobotsIndex *x = NULL;
  RobotsCand *aTmp;
  int *aRule;
  int i, nCand = 0, nRule = 0, iFirst = 0;
  aRule = coreMalloc(p->pA, (size_t)(p->nRule+1)*sizeof(int));
  aTmp = coreMalloc(p->pA, (size_t)(2*p->nRule+1)*sizeof(RobotsCand));
  if( aRule==NULL || aTmp==NULL ) goto done;
  for(i=1; i<=p->nGroup && iFirst==0; i++){
    if( aMark[i] ) iFirst = i;
  }
  for(i=0; i<p->nRule; i++){
    const RobotsRule *r = &p->aRule[i];
    size_t nDir;
    if( !aMark[r->iGroup] ) continue;
    aRule[nRule++] = i;
    robotsCandInit(&aTmp[nCand++], r->pattern.z, r->pattern.n, r->bAllow, i);
    if( r->bAllow && (nDir = robotsIndexHtmPrefix(r->pattern))>0 ){
      RobotsCand *c = &aTmp[nCand++];
      robotsCandInit(c, r->pattern.z, nDir, 1, i);
      c->bAnchored = 1;
      c->prio = (uint32_t)nDir + 1;
    }
  }
  qsort(aTmp, (size_t)nCand, sizeof(RobotsCand), robotsCandCmp);
  x = robotsIndexLayout(p, aTmp, nCand, aRule, nRule);
  if( x ){
    x->bSpecific = bSpecific;
    x->iFirstGroup = iFirst;
  }
done:
  coreFree(p->pA, aTmp);
  coreFree(p->pA, aRule);
  return x;
}

/* The '*' index of p (the groups naming '*'), built on first use; NULL when
** out of memory. */
static RobotsIndex *robotsGlobalIndex(RobotsFile *p){
  if( p->pGlobal==NULL ){
    unsigned char *aMark = coreMalloc(p->pA, (size_t)p->nGroup + 1);
    if( aMark==NULL ) return NULL;
    memcpy(aMark, p->aGroupGlobal, (size_t)p->nGroup + 1);
    p->pGlobal = robotsIndexBuild(p, aMark, 0);
    coreFree(p->pA, aMark);
  }
  return p->pGlobal;
}

/* Remember zAgent (as given) as a name for the stable index x; returns x. */
static RobotsIndex *robotsAlias(RobotsFile *p, RobotsIndex *x,
                                const char *zAgent, size_t nAgent){
  unsigned char aKey[ROBOTS_NAME_KEY];
  if( robotsNameKey(zAgent, nAgent, aKey) ){
    robotsNamedRemember(p->aAlias, ROBOTS_ALIASES, &p->iNextAlias, aKey, x);
  }
  return x;
}

/* The slot serving a token, or NULL. */
static RobotsSlot *robotsSlotFind(RobotsFile *p, Span tok, int bNone){
  int i;
  if( tok.n<=ROBOTS_TOKEN_INLINE ){
    /* Lower-case the token once; slots hold lower-cased tokens. */
    char aLow[ROBOTS_TOKEN_INLINE];
    size_t k;
    for(k=0; k<tok.n; k++) aLow[k] = (char)coreToLower((unsigned char)tok.z[k]);
    for(i=0; i<p->nSlot; i++){
      RobotsSlot *s = &p->aSlot[i];
      if( s->nToken==tok.n && s->bNone==bNone
       && memcmp(s->aInline, aLow, tok.n)==0 ) return s;
    }
  }else{
    for(i=0; i<p->nSlot; i++){
      RobotsSlot *s = &p->aSlot[i];
      if( s->nToken==tok.n && s->bNone==bNone
       && coreSpanEqNoCase(s->zHeap, s->nToken, tok.z, tok.n) ) return s;
    }
  }
  return NULL;
}

/* Keep x in a new slot for tok.  Returns 0, or -1 when out of memory (x is
** then not kept: the caller still owns it). */
static int robotsSlotAdd(RobotsFile *p, Span tok, int bNone, RobotsIndex *x){
  RobotsSlot *s;
  size_t k;
  char *z;
  if( p->nSlot>=p->nSlotAlloc ){
    int nNew = p->nSlotAlloc ? p->nSlotAlloc*2 : 4;
    RobotsSlot *aNew = coreRealloc(p->pA, p->aSlot, (size_t)nNew*sizeof(RobotsSlot));
    if( aNew==NULL ) return -1;
    p->aSlot = aNew;
    p->nSlotAlloc = nNew;
  }
  s = &p->aSlot[p->nSlot];
  memset(s, 0, sizeof(*s));
  if( tok.n>ROBOTS_TOKEN_INLINE ){
    s->zHeap = coreMalloc(p->pA, tok.n);
    if( s->zHeap==NULL ) return -1;
  }
  z = tok.n<=ROBOTS_TOKEN_INLINE ? s->aInline : s->zHeap;
  for(k=0; k<tok.n; k++) z[k] = (char)coreToLower((unsigned char)tok.z[k]);
  s->nToken = tok.n;
  s->bNone = bNone;
  s->pIndex = x;
  p->nSlot++;
  return 0;
}

RobotsIndex *robotsIndexOf(RobotsFile *p, const char *zAgent, size_t nAgent,
                           int *pbStable){
  int bNone, bNamed;
  Span tok;
  RobotsSlot *s;
  unsigned char *aMark, aKey[ROBOTS_NAME_KEY];
  RobotsIndex *x;
  *pbStable = 1;
  /* Fast path: a name exactly as it was passed before. */
  if( robotsNameKey(zAgent, nAgent, aKey)
   && (x = robotsNamedFind(p->aAlias, ROBOTS_ALIASES, aKey))!=NULL ){
    return x;
  }
  tok = robotsAgentToken(zAgent, nAgent, &bNone);
  s = robotsSlotFind(p, tok, bNone);
  if( s ) return robotsAlias(p, s->pIndex, zAgent, nAgent);
  aMark = coreMalloc(p->pA, (size_t)p->nGroup + 1);
  if( aMark==NULL ) return NULL;
  bNamed = robotsMarkGroups(p, tok, bNone, aMark);
  if( !bNamed ){
    /* Every agent no group names shares the '*' index. */
    coreFree(p->pA, aMark);
    if( robotsGlobalIndex(p)==NULL ) return NULL;
    if( p->nSlot<ROBOTS_SLOTS_MAX ) robotsSlotAdd(p, tok, bNone, p->pGlobal);
    return robotsAlias(p, p->pGlobal, zAgent, nAgent);
  }
  x = robotsIndexBuild(p, aMark, 1);
  coreFree(p->pA, aMark);
  if( x==NULL ) return NULL;
  if( p->nSlot<ROBOTS_SLOTS_MAX && robotsSlotAdd(p, tok, bNone, x)==0 ){
    return robotsAlias(p, x, zAgent, nAgent);
  }
  /* Too many named agents (or no memory for a slot): serve this one from
  ** a temporary index that lives until the next such call. */
  robotsIndexFree(p->pA, p->pTemp);
  p->pTemp = x;
  *pbStable = 0;
  return x;
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

/* Linear evaluation over every applicable rule, for paths that do not start
** with '/' (the index assumes they do) and as the benchmark's baseline. */
static const RobotsCand *robotsLinearMatch(const RobotsFile *p,
                                           const RobotsIndex *x,
                                           const char *z, size_t n,
                                           RobotsCand *pBest){
  int i, bFound = 0;
  for(i=0; i<x->nRule; i++){
    const RobotsRule *r = &p->aRule[x->aRule[i]];
    RobotsCand c[2];
    int k, nc = 1;
    size_t nDir;
    robotsCandInit(&c[0], r->pattern.z, r->pattern.n, r->bAllow, x->aRule[i]);
    if( r->bAllow && (nDir = robotsIndexHtmPrefix(r->pattern))>0 ){
      robotsCandInit(&c[1], r->pattern.z, nDir, 1, x->aRule[i]);
      c[1].bAnchored = 1;
      c[1].prio = (uint32_t)nDir + 1;
      nc = 2;
    }
    for(k=0; k<nc; k++){
      if( (!bFound || robotsCandBefore(&c[k], pBest))
       && robotsCandMatch(&c[k], z, n) ){
        *pBest = c[k];
        bFound = 1;
      }
    }
  }
  return bFound ? pBest : NULL;
}

/* Decide with index x (from robotsIndexOf on p); bLinear scans every rule. */
static void robotsDecideWith(RobotsFile *p, const RobotsIndex *x,
                             const char *zPath, size_t nPath,
                             RobotsVerdict *pV, int bLinear){
  pV->bAllowed = 1;
  pV->iRule = -1;
  pV->bSpecific = x->bSpecific;
  pV->bAnyGroup = x->iFirstGroup>0;
  if( bLinear || nPath==0 || zPath[0]!='/' ){
    RobotsCand best;
    const RobotsCand *c;
    memset(&best, 0, sizeof(best));   /* set when c is; quiets -flto */
    c = robotsLinearMatch(p, x, zPath, nPath, &best);
    if( c ){ pV->bAllowed = c->bAllow; pV->iRule = c->iRule; }
  }else{
    const RobotsSlim *c = robotsIndexFirstMatch(x, zPath, nPath);
    if( c ){ pV->bAllowed = c->bAllow; pV->iRule = c->iRule; }
  }
}

int robotsDecideIndex(RobotsFile *p, const RobotsIndex *x, const char *zPath,
                      size_t nPath, RobotsVerdict *pV){
  robotsDecideWith(p, x, zPath, nPath, pV, 0);
  return 0;
}

/* robotsDecide and robotsDecideLinear: find the agent's index, then decide. */
static int robotsDecideAgent(RobotsFile *p, const char *zAgent, size_t nAgent,
                             const char *zPath, size_t nPath,
                             RobotsVerdict *pV, int bLinear){
  int bStable;
  RobotsIndex *x = robotsIndexOf(p, zAgent, nAgent, &bStable);
  memset(pV, 0, sizeof(*pV));
  pV->bAllowed = 1;
  pV->iRule = -1;
  if( x==NULL ) return -1;
  robotsDecideWith(p, x, zPath, nPath, pV, bLinear);
  return 0;
}

int robotsDecide(RobotsFile *p, const char *zAgent, size_t nAgent,
                 const char *zPath, size_t nPath, RobotsVerdict *pV){
  return robotsDecideAgent(p, zAgent, nAgent, zPath, nPath, pV, 0);
}

int robotsDecideLinear(RobotsFile *p, const char *zAgent, size_t nAgent,
                       const char *zPath, size_t nPath, RobotsVerdict *pV){
  return robotsDecideAgent(p, zAgent, nAgent, zPath, nPath, pV, 1);
}

int robotsAgentRules(RobotsFile *p, const char *zAgent, size_t nAgent,
                     const int **paIdx){
  int bStable;
  RobotsIndex *x = robotsIndexOf(p, zAgent, nAgent, &bStable);
  if( x==NULL ) return -1;
  *paIdx = x->aRule;
  return x->nRule;
}

int robotsParseDelay(Span v, double *pr){
  size_t i = 0;
  double r = 0, scale = 1;
  int nDigit = 0;
  while( i<v.n && coreIsDigit((unsigned char)v.z[i]) && nDigit<15 ){
    r = r*10 + (v.z[i++]-'0');
    nDigit++;
  }
  if( i<v.n && v.z[i]=='.' ){
    i++;
    while( i<v.n && coreIsDigit((unsigned char)v.z[i]) && nDigit<15 ){
      scale /= 10;
      r += (v.z[i++]-'0')*scale;
      nDigit++;
    }
  }
  if( nDigit==0 || i!=v.n ) return 0;
  *pr = r;
  return 1;
}

/* 1 if an unknown key names crawl-delay (also "crawldelay", "crawl delay"). */
int robotsKeyIsCrawlDelay(Span key){
  return coreSpanEqNoCase(key.z, key.n, "crawl-delay", 11)
      || coreSpanEqNoCase(key.z, key.n, "crawldelay", 10)
      || coreSpanEqNoCase(key.z, key.n, "crawl delay", 11);
}

int robotsCrawlDelay(RobotsFile *p, const char *zAgent, size_t nAgent,
                     double *pr){
  int bNone, i, bFound = 0;
  Span tok = robotsAgentToken(zAgent, nAgent, &bNone);
  unsigned char *aMark = coreMalloc(p->pA, (size_t)p->nGroup + 1);
  if( aMark==NULL ) return -1;
  robotsMarkGroups(p, tok, bNone, aMark);
  for(i=0; i<p->nOther && !bFound; i++){
    const RobotsOther *o = &p->aOther[i];
    if( o->iGroup && aMark[o->iGroup] && o->eKey==ROBOTS_KEY_UNKNOWN
     && robotsKeyIsCrawlDelay(o->key) ){
      bFound = robotsParseDelay(o->value, pr);
    }
  }
  coreFree(p->pA, aMark);
  return bFound;
}

int robotsRuleCount(const RobotsFile *p){ return p->nRule; }
const RobotsRule *robotsRuleAt(const RobotsFile *p, int i){ return &p->aRule[i]; }
int robotsAgentCount(const RobotsFile *p){ return p->nAgent; }
const RobotsAgent *robotsAgentAt(const RobotsFile *p, int i){ return &p->aAgent[i]; }
int robotsOtherCount(const RobotsFile *p){ return p->nOther; }
const RobotsOther *robotsOtherAt(const RobotsFile *p, int i){ return &p->aOther[i]; }
int robotsGroupCount(const RobotsFile *p){ return p->nGroup; }
int robotsGroupRuleCount(const RobotsFile *p, int iGroup){
  return (iGroup>=1 && iGroup<=p->nGroup) ? p->aGroupRules[iGroup] : 0;
}

size_t robotsGlobalBytes(RobotsFile *p){
  if( robotsGlobalIndex(p)==NULL || p->bGlobalMoved ) return 0;
  return (p->pGlobal->nByte + 7) & ~(size_t)7;
}

void robotsGlobalMove(RobotsFile *p, void *pDst){
  RobotsIndex *x = p->pGlobal, *y = (RobotsIndex*)pDst;
  char *zOld = (char*)x, *zNew = (char*)pDst;
  int i;
  memcpy(y, x, x->nByte);
  /* The block's pointers point into itself: rebase them. */
  y->aRule = (int*)(zNew + ((char*)x->aRule - zOld));
  y->aCand = (RobotsSlim*)(zNew + ((char*)x->aCand - zOld));
  y->aAlways = (RobotsSlim*)(zNew + ((char*)x->aAlways - zOld));
  for(i=0; i<p->nSlot; i++){
    if( p->aSlot[i].pIndex==x ) p->aSlot[i].pIndex = y;
  }
  for(i=0; i<ROBOTS_ALIASES; i++){
    if( p->aAlias[i].pIndex==x ) p->aAlias[i].pIndex = y;
  }
  p->pGlobal = y;
  p->bGlobalMoved = 1;
  robotsIndexFree(p->pA, x);
}
