/*
** robots_usage_pick.c: which usage lines speak for a URL (see
** robots_usage_pick.h).  One pass over the file's other lines collects the
** Content-Signal lines of the chosen groups and their Content-Usage rules;
** the rules with a path become the matcher's candidates (percent-
** normalised, '*' and '$' as for Allow), indexed, and one lookup finds the
** longest match; the rules of that same length that match too join it.
** Start at robotsUsagePickLines.
*/
#include "robots_usage_pick.h"

#include <stdlib.h>
#include <string.h>

/* Kinds by key: the labels are matched without regard to case. */
static const struct { const char *z; int eKind; } aUsageKey[] = {
  { "content-usage", ROBOTS_USAGE_USAGE },
  { "content-signal", ROBOTS_USAGE_SIGNAL },
};

int robotsUsageKind(Span key){
  size_t i;
  for(i=0; i<sizeof(aUsageKey)/sizeof(aUsageKey[0]); i++){
    const char *z = aUsageKey[i].z;
    if( coreSpanEqNoCase(key.z, key.n, z, strlen(z)) ) return aUsageKey[i].eKind;
  }
  return ROBOTS_USAGE_NONE;
}

const char *robotsUsageKindName(int eKind){
  return eKind==ROBOTS_USAGE_SIGNAL ? "content-signal"
       : eKind==ROBOTS_USAGE_LICENSE ? "license" : "content-usage";
}

void robotsUsageSplit(Span value, Span *pPath, Span *pPref){
  size_t i = 0;
  pPath->z = value.z;
  pPath->n = 0;
  if( value.n>0 && value.z[0]=='/' ){
    while( i<value.n && value.z[i]!=' ' && value.z[i]!='\t' ) i++;
    pPath->n = i;
  }
  *pPref = coreTrim((Span){value.z + i, value.n - i});
}

/* Append i to the growable list *pa (count *pn, room *pnAlloc): 0 or -1. */
static int pickAdd(const CoreAlloc *pA, int **pa, int *pn, int *pnAlloc,
                   int i){
  if( *pn>=*pnAlloc ){
    int nNew = *pnAlloc ? *pnAlloc*2 : 16;
    int *aNew = coreRealloc(pA, *pa, (size_t)nNew*sizeof(int));
    if( aNew==NULL ) return -1;
    *pa = aNew;
    *pnAlloc = nNew;
  }
  (*pa)[(*pn)++] = i;
  return 0;
}

/* The state of one pick. */
typedef struct PickState {
  RobotsFile *pFile;
  const CoreAlloc *pA;
  RobotsCand *aCand;            /* the path rules (zPat: offsets into pat
                                ** until pickFix) */
  int *aLine;                   /* their lines (robotsOtherAt), by iRule */
  int nCand, nCandAlloc, nLineAlloc;
  int *aBare;                   /* the rules without a path */
  int nBare, nBareAlloc;
  int nSignalAlloc;
  CoreBuf pat;                  /* the patterns, percent-normalised */
} PickState;

/* Add Content-Usage line iLine with its path (not empty) as a candidate:
** 0 or -1. */
static int pickCand(PickState *s, int iLine, Span path){
  size_t iOff = s->pat.n, nEsc = robotsEscapedLen(path.z, path.n);
  RobotsCand *c;
  if( coreBufReserve(&s->pat, nEsc) ) return -1;
  robotsEscape(path.z, path.n, s->pat.z + iOff);
  s->pat.n += nEsc;
  if( s->nCand>=s->nCandAlloc ){
    int nNew = s->nCandAlloc ? s->nCandAlloc*2 : 16;
    RobotsCand *aNew = coreRealloc(s->pA, s->aCand,
                                   (size_t)nNew*sizeof(RobotsCand));
    if( aNew==NULL ) return -1;
    s->aCand = aNew;
    s->nCandAlloc = nNew;
  }
  c = &s->aCand[s->nCand];
  memset(c, 0, sizeof(*c));
  c->zPat = (const char*)(uintptr_t)iOff;   /* fixed by pickFix */
  c->nPat = (uint32_t)nEsc;
  return pickAdd(s->pA, &s->aLine, &s->nCand, &s->nLineAlloc, iLine)
         ? -1 : 0;
}

/* Turn the candidates' offsets into patterns (pat has stopped growing). */
static void pickFix(PickState *s){
  int i;
  for(i=0; i<s->nCand; i++){
    RobotsCand *c = &s->aCand[i];
    size_t iOff = (size_t)(uintptr_t)c->zPat;
    robotsCandInit(c, s->pat.z + iOff, c->nPat, 0, i);
  }
}

