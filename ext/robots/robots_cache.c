/*
** robots_cache.c: compiled robots.txt files cached per connection and
** keyed by content, so that a crawl-log join that hands robots_allowed the
** same thousands of files in any order compiles each one once.
**
** A hit costs a sampled hash (length and three 32-byte windows), a bucket
** and one memcmp of the text; it allocates nothing.  Buckets are 16 bytes
** (the head entry and its hash), so the table stays in the near caches.
** Files that share a sampled hash (templated files that differ between the
** windows) would share a chain; when that happens their bucket is marked
** and such files are keyed by a hash of their whole text instead.
**
** Memory: everything the cache holds is allocated through a counting
** CoreAlloc (robotsCacheRealloc), so the budget sees the texts, the files,
** every index and table they build, and the bucket table, exactly.  Past
** the budget, CLOCK eviction: files in insertion order form the ring, a hit
** sets the file's bit, and the hand gives a file whose bit is set a second
** chance.  One file may keep indexes up to a quarter of the budget.
** Start at robotsCacheFind.
*/
#include "robots_cache.h"
#include "../core/doc_shape.h"

#include <stdio.h>
#include <string.h>

#define ROBOTS_CACHE_DEFAULT (128*1024*1024)   /* bytes */
#define ROBOTS_CACHE_BUCKETS 8192              /* power of two */
#define ROBOTS_CACHE_HEAD    16                /* counting header */

/* A hash bucket: a chain of entries, and its head's hash, so that most
** lookups touch no other entry's header.  16 bytes: four to a line. */
typedef struct RobotsBucket {
  RobotsEntry *pHead;           /* chain through RobotsEntry.pChain */
  uint64_t hHead;               /* pHead->h, without touching pHead */
} RobotsBucket;

struct RobotsCache {
  const CoreAlloc *pBase;       /* where the memory comes from */
  CoreAlloc counted;            /* pBase, counted into nBytes */
  int nRef;                     /* owners (the functions of a connection) */
  int64_t nLive;                /* entries not yet freed, cached or not */
  RobotsBucket *aBucket;        /* allocated on first use, 64-aligned */
  void *pBucketMem;             /* the allocation aBucket is in */
  unsigned char aTwin[ROBOTS_CACHE_BUCKETS/8];  /* bucket keys by full hash */
  RobotsEntry *pOldest, *pNewest;
  int64_t nBytes, nMaxBytes;
  int64_t nEntry;
  int64_t nHit, nMiss, nEvict;
};

/* ---- memory ------------------------------------------------------------ */

/* The counting allocator of a cache (pCtx): each block carries its size in
** a header, so that frees and resizes are counted too. */
static void *robotsCacheRealloc(void *pCtx, void *pOld, size_t nNew){
  RobotsCache *c = (RobotsCache*)pCtx;
  char *pBlock = pOld ? (char*)pOld - ROBOTS_CACHE_HEAD : NULL;
  size_t nOld = 0;
  char *pNew;
  if( pBlock ) memcpy(&nOld, pBlock, sizeof(nOld));
  if( nNew==0 ){
    if( pBlock ){
      c->nBytes -= (int64_t)(nOld + ROBOTS_CACHE_HEAD);
      coreFree(c->pBase, pBlock);
    }
    return NULL;
  }
  if( nNew > ((size_t)-1)/2 ) return NULL;
  pNew = coreRealloc(c->pBase, pBlock, nNew + ROBOTS_CACHE_HEAD);
  if( pNew==NULL ) return NULL;
  c->nBytes += (int64_t)nNew - (int64_t)nOld
             + (pBlock ? 0 : ROBOTS_CACHE_HEAD);
  memcpy(pNew, &nNew, sizeof(nNew));
  return pNew + ROBOTS_CACHE_HEAD;
}

RobotsCache *robotsCacheNew(const CoreAlloc *pA){
  RobotsCache *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pBase = pA;
  p->counted.xRealloc = robotsCacheRealloc;
  p->counted.pCtx = p;
  p->nRef = 1;
  p->nMaxBytes = ROBOTS_CACHE_DEFAULT;
  return p;
}

void robotsCacheRef(RobotsCache *p){
  p->nRef++;
}

