/*
** bench_core.c: the pure-C workloads, timed on the engine-neutral core.
**   match: ns per URL deciding with a compiled file (robotsDecide, the
**          per-agent index) against a linear scan of the same rules
**          (robotsDecideLinear), on a ~40-rule and a ~500-rule file.
**   parse: MB/s compiling every file of the corpus into its tables of rules,
**          agents and other lines (robotsCompile + robotsFileTables), against
**          a loop that only finds the line ends of the same bytes.
** Start at benchMatch.
*/
#include "bench.h"
#include "robots/robots_match.h"
#include "robots/robots_path.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BENCH_MATCH_PATHS 100000   /* paths decided per pass */
#define BENCH_MATCH_PASSES 8       /* passes per timed run */
#define BENCH_LINEAR_STRIDE 10     /* the linear scan decides every 10th */
#define BENCH_PARSE_PASSES 4

static const char zAgent[] = "Googlebot";

/* Rules that apply to zAgent in z[0..n), or -1. */
static int benchRuleCount(const char *z, size_t n){
  RobotsFile *f = robotsCompile(z, n, &coreLibcAlloc);
  const int *aIdx;
  int nRule;
  if( f==NULL ) return -1;
  nRule = robotsAgentRules(f, zAgent, sizeof(zAgent)-1, &aIdx);
  robotsFileFree(f);
  return nRule;
}

/* Index of the corpus file whose Googlebot rule count is closest to nRule
** (the first such in name order); *pnRule gets its count. */
int benchPickRobots(const BenchData *p, int nRule, int *pnRule){
  int i, iBest = 0, nBest = -1;
  for(i=0; i<p->nRobots; i++){
    int n = benchRuleCount(p->aRobots[i].z, p->aRobots[i].n);
    if( n<0 ) continue;
    if( nBest<0 || abs(n-nRule) < abs(nBest-nRule) ){ iBest = i; nBest = n; }
  }
  *pnRule = nBest;
  return iBest;
}

/* What one match run needs. */
typedef struct BenchMatch {
  RobotsFile *pFile;
  Span *aPath;
  int nPath;
  long nAllowed;
} BenchMatch;

/* One timed run: seconds per decision (the linear scan, far slower, decides
** a strided sample of the same paths once). */
static double benchMatchRun(BenchMatch *m, int bLinear){
  double t0 = benchNow();
  long nAllowed = 0, nDecide = 0;
  int i, k;
  int nPass = bLinear ? 1 : BENCH_MATCH_PASSES;
  int iStep = bLinear ? BENCH_LINEAR_STRIDE : 1;
  for(k=0; k<nPass; k++){
    for(i=0; i<m->nPath; i+=iStep){
      RobotsVerdict v;
      int rc = bLinear
        ? robotsDecideLinear(m->pFile, zAgent, sizeof(zAgent)-1,
                             m->aPath[i].z, m->aPath[i].n, &v)
        : robotsDecide(m->pFile, zAgent, sizeof(zAgent)-1,
                       m->aPath[i].z, m->aPath[i].n, &v);
      if( rc ) return -1;
      nAllowed += v.bAllowed;
      nDecide++;
    }
  }
  m->nAllowed = nAllowed;
  return (benchNow() - t0)/(double)(nDecide ? nDecide : 1);
}
static double benchMatchIndexed(void *p){ return benchMatchRun(p, 0); }
static double benchMatchLinear(void *p){ return benchMatchRun(p, 1); }

/* The matching paths of up to BENCH_MATCH_PATHS crawled URLs (malloc'd). */
static Span *benchPaths(const BenchData *p, int *pn){
  int i, n = p->nUrl < BENCH_MATCH_PATHS ? p->nUrl : BENCH_MATCH_PATHS;
  Span *a = calloc((size_t)n, sizeof(Span));
  for(i=0; a && i<n; i++){
    /* Spread the sample over the whole log, not its first hosts. */
    const char *zUrl = p->aUrl[(int)((long)i * p->nUrl / n)].zUrl;
    size_t iStart, nPath;
    int bSlash;
    char *z;
    robotsPathParamsQuery(zUrl, strlen(zUrl), &iStart, &nPath, &bSlash);
    z = malloc(nPath + 1);
    if( bSlash ) z[0] = '/';
    memcpy(z + bSlash, zUrl + iStart, nPath);
    a[i].z = z;
    a[i].n = nPath + (size_t)bSlash;
  }
  *pn = a ? n : 0;
  return a;
}

/* Time one file; nGoalNs>0 checks ns/URL, else the ratio must be <= 1. */
static void benchMatchFile(const char *zName, const char *z, size_t n,
                           const char *zWhat, Span *aPath, int nPath,
                           int nRep, double nGoalNs){
  BenchMatch m;
  BenchPair r;
  char zValue[48], zNote[320];
  double ns, nsLinear;
  m.pFile = robotsCompile(z, n, &coreLibcAlloc);
  m.aPath = aPath;
  m.nPath = nPath;
  if( m.pFile==NULL || benchPair(benchMatchIndexed, &m, benchMatchLinear, &m,
                                 nRep, &r) ){
    benchSkip(zName, "out of memory");
    robotsFileFree(m.pFile);
    return;
  }
  ns = r.tOurs*1e9;
  nsLinear = r.tBase*1e9;
  snprintf(zValue, sizeof(zValue), "%.1fns/url", ns);
  snprintf(zNote, sizeof(zNote), "%s; linear scan %.1fns/url; %d paths",
           zWhat, nsLinear, nPath);
  if( nGoalNs>0 ){
    char zGoal[32];
    snprintf(zGoal, sizeof(zGoal), "<=%.0fns", nGoalNs);
    benchResult(zName, zValue, r.ratio, zGoal, ns<=nGoalNs, zNote);
  }else{
    benchResult(zName, zValue, r.ratio, "<=1.0", r.ratio<=1.0, zNote);
  }
  robotsFileFree(m.pFile);
}

