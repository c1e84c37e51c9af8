/*
** fetch_http.c: the Fetcher of fetch_http.h over libcurl's multi interface.
** fetcherWait starts queued documents while the limits allow (in all, per
** host, delay per host), drives the transfers and, when one ends, applies
** Google's rules to what libcurl reports (fetchDocFinish).  Start at
** fetcherWait.
*/
#include "fetch_http.h"
#include "fetch_cache.h"
#include "../core/url.h"
#include "../core/gzip_stream.h"

#include <curl/curl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

/* A host (scheme://host:port) and its transfers. */
typedef struct FetchHost {
  char *zKey;
  int nActive;             /* running now */
  int64_t tNext;           /* earliest next start, ms */
} FetchHost;

struct Fetcher {
  const CoreAlloc *pA;
  FetchOptions opt;
  CURLM *hMulti;
  FetchDoc *pQueue, *pQueueTail;   /* not started yet */
  FetchDoc *pDone;                 /* finished, not handed back yet */
  FetchDoc *pActive;               /* running */
  int nActive;
  FetchHost *aHost;
  int nHost, nHostAlloc;
  const CoreStop *pStop;           /* asked while waiting (NULL: never) */
  int bStopped;                    /* it said stop */
  FetchCache *pCache;              /* answers kept (NULL: none) */
  int bOwnHops;                    /* sitemaps stop at a redirect */
};

void fetchOptionsInit(FetchOptions *p){
  memset(p, 0, sizeof(*p));
  memcpy(p->zUserAgent, "sqlite-robots", 14);
  p->timeoutMs = 30000;
  p->nMaxSize = FETCH_DEFAULT_MAX_SIZE;
  p->nMaxDocs = 1000;
  p->nMaxDepth = 5;
  p->nConcurrency = 4;
  p->nPerHost = 2;
  p->bObeyRobots = 1;
  p->bCache = 1;
}

/* Milliseconds of a monotonic clock. */
static int64_t fetchNowMs(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec*1000 + ts.tv_nsec/1000000;
}

/* A NUL-terminated copy of z[0..n), or NULL. */
static char *fetchStrDup(const CoreAlloc *pA, const char *z, size_t n){
  char *zOut = coreMalloc(pA, n+1);
  if( zOut ){ memcpy(zOut, z, n); zOut[n] = 0; }
  return zOut;
}

const char *fetchUrlLengthError(size_t n){
  return n>FETCH_ARG_URL_MAX ? "the URL is over 65,536 bytes" : NULL;
}

/* The end of the userinfo of z[0..n) read as text, before any parse: after
** "scheme://", the last '@' before the first '/', or 0 when there is none.
** A URL that does not parse (a port over 65535, an open '[') and a
** password holding '#' or '?' (which a parser reads as the end of the
** authority) lose their whole userinfo this way. */
static size_t fetchUserinfoEnd(const char *z, size_t n){
  const char *zSep = n>3 ? memchr(z, ':', n) : NULL;
  size_t i, iAt = 0;
  if( zSep==NULL || (size_t)(zSep-z)+3>n || memcmp(zSep, "://", 3)!=0 ) return 0;
  for(i=(size_t)(zSep-z)+3; i<n && z[i]!='/' && z[i]!='\\'; i++){
    if( z[i]=='@' ) iAt = i;
  }
  return iAt;
}

int fetchIsHttpUrl(const char *z, size_t n){
  UrlParts u;
  if( urlSplit(z, n, &u) || u.scheme.z==NULL || !u.hasAuthority ) return 0;
  if( u.host.z==NULL || u.host.n==0 || memchr(z, 0, n) ) return 0;
  /* an '@' the parser left outside the authority (a password holding '#'
  ** or '?'): the host would be named by the rest of the password */
  if( fetchUserinfoEnd(z, n)
      != (u.userinfo.z ? (size_t)(u.userinfo.z - z) + u.userinfo.n : 0) ){
    return 0;
  }
  return coreSpanEqNoCase(u.scheme.z, u.scheme.n, "http", 4)
      || coreSpanEqNoCase(u.scheme.z, u.scheme.n, "https", 5);
}

