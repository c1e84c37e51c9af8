/*
** calls.h: the list of SQL calls the out-of-memory harness and the thread
** test run: the hand-written representative calls of tests/oom/calls.txt
** whose function is registered, then a generic call (sql_surface.h) for
** every registered name and argument count.  callsLoad fills the list.
*/
#ifndef ROBOTS_CALLS_H
#define ROBOTS_CALLS_H

#include <stdio.h>
#include "sql_surface.h"

typedef struct Call {
  char zName[64];      /* function or table name */
  char zSql[1024];     /* statement with named or ?N parameters */
  int bHand;           /* from calls.txt */
} Call;

/* 1 if zName is registered on db as a function or a module. */
static int callsRegistered(sqlite3 *db, const char *zName){
  sqlite3_stmt *p = 0;
  int b = 0;
  sqlite3_prepare_v2(db, "SELECT 1 FROM pragma_function_list WHERE name=?1 "
                         "UNION SELECT 1 FROM pragma_module_list WHERE name=?1",
                     -1, &p, 0);
  sqlite3_bind_text(p, 1, zName, -1, SQLITE_STATIC);
  b = sqlite3_step(p)==SQLITE_ROW;
  sqlite3_finalize(p);
  return b;
}

/* Fill *pa from zFile and db's surface; names not matching zOnly (a
** comma-separated list, or NULL for all) are left out.  Returns the count. */
static int callsLoad(sqlite3 *db, const char *zFile, const char *zOnly, Call **pa){
  FILE *f = fopen(zFile, "r");
  char zLine[1000];
  SqlCall *aS = 0;
  int nS, i, n = 0;
  Call *a = (Call*)calloc(1, sizeof(Call));
  while( f && fgets(zLine, sizeof(zLine), f) ){
    char *zBar = strchr(zLine, '|');
    size_t k = strlen(zLine);
    if( zLine[0]=='#' || zBar==0 ) continue;
    while( k>0 && (zLine[k-1]=='\n' || zLine[k-1]=='\r') ) zLine[--k] = 0;
    *zBar = 0;
    if( !callsRegistered(db, zLine) ) continue;
    if( zOnly && !strstr(zOnly, zLine) ) continue;
    a = (Call*)realloc(a, sizeof(Call)*(size_t)(n+1));
    snprintf(a[n].zName, sizeof(a[n].zName), "%.63s", zLine);
    snprintf(a[n].zSql, sizeof(a[n].zSql), "%s", zBar+1);
    a[n].bHand = 1;
    n++;
  }
  if( f ) fclose(f);
  nS = sqlSurfaceList(db, &aS);
  for(i=0; i<nS; i++){
    if( zOnly && !strstr(zOnly, aS[i].zName) ) continue;
    a = (Call*)realloc(a, sizeof(Call)*(size_t)(n+1));
    snprintf(a[n].zName, sizeof(a[n].zName), "%s", aS[i].zName);
    snprintf(a[n].zSql, sizeof(a[n].zSql), "%s", aS[i].zSql);
    a[n].bHand = 0;
    n++;
  }
  free(aS);
  *pa = a;
  return n;
}

/* Run p to the end, appending a tagged text form of every value (or the
** error) to the malloc'd *pz.  Returns the final result code. */
static int callsRun(sqlite3 *db, sqlite3_stmt *p, char **pz, size_t *pn){
  int rc, j;
  size_t nAlloc = 0;
  char *z = 0;
  *pn = 0;
#define CALLS_PUT(zz, nn) do{ size_t n_ = (nn); \
    if( *pn+n_+1>nAlloc ){ nAlloc = (*pn+n_+1)*2; z = (char*)realloc(z, nAlloc); } \
    memcpy(z+*pn, (zz), n_); *pn += n_; z[*pn] = 0; }while(0)
  while( (rc = sqlite3_step(p))==SQLITE_ROW ){
    for(j=0; j<sqlite3_column_count(p); j++){
      int t = sqlite3_column_type(p, j);
      const void *v = t==SQLITE_BLOB ? sqlite3_column_blob(p, j)
                                     : (const void*)sqlite3_column_text(p, j);
      int nv = sqlite3_column_bytes(p, j);
      char tag[2] = { (char)('0'+t), '=' };
      if( v==0 && t!=SQLITE_NULL && (t!=SQLITE_BLOB || nv>0) ){
        rc = SQLITE_NOMEM; goto done;
      }
      CALLS_PUT(tag, 2);
      if( v ) CALLS_PUT(v, (size_t)nv);
      CALLS_PUT("|", 1);
    }
    CALLS_PUT("\n", 1);
  }
  if( rc!=SQLITE_DONE ){
    const char *zErr = sqlite3_errmsg(db);
    CALLS_PUT("error: ", 7);
    CALLS_PUT(zErr, strlen(zErr));
  }
done:
  if( z==0 ){ z = (char*)malloc(1); z[0] = 0; }
  *pz = z;
  return rc;
#undef CALLS_PUT
}

#endif /* ROBOTS_CALLS_H */
