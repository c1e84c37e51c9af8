/*
** cat_fetch_docs.c: the catalog's descriptions of the fetching tables of
** dist/robots_fetch, cursors over the engine's fetches:
**
**   robots_fetch(url [, options])    the robots.txt of a URL: one row
**                                    (fetch_robots.h)
**   sitemap_fetch(url [, options])   one sitemap, after its robots.txt
**   sitemap_tree(start [, options])  every sitemap of a site, a row as each
**                                    is fetched (fetch_tree.h)
**
** Each reaches the network (CAT_DIRECT: never from a view or trigger),
** reads its options object with fetchOptionsParse, answers from and keeps
** in the connection's document cache (catFetchCache) and asks the host's
** stop hook while it waits.  A document that fails is a row with error
** set, never a failed call.  Every URL comes back without its userinfo,
** the url / start argument's own column too (CAT_SHOWN_ARG).  Start at
** fetchCurStart.
*/
#include "cat_fetch.h"
#include "fetch_options.h"
#include "fetch_robots.h"
#include "fetch_tree.h"
#include "../core/datetime.h"
#include "../sitemap/sitemap_read.h"

#include <stdio.h>
#include <string.h>

/* What the cursors share: the argument as shown, the row's times as text. */
typedef struct FetchCurBase {
  CoreBuf shown;             /* the url / start argument without its
                             ** userinfo, NUL-terminated */
  char zAt[32], zExpires[32];
  int bOpen;
} FetchCurBase;

/* Read the options aArg[1] (absent or NULL: the defaults) into *pOpt. */
static int fetchCurOptions(CatCtx *c, const CatValue *aArg, int nArg,
                           FetchOptions *pOpt){
  CoreBuf err;
  int rc;
  fetchOptionsInit(pOpt);
  snprintf(pOpt->zUserAgent, FETCH_AGENT_MAX, "sqlite-robots/%s (robots_fetch)",
           catFetchVersion(c->pConn));
  if( nArg<2 || aArg[1].eType==CAT_V_NULL ) return CAT_OK;
  coreBufInit(&err, c->pA);
  rc = fetchOptionsParse(pOpt, aArg[1].s.z ? aArg[1].s.z : "", aArg[1].s.n, &err);
  if( rc==1 ) rc = catRefuse(c, "%.*s", (int)err.n, err.z ? err.z : "");
  else if( rc ) rc = CAT_NOMEM;
  coreBufFree(&err);
  return rc;
}

/* Start a cursor on the URL aArg[0] (at most FETCH_ARG_URL_MAX bytes):
** the options into *pOpt, the URL as shown into b->shown. */
static int fetchCurStart(FetchCurBase *b, CatCtx *c, const CatValue *aArg,
                         int nArg, FetchOptions *pOpt){
  Span url = aArg[0].s;
  const char *zWhy = fetchUrlLengthError(url.n);
  int rc;
  coreBufInit(&b->shown, c->pA);
  b->bOpen = 1;
  if( zWhy ) return catRefuse(c, "%s", zWhy);
  rc = fetchCurOptions(c, aArg, nArg, pOpt);
  if( rc ) return rc;
  if( fetchUrlShown(url.z ? url.z : "", url.n, &b->shown)
   || coreBufAppendByte(&b->shown, 0) ) return CAT_NOMEM;
  return CAT_OK;
}

/* Seconds since 1970 t as ISO 8601 UTC text in z[32]. */
static void fetchCurTime(CatValue *pV, int64_t t, char *z){
  Span s;
  s.z = z;
  s.n = dateFormatIso(t, z);
  catText(pV, s);
}

/* The columns every fetched document has, in this order. */
#define FETCH_DOC_COLS 8

/* Column iCol (< FETCH_DOC_COLS) of document d (NULL: not fetched):
** status, body, final_url, redirects, content_type, content_encoding,
** truncated, fetched_at. */
static void fetchDocColumn(FetchCurBase *b, const FetchDoc *d, int iCol,
                           CatValue *pV){
  if( d==NULL || d->status<0 ) return;
  switch( iCol ){
    case 0: catInt(pV, d->status); break;
    case 1:
      if( d->body.z || (d->status>0 && d->zError[0]==0) ){
        pV->eType = CAT_V_BLOB;          /* the bytes as fetched */
        pV->s.z = d->body.z ? d->body.z : "";
        pV->s.n = d->body.n;
      }
      break;
    case 2: catTextZ(pV, d->zFinalUrl); break;
    case 3: catInt(pV, d->nRedirect); break;
    case 4: catTextZ(pV, d->zContentType); break;
    case 5: catTextZ(pV, d->zContentEncoding); break;
    case 6: catInt(pV, d->bTruncated); break;
    default: fetchCurTime(pV, d->fetchedAt, b->zAt); break;
  }
}

