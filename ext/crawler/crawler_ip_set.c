/*
** crawler_ip_set.c: the compiled table of crawlers' ranges (crawler_ip_set.h).
**
** Prefixes are nested or disjoint, never partly overlapping, so the table
** is a forest: each distinct prefix is a node, sorted by first address and
** then by length (an enclosing prefix before what it holds), and each node
** knows its parent (the nearest prefix enclosing it).  An address is looked
** up by binary search for the last node starting at or below it; that node
** or one of its ancestors is the narrowest prefix holding the address (the
** nodes after that prefix that start at or below the address all lie
** inside it), found by climbing parents while a node ends below the
** address: at most 129 steps, as nested prefixes have distinct lengths.
** Each node lists its rows as entries sorted by token and then by start,
** a token's intervals merged when they overlap or touch, so "valid at t"
** is one more binary search.  Tokens are numbered in their sorted order,
** so the first token of a node is the least.  Start at crawlerIpSetFinish.
*/
#include "crawler_ip_set.h"

#include <stdlib.h>
#include <string.h>

#define IPV4_BUCKETS 65536            /* the /16s of IPv4 */
#define IPV4_MAPPED_LO 0xffff00000000ull   /* ::ffff:0.0.0.0's low half */
#define IPV4_INDEX_FROM 64            /* nodes from which the index pays */

/* A row as added. */
typedef struct IpSetRow {
  CrawlerIp first, last;
  int64_t iFrom, iTo;
  size_t iTokOff;           /* the token's bytes in CrawlerIpSet.bytes */
  const char *zTok;         /* set by Finish, once bytes no longer move */
  uint32_t nTok, iTok;      /* iTok: the token's number (Finish) */
  uint32_t iAdded;
  int nBits;
} IpSetRow;

/* One distinct prefix. */
typedef struct IpSetNode {
  CrawlerIp last;           /* its first address is aKey[] */
  int32_t iParent;          /* the nearest enclosing node, or -1 */
  uint32_t iEntry, nEntry;  /* its entries in aEntry */
} IpSetNode;

/* A token's validity interval on one node. */
typedef struct IpSetEntry { uint32_t iTok; int64_t iFrom, iTo; } IpSetEntry;

/* A token: the first spelling added. */
typedef struct IpSetTok { const char *z; uint32_t n; } IpSetTok;

struct CrawlerIpSet {
  const CoreAlloc *pA;
  CoreBuf bytes;            /* the tokens as added */
  IpSetRow *aRow;           /* freed by Finish */
  size_t nRow, nAlloc, nAdded;
  IpSetTok *aTok;
  size_t nTok;
  IpSetNode *aNode;
  CrawlerIp *aKey;          /* each node's first address, apart: the binary
                            ** search reads 16 bytes a step, not a node */
  size_t nNode;
  uint32_t *aIdx4;          /* IPV4_BUCKETS+1 entries or NULL: aIdx4[x] is
                            ** the first node at or above ::ffff:x.0.0/16 */
  uint32_t *aKey4;          /* with aIdx4: the low 32 bits of each key (an
                            ** IPv4 address for the nodes the index spans) */
  uint32_t *aHash;          /* token numbers + 1 by hash (0: empty) */
  size_t nHash;             /* a power of two, over twice nTok */
  IpSetEntry *aEntry;
  size_t nEntry;
};

CrawlerIpSet *crawlerIpSetNew(const CoreAlloc *pA){
  CrawlerIpSet *p = (CrawlerIpSet*)coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  coreBufInit(&p->bytes, pA);
  return p;
}

void crawlerIpSetFree(CrawlerIpSet *p){
  if( p==NULL ) return;
  coreBufFree(&p->bytes);
  coreFree(p->pA, p->aRow);
  coreFree(p->pA, p->aTok);
  coreFree(p->pA, p->aNode);
  coreFree(p->pA, p->aKey);
  coreFree(p->pA, p->aIdx4);
  coreFree(p->pA, p->aKey4);
  coreFree(p->pA, p->aHash);
  coreFree(p->pA, p->aEntry);
  coreFree(p->pA, p);
}

size_t crawlerIpSetCount(const CrawlerIpSet *p){ return p->nAdded; }

