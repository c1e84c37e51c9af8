/*
** robots_crawler_user.c: a user's table of crawlers (robots_crawler.h):
** rows of a pattern and a token, matched as ASCII-case-insensitive
** substrings of a User-Agent header, the longest pattern winning and, of
** equal lengths, the one found first.  robotsCrawlerUserFinish orders the
** rows, rejects conflicts and builds one Aho-Corasick automaton over every
** pattern, so that a header is matched in time linear in its length
** whatever the number of patterns (10,000 of 256 bytes at most).
**
** The automaton is a trie built breadth-first from the patterns sorted by
** their bytes: each node's children are contiguous and sorted by byte
** (found by binary search), so it takes no 256-wide tables.  Each node has
** its failure link (the longest proper suffix that is also a trie node) and
** its output (the longest pattern that is a suffix of it).  The header is
** read once; at each byte the longest pattern ending there is known, and
** the longest over the header wins, the first found on a tie (the leftmost,
** as equal lengths ending earlier start earlier).
** Start at robotsCrawlerUserFinish, then crawlerUserBest.
*/
#include "robots_crawler.h"
#include "robots_purpose.h"

#include <stdlib.h>
#include <string.h>

struct RobotsCrawlerRow {
  size_t iPat, iTok;        /* offsets into bytes, while rows are added */
  const char *zPat, *zTok;  /* set by robotsCrawlerUserFinish */
  size_t iAdded;            /* 0-based number in the order added */
  unsigned short nPat, nTok;
  unsigned char bTok;       /* 0: the row says "no crawler" */
  signed char iPurpose;     /* robotsPurposeIndex's, -1: none given */
};

/* One node of the automaton; node 0 is the root (no pattern is empty, so
** 0 also means "none" for iOut and a missing child). */
struct RobotsCrawlerNode {
  uint32_t iChild;          /* first child; children contiguous, by byte */
  uint32_t iFail;           /* failure link */
  uint32_t iOut;            /* the longest pattern that is a proper suffix */
  int32_t iRow;             /* the row whose pattern this node spells, -1 */
  uint16_t nChild;
  uint16_t nDepth;          /* length of the node's string */
  unsigned char c;          /* the byte into this node */
};
typedef struct RobotsCrawlerNode CrawlerNode;

void robotsCrawlerUserInit(RobotsCrawlerUser *p, const CoreAlloc *pA){
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  coreBufInit(&p->bytes, pA);
}

void robotsCrawlerUserFree(RobotsCrawlerUser *p){
  const CoreAlloc *pA = p->pA;
  coreBufFree(&p->bytes);
  coreFree(pA, p->aRow);
  coreFree(pA, p->aNode);
  robotsCrawlerUserInit(p, pA);
}

/* Room for one more row: 0, or -1 when out of memory. */
static int crawlerUserGrow(RobotsCrawlerUser *p){
  size_t nNew = p->nAlloc ? p->nAlloc*2 : 16;
  RobotsCrawlerRow *a;
  if( nNew>ROBOTS_CRAWLER_USER_MAX_ROWS ) nNew = ROBOTS_CRAWLER_USER_MAX_ROWS;
  a = (RobotsCrawlerRow*)coreRealloc(p->pA, p->aRow, nNew*sizeof(RobotsCrawlerRow));
  if( a==NULL ) return -1;
  p->aRow = a;
  p->nAlloc = nNew;
  return 0;
}

