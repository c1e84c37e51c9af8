/*
** fuzz_robots.c: libFuzzer target for the robots.txt engine (robots_parse.c,
** robots_match.c, robots_path.c).  The input is split on FUZZ_SEP into the
** file, the crawler name and the URL.  Besides "no crash", it checks that
** the indexed matcher agrees with the linear one and that the scanner makes
** progress and keeps its spans inside the input.
** FUZZ_NEEDS: robots_parse.c robots_file.c robots_match.c robots_path.c
*/
#include "fuzz_common.h"
#include "robots/robots_parse.h"
#include "robots/robots_match.h"
#include "robots/robots_path.h"

/* Scan every line; spans must stay inside the input, lines must advance. */
static void fuzzScanLines(const char *z, size_t n, int bCap){
  RobotsScanner s;
  RobotsLine l;
  RobotsGrouper g;
  int bNew, nLine = 0;
  memset(&g, 0, sizeof(g));
  robotsScannerInit(&s, z, n, bCap);
  while( robotsScannerNext(&s, &l) ){
    nLine++;
    FUZZ_ASSERT("scanner_lines_bounded", (size_t)nLine<=n+2);
    FUZZ_ASSERT("scanner_raw_inside", fuzzInside(l.raw, z, n));
    FUZZ_ASSERT("scanner_key_inside", fuzzInside(l.key, z, n));
    FUZZ_ASSERT("scanner_value_inside", fuzzInside(l.value, z, n));
    FUZZ_ASSERT("scanner_line_cap", l.raw.n<=ROBOTS_MAX_LINE);
    FUZZ_ASSERT("scanner_line_numbers", l.iLine==nLine);
    (void)robotsGroupOf(&g, &l, &bNew);
    if( l.eKey!=ROBOTS_KEY_NONE ){
      int bTypo;
      (void)robotsKeyClassify(l.key.z, l.key.n, &bTypo);
      (void)robotsKeyName(l.eKey);
    }
  }
}

/* Percent-normalisation: the announced length is the written length. */
static void fuzzEscape(Span s){
  size_t nOut = robotsEscapedLen(s.z, s.n);
  char *zOut = (char*)malloc(nOut ? nOut : 1);
  if( zOut==NULL ) return;
  FUZZ_ASSERT("escape_length_exact", robotsEscape(s.z, s.n, zOut)==nOut);
  free(zOut);
}

/* Compile, then ask every question the SQL functions ask. */
static void fuzzMatch(const char *zTxt, size_t nTxt, Span agent, Span url){
  RobotsFile *pFile = robotsCompile(zTxt, nTxt, &coreLibcAlloc);
  RobotsVerdict v1, v2;
  size_t iStart, nPath;
  int bSlash, i, n, rc1, rc2;
  char *zPath;
  const int *aIdx;
  double r;
  if( pFile==NULL ) return;
  robotsPathParamsQuery(url.z, url.n, &iStart, &nPath, &bSlash);
  FUZZ_ASSERT("path_inside_url", iStart<=url.n && nPath<=url.n-iStart);
  zPath = (char*)malloc(nPath+2);
  if( zPath ){
    size_t k = 0;
    if( bSlash ) zPath[k++] = '/';
    memcpy(zPath+k, url.z+iStart, nPath);
    k += nPath;
    rc1 = robotsDecide(pFile, agent.z, agent.n, zPath, k, &v1);
    rc2 = robotsDecideLinear(pFile, agent.z, agent.n, zPath, k, &v2);
    if( rc1==0 && rc2==0 ){
      FUZZ_ASSERT("indexed_equals_linear", v1.bAllowed==v2.bAllowed);
      FUZZ_ASSERT("rule_index_valid",
                  v1.iRule>=-1 && v1.iRule<robotsRuleCount(pFile));
    }
    for(i=0; i<robotsRuleCount(pFile) && i<64; i++){
      const RobotsRule *pR = robotsRuleAt(pFile, i);
      (void)robotsPatternMatch(pR->pattern.z, pR->pattern.n, zPath, k);
    }
    free(zPath);
  }
  n = robotsAgentRules(pFile, agent.z, agent.n, &aIdx);
  for(i=0; i<n; i++){
    FUZZ_ASSERT("agent_rules_valid", aIdx[i]>=0 && aIdx[i]<robotsRuleCount(pFile));
  }
  (void)robotsCrawlDelay(pFile, agent.z, agent.n, &r);
  for(i=0; i<robotsAgentCount(pFile); i++) (void)robotsAgentAt(pFile, i);
  for(i=0; i<robotsOtherCount(pFile); i++){
    const RobotsOther *pO = robotsOtherAt(pFile, i);
    (void)robotsKeyIsCrawlDelay(pO->key);
  }
  for(i=1; i<=robotsGroupCount(pFile); i++) (void)robotsGroupRuleCount(pFile, i);
  (void)robotsFileBytes(pFile);
  robotsFileFree(pFile);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[3];
  char *zTxt, *zAgent, *zUrl;
  int bNone;
  Span tok;
  fuzzSplit(data, size, a, 3);
  zTxt = fuzzCopy(a[0]); zAgent = fuzzCopy(a[1]); zUrl = fuzzCopy(a[2]);
  fuzzScanLines(zTxt, a[0].n, 1);
  fuzzScanLines(zTxt, a[0].n, 0);
  tok = robotsAgentToken(zAgent, a[1].n, &bNone);
  FUZZ_ASSERT("agent_token_inside", fuzzInside(tok, zAgent, a[1].n));
  fuzzEscape((Span){zUrl, a[2].n});
  {
    Span ag = {zAgent, a[1].n}, u = {zUrl, a[2].n};
    fuzzMatch(zTxt, a[0].n, ag, u);
  }
  free(zTxt); free(zAgent); free(zUrl);
  return 0;
}
