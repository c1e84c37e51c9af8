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

/* The index of purpose z[0..n) (written exactly: "ai-train", not
** "AI-Train"), or -1 when it is none of the purposes above. */
int robotsPurposeIndex(const char *z, size_t n);

/* The name of purpose i (robotsPurposeIndex's), NULL when out of range. */
const char *robotsPurposeName(int i);

/* Every purpose, comma-separated, for error messages. */
const char *robotsPurposeNames(void);

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
