/*
** cat_fetch.h: the catalog list of dist/robots_fetch (its functions'
** descriptions, catalog.h), registered by ext/sqlite/sql_fetch.c.
*/
#ifndef ROBOTS_CAT_FETCH_H
#define ROBOTS_CAT_FETCH_H

#include "../catalog/catalog.h"

extern const CatFunc *const catFetchFuncs[];
extern const int catFetchFuncCount;

/* Give a connection's state the fetching code's part (CatConn.pFetch: the
** DNS resolver, which reads ROBOTS_DNS_SERVERS now).  0, or -1 when out of
** memory. */
int catFetchConnInit(CatConn *pConn);

#endif /* ROBOTS_CAT_FETCH_H */
