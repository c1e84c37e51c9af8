/*
** cat_fetch.h: the catalog list of dist/robots_fetch (its functions'
** descriptions, catalog.h), registered by ext/sqlite/sql_fetch.c.
*/
#ifndef ROBOTS_CAT_FETCH_H
#define ROBOTS_CAT_FETCH_H

#include "../catalog/catalog.h"

extern const CatFunc *const catFetchFuncs[];
extern const int catFetchFuncCount;

#endif /* ROBOTS_CAT_FETCH_H */