/* Room for one more row: 0, or -1 when out of memory. */
static int ipSetGrow(CrawlerIpSet *p){
  size_t nNew = p->nAlloc ? p->nAlloc*2 : 64;
  IpSetRow *a;
  if( nNew>CRAWLER_IP_SET_MAX_ROWS ) nNew = CRAWLER_IP_SET_MAX_ROWS;
  a = (IpSetRow*)coreRealloc(p->pA, p->aRow, nNew*sizeof(IpSetRow));
  if( a==NULL ) return -1;
  p->aRow = a;
  p->nAlloc = nNew;
  return 0;
}

int crawlerIpSetAdd(CrawlerIpSet *p, const char *zTok, size_t nTok,
                    const char *zPre, size_t nPre, int64_t iFrom, int64_t iTo,
                    const char **pzWhy){
  CrawlerPrefix pre;
  IpSetRow *r;
  int bHost;
  if( p->nRow>=CRAWLER_IP_SET_MAX_ROWS ) return CRAWLER_IP_SET_TOO_MANY;
  if( nTok==0 || nTok>CRAWLER_IP_SET_MAX_TOKEN ) return CRAWLER_IP_SET_TOKEN;
  if( crawlerIpPrefixParse(zPre, nPre, 1, 0, &pre, &bHost, pzWhy) ){
    return CRAWLER_IP_SET_PREFIX;
  }
  if( iTo<=iFrom ) return CRAWLER_IP_SET_EMPTY;
  if( p->nRow==p->nAlloc && ipSetGrow(p) ) return CRAWLER_IP_SET_NOMEM;
  r = &p->aRow[p->nRow];
  r->first = pre.first;
  r->last = pre.last;
  r->nBits = pre.nBits;
  r->iFrom = iFrom;
  r->iTo = iTo;
  r->iTokOff = p->bytes.n;
  r->nTok = (uint32_t)nTok;
  r->iAdded = (uint32_t)p->nRow;
  if( coreBufAppend(&p->bytes, zTok, nTok) ) return CRAWLER_IP_SET_NOMEM;
  p->nRow++;
  p->nAdded++;
  return CRAWLER_IP_SET_OK;
}

/* ASCII-case-insensitive order of two tokens. */
static int ipSetTokCmp(const char *a, size_t na, const char *b, size_t nb){
  size_t i, n = na<nb ? na : nb;
  for(i=0; i<n; i++){
    unsigned char x = coreToLower((unsigned char)a[i]);
    unsigned char y = coreToLower((unsigned char)b[i]);
    if( x!=y ) return x<y ? -1 : 1;
  }
  return na<nb ? -1 : na>nb;
}

/* qsort order of row pointers: by token, then in the order added. */
static int ipSetRowTokCmp(const void *pA, const void *pB){
  const IpSetRow *a = *(const IpSetRow*const*)pA, *b = *(const IpSetRow*const*)pB;
  int c = ipSetTokCmp(a->zTok, a->nTok, b->zTok, b->nTok);
  if( c ) return c;
  return a->iAdded<b->iAdded ? -1 : a->iAdded>b->iAdded;
}

/* qsort order of rows: by first address, length (the enclosing prefix
** first), token, start. */
static int ipSetRowCmp(const void *pA, const void *pB){
  const IpSetRow *a = (const IpSetRow*)pA, *b = (const IpSetRow*)pB;
  int c = crawlerIpCmp(&a->first, &b->first);
  if( c ) return c;
  if( a->nBits!=b->nBits ) return a->nBits<b->nBits ? -1 : 1;
  if( a->iTok!=b->iTok ) return a->iTok<b->iTok ? -1 : 1;
  return a->iFrom<b->iFrom ? -1 : a->iFrom>b->iFrom;
}

