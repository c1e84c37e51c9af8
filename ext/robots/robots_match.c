/*
** robots_match.c: which rules apply to a crawler, and the decision.
** Semantics are the reference's RobotsMatcher: the groups naming the agent
** are merged and shadow '*'; the longest matching pattern wins; allow wins
** ties; an allow of ".../index.htm*" also allows its directory.  The rules
** of the chosen groups become an index (robots_index.c), one per distinct
** set of chosen groups: every crawler naming the same groups shares it
** (a file naming 1,000 crawlers in one group builds one index).  Crawler
** tokens are remembered, in a bounded ring with a hash, with the index of
** their groups, and names exactly as passed in two small rings before it,
** so a repeated crawler allocates nothing.  The file's tables and lifetime
** are robots_file.c's.
** Start at robotsIndexOf, then robotsDecideWith.
*/
#include "robots_match.h"
#include "../crawler/robots_crawler.h"

#include <string.h>

/* Length of the "dir/" prefix when an allow pattern's last segment starts
** with "index.htm" (the reference then also allows "dir/$"), else 0. */
static size_t robotsIndexHtmPrefix(Span pat){
  size_t i = pat.n;
  while( i>0 && pat.z[i-1]!='/' ) i--;
  if( i==0 ) return 0;
  if( pat.n-(i-1)<10 || memcmp(pat.z+i-1, "/index.htm", 10)!=0 ) return 0;
  return i;
}

/* The candidates of rule r (number iRule): its pattern, and for an allow
** of ".../index.htm*" also "dir/$" at the priority the reference gives it.
** Returns how many were written to aOut (1 or 2). */
static int robotsRuleCands(const RobotsRule *r, int iRule, RobotsCand *aOut){
  size_t nDir;
  robotsCandInit(&aOut[0], r->pattern.z, r->pattern.n, r->bAllow, iRule);
  if( !r->bAllow || (nDir = robotsIndexHtmPrefix(r->pattern))==0 ) return 1;
  robotsCandInit(&aOut[1], r->pattern.z, nDir, 1, iRule);
  aOut[1].bAnchored = 1;
  aOut[1].prio = (uint32_t)nDir + 1;
  return 2;
}