/* Free the cache itself once no owner and no entry is left. */
static void robotsCacheMaybeFree(RobotsCache *p){
  if( p->nRef==0 && p->nLive==0 ) coreFree(p->pBase, p);
}

void robotsEntryRef(RobotsEntry *e){
  e->nRef++;
}

void robotsEntryRelease(void *pArg){
  RobotsEntry *e = (RobotsEntry*)pArg;
  RobotsCache *p;
  if( e==NULL || --e->nRef>0 ) return;
  p = e->pCache;
  robotsFileFree(e->pFile);
  coreFree(&p->counted, e);       /* the text lives in the same block */
  p->nLive--;
  robotsCacheMaybeFree(p);
}

/* ---- hashing ----------------------------------------------------------- */

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

/* The sampled hash: the length and three 32-byte windows (start, middle,
** end).  The key is verified with memcmp, so it only has to spread files;
** those it does not spread get robotsHashFull. */
static inline uint64_t robotsCacheHash(const char *z, size_t n){
  uint64_t h = (uint64_t)n * 0xFF51AFD7ED558CCDULL;
  if( n<96 ) return robotsHashShort(z, n, h);
  h += robotsHashWindow(z);
  h += robotsHashFinal(robotsHashWindow(z + n/2 - 16));
  h ^= robotsHashWindow(z + n - 32) * 0x9E3779B97F4A7C15ULL;
  return robotsHashFinal(h);
}

/* One lane of robotsHashFull: take in word w. */
static uint64_t robotsHashLane(uint64_t a, uint64_t w){
  a += w * 0xC2B2AE3D27D4EB4FULL;
  a = (a << 31) | (a >> 33);
  return a * 0x9E3779B97F4A7C15ULL;
}

/* A hash of every byte of z[0..n): four lanes over 32-byte blocks, then
** the tail.  Once per file (on insert) or per lookup in a marked bucket. */
static uint64_t robotsHashFull(const char *z, size_t n){
  uint64_t a = 0x243F6A8885A308D3ULL ^ n, b = 0x13198A2E03707344ULL;
  uint64_t c = 0xA4093822299F31D0ULL, d = 0x082EFA98EC4E6C89ULL, w[4];
  size_t i = 0;
  for(; i+32<=n; i+=32){
    memcpy(w, z+i, 32);
    a = robotsHashLane(a, w[0]); b = robotsHashLane(b, w[1]);
    c = robotsHashLane(c, w[2]); d = robotsHashLane(d, w[3]);
  }
  for(; i<n; i++) a = robotsHashLane(a, (unsigned char)z[i]);
  return robotsHashFinal(a ^ robotsHashFinal(b) ^ (c * 0xFF51AFD7ED558CCDULL)
                         ^ robotsHashFinal(d + n));
}

/* ---- the table ---------------------------------------------------------- */

/* The bucket of hash h. */
static RobotsBucket *robotsBucketOf(RobotsCache *p, uint64_t h){
  return &p->aBucket[h & (ROBOTS_CACHE_BUCKETS-1)];
}

/* 1 if the bucket of h keys new files by their full hash. */
static int robotsTwin(const RobotsCache *p, uint64_t h){
  size_t i = (size_t)(h & (ROBOTS_CACHE_BUCKETS-1));
  return (p->aTwin[i/8] >> (i%8)) & 1;
}

/* Make e (possibly NULL) the head of bucket b. */
static void robotsBucketSetHead(RobotsBucket *b, RobotsEntry *e){
  b->pHead = e;
  b->hHead = e ? e->h : 0;
}

/* Link e into the bucket of e->h. */
static void robotsChainAdd(RobotsCache *p, RobotsEntry *e){
  RobotsBucket *b = robotsBucketOf(p, e->h);
  e->pChain = b->pHead;
  robotsBucketSetHead(b, e);
}

/* Unlink e from the bucket of e->h. */
static void robotsChainRemove(RobotsCache *p, RobotsEntry *e){
  RobotsBucket *b = robotsBucketOf(p, e->h);
  if( b->pHead==e ){
    robotsBucketSetHead(b, e->pChain);
  }else{
    RobotsEntry *pPrev = b->pHead;
    while( pPrev->pChain!=e ) pPrev = pPrev->pChain;
    pPrev->pChain = e->pChain;
  }
}

