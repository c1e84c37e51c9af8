/*
** robots_diff.c: two versions of a robots.txt compared crawler by crawler
** (see robots_diff.h).  Each crawler named in either version, and '*',
** gets the list of groups it obeys in each (its own groups, else the '*'
** groups); crawlers with the same two lists form a class, whose rules and
** usage lines are compared once: both versions' items sorted together by
** normalised pattern, a rule in one version's set and not the other's is a
** row.  Each member of the class then gets the class's rows, the License
** rows (the same for every crawler), and its own crawl-delay (read by
** record).  Start at robotsDiffOpen.
*/
#include "robots_diff_int.h"
#include "../crawler/robots_crawler.h"
#include "../usage/robots_usage.h"

#include <stdlib.h>
#include <string.h>

#define DIFF_STOP_WORK 65536   /* items compared between two asks of pStop */

/* A crawler and the groups it obeys in each version. */
typedef struct DiffCrawler {
  Span name;
  const int *aG[2];    /* its groups in the old (0) and new (1) version */
  int nG[2];
  int bOwn[2];         /* its own groups (else the '*' groups) */
  int iRec[2];         /* the record of its crawl-delay, or 0 */
  size_t oG[2];        /* aG's offsets in the pool while it grows */
  int mFellow;         /* named in both versions, another such crawler
                       ** obeys its groups: DIFF_FELLOW_ bits */
} DiffCrawler;

#define DIFF_FELLOW_OLD  1     /* the same groups in the old version */
#define DIFF_FELLOW_NEW  2     /* ... in the new version */
#define DIFF_FELLOW_BOTH 4     /* ... in both (the same class) */

struct RobotsDiff {
  const CoreAlloc *pA;
  const CoreStop *pStop;
  DiffSide s[2];
  int *aPool; int nPool, nPoolAlloc;     /* the crawlers' group lists */
  DiffCrawler *aCr; int nCr, nCrAlloc;
  int iClsEnd;                           /* the class: [iMember, iClsEnd) */
  int iMember, iStep;                    /* the row to give next */
  const DiffCrawler *pCls;               /* the class's first crawler */
  DiffItem *aItem; int nItem, nItemAlloc;   /* the class's changed items */
  int *aPair[2];                         /* a class's (content id, group) */
  int *aKeep[2], nKeep;                  /* its unchanged groups */
  int *aRest[2], nRest[2];               /* its other groups */
  size_t nSplitAlloc[2];                 /* ints in each of the three */
  RobotsDiffRow *aRow; int nRow, nRowAlloc;   /* the class's rows */
  int bRegroup;                          /* the class moved groups */
  RobotsDiffRow *aLic; int nLic;         /* the License rows */
  size_t nWork;
};

static const char *const azDiffChange[] = {
  "added", "removed", "changed", "regrouped"
};
static const char *const azDiffRule[] = {
  "allow", "disallow", "content-usage", "content-signal", "crawl-delay", NULL,
  "license"
};

const char *robotsDiffChangeName(int e){
  return e>=0 && e<4 ? azDiffChange[e] : NULL;
}
const char *robotsDiffRuleName(int e){
  return e>=0 && e<7 ? azDiffRule[e] : NULL;
}

