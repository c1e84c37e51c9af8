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
