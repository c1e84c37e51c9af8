/*
** robots_file.c: a robots.txt compiled once, its lifetime and its tables.
** robotsCompile keeps the text (a copy, or the caller's); the tables of its
** lines (rules with their percent-normalised patterns, agents, sitemap and
** unknown lines, per-group counts) are scanned on demand (robots_parse.c)
** and dropped after one operation unless something keeps them.  Choosing
** and using an index per crawler is robots_match.c's.
** Start at robotsCompile, then robotsTablesBuild.
*/
#include "robots_file.h"
#include "../crawler/robots_crawler.h"

#include <string.h>

#define ROBOTS_ARENA_MIN 256    /* smallest arena block */
#define ROBOTS_TEMP_KEEP 8      /* tables built this often are kept */

#define ROBOTS_TABLES_NONE 0
#define ROBOTS_TABLES_TEMP 1    /* built for one operation */
#define ROBOTS_TABLES_KEPT 2    /* built for the accessors: kept */

/* Arena: blocks that never move, so spans into them stay valid.  Only
** patterns that percent-normalisation changes live here; every other span
** points into the file's text. */
struct RobotsBlock {
  RobotsBlock *pNext;
  size_t nUsed, nSize;
  /* bytes follow */
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

int robotsTablesUse(RobotsFile *p, int *pbTemp){
  *pbTemp = 0;
  if( p->eTables!=ROBOTS_TABLES_NONE ) return 0;
  if( robotsTablesBuild(p) ) return -1;
  p->eTables = ROBOTS_TABLES_TEMP;
  *pbTemp = 1;
  return 0;
}

void robotsTablesDone(RobotsFile *p, int bTemp){
  if( !bTemp || p->eTables!=ROBOTS_TABLES_TEMP ) return;
  /* A file asked for many crawlers rebuilds its tables for each new one:
  ** past a few rebuilds, keep them while the file stays within its share
  ** (not sooner: a file asked for a handful keeps only its text and
  ** indexes, which is what a crawl-log join's cache holds per file). */
  if( ++p->nTempBuilds>=ROBOTS_TEMP_KEEP && p->nBytes<=p->nKeepMax ){
    p->eTables = ROBOTS_TABLES_KEPT;
    return;
  }
  robotsTablesFree(p);
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

/* Free the state robots_match.c keeps: slots, sets and their indexes,
** the temporary index, the '*' index unless it moved, names, lists. */
static void robotsChoiceFree(RobotsFile *p){
  int i;
  for(i=0; i<p->nSlot; i++) coreFree(p->pA, p->aSlot[i].zHeap);
  coreFree(p->pA, p->aSlot);
  coreFree(p->pA, p->aBucket);
  for(i=0; i<p->nSet; i++){
    robotsIndexFree(p->pA, p->aSet[i].pIndex);
    coreFree(p->pA, p->aSet[i].aGroup);
  }
  coreFree(p->pA, p->aSet);
  robotsIndexFree(p->pA, p->pTemp);
  if( !p->bGlobalMoved ) robotsIndexFree(p->pA, p->pGlobal);
  coreFree(p->pA, p->aList);
  for(i=0; i<ROBOTS_LONG_NAMES; i++) coreFree(p->pA, p->aLong[i].z);
}

void robotsFileFree(RobotsFile *p){
  if( p==NULL ) return;
  robotsChoiceFree(p);
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

