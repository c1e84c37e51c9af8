/*
** test_robots_lint.c: C-level tests of the robots.txt linter (robots_lint.c).
** One example per code that must raise it on the expected line, files that
** must raise nothing, the pattern-overlap and key-distance helpers, the
** 500 KiB and line-length caps on generated input, out-of-memory paths, and
** a run over the shared corpus ($ROBOTS_DATA/robots_corpus, skipped when
** absent).
*/
#include "check.h"
#include "robots/robots_lint.h"

#include <dirent.h>
#include <stdlib.h>

/* Every code with an input that must raise it on line iLine. */
#define EX(s) s, sizeof(s)-1
static const struct LintExample {
  const char *zCode;
  const char *z;
  size_t n;
  int iLine;
} aExample[] = {
  { "utf16", EX("\xFF\xFEU\0s\0e\0r\0"), 1 },
  { "html", EX("\n  <!DOCTYPE html>\n<html><body>Not found</body></html>\n"), 2 },
  { "invalid-utf8", EX("# caf\xE9\nUser-agent: *\nDisallow: /a\n"), 1 },
  { "invalid-utf8-in-rule", EX("User-agent: *\nDisallow: /caf\xE9\n"), 2 },
  { "bom-not-at-start", EX("User-agent: *\nDisallow: /a\xEF\xBB\xBF\n"), 2 },
  { "bom-hides-key", EX("User-agent: a\nDisallow: /a\n\xEF\xBB\xBFUser-agent: *\nDisallow: /b\n"), 3 },
  { "nul-byte", EX("User-agent: *\nDisallow: /a\0/b\n"), 2 },
  { "nul-padding", EX("User-agent: *\nDisallow: /a\n\0\0\0\0"), 3 },
  { "gzip", EX("\x1F\x8B\x08\0\0\0\0\0\0\x03+-N-\xD2MLO\xCD+"), 1 },
  { "binary", EX("\x89PNG\r\n\x1A\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06"), 1 },
  { "rejected-line", EX("User-agent: *\nDisallow /a /b\n"), 2 },
  { "missing-colon", EX("User-agent: *\nDisallow /private\n"), 2 },
  { "key-misspelt", EX("User-agent: *\nDissallow: /private\n"), 2 },
  { "key-typo-ignored", EX("User-agnet: *\nDisallow: /private\n"), 1 },
  { "unknown-key", EX("User-agent: *\nDisallow: /a\nFoo: bar\n"), 3 },
  { "unsupported-directive", EX("User-agent: *\nNoindex: /a\nDisallow: /b\n"), 2 },
  { "rule-before-user-agent", EX("Disallow: /private\nUser-agent: *\nDisallow: /tmp\n"), 1 },
  { "path-not-absolute", EX("User-agent: *\nDisallow: private/\n"), 2 },
  { "path-has-space", EX("User-agent: *\nDisallow: /a /b\n"), 2 },
  { "disallow-all", EX("User-agent: *\nDisallow: /\n"), 2 },
  { "precedence-undefined", EX("User-agent: *\nAllow: /a*b\nDisallow: /a/c\n"), 3 },
  { "rule-never-decides", EX("User-agent: *\nAllow: /files/*\nDisallow: /files/\n"), 3 },
  { "agent-empty", EX("User-agent:\nDisallow: /a\n"), 1 },
  { "agent-token-empty", EX("User-agent: 1234\nDisallow: /a\n"), 1 },
  { "agent-token-partial", EX("User-agent: Googlebot/2.1\nDisallow: /a\n"), 1 },
  { "duplicate-group", EX("User-agent: a\nDisallow: /a\nUser-agent: b\nDisallow: /b\nUser-agent: A\nDisallow: /c\n"), 5 },
  { "group-without-rules", EX("User-agent: *\nDisallow: /a\n\nUser-agent: bingbot\nCrawl-delay: 5\n"), 4 },
  { "crawl-delay-invalid", EX("User-agent: *\nCrawl-delay: 10s\nDisallow: /a\n"), 2 },
  { "sitemap-empty", EX("Sitemap:\n"), 1 },
  { "sitemap-relative", EX("Sitemap: /sitemap.xml\n"), 1 },
  { "sitemap-not-http", EX("Sitemap: ftp://example.com/sitemap.xml\n"), 1 },
  { "usage-not-dictionary", EX("User-agent: *\nContent-Usage: Train-AI=n\nDisallow: /x\n"), 2 },
  { "usage-value-invalid", EX("User-agent: *\nContent-Usage: train-ai=no\nDisallow: /x\n"), 2 },
  { "signal-invalid", EX("User-agent: *\nContent-Signal: ai-train=maybe\nDisallow: /x\n"), 2 },
  { "usage-before-user-agent", EX("Content-Signal: ai-train=no\nUser-agent: *\nDisallow: /x\n"), 1 },
  { "usage-conflict", EX("User-agent: *\nContent-Usage: /a train-ai=y\nContent-Usage: /a train-ai=n\nDisallow: /x\n"), 3 },
  { "usage-path-disallowed", EX("User-agent: *\nDisallow: /p/\nContent-Usage: /p/q train-ai=y\n"), 3 },
  { "usage-label-unknown", EX("User-agent: *\nDisallow: /x\nContent-Usage: train-genai=n\n"), 3 },
  { "usage-merged-groups", EX("User-agent: PartnerBot\nContent-Usage: train-ai=y\n\nUser-agent: *\nDisallow: /private/\n"), 2 },
  { "license-not-absolute", EX("License: /license.xml\nUser-agent: *\nDisallow: /x\n"), 1 },
  { "license-in-group", EX("User-agent: *\nDisallow: /x\nLicense: https://e.example/l.xml\n"), 3 },
};