/* Take e off the ring. */
static void robotsRingRemove(RobotsCache *p, RobotsEntry *e){
  if( e->pOlder ) e->pOlder->pNewer = e->pNewer; else p->pOldest = e->pNewer;
  if( e->pNewer ) e->pNewer->pOlder = e->pOlder; else p->pNewest = e->pOlder;
  e->pOlder = e->pNewer = NULL;
}

/* Put e at the newest end of the ring. */
static void robotsRingAdd(RobotsCache *p, RobotsEntry *e){
  e->pOlder = p->pNewest;
  e->pNewer = NULL;
  if( p->pNewest ) p->pNewest->pNewer = e; else p->pOldest = e;
  p->pNewest = e;
}

/* Take e out of the cache; drop the cache's reference. */
static void robotsCacheRemove(RobotsCache *p, RobotsEntry *e){
  robotsChainRemove(p, e);
  robotsRingRemove(p, e);
  p->nEntry--;
  e->bCached = 0;
  robotsEntryRelease(e);
}

/* Evict by CLOCK until the cache fits its budget; eKeep (may be NULL) is
** in use by the caller and stays.  Every file is passed at most twice. */
static void robotsCacheTrim(RobotsCache *p, RobotsEntry *eKeep){
  int64_t nStep = 2*p->nEntry + 2;
  while( p->nBytes>p->nMaxBytes && p->pOldest && nStep-- > 0 ){
    RobotsEntry *e = p->pOldest;
    if( e==eKeep || e->bRef ){
      e->bRef = 0;
      if( e==p->pNewest ) break;     /* nothing else is left */
      robotsRingRemove(p, e);
      robotsRingAdd(p, e);
      continue;
    }
    robotsCacheRemove(p, e);
    p->nEvict++;
  }
}

void robotsCacheUnref(void *pArg){
  RobotsCache *p = (RobotsCache*)pArg;
  if( p==NULL || --p->nRef>0 ) return;
  p->nLive++;                     /* not freed while it is emptied */
  while( p->pOldest ) robotsCacheRemove(p, p->pOldest);
  coreFree(&p->counted, p->pBucketMem);
  p->pBucketMem = NULL;
  p->aBucket = NULL;
  p->nLive--;
  robotsCacheMaybeFree(p);
}

/* The bucket array, allocated on first use; NULL when out of memory. */
static RobotsBucket *robotsCacheBuckets(RobotsCache *p){
  if( p->aBucket==NULL ){
    size_t nByte = sizeof(RobotsBucket)*ROBOTS_CACHE_BUCKETS;
    char *z = coreMalloc(&p->counted, nByte + 63);
    if( z==NULL ) return NULL;
    p->pBucketMem = z;
    p->aBucket = (RobotsBucket*)(void*)(z + ((64 - (uintptr_t)z%64) % 64));
    memset(p->aBucket, 0, nByte);
  }
  return p->aBucket;
}

/* The entry holding exactly z[0..n) in the chain from e (inclusive) under
** hash h, or NULL. */
static RobotsEntry *robotsChainFind(RobotsEntry *e, uint64_t h,
                                    const char *z, size_t n){
  for(; e; e=e->pChain){
    if( e->h==h && e->nText==n && memcmp(e->zText, z, n)==0 ) return e;
  }
  return NULL;
}

/* The entry for z[0..n), sampled hash hS, or NULL: its chain first, then,
** in a marked bucket, the chain of its full hash. */
static RobotsEntry *robotsCacheLookup(RobotsCache *p, uint64_t hS,
                                      const char *z, size_t n){
  RobotsEntry *e = robotsChainFind(robotsBucketOf(p, hS)->pHead, hS, z, n);
  if( e==NULL && robotsTwin(p, hS) ){
    uint64_t hF = robotsHashFull(z, n);
    e = robotsChainFind(robotsBucketOf(p, hF)->pHead, hF, z, n);
  }
  return e;
}