int robotsCrawlerUserAdd(RobotsCrawlerUser *p, const char *zPat, size_t nPat,
                         const char *zTok, size_t nTok){
  RobotsCrawlerRow *r;
  size_t iStart = p->bytes.n, k;
  if( p->nRow>=ROBOTS_CRAWLER_USER_MAX_ROWS ) return ROBOTS_CRAWLER_USER_TOO_MANY;
  if( nPat==0 || nPat>ROBOTS_CRAWLER_USER_MAX_PATTERN ) return ROBOTS_CRAWLER_USER_PATTERN;
  if( zTok!=NULL && (nTok==0 || nTok>ROBOTS_CRAWLER_USER_MAX_TOKEN) ){
    return ROBOTS_CRAWLER_USER_TOKEN;
  }
  if( p->nRow==p->nAlloc && crawlerUserGrow(p) ) return ROBOTS_CRAWLER_USER_NOMEM;
  for(k=0; k<nPat; k++){
    coreBufAppendByte(&p->bytes, (char)coreToLower((unsigned char)zPat[k]));
  }
  if( zTok!=NULL ) coreBufAppend(&p->bytes, zTok, nTok);
  if( p->bytes.oom ) return ROBOTS_CRAWLER_USER_NOMEM;
  r = &p->aRow[p->nRow];
  memset(r, 0, sizeof(*r));
  r->iPat = iStart;
  r->nPat = (unsigned short)nPat;
  r->iTok = iStart + nPat;
  r->nTok = (unsigned short)(zTok ? nTok : 0);
  r->bTok = zTok!=NULL;
  r->iPurpose = -1;
  r->iAdded = p->nRow++;
  return ROBOTS_CRAWLER_USER_OK;
}

int robotsCrawlerUserSetPurpose(RobotsCrawlerUser *p, const char *z, size_t n){
  RobotsCrawlerRow *r;
  int i;
  if( p->nRow==0 ) return ROBOTS_CRAWLER_USER_PURPOSE;
  r = &p->aRow[p->nRow-1];
  i = robotsPurposeIndex(z, n);
  if( i<0 ) return ROBOTS_CRAWLER_USER_PURPOSE;
  if( !r->bTok ) return ROBOTS_CRAWLER_USER_PURPOSE_NO_TOKEN;
  r->iPurpose = (signed char)i;
  return ROBOTS_CRAWLER_USER_OK;
}

/* qsort order of row pointers: by token, then in the order added. */
static int crawlerUserTokCmp(const void *pA, const void *pB){
  const RobotsCrawlerRow *a = *(const RobotsCrawlerRow*const*)pA;
  const RobotsCrawlerRow *b = *(const RobotsCrawlerRow*const*)pB;
  size_t n = a->nTok<b->nTok ? a->nTok : b->nTok;
  int c = memcmp(a->zTok, b->zTok, n);
  if( c ) return c;
  if( a->nTok!=b->nTok ) return a->nTok<b->nTok ? -1 : 1;
  return a->iAdded < b->iAdded ? -1 : a->iAdded > b->iAdded;
}

/* Check that no token has two purposes (rows without one do not count):
** ROBOTS_CRAWLER_USER_OK, _NOMEM, or _PURPOSE_CONFLICT with *piRow the
** 0-based number of a row giving its token another purpose than an
** earlier row.  n log n in the rows. */
static int crawlerUserPurposeCheck(RobotsCrawlerUser *p, size_t *piRow){
  const RobotsCrawlerRow **ap;
  size_t i, n = 0;
  int rc = ROBOTS_CRAWLER_USER_OK;
  for(i=0; i<p->nRow; i++) n += p->aRow[i].iPurpose>=0;
  if( n<2 ) return ROBOTS_CRAWLER_USER_OK;
  ap = (const RobotsCrawlerRow**)coreMalloc(p->pA, n*sizeof(*ap));
  if( ap==NULL ) return ROBOTS_CRAWLER_USER_NOMEM;
  for(i=0, n=0; i<p->nRow; i++){
    if( p->aRow[i].iPurpose>=0 ) ap[n++] = &p->aRow[i];
  }
  qsort(ap, n, sizeof(*ap), crawlerUserTokCmp);
  for(i=1; i<n && rc==ROBOTS_CRAWLER_USER_OK; i++){
    const RobotsCrawlerRow *a = ap[i-1], *b = ap[i];
    if( a->nTok==b->nTok && memcmp(a->zTok, b->zTok, a->nTok)==0
     && a->iPurpose!=b->iPurpose ){
      *piRow = b->iAdded;
      rc = ROBOTS_CRAWLER_USER_PURPOSE_CONFLICT;
    }
  }
  coreFree(p->pA, ap);
  return rc;
}

/* qsort order of rows: longest pattern first, then by the pattern's bytes,
** then in the order added. */
static int crawlerUserCmp(const void *pA, const void *pB){
  const RobotsCrawlerRow *a = (const RobotsCrawlerRow*)pA;
  const RobotsCrawlerRow *b = (const RobotsCrawlerRow*)pB;
  int c;
  if( a->nPat!=b->nPat ) return a->nPat > b->nPat ? -1 : 1;
  c = memcmp(a->zPat, b->zPat, a->nPat);
  if( c ) return c;
  return a->iAdded < b->iAdded ? -1 : a->iAdded > b->iAdded;
}

