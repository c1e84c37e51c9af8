/*
** fuzz_sql.c: libFuzzer target for the whole SQL surface.  At start-up it
** registers the extension on an in-memory database and lists every
** robots_* / sitemap_* function and table (sql_surface.h), so functions
** that land later are fuzzed without touching this file.
**
** Input: byte 0 picks the call, byte 1 the types of the first four
** arguments (2 bits each: TEXT, BLOB, INTEGER, REAL-or-NULL), the rest is
** split on FUZZ_SEP into the arguments.  Every row and column is read.  Any
** outcome but a crash, a sanitizer report or a hang is fine: errors are
** defined results.  ROBOTS_FUZZ_ONLY=name,name limits the calls.
** FUZZ_NEEDS: sql_ext.c
** FUZZ_SQL
*/
#include "fuzz_common.h"
#include "sql_surface.h"

int sqlite3_robots_init(sqlite3*, char**, const sqlite3_api_routines*);

static sqlite3 *fuzzDb;
static SqlCall *fuzzCalls;
static sqlite3_stmt **fuzzStmts;
static int fuzzNCall;

/* 1 if zName is in the comma-separated list zList. */
static int fuzzListed(const char *zList, const char *zName){
  size_t n = strlen(zName);
  const char *p = zList;
  while( (p = strstr(p, zName))!=NULL ){
    if( (p==zList || p[-1]==',') && (p[n]==0 || p[n]==',') ) return 1;
    p += n;
  }
  return 0;
}

/* Open the database and prepare one statement per call. */
static void fuzzInit(void){
  const char *zOnly = getenv("ROBOTS_FUZZ_ONLY");
  SqlCall *aAll;
  int nAll, i;
  char *zErr = 0;
  if( sqlite3_open(":memory:", &fuzzDb)!=SQLITE_OK ) abort();
  if( sqlite3_robots_init(fuzzDb, &zErr, 0)!=SQLITE_OK ) abort();
  sqlite3_limit(fuzzDb, SQLITE_LIMIT_LENGTH, 8*1000*1000);
  nAll = sqlSurfaceList(fuzzDb, &aAll);
  fuzzCalls = (SqlCall*)calloc((size_t)nAll+1, sizeof(SqlCall));
  fuzzStmts = (sqlite3_stmt**)calloc((size_t)nAll+1, sizeof(sqlite3_stmt*));
  for(i=0; i<nAll; i++){
    if( zOnly && !fuzzListed(zOnly, aAll[i].zName) ) continue;
    if( sqlite3_prepare_v2(fuzzDb, aAll[i].zSql, -1, &fuzzStmts[fuzzNCall], 0) ){
      fprintf(stderr, "fuzz_sql: cannot prepare %s: %s\n", aAll[i].zSql,
              sqlite3_errmsg(fuzzDb));
      abort();
    }
    fuzzCalls[fuzzNCall++] = aAll[i];
  }
  free(aAll);
  if( fuzzNCall==0 ){ fprintf(stderr, "fuzz_sql: no calls\n"); abort(); }
  fprintf(stderr, "fuzz_sql: %d calls\n", fuzzNCall);
}

/* Bind argument i (1-based) from span s with type code t. */
static void fuzzBind(sqlite3_stmt *p, int i, Span s, int t){
  char zNum[32];
  size_t k = s.n<sizeof(zNum)-1 ? s.n : sizeof(zNum)-1;
  memcpy(zNum, s.z, k);
  zNum[k] = 0;
  switch( t ){
    case 0: sqlite3_bind_text(p, i, s.z, (int)s.n, SQLITE_TRANSIENT); break;
    case 1: sqlite3_bind_blob(p, i, s.z, (int)s.n, SQLITE_TRANSIENT); break;
    case 2: sqlite3_bind_int64(p, i, strtoll(zNum, 0, 10)); break;
    default:
      if( s.n==0 ) sqlite3_bind_null(p, i);
      else sqlite3_bind_double(p, i, strtod(zNum, 0));
      break;
  }
}

/* With ROBOTS_FUZZ_LIST set, print "index name nArg" per call and exit (the
** seed generator uses it to aim seeds at each call). */
int LLVMFuzzerInitialize(int *pArgc, char ***pArgv){
  int i;
  (void)pArgc; (void)pArgv;
  fuzzInit();
  if( getenv("ROBOTS_FUZZ_LIST") ){
    for(i=0; i<fuzzNCall; i++){
      printf("%d %s %d\n", i, fuzzCalls[i].zName, fuzzCalls[i].nArg);
    }
    exit(0);
  }
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[FUZZ_MAX_PARTS];
  sqlite3_stmt *p;
  int iCall, i, j, nRow = 0;
  unsigned types;
  if( size<2 ) return 0;
  iCall = data[0] % fuzzNCall;
  types = data[1];
  p = fuzzStmts[iCall];
  fuzzSplit(data+2, size-2, a, FUZZ_MAX_PARTS);
  for(i=1; i<=fuzzCalls[iCall].nArg; i++){
    fuzzBind(p, i, a[i-1], i<=4 ? (int)(types>>(2*(i-1)))&3 : 0);
  }
  while( sqlite3_step(p)==SQLITE_ROW && nRow++<2000 ){
    for(j=0; j<sqlite3_column_count(p); j++){
      if( sqlite3_column_type(p, j)==SQLITE_BLOB ){
        (void)sqlite3_column_blob(p, j);
      }else{
        (void)sqlite3_column_text(p, j);
      }
      (void)sqlite3_column_bytes(p, j);
    }
  }
  sqlite3_reset(p);
  sqlite3_clear_bindings(p);
  return 0;
}