int64_t fetchMaxAge(const char *z, size_t n){
  size_t i;
  for(i=0; i+7<=n; i++){
    int64_t v = 0;
    size_t j;
    if( !coreStartsWithNoCase(z+i, n-i, "max-age") ) continue;
    if( i>0 && (coreIsAlpha((unsigned char)z[i-1]) || z[i-1]=='-') ) continue;
    for(j=i+7; j<n && z[j]==' '; j++){}
    if( j>=n || z[j]!='=' ) continue;
    for(j++; j<n && (z[j]==' ' || z[j]=='"'); j++){}
    if( j>=n || !coreIsDigit((unsigned char)z[j]) ) continue;
    for(; j<n && coreIsDigit((unsigned char)z[j]); j++){
      v = v*10 + (z[j]-'0');
      if( v>=FETCH_MAX_AGE_MAX ){ v = FETCH_MAX_AGE_MAX; break; }
    }
    return v;
  }
  return -1;
}

Fetcher *fetcherOpen(const CoreAlloc *pA, const FetchOptions *pOpt){
  Fetcher *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->opt = *pOpt;
  if( p->opt.nConcurrency<1 ) p->opt.nConcurrency = 1;
  if( p->opt.nPerHost<1 ) p->opt.nPerHost = 1;
  p->hMulti = curl_multi_init();
  if( p->hMulti==NULL ){ coreFree(pA, p); return NULL; }
  return p;
}

FetchDoc *fetchDocNew(Fetcher *p, const char *z, size_t n, int eKind,
                      void *pUser){
  FetchDoc *d = coreMalloc(p->pA, sizeof(*d));
  if( d==NULL ) return NULL;
  memset(d, 0, sizeof(*d));
  d->zUrl = fetchStrDup(p->pA, z, n);
  if( d->zUrl==NULL ){ coreFree(p->pA, d); return NULL; }
  d->eKind = eKind;
  d->pUser = pUser;
  d->status = -1;
  d->maxAge = -1;
  d->iHost = -1;
  coreBufInit(&d->body, p->pA);
  return d;
}

void fetchDocFree(Fetcher *p, FetchDoc *d){
  if( d==NULL ) return;
  if( d->hCurl ){
    curl_multi_remove_handle(p->hMulti, d->hCurl);
    curl_easy_cleanup(d->hCurl);
  }
  coreFree(p->pA, d->zUrl);
  coreFree(p->pA, d->zFinalUrl);
  coreFree(p->pA, d->zContentType);
  coreFree(p->pA, d->zContentEncoding);
  coreFree(p->pA, d->zContentUsage);
  coreFree(p->pA, d->zCurlErr);
  coreFree(p->pA, d->zRedirect);
  coreBufFree(&d->body);
  coreFree(p->pA, d);
}

/* Set d's error text (printf-free: pieces joined, cut to fit). */
static void fetchSetError(FetchDoc *d, const char *z1, const char *z2){
  size_t n1 = strlen(z1), n2 = z2 ? strlen(z2) : 0, nMax = sizeof(d->zError)-1;
  if( n1>nMax ) n1 = nMax;
  memcpy(d->zError, z1, n1);
  if( n2>nMax-n1 ) n2 = nMax-n1;
  if( n2 ) memcpy(d->zError+n1, z2, n2);
  d->zError[n1+n2] = 0;
}

/* Put d on the list of finished documents. */
static void fetchDone(Fetcher *p, FetchDoc *d){
  d->pNext = p->pDone;
  p->pDone = d;
}

/* Put d on the list of documents finished without a transfer. */
static void fetchDoneNow(Fetcher *p, FetchDoc *d){
  d->fetchedAt = (int64_t)time(NULL);
  fetchDone(p, d);
}

void fetcherSetCache(Fetcher *p, FetchCache *pCache){
  p->pCache = pCache;
}