void benchMatch(const BenchData *p, int nRep){
  static const int aTarget[2] = { 40, 500 };
  static const char *const azName[2] = { "match_40", "match_500" };
  int nPath, k, i;
  Span *aPath = benchPaths(p, &nPath);
  for(k=0; k<2; k++){
    char zWhat[128];
    int nRule, iFile = benchPickRobots(p, aTarget[k], &nRule);
    BenchBuf gen = {0, 0, 0};
    const char *z = p->aRobots[iFile].z;
    size_t n = p->aRobots[iFile].n;
    /* A generated corpus has no 500-rule file: write one. */
    if( !p->bReal || nRule < aTarget[k]/2 ){
      uint64_t seed = 42;
      benchGenRobots(&gen, &seed, aTarget[k]);
      z = gen.z; n = gen.n;
      nRule = benchRuleCount(z, n);
      snprintf(zWhat, sizeof(zWhat), "generated, %d rules", nRule);
    }else{
      snprintf(zWhat, sizeof(zWhat), "%s, %d rules", p->aRobots[iFile].zHost,
               nRule);
    }
    benchLog("%s: %s", azName[k], zWhat);
    benchMatchFile(azName[k], z, n, zWhat, aPath, nPath, nRep,
                   k==0 ? 100.0 : 0.0);
    benchBufFree(&gen);
  }
  for(i=0; i<nPath; i++) free((void*)aPath[i].z);
  free(aPath);
}

/* Bytes parsed of a file: Googlebot's cap. */
static size_t benchCapped(size_t n){
  return n < ROBOTS_MAX_BYTES ? n : ROBOTS_MAX_BYTES;
}

static double benchParseCompile(void *pArg){
  const BenchData *p = (const BenchData*)pArg;
  double t0 = benchNow();
  int i, k;
  for(k=0; k<BENCH_PARSE_PASSES; k++){
    for(i=0; i<p->nRobots; i++){
      RobotsFile *f = robotsCompile(p->aRobots[i].z, p->aRobots[i].n,
                                    &coreLibcAlloc);
      if( f==NULL || robotsFileTables(f) ) return -1;
      robotsFileFree(f);
    }
  }
  return benchNow() - t0;
}

static double benchParseScan(void *pArg){
  const BenchData *p = (const BenchData*)pArg;
  double t0 = benchNow();
  int i, k;
  for(k=0; k<BENCH_PARSE_PASSES; k++){
    for(i=0; i<p->nRobots; i++){
      RobotsScanner sc;
      RobotsLine line;
      robotsScannerInit(&sc, p->aRobots[i].z, p->aRobots[i].n, 1);
      while( robotsScannerNext(&sc, &line) ){}
    }
  }
  return benchNow() - t0;
}

/* The baseline: find every line end of the same (capped) bytes. */
static volatile long benchSink;
static double benchParseLines(void *pArg){
  const BenchData *p = (const BenchData*)pArg;
  double t0 = benchNow();
  long nLine = 0;
  int i, k;
  for(k=0; k<BENCH_PARSE_PASSES; k++){
    for(i=0; i<p->nRobots; i++){
      const unsigned char *z = (const unsigned char*)p->aRobots[i].z;
      size_t j, n = benchCapped(p->aRobots[i].n);
      for(j=0; j<n; j++) nLine += (z[j]=='\n') | (z[j]=='\r');
    }
  }
  benchSink = nLine;
  return benchNow() - t0;
}

void benchParse(const BenchData *p, int nRep){
  BenchPair r, rScan;
  double nBytes = 0, mbs, mbsScan;
  char zValue[48], zNote[320];
  int i;
  for(i=0; i<p->nRobots; i++) nBytes += (double)benchCapped(p->aRobots[i].n);
  nBytes *= BENCH_PARSE_PASSES;
  benchLog("parse: %d files", p->nRobots);
  if( benchPair(benchParseCompile, (void*)p, benchParseLines, (void*)p, nRep, &r)
   || benchPair(benchParseScan, (void*)p, benchParseLines, (void*)p, nRep,
                &rScan) ){
    benchSkip("parse", "out of memory");
    return;
  }
  mbs = nBytes/r.tOurs/1e6;
  mbsScan = nBytes/rScan.tOurs/1e6;
  snprintf(zValue, sizeof(zValue), "%.0fMB/s", mbs);
  snprintf(zNote, sizeof(zNote), "robotsCompile, %d %s files, %.1f MB; "
           "scanner alone %.0fMB/s; line-end loop %.0fMB/s", p->nRobots,
           p->bReal ? "real" : "generated", nBytes/BENCH_PARSE_PASSES/1e6,
           mbsScan, nBytes/r.tBase/1e6);
  benchResult("parse", zValue, r.ratio, ">=400MB/s", mbs>=400, zNote);
}
