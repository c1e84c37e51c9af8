/*
** robots_crawler.c: the robots.txt token of a crawler from its User-Agent
** header (the SQL function robots_agent).  robotsCrawlerOfHeader looks for
** each pattern of crawlerTable, in order, as a case-insensitive substring
** that starts a word; the first hit gives the token.  Failing that,
** robotsCrawlerGuess (robots_crawler_guess.c) reads the crawler's product
** token from the header's product list.  Browsers give none.
** To add a crawler, add a row to crawlerTable: more specific patterns first.
** A user's table (RobotsCrawlerUser, robots_crawler_user.c) is consulted
** before all this by robotsCrawlerOfHeaderWith: longest pattern wins.
*/
#include "robots_crawler.h"
#include "robots_crawler_guess.h"
#include "../core/substr.h"

#include <stdlib.h>
#include <string.h>

/* Known crawlers: the text to look for, and the robots.txt token it stands
** for.  A row with a token matches only as a whole word (the bytes around
** it are not letters or digits), so "Daum" does not match "DaumApps".  A
** row with token NULL is a family: it matches the start of a word and gives
** the name as written there, so Yandex* and Baiduspider-* keep their own
** member's name; a name with a '.' there is a host name ("yandex.com" in a
** URL), not a crawler.  Order matters: the first row that matches wins, so
** a pattern that another one starts with comes after it, and a crawler
** whose header names another one ("Feedly ... like FeedFetcher-Google",
** "TelegramBot (like TwitterBot)", adidxbot's URL ".../bingbot.htm") comes
** before that one. */
static const struct { const char *zPattern; const char *zToken; } crawlerTable[] = {
  /* Headers that name another crawler, before it */
  { "Feedly",                "Feedly" },    /* "like FeedFetcher-Google" */
  { "TelegramBot",           "TelegramBot" },  /* "(like TwitterBot)" */
  /* Google (developers.google.com/search/docs/crawling-indexing);
  ** Google-Extended is a robots.txt token only: no request carries it. */
  { "Googlebot-Image",       "Googlebot-Image" },
  { "Googlebot-News",        "Googlebot-News" },
  { "Googlebot-Video",       "Googlebot-Video" },
  { "Googlebot-Mobile",      "Googlebot-Mobile" },
  { "Googlebot",             "Googlebot" },
  { "AdsBot-Google-Mobile",  "AdsBot-Google-Mobile" },
  { "AdsBot-Google",         "AdsBot-Google" },
  { "Mediapartners-Google",  "Mediapartners-Google" },
  { "Storebot-Google",       "Storebot-Google" },
  { "Google-InspectionTool", "Google-InspectionTool" },
  { "GoogleOther-Image",     "GoogleOther-Image" },
  { "GoogleOther-Video",     "GoogleOther-Video" },
  { "GoogleOther",           "GoogleOther" },
  { "Google-CloudVertexBot", "Google-CloudVertexBot" },
  { "APIs-Google",           "APIs-Google" },
  { "Feedfetcher-Google",    "FeedFetcher-Google" },
  { "FeedBurner",            "FeedBurner" },
  { "Google-Read-Aloud",     "Google-Read-Aloud" },
  { "Google-Site-Verification", "Google-Site-Verification" },
  { "GoogleProducer",        "GoogleProducer" },
  { "Google-Safety",         "Google-Safety" },
  { "Chrome-Lighthouse",     "Chrome-Lighthouse" },
  { "Google-PageRenderer",   "Google-PageRenderer" },
  { "GoogleImageProxy",      "GoogleImageProxy" },
  /* Microsoft */
  { "AdIdxBot",              "AdIdxBot" },  /* "+http://www.bing.com/bingbot.htm" */
  { "bingbot",               "bingbot" },
  { "BingPreview",           "BingPreview" },
  { "MicrosoftPreview",      "MicrosoftPreview" },
  { "msnbot-media",          "msnbot-media" },
  { "msnbot",                "msnbot" },
  /* Other search engines */
  { "Yahoo! Slurp",          "Slurp" },
  { "Slurp",                 "Slurp" },
  { "DuckDuckBot",           "DuckDuckBot" },
  { "DuckAssistBot",         "DuckAssistBot" },
  { "Baiduspider",           NULL },        /* Baiduspider, -image, -render */
  { "YandexBot",             "YandexBot" },
  { "YaDirectFetcher",       "YaDirectFetcher" },
  { "Yandex",                NULL },        /* YandexImages, YandexMetrika ... */
  { "Applebot",              "Applebot" },
  { "SeznamBot",             "SeznamBot" },
  { "PetalBot",              "PetalBot" },
  { "Sogou",                 "Sogou" },     /* Sogou web spider, inst spider */
  { "Exabot",                "Exabot" },
  { "YisouSpider",           "YisouSpider" },
  { "360Spider",             "360Spider" },
  { "HaosouSpider",          "HaosouSpider" },   /* 360 */
  { "Qwantify",              "Qwantify" },
  { "Qwantbot",              "Qwantbot" },
  { "Mail.RU_Bot",           "Mail.RU_Bot" },
  { "coccocbot",             NULL },        /* coccocbot-web, -image */
  { "MojeekBot",             "MojeekBot" },
  { "Naverbot",              "Naverbot" },
  { "Yeti",                  "Yeti" },      /* Naver */
  { "Daumoa",                "Daumoa" },    /* Daum (Kakao), Korea */
  { "Daum",                  "Daum" },      /* "Daum/4.1" */
  { "Teoma",                 "Teoma" },
  { "ichiro",                "ichiro" },
  { "Sosospider",            "Sosospider" },
  { "Amzn-SearchBot",        "Amzn-SearchBot" },
  { "YouBot",                "YouBot" },
  { "Neevabot",              "Neevabot" },
  { "StractBot",             "StractBot" },
  { "SeekportBot",           "SeekportBot" },
  { "Cliqzbot",              "Cliqzbot" },
  { "ZumBot",                "ZumBot" },
  { "coccoc",                "coccoc" },
  /* Social networks and link previews */
  { "facebookexternalhit",   "facebookexternalhit" },
  { "facebookcatalog",       "facebookcatalog" },
  { "meta-externalagent",    "meta-externalagent" },
  { "meta-externalfetcher",  "meta-externalfetcher" },
  { "Twitterbot",            "Twitterbot" },
  { "LinkedInBot",           "LinkedInBot" },
  { "Pinterestbot",          "Pinterestbot" },
  { "Slackbot",              "Slackbot" },
  { "Discordbot",            "Discordbot" },
  { "redditbot",             "redditbot" },
  { "Embedly",               "Embedly" },
  { "DuckDuckGo-Favicons-Bot","DuckDuckGo-Favicons-Bot" },
  { "meta-externalads",      "meta-externalads" },
  { "FacebookBot",           "FacebookBot" },
  { "WhatsApp",              "WhatsApp" },
  { "Slack-ImgProxy",        "Slack-ImgProxy" },
  { "SkypeUriPreview",       "SkypeUriPreview" },
  { "vkShare",               "vkShare" },
  { "Iframely",              "Iframely" },
  { "Cardyb",                "Cardyb" },
  { "Mastodon",              "Mastodon" },
  { "FlipboardProxy",        "FlipboardProxy" },
  { "FlipboardRSS",          "FlipboardRSS" },
  { "Feedbin",               "Feedbin" },
  { "NewsBlur",              "NewsBlur" },
  { "Inoreader",             "Inoreader" },
  { "theoldreader.com",      "theoldreader.com" },
  { "Superfeedr",            "Superfeedr" },
  { "Feedspotbot",           "Feedspotbot" },
  { "Miniflux",              "Miniflux" },
  { "CommaFeed",             "CommaFeed" },
  { "UniversalFeedParser",   "UniversalFeedParser" },
  /* AI crawlers and assistants */
  { "GPTBot",                "GPTBot" },
  { "ChatGPT-User",          "ChatGPT-User" },
  { "OAI-SearchBot",         "OAI-SearchBot" },
  { "ClaudeBot",             "ClaudeBot" },
  { "Claude-Web",            "Claude-Web" },
  { "Claude-User",           "Claude-User" },
  { "Claude-SearchBot",      "Claude-SearchBot" },
  { "anthropic-ai",          "anthropic-ai" },
  { "PerplexityBot",         "PerplexityBot" },
  { "Perplexity-User",       "Perplexity-User" },
  { "MistralAI-User",        "MistralAI-User" },
  { "CCBot",                 "CCBot" },
  { "Bytespider",            "Bytespider" },
  { "Amazonbot",             "Amazonbot" },
  { "cohere-ai",             "cohere-ai" },
  { "Diffbot",               "Diffbot" },
  { "ImagesiftBot",          "ImagesiftBot" },
  { "Timpibot",              "Timpibot" },
  { "AI2Bot",                "AI2Bot" },
  { "cohere-training-data-crawler","cohere-training-data-crawler" },
  { "omgilibot",             "omgilibot" },
  { "omgili",                "omgili" },
  { "PanguBot",              "PanguBot" },
  { "ICC-Crawler",           "ICC-Crawler" },
  { "img2dataset",           "img2dataset" },
  { "SBIntuitionsBot",       "SBIntuitionsBot" },
  { "Cotoyogi",              "Cotoyogi" },
  { "iaskspider",            "iaskspider" },
  { "PhindBot",              "PhindBot" },
  { "FirecrawlAgent",        "FirecrawlAgent" },
  { "Amzn-User",             "Amzn-User" },
  { "NovaAct",               "NovaAct" },
  { "kagi-fetcher",          "kagi-fetcher" },
  /* SEO tools, monitoring and security scanners */
  { "AhrefsSiteAudit",       "AhrefsSiteAudit" },
  { "AhrefsBot",             "AhrefsBot" },
  { "SemrushBot",            "SemrushBot" },  /* SemrushBot-SA, -BA, ... */
  { "MJ12bot",               "MJ12bot" },
  { "DotBot",                "DotBot" },
  { "Ezooms",                "Ezooms" },      /* Moz's crawler before DotBot */
  { "rogerbot",              "rogerbot" },
  { "Screaming Frog SEO Spider", "Screaming Frog SEO Spider" },
  { "BLEXBot",               "BLEXBot" },
  { "DataForSeoBot",         "DataForSeoBot" },
  { "serpstatbot",           "serpstatbot" },
  { "SiteAuditBot",          "SiteAuditBot" },
  { "SiteExplorer",          "SiteExplorer" },
  { "Barkrowler",            "Barkrowler" },
  { "MegaIndex.ru",          "MegaIndex.ru" },
  { "LinkpadBot",            "LinkpadBot" },
  { "spbot",                 "spbot" },
  { "SEOkicks-Robot",        "SEOkicks-Robot" },
  { "XoviBot",               "XoviBot" },
  { "SISTRIX",               "SISTRIX" },
  { "SeobilityBot",          "SeobilityBot" },
  { "Sitebulb",              "Sitebulb" },
  { "OnCrawl",               "OnCrawl" },
  { "botify",                "botify" },
  { "JetOctopus",            "JetOctopus" },
  { "ContentKing",           "ContentKing" },
  { "linkdexbot",            "linkdexbot" },
  { "UptimeRobot",           "UptimeRobot" },
  { "Pingdom.com_bot",       "Pingdom.com_bot" },
  { "PingdomTMS",            "PingdomTMS" },
  { "StatusCake",            "StatusCake" },
  { "Site24x7",              "Site24x7" },
  { "NewRelicPinger",        "NewRelicPinger" },
  { "NewRelicSynthetics",    "NewRelicSynthetics" },
  { "DatadogSynthetics",     "DatadogSynthetics" },
  { "Checkly",               "Checkly" },
  { "GTmetrix",              "GTmetrix" },
  { "HetrixTools",           "HetrixTools" },
  { "FreshpingBot",          "FreshpingBot" },
  { "Uptime-Kuma",           "Uptime-Kuma" },
  { "W3C_Validator",         "W3C_Validator" },
  { "W3C_CSS_Validator",     "W3C_CSS_Validator" },
  { "W3C-checklink",         "W3C-checklink" },
  { "CensysInspect",         "CensysInspect" },
  { "Expanse, a Palo Alto Networks company", "Expanse" },
  { "NetcraftSurveyAgent",   "NetcraftSurveyAgent" },
  { "InternetMeasurement",   "InternetMeasurement" },
  { "PTST",                  "PTST" },      /* WebPageTest */
  { "DareBoost",             "DareBoost" },
  { "DebugBear",             "DebugBear" },
  { "Detectify",             "Detectify" },
  /* Archives and crawler software */
  { "ia_archiver",           "ia_archiver" },
  { "archive.org_bot",       "archive.org_bot" },
  { "heritrix",              "heritrix" },
  { "Nutch",                 "Nutch" },
  { "Scrapy",                "Scrapy" },
  { "special_archiver",      "special_archiver" },
  { "Arquivo-web-crawler",   "Arquivo-web-crawler" },
  { "BUbiNG",                "BUbiNG" },
  { "findlinks",             "findlinks" },
};

