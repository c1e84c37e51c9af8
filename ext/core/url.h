/*
** url.h: URL splitting, resolution and robots.txt / sitemap scope (RFC 3986,
** RFC 9309 section 2.3, sitemaps.org "sitemap location").  Engine-neutral.
** Start with urlSplit; every other function is built on it.
*/
#ifndef ROBOTS_URL_H
#define ROBOTS_URL_H

#include "core.h"

/* The parts of a URL reference, as spans into the caller's bytes.  A part
** that is absent has z==NULL (an empty but present part has n==0). */
typedef struct UrlParts {
  Span scheme;     /* without the ':' */
  Span userinfo;   /* without the '@' */
  Span host;       /* reg-name, IPv4, or IPv6 literal with its brackets */
  Span port;       /* without the ':' */
  Span path;       /* may be empty */
  Span query;      /* without the '?' */
  Span fragment;   /* without the '#' */
  int hasAuthority;  /* "//" was present */
} UrlParts;

/* Split z[0..n) as an RFC 3986 URI reference.  Returns 0, or -1 when the
** bytes cannot be a URL (e.g. a bad port). */
int urlSplit(const char *z, size_t n, UrlParts *p);

/* Append to pOut "scheme://host[:port]" of split URL p, normalised: scheme
** lower-cased, host as urlHostNormalize writes it, the scheme's default
** port (and a port's leading zeros) dropped.  Returns 1, 0 when there is no
** valid host, -1 out of memory, -2 when pStop (may be NULL) said stop.  On
** 0, -1 or -2 pOut is as it was. */
int urlOrigin(const UrlParts *p, CoreBuf *pOut, const CoreStop *pStop);

/* Append to pOut the normalised form of the host z[0..n) (no userinfo or
** port): an IPv6 literal lower-cased in its brackets, any other host
** percent-decoded, lower-cased and in IDNA form (Punycode labels).  Returns
** 1, 0 when it is no valid host, -1 when out of memory. */
int urlHostNormalize(const char *z, size_t n, CoreBuf *pOut);

/* Append to pOut the robots.txt URL that governs z[0..n): scheme://host[:port]
** /robots.txt, scheme and host lower-cased, default port dropped, IDN host in
** punycode.  Returns 1 when written, 0 when the URL has no robots.txt
** (mailto:, no host, ...), -1 when out of memory. */
int urlRobotsTxt(const char *z, size_t n, CoreBuf *pOut);
/* urlRobotsTxt asking pStop every CORE_STOP_EVERY bytes of a long host:
** also -2 when it said stop. */
int urlRobotsTxtStop(const char *z, size_t n, CoreBuf *pOut,
                     const CoreStop *pStop);

/* Append to pOut the reference zRef resolved against the absolute URL zBase
** (RFC 3986 section 5.2).  Returns 1, 0 when it cannot be resolved, -1 OOM. */
int urlResolve(const char *zBase, size_t nBase, const char *zRef, size_t nRef,
               CoreBuf *pOut);

/* 1 if zLoc may be listed by a sitemap at zSitemap: same scheme, host and
** port (compared normalised), and a path in the sitemap's directory or below;
** else 0. */
int urlInSitemapScope(const char *zSitemap, size_t nSitemap,
                      const char *zLoc, size_t nLoc);
/* urlInSitemapScope asking pStop every CORE_STOP_EVERY bytes of a long
** host or path: also -2 when it said stop. */
int urlInSitemapScopeStop(const char *zSitemap, size_t nSitemap,
                          const char *zLoc, size_t nLoc, const CoreStop *pStop);

#endif /* ROBOTS_URL_H */
