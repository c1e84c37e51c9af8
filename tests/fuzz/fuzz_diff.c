/*
** fuzz_diff.c: libFuzzer target for the what-if functions: robots_diff
** over two files (every crawler, and one), robots_flip and
** robots_usage_flip through a cache.  The input is split on FUZZ_SEP into
** the old file, the new file, the crawler and the URL.  A file compared
** with itself gives no row; the changes one way are the changes the other
** way reversed (as many added as removed); an added row has a new line
** only, a removed row an old line only; a flip's answer is an object.
** FUZZ_NEEDS: robots_diff.c robots_diff_side.c robots_flip.c
*/
#include "fuzz_common.h"
#include "whatif/robots_diff.h"
#include "whatif/robots_flip.h"

/* Count the rows of robots_diff(o, n [, agent]) by change; -1 on failure. */
static int fuzzDiffRows(Span o, Span n, int bAgent, Span agent, int *aCount){
  RobotsDiff *d;
  RobotsDiffRow r;
  int rc, nRow = 0;
  memset(aCount, 0, 4*sizeof(int));
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
    aCount[r.eChange]++;
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
  Span a[4];
  char *z[4];
  int i, aFwd[4], aBack[4], aSelf[4], nFwd, nBack;
  RobotsCache *pC;
  fuzzSplit(data, size, a, 4);
  for(i=0; i<4; i++){ z[i] = fuzzCopy(a[i]); a[i].z = z[i]; }
  FUZZ_ASSERT("diff_self_no_row", fuzzDiffRows(a[0], a[0], 0, a[2], aSelf)<=0);
  nFwd = fuzzDiffRows(a[0], a[1], 0, a[2], aFwd);
  nBack = fuzzDiffRows(a[1], a[0], 0, a[2], aBack);
  if( nFwd>=0 && nBack>=0 ){
    FUZZ_ASSERT("diff_reversed_added_is_removed",
                aFwd[ROBOTS_DIFF_ADDED]==aBack[ROBOTS_DIFF_REMOVED]
                && aFwd[ROBOTS_DIFF_REMOVED]==aBack[ROBOTS_DIFF_ADDED]);
  }
  fuzzDiffRows(a[0], a[1], 1, a[2], aFwd);
  pC = robotsCacheNew(&coreLibcAlloc);
  if( pC ){
    fuzzFlip(pC, a[0], a[1], a[2], a[3], 0);
    fuzzFlip(pC, a[0], a[1], a[2], a[3], 1);
    robotsCacheUnref(pC);
  }
  for(i=0; i<4; i++) free(z[i]);
  return 0;
}
