/*
** test_robots_agent_guess.c: the crawler token of a User-Agent header that
** the table of known crawlers lacks (robots_crawler_guess.c), and the
** table's newer rows.  Headers written by hand in the shapes crawlers,
** HTTP libraries and browsers send (not copied from any corpus), each with
** the token robots_agent must give; then the rules one by one (browser
** words are never a token, the order of the kinds, bounded and linear).
** The measure on public corpora is tests/py/test_agent_corpus.py.
*/
#include "check.h"
#include "crawler/robots_crawler.h"
#include "crawler/robots_crawler_guess.h"
#include "crawler/robots_purpose.h"

#include <stdlib.h>
#include <time.h>

typedef struct AgentCase { const char *zUa, *zToken; } AgentCase;

/* Crawlers, tools and libraries, and the token each gives. */
static const AgentCase aCrawler[] = {
  /* Rows of the table */
  { "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Googlebot" },
  { "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "bingbot" },
  { "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)", "GPTBot" },
  { "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)", "AhrefsBot" },
  { "Mozilla/2.0 (compatible; Ask Jeeves/Teoma)", "Teoma" },
  { "Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)", "UptimeRobot" },
  { "Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)", "Pingdom.com_bot" },
  { "Mozilla/5.0 (compatible; Barkrowler/0.9; +https://babbar.tech/crawler)", "Barkrowler" },
  { "Mozilla/5.0 (compatible; MegaIndex.ru/2.0; +http://megaindex.com/crawler)", "MegaIndex.ru" },
  { "WhatsApp/2.23.20.0 A", "WhatsApp" },
  { "Iframely/1.3.1 (+https://iframely.com/docs/about)", "Iframely" },
  { "Mozilla/5.0 (compatible; Bluesky Cardyb/1.1; +mailto:support@bsky.app)", "Cardyb" },
  { "Mastodon/4.2.0 (http.rb/5.1.1; +https://social.example/)", "Mastodon" },
  { "Mozilla/5.0 (compatible; FacebookBot/1.0; +https://developers.facebook.com/docs/sharing/webmasters/facebookbot/)", "FacebookBot" },
  { "meta-externalads/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)", "meta-externalads" },
  { "Mozilla/5.0 (compatible; AI2Bot/1.0; +https://www.allenai.org/crawler)", "AI2Bot" },
  { "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amzn-SearchBot/0.1) Chrome/119.0.6045.214 Safari/537.36", "Amzn-SearchBot" },
  { "Mozilla/5.0 (compatible; CensysInspect/1.1; +https://about.censys.io/)", "CensysInspect" },
  { "Expanse, a Palo Alto Networks company, searches across the global IPv4 space", "Expanse" },
  { "Mozilla/5.0 (compatible; SeekportBot; +https://bot.seekport.com)", "SeekportBot" },
  { "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 GTmetrix", "GTmetrix" },
  { "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36 Chrome-Lighthouse", "Chrome-Lighthouse" },
  { "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 DatadogSynthetics", "DatadogSynthetics" },
  { "Feedbin feed-id:1234 - 5 subscribers", "Feedbin" },
  { "NewsBlur Feed Fetcher - 12 subscribers - https://www.newsblur.com/site/1/example", "NewsBlur" },
  { "Mozilla/5.0 (compatible; inoreader.com; 3 subscribers)", "Inoreader" },
  { "special_archiver/3.4.0 (+https://www.archive.org)", "special_archiver" },
  { "findlinks/2.6 (+https://wortschatz.uni-leipzig.de/findlinks/)", "findlinks" },
  { "Mozilla/5.0 (compatible; BUbiNG (+https://law.di.unimi.it/BUbiNG.html))", "BUbiNG" },
  { "Mozilla/5.0 (compatible; YouBot/1.0; +https://about.you.com/youbot/)", "YouBot" },
  { "Mozilla/5.0 (compatible; Cotoyogi/4.0; +https://ds.rois.ac.jp/center8/crawler/)", "Cotoyogi" },
  { "kagi-fetcher/1.0", "kagi-fetcher" },
  { "Scrapy/2.11.0 (+https://scrapy.org)", "Scrapy" },
  { "MojeekBot/0.11 (+https://www.mojeek.com/bot.html)", "MojeekBot" },
  { "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)", "Slurp" },
  /* HTTP libraries and tools */
  { "curl/8.5.0", "curl" },
  { "Wget/1.21.4", "Wget" },
  { "Wget/1.20.3 (linux-gnu)", "Wget" },
  { "python-requests/2.31.0", "python-requests" },
  { "Python-urllib/3.11", "Python-urllib" },
  { "Python/3.11 aiohttp/3.9.1", "aiohttp" },
  { "python-httpx/0.25.2", "python-httpx" },
  { "Go-http-client/1.1", "Go-http-client" },
  { "Go-http-client/2.0", "Go-http-client" },
  { "okhttp/4.12.0", "okhttp" },
  { "Java/17.0.9", "Java" },
  { "Apache-HttpClient/5.2.1 (Java/17.0.8)", "Apache-HttpClient" },
  { "libwww-perl/6.72", "libwww-perl" },
  { "axios/1.6.2", "axios" },
  { "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)", "node-fetch" },
  { "node-fetch", "node-fetch" },
  { "GuzzleHttp/7", "GuzzleHttp" },
  { "Faraday v2.7.11", "Faraday" },
  { "Mechanize/2.9.1 Ruby/3.2.2p53 (http://github.com/sparklemotion/mechanize/)", "Mechanize" },
  { "PostmanRuntime/7.36.0", "PostmanRuntime" },
  { "HTTPie/3.2.2", "HTTPie" },
  { "Mozilla/5.0 (Windows NT; Windows NT 10.0; en-US) WindowsPowerShell/5.1.19041.3570", "WindowsPowerShell" },
  { "Dart/3.2 (dart:io)", "Dart" },
  { "reqwest/0.11.22", "reqwest" },
  { "colly - https://github.com/gocolly/colly", "colly" },
  { "masscan/1.3 (https://github.com/robertdavidgraham/masscan)", "masscan" },
  { "Mozilla/5.0 zgrab/0.x", "zgrab" },
  { "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/119.0.6045.105 Safari/537.36", "HeadlessChrome" },
  { "Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1", "PhantomJS" },
  { "Java/1.8.0_392", "Java" },
  { "Jakarta Commons-HttpClient/3.1", "Jakarta" },
  { "PHP/8.2", "PHP" },
  { "Ruby", "Ruby" },
  { "Mozilla/5.0 (compatible; Nmap Scripting Engine; https://nmap.org/book/nse.html)", "Nmap" },
  { "sqlmap/1.7.12#stable (https://sqlmap.org)", "sqlmap" },
  /* The name after "compatible;" */
  { "Mozilla/5.0 (compatible; 008/0.83; http://www.80legs.com/webcrawler.html) Gecko/2008032620", "008" },
  { "Mozilla/5.0 (compatible; Qwerty/1.0)", "Qwerty" },
  { "Mozilla/5.0 (compatible; Linkstats; +https://linkstats.example/)", "Linkstats" },
  { "Mozilla/5.0 (compatible; evaluator-batch/3.0)", "evaluator-batch" },
  { "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 "
    "Safari/537.36 (compatible; NewsLens/1.2; +https://newslens.example)", "NewsLens" },
  { "Mozilla/5.0 (compatible; Indy Library)", "Indy" },
  /* Names that say what they are */
  { "Mozilla/5.0 (compatible; AcmeIndex/2.1; +https://acme.example/about)", "AcmeIndex" },
  { "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ResearchCrawl/0.4; "
    "+https://uni.example.edu/crawl) Chrome/120.0.0.0 Safari/537.36", "ResearchCrawl" },
  { "Mozilla/5.0 (compatible; ExampleSpider/3.0)", "ExampleSpider" },
  { "magpie-crawler/1.1 (U; Linux amd64; en-GB; +http://www.brandwatch.net)", "magpie-crawler" },
  { "Mozilla/5.0 (compatible; LinkFetcher/1.0)", "LinkFetcher" },
  { "site-scanner/2.0", "site-scanner" },
  { "Mozilla/5.0 (compatible; PagePreviewer/1.0; +https://x.example)", "PagePreviewer" },
  { "Mozilla/5.0 (X11; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/115.0 NetMonitorBot", "NetMonitorBot" },
  { "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 "
    "Safari/537.36 Acme-Uptime-Agent/2.0", "Acme-Uptime-Agent" },
  { "check_http/v2.3.3 (monitoring-plugins 2.3.3)", "check_http" },
  { "Mozilla/5.0 (compatible; rss2email bot)", "rss2email" },
  { "WebGrabber for macOS/2.0", "WebGrabber" },
  /* A generic crawler word beside the name */
  { "Acme Crawler 1.0 (+https://acme.example/crawler)", "Acme" },
  { "Mozilla/5.0 (X11; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/115.0 Zeta Bot", "Zeta" },
  { "Honeycomb Uptime Check", "Honeycomb" },
  { "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 "
    "Safari/537.36 (Pagewise Monitor)", "Pagewise" },
  /* A bare product: no browser's or device's word */
  { "newspaper/0.9.1", "newspaper" },
  { "trafilatura/1.6.2 (+https://github.com/adbar/trafilatura)", "trafilatura" },
  { "Wanderer", "Wanderer" },
  { "Linkwarden/2.0 (+https://linkwarden.app)", "Linkwarden" },
  { "Hatena::Bookmark/0.1", "Hatena" },
  { "PortCheck (https://portcheck.example/)", "PortCheck" },
  { "Monit/5.33.0", "Monit" },
  { "Zabbix", "Zabbix" },
  { "lychee/0.14.3", "lychee" },
  { "Nuclei - Open-source project (github.com/projectdiscovery/nuclei)", "Nuclei" },
  /* Only a URL names it: the site name */
  { "Mozilla/5.0 (compatible; +https://pagewatch.example.com)", "example" },
  { "https://siteinfo.example.org/bot", "example" },
  { "Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; +http://www.sitecheckers.net/)", "sitecheckers" },
  { "Mozilla/5.0 (compatible; MSIE 7.0 +http://www.archiver.example.co.uk)", "example" },
};

/* Browsers, in-app browsers, web views and feature phones: no token. */
static const char *const aBrowser[] = {
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36",
  "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.6167.101 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:122.0) Gecko/20100101 Firefox/122.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:122.0) Gecko/20100101 Firefox/122.0",
  "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:122.0) Gecko/20100101 Firefox/122.0",
  "Mozilla/5.0 (Android 14; Mobile; rv:122.0) Gecko/122.0 Firefox/122.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36 Edg/121.0.2277.83",
  "Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36 EdgA/121.0.2277.59",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/121.0.2277.75 Mobile/15E148 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36 OPR/106.0.0.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/121.0.6167.66 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/122.0 Mobile/15E148 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 YaBrowser/23.11.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; U; Android 11; en-US; RMX2185 Build/RP1A.201005.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 UCBrowser/13.6.0.1315 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko",
  "Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0; SLCC2; .NET CLR 2.0.50727; .NET CLR 3.5.30729; Media Center PC 6.0)",
  "Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1; .NET CLR 1.1.4322)",
  "Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0; Touch)",
  "Mozilla/5.0 (compatible; Konqueror/4.14; Linux) KHTML/4.14.2 (like Gecko)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15 Epiphany/45.0",
  "Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18",
  "Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54",
  "Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.8",
  "Lynx/2.9.0 libwww-FM/2.14 SSL-MM/1.4.1 OpenSSL/3.0.11",   /* a TLS library is no runtime */
  "w3m/0.5.3+git20230121",
  "Links (2.29; Linux 6.1.0-17-amd64 x86_64; GNU C 12.2; text)",
  "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.3.1 like Chrome/120.0.6099.283 Safari/537.36",
  "Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15",
  "Mozilla/5.0 (SMART-TV; Linux; Tizen 7.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/5.0 Chrome/94.0.4606.31 TV Safari/537.36",
  "Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.88 Safari/537.36 WebAppManager",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/447.0.0.40.106;FBBV/555;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.2;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]",
  "Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Instagram 315.0.0.29.109 Android (33/13; 450dpi; 1080x2177; samsung; SM-A536B; a53x; s5e8825; en_GB; 556277223)",
  "Mozilla/5.0 (Linux; Android 12; V2111 Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230701 MicroMessenger/8.0.40.2420(0x28002837) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
  "Mozilla/5.0 (Linux; Android 11; moto g(30) Build/RRMS31.Q1-13-46-5; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36",
  "Dalvik/2.1.0 (Linux; U; Android 12; SM-T220 Build/SP1A.210812.016)",
  "Nokia6300/2.0 (07.21) Profile/MIDP-2.0 Configuration/CLDC-1.1",
  "BlackBerry9700/5.0.0.593 Profile/MIDP-2.1 Configuration/CLDC-1.1 VendorID/100",
  "SAMSUNG-GT-E1200/E1200XXKE1 Profile/MIDP-2.0 Configuration/CLDC-1.1 UP.Browser/6.2.3.3.c.1.101 (GUI) MMP/2.0",
  "Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 930) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537",
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.101 Mobile DuckDuckGo/5 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/300.0.598994205 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Whale/3.24.223.21 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/74.0.3729.136 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 10; YandexSearch app) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Mobile Safari/537.36 YandexSearch/21.22",
};

