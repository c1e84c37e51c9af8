/*
** crawler_dns_cache.h: a connection's answers of crawler_dns, by address,
** each kept until its TTL runs out (at most CRAWLER_DNS_TTL_MAX seconds) on
** a monotonic clock.  Bounded: at CRAWLER_DNS_CACHE_MAX addresses it is
** emptied before the next one goes in.  Engine-neutral, no network.
** Start at crawlerDnsCacheGet / crawlerDnsCachePut.
*/
#ifndef ROBOTS_CRAWLER_DNS_CACHE_H
#define ROBOTS_CRAWLER_DNS_CACHE_H

#include "../core/core.h"

#define CRAWLER_DNS_TTL_MAX   86400      /* 24 hours */
#define CRAWLER_DNS_CACHE_MAX 65536      /* addresses kept at most */
#define CRAWLER_DNS_HOST_MAX  256        /* bytes of a name, with its NUL */

/* An address as a key: family (4 or 6) and its bytes (4 or 16). */
typedef struct CrawlerDnsAddr {
  int family;                  /* 4 or 6 */
  unsigned char a[16];
} CrawlerDnsAddr;

/* What is kept of one answer. */
typedef struct CrawlerDnsAnswer {
  char zHost[CRAWLER_DNS_HOST_MAX];  /* "" when the address has no name */
  int eForward;                /* 1 the name resolves to the address, 0 not,
                               ** -1 no name */
} CrawlerDnsAnswer;

typedef struct CrawlerDnsCache CrawlerDnsCache;

/* An empty cache: NULL when out of memory. */
CrawlerDnsCache *crawlerDnsCacheOpen(const CoreAlloc *pA);
void crawlerDnsCacheClose(CrawlerDnsCache *p);

/* Forget everything. */
void crawlerDnsCacheClear(CrawlerDnsCache *p);

/* The answer for *pAddr kept and not expired at nowMs: 1 with *pOut set,
** else 0. */
int crawlerDnsCacheGet(CrawlerDnsCache *p, const CrawlerDnsAddr *pAddr,
                     int64_t nowMs, CrawlerDnsAnswer *pOut);

/* Keep *pAns for *pAddr for ttl seconds from nowMs (capped at
** CRAWLER_DNS_TTL_MAX; ttl<=0 keeps nothing).  0, or -1 when out of memory
** (nothing kept). */
int crawlerDnsCachePut(CrawlerDnsCache *p, const CrawlerDnsAddr *pAddr,
                     const CrawlerDnsAnswer *pAns, int64_t ttl, int64_t nowMs);

/* Addresses held (expired ones included until they are replaced). */
int crawlerDnsCacheCount(const CrawlerDnsCache *p);

#endif /* ROBOTS_CRAWLER_DNS_CACHE_H */
