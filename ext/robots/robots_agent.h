/*
** robots_agent.h: the robots.txt token of the crawler that sent a full
** User-Agent header ("Mozilla/5.0 (compatible; Googlebot/2.1; ...)" ->
** "Googlebot"), from a table of known crawlers and then a generic rule.
** Engine-neutral.
*/
#ifndef ROBOTS_AGENT_H
#define ROBOTS_AGENT_H

#include "../core/core.h"

#define AGENT_MAX_SCAN 8192   /* bytes of a header that are looked at */

#define AGENT_NONE    0       /* no crawler: an ordinary browser or tool */
#define AGENT_KNOWN   1       /* found through the table of known crawlers */
#define AGENT_GENERIC 2       /* a product name ending in bot/crawler/spider */

/* Find the crawler token in the User-Agent header z[0..n).  Sets *pToken
** (into the table or into z) and returns AGENT_KNOWN or AGENT_GENERIC, or
** returns AGENT_NONE. */
int agentToken(const char *z, size_t n, Span *pToken);

/* The number of entries of the known-crawler table, and entry i's pattern
** and token (token NULL: the name found at the pattern is the token). */
size_t agentTableSize(void);
void agentTableEntry(size_t i, const char **pzPattern, const char **pzToken);

#endif /* ROBOTS_AGENT_H */
