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
#include "robots_crawler.h"

#include <string.h>

#define ROBOTS_ALIASES 8        /* exact names remembered per file */
#define ROBOTS_LONG_NAMES 4     /* longer names (full headers) remembered */
#define ROBOTS_ARENA_MIN 256    /* smallest arena block */

#define ROBOTS_TABLES_NONE 0
#define ROBOTS_TABLES_TEMP 1    /* built for one operation */
#define ROBOTS_TABLES_KEPT 2    /* built for the accessors: kept */

/* Arena: blocks that never move, so spans into them stay valid.  Only
** patterns that percent-normalisation changes live here; every other span
** points into the file's text. */
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
  const char *zText;    /* the (capped) file: owned, or the caller's */
  size_t nText;
  int bOwnText;         /* zText is the file's own copy */
  size_t nBytes;        /* memory held, tables and indexes included */
  size_t nKeepMax;      /* keep a new named index only within this */
  /* The tables (lines as rules, agents and others), built on demand: for
  ** an index, then dropped (ROBOTS_TABLES_TEMP); for the accessors, then
  ** kept (ROBOTS_TABLES_KEPT). */
  int eTables;
  RobotsBlock *pBlocks;
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
  RobotsIndex *pTemp;   /* an index over nKeepMax: until the next such */
  int *aList;           /* robotsAgentRules' answer */
  int nListAlloc;
  struct RobotsLongName {  /* names too long for a key (full User-Agent
                           ** headers from a log), with their index */
    char *z; size_t n; RobotsIndex *pIndex;
  } aLong[ROBOTS_LONG_NAMES];
  int iNextLong;
  int oom;
};

