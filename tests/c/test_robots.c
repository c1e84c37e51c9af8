/*
** test_robots.c: C-level tests of the robots.txt core (robots_parse.c,
** robots_match.c, robots_path.c).  Spec-derived checks first (RFC 9309),
** then Google-specific ones (the reference parser's behaviour), then
** randomised agreement between the indexed matcher, the linear matcher and a
** naive per-line model of the reference written here from its description.
*/
#include "check.h"
#include "robots/robots_match.h"
#include "robots/robots_path.h"

#include <stdlib.h>

/* Decide once: 1 allowed, 0 disallowed. */
static int allowed(const char *zTxt, const char *zAgent, const char *zUrl){
  RobotsFile *p = robotsCompile(zTxt, strlen(zTxt), &coreLibcAlloc);
  RobotsVerdict v;
  size_t iStart, n;
  int bSlash, r;
  char *zPath;
  robotsPathParamsQuery(zUrl, strlen(zUrl), &iStart, &n, &bSlash);
  zPath = malloc(n + 2);
  zPath[0] = '/';
  memcpy(zPath + bSlash, zUrl + iStart, n);
  r = robotsDecide(p, zAgent, strlen(zAgent), zPath, n + (size_t)bSlash, &v);
  free(zPath);
  robotsFileFree(p);
  return r==0 && v.bAllowed;
}

/* The winning rule's line, or 0. */
static int winningLine(const char *zTxt, size_t nTxt, const char *zAgent,
                       const char *zPath){
  RobotsFile *p = robotsCompile(zTxt, nTxt, &coreLibcAlloc);
  RobotsVerdict v;
  int line = 0;
  robotsDecide(p, zAgent, strlen(zAgent), zPath, strlen(zPath), &v);
  if( v.iRule>=0 ) line = robotsRuleAt(p, v.iRule)->iLine;
  robotsFileFree(p);
  return line;
}

/* The matching path of a URL, as a NUL-terminated string in zOut. */
static const char *pathOf(const char *zUrl, size_t nUrl, char *zOut){
  size_t iStart, n;
  int bSlash;
  robotsPathParamsQuery(zUrl, nUrl, &iStart, &n, &bSlash);
  zOut[0] = '/';
  memcpy(zOut + bSlash, zUrl + iStart, n);
  zOut[n + (size_t)bSlash] = 0;
  return zOut;
}

/* Number of lines the scanner yields, and the key kind of line iLine. */
static int scanLines(const char *z, size_t n, int iLine, RobotsKey *peKey,
                     unsigned *pFlags){
  RobotsScanner sc;
  RobotsLine l;
  int nLine = 0;
  robotsScannerInit(&sc, z, n, 1);
  while( robotsScannerNext(&sc, &l) ){
    nLine++;
    if( l.iLine==iLine ){ *peKey = l.eKey; *pFlags = l.flags; }
  }
  return nLine;
}

