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

/* The rows of robots_rules(txt [, agent]), for every binding.  Without an
** agent: every rule under every user-agent line of its group, in line
** order.  With one: the rules that apply to the crawler after group
** selection and merging (robotsAgentRules), each with the user-agent line
** that chose its group (robotsGroupAgentFor, found once per group).
**
**   RobotsRuleWalk w;  const RobotsRule *r;  const RobotsAgent *a;
**   if( robotsRuleWalkStart(&w, pFile, bAgent, zAgent, nAgent, pA) ) OOM;
**   while( robotsRuleWalkNext(&w, &r, &a) ){ ... robotsRuleKind(r) ... }
**   robotsRuleWalkFree(&w);
**
** The agent's bytes must stay valid until robotsRuleWalkFree; the rule
** list is the walk's own copy, so other calls on the file meanwhile (which
** may replace a temporary index) do not disturb it. */
typedef struct RobotsRuleWalk {
  RobotsFile *pFile;
  const CoreAlloc *pA;
  Span agent;
  int bAgent;                 /* rows for one crawler */
  int *aIdx, nIdx;            /* bAgent: the rules that apply (owned) */
  int i, j;                   /* bAgent: aIdx[i]; else agent line i, rule j */
  int iGroup;                 /* bAgent: the group of pGroupAgent */
  const RobotsAgent *pGroupAgent;
} RobotsRuleWalk;

/* Start a walk over pFile (its tables built: robotsFileTables), for the
** crawler zAgent[0..nAgent) when bAgent (zAgent NULL: no rows).  0, or -1
** when out of memory (the walk is then empty and needs no free). */
int robotsRuleWalkStart(RobotsRuleWalk *w, RobotsFile *pFile, int bAgent,
                        const char *zAgent, size_t nAgent, const CoreAlloc *pA);

/* The next row: 1 with *ppRule and *ppAgent (NULL when no user-agent line
** names the crawler's group), 0 at the end. */
int robotsRuleWalkNext(RobotsRuleWalk *w, const RobotsRule **ppRule,
                       const RobotsAgent **ppAgent);

/* Release the walk's copy of the rule list. */
void robotsRuleWalkFree(RobotsRuleWalk *w);

/* "allow" or "disallow": robots_rules' rule column. */
const char *robotsRuleKind(const RobotsRule *r);

#endif /* ROBOTS_EXPLAIN_H */
