/*
** crawler_dns_cache.c: the answer cache of crawler_dns_cache.h, a chained
** hash table keyed by address that doubles its buckets as it fills.
*/
#include "crawler_dns_cache.h"

#include <string.h>

typedef struct DnsEntry DnsEntry;
struct DnsEntry {
  DnsEntry *pNext;
  CrawlerDnsAddr addr;
  int64_t expiresMs;
  CrawlerDnsAnswer ans;
};

struct CrawlerDnsCache {
  const CoreAlloc *pA;
  DnsEntry **aBucket;
  size_t nBucket;              /* a power of two */
  int nEntry;
};

/* An empty cache: NULL when out of memory. */
CrawlerDnsCache *crawlerDnsCacheOpen(const CoreAlloc *pA){
  CrawlerDnsCache *p = (CrawlerDnsCache*)coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  return p;
}

/* Forget every answer (the buckets stay). */
void crawlerDnsCacheClear(CrawlerDnsCache *p){
  size_t i;
  for(i=0; i<p->nBucket; i++){
    DnsEntry *e = p->aBucket[i];
    while( e ){
      DnsEntry *pNext = e->pNext;
      coreFree(p->pA, e);
      e = pNext;
    }
    p->aBucket[i] = NULL;
  }
  p->nEntry = 0;
}

/* Free the cache and everything in it. */
void crawlerDnsCacheClose(CrawlerDnsCache *p){
  if( p==NULL ) return;
  crawlerDnsCacheClear(p);
  coreFree(p->pA, p->aBucket);
  coreFree(p->pA, p);
}

/* The bucket of an address. */
static size_t dnsCacheSlot(const CrawlerDnsCache *p, const CrawlerDnsAddr *a){
  uint64_t h = coreFnv1a((const char*)a->a, a->family==4 ? 4 : 16);
  h = coreFnv1aStep(h, (unsigned char)a->family);
  return (size_t)h & (p->nBucket-1);
}

/* 1 when two addresses are the same. */
static int dnsAddrEq(const CrawlerDnsAddr *x, const CrawlerDnsAddr *y){
  return x->family==y->family
      && memcmp(x->a, y->a, x->family==4 ? 4 : 16)==0;
}

/* The entry of an address, or NULL. */
static DnsEntry *dnsCacheFind(const CrawlerDnsCache *p, const CrawlerDnsAddr *a){
  DnsEntry *e;
  if( p->nBucket==0 ) return NULL;
  for(e=p->aBucket[dnsCacheSlot(p, a)]; e; e=e->pNext){
    if( dnsAddrEq(&e->addr, a) ) return e;
  }
  return NULL;
}

/* The unexpired answer for *pAddr at nowMs: 1 with *pOut, else 0. */
int crawlerDnsCacheGet(CrawlerDnsCache *p, const CrawlerDnsAddr *pAddr,
                     int64_t nowMs, CrawlerDnsAnswer *pOut){
  DnsEntry *e = dnsCacheFind(p, pAddr);
  if( e==NULL || e->expiresMs<=nowMs ) return 0;
  *pOut = e->ans;
  return 1;
}

/* Double the buckets (or make the first 64): 0, or -1 when out of memory. */
static int dnsCacheGrow(CrawlerDnsCache *p){
  size_t nNew = p->nBucket ? p->nBucket*2 : 64, i;
  DnsEntry **aNew = (DnsEntry**)coreMalloc(p->pA, nNew*sizeof(DnsEntry*));
  DnsEntry **aOld = p->aBucket;
  size_t nOld = p->nBucket;
  if( aNew==NULL ) return -1;
  memset(aNew, 0, nNew*sizeof(DnsEntry*));
  p->aBucket = aNew;
  p->nBucket = nNew;
  for(i=0; i<nOld; i++){
    DnsEntry *e = aOld[i];
    while( e ){
      DnsEntry *pNext = e->pNext;
      size_t k = dnsCacheSlot(p, &e->addr);
      e->pNext = aNew[k];
      aNew[k] = e;
      e = pNext;
    }
  }
  coreFree(p->pA, aOld);
  return 0;
}

/* Keep *pAns for ttl seconds (at most 24 hours; none for ttl<=0): 0 or -1. */
int crawlerDnsCachePut(CrawlerDnsCache *p, const CrawlerDnsAddr *pAddr,
                     const CrawlerDnsAnswer *pAns, int64_t ttl, int64_t nowMs){
  DnsEntry *e;
  size_t k;
  if( ttl<=0 ) return 0;
  if( ttl>CRAWLER_DNS_TTL_MAX ) ttl = CRAWLER_DNS_TTL_MAX;
  e = dnsCacheFind(p, pAddr);
  if( e==NULL ){
    if( p->nEntry>=CRAWLER_DNS_CACHE_MAX ) crawlerDnsCacheClear(p);
    if( (size_t)p->nEntry>=p->nBucket && dnsCacheGrow(p) ) return -1;
    e = (DnsEntry*)coreMalloc(p->pA, sizeof(*e));
    if( e==NULL ) return -1;
    e->addr = *pAddr;
    k = dnsCacheSlot(p, pAddr);
    e->pNext = p->aBucket[k];
    p->aBucket[k] = e;
    p->nEntry++;
  }
  e->ans = *pAns;
  e->expiresMs = nowMs + ttl*1000;
  return 0;
}

/* Addresses held. */
int crawlerDnsCacheCount(const CrawlerDnsCache *p){
  return p->nEntry;
}
