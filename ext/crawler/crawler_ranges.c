/*
** crawler_ranges.c: an operator's published IP-range file, a prefix at a
** time (crawler_ranges.h).  Two passes of the JSON reader: the first
** checks the whole document and finds creationTime (which may come after
** the prefixes); the second stops in the "prefixes" array and reads one
** entry per row.  Start at crawlerRangesOpen, then crawlerRangesNext.
*/
#include "crawler_ranges.h"
#include "../core/datetime.h"

#include <stdio.h>
#include <string.h>

#define CRAWLER_RANGES_STOP_EVERY 4096   /* tokens between stop checks */

/* 1 when key or string token s, undecoded, is exactly the ASCII z. */
static int rangesKeyIs(Span s, const char *z){
  size_t n = strlen(z);
  return s.n==n && memcmp(s.z, z, n)==0;
}

/* Skip the value whose first token t was just read (a container's rest):
** 0, -2 on a JSON error, -3 when stopped. */
static int rangesSkip(CrawlerRanges *p, JsonReadTok t, unsigned *pnTok){
  int nDepth;
  if( t==JREAD_ERROR ) return -2;
  if( t!=JREAD_ARRAY && t!=JREAD_OBJECT ) return 0;
  nDepth = p->rd.nDepth - 1;
  while( p->rd.nDepth>nDepth ){
    if( ++*pnTok % CRAWLER_RANGES_STOP_EVERY==0 && coreStopped(p->pStop) ) return -3;
    if( jsonReadNext(&p->rd)==JREAD_ERROR ) return -2;
  }
  return 0;
}

/* The message "not a ranges file: WHY at byte N" into pErr: -2. */
static int rangesRefuse(CrawlerRanges *p, CoreBuf *pErr, const char *zWhy){
  char z[200];
  int n = snprintf(z, sizeof(z), "not a ranges file: %s at byte %zu",
                   zWhy ? zWhy : "an unexpected value", p->rd.i + 1);
  coreBufAppend(pErr, z, (size_t)n);
  return -2;
}

/* Read creationTime's value (token t just read). */
static void rangesCreation(CrawlerRanges *p, JsonReadTok t){
  DateSeconds s;
  if( p->bCreated || p->bBadTime ) return;    /* the first one counts */
  if( t==JREAD_STRING ){
    jsonReadDecode(&p->tmp, p->rd.tok);
    if( !p->tmp.oom && dateParse(p->tmp.z ? p->tmp.z : "", p->tmp.n, &s)==0 ){
      p->bCreated = 1;
      p->iCreated = s;
      return;
    }
  }
  p->bBadTime = 1;
  if( t==JREAD_ARRAY || t==JREAD_OBJECT ){
    p->badTime.z = t==JREAD_ARRAY ? "[...]" : "{...}";
    p->badTime.n = 5;
  }else{
    p->badTime = p->rd.tok;               /* a string (escaped), number, literal */
  }
}

/* The first pass: check the document, count "prefixes" arrays (*pnPre),
** read creationTime.  0, -2 (pErr set), -3. */
static int rangesCheck(CrawlerRanges *p, CoreBuf *pErr, int *pnPre){
  unsigned nTok = 0;
  JsonReadTok t = jsonReadNext(&p->rd);
  if( t!=JREAD_OBJECT ){
    return rangesRefuse(p, pErr, t==JREAD_ERROR ? p->rd.zErr
                                               : "the document is not an object");
  }
  while( (t = jsonReadNext(&p->rd))==JREAD_KEY ){
    Span key = p->rd.tok;
    int rc;
    t = jsonReadNext(&p->rd);
    if( rangesKeyIs(key, "prefixes") ){
      if( t!=JREAD_ARRAY ){
        return rangesRefuse(p, pErr, t==JREAD_ERROR ? p->rd.zErr
                                                   : "\"prefixes\" is not an array");
      }
      ++*pnPre;
    }else if( rangesKeyIs(key, "creationTime") ){
      rangesCreation(p, t);
    }
    rc = rangesSkip(p, t, &nTok);
    if( rc==-2 ) return rangesRefuse(p, pErr, p->rd.zErr);
    if( rc ) return rc;
  }
  if( t!=JREAD_OBJECT_END || jsonReadNext(&p->rd)!=JREAD_END ){
    return rangesRefuse(p, pErr, p->rd.zErr);
  }
  if( *pnPre!=1 ){
    return rangesRefuse(p, pErr, *pnPre ? "two \"prefixes\" members"
                                        : "no \"prefixes\" array");
  }
  return 0;
}

int crawlerRangesOpen(CrawlerRanges *p, const char *z, size_t n,
                      const CoreAlloc *pA, const CoreStop *pStop,
                      CoreBuf *pErr){
  int nPre = 0, rc;
  JsonReadTok t;
  memset(p, 0, sizeof(*p));
  p->pStop = pStop;
  coreBufInit(&p->err, pA);
  coreBufInit(&p->tmp, pA);
  jsonReadInit(&p->rd, z, n);
  rc = rangesCheck(p, pErr, &nPre);
  if( rc==0 && p->tmp.oom ) rc = -1;
  if( rc ) return rc;
  jsonReadInit(&p->rd, z, n);                 /* the second pass */
  jsonReadNext(&p->rd);
  while( (t = jsonReadNext(&p->rd))==JREAD_KEY ){
    unsigned nTok = 0;
    int bPre = rangesKeyIs(p->rd.tok, "prefixes");
    t = jsonReadNext(&p->rd);
    if( bPre ) return 0;
    rc = rangesSkip(p, t, &nTok);
    if( rc ) return rc==-3 ? -3 : rangesRefuse(p, pErr, p->rd.zErr);
  }
  return rangesRefuse(p, pErr, "no \"prefixes\" array");
}