void fetcherSetOwnHops(Fetcher *p, int bOwn){
  p->bOwnHops = bOwn;
}

void fetcherAdd(Fetcher *p, FetchDoc *d){
  int rc;
  d->pNext = NULL;
  if( !fetchIsHttpUrl(d->zUrl, strlen(d->zUrl)) ){
    fetchSetError(d, "not fetched: only absolute http and https URLs are", NULL);
    fetchDoneNow(p, d);
    return;
  }
  rc = fetchCacheGet(p->pCache, &p->opt, d, (int64_t)time(NULL));
  if( rc!=0 ){                            /* a hit, or out of memory */
    if( rc<0 ){ d->status = 0; fetchSetError(d, "out of memory", NULL); }
    fetchDone(p, d);
    return;
  }
  if( p->pQueueTail ) p->pQueueTail->pNext = d; else p->pQueue = d;
  p->pQueueTail = d;
}

/* The index of the host of URL zUrl in p->aHost (added when new), or -1
** when out of memory. */
static int fetchHostOf(Fetcher *p, const char *zUrl){
  UrlParts u;
  CoreBuf key;
  int i;
  coreBufInit(&key, p->pA);
  urlSplit(zUrl, strlen(zUrl), &u);
  for(i=0; (size_t)i<u.scheme.n; i++) coreBufAppendByte(&key, (char)coreToLower((unsigned char)u.scheme.z[i]));
  coreBufAppend(&key, "://", 3);
  for(i=0; (size_t)i<u.host.n; i++) coreBufAppendByte(&key, (char)coreToLower((unsigned char)u.host.z[i]));
  coreBufAppendByte(&key, ':');
  coreBufAppend(&key, u.port.z ? u.port.z : "", u.port.n);
  coreBufAppendByte(&key, 0);
  if( key.oom ){ coreBufFree(&key); return -1; }
  for(i=0; i<p->nHost; i++){
    if( strcmp(p->aHost[i].zKey, key.z)==0 ){ coreBufFree(&key); return i; }
  }
  if( p->nHost>=p->nHostAlloc ){
    int nNew = p->nHostAlloc ? p->nHostAlloc*2 : 8;
    FetchHost *aNew = coreRealloc(p->pA, p->aHost, sizeof(FetchHost)*(size_t)nNew);
    if( aNew==NULL ){ coreBufFree(&key); return -1; }
    p->aHost = aNew;
    p->nHostAlloc = nNew;
  }
  p->aHost[p->nHost].zKey = key.z;     /* the buffer's block becomes the key */
  p->aHost[p->nHost].nActive = 0;
  p->aHost[p->nHost].tNext = 0;
  return p->nHost++;
}

/* libcurl's write callback: append to the body up to the cap. */
static size_t fetchWrite(char *z, size_t sz, size_t nm, void *pArg){
  FetchDoc *d = (FetchDoc*)pArg;
  size_t n = sz*nm;
  if( (uint64_t)d->body.n + n > d->nCap ){
    coreBufAppend(&d->body, z, (size_t)(d->nCap - d->body.n));
    d->bCapHit = 1;
    return 0;                       /* libcurl stops: CURLE_WRITE_ERROR */
  }
  if( coreBufAppend(&d->body, z, n) ) return 0;
  return n;
}

