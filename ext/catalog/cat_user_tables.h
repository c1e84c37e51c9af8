/*
** cat_user_tables.h: the user's tables that some functions read, described
** once so that a host only selects and hands over rows: robots_crawlers
** (pattern, token[, purpose]) for CAT_CRAWLERS functions and
** robots_crawler_ranges (token, prefix[, valid_from, valid_to]) for
** CAT_RANGES ones.  A host that can read its own tables asks
** catUserSnapGet at a call, with a key that tells when the tables may have
** changed; it reads a table (`SELECT columns FROM table`, the first
** nRequired columns alone when one of the others does not exist) only
** when asked, passing each row's values in order.  The engine decides
** everything else: the kinds and NULL rules of the columns, the limits,
** each refusal's wording, and when a compile is made again.  Start at
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

/* ---- Compiles kept per connection -----------------------------------------
** A host that reads the tables itself asks catUserSnapGet for a table's
** compile at a call: the connection keeps the last one (CatConn.pUser)
** under a key of the host's (bytes that change whenever the table may have:
** SQLite's data versions and schema cookies) and reads the table anew, with
** the host's xRead, when the key differs.  A compile is shared by
** reference: the connection's and whoever else must keep it (an SQLite
** statement, as auxdata). */
typedef struct CatUserSnap CatUserSnap;

/* A host's reading of table t (for catUserSnapGet): run `SELECT` of t's
** columns (the first nRequired alone when one of the others does not
** exist) and hand each row to catUserSnapRow.  CAT_OK (*pbNone=1: no such
** table), CAT_NOMEM, the code of catUserSnapRow, or CAT_REFUSED with
** *pzMsg the host's message (the engine names the table). */
typedef int (*CatUserRead)(void *pArg, const CatUserTable *t, CatUserSnap *s,
                           int *pbNone, const char **pzMsg);

/* The compile of table iTable (catUserTables) for the call c: the one kept
** on c->pConn under key aKey[0..nKey), else one read anew by xRead, given
** pArg, and kept under the key when bKeep (else it serves the caller alone:
** a compile made where it may be rolled back).  A read that calls the
** function again (a view over the table) is refused.  CAT_OK with *ppSnap
** referenced for the caller (catUserSnapUnref), or a code with c->err. */
int catUserSnapGet(CatCtx *c, int iTable, const void *aKey, size_t nKey,
                   int bKeep, CatUserRead xRead, void *pArg,
                   CatUserSnap **ppSnap);

/* Hand the next row of a read to compile s: aVal[0..nVal), nVal nCol or
** nRequired.  CAT_OK, CAT_NOMEM or CAT_REFUSED (the call's err). */
int catUserSnapRow(CatUserSnap *s, const CatValue *aVal, int nVal);

/* Give the calls on pConn the compile s. */
void catUserSnapUse(CatConn *pConn, const CatUserSnap *s);

/* Drop a reference to compile s (a void* for hosts' destructors; NULL is
** a no-op). */
void catUserSnapUnref(void *s);

#endif /* ROBOTS_CAT_USER_TABLES_H */
