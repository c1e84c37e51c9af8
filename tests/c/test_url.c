/*
** test_url.c: the URL rules of url.c and punycode.c.  robots.txt scope as
** RFC 9309 section 2.3 and Google's robots.txt documentation tabulate it
** (subdomains, ports, schemes, IDN, IP hosts), RFC 3986 section 5.4's
** resolution examples, sitemap scope (sitemaps.org), RFC 3492's samples.
*/
#include "check.h"
#include "core/url.h"
#include "core/punycode.h"

#include <stdlib.h>

/* The robots.txt URL of z as a static string, or "NULL" / "OOM". */
static const char *robotsOf(const char *z){
  static char zRes[512];
  CoreBuf b;
  int rc;
  coreBufInit(&b, &coreLibcAlloc);
  rc = urlRobotsTxt(z, strlen(z), &b);
  if( rc==1 && b.n<sizeof(zRes) ){
    memcpy(zRes, b.z, b.n);
    zRes[b.n] = 0;
  }else{
    strcpy(zRes, rc==0 ? "NULL" : "OOM");
  }
  coreBufFree(&b);
  return zRes;
}

/* 1 if the robots.txt of zUrl is zExpect. */
static int robotsIs(const char *zUrl, const char *zExpect){
  return strcmp(robotsOf(zUrl), zExpect)==0;
}

/* 1 if zRobots (a normalised robots.txt URL) governs zUrl. */
static int governs(const char *zRobots, const char *zUrl){
  return strcmp(robotsOf(zUrl), zRobots)==0;
}

/* 1 if zRef resolved against RFC 3986's base gives zExpect. */
static int resolves(const char *zRef, const char *zExpect){
  static const char zBase[] = "http://a/b/c/d;p?q";
  CoreBuf b;
  int ok;
  coreBufInit(&b, &coreLibcAlloc);
  ok = urlResolve(zBase, strlen(zBase), zRef, strlen(zRef), &b)==1
       && b.n==strlen(zExpect) && memcmp(b.z, zExpect, b.n)==0;
  if( !ok ) printf("# resolve %s -> %.*s\n", zRef, (int)b.n, b.z ? b.z : "");
  coreBufFree(&b);
  return ok;
}

/* 1 if loc is in the scope of sitemap. */
static int inScope(const char *zSitemap, const char *zLoc){
  return urlInSitemapScope(zSitemap, strlen(zSitemap), zLoc, strlen(zLoc));
}

/* 1 if encoding the code points gives zExpect and decoding gives them back. */
static int punyIs(const uint32_t *aCp, size_t nCp, const char *zExpect){
  CoreBuf b;
  uint32_t aBack[64];
  int ok, nBack;
  coreBufInit(&b, &coreLibcAlloc);
  ok = punycodeEncode(aCp, nCp, &b)==0 && b.n==strlen(zExpect)
       && memcmp(b.z, zExpect, b.n)==0;
  nBack = punycodeDecode(zExpect, strlen(zExpect), aBack, 64);
  ok = ok && nBack==(int)nCp && memcmp(aBack, aCp, nCp*sizeof(uint32_t))==0;
  coreBufFree(&b);
  return ok;
}

