/*
** sql_robots_cache.h: the per-connection cache of compiled robots.txt files,
** keyed by content, shared by every robots_* function of one connection.
*/
#ifndef ROBOTS_SQL_ROBOTS_CACHE_H
#define ROBOTS_SQL_ROBOTS_CACHE_H

#include "sql_util.h"
#include "robots_match.h"

typedef struct RobotsCache RobotsCache;

/* A crawler name exactly as passed, and its (stable) index in the file. */
#define ROBOTS_ENTRY_ALIASES 4
typedef struct RobotsEntryAlias {
  uint8_t nName;
  char aName[15];
  RobotsIndex *pIndex;          /* NULL: unused */
} RobotsEntryAlias;

/* One cached file: its text (the key) and its compiled form.  What a hit
** reads first (hash, length, chain, aliases) leads, and the text follows
** the struct in the same allocation. */
typedef struct RobotsEntry RobotsEntry;
struct RobotsEntry {
  uint64_t h;                   /* robotsCacheHash of the text */
  size_t nText;
  RobotsEntry *pChain;          /* next in the hash bucket */
  RobotsEntryAlias aAlias[ROBOTS_ENTRY_ALIASES];
  int iNextAlias;
  RobotsEntry *pOlder, *pNewer; /* age list, for eviction */
  char *zText;                  /* copy of the (capped) text */
  RobotsFile *pFile;
  int nRef;                     /* the cache's reference + borrowers' */
  int bCached;                  /* still in the cache */
  size_t nBytes;                /* memory charged to the cache */
  unsigned nAuxSet, nAuxHit;    /* sqlite3_set_auxdata bookkeeping */
};

/* A new empty cache with one reference, or NULL when out of memory. */
RobotsCache *robotsCacheNew(void);
/* Take one more reference to the cache. */
void robotsCacheRef(RobotsCache *p);
/* Drop a reference (a destructor for sqlite3_create_function_v2). */
void robotsCacheUnref(void *p);

/* The entry for z[0..n) (only the first 500 KiB count), compiled on a miss.
** Borrowed: valid until the next call on the cache; take a reference with
** robotsEntryRef to keep it.  NULL when out of memory. */
RobotsEntry *robotsCacheGet(RobotsCache *p, const char *z, size_t n);

/* robotsCacheGet that calls xWarm(entry, pArg) on a likely hit before it
** verifies the key, so the caller can prefetch what it will read. */
RobotsEntry *robotsCacheGetWarm(RobotsCache *p, const char *z, size_t n,
                                void (*xWarm)(RobotsEntry*, void*), void *pArg);

/* The index of a crawler name in entry e's file, through the entry's
** aliases (no pointer chasing on a hit).  NULL when out of memory. */
RobotsIndex *robotsEntryIndex(RobotsEntry *e, const char *zAgent,
                              size_t nAgent);

/* Take / drop a reference to an entry (release frees evicted entries). */
void robotsEntryRef(RobotsEntry *e);
void robotsEntryRelease(void *e);

/* Set the memory budget in bytes (0 disables caching); returns the old. */
sqlite3_int64 robotsCacheLimit(RobotsCache *p, sqlite3_int64 nBytes);
/* Entries and bytes held now. */
void robotsCacheStats(RobotsCache *p, sqlite3_int64 *pnEntry,
                      sqlite3_int64 *pnBytes);

#endif /* ROBOTS_SQL_ROBOTS_CACHE_H */
