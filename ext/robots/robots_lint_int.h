/*
** robots_lint_int.h: the inside of the robots.txt linter, shared by its
** files: robots_lint.c (the line checks, the queue, the public API) and
** robots_lint_shadow.c (rules that never decide).  Not for other modules:
** they use robots_lint.h.
*/
#ifndef ROBOTS_LINT_INT_H
#define ROBOTS_LINT_INT_H

#include "robots_lint.h"
#include "robots_parse.h"
#include "robots_match.h"
#include "../core/hashset.h"

#define LINT_QUEUE   16           /* problems one line can queue */
#define LINT_MSG     360          /* bytes of a message */
#define LINT_QUOTE   48           /* input bytes quoted in a message */
#define LINT_BUCKETS 64           /* rule buckets by pattern length */
#define LINT_KEY_MAX 32           /* longest key the distance looks at */
#define LINT_BUDGET  ((uint64_t)16*1024*1024)  /* overlap work per file */
#define LINT_SHADOW_BUDGET ((uint64_t)1024*1024) /* rules an earlier rule
                                                 ** is checked against */


#define LINT_COUNT(a) (sizeof(a)/sizeof(a[0]))

/* Keys an unknown key is compared with for typos. */
static const char *const aLintNearKey[] = {
  "user-agent", "allow", "disallow", "sitemap", "crawl-delay",
};

/* A queued problem. */
typedef struct LintItem {
  int iLine;
  RobotsLintCode eCode;
  size_t nMsg;
  char zMsg[LINT_MSG];
} LintItem;

/* An agent token seen in some group. */
typedef struct LintAgent {
  const char *z;        /* token, pointing into the input */
  size_t n;
  Span value;           /* the user-agent value it came from */
  int iGroup;
  int iLine;
} LintAgent;

/* A rule of the current group, for the precedence check. */
typedef struct LintRule {
  size_t iOff, n;       /* escaped pattern in aPat */
  size_t nLit;          /* bytes before its first '*' or final '$' */
  int iLine;
  int iNext;            /* next rule in the same bucket, or -1 */
  uint64_t hLit;        /* FNV-1a of the nLit literal bytes */
  unsigned char bAllow, bWild;
} LintRule;

struct RobotsLinter {
  const CoreAlloc *pA;
  const char *z;        /* the whole input */
  size_t n;
  RobotsScanner sc;
  RobotsGrouper gr;
  RobotsLine line;      /* the line being checked */
  int bScanDone, bEndDone;
  int bNoise;           /* HTML or UTF-16: keep only rows of directives */
  int bSeenText;        /* a line with text was seen */
  int oom;
  int iGroupLine;       /* first user-agent line of the current group */
  int bGroupGlobal;     /* the current group names '*' */
  LintItem aQ[LINT_QUEUE];
  int nQ, iQ;
  LintAgent *aAgent;    /* the agent tokens seen, in order */
  size_t nAgent, nAgentAlloc;
  CoreSet agents;       /* their hashes (ASCII case folded), to index aAgent */
  LintRule *aRule;      /* the current group's rules */
  int nRule, nRuleAlloc;
  int aHead[2][2][LINT_BUCKETS];  /* [bAllow][bWild][length%BUCKETS] */
  char *aPat;           /* their escaped patterns */
  size_t nPat, nPatAlloc;
  unsigned char *aRow;  /* two DP rows for robotsLintOverlap */
  size_t nRowAlloc;
  uint64_t nCells;      /* overlap work (cells and steps) done so far */
  uint64_t nShadow;     /* steps of the rule-never-decides scan so far */
  CoreSet cov;          /* the group's prefix-only rules by the hash of
                        ** their literal: value, the rule's index */
  struct RobotsUsageLint *pUsage;  /* AI usage lines (robots_usage_lint.c) */
};

/* What lintShadow found about a new rule: iOther, the other rule (-1:
** none); bNewLoses, 1 when the new rule never decides (iOther covers it and
** always wins), 0 when it makes iOther never decide. */
typedef struct LintShadowHit {
  int iOther;
  int bNewLoses;
} LintShadowHit;

/* Rules of the group that can never decide anything, checked as rule iNew
** joins (robots_lint_shadow.c); robots_lint.c words the report. */
void lintShadow(RobotsLinter *p, int iNew, LintShadowHit *pHit);

#endif /* ROBOTS_LINT_INT_H */
