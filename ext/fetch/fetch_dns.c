/*
** fetch_dns.c: the resolver of fetch_dns.h over c-ares.  A run walks its
** items through stages (cache, hosts file, PTR, forward lookup), starting
** lookups while fewer than nConcurrency are in flight and waiting on the
** channel's sockets with poll() in slices of at most FETCH_DNS_SLICE_MS so
** that the stop hook is asked often.  c-ares callbacks only record what
** came back; the loop decides what happens next.  Start at
** fetchDnsResolve.
*/
#include "fetch_dns.h"
#include "../core/json_flat.h"
#include "../crawler/crawler_dns_suffix.h"

#include <sys/select.h>
#include <sys/time.h>
#include <ares.h>
#include <arpa/inet.h>
#include <arpa/nameser.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#define FETCH_DNS_SLICE_MS 20   /* longest wait between two stop checks */

/* Stages of an item. */
#define DNS_NEW      0          /* not started */
#define DNS_PTR      1          /* PTR lookup in flight */
#define DNS_FWD_NEXT 2          /* has a name: forward lookup to start */
#define DNS_FWD      3          /* forward lookup in flight */
#define DNS_DONE     4

struct FetchDns {
  const CoreAlloc *pA;
  ares_channel dns;            /* PTR and forward lookups */
  ares_channel hosts;          /* the hosts file only (lookups "f") */
  int bChannel;                /* both channels are made */
  long chanTimeoutMs;          /* what the channels were made with */
  char zChanServers[FETCH_DNS_SERVERS_MAX+1];
  char zEnv[FETCH_DNS_SERVERS_MAX+1];  /* ROBOTS_DNS_SERVERS at open */
  CrawlerDnsCache *pCache;
};

/* One call of fetchDnsResolve. */
typedef struct DnsRun {
  FetchDns *p;
  const FetchDnsOptions *pOpt;
  FetchDnsItem *aItem;
  int nItem;
  int iFirst;                  /* items before it are done */
  int nInflight;
  int bOom;                    /* c-ares or the cache ran out of memory */
  int64_t nowMs;
} DnsRun;

/* ---- options --------------------------------------------------------------- */

/* The defaults: 2 s, 32 in flight, cache on, the system's servers. */
void fetchDnsOptionsInit(FetchDnsOptions *p){
  memset(p, 0, sizeof(*p));
  p->timeoutMs = FETCH_DNS_TIMEOUT_MS;
  p->nConcurrency = FETCH_DNS_CONCURRENCY;
  p->bCache = 1;
}

/* One option: name, kind ('s' string, 't' seconds, 'i' integer, 'b'
** boolean) and range. */
typedef struct DnsOptDef {
  const char *zName;
  char eKind;
  double rMin, rMax;
} DnsOptDef;
static const DnsOptDef aDnsOpt[] = {
  { "servers",     's', 0, FETCH_DNS_SERVERS_MAX },
  { "timeout",     't', 0.001, 60 },
  { "concurrency", 'i', 1, 256 },
  { "cache",       'b', 0, 1 },
};

/* Store value v (string bytes in s) into option d: NULL or the refusal. */
static const char *dnsOptStore(FetchDnsOptions *p, const DnsOptDef *d,
                               const JsonFlatValue *v, Span s){
  if( d->eKind=='s' ){
    if( v->eType!=JSON_FLAT_STRING ) return "must be a string";
    if( s.n>FETCH_DNS_SERVERS_MAX ) return "must be at most 255 bytes";
    if( memchr(s.z, 0, s.n) ) return "must not contain NUL";
    memcpy(p->zServers, s.z, s.n);
    p->zServers[s.n] = 0;
    return NULL;
  }
  if( d->eKind=='b' ){
    if( v->eType!=JSON_FLAT_TRUE && v->eType!=JSON_FLAT_FALSE ) return "must be true or false";
    p->bCache = v->eType==JSON_FLAT_TRUE;
    return NULL;
  }
  if( v->eType!=JSON_FLAT_NUMBER ) return "must be a number";
  if( !(v->r>=d->rMin && v->r<=d->rMax) ) return "range";
  if( d->eKind=='i' ){
    if( v->r!=(double)(int)v->r ) return "must be an integer";
    p->nConcurrency = (int)v->r;
  }else{
    p->timeoutMs = (long)(v->r*1000.0 + 0.5);
    if( p->timeoutMs<1 ) p->timeoutMs = 1;
  }
  return NULL;
}

