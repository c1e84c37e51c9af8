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
** confused with robotsAgentToken (robots_match.h), which reduces a crawler
** name a user gives to the product token that robots.txt groups match. */
int robotsCrawlerOfHeader(const char *z, size_t n, Span *pToken);

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

#endif /* ROBOTS_CRAWLER_H */
