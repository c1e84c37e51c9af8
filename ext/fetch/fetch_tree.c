/*
** fetch_tree.c: the sitemap-tree walk of fetch_tree.h.  Rows wait in one of
** three places: behind their host's robots.txt (TreeHost.pWaiting), in the
** Fetcher, or in the ready queue that fetchTreeNext pops.  A finished
** sitemap is queued as ready and, when it is an index, it joins the queue
** of open indexes (TreeIndex), whose children are read one at a time, only
** while fewer than FETCH_TREE_PENDING documents wait and no row is ready:
** each is scheduled (treeSchedule) or queued as ready with a note saying
** why it is not fetched, so memory follows the rows handed out, not the
** size of an index.  URLs are shared strings (TreeStr): a child points at
** its parent's.  When robots.txt is obeyed, a sitemap's redirect is
** followed here, hop by hop, each hop after its own host's robots.txt
** (treeHop).  Start at fetchTreeNext.
*/
#include "fetch_tree.h"
#include "../core/hashset.h"
#include "../core/url.h"
#include "../robots/robots_verdict.h"
#include "../sitemap/sitemap_read.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* A host's robots.txt, fetched once per walk. */
typedef struct TreeHost {
  char *zRobotsUrl;        /* a TreeStr: the parent of its Sitemap: lines */
  int bKnown;              /* the fetch finished */
  int bStart;              /* the walk started here: read its Sitemap: lines */
  RobotsStatusRule eRule;
  int status;
  RobotsFile *pFile;       /* when eRule is ROBOTS_STATUS_PARSE */
  FetchTreeRow *pWaiting;  /* rows waiting for the answer */
} TreeHost;

/* An index whose children are being read. */
typedef struct TreeIndex TreeIndex;
struct TreeIndex {
  FetchTreeRow *pRow;      /* the index (bHeld: its body is being read) */
  SitemapReader *pR;
  SitemapRecord rec;       /* the record read first, when bHaveRec */
  int bHaveRec;
  int nChild;              /* children listed so far */
  TreeIndex *pNext;
};

struct FetchTree {
  const CoreAlloc *pA;
  FetchOptions opt;
  Fetcher *pF;
  int eStart;              /* TREE_START_xxx */
  int bOne;                /* one document, children not looked at */
  char *zStart;            /* the URL given */
  TreeHost *aHost;
  int nHost, nHostAlloc;
  char **azSeen;           /* the URLs scheduled, in order */
  size_t nSeen, nSeenAlloc;
  CoreSet seen;            /* their FNV-1a hashes, to index azSeen */
  int nDocs;               /* documents scheduled */
  FetchTreeRow *pReady, *pReadyTail;
  FetchTreeRow *pCur;      /* the row last handed out */
  TreeIndex *pIndex, *pIndexTail;  /* open indexes, first come first read */
  int nWaiting;            /* rows waiting for a robots.txt */
  const CoreStop *pStop;
  int bStopped;            /* the stop hook stopped a reader */
  int bOom;
};

#define TREE_START_SITE    0   /* https://host/ : robots.txt, else /sitemap.xml */
#define TREE_START_ROBOTS  1   /* https://host/robots.txt */
#define TREE_START_SITEMAP 2   /* anything else: a sitemap */

/* ---- small helpers ------------------------------------------------------- */

/* A NUL-terminated copy of z[0..n), or NULL (and p->bOom). */
static char *treeDup(FetchTree *p, const char *z, size_t n){
  char *zOut = coreMalloc(p->pA, n+1);
  if( zOut==NULL ){ p->bOom = 1; return NULL; }
  memcpy(zOut, z, n);
  zOut[n] = 0;
  return zOut;
}

/* A string shared by the rows that point at z; the count says how many. */
typedef struct TreeStr {
  size_t nRef;
  char z[];
} TreeStr;
#define TREE_STR(z) ((TreeStr*)(void*)((z) - offsetof(TreeStr, z)))

/* A new shared copy of z[0..n) (one reference), or NULL (and p->bOom). */
static char *treeStrNew(FetchTree *p, const char *z, size_t n){
  TreeStr *s = coreMalloc(p->pA, sizeof(TreeStr) + n + 1);
  if( s==NULL ){ p->bOom = 1; return NULL; }
  s->nRef = 1;
  memcpy(s->z, z, n);
  s->z[n] = 0;
  return s->z;
}