/* Append the refusal of option key (quoted printable) to pErr. */
static void dnsOptRefuse(CoreBuf *pErr, Span key, const DnsOptDef *d,
                         const char *zWhy){
  char zRange[80];
  coreBufAppend(pErr, "option ", 7);
  coreAppendQuoted(pErr, key.z, key.n, 40, "\"", "\"");
  if( strcmp(zWhy, "range")==0 ){
    snprintf(zRange, sizeof(zRange), " is out of range (%g to %g)", d->rMin, d->rMax);
    coreBufAppend(pErr, zRange, strlen(zRange));
  }else{
    coreBufAppendByte(pErr, ' ');
    coreBufAppend(pErr, zWhy, strlen(zWhy));
  }
}

/* One member (key, v) of the options object: 0, 1 refused, -1 OOM. */
static int dnsOptMember(FetchDnsOptions *p, Span key, const JsonFlatValue *v,
                        Span s, CoreBuf *pErr){
  const DnsOptDef *d = NULL;
  const char *zWhy = "is not an option";
  size_t i;
  for(i=0; i<sizeof(aDnsOpt)/sizeof(aDnsOpt[0]); i++){
    if( strlen(aDnsOpt[i].zName)==key.n
     && memcmp(aDnsOpt[i].zName, key.z, key.n)==0 ) d = &aDnsOpt[i];
  }
  if( d ) zWhy = dnsOptStore(p, d, v, s);
  if( zWhy==NULL ) return 0;
  dnsOptRefuse(pErr, key, d ? d : &aDnsOpt[0], zWhy);
  return pErr->oom ? -1 : 1;
}

/* Read the options object z[0..n): 0, 1 refused (pErr), -1 out of memory. */
int fetchDnsOptionsParse(FetchDnsOptions *p, const char *z, size_t n,
                         CoreBuf *pErr){
  JsonFlat j;
  JsonFlatValue v;
  CoreBuf key, str;
  int rc = 0, r;
  if( jsonFlatOpen(&j, z, n, '{') ){
    coreBufAppend(pErr, "options must be a JSON object", 29);
    return pErr->oom ? -1 : 1;
  }
  coreBufInit(&key, pErr->pA);
  coreBufInit(&str, pErr->pA);
  while( rc==0 && (r = jsonFlatNext(&j, &key, &str, &v))!=0 ){
    Span sk, sv;
    if( r==-2 ){ rc = -1; break; }
    if( r<0 ){
      coreBufAppend(pErr, "options must be a JSON object", 29);
      rc = pErr->oom ? -1 : 1;
      break;
    }
    sk.z = key.z ? key.z : ""; sk.n = key.n;
    sv.z = str.z ? str.z : ""; sv.n = str.n;
    rc = dnsOptMember(p, sk, &v, sv, pErr);
  }
  coreBufFree(&key);
  coreBufFree(&str);
  return rc;
}

/* ---- items ----------------------------------------------------------------- */

