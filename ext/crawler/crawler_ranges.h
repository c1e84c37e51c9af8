/*
** crawler_ranges.h: an operator's published file of its crawlers' IP
** ranges, read one prefix at a time.  The shape Google, Bing, OpenAI,
** Apple, Perplexity, DuckDuckGo, Common Crawl and Anthropic publish, which
** draft-illyes-webbotauth-jafar describes:
**
**   {"creationTime": "2025-01-10T15:46:03.000000",
**    "prefixes": [{"ipv4Prefix": "66.249.64.0/27"},
**                 {"ipv6Prefix": "2001:4860:4801:10::/64"}]}
**
** Other members are ignored, at the top and in an entry.  creationTime is
** read in any form dateParse takes (with or without Z, fractions of a
** second).  An entry that is not a prefix gives an error row, so one bad
** entry never hides the others; a document that is not JSON, not an
** object or without a "prefixes" array is refused.  Engine-neutral.
*/
#ifndef ROBOTS_CRAWLER_RANGES_H
#define ROBOTS_CRAWLER_RANGES_H

#include "crawler_ip.h"
#include "../core/json_read.h"

/* The reader: open it over a document, then ask row after row. */
typedef struct CrawlerRanges {
  JsonRead rd;            /* positioned in the prefixes array */
  int bCreated;             /* creationTime was read (iCreated) */
  int64_t iCreated;         /* seconds since 1970 */
  int bBadTime;             /* creationTime is there but not a time: the
                            ** first row is an error saying so */
  Span badTime;             /* its bytes (escaped) */
  int iEntry;               /* entries of the array read so far */
  int bEnd;                 /* the array is finished */
  /* The current row. */
  int bError;               /* an error row: err holds the message */
  int iFamily;              /* 4, 6, or 0 when unknown */
  CrawlerPrefix prefix;     /* when !bError */
  CoreBuf err;              /* the error message */
  CoreBuf tmp;              /* a decoded string */
  const CoreStop *pStop;
} CrawlerRanges;

/* Open p over document z[0..n) (which must outlive p): the whole document
** is checked first.  Returns 0, -1 when out of memory, -2 when it is not a
** ranges file (pErr holds why), -3 when pStop said stop. */
int crawlerRangesOpen(CrawlerRanges *p, const char *z, size_t n,
                      const CoreAlloc *pA, const CoreStop *pStop,
                      CoreBuf *pErr);

/* The next row into p: 1 (a row: a prefix, or an error when p->bError), 0
** at the end, -1 when out of memory, -3 when pStop said stop. */
int crawlerRangesNext(CrawlerRanges *p);

/* Release what p holds. */
void crawlerRangesClose(CrawlerRanges *p);

#endif /* ROBOTS_CRAWLER_RANGES_H */