#define CRAWLER_TABLE_SIZE (sizeof(crawlerTable)/sizeof(crawlerTable[0]))

/* Names a family row finds that are a browser app of the family's vendor,
** not one of its crawlers (Yandex's search app; YandexSearchShop is a
** crawler). */
static const char *const crawlerFamilyApps[] = {
  "YandexSearch", "YandexSearchBrowser", "YandexSearchWebView"
};

/* 1 if name s is one of crawlerFamilyApps. */
static int crawlerIsFamilyApp(Span s){
  size_t k;
  for(k=0; k<sizeof(crawlerFamilyApps)/sizeof(crawlerFamilyApps[0]); k++){
    const char *zA = crawlerFamilyApps[k];
    if( coreSpanEqNoCase(s.z, s.n, zA, strlen(zA)) ) return 1;
  }
  return 0;
}

/* Length of a NUL-terminated ASCII string. */
static size_t crawlerLen(const char *z){
  size_t n = 0;
  while( z[n] ) n++;
  return n;
}

/* 1 if c may be part of a product name. */
static int crawlerIsNameChar(unsigned char c){
  return coreIsAlpha(c) || coreIsDigit(c) || c=='-' || c=='_' || c=='.';
}

/* 1 if c is a letter or a digit. */
static int crawlerIsAlnum(unsigned char c){
  return coreIsAlpha(c) || coreIsDigit(c);
}