/* RFC 3492 section 7.1 sample strings (code points and Punycode). */
static void testPunycodeSamples(void){
  static const uint32_t aA[] = {0x644,0x64A,0x647,0x645,0x627,0x628,0x62A,0x643,
    0x644,0x645,0x648,0x634,0x639,0x631,0x628,0x64A,0x61F};
  static const uint32_t aB[] = {0x4ED6,0x4EEC,0x4E3A,0x4EC0,0x4E48,0x4E0D,0x8BF4,
    0x4E2D,0x6587};
  static const uint32_t aC[] = {0x4ED6,0x5011,0x7232,0x4EC0,0x9EBD,0x4E0D,0x8AAA,
    0x4E2D,0x6587};
  static const uint32_t aD[] = {0x50,0x72,0x6F,0x10D,0x70,0x72,0x6F,0x73,0x74,
    0x11B,0x6E,0x65,0x6D,0x6C,0x75,0x76,0xED,0x10D,0x65,0x73,0x6B,0x79};
  static const uint32_t aL[] = {0x33,0x5E74,0x42,0x7D44,0x91D1,0x516B,0x5148,0x751F};
  static const uint32_t aM[] = {0x5B89,0x5BA4,0x5948,0x7F8E,0x6075,'-','w','i',
    't','h','-','S','U','P','E','R','-','M','O','N','K','E','Y','S'};
  static const uint32_t aR[] = {0x305D,0x306E,0x30B9,0x30D4,0x30FC,0x30C9,0x3067};
  static const uint32_t aS[] = {'-','>',' ','$','1','.','0','0',' ','<','-'};
  CoreBuf b;
  uint32_t aSurrogate[1] = {0xD800};
  CHECK("rfc3492_sample_a_arabic", punyIs(aA, 17, "egbpdaj6bu4bxfgehfvwxn"));
  CHECK("rfc3492_sample_b_chinese_simplified", punyIs(aB, 9, "ihqwcrb4cv8a8dqg056pqjye"));
  CHECK("rfc3492_sample_c_chinese_traditional", punyIs(aC, 9, "ihqwctvzc91f659drss3x8bo0yb"));
  CHECK("rfc3492_sample_d_czech_mixed_case", punyIs(aD, 22, "Proprostnemluvesky-uyb24dma41a"));
  CHECK("rfc3492_sample_l_digit_and_latin", punyIs(aL, 8, "3B-ww4c5e180e575a65lsy2b"));
  CHECK("rfc3492_sample_m_basic_suffix", punyIs(aM, 24, "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"));
  CHECK("rfc3492_sample_r_japanese", punyIs(aR, 7, "d9juau41awczczp"));
  CHECK("rfc3492_sample_s_all_basic", punyIs(aS, 11, "-> $1.00 <--"));
  coreBufInit(&b, &coreLibcAlloc);
  CHECK("punycode_rejects_surrogate", punycodeEncode(aSurrogate, 1, &b)==-1);
  coreBufFree(&b);
  CHECK("punycode_decode_rejects_bad_digit",
        punycodeDecode("abc-!!", 6, aSurrogate, 1)==-1);
}

/* RFC 9309 2.3 and Google's table of robots.txt validity. */
static void testRobotsScope(void){
  CHECK("scope_same_host_root", governs("http://example.com/robots.txt", "http://example.com/"));
  CHECK("scope_same_host_file", governs("http://example.com/robots.txt", "http://example.com/folder/file"));
  CHECK("scope_not_subdomain", !governs("http://example.com/robots.txt", "http://other.example.com/"));
  CHECK("scope_not_other_scheme", !governs("http://example.com/robots.txt", "https://example.com/"));
  CHECK("scope_not_other_port", !governs("http://example.com/robots.txt", "http://example.com:8181/"));
  CHECK("scope_www_not_bare", !governs("http://www.example.com/robots.txt", "http://example.com/"));
  CHECK("scope_www_not_sub_www", !governs("http://www.example.com/robots.txt", "http://shop.www.example.com/"));
  CHECK("scope_www_not_www_shop", !governs("http://www.example.com/robots.txt", "http://www.shop.example.com/"));
  CHECK("scope_idn_unicode", governs("http://www.xn--mller-kva.eu/robots.txt", "http://www.müller.eu/"));
  CHECK("scope_idn_punycode", governs("http://www.xn--mller-kva.eu/robots.txt", "http://www.xn--mller-kva.eu/"));
  CHECK("scope_ftp", governs("ftp://example.com/robots.txt", "ftp://example.com/"));
  CHECK("scope_ftp_not_http", !governs("ftp://example.com/robots.txt", "http://example.com/"));
  CHECK("scope_ip_host", governs("http://212.96.82.21/robots.txt", "http://212.96.82.21/"));
  CHECK("scope_ip_not_name", !governs("http://212.96.82.21/robots.txt", "http://example.com/"));
  CHECK("scope_default_port_80", governs("http://example.com/robots.txt", "http://example.com:80/"));
  CHECK("scope_port_81_differs", !governs("http://example.com/robots.txt", "http://example.com:81/"));
  CHECK("scope_port_8181_kept", governs("http://example.com:8181/robots.txt", "http://example.com:8181/x"));
}

