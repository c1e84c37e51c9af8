/*
** robots_crawler_guess.h: the product token of a crawler that the table of
** known crawlers (robots_crawler.c) lacks, read from the product list of
** its User-Agent header ("Wget/1.20.3 (linux-gnu)" -> "Wget",
** "Mozilla/5.0 (compatible; 008/0.83; ...)" -> "008"); a browser's header
** gives none.  Engine-neutral; one pass, no allocation.
*/
#ifndef ROBOTS_CRAWLER_GUESS_H
#define ROBOTS_CRAWLER_GUESS_H

#include "../core/core.h"

/* The crawler named by header z[0..n) (the caller bounds n): 1 and *pToken,
** a span of z, or 0 when the header names none (a browser, or no name). */
int robotsCrawlerGuess(const char *z, size_t n, Span *pToken);

#endif /* ROBOTS_CRAWLER_GUESS_H */
