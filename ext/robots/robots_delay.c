/*
** robots_delay.c: crawl-delay, which Google ignores, as the crawlers that
** honour it read a file: by record.  A record is a run of user-agent lines
** and the lines after them up to the next user-agent line, so a
** Crawl-delay belongs to the agents just above it; Google's groups (which
** robots_allowed keeps) end only at a user-agent line after a rule.  Values
** are decimals read exactly.  Start at robotsCrawlDelay.
*/
#include "robots_match.h"
#include "../crawler/robots_crawler.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int robotsParseDelay(Span v, double *pr){
  char z[ROBOTS_DELAY_MAX + 16];
  size_t i = 0, n = 0;
  long nFrac = 0;
  if( v.n==0 || v.n>ROBOTS_DELAY_MAX ) return 0;
  for(; i<v.n && coreIsDigit((unsigned char)v.z[i]); i++) z[n++] = v.z[i];
  if( i<v.n && v.z[i]=='.' ){
    for(i++; i<v.n && coreIsDigit((unsigned char)v.z[i]); i++, nFrac++){
      z[n++] = v.z[i];
    }
  }
  if( n==0 || i!=v.n ) return 0;
  /* The digits and a power of ten, without a decimal point: strtod rounds
  ** the written decimal correctly, and the locale's radix cannot matter. */
  snprintf(z+n, sizeof(z)-n, "e-%ld", nFrac);
  *pr = strtod(z, NULL);
  return 1;
}

/* 1 if an unknown key names crawl-delay (also "crawldelay", "crawl delay"). */
int robotsKeyIsCrawlDelay(Span key){
  return coreSpanEqNoCase(key.z, key.n, "crawl-delay", 11)
      || coreSpanEqNoCase(key.z, key.n, "crawldelay", 10)
      || coreSpanEqNoCase(key.z, key.n, "crawl delay", 11);
}

/* What robotsCrawlDelay collects while it reads records. */
typedef struct RobotsDelayScan {
  Span tok;              /* the crawler's product token */
  int bNone;             /* the name has no token: it is never named */
  int bInAgents;         /* the last key line was a user-agent line */
  int bNamed, bGlobal;   /* the current record names the crawler, '*' */
  int bAnyNamed;         /* some record names the crawler */
  int bGotNamed, bGotGlobal;
  double rNamed, rGlobal;
} RobotsDelayScan;

/* Take one key line into the record scan *s. */
static void robotsDelayLine(RobotsDelayScan *s, const RobotsLine *l){
  double r;
  if( l->eKey==ROBOTS_KEY_USER_AGENT ){
    Span v = l->value, t;
    int bNoTok;
    if( !s->bInAgents ){ s->bNamed = s->bGlobal = 0; s->bInAgents = 1; }
    if( v.n>=1 && v.z[0]=='*' && (v.n==1 || coreIsSpace((unsigned char)v.z[1])) ){
      s->bGlobal = 1;
      return;
    }
    t = robotsAgentToken(v.z, v.n, &bNoTok);
    if( !s->bNone && coreSpanEqNoCase(t.z, t.n, s->tok.z, s->tok.n) ){
      s->bNamed = s->bAnyNamed = 1;
    }
    return;
  }
  s->bInAgents = 0;
  if( l->eKey!=ROBOTS_KEY_UNKNOWN || !robotsKeyIsCrawlDelay(l->key)
   || !robotsParseDelay(l->value, &r) ) return;
  if( s->bNamed && !s->bGotNamed ){ s->rNamed = r; s->bGotNamed = 1; }
  if( s->bGlobal && !s->bGotGlobal ){ s->rGlobal = r; s->bGotGlobal = 1; }
}

int robotsCrawlDelay(RobotsFile *p, const char *zAgent, size_t nAgent,
                     double *pr){
  RobotsDelayScan s;
  RobotsScanner sc;
  RobotsLine line;
  Span txt = robotsFileText(p);
  memset(&s, 0, sizeof(s));
  s.tok = robotsAgentName(zAgent, nAgent, &s.bNone);
  robotsScannerInit(&sc, txt.z, txt.n, 1);
  while( robotsScannerNext(&sc, &line) ){
    if( line.eKey!=ROBOTS_KEY_NONE ) robotsDelayLine(&s, &line);
  }
  if( s.bAnyNamed ){
    if( s.bGotNamed ) *pr = s.rNamed;
    return s.bGotNamed;
  }
  if( s.bGotGlobal ) *pr = s.rGlobal;
  return s.bGotGlobal;
}
