/*
** robots_purpose.c: what each known crawler fetches for, keyed by its
** robots.txt token, beside the crawler table of robots_crawler.c (kept
** apart so that either can change alone).  robotsCrawlerListAt joins the
** two into the rows of robots_crawler_list: every entry of the crawler
** table with its purpose, then the tokens that only robots.txt files name
** (Google-Extended, Applebot-Extended: no request carries them).
**
** Purposes: search (a search engine's index, AI search included), ai-train
** (collecting training data), ai-input (fetches for a user's question or
** an AI answer), ads, preview (link previews), feed, seo (SEO tools),
** monitoring, archive, user (other fetches a person asks for), other.
*/
#include "robots_purpose.h"
#include "robots_crawler.h"

#include <string.h>

static const struct RobotsPurposeRow {
  const char *zToken;
  const char *zPurpose;
  const char *zVendor;
  int bOnlyToken;          /* a robots.txt token no request carries */
} aPurpose[] = {
  { "Feedly", "feed", "Feedly", 0 },
  { "TelegramBot", "preview", "Telegram", 0 },
  { "Googlebot-Image", "search", "Google", 0 },
  { "Googlebot-News", "search", "Google", 0 },
  { "Googlebot-Video", "search", "Google", 0 },
  { "Googlebot-Mobile", "search", "Google", 0 },
  { "Googlebot", "search", "Google", 0 },
  { "AdsBot-Google-Mobile", "ads", "Google", 0 },
  { "AdsBot-Google", "ads", "Google", 0 },
  { "Mediapartners-Google", "ads", "Google", 0 },
  { "Storebot-Google", "search", "Google", 0 },
  { "Google-InspectionTool", "monitoring", "Google", 0 },
  { "GoogleOther-Image", "other", "Google", 0 },
  { "GoogleOther-Video", "other", "Google", 0 },
  { "GoogleOther", "other", "Google", 0 },
  { "Google-CloudVertexBot", "ai-input", "Google", 0 },
  { "APIs-Google", "other", "Google", 0 },
  { "FeedFetcher-Google", "feed", "Google", 0 },
  { "FeedBurner", "feed", "Google", 0 },
  { "Google-Read-Aloud", "user", "Google", 0 },
  { "Google-Site-Verification", "monitoring", "Google", 0 },
  { "GoogleProducer", "feed", "Google", 0 },
  { "Google-Safety", "monitoring", "Google", 0 },
  { "Google-Extended", "ai-train", "Google", 1 },
  { "AdIdxBot", "ads", "Microsoft", 0 },
  { "bingbot", "search", "Microsoft", 0 },
  { "BingPreview", "preview", "Microsoft", 0 },
  { "MicrosoftPreview", "preview", "Microsoft", 0 },
  { "msnbot-media", "search", "Microsoft", 0 },
  { "msnbot", "search", "Microsoft", 0 },
  { "Slurp", "search", "Yahoo", 0 },
  { "DuckDuckBot", "search", "DuckDuckGo", 0 },
  { "DuckAssistBot", "ai-input", "DuckDuckGo", 0 },
  { "Baiduspider", "search", "Baidu", 0 },
  { "YandexBot", "search", "Yandex", 0 },
  { "YaDirectFetcher", "ads", "Yandex", 0 },
  { "Yandex", "search", "Yandex", 0 },
  { "Applebot", "search", "Apple", 0 },
  { "Applebot-Extended", "ai-train", "Apple", 1 },
  { "SeznamBot", "search", "Seznam", 0 },
  { "PetalBot", "search", "Huawei", 0 },
  { "Sogou", "search", "Sogou", 0 },
  { "Exabot", "search", "Exalead", 0 },
  { "YisouSpider", "search", "Alibaba (Shenma)", 0 },
  { "360Spider", "search", "Qihoo 360", 0 },
  { "HaosouSpider", "search", "Qihoo 360", 0 },
  { "Qwantify", "search", "Qwant", 0 },
  { "Qwantbot", "search", "Qwant", 0 },
  { "Mail.RU_Bot", "search", "VK (Mail.ru)", 0 },
  { "coccocbot", "search", "Coc Coc", 0 },
  { "MojeekBot", "search", "Mojeek", 0 },
  { "Naverbot", "search", "Naver", 0 },
  { "Yeti", "search", "Naver", 0 },
  { "Daumoa", "search", "Kakao (Daum)", 0 },
  { "Daum", "search", "Kakao (Daum)", 0 },
  { "facebookexternalhit", "preview", "Meta", 0 },
  { "facebookcatalog", "ads", "Meta", 0 },
  { "meta-externalagent", "ai-train", "Meta", 0 },
  { "meta-externalfetcher", "ai-input", "Meta", 0 },
  { "Twitterbot", "preview", "X", 0 },
  { "LinkedInBot", "preview", "LinkedIn", 0 },
  { "Pinterestbot", "preview", "Pinterest", 0 },
  { "Slackbot", "preview", "Slack", 0 },
  { "Discordbot", "preview", "Discord", 0 },
  { "redditbot", "preview", "Reddit", 0 },
  { "Embedly", "preview", "Embedly", 0 },
  { "GPTBot", "ai-train", "OpenAI", 0 },
  { "ChatGPT-User", "ai-input", "OpenAI", 0 },
  { "OAI-SearchBot", "search", "OpenAI", 0 },
  { "ClaudeBot", "ai-train", "Anthropic", 0 },
  { "Claude-Web", "ai-input", "Anthropic", 0 },
  { "Claude-User", "ai-input", "Anthropic", 0 },
  { "Claude-SearchBot", "search", "Anthropic", 0 },
  { "anthropic-ai", "ai-train", "Anthropic", 0 },
  { "PerplexityBot", "search", "Perplexity", 0 },
  { "Perplexity-User", "ai-input", "Perplexity", 0 },
  { "MistralAI-User", "ai-input", "Mistral AI", 0 },
  { "CCBot", "ai-train", "Common Crawl", 0 },
  { "Bytespider", "ai-train", "ByteDance", 0 },
  { "Amazonbot", "ai-train", "Amazon", 0 },
  { "cohere-ai", "ai-input", "Cohere", 0 },
  { "Diffbot", "ai-train", "Diffbot", 0 },
  { "ImagesiftBot", "ai-train", "Hive", 0 },
  { "Timpibot", "ai-train", "Timpi", 0 },
  { "AhrefsSiteAudit", "seo", "Ahrefs", 0 },
  { "AhrefsBot", "seo", "Ahrefs", 0 },
  { "SemrushBot", "seo", "Semrush", 0 },
  { "MJ12bot", "seo", "Majestic", 0 },
  { "DotBot", "seo", "Moz", 0 },
  { "Ezooms", "seo", "Moz", 0 },
  { "rogerbot", "seo", "Moz", 0 },
  { "Screaming Frog SEO Spider", "seo", "Screaming Frog", 0 },
  { "BLEXBot", "seo", "WebMeUp", 0 },
  { "DataForSeoBot", "seo", "DataForSEO", 0 },
  { "serpstatbot", "seo", "Serpstat", 0 },
  { "SiteAuditBot", "seo", "Semrush", 0 },
  { "SiteExplorer", "seo", "SiteExplorer", 0 },
  { "ia_archiver", "archive", "Alexa / Internet Archive", 0 },
  { "archive.org_bot", "archive", "Internet Archive", 0 },
  { "heritrix", "archive", "Internet Archive (software)", 0 },
  { "Nutch", "other", "Apache Nutch (software)", 0 },
  { "Scrapy", "other", "Scrapy (software)", 0 },
  { "Chrome-Lighthouse", "monitoring", "Google", 0 },
  { "Google-PageRenderer", "preview", "Google", 0 },
  { "GoogleImageProxy", "user", "Google", 0 },
  { "Teoma", "search", "Ask", 0 },
  { "ichiro", "search", "NTT Resonant (goo)", 0 },
  { "Sosospider", "search", "Tencent", 0 },
  { "Amzn-SearchBot", "search", "Amazon", 0 },
  { "YouBot", "search", "You.com", 0 },
  { "Neevabot", "search", "Neeva", 0 },
  { "StractBot", "search", "Stract", 0 },
  { "SeekportBot", "search", "Seekport", 0 },
  { "Cliqzbot", "search", "Cliqz", 0 },
  { "ZumBot", "search", "ZUM Internet", 0 },
  { "coccoc", "search", "Coc Coc", 0 },
  { "DuckDuckGo-Favicons-Bot", "preview", "DuckDuckGo", 0 },
  { "meta-externalads", "ads", "Meta", 0 },
  { "FacebookBot", "ai-train", "Meta", 0 },
  { "WhatsApp", "preview", "Meta", 0 },
  { "Slack-ImgProxy", "preview", "Slack", 0 },
  { "SkypeUriPreview", "preview", "Microsoft", 0 },
  { "vkShare", "preview", "VK", 0 },
  { "Iframely", "preview", "Itteco (Iframely)", 0 },
  { "Cardyb", "preview", "Bluesky", 0 },
  { "Mastodon", "preview", "Mastodon (software)", 0 },
  { "FlipboardProxy", "preview", "Flipboard", 0 },
  { "FlipboardRSS", "feed", "Flipboard", 0 },
  { "Feedbin", "feed", "Feedbin", 0 },
  { "NewsBlur", "feed", "NewsBlur", 0 },
  { "Inoreader", "feed", "Inoreader", 0 },
  { "theoldreader.com", "feed", "The Old Reader", 0 },
  { "Superfeedr", "feed", "Superfeedr", 0 },
  { "Feedspotbot", "feed", "Feedspot", 0 },
  { "Miniflux", "feed", "Miniflux (software)", 0 },
  { "CommaFeed", "feed", "CommaFeed (software)", 0 },
  { "UniversalFeedParser", "feed", "feedparser (software)", 0 },
  { "AI2Bot", "ai-train", "Allen Institute for AI", 0 },
  { "cohere-training-data-crawler", "ai-train", "Cohere", 0 },
  { "omgilibot", "ai-train", "Webz.io", 0 },
  { "omgili", "ai-train", "Webz.io", 0 },
  { "PanguBot", "ai-train", "Huawei", 0 },
  { "ICC-Crawler", "ai-train", "NICT", 0 },
  { "img2dataset", "ai-train", "img2dataset (software)", 0 },
  { "SBIntuitionsBot", "ai-train", "SB Intuitions", 0 },
  { "Cotoyogi", "ai-train", "ROIS-DS (Japan)", 0 },
  { "iaskspider", "ai-input", "iAsk", 0 },
  { "PhindBot", "ai-input", "Phind", 0 },
  { "FirecrawlAgent", "ai-input", "Firecrawl", 0 },
  { "Amzn-User", "ai-input", "Amazon", 0 },
  { "NovaAct", "ai-input", "Amazon", 0 },
  { "kagi-fetcher", "ai-input", "Kagi", 0 },
  { "Barkrowler", "seo", "Babbar", 0 },
  { "MegaIndex.ru", "seo", "MegaIndex", 0 },
  { "LinkpadBot", "seo", "Linkpad", 0 },
  { "spbot", "seo", "OpenLinkProfiler", 0 },
  { "SEOkicks-Robot", "seo", "SEOkicks", 0 },
  { "XoviBot", "seo", "Xovi", 0 },
  { "SISTRIX", "seo", "SISTRIX", 0 },
  { "SeobilityBot", "seo", "Seobility", 0 },
  { "Sitebulb", "seo", "Sitebulb", 0 },
  { "OnCrawl", "seo", "Oncrawl", 0 },
  { "botify", "seo", "Botify", 0 },
  { "JetOctopus", "seo", "JetOctopus", 0 },
  { "ContentKing", "seo", "Conductor (ContentKing)", 0 },
  { "linkdexbot", "seo", "Linkdex", 0 },
  { "UptimeRobot", "monitoring", "UptimeRobot", 0 },
  { "Pingdom.com_bot", "monitoring", "Pingdom", 0 },
  { "PingdomTMS", "monitoring", "Pingdom", 0 },
  { "StatusCake", "monitoring", "StatusCake", 0 },
  { "Site24x7", "monitoring", "Zoho", 0 },
  { "NewRelicPinger", "monitoring", "New Relic", 0 },
  { "NewRelicSynthetics", "monitoring", "New Relic", 0 },
  { "DatadogSynthetics", "monitoring", "Datadog", 0 },
  { "Checkly", "monitoring", "Checkly", 0 },
  { "GTmetrix", "monitoring", "GTmetrix", 0 },
  { "HetrixTools", "monitoring", "HetrixTools", 0 },
  { "FreshpingBot", "monitoring", "Freshworks", 0 },
  { "Uptime-Kuma", "monitoring", "Uptime Kuma (software)", 0 },
  { "W3C_Validator", "monitoring", "W3C", 0 },
  { "W3C_CSS_Validator", "monitoring", "W3C", 0 },
  { "W3C-checklink", "monitoring", "W3C", 0 },
  { "CensysInspect", "other", "Censys", 0 },
  { "Expanse", "other", "Palo Alto Networks", 0 },
  { "NetcraftSurveyAgent", "other", "Netcraft", 0 },
  { "InternetMeasurement", "other", "Driftnet", 0 },
  { "PTST", "monitoring", "WebPageTest", 0 },
  { "DareBoost", "monitoring", "DareBoost", 0 },
  { "DebugBear", "monitoring", "DebugBear", 0 },
  { "Detectify", "other", "Detectify", 0 },
  { "special_archiver", "archive", "Internet Archive", 0 },
  { "Arquivo-web-crawler", "archive", "Arquivo.pt", 0 },
  { "BUbiNG", "other", "LAW, University of Milan (software)", 0 },
  { "findlinks", "other", "Leipzig University", 0 },
  { "Webzio-Extended", "ai-train", "Webz.io", 1 },
};
#define PURPOSE_COUNT (sizeof(aPurpose)/sizeof(aPurpose[0]))