/* The offset of the first case-insensitive occurrence of zPat (nPat bytes)
** in z[0..n), at or after i, that does not follow a letter or digit, or n
** when there is none. */
static size_t crawlerFind(const char *z, size_t n, size_t i,
                          const char *zPat, size_t nPat){
  unsigned char c0 = coreToLower((unsigned char)zPat[0]);
  for(; i+nPat<=n; i++){
    if( coreToLower((unsigned char)z[i])!=c0 ) continue;
    if( i>0 && crawlerIsAlnum((unsigned char)z[i-1]) ) continue;
    if( coreStartsWithNoCase(z+i, n-i, zPat) ) return i;
  }
  return n;
}

/* The product name that starts at z[0..n): name characters, without a
** trailing '.' or '-'. */
static Span crawlerNameAt(const char *z, size_t n){
  size_t k = 0;
  while( k<n && crawlerIsNameChar((unsigned char)z[k]) ) k++;
  while( k>0 && (z[k-1]=='.' || z[k-1]=='-') ) k--;
  return (Span){ z, k };
}

/* A set of the (lower-case) byte pairs of a header, hashed into 1024 bits:
** a pattern whose first pair is not in it cannot occur in the header, so
** most rows of the table are passed over without a scan. */
typedef struct CrawlerPairs { unsigned long long a[16]; } CrawlerPairs;

