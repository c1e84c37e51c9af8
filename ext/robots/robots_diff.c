/*
** robots_diff.c: two versions of a robots.txt compared crawler by crawler
** (see robots_diff.h).  Each crawler named in either version, and '*',
** gets the list of groups it obeys in each (its own groups, else the '*'
** groups); crawlers with the same two lists form a class, whose rules and
** usage lines are compared once: both versions' items sorted together by
** normalised pattern, a rule in one version's set and not the other's is a
** row.  Each member of the class then gets the class's rows, with its own
** crawl-delay (read by record) after them.  Start at robotsDiffOpen.
*/
#include "robots_diff_int.h"
#include "robots_explain.h"
#include "robots_crawler.h"
#include "robots_usage.h"

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
} DiffCrawler;

/* A rule or usage line of one version, as compared. */
typedef struct DiffItem {
  int eRule;           /* ROBOTS_DIFF_ALLOW ... ROBOTS_DIFF_SIGNAL */
  int iSide;           /* 0 old, 1 new */
  int iLine;
  Span key;            /* normalised pattern or usage path */
  size_t oKey;         /* key's offset in the arena when key.z is NULL */
  int bArena;
  Span key2;           /* usage: the preference */
  Span shown;          /* the pattern or path as written (z NULL: none) */
} DiffItem;

struct RobotsDiff {
  const CoreAlloc *pA;
  const CoreStop *pStop;
  DiffSide s[2];
  int *aPool; int nPool, nPoolAlloc;     /* the crawlers' group lists */
  DiffCrawler *aCr; int nCr, nCrAlloc;
  int iClsEnd;                           /* the class: [iMember, iClsEnd) */
  int iMember, iStep;                    /* the row to give next */
  const DiffCrawler *pCls;               /* the class's first crawler */
  DiffItem *aItem; int nItem, nItemAlloc;
  CoreBuf arena;                         /* normalised usage paths */
  RobotsDiffRow *aRow; int nRow, nRowAlloc;   /* the class's rows */
  int bRegroup;                          /* the class moved groups */
  size_t nWork;
};

static const char *const azDiffChange[] = {
  "added", "removed", "changed", "regrouped"
};
static const char *const azDiffRule[] = {
  "allow", "disallow", "content-usage", "content-signal", "crawl-delay", NULL
};