/* 1 if rows a and b (the same pattern) give different answers. */
static int crawlerUserDiffer(const RobotsCrawlerRow *a, const RobotsCrawlerRow *b){
  if( a->bTok!=b->bTok ) return 1;
  return a->bTok && (a->nTok!=b->nTok || memcmp(a->zTok, b->zTok, a->nTok)!=0);
}

/* ---- The automaton ----------------------------------------------------- */

/* A pattern while the trie is built: its bytes and its row. */
typedef struct CrawlerKey { const char *z; uint32_t n, iRow; } CrawlerKey;

/* qsort order of keys: by bytes, a prefix before what extends it. */
static int crawlerKeyCmp(const void *pA, const void *pB){
  const CrawlerKey *a = (const CrawlerKey*)pA, *b = (const CrawlerKey*)pB;
  int c = memcmp(a->z, b->z, a->n<b->n ? a->n : b->n);
  if( c ) return c;
  return a->n<b->n ? -1 : a->n>b->n;
}

/* The child of node s for byte c, or 0. */
static uint32_t crawlerChild(const CrawlerNode *a, uint32_t s, unsigned char c){
  uint32_t lo = a[s].iChild, hi = lo + a[s].nChild;
  while( lo<hi ){
    uint32_t mid = lo + (hi - lo)/2;
    if( a[mid].c<c ) lo = mid + 1;
    else if( a[mid].c>c ) hi = mid;
    else return mid;
  }
  return 0;
}

/* The trie of the sorted keys aKey[0..nKey), breadth first: node u spans
** the keys aRange[2u]..aRange[2u+1] (those with its string as a prefix).
** Returns the node array (*pnNode nodes), or NULL when out of memory. */
static CrawlerNode *crawlerTrie(const CoreAlloc *pA, const CrawlerKey *aKey,
                                uint32_t nKey, size_t nMax, size_t *pnNode){
  CrawlerNode *a = coreMalloc(pA, nMax*sizeof(CrawlerNode));
  uint32_t *aRange = coreMalloc(pA, nMax*2*sizeof(uint32_t));
  size_t u, n = 1;
  if( a==NULL || aRange==NULL ){
    coreFree(pA, a);
    coreFree(pA, aRange);
    return NULL;
  }
  memset(&a[0], 0, sizeof(a[0]));
  a[0].iRow = -1;
  aRange[0] = 0;
  aRange[1] = nKey;
  for(u=0; u<n; u++){
    uint32_t i = aRange[2*u], hi = aRange[2*u+1], d = a[u].nDepth;
    if( i<hi && aKey[i].n==d ) a[u].iRow = (int32_t)aKey[i].iRow;
    while( i<hi && aKey[i].n==d ) i++;      /* duplicates of one pattern */
    a[u].iChild = (uint32_t)n;
    while( i<hi ){
      unsigned char c = (unsigned char)aKey[i].z[d];
      uint32_t j = i;
      while( j<hi && (unsigned char)aKey[j].z[d]==c ) j++;
      memset(&a[n], 0, sizeof(a[n]));
      a[n].c = c;
      a[n].nDepth = (uint16_t)(d + 1);
      a[n].iRow = -1;
      aRange[2*n] = i;
      aRange[2*n+1] = j;
      n++;
      a[u].nChild++;
      i = j;
    }
  }
  coreFree(pA, aRange);
  *pnNode = n;
  return a;
}

/* Failure links and outputs, breadth first (a node's failure link is
** shallower, so it is done before the node's children need it). */
static void crawlerLinks(CrawlerNode *a, size_t nNode){
  size_t u;
  for(u=0; u<nNode; u++){
    uint32_t k;
    for(k=0; k<a[u].nChild; k++){
      uint32_t v = a[u].iChild + k, f = a[u].iFail, x = 0;
      if( u>0 ){
        for(;;){
          x = crawlerChild(a, f, a[v].c);
          if( x || f==0 ) break;
          f = a[f].iFail;
        }
      }
      a[v].iFail = x;
      a[v].iOut = a[x].iRow>=0 ? x : a[x].iOut;
    }
  }
}

