/*
** test_robots_diff.c: the what-if functions' engine.  robots_diff: one
** check per kind of change (a rule added or removed, allow turned
** disallow, a crawler regrouped to or from '*' or between named groups,
** crawl-delay, Content-Usage, Content-Signal and License lines) and one
** per rewrite that changes no decision and
** so gives no row (groups or rules reordered, keys in another case,
** comments and blank lines, a group split that merging joins, a rule
** written twice, a pattern percent-encoded another way, a disallow the
** same pattern's allow outranks); robots_flip and robots_usage_flip; out
** of memory at every allocation an error, never an answer.
*/
#include "../../ext/whatif/robots_diff.h"
#include "../../ext/whatif/robots_flip.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An allocator that fails every allocation after the first nLeft. */
typedef struct FailAlloc { long nLeft; } FailAlloc;
static void *failRealloc(void *pCtx, void *pOld, size_t n){
  FailAlloc *f = (FailAlloc*)pCtx;
  if( n==0 ){ free(pOld); return NULL; }
  if( f->nLeft<=0 ) return NULL;
  f->nLeft--;
  return realloc(pOld, n);
}

/* Append span s (or "-" for none) and a separator to z. */
static void put(char *z, size_t n, Span s, const char *zSep){
  size_t k = strlen(z);
  snprintf(z + k, n - k, "%.*s%s", s.z ? (int)s.n : 1, s.z ? s.z : "-", zSep);
}

/* The rows of robots_diff(zOld, zNew [, zAgent]) as text, one row per
** line: "agent change rule pattern old_line new_line old_value new_value"
** ("-" for NULL).  Returns the code robotsDiffOpen/Next ended with (0
** when all went well). */
static int diffText(const CoreAlloc *pA, const char *zOld, const char *zNew,
                    const char *zAgent, char *zOut, size_t nOut){
  RobotsDiff *d;
  RobotsDiffRow r;
  Span o = { zOld, strlen(zOld) }, w = { zNew, strlen(zNew) };
  Span a = { zAgent, zAgent ? strlen(zAgent) : 0 };
  int rc = robotsDiffOpen(&d, o, w, zAgent!=NULL, a, pA, NULL);
  zOut[0] = 0;
  if( rc ) return rc;
  while( (rc = robotsDiffNext(d, &r))==1 ){
    const char *zRule = robotsDiffRuleName(r.eRule);
    size_t k = strlen(zOut);
    snprintf(zOut + k, nOut - k, "%.*s %s %s ", (int)r.agent.n, r.agent.z,
             robotsDiffChangeName(r.eChange), zRule ? zRule : "-");
    put(zOut, nOut, r.pattern, " ");
    k = strlen(zOut);
    snprintf(zOut + k, nOut - k, "%d %d ", r.iOldLine, r.iNewLine);
    put(zOut, nOut, r.oldValue, " ");
    put(zOut, nOut, r.newValue, "\n");
  }
  robotsDiffClose(d);
  return rc;
}

/* 1 when robots_diff(zOld, zNew) gives exactly zWant. */
static int diffIs(const char *zOld, const char *zNew, const char *zAgent,
                  const char *zWant){
  static char z[1<<16];
  int rc = diffText(&coreLibcAlloc, zOld, zNew, zAgent, z, sizeof(z));
  if( rc==0 && strcmp(z, zWant)==0 ) return 1;
  printf("# rc=%d got:\n%s# want:\n%s", rc, z, zWant);
  return 0;
}

static const char zBase[] =
  "User-agent: *\n"
  "Disallow: /private\n"
  "Allow: /private/open\n"
  "\n"
  "User-agent: GPTBot\n"
  "User-agent: CCBot\n"
  "Disallow: /\n";