/* The bit of the pair (c0, c1), both lower case. */
static unsigned crawlerPairBit(unsigned char c0, unsigned char c1){
  return ((unsigned)c0*31u + (unsigned)c1) & 1023u;
}

/* Fill *p with the pairs of z[0..n). */
static void crawlerPairsOf(CrawlerPairs *p, const char *z, size_t n){
  size_t i;
  memset(p, 0, sizeof(*p));
  for(i=1; i<n; i++){
    unsigned b = crawlerPairBit(coreToLower((unsigned char)z[i-1]),
                                coreToLower((unsigned char)z[i]));
    p->a[b>>6] |= 1ull<<(b&63);
  }
}

/* 0 if zPat (2 bytes or more) cannot occur where *p was taken. */
static int crawlerPairsMay(const CrawlerPairs *p, const char *zPat){
  unsigned b = crawlerPairBit(coreToLower((unsigned char)zPat[0]),
                              coreToLower((unsigned char)zPat[1]));
  return (p->a[b>>6]>>(b&63)) & 1;
}

/* 1 if the name at z[i] follows "like " ("Feedly/1.0 (... like
** FeedFetcher-Google)", "FreshRSS/1.11 like Googlebot"): a comparison,
** not the crawler that sent the header. */
static int crawlerAfterLike(const char *z, size_t i){
  return i>=5 && coreSpanEqNoCase(z+i-5, 5, "like ", 5);
}