/* Counts of what a lint run found. */
typedef struct LintTally {
  int nRow, nError, nWarning;
  int bFound;           /* the code looked for was found ... */
  int iLine;            /* ... first on this line */
  int bOrdered;         /* line numbers never went down before the end */
  int rc;               /* last robotsLintNext result */
} LintTally;

/* Lint z[0..n) and tally the rows; zCode (may be NULL) is looked for. */
static LintTally lintRun(const char *z, size_t n, const char *zCode,
                         const CoreAlloc *pA){
  LintTally t;
  RobotsProblem prob;
  RobotsLinter *p = robotsLintOpen(z, n, pA);
  int iLast = 0;
  memset(&t, 0, sizeof(t));
  t.bOrdered = 1;
  if( p==NULL ){ t.rc = -1; return t; }
  while( (t.rc = robotsLintNext(p, &prob))==1 ){
    t.nRow++;
    if( prob.eSev==CORE_SEV_ERROR ) t.nError++;
    if( prob.eSev==CORE_SEV_WARNING ) t.nWarning++;
    if( zCode && !t.bFound && strcmp(prob.zCode, zCode)==0 ){
      t.bFound = 1;
      t.iLine = prob.iLine;
    }
    if( prob.iLine<iLast && prob.eCode!=ROBOTS_LINT_GROUP_WITHOUT_RULES ){
      t.bOrdered = 0;
    }
    if( prob.iLine<1 || strlen(prob.zMsg)!=prob.nMsg ) t.bOrdered = 0;
    iLast = prob.iLine;
  }
  robotsLintClose(p);
  return t;
}

/* 1 if z[0..n) lints with a row of code zCode. */
static int lintHas(const char *z, size_t n, const char *zCode){
  return lintRun(z, n, zCode, &coreLibcAlloc).bFound;
}
#define HAS(s, code) lintHas(s, sizeof(s)-1, code)

static void testExamples(void){
  int i;
  size_t k;
  char zName[96];
  for(k=0; k<sizeof(aExample)/sizeof(aExample[0]); k++){
    LintTally t = lintRun(aExample[k].z, aExample[k].n, aExample[k].zCode,
                          &coreLibcAlloc);
    snprintf(zName, sizeof(zName), "example_raises_%s", aExample[k].zCode);
    CHECK(zName, t.bFound && t.iLine==aExample[k].iLine && t.rc==0);
  }
  /* Every code in the table has an example here or a generated test. */
  for(i=0; i<robotsLintCodeCount(); i++){
    const CoreLintCode *pInfo = robotsLintCodeAt(i);
    int bFound = strcmp(pInfo->zCode, "file-too-large")==0
              || strcmp(pInfo->zCode, "line-too-long")==0;
    for(k=0; k<sizeof(aExample)/sizeof(aExample[0]); k++){
      if( strcmp(aExample[k].zCode, pInfo->zCode)==0 ) bFound = 1;
    }
    snprintf(zName, sizeof(zName), "code_is_tested_%s", pInfo->zCode);
    CHECK(zName, bFound);
  }
  CHECK("code_table_ends", robotsLintCodeAt(robotsLintCodeCount())==NULL
        && robotsLintCodeAt(-1)==NULL);
}

