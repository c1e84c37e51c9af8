/*
** test_crawler_dns.c: rules of crawlerDnsOperator (ext/robots/
** crawler_dns_suffix.c): a documented suffix matches the whole name or a
** label boundary before it, case-insensitively, with one trailing dot
** ignored; anything else (a suffix glued to another label, a malformed
** name) proves nothing.  And the rules of the answer cache
** (crawler_dns_cache.c): kept for the TTL, at most 24 hours, nothing for a
** TTL of 0, per address and family, emptied at its bound, nothing kept
** when out of memory.
*/
#include "crawler/crawler_dns_suffix.h"
#include "crawler/crawler_dns_cache.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>

/* The operator of NUL-terminated z, or "" for none. */
static const char *op(const char *z){
  const char *r = crawlerDnsOperator(z, strlen(z));
  return r ? r : "";
}

/* An allocator that fails once its budget of calls is spent. */
static int nAllocLeft = -1;
static void *failingRealloc(void *pCtx, void *p, size_t n){
  (void)pCtx;
  if( n==0 ){ free(p); return NULL; }
  if( nAllocLeft==0 ) return NULL;
  if( nAllocLeft>0 ) nAllocLeft--;
  return realloc(p, n);
}
static const CoreAlloc failingAlloc = { failingRealloc, NULL };

/* Address a.b.c.d (IPv4) or, with family 6, the same bytes as IPv6. */
static CrawlerDnsAddr addrOf(int family, unsigned a, unsigned b, unsigned c, unsigned d){
  CrawlerDnsAddr x;
  memset(&x, 0, sizeof(x));
  x.family = family;
  x.a[0] = (unsigned char)a; x.a[1] = (unsigned char)b;
  x.a[2] = (unsigned char)c; x.a[3] = (unsigned char)d;
  return x;
}

static void testCache(void){
  CrawlerDnsCache *p = crawlerDnsCacheOpen(&coreLibcAlloc);
  CrawlerDnsAnswer ans, got;
  CrawlerDnsAddr a4 = addrOf(4, 192, 0, 2, 1), a6 = addrOf(6, 192, 0, 2, 1);
  int i, bAll = 1;
  memset(&ans, 0, sizeof(ans));
  strcpy(ans.zHost, "crawl-1.googlebot.com");
  ans.eForward = 1;
  CHECK("cache_empty_has_nothing", crawlerDnsCacheGet(p, &a4, 0, &got)==0);
  crawlerDnsCachePut(p, &a4, &ans, 10, 1000);
  CHECK("cache_kept_until_ttl",
        crawlerDnsCacheGet(p, &a4, 10999, &got)==1 && strcmp(got.zHost, ans.zHost)==0
        && got.eForward==1);
  CHECK("cache_expired_at_ttl", crawlerDnsCacheGet(p, &a4, 11000, &got)==0);
  CHECK("cache_per_family", crawlerDnsCacheGet(p, &a6, 2000, &got)==0);
  crawlerDnsCachePut(p, &a6, &ans, 0, 1000);
  crawlerDnsCachePut(p, &a6, &ans, -5, 1000);
  CHECK("cache_ttl_zero_keeps_nothing", crawlerDnsCacheGet(p, &a6, 1000, &got)==0);
  crawlerDnsCachePut(p, &a6, &ans, (int64_t)10*86400, 0);
  CHECK("cache_ttl_capped_at_24_hours",
        crawlerDnsCacheGet(p, &a6, (int64_t)86400*1000-1, &got)==1
        && crawlerDnsCacheGet(p, &a6, (int64_t)86400*1000, &got)==0);
  ans.eForward = 0;
  crawlerDnsCachePut(p, &a4, &ans, 60, 20000);
  CHECK("cache_put_replaces", crawlerDnsCacheGet(p, &a4, 20000, &got)==1 && got.eForward==0
        && crawlerDnsCacheCount(p)==2);
  crawlerDnsCacheClear(p);
  for(i=0; i<CRAWLER_DNS_CACHE_MAX && bAll; i++){
    CrawlerDnsAddr x = addrOf(4, 10, (unsigned)(i>>16)&255, (unsigned)(i>>8)&255, (unsigned)i&255);
    bAll = crawlerDnsCachePut(p, &x, &ans, 60, 0)==0;
  }
  CHECK("cache_holds_its_bound", bAll && crawlerDnsCacheCount(p)==CRAWLER_DNS_CACHE_MAX
        && crawlerDnsCacheGet(p, &a4, 0, &got)==0);
  crawlerDnsCachePut(p, &a4, &ans, 60, 0);
  CHECK("cache_emptied_at_its_bound", crawlerDnsCacheCount(p)==1
        && crawlerDnsCacheGet(p, &a4, 0, &got)==1);
  crawlerDnsCacheClose(p);
  for(i=0; i<4; i++){
    int rc;
    nAllocLeft = -1;
    p = crawlerDnsCacheOpen(&failingAlloc);
    nAllocLeft = i;
    rc = crawlerDnsCachePut(p, &a4, &ans, 60, 0);
    nAllocLeft = -1;
    if( i<2 ){
      CHECK("cache_out_of_memory_keeps_nothing",
            rc==-1 && crawlerDnsCacheGet(p, &a4, 0, &got)==0 && crawlerDnsCacheCount(p)==0);
    }
    crawlerDnsCacheClose(p);
  }
}