/* One more reference to shared string z (NULL: none). */
static char *treeStrRef(char *z){
  if( z ) TREE_STR(z)->nRef++;
  return z;
}

/* One reference less to shared string z (NULL: none). */
static void treeStrUnref(FetchTree *p, char *z){
  if( z && --TREE_STR(z)->nRef==0 ) coreFree(p->pA, TREE_STR(z));
}

/* Free a row and its document (a hop: the row it is for too). */
static void treeRowFree(FetchTree *p, FetchTreeRow *r){
  if( r==NULL ) return;
  fetchDocFree(p->pF, r->pDoc);
  treeStrUnref(p, r->zUrl);
  treeStrUnref(p, r->zShown);
  treeStrUnref(p, r->zParent);
  coreFree(p->pA, r->zNote);
  if( r->pHopOf ) treeRowFree(p, r->pHopOf);   /* never a hop itself */
  coreFree(p->pA, r);
}

/* The shared string of r's URL as shown (a child's parent). */
static char *treeRowShown(FetchTreeRow *r){
  return r->zShown ? r->zShown : r->zUrl;
}

/* A new row for z[0..n) listed by zParent (a shared string or NULL);
** NULL when out of memory. */
static FetchTreeRow *treeRowNew(FetchTree *p, const char *z, size_t n,
                                char *zParent, int depth,
                                const char *zVia, int inScope){
  FetchTreeRow *r = coreMalloc(p->pA, sizeof(*r));
  CoreBuf b;
  if( r==NULL ){ p->bOom = 1; return NULL; }
  memset(r, 0, sizeof(*r));
  r->zUrl = treeStrNew(p, z, n);
  r->zParent = treeStrRef(zParent);
  coreBufInit(&b, p->pA);
  if( fetchUrlShown(z, n, &b) ) p->bOom = 1;
  else if( b.n!=n ) r->zShown = treeStrNew(p, b.z, b.n);
  coreBufFree(&b);
  if( r->zUrl==NULL || p->bOom ){
    treeRowFree(p, r);
    return NULL;
  }
  r->depth = depth;
  r->zVia = zVia;
  r->inScope = inScope;
  return r;
}

/* Queue r as ready to be handed out. */
static void treeReady(FetchTree *p, FetchTreeRow *r){
  r->pNext = NULL;
  if( p->pReadyTail ) p->pReadyTail->pNext = r; else p->pReady = r;
  p->pReadyTail = r;
}

/* Queue r as a row that is not fetched, with note zNote (and zArg).  For
** a redirect's hop, the row it is for is queued instead, with its last
** answer and the note as its error. */
static void treeListOnly(FetchTree *p, FetchTreeRow *r, const char *zNote,
                         const char *zArg){
  size_t n = strlen(zNote) + (zArg ? strlen(zArg) : 0) + 1;
  if( r->pHopOf ){
    FetchTreeRow *pFor = r->pHopOf;
    FetchDoc *d = pFor->pDoc;
    r->pHopOf = NULL;
    snprintf(d->zError, sizeof(d->zError), "redirect %s%s",
             zNote, zArg ? zArg : "");
    treeRowFree(p, r);
    treeReady(p, pFor);
    return;
  }
  r->zNote = coreMalloc(p->pA, n);
  if( r->zNote ) snprintf(r->zNote, n, "%s%s", zNote, zArg ? zArg : "");
  else p->bOom = 1;
  treeReady(p, r);
}

/* A URL looked for in the seen set. */
typedef struct TreeSeenKey {
  const FetchTree *p;
  const char *z;
} TreeSeenKey;

/* Whether the URL behind seen-set value v is the one looked for. */
static int treeSeenSame(void *pCtx, uint32_t v){
  const TreeSeenKey *k = pCtx;
  return strcmp(k->p->azSeen[v], k->z)==0;
}

/* Add z to the seen set: 1 when added, 0 when it was there, -1 OOM. */
static int treeSeenAdd(FetchTree *p, const char *z){
  uint64_t h = coreFnv1a(z, strlen(z));
  TreeSeenKey key;
  size_t i;
  key.p = p; key.z = z;
  if( p->nSeen>=p->nSeenAlloc ){
    size_t nNew = p->nSeenAlloc ? p->nSeenAlloc*2 : 64;
    char **azNew = coreRealloc(p->pA, p->azSeen, nNew*sizeof(char*));
    if( azNew==NULL ) return -1;
    p->azSeen = azNew;
    p->nSeenAlloc = nNew;
  }
  if( coreSetReserve(&p->seen) ) return -1;
  i = coreSetFind(&p->seen, h, treeSeenSame, &key);
  if( coreSetFull(&p->seen, i) ) return 0;
  p->azSeen[p->nSeen] = treeDup(p, z, strlen(z));
  if( p->azSeen[p->nSeen]==NULL ) return -1;
  coreSetPut(&p->seen, i, h, (uint32_t)p->nSeen++);
  return 1;
}