static void testSpec(void){
  const char *zGroups =
    "user-agent: FooBot\n"
    "disallow: /\n"
    "\n"
    "user-agent: BarBot\n"
    "user-agent: BazBot\n"
    "disallow: /x\n"
    "allow: /x/y\n"
    "\n"
    "user-agent: *\n"
    "disallow: /private\n";
  CHECK("spec_group_applies_to_named_agent", !allowed(zGroups, "FooBot", "/a"));
  CHECK("spec_group_with_two_agents_first", !allowed(zGroups, "BarBot", "/x/z"));
  CHECK("spec_group_with_two_agents_second", !allowed(zGroups, "BazBot", "/x/z"));
  CHECK("spec_longest_match_wins_allow", allowed(zGroups, "BazBot", "/x/y/1"));
  CHECK("spec_unnamed_agent_uses_star", !allowed(zGroups, "Other", "/private/1"));
  CHECK("spec_star_allows_rest", allowed(zGroups, "Other", "/public"));
  CHECK("spec_named_agent_ignores_star", allowed(zGroups, "BarBot", "/private"));
  CHECK("spec_agent_case_insensitive", !allowed(zGroups, "foobot", "/a"));
  CHECK("spec_no_rules_allows", allowed("", "FooBot", "/a"));
  CHECK("spec_allow_wins_tie",
        allowed("user-agent: *\ndisallow: /a\nallow: /a\n", "x", "/a"));
  CHECK("spec_tie_winner_is_allow_line",
        winningLine("user-agent: *\ndisallow: /a\nallow: /a\n", 36, "x", "/a")==3);
  CHECK("spec_star_matches_any_run",
        !allowed("user-agent: *\ndisallow: /*.php\n", "x", "/a/b.php?x"));
  CHECK("spec_dollar_anchors_end",
        allowed("user-agent: *\ndisallow: /*.php$\n", "x", "/a/b.php?x"));
  CHECK("spec_dollar_anchored_match",
        !allowed("user-agent: *\ndisallow: /*.php$\n", "x", "/a/b.php"));
  CHECK("spec_dollar_in_middle_is_literal",
        !allowed("user-agent: *\ndisallow: /a$b\n", "x", "/a$bc"));
  CHECK("spec_pattern_is_case_sensitive",
        allowed("user-agent: *\ndisallow: /Private\n", "x", "/private"));
  CHECK("spec_percent_escape_normalised",
        !allowed("user-agent: *\ndisallow: /a%3c\n", "x", "/a%3Cb"));
  CHECK("spec_utf8_pattern_escaped",
        !allowed("user-agent: *\ndisallow: /f\xC3\xBC\n", "x", "/f%C3%BCr"));
  CHECK("spec_utf8_url_not_escaped",
        allowed("user-agent: *\ndisallow: /f\xC3\xBC\n", "x", "/f\xC3\xBCr"));
  CHECK("spec_rules_before_agent_ignored",
        allowed("disallow: /\nuser-agent: *\nallow: /x\n", "x", "/a"));
  CHECK("spec_comment_ends_value",
        !allowed("user-agent: *\ndisallow: /a # /b\n", "x", "/a"));
  CHECK("spec_comment_inside_path",
        !allowed("user-agent: *\ndisallow: /a#b\n", "x", "/ac"));
  CHECK("spec_empty_disallow_is_no_rule",
        allowed("user-agent: *\ndisallow:\n", "x", "/a"));
  CHECK("spec_sitemap_does_not_end_group",
        !allowed("user-agent: a\nsitemap: http://x/s.xml\nuser-agent: b\n"
                 "disallow: /\n", "a", "/x"));
  CHECK("spec_unknown_line_does_not_end_group",
        !allowed("user-agent: a\nfoo: bar\nuser-agent: b\ndisallow: /\n",
                 "a", "/x"));
  CHECK("spec_rule_ends_agent_run",
        allowed("user-agent: a\ndisallow: /x\nuser-agent: b\ndisallow: /\n",
                "a", "/y"));
  CHECK("spec_merged_groups",
        !allowed("user-agent: a\ndisallow: /x\nuser-agent: b\ndisallow: /y\n"
                 "user-agent: a\ndisallow: /z\n", "a", "/z1"));
  CHECK("spec_group_without_rules_shadows_star",
        allowed("user-agent: *\ndisallow: /\nuser-agent: a\n", "a", "/x"));
  CHECK("spec_blank_line_does_not_end_agent_run",
        !allowed("user-agent: a\n\nuser-agent: *\ndisallow: /\n", "a", "/x"));
}

