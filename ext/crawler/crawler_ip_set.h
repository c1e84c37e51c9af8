/*
** crawler_ip_set.h: a compiled table of crawlers' address ranges: rows of
** a token, a prefix and a validity interval [from, to), built once, then
** asked "is this address in one of this token's ranges (at this time)?"
** and "which token's range holds this address most narrowly?" in time
** logarithmic in the rows.  Engine-neutral; crawler_ip_set.c says how.
**
**   CrawlerIpSet *p = crawlerIpSetNew(pA);
**   crawlerIpSetAdd(p, "Googlebot", 9, "66.249.64.0/19", 14, FROM, TO, &why);
**   crawlerIpSetFinish(p);
**   crawlerIpSetVerify(p, &ip, tok, 0, 0);      1, 0, or -1 (no ranges)
*/
#ifndef ROBOTS_CRAWLER_IP_SET_H
#define ROBOTS_CRAWLER_IP_SET_H

#include "crawler_ip.h"

#define CRAWLER_IP_SET_MAX_ROWS  1000000
#define CRAWLER_IP_SET_MAX_TOKEN 256       /* bytes of a token */
#define CRAWLER_IP_SET_OPEN_FROM INT64_MIN /* a validity open at the start */
#define CRAWLER_IP_SET_OPEN_TO   INT64_MAX /* ... and at the end */

/* Results of crawlerIpSetAdd and crawlerIpSetFinish. */
#define CRAWLER_IP_SET_OK        0
#define CRAWLER_IP_SET_NOMEM   (-1)
#define CRAWLER_IP_SET_TOO_MANY (-2)  /* over CRAWLER_IP_SET_MAX_ROWS rows */
#define CRAWLER_IP_SET_TOKEN   (-3)   /* empty or over ..._MAX_TOKEN bytes */
#define CRAWLER_IP_SET_PREFIX  (-4)   /* not a prefix (*pzWhy says why) */
#define CRAWLER_IP_SET_EMPTY   (-5)   /* valid_to not after valid_from */

typedef struct CrawlerIpSet CrawlerIpSet;

/* A new empty table allocating from pA, or NULL when out of memory. */
CrawlerIpSet *crawlerIpSetNew(const CoreAlloc *pA);
/* Free the table (NULL is a no-op). */
void crawlerIpSetFree(CrawlerIpSet *p);

/* Add a row: token zTok[0..nTok) (tokens are compared ASCII-case-
** insensitively), prefix zPre[0..nPre) (crawlerIpPrefixParse with a bare
** address allowed), valid from iFrom (inclusive) to iTo (exclusive)
** seconds; CRAWLER_IP_SET_OPEN_* for an open end.  Returns _OK or an
** error; *pzWhy says what is wrong with a prefix.  Rows must all be added
** before crawlerIpSetFinish. */
int crawlerIpSetAdd(CrawlerIpSet *p, const char *zTok, size_t nTok,
                    const char *zPre, size_t nPre, int64_t iFrom, int64_t iTo,
                    const char **pzWhy);

/* Compile the rows: _OK or _NOMEM.  n log n in the rows. */
int crawlerIpSetFinish(CrawlerIpSet *p);

/* The rows added (before or after Finish). */
size_t crawlerIpSetCount(const CrawlerIpSet *p);

/* Is address a in one of token tok's ranges (valid at iAt when bAt)?
** 1 yes, 0 no, -1 when the token has no rows at all. */
int crawlerIpSetVerify(const CrawlerIpSet *p, const CrawlerIp *a, Span tok,
                       int bAt, int64_t iAt);

/* The token whose range holds a with the longest prefix (valid at iAt when
** bAt): 1 with *pTok (into the table; of equal prefixes, the token first
** in byte order, as the table first spelled it), or 0. */
int crawlerIpSetLongest(const CrawlerIpSet *p, const CrawlerIp *a, int bAt,
                        int64_t iAt, Span *pTok);

#endif /* ROBOTS_CRAWLER_IP_SET_H */
