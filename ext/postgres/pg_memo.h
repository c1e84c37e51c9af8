/*
** pg_memo.h: compiled robots.txt files for the PostgreSQL binding.  One
** RobotsCache per backend (robots_cache.h, memory from malloc, so it lives
** across queries and a parallel worker has its own), and in front of it a
** memo per call site (fn_extra) keyed by the stored value: a robots.txt
** that PostgreSQL keeps compressed or out of line (TOAST) is fetched and
** decompressed once per query and call site, not once per row.  Start at
** pgRobotsEntry.
*/
#ifndef ROBOTS_PG_MEMO_H
#define ROBOTS_PG_MEMO_H

#include "pg_util.h"
#include "../robots/robots_cache.h"

/* The backend's cache (created on first use; an error when out of
** memory). */
RobotsCache *pgRobotsCache(void);

/* The compiled file of robots.txt argument iArg (text or bytea, not NULL),
** and, when zAgent is not NULL, in *ppIndex the index of that crawler in
** it.  The entry is borrowed: valid until the next call into the cache
** (the memo keeps a reference to the ones it holds).  Errors (out of
** memory) are raised in zFunc's name. */
RobotsEntry *pgRobotsEntry(FunctionCallInfo fcinfo, int iArg,
                           const char *zAgent, size_t nAgent,
                           RobotsIndex **ppIndex, const char *zFunc);

/* pgRobotsEntry in two halves, so that the memo's memory is on its way
** while the caller does other work (robots_allowed extracts the path):
** pgRobotsProbe reads the stored form of argument iArg and prefetches its
** memo set; pgRobotsFinish looks it up (or fills it) as pgRobotsEntry. */
typedef struct PgRobotsProbe {
  struct varlena *v;       /* the argument as stored */
  struct PgMemo *m;        /* the call site's memo, or NULL */
  void *pSet;              /* m's set for the key */
  uint64 k;
  int eKind;
} PgRobotsProbe;
void pgRobotsProbe(FunctionCallInfo fcinfo, int iArg, PgRobotsProbe *p);
RobotsEntry *pgRobotsFinish(PgRobotsProbe *p, const char *zAgent,
                            size_t nAgent, RobotsIndex **ppIndex,
                            const char *zFunc);

#endif /* ROBOTS_PG_MEMO_H */