static void testGoogle(void){
  char zPath[256];
  RobotsKey e = ROBOTS_KEY_NONE;
  unsigned f = 0;
  CHECK("google_bom_skipped",
        !allowed("\xEF\xBB\xBFuser-agent: *\ndisallow: /\n", "x", "/a"));
  CHECK("google_partial_bom_skipped",
        !allowed("\xEF\xBBuser-agent: *\ndisallow: /\n", "x", "/a"));
  CHECK("google_bom_only_at_start",
        allowed("user-agent: *\n\xEF\xBB\xBF" "disallow: /\n", "x", "/a"));
  CHECK("google_crlf_one_line_end",
        scanLines("a: b\r\nc: d\r\n", 12, 2, &e, &f)==3 && e==ROBOTS_KEY_UNKNOWN);
  CHECK("google_lf_cr_two_line_ends",
        scanLines("a: b\n\rc: d", 10, 3, &e, &f)==3);
  CHECK("google_cr_line_end",
        !allowed("user-agent: *\rdisallow: /\r", "x", "/a"));
  CHECK("google_last_line_without_end",
        !allowed("user-agent: *\ndisallow: /", "x", "/a"));
  CHECK("google_typo_dissallow",
        !allowed("user-agent: *\ndissallow: /\n", "x", "/a"));
  CHECK("google_typo_useragent",
        !allowed("useragent: *\ndisallow: /\n", "x", "/a"));
  CHECK("google_typo_user_agent_space",
        !allowed("user agent: *\ndisallow: /\n", "x", "/a"));
  CHECK("google_key_prefix_allowed_counts",
        allowed("user-agent: *\ndisallow: /a\nallowed: /a\n", "x", "/a"));
  CHECK("google_missing_colon_two_tokens",
        !allowed("user-agent *\ndisallow /\n", "x", "/a"));
  CHECK("google_missing_colon_three_tokens_rejected",
        allowed("user-agent: *\ndisallow / x\n", "x", "/a"));
  CHECK("google_agent_token_extracted",
        !allowed("user-agent: Googlebot/2.1\ndisallow: /\n", "googlebot", "/a"));
  CHECK("google_agent_token_stops_at_digit",
        !allowed("user-agent: AB42bot\ndisallow: /\n", "AB", "/a"));
  CHECK("google_star_space_is_global",
        !allowed("user-agent: * foo\ndisallow: /\n", "x", "/a"));
  CHECK("google_star_word_is_not_global",
        allowed("user-agent: *foo\ndisallow: /\n", "x", "/a"));
  CHECK("google_index_html_allows_directory",
        allowed("user-agent: *\ndisallow: /\nallow: /d/index.html\n", "x", "/d/"));
  CHECK("google_index_html_directory_exact",
        !allowed("user-agent: *\ndisallow: /\nallow: /d/index.html\n", "x", "/d/x"));
  CHECK("google_pattern_without_slash_never_matches",
        allowed("user-agent: *\ndisallow: a\n", "x", "/a"));
  CHECK("google_nul_ends_line",
        scanLines("disallow: /a\0b\n", 15, 1, &e, &f)==2 && (f & ROBOTS_LINE_NUL));
  CHECK("google_agent_reduced_to_token",
        !allowed("user-agent: googlebot\ndisallow: /\n", " Googlebot/2.1 ", "/a"));
  CHECK("google_agent_without_token_matches_nothing",
        allowed("user-agent: 42\ndisallow: /\n", "42", "/a"));
  CHECK("path_full_url", strcmp(pathOf("http://a.com/b?c#d", 18, zPath), "/b?c")==0);
  CHECK("path_no_path", strcmp(pathOf("http://a.com", 12, zPath), "/")==0);
  CHECK("path_query_only", strcmp(pathOf("http://a.com?x", 14, zPath), "/?x")==0);
  CHECK("path_params", strcmp(pathOf("http://a.com;x", 14, zPath), "/;x")==0);
  CHECK("path_fragment_first", strcmp(pathOf("http://a.com#x/y", 16, zPath), "/")==0);
  CHECK("path_no_scheme_first_segment_is_host",
        strcmp(pathOf("a/b", 3, zPath), "/b")==0);
  CHECK("path_double_slash_start", strcmp(pathOf("//a/b", 5, zPath), "/b")==0);
  CHECK("path_empty", strcmp(pathOf("", 0, zPath), "/")==0);
  CHECK("path_nul_ends", strcmp(pathOf("/a\0b", 4, zPath), "/a")==0);
  CHECK("path_scheme_after_path_is_not_scheme",
        strcmp(pathOf("/a://b/c", 8, zPath), "/a://b/c")==0);
}