/* Set up an item for address text z[0..n); bBad when it is not one. */
void fetchDnsItemSet(FetchDnsItem *p, const char *z, size_t n){
  static const unsigned char aMapped[12] = {0,0,0,0,0,0,0,0,0,0,0xff,0xff};
  char zBuf[64];
  memset(p, 0, sizeof(*p));
  p->ans.eForward = -1;
  p->bBad = 1;
  if( n==0 || n>=sizeof(zBuf) || memchr(z, 0, n) ) return;
  memcpy(zBuf, z, n);
  zBuf[n] = 0;
  if( inet_pton(AF_INET, zBuf, p->addr.a)==1 ){
    p->addr.family = 4;
  }else if( inet_pton(AF_INET6, zBuf, p->addr.a)==1 ){
    p->addr.family = 6;
    if( memcmp(p->addr.a, aMapped, 12)==0 ){     /* ::ffff:a.b.c.d */
      memmove(p->addr.a, p->addr.a+12, 4);
      memset(p->addr.a+4, 0, 12);
      p->addr.family = 4;
    }
  }else{
    return;
  }
  p->bBad = 0;
  inet_ntop(p->addr.family==4 ? AF_INET : AF_INET6, p->addr.a, p->zIp,
            sizeof(p->zIp));
}

/* The reverse name of an address: "d.c.b.a.in-addr.arpa" or 32 nibbles
** and "ip6.arpa", into z (at least 80 bytes). */
static void dnsReverseName(const CrawlerDnsAddr *a, char *z, size_t nz){
  static const char zHex[] = "0123456789abcdef";
  size_t k = 0;
  int i;
  if( a->family==4 ){
    snprintf(z, nz, "%u.%u.%u.%u.in-addr.arpa", a->a[3], a->a[2], a->a[1], a->a[0]);
    return;
  }
  for(i=15; i>=0 && k+4<nz; i--){
    z[k++] = zHex[a->a[i] & 0xF];
    z[k++] = '.';
    z[k++] = zHex[a->a[i] >> 4];
    z[k++] = '.';
  }
  snprintf(z+k, nz-k, "ip6.arpa");
}

/* Record the error "zWhat: c-ares's words for status" on an item. */
static void dnsItemError(FetchDnsItem *it, const char *zWhat, int status){
  snprintf(it->zError, sizeof(it->zError), "%s: %s", zWhat,
           status==ARES_ETIMEOUT ? "timed out" : ares_strerror(status));
}

/* Keep name z as the item's host (with one trailing dot dropped) and its
** operator.  0, or 1 when it does not fit. */
static int dnsItemHost(FetchDnsItem *it, const char *z){
  Span h = crawlerDnsHostName(z, strlen(z));
  if( h.n==0 || h.n>=sizeof(it->ans.zHost) ) return 1;
  memcpy(it->ans.zHost, h.z, h.n);
  it->ans.zHost[h.n] = 0;
  it->zOperator = crawlerDnsOperator(h.z, h.n);
  return 0;
}

/* The smaller of two TTLs, where -1 means "none seen". */
static int64_t dnsTtlMin(int64_t a, int64_t b){
  if( a<0 ) return b;
  if( b<0 ) return a;
  return a<b ? a : b;
}

/* ---- what comes back ------------------------------------------------------- */

#define DNS_T_CNAME 5
#define DNS_T_SOA 6
#define DNS_T_PTR 12

/* Skip the name at abuf[*pi]: 0, or -1 when malformed. */
static int dnsSkipName(const unsigned char *abuf, int alen, int *pi){
  char *zName = NULL;
  long nEnc = 0;
  if( *pi>=alen ) return -1;
  if( ares_expand_name(abuf+*pi, abuf, alen, &zName, &nEnc)!=ARES_SUCCESS ){
    return -1;
  }
  ares_free_string(zName);
  *pi += (int)nEnc;
  return 0;
}

/* A 16- or 32-bit big-endian number at z. */
static unsigned dnsU16(const unsigned char *z){ return ((unsigned)z[0]<<8) | z[1]; }
static int64_t dnsU32(const unsigned char *z){
  return ((int64_t)z[0]<<24) | ((int64_t)z[1]<<16) | ((int64_t)z[2]<<8) | z[3];
}