/* The token of zUa, as robots_agent gives it; NULL for none.  The result
** lives in a static buffer. */
static const char *agentToken(const char *zUa){
  static char zBuf[ROBOTS_CRAWLER_MAX_SCAN+1];
  Span t;
  if( robotsCrawlerOfHeader(zUa, strlen(zUa), &t)==ROBOTS_CRAWLER_NONE ) return NULL;
  memcpy(zBuf, t.z, t.n);
  zBuf[t.n] = 0;
  return zBuf;
}

/* Every hand-written case gives its token. */
static void testCases(void){
  size_t i, nBad = 0;
  char zName[64];
  for(i=0; i<sizeof(aCrawler)/sizeof(aCrawler[0]); i++){
    const char *z = agentToken(aCrawler[i].zUa);
    if( z==NULL || strcmp(z, aCrawler[i].zToken)!=0 ){
      printf("# crawler %s gives %s: %s\n", aCrawler[i].zToken, z ? z : "NULL", aCrawler[i].zUa);
      nBad++;
    }
  }
  snprintf(zName, sizeof(zName), "guess_%d_crawlers_give_their_token",
           (int)(sizeof(aCrawler)/sizeof(aCrawler[0])));
  CHECK(zName, nBad==0);
  for(i=0, nBad=0; i<sizeof(aBrowser)/sizeof(aBrowser[0]); i++){
    const char *z = agentToken(aBrowser[i]);
    if( z!=NULL ){ printf("# browser gives %s: %s\n", z, aBrowser[i]); nBad++; }
  }
  snprintf(zName, sizeof(zName), "guess_%d_browsers_give_null",
           (int)(sizeof(aBrowser)/sizeof(aBrowser[0])));
  CHECK(zName, nBad==0);
}

