/*
** fetch_dns.h: reverse-then-forward DNS verification of crawlers over
** c-ares.  For each address: its PTR name (the hosts file first, then
** DNS), whether that name resolves back to the address (A or AAAA, as the
** address's family), and the operator its documented suffix belongs to
** (crawler_dns_suffix.h).  Many addresses resolve at once on one channel
** (a bounded number in flight); answers are kept per connection for their
** TTL (crawler_dns_cache.h); a stop hook ends a wait within 20 ms.
**
**   FetchDns *d = fetchDnsOpen(pA);           once per connection
**   fetchDnsItemSet(&it, ip, n);              each address
**   fetchDnsResolve(d, &opt, aItem, nItem, pStop, pErr);
**   fetchDnsItemJson(&it, pOut);              {"ip":..,"host":..,...}
**
** Engine-neutral: the SQLite binding reaches it through ext/fetch/cat_fetch.c.
** Start at fetchDnsResolve.
*/
#ifndef ROBOTS_FETCH_DNS_H
#define ROBOTS_FETCH_DNS_H

#include "../crawler/crawler_dns_cache.h"

#define FETCH_DNS_TIMEOUT_MS   2000   /* per lookup, by default */
#define FETCH_DNS_CONCURRENCY  32     /* lookups in flight, by default */
#define FETCH_DNS_SERVERS_MAX  255    /* bytes of the servers option */
#define FETCH_DNS_HOSTS_TTL    60     /* seconds a hosts-file answer is kept */
#define FETCH_DNS_ENV "ROBOTS_DNS_SERVERS"  /* servers, read by fetchDnsOpen */

/* What a call may do; fetchDnsOptionsInit sets the defaults. */
typedef struct FetchDnsOptions {
  long timeoutMs;              /* one lookup (PTR, or A/AAAA), per server */
  int nConcurrency;            /* lookups in flight at once */
  int bCache;                  /* read and keep the connection's cache */
  char zServers[FETCH_DNS_SERVERS_MAX+1];  /* "host:port,..." or "" for
                               ** ROBOTS_DNS_SERVERS, else /etc/resolv.conf */
} FetchDnsOptions;

/* The defaults: 2 s, 32 in flight, cache on, the system's servers. */
void fetchDnsOptionsInit(FetchDnsOptions *p);

/* Read the options object z[0..n) (JSON: "servers", "timeout" in seconds,
** "concurrency", "cache").  0; 1 with the refusal in pErr (an unknown
** option, a wrong kind, out of range, not an object); -1 out of memory. */
int fetchDnsOptionsParse(FetchDnsOptions *p, const char *z, size_t n,
                         CoreBuf *pErr);

/* One address to verify and, after fetchDnsResolve, what was found. */
typedef struct FetchDnsItem {
  CrawlerDnsAddr addr;
  int bBad;                    /* not an IP address: no answer */
  char zIp[48];                /* the address as inet_ntop writes it (an
                               ** IPv4-mapped IPv6 address as IPv4) */
  CrawlerDnsAnswer ans;          /* zHost "" when there is none */
  const char *zOperator;       /* the suffix's operator, or NULL */
  char zError[160];            /* "" or why a lookup gave no answer */
  /* private to fetch_dns.c */
  int eStage;
  int bFresh;                  /* looked up now (not from the cache) */
  int bHosts;                  /* the name came from the hosts file */
  int bFinished;               /* kept in the cache if it may be */
  int64_t ttl;                 /* seconds the answer may be kept, -1 none */
  void *pRun;
} FetchDnsItem;

/* Set up an item for the address text z[0..n) (bBad when it is not one). */
void fetchDnsItemSet(FetchDnsItem *p, const char *z, size_t n);

typedef struct FetchDns FetchDns;

/* A connection's resolver state (no channel until first use).  NULL when
** out of memory. */
FetchDns *fetchDnsOpen(const CoreAlloc *pA);
void fetchDnsClose(FetchDns *p);

/* Resolve aItem[0..nItem) at once, at most opt->nConcurrency lookups in
** flight, answering from and filling the cache.  0 (each item has its
** answer or its error); 1 with pErr set when the resolver cannot start
** (servers that are not addresses); -1 out of memory; -2 when pStop said
** stop (the lookups in flight are cancelled). */
int fetchDnsResolve(FetchDns *p, const FetchDnsOptions *pOpt,
                    FetchDnsItem *aItem, int nItem, const CoreStop *pStop,
                    CoreBuf *pErr);

/* Append the item's answer as a JSON object: "ip", "host" (null when
** none), "forward_match" (null when unknown), "operator" (null when no
** suffix matched), "verified" (all three hold) and "error" when a lookup
** failed.  0, or -1 out of memory. */
int fetchDnsItemJson(const FetchDnsItem *p, CoreBuf *pOut);

/* 1 when the item is a verified crawler: a name with a documented suffix
** that resolves back to the address. */
int fetchDnsVerified(const FetchDnsItem *p);

/* c-ares' process-wide start, once before any use (the binding calls it
** under its own once-guard): 0 or -1. */
int fetchDnsGlobalInit(void);

#endif /* ROBOTS_FETCH_DNS_H */