/* Inputs that must not raise a given code: the correct form of each. */
static void testNegatives(void){
  static const char zClean[] =
    "\xEF\xBB\xBF# robots.txt for example.com\r\n"
    "User-agent: *\r\n"
    "Disallow: /private/\r\n"
    "Disallow: /*.pdf$\r\n"
    "Allow: /private/public/\r\n"
    "Crawl-delay: 2.5\r\n"
    "\r\n"
    "User-agent: Googlebot\r\n"
    "User-agent: bingbot\r\n"
    "Disallow:\r\n"
    "\r\n"
    "Host: example.com\r\n"
    "Sitemap: https://example.com/sitemap.xml\r\n";
  LintTally t = lintRun(zClean, sizeof(zClean)-1, NULL, &coreLibcAlloc);
  CHECK("clean_file_has_no_rows", t.nRow==0 && t.rc==0);
  CHECK("bom_at_start_is_fine", !HAS("\xEF\xBB\xBFUser-agent: *\nDisallow: /a\n", "bom-not-at-start"));
  CHECK("empty_file_has_no_rows", lintRun("", 0, NULL, &coreLibcAlloc).nRow==0);
  CHECK("disallow_empty_is_no_disallow_all", !HAS("User-agent: *\nDisallow:\n", "disallow-all"));
  CHECK("disallow_all_only_for_star", !HAS("User-agent: badbot\nDisallow: /\n", "disallow-all"));
  CHECK("disallow_star_is_disallow_all", HAS("User-agent: *\nDisallow: /*\n", "disallow-all"));
  CHECK("merged_star_group_is_disallow_all", HAS("User-agent: a\nUser-agent: *\nDisallow: /\n", "disallow-all"));
  CHECK("path_star_is_absolute", !HAS("User-agent: *\nDisallow: *.pdf\n", "path-not-absolute"));
  CHECK("full_url_rule_not_absolute", HAS("User-agent: *\nDisallow: https://example.com/a\n", "path-not-absolute"));
  CHECK("precedence_needs_wildcard", !HAS("User-agent: *\nAllow: /abc\nDisallow: /abd\n", "precedence-undefined"));
  CHECK("precedence_needs_same_length", !HAS("User-agent: *\nAllow: /a*\nDisallow: /abc\n", "precedence-undefined"));
  CHECK("precedence_needs_overlap", !HAS("User-agent: *\nAllow: /a*$\nDisallow: /b/c\n", "precedence-undefined"));
  CHECK("precedence_needs_both_kinds", !HAS("User-agent: *\nDisallow: /a*b\nDisallow: /a/c\n", "precedence-undefined"));
  CHECK("precedence_within_group_only", !HAS("User-agent: a\nAllow: /a*b\nUser-agent: b\nDisallow: /x\nUser-agent: c\nDisallow: /a/c\n", "precedence-undefined"));
  CHECK("precedence_dollar_is_wildcard", HAS("User-agent: *\nAllow: /ab$\nDisallow: /abc\n", "precedence-undefined")==0
        && HAS("User-agent: *\nAllow: /abc$\nDisallow: /abcd\n", "precedence-undefined")==0
        && HAS("User-agent: *\nAllow: /ab$\nDisallow: /ab\n", "precedence-undefined")==0
        && HAS("User-agent: *\nAllow: /abc$\nDisallow: /ab*c\n", "precedence-undefined"));
  CHECK("same_group_agents_not_duplicate", !HAS("User-agent: a\nUser-agent: A\nDisallow: /\n", "duplicate-group"));
  CHECK("shared_partial_token_not_duplicate", !HAS("User-agent: Web Zip\nDisallow: /\nUser-agent: Web Spider\nDisallow: /\n", "duplicate-group"));
  CHECK("versioned_agent_is_duplicate", HAS("User-agent: Googlebot\nDisallow: /a\nUser-agent: Googlebot/2.1\nDisallow: /b\n", "duplicate-group"));
  CHECK("star_twice_is_duplicate", HAS("User-agent: *\nDisallow: /a\nUser-agent: *\nDisallow: /b\n", "duplicate-group"));
  CHECK("star_is_not_partial", !HAS("User-agent: *\nDisallow: /a\n", "agent-token-partial"));
  CHECK("plain_token_not_partial", !HAS("User-agent: Googlebot-Image\nDisallow: /a\n", "agent-token-partial"));
  CHECK("group_with_empty_disallow_has_rules", !HAS("User-agent: *\nDisallow:\n", "group-without-rules"));
  CHECK("crawl_delay_decimal_ok", !HAS("User-agent: *\nCrawl-delay: 0.5\nDisallow: /a\n", "crawl-delay-invalid"));
  CHECK("sitemap_https_ok", !HAS("Sitemap: https://example.com/s.xml\n", "sitemap-relative")
        && !HAS("Sitemap: HTTP://example.com/s.xml\n", "sitemap-not-http"));
  CHECK("sitemap_scheme_relative_is_relative", HAS("Sitemap: //example.com/s.xml\n", "sitemap-relative"));
  CHECK("accepted_key_not_typo_ignored", !HAS("User-agent: *\nDisalow: /a\n", "key-typo-ignored"));
  CHECK("known_other_key_not_unknown", !HAS("User-agent: *\nDisallow: /a\nClean-param: ref /x\n", "unknown-key"));
  CHECK("far_key_is_unknown_not_typo", HAS("User-agent: *\nDisallow: /a\nBelow: /x\n", "unknown-key")
        && !HAS("User-agent: *\nDisallow: /a\nBelow: /x\n", "key-typo-ignored"));
  CHECK("crawl_delay_typo_ignored", HAS("User-agent: *\nCrawl_delay: 5\nDisallow: /a\n", "key-typo-ignored"));
  CHECK("valid_utf8_path_ok", !HAS("User-agent: *\nDisallow: /caf\xC3\xA9\n", "invalid-utf8-in-rule"));
  CHECK("html_rows_are_quiet", lintRun(EX("<html>\n<p>hello world here</p>\nfoo\n"), NULL, &coreLibcAlloc).nRow==1);
  CHECK("html_directive_still_checked", HAS("<html>\nUser-agent: *\nDisallow: /\n", "disallow-all"));
  CHECK("text_with_lt_later_not_html", !HAS("User-agent: *\nDisallow: /<a\n", "html"));
  CHECK("no_colon_unknown_key_no_missing_colon", !HAS("User-agent: *\nDisallow: /a\nhello world\n", "missing-colon"));
  CHECK("rule_before_agent_empty_value_quiet", !HAS("Disallow:\nUser-agent: *\nDisallow: /a\n", "rule-before-user-agent"));
}