/* ---- robots.txt of each host -------------------------------------------- */

/* The index of the host whose robots.txt is zRobotsUrl, its fetch started
** when new; -1 when out of memory. */
static int treeHostOf(FetchTree *p, const char *zRobotsUrl){
  int i;
  FetchDoc *d;
  for(i=0; i<p->nHost; i++){
    if( strcmp(p->aHost[i].zRobotsUrl, zRobotsUrl)==0 ) return i;
  }
  if( p->nHost>=p->nHostAlloc ){
    int nNew = p->nHostAlloc ? p->nHostAlloc*2 : 8;
    TreeHost *aNew = coreRealloc(p->pA, p->aHost, sizeof(TreeHost)*(size_t)nNew);
    if( aNew==NULL ) return -1;
    p->aHost = aNew;
    p->nHostAlloc = nNew;
  }
  memset(&p->aHost[p->nHost], 0, sizeof(TreeHost));
  p->aHost[p->nHost].zRobotsUrl = treeStrNew(p, zRobotsUrl, strlen(zRobotsUrl));
  d = fetchDocNew(p->pF, zRobotsUrl, strlen(zRobotsUrl), FETCH_ROBOTS,
                  (void*)(intptr_t)(p->nHost+1));
  if( d==NULL || p->aHost[p->nHost].zRobotsUrl==NULL ){
    fetchDocFree(p->pF, d);
    treeStrUnref(p, p->aHost[p->nHost].zRobotsUrl);
    return -1;
  }
  fetcherAdd(p->pF, d);
  return p->nHost++;
}

/* What robots.txt of h says about r for the walk's User-Agent, the one
** decision robots_allowed makes (robotsAsk: the status rule, the header's
** crawler, the path).  Returns a ROBOTS_ASK_ code; *peRule gets the
** status's rule. */
static int treeRobotsAsk(FetchTree *p, const TreeHost *h, FetchTreeRow *r,
                         int *pbAllowed, RobotsStatusRule *peRule){
  char zBuf[ROBOTS_ASK_BUF];
  RobotsAsk q;
  RobotsAnswer a;
  int rc;
  memset(&q, 0, sizeof(q));
  q.pFile = h->pFile;
  q.agent = (Span){ p->opt.zUserAgent, strlen(p->opt.zUserAgent) };
  q.url = (Span){ r->zUrl, strlen(r->zUrl) };
  q.status = h->status<0 ? 0 : h->status;    /* no answer: unreachable */
  q.pA = p->pA;
  q.zBuf = zBuf;
  q.nBuf = sizeof(zBuf);
  rc = robotsAsk(&q, &a);
  *pbAllowed = rc==ROBOTS_ASK_OK && a.v.bAllowed;
  *peRule = a.eRule;
  robotsAnswerFree(&q, &a);
  return rc;
}

/* Fetch r now, or list it with the reason robots.txt of h gives (h NULL:
** robots.txt is not obeyed).  Out of memory deciding lists r as not
** fetched and ends the walk with the error: it never fetches. */
static void treeDecide(FetchTree *p, const TreeHost *h, FetchTreeRow *r){
  int bAllowed = 1;
  RobotsStatusRule eRule = ROBOTS_STATUS_ALLOW_ALL;
  char zStatus[32];
  if( h && treeRobotsAsk(p, h, r, &bAllowed, &eRule)!=ROBOTS_ASK_OK ){
    p->bOom = 1;
    treeListOnly(p, r, "not fetched: robots.txt could not be decided"
                 " (out of memory)", NULL);
    return;
  }
  if( !bAllowed && eRule==ROBOTS_STATUS_PARSE ){
    treeListOnly(p, r, "not fetched: robots.txt disallows it for ",
                 p->opt.zUserAgent);
    return;
  }
  if( !bAllowed ){
    snprintf(zStatus, sizeof(zStatus), "%d", h->status);
    treeListOnly(p, r, "not fetched: robots.txt unreachable, which disallows"
                 " all (Google's rule); status ", zStatus);
    return;
  }
  r->pDoc = fetchDocNew(p->pF, r->zUrl, strlen(r->zUrl), FETCH_SITEMAP, r);
  if( r->pDoc==NULL ){ p->bOom = 1; treeRowFree(p, r); return; }
  fetcherAdd(p->pF, r->pDoc);
}