/* robots_url's normalisation rules. */
static void testRobotsUrl(void){
  CHECK("robots_url_basic", robotsIs("https://example.com/a/b?q=1#f", "https://example.com/robots.txt"));
  CHECK("robots_url_scheme_host_lowercase", robotsIs("HTTPS://WWW.Example.COM/X", "https://www.example.com/robots.txt"));
  CHECK("robots_url_https_443_dropped", robotsIs("https://example.com:443/", "https://example.com/robots.txt"));
  CHECK("robots_url_http_80_dropped", robotsIs("http://example.com:80/x", "http://example.com/robots.txt"));
  CHECK("robots_url_ftp_21_dropped", robotsIs("ftp://example.com:21/x", "ftp://example.com/robots.txt"));
  CHECK("robots_url_http_443_kept", robotsIs("http://example.com:443/", "http://example.com:443/robots.txt"));
  CHECK("robots_url_port_leading_zeros", robotsIs("http://example.com:0080/", "http://example.com/robots.txt"));
  CHECK("robots_url_empty_port_dropped", robotsIs("http://example.com:/", "http://example.com/robots.txt"));
  CHECK("robots_url_userinfo_dropped", robotsIs("http://user:pw@example.com/", "http://example.com/robots.txt"));
  CHECK("robots_url_no_path", robotsIs("http://example.com", "http://example.com/robots.txt"));
  CHECK("robots_url_query_only", robotsIs("http://example.com?x", "http://example.com/robots.txt"));
  CHECK("robots_url_ipv6_kept", robotsIs("http://[2001:DB8::1]:8080/x", "http://[2001:db8::1]:8080/robots.txt"));
  CHECK("robots_url_ipv4_kept", robotsIs("http://192.168.0.1/x", "http://192.168.0.1/robots.txt"));
  CHECK("robots_url_idn_punycode", robotsIs("http://müller.eu/", "http://xn--mller-kva.eu/robots.txt"));
  CHECK("robots_url_idn_uppercase_folded", robotsIs("http://MÜLLER.eu/", "http://xn--mller-kva.eu/robots.txt"));
  CHECK("robots_url_idn_percent_encoded", robotsIs("http://m%C3%BCller.eu/", "http://xn--mller-kva.eu/robots.txt"));
  CHECK("robots_url_idn_each_label", robotsIs("https://bücher.müller.eu/", "https://xn--bcher-kva.xn--mller-kva.eu/robots.txt"));
  CHECK("robots_url_idn_cyrillic", robotsIs("http://ПРИМЕР.рф/", "http://xn--e1afmkfd.xn--p1ai/robots.txt"));
  CHECK("robots_url_idn_greek", robotsIs("http://ΠΑΡΆΔΕΙΓΜΑ.gr/", "http://xn--hxajbheg2az3al.gr/robots.txt"));
  CHECK("robots_url_idn_ideographic_dot", robotsIs("http://例子\xe3\x80\x82" "com/", "http://xn--fsqu00a.com/robots.txt"));
  CHECK("robots_url_punycode_kept", robotsIs("http://XN--MLLER-KVA.eu/", "http://xn--mller-kva.eu/robots.txt"));
  CHECK("robots_url_whitespace_trimmed", robotsIs("  http://example.com/ \n", "http://example.com/robots.txt"));
  CHECK("robots_url_trailing_dot_kept", robotsIs("http://example.com./", "http://example.com./robots.txt"));
  CHECK("robots_url_mailto_null", robotsIs("mailto:a@example.com", "NULL"));
  CHECK("robots_url_javascript_null", robotsIs("javascript:alert(1)", "NULL"));
  CHECK("robots_url_data_null", robotsIs("data:text/plain,hi", "NULL"));
  CHECK("robots_url_bare_path_null", robotsIs("/a/b", "NULL"));
  CHECK("robots_url_bare_host_null", robotsIs("example.com/a", "NULL"));
  CHECK("robots_url_scheme_relative_null", robotsIs("//example.com/a", "NULL"));
  CHECK("robots_url_empty_null", robotsIs("", "NULL"));
  CHECK("robots_url_missing_host_null", robotsIs("http:///a", "NULL"));
  CHECK("robots_url_bad_port_null", robotsIs("http://example.com:80x/", "NULL"));
  CHECK("robots_url_port_over_65535_null", robotsIs("http://example.com:65536/", "NULL"));
  CHECK("robots_url_space_in_host_null", robotsIs("http://exa mple.com/", "NULL"));
  CHECK("robots_url_encoded_slash_in_host_null", robotsIs("http://a%2Fb.com/", "NULL"));
  CHECK("robots_url_invalid_utf8_host_null", robotsIs("http://a\xff.com/", "NULL"));
  CHECK("robots_url_bad_ipv6_null", robotsIs("http://[::1/", "NULL"));
  CHECK("robots_url_other_scheme_null", robotsIs("gopher://example.com/", "NULL"));
}