/* Row k of the table in z[0..n): 1 and *pToken when it matches.  A row
** with a token needs the whole word; a family needs a name without '.';
** neither counts after "like ". */
static int crawlerRowMatch(size_t k, const char *z, size_t n, Span *pToken){
  const char *zPat = crawlerTable[k].zPattern;
  size_t nPat = crawlerLen(zPat), i;
  for(i=crawlerFind(z, n, 0, zPat, nPat); i<n; i=crawlerFind(z, n, i+1, zPat, nPat)){
    if( crawlerAfterLike(z, i) ) continue;
    if( crawlerTable[k].zToken ){
      if( i+nPat<n && crawlerIsAlnum((unsigned char)z[i+nPat]) ) continue;
      pToken->z = crawlerTable[k].zToken;
      pToken->n = crawlerLen(crawlerTable[k].zToken);
      return 1;
    }else{
      Span name = crawlerNameAt(z+i, n-i);
      if( memchr(name.z, '.', name.n)!=NULL || crawlerIsFamilyApp(name) ) continue;
      *pToken = name;
      return 1;
    }
  }
  return 0;
}

int robotsCrawlerOfHeader(const char *z, size_t n, Span *pToken){
  size_t k;
  CrawlerPairs pairs;
  if( n>ROBOTS_CRAWLER_MAX_SCAN ) n = ROBOTS_CRAWLER_MAX_SCAN;
  crawlerPairsOf(&pairs, z, n);
  for(k=0; k<CRAWLER_TABLE_SIZE; k++){
    if( !crawlerPairsMay(&pairs, crawlerTable[k].zPattern) ) continue;
    if( crawlerRowMatch(k, z, n, pToken) ) return ROBOTS_CRAWLER_KNOWN;
  }
  return robotsCrawlerGuess(z, n, pToken) ? ROBOTS_CRAWLER_GENERIC : ROBOTS_CRAWLER_NONE;
}

size_t robotsCrawlerTableSize(void){
  return CRAWLER_TABLE_SIZE;
}

void robotsCrawlerTableEntry(size_t i, const char **pzPattern,
                             const char **pzToken){
  *pzPattern = i<CRAWLER_TABLE_SIZE ? crawlerTable[i].zPattern : NULL;
  *pzToken = i<CRAWLER_TABLE_SIZE ? crawlerTable[i].zToken : NULL;
}

Span robotsAgentToken(const char *z, size_t n, int *pbNone){
  Span s = coreTrim((Span){z, n});
  size_t i = 0;
  while( i<s.n && (coreIsAlpha((unsigned char)s.z[i]) || s.z[i]=='-'
                   || s.z[i]=='_') ) i++;
  *pbNone = (i==0 && n>0);
  s.n = i;
  return s;
}

Span robotsAgentName(const char *z, size_t n, int *pbNone){
  Span t;
  if( memchr(z, '(', n)!=NULL
   && robotsCrawlerOfHeader(z, n, &t)!=ROBOTS_CRAWLER_NONE ){
    return robotsAgentToken(t.z, t.n, pbNone);
  }
  return robotsAgentToken(z, n, pbNone);
}