static void testLimits(void){
  size_t n = ROBOTS_MAX_BYTES + 100, i;
  char *z = malloc(n + ROBOTS_MAX_LINE + 100);
  RobotsKey e = ROBOTS_KEY_NONE;
  unsigned f = 0;
  static const char zHead[] = "user-agent: *\n";
  /* A disallow after the first 512,000 bytes is not read. */
  memcpy(z, zHead, 14);
  for(i=14; i<n; i++) z[i] = (i%80==79) ? '\n' : '#';
  memcpy(z + ROBOTS_MAX_BYTES + 10, "\ndisallow: /\n", 13);
  CHECK("limit_bytes_after_500kib_ignored", allowed(z, "x", "/a")==1);
  memcpy(z + ROBOTS_MAX_BYTES - 20, "\ndisallow: /\n", 13);
  CHECK("limit_bytes_before_500kib_read", allowed(z, "x", "/a")==0);
  /* A line keeps 16,663 bytes: a rule cut there still applies. */
  memcpy(z, "user-agent: *\ndisallow: /", 25);
  for(i=25; i<14+ROBOTS_MAX_LINE+50; i++) z[i] = 'a';
  z[i] = 0;
  {
    char zPath[ROBOTS_MAX_LINE + 100];
    RobotsFile *p = robotsCompile(z, i, &coreLibcAlloc);
    CHECK("limit_line_cut_length",
          p && robotsRuleCount(p)==1
          && robotsRuleAt(p, 0)->value.n==ROBOTS_MAX_LINE-10);
    robotsFileFree(p);
    memset(zPath, 'a', sizeof(zPath));
    zPath[0] = '/';
    zPath[ROBOTS_MAX_LINE-10] = 0;
    CHECK("limit_line_cut_rule_applies", allowed(z, "x", zPath)==0);
  }
  CHECK("limit_line_cut_flag",
        scanLines(z, i, 2, &e, &f)==2 && (f & ROBOTS_LINE_CUT));
  free(z);
}

/* ---- randomised agreement -------------------------------------------- */

static unsigned rngState = 12345;
static unsigned rng(unsigned n){
  rngState = rngState*1103515245u + 12345u;
  return (rngState>>8) % n;
}

/* The reference's pos-array matcher, restated plainly. */
static int naiveMatch(const char *pat, size_t np, const char *path, size_t n){
  size_t *pos = malloc((n+1)*sizeof(size_t)), numpos = 1, i, k;
  int r = 1;
  pos[0] = 0;
  for(i=0; i<np && r; i++){
    if( pat[i]=='$' && i+1==np ){ r = pos[numpos-1]==n; goto done; }
    if( pat[i]=='*' ){
      numpos = n - pos[0] + 1;
      for(k=1; k<numpos; k++) pos[k] = pos[k-1] + 1;
    }else{
      size_t m = 0;
      for(k=0; k<numpos; k++){
        if( pos[k]<n && path[pos[k]]==pat[i] ) pos[m++] = pos[k] + 1;
      }
      numpos = m;
      if( numpos==0 ) r = 0;
    }
  }
done:
  free(pos);
  return r;
}

static void randomPattern(char *z, size_t *pn){
  static const char aAlpha[] = "/ab*$.";
  size_t n = 1 + rng(8), i;
  for(i=0; i<n; i++) z[i] = aAlpha[rng(6)];
  if( rng(3) ) z[0] = '/';
  *pn = n;
}

static void testRandomPatterns(void){
  int i, bad = 0;
  for(i=0; i<200000 && !bad; i++){
    char zPat[16], zPath[16];
    size_t np, n, k;
    randomPattern(zPat, &np);
    n = 1 + rng(10);
    for(k=0; k<n; k++) zPath[k] = "/ab.$"[rng(5)];
    zPath[0] = '/';
    if( robotsPatternMatch(zPat, np, zPath, n)!=naiveMatch(zPat, np, zPath, n) ){
      printf("# pattern %.*s path %.*s\n", (int)np, zPat, (int)n, zPath);
      bad = 1;
    }
  }
  CHECK("random_glob_agrees_with_pos_array_matcher", !bad);
}