/* One pass over the other lines: the chosen groups' signal lines into
** pOut, their usage rules into s.  0, -1 or 1 (stopped). */
static int pickScan(PickState *s, const unsigned char *aMark,
                    RobotsUsagePick *pOut, const CoreStop *pStop){
  int i, n = robotsOtherCount(s->pFile);
  size_t nRead = 0;
  for(i=0; i<n; i++){
    const RobotsOther *o = robotsOtherAt(s->pFile, i);
    int eKind;
    Span path, pref;
    nRead += o->value.n + 64;
    if( nRead>=CORE_STOP_EVERY ){
      nRead = 0;
      if( coreStopped(pStop) ) return 1;
    }
    if( o->iGroup<=0 || !aMark[o->iGroup] || o->eKey!=ROBOTS_KEY_UNKNOWN ){
      continue;
    }
    eKind = robotsUsageKind(o->key);
    if( eKind==ROBOTS_USAGE_SIGNAL ){
      if( pickAdd(s->pA, &pOut->aSignal, &pOut->nSignal, &s->nSignalAlloc,
                  i) ) return -1;
    }else if( eKind==ROBOTS_USAGE_USAGE ){
      robotsUsageSplit(o->value, &path, &pref);
      if( path.n==0 ){
        if( pickAdd(s->pA, &s->aBare, &s->nBare, &s->nBareAlloc, i) ){
          return -1;
        }
      }else if( pickCand(s, i, path) ){
        return -1;
      }
    }
  }
  return 0;
}

/* 1 when a wins over b in line order (for the ties' qsort). */
static int pickLineCmp(const void *pa, const void *pb){
  int a = *(const int*)pa, b = *(const int*)pb;
  return a<b ? -1 : a>b;
}

/* The longest matching path rules into pOut (their file order): one
** index lookup, then the candidates of the winner's length that match.
** 0, -1 or 1 (stopped). */
static int pickLongest(PickState *s, Span path, RobotsUsagePick *pOut,
                       const CoreStop *pStop){
  RobotsIndex *x;
  int r, bAllow, i, nAlloc = 0, bStop = 0;
  uint32_t prio;
  pickFix(s);
  x = robotsIndexNew(s->aCand, s->nCand, s->pA);   /* sorts aCand */
  if( x==NULL ) return -1;
  r = robotsIndexMatchStop(x, path.z, path.n, &bAllow, pStop);
  robotsIndexFree(s->pA, x);
  if( r==-2 ) return 1;
  if( r<0 ) return 0;
  for(i=0; i<s->nCand && s->aCand[i].iRule!=r; i++){}
  prio = s->aCand[i].prio;
  while( i>0 && s->aCand[i-1].prio==prio ) i--;
  for(; i<s->nCand && s->aCand[i].prio==prio && !bStop; i++){
    if( s->aCand[i].iRule==r
     || robotsCandMatchStop(&s->aCand[i], path.z, path.n, pStop, &bStop) ){
      if( pickAdd(s->pA, &pOut->aUsage, &pOut->nUsage, &nAlloc,
                  s->aLine[s->aCand[i].iRule]) ) return -1;
    }
  }
  if( bStop ) return 1;
  qsort(pOut->aUsage, (size_t)pOut->nUsage, sizeof(int), pickLineCmp);
  return 0;
}

int robotsUsagePickLines(RobotsFile *p, const unsigned char *aMark,
                         Span path, RobotsUsagePick *pOut,
                         const CoreAlloc *pA, const CoreStop *pStop){
  PickState s;
  int rc;
  memset(pOut, 0, sizeof(*pOut));
  pOut->pA = pA;
  memset(&s, 0, sizeof(s));
  s.pFile = p;
  s.pA = pA;
  coreBufInit(&s.pat, pA);
  rc = pickScan(&s, aMark, pOut, pStop);
  if( rc==0 && s.nCand>0 ) rc = pickLongest(&s, path, pOut, pStop);
  if( rc==0 && pOut->nUsage==0 && s.nBare>0 ){
    pOut->aUsage = s.aBare;             /* no path matched: the bare rules */
    pOut->nUsage = s.nBare;
    s.aBare = NULL;
  }
  coreFree(pA, s.aCand);
  coreFree(pA, s.aLine);
  coreFree(pA, s.aBare);
  coreBufFree(&s.pat);
  return rc;
}

void robotsUsagePickFree(RobotsUsagePick *p){
  coreFree(p->pA, p->aUsage);
  coreFree(p->pA, p->aSignal);
  memset(p, 0, sizeof(*p));
}
