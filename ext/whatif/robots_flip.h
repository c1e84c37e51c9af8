/*
** robots_flip.h: one crawler and one URL under two versions of a
** robots.txt (a live file and a draft): whether the verdict changes
** (robotsFlipJson), or the AI usage answer (robotsUsageFlipJson), and if so
** both answers as JSON.  Both versions come from the caller's cache, so a
** log checked against two files compiles each once and a row costs about
** two decisions.  Engine-neutral.
**
**   RobotsFlipAsk q = { pCache, oldTxt, newTxt, agent, url, pStop, pA,
**                       NULL, NULL };
**   int bFlip;
**   rc = robotsFlipJson(&q, &out, &bFlip);   ... rc==0 && bFlip: out ...
*/
#ifndef ROBOTS_FLIP_H
#define ROBOTS_FLIP_H

#include "../core/core.h"
#include "../robots/robots_cache.h"

/* What to compare: one crawler and URL under two texts of a robots.txt. */
typedef struct RobotsFlipAsk {
  RobotsCache *pCache;        /* where both files are compiled once */
  Span oldTxt, newTxt;        /* the two versions (any bytes) */
  Span agent;                 /* a crawler name or a User-Agent header */
  Span url;                   /* a full URL or a path */
  const CoreStop *pStop;      /* asked along a long path; may be NULL */
  const CoreAlloc *pA;
  RobotsEntry *pOld, *pNew;   /* the two versions' entries when the caller
                              ** holds them (a call site's memo), each the
                              ** entry of its text; NULL: looked up in pCache */
} RobotsFlipAsk;

#define ROBOTS_FLIP_OK       0
#define ROBOTS_FLIP_NOMEM  (-1)
#define ROBOTS_FLIP_STOPPED  1

/* robots_flip: *pbFlip is set when the two versions decide differently
** (robots_allowed's answer), and then the JSON object
**   {"before":bool,"after":bool,"old":<explain>,"new":<explain>}
** is appended to pOut, each <explain> being robots_explain's object for
** that version (the deciding rule's pattern and line, the group lines).
** Returns a ROBOTS_FLIP_ code; nothing is "allowed" on a failure. */
int robotsFlipJson(const RobotsFlipAsk *q, CoreBuf *pOut, int *pbFlip);

/* robots_usage_flip: *pbFlip is set when the AI usage answers differ
** (robots_usage's allowed, content_usage and content_signal; the line
** lists alone do not count), and then
**   {"before":<usage>,"after":<usage>}
** is appended to pOut, each <usage> robots_usage's object.  Returns a
** ROBOTS_FLIP_ code. */
int robotsUsageFlipJson(const RobotsFlipAsk *q, CoreBuf *pOut, int *pbFlip);

#endif /* ROBOTS_FLIP_H */
