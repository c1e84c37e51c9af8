/*
** robots_purpose.h: the purpose of each known crawler (search, ai-train,
** ai-input, ads, preview, feed, seo, monitoring, archive, user, other) and
** the rows of robots_crawler_list.  Engine-neutral.
*/
#ifndef ROBOTS_PURPOSE_H
#define ROBOTS_PURPOSE_H

#include "../core/core.h"

/* The purpose of robots.txt token z[0..n) (any case), or NULL when it is
** not known; *pzVendor (may be NULL) gets its vendor. */
const char *robotsPurposeOf(const char *z, size_t n, const char **pzVendor);

/* One row of robots_crawler_list. */
typedef struct RobotsCrawlerInfo {
  const char *zToken;      /* the robots.txt token */
  const char *zPattern;    /* what robots_agent looks for in a header;
                           ** NULL for a token no request carries */
  int bFamily;             /* the pattern starts a family of names */
  const char *zPurpose;    /* NULL when unknown */
  const char *zVendor;
} RobotsCrawlerInfo;

/* The rows: the crawler table (robots_crawler.c) in its order, then the
** tokens only robots.txt files name. */
size_t robotsCrawlerListSize(void);
void robotsCrawlerListAt(size_t i, RobotsCrawlerInfo *p);

#endif /* ROBOTS_PURPOSE_H */