/* Number the tokens in their order (rows' iTok) and keep each one's first
** spelling (aTok).  0, or -1 when out of memory. */
static int ipSetTokens(CrawlerIpSet *p){
  IpSetRow **ap = (IpSetRow**)coreMalloc(p->pA, p->nRow*sizeof(*ap));
  size_t i;
  if( ap==NULL ) return -1;
  p->aTok = (IpSetTok*)coreMalloc(p->pA, p->nRow*sizeof(IpSetTok));
  if( p->aTok==NULL ){ coreFree(p->pA, ap); return -1; }
  for(i=0; i<p->nRow; i++){
    p->aRow[i].zTok = p->bytes.z + p->aRow[i].iTokOff;
    ap[i] = &p->aRow[i];
  }
  qsort(ap, p->nRow, sizeof(*ap), ipSetRowTokCmp);
  p->nTok = 0;
  for(i=0; i<p->nRow; i++){
    IpSetRow *r = ap[i];
    if( p->nTok==0 || ipSetTokCmp(p->aTok[p->nTok-1].z, p->aTok[p->nTok-1].n,
                                  r->zTok, r->nTok)!=0 ){
      p->aTok[p->nTok].z = r->zTok;
      p->aTok[p->nTok].n = r->nTok;
      p->nTok++;
    }
    r->iTok = (uint32_t)(p->nTok - 1);
  }
  coreFree(p->pA, ap);
  return 0;
}

/* The hash of a token, ASCII case folded. */
static uint64_t ipSetTokHash(const char *z, size_t n){
  uint64_t h = 14695981039346656037ull;
  size_t i;
  for(i=0; i<n; i++) h = coreFnv1aStep(h, coreToLower((unsigned char)z[i]));
  return h;
}

/* The hash table of the tokens: 0, or -1 when out of memory. */
static int ipSetHash(CrawlerIpSet *p){
  size_t i;
  p->nHash = 16;
  while( p->nHash < p->nTok*2 ) p->nHash *= 2;
  p->aHash = (uint32_t*)coreMalloc(p->pA, p->nHash*sizeof(uint32_t));
  if( p->aHash==NULL ) return -1;
  memset(p->aHash, 0, p->nHash*sizeof(uint32_t));
  for(i=0; i<p->nTok; i++){
    size_t h = (size_t)ipSetTokHash(p->aTok[i].z, p->aTok[i].n) & (p->nHash - 1);
    while( p->aHash[h] ) h = (h + 1) & (p->nHash - 1);
    p->aHash[h] = (uint32_t)(i + 1);
  }
  return 0;
}

/* Nodes and entries from the sorted rows: 0, or -1 when out of memory. */
static int ipSetNodes(CrawlerIpSet *p){
  size_t i;
  p->aNode = (IpSetNode*)coreMalloc(p->pA, p->nRow*sizeof(IpSetNode));
  p->aKey = (CrawlerIp*)coreMalloc(p->pA, p->nRow*sizeof(CrawlerIp));
  p->aEntry = (IpSetEntry*)coreMalloc(p->pA, p->nRow*sizeof(IpSetEntry));
  if( p->aNode==NULL || p->aKey==NULL || p->aEntry==NULL ) return -1;
  for(i=0; i<p->nRow; i++){
    const IpSetRow *r = &p->aRow[i];
    IpSetNode *nd = p->nNode ? &p->aNode[p->nNode-1] : NULL;
    IpSetEntry *e = p->nEntry ? &p->aEntry[p->nEntry-1] : NULL;
    if( i==0 || crawlerIpCmp(&r->first, &r[-1].first)!=0 || r->nBits!=r[-1].nBits ){
      p->aKey[p->nNode] = r->first;
      nd = &p->aNode[p->nNode++];
      nd->last = r->last;
      nd->iParent = -1;
      nd->iEntry = (uint32_t)p->nEntry;
      nd->nEntry = 0;
    }else if( e->iTok==r->iTok && r->iFrom<=e->iTo ){
      if( r->iTo>e->iTo ) e->iTo = r->iTo;     /* overlaps or touches */
      continue;
    }
    e = &p->aEntry[p->nEntry++];
    e->iTok = r->iTok;
    e->iFrom = r->iFrom;
    e->iTo = r->iTo;
    nd->nEntry++;
  }
  return 0;
}

/* Each node's parent: the nodes still open on a stack (at most 129 deep,
** as each holds the next and nested prefixes have distinct lengths). */
static void ipSetParents(CrawlerIpSet *p){
  int32_t aStack[130];
  int nStack = 0;
  size_t i;
  for(i=0; i<p->nNode; i++){
    IpSetNode *nd = &p->aNode[i];
    while( nStack>0
        && crawlerIpCmp(&p->aNode[aStack[nStack-1]].last, &p->aKey[i])<0 ){
      nStack--;
    }
    nd->iParent = nStack>0 ? aStack[nStack-1] : -1;
    if( nStack<130 ) aStack[nStack++] = (int32_t)i;
  }
}

