/*
** crawler_ip.h: IP addresses and prefixes as logs and operators write them.
** Every address is held as 128 bits; an IPv4 address is its IPv4-mapped
** IPv6 address (::ffff:a.b.c.d, RFC 4291 2.5.5.2), so one ordered space
** holds both families and "::ffff:66.249.66.1" in a log is the IPv4
** address 66.249.66.1.  Text is read strictly (RFC 4291 2.2 for IPv6,
** four decimal octets without leading zeros for IPv4, as inet_pton) and
** written canonically (RFC 5952).  Engine-neutral.
*/
#ifndef ROBOTS_CRAWLER_IP_H
#define ROBOTS_CRAWLER_IP_H

#include "../core/core.h"

#define CRAWLER_IP_MAX_TEXT 64    /* bytes of an address or prefix read */
#define CRAWLER_IP_TEXT 48        /* room for any address or prefix written */

/* An address: the high and low 64 bits of the 128, in numeric order. */
typedef struct CrawlerIp { uint64_t hi, lo; } CrawlerIp;

/* A prefix: its first and last address, its length in the 128-bit space
** (an IPv4 /n is 96+n) and the family it was written in (4 or 6). */
typedef struct CrawlerPrefix {
  CrawlerIp first, last;
  int nBits;                /* 0..128 */
  int iFamily;              /* 4 or 6 */
} CrawlerPrefix;

/* -1, 0 or 1 as a is below, equal to or above b. */
static inline int crawlerIpCmp(const CrawlerIp *a, const CrawlerIp *b){
  if( a->hi!=b->hi ) return a->hi<b->hi ? -1 : 1;
  if( a->lo!=b->lo ) return a->lo<b->lo ? -1 : 1;
  return 0;
}

/* 1 when address a lies in prefix p. */
static inline int crawlerIpIn(const CrawlerIp *a, const CrawlerPrefix *p){
  return crawlerIpCmp(a, &p->first)>=0 && crawlerIpCmp(a, &p->last)<=0;
}

/* Read the address z[0..n): dotted IPv4, or IPv6 in any RFC 4291 spelling
** (any case, "::" once, leading zeros in a group, a dotted IPv4 tail),
** optionally inside "[...]".  A zone ("fe80::1%eth0") is refused: a link-
** local address never names a crawler.  Returns 4 (IPv4, or IPv4-mapped
** IPv6) or 6 with *pOut set, or 0 when z is not an address. */
int crawlerIpParse(const char *z, size_t n, CrawlerIp *pOut);

/* Read the prefix z[0..n): an address, '/', a length (decimal, no leading
** zero, at most 32 for IPv4 and 128 for IPv6).  When bBare, an address
** alone is a /32 or /128.  Host bits set are cleared (66.249.66.1/24 is
** the prefix 66.249.66.0/24); *pbHost says whether any was set.  iWant
** 4 or 6 requires that family (0: either).  Returns 0 with
** *p set, or -1 with *pzWhy saying what is wrong. */
int crawlerIpPrefixParse(const char *z, size_t n, int bBare, int iWant,
                         CrawlerPrefix *p, int *pbHost, const char **pzWhy);

/* Write address a into zOut (CRAWLER_IP_TEXT bytes): dotted when iFamily
** is 4 (a must be IPv4-mapped), else RFC 5952 (lower case, the longest run
** of two or more zero groups as "::", the first of equal runs, an
** IPv4-mapped address as ::ffff:a.b.c.d).  Returns the length (no NUL). */
size_t crawlerIpFormat(const CrawlerIp *a, int iFamily, char *zOut);

/* Write prefix p as "first/len" in its family (CRAWLER_IP_TEXT bytes). */
size_t crawlerIpPrefixFormat(const CrawlerPrefix *p, char *zOut);

#endif /* ROBOTS_CRAWLER_IP_H */
