/*
** fetch_robots.h: robots_fetch's one row: the robots.txt of a URL fetched
** by Google's rules (fetch_http.h), with what a caller shows of it: the
** robots.txt URL (none when the URL is not an absolute http or https
** one), the error, and when the answer expires (Google's 24 hours, or
** the max-age the server gave).  Start at fetchRobotsOpen.
** Engine-neutral: the SQLite binding is ext/sqlite/sql_fetch.c.
*/
#ifndef ROBOTS_FETCH_ROBOTS_H
#define ROBOTS_FETCH_ROBOTS_H

#include "fetch_http.h"

#define FETCH_ROBOTS_TTL 86400      /* seconds an answer lasts: Google's 24 h */

typedef struct FetchRobots FetchRobots;

/* A fetch of the robots.txt of url[0..n) (copied) with options *pOpt,
** answered from pCache (NULL: none) when it holds it.  Nothing is fetched
** before fetchRobotsRun.  NULL when out of memory or when libcurl cannot
** start. */
FetchRobots *fetchRobotsOpen(const CoreAlloc *pA, const FetchOptions *pOpt,
                             FetchCache *pCache, const char *zUrl, size_t n);

/* Ask pStop (which must outlive p) while fetchRobotsRun waits. */
void fetchRobotsSetStop(FetchRobots *p, const CoreStop *pStop);

/* Fetch it (nothing for a URL without a robots.txt).  Returns 0, -1 when
** out of memory, -2 when the stop hook said stop. */
int fetchRobotsRun(FetchRobots *p);

/* The robots.txt URL (NUL-terminated), or NULL when the URL has none. */
const char *fetchRobotsUrl(const FetchRobots *p);

/* The fetched document, or NULL when there is none. */
const FetchDoc *fetchRobotsDoc(const FetchRobots *p);

/* What went wrong (NUL-terminated), or NULL. */
const char *fetchRobotsError(const FetchRobots *p);

/* When the answer expires, in seconds since 1970: 1 with *pt, or 0 when
** nothing was fetched. */
int fetchRobotsExpires(const FetchRobots *p, int64_t *pt);

/* Release p (a transfer still running is stopped). */
void fetchRobotsClose(FetchRobots *p);

#endif /* ROBOTS_FETCH_ROBOTS_H */