/* Set the options of one transfer on h; 0, or -1 when one is refused. */
static int fetchSetup(Fetcher *p, FetchDoc *d, CURL *h){
  CURLcode rc = CURLE_OK;
  long t = p->opt.timeoutMs>0 ? p->opt.timeoutMs : 1;
#define FETCH_OPT(o, v) if( rc==CURLE_OK ) rc = curl_easy_setopt(h, o, v)
  FETCH_OPT(CURLOPT_URL, d->zUrl);
  FETCH_OPT(CURLOPT_PROTOCOLS_STR, "http,https");
  FETCH_OPT(CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
  FETCH_OPT(CURLOPT_FOLLOWLOCATION,
            (p->bOwnHops && d->eKind==FETCH_SITEMAP) ? 0L : 1L);
  FETCH_OPT(CURLOPT_MAXREDIRS, (long)FETCH_MAX_REDIRECTS);
  FETCH_OPT(CURLOPT_UNRESTRICTED_AUTH, 0L);   /* no credentials to other hosts */
  FETCH_OPT(CURLOPT_HTTPGET, 1L);
  FETCH_OPT(CURLOPT_USERAGENT, p->opt.zUserAgent);
  FETCH_OPT(CURLOPT_ACCEPT_ENCODING, "");     /* every encoding libcurl has */
  FETCH_OPT(CURLOPT_TIMEOUT_MS, t);
  FETCH_OPT(CURLOPT_CONNECTTIMEOUT_MS, t);
  FETCH_OPT(CURLOPT_NOSIGNAL, 1L);
  FETCH_OPT(CURLOPT_WRITEFUNCTION, fetchWrite);
  FETCH_OPT(CURLOPT_WRITEDATA, (void*)d);
  FETCH_OPT(CURLOPT_ERRORBUFFER, d->zCurlErr);
  FETCH_OPT(CURLOPT_PRIVATE, (void*)d);
#undef FETCH_OPT
  return rc==CURLE_OK ? 0 : -1;
}

/* Start d's transfer.  Returns 0, or -1 (d is then finished with an
** error on the done list). */
static int fetchStart(Fetcher *p, FetchDoc *d){
  CURL *h = curl_easy_init();
  d->zCurlErr = coreMalloc(p->pA, CURL_ERROR_SIZE);
  if( h==NULL || d->zCurlErr==NULL || fetchSetup(p, d, h) ){
    if( h ) curl_easy_cleanup(h);
    fetchSetError(d, "not fetched: libcurl could not set up the transfer", NULL);
    fetchDoneNow(p, d);
    return -1;
  }
  d->zCurlErr[0] = 0;
  d->nCap = d->eKind==FETCH_ROBOTS ? FETCH_ROBOTS_MAX : p->opt.nMaxSize;
  if( curl_multi_add_handle(p->hMulti, h)!=CURLM_OK ){
    curl_easy_cleanup(h);
    fetchSetError(d, "not fetched: libcurl could not start the transfer", NULL);
    fetchDoneNow(p, d);
    return -1;
  }
  d->hCurl = h;
  d->pNext = p->pActive;
  p->pActive = d;
  p->nActive++;
  if( d->iHost>=0 ){
    p->aHost[d->iHost].nActive++;
    p->aHost[d->iHost].tNext = fetchNowMs() + p->opt.delayMs;
  }
  return 0;
}

/* Start queued documents while the limits allow; returns the ms until a
** delayed one may start (or 1000 when none waits on a delay). */
static long fetchStartSome(Fetcher *p){
  FetchDoc **pp = &p->pQueue, *pPrev = NULL;
  int64_t now = fetchNowMs(), tWait = 1000;
  while( *pp && p->nActive<p->opt.nConcurrency ){
    FetchDoc *d = *pp;
    if( d->iHost<0 ) d->iHost = fetchHostOf(p, d->zUrl);
    if( d->iHost>=0 ){
      FetchHost *h = &p->aHost[d->iHost];
      if( h->nActive>=p->opt.nPerHost ){ pPrev = d; pp = &d->pNext; continue; }
      if( h->tNext>now ){
        if( h->tNext-now<tWait ) tWait = h->tNext-now;
        pPrev = d; pp = &d->pNext; continue;
      }
    }
    *pp = d->pNext;                      /* unlink, then start */
    if( p->pQueueTail==d ) p->pQueueTail = pPrev;
    fetchStart(p, d);
  }
  return (long)tWait;
}

/* Copy header zName of the last response into *pz (NULL when absent). */
static void fetchHeader(Fetcher *p, CURL *h, const char *zName, char **pz){
  struct curl_header *pH = NULL;
  if( curl_easy_header(h, zName, 0, CURLH_HEADER, -1, &pH)==CURLHE_OK && pH ){
    *pz = fetchStrDup(p->pA, pH->value, strlen(pH->value));
  }
}

/* Every field line of header zName of the last response, joined with ", "
** as HTTP combines a list-valued field (RFC 9110 5.3; an RFC 9651
** dictionary may be split over lines), into *pz (left NULL when absent or
** out of memory).  libcurl bounds the size of a response's headers. */
static void fetchHeaderJoined(Fetcher *p, CURL *h, const char *zName,
                              char **pz){
  struct curl_header *pH = NULL;
  CoreBuf b;
  size_t i, n;
  if( curl_easy_header(h, zName, 0, CURLH_HEADER, -1, &pH)!=CURLHE_OK || !pH ){
    return;
  }
  n = pH->amount;
  coreBufInit(&b, p->pA);
  for(i=0; i<n; i++){
    if( i>0 && curl_easy_header(h, zName, i, CURLH_HEADER, -1, &pH)!=CURLHE_OK ){
      break;
    }
    if( i>0 ) coreBufAppend(&b, ", ", 2);
    coreBufAppend(&b, pH->value, strlen(pH->value));
  }
  if( coreBufAppendByte(&b, 0)==0 && !b.oom ){
    *pz = b.z;                          /* the buffer's block is kept */
  }else{
    coreBufFree(&b);
  }
}

/* A sitemap body that is gzip: 1 if it inflates to more than the cap. */
static int fetchInflatesOverCap(Fetcher *p, FetchDoc *d){
  GzStream g;
  char *zBuf;
  int bOver;
  if( !gzipIsGzip(d->body.z, d->body.n) ) return 0;
  zBuf = coreMalloc(p->pA, 65536);
  if( zBuf==NULL || gzipStreamOpen(&g, p->pA, d->body.z, d->body.n) ){
    coreFree(p->pA, zBuf);
    return 0;                     /* the reader will say what it can */
  }
  gzipStreamSetCap(&g, p->opt.nMaxSize);
  while( gzipStreamRead(&g, zBuf, 65536)>0 ){}
  bOver = (g.flags & GZ_F_CAPPED)!=0;
  gzipStreamClose(&g);
  coreFree(p->pA, zBuf);
  return bOver;
}

/* Set d's "too large" error, which gives the cap in bytes. */
static void fetchTooLarge(Fetcher *p, FetchDoc *d, const char *zWhat){
  char zCap[96];
  snprintf(zCap, sizeof(zCap), "%llu bytes (max_size; the body is dropped)",
           (unsigned long long)p->opt.nMaxSize);
  fetchSetError(d, zWhat, zCap);
}

int fetchUrlShown(const char *z, size_t n, CoreBuf *pOut){
  size_t iAt = fetchUserinfoEnd(z, n);
  if( iAt ){
    const char *zAuth = (const char*)memchr(z, ':', n) + 3;
    coreBufAppend(pOut, z, (size_t)(zAuth - z));
    coreBufAppend(pOut, z+iAt+1, n-iAt-1);
  }else{
    coreBufAppend(pOut, z, n);
  }
  return pOut->oom ? -1 : 0;
}

/* d's final URL from libcurl's zEff, without its userinfo. */
static void fetchSetFinalUrl(Fetcher *p, FetchDoc *d, const char *zEff){
  CoreBuf b;
  if( zEff==NULL ) return;
  coreBufInit(&b, p->pA);
  if( fetchUrlShown(zEff, strlen(zEff), &b)==0 && coreBufAppendByte(&b, 0)==0 ){
    d->zFinalUrl = b.z;                 /* the buffer's block is kept */
  }else{
    coreBufFree(&b);
  }
}

/* Read what libcurl knows of d's finished transfer: status, hops, final
** URL, headers. */
static void fetchDocInfo(Fetcher *p, FetchDoc *d){
  CURL *h = d->hCurl;
  long code = 0, nRedir = 0;
  char *zEff = NULL, *zCc = NULL;
  curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &code);
  curl_easy_getinfo(h, CURLINFO_REDIRECT_COUNT, &nRedir);
  curl_easy_getinfo(h, CURLINFO_EFFECTIVE_URL, &zEff);
  d->nRedirect += (int)nRedir;
  d->status = (int)code;
  d->fetchedAt = (int64_t)time(NULL);
  fetchSetFinalUrl(p, d, zEff);
  fetchHeader(p, h, "Content-Type", &d->zContentType);
  fetchHeader(p, h, "Content-Encoding", &d->zContentEncoding);
  fetchHeaderJoined(p, h, "Content-Usage", &d->zContentUsage);
  fetchHeader(p, h, "Cache-Control", &zCc);
  if( zCc ){ d->maxAge = fetchMaxAge(zCc, strlen(zCc)); coreFree(p->pA, zCc); }
}