/* Fetch r after its host's robots.txt said yes (treeDecide), now when
** the answer is known, else when it comes. */
static void treeAfterRobots(FetchTree *p, FetchTreeRow *r){
  CoreBuf rb;
  int iHost;
  if( !p->opt.bObeyRobots ){
    treeDecide(p, NULL, r);
    return;
  }
  coreBufInit(&rb, p->pA);
  if( urlRobotsTxt(r->zUrl, strlen(r->zUrl), &rb)!=1 || coreBufAppendByte(&rb, 0) ){
    coreBufFree(&rb);
    p->bOom = 1;
    treeRowFree(p, r);
    return;
  }
  iHost = treeHostOf(p, rb.z);
  coreBufFree(&rb);
  if( iHost<0 ){ p->bOom = 1; treeRowFree(p, r); return; }
  if( p->aHost[iHost].bKnown ){
    treeDecide(p, &p->aHost[iHost], r);
  }else{
    r->pNext = p->aHost[iHost].pWaiting;
    p->aHost[iHost].pWaiting = r;
    p->nWaiting++;
  }
}

/* Schedule r: fetch it (after its host's robots.txt) or list it. */
static void treeSchedule(FetchTree *p, FetchTreeRow *r){
  int rc;
  char zMax[32];
  if( !fetchIsHttpUrl(r->zUrl, strlen(r->zUrl)) ){
    treeListOnly(p, r, "not fetched: only absolute http and https URLs are", NULL);
    return;
  }
  if( strlen(r->zUrl)>FETCH_URL_MAX ){
    treeListOnly(p, r, "not fetched: the URL is over 2,048 characters,"
                 " the protocol's limit", NULL);
    return;
  }
  if( p->nDocs>=p->opt.nMaxDocs ){
    snprintf(zMax, sizeof(zMax), "%d", p->opt.nMaxDocs);
    treeListOnly(p, r, "not fetched: max_documents reached: ", zMax);
    return;
  }
  rc = treeSeenAdd(p, r->zUrl);
  if( rc<=0 ){
    if( rc<0 ) p->bOom = 1;
    treeListOnly(p, r, "not fetched: already in the tree (a cycle or a repeat)", NULL);
    return;
  }
  p->nDocs++;
  treeAfterRobots(p, r);
}

/* A new row for child z[0..n) of zParent (shared), scheduled. */
static void treeChild(FetchTree *p, const char *z, size_t n, char *zParent,
                      int depth, const char *zVia, int inScope){
  FetchTreeRow *r = treeRowNew(p, z, n, zParent, depth, zVia, inScope);
  char zMax[32];
  if( r==NULL ) return;
  if( inScope==0 && !p->opt.bFollowOutOfScope ){
    treeListOnly(p, r, "not fetched: outside the index's directory"
                 " (follow_out_of_scope fetches it)", NULL);
  }else if( depth>p->opt.nMaxDepth ){
    snprintf(zMax, sizeof(zMax), "%d", p->opt.nMaxDepth);
    treeListOnly(p, r, "not fetched: deeper than max_depth ", zMax);
  }else{
    treeSchedule(p, r);
  }
}

/* The walk's start robots.txt (host iHost) arrived: schedule its Sitemap:
** lines, or the site's /sitemap.xml when it has none.  Scheduling may move
** p->aHost, so only the host's own blocks are held across it. */
static void treeStartSitemaps(FetchTree *p, int iHost){
  RobotsFile *pFile = p->aHost[iHost].pFile;
  char *zRobots = p->aHost[iHost].zRobotsUrl;
  int i, nFound = 0;
  for(i=0; pFile && i<robotsOtherCount(pFile); i++){
    const RobotsOther *o = robotsOtherAt(pFile, i);
    CoreBuf u;
    if( o->eKey!=ROBOTS_KEY_SITEMAP || o->value.n==0 ) continue;
    coreBufInit(&u, p->pA);
    if( urlResolve(zRobots, strlen(zRobots), o->value.z, o->value.n, &u)==1 ){
      treeChild(p, u.z, u.n, zRobots, 0, FETCH_VIA_ROBOTS, -1);
      nFound++;
    }
    coreBufFree(&u);
  }
  if( nFound==0 && p->eStart==TREE_START_SITE ){
    size_t n = strlen(zRobots) - strlen("robots.txt");
    CoreBuf u;
    coreBufInit(&u, p->pA);
    coreBufAppend(&u, zRobots, n);
    coreBufAppend(&u, "sitemap.xml", 11);
    if( !u.oom ) treeChild(p, u.z, u.n, NULL, 0, FETCH_VIA_GIVEN, -1);
    coreBufFree(&u);
  }
}

