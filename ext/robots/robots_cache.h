/*
** robots_cache.h: a cache of compiled robots.txt files keyed by their
** content, with a byte budget.  A binding keeps one per connection and
** hands it to every robots_* function, so a crawl-log join that passes the
** same files again and again compiles each one once.  Engine-neutral:
** memory comes from the CoreAlloc given to robotsCacheNew.
*/
#ifndef ROBOTS_CACHE_H
#define ROBOTS_CACHE_H

#include "../core/core.h"
#include "robots_match.h"

typedef struct RobotsCache RobotsCache;

/* One cached file: its text (the key, right after this struct in the same
** allocation, followed by the file's '*' index) and its compiled form,
** which reads the text in place.  What a hit reads comes first, next to
** the text: the key's hash and length, the crawler names the file was
** asked for with their indexes, the binding's counters and the file. */
#define ROBOTS_ENTRY_ALIASES 4
typedef struct RobotsEntry RobotsEntry;
struct RobotsEntry {
  uint64_t h;                   /* the key's hash: sampled, or of the whole
                                ** text where sampled hashes collided */
  size_t nText;
  RobotsNamed aAlias[ROBOTS_ENTRY_ALIASES];   /* names asked, their index */
  int iNextAlias;
  unsigned nAuxSet, nAuxHit;    /* the binding's: offered to / found in a
                                ** per-statement memo (SQLite's auxdata) */
  RobotsFile *pFile;
  char *zText;                  /* copy of the (capped) text */
  RobotsEntry *pChain;          /* next in the hash bucket */
  RobotsEntry *pOlder, *pNewer; /* insertion order: the CLOCK's ring */
  int nRef;                     /* the cache's reference + borrowers' */
  unsigned char bCached;        /* still in the cache */
  unsigned char bRef;           /* used since the hand last passed */
  unsigned char eShape;         /* what the text is (docShape): a file, or
                                ** an address or escaped text (robotsAsk
                                ** refuses those, robots_mixup.h) */
  RobotsCache *pCache;          /* where its memory is counted */
};

/* What robotsCacheStats reports. */
typedef struct RobotsCacheStats {
  int64_t nBudget;              /* bytes the cache may hold */
  int64_t nBytes;               /* bytes it holds: files, indexes, table */
  int64_t nFiles;               /* files in it */
  int64_t nHits, nMisses;       /* lookups found / compiled */
  int64_t nEvictions;           /* files dropped to stay in the budget */
} RobotsCacheStats;

/* A new empty cache with one reference and the default budget (128 MiB),
** allocating from pA (which must outlive it), or NULL when out of memory.
** Every byte its files, indexes and tables take is counted against the
** budget; past it, files are evicted by CLOCK (a file used since the hand
** last passed gets a second chance), never the one a call is using. */
RobotsCache *robotsCacheNew(const CoreAlloc *pA);
/* Take one more reference to the cache. */
void robotsCacheRef(RobotsCache *p);
/* Drop a reference; the last one frees the cache (void* so that it can be
** a host's destructor callback). */
void robotsCacheUnref(void *p);

/* The entry for z[0..n) (only the first 500 KiB count), compiled on a miss.
** Borrowed: valid until the next call on the cache; take a reference with
** robotsEntryRef to keep it.  NULL when out of memory. */
RobotsEntry *robotsCacheGet(RobotsCache *p, const char *z, size_t n);

/* The hot path of robots_allowed: the entry for z[0..n) and, in *ppIndex,
** the index of the crawler name zAgent in its file (NULL when out of memory).
** Names seen before for the file are remembered in the entry's header, so a
** hit finds the index without touching the compiled file, and the index is
** fetched while the key is compared.  Borrowed like robotsCacheGet. */
RobotsEntry *robotsCacheFind(RobotsCache *p, uint64_t h,
                             const char *z, size_t n,
                             const char *zAgent, size_t nAgent,
                             RobotsIndex **ppIndex);

/* The first half of robotsCacheFind: the hash h of z[0..n) it takes, with
** the hash bucket already fetched from memory while the caller does other
** work (robots_allowed extracts the URL's path in between). */
uint64_t robotsCacheProbe(RobotsCache *p, const char *z, size_t n);

/* The index of the crawler name zAgent in e's file, found among the names
** e remembers or built (and then remembered): what robotsCacheFind gives
** for an entry the binding already holds (a per-query memo's).  NULL when
** out of memory; valid as robotsIndexOf's index is. */
RobotsIndex *robotsEntryAgentIndex(RobotsEntry *e, const char *zAgent,
                                   size_t nAgent);

/* Take / drop a reference to an entry (release frees evicted entries). */
void robotsEntryRef(RobotsEntry *e);
void robotsEntryRelease(void *e);

/* Set the memory budget in bytes (0 disables caching; a negative value
** leaves it as it is); returns the budget before the call. */
int64_t robotsCacheLimit(RobotsCache *p, int64_t nBytes);

/* The budget, the bytes in use, the number of files and the counters. */
void robotsCacheStats(RobotsCache *p, RobotsCacheStats *pOut);

/* robots_cache_stats' answer: the JSON object of p's budget, bytes,
** files, hits, misses and evictions appended to pOut; 0 or -1 (OOM). */
int robotsCacheStatsJson(RobotsCache *p, CoreBuf *pOut);

/* Whether robots_cache_size may set the budget nBytes: NULL when it may
** (0 or more), else the error message (static text, to follow
** "robots_cache_size(): "). */
const char *robotsCacheBudgetError(int64_t nBytes);

#endif /* ROBOTS_CACHE_H */
