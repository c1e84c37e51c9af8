/*
** test_meta_robots.c: the rules of meta_robots.c, after Google's robots
** meta tag / X-Robots-Tag documentation: comma-separated case-insensitive
** directives, agent prefixes, none, values, unavailable_after dates, and
** the most restrictive directive winning.
*/
#include "check.h"
#include "meta/meta_robots.h"

#include <stdlib.h>

/* The JSON of the directives of zContent in force for zAgent (or NULL). */
static const char *jsonOf(const char *zContent, const char *zAgent){
  static char zRes[1024];
  MetaEffective e;
  CoreBuf b;
  metaEffective(zContent, strlen(zContent), zAgent, zAgent ? strlen(zAgent) : 0, &e);
  coreBufInit(&b, &coreLibcAlloc);
  if( metaEffectiveJson(&e, &b)==0 && b.n<sizeof(zRes) ){
    memcpy(zRes, b.z, b.n);
    zRes[b.n] = 0;
  }else{
    strcpy(zRes, "ERROR");
  }
  coreBufFree(&b);
  return zRes;
}

/* 1 if the JSON for zContent/zAgent is zExpect. */
static int jsonIs(const char *zContent, const char *zAgent, const char *zExpect){
  const char *z = jsonOf(zContent, zAgent);
  if( strcmp(z, zExpect) ) printf("# %s -> %s\n", zContent, z);
  return strcmp(z, zExpect)==0;
}

/* robots_indexable's answer for content, agent and an optional ISO now. */
static int indexable(const char *zContent, const char *zAgent, const char *zNow){
  MetaEffective e;
  DateSeconds t = 0;
  if( zNow && dateParse(zNow, strlen(zNow), &t) ) return -1;
  metaEffective(zContent, strlen(zContent), zAgent, zAgent ? strlen(zAgent) : 0, &e);
  return metaIndexable(&e, zNow!=NULL, t);
}

/* The n-th (0-based) directive of zContent, written as "agent|name|value". */
static const char *nth(const char *zContent, int iWant){
  static char zRes[512];
  MetaScan s;
  MetaDirective d;
  int i = 0;
  metaScanInit(&s, zContent, strlen(zContent));
  while( metaScanNext(&s, &d) ){
    if( i++==iWant ){
      snprintf(zRes, sizeof(zRes), "%.*s|%.*s|%.*s", (int)d.agent.n,
               d.agent.z ? d.agent.z : "", (int)d.name.n, d.name.z,
               (int)d.value.n, d.value.z ? d.value.z : "");
      return zRes;
    }
  }
  return "END";
}

/* The number of directives of zContent. */
static int count(const char *zContent){
  MetaScan s;
  MetaDirective d;
  int n = 0;
  metaScanInit(&s, zContent, strlen(zContent));
  while( metaScanNext(&s, &d) ) n++;
  return n;
}

/* A CoreStop that counts its calls and says stop from call nStopAt on. */
typedef struct TestStop { int nCall, nStopAt; } TestStop;
static int testStopFn(void *pCtx){
  TestStop *p = (TestStop*)pCtx;
  return ++p->nCall>=p->nStopAt;
}

/* A long content asks the stop hook every CORE_STOP_EVERY bytes (among
** directives or commas; once after one long part, which memchr crosses)
** and stops when it says so. */
static void testStop(void){
  static const char *azUnit[] = { "noindex, ", ",", "a" };
  size_t n = (size_t)9 << 20, k, u;
  char *z = malloc(n);
  for(u=0; u<3; u++){
    size_t nUnit = strlen(azUnit[u]);
    TestStop t = { 0, u==2 ? 1 : 2 }, tNever = { 0, 1<<30 };
    CoreStop st = { testStopFn, &t }, stNever = { testStopFn, &tNever };
    MetaEffective e1, e2;
    char zName[64];
    for(k=0; k<n; k++) z[k] = azUnit[u][k % nUnit];
    snprintf(zName, sizeof(zName), "meta_stop_ends_long_content_%d", (int)u);
    CHECK(zName, metaEffectiveStop(z, n, NULL, 0, &e1, &st)==1 && t.nCall==t.nStopAt);
    metaEffective(z, n, NULL, 0, &e1);
    snprintf(zName, sizeof(zName), "meta_stop_never_keeps_answer_%d", (int)u);
    CHECK(zName, metaEffectiveStop(z, n, NULL, 0, &e2, &stNever)==0
          && memcmp(&e1, &e2, sizeof(e1))==0);
  }
  free(z);
}

