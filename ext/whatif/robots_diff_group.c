/*
** robots_diff_group.c: the groups of both versions as robots_diff compares
** them.  Every rule and usage line of a version is an item (normalised
** pattern or usage path, preference), kept sorted by group and by item;
** every group gets a content id shared by the groups of either version
** that hold the same set of items, so that a crawler's groups that did not
** change are set aside whole, and only the others' items are compared,
** looked up among the unchanged groups when needed (diffItemIn).  Start at
** diffGroupsBuild.
*/
#include "robots_diff_int.h"
#include "../usage/robots_usage.h"

#include <stdlib.h>
#include <string.h>

/* Order of two byte strings. */
static int diffSpanCmp(Span a, Span b){
  size_t n = a.n<b.n ? a.n : b.n;
  int d = n ? memcmp(a.z, b.z, n) : 0;
  if( d ) return d;
  return a.n<b.n ? -1 : a.n>b.n;
}

int diffItemCmp(const DiffItem *a, const DiffItem *b, int bAnyRule){
  int ua = a->eRule>=ROBOTS_DIFF_USAGE, ub = b->eRule>=ROBOTS_DIFF_USAGE, d;
  if( ua!=ub ) return ua - ub;
  if( (d = diffSpanCmp(a->key, b->key))!=0 ) return d;
  if( (d = diffSpanCmp(a->key2, b->key2))!=0 ) return d;
  if( bAnyRule && !ua ) return 0;
  return a->eRule - b->eRule;
}

/* qsort: group, item, line. */
static int diffByGroup(const void *pa, const void *pb){
  const DiffItem *a = pa, *b = pb;
  int d;
  if( a->iGroup!=b->iGroup ) return a->iGroup<b->iGroup ? -1 : 1;
  if( (d = diffItemCmp(a, b, 0))!=0 ) return d;
  return a->iLine - b->iLine;
}

/* qsort: item, group, line. */
static int diffByKey(const void *pa, const void *pb){
  const DiffItem *a = pa, *b = pb;
  int d = diffItemCmp(a, b, 0);
  if( d ) return d;
  if( a->iGroup!=b->iGroup ) return a->iGroup<b->iGroup ? -1 : 1;
  return a->iLine - b->iLine;
}

/* The item of usage line o (normalised path in the arena).  0 or -1. */
static int diffUsageItem(DiffSide *s, const RobotsOther *o, DiffItem *t){
  int eKind = robotsUsageKind(o->key);
  Span path, pref;
  t->eRule = eKind==ROBOTS_USAGE_SIGNAL ? ROBOTS_DIFF_SIGNAL : ROBOTS_DIFF_USAGE;
  t->iGroup = o->iGroup;
  t->iLine = o->iLine;
  if( eKind==ROBOTS_USAGE_SIGNAL ){ t->key2 = o->value; return 0; }
  robotsUsageSplit(o->value, &path, &pref);
  t->key = path;
  t->key2 = pref;
  if( path.n ) t->shown = path;
  if( robotsNeedsEscape(path.z, path.n) ){
    if( coreBufReserve(&s->arena, robotsEscapedLen(path.z, path.n)) ) return -1;
    t->oKey = s->arena.n;
    t->bArena = 1;
    t->key.n = robotsEscape(path.z, path.n, s->arena.z + s->arena.n);
    s->arena.n += t->key.n;
  }
  return 0;
}

/* Every item of version s, in both orders, and where each group starts. */
static int diffSideItems(DiffSide *s, const CoreAlloc *pA){
  int i, g, nRule = robotsRuleCount(s->pFile), nGroup = robotsGroupCount(s->pFile);
  size_t n = (size_t)nRule + (size_t)s->nUse + 1;
  s->aItem = coreMalloc(pA, n*sizeof(DiffItem));
  s->aByKey = coreMalloc(pA, n*sizeof(DiffItem));
  s->aStart = coreMalloc(pA, ((size_t)nGroup + 2)*sizeof(int));
  s->aMark = coreMalloc(pA, (size_t)nGroup + 1);
  if( !s->aItem || !s->aByKey || !s->aStart || !s->aMark ) return -1;
  memset(s->aItem, 0, n*sizeof(DiffItem));
  memset(s->aMark, 0, (size_t)nGroup + 1);
  for(i=0; i<nRule; i++){
    const RobotsRule *r = robotsRuleAt(s->pFile, i);
    DiffItem *t = &s->aItem[s->nItem++];
    t->eRule = r->bAllow ? ROBOTS_DIFF_ALLOW : ROBOTS_DIFF_DISALLOW;
    t->iGroup = r->iGroup;
    t->iLine = r->iLine;
    t->key = r->pattern;
    t->shown = r->value;
  }
  for(i=0; i<s->nUse; i++){
    if( diffUsageItem(s, robotsOtherAt(s->pFile, s->aUse[i]),
                      &s->aItem[s->nItem++]) ) return -1;
  }
  for(i=0; i<s->nItem; i++){
    s->aItem[i].iSide = s->iSide;
    if( s->aItem[i].bArena ) s->aItem[i].key.z = s->arena.z + s->aItem[i].oKey;
  }
  if( s->nItem>1 ) qsort(s->aItem, (size_t)s->nItem, sizeof(DiffItem), diffByGroup);
  if( s->nItem ) memcpy(s->aByKey, s->aItem, (size_t)s->nItem*sizeof(DiffItem));
  if( s->nItem>1 ) qsort(s->aByKey, (size_t)s->nItem, sizeof(DiffItem), diffByKey);
  for(g=0, i=0; g<=nGroup+1; g++){
    while( i<s->nItem && s->aItem[i].iGroup<g ) i++;
    s->aStart[g] = i;
  }
  return 0;
}

