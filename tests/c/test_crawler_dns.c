/*
** test_crawler_dns.c: rules of crawlerDnsOperator (ext/robots/
** crawler_dns_suffix.c): a documented suffix matches the whole name or a
** label boundary before it, case-insensitively, with one trailing dot
** ignored; anything else (a suffix glued to another label, a malformed
** name) proves nothing.
*/
#include "robots/crawler_dns_suffix.h"
#include "check.h"

#include <string.h>

/* The operator of NUL-terminated z, or "" for none. */
static const char *op(const char *z){
  const char *r = crawlerDnsOperator(z, strlen(z));
  return r ? r : "";
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
  CHECK_DONE();
}
