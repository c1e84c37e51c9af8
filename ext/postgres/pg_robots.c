/*
** pg_robots.c: the robots.txt scalar functions for PostgreSQL, with the
** same names and meanings as in SQLite (robots--1.0.sql declares them):
**
**   robots_allowed(txt, agent, url [, status])   boolean
**   robots_explain(txt, agent, url)              jsonb: why
**   robots_crawl_delay(txt, agent)               float8 seconds or NULL
**   robots_url(url)                              the robots.txt URL or NULL
**   robots_agent(user_agent)                     crawler token or NULL
**   robots_cache_size([bytes])                   the backend's cache budget
**   robots_cache_stats()                         jsonb: the cache's counters
**   robots_version()
**
** txt is text or bytea (one C function serves both: both are varlena).
** Compiled files come from pg_memo.c; the engine decides, extracts the
** path and explains.  Start at robots_allowed.
*/
#include "pg_memo.h"
#include "../core/url.h"
#include "../crawler/robots_crawler.h"
#include "../robots/robots_explain.h"
#include "../robots/robots_path.h"
#include "../robots/robots_status.h"
#include "../robots/robots_verdict.h"

#include "utils/builtins.h"
#include "utils/fmgrprotos.h"

PG_MODULE_MAGIC;

#define PG_PATH_STACK ROBOTS_ASK_BUF   /* paths that need a leading '/' added */

/* The engine's decision (robotsAsk) for argument 0 (txt, NULL: none),
** agent (1) and url (2) under HTTP status `status` (ROBOTS_STATUS_NONE:
** none): the status alone when it decides, else the file from the call
** site's memo.  Raises on out of memory and on a cancel (a long path).
** Returns ROBOTS_ASK_OK, or ROBOTS_ASK_NO_FILE when the status says read
** a file and txt is NULL.  Free *pR with robotsAnswerFree(q, pR). */
static int pgRobotsAsk(FunctionCallInfo fcinfo, int64 status,
                       const char *zFunc, char *zBuf, RobotsAsk *q,
                       RobotsAnswer *pR){
  int rc;
  memset(q, 0, sizeof(*q));
  q->agent = pgArgSpan(fcinfo, 1);
  q->url = pgArgSpan(fcinfo, 2);
  q->status = status;
  q->pStop = &pgStop;
  q->pA = &pgPallocAlloc;
  q->zBuf = zBuf;
  q->nBuf = PG_PATH_STACK;
  rc = robotsAsk(q, pR);               /* no file yet: the status alone */
  if( rc==ROBOTS_ASK_NO_FILE && !PG_ARGISNULL(0) ){
    robotsAnswerFree(q, pR);
    q->pEntry = pgRobotsEntry(fcinfo, 0, NULL, 0, NULL, zFunc);
    rc = robotsAsk(q, pR);
  }
  if( rc==ROBOTS_ASK_NOMEM ) pgOutOfMemory(zFunc);
  if( rc==ROBOTS_ASK_STOPPED ) pgStopped(zFunc);
  if( rc==ROBOTS_ASK_MIXUP ){                 /* the engine's message */
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("%s(): %s", zFunc, pR->zMixup)));
  }
  return rc;
}

/* robots_allowed(txt, agent, url): STRICT. */
PG_ROBOTS_FUNCTION(robots_allowed);
Datum robots_allowed(PG_FUNCTION_ARGS){
  RobotsAsk q;
  RobotsAnswer r;
  char zBuf[PG_PATH_STACK];
  (void)pgRobotsAsk(fcinfo, ROBOTS_STATUS_NONE, "robots_allowed", zBuf, &q,
                    &r);
  robotsAnswerFree(&q, &r);
  PG_RETURN_BOOL(r.v.bAllowed);
}

/* robots_allowed(txt, agent, url, status): not STRICT.  A NULL status
** counts as none (the file decides); a status that means "no file" or
** "crawl nothing" answers without reading txt (which may then be NULL). */
PG_ROBOTS_FUNCTION(robots_allowed_status);
Datum robots_allowed_status(PG_FUNCTION_ARGS){
  RobotsAsk q;
  RobotsAnswer r;
  char zBuf[PG_PATH_STACK];
  int rc;
  if( PG_ARGISNULL(1) || PG_ARGISNULL(2) ) PG_RETURN_NULL();
  rc = pgRobotsAsk(fcinfo,
                   PG_ARGISNULL(3) ? ROBOTS_STATUS_NONE : PG_GETARG_INT64(3),
                   "robots_allowed", zBuf, &q, &r);
  robotsAnswerFree(&q, &r);
  if( rc==ROBOTS_ASK_NO_FILE ) PG_RETURN_NULL();
  PG_RETURN_BOOL(r.v.bAllowed);
}

/* robots_explain(txt, agent, url): STRICT. */
PG_ROBOTS_FUNCTION(robots_explain);
Datum robots_explain(PG_FUNCTION_ARGS){
  RobotsAsk q;
  RobotsAnswer r;
  char zBuf[PG_PATH_STACK];
  CoreBuf b;
  (void)pgRobotsAsk(fcinfo, ROBOTS_STATUS_NONE, "robots_explain", zBuf, &q,
                    &r);
  coreBufInit(&b, &pgPallocAlloc);
  robotsExplainJson(&b, r.pFile, q.agent, r.path, &r.v);
  robotsAnswerFree(&q, &r);
  return pgJsonbOf(&b);
}

/* robots_agent(user_agent): STRICT; NULL when no crawler is named. */
PG_ROBOTS_FUNCTION(robots_agent);
Datum robots_agent(PG_FUNCTION_ARGS){
  Span ua = pgArgSpan(fcinfo, 0), tok;
  if( robotsCrawlerOfHeader(ua.z, ua.n, &tok)==ROBOTS_CRAWLER_NONE ){
    PG_RETURN_NULL();
  }
  return pgTextDatum(tok.z, tok.n);
}

/* robots_cache_size([bytes]): the budget of this backend's cache, before
** the call; with an argument (not NULL), the new budget (0 disables; a
** negative one is refused with the engine's message). */
PG_ROBOTS_FUNCTION(robots_cache_size);
Datum robots_cache_size(PG_FUNCTION_ARGS){
  int64 n = -1;
  if( PG_NARGS()>0 && !PG_ARGISNULL(0) ){
    const char *zErr;
    n = PG_GETARG_INT64(0);
    if( (zErr = robotsCacheBudgetError(n))!=NULL ){
      ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                      errmsg("%s", zErr)));
    }
  }
  PG_RETURN_INT64(robotsCacheLimit(pgRobotsCache(), n));
}

/* robots_cache_stats(): this backend's cache as jsonb
** (robotsCacheStatsJson). */
PG_ROBOTS_FUNCTION(robots_cache_stats);
Datum robots_cache_stats(PG_FUNCTION_ARGS){
  CoreBuf b;
  (void)fcinfo;
  coreBufInit(&b, &pgPallocAlloc);
  if( robotsCacheStatsJson(pgRobotsCache(), &b) || b.oom ){
    pgOutOfMemory("robots_cache_stats");
  }
  return pgJsonbOf(&b);
}

/* robots_version() */
PG_ROBOTS_FUNCTION(robots_version);
Datum robots_version(PG_FUNCTION_ARGS){
  (void)fcinfo;
  PG_RETURN_TEXT_P(cstring_to_text(ROBOTS_VERSION));
}
