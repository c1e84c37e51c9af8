/*
** bench_util.c: timing, paired medians, the BENCH lines and the table,
** files, peak RSS, a deterministic PRNG and a growable buffer.  benchPair
** is the heart: it interleaves ours and the baseline and keeps the median
** of the per-repetition ratios.
*/
#define _GNU_SOURCE
#include "bench.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BENCH_MAX_ROWS 32
#define BENCH_MAX_REP 64

/* One line of the final table. */
typedef struct BenchRow {
  char zName[32], zValue[48], zGoal[32], zNote[320];
  double ratio;
  int eState;          /* 1 met, 0 missed, -1 skipped */
} BenchRow;

static BenchRow aRow[BENCH_MAX_ROWS];
static int nRow = 0;

double benchNow(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec*1e-9;
}

static int benchCmpDouble(const void *a, const void *b){
  double x = *(const double*)a, y = *(const double*)b;
  return x<y ? -1 : x>y;
}

double benchMedian(double *a, int n){
  if( n<=0 ) return 0.0;
  qsort(a, (size_t)n, sizeof(double), benchCmpDouble);
  return n%2 ? a[n/2] : (a[n/2-1]+a[n/2])/2;
}

int benchPair(BenchRun xOurs, void *pOurs, BenchRun xBase, void *pBase,
              int nRep, BenchPair *pOut){
  double aOurs[BENCH_MAX_REP], aBase[BENCH_MAX_REP], aRatio[BENCH_MAX_REP];
  int i;
  if( nRep>BENCH_MAX_REP ) nRep = BENCH_MAX_REP;
  if( nRep<1 ) nRep = 1;
  if( xOurs(pOurs)<0 || xBase(pBase)<0 ) return -1;     /* warm-up */
  for(i=0; i<nRep; i++){
    /* Alternate who goes first so neither always runs on a warmer cache. */
    if( i%2==0 ){
      aOurs[i] = xOurs(pOurs); aBase[i] = xBase(pBase);
    }else{
      aBase[i] = xBase(pBase); aOurs[i] = xOurs(pOurs);
    }
    if( aOurs[i]<0 || aBase[i]<0 ) return -1;
    aRatio[i] = aBase[i]>0 ? aOurs[i]/aBase[i] : 0;
  }
  pOut->nRep = nRep;
  pOut->ratio = benchMedian(aRatio, nRep);
  pOut->tOurs = benchMedian(aOurs, nRep);
  pOut->tBase = benchMedian(aBase, nRep);
  return 0;
}

static BenchRow *benchNewRow(const char *zName){
  BenchRow *r;
  if( nRow>=BENCH_MAX_ROWS ) return NULL;
  r = &aRow[nRow++];
  memset(r, 0, sizeof(*r));
  snprintf(r->zName, sizeof(r->zName), "%s", zName);
  return r;
}

void benchResult(const char *zName, const char *zValue, double ratio,
                 const char *zGoal, int bPass, const char *zNote){
  BenchRow *r = benchNewRow(zName);
  printf("BENCH name=%s value=%s ratio=%.3f goal=%s\n", zName, zValue,
         ratio, zGoal);
  fflush(stdout);
  if( r==NULL ) return;
  snprintf(r->zValue, sizeof(r->zValue), "%s", zValue);
  snprintf(r->zGoal, sizeof(r->zGoal), "%s", zGoal);
  snprintf(r->zNote, sizeof(r->zNote), "%s", zNote ? zNote : "");
  r->ratio = ratio;
  r->eState = bPass ? 1 : 0;
}

void benchSkip(const char *zName, const char *zWhy){
  BenchRow *r = benchNewRow(zName);
  printf("BENCH name=%s skipped: %s\n", zName, zWhy);
  fflush(stdout);
  if( r==NULL ) return;
  snprintf(r->zNote, sizeof(r->zNote), "%s", zWhy);
  r->eState = -1;
}