/* Build p's automaton over its (ordered) rows.  0, or -1 OOM. */
static int crawlerAutomaton(RobotsCrawlerUser *p){
  CrawlerKey *aKey = coreMalloc(p->pA, p->nRow*sizeof(CrawlerKey));
  size_t i, nMax = 1;
  if( aKey==NULL ) return -1;
  for(i=0; i<p->nRow; i++){
    aKey[i].z = p->aRow[i].zPat;
    aKey[i].n = p->aRow[i].nPat;
    aKey[i].iRow = (uint32_t)i;
    nMax += p->aRow[i].nPat;
  }
  qsort(aKey, p->nRow, sizeof(CrawlerKey), crawlerKeyCmp);
  p->aNode = crawlerTrie(p->pA, aKey, (uint32_t)p->nRow, nMax, &p->nNode);
  coreFree(p->pA, aKey);
  if( p->aNode==NULL ) return -1;
  crawlerLinks(p->aNode, p->nNode);
  return 0;
}

int robotsCrawlerUserFinish(RobotsCrawlerUser *p, size_t *piRow){
  size_t i;
  int rc;
  for(i=0; i<p->nRow; i++){
    p->aRow[i].zPat = p->bytes.z + p->aRow[i].iPat;
    p->aRow[i].zTok = p->bytes.z + p->aRow[i].iTok;
  }
  if( p->nRow>1 ) qsort(p->aRow, p->nRow, sizeof(RobotsCrawlerRow), crawlerUserCmp);
  for(i=1; i<p->nRow; i++){
    const RobotsCrawlerRow *a = &p->aRow[i-1], *b = &p->aRow[i];
    if( a->nPat==b->nPat && memcmp(a->zPat, b->zPat, a->nPat)==0
     && crawlerUserDiffer(a, b) ){
      *piRow = b->iAdded;
      return ROBOTS_CRAWLER_USER_CONFLICT;
    }
  }
  rc = crawlerUserPurposeCheck(p, piRow);
  if( rc!=ROBOTS_CRAWLER_USER_OK ) return rc;
  coreFree(p->pA, p->aNode);
  p->aNode = NULL;
  p->nNode = 0;
  if( p->nRow>0 && crawlerAutomaton(p) ) return ROBOTS_CRAWLER_USER_NOMEM;
  return ROBOTS_CRAWLER_USER_OK;
}

/* The row of p that wins for z[0..n) (n at most ROBOTS_CRAWLER_MAX_SCAN),
** or NULL: one pass of the automaton over the header. */
static const RobotsCrawlerRow *crawlerUserBest(const RobotsCrawlerUser *p,
                                               const char *z, size_t n){
  const CrawlerNode *a = p->aNode;
  uint32_t s = 0, iBest = 0;
  size_t i;
  for(i=0; i<n; i++){
    unsigned char c = coreToLower((unsigned char)z[i]);
    uint32_t x, o;
    for(;;){
      x = crawlerChild(a, s, c);
      if( x || s==0 ) break;
      s = a[s].iFail;
    }
    s = x;
    o = a[s].iRow>=0 ? s : a[s].iOut;
    if( o && (iBest==0 || a[o].nDepth>a[iBest].nDepth) ) iBest = o;
  }
  return iBest ? &p->aRow[a[iBest].iRow] : NULL;
}

int robotsCrawlerOfHeaderWith(const RobotsCrawlerUser *p, const char *z,
                              size_t n, Span *pToken){
  if( p!=NULL && p->nRow>0 && p->aNode!=NULL ){
    const RobotsCrawlerRow *r;
    r = crawlerUserBest(p, z, n>ROBOTS_CRAWLER_MAX_SCAN ? ROBOTS_CRAWLER_MAX_SCAN : n);
    if( r!=NULL ){
      if( !r->bTok ) return ROBOTS_CRAWLER_NONE;
      pToken->z = r->zTok;
      pToken->n = r->nTok;
      return ROBOTS_CRAWLER_USER;
    }
  }
  return robotsCrawlerOfHeader(z, n, pToken);
}