/* A sitemap transfer that stopped at a redirect (fetcherSetOwnHops): keep
** the next hop.  1 when d is such a redirect. */
static int fetchDocOwnHop(Fetcher *p, FetchDoc *d){
  char *zNext = NULL;
  if( !p->bOwnHops || d->eKind!=FETCH_SITEMAP || d->status<300 || d->status>399 ){
    return 0;
  }
  curl_easy_getinfo(d->hCurl, CURLINFO_REDIRECT_URL, &zNext);
  if( zNext==NULL ) return 0;
  d->zRedirect = fetchStrDup(p->pA, zNext, strlen(zNext));
  if( d->zRedirect==NULL ){ d->status = 0; fetchSetError(d, "out of memory", NULL); }
  coreBufFree(&d->body);
  return 1;
}

/* Apply Google's rules to the outcome rc of d's transfer. */
static void fetchDocFinish(Fetcher *p, FetchDoc *d, CURLcode rc){
  fetchDocInfo(p, d);
  if( rc==CURLE_WRITE_ERROR && d->bCapHit ){
    d->bTruncated = 1;
    if( d->eKind==FETCH_SITEMAP ){
      fetchTooLarge(p, d, "too large: over ");
      coreBufFree(&d->body);
    }
  }else if( rc==CURLE_TOO_MANY_REDIRECTS ){
    d->status = 404;
    fetchSetError(d, "more than 5 redirects: counted as 404", NULL);
    coreBufFree(&d->body);
  }else if( rc==CURLE_UNSUPPORTED_PROTOCOL && d->nRedirect>0 ){
    fetchSetError(d, "redirect to a URL that is not http or https: not followed", NULL);
    coreBufFree(&d->body);
  }else if( rc!=CURLE_OK ){
    d->status = 0;
    fetchSetError(d, "no answer: ", d->zCurlErr[0] ? d->zCurlErr : curl_easy_strerror(rc));
    coreBufFree(&d->body);
  }else if( d->body.oom ){
    d->status = 0;
    fetchSetError(d, "out of memory", NULL);
    coreBufFree(&d->body);
  }else if( fetchDocOwnHop(p, d) ){
    return;
  }else if( d->eKind==FETCH_SITEMAP && fetchInflatesOverCap(p, d) ){
    d->bTruncated = 1;
    fetchTooLarge(p, d, "too large: inflates to over ");
    coreBufFree(&d->body);
  }
  if( d->eKind==FETCH_SITEMAP && d->zError[0]==0
   && (d->status<200 || d->status>299) ){
    char zStatus[48];
    snprintf(zStatus, sizeof(zStatus), "%d", d->status);
    fetchSetError(d, "not read: HTTP status ", zStatus);
  }
}

