/*
** robots_explain.h: why a robots.txt decision came out as it did, as one
** JSON object: the verdict, the crawler token that chose the groups, the
** matched path, whether the crawler's own groups or the '*' groups were
** used (and whether '*' groups were ignored for it), the user-agent lines
** of those groups, and the winning rule with its pattern and line.  Engine-neutral.
*/
#ifndef ROBOTS_EXPLAIN_H
#define ROBOTS_EXPLAIN_H

#include "../core/core.h"
#include "robots_match.h"

/* Append the explanation of verdict v (from robotsDecide on pFile for the
** crawler name agent and the matching path path) to b as a JSON object:
**   {"allowed":bool, "agent":str, "path":str, "specific":bool,
**    "star_ignored":bool, "group":[line,...]|null,
**    "rule":"allow"|"disallow"|null, "pattern":str|null, "line":int|null}
** star_ignored: the crawler has groups of its own, so the file's '*'
** groups did not apply to it.
** Returns 0, or -1 once b is out of memory. */
int robotsExplainJson(CoreBuf *b, RobotsFile *pFile, Span agent, Span path,
                      const RobotsVerdict *v);

/* Index of the first rule of group iGroup (rules are in group order), or
** robotsRuleCount when the group has none after it. */
int robotsGroupFirstRule(RobotsFile *p, int iGroup);

/* The user-agent line that made group iGroup apply to crawler name agent
** (as robotsAgentRules selects): the first line of the group naming the
** agent's token, else its first '*' line, else NULL. */
const RobotsAgent *robotsGroupAgentFor(RobotsFile *p, Span agent,
                                       int iGroup);

#endif /* ROBOTS_EXPLAIN_H */
