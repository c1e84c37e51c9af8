/*
** robots_crawler.h: the robots.txt token of the crawler that sent a full
** User-Agent header ("Mozilla/5.0 (compatible; Googlebot/2.1; ...)" ->
** "Googlebot"), from a table of known crawlers and then a generic rule.
** Engine-neutral.
*/
#ifndef ROBOTS_CRAWLER_H
#define ROBOTS_CRAWLER_H

#include "../core/core.h"

#define ROBOTS_CRAWLER_MAX_SCAN 8192  /* bytes of a header looked at */

#define ROBOTS_CRAWLER_NONE    0   /* no crawler: a browser or a tool */
#define ROBOTS_CRAWLER_KNOWN   1   /* from the table of known crawlers */
#define ROBOTS_CRAWLER_GENERIC 2   /* a product name ending in bot/crawler/
                                   ** spider */

/* Find the crawler token in the User-Agent header z[0..n).  Sets *pToken
** (into the table or into z) and returns ROBOTS_CRAWLER_KNOWN or
** ROBOTS_CRAWLER_GENERIC, or returns ROBOTS_CRAWLER_NONE.  Not to be
** confused with robotsAgentToken (below), which reduces a crawler name a
** user gives to the product token that robots.txt groups match. */
int robotsCrawlerOfHeader(const char *z, size_t n, Span *pToken);

/* Reduce a crawler name to its product token: trim white space, keep the
** leading run of [A-Za-z_-].  *pbNone is set when the name has text but no
** token (it then matches no group). */
Span robotsAgentToken(const char *z, size_t n, int *pbNone);

/* The product token a robots.txt function uses for its agent argument.  A
** full User-Agent header, as access logs hold it (it has a '(' comment:
** "Mozilla/5.0 (compatible; Googlebot/2.1; ...)"), is reduced to the
** crawler it names by robotsCrawlerOfHeader's rules, so it means Googlebot
** and not Mozilla; anything else (a bare token such as "Googlebot" or
** "Googlebot/2.1", or a header that names no crawler) by robotsAgentToken,
** as the reference reduces a name.  *pbNone as robotsAgentToken's. */
Span robotsAgentName(const char *z, size_t n, int *pbNone);

/* The number of entries of the known-crawler table, and entry i's pattern
** and token (token NULL: the name found at the pattern is the token). */
size_t robotsCrawlerTableSize(void);
void robotsCrawlerTableEntry(size_t i, const char **pzPattern,
                             const char **pzToken);

/* ---- A user's table of crawlers ----------------------------------------
** Rows of a pattern, found as an ASCII-case-insensitive substring anywhere
** in the first ROBOTS_CRAWLER_MAX_SCAN bytes of a header, and the token it
** stands for, or none (the header then names no crawler).  The longest
** matching pattern wins; of equal lengths, the one found first in the
** header.  The same pattern (in any case) with two different tokens is an
** error, so the answer never depends on the order of the rows.  Built with
** robotsCrawlerUserAdd and robotsCrawlerUserFinish, then read-only; a
** header is matched in time linear in its length (robots_crawler_user.c). */
#define ROBOTS_CRAWLER_USER_MAX_ROWS    10000
#define ROBOTS_CRAWLER_USER_MAX_PATTERN 256   /* bytes of a pattern */
#define ROBOTS_CRAWLER_USER_MAX_TOKEN   256   /* bytes of a token */

#define ROBOTS_CRAWLER_USER           3   /* robotsCrawlerOfHeaderWith: from
                                          ** the user's table */

/* Results of robotsCrawlerUserAdd and robotsCrawlerUserFinish. */
#define ROBOTS_CRAWLER_USER_OK          0
#define ROBOTS_CRAWLER_USER_NOMEM     (-1)
#define ROBOTS_CRAWLER_USER_TOO_MANY  (-2)  /* over ..._MAX_ROWS rows */
#define ROBOTS_CRAWLER_USER_PATTERN   (-3)  /* empty or over ..._MAX_PATTERN */
#define ROBOTS_CRAWLER_USER_TOKEN     (-4)  /* empty or over ..._MAX_TOKEN */
#define ROBOTS_CRAWLER_USER_CONFLICT  (-5)  /* a pattern with two tokens */
#define ROBOTS_CRAWLER_USER_PURPOSE   (-6)  /* not a known purpose */
#define ROBOTS_CRAWLER_USER_PURPOSE_NO_TOKEN (-7) /* a purpose, no token */
#define ROBOTS_CRAWLER_USER_PURPOSE_CONFLICT (-8) /* a token, two purposes */

typedef struct RobotsCrawlerRow RobotsCrawlerRow;
typedef struct RobotsCrawlerNode RobotsCrawlerNode;
typedef struct RobotsCrawlerUser {
  CoreBuf bytes;            /* each row's pattern (lower case), then token */
  RobotsCrawlerRow *aRow;   /* longest pattern first after Finish */
  size_t nRow, nAlloc;
  RobotsCrawlerNode *aNode; /* the automaton over every pattern (Finish) */
  size_t nNode;
  const CoreAlloc *pA;
} RobotsCrawlerUser;

/* Start an empty table that allocates from pA. */
void robotsCrawlerUserInit(RobotsCrawlerUser *p, const CoreAlloc *pA);
/* Add a row: pattern zPat[0..nPat), token zTok[0..nTok) or none when zTok
** is NULL.  Returns ROBOTS_CRAWLER_USER_OK or an error above; the table is
** unchanged on a limit error, and only fit to be freed after NOMEM. */
int robotsCrawlerUserAdd(RobotsCrawlerUser *p, const char *zPat, size_t nPat,
                         const char *zTok, size_t nTok);
/* Give the row added last the purpose z[0..n), one of robots_purpose.h's
** written exactly ("ai-train").  Returns ROBOTS_CRAWLER_USER_OK,
** ROBOTS_CRAWLER_USER_PURPOSE (none of them, or no row yet) or
** ROBOTS_CRAWLER_USER_PURPOSE_NO_TOKEN (the row names no crawler). */
int robotsCrawlerUserSetPurpose(RobotsCrawlerUser *p, const char *z, size_t n);
/* Order the rows and build the automaton that matches a header against
** all of them in one pass (up to about 24 bytes per pattern byte).
** Returns ROBOTS_CRAWLER_USER_OK, ROBOTS_CRAWLER_USER_NOMEM, or
** ROBOTS_CRAWLER_USER_CONFLICT with *piRow the 0-based number (in the
** order added) of the later of two rows with one pattern and two tokens,
** or ROBOTS_CRAWLER_USER_PURPOSE_CONFLICT with *piRow a row that gives
** its token another purpose than an earlier row. */
int robotsCrawlerUserFinish(RobotsCrawlerUser *p, size_t *piRow);
/* Free the table's memory (it is empty and usable again). */
void robotsCrawlerUserFree(RobotsCrawlerUser *p);

/* robotsCrawlerOfHeader, with the user's table p (NULL or empty: none)
** consulted first: a match gives ROBOTS_CRAWLER_USER and its token, or
** ROBOTS_CRAWLER_NONE for a row without a token. */
int robotsCrawlerOfHeaderWith(const RobotsCrawlerUser *p, const char *z,
                              size_t n, Span *pToken);

#endif /* ROBOTS_CRAWLER_H */
