/*
** noop_ext.c: the floor of the join benchmarks.  noop3(txt, agent, url)
** takes the same three arguments as robots_allowed, reads them the same way
** (type check, then the bytes and their length, never converted) and
** returns 0 or 1 from the bytes, so the query does all the work SQLite does
** for robots_allowed except the decision itself.  Loaded by the benchmark
** only: `.load dist/bench/noop`.
*/
#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1

/* Length of argument v's bytes plus its first byte; -1 when not TEXT/BLOB. */
static long noopArg(sqlite3_value *v){
  const unsigned char *z;
  int eType = sqlite3_value_type(v);
  int n;
  if( eType!=SQLITE_TEXT && eType!=SQLITE_BLOB ) return -1;
  z = (const unsigned char*)sqlite3_value_blob(v);
  n = sqlite3_value_bytes(v);
  return (long)n + (n>0 && z ? z[0] : 0);
}

/* noop3(txt, agent, url): 1 if the three byte counts add up to an even
** number, else 0; NULL when an argument is not TEXT or BLOB. */
static void noopFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  long a = noopArg(argv[0]), b, c;
  (void)argc;
  if( a<0 ) return;
  b = noopArg(argv[1]);
  if( b<0 ) return;
  c = noopArg(argv[2]);
  if( c<0 ) return;
  sqlite3_result_int(ctx, ((a + b + c) & 1)==0);
}

#ifdef _WIN32
__declspec(dllexport)
#endif
/* Entry point: register noop3 with the flags robots_allowed uses. */
int sqlite3_noop_init(sqlite3 *db, char **pzErrMsg,
                      const sqlite3_api_routines *pApi){
  SQLITE_EXTENSION_INIT2(pApi);
  (void)pzErrMsg;
  return sqlite3_create_function(db, "noop3", 3,
      SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, 0, noopFunc, 0, 0);
}
