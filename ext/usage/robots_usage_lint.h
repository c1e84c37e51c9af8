/*
** robots_usage_lint.h: the robots.txt linter's checks of AI usage lines
** (Content-Usage, Content-Signal).  The linter hands each key line to
** robotsUsageLintLine, which reports problems through a callback, so this
** module knows nothing of the linter's queue.  Engine-neutral.
*/
#ifndef ROBOTS_USAGE_LINT_H
#define ROBOTS_USAGE_LINT_H

#include "robots_usage.h"
#include "../robots/robots_lint.h"

typedef struct RobotsUsageLint RobotsUsageLint;

/* Receives one problem: its line, code and message (NUL-terminated). */
typedef void (*RobotsUsageReport)(void *pCtx, int iLine, RobotsLintCode e,
                                  const char *zMsg);

/* State for checking the usage lines of input z[0..n) (which must outlive
** it); NULL when out of memory. */
RobotsUsageLint *robotsUsageLintNew(const char *z, size_t n,
                                    const CoreAlloc *pA);
void robotsUsageLintFree(RobotsUsageLint *p);

/* Check line l of group iGroup (0: before any user-agent) if it is a usage
** line: 1 when it was one (problems reported), 0 otherwise. */
int robotsUsageLintLine(RobotsUsageLint *p, const RobotsLine *l, int iGroup,
                        RobotsUsageReport xReport, void *pCtx);

/* 1 when a check could not be made for want of memory (the linter then
** fails as out of memory rather than give fewer problems). */
int robotsUsageLintOom(const RobotsUsageLint *p);

#endif /* ROBOTS_USAGE_LINT_H */