/* The key a new file with sampled hash hS gets: hS, unless another file
** has it (then both move to their full hashes and the bucket is marked)
** or the bucket is marked already. */
static uint64_t robotsCacheKey(RobotsCache *p, uint64_t hS,
                               const char *z, size_t n){
  size_t i = (size_t)(hS & (ROBOTS_CACHE_BUCKETS-1));
  RobotsEntry *e;
  if( !robotsTwin(p, hS) ){
    for(e=robotsBucketOf(p, hS)->pHead; e && e->h!=hS; e=e->pChain){}
    if( e==NULL ) return hS;
    p->aTwin[i/8] |= (unsigned char)(1u << (i%8));
    robotsChainRemove(p, e);
    e->h = robotsHashFull(e->zText, e->nText);
    robotsChainAdd(p, e);
  }
  return robotsHashFull(z, n);
}

/* Compile z[0..n) into a new entry keyed by h and insert it.  The file
** reads the entry's copy of the text; its '*' index follows the text. */
static RobotsEntry *robotsCacheInsert(RobotsCache *p, const char *z, size_t n,
                                      uint64_t h){
  RobotsFile *pFile = robotsCompileShared(z, n, &p->counted);
  size_t nText8 = (n + 7) & ~(size_t)7;
  size_t nIdx = pFile ? robotsGlobalBytes(pFile) : 0;
  RobotsEntry *e = nIdx ? coreMalloc(&p->counted, sizeof(*e) + nText8 + nIdx)
                        : NULL;
  if( e==NULL ){
    robotsFileFree(pFile);
    return NULL;
  }
  memset(e, 0, sizeof(*e));
  e->pCache = p;
  e->h = h;
  e->nText = n;
  e->eShape = (unsigned char)docShape(z, n);
  e->zText = (char*)(e+1);        /* the key right after its header */
  if( n ) memcpy(e->zText, z, n);
  robotsFileMoveText(pFile, e->zText);
  /* Most crawlers use the '*' index: right after the key, it streams in
  ** with the key's compare. */
  robotsGlobalMove(pFile, e->zText + nText8);
  robotsFileKeepLimit(pFile, (size_t)(p->nMaxBytes/4));
  e->pFile = pFile;
  e->nRef = 1;
  e->bCached = 1;
  robotsChainAdd(p, e);
  robotsRingAdd(p, e);
  p->nEntry++;
  p->nLive++;
  return e;
}

/* Compile and insert a new entry, evicting others to fit. */
static RobotsEntry *robotsCacheAdd(RobotsCache *p, const char *z, size_t n,
                                   uint64_t hS){
  RobotsEntry *e = robotsCacheInsert(p, z, n, robotsCacheKey(p, hS, z, n));
  p->nMiss++;
  if( e ) robotsCacheTrim(p, e);
  return e;
}

RobotsEntry *robotsCacheGet(RobotsCache *p, const char *z, size_t n){
  uint64_t h;
  RobotsEntry *e;
  if( robotsCacheBuckets(p)==NULL ) return NULL;
  if( n>ROBOTS_MAX_BYTES ) n = ROBOTS_MAX_BYTES;
  h = robotsCacheHash(z, n);
  e = robotsCacheLookup(p, h, z, n);
  if( e ){ e->bRef = 1; p->nHit++; return e; }
  return robotsCacheAdd(p, z, n, h);
}

/* The index of crawler zAgent in the file of e, remembered in e (under key
** aKey, when the name has one) if the index is stable.  Indexes it builds
** count against the budget: trim after. */
static RobotsIndex *robotsEntryIndex(RobotsCache *p, RobotsEntry *e,
                                     const unsigned char *aKey,
                                     const char *zAgent, size_t nAgent){
  int bStable;
  RobotsIndex *x;
  robotsFileKeepLimit(e->pFile, (size_t)(p->nMaxBytes/4));
  x = robotsIndexOf(e->pFile, zAgent, nAgent, &bStable);
  if( x && bStable && aKey ){
    robotsNamedRemember(e->aAlias, ROBOTS_ENTRY_ALIASES, &e->iNextAlias,
                        aKey, x);
  }
  if( p->nBytes>p->nMaxBytes ) robotsCacheTrim(p, e);
  return x;
}

