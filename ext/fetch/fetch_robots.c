/*
** fetch_robots.c: robots_fetch's one row (fetch_robots.h): the robots.txt
** URL of the argument, its fetch through a Fetcher, and the row's error
** and expiry.  Start at fetchRobotsOpen.
*/
#include "fetch_robots.h"
#include "../core/url.h"

#include <string.h>

struct FetchRobots {
  const CoreAlloc *pA;
  Fetcher *pF;
  FetchDoc *pDoc;        /* the answer, once fetchRobotsRun has it */
  CoreBuf url;           /* the robots.txt URL, NUL-terminated; z NULL: none */
};

/* Set p->url to the robots.txt URL of z[0..n), or leave it empty when z
** is not an absolute http or https URL.  0, or -1 when out of memory. */
static int fetchRobotsUrlOf(FetchRobots *p, const char *z, size_t n){
  int rc;
  if( !fetchIsHttpUrl(z, n) ) return 0;
  rc = urlRobotsTxt(z, n, &p->url);
  if( rc<0 || (rc==1 && coreBufAppendByte(&p->url, 0)) ) return -1;
  if( rc!=1 ) coreBufFree(&p->url);
  return 0;
}

FetchRobots *fetchRobotsOpen(const CoreAlloc *pA, const FetchOptions *pOpt,
                             FetchCache *pCache, const char *zUrl, size_t n){
  FetchRobots *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  coreBufInit(&p->url, pA);
  p->pF = fetcherOpen(pA, pOpt);
  if( p->pF==NULL || fetchRobotsUrlOf(p, zUrl, n) ){
    fetchRobotsClose(p);
    return NULL;
  }
  fetcherSetCache(p->pF, pCache);
  return p;
}

void fetchRobotsSetStop(FetchRobots *p, const CoreStop *pStop){
  fetcherSetStop(p->pF, pStop);
}

int fetchRobotsRun(FetchRobots *p){
  FetchDoc *d;
  if( p->url.z==NULL ) return 0;
  d = fetchDocNew(p->pF, p->url.z, p->url.n-1, FETCH_ROBOTS, NULL);
  if( d==NULL ) return -1;
  fetcherAdd(p->pF, d);
  p->pDoc = fetcherWait(p->pF);
  return fetcherStopped(p->pF) ? -2 : 0;
}

const char *fetchRobotsUrl(const FetchRobots *p){
  return p->url.z;
}

const FetchDoc *fetchRobotsDoc(const FetchRobots *p){
  return p->pDoc;
}

const char *fetchRobotsError(const FetchRobots *p){
  if( p->url.z==NULL ){
    return "no robots.txt: not an absolute http or https URL";
  }
  return p->pDoc && p->pDoc->zError[0] ? p->pDoc->zError : NULL;
}

int fetchRobotsExpires(const FetchRobots *p, int64_t *pt){
  const FetchDoc *d = p->pDoc;
  if( d==NULL || d->status<0 ) return 0;
  *pt = d->fetchedAt + (d->maxAge>=0 ? d->maxAge : FETCH_ROBOTS_TTL);
  return 1;
}

void fetchRobotsClose(FetchRobots *p){
  if( p==NULL ) return;
  if( p->pF ){
    fetchDocFree(p->pF, p->pDoc);
    fetcherClose(p->pF);
  }
  coreBufFree(&p->url);
  coreFree(p->pA, p);
}
