/*
** fetch_cache.c: the cache of fetch_cache.h.  Entries are single blocks
** (the entry, its key, its strings and its body) in a chained hash table
** and on a doubly linked list from the most to the least recently used;
** the budget counts whole blocks.  Start at fetchCacheGet.
*/
#include "fetch_cache.h"

#include <stdio.h>
#include <string.h>

typedef struct CacheEntry CacheEntry;
struct CacheEntry {
  CacheEntry *pHashNext;     /* next in the same bucket */
  CacheEntry *pNewer, *pOlder;  /* the use list */
  uint64_t h;
  size_t nCost;              /* bytes of the block */
  int64_t tExpires;          /* seconds since 1970 */
  char *zKey;
  size_t nKey;
  int status, nRedirect, bTruncated, bHasBody;
  int64_t maxAge, fetchedAt;
  char *zFinalUrl, *zContentType, *zContentEncoding, *zContentUsage, *zError;
  char *pBody;
  size_t nBody;
};

struct FetchCache {
  const CoreAlloc *pA;
  size_t nBudget, nUsed;
  CacheEntry **aBucket;
  size_t nBucket;            /* a power of two, or 0 */
  int nEntry;
  uint64_t seed;             /* mixed into every bucket hash */
  CacheEntry *pNewest, *pOldest;
};

FetchCache *fetchCacheOpen(const CoreAlloc *pA, size_t nBudget){
  FetchCache *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->nBudget = nBudget;
  p->seed = coreSeedOf(p);
  return p;
}

/* The bucket hash of key z[0..n): FNV-1a mixed with the cache's seed
** (coreHashSeeded), so that URLs a site chose to share a bucket do not make
** one long chain. */
static uint64_t cacheHash(const FetchCache *p, const char *z, size_t n){
  return coreHashSeeded(coreFnv1a(z, n), p->seed);
}

/* Unlink e from its bucket and the use list, and free it. */
static void cacheRemove(FetchCache *p, CacheEntry *e){
  CacheEntry **pp = &p->aBucket[e->h & (p->nBucket-1)];
  while( *pp!=e ) pp = &(*pp)->pHashNext;
  *pp = e->pHashNext;
  if( e->pNewer ) e->pNewer->pOlder = e->pOlder; else p->pNewest = e->pOlder;
  if( e->pOlder ) e->pOlder->pNewer = e->pNewer; else p->pOldest = e->pNewer;
  p->nUsed -= e->nCost;
  p->nEntry--;
  coreFree(p->pA, e);
}

int fetchCacheClear(FetchCache *p){
  int n = p->nEntry;
  while( p->pOldest ) cacheRemove(p, p->pOldest);
  return n;
}

void fetchCacheClose(FetchCache *p){
  if( p==NULL ) return;
  fetchCacheClear(p);
  coreFree(p->pA, p->aBucket);
  coreFree(p->pA, p);
}

void fetchCacheUsage(const FetchCache *p, int *pnEntry, size_t *pnByte){
  *pnEntry = p->nEntry;
  *pnByte = p->nUsed;
}

/* Whether documents of d's kind are cached under *pOpt. */
static int cacheWants(const FetchOptions *pOpt, const FetchDoc *d){
  if( !pOpt->bCache ) return 0;
  return d->eKind==FETCH_ROBOTS || pOpt->bCacheSitemaps;
}

/* The key of d under *pOpt into *pKey: what changes the answer (for a
** sitemap also obey_robots, which decides who follows its redirects). */
static int cacheKey(const FetchOptions *pOpt, const FetchDoc *d, CoreBuf *pKey){
  char zNum[80];
  int bSitemap = d->eKind==FETCH_SITEMAP;
  int n = snprintf(zNum, sizeof(zNum), "%d\n%ld\n%llu\n%d\n", d->eKind,
                   pOpt->timeoutMs,
                   bSitemap ? (unsigned long long)pOpt->nMaxSize : 0ull,
                   bSitemap ? pOpt->bObeyRobots : 0);
  coreBufAppend(pKey, zNum, (size_t)n);
  coreBufAppend(pKey, pOpt->zUserAgent, strlen(pOpt->zUserAgent));
  coreBufAppendByte(pKey, '\n');
  coreBufAppend(pKey, d->zUrl, strlen(d->zUrl));
  return pKey->oom ? -1 : 0;
}

