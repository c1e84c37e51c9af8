/*
** robots_cache.c: compiled robots.txt files cached per connection and
** keyed by content, so that a crawl-log join that hands robots_allowed the
** same thousand files in any order parses each one once.  A hit costs a
** sampled hash, a bucket and one memcmp of the text; it allocates nothing.
** Buckets are 16 bytes (the head entry and its hash), so the whole table
** stays in the near caches; each entry remembers, in its header, the
** crawler names it served and their indexes.  Eviction is oldest-first when
** the byte budget is exceeded.
*/
#include "robots_cache.h"

#include <string.h>

#define ROBOTS_CACHE_DEFAULT (128*1024*1024)   /* bytes */
#define ROBOTS_CACHE_BUCKETS 8192              /* power of two */

/* A hash bucket: a chain of entries, and its head's hash, so that most
** lookups touch no other entry's header.  16 bytes: four to a line. */
typedef struct RobotsBucket {
  RobotsEntry *pHead;           /* chain through RobotsEntry.pChain */
  uint64_t hHead;               /* pHead->h, without touching pHead */
} RobotsBucket;

struct RobotsCache {
  const CoreAlloc *pA;
  int nRef;
  RobotsBucket *aBucket;        /* allocated on first use, 64-aligned */
  void *pBucketMem;             /* the allocation aBucket is in */
  RobotsEntry *pOldest, *pNewest;
  int64_t nBytes, nMaxBytes;
  int64_t nEntry;
};

RobotsCache *robotsCacheNew(const CoreAlloc *pA){
  RobotsCache *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->nRef = 1;
  p->nMaxBytes = ROBOTS_CACHE_DEFAULT;
  return p;
}

void robotsCacheRef(RobotsCache *p){
  p->nRef++;
}

void robotsEntryRef(RobotsEntry *e){
  e->nRef++;
}

void robotsEntryRelease(void *pArg){
  RobotsEntry *e = (RobotsEntry*)pArg;
  if( e==NULL || --e->nRef>0 ) return;
  robotsFileFree(e->pFile);
  coreFree(e->pA, e);             /* the text lives in the same block */
}

/* Make e (possibly NULL) the head of bucket b. */
static void robotsBucketSetHead(RobotsBucket *b, RobotsEntry *e){
  b->pHead = e;
  b->hHead = e ? e->h : 0;
}

/* Take e out of the hash table and the age list; drop the cache's ref. */
static void robotsCacheRemove(RobotsCache *p, RobotsEntry *e){
  RobotsBucket *b = &p->aBucket[e->h & (ROBOTS_CACHE_BUCKETS-1)];
  if( b->pHead==e ){
    robotsBucketSetHead(b, e->pChain);
  }else{
    RobotsEntry *pPrev = b->pHead;
    while( pPrev->pChain!=e ) pPrev = pPrev->pChain;
    pPrev->pChain = e->pChain;
  }
  if( e->pOlder ) e->pOlder->pNewer = e->pNewer; else p->pOldest = e->pNewer;
  if( e->pNewer ) e->pNewer->pOlder = e->pOlder; else p->pNewest = e->pOlder;
  p->nBytes -= (int64_t)e->nBytes;
  p->nEntry--;
  e->bCached = 0;
  robotsEntryRelease(e);
}

/* Evict oldest entries until the cache fits its budget. */
static void robotsCacheTrim(RobotsCache *p){
  while( p->pOldest && p->nBytes>p->nMaxBytes ){
    robotsCacheRemove(p, p->pOldest);
  }
}

void robotsCacheUnref(void *pArg){
  RobotsCache *p = (RobotsCache*)pArg;
  if( p==NULL || --p->nRef>0 ) return;
  while( p->pOldest ) robotsCacheRemove(p, p->pOldest);
  coreFree(p->pA, p->pBucketMem);
  coreFree(p->pA, p);
}

/* The final mix of a hash (a bijection that spreads every input bit). */
static uint64_t robotsHashFinal(uint64_t h){
  h = (h ^ (h >> 31)) * 0xBF58476D1CE4E5B9ULL;
  h = (h ^ (h >> 29)) * 0x94D049BB133111EBULL;
  return h ^ (h >> 32);
}

/* Sum of the 8-byte words of a 32-byte window, each times its own odd
** constant: four independent multiplies, no long dependency chain. */
static uint64_t robotsHashWindow(const char *z){
  uint64_t w[4];
  memcpy(w, z, 32);
  return w[0]*0x9E3779B97F4A7C15ULL + w[1]*0xC2B2AE3D27D4EB4FULL
       + w[2]*0x165667B19E3779F9ULL + w[3]*0xD6E8FEB86659FD93ULL;
}