/* A robots.txt fetch finished: remember the answer, release the rows that
** waited for it. */
static void treeRobotsDone(FetchTree *p, FetchDoc *d){
  int iHost = (int)(intptr_t)d->pUser - 1;
  TreeHost *h = &p->aHost[iHost];
  FetchTreeRow *r;
  h->bKnown = 1;
  h->status = d->status;
  h->eRule = d->status<0 ? ROBOTS_STATUS_DISALLOW_ALL : robotsStatusRule(d->status);
  if( h->eRule==ROBOTS_STATUS_PARSE ){
    h->pFile = robotsCompile(d->body.z ? d->body.z : "", d->body.n, p->pA);
    if( h->pFile==NULL ) p->bOom = 1;
  }
  fetchDocFree(p->pF, d);
  if( h->bStart ) treeStartSitemaps(p, iHost);
  h = &p->aHost[iHost];          /* treeStartSitemaps may move aHost */
  while( (r = h->pWaiting)!=NULL ){
    h->pWaiting = r->pNext;
    p->nWaiting--;
    treeDecide(p, h, r);
    h = &p->aHost[iHost];
  }
}

/* ---- redirects, hop by hop ----------------------------------------------- */

/* The fetch of hop row h came back as d: d becomes the answer of the row
** it is for, which is returned (the hop row is freed). */
static FetchTreeRow *treeHopLand(FetchTree *p, FetchTreeRow *h, FetchDoc *d){
  FetchTreeRow *r = h->pHopOf;
  h->pHopOf = NULL;
  h->pDoc = NULL;                  /* d moves to r */
  treeRowFree(p, h);
  fetchDocFree(p->pF, r->pDoc);
  r->pDoc = d;
  d->pUser = r;
  d->nRedirect = r->nHop;
  return r;
}

/* r's answer d is a redirect (d->zRedirect): follow it as a hop row that
** asks its host's robots.txt first.  0, or 1 when r is done (too many
** hops, not http: d says why). */
static int treeHop(FetchTree *p, FetchTreeRow *r, FetchDoc *d){
  FetchTreeRow *h;
  d->nRedirect = r->nHop;
  if( fetchDocEndHops(p->pF, d, r->nHop+1) ) return 1;
  r->nHop++;
  h = treeRowNew(p, d->zRedirect, strlen(d->zRedirect), NULL, r->depth,
                 r->zVia, r->inScope);
  if( h==NULL ){ treeRowFree(p, r); return 0; }
  h->pHopOf = r;
  treeAfterRobots(p, h);
  return 0;
}

/* ---- index files, read as the rows are taken ------------------------------ */

/* Start reading the children of index row r (its body stays until the
** last child is read; the row is held). */
static void treeIndexOpen(FetchTree *p, FetchTreeRow *r, SitemapReader *pR,
                          const SitemapRecord *pFirst){
  TreeIndex *x = coreMalloc(p->pA, sizeof(*x));
  if( x==NULL ){ p->bOom = 1; sitemapClose(pR); return; }
  memset(x, 0, sizeof(*x));
  x->pRow = r;
  x->pR = pR;
  x->rec = *pFirst;
  x->bHaveRec = 1;
  r->bHeld = 1;
  if( p->pIndexTail ) p->pIndexTail->pNext = x; else p->pIndex = x;
  p->pIndexTail = x;
}

/* Close the first open index: its reader, and its row when it has been
** handed out (always, by the time its children are read). */
static void treeIndexClose(FetchTree *p){
  TreeIndex *x = p->pIndex;
  p->pIndex = x->pNext;
  if( p->pIndex==NULL ) p->pIndexTail = NULL;
  sitemapClose(x->pR);
  x->pRow->bHeld = 0;
  if( x->pRow!=p->pCur ) treeRowFree(p, x->pRow);
  coreFree(p->pA, x);
}