/* How long answer abuf may be kept: the smallest TTL of its answer records
** of type eType and of the CNAMEs that lead to them (RFC 2317 delegates
** reverse zones so); with none, the negative-caching TTL of its authority
** SOA (the smaller of the record's TTL and its MINIMUM, RFC 2308); else
** -1.  A TTL with the top bit set counts as 0 (RFC 2181 8). */
static int64_t dnsAnswerTtl(const unsigned char *abuf, int alen, unsigned eType){
  int i = 12, k, nQd, nAn, nNs;
  int64_t ttl = -1, neg = -1;
  if( abuf==NULL || alen<12 ) return -1;
  nQd = (int)dnsU16(abuf+4);
  nAn = (int)dnsU16(abuf+6);
  nNs = (int)dnsU16(abuf+8);
  for(k=0; k<nQd; k++){
    if( dnsSkipName(abuf, alen, &i) ) return -1;
    i += 4;
  }
  for(k=0; k<nAn+nNs; k++){
    unsigned type, rdlen;
    int64_t t;
    if( dnsSkipName(abuf, alen, &i) || i+10>alen ) break;
    type = dnsU16(abuf+i);
    t = dnsU32(abuf+i+4);
    rdlen = dnsU16(abuf+i+8);
    if( t>0x7fffffff ) t = 0;
    if( i+10+(int)rdlen>alen ) break;
    if( k<nAn && (type==eType || type==DNS_T_CNAME) ) ttl = dnsTtlMin(ttl, t);
    if( k>=nAn && type==DNS_T_SOA && rdlen>=22 ){
      int64_t m = dnsU32(abuf+i+10+rdlen-4);
      neg = dnsTtlMin(neg, t<m ? t : m);
    }
    i += 10+(int)rdlen;
  }
  return ttl>=0 ? ttl : neg;
}

/* The name to verify among a PTR answer's: the first with a documented
** suffix, else the first. */
static const char *dnsPickName(const struct hostent *h){
  int i;
  if( crawlerDnsOperator(h->h_name, strlen(h->h_name)) ) return h->h_name;
  for(i=0; h->h_aliases && h->h_aliases[i] && i<64; i++){
    const char *z = h->h_aliases[i];
    if( crawlerDnsOperator(z, strlen(z)) ) return z;
  }
  return h->h_name;
}

/* 1 for a status that is an answer ("no such name", "no such record"). */
static int dnsIsNegative(int status){
  return status==ARES_ENOTFOUND || status==ARES_ENODATA;
}

/* 1 for a status that only says the lookup was abandoned. */
static int dnsIsAbandoned(int status){
  return status==ARES_ECANCELLED || status==ARES_EDESTRUCTION;
}

/* The hosts file's answer (called at once: that channel reads only it). */
static void dnsHostsDone(void *arg, int status, int timeouts, struct hostent *h){
  FetchDnsItem *it = (FetchDnsItem*)arg;
  (void)timeouts;
  if( status==ARES_SUCCESS && h && h->h_name && dnsItemHost(it, h->h_name)==0 ){
    it->ttl = FETCH_DNS_HOSTS_TTL;      /* the file has no TTL */
    it->bHosts = 1;
    it->eStage = DNS_FWD_NEXT;
  }
}

/* The PTR lookup's answer. */
static void dnsPtrDone(void *arg, int status, int timeouts,
                       unsigned char *abuf, int alen){
  FetchDnsItem *it = (FetchDnsItem*)arg;
  DnsRun *r = (DnsRun*)it->pRun;
  struct hostent *h = NULL;
  (void)timeouts;
  r->nInflight--;
  it->eStage = DNS_DONE;
  if( status==ARES_SUCCESS ){
    status = ares_parse_ptr_reply(abuf, alen, it->addr.a,
                                  it->addr.family==4 ? 4 : 16,
                                  it->addr.family==4 ? AF_INET : AF_INET6, &h);
  }
  if( status==ARES_SUCCESS ){
    if( dnsItemHost(it, dnsPickName(h)) ){
      snprintf(it->zError, sizeof(it->zError), "PTR lookup: name too long");
    }else{
      it->ttl = dnsAnswerTtl(abuf, alen, DNS_T_PTR);
      it->eStage = DNS_FWD_NEXT;
    }
    ares_free_hostent(h);
  }else if( dnsIsNegative(status) ){
    it->ttl = dnsAnswerTtl(abuf, alen, DNS_T_PTR);
  }else if( !dnsIsAbandoned(status) ){
    dnsItemError(it, "PTR lookup", status);
  }
  if( status==ARES_ENOMEM ) r->bOom = 1;
}