/* The columns of a fetched document, after those of the table's own. */
#define FETCH_DOC_COLUMNS \
  { "status", CAT_INT32, "not fetched" }, \
  { "body", CAT_BYTES, "not fetched, or no body kept" }, \
  { "final_url", CAT_TEXT, "no answer" }, \
  { "redirects", CAT_INT32, "not fetched" }, \
  { "content_type", CAT_TEXT, "no Content-Type header" }, \
  { "content_encoding", CAT_TEXT, "no Content-Encoding header" }, \
  { "truncated", CAT_BOOL, "not fetched" }, \
  { "fetched_at", CAT_TEXT, "not fetched" }

#define FETCH_TABLE_FLAGS (CAT_FETCH | CAT_DIRECT | CAT_VOLATILE | CAT_NO_PG \
                           | CAT_NO_DUCKDB | CAT_SHOWN_ARG)
#define FETCH_WHY "network access is offered in SQLite's robots_fetch only"

static const CatSample aFetchSample[] = {
  { { "mailto:a@example.com" } }, { { "file:///etc/passwd" } },
  { { "not a url" } }, { { "mailto:x", "{\"timeout\":1}" } },
};

/* ---- robots_fetch(url [, options]) ----------------------------------------- */

typedef struct RobotsFetchCur {
  FetchCurBase b;
  FetchRobots *pR;
  int bDone;
} RobotsFetchCur;

/* Fetch the robots.txt now: the one row is ready after xOpen. */
static int robotsFetchOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  RobotsFetchCur *p = (RobotsFetchCur*)pCur;
  FetchCache *pCache = catFetchCache(c->pConn);
  FetchOptions opt;
  int rc = fetchCurStart(&p->b, c, aArg, nArg, &opt);
  if( rc ) return rc;
  if( pCache==NULL ) return CAT_NOMEM;
  p->pR = fetchRobotsOpen(c->pA, &opt, pCache, aArg[0].s.z ? aArg[0].s.z : "",
                          aArg[0].s.n);
  if( p->pR==NULL ) return CAT_NOMEM;
  fetchRobotsSetStop(p->pR, c->pStop);
  rc = fetchRobotsRun(p->pR);
  return rc==-2 ? CAT_STOPPED : rc ? CAT_NOMEM : CAT_OK;
}

static int robotsFetchNext(void *pCur, CatCtx *c, int *pbEof){
  RobotsFetchCur *p = (RobotsFetchCur*)pCur;
  (void)c;
  *pbEof = p->bDone;
  p->bDone = 1;
  return CAT_OK;
}

/* robots_url, the document's columns, max_age, expires, error,
** content_usage; then the url argument as shown. */
static int robotsFetchColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  RobotsFetchCur *p = (RobotsFetchCur*)pCur;
  const FetchDoc *d = fetchRobotsDoc(p->pR);
  int64_t t;
  (void)c;
  switch( iCol ){
    case 0: catTextZ(pV, fetchRobotsUrl(p->pR)); break;
    case 9: if( d && d->maxAge>=0 ) catInt(pV, d->maxAge); break;
    case 10:
      if( fetchRobotsExpires(p->pR, &t) ) fetchCurTime(pV, t, p->b.zExpires);
      break;
    case 11: catTextZ(pV, fetchRobotsError(p->pR)); break;
    case 12: if( d && d->status>=0 ) catTextZ(pV, d->zContentUsage); break;
    case 13: catTextZ(pV, p->b.shown.z); break;
    default: fetchDocColumn(&p->b, d, iCol-1, pV); break;
  }
  return CAT_OK;
}

static void robotsFetchClose(void *pCur){
  RobotsFetchCur *p = (RobotsFetchCur*)pCur;
  fetchRobotsClose(p->pR);
  if( p->b.bOpen ) coreBufFree(&p->b.shown);
}

static const CatColumn aRobotsFetchCol[] = {
  { "robots_url", CAT_TEXT, "the url is not an absolute http or https URL" },
  FETCH_DOC_COLUMNS,
  { "max_age", CAT_INT, "no Cache-Control max-age" },
  { "expires", CAT_TEXT, "not fetched" },
  { "error", CAT_TEXT, "the fetch went well" },
  { "content_usage", CAT_TEXT, "no Content-Usage header" },
};
static const CatTable catRobotsFetchTable = {
  aRobotsFetchCol, 13, sizeof(RobotsFetchCur), robotsFetchOpen,
  robotsFetchNext, robotsFetchColumn, robotsFetchClose
};
static const CatArg aUrlArg[] = {
  { "url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "options", CAT_JSON, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
const CatFunc catRobotsFetchFunc = {
  "robots_fetch", "fetch the robots.txt of a URL by Google's rules",
  aUrlArg, 2, 1, 0, FETCH_TABLE_FLAGS, NULL, &catRobotsFetchTable, FETCH_WHY,
  aFetchSample, 4
};

/* ---- sitemap_fetch(url [, options]), sitemap_tree(start [, options]) ------- */

typedef struct TreeCur {
  FetchCurBase b;
  FetchTree *pT;
  FetchTreeRow *pRow;
} TreeCur;

/* Start the walk: bOne for sitemap_fetch (the one sitemap). */
static int treeOpenOf(TreeCur *p, CatCtx *c, const CatValue *aArg, int nArg,
                      int bOne){
  FetchCache *pCache = catFetchCache(c->pConn);
  FetchOptions opt;
  int rc = fetchCurStart(&p->b, c, aArg, nArg, &opt);
  if( rc ) return rc;
  if( pCache==NULL ) return CAT_NOMEM;
  p->pT = fetchTreeOpen(c->pA, &opt, pCache, aArg[0].s.z ? aArg[0].s.z : "",
                        aArg[0].s.n, bOne);
  if( p->pT==NULL ) return CAT_NOMEM;
  fetchTreeSetStop(p->pT, c->pStop);
  return CAT_OK;
}

static int sitemapFetchOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  return treeOpenOf((TreeCur*)pCur, c, aArg, nArg, 1);
}
static int treeOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  return treeOpenOf((TreeCur*)pCur, c, aArg, nArg, 0);
}

