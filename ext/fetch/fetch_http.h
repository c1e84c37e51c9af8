/*
** fetch_http.h: fetching robots.txt files and sitemaps over HTTP(S) with
** libcurl's multi interface, judged by Google's rules: an unconditional
** GET, at most 5 redirects (more count as a 404), only http and https (also
** through a redirect), the first 512,000 bytes of a robots.txt, a size cap
** for sitemaps that also bounds what a gzipped body inflates to, a time
** limit per document.  Documents queue in a Fetcher, which runs a bounded
** number at once (and per host, with an optional delay between starts) and
** hands them back as they finish.  Start at fetcherOpen / fetcherWait.
** Engine-neutral: no SQLite here (the binding is ext/sqlite/sql_fetch.c).
*/
#ifndef ROBOTS_FETCH_HTTP_H
#define ROBOTS_FETCH_HTTP_H

#include "../core/core.h"

#define FETCH_ROBOTS_MAX 512000     /* bytes of a robots.txt that Google reads */
#define FETCH_MAX_REDIRECTS 5       /* hops followed; more count as a 404 */
#define FETCH_DEFAULT_MAX_SIZE ((uint64_t)50 << 20)  /* 50 MiB, the protocol's */
#define FETCH_AGENT_MAX 256         /* bytes of a User-Agent */

/* What a call may do; fetchOptionsInit sets the defaults. */
typedef struct FetchOptions {
  char zUserAgent[FETCH_AGENT_MAX];  /* sent as User-Agent */
  long timeoutMs;          /* per document, connection included */
  uint64_t nMaxSize;       /* bytes of a sitemap, inflated */
  int nMaxDocs;            /* sitemap documents fetched per tree */
  int nMaxDepth;           /* index levels followed below the first */
  int nConcurrency;        /* transfers at once */
  int nPerHost;            /* transfers at once to one host */
  long delayMs;            /* between two starts on one host */
  int bObeyRobots;         /* check robots.txt before fetching a sitemap */
  int bFollowOutOfScope;   /* fetch children outside an index's scope */
  int bCache;              /* read and keep robots.txt in the cache */
  int bCacheSitemaps;      /* and sitemaps too (with bCache) */
} FetchOptions;

/* The defaults: User-Agent "sqlite-robots" (the binding adds its version),
** 30 s, 50 MiB, 1,000 documents, depth 5, 4 at once, 2 per host, no
** delay, obey robots.txt, stay in scope, robots.txt cached, sitemaps not. */
void fetchOptionsInit(FetchOptions *p);

/* Kinds of document: how the body is capped. */
#define FETCH_ROBOTS  1   /* keep the first FETCH_ROBOTS_MAX bytes */
#define FETCH_SITEMAP 2   /* over nMaxSize is an error */

/* One document: the caller fills zUrl/eKind/pUser (fetchDocNew), the
** Fetcher the rest.  status: -1 not fetched, 0 no answer (unreachable,
** time-out, broken answer), else the HTTP status of the last hop. */
typedef struct FetchDoc FetchDoc;
struct FetchDoc {
  char *zUrl;              /* as asked for */
  int eKind;               /* FETCH_ROBOTS or FETCH_SITEMAP */
  void *pUser;             /* the caller's */
  int status;
  int nRedirect;           /* hops followed */
  char *zFinalUrl;         /* where the body came from (NULL if none) */
  char *zContentType;      /* the Content-Type header, or NULL */
  char *zContentEncoding;  /* the Content-Encoding header, or NULL */
  char *zContentUsage;     /* the Content-Usage header (AI preferences),
                           ** or NULL */
  int64_t maxAge;          /* Cache-Control max-age, or -1 */
  int64_t fetchedAt;       /* seconds since 1970 when it finished */
  CoreBuf body;            /* the body (transfer encodings undone) */
  int bTruncated;          /* the body was cut at the cap */
  char zError[240];        /* "" or what went wrong */
  char *zRedirect;         /* the next hop, when the Fetcher does not follow
                           ** redirects itself (fetcherSetOwnHops), or NULL */
  /* private to the Fetcher */
  FetchDoc *pNext;
  void *hCurl;
  int iHost;
  uint64_t nCap;           /* bytes of body kept */
  int bCapHit;
  char *zCurlErr;
};