const char *robotsDiffChangeName(int e){
  return e>=0 && e<4 ? azDiffChange[e] : NULL;
}
const char *robotsDiffRuleName(int e){
  return e>=0 && e<6 ? azDiffRule[e] : NULL;
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

/* Order of two byte strings. */
static int diffBytesCmp(Span a, Span b){
  size_t n = a.n<b.n ? a.n : b.n;
  int d = n ? memcmp(a.z, b.z, n) : 0;
  if( d ) return d;
  return a.n<b.n ? -1 : a.n>b.n;
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

/* Build the crawler list of p (every crawler and '*', or one). */
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
  if( bAgent ){
    if( diffCrawlerOne(p, agent, aoGlob) ) return -1;
  }else{
    if( diffCrawlerAdd(p, star, 0, 0, 0, 0, aoGlob) ) return -1;
    if( diffCrawlersAll(p, aoGlob) ) return -1;
  }
  for(i=0; i<p->nCr; i++){
    for(s=0; s<2; s++){
      p->aCr[i].aG[s] = p->aPool ? p->aPool + p->aCr[i].oG[s] : NULL;
    }
  }
  if( p->nCr>1 ){
    qsort(p->aCr, (size_t)p->nCr, sizeof(DiffCrawler), diffCrawlerSort);
  }
  return 0;
}

/* ---- A class's rows -------------------------------------------------------- */

/* Append an item.  0 or -1. */
static DiffItem *diffItemAdd(RobotsDiff *p, int eRule, int iSide, int iLine){
  DiffItem *t;
  if( diffMore(p->pA, (void**)&p->aItem, &p->nItemAlloc, p->nItem,
               sizeof(DiffItem)) ) return NULL;
  t = &p->aItem[p->nItem++];
  memset(t, 0, sizeof(*t));
  t->eRule = eRule;
  t->iSide = iSide;
  t->iLine = iLine;
  return t;
}

/* Add usage line o of version iSide: Content-Usage by normalised path and
** preference, Content-Signal by its value.  0 or -1. */
static int diffItemUsage(RobotsDiff *p, int iSide, const RobotsOther *o){
  int eKind = robotsUsageKind(o->key);
  DiffItem *t = diffItemAdd(p, eKind==ROBOTS_USAGE_SIGNAL ? ROBOTS_DIFF_SIGNAL
                               : ROBOTS_DIFF_USAGE, iSide, o->iLine);
  Span path, pref;
  if( t==NULL ) return -1;
  if( eKind==ROBOTS_USAGE_SIGNAL ){
    t->key2 = o->value;
    return 0;
  }
  robotsUsageSplit(o->value, &path, &pref);
  t->key2 = pref;
  t->key = path;
  if( path.n ) t->shown = path;
  if( robotsNeedsEscape(path.z, path.n) ){
    size_t n = robotsEscapedLen(path.z, path.n);
    if( coreBufReserve(&p->arena, n) ) return -1;
    t->oKey = p->arena.n;
    t->bArena = 1;
    t->key.n = robotsEscape(path.z, path.n, p->arena.z + p->arena.n);
    p->arena.n += t->key.n;
  }
  return 0;
}

/* Add the rules and usage lines of group g of version iSide.  0 or -1. */
static int diffItemsOfGroup(RobotsDiff *p, int iSide, int g){
  DiffSide *s = &p->s[iSide];
  int i, n = robotsRuleCount(s->pFile);
  for(i=robotsGroupFirstRule(s->pFile, g); i<n; i++){
    const RobotsRule *r = robotsRuleAt(s->pFile, i);
    DiffItem *t;
    if( r->iGroup!=g ) break;
    t = diffItemAdd(p, r->bAllow ? ROBOTS_DIFF_ALLOW : ROBOTS_DIFF_DISALLOW,
                    iSide, r->iLine);
    if( t==NULL ) return -1;
    t->key = r->pattern;
    t->shown = r->value;
  }
  for(i=diffUseFirst(s, g); i<s->nUse; i++){
    const RobotsOther *o = robotsOtherAt(s->pFile, s->aUse[i]);
    if( o->iGroup!=g ) break;
    if( diffItemUsage(p, iSide, o) ) return -1;
  }
  return 0;
}

/* qsort: rules before usage lines, then key, preference, kind, version,
** line. */
static int diffItemSort(const void *pa, const void *pb){
  const DiffItem *a = pa, *b = pb;
  int ua = a->eRule>=ROBOTS_DIFF_USAGE, ub = b->eRule>=ROBOTS_DIFF_USAGE, d;
  if( ua!=ub ) return ua - ub;
  if( (d = diffBytesCmp(a->key, b->key))!=0 ) return d;
  if( (d = diffBytesCmp(a->key2, b->key2))!=0 ) return d;
  if( a->eRule!=b->eRule ) return a->eRule - b->eRule;
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

/* The row of an item in one version only (t: its first item there). */
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

/* The rows of the rules with one pattern, aItem[i..j): per version its
** first allow and first disallow; a disallow that the same version also
** allows never decides. */
static int diffPatternRows(RobotsDiff *p, int i, int j){
  const DiffItem *aA[2] = { NULL, NULL }, *aD[2] = { NULL, NULL };
  int k, s;
  for(k=i; k<j; k++){
    const DiffItem *t = &p->aItem[k];
    const DiffItem **pp = t->eRule==ROBOTS_DIFF_ALLOW ? &aA[t->iSide]
                                                      : &aD[t->iSide];
    if( *pp==NULL ) *pp = t;
  }
  for(s=0; s<2; s++) if( aA[s] ) aD[s] = NULL;
  for(s=0; s<2; s++){
    if( aA[s] && !aA[1-s] && diffRowOf(p, aA[s]) ) return -1;
    if( aD[s] && !aD[1-s] && diffRowOf(p, aD[s]) ) return -1;
  }
  return 0;
}

/* The rows of usage lines aItem[i..j) of one kind, path and preference. */
static int diffUsageRows(RobotsDiff *p, int i, int j){
  if( p->aItem[i].iSide==p->aItem[j-1].iSide ) return diffRowOf(p, &p->aItem[i]);
  return 0;
}

/* Whether items a and b compare as one (a pattern: any kind of rule). */
static int diffSameKey(const DiffItem *a, const DiffItem *b){
  int ua = a->eRule>=ROBOTS_DIFF_USAGE;
  if( ua!=(b->eRule>=ROBOTS_DIFF_USAGE) ) return 0;
  if( diffBytesCmp(a->key, b->key) || diffBytesCmp(a->key2, b->key2) ) return 0;
  return !ua || a->eRule==b->eRule;
}

/* Compare the class of crawler c: collect both versions' items, sort,
** walk runs of one key.  0, -1 (out of memory) or 2 (stopped). */
static int diffClassRows(RobotsDiff *p, const DiffCrawler *c){
  int s, i, j;
  p->nItem = p->nRow = 0;
  p->arena.n = 0;
  for(s=0; s<2; s++){
    for(i=0; i<c->nG[s]; i++){
      if( diffItemsOfGroup(p, s, c->aG[s][i]) ) return -1;
    }
  }
  for(i=0; i<p->nItem; i++){
    if( p->aItem[i].bArena ) p->aItem[i].key.z = p->arena.z + p->aItem[i].oKey;
  }
  if( p->nItem>1 ) qsort(p->aItem, (size_t)p->nItem, sizeof(DiffItem), diffItemSort);
  for(i=0; i<p->nItem; i=j){
    for(j=i+1; j<p->nItem && diffSameKey(&p->aItem[i], &p->aItem[j]); j++){}
    if( p->aItem[i].eRule>=ROBOTS_DIFF_USAGE ? diffUsageRows(p, i, j)
                                             : diffPatternRows(p, i, j) ){
      return -1;
    }
  }
  p->bRegroup = c->bOwn[0]!=c->bOwn[1] && p->nRow>0;
  p->nWork += (size_t)p->nItem + 1;
  if( p->nWork>=DIFF_STOP_WORK ){
    p->nWork = 0;
    if( coreStopped(p->pStop) ) return 2;
  }
  return 0;
}

/* ---- Rows, crawler by crawler -------------------------------------------- */

/* The regrouped row of crawler c: the first line of the first group it
** obeys in each version; its token or '*' as the values. */
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
    Span v = c->bOwn[s] ? c->name : star;
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
  coreBufInit(&p->arena, pA);
  if( diffSideBuild(&p->s[0], oldTxt, pA) || diffSideBuild(&p->s[1], newTxt, pA)
   || diffCrawlers(p, bAgent, agent) ){
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
  if( p==NULL ) return;
  diffSideFree(&p->s[0], p->pA);
  diffSideFree(&p->s[1], p->pA);
  coreFree(p->pA, p->aPool);
  coreFree(p->pA, p->aCr);
  coreFree(p->pA, p->aItem);
  coreFree(p->pA, p->aRow);
  coreBufFree(&p->arena);
  coreFree(p->pA, p);
}
