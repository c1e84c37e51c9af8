/*
** robots_diff_side.c: one version of a robots.txt read for a comparison
** (see robots_diff_int.h): the file compiled with its tables, then one scan
** of its lines for records (crawl-delay is read by record, as
** robots_crawl_delay reads it), each user-agent line's token with its
** group and record, sorted so that a crawler's lines are one run.  Start
** at diffSideBuild.
*/
#include "robots_diff_int.h"
#include "../robots/robots_match.h"
#include "../usage/robots_usage.h"

#include <stdlib.h>
#include <string.h>

int diffTokCmp(Span a, Span b){
  size_t i, n = a.n<b.n ? a.n : b.n;
  for(i=0; i<n; i++){
    int d = coreToLower((unsigned char)a.z[i]) - coreToLower((unsigned char)b.z[i]);
    if( d ) return d;
  }
  return a.n<b.n ? -1 : a.n>b.n;
}

/* qsort: token, group, record. */
static int diffTokSort(const void *pa, const void *pb){
  const DiffTok *a = pa, *b = pb;
  int d = diffTokCmp(a->tok, b->tok);
  if( d ) return d;
  if( a->iGroup!=b->iGroup ) return a->iGroup<b->iGroup ? -1 : 1;
  return a->iRec<b->iRec ? -1 : a->iRec>b->iRec;
}

/* Grow *pa (of *pnAlloc elements of sz bytes) to hold n+1.  0 or -1. */
static int diffGrow(const CoreAlloc *pA, void **pa, int *pnAlloc, int n,
                    size_t sz){
  void *aNew;
  int nNew;
  if( n<*pnAlloc ) return 0;
  nNew = *pnAlloc ? *pnAlloc*2 : 16;
  aNew = coreRealloc(pA, *pa, (size_t)nNew*sz);
  if( aNew==NULL ) return -1;
  *pa = aNew;
  *pnAlloc = nNew;
  return 0;
}

/* The scan's state: the current record and whether the last key line was
** a user-agent line. */
typedef struct DiffScan {
  DiffSide *s;
  const CoreAlloc *pA;
  int nTokAlloc, nRecAlloc, nGlobAlloc;
  int bInAgents;
  int bRecGlobal;      /* the current record names '*' */
  int iAgent;          /* the next agent of the file's table */
} DiffScan;

/* A user-agent line: start a record after other lines, note '*' or add
** the line's token.  0 or -1. */
static int diffScanAgent(DiffScan *c, const RobotsLine *l){
  DiffSide *s = c->s;
  const RobotsAgent *a = robotsAgentAt(s->pFile, c->iAgent++);
  if( a==NULL || a->iLine!=l->iLine ) return -1;
  if( !c->bInAgents ){
    if( diffGrow(c->pA, (void**)&s->aRec, &c->nRecAlloc, s->nRec+1,
                 sizeof(DiffRec)) ) return -1;
    s->nRec++;
    memset(&s->aRec[s->nRec], 0, sizeof(DiffRec));
    c->bInAgents = 1;
    c->bRecGlobal = 0;
  }
  if( !a->bGlobal && s->aNamer[a->iGroup]==0 ) s->aNamer[a->iGroup] = c->iAgent;
  if( a->bGlobal ){
    c->bRecGlobal = 1;
    if( s->nGlob && s->aGlob[s->nGlob-1]==a->iGroup ) return 0;
    if( diffGrow(c->pA, (void**)&s->aGlob, &c->nGlobAlloc, s->nGlob,
                 sizeof(int)) ) return -1;
    s->aGlob[s->nGlob++] = a->iGroup;
    return 0;
  }
  /* A line whose token is empty (no value, "User-agent: 1x") still names
  ** the crawler whose name is empty, as the reference compares them. */
  if( diffGrow(c->pA, (void**)&s->aTok, &c->nTokAlloc, s->nTok,
               sizeof(DiffTok)) ) return -1;
  s->aTok[s->nTok].tok = a->token;
  s->aTok[s->nTok].iGroup = a->iGroup;
  s->aTok[s->nTok].iRec = s->nRec;
  s->nTok++;
  return 0;
}

/* Another key line: ends the run of user-agent lines; a record's first
** valid crawl-delay is kept. */
static void diffScanOther(DiffScan *c, const RobotsLine *l){
  DiffSide *s = c->s;
  DiffRec *r;
  double v;
  c->bInAgents = 0;
  if( s->nRec==0 || l->eKey!=ROBOTS_KEY_UNKNOWN ) return;
  r = &s->aRec[s->nRec];
  if( r->bDelay || !robotsKeyIsCrawlDelay(l->key)
   || !robotsParseDelay(l->value, &v) ) return;
  r->bDelay = 1;
  r->iLine = l->iLine;
  r->value = l->value;
  r->r = v;
  if( c->bRecGlobal && s->iGlobDelay==0 ) s->iGlobDelay = s->nRec;
}