/* The hash of a text shorter than 96 bytes (h holds its length): every
** 8-byte word, the last one overlapping the one before, else every byte. */
static uint64_t robotsHashShort(const char *z, size_t n, uint64_t h){
  size_t i;
  uint64_t w;
  if( n<8 ){
    for(i=0; i<n; i++) h = (h ^ (unsigned char)z[i]) * 0x100000001B3ULL;
    return robotsHashFinal(h);
  }
  for(i=0; i+8<n; i+=8){
    memcpy(&w, z+i, 8);
    h = robotsHashFinal(h ^ w);
  }
  memcpy(&w, z+n-8, 8);
  return robotsHashFinal(h ^ w);
}

/* A hash of the length and three 32-byte windows (start, middle, end): the
** key is verified with memcmp, so the hash only has to spread entries. */
static inline uint64_t robotsCacheHash(const char *z, size_t n){
  uint64_t h = (uint64_t)n * 0xFF51AFD7ED558CCDULL;
  if( n<96 ) return robotsHashShort(z, n, h);
  h += robotsHashWindow(z);
  h += robotsHashFinal(robotsHashWindow(z + n/2 - 16));
  h ^= robotsHashWindow(z + n - 32) * 0x9E3779B97F4A7C15ULL;
  return robotsHashFinal(h);
}

/* Compile z[0..n) into a new entry and insert it. */
static RobotsEntry *robotsCacheInsert(RobotsCache *p, const char *z, size_t n,
                                      uint64_t h){
  RobotsFile *pFile = robotsCompile(z, n, p->pA);
  size_t nText8 = (n + 7) & ~(size_t)7;
  size_t nIdx = pFile ? robotsGlobalBytes(pFile) : 0;
  RobotsEntry *e = nIdx ? coreMalloc(p->pA, sizeof(*e) + nText8 + nIdx) : NULL;
  RobotsBucket *b;
  if( e==NULL ){
    robotsFileFree(pFile);
    return NULL;
  }
  memset(e, 0, sizeof(*e));
  e->pA = p->pA;
  e->h = h;
  e->nText = n;
  e->zText = (char*)(e+1);        /* the key right after its header */
  if( n ) memcpy(e->zText, z, n);
  /* Most crawlers use the '*' index: right after the key, it streams in
  ** with the key's compare. */
  robotsGlobalMove(pFile, e->zText + nText8);
  e->pFile = pFile;
  e->nRef = 1;
  e->bCached = 1;
  e->nBytes = sizeof(*e) + nText8 + nIdx + robotsFileBytes(e->pFile);
  b = &p->aBucket[h & (ROBOTS_CACHE_BUCKETS-1)];
  e->pChain = b->pHead;
  robotsBucketSetHead(b, e);
  e->pOlder = p->pNewest;
  if( p->pNewest ) p->pNewest->pNewer = e; else p->pOldest = e;
  p->pNewest = e;
  p->nBytes += (int64_t)e->nBytes;
  p->nEntry++;
  return e;
}

/* The bucket array, allocated on first use; NULL when out of memory. */
static RobotsBucket *robotsCacheBuckets(RobotsCache *p){
  if( p->aBucket==NULL ){
    size_t nByte = sizeof(RobotsBucket)*ROBOTS_CACHE_BUCKETS;
    char *z = coreMalloc(p->pA, nByte + 63);
    if( z==NULL ) return NULL;
    p->pBucketMem = z;
    p->aBucket = (RobotsBucket*)(void*)(z + ((64 - (uintptr_t)z%64) % 64));
    memset(p->aBucket, 0, nByte);
  }
  return p->aBucket;
}

/* Compile and insert a new entry, evicting the oldest others to fit. */
static RobotsEntry *robotsCacheAdd(RobotsCache *p, const char *z, size_t n,
                                   uint64_t h){
  RobotsEntry *e = robotsCacheInsert(p, z, n, h);
  /* Evict the oldest, but never the entry the caller is about to borrow. */
  while( e && p->nBytes>p->nMaxBytes && p->pOldest!=e ){
    robotsCacheRemove(p, p->pOldest);
  }
  return e;
}

/* The entry holding exactly z[0..n) in bucket b after entry e0 (inclusive),
** or NULL. */
static RobotsEntry *robotsChainFind(RobotsEntry *e, uint64_t h,
                                    const char *z, size_t n){
  for(; e; e=e->pChain){
    if( e->h==h && e->nText==n && memcmp(e->zText, z, n)==0 ) return e;
  }
  return NULL;
}

