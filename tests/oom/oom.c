/*
** oom.c: the out-of-memory harness.  It installs a failing allocator with
** sqlite3_config(SQLITE_CONFIG_MALLOC) and, for every call (calls.h) and for
** the extension's registration, fails the 1st, 2nd, 3rd ... allocation made
** during the call until the call succeeds.  Each failure must end in
** SQLITE_NOMEM or in the same result as without failure (a defined
** fallback; a call that fails anyway may fail with another message), never
** a crash; and every allocation must be freed once the
** connection is closed (the harness counts live blocks).
**
**   dist/hardening/oom/oom [-v] [name,name ...]    (from the repo root)
** Prints ok/FAIL/SKIP lines per call and a line of figures.
*/
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include "calls.h"
#include "samples.h"

int sqlite3_robots_init(sqlite3*, char**, const sqlite3_api_routines*);

#define OOM_MAX_STEPS 20000   /* allocation points tried per call */

static sqlite3_mem_methods oomDefault;   /* SQLite's own allocator */
static long long oomCount;               /* allocations since arming */
static long long oomFailAt;              /* fail this one (0: never) */
static long long oomLive;                /* blocks allocated, not freed */
static int oomFailed;                    /* an allocation was failed */

static void *oomMalloc(int n){
  void *p;
  if( oomFailAt && ++oomCount==oomFailAt ){ oomFailed = 1; return 0; }
  p = oomDefault.xMalloc(n);
  if( p ) oomLive++;
  return p;
}
static void oomFree(void *p){
  if( p ) oomLive--;
  oomDefault.xFree(p);
}
static void *oomRealloc(void *p, int n){
  if( oomFailAt && ++oomCount==oomFailAt ){ oomFailed = 1; return 0; }
  return oomDefault.xRealloc(p, n);
}
static int oomSize(void *p){ return oomDefault.xSize(p); }
static int oomRoundup(int n){ return oomDefault.xRoundup(n); }
static int oomInit(void *p){ (void)p; return oomDefault.xInit(oomDefault.pAppData); }
static void oomShutdown(void *p){ (void)p; oomDefault.xShutdown(oomDefault.pAppData); }

/* Shared with the parent, so a crash can say which allocation caused it. */
static volatile long long *oomShared;

static void oomArm(long long iFail){
  oomCount = 0; oomFailed = 0; oomFailAt = iFail;
  if( oomShared ) *oomShared = iFail;
}
static void oomDisarm(void){ oomFailAt = 0; }

/* Open a connection with the extension registered (no failures). */
static sqlite3 *oomOpen(void){
  sqlite3 *db = 0;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) abort();
  if( sqlite3_robots_init(db, 0, 0)!=SQLITE_OK ) abort();
  return db;
}

static int nTotalPoints, nTotalNomem, nTotalBenign, nFail, nSkip, nOk;
static int bVerbose;

/* Registration under failures: SQLITE_OK or SQLITE_NOMEM, no leak. */
static void oomRegistration(void){
  long long i;
  int bad = 0;
  for(i=1; i<=OOM_MAX_STEPS; i++){
    sqlite3 *db = 0;
    long long live0 = oomLive;
    int rc;
    sqlite3_open(":memory:", &db);
    oomArm(i);
    rc = sqlite3_robots_init(db, 0, 0);
    oomDisarm();
    sqlite3_close(db);
    if( oomLive!=live0 ){
      printf("FAIL oom registration: failing allocation %lld leaks %lld blocks\n", i, oomLive-live0);
      bad = 1; break;
    }
    if( !oomFailed ) break;
    nTotalPoints++;
    if( rc==SQLITE_NOMEM ) nTotalNomem++;
    else if( rc==SQLITE_OK ) nTotalBenign++;
    else{ printf("FAIL oom registration: failing allocation %lld gives rc %d\n", i, rc); bad = 1; break; }
  }
  if( !bad ){ printf("ok oom registration: %lld allocation points\n", i-1); nOk++; }
  else nFail++;
}

