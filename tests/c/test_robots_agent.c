/*
** test_robots_agent.c: the crawler-token rules of robots_agent.c.  Real
** User-Agent headers of the major crawlers, ordinary browsers (no token),
** the generic bot/crawler/spider rule, the table's ordering rule, a user's
** table (longest match, ties, limits), and every User-Agent of
** $ROBOTS_DATA/access_logs (skipped when the data is absent).
*/
#include "check.h"
#include "crawler/robots_crawler.h"
#include "crawler/robots_purpose.h"

#include <stdlib.h>

/* 1 if the token of zUa is zExpect (NULL: no crawler). */
static int tokenIs(const char *zUa, const char *zExpect){
  Span t;
  int rc = robotsCrawlerOfHeader(zUa, strlen(zUa), &t);
  if( zExpect==NULL ) return rc==ROBOTS_CRAWLER_NONE;
  return rc!=ROBOTS_CRAWLER_NONE && t.n==strlen(zExpect) && memcmp(t.z, zExpect, t.n)==0;
}

/* Known crawlers, as their operators document their User-Agent headers. */
static void testKnown(void){
  CHECK("known_googlebot_desktop", tokenIs(
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Googlebot"));
  CHECK("known_googlebot_smartphone", tokenIs(
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 "
    "(KHTML, like Gecko) Chrome/125.0.6422.175 Mobile Safari/537.36 (compatible; "
    "Googlebot/2.1; +http://www.google.com/bot.html)", "Googlebot"));
  CHECK("known_googlebot_image_before_googlebot", tokenIs("Googlebot-Image/1.0", "Googlebot-Image"));
  CHECK("known_googlebot_news", tokenIs("Googlebot-News", "Googlebot-News"));
  CHECK("known_googlebot_video", tokenIs("Googlebot-Video/1.0", "Googlebot-Video"));
  CHECK("known_adsbot_mobile_before_adsbot", tokenIs(
    "Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1 (compatible; "
    "AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)", "AdsBot-Google-Mobile"));
  CHECK("known_adsbot", tokenIs("AdsBot-Google (+http://www.google.com/adsbot.html)", "AdsBot-Google"));
  CHECK("known_mediapartners", tokenIs("Mediapartners-Google", "Mediapartners-Google"));
  CHECK("known_storebot", tokenIs(
    "Mozilla/5.0 (X11; Linux x86_64; Storebot-Google/1.0) AppleWebKit/537.36 (KHTML, "
    "like Gecko) Chrome/79.0.3945.88 Safari/537.36", "Storebot-Google"));
  CHECK("known_inspection_tool", tokenIs(
    "Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)", "Google-InspectionTool"));
  CHECK("known_googleother", tokenIs("GoogleOther", "GoogleOther"));
  CHECK("known_bingbot", tokenIs(
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "bingbot"));
  CHECK("known_bingpreview", tokenIs(
    "Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/534+ (KHTML, like Gecko) BingPreview/1.0b",
    "BingPreview"));
  CHECK("known_msnbot", tokenIs("msnbot/2.0b (+http://search.msn.com/msnbot.htm)", "msnbot"));
  CHECK("known_msnbot_media_before_msnbot", tokenIs(
    "msnbot-media/1.1 (+http://search.msn.com/msnbot.htm)", "msnbot-media"));
  CHECK("known_slurp", tokenIs(
    "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)", "Slurp"));
  CHECK("known_duckduckbot", tokenIs("DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)", "DuckDuckBot"));
  CHECK("known_baiduspider", tokenIs(
    "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)", "Baiduspider"));
  CHECK("known_baiduspider_image_family", tokenIs(
    "Baiduspider-image+(+http://www.baidu.com/search/spider.htm)", "Baiduspider-image"));
  CHECK("known_yandexbot", tokenIs("Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)", "YandexBot"));
  CHECK("known_yandex_family", tokenIs(
    "Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)", "YandexImages"));
  CHECK("known_applebot", tokenIs(
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like "
    "Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
    "Applebot"));
  CHECK("known_facebookexternalhit", tokenIs(
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", "facebookexternalhit"));
  CHECK("known_meta_externalagent", tokenIs(
    "meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)",
    "meta-externalagent"));
  CHECK("known_twitterbot", tokenIs("Twitterbot/1.0", "Twitterbot"));
  CHECK("known_linkedinbot", tokenIs(
    "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)", "LinkedInBot"));
  CHECK("known_pinterestbot", tokenIs(
    "Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)", "Pinterestbot"));
  CHECK("known_gptbot", tokenIs(
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)",
    "GPTBot"));
  CHECK("known_chatgpt_user", tokenIs(
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; "
    "+https://openai.com/bot", "ChatGPT-User"));
  CHECK("known_oai_searchbot", tokenIs(
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; "
    "+https://openai.com/searchbot", "OAI-SearchBot"));
  CHECK("known_claudebot", tokenIs(
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
    "ClaudeBot"));
  CHECK("known_perplexitybot", tokenIs(
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; "
    "+https://perplexity.ai/perplexitybot)", "PerplexityBot"));
  CHECK("known_ccbot", tokenIs("CCBot/2.0 (https://commoncrawl.org/faq/)", "CCBot"));
  CHECK("known_bytespider", tokenIs(
    "Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 "
    "(compatible; Bytespider; spider-feedback@bytedance.com)", "Bytespider"));
  CHECK("known_amazonbot", tokenIs(
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/119.0.0.0 Safari/537.36 (Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot)",
    "Amazonbot"));
  CHECK("known_ahrefsbot", tokenIs("Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)", "AhrefsBot"));
  CHECK("known_semrushbot_family", tokenIs(
    "Mozilla/5.0 (compatible; SemrushBot-SA/0.97; +http://www.semrush.com/bot.html)", "SemrushBot"));
  CHECK("known_mj12bot", tokenIs(
    "Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)", "MJ12bot"));
  CHECK("known_dotbot", tokenIs(
    "Mozilla/5.0 (compatible; DotBot/1.2; +https://opensiteexplorer.org/dotbot; help@moz.com)", "DotBot"));
  CHECK("known_petalbot", tokenIs(
    "Mozilla/5.0 (compatible;PetalBot;+https://webmaster.petalsearch.com/site/petalbot)", "PetalBot"));
  CHECK("known_seznambot", tokenIs(
    "Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)",
    "SeznamBot"));
  CHECK("known_ia_archiver", tokenIs(
    "ia_archiver (+http://www.alexa.com/site/help/webmasters; crawler@alexa.com)", "ia_archiver"));
  CHECK("known_archive_org_bot", tokenIs(
    "Mozilla/5.0 (compatible; archive.org_bot +http://www.archive.org/details/archive.org_bot)",
    "archive.org_bot"));
  CHECK("known_sogou", tokenIs("Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)", "Sogou"));
  CHECK("known_360spider", tokenIs(
    "Mozilla/5.0 (Windows; U; Windows NT 5.1; zh-CN; )  Firefox/1.5.0.11; 360Spider", "360Spider"));
  CHECK("known_mail_ru", tokenIs(
    "Mozilla/5.0 (compatible; Linux x86_64; Mail.RU_Bot/2.0; +http://go.mail.ru/help/robots)", "Mail.RU_Bot"));
  CHECK("known_coccocbot_family", tokenIs(
    "Mozilla/5.0 (compatible; coccocbot-web/1.0; +http://help.coccoc.com/searchengine)", "coccocbot-web"));
  CHECK("known_screaming_frog", tokenIs(
    "Screaming Frog SEO Spider/19.0", "Screaming Frog SEO Spider"));
  CHECK("known_case_insensitive", tokenIs("mozilla/5.0 (compatible; GOOGLEBOT/2.1)", "Googlebot"));
  CHECK("known_needs_word_start", tokenIs("Mozilla/5.0 (compatible; XGooglebot/1.0)", "XGooglebot"));
}

/* The families of the review of access logs, one case per crawler, with the
** User-Agent header its operator documents (a bare token where the operator
** documents no more). */
static void testKnownFamilies(void){
  static const struct { const char *zName, *zUa, *zToken; } a[] = {
    { "known_yeti_naver", "Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)", "Yeti" },
    { "known_daum", "Mozilla/5.0 (compatible; Daum/4.1; +http://cs.daum.net/faq/15/4118.html?faqId=28966)", "Daum" },
    { "known_daumoa", "Mozilla/5.0 (compatible; MSIE or Firefox mutant; not on Windows server; "
      "+ http://tab.search.daum.net/aboutWebSearch.html) Daumoa/3.0", "Daumoa" },
    { "known_baiduspider_render_family", "Mozilla/5.0 (compatible; Baiduspider-render/2.0; "
      "+http://www.baidu.com/search/spider.html)", "Baiduspider-render" },
    { "known_baiduspider_smartphone", "Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 "
      "(KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; "
      "+http://www.baidu.com/search/spider.html)", "Baiduspider" },
    { "known_sogou_inst_spider", "Sogou inst spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)", "Sogou" },
    { "known_sogou_pic_spider", "Sogou Pic Spider/3.0(+http://www.sogou.com/docs/help/webmasters.htm#07)", "Sogou" },
    { "known_360spider_chrome", "Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) "
      "Chrome/50.0.2661.102 Safari/537.36; 360Spider", "360Spider" },
    { "known_yandex_mobile_bot", "Mozilla/5.0 (iPhone; CPU iPhone OS 8_1 like Mac OS X) AppleWebKit/600.1.4 "
      "(KHTML, like Gecko) Version/8.0 Mobile/12B411 Safari/600.1.4 (compatible; YandexMobileBot/3.0; "
      "+http://yandex.com/bots)", "YandexMobileBot" },
    { "known_yandex_accessibility_bot", "Mozilla/5.0 (compatible; YandexAccessibilityBot/3.0; "
      "+http://yandex.com/bots)", "YandexAccessibilityBot" },
    { "known_yandex_metrika", "Mozilla/5.0 (compatible; YandexMetrika/2.0; +http://yandex.com/bots yabs01)",
      "YandexMetrika" },
    { "known_yandex_direct_fetcher_not_host_name", "Mozilla/5.0 (compatible; YaDirectFetcher/1.0; Dyatel; "
      "+http://yandex.com/bots)", "YaDirectFetcher" },
    { "known_yandexbot_with_chrome", "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots) "
      "AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.268", "YandexBot" },
    { "known_applebot_extended_is_no_header", "Applebot-Extended/0.1", "Applebot" },
    { "known_claudebot_user", "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
      "Claude-User/1.0; +Claude-User@anthropic.com)", "Claude-User" },
    { "known_claude_searchbot", "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
      "Claude-SearchBot/1.0; +https://www.anthropic.com)", "Claude-SearchBot" },
    { "known_claude_web", "Claude-Web/1.0", "Claude-Web" },
    { "known_anthropic_ai", "anthropic-ai", "anthropic-ai" },
    { "known_perplexity_user", "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
      "Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)", "Perplexity-User" },
    { "known_mistralai_user", "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
      "MistralAI-User/1.0; +https://docs.mistral.ai/robots)", "MistralAI-User" },
    { "known_meta_externalfetcher", "meta-externalfetcher/1.1 "
      "(+https://developers.facebook.com/docs/sharing/webmasters/crawler)", "meta-externalfetcher" },
    { "known_googlebot_news", "Googlebot-News", "Googlebot-News" },
    { "known_googleother_in_header", "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) "
      "AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.175 Mobile Safari/537.36 "
      "(compatible; GoogleOther)", "GoogleOther" },
    { "known_google_cloudvertexbot", "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; "
      "Google-CloudVertexBot; +https://cloud.google.com/enterprise-search) Chrome/125.0.6422.175 "
      "Safari/537.36", "Google-CloudVertexBot" },
    { "known_mediapartners_mobile", "Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) "
      "AppleWebKit/602.1.50 (KHTML, like Gecko) CriOS/56.0.2924.75 Mobile/14E5239e Safari/602.1 "
      "(compatible; Mediapartners-Google/2.1; +http://www.google.com/bot.html)", "Mediapartners-Google" },
    { "known_apis_google", "APIs-Google (+https://developers.google.com/webmasters/APIs-Google.html)",
      "APIs-Google" },
    { "known_feedfetcher_google", "FeedFetcher-Google; (+http://www.google.com/feedfetcher.html)",
      "FeedFetcher-Google" },
    { "known_feedburner", "FeedBurner/1.0 (http://www.FeedBurner.com)", "FeedBurner" },
    { "known_feedly_before_feedfetcher", "Feedly/1.0 (+http://www.feedly.com/fetcher.html; "
      "like FeedFetcher-Google)", "Feedly" },
    { "known_google_read_aloud", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
      "Chrome/41.0.2272.118 Safari/537.36 (compatible; Google-Read-Aloud; "
      "+https://support.google.com/webmasters/answer/1061943)", "Google-Read-Aloud" },
    { "known_google_site_verification", "Mozilla/5.0 (compatible; Google-Site-Verification/1.0)",
      "Google-Site-Verification" },
    { "known_adidxbot", "Mozilla/5.0 (compatible; adidxbot/2.0; +http://www.bing.com/bingbot.htm)", "AdIdxBot" },
    { "known_microsoftpreview", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
      "(KHTML, like Gecko) Chrome/116.0.1938.76 Safari/537.36 Edg/116.0.1938.76 MicrosoftPreview/2.0 "
      "+https://aka.ms/MicrosoftPreview", "MicrosoftPreview" },
    { "known_telegrambot_before_twitterbot", "TelegramBot (like TwitterBot)", "TelegramBot" },
    { "known_datafor_seo_bot", "Mozilla/5.0 (compatible; DataForSeoBot/1.0; "
      "+https://dataforseo.com/dataforseo-bot)", "DataForSeoBot" },
    { "known_blexbot", "Mozilla/5.0 (compatible; BLEXBot/1.0; +http://webmeup-crawler.com/)", "BLEXBot" },
    { "known_serpstatbot", "serpstatbot/2.1 (advanced backlink tracking bot; https://serpstatbot.com/; "
      "abuse@serpstatbot.com)", "serpstatbot" },
    { "known_ezooms_moz", "Mozilla/5.0 (compatible; Ezooms/1.0; help@moz.com)", "Ezooms" },
    { "known_siteexplorer", "Mozilla/5.0 (compatible; SiteExplorer/1.0b; +http://siteexplorer.info/)",
      "SiteExplorer" },
    { "known_embedly", "Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)", "Embedly" },
    { "known_nutch", "nutch-1.4/Nutch-1.4", "Nutch" },
    { "known_heritrix", "Mozilla/5.0 (compatible; heritrix/3.4.0 +https://example.org/crawler)", "heritrix" },
    { "known_scrapy", "Scrapy/2.11.2 (+https://scrapy.org)", "Scrapy" },
    /* Browsers whose names start like a crawler's: a crawler row needs the
    ** whole word, a family a name that is no host name. */
    { "browser_daumapps_not_daum", "Mozilla/5.0 (Linux; Android 10; SM-G973N Build/QP1A.190711.020; wv) "
      "AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/83.0.4103.106 Mobile Safari/537.36 "
      "DaumApps/7.6.0 DaumDevice/mobile", NULL },
    { "browser_sogou_mobile_not_sogou", "Mozilla/5.0 (Linux; Android 9; V1818A) AppleWebKit/537.36 "
      "(KHTML, like Gecko) Chrome/66.0.3359.126 Mobile Safari/537.36 SogouMobileBrowser/5.22.8", NULL },
    { "browser_yabrowser_null", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
      "(KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.4.0.0 Safari/537.36", NULL },
    { "known_universal_feed_parser", "UniversalFeedParser/4.2-pre-314-svn +http://feedparser.org/",
      "UniversalFeedParser" },
  };
  size_t i;
  for(i=0; i<sizeof(a)/sizeof(a[0]); i++){
    CHECK(a[i].zName, tokenIs(a[i].zUa, a[i].zToken));
  }
}

/* The generic rule and browsers. */
static void testGenericAndBrowsers(void){
  CHECK("generic_bot_suffix", tokenIs("Mozilla/5.0 (compatible; MojeekBot/0.6; http://www.mojeek.com/bot.html)", "MojeekBot"));
  CHECK("generic_crawler_suffix", tokenIs("magpie-crawler/1.1 (U; Linux amd64; en-GB; +http://www.brandwatch.net)", "magpie-crawler"));
  CHECK("generic_spider_suffix", tokenIs("Mozilla/5.0 (compatible; EasouSpider; +http://www.easou.com/search/spider.html)", "EasouSpider"));
  CHECK("generic_without_version", tokenIs("LumiBot 2.0", "LumiBot"));
  CHECK("generic_url_is_not_a_name_but_its_site_is_last_resort", tokenIs(
    "Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1;  http://www.changedetection.com/bot.html )",
    "changedetection"));
  {
    /* A family row does not match a host name: the header names no Yandex
    ** crawler, only the site it comes from (the guess's last resort). */
    const char *zUa = "Mozilla/5.0 (compatible; +http://yandex.com/bots)";
    Span t;
    CHECK("family_host_name_is_no_crawler",
          robotsCrawlerOfHeader(zUa, strlen(zUa), &t)==ROBOTS_CRAWLER_GENERIC
          && t.n==6 && memcmp(t.z, "yandex", 6)==0);
  }
  CHECK("generic_suffix_alone_not_a_name", tokenIs("bot/1.0", NULL));
  CHECK("generic_phone_maker_not_a_crawler", tokenIs(
    "Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/74.0.3729.136 Mobile Safari/537.36", NULL));
  CHECK("browser_chrome_null", tokenIs(
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/124.0.0.0 Safari/537.36", NULL));
  CHECK("browser_firefox_null", tokenIs(
    "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0", NULL));
  CHECK("browser_safari_iphone_null", tokenIs(
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, "
    "like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", NULL));
  CHECK("browser_msie_null", tokenIs("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)", NULL));
  CHECK("tool_curl_is_its_product_token", tokenIs("curl/8.5.0", "curl"));
  CHECK("empty_null", tokenIs("", NULL));
  {
    Span t;
    CHECK("nul_byte_does_not_stop_scan",
          robotsCrawlerOfHeader("x\0Googlebot", 11, &t)==ROBOTS_CRAWLER_KNOWN && t.n==9);
  }
}

/* Rule of the table: when pattern A starts pattern B, B comes first. */
static void testTableOrder(void){
  size_t i, j, n = robotsCrawlerTableSize(), nBad = 0;
  for(i=0; i<n; i++){
    const char *zA, *zTokA;
    robotsCrawlerTableEntry(i, &zA, &zTokA);
    for(j=i+1; j<n; j++){
      const char *zB, *zTokB;
      robotsCrawlerTableEntry(j, &zB, &zTokB);
      if( coreStartsWithNoCase(zB, strlen(zB), zA) ){
        printf("# %s shadows %s\n", zA, zB);
        nBad++;
      }
    }
  }
  CHECK("table_specific_patterns_first", nBad==0);
  CHECK("table_has_over_80_crawlers", n>80);
}

/* 1 if the header names a browser engine. */
static int crawlerNamesEngine(Span ua){
  static const char *const azEngine[] = {
    "Gecko", "MSIE", "Trident", "Presto", "AppleWebKit", "KHTML"
  };
  size_t k, w;
  for(k=0; k<ua.n; k++){
    for(w=0; w<sizeof(azEngine)/sizeof(azEngine[0]); w++){
      if( coreStartsWithNoCase(ua.z+k, ua.n-k, azEngine[w]) ) return 1;
    }
  }
  return 0;
}

/* Every User-Agent of the shared access log. */
static void testAccessLog(void){
  const char *zDir = getenv("ROBOTS_DATA");
  char zPath[1024], zLine[16384];
  FILE *f;
  int nLine = 0, nGoogle = 0, nGoogleOk = 0, nBrowser = 0, nBrowserOk = 0;
  int nCrawlWord = 0, nCrawlWordOk = 0;
  if( zDir==NULL ) zDir = "../shared/data";
  snprintf(zPath, sizeof(zPath), "%s/access_logs/apache_combined_semicomplete_2015.log", zDir);
  f = fopen(zPath, "rb");
  if( f==NULL ){
    checkSkip("access_log_user_agents", "no $ROBOTS_DATA/access_logs");
    return;
  }
  while( fgets(zLine, sizeof(zLine), f) ){
    size_t n = strlen(zLine), iEnd, iStart;
    Span ua, t;
    int rc, bGoogle, bBrowser, bCrawlWord;
    const char *zWords[] = { "bot", "crawler", "spider", "slurp", "archiver" };
    size_t k;
    while( n>0 && (zLine[n-1]=='\n' || zLine[n-1]=='\r') ) n--;
    /* The User-Agent is the sixth quoted field: after the fifth '"', up to
    ** the last '"' (or the end of a truncated line). */
    for(iStart=0, k=0; iStart<n && k<5; iStart++){ if( zLine[iStart]=='"' ) k++; }
    if( k<5 ) continue;
    iEnd = n>iStart && zLine[n-1]=='"' ? n-1 : n;
    ua = (Span){ zLine+iStart, iEnd-iStart };
    nLine++;
    rc = robotsCrawlerOfHeader(ua.z, ua.n, &t);
    bGoogle = 0; bCrawlWord = 0;
    for(k=0; k+9<=ua.n; k++){
      if( coreStartsWithNoCase(ua.z+k, ua.n-k, "googlebot") ) bGoogle = 1;
    }
    for(k=0; k<ua.n; k++){
      size_t w;
      if( coreStartsWithNoCase(ua.z+k, ua.n-k, "http") ){
        while( k<ua.n && ua.z[k]!=' ' && ua.z[k]!=';' && ua.z[k]!=')' ) k++;
        continue;                       /* a word in a URL names no crawler */
      }
      for(w=0; w<sizeof(zWords)/sizeof(zWords[0]); w++){
        if( coreStartsWithNoCase(ua.z+k, ua.n-k, zWords[w]) ) bCrawlWord = 1;
      }
    }
    /* A browser says Mozilla/ and names its engine (a crawler such as
    ** "Mozilla/5.0 (compatible; Ezooms/1.0; help@moz.com)" names none),
    ** and gives no URL or address to contact, names no product after
    ** "compatible;" but MSIE, and is not a headless one (PhantomJS). */
    bBrowser = coreStartsWithNoCase(ua.z, ua.n, "Mozilla/") && !bCrawlWord
            && ua.n>40 && memchr(ua.z, ';', ua.n)!=NULL
            && crawlerNamesEngine(ua) && memchr(ua.z, '@', ua.n)==NULL;
    for(k=0; bBrowser && k<ua.n; k++){
      if( coreStartsWithNoCase(ua.z+k, ua.n-k, "google")
       || coreStartsWithNoCase(ua.z+k, ua.n-k, "yandex")
       || coreStartsWithNoCase(ua.z+k, ua.n-k, "daumoa")      /* Daum's crawler */
       || coreStartsWithNoCase(ua.z+k, ua.n-k, "preview")
       || coreStartsWithNoCase(ua.z+k, ua.n-k, "http")
       || coreStartsWithNoCase(ua.z+k, ua.n-k, "www.")
       || coreStartsWithNoCase(ua.z+k, ua.n-k, "PhantomJS")
       || (coreStartsWithNoCase(ua.z+k, ua.n-k, "compatible; ")
           && !coreStartsWithNoCase(ua.z+k+12, ua.n-k-12, "MSIE")) ) bBrowser = 0;
    }
    if( bGoogle ){
      nGoogle++;
      if( rc==ROBOTS_CRAWLER_KNOWN && coreStartsWithNoCase(t.z, t.n, "Googlebot") ) nGoogleOk++;
    }
    if( bBrowser ){
      nBrowser++;
      if( rc==ROBOTS_CRAWLER_NONE ) nBrowserOk++;
    }
    if( bCrawlWord ){
      nCrawlWord++;
      if( rc!=ROBOTS_CRAWLER_NONE ) nCrawlWordOk++;
    }
  }
  fclose(f);
  printf("# access log: %d user agents, %d googlebot (%d ok), %d browsers (%d ok), "
         "%d crawler words (%d ok)\n", nLine, nGoogle, nGoogleOk, nBrowser, nBrowserOk,
         nCrawlWord, nCrawlWordOk);
  CHECK("access_log_read_all_lines", nLine==10000);
  CHECK("access_log_googlebot_lines_give_googlebot_family", nGoogle>500 && nGoogleOk==nGoogle);
  CHECK("access_log_browsers_give_null", nBrowser>5000 && nBrowserOk==nBrowser);
  CHECK("access_log_crawler_words_give_token", nCrawlWord>1000 && nCrawlWordOk==nCrawlWord);
}

/* The token robotsCrawlerOfHeaderWith gives for zUa with table p is zExpect
** (NULL: no crawler). */
static int userTokenIs(const RobotsCrawlerUser *p, const char *zUa, const char *zExpect){
  Span t;
  int rc = robotsCrawlerOfHeaderWith(p, zUa, strlen(zUa), &t);
  if( zExpect==NULL ) return rc==ROBOTS_CRAWLER_NONE;
  return rc!=ROBOTS_CRAWLER_NONE && t.n==strlen(zExpect) && memcmp(t.z, zExpect, t.n)==0;
}

/* Add NUL-terminated zPat and zTok (NULL: no token). */
static int userAdd(RobotsCrawlerUser *p, const char *zPat, const char *zTok){
  return robotsCrawlerUserAdd(p, zPat, strlen(zPat), zTok, zTok ? strlen(zTok) : 0);
}

/* The rules of a user's table: longest match, leftmost tie, no token,
** conflicts, limits. */
static void testUserTable(void){
  RobotsCrawlerUser u;
  size_t iRow = 0, i;
  int rc = 0;
  char zBig[ROBOTS_CRAWLER_USER_MAX_PATTERN+2];
  CHECK("user_null_table_is_built_in", userTokenIs(NULL, "Mozilla/5.0 (compatible; Googlebot/2.1)", "Googlebot"));
  robotsCrawlerUserInit(&u, &coreLibcAlloc);
  robotsCrawlerUserFinish(&u, &iRow);
  CHECK("user_empty_table_is_built_in", userTokenIs(&u, "AcmeFetch/1", "AcmeFetch")
        && userTokenIs(&u, "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0", NULL)
        && userTokenIs(&u, "Mozilla/5.0 (compatible; Googlebot/2.1)", "Googlebot"));
  rc |= userAdd(&u, "Bot", "AnyBot");
  rc |= userAdd(&u, "FancyBot", "Fancy");
  rc |= userAdd(&u, "AlphaBot", "Alpha");
  rc |= userAdd(&u, "Slurp", NULL);
  rc |= userAdd(&u, "GOOGLE", "G");
  rc |= userAdd(&u, "fancybot", "Fancy");      /* same pattern, same token */
  CHECK("user_rows_added", rc==ROBOTS_CRAWLER_USER_OK
        && robotsCrawlerUserFinish(&u, &iRow)==ROBOTS_CRAWLER_USER_OK);
  CHECK("user_longest_pattern_wins", userTokenIs(&u, "Bot FancyBot/1", "Fancy"));
  CHECK("user_tie_leftmost_match", userTokenIs(&u, "AlphaBot FancyBot", "Alpha")
        && userTokenIs(&u, "FancyBot AlphaBot", "Fancy"));
  CHECK("user_case_insensitive_substring", userTokenIs(&u, "xxfancybotxx", "Fancy"));
  CHECK("user_null_token_no_crawler", userTokenIs(&u, "Mozilla/5.0 (compatible; Yahoo! Slurp)", NULL));
  CHECK("user_before_built_in", userTokenIs(&u, "Googlebot-Image/1.0", "G"));
  CHECK("user_no_match_built_in", userTokenIs(&u, "Mozilla/5.0 (compatible; YandexImages/3.0)", "YandexImages"));
  CHECK("user_nul_byte_is_data", robotsCrawlerOfHeaderWith(&u, "a\0FancyBot", 10, &(Span){0,0})
        ==ROBOTS_CRAWLER_USER);
  {
    char zLong[ROBOTS_CRAWLER_MAX_SCAN+16];
    memset(zLong, 'a', sizeof(zLong));
    memcpy(zLong+ROBOTS_CRAWLER_MAX_SCAN-8, "FancyBot", 8);
    CHECK("user_match_inside_scan_window", robotsCrawlerOfHeaderWith(&u, zLong, sizeof(zLong),
          &(Span){0,0})==ROBOTS_CRAWLER_USER);
    memcpy(zLong+ROBOTS_CRAWLER_MAX_SCAN-8, "aFancyBo", 8);
    memcpy(zLong+ROBOTS_CRAWLER_MAX_SCAN, "t", 1);
    CHECK("user_match_past_scan_window_unseen", robotsCrawlerOfHeaderWith(&u, zLong, sizeof(zLong), &(Span){0,0})!=ROBOTS_CRAWLER_USER);
  }
  robotsCrawlerUserFree(&u);

  /* Conflicts: the later row of one pattern with two tokens. */
  userAdd(&u, "AcmeBot", "Acme");
  userAdd(&u, "x", "X");
  userAdd(&u, "ACMEBOT", NULL);
  CHECK("user_conflict_names_later_row",
        robotsCrawlerUserFinish(&u, &iRow)==ROBOTS_CRAWLER_USER_CONFLICT && iRow==2);
  robotsCrawlerUserFree(&u);

  /* Limits. */
  memset(zBig, 'p', sizeof(zBig));
  CHECK("user_pattern_empty_refused", robotsCrawlerUserAdd(&u, "", 0, "t", 1)==ROBOTS_CRAWLER_USER_PATTERN);
  CHECK("user_pattern_256_accepted", robotsCrawlerUserAdd(&u, zBig, ROBOTS_CRAWLER_USER_MAX_PATTERN, "t", 1)
        ==ROBOTS_CRAWLER_USER_OK);
  CHECK("user_pattern_257_refused", robotsCrawlerUserAdd(&u, zBig, ROBOTS_CRAWLER_USER_MAX_PATTERN+1, "t", 1)
        ==ROBOTS_CRAWLER_USER_PATTERN);
  CHECK("user_token_empty_refused", robotsCrawlerUserAdd(&u, "p", 1, "", 0)==ROBOTS_CRAWLER_USER_TOKEN);
  CHECK("user_token_257_refused", robotsCrawlerUserAdd(&u, "p", 1, zBig, ROBOTS_CRAWLER_USER_MAX_TOKEN+1)
        ==ROBOTS_CRAWLER_USER_TOKEN);
  robotsCrawlerUserFree(&u);
  for(i=0, rc=0; i<ROBOTS_CRAWLER_USER_MAX_ROWS; i++){
    char z[32];
    snprintf(z, sizeof(z), "Crawler%zu/", i);
    rc |= userAdd(&u, z, z);
  }
  CHECK("user_10000_rows_accepted", rc==ROBOTS_CRAWLER_USER_OK);
  CHECK("user_10001st_row_refused", userAdd(&u, "one more", "x")==ROBOTS_CRAWLER_USER_TOO_MANY);
  CHECK("user_10000_rows_match", robotsCrawlerUserFinish(&u, &iRow)==ROBOTS_CRAWLER_USER_OK
        && userTokenIs(&u, "x Crawler9999/1", "Crawler9999/") && userTokenIs(&u, "Crawler1/2", "Crawler1/"));
  robotsCrawlerUserFree(&u);
}

/* Set NUL-terminated purpose z of the row added last. */
static int userPurpose(RobotsCrawlerUser *p, const char *z){
  return robotsCrawlerUserSetPurpose(p, z, strlen(z));
}

/* A user's table's purposes: the built-in words only, written exactly; a
** row with a token only; one purpose per token.  And every purpose of the
** built-in list is one of those words. */
static void testUserPurpose(void){
  RobotsCrawlerUser u;
  RobotsCrawlerInfo r;
  size_t iRow = 0, i;
  int bAll = 1;
  robotsCrawlerUserInit(&u, &coreLibcAlloc);
  CHECK("purpose_needs_a_row", userPurpose(&u, "search")==ROBOTS_CRAWLER_USER_PURPOSE);
  userAdd(&u, "a", "A");
  CHECK("purpose_known_accepted", userPurpose(&u, "ai-train")==ROBOTS_CRAWLER_USER_OK);
  CHECK("purpose_unknown_refused", userPurpose(&u, "ai_train")==ROBOTS_CRAWLER_USER_PURPOSE
        && userPurpose(&u, "AI-Train")==ROBOTS_CRAWLER_USER_PURPOSE
        && userPurpose(&u, "")==ROBOTS_CRAWLER_USER_PURPOSE
        && robotsCrawlerUserSetPurpose(&u, "search\0", 7)==ROBOTS_CRAWLER_USER_PURPOSE);
  userAdd(&u, "b", NULL);
  CHECK("purpose_without_token_refused", userPurpose(&u, "monitoring")
        ==ROBOTS_CRAWLER_USER_PURPOSE_NO_TOKEN);
  userAdd(&u, "c", "A");                         /* same token, no purpose */
  userAdd(&u, "d", "A");
  userPurpose(&u, "ai-train");                   /* same token, same purpose */
  CHECK("purpose_same_token_same_purpose_accepted",
        robotsCrawlerUserFinish(&u, &iRow)==ROBOTS_CRAWLER_USER_OK);
  userAdd(&u, "e", "B");
  userPurpose(&u, "search");
  userAdd(&u, "f", "A");
  userPurpose(&u, "ai-input");
  CHECK("purpose_token_two_purposes_names_later_row",
        robotsCrawlerUserFinish(&u, &iRow)==ROBOTS_CRAWLER_USER_PURPOSE_CONFLICT && iRow==5);
  robotsCrawlerUserFree(&u);
  for(i=0; i<robotsCrawlerListSize(); i++){
    robotsCrawlerListAt(i, &r);
    if( r.zPurpose==NULL || robotsPurposeIndex(r.zPurpose, strlen(r.zPurpose))<0 ) bAll = 0;
  }
  CHECK("purpose_built_in_list_uses_the_words", bAll
        && strcmp(robotsPurposeName(robotsPurposeIndex("ai-input", 8)), "ai-input")==0
        && robotsPurposeName(99)==NULL);
}

/* The naive model of a user's table: every pattern searched in turn, the
** longest found winning, the leftmost on a tie.  Returns the pattern's
** number or -1. */
static int userNaive(char aPat[][8], const size_t *anPat, int nPat,
                     const char *z, size_t n){
  int k, iBest = -1;
  size_t atBest = 0;
  for(k=0; k<nPat; k++){
    size_t i, j;
    for(i=0; i+anPat[k]<=n; i++){
      for(j=0; j<anPat[k] && coreToLower((unsigned char)z[i+j])==aPat[k][j]; j++){}
      if( j==anPat[k] ) break;
    }
    if( i+anPat[k]>n ) continue;
    if( iBest<0 || anPat[k]>anPat[iBest] || (anPat[k]==anPat[iBest] && i<atBest) ){
      iBest = k;
      atBest = i;
    }
  }
  return iBest;
}

/* The automaton over a user's table answers as the naive model does, on
** random small-alphabet patterns (many shared prefixes and suffixes, so
** failure links and outputs are exercised) and headers. */
static void testUserRandom(void){
  static const char aAlpha[] = "abAB";
  char aPat[40][8], zTok[40][8], zHead[200];
  size_t anPat[40], iRow;
  unsigned x = 12345;
  int iter, bad = 0;
  for(iter=0; iter<3000 && !bad; iter++){
    RobotsCrawlerUser u;
    int k, nPat = 0, want;
    size_t n, i;
    Span t;
    robotsCrawlerUserInit(&u, &coreLibcAlloc);
    for(k=0; k<1 + iter%40; k++){
      size_t m, j;
      x = x*1103515245u + 12345u;
      m = 1 + ((x>>16) % 7);
      for(j=0; j<m; j++){
        x = x*1103515245u + 12345u;
        aPat[nPat][j] = (char)coreToLower((unsigned char)aAlpha[(x>>16)%4]);
      }
      anPat[nPat] = m;
      for(j=0; j<(size_t)nPat && !(anPat[j]==m && memcmp(aPat[j], aPat[nPat], m)==0); j++){}
      if( j<(size_t)nPat ) continue;          /* one token per pattern */
      snprintf(zTok[nPat], sizeof(zTok[nPat]), "t%d", nPat%100);
      if( robotsCrawlerUserAdd(&u, aPat[nPat], m, zTok[nPat], strlen(zTok[nPat])) ) bad = 1;
      nPat++;
    }
    x = x*1103515245u + 12345u;
    n = (x>>16) % sizeof(zHead);
    for(i=0; i<n; i++){
      x = x*1103515245u + 12345u;
      zHead[i] = aAlpha[(x>>16)%4];
    }
    if( robotsCrawlerUserFinish(&u, &iRow)!=ROBOTS_CRAWLER_USER_OK ) bad = 1;
    want = userNaive(aPat, anPat, nPat, zHead, n);
    k = robotsCrawlerOfHeaderWith(&u, zHead, n, &t);
    if( want>=0 ? (k!=ROBOTS_CRAWLER_USER || t.n!=strlen(zTok[want])
                   || memcmp(t.z, zTok[want], t.n)!=0)
                : k==ROBOTS_CRAWLER_USER ){
      printf("# iteration %d: want %d\n", iter, want);
      bad = 1;
    }
    robotsCrawlerUserFree(&u);
  }
  CHECK("user_automaton_agrees_with_naive_longest_leftmost", !bad);
}

int main(void){
  testKnown();
  testKnownFamilies();
  testGenericAndBrowsers();
  testTableOrder();
  testUserTable();
  testUserPurpose();
  testUserRandom();
  testAccessLog();
  CHECK_DONE();
}