int robotsMarkGroups(const RobotsFile *p, Span tok, int bNone,
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

/* Build the index of the rules in the marked groups. */
static RobotsIndex *robotsIndexBuild(RobotsFile *p, const unsigned char *aMark,
                                     int bSpecific){
  RobotsIndex *x = NULL;
  RobotsCand *aTmp;
  int i, nCand = 0, iFirst = 0;
  aTmp = coreMalloc(p->pA, (size_t)(2*p->nRule+1)*sizeof(RobotsCand));
  if( aTmp==NULL ) return NULL;
  for(i=1; i<=p->nGroup && iFirst==0; i++){
    if( aMark[i] ) iFirst = i;
  }
  for(i=0; i<p->nRule; i++){
    if( !aMark[p->aRule[i].iGroup] ) continue;
    nCand += robotsRuleCands(&p->aRule[i], i, &aTmp[nCand]);
  }
  x = robotsIndexNew(aTmp, nCand, p->pA);
  if( x ){
    x->bSpecific = bSpecific;
    x->iFirstGroup = iFirst;
  }
  coreFree(p->pA, aTmp);
  return x;
}

/* The '*' index of p (the groups naming '*'), built on first use; NULL when
** out of memory. */
static RobotsIndex *robotsGlobalIndex(RobotsFile *p){
  if( p->pGlobal==NULL ){
    int bTemp;
    if( robotsTablesUse(p, &bTemp) ) return NULL;
    p->pGlobal = robotsIndexBuild(p, p->aGroupGlobal, 0);
    if( p->pGlobal ) p->nBytes += p->pGlobal->nByte;
    robotsTablesDone(p, bTemp);
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

/* ---- Tokens remembered: a bounded ring of slots with a hash ------------ */

/* FNV-1a of the lower-cased token and bNone: the slots' hash. */
static uint32_t robotsTokenHash(Span tok, int bNone){
  uint32_t h = 2166136261u ^ (uint32_t)bNone;
  size_t i;
  for(i=0; i<tok.n; i++){
    h ^= (uint32_t)coreToLower((unsigned char)tok.z[i]);
    h *= 16777619u;
  }
  return h;
}

/* The index of the slot remembering a token (hash h), or NULL. */
static RobotsIndex *robotsSlotFind(const RobotsFile *p, Span tok, int bNone,
                                   uint32_t h){
  int i;
  if( p->nBucket==0 ) return NULL;
  for(i=p->aBucket[h & (uint32_t)(p->nBucket-1)]; i>=0; i=p->aSlot[i].iChain){
    const RobotsSlot *s = &p->aSlot[i];
    const char *z = s->nToken<=ROBOTS_TOKEN_INLINE ? s->aInline : s->zHeap;
    if( s->h==h && s->nToken==tok.n && s->bNone==bNone
     && coreSpanEqNoCase(z, s->nToken, tok.z, tok.n) ) return s->pIndex;
  }
  return NULL;
}

/* Rebuild the slot hash with nBucket buckets (a power of two).  0, or -1
** when out of memory (the hash is then unchanged). */
static int robotsSlotRehash(RobotsFile *p, int nBucket){
  int *a = coreMalloc(p->pA, (size_t)nBucket*sizeof(int)), i;
  if( a==NULL ) return -1;
  for(i=0; i<nBucket; i++) a[i] = -1;
  for(i=0; i<p->nSlot; i++){
    uint32_t b = p->aSlot[i].h & (uint32_t)(nBucket-1);
    p->aSlot[i].iChain = a[b];
    a[b] = i;
  }
  p->nBytes += (size_t)(nBucket - p->nBucket)*sizeof(int);
  coreFree(p->pA, p->aBucket);
  p->aBucket = a;
  p->nBucket = nBucket;
  return 0;
}

/* Forget slot i: unlink it from its bucket's chain, free its token. */
static void robotsSlotForget(RobotsFile *p, int i){
  RobotsSlot *s = &p->aSlot[i];
  int *pi = &p->aBucket[s->h & (uint32_t)(p->nBucket-1)];
  while( *pi!=i ) pi = &p->aSlot[*pi].iChain;
  *pi = s->iChain;
  if( s->zHeap ){
    p->nBytes -= s->nToken;
    coreFree(p->pA, s->zHeap);
    s->zHeap = NULL;
  }
}

/* A slot to fill: a new one, or (the ring full) the oldest, forgotten
** (only its name goes: its index stays with its set).  -1 OOM. */
static int robotsSlotNext(RobotsFile *p){
  int i;
  if( p->nSlot>=ROBOTS_SLOTS_MAX ){
    i = p->iEvict;
    p->iEvict = (p->iEvict + 1) % ROBOTS_SLOTS_MAX;
    robotsSlotForget(p, i);
    return i;
  }
  if( p->nSlot>=p->nSlotAlloc ){
    int nNew = p->nSlotAlloc ? p->nSlotAlloc*2 : 1;
    RobotsSlot *aNew;
    if( nNew>ROBOTS_SLOTS_MAX ) nNew = ROBOTS_SLOTS_MAX;
    aNew = coreRealloc(p->pA, p->aSlot, (size_t)nNew*sizeof(RobotsSlot));
    if( aNew==NULL ) return -1;
    p->nBytes += (size_t)(nNew - p->nSlotAlloc)*sizeof(RobotsSlot);
    p->aSlot = aNew;
    p->nSlotAlloc = nNew;
  }
  if( p->nBucket<2*p->nSlotAlloc && robotsSlotRehash(p, 2*p->nSlotAlloc) ){
    return -1;
  }
  return p->nSlot++;
}

/* Remember token tok (hash h) as served by the stable index x.  Nothing
** when out of memory, past the file's share, or for a token too long to
** keep (its index is still shared through its set). */
static void robotsSlotAdd(RobotsFile *p, Span tok, int bNone, uint32_t h,
                          RobotsIndex *x){
  RobotsSlot *s;
  char *zHeap = NULL, *z;
  size_t k;
  int i;
  if( tok.n>ROBOTS_TOKEN_KEEP
   || p->nBytes + sizeof(RobotsSlot) + tok.n > p->nKeepMax ) return;
  if( tok.n>ROBOTS_TOKEN_INLINE
   && (zHeap = coreMalloc(p->pA, tok.n))==NULL ) return;
  if( (i = robotsSlotNext(p))<0 ){ coreFree(p->pA, zHeap); return; }
  s = &p->aSlot[i];
  memset(s, 0, sizeof(*s));
  s->zHeap = zHeap;
  if( zHeap ) p->nBytes += tok.n;
  z = zHeap ? zHeap : s->aInline;
  for(k=0; k<tok.n; k++) z[k] = (char)coreToLower((unsigned char)tok.z[k]);
  s->nToken = tok.n;
  s->bNone = bNone;
  s->h = h;
  s->pIndex = x;
  s->iChain = p->aBucket[h & (uint32_t)(p->nBucket-1)];
  p->aBucket[h & (uint32_t)(p->nBucket-1)] = i;
}

/* ---- One index per set of chosen groups ------------------------------- */

/* Keep index x for the groups aG[0..n) (hash h; the set takes aG, cut to
** size).  0, or -1 when out of memory (nothing kept; aG the caller's). */
static int robotsSetAdd(RobotsFile *p, uint64_t h, int *aG, int n,
                        RobotsIndex *x){
  RobotsSet *s;
  if( p->nSet>=p->nSetAlloc ){
    int nNew = p->nSetAlloc ? p->nSetAlloc*2 : 4;
    RobotsSet *aNew = coreRealloc(p->pA, p->aSet, (size_t)nNew*sizeof(RobotsSet));
    if( aNew==NULL ) return -1;
    p->nBytes += (size_t)(nNew - p->nSetAlloc)*sizeof(RobotsSet);
    p->aSet = aNew;
    p->nSetAlloc = nNew;
  }
  if( n>0 ){
    int *aSmall = coreRealloc(p->pA, aG, (size_t)n*sizeof(int));
    if( aSmall ) aG = aSmall;
  }
  s = &p->aSet[p->nSet++];
  s->h = h;
  s->aGroup = aG;
  s->nGroup = n;
  s->pIndex = x;
  p->nBytes += x->nByte + (size_t)n*sizeof(int);
  return 0;
}

/* The index of the named groups marked in aMark: the set's that has
** them, else a new one, kept as a set while the file stays within
** nKeepMax, else in pTemp (*pbStable cleared).  NULL when out of memory. */
static RobotsIndex *robotsSetIndex(RobotsFile *p, const unsigned char *aMark,
                                   int *pbStable){
  int *aG = coreMalloc(p->pA, ((size_t)p->nGroup + 1)*sizeof(int));
  int i, n = 0;
  uint64_t h = 14695981039346656037ULL;
  RobotsIndex *x;
  if( aG==NULL ) return NULL;
  for(i=1; i<=p->nGroup; i++){
    if( aMark[i] ){ aG[n++] = i; h = (h ^ (uint64_t)(unsigned)i)*1099511628211ULL; }
  }
  for(i=0; i<p->nSet; i++){
    const RobotsSet *s = &p->aSet[i];
    if( s->h==h && s->nGroup==n
     && memcmp(s->aGroup, aG, (size_t)n*sizeof(int))==0 ){
      coreFree(p->pA, aG);
      return s->pIndex;
    }
  }
  x = robotsIndexBuild(p, aMark, 1);
  if( x && p->nBytes + x->nByte + sizeof(RobotsSet)
           + (size_t)n*sizeof(int) <= p->nKeepMax
   && robotsSetAdd(p, h, aG, n, x)==0 ){
    return x;
  }
  coreFree(p->pA, aG);
  if( x==NULL ) return NULL;
  /* Over the file's share of the budget (or no memory for a set): serve
  ** this crawler from a temporary index that lives until the next such. */
  robotsIndexFree(p->pA, p->pTemp);
  p->pTemp = x;
  *pbStable = 0;
  return x;
}

/* The index for a token no slot remembers: its set's when a group names
** it, else the '*' index.  The tables are there (robotsTablesUse).  NULL
** when out of memory. */
static RobotsIndex *robotsIndexNewFor(RobotsFile *p, Span tok, int bNone,
                                      int *pbStable){
  unsigned char *aMark = coreMalloc(p->pA, (size_t)p->nGroup + 1);
  RobotsIndex *x;
  if( aMark==NULL ) return NULL;
  if( robotsMarkGroups(p, tok, bNone, aMark) ){
    x = robotsSetIndex(p, aMark, pbStable);
  }else{
    x = robotsGlobalIndex(p);    /* every agent no group names shares it */
  }
  coreFree(p->pA, aMark);
  return x;
}
/* The index remembered for a long name z[0..n), or NULL. */
static RobotsIndex *robotsLongFind(const RobotsFile *p, const char *z,
                                   size_t n){
  int i;
  for(i=0; i<ROBOTS_LONG_NAMES; i++){
    const struct RobotsLongName *q = &p->aLong[i];
    if( q->pIndex && q->n==n && memcmp(q->z, z, n)==0 ) return q->pIndex;
  }
  return NULL;
}

/* Remember long name z[0..n) as mapping to the stable index x (a copy of
** the name, in a ring); nothing when out of memory. */
static void robotsLongRemember(RobotsFile *p, const char *z, size_t n,
                               RobotsIndex *x){
  struct RobotsLongName *q = &p->aLong[p->iNextLong];
  char *zCopy = coreMalloc(p->pA, n);
  if( zCopy==NULL ) return;
  memcpy(zCopy, z, n);
  p->nBytes -= q->n;
  coreFree(p->pA, q->z);
  q->z = zCopy;
  q->n = n;
  q->pIndex = x;
  p->nBytes += n;
  p->iNextLong = (p->iNextLong + 1) % ROBOTS_LONG_NAMES;
}

RobotsIndex *robotsIndexOf(RobotsFile *p, const char *zAgent, size_t nAgent,
                           int *pbStable){
  int bNone, bTemp;
  Span tok;
  uint32_t h;
  unsigned char aKey[ROBOTS_NAME_KEY];
  RobotsIndex *x;
  *pbStable = 1;
  /* Fast path: a name exactly as it was passed before. */
  if( robotsNameKey(zAgent, nAgent, aKey) ){
    if( (x = robotsNamedFind(p->aAlias, ROBOTS_ALIASES, aKey))!=NULL ) return x;
  }else if( (x = robotsLongFind(p, zAgent, nAgent))!=NULL ){
    return x;                     /* a full header seen before */
  }
  tok = robotsAgentName(zAgent, nAgent, &bNone);
  h = robotsTokenHash(tok, bNone);
  if( (x = robotsSlotFind(p, tok, bNone, h))==NULL ){
    if( robotsTablesUse(p, &bTemp) ) return NULL;
    x = robotsIndexNewFor(p, tok, bNone, pbStable);
    robotsTablesDone(p, bTemp);
    if( x==NULL || !*pbStable ) return x;
    robotsSlotAdd(p, tok, bNone, h, x);
  }
  if( nAgent>=ROBOTS_NAME_KEY ) robotsLongRemember(p, zAgent, nAgent, x);
  return robotsAlias(p, x, zAgent, nAgent);
}

/* The rules that apply to crawler name zAgent, in file order, into
** p->aList (tables needed).  Returns the count, or -1 when out of memory. */
static int robotsRuleList(RobotsFile *p, const char *zAgent, size_t nAgent){
  int bNone, i, n = 0;
  Span tok = robotsAgentName(zAgent, nAgent, &bNone);
  unsigned char *aMark = coreMalloc(p->pA, (size_t)p->nGroup + 1);
  if( aMark==NULL ) return -1;
  robotsMarkGroups(p, tok, bNone, aMark);
  if( p->nListAlloc<p->nRule ){
    int *aNew = coreRealloc(p->pA, p->aList, (size_t)p->nRule*sizeof(int));
    if( aNew==NULL ){ coreFree(p->pA, aMark); return -1; }
    p->nBytes += (size_t)(p->nRule - p->nListAlloc)*sizeof(int);
    p->aList = aNew;
    p->nListAlloc = p->nRule;
  }
  for(i=0; i<p->nRule; i++){
    if( aMark[p->aRule[i].iGroup] ) p->aList[n++] = i;
  }
  coreFree(p->pA, aMark);
  return n;
}

/* Every rule for crawler name zAgent in turn, without the index (tables
** needed): the benchmark's baseline and the tests' oracle. */
static int robotsLinearMatch(RobotsFile *p, const char *zAgent,
                             size_t nAgent, const char *z, size_t n,
                             RobotsVerdict *pV){
  RobotsCand best;
  int i, bFound = 0, nList = robotsRuleList(p, zAgent, nAgent);
  if( nList<0 ) return -1;
  memset(&best, 0, sizeof(best));   /* set when bFound is; quiets -flto */
  for(i=0; i<nList; i++){
    RobotsCand c[2];
    int k, iRule = p->aList[i];
    int nc = robotsRuleCands(&p->aRule[iRule], iRule, c);
    for(k=0; k<nc; k++){
      if( (!bFound || robotsCandBefore(&c[k], &best))
       && robotsCandMatch(&c[k], z, n) ){
        best = c[k];
        bFound = 1;
      }
    }
  }
  if( bFound ){ pV->bAllowed = best.bAllow; pV->iRule = best.iRule; }
  return 0;
}

/* Decide with index x (from robotsIndexOf on p).  A path that does not
** start with '/' (the index's runs assume one) is matched against every
** candidate.  Returns 0, or 1 when pStop (may be NULL) said stop. */
static int robotsDecideWith(const RobotsIndex *x, const char *zPath,
                            size_t nPath, RobotsVerdict *pV,
                            const CoreStop *pStop){
  int bAllow = 1, iRule;
  pV->bAllowed = 1;
  pV->iRule = -1;
  pV->bSpecific = x->bSpecific;
  pV->bAnyGroup = x->iFirstGroup>0;
  if( nPath==0 || zPath[0]!='/' ){
    iRule = robotsIndexScan(x, zPath, nPath, &bAllow, pStop);
  }else{
    iRule = robotsIndexMatchStop(x, zPath, nPath, &bAllow, pStop);
  }
  if( iRule==-2 ) return 1;
  if( iRule>=0 ){ pV->bAllowed = bAllow; pV->iRule = iRule; }
  return 0;
}

int robotsDecideIndex(RobotsFile *p, const RobotsIndex *x, const char *zPath,
                      size_t nPath, RobotsVerdict *pV){
  (void)p;
  return robotsDecideWith(x, zPath, nPath, pV, NULL);
}

int robotsDecideIndexStop(RobotsFile *p, const RobotsIndex *x,
                          const char *zPath, size_t nPath, RobotsVerdict *pV,
                          const CoreStop *pStop){
  (void)p;
  return robotsDecideWith(x, zPath, nPath, pV, pStop);
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
  robotsDecideWith(x, zPath, nPath, pV, NULL);
  if( bLinear ){
    pV->bAllowed = 1;
    pV->iRule = -1;
    if( robotsFileTables(p) ) return -1;
    return robotsLinearMatch(p, zAgent, nAgent, zPath, nPath, pV);
  }
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
  int n;
  if( robotsFileTables(p) ) return -1;
  n = robotsRuleList(p, zAgent, nAgent);
  *paIdx = p->aList;
  return n;
}

size_t robotsGlobalBytes(RobotsFile *p){
  if( robotsGlobalIndex(p)==NULL || p->bGlobalMoved ) return 0;
  return (p->pGlobal->nByte + 7) & ~(size_t)7;
}

void robotsGlobalMove(RobotsFile *p, void *pDst){
  RobotsIndex *x = p->pGlobal, *y = robotsIndexCopy(x, pDst);
  int i;
  for(i=0; i<p->nSlot; i++){
    if( p->aSlot[i].pIndex==x ) p->aSlot[i].pIndex = y;
  }
  for(i=0; i<ROBOTS_ALIASES; i++){
    if( p->aAlias[i].pIndex==x ) p->aAlias[i].pIndex = y;
  }
  for(i=0; i<ROBOTS_LONG_NAMES; i++){
    if( p->aLong[i].pIndex==x ) p->aLong[i].pIndex = y;
  }
  p->pGlobal = y;
  p->bGlobalMoved = 1;
  p->nBytes -= x->nByte;               /* the caller holds it now */
  robotsIndexFree(p->pA, x);
}