static void testOverlap(void){
  static const struct { const char *zA, *zB; int bOverlap; } aCase[] = {
    { "/a", "/a", 1 },            { "/a", "/ab", 1 },
    { "/a$", "/ab", 0 },          { "/a$", "/a", 1 },
    { "/a*b", "/a/c", 1 },        { "/*.pdf$", "/docs", 1 },
    { "/*.pdf$", "/*.gif$", 0 },  { "/a*$", "/b", 0 },
    { "*", "/x", 1 },             { "/x$", "/y$", 0 },
    { "/*a*b*c", "/*c*b*a", 1 },  { "/a*z$", "/b*z$", 0 },
    { "/ab*$", "/abc$", 1 },      { "/a*", "/b*", 0 },
  };
  size_t k;
  int bOk = 1, bSym = 1;
  for(k=0; k<sizeof(aCase)/sizeof(aCase[0]); k++){
    const char *a = aCase[k].zA, *b = aCase[k].zB;
    int r1 = robotsLintOverlap(a, strlen(a), b, strlen(b), &coreLibcAlloc);
    int r2 = robotsLintOverlap(b, strlen(b), a, strlen(a), &coreLibcAlloc);
    if( r1!=aCase[k].bOverlap ){
      bOk = 0;
      printf("# overlap %s %s gave %d\n", a, b, r1);
    }
    if( r1!=r2 ) bSym = 0;
  }
  CHECK("overlap_cases", bOk);
  CHECK("overlap_is_symmetric", bSym);
}

static void testDistance(void){
  CHECK("distance_equal_ignores_case", robotsLintKeyDistance("Allow", 5, "allow", 5)==0);
  CHECK("distance_swap_is_one", robotsLintKeyDistance("user-agnet", 10, "user-agent", 10)==1);
  CHECK("distance_insert_is_one", robotsLintKeyDistance("sitmap", 6, "sitemap", 7)==1);
  CHECK("distance_two", robotsLintKeyDistance("disallaow", 9, "disallow", 8)==1
        && robotsLintKeyDistance("dsallw", 6, "disallow", 8)==2);
  CHECK("distance_long_key_is_far", robotsLintKeyDistance(
        "a-very-long-key-name-that-is-over-32", 36, "allow", 5)>100);
}