/* RFC 3986 section 5.4 examples. */
static void testResolve(void){
  CHECK("rfc3986_normal_g_colon", resolves("g:h", "g:h"));
  CHECK("rfc3986_normal_g", resolves("g", "http://a/b/c/g"));
  CHECK("rfc3986_normal_dot_g", resolves("./g", "http://a/b/c/g"));
  CHECK("rfc3986_normal_g_slash", resolves("g/", "http://a/b/c/g/"));
  CHECK("rfc3986_normal_abs_path", resolves("/g", "http://a/g"));
  CHECK("rfc3986_normal_network_path", resolves("//g", "http://g"));
  CHECK("rfc3986_normal_query", resolves("?y", "http://a/b/c/d;p?y"));
  CHECK("rfc3986_normal_g_query", resolves("g?y", "http://a/b/c/g?y"));
  CHECK("rfc3986_normal_fragment", resolves("#s", "http://a/b/c/d;p?q#s"));
  CHECK("rfc3986_normal_g_fragment", resolves("g#s", "http://a/b/c/g#s"));
  CHECK("rfc3986_normal_g_query_fragment", resolves("g?y#s", "http://a/b/c/g?y#s"));
  CHECK("rfc3986_normal_semicolon", resolves(";x", "http://a/b/c/;x"));
  CHECK("rfc3986_normal_g_semicolon", resolves("g;x", "http://a/b/c/g;x"));
  CHECK("rfc3986_normal_g_semicolon_all", resolves("g;x?y#s", "http://a/b/c/g;x?y#s"));
  CHECK("rfc3986_normal_empty", resolves("", "http://a/b/c/d;p?q"));
  CHECK("rfc3986_normal_dot", resolves(".", "http://a/b/c/"));
  CHECK("rfc3986_normal_dot_slash", resolves("./", "http://a/b/c/"));
  CHECK("rfc3986_normal_dotdot", resolves("..", "http://a/b/"));
  CHECK("rfc3986_normal_dotdot_slash", resolves("../", "http://a/b/"));
  CHECK("rfc3986_normal_dotdot_g", resolves("../g", "http://a/b/g"));
  CHECK("rfc3986_normal_dotdot2", resolves("../..", "http://a/"));
  CHECK("rfc3986_normal_dotdot2_slash", resolves("../../", "http://a/"));
  CHECK("rfc3986_normal_dotdot2_g", resolves("../../g", "http://a/g"));
  CHECK("rfc3986_abnormal_too_many_up", resolves("../../../g", "http://a/g"));
  CHECK("rfc3986_abnormal_too_many_up4", resolves("../../../../g", "http://a/g"));
  CHECK("rfc3986_abnormal_abs_dot", resolves("/./g", "http://a/g"));
  CHECK("rfc3986_abnormal_abs_dotdot", resolves("/../g", "http://a/g"));
  CHECK("rfc3986_abnormal_g_dot", resolves("g.", "http://a/b/c/g."));
  CHECK("rfc3986_abnormal_dot_g", resolves(".g", "http://a/b/c/.g"));
  CHECK("rfc3986_abnormal_g_dotdot", resolves("g..", "http://a/b/c/g.."));
  CHECK("rfc3986_abnormal_dotdot_g", resolves("..g", "http://a/b/c/..g"));
  CHECK("rfc3986_abnormal_dot_dotdot_g", resolves("./../g", "http://a/b/g"));
  CHECK("rfc3986_abnormal_g_dot_slash", resolves("./g/.", "http://a/b/c/g/"));
  CHECK("rfc3986_abnormal_g_dot_h", resolves("g/./h", "http://a/b/c/g/h"));
  CHECK("rfc3986_abnormal_g_dotdot_h", resolves("g/../h", "http://a/b/c/h"));
  CHECK("rfc3986_abnormal_g_semicolon_dot", resolves("g;x=1/./y", "http://a/b/c/g;x=1/y"));
  CHECK("rfc3986_abnormal_g_semicolon_dotdot", resolves("g;x=1/../y", "http://a/b/c/y"));
  CHECK("rfc3986_abnormal_query_dot", resolves("g?y/./x", "http://a/b/c/g?y/./x"));
  CHECK("rfc3986_abnormal_query_dotdot", resolves("g?y/../x", "http://a/b/c/g?y/../x"));
  CHECK("rfc3986_abnormal_fragment_dot", resolves("g#s/./x", "http://a/b/c/g#s/./x"));
  CHECK("rfc3986_abnormal_fragment_dotdot", resolves("g#s/../x", "http://a/b/c/g#s/../x"));
  CHECK("rfc3986_strict_scheme", resolves("http:g", "http:g"));
  {
    CoreBuf b;
    coreBufInit(&b, &coreLibcAlloc);
    CHECK("resolve_needs_absolute_base", urlResolve("/a/b", 4, "c", 1, &b)==0 && b.n==0);
    CHECK("resolve_base_without_path", urlResolve("http://a", 8, "b", 1, &b)==1
          && b.n==10 && memcmp(b.z, "http://a/b", 10)==0);
    coreBufFree(&b);
  }
}

