/*
** fetch_cache.h: a cache of fetched documents, one per connection, so that
** a query that asks for the same robots.txt (or sitemap) once per row of a
** join fetches it once.  An entry is keyed by everything that changes the
** answer (the kind of document, the URL as asked, the User-Agent, the time
** limit and, for a sitemap, the size cap and obey_robots), lives as long as Google keeps a
** robots.txt: Cache-Control max-age when the answer has one, at most 24
** hours, and 24 hours without it (an answer with max-age 0 is not kept; no
** answer at all, status 0, is kept FETCH_CACHE_NO_ANSWER_TTL seconds).  The
** entries together stay under a byte budget: the least recently used go
** first.  Start at fetchCacheGet / fetchCachePut.  Engine-neutral.
*/
#ifndef ROBOTS_FETCH_CACHE_H
#define ROBOTS_FETCH_CACHE_H

#include "fetch_http.h"

#define FETCH_CACHE_BUDGET ((size_t)64 << 20)  /* bytes per connection */
#define FETCH_CACHE_MAX_TTL 86400             /* 24 hours, Google's */
#define FETCH_CACHE_NO_ANSWER_TTL 60          /* status 0: unreachable */

/* An empty cache holding at most nBudget bytes; NULL when out of memory. */
FetchCache *fetchCacheOpen(const CoreAlloc *pA, size_t nBudget);

/* Free the cache and every entry. */
void fetchCacheClose(FetchCache *p);

/* Drop every entry; returns how many there were. */
int fetchCacheClear(FetchCache *p);

/* The entries and the bytes they hold now. */
void fetchCacheUsage(const FetchCache *p, int *pnEntry, size_t *pnByte);

/* Fill the answer fields of d (status, body, headers, final URL, times,
** error) from the live entry for d's URL under options *pOpt at time now
** (seconds since 1970).  Returns 1 on a hit, 0 on a miss (d unchanged),
** -1 when out of memory. */
int fetchCacheGet(FetchCache *p, const FetchOptions *pOpt, FetchDoc *d,
                  int64_t now);

/* Keep a copy of the answer d (fetched with *pOpt) when its lifetime and
** size allow, evicting the least recently used entries to stay under the
** budget.  Out of memory only means it is not kept. */
void fetchCachePut(FetchCache *p, const FetchOptions *pOpt, const FetchDoc *d);

#endif /* ROBOTS_FETCH_CACHE_H */
