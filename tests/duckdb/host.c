/*
** host.c: a small DuckDB shell for the tests and the benchmark.  It opens
** an in-memory database that allows unsigned extensions, reads SQL from
** stdin, runs each statement in turn and prints every result row as its
** columns joined by '|' (NULL as empty; BLOBs as DuckDB's VARCHAR cast
** shows them); statements other than queries print nothing.  A failing
** statement prints "Error: <message>" and the run goes on; the exit status
** is 1 when any failed.  With -t, each statement's wall time and the
** process's CPU time (all threads) are printed to stderr as
** "time <wall seconds> <cpu seconds>".  With -i MS, the last statement is
** interrupted (duckdb_interrupt, as a client's Ctrl-C) MS milliseconds
** after it starts.
**
**   dist/duckdb/host [-t] [-i MS] < script.sql
*/
#include <duckdb.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* All of stdin as a NUL-terminated string (NULL when out of memory). */
static char *hostReadAll(void){
  size_t n = 0, nAlloc = 65536;
  char *z = malloc(nAlloc);
  size_t k;
  while( z && (k = fread(z+n, 1, nAlloc-n-1, stdin))>0 ){
    n += k;
    if( nAlloc-n<2 ){
      char *zNew = realloc(z, nAlloc*2);
      if( zNew==NULL ){ free(z); return NULL; }
      z = zNew;
      nAlloc *= 2;
    }
  }
  if( z ) z[n] = 0;
  return z;
}

/* Print the rows of r. */
static void hostPrint(duckdb_result *r){
  idx_t nCol = duckdb_column_count(r), nRow = duckdb_row_count(r), i, j;
  for(i=0; i<nRow; i++){
    for(j=0; j<nCol; j++){
      char *z = duckdb_value_is_null(r, j, i) ? NULL : duckdb_value_varchar(r, j, i);
      printf("%s%s", j ? "|" : "", z ? z : "");
      duckdb_free(z);
    }
    printf("\n");
  }
}

/* Seconds on clock c (CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID). */
static double hostNow(clockid_t c){
  struct timespec t;
  clock_gettime(c, &t);
  return (double)t.tv_sec + (double)t.tv_nsec/1e9;
}

/* Run statement i of st on con: 0 or 1 (failed). */
static int hostRun(duckdb_connection con, duckdb_extracted_statements st,
                   idx_t i, int bTime){
  duckdb_prepared_statement p = NULL;
  duckdb_result r;
  double t0 = hostNow(CLOCK_MONOTONIC), c0 = hostNow(CLOCK_PROCESS_CPUTIME_ID);
  int rc = 0;
  if( duckdb_prepare_extracted_statement(con, st, i, &p)==DuckDBError ){
    printf("Error: %s\n", duckdb_prepare_error(p));
    duckdb_destroy_prepare(&p);
    return 1;
  }
  if( duckdb_execute_prepared(p, &r)==DuckDBError ){
    printf("Error: %s\n", duckdb_result_error(&r));
    rc = 1;
  }else if( duckdb_prepared_statement_type(p)==DUCKDB_STATEMENT_TYPE_SELECT ){
    hostPrint(&r);                     /* not CREATE's count of rows */
  }
  if( bTime ){
    fprintf(stderr, "time %.3f %.3f\n", hostNow(CLOCK_MONOTONIC)-t0,
            hostNow(CLOCK_PROCESS_CPUTIME_ID)-c0);
  }
  duckdb_destroy_result(&r);
  duckdb_destroy_prepare(&p);
  fflush(stdout);
  return rc;
}

/* The interrupter of -i: the connection and the delay. */
typedef struct HostStop {
  duckdb_connection con;
  long ms;
} HostStop;

/* Sleep the delay, then interrupt the connection's running query. */
static void *hostStopThread(void *pv){
  HostStop *p = (HostStop*)pv;
  struct timespec t;
  t.tv_sec = p->ms/1000;
  t.tv_nsec = (p->ms%1000)*1000000L;
  nanosleep(&t, NULL);
  duckdb_interrupt(p->con);
  return NULL;
}

int main(int argc, char **argv){
  duckdb_database db;
  duckdb_connection con;
  duckdb_config cfg;
  duckdb_extracted_statements st = NULL;
  char *zErr = NULL, *zSql;
  idx_t n, i;
  int bTime = 0, nFail = 0, k;
  HostStop stop = { NULL, -1 };
  pthread_t th;
  for(k=1; k<argc; k++){
    if( strcmp(argv[k], "-t")==0 ) bTime = 1;
    else if( strcmp(argv[k], "-i")==0 && k+1<argc ) stop.ms = atol(argv[++k]);
  }
  if( (zSql = hostReadAll())==NULL ) return 2;
  duckdb_create_config(&cfg);
  duckdb_set_config(cfg, "allow_unsigned_extensions", "true");
  if( duckdb_open_ext(NULL, &db, cfg, &zErr)==DuckDBError ){
    fprintf(stderr, "host: %s\n", zErr ? zErr : "cannot open");
    return 2;
  }
  duckdb_destroy_config(&cfg);
  duckdb_connect(db, &con);
  n = duckdb_extract_statements(con, zSql, &st);
  if( n==0 ){
    printf("Error: %s\n", duckdb_extract_statements_error(st));
    nFail = 1;
  }
  stop.con = con;
  for(i=0; i<n; i++){
    int bStop = i+1==n && stop.ms>=0
             && pthread_create(&th, NULL, hostStopThread, &stop)==0;
    nFail += hostRun(con, st, i, bTime);
    if( bStop ) pthread_join(th, NULL);
  }
  duckdb_destroy_extracted(&st);
  duckdb_disconnect(&con);
  duckdb_close(&db);
  free(zSql);
  return nFail ? 1 : 0;
}
