/*
** robots_diff.h: what changes between two versions of a robots.txt, as
** rows a reader can act on: for each crawler named in either version (and
** '*', every crawler named in neither), the rules its merged groups gain or
** lose, a move to other groups (its own and the '*' groups, or the groups
** of other crawlers), and the crawl-delay and AI usage lines
** (Content-Usage, Content-Signal, License) that change.  A rewrite that
** changes no decision gives no row: groups or rules reordered, keys in
** another case, comments and blank lines, a group split in two that the
** groups' merging joins again, a rule written twice, a pattern
** percent-encoded another way, a License line moved.  Engine-neutral.
**
**   RobotsDiff *d;  RobotsDiffRow r;
**   rc = robotsDiffOpen(&d, oldTxt, newTxt, bAgent, agent, pA, pStop);
**   while( (rc = robotsDiffNext(d, &r))==1 ){ ... }
**   robotsDiffClose(d);
**
** Two rules are the same rule when their percent-normalised patterns have
** the same bytes and both allow or both disallow: the decision for a path
** is the longest matching pattern (its length in bytes counts, so "/a" and
** "/a*" are different rules), allow winning a tie, so a crawler's set of
** rules decides every path, and a disallow whose pattern the same set also
** allows never decides (it is left out before comparing).
**
** A crawler is regrouped when it obeys its own groups in one version and
** the '*' groups in the other, or when, named in both, another crawler
** named in both obeys exactly its groups in the old version or in the new
** but none does in both, and groups of both versions changed: it left one
** set of crawlers for another.  Either way only when it has rule or usage
** rows.
*/
#ifndef ROBOTS_DIFF_H
#define ROBOTS_DIFF_H

#include "../core/core.h"

/* What changed (robots_diff's change column). */
#define ROBOTS_DIFF_ADDED     0   /* in the new version only */
#define ROBOTS_DIFF_REMOVED   1   /* in the old version only */
#define ROBOTS_DIFF_CHANGED   2   /* a crawl-delay with another value */
#define ROBOTS_DIFF_REGROUPED 3   /* moved to other groups */

/* What the row is about (robots_diff's rule column). */
#define ROBOTS_DIFF_ALLOW     0
#define ROBOTS_DIFF_DISALLOW  1
#define ROBOTS_DIFF_USAGE     2   /* a Content-Usage line */
#define ROBOTS_DIFF_SIGNAL    3   /* a Content-Signal line */
#define ROBOTS_DIFF_DELAY     4   /* the crawl-delay (by record) */
#define ROBOTS_DIFF_GROUP     5   /* regrouped: no rule (NULL) */
#define ROBOTS_DIFF_LICENSE   6   /* a License line (every crawler's) */

/* One row.  Spans point into the diff's copies of the files (valid until
** robotsDiffClose); a zero line or a NULL span's z means SQL NULL. */
typedef struct RobotsDiffRow {
  Span agent;          /* the crawler token as the files write it, or "*" */
  int eChange;         /* ROBOTS_DIFF_ADDED ... */
  int eRule;           /* ROBOTS_DIFF_ALLOW ... */
  Span pattern;        /* a rule's pattern or a Content-Usage path, as
                       ** written on the row's line */
  int iOldLine;        /* the line in the old version, 0: none */
  int iNewLine;        /* the line in the new version, 0: none */
  Span oldValue;       /* crawl-delay, usage preference, License URL;
                       ** regrouped: '*', or the first crawler its first
                       ** group names; z NULL: none */
  Span newValue;
} RobotsDiffRow;

typedef struct RobotsDiff RobotsDiff;

/* Compare oldTxt with newTxt (each read as robots_allowed reads it: the
** first 500 KiB), for every crawler, or (bAgent) for the one crawler agent
** names (reduced as robots_allowed reduces it; its rows are the ones the
** full comparison gives it).  0 and *pp set; -1 when out
** of memory, 1 when pStop (may be NULL) said stop (*pp NULL then). */
int robotsDiffOpen(RobotsDiff **pp, Span oldTxt, Span newTxt, int bAgent,
                   Span agent, const CoreAlloc *pA, const CoreStop *pStop);

/* The next row: 1 with *pRow, 0 at the end, -1 when out of memory, 2 when
** pStop said stop.  Rows come crawler by crawler ('*' first); a crawler's
** in this order: regrouped, rules and usage lines, License, crawl-delay. */
int robotsDiffNext(RobotsDiff *p, RobotsDiffRow *pRow);

/* Free a diff (NULL is fine). */
void robotsDiffClose(RobotsDiff *p);

/* "added", "removed", "changed", "regrouped". */
const char *robotsDiffChangeName(int eChange);
/* "allow", "disallow", "content-usage", "content-signal", "crawl-delay",
** "license", or NULL for ROBOTS_DIFF_GROUP. */
const char *robotsDiffRuleName(int eRule);

#endif /* ROBOTS_DIFF_H */