/* The usage lines in groups, in file order (so by group). 0 or -1. */
static int diffSideUsage(DiffSide *s, const CoreAlloc *pA){
  int i, n = robotsOtherCount(s->pFile), nAlloc = 0;
  for(i=0; i<n; i++){
    const RobotsOther *o = robotsOtherAt(s->pFile, i);
    if( o->iGroup<=0 || o->eKey!=ROBOTS_KEY_UNKNOWN
     || robotsUsageKind(o->key)==ROBOTS_USAGE_NONE ) continue;
    if( diffGrow(pA, (void**)&s->aUse, &nAlloc, s->nUse, sizeof(int)) ){
      return -1;
    }
    s->aUse[s->nUse++] = i;
  }
  return 0;
}

int diffSideBuild(DiffSide *s, int iSide, Span txt, const CoreAlloc *pA){
  RobotsScanner sc;
  RobotsLine line;
  DiffScan c;
  Span t;
  memset(s, 0, sizeof(*s));
  s->iSide = iSide;
  coreBufInit(&s->arena, pA);
  s->pFile = robotsCompile(txt.z ? txt.z : "", txt.n, pA);
  if( s->pFile==NULL || robotsFileTables(s->pFile) ) return -1;
  s->aNamer = coreMalloc(pA, ((size_t)robotsGroupCount(s->pFile) + 1)*sizeof(int));
  if( s->aNamer==NULL ) return -1;
  memset(s->aNamer, 0, ((size_t)robotsGroupCount(s->pFile) + 1)*sizeof(int));
  memset(&c, 0, sizeof(c));
  c.s = s;
  c.pA = pA;
  if( diffGrow(pA, (void**)&s->aRec, &c.nRecAlloc, 0, sizeof(DiffRec)) ){
    return -1;
  }
  memset(&s->aRec[0], 0, sizeof(DiffRec));
  t = robotsFileText(s->pFile);
  robotsScannerInit(&sc, t.z, t.n, 1);
  while( robotsScannerNext(&sc, &line) ){
    if( line.eKey==ROBOTS_KEY_USER_AGENT ){
      if( diffScanAgent(&c, &line) ) return -1;
    }else if( line.eKey!=ROBOTS_KEY_NONE ){
      diffScanOther(&c, &line);
    }
  }
  if( s->nTok>1 ) qsort(s->aTok, (size_t)s->nTok, sizeof(DiffTok), diffTokSort);
  return diffSideUsage(s, pA);
}

void diffSideFree(DiffSide *s, const CoreAlloc *pA){
  diffGroupsFree(s, pA);
  robotsFileFree(s->pFile);
  coreFree(pA, s->aTok);
  coreFree(pA, s->aGlob);
  coreFree(pA, s->aRec);
  coreFree(pA, s->aUse);
  coreFree(pA, s->aNamer);
  memset(s, 0, sizeof(*s));
}

int diffSideFind(const DiffSide *s, Span tok, int *piFirst){
  int lo = 0, hi = s->nTok, i;
  while( lo<hi ){
    int mid = lo + (hi - lo)/2;
    if( diffTokCmp(s->aTok[mid].tok, tok)<0 ) lo = mid + 1; else hi = mid;
  }
  *piFirst = lo;
  for(i=lo; i<s->nTok && diffTokCmp(s->aTok[i].tok, tok)==0; i++){}
  return i - lo;
}

int diffGroupLine(const DiffSide *s, int iGroup){
  int lo = 0, hi = robotsAgentCount(s->pFile);
  const RobotsAgent *a;
  while( lo<hi ){
    int mid = lo + (hi - lo)/2;
    if( robotsAgentAt(s->pFile, mid)->iGroup<iGroup ) lo = mid + 1;
    else hi = mid;
  }
  a = lo<robotsAgentCount(s->pFile) ? robotsAgentAt(s->pFile, lo) : NULL;
  return a && a->iGroup==iGroup ? a->iLine : 0;
}

int diffUseFirst(const DiffSide *s, int iGroup){
  int lo = 0, hi = s->nUse;
  while( lo<hi ){
    int mid = lo + (hi - lo)/2;
    if( robotsOtherAt(s->pFile, s->aUse[mid])->iGroup<iGroup ) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

Span diffGroupNamer(const DiffSide *s, int iGroup){
  Span none = { NULL, 0 };
  int i = iGroup>0 && iGroup<=robotsGroupCount(s->pFile) ? s->aNamer[iGroup] : 0;
  return i>0 ? robotsAgentAt(s->pFile, i-1)->token : none;
}