/* List or schedule the next child of the first open index; close the
** index after its last. */
static void treeIndexPull(FetchTree *p){
  TreeIndex *x = p->pIndex;
  FetchTreeRow *r = x->pRow;
  SitemapRecord *pRec = &x->rec;
  int rc = 1;
  if( !x->bHaveRec ) rc = sitemapNextRecord(x->pR, pRec);
  x->bHaveRec = 0;
  while( rc==1 && (pRec->eKind!=SM_KIND_SITEMAP || pRec->loc.z==NULL) ){
    rc = sitemapNextRecord(x->pR, pRec);
  }
  if( rc!=1 ){
    if( rc==-1 ) p->bOom = 1;
    if( rc==-2 ) p->bStopped = 1;
    treeIndexClose(p);
    return;
  }
  if( ++x->nChild>FETCH_INDEX_MAX_CHILDREN ){
    FetchTreeRow *c = treeRowNew(p, pRec->loc.z, pRec->loc.n, treeRowShown(r),
                                 r->depth+1, FETCH_VIA_INDEX, 0);
    if( c ) treeListOnly(p, c, "not fetched: beyond the 50,000 sitemaps"
                         " an index may list", NULL);
    return;
  }
  treeChild(p, pRec->loc.z, pRec->loc.n, treeRowShown(r), r->depth+1,
            FETCH_VIA_INDEX, urlInSitemapScope(r->zUrl, strlen(r->zUrl),
                                               pRec->loc.z, pRec->loc.n));
}

/* Documents scheduled and not yet back: in the Fetcher or waiting for a
** robots.txt. */
static int treePending(FetchTree *p){
  return fetcherCount(p->pF) + p->nWaiting;
}

/* A sitemap fetch finished: its row is ready; an index is opened for its
** children to be read. */
static void treeSitemapDone(FetchTree *p, FetchDoc *d){
  FetchTreeRow *r = (FetchTreeRow*)d->pUser;
  SitemapReader *pR;
  SitemapRecord rec;
  int rc;
  if( r->pHopOf ) r = treeHopLand(p, r, d);
  if( d->zRedirect && treeHop(p, r, d)==0 ) return;
  treeReady(p, r);
  if( d->status<200 || d->status>=300 || d->zError[0] ) return;
  pR = sitemapOpen(p->pA, d->body.z ? d->body.z : "", d->body.n,
                   d->zFinalUrl ? d->zFinalUrl : r->zUrl,
                   d->zFinalUrl ? strlen(d->zFinalUrl) : strlen(r->zUrl), 0);
  if( pR==NULL ){ p->bOom = 1; return; }
  sitemapSetStop(pR, p->pStop);
  rc = sitemapNextRecord(pR, &rec);
  r->eFormat = sitemapFormatOf(pR);
  if( r->eFormat==SM_FMT_NONE ){
    snprintf(d->zError, sizeof(d->zError), "not a sitemap: %s",
             d->zContentType ? d->zContentType : "unknown format");
  }
  if( rc==1 && r->eFormat==SM_FMT_INDEX && !p->bOne ){
    treeIndexOpen(p, r, pR, &rec);
    return;
  }
  if( rc==-1 ) p->bOom = 1;
  if( rc==-2 ) p->bStopped = 1;
  sitemapClose(pR);
}

/* ---- the walk -------------------------------------------------------------- */

/* Which kind of start z[0..n) is. */
static int treeStartKind(const char *z, size_t n){
  UrlParts u;
  if( urlSplit(z, n, &u) ) return TREE_START_SITEMAP;
  if( u.query.z==NULL && (u.path.n==0 || (u.path.n==1 && u.path.z[0]=='/')) ){
    return TREE_START_SITE;
  }
  if( u.path.n==11 && memcmp(u.path.z, "/robots.txt", 11)==0 ) return TREE_START_ROBOTS;
  return TREE_START_SITEMAP;
}