/* The next document of the walk, fetched. */
static int treeNext(void *pCur, CatCtx *c, int *pbEof){
  TreeCur *p = (TreeCur*)pCur;
  int rc = fetchTreeNext(p->pT, &p->pRow);
  (void)c;
  if( rc==-2 ) return CAT_STOPPED;
  if( rc<0 ) return CAT_NOMEM;
  *pbEof = rc==0;
  return CAT_OK;
}

/* Column iCol of row r counted from the document's first: its columns,
** format, error, then the argument as shown. */
static void treeDocColumn(TreeCur *p, const FetchTreeRow *r, int iCol,
                          CatValue *pV){
  switch( iCol ){
    case FETCH_DOC_COLS: catTextZ(pV, sitemapFormatName(r->eFormat)); break;
    case FETCH_DOC_COLS+1: catTextZ(pV, fetchTreeRowError(r)); break;
    case FETCH_DOC_COLS+2: catTextZ(pV, p->b.shown.z); break;
    default: fetchDocColumn(&p->b, r->pDoc, iCol, pV); break;
  }
}

static int sitemapFetchColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  TreeCur *p = (TreeCur*)pCur;
  (void)c;
  treeDocColumn(p, p->pRow, iCol, pV);
  return CAT_OK;
}

/* url, parent, depth, via, in_scope, then the document's. */
static int treeColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  TreeCur *p = (TreeCur*)pCur;
  const FetchTreeRow *r = p->pRow;
  (void)c;
  switch( iCol ){
    case 0: catTextZ(pV, fetchTreeRowUrl(r)); break;
    case 1: catTextZ(pV, r->zParent); break;
    case 2: catInt(pV, r->depth); break;
    case 3: catTextZ(pV, r->zVia); break;
    case 4: if( r->inScope>=0 ) catInt(pV, r->inScope); break;
    default: treeDocColumn(p, r, iCol-5, pV); break;
  }
  return CAT_OK;
}

static void treeClose(void *pCur){
  TreeCur *p = (TreeCur*)pCur;
  fetchTreeClose(p->pT);
  if( p->b.bOpen ) coreBufFree(&p->b.shown);
}

#define TREE_TAIL_COLUMNS \
  { "format", CAT_TEXT, "not a sitemap, or not fetched" }, \
  { "error", CAT_TEXT, "the document was read" }

static const CatColumn aSitemapFetchCol[] = {
  FETCH_DOC_COLUMNS, TREE_TAIL_COLUMNS,
};
static const CatTable catSitemapFetchTable = {
  aSitemapFetchCol, 10, sizeof(TreeCur), sitemapFetchOpen, treeNext,
  sitemapFetchColumn, treeClose
};
const CatFunc catSitemapFetchFunc = {
  "sitemap_fetch", "fetch one sitemap, after asking its robots.txt",
  aUrlArg, 2, 1, 0, FETCH_TABLE_FLAGS, NULL, &catSitemapFetchTable, FETCH_WHY,
  aFetchSample, 4
};

static const CatColumn aTreeCol[] = {
  { "url", CAT_TEXT, NULL },
  { "parent", CAT_TEXT, "a given URL or /sitemap.xml" },
  { "depth", CAT_INT32, NULL },
  { "via", CAT_TEXT, NULL },
  { "in_scope", CAT_BOOL, "not an index's child" },
  FETCH_DOC_COLUMNS, TREE_TAIL_COLUMNS,
};
static const CatTable catTreeTable = {
  aTreeCol, 15, sizeof(TreeCur), treeOpen, treeNext, treeColumn, treeClose
};
static const CatArg aStartArg[] = {
  { "start", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "options", CAT_JSON, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
const CatFunc catSitemapTreeFunc = {
  "sitemap_tree", "walk a site's sitemaps: every document a row as it is fetched",
  aStartArg, 2, 1, 0, FETCH_TABLE_FLAGS, NULL, &catTreeTable, FETCH_WHY,
  aFetchSample, 4
};