/* The entry with key k (live or not), or NULL. */
static CacheEntry *cacheFind(FetchCache *p, const CoreBuf *k, uint64_t h){
  CacheEntry *e;
  if( p->nBucket==0 ) return NULL;
  for(e=p->aBucket[h & (p->nBucket-1)]; e; e=e->pHashNext){
    if( e->h==h && e->nKey==k->n && memcmp(e->zKey, k->z, k->n)==0 ) return e;
  }
  return NULL;
}

/* A NUL-terminated copy of z, or NULL when z is NULL. */
static char *cacheStrDup(const CoreAlloc *pA, const char *z){
  size_t n;
  char *zOut;
  if( z==NULL ) return NULL;
  n = strlen(z);
  zOut = coreMalloc(pA, n+1);
  if( zOut ) memcpy(zOut, z, n+1);
  return zOut;
}

/* Copy the answer of e into d.  0, or -1 when out of memory. */
static int cacheFill(FetchCache *p, const CacheEntry *e, FetchDoc *d){
  d->status = e->status;
  d->nRedirect = e->nRedirect;
  d->bTruncated = e->bTruncated;
  d->maxAge = e->maxAge;
  d->fetchedAt = e->fetchedAt;
  d->zFinalUrl = cacheStrDup(p->pA, e->zFinalUrl);
  d->zContentType = cacheStrDup(p->pA, e->zContentType);
  d->zContentEncoding = cacheStrDup(p->pA, e->zContentEncoding);
  d->zContentUsage = cacheStrDup(p->pA, e->zContentUsage);
  snprintf(d->zError, sizeof(d->zError), "%s", e->zError);
  if( e->bHasBody ){
    if( coreBufAppend(&d->body, e->pBody, e->nBody) ) return -1;
    if( d->body.z==NULL && coreBufAppendByte(&d->body, 0)==0 ) d->body.n = 0;
  }
  if( (e->zFinalUrl && !d->zFinalUrl) || (e->zContentType && !d->zContentType)
   || (e->zContentEncoding && !d->zContentEncoding)
   || (e->zContentUsage && !d->zContentUsage) || d->body.oom ) return -1;
  return 0;
}

/* Move e to the newest end of the use list. */
static void cacheTouch(FetchCache *p, CacheEntry *e){
  if( p->pNewest==e ) return;
  if( e->pOlder ) e->pOlder->pNewer = e->pNewer; else p->pOldest = e->pNewer;
  e->pNewer->pOlder = e->pOlder;          /* e is not the newest: pNewer set */
  e->pNewer = NULL;
  e->pOlder = p->pNewest;
  p->pNewest->pNewer = e;
  p->pNewest = e;
}

int fetchCacheGet(FetchCache *p, const FetchOptions *pOpt, FetchDoc *d,
                  int64_t now){
  CoreBuf k;
  CacheEntry *e;
  uint64_t h;
  int rc = 0;
  if( p==NULL || !cacheWants(pOpt, d) ) return 0;
  coreBufInit(&k, p->pA);
  if( cacheKey(pOpt, d, &k) ){ coreBufFree(&k); return -1; }
  h = cacheHash(p, k.z, k.n);
  e = cacheFind(p, &k, h);
  coreBufFree(&k);
  if( e && (now>=e->tExpires || now<e->fetchedAt) ){
    cacheRemove(p, e);                   /* stale, or the clock went back */
    e = NULL;
  }
  if( e ){
    cacheTouch(p, e);
    rc = cacheFill(p, e, d) ? -1 : 1;
  }
  return rc;
}

/* Seconds d may be kept: its max-age up to 24 hours, 24 hours without
** one, FETCH_CACHE_NO_ANSWER_TTL without an answer; 0: not kept. */
static int64_t cacheLifetime(const FetchDoc *d){
  if( d->status<0 || d->body.oom || strcmp(d->zError, "out of memory")==0 ) return 0;
  if( d->status==0 ) return FETCH_CACHE_NO_ANSWER_TTL;
  if( d->maxAge>=0 && d->maxAge<FETCH_CACHE_MAX_TTL ) return d->maxAge;
  return FETCH_CACHE_MAX_TTL;
}