/* Each kind of change gives its row, with the lines of both versions. */
static void testChanges(void){
  CHECK("diff_rule_added_for_star_and_not_for_named",
        diffIs(zBase, "User-agent: *\nDisallow: /private\nAllow: /private/open\n"
               "Disallow: /tmp\n\nUser-agent: GPTBot\nUser-agent: CCBot\n"
               "Disallow: /\n", NULL, "* added disallow /tmp 0 4 - -\n"));
  CHECK("diff_rule_removed_names_old_line",
        diffIs(zBase, "User-agent: *\nDisallow: /private\n\n"
               "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n", NULL,
               "* removed allow /private/open 3 0 - -\n"));
  CHECK("diff_allow_turned_disallow_is_two_rows",
        diffIs("User-agent: a\nAllow: /x\n", "User-agent: a\nDisallow: /x\n",
               NULL, "a removed allow /x 2 0 - -\na added disallow /x 0 2 - -\n"));
  CHECK("diff_each_crawler_of_a_group_gets_its_rows",
        diffIs(zBase, "User-agent: *\nDisallow: /private\nAllow: /private/open\n"
               "\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n"
               "Allow: /news/\n", NULL,
               "CCBot added allow /news/ 0 8 - -\n"
               "GPTBot added allow /news/ 0 8 - -\n"));
  CHECK("diff_crawler_to_star_is_regrouped_with_rule_rows",
        diffIs(zBase, "User-agent: *\nDisallow: /private\nAllow: /private/open\n"
               "\nUser-agent: CCBot\nDisallow: /\n", NULL,
               "GPTBot regrouped - - 5 1 GPTBot *\n"
               "GPTBot removed disallow / 7 0 - -\n"
               "GPTBot added disallow /private 0 2 - -\n"
               "GPTBot added allow /private/open 0 3 - -\n"));
  CHECK("diff_new_crawler_group_is_regrouped_from_star",
        diffIs("User-agent: *\nDisallow: /x\n",
               "User-agent: *\nDisallow: /x\n\nUser-agent: Bingbot\n"
               "Disallow: /\n", NULL,
               "Bingbot regrouped - - 1 4 * Bingbot\n"
               "Bingbot added disallow / 0 5 - -\n"
               "Bingbot removed disallow /x 2 0 - -\n"));
  CHECK("diff_regrouped_without_decision_change_gives_no_row",
        diffIs("User-agent: *\nDisallow: /x\n",
               "User-agent: *\nDisallow: /x\n\nUser-agent: a\nDisallow: /x\n",
               NULL, ""));
  CHECK("diff_crawl_delay_changed",
        diffIs("User-agent: *\nCrawl-delay: 5\n", "User-agent: *\ncrawl-delay: 10\n",
               NULL, "* changed crawl-delay - 2 2 5 10\n"));
  CHECK("diff_crawl_delay_same_number_written_otherwise_gives_no_row",
        diffIs("User-agent: *\nCrawl-delay: 5\n", "User-agent: *\nCrawl-delay: 5.0\n",
               NULL, ""));
  CHECK("diff_crawl_delay_by_record_not_group",
        diffIs("User-agent: a\nCrawl-delay: 1\nUser-agent: b\nDisallow: /\n",
               "User-agent: a\nUser-agent: b\nCrawl-delay: 1\nDisallow: /\n",
               NULL, "b added crawl-delay - 0 3 - 1\n"));
  CHECK("diff_content_usage_changed",
        diffIs("User-agent: *\nContent-Usage: train-ai=y\n",
               "User-agent: *\nContent-Usage: train-ai=n\n", NULL,
               "* added content-usage - 0 2 - train-ai=n\n"
               "* removed content-usage - 2 0 train-ai=y -\n"));
  CHECK("diff_content_usage_path_is_pattern",
        diffIs("User-agent: *\n", "User-agent: *\nContent-Usage: /docs/ train-ai=n\n",
               NULL, "* added content-usage /docs/ 0 2 - train-ai=n\n"));
  CHECK("diff_content_signal_added",
        diffIs("User-agent: *\nDisallow: /x\n",
               "User-agent: *\nDisallow: /x\nContent-Signal: ai-train=no\n", NULL,
               "* added content-signal - 0 3 - ai-train=no\n"));
  CHECK("diff_pattern_length_counts",
        diffIs("User-agent: *\nDisallow: /a\n", "User-agent: *\nDisallow: /a*\n",
               NULL, "* removed disallow /a 2 0 - -\n* added disallow /a* 0 2 - -\n"));
}