/* 1 when node n holds the item's address. */
static int dnsNodeIs(const struct ares_addrinfo_node *n, const CrawlerDnsAddr *a){
  if( a->family==4 && n->ai_family==AF_INET && n->ai_addr ){
    const struct sockaddr_in *s = (const struct sockaddr_in*)(const void*)n->ai_addr;
    return memcmp(&s->sin_addr, a->a, 4)==0;
  }
  if( a->family==6 && n->ai_family==AF_INET6 && n->ai_addr ){
    const struct sockaddr_in6 *s = (const struct sockaddr_in6*)(const void*)n->ai_addr;
    return memcmp(&s->sin6_addr, a->a, 16)==0;
  }
  return 0;
}

/* The forward lookup's answer. */
static void dnsFwdDone(void *arg, int status, int timeouts,
                       struct ares_addrinfo *res){
  FetchDnsItem *it = (FetchDnsItem*)arg;
  DnsRun *r = (DnsRun*)it->pRun;
  (void)timeouts;
  r->nInflight--;
  it->eStage = DNS_DONE;
  if( status==ARES_SUCCESS && res ){
    const struct ares_addrinfo_node *n;
    int64_t t = -1;
    int i = 0;
    it->ans.eForward = 0;
    for(n=res->nodes; n; n=n->ai_next){
      if( dnsNodeIs(n, &it->addr) ) it->ans.eForward = 1;
      /* a hosts-file name's addresses come from the file too: no TTL */
      if( !(it->bHosts && n->ai_ttl==0) ) t = dnsTtlMin(t, n->ai_ttl<0 ? 0 : n->ai_ttl);
      if( ++i>=1024 ) break;
    }
    it->ttl = dnsTtlMin(it->ttl, t);
  }else if( dnsIsNegative(status) ){
    it->ans.eForward = 0;
  }else if( !dnsIsAbandoned(status) ){
    it->ans.eForward = -1;
    dnsItemError(it, "forward lookup", status);
  }
  if( status==ARES_ENOMEM ) r->bOom = 1;
  if( res ) ares_freeaddrinfo(res);
}

/* ---- channels ----------------------------------------------------------------- */

/* A connection's resolver (channels on first use; ROBOTS_DNS_SERVERS read
** now): NULL when out of memory. */
FetchDns *fetchDnsOpen(const CoreAlloc *pA){
  FetchDns *p = (FetchDns*)coreMalloc(pA, sizeof(*p));
  const char *zEnv = getenv(FETCH_DNS_ENV);
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->pCache = crawlerDnsCacheOpen(pA);
  if( p->pCache==NULL ){ coreFree(pA, p); return NULL; }
  if( zEnv && strlen(zEnv)<=FETCH_DNS_SERVERS_MAX ){
    memcpy(p->zEnv, zEnv, strlen(zEnv)+1);
  }else if( zEnv ){
    memcpy(p->zEnv, "!", 2);      /* too long: refused as not a list */
  }
  return p;
}

/* Destroy the channels (no lookup is in flight between calls). */
static void dnsChannelsFree(FetchDns *p){
  if( !p->bChannel ) return;
  ares_destroy(p->dns);
  ares_destroy(p->hosts);
  p->bChannel = 0;
}

/* Free a resolver, its channels and its cache. */
void fetchDnsClose(FetchDns *p){
  if( p==NULL ) return;
  dnsChannelsFree(p);
  crawlerDnsCacheClose(p->pCache);
  coreFree(p->pA, p);
}