/* Long paths and patterns with several literal runs: the runs are found
** sixteen positions at a time, so paths of 16 to 300 bytes, over a small
** alphabet that makes near misses common, check the block search and its
** tail against the plain matcher. */
static void testRandomLongPatterns(void){
  int i, bad = 0;
  for(i=0; i<100000 && !bad; i++){
    char zPat[40], zPath[320];
    size_t np = 2 + rng(30), n = 1 + rng(300), k;
    const char *zAlpha = rng(2) ? "/ab" : "/abcdefgh";
    size_t nAlpha = strlen(zAlpha);
    for(k=0; k<np; k++) zPat[k] = rng(5) ? zAlpha[rng((unsigned)nAlpha)] : '*';
    zPat[0] = '/';
    if( rng(4)==0 ) zPat[np-1] = '$';
    for(k=0; k<n; k++) zPath[k] = zAlpha[rng((unsigned)nAlpha)];
    zPath[0] = '/';
    if( robotsPatternMatch(zPat, np, zPath, n)!=naiveMatch(zPat, np, zPath, n) ){
      printf("# pattern %.*s path %.*s\n", (int)np, zPat, (int)n, zPath);
      bad = 1;
    }
  }
  CHECK("random_long_glob_agrees_with_pos_array_matcher", !bad);
}

static void testRandomFiles(void){
  static const char *aKey[] = { "user-agent", "allow", "disallow", "sitemap",
                                "crawl-delay" };
  static const char *aAgent[] = { "*", "a", "b", "A", "b/1", "* x" };
  int i, bad = 0;
  for(i=0; i<20000 && !bad; i++){
    char zTxt[2048];
    size_t n = 0;
    int nLine = 1 + (int)rng(12), k;
    RobotsFile *p;
    for(k=0; k<nLine; k++){
      unsigned iKey = rng(5);
      n += (size_t)sprintf(zTxt+n, "%s: ", aKey[iKey]);
      if( iKey==0 ){
        n += (size_t)sprintf(zTxt+n, "%s", aAgent[rng(6)]);
      }else{
        size_t np;
        randomPattern(zTxt+n, &np);
        n += np;
      }
      zTxt[n++] = '\n';
    }
    p = robotsCompile(zTxt, n, &coreLibcAlloc);
    for(k=0; k<20 && !bad; k++){
      char zPath[16];
      size_t np = 1 + rng(8), j;
      RobotsVerdict v, w;
      const char *zAgent = "ab"+rng(2);
      for(j=0; j<np; j++) zPath[j] = "/ab.$"[rng(5)];
      zPath[0] = '/';
      robotsDecide(p, zAgent, 1, zPath, np, &v);
      robotsDecideLinear(p, zAgent, 1, zPath, np, &w);
      if( v.bAllowed!=w.bAllowed || v.iRule!=w.iRule ){
        printf("# file:\n%.*s# agent %s path %.*s\n", (int)n, zTxt, zAgent,
               (int)np, zPath);
        bad = 1;
      }
    }
    robotsFileFree(p);
  }
  CHECK("random_index_agrees_with_linear_scan", !bad);
}