/* Grow *pa (of *pnAlloc elements of sz bytes) to hold n+1.  0 or -1. */
static int diffMore(const CoreAlloc *pA, void **pa, int *pnAlloc, int n,
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

/* qsort: pairs of ints by their first. */
static int diffIntPairSort(const void *pa, const void *pb){
  const int *a = pa, *b = pb;
  if( a[0]!=b[0] ) return a[0]<b[0] ? -1 : 1;
  return a[1]<b[1] ? -1 : a[1]>b[1];
}

/* ---- Crawlers and their groups ------------------------------------------ */

/* Append group g to the pool.  0 or -1. */
static int diffPoolAdd(RobotsDiff *p, int g){
  if( diffMore(p->pA, (void**)&p->aPool, &p->nPoolAlloc, p->nPool,
               sizeof(int)) ) return -1;
  p->aPool[p->nPool++] = g;
  return 0;
}

/* Set side iSide of crawler c from the run of n lines at s->aTok[i] (n 0:
** the version does not name it, so the '*' groups; their list is at oGlob
** in the pool).  0 or -1. */
static int diffCrawlerSide(RobotsDiff *p, DiffCrawler *c, int iSide, int i,
                           int n, size_t oGlob){
  const DiffSide *s = &p->s[iSide];
  int k;
  c->bOwn[iSide] = n>0;
  if( n==0 ){
    c->oG[iSide] = oGlob;
    c->nG[iSide] = s->nGlob;
    c->iRec[iSide] = s->iGlobDelay;
    return 0;
  }
  c->oG[iSide] = (size_t)p->nPool;
  c->nG[iSide] = 0;
  c->iRec[iSide] = 0;
  for(k=i; k<i+n; k++){
    const DiffTok *t = &s->aTok[k];
    if( c->nG[iSide]==0 || p->aPool[p->nPool-1]!=t->iGroup ){
      if( diffPoolAdd(p, t->iGroup) ) return -1;
      c->nG[iSide]++;
    }
    if( c->iRec[iSide]==0 && s->aRec[t->iRec].bDelay ) c->iRec[iSide] = t->iRec;
  }
  return 0;
}

/* A new crawler named name, named by runs (i0, n0) of the old version and
** (i1, n1) of the new.  0 or -1. */
static int diffCrawlerAdd(RobotsDiff *p, Span name, int i0, int n0, int i1,
                          int n1, const size_t *aoGlob){
  DiffCrawler *c;
  if( diffMore(p->pA, (void**)&p->aCr, &p->nCrAlloc, p->nCr,
               sizeof(DiffCrawler)) ) return -1;
  c = &p->aCr[p->nCr++];
  memset(c, 0, sizeof(*c));
  c->name = name;
  if( diffCrawlerSide(p, c, 0, i0, n0, aoGlob[0]) ) return -1;
  return diffCrawlerSide(p, c, 1, i1, n1, aoGlob[1]);
}

/* The length of the run of s->aTok naming the same crawler as line i. */
static int diffRun(const DiffSide *s, int i){
  int j = i + 1;
  while( j<s->nTok && diffTokCmp(s->aTok[j].tok, s->aTok[i].tok)==0 ) j++;
  return j - i;
}

/* Every crawler of either version: the two sorted token lists merged. */
static int diffCrawlersAll(RobotsDiff *p, const size_t *aoGlob){
  const DiffSide *a = &p->s[0], *b = &p->s[1];
  int i = 0, j = 0;
  while( i<a->nTok || j<b->nTok ){
    int d = i>=a->nTok ? 1 : j>=b->nTok ? -1
          : diffTokCmp(a->aTok[i].tok, b->aTok[j].tok);
    int ni = d<=0 ? diffRun(a, i) : 0, nj = d>=0 ? diffRun(b, j) : 0;
    Span name = nj ? b->aTok[j].tok : a->aTok[i].tok;
    /* The empty name is no crawler's: asked for by name only. */
    if( name.n>0 && diffCrawlerAdd(p, name, i, ni, j, nj, aoGlob) ) return -1;
    i += ni;
    j += nj;
  }
  return 0;
}

/* The crawler agent names, alone (its token; '*' when it has none). */
static int diffCrawlerOne(RobotsDiff *p, Span agent, const size_t *aoGlob){
  int bNone, i0 = 0, i1 = 0, n0 = 0, n1 = 0;
  Span tok = robotsAgentName(agent.z ? agent.z : "", agent.n, &bNone);
  if( bNone ){                 /* no token: the '*' groups */
    tok.z = "*";
    tok.n = 1;
  }else{
    n0 = diffSideFind(&p->s[0], tok, &i0);
    n1 = diffSideFind(&p->s[1], tok, &i1);
  }
  return diffCrawlerAdd(p, tok, i0, n0, i1, n1, aoGlob);
}

/* Compare two group lists. */
static int diffListCmp(const int *a, int na, const int *b, int nb){
  int i, n = na<nb ? na : nb;
  for(i=0; i<n; i++) if( a[i]!=b[i] ) return a[i]<b[i] ? -1 : 1;
  return na<nb ? -1 : na>nb;
}

/* The class order of two crawlers: own flags, then the group lists (equal
** in both versions: the same class). */
static int diffClassCmp(const DiffCrawler *a, const DiffCrawler *b){
  int s, d;
  for(s=0; s<2; s++){
    if( a->bOwn[s]!=b->bOwn[s] ) return a->bOwn[s]<b->bOwn[s] ? -1 : 1;
    d = diffListCmp(a->aG[s], a->nG[s], b->aG[s], b->nG[s]);
    if( d ) return d;
  }
  return 0;
}

/* qsort: class, then name. */
static int diffCrawlerSort(const void *pa, const void *pb){
  const DiffCrawler *a = pa, *b = pb;
  int d = diffClassCmp(a, b);
  return d ? d : diffTokCmp(a->name, b->name);
}

/* Point each crawler's group lists into the pool (it has stopped moving). */
static void diffCrawlersPoint(RobotsDiff *p){
  int i, s;
  for(i=0; i<p->nCr; i++){
    for(s=0; s<2; s++){
      p->aCr[i].aG[s] = p->aPool ? p->aPool + p->aCr[i].oG[s] : NULL;
    }
  }
}

/* qsort of crawler pointers: by old groups, by new groups, by both. */
static int diffByOld(const void *pa, const void *pb){
  const DiffCrawler *a = *(DiffCrawler *const*)pa, *b = *(DiffCrawler *const*)pb;
  return diffListCmp(a->aG[0], a->nG[0], b->aG[0], b->nG[0]);
}
static int diffByNew(const void *pa, const void *pb){
  const DiffCrawler *a = *(DiffCrawler *const*)pa, *b = *(DiffCrawler *const*)pb;
  return diffListCmp(a->aG[1], a->nG[1], b->aG[1], b->nG[1]);
}
static int diffByBoth(const void *pa, const void *pb){
  int d = diffByOld(pa, pb);
  return d ? d : diffByNew(pa, pb);
}

/* Sort a[0..n) with xCmp; set bit in every crawler of a run of two or
** more. */
static void diffFellowRuns(DiffCrawler **a, int n,
                           int (*xCmp)(const void*, const void*), int bit){
  int i, j;
  if( n>1 ) qsort(a, (size_t)n, sizeof(DiffCrawler*), xCmp);
  for(i=0; i<n; i=j){
    int k;
    for(j=i+1; j<n && xCmp(&a[i], &a[j])==0; j++){}
    for(k=i; j-i>1 && k<j; k++) a[k]->mFellow |= bit;
  }
}

/* Every crawler named in both versions learns whether another such
** crawler obeys the same groups in the old version, the new, both.
** 0 or -1. */
static int diffFellows(RobotsDiff *p){
  DiffCrawler **a = coreMalloc(p->pA, ((size_t)p->nCr + 1)*sizeof(DiffCrawler*));
  int i, n = 0;
  if( a==NULL ) return -1;
  for(i=0; i<p->nCr; i++){
    if( p->aCr[i].bOwn[0] && p->aCr[i].bOwn[1] ) a[n++] = &p->aCr[i];
  }
  diffFellowRuns(a, n, diffByOld, DIFF_FELLOW_OLD);
  diffFellowRuns(a, n, diffByNew, DIFF_FELLOW_NEW);
  diffFellowRuns(a, n, diffByBoth, DIFF_FELLOW_BOTH);
  coreFree(p->pA, a);
  return 0;
}

/* Keep only the crawler agent names (its fellows as the full list has
** them), after the full list's nAll crawlers.  0 or -1. */
static int diffCrawlersOne(RobotsDiff *p, Span agent, const size_t *aoGlob){
  int nAll = p->nCr, i;
  DiffCrawler one;
  if( diffCrawlerOne(p, agent, aoGlob) ) return -1;
  diffCrawlersPoint(p);
  one = p->aCr[nAll];
  for(i=0; i<nAll; i++){
    if( diffTokCmp(p->aCr[i].name, one.name)==0 ){
      one.mFellow = p->aCr[i].mFellow;
      break;
    }
  }
  p->aCr[0] = one;
  p->nCr = 1;
  return 0;
}

/* Build the crawler list of p (every crawler and '*', or one).  The full
** list is built either way: a crawler's fellows are read from it. */
static int diffCrawlers(RobotsDiff *p, int bAgent, Span agent){
  size_t aoGlob[2];
  int s, i;
  static const Span star = { "*", 1 };
  for(s=0; s<2; s++){
    aoGlob[s] = (size_t)p->nPool;
    for(i=0; i<p->s[s].nGlob; i++){
      if( diffPoolAdd(p, p->s[s].aGlob[i]) ) return -1;
    }
  }
  if( !bAgent && diffCrawlerAdd(p, star, 0, 0, 0, 0, aoGlob) ) return -1;
  if( diffCrawlersAll(p, aoGlob) ) return -1;
  diffCrawlersPoint(p);
  if( diffFellows(p) ) return -1;
  if( bAgent && diffCrawlersOne(p, agent, aoGlob) ) return -1;
  if( p->nCr>1 ){
    qsort(p->aCr, (size_t)p->nCr, sizeof(DiffCrawler), diffCrawlerSort);
  }
  return 0;
}

/* ---- A class's rows -------------------------------------------------------- */

/* Append the items of group g of version s to the class's items.  0/-1. */
static int diffItemsOfGroup(RobotsDiff *p, int s, int g){
  const DiffSide *d = &p->s[s];
  int i;
  for(i=d->aStart[g]; i<d->aStart[g+1]; i++){
    if( diffMore(p->pA, (void**)&p->aItem, &p->nItemAlloc, p->nItem,
                 sizeof(DiffItem)) ) return -1;
    p->aItem[p->nItem++] = d->aItem[i];
  }
  return 0;
}

/* qsort: item (allow and disallow of a pattern together), kind, version,
** line. */
static int diffItemSort(const void *pa, const void *pb){
  const DiffItem *a = pa, *b = pb;
  int d = diffItemCmp(a, b, 0);
  if( d ) return d;
  if( a->iSide!=b->iSide ) return a->iSide - b->iSide;
  return a->iLine - b->iLine;
}

/* Append a class row.  NULL when out of memory. */
static RobotsDiffRow *diffRowAdd(RobotsDiff *p, int eChange, int eRule){
  RobotsDiffRow *r;
  if( diffMore(p->pA, (void**)&p->aRow, &p->nRowAlloc, p->nRow,
               sizeof(RobotsDiffRow)) ) return NULL;
  r = &p->aRow[p->nRow++];
  memset(r, 0, sizeof(*r));
  r->eChange = eChange;
  r->eRule = eRule;
  return r;
}

/* The row of an item in one version only (t: its first line there). */
static int diffRowOf(RobotsDiff *p, const DiffItem *t){
  RobotsDiffRow *r = diffRowAdd(p, t->iSide ? ROBOTS_DIFF_ADDED
                                            : ROBOTS_DIFF_REMOVED, t->eRule);
  if( r==NULL ) return -1;
  r->pattern = t->shown;
  if( t->iSide ) r->iNewLine = t->iLine; else r->iOldLine = t->iLine;
  if( t->eRule>=ROBOTS_DIFF_USAGE ){
    if( t->iSide ) r->newValue = t->key2; else r->oldValue = t->key2;
  }
  return 0;
}

/* *pp, or the item like t (of kind eRule) in version s's unchanged groups
** when that one's line comes first. */
static void diffKept(RobotsDiff *p, int s, const DiffItem *t, int eRule,
                     const DiffItem **pp){
  DiffItem want = *t;
  const DiffItem *q;
  want.eRule = eRule;
  q = diffItemIn(&p->s[s], &want, p->aKeep[s], p->nKeep);
  if( q && (*pp==NULL || q->iLine<(*pp)->iLine) ) *pp = q;
}

/* The rows of the rules with one pattern, aItem[i..j) from the changed
** groups and the same pattern in the unchanged ones: per version its first
** allow and first disallow; a disallow that the same version also allows
** never decides. */
static int diffPatternRows(RobotsDiff *p, int i, int j){
  const DiffItem *aA[2] = { NULL, NULL }, *aD[2] = { NULL, NULL };
  int k, s;
  for(k=i; k<j; k++){
    const DiffItem *t = &p->aItem[k];
    const DiffItem **pp = t->eRule==ROBOTS_DIFF_ALLOW ? &aA[t->iSide]
                                                      : &aD[t->iSide];
    if( *pp==NULL ) *pp = t;
  }
  for(s=0; s<2; s++){
    diffKept(p, s, &p->aItem[i], ROBOTS_DIFF_ALLOW, &aA[s]);
    diffKept(p, s, &p->aItem[i], ROBOTS_DIFF_DISALLOW, &aD[s]);
  }
  for(s=0; s<2; s++) if( aA[s] ) aD[s] = NULL;
  for(s=0; s<2; s++){
    if( aA[s] && !aA[1-s] && diffRowOf(p, aA[s]) ) return -1;
    if( aD[s] && !aD[1-s] && diffRowOf(p, aD[s]) ) return -1;
  }
  return 0;
}

/* The rows of usage lines aItem[i..j) of one kind, path and preference:
** a row when only one version has it, in changed or unchanged groups. */
static int diffUsageRows(RobotsDiff *p, int i, int j){
  const DiffItem *t = &p->aItem[i];
  if( t->iSide!=p->aItem[j-1].iSide ) return 0;
  if( diffItemIn(&p->s[1-t->iSide], t, p->aKeep[1-t->iSide], p->nKeep) ){
    return 0;
  }
  return diffRowOf(p, t);
}

/* Split the class of c into its unchanged groups (the same content in
** both versions, as many times: aKeep) and the others (aRest), and mark
** the unchanged ones.  0 or -1. */
static int diffClassSplit(RobotsDiff *p, const DiffCrawler *c){
  int s, i, a = 0, b = 0;
  p->nKeep = p->nRest[0] = p->nRest[1] = 0;
  for(s=0; s<2; s++){
    size_t n = 2*(size_t)c->nG[s] + 2;
    if( n>p->nSplitAlloc[s] ){           /* grown, never per class */
      coreFree(p->pA, p->aPair[s]);
      coreFree(p->pA, p->aKeep[s]);
      coreFree(p->pA, p->aRest[s]);
      p->aPair[s] = coreMalloc(p->pA, 2*n*sizeof(int));
      p->aKeep[s] = coreMalloc(p->pA, 2*n*sizeof(int));
      p->aRest[s] = coreMalloc(p->pA, 2*n*sizeof(int));
      p->nSplitAlloc[s] = 2*n;
      if( !p->aPair[s] || !p->aKeep[s] || !p->aRest[s] ){
        p->nSplitAlloc[s] = 0;
        return -1;
      }
    }
    for(i=0; i<c->nG[s]; i++){
      p->aPair[s][2*i] = p->s[s].aContent[c->aG[s][i]];
      p->aPair[s][2*i+1] = c->aG[s][i];
    }
    if( c->nG[s]>1 ) qsort(p->aPair[s], (size_t)c->nG[s], 2*sizeof(int), diffIntPairSort);
  }
  while( a<c->nG[0] || b<c->nG[1] ){
    int ia = a<c->nG[0] ? p->aPair[0][2*a] : INT32_MAX;
    int ib = b<c->nG[1] ? p->aPair[1][2*b] : INT32_MAX;
    if( ia==ib ){
      p->aKeep[0][p->nKeep] = p->aPair[0][2*a++ + 1];
      p->aKeep[1][p->nKeep++] = p->aPair[1][2*b++ + 1];
    }else if( ia<ib ){
      p->aRest[0][p->nRest[0]++] = p->aPair[0][2*a++ + 1];
    }else{
      p->aRest[1][p->nRest[1]++] = p->aPair[1][2*b++ + 1];
    }
  }
  for(s=0; s<2; s++){
    for(i=0; i<p->nKeep; i++) p->s[s].aMark[p->aKeep[s][i]] = 1;
  }
  return 0;
}

/* 1 when crawler c (its class split) moved to other groups: its own in
** one version and the '*' groups in the other; or, named in both, it
** shares its groups with other crawlers named in both in one version or
** the other but with none in both, and groups of both versions changed. */
static int diffMoved(const RobotsDiff *p, const DiffCrawler *c){
  if( c->bOwn[0]!=c->bOwn[1] ) return 1;
  if( !c->bOwn[0] || (c->mFellow & DIFF_FELLOW_BOTH) ) return 0;
  return (c->mFellow & (DIFF_FELLOW_OLD|DIFF_FELLOW_NEW))!=0
      && p->nRest[0]>0 && p->nRest[1]>0;
}

/* Compare the class of crawler c: its changed groups' items of both
** versions sorted together, each run of one pattern (or usage line)
** looked up in the unchanged groups too.  0, -1 (out of memory) or 2
** (stopped). */
static int diffClassRows(RobotsDiff *p, const DiffCrawler *c){
  int s, i, j, rc = 0;
  p->nItem = p->nRow = 0;
  if( diffClassSplit(p, c) ) rc = -1;
  for(s=0; s<2 && rc==0; s++){
    for(i=0; i<p->nRest[s] && rc==0; i++){
      rc = diffItemsOfGroup(p, s, p->aRest[s][i]);
    }
  }
  if( rc==0 && p->nItem>1 ){
    qsort(p->aItem, (size_t)p->nItem, sizeof(DiffItem), diffItemSort);
  }
  for(i=0; i<p->nItem && rc==0; i=j){
    int bUsage = p->aItem[i].eRule>=ROBOTS_DIFF_USAGE;
    for(j=i+1; j<p->nItem && diffItemCmp(&p->aItem[i], &p->aItem[j], 1)==0; j++){}
    rc = bUsage ? diffUsageRows(p, i, j) : diffPatternRows(p, i, j);
  }
  for(s=0; s<2; s++){
    for(i=0; i<p->nKeep; i++) p->s[s].aMark[p->aKeep[s][i]] = 0;
  }
  if( rc ) return rc;
  p->bRegroup = p->nRow>0 && diffMoved(p, c);
  p->nWork += (size_t)p->nItem + (size_t)c->nG[0] + (size_t)c->nG[1] + 1;
  if( p->nWork>=DIFF_STOP_WORK ){
    p->nWork = 0;
    if( coreStopped(p->pStop) ) return 2;
  }
  return 0;
}

/* ---- Rows, crawler by crawler -------------------------------------------- */

/* The regrouped row of crawler c: the first line of the first group it
** obeys in each version; as the values '*', or the first crawler that
** group names (c's own token when it names none but c: an empty token). */
static void diffRegroupRow(RobotsDiff *p, const DiffCrawler *c,
                           RobotsDiffRow *r){
  static const Span star = { "*", 1 };
  int s;
  memset(r, 0, sizeof(*r));
  r->agent = c->name;
  r->eChange = ROBOTS_DIFF_REGROUPED;
  r->eRule = ROBOTS_DIFF_GROUP;
  for(s=0; s<2; s++){
    int iLine = c->nG[s] ? diffGroupLine(&p->s[s], c->aG[s][0]) : 0;
    Span v = star;
    if( c->bOwn[s] ){
      v = c->nG[s] ? diffGroupNamer(&p->s[s], c->aG[s][0]) : c->name;
      if( v.z==NULL || v.n==0 ) v = c->name;
    }
    if( s ){ r->iNewLine = iLine; r->newValue = v; }
    else{ r->iOldLine = iLine; r->oldValue = v; }
  }
}

/* The crawl-delay row of crawler c: 1 with *r when its delay changes. */
static int diffDelayRow(RobotsDiff *p, const DiffCrawler *c,
                        RobotsDiffRow *r){
  const DiffRec *a = c->iRec[0] ? &p->s[0].aRec[c->iRec[0]] : NULL;
  const DiffRec *b = c->iRec[1] ? &p->s[1].aRec[c->iRec[1]] : NULL;
  if( a==NULL && b==NULL ) return 0;
  if( a && b && a->r==b->r ) return 0;
  memset(r, 0, sizeof(*r));
  r->agent = c->name;
  r->eRule = ROBOTS_DIFF_DELAY;
  r->eChange = a && b ? ROBOTS_DIFF_CHANGED : a ? ROBOTS_DIFF_REMOVED
                                                : ROBOTS_DIFF_ADDED;
  if( a ){ r->iOldLine = a->iLine; r->oldValue = a->value; }
  if( b ){ r->iNewLine = b->iLine; r->newValue = b->value; }
  return 1;
}

/* Start the next class (the crawlers from p->iClsEnd with its groups).
** 0 (none left: *pbEnd), -1 or 2 as diffClassRows. */
static int diffNextClass(RobotsDiff *p, int *pbEnd){
  int i = p->iClsEnd, j;
  *pbEnd = i>=p->nCr;
  if( *pbEnd ) return 0;
  for(j=i+1; j<p->nCr && diffClassCmp(&p->aCr[i], &p->aCr[j])==0; j++){}
  p->iMember = i;
  p->iClsEnd = j;
  p->iStep = 0;
  p->pCls = &p->aCr[i];
  return diffClassRows(p, p->pCls);
}

int robotsDiffNext(RobotsDiff *p, RobotsDiffRow *pRow){
  for(;;){
    if( p->iMember<p->iClsEnd ){
      const DiffCrawler *c = &p->aCr[p->iMember];
      int k = p->iStep++;
      if( k==0 ){
        if( p->bRegroup ){ diffRegroupRow(p, c, pRow); return 1; }
        continue;
      }
      if( k<=p->nRow ){
        *pRow = p->aRow[k-1];
        pRow->agent = c->name;
        return 1;
      }
      if( k<=p->nRow + p->nLic ){
        *pRow = p->aLic[k-1-p->nRow];
        pRow->agent = c->name;
        return 1;
      }
      p->iMember++;
      p->iStep = 0;
      if( diffDelayRow(p, c, pRow) ) return 1;
    }else{
      int bEnd, rc = diffNextClass(p, &bEnd);
      if( rc ) return rc<0 ? -1 : 2;
      if( bEnd ) return 0;
    }
  }
}

int robotsDiffOpen(RobotsDiff **pp, Span oldTxt, Span newTxt, int bAgent,
                   Span agent, const CoreAlloc *pA, const CoreStop *pStop){
  RobotsDiff *p = coreMalloc(pA, sizeof(RobotsDiff));
  *pp = NULL;
  if( p==NULL ) return -1;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->pStop = pStop;
  if( diffSideBuild(&p->s[0], 0, oldTxt, pA)
   || diffSideBuild(&p->s[1], 1, newTxt, pA)
   || diffGroupsBuild(p->s, pA) || diffCrawlers(p, bAgent, agent)
   || diffLicenseRows(p->s, &p->aLic, &p->nLic, pA) ){
    robotsDiffClose(p);
    return -1;
  }
  if( coreStopped(pStop) ){
    robotsDiffClose(p);
    return 1;
  }
  *pp = p;
  return 0;
}

void robotsDiffClose(RobotsDiff *p){
  int s;
  if( p==NULL ) return;
  diffSideFree(&p->s[0], p->pA);
  diffSideFree(&p->s[1], p->pA);
  coreFree(p->pA, p->aPool);
  coreFree(p->pA, p->aCr);
  coreFree(p->pA, p->aItem);
  coreFree(p->pA, p->aRow);
  coreFree(p->pA, p->aLic);
  for(s=0; s<2; s++){
    coreFree(p->pA, p->aPair[s]);
    coreFree(p->pA, p->aKeep[s]);
    coreFree(p->pA, p->aRest[s]);
  }
  coreFree(p->pA, p);
}
