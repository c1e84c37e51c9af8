/*
** bench_main.c: `make bench`, the performance goals of sqlite-robots as
** ratios measured in one run.  Usage (from the repository root):
**
**   dist/bench/bench [workload ...]    join constant match parse sitemap
**                                      memory write cache hostile agents
**                                      log flip crawler
**                                      (default: all)
**
** Each workload prints `BENCH name=... value=... ratio=... goal=...` and the
** run ends with a table.  $ROBOTS_DATA (default ../shared/data) supplies the
** real corpus and crawl log; without it the inputs are generated.
** $BENCH_REPS sets the repetitions (default 5).  The exit status is 0 even
** when a goal is missed: the table says which.
*/
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* 1 if workload zName was asked for (no names: all). */
static int benchWanted(int argc, char **argv, const char *zName){
  int i;
  if( argc<2 ) return 1;
  for(i=1; i<argc; i++) if( strcmp(argv[i], zName)==0 ) return 1;
  return 0;
}

int main(int argc, char **argv){
  const char *zDir = getenv("ROBOTS_DATA");
  const char *zReps = getenv("BENCH_REPS");
  int nRep = zReps ? atoi(zReps) : 5;
  int bData;
  BenchData data;
  double t0 = benchNow();
  if( argc==3 && strcmp(argv[1], "memory")==0 ){
    return benchMemoryChild(argv[2]);
  }
  if( zDir==NULL ) zDir = "../shared/data";
  if( nRep<1 ) nRep = 1;
  bData = benchWanted(argc, argv, "join") || benchWanted(argc, argv, "constant")
       || benchWanted(argc, argv, "match") || benchWanted(argc, argv, "parse")
       || benchWanted(argc, argv, "cache");
  if( bData ){
    benchDataLoad(&data, zDir);
    benchLog("%s data: %d robots.txt files, %d crawled URLs with a file",
             data.bReal ? zDir : "generated", data.nRobots, data.nUrl);
  }
  if( benchWanted(argc, argv, "join") || benchWanted(argc, argv, "constant") ){
    benchJoin(&data, nRep);
  }
  if( benchWanted(argc, argv, "match") ) benchMatch(&data, nRep+2);
  if( benchWanted(argc, argv, "parse") ) benchParse(&data, nRep+2);
  if( benchWanted(argc, argv, "sitemap") ) benchSitemap(nRep);
  if( benchWanted(argc, argv, "memory") ) benchMemory(argv[0], 3);
  if( benchWanted(argc, argv, "write") ) benchWrite(nRep);
  if( benchWanted(argc, argv, "cache") ) benchCache(&data, nRep);
  if( benchWanted(argc, argv, "hostile") ) benchHostile(nRep);
  if( benchWanted(argc, argv, "agents") ) benchWidth(nRep);
  if( benchWanted(argc, argv, "log") ) benchLogParse(nRep);
  if( benchWanted(argc, argv, "flip") ) benchWhatif(nRep);
  if( benchWanted(argc, argv, "crawler") ) benchCrawler(nRep);
  if( bData ) benchDataFree(&data);
  benchTable();
  printf("\n%d repetitions per workload, interleaved with its baseline; "
         "medians; %.0f s in all.\n", nRep, benchNow() - t0);
  return 0;
}