/* A group of either version, for giving contents ids. */
typedef struct DiffGroupRef {
  uint64_t h;          /* hash of its distinct items */
  const DiffItem *a;   /* its items (sorted) */
  int n;
  int *pId;            /* where its id goes */
} DiffGroupRef;

/* The next distinct item of a group's items after a[i] (n: none). */
static int diffNextDistinct(const DiffItem *a, int n, int i){
  int j = i + 1;
  while( j<n && diffItemCmp(&a[i], &a[j], 0)==0 ) j++;
  return j;
}

/* Hash of the distinct items of a[0..n). */
static uint64_t diffGroupHash(const DiffItem *a, int n){
  uint64_t h = 14695981039346656037ULL;
  int i, k;
  for(i=0; i<n; i=diffNextDistinct(a, n, i)){
    const Span *aS[2] = { &a[i].key, &a[i].key2 };
    h = coreFnv1aStep(h, (unsigned char)a[i].eRule);
    for(k=0; k<2; k++){
      size_t j;
      for(j=0; j<aS[k]->n; j++) h = coreFnv1aStep(h, (unsigned char)aS[k]->z[j]);
      h = coreFnv1aStep(h, 0xff);
    }
  }
  return h;
}

/* qsort: hash, then the distinct items in order. */
static int diffRefSort(const void *pa, const void *pb){
  const DiffGroupRef *a = pa, *b = pb;
  int i = 0, j = 0, d;
  if( a->h!=b->h ) return a->h<b->h ? -1 : 1;
  while( i<a->n && j<b->n ){
    if( (d = diffItemCmp(&a->a[i], &b->a[j], 0))!=0 ) return d;
    i = diffNextDistinct(a->a, a->n, i);
    j = diffNextDistinct(b->a, b->n, j);
  }
  return (i<a->n) - (j<b->n);
}

int diffGroupsBuild(DiffSide *aSide, const CoreAlloc *pA){
  int s, g, i, nRef = 0, id = 0;
  DiffGroupRef *aRef;
  for(s=0; s<2; s++){
    int nGroup = robotsGroupCount(aSide[s].pFile);
    if( diffSideItems(&aSide[s], pA) ) return -1;
    aSide[s].aContent = coreMalloc(pA, ((size_t)nGroup + 1)*sizeof(int));
    if( aSide[s].aContent==NULL ) return -1;
    nRef += nGroup;
  }
  aRef = coreMalloc(pA, ((size_t)nRef + 1)*sizeof(DiffGroupRef));
  if( aRef==NULL ) return -1;
  for(s=0, nRef=0; s<2; s++){
    DiffSide *p = &aSide[s];
    for(g=1; g<=robotsGroupCount(p->pFile); g++){
      DiffGroupRef *r = &aRef[nRef++];
      r->a = p->aItem + p->aStart[g];
      r->n = p->aStart[g+1] - p->aStart[g];
      r->h = diffGroupHash(r->a, r->n);
      r->pId = &p->aContent[g];
    }
  }
  if( nRef>1 ) qsort(aRef, (size_t)nRef, sizeof(DiffGroupRef), diffRefSort);
  for(i=0; i<nRef; i++){
    if( i>0 && diffRefSort(&aRef[i-1], &aRef[i])!=0 ) id++;
    *aRef[i].pId = id;
  }
  coreFree(pA, aRef);
  return 0;
}

/* The first item like t in a[lo..hi) (sorted by item first), or hi. */
static int diffLowerBound(const DiffItem *a, int lo, int hi, const DiffItem *t){
  while( lo<hi ){
    int mid = lo + (hi - lo)/2;
    if( diffItemCmp(&a[mid], t, 0)<0 ) lo = mid + 1; else hi = mid;
  }
  return lo;
}

const DiffItem *diffItemIn(const DiffSide *s, const DiffItem *t,
                           const int *aG, int nG){
  const DiffItem *pBest = NULL;
  int lo, hi, i;
  if( nG==0 ) return NULL;
  lo = diffLowerBound(s->aByKey, 0, s->nItem, t);
  for(hi=lo; hi<s->nItem && diffItemCmp(&s->aByKey[hi], t, 0)==0; hi++){
    if( hi-lo>16*nG ) break;             /* a long run: search the groups */
  }
  if( hi<s->nItem && diffItemCmp(&s->aByKey[hi], t, 0)==0 ){
    for(i=0; i<nG; i++){
      int g = aG[i], k = diffLowerBound(s->aItem, s->aStart[g], s->aStart[g+1], t);
      const DiffItem *q = &s->aItem[k];
      if( k<s->aStart[g+1] && diffItemCmp(q, t, 0)==0
       && (pBest==NULL || q->iLine<pBest->iLine) ) pBest = q;
    }
    return pBest;
  }
  for(i=lo; i<hi; i++){
    const DiffItem *q = &s->aByKey[i];
    if( s->aMark[q->iGroup] && (pBest==NULL || q->iLine<pBest->iLine) ) pBest = q;
  }
  return pBest;
}

void diffGroupsFree(DiffSide *s, const CoreAlloc *pA){
  coreFree(pA, s->aItem);
  coreFree(pA, s->aByKey);
  coreFree(pA, s->aStart);
  coreFree(pA, s->aContent);
  coreFree(pA, s->aMark);
  coreBufFree(&s->arena);
}