/* The refusal of a servers list that c-ares does not take. */
static int dnsServersRefuse(CoreBuf *pErr, int bEnv){
  const char *z = bEnv
    ? FETCH_DNS_ENV " must be addresses with optional ports, separated by commas"
    : "option \"servers\" must be addresses with optional ports, separated by commas";
  coreBufAppend(pErr, z, strlen(z));
  return pErr->oom ? -1 : 1;
}

/* Make the channels for the options (again when the servers or the time
** limit changed; a change of servers also empties the cache).  0; 1 with
** pErr set; -1 out of memory. */
static int dnsChannels(FetchDns *p, const FetchDnsOptions *pOpt, CoreBuf *pErr){
  const char *zServers = pOpt->zServers[0] ? pOpt->zServers : p->zEnv;
  struct ares_options o;
  char zLookups[] = "f";
  int mask = ARES_OPT_TIMEOUTMS | ARES_OPT_TRIES | ARES_OPT_FLAGS, rc;
  if( p->bChannel && p->chanTimeoutMs==pOpt->timeoutMs
   && strcmp(p->zChanServers, zServers)==0 ) return 0;
  if( p->bChannel && strcmp(p->zChanServers, zServers)!=0 ){
    crawlerDnsCacheClear(p->pCache);
  }
  dnsChannelsFree(p);
  memset(&o, 0, sizeof(o));
  o.timeout = (int)pOpt->timeoutMs;
  o.tries = 1;
  o.flags = ARES_FLAG_NOSEARCH;
  rc = ares_init_options(&p->dns, &o, mask);
  if( rc!=ARES_SUCCESS ){
    if( rc==ARES_ENOMEM ) return -1;
    coreBufAppend(pErr, "the resolver did not start: ", 28);
    coreBufAppend(pErr, ares_strerror(rc), strlen(ares_strerror(rc)));
    return pErr->oom ? -1 : 1;
  }
  o.lookups = zLookups;
  rc = ares_init_options(&p->hosts, &o, mask | ARES_OPT_LOOKUPS);
  if( rc!=ARES_SUCCESS ){
    ares_destroy(p->dns);
    return rc==ARES_ENOMEM ? -1 : dnsServersRefuse(pErr, 0);
  }
  p->bChannel = 1;
  if( zServers[0] && ares_set_servers_ports_csv(p->dns, zServers)!=ARES_SUCCESS ){
    dnsChannelsFree(p);
    return dnsServersRefuse(pErr, zServers==p->zEnv);
  }
  memcpy(p->zChanServers, zServers, strlen(zServers)+1);
  p->chanTimeoutMs = pOpt->timeoutMs;
  return 0;
}

/* c-ares' process-wide start: 0 or -1. */
int fetchDnsGlobalInit(void){
  return ares_library_init(ARES_LIB_INIT_ALL)==ARES_SUCCESS ? 0 : -1;
}

/* ---- a run ------------------------------------------------------------------ */

/* Milliseconds on a monotonic clock. */
static int64_t dnsNowMs(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec*1000 + ts.tv_nsec/1000000;
}

/* 1 when an item before aItem[i] with the same address is in flight: i
** waits for its answer (then found in the cache). */
static int dnsBusyTwin(const DnsRun *r, int i){
  const CrawlerDnsAddr *a = &r->aItem[i].addr;
  int j;
  if( !r->pOpt->bCache ) return 0;
  for(j=r->iFirst; j<i; j++){
    const FetchDnsItem *t = &r->aItem[j];
    if( t->eStage!=DNS_NEW && t->eStage!=DNS_DONE && !t->bBad
     && t->addr.family==a->family
     && memcmp(t->addr.a, a->a, a->family==4 ? 4 : 16)==0 ) return 1;
  }
  return 0;
}