/* sitemaps.org: a sitemap lists URLs of its own directory and below, on
** the same scheme, host and port. */
static void testSitemapScope(void){
  const char *zMap = "http://example.com/catalog/sitemap.xml";
  CHECK("sitemap_scope_same_dir", inScope(zMap, "http://example.com/catalog/show?item=23"));
  CHECK("sitemap_scope_subdir", inScope(zMap, "http://example.com/catalog/a/b.html"));
  CHECK("sitemap_scope_dir_itself", inScope(zMap, "http://example.com/catalog/"));
  CHECK("sitemap_scope_parent_out", !inScope(zMap, "http://example.com/image/show?item=23"));
  CHECK("sitemap_scope_sibling_prefix_out", !inScope(zMap, "http://example.com/catalogue/x"));
  CHECK("sitemap_scope_dir_without_slash_out", !inScope(zMap, "http://example.com/catalog"));
  CHECK("sitemap_scope_dotdot_escape_out", !inScope(zMap, "http://example.com/catalog/../secret"));
  CHECK("sitemap_scope_other_scheme_out", !inScope(zMap, "https://example.com/catalog/x"));
  CHECK("sitemap_scope_subdomain_out", !inScope(zMap, "http://www.example.com/catalog/x"));
  CHECK("sitemap_scope_other_port_out", !inScope(zMap, "http://example.com:8080/catalog/x"));
  CHECK("sitemap_scope_default_port_same", inScope(zMap, "http://example.com:80/catalog/x"));
  CHECK("sitemap_scope_host_case", inScope(zMap, "HTTP://EXAMPLE.COM/catalog/x"));
  CHECK("sitemap_scope_path_case_matters", !inScope(zMap, "http://example.com/Catalog/x"));
  CHECK("sitemap_scope_root_sitemap", inScope("https://example.com/sitemap.xml", "https://example.com/any/where"));
  CHECK("sitemap_scope_root_no_path", inScope("https://example.com/sitemap.xml", "https://example.com"));
  CHECK("sitemap_scope_idn", inScope("http://müller.eu/sitemap.xml", "http://xn--mller-kva.eu/a"));
  CHECK("sitemap_scope_ip", inScope("http://10.0.0.1/s.xml", "http://10.0.0.1/a"));
  CHECK("sitemap_scope_relative_loc_out", !inScope(zMap, "/catalog/x"));
  CHECK("sitemap_scope_mailto_out", !inScope(zMap, "mailto:a@example.com"));
}