int main(void){
  (void)checkSkip;
  testStop();
  /* Scanning. */
  CHECK("scan_comma_separated", count("noindex, nofollow")==2);
  CHECK("scan_space_around_commas", strcmp(nth(" noindex ,nofollow ", 1), "|nofollow|")==0);
  CHECK("scan_empty_parts_skipped", count(",, noindex,,")==1);
  CHECK("scan_empty_content", count("")==0);
  CHECK("scan_value_kept", strcmp(nth("max-snippet: 20", 0), "|max-snippet|20")==0);
  CHECK("scan_value_without_space", strcmp(nth("max-snippet:20", 0), "|max-snippet|20")==0);
  CHECK("scan_agent_prefix", strcmp(nth("googlebot: noindex", 0), "googlebot|noindex|")==0);
  CHECK("scan_agent_prefix_applies_to_rest",
        strcmp(nth("googlebot: noindex, nofollow", 1), "googlebot|nofollow|")==0);
  CHECK("scan_next_agent_prefix_replaces",
        strcmp(nth("googlebot: nofollow, otherbot: noindex, nofollow", 2), "otherbot|nofollow|")==0);
  CHECK("scan_agent_then_value_directive",
        strcmp(nth("googlebot: max-snippet: 5", 0), "googlebot|max-snippet|5")==0);
  CHECK("scan_star_agent_is_everyone",
        strcmp(nth("googlebot: noindex, *: nofollow", 1), "|nofollow|")==0);
  CHECK("scan_unavailable_after_rfc850_comma",
        strcmp(nth("unavailable_after: Wednesday, 25-Aug-21 15:00:00 UTC, noarchive", 0),
               "|unavailable_after|Wednesday, 25-Aug-21 15:00:00 UTC")==0);
  CHECK("scan_directive_after_date_kept",
        strcmp(nth("unavailable_after: Wednesday, 25-Aug-21 15:00:00 UTC, noarchive", 1),
               "|noarchive|")==0);
  CHECK("scan_unknown_directive_kept", strcmp(nth("foo, noindex", 0), "|foo|")==0);
  CHECK("scan_bad_date_kept_as_written",
        strcmp(nth("unavailable_after: soon, noindex", 0), "|unavailable_after|soon")==0
        && strcmp(nth("unavailable_after: soon, noindex", 1), "|noindex|")==0);
  CHECK("scan_nul_byte_is_data", count("noindex\0, nofollow")==1 );

  /* Merging for one crawler. */
  CHECK("json_empty", jsonIs("", NULL, "{}"));
  CHECK("json_noindex", jsonIs("noindex", NULL, "{\"noindex\":true}"));
  CHECK("json_case_insensitive", jsonIs("NoIndex, NOFOLLOW", NULL, "{\"noindex\":true,\"nofollow\":true}"));
  CHECK("json_none_expands", jsonIs("none", NULL, "{\"noindex\":true,\"nofollow\":true}"));
  CHECK("json_all", jsonIs("all", NULL, "{\"all\":true}"));
  CHECK("json_noindex_beats_index", jsonIs("index, noindex", NULL, "{\"noindex\":true}"));
  CHECK("json_noindex_beats_all", jsonIs("all, noindex", NULL, "{\"noindex\":true}"));
  CHECK("json_follow_kept_with_noindex", jsonIs("noindex, follow", NULL, "{\"follow\":true,\"noindex\":true}"));
  CHECK("json_max_snippet_number", jsonIs("max-snippet: 20", NULL, "{\"max-snippet\":20}"));
  CHECK("json_max_snippet_smallest_wins", jsonIs("max-snippet: 50, max-snippet: 20", NULL, "{\"max-snippet\":20}"));
  CHECK("json_max_snippet_minus_one_loses", jsonIs("max-snippet: -1, max-snippet: 30", NULL, "{\"max-snippet\":30}"));
  CHECK("json_max_snippet_unlimited", jsonIs("max-snippet: -1", NULL, "{\"max-snippet\":-1}"));
  CHECK("json_max_snippet_bad_ignored", jsonIs("max-snippet: lots", NULL, "{}"));
  CHECK("json_image_preview", jsonIs("max-image-preview: LARGE", NULL, "{\"max-image-preview\":\"large\"}"));
  CHECK("json_image_preview_most_restrictive",
        jsonIs("max-image-preview: large, max-image-preview: standard", NULL, "{\"max-image-preview\":\"standard\"}"));
  CHECK("json_video_preview", jsonIs("max-video-preview: 0", NULL, "{\"max-video-preview\":0}"));
  CHECK("json_unavailable_after_rfc850",
        jsonIs("unavailable_after: Wednesday, 25-Aug-21 15:00:00 UTC", NULL,
               "{\"unavailable_after\":\"2021-08-25T15:00:00Z\"}"));
  CHECK("json_unavailable_after_rfc822_pst",
        jsonIs("unavailable_after: 25 Jun 2010 15:00:00 PST", NULL,
               "{\"unavailable_after\":\"2010-06-25T23:00:00Z\"}"));
  CHECK("json_unavailable_after_iso",
        jsonIs("unavailable_after: 2020-09-21", NULL, "{\"unavailable_after\":\"2020-09-21T00:00:00Z\"}"));
  CHECK("json_unavailable_after_earliest",
        jsonIs("unavailable_after: 2030-01-01, unavailable_after: 2025-01-01", NULL,
               "{\"unavailable_after\":\"2025-01-01T00:00:00Z\"}"));
  CHECK("json_unknown_dropped", jsonIs("foo, noindex", NULL, "{\"noindex\":true}"));
  CHECK("json_prefixed_not_for_everyone", jsonIs("googlebot: noindex", NULL, "{}"));
  CHECK("json_prefixed_for_that_agent", jsonIs("googlebot: noindex", "Googlebot", "{\"noindex\":true}"));
  CHECK("json_prefixed_agent_product_token", jsonIs("googlebot: noindex", "Googlebot/2.1", "{\"noindex\":true}"));
  CHECK("json_prefixed_other_agent", jsonIs("googlebot: noindex", "bingbot", "{}"));
  CHECK("json_unprefixed_for_every_agent", jsonIs("nofollow, googlebot: noindex", "googlebot",
        "{\"noindex\":true,\"nofollow\":true}"));
  CHECK("json_agent_exact_token", jsonIs("googlebot-news: noindex", "googlebot", "{}"));
  CHECK("json_x_robots_tag_joined_headers",
        jsonIs("googlebot: nofollow, otherbot: noindex, nofollow", "otherbot",
               "{\"noindex\":true,\"nofollow\":true}"));
  CHECK("json_google_doc_combo",
        jsonIs("max-snippet:-1, max-image-preview:large, max-video-preview:-1", NULL,
               "{\"max-snippet\":-1,\"max-image-preview\":\"large\",\"max-video-preview\":-1}"));

  /* Indexability. */
  CHECK("indexable_plain", indexable("nofollow", "googlebot", NULL)==1);
  CHECK("indexable_noindex", indexable("noindex", "googlebot", NULL)==0);
  CHECK("indexable_none", indexable("none", "googlebot", NULL)==0);
  CHECK("indexable_prefixed_other", indexable("bingbot: noindex", "googlebot", NULL)==1);
  CHECK("indexable_prefixed_same", indexable("bingbot: noindex", "bingbot", NULL)==0);
  CHECK("indexable_before_unavailable",
        indexable("unavailable_after: 2021-08-25T15:00:00Z", "g", "2021-08-25T14:59:59Z")==1);
  CHECK("indexable_after_unavailable",
        indexable("unavailable_after: 2021-08-25T15:00:00Z", "g", "2021-08-25T15:00:01Z")==0);
  CHECK("indexable_no_now_ignores_date",
        indexable("unavailable_after: 2001-01-01", "g", NULL)==1);
  CHECK("indexable_bad_date_ignored",
        indexable("unavailable_after: someday", "g", "2030-01-01")==1);
  CHECK("kind_names", strcmp(metaKindName(META_UNAVAILABLE_AFTER), "unavailable_after")==0
        && strcmp(metaKindName(META_UNKNOWN), "")==0);
  CHECK_DONE();
}
