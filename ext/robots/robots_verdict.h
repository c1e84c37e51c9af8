/*
** robots_verdict.h: the one robots.txt decision every binding and the
** fetcher make: from an HTTP status (or none), a file (compiled, a cache
** entry, or text to look up in a cache), a crawler (a name or a full
** User-Agent header) and a URL to a verdict.  robotsAsk applies the status
** rule (robots_status.h), reduces the crawler as robots_allowed does
** (robotsAgentName: a header's crawler, else the name's product token),
** extracts the URL's matching path (robots_path.h) and decides
** (robots_match.h).  Out of memory and a stop are result codes, never
** "allowed".  Engine-neutral.
**
** A binding fills a RobotsAsk from its arguments, calls robotsAsk, turns
** the code into its own error or result, and calls robotsAnswerFree:
**
**   char zBuf[ROBOTS_ASK_BUF];
**   RobotsAsk q = { .pCache = pCache, .txt = txt, .agent = agent,
**                   .url = url, .status = ROBOTS_STATUS_NONE,
**                   .pStop = pStop, .pA = pA, .zBuf = zBuf,
**                   .nBuf = sizeof(zBuf) };
**   RobotsAnswer r;
**   int rc = robotsAsk(&q, &r);
**   ... rc==ROBOTS_ASK_OK: r.v.bAllowed ...
**   robotsAnswerFree(&q, &r);
*/
#ifndef ROBOTS_VERDICT_H
#define ROBOTS_VERDICT_H

#include "../core/core.h"
#include "robots_cache.h"
#include "robots_status.h"

#define ROBOTS_STATUS_NONE INT64_MIN  /* no status: the text is the file */
#define ROBOTS_ASK_BUF 2048           /* a caller's path buffer that holds
                                      ** the paths of most URLs */

/* What to decide.  The file is, in this order of preference: pEntry (a
** cache entry the caller holds, as a per-statement memo), pFile (a file the
** caller compiled), or txt looked up in pCache (txt.z NULL: no file). */
typedef struct RobotsAsk {
  RobotsCache *pCache;
  RobotsEntry *pEntry;
  RobotsFile *pFile;
  Span txt;
  Span agent;                 /* a crawler name or a full User-Agent header */
  Span url;                   /* a full URL or a path */
  int64_t status;             /* HTTP status of the robots.txt fetch, or
                              ** ROBOTS_STATUS_NONE */
  const CoreStop *pStop;      /* asked along a long path; may be NULL */
  const CoreAlloc *pA;        /* for a path longer than zBuf */
  char *zBuf;                 /* the caller's path buffer (nBuf bytes) */
  size_t nBuf;
  int eShapePassed;           /* 1 + a file shape (DOC_SHAPE_) whose mix-up
                              ** check with this agent and url passed already
                              ** (robots_flip's second version): a file of
                              ** that shape is not checked again; 0: none */
} RobotsAsk;

/* The answer.  v is set for ROBOTS_ASK_OK only; when the status decided
** (eRule not ROBOTS_STATUS_PARSE) v.bAllowed says what it decided, v.iRule
** is -1 and pFile NULL. */
typedef struct RobotsAnswer {
  RobotsVerdict v;
  RobotsStatusRule eRule;     /* what the status said (PARSE without one) */
  RobotsFile *pFile;          /* the file decided with (borrowed) */
  RobotsEntry *pEntry;        /* the entry found in pCache (borrowed: valid
                              ** until the next call on the cache) or NULL */
  Span path;                  /* the matched path: valid until
                              ** robotsAnswerFree */
  char *zFree;                /* a long path's buffer */
  const char *zMixup;         /* ROBOTS_ASK_MIXUP: the mistake (static) */
} RobotsAnswer;

#define ROBOTS_ASK_OK        0
#define ROBOTS_ASK_NOMEM   (-1)
#define ROBOTS_ASK_STOPPED   1  /* pStop said stop */
#define ROBOTS_ASK_NO_FILE   2  /* the status says read the file, and none
                                ** was given (a binding's NULL) */
#define ROBOTS_ASK_MIXUP     3  /* the arguments are mixed up or txt is not
                                ** a file (robots_mixup.h): r->zMixup says
                                ** how; a binding raises it as an error.
                                ** Never for a compiled q->pFile (the
                                ** fetcher's own files). */

/* Decide q into *pR.  Returns a ROBOTS_ASK_ code; *pR is always set and
** must be freed with robotsAnswerFree. */
int robotsAsk(const RobotsAsk *q, RobotsAnswer *pR);

/* Free what an answer holds (its path, when long). */
void robotsAnswerFree(const RobotsAsk *q, RobotsAnswer *pR);

#endif /* ROBOTS_VERDICT_H */