/* Start an item: its answer from the cache or the hosts file, else its
** PTR lookup. */
static void dnsStartNew(DnsRun *r, FetchDnsItem *it){
  FetchDns *p = r->p;
  char zName[80];
  int af = it->addr.family==4 ? AF_INET : AF_INET6;
  it->pRun = r;
  it->eStage = DNS_DONE;
  if( it->bBad ) return;
  if( r->pOpt->bCache && crawlerDnsCacheGet(p->pCache, &it->addr, r->nowMs, &it->ans) ){
    if( it->ans.zHost[0] ){
      it->zOperator = crawlerDnsOperator(it->ans.zHost, strlen(it->ans.zHost));
    }
    return;
  }
  it->bFresh = 1;
  it->ttl = -1;
  it->eStage = DNS_NEW;
  ares_gethostbyaddr(p->hosts, it->addr.a, it->addr.family==4 ? 4 : 16, af,
                     dnsHostsDone, it);
  if( it->eStage==DNS_FWD_NEXT ) return;
  dnsReverseName(&it->addr, zName, sizeof(zName));
  it->eStage = DNS_PTR;
  r->nInflight++;
  ares_query(p->dns, zName, C_IN, DNS_T_PTR, dnsPtrDone, it);
}

/* Start an item's forward lookup of its name, in its address's family. */
static void dnsStartForward(DnsRun *r, FetchDnsItem *it){
  struct ares_addrinfo_hints hints;
  memset(&hints, 0, sizeof(hints));
  hints.ai_family = it->addr.family==4 ? AF_INET : AF_INET6;
  hints.ai_flags = ARES_AI_NOSORT;
  it->eStage = DNS_FWD;
  r->nInflight++;
  ares_getaddrinfo(r->p->dns, it->ans.zHost, NULL, &hints, dnsFwdDone, it);
}

/* A finished item: keep a fresh answer (not an error) in the cache. */
static void dnsFinish(DnsRun *r, FetchDnsItem *it){
  if( it->bFinished ) return;
  it->bFinished = 1;
  if( !it->bFresh || it->zError[0] || !r->pOpt->bCache ) return;
  if( crawlerDnsCachePut(r->p->pCache, &it->addr, &it->ans, it->ttl, r->nowMs) ){
    r->bOom = 1;
  }
}

/* One pass: finish what is done, start what may start. */
static void dnsRunPass(DnsRun *r){
  int i;
  for(i=r->iFirst; i<r->nItem; i++){
    FetchDnsItem *it = &r->aItem[i];
    if( it->eStage==DNS_NEW && r->nInflight<r->pOpt->nConcurrency
     && !dnsBusyTwin(r, i) ){
      dnsStartNew(r, it);
    }
    if( it->eStage==DNS_FWD_NEXT && r->nInflight<r->pOpt->nConcurrency ){
      dnsStartForward(r, it);
    }
    if( it->eStage==DNS_DONE ) dnsFinish(r, it);
    if( i==r->iFirst && it->bFinished ) r->iFirst++;
  }
}

