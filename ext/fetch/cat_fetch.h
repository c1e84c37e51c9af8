/*
** cat_fetch.h: the catalog list of dist/robots_fetch (its functions'
** descriptions, catalog.h: cat_fetch.c and cat_fetch_docs.c), registered
** by ext/sqlite/sql_fetch.c, and the fetching code's state of a
** connection that they share.
*/
#ifndef ROBOTS_CAT_FETCH_H
#define ROBOTS_CAT_FETCH_H

#include "../catalog/catalog.h"
#include "fetch_http.h"

extern const CatFunc *const catFetchFuncs[];
extern const int catFetchFuncCount;

/* Start libcurl and c-ares, once per process (thread-safe): NULL, or the
** message with which the extension refuses to load. */
const char *catFetchGlobalInit(void);

/* Give a connection's state the fetching code's part (CatConn.pFetch: the
** document cache and the DNS resolver, which reads ROBOTS_DNS_SERVERS
** now); zVersion, the extension's version (static text), goes into the
** User-Agent and robots_fetch_version.  0, or -1 when out of memory. */
int catFetchConnInit(CatConn *pConn, const char *zVersion);

/* The connection's document cache (made if need be): NULL when out of
** memory. */
FetchCache *catFetchCache(CatConn *pConn);

/* The extension's version given to catFetchConnInit ("" if none). */
const char *catFetchVersion(CatConn *pConn);

/* The tables of cat_fetch_docs.c. */
extern const CatFunc catRobotsFetchFunc;
extern const CatFunc catSitemapFetchFunc;
extern const CatFunc catSitemapTreeFunc;

#endif /* ROBOTS_CAT_FETCH_H */