/* The IPv4 index: for each /16 of IPv4 (mapped), the first node at or
** above it.  0, or -1 when out of memory. */
static int ipSetIndex4(CrawlerIpSet *p){
  size_t x, j = 0;
  p->aIdx4 = (uint32_t*)coreMalloc(p->pA, (IPV4_BUCKETS + 1)*sizeof(uint32_t));
  p->aKey4 = (uint32_t*)coreMalloc(p->pA, p->nNode*sizeof(uint32_t));
  if( p->aIdx4==NULL || p->aKey4==NULL ) return -1;
  for(x=0; x<p->nNode; x++) p->aKey4[x] = (uint32_t)p->aKey[x].lo;
  for(x=0; x<=IPV4_BUCKETS; x++){
    CrawlerIp t;
    t.hi = 0;
    t.lo = IPV4_MAPPED_LO + ((uint64_t)x<<16);
    while( j<p->nNode && crawlerIpCmp(&p->aKey[j], &t)<0 ) j++;
    p->aIdx4[x] = (uint32_t)j;
  }
  return 0;
}

int crawlerIpSetFinish(CrawlerIpSet *p){
  coreFree(p->pA, p->aTok);
  coreFree(p->pA, p->aNode);
  coreFree(p->pA, p->aKey);
  coreFree(p->pA, p->aIdx4);
  coreFree(p->pA, p->aKey4);
  coreFree(p->pA, p->aHash);
  coreFree(p->pA, p->aEntry);
  p->aTok = NULL; p->aNode = NULL; p->aKey = NULL; p->aHash = NULL; p->aEntry = NULL;
  p->aIdx4 = NULL; p->aKey4 = NULL;
  p->nTok = p->nNode = p->nEntry = p->nHash = 0;
  if( p->nRow==0 ) return CRAWLER_IP_SET_OK;
  if( ipSetTokens(p) || ipSetHash(p) ) return CRAWLER_IP_SET_NOMEM;
  qsort(p->aRow, p->nRow, sizeof(IpSetRow), ipSetRowCmp);
  if( ipSetNodes(p) ) return CRAWLER_IP_SET_NOMEM;
  ipSetParents(p);
  if( p->nNode>=IPV4_INDEX_FROM && ipSetIndex4(p) ) return CRAWLER_IP_SET_NOMEM;
  coreFree(p->pA, p->aRow);
  p->aRow = NULL;
  p->nRow = p->nAlloc = 0;
  return CRAWLER_IP_SET_OK;
}

/* ---- Lookups ------------------------------------------------------------ */

/* 1 when key k is at or below x, without a branch. */
static inline size_t ipSetLe(const CrawlerIp *k, const CrawlerIp *x){
  return (size_t)((k->hi < x->hi) | ((k->hi==x->hi) & (k->lo <= x->lo)));
}

/* The first of the keys a[lo..hi) above x (hi when none): the range
** halves without a branch on the comparison, which a random address makes
** unpredictable. */
static size_t ipSetUpper(const CrawlerIp *a, size_t lo, size_t hi,
                         const CrawlerIp *x){
  const CrawlerIp *base = a + lo;
  size_t n = hi - lo;
  if( n==0 ) return lo;
  while( n>1 ){
    size_t half = n/2;
    base += half & ((size_t)0 - ipSetLe(&base[half], x));
    n -= half;
  }
  return (size_t)(base - a) + ipSetLe(base, x);
}

/* The first of the IPv4 keys a[lo..hi) above v (hi when none), as
** ipSetUpper. */
static size_t ipSetUpper4(const uint32_t *a, size_t lo, size_t hi, uint32_t v){
  const uint32_t *base = a + lo;
  size_t n = hi - lo;
  if( n==0 ) return lo;
  while( n>1 ){
    size_t half = n/2;
    base += half & ((size_t)0 - (size_t)(base[half]<=v));
    n -= half;
  }
  return (size_t)(base - a) + (size_t)(*base<=v);
}

