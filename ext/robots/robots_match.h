/*
** robots_match.h: a robots.txt compiled once and matched many times.
**
** robotsCompile (robots_file.h) keeps a file and scans it into groups,
** agents and rules on demand; robotsDecide answers "may this agent fetch this path" with the reference's
** semantics (longest match, allow wins ties, merged groups, '*' fallback).
** The applicable rules are indexed on first use, one index per set of
** chosen groups, and kept in the file, so later calls for that agent (or
** any agent naming the same groups) allocate nothing.  Engine-neutral.
*/
#ifndef ROBOTS_MATCH_H
#define ROBOTS_MATCH_H

#include "../core/core.h"
#include "robots_file.h"
#include "../crawler/robots_crawler.h"

/* The outcome of robotsDecide. */
typedef struct RobotsVerdict {
  int bAllowed;        /* 1 allowed, 0 disallowed */
  int iRule;           /* winning rule (index into robotsRules) or -1 */
  int bSpecific;       /* the agent's own groups were used (not '*') */
  int bAnyGroup;       /* some group applied (own or '*') */
} RobotsVerdict;

/* Decide for agent (a crawler name, reduced with robotsAgentToken) and
** path (as from robotsPathParamsQuery).  Returns 0, or -1 when out of memory
** (building the agent's index; p stays usable). */
int robotsDecide(RobotsFile *p, const char *zAgent, size_t nAgent,
                 const char *zPath, size_t nPath, RobotsVerdict *pV);

/* The index for a crawler name (reduced with robotsAgentToken), found or
** built.  *pbStable is set when it lives as long as p (the usual case);
** otherwise (past robotsFileKeepLimit) it lives until the next call on p.
** NULL when out of memory. */
RobotsIndex *robotsIndexOf(RobotsFile *p, const char *zAgent, size_t nAgent,
                           int *pbStable);

/* The '*' index (of every agent no group names) can live in the caller's
** memory, next to what the caller reads with it.  robotsGlobalBytes builds
** it if needed and returns the bytes it takes (a multiple of 8), 0 when out
** of memory or already moved; robotsGlobalMove then copies it to pDst (that
** many bytes, 8-aligned, to outlive p) and frees p's own copy. */
size_t robotsGlobalBytes(RobotsFile *p);
void robotsGlobalMove(RobotsFile *p, void *pDst);

/* robotsDecide with an index from robotsIndexOf(p, ...).  Returns 0, or
** -1 when out of memory (a path not starting with '/' needs the tables). */
int robotsDecideIndex(RobotsFile *p, const RobotsIndex *x, const char *zPath,
                      size_t nPath, RobotsVerdict *pV);

/* robotsDecideIndex that asks pStop along a long path (CORE_STOP_EVERY
** bytes or more) and returns 1, with no verdict, when it says stop. */
int robotsDecideIndexStop(RobotsFile *p, const RobotsIndex *x,
                          const char *zPath, size_t nPath, RobotsVerdict *pV,
                          const CoreStop *pStop);

/* robotsDecide without the index: every applicable rule in turn (the
** benchmark's baseline; same answers). */
int robotsDecideLinear(RobotsFile *p, const char *zAgent, size_t nAgent,
                       const char *zPath, size_t nPath, RobotsVerdict *pV);

/* Rules that apply to agent after group selection and merging: *paIdx gets
** indexes into robotsRules (valid until the next call on p; copy them to
** keep them longer).  Returns the
** count, or -1 when out of memory. */
int robotsAgentRules(RobotsFile *p, const char *zAgent, size_t nAgent,
                     const int **paIdx);

/* Mark in aMark[0..robotsGroupCount(p)] the groups that apply to a
** crawler token (from robotsAgentName): the groups naming it, else the '*'
** groups.  The tables must be there (robotsFileTables).  Returns 1 when
** the crawler is named. */
int robotsMarkGroups(const RobotsFile *p, Span tok, int bNone,
                     unsigned char *aMark);

/* The crawl-delay of a crawler as the crawlers that honour it read a file:
** by record, not by Google's groups.  A record is a run of user-agent lines
** and the lines after them up to the next user-agent line, so a
** Crawl-delay belongs to the agents just above it.  The first valid value
** of the records naming the crawler, else (when none names it) of the '*'
** records.  Returns 1 and sets *pr, 0 when there is none, -1 OOM. */
int robotsCrawlDelay(RobotsFile *p, const char *zAgent, size_t nAgent,
                     double *pr);

/* Parse a crawl-delay value: a non-negative decimal number ("10", "0.5",
** "1.0000000000000000", ".5"), nothing else, at most ROBOTS_DELAY_MAX
** bytes, correctly rounded.  Returns 1 and sets *pr, or 0. */
#define ROBOTS_DELAY_MAX 1000
int robotsParseDelay(Span v, double *pr);

/* 1 if an unknown key names crawl-delay ("crawl-delay", "crawldelay",
** "crawl delay", any case). */
int robotsKeyIsCrawlDelay(Span key);

#endif /* ROBOTS_MATCH_H */
