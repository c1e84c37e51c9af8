/*
** sql_runner.c: runs the SQL tests through a real SQLite on Windows (under
** wine).  Cross-built by tests/cross/wine.sh with SQLite's amalgamation, it
** loads the extension with sqlite3_load_extension, as sqlite3.exe's .load
** does, then for each file runs every statement on a fresh in-memory
** database.  The files are those of tests/sql that pass when every output
** row is "name|1" (tests/run.sh's rule), so each row is checked as it
** comes.  readfile(path) is defined as the sqlite3 shell defines it.
**
**   sql_runner.exe dist\mingw\robots.dll tests/sql/a.sql tests/sql/b.sql
**
** Prints "ok wine_sql_NAME (N rows)" or "FAIL wine_sql_NAME: why" per file.
*/
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* readfile(path): the file's bytes as a BLOB, NULL when it cannot be read. */
static void runnerReadfile(sqlite3_context *ctx, int argc,
                           sqlite3_value **argv){
  const char *zName = (const char*)sqlite3_value_text(argv[0]);
  FILE *f;
  long n;
  char *p;
  (void)argc;
  if( zName==0 || (f = fopen(zName, "rb"))==0 ) return;
  if( fseek(f, 0, SEEK_END)==0 && (n = ftell(f))>=0 && fseek(f, 0, SEEK_SET)==0
   && (p = sqlite3_malloc64((sqlite3_uint64)n + 1))!=0 ){
    if( fread(p, 1, (size_t)n, f)==(size_t)n ){
      sqlite3_result_blob64(ctx, p, (sqlite3_uint64)n, sqlite3_free);
    }else{
      sqlite3_free(p);
    }
  }
  fclose(f);
}

/* The whole of file zPath, NUL-terminated (malloc'd), or 0. */
static char *runnerSlurp(const char *zPath){
  FILE *f = fopen(zPath, "rb");
  char *z = 0;
  long n;
  if( f==0 ) return 0;
  if( fseek(f, 0, SEEK_END)==0 && (n = ftell(f))>=0 && fseek(f, 0, SEEK_SET)==0
   && (z = malloc((size_t)n + 1))!=0 ){
    if( fread(z, 1, (size_t)n, f)!=(size_t)n ){ free(z); z = 0; }
    else z[n] = 0;
  }
  fclose(f);
  return z;
}

/* Does the row, as the shell prints it ("a|b|1"), end in "|1" with no
** newline in it?  zRow gets the row (cut at nRow) for a failure message. */
static int runnerRowPasses(sqlite3_stmt *pStmt, char *zRow, size_t nRow){
  int i, nCol = sqlite3_column_count(pStmt);
  size_t n = 0;
  zRow[0] = 0;
  for(i=0; i<nCol; i++){
    const char *z = (const char*)sqlite3_column_text(pStmt, i);
    int nz = sqlite3_column_bytes(pStmt, i);
    if( z && memchr(z, '\n', (size_t)nz) ) return 0;
    if( n+(size_t)nz+2<nRow ){
      if( i ) zRow[n++] = '|';
      if( z ) memcpy(zRow+n, z, (size_t)nz);
      n += (size_t)nz;
      zRow[n] = 0;
    }
  }
  return nCol>=2 && sqlite3_column_bytes(pStmt, nCol-1)==1
      && sqlite3_column_text(pStmt, nCol-1)[0]=='1';
}

/* Run file zPath on a fresh database with zExt loaded; 0 when it passed. */
static int runnerFile(const char *zExt, const char *zPath, const char *zName){
  sqlite3 *db = 0;
  sqlite3_stmt *pStmt = 0;
  char *zErr = 0, *zSql = runnerSlurp(zPath);
  const char *zTail;
  char zRow[200];
  int rc, nRow = 0;
  if( zSql==0 ){
    printf("FAIL wine_sql_%s: cannot read %s\n", zName, zPath);
    return 1;
  }
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK
   || sqlite3_enable_load_extension(db, 1)!=SQLITE_OK
   || sqlite3_create_function(db, "readfile", 1, SQLITE_UTF8, 0,
                              runnerReadfile, 0, 0)!=SQLITE_OK
   || sqlite3_load_extension(db, zExt, 0, &zErr)!=SQLITE_OK ){
    printf("FAIL wine_sql_%s: cannot load %s: %s\n", zName, zExt,
           zErr ? zErr : sqlite3_errmsg(db));
    sqlite3_free(zErr); sqlite3_close(db); free(zSql);
    return 1;
  }
  for(zTail=zSql; *zTail; ){
    if( sqlite3_prepare_v2(db, zTail, -1, &pStmt, &zTail)!=SQLITE_OK ) break;
    if( pStmt==0 ) continue;
    while( (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      nRow++;
      if( !runnerRowPasses(pStmt, zRow, sizeof(zRow)) ){
        printf("FAIL wine_sql_%s: %s\n", zName, zRow);
        sqlite3_finalize(pStmt); sqlite3_close(db); free(zSql);
        return 1;
      }
    }
    sqlite3_finalize(pStmt);
    pStmt = 0;
    if( rc!=SQLITE_DONE ) break;
  }
  if( sqlite3_errcode(db)!=SQLITE_OK ){
    printf("FAIL wine_sql_%s: %s\n", zName, sqlite3_errmsg(db));
    rc = 1;
  }else{
    printf("ok wine_sql_%s (%d rows)\n", zName, nRow);
    rc = 0;
  }
  sqlite3_close(db);
  free(zSql);
  return rc;
}

int main(int argc, char **argv){
  int i, nFail = 0;
  if( argc<3 ){
    fprintf(stderr, "usage: sql_runner EXTENSION FILE.sql...\n");
    return 2;
  }
  for(i=2; i<argc; i++){
    const char *zBase = strrchr(argv[i], '/');
    char zName[100];
    size_t n;
    zBase = zBase ? zBase+1 : argv[i];
    n = strcspn(zBase, ".");
    if( n>=sizeof(zName) ) n = sizeof(zName)-1;
    memcpy(zName, zBase, n);
    zName[n] = 0;
    nFail += runnerFile(argv[1], argv[i], zName);
    fflush(stdout);
  }
  return nFail ? 1 : 0;
}