/* 1 if the guess for zUa is zExpect (NULL: none). */
static int guessIs(const char *zUa, const char *zExpect){
  Span t;
  int rc = robotsCrawlerGuess(zUa, strlen(zUa), &t);
  if( zExpect==NULL ) return rc==0;
  return rc==1 && t.n==strlen(zExpect) && memcmp(t.z, zExpect, t.n)==0;
}

/* The rules one by one. */
static void testRules(void){
  static const char *const azBrowserWord[] = {
    "Chrome", "Safari", "Firefox", "Edg", "OPR", "Mozilla", "AppleWebKit",
    "Gecko", "Version", "Mobile", "KHTML", "like", "compatible"
  };
  size_t i;
  int bAll = 1;
  for(i=0; i<sizeof(azBrowserWord)/sizeof(azBrowserWord[0]); i++){
    char z[64];
    snprintf(z, sizeof(z), "%s/1.0", azBrowserWord[i]);
    bAll &= guessIs(z, NULL);
    snprintf(z, sizeof(z), "Mozilla/5.0 (compatible; %s/2.0; +https://x.example/)", azBrowserWord[i]);
    bAll &= !guessIs(z, azBrowserWord[i]);
  }
  CHECK("guess_browser_words_are_never_a_token", bAll);
  CHECK("guess_suffix_rule_first", guessIs("FooFetch/1.0 (BarBot/2.0)", "BarBot"));
  CHECK("guess_crawler_word_before_product", guessIs("Acme/1.0 LinkChecker/2.0", "LinkChecker"));
  CHECK("guess_product_before_library", guessIs("MyTool/1.0 python-requests/2.31.0", "MyTool"));
  CHECK("guess_library_before_compatible", guessIs("Mozilla/5.0 (compatible; Foo/1.0) okhttp/4.9", "okhttp"));
  CHECK("guess_compatible_before_comment_item", guessIs(
    "Mozilla/5.0 (compatible; Foo/1.0; +https://a.example) (Bar/2.0)", "Foo"));
  CHECK("guess_compatible_item_is_the_first_after_it", guessIs(
    "Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Acme)", NULL)
    && guessIs("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Acme; +https://a.example/)", "Acme"));
  CHECK("guess_compatible_without_device_is_a_mark", guessIs("Mozilla/5.0 (compatible; Foo/1.0)", "Foo"));
  CHECK("guess_compatible_with_device_is_no_mark", guessIs(
    "Mozilla/5.0 (compatible; Foo/1.0; Linux x86_64) Gecko/20100101", NULL));
  CHECK("guess_platform_comment_items_need_a_mark", guessIs(
    "Mozilla/5.0 (X11; Acme; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/1.0 Safari/537.36", NULL)
    && guessIs("Mozilla/5.0 (Windows NT 10.0; acme.example bot) AppleWebKit/537.36 Chrome/1.0", "acme.example"));
  CHECK("guess_device_word_means_browser", guessIs("Acme/1.0 (Android 14)", NULL)
        && guessIs("Acme/1.0 Profile/MIDP-2.0", NULL));
  CHECK("guess_url_is_a_mark", guessIs("Acme/1.0 (Android 14; +https://acme.example/)", "Acme"));
  CHECK("guess_url_is_no_name", guessIs("Mozilla/5.0 (compatible; +https://www.example.com/bot.html)", "example"));
  CHECK("guess_email_is_no_name", guessIs("Mozilla/5.0 (compatible; crawler@example.org)", "example"));
  CHECK("guess_version_crawler_word_is_a_mark", guessIs(
    "acme.example/scan Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/126.0.0.0 Safari/537.36",
    "acme.example"));
  CHECK("guess_bot_inside_a_word_is_none", guessIs("Mozilla/5.0 (Windows NT 10.0; Caboto) Gecko/1", NULL));
  CHECK("guess_generic_word_alone_is_no_name", guessIs("bot/1.0", NULL) && guessIs("Crawler", NULL));
  CHECK("guess_digits_need_a_version", guessIs("008/0.83", "008") && guessIs("2.0.1", NULL)
        && guessIs("1234", NULL));
  CHECK("guess_name_starts_with_letter_or_digit", guessIs("-Acme/1.0", NULL) && guessIs(".NET/4.0", NULL));
  CHECK("guess_empty_none", guessIs("", NULL) && guessIs("   ;;; ((( )))", NULL));
  CHECK("guess_unbalanced_comments", guessIs("Acme/1.0 ((((((", "Acme") && guessIs(")))) Acme/1.0", "Acme"));
  CHECK("guess_generic_compound_is_no_name", guessIs("Quokka WebCrawler 2.0", "Quokka")
        && guessIs("Mozilla/5.0 (compatible; Quokka/1.0; webcrawler at quokka dot example)", "Quokka"));
  CHECK("guess_email_needs_a_host_name", guessIs(
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/1.0 "
    "Mobile Safari/537.36 (Acme android@121.0.6167.101)", NULL));
  CHECK("guess_nul_byte_is_data", robotsCrawlerGuess("\0 Acme/1.0", 10, &(Span){0,0})==1);
}

