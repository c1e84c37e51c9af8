/*
** fuzz_diff.c: libFuzzer target for the what-if functions: robots_diff
** over two files (every crawler, and one), robots_flip and
** robots_usage_flip through a cache.  The input is split on FUZZ_SEP into
** the old file, the new file, the crawler and the URL.  A file compared
** with itself gives no row; the changes one way are the changes the other
** way reversed (as many added as removed); an added row has a new line
** only, a removed row an old line only; a License row has no pattern, a
** regrouped row no rule; the crawler's rows are as many as the full
** table gives it (or '*' when it is named in neither); a flip's answer is
** an object.
** FUZZ_NEEDS: robots_diff.c robots_diff_side.c robots_diff_license.c robots_license.c robots_flip.c
*/
#include "fuzz_common.h"
#include "whatif/robots_diff.h"
#include "whatif/robots_flip.h"
#include "crawler/robots_crawler.h"

/* Count the rows of robots_diff(o, n [, agent]) by change; -1 on failure.
** aCount[4]: the rows of crawler tok, aCount[5]: the rows of '*'. */
static int fuzzDiffRows(Span o, Span n, int bAgent, Span agent, Span tok,
                        int *aCount){
  RobotsDiff *d;
  RobotsDiffRow r;
  int rc, nRow = 0;
  memset(aCount, 0, 6*sizeof(int));
  if( robotsDiffOpen(&d, o, n, bAgent, agent, &coreLibcAlloc, NULL) ) return -1;
  while( (rc = robotsDiffNext(d, &r))==1 ){
    FUZZ_ASSERT("diff_change_known", r.eChange>=0 && r.eChange<4);
    FUZZ_ASSERT("diff_rule_known", robotsDiffRuleName(r.eRule)!=NULL
                || r.eRule==ROBOTS_DIFF_GROUP);
    if( r.eChange==ROBOTS_DIFF_ADDED ){
      FUZZ_ASSERT("diff_added_new_line_only", r.iOldLine==0 && r.iNewLine>0);
    }
    if( r.eChange==ROBOTS_DIFF_REMOVED ){
      FUZZ_ASSERT("diff_removed_old_line_only", r.iNewLine==0 && r.iOldLine>0);
    }
    FUZZ_ASSERT("diff_agent_named", r.agent.z!=NULL && (bAgent || r.agent.n>0));
    if( r.eRule==ROBOTS_DIFF_LICENSE ){
      FUZZ_ASSERT("diff_license_row_no_pattern", r.pattern.z==NULL
                  && r.eChange!=ROBOTS_DIFF_CHANGED);
    }
    FUZZ_ASSERT("diff_regrouped_no_rule", (r.eChange==ROBOTS_DIFF_REGROUPED)
                == (r.eRule==ROBOTS_DIFF_GROUP));
    aCount[r.eChange]++;
    if( r.agent.n==tok.n && coreSpanEqNoCase(r.agent.z, r.agent.n, tok.z, tok.n) ){
      aCount[4]++;
    }
    if( r.agent.n==1 && r.agent.z[0]=='*' ) aCount[5]++;
    nRow++;
  }
  robotsDiffClose(d);
  FUZZ_ASSERT("diff_next_ends", rc==0);
  return nRow;
}

/* robots_flip or robots_usage_flip through pC: an object when it flips. */
static void fuzzFlip(RobotsCache *pC, Span o, Span n, Span agent, Span url,
                     int bUsage){
  RobotsFlipAsk q = { pC, o, n, agent, url, NULL, &coreLibcAlloc, NULL, NULL };
  CoreBuf b;
  int bFlip = 0, rc;
  coreBufInit(&b, &coreLibcAlloc);
  rc = bUsage ? robotsUsageFlipJson(&q, &b, &bFlip) : robotsFlipJson(&q, &b, &bFlip);
  if( rc==0 && bFlip ){
    FUZZ_ASSERT("flip_object", b.n>=2 && b.z[0]=='{' && b.z[b.n-1]=='}');
  }
  if( rc==0 && !bFlip ) FUZZ_ASSERT("flip_nothing_written", b.n==0);
  coreBufFree(&b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[4], tok;
  char *z[4];
  int i, bNone, aFwd[6], aBack[6], aSelf[6], aOne[6], nFwd, nBack, nOne;
  RobotsCache *pC;
  fuzzSplit(data, size, a, 4);
  for(i=0; i<4; i++){ z[i] = fuzzCopy(a[i]); a[i].z = z[i]; }
  tok = robotsAgentName(a[2].z, a[2].n, &bNone);
  if( bNone ){ tok.z = "*"; tok.n = 1; }
  FUZZ_ASSERT("diff_self_no_row",
              fuzzDiffRows(a[0], a[0], 0, a[2], tok, aSelf)<=0);
  nFwd = fuzzDiffRows(a[0], a[1], 0, a[2], tok, aFwd);
  nBack = fuzzDiffRows(a[1], a[0], 0, a[2], tok, aBack);
  if( nFwd>=0 && nBack>=0 ){
    FUZZ_ASSERT("diff_reversed_added_is_removed",
                aFwd[ROBOTS_DIFF_ADDED]==aBack[ROBOTS_DIFF_REMOVED]
                && aFwd[ROBOTS_DIFF_REMOVED]==aBack[ROBOTS_DIFF_ADDED]);
    FUZZ_ASSERT("diff_reversed_as_many_regrouped",
                aFwd[ROBOTS_DIFF_REGROUPED]==aBack[ROBOTS_DIFF_REGROUPED]);
  }
  nOne = fuzzDiffRows(a[0], a[1], 1, a[2], tok, aOne);
  if( nFwd>=0 && nOne>=0 && tok.n>0 ){
    FUZZ_ASSERT("diff_one_crawler_rows_are_its_rows_in_the_full_table",
                nOne==aFwd[4] || (aFwd[4]==0 && nOne==aFwd[5]));
  }
  pC = robotsCacheNew(&coreLibcAlloc);
  if( pC ){
    fuzzFlip(pC, a[0], a[1], a[2], a[3], 0);
    fuzzFlip(pC, a[0], a[1], a[2], a[3], 1);
    robotsCacheUnref(pC);
  }
  for(i=0; i<4; i++) free(z[i]);
  return 0;
}
