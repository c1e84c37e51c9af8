/*
** robots_lint_shadow.c: rule-never-decides.  A rule never decides when
** another rule of its group matches every path it matches and always wins
** (longer after percent-normalisation, or allow on a tie).  The cover test
** is cheap and exact: the winner is a literal prefix with at most trailing
** stars, and the other's literal part starts with it.  The group's
** prefix-only rules are kept in a hash table by literal (hashset.h), so a
** new rule costs one probe per prefix length.  It finds; robots_lint.c
** reports.  Start at lintShadow.
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

/* A literal looked for in p->cov: z[0..n). */
typedef struct LintCovKey {
  const RobotsLinter *p;
  const char *z;
  size_t n;
} LintCovKey;

/* Whether prefix-only rule v has the literal looked for. */
static int lintCovSame(void *pCtx, uint32_t v){
  const LintCovKey *k = pCtx;
  const LintRule *o = &k->p->aRule[v];
  return o->nLit==k->n && memcmp(k->p->aPat+o->iOff, k->z, k->n)==0;
}

/* The slot of p->cov holding the prefix-only rule whose literal is
** z[0..n) (hash h), or the empty slot where it would go. */
static size_t lintCovSlot(const RobotsLinter *p, const char *z, size_t n,
                          uint64_t h){
  LintCovKey k;
  k.p = p; k.z = z; k.n = n;
  return coreSetFind(&p->cov, h, lintCovSame, &k);
}

/* The prefix-only rule of the group that covers the new rule iNew's
** literal prefix and always wins, or -1: one probe per prefix length,
** through p->cov. */
static int lintShadowedByEarlier(const RobotsLinter *p, int iNew){
  const LintRule *r = &p->aRule[iNew];
  const char *zR = p->aPat + r->iOff;
  uint64_t h = CORE_FNV1A_INIT;
  size_t k;
  if( p->cov.nUsed==0 ) return -1;
  for(k=0; k<=r->nLit; k++){
    size_t i = lintCovSlot(p, zR, k, h);
    if( coreSetFull(&p->cov, i)
     && lintBeats(&p->aRule[coreSetValue(&p->cov, i)], r) ){
      return (int)coreSetValue(&p->cov, i);
    }
    if( k<r->nLit ) h = coreFnv1aStep(h, (unsigned char)zR[k]);
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
** then joins p->cov; out of memory sets p->oom.  The caller reports. */
void lintShadow(RobotsLinter *p, int iNew, LintShadowHit *pHit){
  LintRule *r = &p->aRule[iNew];
  const char *zR = p->aPat + r->iOff;
  size_t k, i;
  int bPrefixOnly;
  pHit->iOther = -1;
  pHit->bNewLoses = 0;
  r->nLit = lintLiteralPrefix(zR, r->n);
  r->hLit = coreFnv1a(zR, r->nLit);
  for(k=r->nLit; k<r->n && zR[k]=='*'; k++){}
  bPrefixOnly = k==r->n;
  pHit->iOther = lintShadowedByEarlier(p, iNew);
  pHit->bNewLoses = pHit->iOther>=0;
  if( pHit->iOther<0 && bPrefixOnly ){
    pHit->iOther = lintShadowsEarlier(p, iNew);
  }
  if( !bPrefixOnly ) return;
  if( coreSetReserve(&p->cov) ){ p->oom = 1; return; }
  i = lintCovSlot(p, zR, r->nLit, r->hLit);
  if( coreSetFull(&p->cov, i)
   && !lintBeats(r, &p->aRule[coreSetValue(&p->cov, i)]) ){
    return;                         /* the earlier one is at least as good */
  }
  coreSetPut(&p->cov, i, r->hLit, (uint32_t)iNew);
}