/* Seconds of CPU to guess over z[0..n) r times. */
static double guessTime(const char *z, size_t n, int r){
  clock_t t0 = clock();
  Span t;
  int k, s = 0;
  for(k=0; k<r; k++) s += robotsCrawlerGuess(z, n, &t);
  if( s<0 ) printf("#\n");
  return (double)(clock()-t0)/CLOCKS_PER_SEC;
}

/* Linear in the header: adversarial shapes at n and 4n cost at most 8x. */
static void testLinear(void){
  static const char *const azUnit[] = {
    "((((", "a/b ", "http", "; ; ", "Bot ", "(compatible; x", "aaaa", "x@y.", "Mozilla/5.0 (",
  };
  size_t n = 1<<16, k, i;
  char *z = malloc(4*n);
  int bOk = 1;
  if( z==NULL ){ CHECK("guess_linear_time", 0); return; }
  for(k=0; k<sizeof(azUnit)/sizeof(azUnit[0]); k++){
    size_t nU = strlen(azUnit[k]);
    double t1, t4;
    for(i=0; i<4*n; i++) z[i] = azUnit[k][i%nU];
    t1 = guessTime(z, n, 20);
    t4 = guessTime(z, 4*n, 20);
    if( t4 > 8*t1 + 0.01 ){
      printf("# shape %s: n %.4fs, 4n %.4fs\n", azUnit[k], t1, t4);
      bOk = 0;
    }
  }
  free(z);
  CHECK("guess_linear_time", bOk);
}

/* A table pattern right after "like " is a comparison, not the sender. */
static void testTableLike(void){
  CHECK("table_pattern_after_like_is_a_comparison",
        strcmp(agentToken("AcmeReader/2.0 (+https://reader.example) like Googlebot"), "AcmeReader")==0
        && strcmp(agentToken("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
                  "Googlebot")==0);
}

/* The table's rows all have a purpose, and robots_crawler_list lists them. */
static void testTablePurposes(void){
  size_t i, nNone = 0;
  RobotsCrawlerInfo r;
  for(i=0; i<robotsCrawlerListSize(); i++){
    robotsCrawlerListAt(i, &r);
    if( r.zPurpose==NULL ){ printf("# no purpose: %s\n", r.zToken); nNone++; }
  }
  CHECK("table_every_row_has_a_purpose", nNone==0);
  CHECK("table_has_over_170_crawlers", robotsCrawlerTableSize()>170);
  CHECK("table_webzio_extended_token_only",
        robotsPurposeOf("Webzio-Extended", 15, NULL)!=NULL);
}

int main(void){
  testCases();
  testRules();
  testLinear();
  testTableLike();
  testTablePurposes();
  CHECK_DONE();
}
