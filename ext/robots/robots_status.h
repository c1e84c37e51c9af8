/*
** robots_status.h: what the HTTP status of a robots.txt fetch means for
** crawling, as RFC 9309 section 2.3.1 and Google's documentation say.  A
** binding that takes a status next to the file asks robotsStatusRule
** first and parses the body only for ROBOTS_STATUS_PARSE.  Engine-neutral.
*/
#ifndef ROBOTS_STATUS_H
#define ROBOTS_STATUS_H

#include <stdint.h>

typedef enum RobotsStatusRule {
  ROBOTS_STATUS_DISALLOW_ALL = 0,  /* 5xx, 429, unreachable: crawl nothing */
  ROBOTS_STATUS_PARSE = 1,         /* 2xx: the body is the file */
  ROBOTS_STATUS_ALLOW_ALL = 2      /* 3xx not followed, 4xx: no file */
} RobotsStatusRule;

/* The rule for an HTTP status.  Redirects are meant to be followed before
** the status is taken; one that was not (3xx) counts as "no file", as a
** redirect chain past the reference's five hops does.  0, 1xx and >=600
** stand for "unreachable" (no answer, or a broken one). */
static inline RobotsStatusRule robotsStatusRule(int64_t status){
  if( status>=200 && status<300 ) return ROBOTS_STATUS_PARSE;
  if( status==429 ) return ROBOTS_STATUS_DISALLOW_ALL;
  if( status>=300 && status<500 ) return ROBOTS_STATUS_ALLOW_ALL;
  return ROBOTS_STATUS_DISALLOW_ALL;
}

#endif /* ROBOTS_STATUS_H */
