/*
** robots_lint_shadow.c: rule-never-decides.  A rule never decides when
** another rule of its group matches every path it matches and always wins
** (longer after percent-normalisation, or allow on a tie).  The cover test
** is cheap and exact: the winner is a literal prefix with at most trailing
** stars, and the other's literal part starts with it.  The group's
** prefix-only rules are kept in a hash table by literal, so a new rule
** costs one probe per prefix length.  It finds; robots_lint.c reports.
** Start at lintShadow.
*/
#include "robots_lint_int.h"

#include <string.h>

/* The literal bytes a pattern z[0..n) requires at the start of every path
** it matches: up to its first '*' or its final '$'. */
static size_t lintLiteralPrefix(const char *z, size_t n){
  size_t i = 0;
  while( i<n && z[i]!='*' && !(z[i]=='$' && i==n-1) ) i++;
  return i;
}

/* 1 if rule b always beats rule a where both match (the reference's
** priority: the longer escaped pattern, then allow). */
static int lintBeats(const LintRule *b, const LintRule *a){
  if( b->n!=a->n ) return b->n > a->n;
  return b->bAllow && !a->bAllow;
}

/* FNV-1a step. */
static uint32_t lintFnv(uint32_t h, unsigned char c){
  return (h ^ c) * 16777619u;
}

/* The slot of aCov holding the prefix-only rule whose literal is
** z[0..n) (hash h), or the empty slot where it would go. */
static size_t lintCovSlot(const RobotsLinter *p, const char *z, size_t n,
                          uint32_t h){
  size_t i = h & (p->nCov-1);
  while( p->aCov[i] ){
    const LintRule *o = &p->aRule[p->aCov[i]-1];
    if( o->hLit==h && o->nLit==n && memcmp(p->aPat+o->iOff, z, n)==0 ) break;
    i = (i+1) & (p->nCov-1);
  }
  return i;
}

/* Make room in aCov for one more rule (rehashing the group's); 0 or -1. */
static int lintCovRoom(RobotsLinter *p){
  size_t nNew = p->nCov ? p->nCov*2 : 64, i;
  int *aOld = p->aCov;
  size_t nOld = p->nCov;
  if( p->nCov && (p->nCovUsed+1)*2 <= p->nCov ) return 0;
  p->aCov = coreMalloc(p->pA, nNew*sizeof(int));
  if( p->aCov==NULL ){ p->aCov = aOld; return -1; }
  memset(p->aCov, 0, nNew*sizeof(int));
  p->nCov = nNew;
  for(i=0; i<nOld; i++){
    if( aOld[i] ){
      LintRule *o = &p->aRule[aOld[i]-1];
      size_t k = lintCovSlot(p, p->aPat+o->iOff, o->nLit, o->hLit);
      p->aCov[k] = aOld[i];
      o->iCov = (int)k;
    }
  }
  coreFree(p->pA, aOld);
  return 0;
}

/* The prefix-only rule of the group that covers the new rule iNew's
** literal prefix and always wins, or -1: one probe per prefix length,
** through aCov. */
static int lintShadowedByEarlier(const RobotsLinter *p, int iNew){
  const LintRule *r = &p->aRule[iNew];
  const char *zR = p->aPat + r->iOff;
  uint32_t h = 2166136261u;
  size_t k;
  if( p->nCov==0 ) return -1;
  for(k=0; k<=r->nLit; k++){
    size_t i = lintCovSlot(p, zR, k, h);
    if( p->aCov[i] && lintBeats(&p->aRule[p->aCov[i]-1], r) ){
      return p->aCov[i]-1;
    }
    if( k<r->nLit ) h = lintFnv(h, (unsigned char)zR[k]);
  }
  return -1;
}

/* The first earlier rule of the group that the new prefix-only rule iNew
** covers and always beats, or -1 (a scan, under LINT_SHADOW_BUDGET). */
static int lintShadowsEarlier(RobotsLinter *p, int iNew){
  const LintRule *r = &p->aRule[iNew];
  const char *zR = p->aPat + r->iOff;
  int i;
  for(i=0; i<iNew; i++){
    const LintRule *o = &p->aRule[i];
    if( ++p->nShadow > LINT_SHADOW_BUDGET ) return -1;
    if( lintBeats(r, o) && o->nLit>=r->nLit
     && memcmp(p->aPat+o->iOff, zR, r->nLit)==0 ){
      return i;
    }
  }
  return -1;
}

/* Rules of this group that can never decide anything (another one matches
** every path they match and always wins): the new rule iNew (pHit->bNewLoses
** 1), or an earlier one it covers (0); pHit->iOther is the other rule, -1
** when there is none.  A prefix-only rule (a literal and trailing stars)
** then joins aCov; out of memory sets p->oom.  The caller reports. */
void lintShadow(RobotsLinter *p, int iNew, LintShadowHit *pHit){
  LintRule *r = &p->aRule[iNew];
  const char *zR = p->aPat + r->iOff;
  size_t k, i;
  int bPrefixOnly;
  pHit->iOther = -1;
  pHit->bNewLoses = 0;
  r->nLit = lintLiteralPrefix(zR, r->n);
  r->iCov = -1;
  r->hLit = 2166136261u;
  for(k=0; k<r->nLit; k++) r->hLit = lintFnv(r->hLit, (unsigned char)zR[k]);
  for(k=r->nLit; k<r->n && zR[k]=='*'; k++){}
  bPrefixOnly = k==r->n;
  pHit->iOther = lintShadowedByEarlier(p, iNew);
  pHit->bNewLoses = pHit->iOther>=0;
  if( pHit->iOther<0 && bPrefixOnly ){
    pHit->iOther = lintShadowsEarlier(p, iNew);
  }
  if( !bPrefixOnly ) return;
  if( lintCovRoom(p) ){ p->oom = 1; return; }
  i = lintCovSlot(p, zR, r->nLit, r->hLit);
  if( p->aCov[i]==0 ){
    p->nCovUsed++;
  }else if( !lintBeats(r, &p->aRule[p->aCov[i]-1]) ){
    return;                         /* the earlier one is at least as good */
  }else{
    p->aRule[p->aCov[i]-1].iCov = -1;
  }
  p->aCov[i] = iNew + 1;
  r->iCov = (int)i;
}