RobotsIndex *robotsEntryAgentIndex(RobotsEntry *e, const char *zAgent,
                                   size_t nAgent){
  unsigned char aKey[ROBOTS_NAME_KEY];
  int bKey = robotsNameKey(zAgent, nAgent, aKey);
  RobotsIndex *x = bKey ? robotsNamedFind(e->aAlias, ROBOTS_ENTRY_ALIASES,
                                          aKey) : NULL;
  return x ? x : robotsEntryIndex(e->pCache, e, bKey ? aKey : NULL,
                                  zAgent, nAgent);
}

uint64_t robotsCacheProbe(RobotsCache *p, const char *z, size_t n){
  uint64_t h = robotsCacheHash(z, n<ROBOTS_MAX_BYTES ? n : ROBOTS_MAX_BYTES);
  if( p->aBucket ){
    CORE_PREFETCH(robotsBucketOf(p, h));
  }
  return h;
}

/* Start the header, key and '*' index of entry e on their way from memory
** (the key is compared next, and what follows it is read right after). */
static void robotsEntryPrefetch(const RobotsEntry *e, size_t n){
  size_t i, nPre = sizeof(*e) + (n<8192 ? n : 8192) + 256;
  for(i=0; i<nPre; i+=256){
    const char *zKey = (const char*)e + i;
    CORE_PREFETCH(zKey);
    CORE_PREFETCH(zKey + 64);
    CORE_PREFETCH(zKey + 128);
    CORE_PREFETCH(zKey + 192);
  }
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
  b = robotsBucketOf(p, h);
  e = b->pHead;
  if( e && b->hHead==h ){
    /* Likely the head: its header, key and '*' index are on their way
    ** while its crawler's index is looked up. */
    robotsEntryPrefetch(e, n);
    if( e->nText==n ){
      x = bKey ? robotsNamedFind(e->aAlias, ROBOTS_ENTRY_ALIASES, aKey) : NULL;
      if( x ) robotsIndexPrefetch(x);
      if( memcmp(e->zText, z, n)==0 ){
        e->bRef = 1;
        p->nHit++;
        *ppIndex = x ? x : robotsEntryIndex(p, e, bKey ? aKey : NULL,
                                            zAgent, nAgent);
        return e;
      }
    }
  }
  e = robotsCacheLookup(p, h, z, n);
  if( e ){
    e->bRef = 1;
    p->nHit++;
  }else{
    e = robotsCacheAdd(p, z, n, h);
  }
  if( e ){
    *ppIndex = robotsEntryIndex(p, e, bKey ? aKey : NULL, zAgent, nAgent);
  }
  return e;
}

int64_t robotsCacheLimit(RobotsCache *p, int64_t nBytes){
  int64_t nOld = p->nMaxBytes;
  if( nBytes>=0 ){
    p->nMaxBytes = nBytes;
    robotsCacheTrim(p, NULL);
  }
  return nOld;
}

int robotsCacheStatsJson(RobotsCache *p, CoreBuf *pOut){
  RobotsCacheStats st;
  char z[200];
  int n;
  robotsCacheStats(p, &st);
  n = snprintf(z, sizeof(z), "{\"budget\":%lld,\"bytes\":%lld,\"files\":%lld,"
               "\"hits\":%lld,\"misses\":%lld,\"evictions\":%lld}",
               (long long)st.nBudget, (long long)st.nBytes,
               (long long)st.nFiles, (long long)st.nHits,
               (long long)st.nMisses, (long long)st.nEvictions);
  return coreBufAppend(pOut, z, (size_t)n);
}

const char *robotsCacheBudgetError(int64_t nBytes){
  if( nBytes>=0 ) return NULL;
  return "argument bytes must be 0 or more "
         "(0 turns the cache off), not a negative number";
}

void robotsCacheStats(RobotsCache *p, RobotsCacheStats *pOut){
  pOut->nBudget = p->nMaxBytes;
  pOut->nBytes = p->nBytes;
  pOut->nFiles = p->nEntry;
  pOut->nHits = p->nHit;
  pOut->nMisses = p->nMiss;
  pOut->nEvictions = p->nEvict;
}
