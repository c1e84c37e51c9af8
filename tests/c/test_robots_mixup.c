/*
** test_robots_mixup.c: the mistakes of a robots.txt call are found and
** worded (robots_mixup.c, core/doc_shape.c), and valid files are not taken
** for mistakes.  Each check is named after the rule it verifies.
*/
#include "../../ext/robots/robots_mixup.h"
#include "../../ext/robots/robots_verdict.h"
#include "check.h"

#include <string.h>

static Span S(const char *z){ return (Span){ z, strlen(z) }; }

static const char zFile[] = "User-agent: *\nDisallow: /private\n";

/* The message of robots_allowed(txt, agent, url), or NULL. */
static const char *mix3(const char *zTxt, const char *zAgent, const char *zUrl){
  return robotsMixup(S(zTxt), S(zAgent), S(zUrl), 1);
}
static int has(const char *zMsg, const char *zWord){
  return zMsg && strstr(zMsg, zWord)!=NULL;
}

/* Every order of (txt, agent, url) but the right one is named. */
static void testOrder(void){
  const char *u = "https://example.com/private";
  CHECK("mixup_right_order_is_no_mistake", mix3(zFile, "Googlebot", u)==NULL);
  CHECK("mixup_file_and_crawler_swapped_names_the_swap",
        has(mix3("Googlebot", zFile, u), "txt and agent are swapped"));
  CHECK("mixup_url_agent_txt_names_txt_and_url_swapped",
        has(mix3(u, "Googlebot", zFile), "txt and url are swapped"));
  CHECK("mixup_txt_url_agent_names_agent_and_url_swapped",
        has(mix3(zFile, u, "Googlebot"), "agent and url are swapped"));
  CHECK("mixup_url_txt_agent_is_a_rotation",
        has(mix3(u, zFile, "Googlebot"), "rotated"));
  CHECK("mixup_agent_url_txt_is_a_rotation",
        has(mix3("Googlebot", u, zFile), "rotated"));
  CHECK("mixup_full_user_agent_header_stays_a_crawler",
        mix3(zFile, "Mozilla/5.0 (compatible; Googlebot/2.1; "
             "+http://www.google.com/bot.html)", u)==NULL);
  CHECK("mixup_agent_with_trailing_line_break_stays_a_crawler",
        mix3(zFile, "Googlebot\r\n", u)==NULL);
  CHECK("mixup_path_url_is_a_url", mix3(zFile, "Googlebot", "/private")==NULL);
  CHECK("mixup_crawl_delay_url_as_agent",
        has(robotsMixup(S(zFile), S(u), S(""), 0), "not a crawler"));
}

/* A txt that is an address or escaped text; files of one line are files. */
static void testShape(void){
  CHECK("mixup_txt_url_says_robots_fetch",
        has(mix3("https://example.com/robots.txt", "a", "/"), "robots_fetch"));
  CHECK("mixup_txt_url_with_line_break_at_end_says_robots_fetch",
        has(mix3(" https://example.com/robots.txt\n", "a", "/"),
            "robots_fetch"));
  CHECK("mixup_txt_relative_path_says_readfile",
        has(mix3("robots/shop.txt", "a", "/"), "readfile()"));
  CHECK("mixup_txt_absolute_path_says_readfile",
        has(mix3("/etc/robots.txt", "a", "/"), "readfile()"));
  CHECK("mixup_txt_windows_path_says_readfile",
        has(mix3("C:\\x\\robots.txt", "a", "/"), "readfile()"));
  CHECK("mixup_txt_windows_path_with_backslash_n_is_a_path",
        has(mix3("C:\\new\\robots.txt", "a", "/"), "readfile()"));
  CHECK("mixup_txt_escaped_x0a_is_refused",
        has(mix3("User-agent: *\\x0ADisallow: /", "a", "/"), "escaped"));
  CHECK("mixup_txt_escaped_backslash_n_is_refused",
        has(mix3("User-agent: *\\nDisallow: /", "a", "/"), "escaped"));
  CHECK("mixup_single_user_agent_line_is_a_file",
        mix3("User-agent: *", "a", "/")==NULL);
  CHECK("mixup_single_disallow_line_is_a_file",
        mix3("Disallow: /", "a", "/")==NULL);
  CHECK("mixup_single_sitemap_line_is_a_file",
        mix3("Sitemap: https://example.com/s.xml", "a", "/")==NULL);
  CHECK("mixup_empty_txt_is_a_file", mix3("", "a", "/")==NULL);
  CHECK("mixup_junk_among_rules_is_a_file",
        mix3("junk\nUser-agent: *\nDisallow: /", "a", "/")==NULL);
  CHECK("mixup_single_word_is_a_file", mix3("hello", "a", "/")==NULL);
  CHECK("mixup_escape_among_real_lines_is_a_file",
        mix3("User-agent: *\nDisallow: /a\\nb", "a", "/")==NULL);
}

/* A sitemap document that is only a URL or a path. */
static void testSitemap(void){
  CHECK("mixup_sitemap_url_says_sitemap_fetch",
        has(robotsSitemapDocMixup(S("https://example.com/sitemap.xml")),
            "sitemap_fetch"));
  CHECK("mixup_sitemap_path_says_readfile",
        has(robotsSitemapDocMixup(S("maps/sitemap.xml")), "readfile()"));
  CHECK("mixup_sitemap_one_line_xml_is_a_document",
        robotsSitemapDocMixup(S("<urlset><url><loc>/a</loc></url></urlset>"))
        ==NULL);
  CHECK("mixup_sitemap_text_of_two_urls_is_a_document",
        robotsSitemapDocMixup(S("https://e.com/a\nhttps://e.com/b"))==NULL);
}

/* robotsAsk refuses through a cache (as the bindings call it), never for
** the fetcher's compiled file. */
static void testAsk(void){
  RobotsCache *p = robotsCacheNew(&coreLibcAlloc);
  char zBuf[ROBOTS_ASK_BUF];
  RobotsAsk q;
  RobotsAnswer r;
  int rc;
  memset(&q, 0, sizeof(q));
  q.pCache = p;
  q.txt = S("https://example.com/robots.txt");
  q.agent = S("Googlebot");
  q.url = S("/x");
  q.status = ROBOTS_STATUS_NONE;
  q.pA = &coreLibcAlloc;
  q.zBuf = zBuf;
  q.nBuf = sizeof(zBuf);
  rc = robotsAsk(&q, &r);
  CHECK("mixup_ask_refuses_a_url_txt",
        rc==ROBOTS_ASK_MIXUP && has(r.zMixup, "robots_fetch"));
  robotsAnswerFree(&q, &r);
  rc = robotsAsk(&q, &r);
  CHECK("mixup_ask_refuses_a_url_txt_again_from_the_cache",
        rc==ROBOTS_ASK_MIXUP);
  robotsAnswerFree(&q, &r);
  q.txt = S(zFile);
  q.agent = S(zFile);
  q.status = 404;
  rc = robotsAsk(&q, &r);
  CHECK("mixup_ask_refuses_a_file_as_agent_even_when_the_status_decides",
        rc==ROBOTS_ASK_MIXUP);
  robotsAnswerFree(&q, &r);
  q.agent = S("Googlebot");
  q.status = ROBOTS_STATUS_NONE;
  rc = robotsAsk(&q, &r);
  CHECK("mixup_ask_decides_a_right_call", rc==ROBOTS_ASK_OK && r.v.bAllowed==1);
  robotsAnswerFree(&q, &r);
  robotsCacheUnref(p);
}

int main(void){
  testOrder();
  testShape();
  testSitemap();
  testAsk();
  CHECK_DONE();
}