/* urlSplit's parts. */
static void testSplit(void){
  UrlParts u;
  const char *z = "HTTP://u:p@Host.com:8080/p/a?q=1#frag";
  CHECK("split_ok", urlSplit(z, strlen(z), &u)==0);
  CHECK("split_scheme", u.scheme.n==4 && memcmp(u.scheme.z, "HTTP", 4)==0);
  CHECK("split_userinfo", u.userinfo.n==3 && memcmp(u.userinfo.z, "u:p", 3)==0);
  CHECK("split_host", u.host.n==8 && memcmp(u.host.z, "Host.com", 8)==0);
  CHECK("split_port", u.port.n==4 && memcmp(u.port.z, "8080", 4)==0);
  CHECK("split_path", u.path.n==4 && memcmp(u.path.z, "/p/a", 4)==0);
  CHECK("split_query", u.query.n==3 && memcmp(u.query.z, "q=1", 3)==0);
  CHECK("split_fragment", u.fragment.n==4 && memcmp(u.fragment.z, "frag", 4)==0);
  CHECK("split_authority_flag", u.hasAuthority==1);
  CHECK("split_relative_has_no_scheme", urlSplit("a:b/c", 5, &u)==0 && u.scheme.n==1);
  CHECK("split_colon_after_slash_is_path", urlSplit("./a:b", 5, &u)==0 && u.scheme.z==NULL);
  CHECK("split_empty_query_present", urlSplit("/a?", 3, &u)==0 && u.query.z!=NULL && u.query.n==0);
  CHECK("split_nul_in_path", urlSplit("http://a/b\0c", 12, &u)==0 && u.path.n==4);
}

/* A CoreStop that counts its calls and says stop from call nStopAt on. */
typedef struct TestStop { int nCall, nStopAt; } TestStop;
static int testStopFn(void *pCtx){
  TestStop *p = (TestStop*)pCtx;
  return ++p->nCall>=p->nStopAt;
}

/* Long hosts and paths ask the stop hook every CORE_STOP_EVERY bytes and
** end with -2 when it says stop; a hook that never says stop changes no
** answer. */
static void testStop(void){
  size_t n = (size_t)8 << 20, k;
  char *zPath = malloc(n), *zHost = malloc(n);
  TestStop t = { 0, 2 }, tNever = { 0, 1<<30 };
  CoreStop st = { testStopFn, &t }, stNever = { testStopFn, &tNever };
  CoreBuf b;
  memcpy(zPath, "https://e.com/", 14);
  for(k=14; k<n; k++) zPath[k] = (k & 1) ? '/' : 'a';
  memcpy(zHost, "https://", 8);
  for(k=8; k<n-2; k++) zHost[k] = (k % 3)==2 ? '.' : 'b';
  memcpy(zHost + n - 2, "/x", 2);
  CHECK("url_stop_scope_long_path",
        urlInSitemapScopeStop(zPath, n, zPath, n, &st)==-2 && t.nCall==2);
  CHECK("url_stop_never_keeps_scope_answer",
        urlInSitemapScopeStop(zPath, n, zPath, n, &stNever)==urlInSitemapScope(zPath, n, zPath, n)
        && tNever.nCall>=(int)(2*n/CORE_STOP_EVERY)-2);
  t.nCall = 0;
  coreBufInit(&b, &coreLibcAlloc);
  CHECK("url_stop_robots_txt_long_host",
        urlRobotsTxtStop(zHost, n, &b, &st)==-2 && t.nCall==2 && b.n==0);
  coreBufFree(&b);
  t.nCall = 0;
  CHECK("url_stop_not_asked_for_a_short_url",
        urlInSitemapScopeStop("https://e.com/a", 15, "https://e.com/b", 15, &st)==1
        && t.nCall==0);
  free(zPath); free(zHost);
}

int main(void){
  (void)checkSkip;
  testStop();
  testPunycodeSamples();
  testRobotsScope();
  testRobotsUrl();
  testResolve();
  testSitemapScope();
  testSplit();
  CHECK_DONE();
}