typedef struct Fetcher Fetcher;

/* A Fetcher with options *pOpt (copied).  NULL when out of memory or when
** libcurl cannot start. */
Fetcher *fetcherOpen(const CoreAlloc *pA, const FetchOptions *pOpt);

/* A new document for z[0..n) (copied).  NULL when out of memory. */
FetchDoc *fetchDocNew(Fetcher *p, const char *z, size_t n, int eKind,
                      void *pUser);

/* Queue d (the Fetcher owns it until fetcherWait hands it back). */
void fetcherAdd(Fetcher *p, FetchDoc *d);

/* The next finished document (the caller owns it: fetchDocFree), waiting
** for one as long as needed (each has its time limit).  NULL when no
** document is queued or running. */
FetchDoc *fetcherWait(Fetcher *p);

/* Take any document back (queued, running: its transfer is stopped when
** it is freed, or finished), or NULL when there is none. */
FetchDoc *fetcherTake(Fetcher *p);

/* Documents queued, running or finished and not handed back. */
int fetcherCount(const Fetcher *p);

/* Free a document. */
void fetchDocFree(Fetcher *p, FetchDoc *d);

/* Stop every transfer and free everything still queued. */
void fetcherClose(Fetcher *p);

/* Ask pStop (which must outlive the Fetcher) while fetcherWait waits: at
** least every FETCH_STOP_POLL_MS of a wait, a stalled transfer or a delay
** included.  Once it says stop, fetcherWait returns NULL and
** fetcherStopped 1; the transfers stay until fetcherClose. */
#define FETCH_STOP_POLL_MS 50
void fetcherSetStop(Fetcher *p, const CoreStop *pStop);
int fetcherStopped(const Fetcher *p);

/* A connection's cache (fetch_cache.h); NULL: none. */
typedef struct FetchCache FetchCache;

/* Answer documents from pCache (which must outlive the Fetcher) when it
** has them, and keep what is fetched there, as the options say. */
void fetcherSetCache(Fetcher *p, FetchCache *pCache);

/* With bOwn, a sitemap transfer stops at a redirect: the document comes
** back with its 3xx status and zRedirect, the absolute next URL, so that
** the caller can ask that URL's robots.txt before it goes on with
** fetcherAddHop.  robots.txt documents always follow redirects. */
void fetcherSetOwnHops(Fetcher *p, int bOwn);

/* d came back with zRedirect after nHop hops in all: 1 when Google's
** rules end it there (over FETCH_MAX_REDIRECTS hops: status 404; a hop to
** a URL that is not http or https: not followed), with the error set and
** zRedirect dropped; 0 when the hop is to be followed. */
int fetchDocEndHops(Fetcher *p, FetchDoc *d, int nHop);

/* Append z[0..n) to pOut without its userinfo ("user:password@"): the
** form in which every URL is returned.  0, or -1 when out of memory. */
int fetchUrlShown(const char *z, size_t n, CoreBuf *pOut);

/* Whether a URL of n bytes may be fetched: NULL when it may (at most
** FETCH_ARG_URL_MAX bytes), else the refusal (static text; the binding puts
** the function's name before it). */
#define FETCH_ARG_URL_MAX 65536
const char *fetchUrlLengthError(size_t n);

/* 1 if z[0..n) is an absolute http or https URL with a host. */
int fetchIsHttpUrl(const char *z, size_t n);

/* Cache-Control's max-age in z[0..n) in seconds, or -1 when absent; a
** larger value reads as FETCH_MAX_AGE_MAX exactly (2^40 s, some 34,800
** years: far beyond any cache, and the sum with a time cannot overflow). */
#define FETCH_MAX_AGE_MAX ((int64_t)1 << 40)
int64_t fetchMaxAge(const char *z, size_t n);

#endif /* ROBOTS_FETCH_HTTP_H */
