/*
** robots_match.c: a robots.txt compiled once (robotsCompile) and matched many
** times (robotsDecide).  Semantics are the reference's RobotsMatcher: the
** groups naming the agent are merged and shadow '*'; the longest matching
** pattern wins; allow wins ties; an allow of ".../index.htm*" also allows its
** directory.  Per agent, the applicable rules become an index
** (robots_index.c), built on first use and kept in the file, so a repeated
** agent allocates nothing.
** Start at robotsCompile, then robotsDecide.
*/
#include "robots_match.h"

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
  /* The indexes it may build: about two 32-byte candidates per rule, for
  ** '*' and for a named agent. */
  return p->nBytes + (size_t)p->nRuleAlloc*sizeof(RobotsRule)
       + (size_t)p->nAgentAlloc*sizeof(RobotsAgent)
       + (size_t)p->nOtherAlloc*sizeof(RobotsOther)
       + (size_t)(p->nRule*2 + 8)*32*2;
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
    if( !aMark[p->aRule[i].iGroup] ) continue;
    aRule[nRule++] = i;
    nCand += robotsRuleCands(&p->aRule[i], i, &aTmp[nCand]);
  }
  x = robotsIndexNew(aTmp, nCand, aRule, nRule, p->pA);
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

/* Linear evaluation over every applicable rule, for paths that do not start
** with '/' (the index assumes they do) and as the benchmark's baseline. */
static const RobotsCand *robotsLinearMatch(const RobotsFile *p,
                                           const RobotsIndex *x,
                                           const char *z, size_t n,
                                           RobotsCand *pBest){
  int i, bFound = 0;
  for(i=0; i<x->nRule; i++){
    RobotsCand c[2];
    int k, nc = robotsRuleCands(&p->aRule[x->aRule[i]], x->aRule[i], c);
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
    int bAllow = 1;
    int iRule = robotsIndexMatch(x, zPath, nPath, &bAllow);
    if( iRule>=0 ){ pV->bAllowed = bAllow; pV->iRule = iRule; }
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
  RobotsIndex *x = p->pGlobal, *y = robotsIndexCopy(x, pDst);
  int i;
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

int robotsGroupFirstRule(const RobotsFile *p, int iGroup){
  int lo = 0, hi = robotsRuleCount(p);
  while( lo<hi ){
    int mid = lo + (hi - lo)/2;
    if( robotsRuleAt(p, mid)->iGroup<iGroup ) lo = mid+1; else hi = mid;
  }
  return lo;
}

const RobotsAgent *robotsGroupAgentFor(const RobotsFile *p, Span agent,
                                       int iGroup){
  int i, bNone;
  Span tok = robotsAgentToken(agent.z, agent.n, &bNone);
  const RobotsAgent *pGlobal = NULL;
  for(i=0; i<robotsAgentCount(p); i++){
    const RobotsAgent *a = robotsAgentAt(p, i);
    if( a->iGroup!=iGroup ) continue;
    if( !a->bGlobal && !bNone
     && coreSpanEqNoCase(a->token.z, a->token.n, tok.z, tok.n) ) return a;
    if( a->bGlobal && pGlobal==NULL ) pGlobal = a;
  }
  return pGlobal;
}