int fetchDocEndHops(Fetcher *p, FetchDoc *d, int nHop){
  if( d->zRedirect==NULL ) return 1;
  if( nHop>FETCH_MAX_REDIRECTS ){
    d->status = 404;
    fetchSetError(d, "more than 5 redirects: counted as 404", NULL);
  }else if( !fetchIsHttpUrl(d->zRedirect, strlen(d->zRedirect)) ){
    fetchSetError(d, "redirect to a URL that is not http or https: not followed", NULL);
  }else{
    return 0;
  }
  coreFree(p->pA, d->zRedirect);
  d->zRedirect = NULL;
  return 1;
}

/* Take d off the list of running documents. */
static void fetchUnlinkActive(Fetcher *p, FetchDoc *d){
  FetchDoc **pp;
  for(pp=&p->pActive; *pp; pp=&(*pp)->pNext){
    if( *pp==d ){ *pp = d->pNext; break; }
  }
  d->pNext = NULL;
}

void fetcherSetStop(Fetcher *p, const CoreStop *pStop){
  p->pStop = pStop;
}

int fetcherStopped(const Fetcher *p){
  return p->bStopped;
}

FetchDoc *fetcherWait(Fetcher *p){
  for(;;){
    CURLMsg *m;
    int nLeft, nRunning;
    long msWait;
    if( p->bStopped ) return NULL;
    if( p->pDone ){
      FetchDoc *d = p->pDone;
      p->pDone = d->pNext;
      d->pNext = NULL;
      return d;
    }
    msWait = fetchStartSome(p);
    if( p->pDone ) continue;
    if( p->nActive==0 && p->pQueue==NULL ) return NULL;
    curl_multi_perform(p->hMulti, &nRunning);
    while( (m = curl_multi_info_read(p->hMulti, &nLeft))!=NULL ){
      FetchDoc *d = NULL;
      if( m->msg!=CURLMSG_DONE ) continue;
      curl_easy_getinfo(m->easy_handle, CURLINFO_PRIVATE, (char**)&d);
      fetchDocFinish(p, d, m->data.result);
      if( d->zRedirect==NULL ) fetchCachePut(p->pCache, &p->opt, d);
      fetchUnlinkActive(p, d);
      curl_multi_remove_handle(p->hMulti, d->hCurl);
      curl_easy_cleanup(d->hCurl);
      d->hCurl = NULL;
      p->nActive--;
      if( d->iHost>=0 ) p->aHost[d->iHost].nActive--;
      fetchDone(p, d);
    }
    if( p->pDone ) continue;
    if( msWait>FETCH_STOP_POLL_MS ) msWait = FETCH_STOP_POLL_MS;
    curl_multi_poll(p->hMulti, NULL, 0, (int)msWait, NULL);
    if( coreStopped(p->pStop) ) p->bStopped = 1;
  }
}