int main(void){
  char zLong[300];
  CHECK("suffix_matches_on_label_boundary",
        strcmp(op("crawl-66-249-66-1.googlebot.com"), "Googlebot")==0);
  CHECK("suffix_matches_geo_subdomain",
        strcmp(op("geo-crawl-1-2-3-4.geo.googlebot.com"), "Googlebot")==0);
  CHECK("suffix_glued_to_label_does_not_match",
        strcmp(op("evil-googlebot.com"), "")==0);
  CHECK("suffix_glued_to_label_does_not_match_bing",
        strcmp(op("xsearch.msn.com"), "")==0);
  CHECK("suffix_equal_to_name_matches",
        strcmp(op("googlebot.com"), "Googlebot")==0);
  CHECK("suffix_match_is_case_insensitive",
        strcmp(op("CRAWL-1.GoogleBot.COM"), "Googlebot")==0);
  CHECK("suffix_trailing_dot_ignored",
        strcmp(op("msnbot-157-55-33-18.search.msn.com."), "Bingbot")==0);
  CHECK("suffix_two_trailing_dots_malformed",
        strcmp(op("crawl-1.googlebot.com.."), "")==0);
  CHECK("suffix_not_at_end_does_not_match",
        strcmp(op("googlebot.com.evil.example"), "")==0);
  CHECK("suffix_google_special_case_crawlers",
        strcmp(op("rate-limited-proxy-66-249-90-77.google.com"), "Google")==0);
  CHECK("suffix_googleusercontent_only_gae",
        strcmp(op("1-2-3-4.gae.googleusercontent.com"), "Google-UserTriggered")==0
        && strcmp(op("4.3.2.1.bc.googleusercontent.com"), "")==0);
  CHECK("suffix_yandex_three_domains",
        strcmp(op("5-255-253-1.spider.yandex.com"), "Yandex")==0
        && strcmp(op("a.yandex.ru"), "Yandex")==0
        && strcmp(op("a.yandex.net"), "Yandex")==0);
  CHECK("suffix_baidu_com_and_jp",
        strcmp(op("baiduspider-1-2-3-4.crawl.baidu.com"), "Baiduspider")==0
        && strcmp(op("baidumobaider-1-2-3-4.crawl.baidu.jp"), "Baiduspider")==0);
  CHECK("suffix_amazonbot_is_crawl_subdomain",
        strcmp(op("12-34-56-78.crawl.amazonbot.amazon"), "Amazonbot")==0
        && strcmp(op("x.amazonbot.amazon"), "")==0);
  CHECK("suffix_others",
        strcmp(op("17-58-1-1.applebot.apple.com"), "Applebot")==0
        && strcmp(op("lj612134.crawl.yahoo.net"), "Slurp")==0
        && strcmp(op("ip-1.crawl.commoncrawl.org"), "CCBot")==0
        && strcmp(op("petalbot-1-2-3-4.petalsearch.com"), "PetalBot")==0
        && strcmp(op("fulltextrobot-77-75-77-1.seznam.cz"), "SeznamBot")==0);
  CHECK("suffix_empty_label_malformed",
        strcmp(op(".googlebot.com"), "")==0 && strcmp(op("a..googlebot.com"), "")==0);
  CHECK("suffix_odd_bytes_malformed",
        strcmp(op("a b.googlebot.com"), "")==0
        && crawlerDnsOperator("a\0.googlebot.com", 16)==NULL);
  CHECK("suffix_empty_name", strcmp(op(""), "")==0 && strcmp(op("."), "")==0);
  memset(zLong, 'a', sizeof(zLong));
  memcpy(zLong+sizeof(zLong)-15, ".googlebot.com", 14);
  zLong[sizeof(zLong)-1] = 0;
  CHECK("suffix_name_over_253_bytes_malformed", strcmp(op(zLong), "")==0);
  CHECK("suffix_name_of_253_bytes_matches",
        strcmp(op(zLong+strlen(zLong)-253), "Googlebot")==0);
  testCache();
  CHECK_DONE();
}