/* Files like those of large shops: dozens of wildcard rules under one key
** byte (Disallow: /shop/ then a star and a word or two) and more that are
** tried for every path (a star right after the first slash),
** made of the same few words as the long paths they are asked about, so
** that the byte and pair filters pass many and reject many.  The index
** must answer as the linear scan of every rule does. */
static void testLongRuns(void){
  static const char *aWord[] = { "gender", "women", "men", "boys", "-",
                                 "pb", "price", "shop", "/", "brand",
                                 "colour", "0", "ab", "ba", "?", "=" };
  int i, bad = 0;
  for(i=0; i<300 && !bad; i++){
    char *zTxt = malloc(64*200);
    size_t n = 0;
    int nRule = 20 + (int)rng(120), k;
    RobotsFile *p;
    n += (size_t)sprintf(zTxt+n, "user-agent: *\n");
    for(k=0; k<nRule; k++){
      int nPart = 1 + (int)rng(4), m;
      n += (size_t)sprintf(zTxt+n, "%s: %s", rng(4) ? "disallow" : "allow",
                           rng(5) ? "/shop/" : "/");
      for(m=0; m<nPart; m++){
        n += (size_t)sprintf(zTxt+n, "%s%s%s", rng(3) ? "*" : "",
                             aWord[rng(16)], aWord[rng(16)]);
      }
      if( rng(6)==0 ) zTxt[n++] = '$';
      zTxt[n++] = '\n';
    }
    p = robotsCompile(zTxt, n, &coreLibcAlloc);
    for(k=0; k<40 && !bad; k++){
      char zPath[200];
      size_t np = (size_t)sprintf(zPath, "%s", rng(4) ? "/shop/" : "/");
      RobotsVerdict v, w;
      int nWord = (int)rng(24);
      while( nWord-- > 0 && np<180 ){
        np += (size_t)sprintf(zPath+np, "%s", aWord[rng(16)]);
      }
      robotsDecide(p, "bot", 3, zPath, np, &v);
      robotsDecideLinear(p, "bot", 3, zPath, np, &w);
      if( v.bAllowed!=w.bAllowed || v.iRule!=w.iRule ){
        printf("# file:\n%.*s# path %.*s\n", (int)n, zTxt, (int)np, zPath);
        bad = 1;
      }
    }
    robotsFileFree(p);
    free(zTxt);
  }
  CHECK("random_long_wildcard_runs_agree_with_linear_scan", !bad);
}

/* More named agents than a file keeps indexes for: every answer stays
** right, on the first and on later calls, also mixed with shared ones. */
static void testManyAgents(void){
  char *zTxt = malloc(100*40), zAgent[32], zPath[32];
  size_t n = 0;
  int i, pass, bad = 0;
  RobotsFile *p;
  for(i=0; i<100; i++){
    n += (size_t)sprintf(zTxt+n, "user-agent: bot%c%c\ndisallow: /p%d/\n",
                         'a'+i/26, 'a'+i%26, i);
  }
  p = robotsCompile(zTxt, n, &coreLibcAlloc);
  for(pass=0; pass<3; pass++){
    for(i=0; i<100; i++){
      RobotsVerdict v, w;
      int j = (i*37 + pass) % 100;
      sprintf(zAgent, "Bot%c%c", 'a'+j/26, 'a'+j%26);
      sprintf(zPath, "/p%d/x", j);
      robotsDecide(p, zAgent, strlen(zAgent), zPath, strlen(zPath), &v);
      robotsDecideLinear(p, "other", 5, zPath, strlen(zPath), &w);
      if( v.bAllowed!=0 || !v.bSpecific || w.bAllowed!=1 ) bad++;
      sprintf(zPath, "/p%d/x", (j+1)%100);
      robotsDecide(p, zAgent, strlen(zAgent), zPath, strlen(zPath), &v);
      if( v.bAllowed!=1 ) bad++;
    }
  }
  robotsFileFree(p);
  free(zTxt);
  CHECK("many_named_agents_beyond_kept_indexes", bad==0);
}

/* An index built directly from candidates (robots.txt patterns reach it
** percent-normalised, so without bytes from 0x80): a pattern whose key byte
** is from 0x80 is tried for every path and still needs its prefix. */
static void testIndexHighKey(void){
  RobotsCand a[4];
  RobotsIndex *x;
  int bAllow = -1, bad = 0;
  robotsCandInit(&a[0], "/\xE9t", 3, 0, 0);
  robotsCandInit(&a[1], "/a", 2, 1, 1);
  robotsCandInit(&a[2], "/\xE9x$", 4, 1, 2);
  robotsCandInit(&a[3], "/\xE9*z", 4, 0, 3);
  x = robotsIndexNew(a, 4, &coreLibcAlloc);
  if( x==NULL ){ CHECK("index_high_key_byte_tried_with_prefix", 0); return; }
  if( robotsIndexMatch(x, "/\xE9t/x", 5, &bAllow)!=0 || bAllow!=0 ) bad++;
  if( robotsIndexMatch(x, "/\xE9", 2, &bAllow)!=-1 ) bad++;
  if( robotsIndexMatch(x, "/\xE9x", 3, &bAllow)!=2 || bAllow!=1 ) bad++;
  if( robotsIndexMatch(x, "/\xE9xy", 4, &bAllow)!=-1 ) bad++;
  if( robotsIndexMatch(x, "/ab", 3, &bAllow)!=1 || bAllow!=1 ) bad++;
  if( robotsIndexMatch(x, "/b", 2, &bAllow)!=-1 ) bad++;
  if( robotsIndexMatch(x, "/bz", 3, &bAllow)!=-1 ) bad++;
  if( robotsIndexMatch(x, "/\xE9yz", 4, &bAllow)!=3 || bAllow!=0 ) bad++;
  robotsIndexFree(&coreLibcAlloc, x);
  CHECK("index_high_key_byte_tried_with_prefix", bad==0);
}