/* The narrowest node holding a, or -1.  An IPv4 address is searched for
** among the 32-bit keys of its /16's nodes (all IPv4), others among all. */
static int32_t ipSetDeepest(const CrawlerIpSet *p, const CrawlerIp *a){
  int32_t i;
  if( p->nNode==0 ) return -1;              /* no keys to search (aKey NULL) */
  if( p->aIdx4 && a->hi==0 && (a->lo>>32)==(IPV4_MAPPED_LO>>32) ){
    uint32_t v = (uint32_t)a->lo;
    i = (int32_t)ipSetUpper4(p->aKey4, p->aIdx4[v>>16], p->aIdx4[(v>>16) + 1], v) - 1;
  }else{
    i = (int32_t)ipSetUpper(p->aKey, 0, p->nNode, a) - 1;
  }
  while( i>=0 && crawlerIpCmp(&p->aNode[i].last, a)<0 ) i = p->aNode[i].iParent;
  return i;
}

/* The number of token tok, or -1. */
static int64_t ipSetTokFind(const CrawlerIpSet *p, Span tok){
  size_t h;
  if( p->nHash==0 ) return -1;
  h = (size_t)ipSetTokHash(tok.z, tok.n) & (p->nHash - 1);
  while( p->aHash[h] ){
    const IpSetTok *t = &p->aTok[p->aHash[h] - 1];
    if( ipSetTokCmp(t->z, t->n, tok.z, tok.n)==0 ) return (int64_t)(p->aHash[h] - 1);
    h = (h + 1) & (p->nHash - 1);
  }
  return -1;
}

/* 1 when one of the entries a[0..n) (one token's, sorted by start,
** disjoint) holds iAt, or any does when !bAt. */
static int ipSetRunValid(const IpSetEntry *a, size_t n, int bAt, int64_t iAt){
  size_t lo = 0, hi = n;
  if( n==0 ) return 0;
  if( !bAt ) return 1;
  while( lo<hi ){                     /* the first entry starting after iAt */
    size_t mid = lo + (hi - lo)/2;
    if( a[mid].iFrom<=iAt ) lo = mid + 1; else hi = mid;
  }
  return lo>0 && iAt<a[lo-1].iTo;
}

/* The run of token iTok among node nd's entries: its start in *pi, its
** length returned. */
static size_t ipSetRun(const CrawlerIpSet *p, const IpSetNode *nd,
                       uint32_t iTok, size_t *pi){
  size_t lo = nd->iEntry, hi = nd->iEntry + nd->nEntry, j;
  while( lo<hi ){
    size_t mid = lo + (hi - lo)/2;
    if( p->aEntry[mid].iTok<iTok ) lo = mid + 1; else hi = mid;
  }
  for(j=lo; j<nd->iEntry + nd->nEntry && p->aEntry[j].iTok==iTok; j++){}
  *pi = lo;
  return j - lo;
}

int crawlerIpSetVerify(const CrawlerIpSet *p, const CrawlerIp *a, Span tok,
                       int bAt, int64_t iAt){
  int64_t iTok = ipSetTokFind(p, tok);
  int32_t i;
  if( iTok<0 ) return -1;
  for(i=ipSetDeepest(p, a); i>=0; i=p->aNode[i].iParent){
    size_t iRun, nRun = ipSetRun(p, &p->aNode[i], (uint32_t)iTok, &iRun);
    if( ipSetRunValid(&p->aEntry[iRun], nRun, bAt, iAt) ) return 1;
  }
  return 0;
}

int crawlerIpSetLongest(const CrawlerIpSet *p, const CrawlerIp *a, int bAt,
                        int64_t iAt, Span *pTok){
  int32_t i;
  for(i=ipSetDeepest(p, a); i>=0; i=p->aNode[i].iParent){
    const IpSetNode *nd = &p->aNode[i];
    size_t j = nd->iEntry, jEnd = nd->iEntry + nd->nEntry;
    while( j<jEnd ){
      size_t k = j;
      while( k<jEnd && p->aEntry[k].iTok==p->aEntry[j].iTok ) k++;
      if( ipSetRunValid(&p->aEntry[j], k - j, bAt, iAt) ){
        pTok->z = p->aTok[p->aEntry[j].iTok].z;
        pTok->n = p->aTok[p->aEntry[j].iTok].n;
        return 1;
      }
      j = k;
    }
  }
  return 0;
}
