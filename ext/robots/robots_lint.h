/*
** robots_lint.h: a pull linter for robots.txt files.  robotsLintOpen starts
** it over the caller's bytes; each robotsLintNext yields one problem (line,
** severity, stable kebab-case code, message) while the file is scanned with
** the same scanner the matcher uses (robots_parse.h).  The codes, their
** severity and meaning are a table (robotsLintCodeAt, robots_lint_codes.c).  Engine-neutral.
*/
#ifndef ROBOTS_LINT_H
#define ROBOTS_LINT_H

#include "../core/core.h"

/* Problem codes: the index of the table in robots_lint_codes.c. */
typedef enum RobotsLintCode {
  ROBOTS_LINT_UTF16 = 0,
  ROBOTS_LINT_HTML,
  ROBOTS_LINT_GZIP,
  ROBOTS_LINT_BINARY,
  ROBOTS_LINT_FILE_TOO_LARGE,
  ROBOTS_LINT_LINE_TOO_LONG,
  ROBOTS_LINT_INVALID_UTF8,
  ROBOTS_LINT_INVALID_UTF8_IN_RULE,
  ROBOTS_LINT_BOM_NOT_AT_START,
  ROBOTS_LINT_BOM_HIDES_KEY,
  ROBOTS_LINT_NUL_BYTE,
  ROBOTS_LINT_NUL_PADDING,
  ROBOTS_LINT_REJECTED_LINE,
  ROBOTS_LINT_MISSING_COLON,
  ROBOTS_LINT_KEY_MISSPELT,
  ROBOTS_LINT_KEY_TYPO_IGNORED,
  ROBOTS_LINT_UNKNOWN_KEY,
  ROBOTS_LINT_UNSUPPORTED_DIRECTIVE,
  ROBOTS_LINT_RULE_BEFORE_USER_AGENT,
  ROBOTS_LINT_PATH_NOT_ABSOLUTE,
  ROBOTS_LINT_PATH_HAS_SPACE,
  ROBOTS_LINT_DISALLOW_ALL,
  ROBOTS_LINT_PRECEDENCE_UNDEFINED,
  ROBOTS_LINT_RULE_NEVER_DECIDES,
  ROBOTS_LINT_AGENT_EMPTY,
  ROBOTS_LINT_AGENT_TOKEN_EMPTY,
  ROBOTS_LINT_AGENT_TOKEN_PARTIAL,
  ROBOTS_LINT_DUPLICATE_GROUP,
  ROBOTS_LINT_GROUP_WITHOUT_RULES,
  ROBOTS_LINT_CRAWL_DELAY_INVALID,
  ROBOTS_LINT_SITEMAP_EMPTY,
  ROBOTS_LINT_SITEMAP_RELATIVE,
  ROBOTS_LINT_SITEMAP_NOT_HTTP,
  ROBOTS_LINT_USAGE_NOT_DICTIONARY,
  ROBOTS_LINT_USAGE_VALUE_INVALID,
  ROBOTS_LINT_SIGNAL_INVALID,
  ROBOTS_LINT_USAGE_BEFORE_USER_AGENT,
  ROBOTS_LINT_USAGE_CONFLICT,
  ROBOTS_LINT_USAGE_PATH_DISALLOWED,
  ROBOTS_LINT_NCODE
} RobotsLintCode;

/* CoreLintCode.flags of a code: about the whole file, so never suppressed
** in a file that is HTML or UTF-16 (where only directives are linted). */
#define ROBOTS_LINT_FILE_LEVEL 0x1

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

/* Number of codes, and the table row of code i (NULL when out of range);
** robots_lint_codes.c. */
int robotsLintCodeCount(void);
const CoreLintCode *robotsLintCodeAt(int i);

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