/* A file over 500 KiB with rules after the cut. */
static void testTooLarge(void){
  size_t n = 0, nAlloc = 700000;
  char *z = malloc(nAlloc);
  RobotsProblem prob;
  RobotsLinter *p;
  int bFound = 0, bCounts = 0;
  if( z==NULL ){ CHECK("too_large_malloc", 0); return; }
  n += (size_t)snprintf(z, nAlloc, "User-agent: *\n");
  while( n+40<nAlloc ){
    n += (size_t)snprintf(z+n, nAlloc-n, "Disallow: /p%08zu\n", n);
  }
  p = robotsLintOpen(z, n, &coreLibcAlloc);
  while( p && robotsLintNext(p, &prob)==1 ){
    if( strcmp(prob.zCode, "file-too-large")==0 ){
      char zWant[64];
      bFound++;
      snprintf(zWant, sizeof(zWant), "%zu bytes ignored", n-512000);
      bCounts = strstr(prob.zMsg, zWant)!=NULL
             && strstr(prob.zMsg, " 0 user-agent")!=NULL;
    }
  }
  robotsLintClose(p);
  CHECK("file_over_500k_reported_once", bFound==1);
  CHECK("file_over_500k_says_what_is_ignored", bCounts);
  CHECK("file_of_500k_not_reported",
        !lintRun(z, 512000, "file-too-large", &coreLibcAlloc).bFound);

  /* A line longer than the cut, then a rule on the next line. */
  memset(z, 'a', 20000);
  memcpy(z, "Disallow: /", 11);
  memcpy(z+20000, "\nUser-agent: *\n", 15);
  {
    LintTally t = lintRun(z, 20015, "line-too-long", &coreLibcAlloc);
    CHECK("line_over_16663_bytes_reported", t.bFound && t.iLine==1);
  }
  free(z);
}

/* An allocator that fails after nLeft allocations. */
static int nAllocLeft = 0;
static void *failingRealloc(void *pCtx, void *pOld, size_t n){
  (void)pCtx;
  if( n==0 ){ free(pOld); return NULL; }
  if( nAllocLeft<=0 ) return NULL;
  nAllocLeft--;
  return realloc(pOld, n);
}
static const CoreAlloc failingAlloc = { failingRealloc, NULL };

static void testOom(void){
  static const char z[] =
    "User-agent: a\nUser-agent: b\nUser-agent: c\nAllow: /a*b\n"
    "Disallow: /a/c\nUser-agent: a\nDisallow: /\n";
  int i, bOk = 1, bEnd = 0;
  for(i=0; i<12; i++){
    LintTally t;
    nAllocLeft = i;
    t = lintRun(z, sizeof(z)-1, NULL, &failingAlloc);
    if( t.rc!=0 && t.rc!=-1 ) bOk = 0;
    if( t.rc==0 ) bEnd = 1;
  }
  CHECK("oom_returns_minus_one_or_finishes", bOk);
  CHECK("oom_enough_memory_finishes", bEnd);
}

/* Random bytes drawn from robots.txt-like pieces: no crash, rows ordered. */
static void testRandom(void){
  static const char *const azPiece[] = {
    "User-agent:", "Disallow:", "Allow:", " ", "/", "*", "$", "\n", "\r",
    "\r\n", "#", "a", "b", "Sitemap:", "\0", "\xEF\xBB\xBF", "\xE9", ":",
    "Crawl-delay: ", "<", "1", "useragent ", "%2f",
  };
  char z[512];
  unsigned x = 12345;
  int i, bOk = 1;
  for(i=0; i<3000; i++){
    size_t n = 0;
    LintTally t;
    while( n<400 ){
      const char *zP;
      size_t m;
      x = x*1103515245u + 12345u;
      zP = azPiece[(x>>16) % (sizeof(azPiece)/sizeof(azPiece[0]))];
      m = zP[0] ? strlen(zP) : 1;
      memcpy(z+n, zP, m);
      n += m;
      if( (x>>8)%50==0 ) break;
    }
    t = lintRun(z, n, NULL, &coreLibcAlloc);
    if( t.rc!=0 || !t.bOrdered ) bOk = 0;
  }
  CHECK("random_input_lints_in_line_order", bOk);
}

