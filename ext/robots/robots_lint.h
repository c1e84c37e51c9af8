/*
** robots_lint.h: a pull linter for robots.txt files.  robotsLintOpen starts
** it over the caller's bytes; each robotsLintNext yields one problem (line,
** severity, stable kebab-case code, message) while the file is scanned with
** the same scanner the matcher uses (robots_parse.h).  The codes, their
** severity and meaning are a table (robots_lint_codes.h).  Engine-neutral.
*/
#ifndef ROBOTS_LINT_H
#define ROBOTS_LINT_H

#include "robots_lint_codes.h"

/* One problem found.  The strings stay valid until the next call. */
typedef struct RobotsProblem {
  int iLine;              /* 1-based line the problem is on */
  RobotsLintCode eCode;
  CoreSeverity eSev;
  const char *zCode;      /* NUL-terminated */
  const char *zSeverity;  /* "error", "warning" or "info" */
  const char *zMsg;       /* NUL-terminated message, nMsg bytes */
  size_t nMsg;
} RobotsProblem;

typedef struct RobotsLinter RobotsLinter;

/* Start linting z[0..n), which must stay valid until robotsLintClose.
** NULL when out of memory. */
RobotsLinter *robotsLintOpen(const char *z, size_t n, const CoreAlloc *pA);

/* The next problem into *pOut: 1, 0 when there are no more, -1 when out of
** memory.  Problems come in line order, end-of-file ones last. */
int robotsLintNext(RobotsLinter *p, RobotsProblem *pOut);

/* Free a linter (NULL is fine). */
void robotsLintClose(RobotsLinter *p);

/* 1 if some path is matched by both normalised patterns (prefix match, '*'
** any run, a final '$' anchors), 0 if none, -1 when out of memory. */
int robotsLintOverlap(const char *zA, size_t nA, const char *zB, size_t nB,
                      const CoreAlloc *pA);

/* Edit distance (insertions, deletions, substitutions and swaps of
** neighbours) between two keys, ignoring ASCII case; keys longer than 32
** bytes give a large number. */
int robotsLintKeyDistance(const char *zA, size_t nA, const char *zB,
                          size_t nB);

#endif /* ROBOTS_LINT_H */
