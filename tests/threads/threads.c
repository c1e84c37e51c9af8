/*
** threads.c: the concurrency test.  N threads (default 8), each with its
** own connection, call every function of the extension (tests/oom/calls.h:
** the hand-written calls and a generic call per registered name) on the
** same shared, read-only inputs for a few seconds.  The threads start
** together at a barrier before anything else has called the extension, so
** first-use initialisation races too.  Each worker keeps a hash of every
** call's first result and checks later ones against it; after the join the
** main thread computes the results alone and compares the hashes.  Built twice by run.sh:
** plain, and with -fsanitize=thread, which must report nothing.
**
**   dist/hardening/threads/threads [seconds [threads]]   (from the repo root)
*/
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "calls.h"
#include "samples.h"

int sqlite3_robots_init(sqlite3*, char**, const sqlite3_api_routines*);

static Call *aCall;
static int nCall;
static double rSeconds = 3.0;
static pthread_barrier_t threadsStart;

typedef struct Worker {
  pthread_t tid;
  int iWorker;
  long nCalls;         /* calls made */
  long nMismatch;      /* results that differ from the first one */
  char zFirst[300];    /* the first mismatch */
  uint64_t *aHash;     /* hash of each call's first result (0: not run) */
} Worker;

/* FNV-1a of the result code and text (never 0). */
static uint64_t threadsHash(int rc, const char *z, size_t n){
  uint64_t h = (uint64_t)14695981039346656037ULL ^ (uint64_t)(unsigned)rc;
  size_t i;
  for(i=0; i<n; i++){ h ^= (unsigned char)z[i]; h *= 1099511628211ULL; }
  return h ? h : 1;
}

static double threadsNow(void){
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec/1e9;
}

static sqlite3 *threadsOpen(void){
  sqlite3 *db = 0;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) return 0;
  if( sqlite3_robots_init(db, 0, 0)!=SQLITE_OK ){ sqlite3_close(db); return 0; }
  return db;
}

/* Each worker walks the calls from its own starting point, so different
** functions run at the same moment. */
static void *threadsWork(void *pArg){
  Worker *w = (Worker*)pArg;
  sqlite3 *db;
  sqlite3_stmt **ap = (sqlite3_stmt**)calloc((size_t)nCall, sizeof(*ap));
  double tEnd;
  int i;
  w->aHash = (uint64_t*)calloc((size_t)nCall, sizeof(uint64_t));
  pthread_barrier_wait(&threadsStart);
  db = threadsOpen();
  tEnd = threadsNow() + rSeconds;
  if( db==0 || ap==0 || w->aHash==0 ){ w->nMismatch++; return 0; }
  for(i=0; i<nCall; i++){
    if( sqlite3_prepare_v2(db, aCall[i].zSql, -1, &ap[i], 0)==SQLITE_OK ) samplesBind(ap[i]);
  }
  for(i=w->iWorker*7; threadsNow()<tEnd; i++){
    int k = i % nCall, rc;
    char *z; size_t n;
    uint64_t h;
    if( ap[k]==0 ) continue;
    rc = callsRun(db, ap[k], &z, &n);
    sqlite3_reset(ap[k]);
    w->nCalls++;
    h = threadsHash(rc, z, n);
    if( w->aHash[k]==0 ){
      w->aHash[k] = h;
    }else if( w->aHash[k]!=h && w->nMismatch++==0 ){
      snprintf(w->zFirst, sizeof(w->zFirst), "%.100s gave %.100s, another time something else",
               aCall[k].zSql, z);
    }
    free(z);
  }
  for(i=0; i<nCall; i++) sqlite3_finalize(ap[i]);
  free(ap);
  sqlite3_close(db);
  return 0;
}

/* The list of calls, from a connection that is closed again.  Calls of
** robots_cache_stats() are left out: it reports the connection's own cache
** (hits grow with every call), so its answers differ by design. */
static void threadsList(void){
  sqlite3 *db = threadsOpen();
  int i, n = 0;
  nCall = callsLoad(db, "tests/oom/calls.txt", 0, &aCall);
  for(i=0; i<nCall; i++){
    if( strstr(aCall[i].zSql, "robots_cache_stats(")==0 ) aCall[n++] = aCall[i];
  }
  nCall = n;
  sqlite3_close(db);
}

/* After the join: each call alone in this thread, against every worker's
** first result.  Returns the number of differences (printed). */
static long threadsCompare(Worker *aW, int nThread){
  sqlite3 *db = threadsOpen();
  long nBad = 0;
  int i, j;
  for(i=0; i<nCall; i++){
    sqlite3_stmt *p = 0;
    char *z = 0; size_t n = 0;
    uint64_t h;
    int rc;
    if( sqlite3_prepare_v2(db, aCall[i].zSql, -1, &p, 0)!=SQLITE_OK ) continue;
    samplesBind(p);
    rc = callsRun(db, p, &z, &n);
    sqlite3_finalize(p);
    h = threadsHash(rc, z, n);
    for(j=0; j<nThread; j++){
      if( aW[j].aHash && aW[j].aHash[i] && aW[j].aHash[i]!=h ){
        if( nBad++<5 ) printf("FAIL threads_result %.200s: worker %d's first result differs from the single-threaded %.100s\n",
                              aCall[i].zSql, j, z);
      }
    }
    free(z);
  }
  sqlite3_close(db);
  return nBad;
}

int main(int argc, char **argv){
  int nThread = argc>2 ? atoi(argv[2]) : 8, i;
  Worker *aW;
  long nTotal = 0, nBad = 0;
  double t0;
  if( argc>1 ) rSeconds = atof(argv[1]);
  if( nThread<1 ) nThread = 1;
  setvbuf(stdout, 0, _IOLBF, 0);
  samplesInit();
  /* no memory statistics: their mutex would order the threads' work and
  ** hide races from ThreadSanitizer */
  sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  if( !sqlite3_threadsafe() ){ printf("SKIP threads: libsqlite3 built without threads\n"); return 0; }
  threadsList();
  aW = (Worker*)calloc((size_t)nThread, sizeof(Worker));
  pthread_barrier_init(&threadsStart, 0, (unsigned)nThread);
  t0 = threadsNow();
  for(i=0; i<nThread; i++){
    aW[i].iWorker = i;
    pthread_create(&aW[i].tid, 0, threadsWork, &aW[i]);
  }
  for(i=0; i<nThread; i++){
    pthread_join(aW[i].tid, 0);
    nTotal += aW[i].nCalls;
    nBad += aW[i].nMismatch;
    if( aW[i].nMismatch ) printf("FAIL threads worker %d: %ld mismatches; first: %s\n",
                                 i, aW[i].nMismatch, aW[i].zFirst);
  }
  t0 = threadsNow()-t0;
  nBad += threadsCompare(aW, nThread);
  if( nBad==0 ){
    printf("ok threads: %d threads, own connections, %d distinct calls, %ld calls in %.1fs, "
           "every result equal to the single-threaded one\n",
           nThread, nCall, nTotal, t0);
  }
  for(i=0; i<nThread; i++) free(aW[i].aHash);
  pthread_barrier_destroy(&threadsStart);
  free(aCall); free(aW); free(sampleGz);
  return 0;
}
