/*
** cat_user_tables.h: the user's tables that some functions read, described
** once so that a host only selects and hands over rows: robots_crawlers
** (pattern, token[, purpose]) for CAT_CRAWLERS functions and
** robots_crawler_ranges (token, prefix[, valid_from, valid_to]) for
** CAT_RANGES ones.  A host that can read its own tables runs
** `SELECT columns FROM table` (the first nRequired columns alone when one
** of the others does not exist), passes each row's values to xRow in
** order, calls xFinish, and gives the result to the calls (catUserTableUse)
** until the table changes, which the host tells by its own means.  The
** compile decides everything else: the kinds and NULL rules of the
** columns, the limits and each refusal's wording.  Start at
** catUserTables.
*/
#ifndef ROBOTS_CAT_USER_TABLES_H
#define ROBOTS_CAT_USER_TABLES_H

#include "catalog.h"

typedef struct CatUserTable {
  unsigned mFlag;            /* CAT_CRAWLERS or CAT_RANGES */
  const char *zTable;        /* its SQL name */
  const char *const *azCol;  /* the columns, in the order xRow reads them */
  int nCol;
  int nRequired;             /* the first nRequired must exist; without
                             ** one of the others, select these alone */
  /* A new compile allocating from pA, or NULL when out of memory. */
  void *(*xOpen)(const CoreAlloc *pA);
  /* Add the row numbered iRow, from 1: aVal[0..nVal), nVal nCol or
  ** nRequired; CAT_OK, CAT_NOMEM or CAT_REFUSED (c->err). */
  int (*xRow)(void *p, CatCtx *c, int64_t iRow, const CatValue *aVal, int nVal);
  /* After the last row: CAT_OK, CAT_NOMEM or CAT_REFUSED. */
  int (*xFinish)(void *p, CatCtx *c);
  /* Free a compile (NULL is a no-op). */
  void (*xFree)(void *p);
} CatUserTable;

extern const CatUserTable catUserTables[];
extern const int catUserTableCount;
#define CAT_USER_TABLE_MAX 4     /* catUserTableCount is at most this */

/* Give the calls on pConn the compiled table p (NULL: the host has no such
** table) of description t. */
void catUserTableUse(CatConn *pConn, const CatUserTable *t, const void *p);

/* Refuse with what the host said when reading table t failed (zMsg), or,
** with zMsg NULL, because the table's own query called function zFunc
** again (a view over it that calls it). */
int catUserTableRefuse(CatCtx *c, const CatUserTable *t, const char *zMsg,
                       const char *zFunc);

#endif /* ROBOTS_CAT_USER_TABLES_H */
