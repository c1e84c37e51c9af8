/*
** fetch_tree.h: the walk of a site's sitemap tree behind sitemap_tree.
** From a site (its robots.txt's Sitemap: lines, else /sitemap.xml), a
** robots.txt URL or a sitemap URL, every sitemap document found becomes a
** row as soon as it is fetched; index files are followed level by level
** with cycle detection (each URL fetched once), a depth cap, a cap on
** documents, the 50,000-children rule, and the index scope rule (children
** outside the index's directory are listed, not fetched, unless asked).
** Before a sitemap is fetched, the robots.txt of its host is asked for our
** User-Agent's token (unless told not to).  No recursion: a queue of rows.
** Start at fetchTreeOpen / fetchTreeNext.  Engine-neutral.
*/
#ifndef ROBOTS_FETCH_TREE_H
#define ROBOTS_FETCH_TREE_H

#include "fetch_http.h"

#define FETCH_INDEX_MAX_CHILDREN 50000   /* sitemaps an index may list */
#define FETCH_URL_MAX 2048               /* characters of a sitemap URL */
#define FETCH_TREE_PENDING 64            /* documents read ahead of the rows */

/* How a row was found (FetchTreeRow.zVia). */
#define FETCH_VIA_ROBOTS "robots.txt"
#define FETCH_VIA_INDEX  "index"
#define FETCH_VIA_GIVEN  "given"

typedef struct FetchTreeRow FetchTreeRow;
struct FetchTreeRow {
  char *zUrl;              /* as listed (resolved when relative): fetched */
  char *zShown;            /* zUrl without its userinfo, NULL when the same */
  char *zParent;           /* the index or robots.txt that listed it, as shown
                           ** (shared with the parent: never written) */
  int depth;               /* 0 for the first level */
  const char *zVia;        /* FETCH_VIA_xxx */
  int inScope;             /* 1/0 for an index's child, -1 otherwise */
  int eFormat;             /* SM_FMT_xxx of the body, 0 when unknown */
  FetchDoc *pDoc;          /* the fetch, or NULL when not fetched */
  char *zNote;             /* why it was not fetched (pDoc NULL) */
  FetchTreeRow *pNext;
  /* private to the walk */
  FetchTreeRow *pHopOf;    /* a redirect's next hop: the row it is for */
  int nHop;                /* hops followed so far (fetcherSetOwnHops) */
  int bHeld;               /* an index whose children are still read */
};

typedef struct FetchTree FetchTree;

/* Start a walk from z[0..n) with options *pOpt, documents answered from
** and kept in pCache (NULL: none; it must outlive the walk).  With bOne, z
** is fetched as one sitemap (after its robots.txt) and its children are
** not looked at (sitemap_fetch).  NULL when out of memory. */
FetchTree *fetchTreeOpen(const CoreAlloc *pA, const FetchOptions *pOpt,
                         FetchCache *pCache, const char *z, size_t n, int bOne);

/* The next row into *ppRow (valid until the next call).  Returns 1, 0 at
** the end, -1 when out of memory, -2 when the stop hook said stop. */
int fetchTreeNext(FetchTree *p, FetchTreeRow **ppRow);

/* Ask pStop (which must outlive the walk) while waiting for documents
** (fetcherSetStop). */
void fetchTreeSetStop(FetchTree *p, const CoreStop *pStop);

/* The row's URL as returned: without userinfo. */
const char *fetchTreeRowUrl(const FetchTreeRow *r);

/* The error text of a row, or NULL when it has none. */
const char *fetchTreeRowError(const FetchTreeRow *r);

/* Stop the walk and free everything. */
void fetchTreeClose(FetchTree *p);

#endif /* ROBOTS_FETCH_TREE_H */