/* License lines (RSL): global, so every crawler's rows; compared as a set
** of documents. */
static void testLicense(void){
  CHECK("diff_license_added_is_a_row",
        diffIs("User-agent: *\nDisallow: /x\n",
               "License: https://e.example/l.xml\nUser-agent: *\nDisallow: /x\n",
               NULL, "* added license - 0 1 - https://e.example/l.xml\n"));
  CHECK("diff_license_removed_is_a_row",
        diffIs("User-agent: *\nLicense: https://e.example/l.xml\n",
               "User-agent: *\n", NULL,
               "* removed license - 2 0 https://e.example/l.xml -\n"));
  CHECK("diff_license_changed_is_removed_and_added",
        diffIs("License: https://a.example/l.xml\n",
               "License: https://b.example/l.xml\n", NULL,
               "* removed license - 1 0 https://a.example/l.xml -\n"
               "* added license - 0 1 - https://b.example/l.xml\n"));
  CHECK("diff_license_rows_for_every_crawler_after_its_rules",
        diffIs("User-agent: GPTBot\nDisallow: /\nCrawl-delay: 3\n",
               "User-agent: GPTBot\nDisallow: /a\nCrawl-delay: 4\n"
               "License: https://e.example/l.xml\n", NULL,
               "* added license - 0 4 - https://e.example/l.xml\n"
               "GPTBot removed disallow / 2 0 - -\n"
               "GPTBot added disallow /a 0 2 - -\n"
               "GPTBot added license - 0 4 - https://e.example/l.xml\n"
               "GPTBot changed crawl-delay - 3 3 3 4\n"));
  CHECK("diff_license_rows_with_a_crawler",
        diffIs("", "License: https://e.example/l.xml\n", "Mozilla/5.0 (compatible; "
               "GPTBot/1.0)", "GPTBot added license - 0 1 - https://e.example/l.xml\n"));
  CHECK("diff_license_moved_into_a_group_no_row",
        diffIs("License: https://e.example/l.xml\nUser-agent: *\nDisallow: /x\n",
               "User-agent: *\nDisallow: /x\nLicense: https://e.example/l.xml\n",
               NULL, ""));
  CHECK("diff_license_reordered_repeated_key_case_no_row",
        diffIs("License: https://a.example/l.xml\nLicense: https://b.example/l.xml\n",
               "LICENSE: https://b.example/l.xml # terms\nlicense:https://a.example/l.xml\n"
               "License: https://b.example/l.xml\n", NULL, ""));
  CHECK("diff_license_same_document_spelled_otherwise_no_row",
        diffIs("License: https://e.example/l%2fx.xml?a=%c3%a9#top\n"
               "License: http://caf\xc3\xa9.example\n",
               "License: HTTPS://E.Example:443/l%2Fx.xml?a=\xc3\xa9\n"
               "License: http://xn--caf-dma.example:80/\n", NULL, ""));
  CHECK("diff_license_other_path_or_port_is_a_change",
        diffIs("License: https://e.example/l.xml\n",
               "License: https://e.example:8443/L.xml\n", NULL,
               "* removed license - 1 0 https://e.example/l.xml -\n"
               "* added license - 0 1 - https://e.example:8443/L.xml\n"));
}

