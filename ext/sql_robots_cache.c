/*
** sql_robots_cache.c: compiled robots.txt files cached per connection and
** keyed by content, so that a crawl-log join that hands robots_allowed the
** same thousand files in any order parses each one once.  A hit costs a
** sampled hash, a bucket walk and one memcmp of the text; it allocates
** nothing.  Eviction is oldest-first when the byte budget is exceeded.
*/
#include "sql_robots_cache.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

#define ROBOTS_CACHE_DEFAULT (128*1024*1024)   /* bytes */
#define ROBOTS_CACHE_BUCKETS 4096              /* power of two */

struct RobotsCache {
  int nRef;
  RobotsEntry *aHash[ROBOTS_CACHE_BUCKETS];
  RobotsEntry *pOldest, *pNewest;
  sqlite3_int64 nBytes, nMaxBytes;
  sqlite3_int64 nEntry;
};

RobotsCache *robotsCacheNew(void){
  RobotsCache *p = sqlite3_malloc64(sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
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
  sqlite3_free(e);                /* the text lives in the same block */
}

/* Take e out of the hash table and the age list; drop the cache's ref. */
static void robotsCacheRemove(RobotsCache *p, RobotsEntry *e){
  RobotsEntry **pp = &p->aHash[e->h & (ROBOTS_CACHE_BUCKETS-1)];
  while( *pp!=e ) pp = &(*pp)->pChain;
  *pp = e->pChain;
  if( e->pOlder ) e->pOlder->pNewer = e->pNewer; else p->pOldest = e->pNewer;
  if( e->pNewer ) e->pNewer->pOlder = e->pOlder; else p->pNewest = e->pOlder;
  p->nBytes -= (sqlite3_int64)e->nBytes;
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
  sqlite3_free(p);
}

/* Mix 8 bytes into a hash. */
static uint64_t robotsHashMix(uint64_t h, uint64_t x){
  h ^= x * 0x9E3779B97F4A7C15ULL;
  h = (h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ULL;
  return h ^ (h >> 32);
}

/* Hash of up to 32 bytes at z. */
static uint64_t robotsHashWindow(uint64_t h, const char *z, size_t n){
  size_t i;
  for(i=0; i+8<=n; i+=8){
    uint64_t x;
    memcpy(&x, z+i, 8);
    h = robotsHashMix(h, x);
  }
  for(; i<n; i++) h = robotsHashMix(h, (unsigned char)z[i]);
  return h;
}

/* A hash of the length and three 32-byte windows (start, middle, end): the
** key is verified with memcmp, so the hash only has to spread entries. */
static uint64_t robotsCacheHash(const char *z, size_t n){
  uint64_t h = robotsHashMix(0x1234567, (uint64_t)n);
  if( n<=96 ) return robotsHashWindow(h, z, n);
  h = robotsHashWindow(h, z, 32);
  h = robotsHashWindow(h, z + n/2 - 16, 32);
  return robotsHashWindow(h, z + n - 32, 32);
}

/* Compile z[0..n) into a new entry and insert it. */
static RobotsEntry *robotsCacheInsert(RobotsCache *p, const char *z, size_t n,
                                      uint64_t h){
  RobotsEntry *e = sqlite3_malloc64(sizeof(*e) + n);
  RobotsEntry **pp;
  if( e==NULL ) return NULL;
  memset(e, 0, sizeof(*e));
  e->h = h;
  e->nText = n;
  e->zText = (char*)(e+1);        /* the key right after its header */
  e->pFile = robotsCompile(z, n, &sqlAlloc);
  if( e->pFile==NULL ){
    e->nRef = 1;
    robotsEntryRelease(e);
    return NULL;
  }
  if( n ) memcpy(e->zText, z, n);
  e->nRef = 1;
  e->bCached = 1;
  e->nBytes = sizeof(*e) + n + robotsFileBytes(e->pFile);
  pp = &p->aHash[h & (ROBOTS_CACHE_BUCKETS-1)];
  e->pChain = *pp;
  *pp = e;
  e->pOlder = p->pNewest;
  if( p->pNewest ) p->pNewest->pNewer = e; else p->pOldest = e;
  p->pNewest = e;
  p->nBytes += (sqlite3_int64)e->nBytes;
  p->nEntry++;
  return e;
}

RobotsEntry *robotsCacheGet(RobotsCache *p, const char *z, size_t n){
  return robotsCacheGetWarm(p, z, n, NULL, NULL);
}

RobotsEntry *robotsCacheGetWarm(RobotsCache *p, const char *z, size_t n,
                                void (*xWarm)(RobotsEntry*, void*), void *pArg){
  uint64_t h;
  RobotsEntry *e;
  if( n>ROBOTS_MAX_BYTES ) n = ROBOTS_MAX_BYTES;
  h = robotsCacheHash(z, n);
  for(e=p->aHash[h & (ROBOTS_CACHE_BUCKETS-1)]; e; e=e->pChain){
    if( e->h!=h || e->nText!=n ) continue;
    /* Start the compiled file's memory on its way before the long compare
    ** of the key, so the two overlap. */
    if( xWarm ) xWarm(e, pArg);
    if( memcmp(e->zText, z, n)==0 ) return e;
  }
  e = robotsCacheInsert(p, z, n, h);
  /* Evict the oldest, but never the entry the caller is about to borrow. */
  while( e && p->nBytes>p->nMaxBytes && p->pOldest!=e ){
    robotsCacheRemove(p, p->pOldest);
  }
  return e;
}

sqlite3_int64 robotsCacheLimit(RobotsCache *p, sqlite3_int64 nBytes){
  sqlite3_int64 nOld = p->nMaxBytes;
  if( nBytes>=0 ){
    p->nMaxBytes = nBytes;
    robotsCacheTrim(p);
  }
  return nOld;
}

void robotsCacheStats(RobotsCache *p, sqlite3_int64 *pnEntry,
                      sqlite3_int64 *pnBytes){
  *pnEntry = p->nEntry;
  *pnBytes = p->nBytes;
}

RobotsIndex *robotsEntryIndex(RobotsEntry *e, const char *zAgent,
                              size_t nAgent){
  int i, bStable;
  RobotsIndex *x;
  for(i=0; i<ROBOTS_ENTRY_ALIASES; i++){
    const RobotsEntryAlias *a = &e->aAlias[i];
    if( a->nName==nAgent && a->pIndex && memcmp(a->aName, zAgent, nAgent)==0 ){
      return a->pIndex;
    }
  }
  x = robotsIndexOf(e->pFile, zAgent, nAgent, &bStable);
  if( x && bStable && nAgent<=sizeof(e->aAlias[0].aName) ){
    RobotsEntryAlias *a = &e->aAlias[e->iNextAlias];
    e->iNextAlias = (e->iNextAlias + 1) % ROBOTS_ENTRY_ALIASES;
    memcpy(a->aName, zAgent, nAgent);
    a->nName = (uint8_t)nAgent;
    a->pIndex = x;
  }
  return x;
}
