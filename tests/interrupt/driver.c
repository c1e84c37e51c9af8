/*
** driver.c: how soon a long call stops after sqlite3_interrupt, measured
** against a SQLite new enough to have sqlite3_is_interrupted (3.41+),
** which the extension finds at run time.  Built by tests/sh/test_interrupt.sh
** from an amalgamation (npm's better-sqlite3 ships one).
**
**   driver EXT SETUP QUERY DELAY_MS [PARAMS]
**
** Opens :memory:, loads EXT, runs SETUP (statements that build the input),
** then steps QUERY while another thread waits DELAY_MS and interrupts.
** PARAMS, when given, is a query whose one row's values become QUERY's
** parameters ?1, ?2...: copied once by the driver and bound SQLITE_STATIC
** (TEXT with length -1, NUL-terminated), so that no copy of a huge
** document (SQLite's, not the extension's) runs while the timer does.  The
** timer starts after binding, right before the first sqlite3_step.
** Prints "rc=N total=S latency=S": the query's result code, its seconds,
** and the seconds from the interrupt to the query's return (-1 when the
** query ended before the interrupt).
*/
#include "sqlite3.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static sqlite3 *db;
static int nDelayMs;
static double tInterrupt = -1;

/* Monotonic seconds. */
static double now(void){
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec*1e-9;
}

/* The interrupting thread: wait, then interrupt. */
static void *interrupter(void *p){
  struct timespec d;
  (void)p;
  d.tv_sec = nDelayMs/1000;
  d.tv_nsec = (long)(nDelayMs%1000)*1000000L;
  nanosleep(&d, NULL);
  tInterrupt = now();
  sqlite3_interrupt(db);
  return NULL;
}

/* The values of PARAMS' first row, bound to s as static copies (kept in
** *pazKeep, freed by the caller).  Returns 0, or 2 with a message. */
static int bindParams(sqlite3_stmt *s, const char *zParams, char ***pazKeep){
  sqlite3_stmt *q = NULL;
  int i, n;
  if( sqlite3_prepare_v2(db, zParams, -1, &q, 0)!=SQLITE_OK
   || sqlite3_step(q)!=SQLITE_ROW ){
    fprintf(stderr, "driver: params: %s\n", sqlite3_errmsg(db));
    sqlite3_finalize(q);
    return 2;
  }
  n = sqlite3_column_count(q);
  *pazKeep = calloc((size_t)n + 1, sizeof(char*));
  for(i=0; i<n; i++){
    int nByte = sqlite3_column_bytes(q, i);
    int bBlob = sqlite3_column_type(q, i)==SQLITE_BLOB;
    const void *pSrc = bBlob ? sqlite3_column_blob(q, i)
                             : (const void*)sqlite3_column_text(q, i);
    char *z = malloc((size_t)nByte + 1);
    if( z==NULL ){ sqlite3_finalize(q); return 2; }
    if( nByte>0 ) memcpy(z, pSrc, (size_t)nByte);
    z[nByte] = 0;
    (*pazKeep)[i] = z;
    if( bBlob ) sqlite3_bind_blob(s, i+1, z, nByte, SQLITE_STATIC);
    else sqlite3_bind_text(s, i+1, z, -1, SQLITE_STATIC);
  }
  sqlite3_finalize(q);
  return 0;
}

int main(int argc, char **argv){
  sqlite3_stmt *s = NULL;
  pthread_t th;
  char *zErr = NULL;
  char **azKeep = NULL;
  double t0, t1;
  int rc, i;
  if( argc!=5 && argc!=6 ){
    fprintf(stderr, "usage: driver EXT SETUP QUERY DELAY_MS [PARAMS]\n");
    return 2;
  }
  nDelayMs = atoi(argv[4]);
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) return 2;
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, argv[1], 0, &zErr)!=SQLITE_OK
   || sqlite3_exec(db, argv[2], 0, 0, &zErr)!=SQLITE_OK ){
    fprintf(stderr, "driver: %s\n", zErr ? zErr : "?");
    return 2;
  }
  if( sqlite3_prepare_v2(db, argv[3], -1, &s, 0)!=SQLITE_OK ){
    fprintf(stderr, "driver: %s\n", sqlite3_errmsg(db));
    return 2;
  }
  if( argc==6 && bindParams(s, argv[5], &azKeep) ) return 2;
  t0 = now();
  pthread_create(&th, NULL, interrupter, NULL);
  while( (rc = sqlite3_step(s))==SQLITE_ROW ){}
  t1 = now();
  pthread_join(th, NULL);
  rc = sqlite3_finalize(s);
  printf("rc=%d total=%.3f latency=%.3f version=%s\n", rc, t1 - t0,
         tInterrupt>0 && tInterrupt<=t1 ? t1 - tInterrupt : -1.0,
         sqlite3_libversion());
  sqlite3_close(db);
  for(i=0; azKeep && azKeep[i]; i++) free(azKeep[i]);
  free(azKeep);
  return 0;
}