/* A crawler that moves to other groups: a regrouped row, with the first
** line of the first group it obeys in each version. */
static void testRegroup(void){
  static const char zOld[] =
    "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\n"
    "User-agent: Googlebot\nUser-agent: bingbot\nAllow: /\n";
  static const char zNew[] =
    "User-agent: CCBot\nDisallow: /\n\n"
    "User-agent: Googlebot\nUser-agent: bingbot\nUser-agent: GPTBot\nAllow: /\n";
  CHECK("diff_crawler_moved_between_named_groups_is_regrouped",
        diffIs(zOld, zNew, NULL,
               "GPTBot regrouped - - 1 4 GPTBot Googlebot\n"
               "GPTBot removed disallow / 3 0 - -\n"
               "GPTBot added allow / 0 7 - -\n"));
  CHECK("diff_crawler_moved_between_named_groups_with_a_crawler",
        diffIs(zOld, zNew, "gptbot",
               "gptbot regrouped - - 1 4 GPTBot Googlebot\n"
               "gptbot removed disallow / 3 0 - -\n"
               "gptbot added allow / 0 7 - -\n"));
  CHECK("diff_crawler_own_group_to_a_shared_group_is_regrouped",
        diffIs("User-agent: GPTBot\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n",
               "User-agent: Googlebot\nUser-agent: GPTBot\nAllow: /\n", NULL,
               "GPTBot regrouped - - 1 1 GPTBot Googlebot\n"
               "GPTBot removed disallow / 2 0 - -\n"
               "GPTBot added allow / 0 3 - -\n"));
  CHECK("diff_group_gaining_a_crawler_regroups_only_that_crawler",
        diffIs("User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n",
               "User-agent: GPTBot\nUser-agent: CCBot\nUser-agent: ClaudeBot\n"
               "Disallow: /\nAllow: /news/\n", NULL,
               "ClaudeBot regrouped - - 0 1 * GPTBot\n"
               "ClaudeBot added disallow / 0 4 - -\n"
               "ClaudeBot added allow /news/ 0 5 - -\n"
               "CCBot added allow /news/ 0 5 - -\n"
               "GPTBot added allow /news/ 0 5 - -\n"));
  CHECK("diff_own_group_gaining_a_new_crawler_is_not_regrouped",
        diffIs("User-agent: GPTBot\nDisallow: /\n",
               "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /x\n", "GPTBot",
               "GPTBot removed disallow / 2 0 - -\n"
               "GPTBot added disallow /x 0 3 - -\n"));
  CHECK("diff_crawler_gaining_a_group_is_not_regrouped",
        diffIs("User-agent: a\nUser-agent: b\nDisallow: /x\n",
               "User-agent: a\nUser-agent: b\nDisallow: /x\n\nUser-agent: a\n"
               "Disallow: /y\n", "a", "a added disallow /y 0 6 - -\n"));
  CHECK("diff_groups_reordered_with_a_change_is_not_regrouped",
        diffIs("User-agent: x\nUser-agent: y\nDisallow: /a\n\nUser-agent: x\n"
               "Disallow: /b\n",
               "User-agent: x\nDisallow: /b\nDisallow: /c\n\nUser-agent: y\n"
               "User-agent: x\nDisallow: /a\n", "x", "x added disallow /c 0 3 - -\n"));
  CHECK("diff_shared_group_split_and_reordered_no_row",
        diffIs(zOld, "User-agent: bingbot\nAllow: /\n\nUser-agent: CCBot\n"
               "Disallow: /\n\nUser-agent: Googlebot\nAllow: /\n\n"
               "User-agent: GPTBot\nDisallow: /\n", NULL, ""));
}