void crawlerRangesClose(CrawlerRanges *p){
  coreBufFree(&p->err);
  coreBufFree(&p->tmp);
}

/* Make the current row an error: "entry N: " and zWhat, then when s.z
** the quoted value, " is not ", zNot and, when given, ": " zWhy.  Returns 1
** (a row), or -1 when out of memory. */
static int rangesError(CrawlerRanges *p, const char *zWhat, Span s,
                       const char *zNot, const char *zWhy){
  char z[64];
  int n = snprintf(z, sizeof(z), "entry %d: ", p->iEntry);
  p->bError = 1;
  p->err.n = 0;
  if( p->iEntry>0 ) coreBufAppend(&p->err, z, (size_t)n);
  coreBufAppend(&p->err, zWhat, strlen(zWhat));
  if( s.z ){
    coreBufAppendByte(&p->err, ' ');
    coreAppendQuoted(&p->err, s.z, s.n, 80, "'", "'");
    coreBufAppend(&p->err, " is not ", 8);
    coreBufAppend(&p->err, zNot, strlen(zNot));
    if( zWhy ){
      coreBufAppend(&p->err, ": ", 2);
      coreBufAppend(&p->err, zWhy, strlen(zWhy));
    }
  }
  return p->err.oom ? -1 : 1;
}

/* The prefix of the entry: the string s under key iFamily (4 or 6). */
static int rangesPrefix(CrawlerRanges *p, Span s, int iFamily){
  const char *zWhy = NULL;
  int bHost;
  jsonReadDecode(&p->tmp, s);
  if( p->tmp.oom ) return -1;
  p->iFamily = iFamily;
  if( crawlerIpPrefixParse(p->tmp.z ? p->tmp.z : "", p->tmp.n, 0, iFamily,
                           &p->prefix, &bHost, &zWhy) ){
    Span d;
    d.z = p->tmp.z ? p->tmp.z : "";
    d.n = p->tmp.n;
    return rangesError(p, iFamily==4 ? "ipv4Prefix" : "ipv6Prefix", d,
                       iFamily==4 ? "an IPv4 prefix" : "an IPv6 prefix", zWhy);
  }
  return 1;
}

/* Read the members of an entry object (its '{' just read) into a row. */
static int rangesEntry(CrawlerRanges *p){
  static const Span none = { NULL, 0 };
  unsigned nTok = 0;
  int nFound = 0, iFamily = 0, bNotString = 0, rc;
  Span val = none;
  JsonReadTok t;
  while( (t = jsonReadNext(&p->rd))==JREAD_KEY ){
    int iKey = rangesKeyIs(p->rd.tok, "ipv4Prefix") ? 4
             : rangesKeyIs(p->rd.tok, "ipv6Prefix") ? 6 : 0;
    t = jsonReadNext(&p->rd);
    if( iKey ){
      nFound++;
      iFamily = iKey;
      if( t==JREAD_STRING ) val = p->rd.tok; else bNotString = 1;
    }
    rc = rangesSkip(p, t, &nTok);
    if( rc ) return rc==-3 ? -3 : 0;
  }
  if( nFound==0 ){
    return rangesError(p, "an entry without ipv4Prefix or ipv6Prefix", none, NULL, NULL);
  }
  if( nFound>1 ){
    return rangesError(p, "an entry with more than one prefix", none, NULL, NULL);
  }
  p->iFamily = iFamily;
  if( bNotString ){
    return rangesError(p, iFamily==4 ? "ipv4Prefix is not a string"
                                     : "ipv6Prefix is not a string", none, NULL, NULL);
  }
  return rangesPrefix(p, val, iFamily);
}

int crawlerRangesNext(CrawlerRanges *p){
  static const Span none = { NULL, 0 };
  unsigned nTok = 0;
  JsonReadTok t;
  int rc;
  p->bError = 0;
  p->iFamily = 0;
  if( p->bBadTime==1 ){
    p->bBadTime = 2;
    return rangesError(p, "creationTime", p->badTime, "a time", NULL);
  }
  if( p->bEnd ) return 0;
  t = jsonReadNext(&p->rd);
  if( t!=JREAD_OBJECT && (t==JREAD_ARRAY_END || t==JREAD_ERROR || t==JREAD_END) ){
    p->bEnd = 1;
    return 0;
  }
  p->iEntry++;
  if( p->iEntry%CRAWLER_RANGES_STOP_EVERY==0 && coreStopped(p->pStop) ) return -3;
  if( t==JREAD_OBJECT ) return rangesEntry(p);
  rc = rangesSkip(p, t, &nTok);
  if( rc==-3 ) return -3;
  return rangesError(p, "an entry that is not an object", none, NULL, NULL);
}