/* Copy the NUL-terminated z (or nothing for NULL) to *pz, return the
** pointer and advance *pz. */
static char *cachePut(char **pz, const char *z){
  size_t n;
  char *zOut = *pz;
  if( z==NULL ) return NULL;
  n = strlen(z) + 1;
  memcpy(zOut, z, n);
  *pz += n;
  return zOut;
}

/* The bytes of the NUL-terminated z with its NUL, 0 for NULL. */
static size_t cacheLen(const char *z){
  return z ? strlen(z)+1 : 0;
}

/* Make room for nCost more bytes in the budget and the hash table. */
static int cacheMakeRoom(FetchCache *p, size_t nCost){
  while( p->pOldest && p->nUsed+nCost>p->nBudget ) cacheRemove(p, p->pOldest);
  if( (size_t)p->nEntry+1 > p->nBucket ){
    size_t nNew = p->nBucket ? p->nBucket*2 : 64, i;
    CacheEntry **aNew = coreMalloc(p->pA, nNew*sizeof(CacheEntry*));
    if( aNew==NULL ) return -1;
    memset(aNew, 0, nNew*sizeof(CacheEntry*));
    for(i=0; i<p->nBucket; i++){
      CacheEntry *e, *eNext;
      for(e=p->aBucket[i]; e; e=eNext){
        eNext = e->pHashNext;
        e->pHashNext = aNew[e->h & (nNew-1)];
        aNew[e->h & (nNew-1)] = e;
      }
    }
    coreFree(p->pA, p->aBucket);
    p->aBucket = aNew;
    p->nBucket = nNew;
  }
  return 0;
}

/* A new entry block for answer d under key k; NULL when out of memory. */
static CacheEntry *cacheEntryNew(FetchCache *p, const FetchDoc *d,
                                 const CoreBuf *k, size_t nCost){
  CacheEntry *e = coreMalloc(p->pA, nCost);
  char *z;
  if( e==NULL ) return NULL;
  memset(e, 0, sizeof(*e));
  z = (char*)(e+1);
  e->nCost = nCost;
  e->zKey = z; memcpy(z, k->z, k->n); z += k->n;
  e->nKey = k->n;
  e->status = d->status;
  e->nRedirect = d->nRedirect;
  e->bTruncated = d->bTruncated;
  e->bHasBody = d->body.z!=NULL;
  e->maxAge = d->maxAge;
  e->fetchedAt = d->fetchedAt;
  e->tExpires = d->fetchedAt + cacheLifetime(d);
  e->zFinalUrl = cachePut(&z, d->zFinalUrl);
  e->zContentType = cachePut(&z, d->zContentType);
  e->zContentEncoding = cachePut(&z, d->zContentEncoding);
  e->zContentUsage = cachePut(&z, d->zContentUsage);
  e->zError = cachePut(&z, d->zError);
  e->pBody = z;
  e->nBody = d->body.n;
  if( d->body.n ) memcpy(z, d->body.z, d->body.n);
  return e;
}

void fetchCachePut(FetchCache *p, const FetchOptions *pOpt, const FetchDoc *d){
  CoreBuf k;
  CacheEntry *e;
  size_t nCost;
  if( p==NULL || !cacheWants(pOpt, d) || cacheLifetime(d)<=0 ) return;
  coreBufInit(&k, p->pA);
  if( cacheKey(pOpt, d, &k)==0 ){
    uint64_t h = cacheHash(p, k.z, k.n);
    nCost = sizeof(CacheEntry) + k.n + cacheLen(d->zFinalUrl)
          + cacheLen(d->zContentType) + cacheLen(d->zContentEncoding)
          + cacheLen(d->zContentUsage)
          + cacheLen(d->zError) + d->body.n;
    if( (e = cacheFind(p, &k, h))!=NULL ) cacheRemove(p, e);
    if( nCost<=p->nBudget && cacheMakeRoom(p, nCost)==0
     && (e = cacheEntryNew(p, d, &k, nCost))!=NULL ){
      e->h = h;
      e->pHashNext = p->aBucket[h & (p->nBucket-1)];
      p->aBucket[h & (p->nBucket-1)] = e;
      e->pOlder = p->pNewest;
      if( p->pNewest ) p->pNewest->pNewer = e; else p->pOldest = e;
      p->pNewest = e;
      p->nUsed += nCost;
      p->nEntry++;
    }
  }
  coreBufFree(&k);
}