/* Rewrites that change no decision give no row. */
static void testRewrites(void){
  CHECK("diff_identical_files_no_row", diffIs(zBase, zBase, NULL, ""));
  CHECK("diff_groups_reordered_no_row",
        diffIs(zBase, "User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\n"
               "User-agent: *\nDisallow: /private\nAllow: /private/open\n",
               NULL, ""));
  CHECK("diff_rules_reordered_no_row",
        diffIs(zBase, "User-agent: *\nAllow: /private/open\nDisallow: /private\n"
               "\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n", NULL, ""));
  CHECK("diff_keys_in_another_case_no_row",
        diffIs(zBase, "USER-AGENT: *\ndisallow: /private\nALLOW: /private/open\n"
               "\nuser-agent: gptbot\nuser-agent: ccbot\nDISALLOW: /\n", NULL, ""));
  CHECK("diff_comments_and_blank_lines_no_row",
        diffIs(zBase, "# policy\n\nUser-agent: *  # all\n\nDisallow: /private\n"
               "Allow: /private/open # ok\n\n\n# AI\nUser-agent: GPTBot\n"
               "User-agent: CCBot\nDisallow: / # none\n", NULL, ""));
  CHECK("diff_group_split_that_merging_joins_no_row",
        diffIs(zBase, "User-agent: *\nDisallow: /private\nAllow: /private/open\n"
               "\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: CCBot\n"
               "Disallow: /\n", NULL, ""));
  CHECK("diff_star_group_split_no_row",
        diffIs(zBase, "User-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\n"
               "User-agent: CCBot\nDisallow: /\n\nUser-agent: *\n"
               "Allow: /private/open\n", NULL, ""));
  CHECK("diff_duplicated_rule_no_row",
        diffIs(zBase, "User-agent: *\nDisallow: /private\nAllow: /private/open\n"
               "Disallow: /private\n\nUser-agent: GPTBot\nUser-agent: CCBot\n"
               "Disallow: /\nDisallow: /\n", NULL, ""));
  CHECK("diff_percent_normalised_equal_patterns_no_row",
        diffIs("User-agent: *\nDisallow: /caf\xc3\xa9/%aa\n",
               "User-agent: *\nDisallow: /caf%C3%A9/%AA\n", NULL, ""));
  CHECK("diff_disallow_outranked_by_same_allow_no_row",
        diffIs("User-agent: *\nAllow: /x\n",
               "User-agent: *\nDisallow: /x\nAllow: /x\n", NULL, ""));
  CHECK("diff_typo_key_google_accepts_no_row",
        diffIs("User-agent: *\nDisallow: /x\n", "User-agent: *\nDissallow: /x\n",
               NULL, ""));
  CHECK("diff_usage_lines_reordered_no_row",
        diffIs("User-agent: *\nContent-Usage: train-ai=n\nContent-Signal: search=yes\n",
               "User-agent: *\nContent-Signal: search=yes\nContent-Usage: train-ai=n\n",
               NULL, ""));
  CHECK("diff_crlf_line_ends_no_row",
        diffIs(zBase, "User-agent: *\r\nDisallow: /private\r\nAllow: /private/open"
               "\r\n\r\nUser-agent: GPTBot\r\nUser-agent: CCBot\r\nDisallow: /\r\n",
               NULL, ""));
}

/* With a crawler: the rows of the groups it obeys in each version. */
static void testAgent(void){
  CHECK("diff_agent_named_nowhere_compares_star_groups",
        diffIs("User-agent: *\nDisallow: /x\n", "User-agent: *\nDisallow: /y\n",
               "Googlebot/2.1",
               "Googlebot removed disallow /x 2 0 - -\n"
               "Googlebot added disallow /y 0 2 - -\n"));
  CHECK("diff_agent_only_its_groups",
        diffIs(zBase, "User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\n"
               "User-agent: CCBot\nDisallow: /\n", "gptbot", ""));
  CHECK("diff_agent_header_means_its_crawler",
        diffIs("User-agent: *\n", "User-agent: bingbot\nDisallow: /\n",
               "Mozilla/5.0 (compatible; bingbot/2.0)",
               "bingbot regrouped - - 1 1 * bingbot\n"
               "bingbot added disallow / 0 2 - -\n"));
  CHECK("diff_empty_name_is_named_by_empty_user_agent_line",
        diffIs("User-agent:\nUser-agent: Nutch\nDisallow: /\n",
               "User-agent: Nutch\nDisallow: /\n", "",
               " regrouped - - 1 0  *\n removed disallow / 3 0 - -\n"));
  CHECK("diff_empty_name_listed_only_when_asked",
        diffIs("User-agent:\nUser-agent: Nutch\nDisallow: /\n",
               "User-agent: Nutch\nDisallow: /\n", NULL, ""));
  CHECK("diff_empty_files_no_row", diffIs("", "", NULL, ""));
  CHECK("diff_empty_to_disallow_all",
        diffIs("", "User-agent: *\nDisallow: /\n", NULL,
               "* added disallow / 0 2 - -\n"));
}