/* A crawler name's key is its length plus one, its bytes, then zeros, at
** every length a key takes (0..15), read from an unaligned buffer; longer
** names get none.  Names that differ in one byte get different keys. */
static void testNameKeys(void){
  unsigned char aBuf[40], aKey[ROBOTS_NAME_KEY], aWant[ROBOTS_NAME_KEY];
  unsigned char aOther[ROBOTS_NAME_KEY];
  size_t n, i, off;
  int bad = 0, bSame = 0;
  for(off=0; off<8; off++){
    for(i=0; i<sizeof(aBuf); i++) aBuf[i] = (unsigned char)(0xA5 ^ (i*29));
    for(n=0; n<ROBOTS_NAME_KEY; n++){
      const char *z = (const char*)aBuf + off;
      memset(aWant, 0, sizeof(aWant));
      aWant[0] = (unsigned char)(n + 1);
      memcpy(aWant + 1, z, n);
      if( !robotsNameKey(z, n, aKey) || memcmp(aKey, aWant, sizeof(aKey)) ){
        bad++;
      }
      for(i=0; i<n; i++){
        aBuf[off+i] ^= 0x20;
        robotsNameKey(z, n, aOther);
        if( memcmp(aOther, aKey, sizeof(aKey))==0 ) bSame++;
        aBuf[off+i] ^= 0x20;
      }
    }
    if( robotsNameKey((const char*)aBuf + off, ROBOTS_NAME_KEY, aKey) ) bad++;
  }
  CHECK("name_key_is_length_bytes_zeros_at_every_length", bad==0);
  CHECK("name_keys_differ_when_one_byte_differs", bSame==0);
}

/* A file whose '*' index was moved into the caller's memory answers like
** one that keeps it, for every agent (named ones too), before and after
** other indexes are built; freeing both leaves nothing behind (ASan). */
static void testGlobalMove(void){
  static const char *aAgent[] = { "a", "b", "x", "B", "zz" };
  int i, bad = 0;
  for(i=0; i<3000 && !bad; i++){
    char zTxt[2048], zPath[16];
    size_t n = 0, nIdx, np, j;
    int k, nLine = 1 + (int)rng(10);
    RobotsFile *p, *q;
    void *pMem;
    for(k=0; k<nLine; k++){
      static const char *aKey[] = { "user-agent: a", "user-agent: *",
                                    "user-agent: b", "allow: ", "disallow: " };
      unsigned iKey = rng(5);
      n += (size_t)sprintf(zTxt+n, "%s", aKey[iKey]);
      if( iKey>=3 ){ size_t m; randomPattern(zTxt+n, &m); n += m; }
      zTxt[n++] = '\n';
    }
    p = robotsCompile(zTxt, n, &coreLibcAlloc);
    q = robotsCompile(zTxt, n, &coreLibcAlloc);
    nIdx = robotsGlobalBytes(q);
    pMem = malloc(nIdx);
    if( nIdx==0 || pMem==NULL || nIdx%8 ){ bad = 1; break; }
    robotsGlobalMove(q, pMem);
    if( robotsGlobalBytes(q)!=0 ) bad = 1;
    for(k=0; k<20 && !bad; k++){
      RobotsVerdict v, w;
      const char *zAgent = aAgent[rng(5)];
      np = 1 + rng(8);
      for(j=0; j<np; j++) zPath[j] = "/ab.$"[rng(5)];
      zPath[0] = '/';
      robotsDecide(p, zAgent, strlen(zAgent), zPath, np, &v);
      robotsDecide(q, zAgent, strlen(zAgent), zPath, np, &w);
      if( v.bAllowed!=w.bAllowed || v.iRule!=w.iRule ) bad = 1;
    }
    robotsFileFree(p);
    robotsFileFree(q);
    free(pMem);
  }
  CHECK("global_index_moved_to_caller_memory_answers_alike", !bad);
}

