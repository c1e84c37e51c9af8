/*
** fetch_dns_cache.h: a connection's answers of crawler_dns, by address,
** each kept until its TTL runs out (at most FETCH_DNS_TTL_MAX seconds) on
** a monotonic clock.  Bounded: at FETCH_DNS_CACHE_MAX addresses it is
** emptied before the next one goes in.  Engine-neutral, no network.
** Start at fetchDnsCacheGet / fetchDnsCachePut.
*/
#ifndef ROBOTS_FETCH_DNS_CACHE_H
#define ROBOTS_FETCH_DNS_CACHE_H

#include "../core/core.h"

#define FETCH_DNS_TTL_MAX   86400      /* 24 hours */
#define FETCH_DNS_CACHE_MAX 65536      /* addresses kept at most */
#define FETCH_DNS_HOST_MAX  256        /* bytes of a name, with its NUL */

/* An address as a key: family (4 or 6) and its bytes (4 or 16). */
typedef struct FetchDnsAddr {
  int family;                  /* 4 or 6 */
  unsigned char a[16];
} FetchDnsAddr;

/* What is kept of one answer. */
typedef struct FetchDnsAnswer {
  char zHost[FETCH_DNS_HOST_MAX];  /* "" when the address has no name */
  int eForward;                /* 1 the name resolves to the address, 0 not,
                               ** -1 no name */
} FetchDnsAnswer;

typedef struct FetchDnsCache FetchDnsCache;

/* An empty cache: NULL when out of memory. */
FetchDnsCache *fetchDnsCacheOpen(const CoreAlloc *pA);
void fetchDnsCacheClose(FetchDnsCache *p);

/* Forget everything. */
void fetchDnsCacheClear(FetchDnsCache *p);

/* The answer for *pAddr kept and not expired at nowMs: 1 with *pOut set,
** else 0. */
int fetchDnsCacheGet(FetchDnsCache *p, const FetchDnsAddr *pAddr,
                     int64_t nowMs, FetchDnsAnswer *pOut);

/* Keep *pAns for *pAddr for ttl seconds from nowMs (capped at
** FETCH_DNS_TTL_MAX; ttl<=0 keeps nothing).  0, or -1 when out of memory
** (nothing kept). */
int fetchDnsCachePut(FetchDnsCache *p, const FetchDnsAddr *pAddr,
                     const FetchDnsAnswer *pAns, int64_t ttl, int64_t nowMs);

/* Addresses held (expired ones included until they are replaced). */
int fetchDnsCacheCount(const FetchDnsCache *p);

#endif /* ROBOTS_FETCH_DNS_CACHE_H */
