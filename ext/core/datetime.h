/*
** datetime.h: the date forms of crawl-control files.  W3C Datetime (sitemap
** lastmod), and the dates of meta robots unavailable_after (RFC 850, RFC
** 822/1123 with zone names or offsets, asctime, ISO 8601), normalised to
** ISO 8601 UTC.  Engine-neutral; no function reads the clock.
*/
#ifndef ROBOTS_DATETIME_H
#define ROBOTS_DATETIME_H

#include "core.h"

/* A point in time, seconds since 1970-01-01T00:00:00Z (may be negative). */
typedef int64_t DateSeconds;

/* 1 if z[0..n) is one of the six W3C Datetime forms (YYYY, YYYY-MM,
** YYYY-MM-DD, and with hh:mm, hh:mm:ss or hh:mm:ss.s+ plus a zone Z or
** +hh:mm), with valid field ranges; else 0. */
int dateIsW3C(const char *z, size_t n);

/* Parse any supported form (W3C/ISO 8601, RFC 850, RFC 822/1123, asctime);
** a missing zone means UTC.  Returns 0 and sets *pOut, or -1. */
int dateParse(const char *z, size_t n, DateSeconds *pOut);

/* Days in month m (1..12) of year y (proleptic Gregorian). */
int dateDaysInMonth(int64_t y, int m);

/* Days from 1970-01-01 to the civil date y-m-d (proleptic Gregorian; m
** 1..12; a day past the month's end counts on into the next).  The one
** copy of this arithmetic: the access log's times use it too, once per
** line, hence inline. */
static inline int64_t dateDaysFromCivil(int64_t y, int m, int d){
  int64_t era, yoe, doy, doe;
  int mp;
  if( m<=2 ) y--;
  era = (y>=0 ? y : y-399) / 400;
  yoe = y - era*400;                             /* [0, 399] */
  mp = m>2 ? m-3 : m+9;                          /* March = 0 */
  doy = (153*mp + 2)/5 + d - 1;                  /* [0, 365] */
  doe = yoe*365 + yoe/4 - yoe/100 + doy;         /* [0, 146096] */
  return era*146097 + doe - 719468;
}

/* Write t as "YYYY-MM-DDThh:mm:ssZ" into zOut (at least 21 bytes); returns
** the length written (20). */
size_t dateFormatIso(DateSeconds t, char *zOut);

#endif /* ROBOTS_DATETIME_H */