FetchTree *fetchTreeOpen(const CoreAlloc *pA, const FetchOptions *pOpt,
                         FetchCache *pCache, const char *z, size_t n, int bOne){
  FetchTree *p = coreMalloc(pA, sizeof(*p));
  CoreBuf rb;
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  coreSetInit(&p->seen, pA, NULL, 0);
  p->opt = *pOpt;
  p->pF = fetcherOpen(pA, pOpt);
  p->zStart = treeDup(p, z, n);
  if( p->pF==NULL || p->zStart==NULL ){ fetchTreeClose(p); return NULL; }
  fetcherSetCache(p->pF, pCache);
  fetcherSetOwnHops(p->pF, pOpt->bObeyRobots);
  p->bOne = bOne;
  p->eStart = treeStartKind(z, n);
  if( bOne || !fetchIsHttpUrl(z, n) ) p->eStart = TREE_START_SITEMAP;
  if( p->eStart==TREE_START_SITEMAP ){
    treeChild(p, z, n, NULL, 0, FETCH_VIA_GIVEN, -1);
  }else{
    int iHost;
    coreBufInit(&rb, pA);
    if( urlRobotsTxt(z, n, &rb)==1 && coreBufAppendByte(&rb, 0)==0
     && (iHost = treeHostOf(p, rb.z))>=0 ){
      p->aHost[iHost].bStart = 1;
    }else{
      p->bOom = 1;
    }
    coreBufFree(&rb);
  }
  if( p->bOom ){ fetchTreeClose(p); return NULL; }
  return p;
}

void fetchTreeSetStop(FetchTree *p, const CoreStop *pStop){
  p->pStop = pStop;
  fetcherSetStop(p->pF, pStop);
}

int fetchTreeNext(FetchTree *p, FetchTreeRow **ppRow){
  if( p->pCur && !p->pCur->bHeld ) treeRowFree(p, p->pCur);
  p->pCur = NULL;
  while( p->pReady==NULL && !p->bOom ){
    FetchDoc *d;
    if( p->bStopped ) return -2;
    if( p->pIndex && treePending(p)<FETCH_TREE_PENDING ){
      if( coreStopped(p->pStop) ) return -2;
      treeIndexPull(p);
      continue;
    }
    d = fetcherWait(p->pF);
    if( d==NULL ){
      if( p->pIndex==NULL || fetcherStopped(p->pF) ) break;
      treeIndexPull(p);
      continue;
    }
    if( d->eKind==FETCH_ROBOTS ) treeRobotsDone(p, d);
    else treeSitemapDone(p, d);
  }
  if( p->bOom ) return -1;
  if( p->pReady==NULL ) return (fetcherStopped(p->pF) || p->bStopped) ? -2 : 0;
  p->pCur = p->pReady;
  p->pReady = p->pCur->pNext;
  if( p->pReady==NULL ) p->pReadyTail = NULL;
  p->pCur->pNext = NULL;
  *ppRow = p->pCur;
  return 1;
}

const char *fetchTreeRowUrl(const FetchTreeRow *r){
  return r->zShown ? r->zShown : r->zUrl;
}

const char *fetchTreeRowError(const FetchTreeRow *r){
  if( r->pDoc ) return r->pDoc->zError[0] ? r->pDoc->zError : NULL;
  return r->zNote;
}

void fetchTreeClose(FetchTree *p){
  int i;
  size_t k;
  FetchTreeRow *r;
  if( p==NULL ) return;
  if( p->pCur && !p->pCur->bHeld ) treeRowFree(p, p->pCur);
  p->pCur = NULL;
  while( (r = p->pReady)!=NULL ){     /* a held index is freed with it */
    p->pReady = r->pNext;
    if( !r->bHeld ) treeRowFree(p, r);
  }
  while( p->pIndex ) treeIndexClose(p);
  for(i=0; i<p->nHost; i++){
    while( (r = p->aHost[i].pWaiting)!=NULL ){
      p->aHost[i].pWaiting = r->pNext;
      treeRowFree(p, r);
    }
    robotsFileFree(p->aHost[i].pFile);
    treeStrUnref(p, p->aHost[i].zRobotsUrl);
  }
  coreFree(p->pA, p->aHost);
  for(k=0; k<p->nSeen; k++) coreFree(p->pA, p->azSeen[k]);
  coreFree(p->pA, p->azSeen);
  coreSetFree(&p->seen);
  coreFree(p->pA, p->zStart);
  if( p->pF ){
    FetchDoc *d;
    while( (d = fetcherTake(p->pF))!=NULL ){   /* rows still in flight */
      if( d->eKind==FETCH_SITEMAP ) treeRowFree(p, (FetchTreeRow*)d->pUser);
      else fetchDocFree(p->pF, d);
    }
    fetcherClose(p->pF);
  }
  coreFree(p->pA, p);
}