int fetcherCount(const Fetcher *p){
  const FetchDoc *d;
  int n = p->nActive;
  for(d=p->pQueue; d; d=d->pNext) n++;
  for(d=p->pDone; d; d=d->pNext) n++;
  return n;
}

FetchDoc *fetcherTake(Fetcher *p){
  FetchDoc **pp = p->pQueue ? &p->pQueue : p->pDone ? &p->pDone : &p->pActive;
  FetchDoc *d = *pp;
  if( d==NULL ) return NULL;
  *pp = d->pNext;
  if( p->pQueue==NULL ) p->pQueueTail = NULL;
  if( pp==&p->pActive ){
    p->nActive--;
    if( d->iHost>=0 ) p->aHost[d->iHost].nActive--;
  }
  d->pNext = NULL;
  return d;
}

void fetcherClose(Fetcher *p){
  FetchDoc *d;
  CURLM *hMulti;
  int i;
  if( p==NULL ) return;
  hMulti = p->hMulti;
  while( (d = p->pQueue)!=NULL ){ p->pQueue = d->pNext; fetchDocFree(p, d); }
  while( (d = p->pDone)!=NULL ){ p->pDone = d->pNext; fetchDocFree(p, d); }
  while( (d = p->pActive)!=NULL ){ p->pActive = d->pNext; fetchDocFree(p, d); }
  for(i=0; i<p->nHost; i++) coreFree(p->pA, p->aHost[i].zKey);
  coreFree(p->pA, p->aHost);
  curl_multi_cleanup(hMulti);
  coreFree(p->pA, p);
}