/* Fail each allocation of one call in turn. */
static void oomCall(const Call *c){
  sqlite3 *db = oomOpen();
  sqlite3_stmt *p = 0;
  char *zBase = 0, *zGot = 0;
  size_t nBase, nGot;
  int rcBase, rc, bad = 0, nNomem = 0, nBenign = 0;
  long long i;
  if( sqlite3_prepare_v2(db, c->zSql, -1, &p, 0)!=SQLITE_OK ){
    printf("SKIP oom %s: cannot prepare: %s\n", c->zSql, sqlite3_errmsg(db));
    sqlite3_close(db); nSkip++; return;
  }
  samplesBind(p);
  rcBase = callsRun(db, p, &zBase, &nBase);
  sqlite3_finalize(p);
  sqlite3_close(db);
  for(i=1; i<=OOM_MAX_STEPS && !bad; i++){
    long long live0 = oomLive;
    db = oomOpen();
    sqlite3_prepare_v2(db, c->zSql, -1, &p, 0);
    samplesBind(p);
    oomArm(i);
    rc = callsRun(db, p, &zGot, &nGot);
    oomDisarm();
    sqlite3_finalize(p);
    sqlite3_close(db);
    if( oomLive!=live0 ){
      printf("FAIL oom %s: failing allocation %lld leaks %lld blocks\n", c->zSql, i, oomLive-live0);
      bad = 1;
    }else if( !oomFailed ){
      if( rc!=rcBase || nGot!=nBase || memcmp(zGot, zBase, nBase)!=0 ){
        printf("FAIL oom %s: result differs without any failure\n", c->zSql);
        bad = 1;
      }
      free(zGot);
      break;
    }else if( rc==SQLITE_NOMEM ){
      nNomem++;
    }else if( rc==rcBase && nGot==nBase && memcmp(zGot, zBase, nBase)==0 ){
      nBenign++;
    }else if( rc==SQLITE_ERROR && rcBase==SQLITE_ERROR ){
      /* the call fails anyway; sqlite3_result_error() may lose the text
      ** of the message when copying it fails, which SQLite does not report */
      nBenign++;
    }else{
      printf("FAIL oom %s: failing allocation %lld gives rc %d: %.200s\n    (expected SQLITE_NOMEM or: %.200s)\n",
             c->zSql, i, rc, zGot, zBase);
      bad = 1;
    }
    free(zGot);
  }
  nTotalPoints += nNomem + nBenign;
  nTotalNomem += nNomem; nTotalBenign += nBenign;
  if( bad ){ nFail++; }
  else{
    nOk++;
    if( bVerbose || c->bHand ){
      printf("ok oom %s%s: %d allocation points, %d NOMEM, %d same result\n",
             c->bHand ? "" : "(generic) ", c->zSql, nNomem+nBenign, nNomem, nBenign);
    }
  }
  free(zBase);
}

/* Run xTest(c) in a child process: a crash becomes a FAIL line naming the
** call and the failing allocation, and the harness goes on.  The child's
** figures come back through the shared page. */
static void oomIsolated(const Call *c){
  int status = 0, *aFig;
  pid_t pid;
  fflush(stdout);
  oomShared[0] = 0;
  pid = fork();
  if( pid==0 ){
    nOk = nFail = nSkip = nTotalPoints = nTotalNomem = nTotalBenign = 0;
    if( c ) oomCall(c); else oomRegistration();
    aFig = (int*)(oomShared+1);
    aFig[0] = nOk; aFig[1] = nFail; aFig[2] = nSkip;
    aFig[3] = nTotalPoints; aFig[4] = nTotalNomem; aFig[5] = nTotalBenign;
    fflush(stdout);
    _exit(0);
  }
  waitpid(pid, &status, 0);
  aFig = (int*)(oomShared+1);
  if( WIFEXITED(status) && WEXITSTATUS(status)==0 ){
    nOk += aFig[0]; nFail += aFig[1]; nSkip += aFig[2];
    nTotalPoints += aFig[3]; nTotalNomem += aFig[4]; nTotalBenign += aFig[5];
  }else{
    printf("FAIL oom %s: crashed (%s %d) when allocation %lld failed\n",
           c ? c->zSql : "registration",
           WIFSIGNALED(status) ? "signal" : "exit",
           WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status),
           (long long)oomShared[0]);
    nFail++;
  }
}

int main(int argc, char **argv){
  const char *zOnly = 0;
  sqlite3 *db;
  sqlite3_mem_methods m;
  Call *aCall;
  int nCall, i;
  for(i=1; i<argc; i++){
    if( strcmp(argv[i], "-v")==0 ) bVerbose = 1; else zOnly = argv[i];
  }
  setvbuf(stdout, 0, _IOLBF, 0);
  samplesInit();
  sqlite3_config(SQLITE_CONFIG_GETMALLOC, &oomDefault);
  m = oomDefault;
  m.xMalloc = oomMalloc; m.xFree = oomFree; m.xRealloc = oomRealloc;
  m.xSize = oomSize; m.xRoundup = oomRoundup; m.xInit = oomInit;
  m.xShutdown = oomShutdown;
  if( sqlite3_config(SQLITE_CONFIG_MALLOC, &m)!=SQLITE_OK ){
    printf("FAIL oom: cannot install the failing allocator\n"); return 1;
  }
  sqlite3_initialize();
  db = oomOpen();
  nCall = callsLoad(db, "tests/oom/calls.txt", zOnly, &aCall);
  sqlite3_close(db);
  oomShared = (volatile long long*)mmap(0, 4096, PROT_READ|PROT_WRITE,
                                        MAP_SHARED|MAP_ANONYMOUS, -1, 0);
  if( oomShared==MAP_FAILED ) return 1;
  oomIsolated(0);
  for(i=0; i<nCall; i++) oomIsolated(&aCall[i]);
  printf("oom figures: %d calls ok, %d failed, %d skipped; %d allocation failures injected: "
         "%d gave SQLITE_NOMEM, %d gave the same result\n",
         nOk, nFail, nSkip, nTotalPoints, nTotalNomem, nTotalBenign);
  free(aCall);
  sqlite3_shutdown();
  free(sampleGz);
  return 0;
}
