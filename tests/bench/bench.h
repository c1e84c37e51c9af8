/*
** bench.h: the pieces shared by the benchmark (tests/bench/bench_*.c).
**
** Every workload is timed against its baseline in the same process,
** interleaved (ours, baseline, baseline, ours, ...), several repetitions,
** and reported as the median of the per-repetition ratios, so a noisy
** machine moves both sides alike.  Start reading at bench_main.c.
*/
#ifndef ROBOTS_BENCH_H
#define ROBOTS_BENCH_H

#include <stddef.h>
#include <stdint.h>
#include <sqlite3.h>

/* One timed run of a workload; returns seconds, or a negative on error. */
typedef double (*BenchRun)(void *pArg);

/* Medians of a paired measurement. */
typedef struct BenchPair {
  double tOurs;        /* median seconds of ours */
  double tBase;        /* median seconds of the baseline */
  double ratio;        /* median of tOurs_i / tBase_i */
  int nRep;
} BenchPair;

/* Wall-clock seconds (monotonic). */
double benchNow(void);
/* Median of a[0..n) (sorts a). */
double benchMedian(double *a, int n);
/* Time xOurs and xBase nRep times each, interleaved, after one warm-up each.
** Returns 0, or -1 when a run failed. */
int benchPair(BenchRun xOurs, void *pOurs, BenchRun xBase, void *pBase,
              int nRep, BenchPair *pOut);

/* Record a result: prints the BENCH line now, keeps a table row.
** zGoal is "<=1.2", ">=400MB/s", ...; bPass 1 met, 0 missed. */
void benchResult(const char *zName, const char *zValue, double ratio,
                 const char *zGoal, int bPass, const char *zNote);
/* Record a skipped workload with the reason (and how to fix it). */
void benchSkip(const char *zName, const char *zWhy);
/* Print the table of every result recorded; returns the number missed. */
int benchTable(void);
/* Progress on stderr. */
void benchLog(const char *zFormat, ...);

/* Read a whole file (malloc'd, *pn bytes); NULL when it cannot be read. */
char *benchReadFile(const char *zPath, size_t *pn);
/* Write n bytes to a file; 0 or -1. */
int benchWriteFile(const char *zPath, const char *z, size_t n);
/* Peak resident set (VmHWM) of this process in bytes, or 0 if unknown. */
uint64_t benchPeakRss(void);

/* Deterministic pseudo-random numbers (xorshift64*). */
uint64_t benchRand(uint64_t *pState);
/* A number in [0, n). */
uint32_t benchRandBelow(uint64_t *pState, uint32_t n);

/* A growable byte buffer for the generators. */
typedef struct BenchBuf {
  char *z;
  size_t n, nAlloc;
} BenchBuf;
void benchBufAppend(BenchBuf *p, const char *z, size_t n);
void benchBufPrintf(BenchBuf *p, const char *zFormat, ...);
void benchBufFree(BenchBuf *p);

/* One robots.txt of the corpus. */
typedef struct BenchRobots {
  char *zHost;         /* file name without ".txt" */
  char *z;             /* the bytes */
  size_t n;
} BenchRobots;

/* One crawled URL. */
typedef struct BenchUrl {
  int iRobots;         /* index into the corpus */
  char *zUrl;
} BenchUrl;

/* Everything the workloads read. */
typedef struct BenchData {
  int bReal;           /* from $ROBOTS_DATA (1) or generated (0) */
  BenchRobots *aRobots; int nRobots;
  BenchUrl *aUrl; int nUrl;       /* URLs of hosts that have a robots.txt */
} BenchData;

/* Load the corpus and the crawl log from zDir (NULL or missing: generate). */
int benchDataLoad(BenchData *p, const char *zDir);
void benchDataFree(BenchData *p);
/* Generate a robots.txt with about nRule rules for '*' into pOut. */
void benchGenRobots(BenchBuf *pOut, uint64_t *pSeed, int nRule);
/* Generate a realistic urlset of nUrl URLs (about nMin bytes at least when
** nMin>0: URLs are added until the document reaches it). */
void benchGenSitemap(BenchBuf *pOut, int nUrl, size_t nMin);
/* Gzip z[0..n) into pOut (zlib, default level); 0 or -1. */
int benchGzip(const char *z, size_t n, BenchBuf *pOut);

/* The four crawler names of the join workloads. */
extern const char *const benchAgents[4];

/* Open an in-memory database with the extension and the no-op loaded. */
sqlite3 *benchOpenDb(void);
/* Run one SQL statement without results; 0 or -1 (message printed). */
int benchExec(sqlite3 *db, const char *zSql);
/* One prepared query returning one value (an integer, or TEXT/BLOB whose
** byte count is kept). */
typedef struct BenchQuery {
  sqlite3_stmt *pStmt;
  sqlite3_int64 iResult;
} BenchQuery;
/* Run q once (a BenchRun); seconds, or -1 on error (message printed). */
double benchQueryRun(void *q);
/* 1 if the database knows the function or table-valued function zName. */
int benchHasFunction(sqlite3 *db, const char *zName);

/* Workloads: each records its own results (or skips). */
void benchJoin(const BenchData *pData, int nRep);
void benchMatch(const BenchData *pData, int nRep);
void benchParse(const BenchData *pData, int nRep);
void benchSitemap(int nRep);
void benchMemory(const char *zSelf, int nRep);
void benchWrite(int nRep);
void benchCache(const BenchData *pData, int nRep);
void benchHostile(int nRep);
void benchWidth(int nRep);
void benchCrawler(int nRep);          /* bench_crawler.c */
void benchLogParse(int nRep);
void benchWhatif(int nRep);
/* Index of the corpus file whose Googlebot rule count is closest to nRule;
** *pnRule gets that count. */
int benchPickRobots(const BenchData *p, int nRule, int *pnRule);
/* The child side of benchMemory: prints "growth size" in bytes. */
int benchMemoryChild(const char *zPath);

/* libexpat extractor of loc and lastmod: URLs found, or -1 when the
** benchmark was built without libexpat.  *pnBytes gets the field bytes. */
long benchExpatExtract(const char *z, size_t n, size_t *pnBytes);

#endif /* ROBOTS_BENCH_H */
