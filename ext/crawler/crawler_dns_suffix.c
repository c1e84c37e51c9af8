/*
** crawler_dns_suffix.c: the table of domain suffixes that crawler
** operators document for reverse-then-forward DNS verification, and the
** label-boundary suffix match over it (crawler_dns_suffix.h).  Each row's
** source is listed in sql/README.md ("Verified crawlers: DNS").
*/
#include "crawler_dns_suffix.h"

#define CRAWLER_DNS_NAME_MAX 253   /* RFC 1035: a name's text form */

const CrawlerDnsSuffix crawlerDnsSuffixes[] = {
  { "googlebot.com",             "Googlebot" },   /* common crawlers */
  { "google.com",                "Google" },      /* special-case crawlers,
                                                  ** Google's user-triggered
                                                  ** fetchers */
  { "gae.googleusercontent.com", "Google-UserTriggered" }, /* fetchers of
                                                  ** sites on Google Cloud */
  { "search.msn.com",            "Bingbot" },
  { "applebot.apple.com",        "Applebot" },
  { "crawl.yahoo.net",           "Slurp" },
  { "yandex.ru",                 "Yandex" },
  { "yandex.net",                "Yandex" },
  { "yandex.com",                "Yandex" },
  { "baidu.com",                 "Baiduspider" },
  { "baidu.jp",                  "Baiduspider" },
  { "crawl.amazonbot.amazon",    "Amazonbot" },
  { "crawl.commoncrawl.org",     "CCBot" },
  { "petalsearch.com",           "PetalBot" },
  { "aspiegel.com",              "PetalBot" },
  { "seznam.cz",                 "SeznamBot" },
};
const int crawlerDnsSuffixCount =
  (int)(sizeof(crawlerDnsSuffixes)/sizeof(crawlerDnsSuffixes[0]));

/* z[0..n) without one trailing dot. */
Span crawlerDnsHostName(const char *z, size_t n){
  Span s;
  if( n>0 && z[n-1]=='.' ) n--;
  s.z = z;
  s.n = n;
  return s;
}

/* 1 when byte c may appear in a host name as resolvers return it (letters,
** digits, '-', '_' and '.'; '_' is not in host names proper but appears in
** DNS names). */
static int crawlerDnsNameByte(unsigned char c){
  return coreIsAlpha(c) || coreIsDigit(c) || c=='-' || c=='_' || c=='.';
}

/* 1 when h is a well-formed name: bounded, no empty label, no odd byte. */
static int crawlerDnsNameOk(Span h){
  size_t i;
  if( h.n==0 || h.n>CRAWLER_DNS_NAME_MAX ) return 0;
  if( h.z[0]=='.' ) return 0;
  for(i=0; i<h.n; i++){
    unsigned char c = (unsigned char)h.z[i];
    if( !crawlerDnsNameByte(c) ) return 0;
    if( c=='.' && i+1<h.n && h.z[i+1]=='.' ) return 0;
  }
  return 1;
}

/* 1 when h ends with suffix zSuf on a label boundary, case-insensitively. */
static int crawlerDnsEndsWith(Span h, const char *zSuf, size_t nSuf){
  size_t off;
  if( h.n<nSuf ) return 0;
  off = h.n - nSuf;
  if( off>0 && h.z[off-1]!='.' ) return 0;
  return coreSpanEqNoCase(h.z+off, nSuf, zSuf, nSuf);
}

/* The operator of the longest documented suffix that host z[0..n) ends
** with on a label boundary, or NULL. */
const char *crawlerDnsOperator(const char *z, size_t n){
  Span h = crawlerDnsHostName(z, n);
  const char *zBest = NULL;
  size_t nBest = 0;
  int i;
  if( !crawlerDnsNameOk(h) ) return NULL;
  for(i=0; i<crawlerDnsSuffixCount; i++){
    const char *zSuf = crawlerDnsSuffixes[i].zSuffix;
    size_t nSuf = 0;
    while( zSuf[nSuf] ) nSuf++;
    if( nSuf>nBest && crawlerDnsEndsWith(h, zSuf, nSuf) ){
      zBest = crawlerDnsSuffixes[i].zOperator;
      nBest = nSuf;
    }
  }
  return zBest;
}