/* Read a whole file (NULL on failure). */
static char *readAll(const char *zPath, size_t *pn){
  FILE *f = fopen(zPath, "rb");
  char *z = NULL;
  long n;
  if( f==NULL ) return NULL;
  if( fseek(f, 0, SEEK_END)==0 && (n = ftell(f))>=0 && fseek(f, 0, SEEK_SET)==0 ){
    z = malloc((size_t)n + 1);
    if( z && fread(z, 1, (size_t)n, f)!=(size_t)n ){ free(z); z = NULL; }
    *pn = (size_t)n;
  }
  fclose(f);
  return z;
}

/* Every file of the shared corpus lints to the end; well-kept files have
** no error or warning. */
static void testCorpus(void){
  const char *zData = getenv("ROBOTS_DATA");
  char zDir[1024], zPath[2048];
  DIR *d;
  struct dirent *e;
  int nFile = 0, bOk = 1, nClean = 0;
  snprintf(zDir, sizeof(zDir), "%s/robots_corpus", zData ? zData : "../shared/data");
  d = opendir(zDir);
  if( d==NULL ){
    checkSkip("corpus_lints_to_the_end", "no $ROBOTS_DATA/robots_corpus");
    checkSkip("corpus_clean_files_are_clean", "no $ROBOTS_DATA/robots_corpus");
    return;
  }
  while( (e = readdir(d))!=NULL ){
    size_t n = 0, nName = strlen(e->d_name);
    char *z;
    LintTally t;
    if( nName<5 || strcmp(e->d_name+nName-4, ".txt")!=0 ) continue;
    if( strcmp(e->d_name, "SOURCES.txt")==0 ) continue;
    snprintf(zPath, sizeof(zPath), "%s/%s", zDir, e->d_name);
    z = readAll(zPath, &n);
    if( z==NULL ) continue;
    t = lintRun(z, n, NULL, &coreLibcAlloc);
    if( t.rc!=0 || !t.bOrdered ){ bOk = 0; printf("# %s\n", e->d_name); }
    if( t.nError==0 && t.nWarning==0 ) nClean++;
    nFile++;
    free(z);
  }
  closedir(d);
  printf("# corpus: %d files, %d without error or warning\n", nFile, nClean);
  CHECK("corpus_lints_to_the_end", bOk && nFile>0);
  {
    /* Well-kept files of large sites: no error and no warning. */
    static const char *const azClean[] = {
      "www.amazon.com.txt", "www.bbc.co.uk.txt", "www.google.com.txt",
      "en.wikipedia.org.txt",
    };
    size_t k;
    int bClean = 1;
    for(k=0; k<sizeof(azClean)/sizeof(azClean[0]); k++){
      size_t n = 0;
      char *z;
      snprintf(zPath, sizeof(zPath), "%s/%s", zDir, azClean[k]);
      z = readAll(zPath, &n);
      if( z==NULL ) continue;
      {
        LintTally t = lintRun(z, n, NULL, &coreLibcAlloc);
        if( t.nError || t.nWarning ){ bClean = 0; printf("# %s\n", azClean[k]); }
      }
      free(z);
    }
    CHECK("corpus_clean_files_are_clean", bClean);
  }
}

/* README.md has a table row for every code (run from the
** repository root, as tests/run.sh does). */
static void testDocs(void){
  size_t n = 0;
  char *z = readAll("sql/README.md", &n);
  int i, bOk = 1;
  char zRow[80];
  if( z==NULL ){ checkSkip("docs_list_every_code", "no README.md here"); return; }
  z[n] = 0;
  for(i=0; i<robotsLintCodeCount(); i++){
    const CoreLintCode *pInfo = robotsLintCodeAt(i);
    snprintf(zRow, sizeof(zRow), "| `%s` | %s |", pInfo->zCode,
             coreSeverityName(pInfo->eSev));
    if( strstr(z, zRow)==NULL ){ bOk = 0; printf("# docs lack %s\n", zRow); }
  }
  free(z);
  CHECK("docs_list_every_code_with_its_severity", bOk);
}

int main(void){
  testExamples();
  testNegatives();
  testOverlap();
  testDistance();
  testTooLarge();
  testOom();
  testRandom();
  testCorpus();
  testDocs();
  CHECK_DONE();
}