/* Wait up to FETCH_DNS_SLICE_MS for the channel's sockets and let c-ares
** read them and handle its time-outs. */
static void dnsWait(FetchDns *p){
  ares_socket_t aSock[ARES_GETSOCK_MAXNUM];
  struct pollfd aPoll[ARES_GETSOCK_MAXNUM];
  struct timeval tvMax, tv, *ptv;
  unsigned bits;
  int i, n = 0, ms;
  /* the bits read as ARES_GETSOCK_READABLE/WRITABLE do, but unsigned:
  ** their (1 << 31) overflows an int */
  bits = (unsigned)ares_getsock(p->dns, aSock, ARES_GETSOCK_MAXNUM);
  for(i=0; i<ARES_GETSOCK_MAXNUM; i++){
    short ev = 0;
    if( (bits >> i) & 1u ) ev |= POLLIN;
    if( (bits >> (i + ARES_GETSOCK_MAXNUM)) & 1u ) ev |= POLLOUT;
    if( ev==0 ) continue;
    aPoll[n].fd = aSock[i];
    aPoll[n].events = ev;
    aPoll[n].revents = 0;
    n++;
  }
  tvMax.tv_sec = 0;
  tvMax.tv_usec = FETCH_DNS_SLICE_MS*1000;
  ptv = ares_timeout(p->dns, &tvMax, &tv);
  ms = (int)(ptv->tv_sec*1000 + (ptv->tv_usec+999)/1000);
  if( ms>FETCH_DNS_SLICE_MS ) ms = FETCH_DNS_SLICE_MS;
  if( poll(aPoll, (nfds_t)n, ms)>0 ){
    for(i=0; i<n; i++){
      short re = aPoll[i].revents;
      if( re==0 ) continue;
      ares_process_fd(p->dns,
                      (re & (POLLIN|POLLERR|POLLHUP)) ? aPoll[i].fd : ARES_SOCKET_BAD,
                      (re & POLLOUT) ? aPoll[i].fd : ARES_SOCKET_BAD);
    }
  }
  ares_process_fd(p->dns, ARES_SOCKET_BAD, ARES_SOCKET_BAD);
}

/* Resolve aItem[0..nItem) at once: 0, 1 refused (pErr), -1 out of memory,
** -2 stopped. */
int fetchDnsResolve(FetchDns *p, const FetchDnsOptions *pOpt,
                    FetchDnsItem *aItem, int nItem, const CoreStop *pStop,
                    CoreBuf *pErr){
  DnsRun r;
  int rc = dnsChannels(p, pOpt, pErr);
  if( rc ) return rc;
  memset(&r, 0, sizeof(r));
  r.p = p;
  r.pOpt = pOpt;
  r.aItem = aItem;
  r.nItem = nItem;
  r.nowMs = dnsNowMs();
  for(;;){
    dnsRunPass(&r);
    if( r.iFirst>=nItem && r.nInflight==0 ) break;
    if( r.nInflight==0 ) continue;
    if( coreStopped(pStop) ){
      ares_cancel(p->dns);
      return -2;
    }
    dnsWait(p);
    r.nowMs = dnsNowMs();
  }
  return r.bOom ? -1 : 0;
}

/* ---- answers -------------------------------------------------------------------- */

/* 1 when a name with a documented suffix resolves back to the address. */
int fetchDnsVerified(const FetchDnsItem *p){
  return p->ans.zHost[0] && p->ans.eForward==1 && p->zOperator!=NULL;
}

/* Append ,"key": and the string z (NULL: null). */
static void dnsJsonStr(CoreBuf *b, const char *zKey, const char *z){
  coreBufAppend(b, zKey, strlen(zKey));
  if( z ) coreJsonString(b, z, strlen(z));
  else coreBufAppend(b, "null", 4);
}

/* Append the item's answer as a JSON object: 0, or -1 out of memory. */
int fetchDnsItemJson(const FetchDnsItem *p, CoreBuf *pOut){
  static const char *const azFwd[] = { "null", "false", "true" };
  const char *zHost = p->ans.zHost[0] ? p->ans.zHost : NULL;
  int e = zHost ? p->ans.eForward : -1;
  dnsJsonStr(pOut, "{\"ip\":", p->zIp);
  dnsJsonStr(pOut, ",\"host\":", zHost);
  coreBufAppend(pOut, ",\"forward_match\":", 17);
  coreBufAppend(pOut, azFwd[e+1], strlen(azFwd[e+1]));
  dnsJsonStr(pOut, ",\"operator\":", p->zOperator);
  coreBufAppend(pOut, ",\"verified\":", 12);
  coreBufAppend(pOut, fetchDnsVerified(p) ? "true" : "false", fetchDnsVerified(p) ? 4 : 5);
  if( p->zError[0] ) dnsJsonStr(pOut, ",\"error\":", p->zError);
  coreBufAppendByte(pOut, '}');
  return pOut->oom ? -1 : 0;
}