RobotsEntry *robotsCacheGet(RobotsCache *p, const char *z, size_t n){
  uint64_t h;
  RobotsEntry *e;
  if( robotsCacheBuckets(p)==NULL ) return NULL;
  if( n>ROBOTS_MAX_BYTES ) n = ROBOTS_MAX_BYTES;
  h = robotsCacheHash(z, n);
  e = robotsChainFind(p->aBucket[h & (ROBOTS_CACHE_BUCKETS-1)].pHead, h, z, n);
  return e ? e : robotsCacheAdd(p, z, n, h);
}

/* The index of crawler zAgent in the file of e, remembered in e (under key
** aKey, when the name has one) if the index is stable. */
static RobotsIndex *robotsEntryIndex(RobotsEntry *e, const unsigned char *aKey,
                                     const char *zAgent, size_t nAgent){
  int bStable;
  RobotsIndex *x = robotsIndexOf(e->pFile, zAgent, nAgent, &bStable);
  if( x && bStable && aKey ){
    robotsNamedRemember(e->aAlias, ROBOTS_ENTRY_ALIASES, &e->iNextAlias,
                        aKey, x);
  }
  return x;
}

RobotsIndex *robotsEntryAgentIndex(RobotsEntry *e, const char *zAgent,
                                   size_t nAgent){
  unsigned char aKey[ROBOTS_NAME_KEY];
  int bKey = robotsNameKey(zAgent, nAgent, aKey);
  RobotsIndex *x = bKey ? robotsNamedFind(e->aAlias, ROBOTS_ENTRY_ALIASES,
                                          aKey) : NULL;
  return x ? x : robotsEntryIndex(e, bKey ? aKey : NULL, zAgent, nAgent);
}

uint64_t robotsCacheProbe(RobotsCache *p, const char *z, size_t n){
  uint64_t h = robotsCacheHash(z, n<ROBOTS_MAX_BYTES ? n : ROBOTS_MAX_BYTES);
  if( p->aBucket ){
    CORE_PREFETCH(&p->aBucket[h & (ROBOTS_CACHE_BUCKETS-1)]);
  }
  return h;
}

RobotsEntry *robotsCacheFind(RobotsCache *p, uint64_t h,
                             const char *z, size_t n,
                             const char *zAgent, size_t nAgent,
                             RobotsIndex **ppIndex){
  RobotsBucket *b;
  RobotsEntry *e;
  RobotsIndex *x = NULL;
  unsigned char aKey[ROBOTS_NAME_KEY];
  int bKey = robotsNameKey(zAgent, nAgent, aKey);
  *ppIndex = NULL;
  if( p->aBucket==NULL && robotsCacheBuckets(p)==NULL ) return NULL;
  if( n>ROBOTS_MAX_BYTES ) n = ROBOTS_MAX_BYTES;
  b = &p->aBucket[h & (ROBOTS_CACHE_BUCKETS-1)];
  e = b->pHead;
  if( e && b->hHead==h ){
    /* Likely the head: start its header, its key and what follows the key
    ** (the '*' index) on their way, then its crawler's index. */
    size_t i, nPre = sizeof(*e) + (n<8192 ? n : 8192) + 256;
    for(i=0; i<nPre; i+=256){
      const char *zKey = (const char*)e + i;
      CORE_PREFETCH(zKey);
      CORE_PREFETCH(zKey + 64);
      CORE_PREFETCH(zKey + 128);
      CORE_PREFETCH(zKey + 192);
    }
    if( e->nText==n ){
      x = bKey ? robotsNamedFind(e->aAlias, ROBOTS_ENTRY_ALIASES, aKey) : NULL;
      if( x ) robotsIndexPrefetch(x);
      if( memcmp(e->zText, z, n)==0 ){
        *ppIndex = x ? x : robotsEntryIndex(e, bKey ? aKey : NULL,
                                            zAgent, nAgent);
        return e;
      }
    }
    e = e->pChain;
  }
  e = robotsChainFind(e, h, z, n);
  if( e==NULL ) e = robotsCacheAdd(p, z, n, h);
  if( e ){
    *ppIndex = robotsEntryIndex(e, bKey ? aKey : NULL, zAgent, nAgent);
  }
  return e;
}

int64_t robotsCacheLimit(RobotsCache *p, int64_t nBytes){
  int64_t nOld = p->nMaxBytes;
  if( nBytes>=0 ){
    p->nMaxBytes = nBytes;
    robotsCacheTrim(p);
  }
  return nOld;
}
