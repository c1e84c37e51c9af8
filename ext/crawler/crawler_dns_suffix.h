/*
** crawler_dns_suffix.h: which crawler operator a host name (the PTR answer
** for a visitor's address) belongs to, by the domain suffixes operators
** document for reverse-then-forward DNS verification (googlebot.com for
** Googlebot, search.msn.com for Bingbot, ...).  A suffix matches the whole
** name or a label boundary before it (crawl-1.googlebot.com matches
** googlebot.com, evil-googlebot.com does not), case-insensitively, with
** one trailing dot ignored.  Engine-neutral, no network: the resolver is
** ext/fetch/fetch_dns.c.  Start at crawlerDnsOperator.
*/
#ifndef ROBOTS_CRAWLER_DNS_SUFFIX_H
#define ROBOTS_CRAWLER_DNS_SUFFIX_H

#include "../core/core.h"

/* One documented suffix and the operator token it proves. */
typedef struct CrawlerDnsSuffix {
  const char *zSuffix;       /* lower case, no leading or trailing dot */
  const char *zOperator;     /* e.g. "Googlebot" */
} CrawlerDnsSuffix;

/* The table, in the order the reference lists it. */
extern const CrawlerDnsSuffix crawlerDnsSuffixes[];
extern const int crawlerDnsSuffixCount;

/* The operator whose documented suffix host z[0..n) ends with, or NULL.
** The longest matching suffix wins.  A name over 253 bytes (without its
** trailing dot), an empty label or a byte that no host name has gives
** NULL. */
const char *crawlerDnsOperator(const char *z, size_t n);

/* z[0..n) without one trailing dot: the form compared and returned. */
Span crawlerDnsHostName(const char *z, size_t n);

#endif /* ROBOTS_CRAWLER_DNS_SUFFIX_H */