/* The reference's GetPathParamsQuery, literally (find_first_of / find over
** the whole string), for the randomised agreement test below. */
static size_t refFindFirstOf(const char *z, size_t n, size_t i,
                             const char *zSet){
  for(; i<n; i++) if( z[i] && strchr(zSet, z[i]) ) return i;
  return n;
}
static void refPathParamsQuery(const char *z, size_t n, char *zOut,
                               size_t *pnOut){
  size_t iSearch = (n>=2 && z[0]=='/' && z[1]=='/') ? 2 : 0;
  size_t iEarly = refFindFirstOf(z, n, iSearch, "/?;");
  size_t iProto = n, iPath, iHash, iEnd, i;
  for(i=iSearch; i+3<=n; i++) if( memcmp(z+i, "://", 3)==0 ){ iProto = i; break; }
  if( iEarly<iProto ) iProto = n;
  iProto = iProto==n ? iSearch : iProto + 3;
  iPath = refFindFirstOf(z, n, iProto, "/?;");
  *pnOut = 0;
  zOut[(*pnOut)++] = '/';
  if( iPath==n ) return;
  iHash = n;
  for(i=iSearch; i<n; i++) if( z[i]=='#' ){ iHash = i; break; }
  if( iHash<iPath ) return;
  iEnd = iHash;
  for(i=iPath; i<iEnd; i++) if( z[i]==0 ){ iEnd = i; break; }   /* C string */
  if( z[iPath]=='/' ) *pnOut = 0;
  memcpy(zOut + *pnOut, z+iPath, iEnd-iPath);
  *pnOut += iEnd-iPath;
}

/* The first-64-byte masks and the scanning fallback (beyond them) agree
** with the reference on random URLs made of the bytes that matter, at every
** length around the block edges: dense URLs (a special byte in most
** places) and sparse ones (one in 40), whose stop bytes, fragment or NUL
** often lie past the first 64 bytes. */
static void testRandomUrls(void){
  static const char aByte[] = "/?;#:a\0";
  char zUrl[400], zWant[420], zGot[420];
  int i, bad = 0;
  for(i=0; i<200000 && !bad; i++){
    size_t n = rng(320), j, nWant, nGot;
    unsigned bSparse = rng(2);
    for(j=0; j<n; j++){
      zUrl[j] = (bSparse && rng(40)) ? 'a' : aByte[rng(7)];
    }
    if( rng(2) && n>=8 ) memcpy(zUrl + rng((unsigned)n-7), "://", 3);
    refPathParamsQuery(zUrl, n, zWant, &nWant);
    nGot = strlen(pathOf(zUrl, n, zGot));
    if( nGot!=nWant || memcmp(zGot, zWant, nWant)!=0 ){
      printf("# url %u bytes: want %.*s got %s\n", (unsigned)n, (int)nWant,
             zWant, zGot);
      bad = 1;
    }
  }
  CHECK("random_urls_path_agrees_with_reference", !bad);
}

int main(void){
  testNameKeys();
  testIndexHighKey();
  testManyAgents();
  testSpec();
  testGoogle();
  testLimits();
  testRandomPatterns();
  testRandomLongPatterns();
  testRandomFiles();
  testLongRuns();
  testRandomUrls();
  testGlobalMove();
  CHECK_DONE();
}