/* n bytes from the file's arena; NULL when out of memory. */
static char *robotsArenaAlloc(RobotsFile *p, size_t n){
  RobotsBlock *b = p->pBlocks;
  if( b==NULL || b->nSize - b->nUsed < n ){
    size_t nSize = b ? b->nSize*2 : ROBOTS_ARENA_MIN;
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

/* Make room for one more element in a growable array. */
static int robotsGrow(RobotsFile *p, void **pa, int *pnAlloc, int n,
                      size_t sz){
  if( n>=*pnAlloc ){
    int nNew = *pnAlloc ? *pnAlloc*2 : 8;
    void *aNew = coreRealloc(p->pA, *pa, (size_t)nNew*sz);
    if( aNew==NULL ){ p->oom = 1; return -1; }
    *pa = aNew;
    p->nBytes += (size_t)(nNew - *pnAlloc)*sz;
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
  a->value = pL->value;
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
  r->value = pL->value;
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
  o->key = pL->key;
  o->value = pL->value;
}

/* Per-group tables, once the number of groups is known. */
static void robotsFinishGroups(RobotsFile *p){
  int i;
  size_t n = (size_t)p->nGroup + 1;
  p->aGroupRules = coreMalloc(p->pA, n*sizeof(int));
  p->aGroupGlobal = coreMalloc(p->pA, n);
  if( p->aGroupRules==NULL || p->aGroupGlobal==NULL ){ p->oom = 1; return; }
  p->nBytes += n*sizeof(int) + n;
  memset(p->aGroupRules, 0, n*sizeof(int));
  memset(p->aGroupGlobal, 0, n);
  for(i=0; i<p->nRule; i++) p->aGroupRules[p->aRule[i].iGroup]++;
  for(i=0; i<p->nAgent; i++){
    if( p->aAgent[i].bGlobal ) p->aGroupGlobal[p->aAgent[i].iGroup] = 1;
  }
}

/* Bytes the tables hold (as counted into nBytes when they grew). */
static size_t robotsTablesBytes(const RobotsFile *p){
  size_t n = (size_t)p->nRuleAlloc*sizeof(RobotsRule)
           + (size_t)p->nAgentAlloc*sizeof(RobotsAgent)
           + (size_t)p->nOtherAlloc*sizeof(RobotsOther);
  const RobotsBlock *b;
  for(b=p->pBlocks; b; b=b->pNext) n += b->nSize;
  if( p->aGroupRules ) n += ((size_t)p->nGroup + 1)*(sizeof(int) + 1);
  return n;
}

/* Free the tables and reset them (the text and the indexes stay). */
static void robotsTablesFree(RobotsFile *p){
  RobotsBlock *b, *bNext;
  p->nBytes -= robotsTablesBytes(p);
  for(b=p->pBlocks; b; b=bNext){ bNext = b->pNext; coreFree(p->pA, b); }
  coreFree(p->pA, p->aRule);
  coreFree(p->pA, p->aAgent);
  coreFree(p->pA, p->aOther);
  coreFree(p->pA, p->aGroupRules);
  coreFree(p->pA, p->aGroupGlobal);
  p->pBlocks = NULL;
  p->aRule = NULL; p->nRule = p->nRuleAlloc = 0;
  p->aAgent = NULL; p->nAgent = p->nAgentAlloc = 0;
  p->aOther = NULL; p->nOther = p->nOtherAlloc = 0;
  p->aGroupRules = NULL;
  p->aGroupGlobal = NULL;
  p->eTables = ROBOTS_TABLES_NONE;
}

/* Scan the text into the tables.  Returns 0, or -1 when out of memory
** (the tables are then empty). */
static int robotsTablesBuild(RobotsFile *p){
  RobotsScanner sc;
  RobotsGrouper gr = { 0, 0 };
  RobotsLine line;
  p->oom = 0;
  robotsScannerInit(&sc, p->zText, p->nText, 1);
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
    robotsTablesFree(p);
    return -1;
  }
  return 0;
}

int robotsFileTables(RobotsFile *p){
  if( p->eTables==ROBOTS_TABLES_NONE && robotsTablesBuild(p) ) return -1;
  p->eTables = ROBOTS_TABLES_KEPT;   /* a temporary user now leaves them */
  return 0;
}

/* A file over z[0..n) (capped), its text copied unless bBorrow. */
static RobotsFile *robotsFileNew(const char *z, size_t n, const CoreAlloc *pA,
                                 int bBorrow){
  RobotsFile *p;
  if( n>ROBOTS_MAX_BYTES ) n = ROBOTS_MAX_BYTES;
  p = coreMalloc(pA, sizeof(RobotsFile) + (bBorrow ? 0 : n));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->nKeepMax = (size_t)-1;
  p->nText = n;
  if( bBorrow ){
    p->zText = z;
  }else{
    if( n ) memcpy((char*)(p+1), z, n);
    p->zText = (const char*)(p+1);
    p->bOwnText = 1;
  }
  p->nBytes = sizeof(RobotsFile) + (bBorrow ? 0 : n);
  return p;
}

/* Make the tables available for one operation: *pbTemp is set when they
** were built for it, and robotsTablesDone drops them again. */
static int robotsTablesUse(RobotsFile *p, int *pbTemp){
  *pbTemp = 0;
  if( p->eTables!=ROBOTS_TABLES_NONE ) return 0;
  if( robotsTablesBuild(p) ) return -1;
  p->eTables = ROBOTS_TABLES_TEMP;
  *pbTemp = 1;
  return 0;
}

/* The end of an operation that called robotsTablesUse: drop the tables it
** built, unless something asked to keep them meanwhile. */
static void robotsTablesDone(RobotsFile *p, int bTemp){
  if( bTemp && p->eTables==ROBOTS_TABLES_TEMP ) robotsTablesFree(p);
}

RobotsFile *robotsCompile(const char *z, size_t n, const CoreAlloc *pA){
  return robotsFileNew(z, n, pA, 0);
}

RobotsFile *robotsCompileShared(const char *z, size_t n, const CoreAlloc *pA){
  return robotsFileNew(z, n, pA, 1);
}

/* s, moved from a text at zOld to the same bytes at zNew when it points
** into the old one (an escaped pattern lives in the arena and stays). */
static void robotsSpanMove(Span *s, const char *zOld, size_t n,
                           const char *zNew){
  uintptr_t u = (uintptr_t)s->z, u0 = (uintptr_t)zOld;
  if( u>=u0 && u<=u0+n ) s->z = zNew + (u - u0);
}

void robotsFileMoveText(RobotsFile *p, const char *z){
  const char *zOld = p->zText;
  size_t n = p->nText;
  int i;
  for(i=0; i<p->nRule; i++){
    robotsSpanMove(&p->aRule[i].value, zOld, n, z);
    robotsSpanMove(&p->aRule[i].pattern, zOld, n, z);
  }
  for(i=0; i<p->nAgent; i++){
    robotsSpanMove(&p->aAgent[i].value, zOld, n, z);
    robotsSpanMove(&p->aAgent[i].token, zOld, n, z);
  }
  for(i=0; i<p->nOther; i++){
    robotsSpanMove(&p->aOther[i].key, zOld, n, z);
    robotsSpanMove(&p->aOther[i].value, zOld, n, z);
  }
  p->zText = z;
}

void robotsFileKeepLimit(RobotsFile *p, size_t nMax){
  p->nKeepMax = nMax;
}

void robotsFileFree(RobotsFile *p){
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
  coreFree(p->pA, p->aList);
  for(i=0; i<ROBOTS_LONG_NAMES; i++) coreFree(p->pA, p->aLong[i].z);
  robotsTablesFree(p);
  coreFree(p->pA, p);
}

size_t robotsFileBytes(const RobotsFile *p){
  return p->nBytes;
}

Span robotsFileText(const RobotsFile *p){
  Span s;
  s.z = p->zText;
  s.n = p->nText;
  return s;
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
    int nNew = p->nSlotAlloc ? p->nSlotAlloc*2 : 1;
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

/* Build the index of a token that no slot serves: the '*' index when no
** group names it, else a new one, kept in a slot while the file stays
** within nKeepMax, else in pTemp (*pbStable cleared).  The tables are
** there (robotsTablesUse).  NULL when out of memory. */
static RobotsIndex *robotsIndexNewFor(RobotsFile *p, Span tok, int bNone,
                                      int *pbStable){
  unsigned char *aMark = coreMalloc(p->pA, (size_t)p->nGroup + 1);
  RobotsIndex *x;
  if( aMark==NULL ) return NULL;
  if( !robotsMarkGroups(p, tok, bNone, aMark) ){
    /* Every agent no group names shares the '*' index. */
    coreFree(p->pA, aMark);
    if( robotsGlobalIndex(p)==NULL ) return NULL;
    if( p->nBytes + sizeof(RobotsSlot) <= p->nKeepMax
     && robotsSlotAdd(p, tok, bNone, p->pGlobal)==0 ){
      p->nBytes += sizeof(RobotsSlot);
    }
    return p->pGlobal;
  }
  x = robotsIndexBuild(p, aMark, 1);
  coreFree(p->pA, aMark);
  if( x==NULL ) return NULL;
  if( p->nBytes + x->nByte + sizeof(RobotsSlot) <= p->nKeepMax
   && robotsSlotAdd(p, tok, bNone, x)==0 ){
    p->nBytes += x->nByte + sizeof(RobotsSlot);
    return x;
  }
  /* Over the file's share of the budget (or no memory for a slot): serve
  ** this agent from a temporary index that lives until the next such. */
  robotsIndexFree(p->pA, p->pTemp);
  p->pTemp = x;
  *pbStable = 0;
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
  RobotsSlot *s;
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
  s = robotsSlotFind(p, tok, bNone);
  if( s ){
    if( nAgent>=ROBOTS_NAME_KEY ){
      robotsLongRemember(p, zAgent, nAgent, s->pIndex);
    }
    return robotsAlias(p, s->pIndex, zAgent, nAgent);
  }
  if( robotsTablesUse(p, &bTemp) ) return NULL;
  x = robotsIndexNewFor(p, tok, bNone, pbStable);
  robotsTablesDone(p, bTemp);
  if( x && *pbStable ){
    if( nAgent>=ROBOTS_NAME_KEY ) robotsLongRemember(p, zAgent, nAgent, x);
    robotsAlias(p, x, zAgent, nAgent);
  }
  return x;
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


/* The accessors build the tables if they are not there: a count is then 0
** and an At accessor NULL when that fails for lack of memory. */
int robotsRuleCount(RobotsFile *p){
  return robotsFileTables(p) ? 0 : p->nRule;
}
const RobotsRule *robotsRuleAt(RobotsFile *p, int i){
  return robotsFileTables(p) ? NULL : &p->aRule[i];
}
int robotsAgentCount(RobotsFile *p){
  return robotsFileTables(p) ? 0 : p->nAgent;
}
const RobotsAgent *robotsAgentAt(RobotsFile *p, int i){
  return robotsFileTables(p) ? NULL : &p->aAgent[i];
}
int robotsOtherCount(RobotsFile *p){
  return robotsFileTables(p) ? 0 : p->nOther;
}
const RobotsOther *robotsOtherAt(RobotsFile *p, int i){
  return robotsFileTables(p) ? NULL : &p->aOther[i];
}
int robotsGroupCount(RobotsFile *p){
  return robotsFileTables(p) ? 0 : p->nGroup;
}
int robotsGroupRuleCount(RobotsFile *p, int iGroup){
  if( robotsFileTables(p) ) return 0;
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
  for(i=0; i<ROBOTS_LONG_NAMES; i++){
    if( p->aLong[i].pIndex==x ) p->aLong[i].pIndex = y;
  }
  p->pGlobal = y;
  p->bGlobalMoved = 1;
  p->nBytes -= x->nByte;               /* the caller holds it now */
  robotsIndexFree(p->pA, x);
}