/* robots_flip through a cache. */
static int flip(RobotsCache *pC, const char *zOld, const char *zNew,
                const char *zAgent, const char *zUrl, int bUsage, CoreBuf *b,
                int *pbFlip){
  RobotsFlipAsk q;
  q.pCache = pC;
  q.oldTxt = (Span){ zOld, strlen(zOld) };
  q.newTxt = (Span){ zNew, strlen(zNew) };
  q.agent = (Span){ zAgent, strlen(zAgent) };
  q.url = (Span){ zUrl, strlen(zUrl) };
  q.pStop = NULL;
  q.pA = b->pA;
  q.pOld = q.pNew = NULL;
  b->n = 0;
  return bUsage ? robotsUsageFlipJson(&q, b, pbFlip) : robotsFlipJson(&q, b, pbFlip);
}

/* 1 if b holds z. */
static int bufIs(const CoreBuf *b, const char *z){
  if( b->n==strlen(z) && memcmp(b->z, z, b->n)==0 ) return 1;
  printf("# got %.*s\n", (int)b->n, b->z ? b->z : "");
  return 0;
}

static void testFlip(void){
  RobotsCache *pC = robotsCacheNew(&coreLibcAlloc);
  CoreBuf b;
  int bFlip = -1;
  coreBufInit(&b, &coreLibcAlloc);
  CHECK("flip_null_when_same_verdict",
        flip(pC, "User-agent: *\nDisallow: /a\n", "User-agent: *\nDisallow: /\n",
             "x", "/a/b", 0, &b, &bFlip)==0 && bFlip==0 && b.n==0);
  CHECK("flip_json_both_sides_explained",
        flip(pC, "User-agent: *\nDisallow: /a\n", "User-agent: *\nDisallow: /\n",
             "x", "https://h/b", 0, &b, &bFlip)==0 && bFlip==1
        && bufIs(&b, "{\"before\":true,\"after\":false,\"old\":{\"allowed\":true,"
           "\"agent\":\"x\",\"path\":\"/b\",\"specific\":false,\"star_ignored\":false,"
           "\"group\":[1],\"rule\":null,\"pattern\":null,\"line\":null},\"new\":{"
           "\"allowed\":false,\"agent\":\"x\",\"path\":\"/b\",\"specific\":false,"
           "\"star_ignored\":false,\"group\":[1],\"rule\":\"disallow\","
           "\"pattern\":\"/\",\"line\":2}}"));
  CHECK("flip_same_text_never_flips",
        flip(pC, zBase, zBase, "GPTBot", "/", 0, &b, &bFlip)==0 && bFlip==0);
  CHECK("usage_flip_null_when_only_lines_move",
        flip(pC, "User-agent: *\nContent-Usage: train-ai=n\n",
             "\n\nUser-agent: *\nContent-Usage: train-ai=n\n", "a", "/", 1, &b,
             &bFlip)==0 && bFlip==0);
  CHECK("usage_flip_json_before_after",
        flip(pC, "User-agent: *\nContent-Usage: train-ai=y\n",
             "User-agent: *\nContent-Usage: train-ai=n\n", "a", "/", 1, &b,
             &bFlip)==0 && bFlip==1
        && bufIs(&b, "{\"before\":{\"allowed\":true,\"content_usage\":{\"train-ai\":"
           "\"y\"},\"content_signal\":{},\"content_usage_lines\":[2],"
           "\"content_signal_lines\":[],\"licenses\":[]},\"after\":{"
           "\"allowed\":true,\"content_usage\":{\"train-ai\":\"n\"},"
           "\"content_signal\":{},\"content_usage_lines\":[2],"
           "\"content_signal_lines\":[],\"licenses\":[]}}"));
  CHECK("usage_flip_license_line_changed",
        flip(pC, "License: https://a.example/l.xml\nUser-agent: *\nAllow: /\n",
             "License: https://b.example/l.xml\nUser-agent: *\nAllow: /\n", "a",
             "/", 1, &b, &bFlip)==0 && bFlip==1);
  CHECK("usage_flip_license_line_moved_no_flip",
        flip(pC, "License: https://a.example/l.xml\nUser-agent: *\nAllow: /\n",
             "User-agent: *\nAllow: /\nLicense: https://a.example/l.xml\n", "a",
             "/", 1, &b, &bFlip)==0 && bFlip==0);
  CHECK("usage_flip_licenses_reordered_or_spelled_otherwise_no_flip",
        flip(pC, "License: https://a.example/l.xml\nLicense: https://b.example/\n"
             "User-agent: *\nAllow: /\n",
             "License: https://B.example:443\nUser-agent: *\nAllow: /\n"
             "License: https://a.example/l.xml\n", "a", "/", 1, &b, &bFlip)==0
        && bFlip==0);
  CHECK("usage_flip_license_added",
        flip(pC, "User-agent: *\nAllow: /\n",
             "User-agent: *\nAllow: /\nLicense: https://a.example/l.xml\n", "a",
             "/", 1, &b, &bFlip)==0 && bFlip==1);
  CHECK("usage_flip_signal_key_named_like_lines_member",
        flip(pC, "User-agent: *\nContent-Signal: content_usage_lines=yes\n",
             "User-agent: *\nContent-Signal: content_usage_lines=no\n", "a", "/",
             1, &b, &bFlip)==0 && bFlip==1);
  coreBufFree(&b);
  robotsCacheUnref(pC);
}