const char *robotsPurposeOf(const char *z, size_t n, const char **pzVendor){
  size_t i;
  for(i=0; i<PURPOSE_COUNT; i++){
    const char *zT = aPurpose[i].zToken;
    if( coreSpanEqNoCase(z, n, zT, strlen(zT)) ){
      if( pzVendor ) *pzVendor = aPurpose[i].zVendor;
      return aPurpose[i].zPurpose;
    }
  }
  if( pzVendor ) *pzVendor = NULL;
  return NULL;
}

/* The number of purpose rows that only robots.txt files name. */
static size_t robotsPurposeOnlyCount(void){
  size_t i, n = 0;
  for(i=0; i<PURPOSE_COUNT; i++) n += aPurpose[i].bOnlyToken!=0;
  return n;
}

size_t robotsCrawlerListSize(void){
  return robotsCrawlerTableSize() + robotsPurposeOnlyCount();
}

void robotsCrawlerListAt(size_t i, RobotsCrawlerInfo *p){
  size_t nTable = robotsCrawlerTableSize(), k;
  memset(p, 0, sizeof(*p));
  if( i<nTable ){
    robotsCrawlerTableEntry(i, &p->zPattern, &p->zToken);
    if( p->zToken==NULL ){ p->zToken = p->zPattern; p->bFamily = 1; }
    p->zPurpose = robotsPurposeOf(p->zToken, strlen(p->zToken), &p->zVendor);
    return;
  }
  i -= nTable;
  for(k=0; k<PURPOSE_COUNT; k++){
    if( !aPurpose[k].bOnlyToken ) continue;
    if( i--==0 ){
      p->zToken = aPurpose[k].zToken;
      p->zPurpose = aPurpose[k].zPurpose;
      p->zVendor = aPurpose[k].zVendor;
      return;
    }
  }
}

/* The purposes, in the order the reference lists them. */
static const char *const azPurposeName[] = {
  "search", "ai-train", "ai-input", "ads", "preview", "feed", "seo",
  "monitoring", "archive", "user", "other"
};
#define PURPOSE_NAMES (sizeof(azPurposeName)/sizeof(azPurposeName[0]))

int robotsPurposeIndex(const char *z, size_t n){
  size_t i;
  for(i=0; i<PURPOSE_NAMES; i++){
    if( strlen(azPurposeName[i])==n && memcmp(azPurposeName[i], z, n)==0 ){
      return (int)i;
    }
  }
  return -1;
}

const char *robotsPurposeName(int i){
  return i>=0 && (size_t)i<PURPOSE_NAMES ? azPurposeName[i] : NULL;
}

const char *robotsPurposeNames(void){
  return "search, ai-train, ai-input, ads, preview, feed, seo, monitoring, "
         "archive, user, other";
}
