/*
** pg_script.c: writes the part of the PostgreSQL install scripts that
** comes from the catalog (a program, built by `make pg-script`, not part
** of the extension).  For every function PostgreSQL offers, one CREATE OR
** REPLACE FUNCTION per signature: each count of arguments from nRequired
** to nArg, and each SQL type an argument's kind takes (a document: text
** and bytea; a time: text, bigint and timestamptz; JSON: text and jsonb).
** STRICT when every argument's NULL gives NULL; IMMUTABLE when pure
** (pgsPure), PARALLEL RESTRICTED when it uses the backend's cache
** (CAT_CONN_STATE), else SAFE.  A table function RETURNS TABLE with its columns.
**
**   dist/pg_script > ext/postgres/robots--catalog.sql
*/
#include "../catalog/catalog.h"

#include <stdio.h>
#include <string.h>

/* The SQL types a kind takes as an argument, in overload order. */
static int pgsTypes(int eKind, const char **az){
  switch( eKind ){
    case CAT_BYTES: az[0] = "text"; az[1] = "bytea"; return 2;
    case CAT_TIME: az[0] = "text"; az[1] = "bigint"; az[2] = "timestamptz"; return 3;
    case CAT_JSON: az[0] = "text"; az[1] = "jsonb"; return 2;
    case CAT_INT: az[0] = "bigint"; return 1;
    case CAT_NUMBER: az[0] = "double precision"; return 1;
  }
  az[0] = "text";
  return 1;
}

/* The SQL type of a result or column kind. */
static const char *pgsResult(int eKind){
  switch( eKind ){
    case CAT_BOOL: return "boolean";
    case CAT_INT: return "bigint";
    case CAT_INT32: return "int";
    case CAT_REAL: case CAT_NUMBER: return "double precision";
    case CAT_JSON: return "jsonb";
  }
  return "text";
}

/* 1 when every argument of f up to n gives NULL for NULL. */
static int pgsStrict(const CatFunc *f, int n){
  int i;
  for(i=0; i<n; i++) if( f->aArg[i].eNull!=CAT_NULL_RESULT ) return 0;
  return 1;
}

/* The RETURNS clause of f. */
static void pgsReturns(const CatFunc *f){
  int i;
  if( f->pTable==NULL ){
    printf("  RETURNS %s", pgsResult(f->eResult));
    return;
  }
  printf("  RETURNS TABLE(");
  for(i=0; i<f->pTable->nCol; i++){
    printf("%s\"%s\" %s", i ? ", " : "", f->pTable->aCol[i].zName,
           pgsResult(f->pTable->aCol[i].eKind));
  }
  printf(")");
}

/* 1 when f is IMMUTABLE here: pure, or not pure only because it reads a
** user table that a host may have (CAT_CRAWLERS, CAT_RANGES: PostgreSQL
** has none, so there the answer depends on the arguments alone). */
static int pgsPure(const CatFunc *f){
  if( f->mFlags & CAT_VOLATILE ) return 0;
  return (f->mFlags & (CAT_PURE|CAT_CRAWLERS|CAT_RANGES))!=0;
}

/* One signature of f: n arguments, argument i of type choice aChoice[i]. */
static void pgsSignature(const CatFunc *f, int n, const int *aChoice){
  int i;
  printf("CREATE OR REPLACE FUNCTION %s(", f->zName);
  for(i=0; i<n; i++){
    const char *az[3];
    pgsTypes(f->aArg[i].eKind, az);
    printf("%s\"%s\" %s", i ? ", " : "", f->aArg[i].zName, az[aChoice[i]]);
  }
  printf(")\n");
  pgsReturns(f);
  printf(" AS 'MODULE_PATHNAME', '%s'\n  LANGUAGE C %s%sPARALLEL %s;\n",
         f->zName, pgsPure(f) ? "IMMUTABLE " : "VOLATILE ",
         pgsStrict(f, n) ? "STRICT " : "",
         (f->mFlags & CAT_CONN_STATE) ? "RESTRICTED" : "SAFE");
}

/* Every signature of f with n arguments (an odometer over the types). */
static void pgsArity(const CatFunc *f, int n){
  int aChoice[CAT_MAX_ARG], aMax[CAT_MAX_ARG], i;
  for(i=0; i<n; i++){
    const char *az[3];
    aChoice[i] = 0;
    aMax[i] = pgsTypes(f->aArg[i].eKind, az);
  }
  for(;;){
    pgsSignature(f, n, aChoice);
    for(i=n-1; i>=0; i--){
      if( ++aChoice[i]<aMax[i] ) break;
      aChoice[i] = 0;
    }
    if( i<0 ) break;
  }
}

int main(void){
  int i, n;
  printf("-- Written by pg_script from the catalog (ext/catalog): do not edit.\n"
         "-- Every function the catalog describes and PostgreSQL offers.\n");
  for(i=0; i<catFuncCount; i++){
    const CatFunc *f = catFuncs[i];
    if( f->mFlags & (CAT_NO_PG|CAT_FETCH) ) continue;
    printf("\n-- %s: %s\n", f->zName, f->zDoc);
    for(n=f->nRequired; n<=f->nArg; n++) pgsArity(f, n);
  }
  return 0;
}