/* Out of memory at every allocation in turn: an error, never fewer rows;
** once enough memory is there, the full answer. */
static void testOom(void){
  static char zWant[4096], zGot[4096];
  const char *zNew = "License: https://e.example/l.xml\n"
    "User-agent: *\nDisallow: /private\nDisallow: /caf\xc3\xa9\n"
    "Crawl-delay: 3\nContent-Usage: /d%c3%a9 train-ai=n\n\nUser-agent: CCBot\n"
    "Disallow: /\n";
  FailAlloc f;
  CoreAlloc a = { failRealloc, &f };
  long n;
  int rc = 1, bOk = 1, bFlip;
  diffText(&coreLibcAlloc, zBase, zNew, NULL, zWant, sizeof(zWant));
  for(n=0; n<400 && rc!=0; n++){
    f.nLeft = n;
    rc = diffText(&a, zBase, zNew, NULL, zGot, sizeof(zGot));
    if( rc!=0 && rc!=-1 ) bOk = 0;
    if( rc==0 && strcmp(zGot, zWant)!=0 ) bOk = 0;
  }
  CHECK("diff_out_of_memory_is_an_error_never_fewer_rows", bOk && rc==0);
  bOk = 1;
  rc = 1;
  for(n=0; n<400 && rc!=0; n++){
    RobotsCache *pC;
    CoreBuf b;
    f.nLeft = n;
    pC = robotsCacheNew(&a);
    if( pC==NULL ) continue;
    coreBufInit(&b, &a);
    rc = flip(pC, zBase, zNew, "GPTBot", "/x", 0, &b, &bFlip);
    if( rc!=0 && rc!=ROBOTS_FLIP_NOMEM ) bOk = 0;
    if( rc==0 && !bFlip ) bOk = 0;
    coreBufFree(&b);
    robotsCacheUnref(pC);
  }
  CHECK("flip_out_of_memory_is_an_error_never_an_answer", bOk && rc==0);
  bOk = 1;
  rc = 1;
  for(n=0; n<400 && rc!=0; n++){
    RobotsCache *pC;
    CoreBuf b;
    f.nLeft = n;
    pC = robotsCacheNew(&a);
    if( pC==NULL ) continue;
    coreBufInit(&b, &a);
    rc = flip(pC, "License: https://a.example/l.xml\nLicense: https://b.example/\n"
              "User-agent: *\nAllow: /\n", "User-agent: *\nAllow: /\n"
              "License: https://A.example:443/l.xml\n", "GPTBot", "/x", 1, &b, &bFlip);
    if( rc!=0 && rc!=ROBOTS_FLIP_NOMEM ) bOk = 0;
    if( rc==0 && !bFlip ) bOk = 0;
    coreBufFree(&b);
    robotsCacheUnref(pC);
  }
  CHECK("usage_flip_licenses_out_of_memory_is_an_error_never_an_answer",
        bOk && rc==0);
}

int main(void){
  testChanges();
  testRewrites();
  testAgent();
  testLicense();
  testRegroup();
  testFlip();
  testOom();
  CHECK_DONE();
}
