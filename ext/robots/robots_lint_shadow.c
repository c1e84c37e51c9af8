/*
** robots_lint_shadow.c: rule-never-decides.  A rule never decides when
** another rule of its group matches every path it matches and always wins
** (longer after percent-normalisation, or allow on a tie).  The cover test
** is cheap and exact: the winner is a literal prefix with at most trailing
** stars, and the other's literal part starts with it.  The group's
** prefix-only rules are kept in a hash table by literal, so a new rule
** costs one probe per prefix length.  Start at lintShadow.
*/
#if defined(__MINGW32__) && !defined(__USE_MINGW_ANSI_STDIO)
# define __USE_MINGW_ANSI_STDIO 1
#endif
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

/* Report the new rule iNew when a prefix-only rule of the group covers its
** literal prefix and always wins: one probe per prefix length, through
** aCov.  Returns 1 when reported. */
static int lintShadowedByEarlier(RobotsLinter *p, int iNew){
  const LintRule *r = &p->aRule[iNew];
  const char *zR = p->aPat + r->iOff;
  uint32_t h = 2166136261u;
  size_t k;
  if( p->nCov==0 ) return 0;
  for(k=0; k<=r->nLit; k++){
    size_t i = lintCovSlot(p, zR, k, h);
    if( p->aCov[i] ){
      const LintRule *o = &p->aRule[p->aCov[i]-1];
      if( lintBeats(o, r) ){
        lintPush(p, r->iLine, ROBOTS_LINT_RULE_NEVER_DECIDES, "this %s "
                 "never decides: the %s at line %d matches every path it "
                 "matches and always wins (longer, or allow on a tie)",
                 r->bAllow ? "allow" : "disallow",
                 o->bAllow ? "allow" : "disallow", o->iLine);
        return 1;
      }
    }
    if( k<r->nLit ) h = lintFnv(h, (unsigned char)zR[k]);
  }
  return 0;
}

/* Report the new prefix-only rule iNew when it covers an earlier rule of
** the group and always wins (a scan, under LINT_SHADOW_BUDGET). */
static void lintShadowsEarlier(RobotsLinter *p, int iNew){
  const LintRule *r = &p->aRule[iNew];
  const char *zR = p->aPat + r->iOff;
  int i;
  for(i=0; i<iNew; i++){
    const LintRule *o = &p->aRule[i];
    if( ++p->nShadow > LINT_SHADOW_BUDGET ) return;
    if( lintBeats(r, o) && o->nLit>=r->nLit
     && memcmp(p->aPat+o->iOff, zR, r->nLit)==0 ){
      lintPush(p, r->iLine, ROBOTS_LINT_RULE_NEVER_DECIDES, "this %s makes "
               "the %s at line %d never decide: it matches every path that "
               "one matches and always wins (longer, or allow on a tie)",
               r->bAllow ? "allow" : "disallow",
               o->bAllow ? "allow" : "disallow", o->iLine);
      return;
    }
  }
}

/* Rules of this group that can never decide anything (another one matches
** every path they match and always wins): the new rule iNew, or an earlier
** one it covers; reported on the new rule's line, naming the other.  A
** prefix-only rule (a literal and trailing stars) then joins aCov. */
void lintShadow(RobotsLinter *p, int iNew){
  LintRule *r = &p->aRule[iNew];
  const char *zR = p->aPat + r->iOff;
  size_t k, i;
  int bPrefixOnly;
  r->nLit = lintLiteralPrefix(zR, r->n);
  r->iCov = -1;
  r->hLit = 2166136261u;
  for(k=0; k<r->nLit; k++) r->hLit = lintFnv(r->hLit, (unsigned char)zR[k]);
  for(k=r->nLit; k<r->n && zR[k]=='*'; k++){}
  bPrefixOnly = k==r->n;
  if( !lintShadowedByEarlier(p, iNew) && bPrefixOnly ){
    lintShadowsEarlier(p, iNew);
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