int benchTable(void){
  int i, nMiss = 0;
  printf("\n%-14s %-16s %8s %-12s %-6s %s\n", "workload", "value", "ratio",
         "goal", "result", "notes");
  printf("%-14s %-16s %8s %-12s %-6s %s\n", "--------------", "----------------",
         "--------", "------------", "------", "-----");
  for(i=0; i<nRow; i++){
    BenchRow *r = &aRow[i];
    if( r->eState<0 ){
      printf("%-14s %-16s %8s %-12s %-6s %s\n", r->zName, "-", "-", "-",
             "SKIP", r->zNote);
      continue;
    }
    if( r->eState==0 ) nMiss++;
    printf("%-14s %-16s %8.3f %-12s %-6s %s\n", r->zName, r->zValue, r->ratio,
           r->zGoal, r->eState ? "met" : "MISSED", r->zNote);
  }
  return nMiss;
}

void benchLog(const char *zFormat, ...){
  va_list ap;
  va_start(ap, zFormat);
  fprintf(stderr, "bench: ");
  vfprintf(stderr, zFormat, ap);
  fprintf(stderr, "\n");
  va_end(ap);
}

char *benchReadFile(const char *zPath, size_t *pn){
  FILE *f = fopen(zPath, "rb");
  char *z;
  long n;
  if( f==NULL ) return NULL;
  if( fseek(f, 0, SEEK_END) || (n = ftell(f))<0 || fseek(f, 0, SEEK_SET) ){
    fclose(f);
    return NULL;
  }
  z = malloc((size_t)n + 1);
  if( z && fread(z, 1, (size_t)n, f)!=(size_t)n ){ free(z); z = NULL; }
  fclose(f);
  if( z ){ z[n] = 0; *pn = (size_t)n; }
  return z;
}

int benchWriteFile(const char *zPath, const char *z, size_t n){
  FILE *f = fopen(zPath, "wb");
  int rc = 0;
  if( f==NULL ) return -1;
  if( fwrite(z, 1, n, f)!=n ) rc = -1;
  if( fclose(f) ) rc = -1;
  return rc;
}

uint64_t benchPeakRss(void){
  FILE *f = fopen("/proc/self/status", "r");
  char zLine[256];
  uint64_t kb = 0;
  if( f==NULL ) return 0;
  while( fgets(zLine, sizeof(zLine), f) ){
    if( strncmp(zLine, "VmHWM:", 6)==0 ){
      kb = strtoull(zLine+6, NULL, 10);
      break;
    }
  }
  fclose(f);
  return kb*1024;
}

uint64_t benchRand(uint64_t *pState){
  uint64_t x = *pState;
  x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
  *pState = x;
  return x * 2685821657736338717ULL;
}

uint32_t benchRandBelow(uint64_t *pState, uint32_t n){
  return n ? (uint32_t)((benchRand(pState) >> 32) % n) : 0;
}

void benchBufAppend(BenchBuf *p, const char *z, size_t n){
  if( p->n + n > p->nAlloc ){
    size_t nNew = p->nAlloc ? p->nAlloc*2 : 4096;
    while( nNew < p->n + n ) nNew *= 2;
    p->z = realloc(p->z, nNew);
    if( p->z==NULL ){ fprintf(stderr, "bench: out of memory\n"); exit(1); }
    p->nAlloc = nNew;
  }
  memcpy(p->z + p->n, z, n);
  p->n += n;
}

void benchBufPrintf(BenchBuf *p, const char *zFormat, ...){
  char zTmp[4096];
  int n;
  va_list ap;
  va_start(ap, zFormat);
  n = vsnprintf(zTmp, sizeof(zTmp), zFormat, ap);
  va_end(ap);
  if( n<0 ) return;
  if( (size_t)n >= sizeof(zTmp) ) n = (int)sizeof(zTmp) - 1;
  benchBufAppend(p, zTmp, (size_t)n);
}

void benchBufFree(BenchBuf *p){
  free(p->z);
  memset(p, 0, sizeof(*p));
}
