/*
** pg_script.c: writes the part of the PostgreSQL install scripts that
** comes from the catalog (a program, built by `make pg-script`, not part
** of the extension).  For every function PostgreSQL offers, one CREATE OR
** REPLACE FUNCTION per signature: each count of arguments from nRequired
** to nArg, and each SQL type an argument's kind takes (a document: text
** and bytea; a time: text, bigint and timestamptz; JSON: text and jsonb:
** catKindTypes).  STRICT, IMMUTABLE (else VOLATILE) and one signature with
** defaults as the catalog says (cat_host.h); PARALLEL RESTRICTED when it
** uses the backend's cache (CAT_CONN_STATE), else SAFE.  A function
** flagged CAT_PG_V11 keeps its 1.1 declarations.  A table function
** RETURNS TABLE with its columns.
** An aggregate (catAggFuncs) gets a transition function per signature
** (robots_internal.NAME_step(internal, ...)), a final function and CREATE
** OR REPLACE AGGREGATE over an internal state (read-only final: it may be
** a window aggregate); a window function is one signature as above,
** LANGUAGE C WINDOW.
**
**   dist/pg_script > ext/postgres/robots--catalog.sql
*/
#include "../catalog/cat_host.h"

#include <stdio.h>
#include <string.h>

/* The RETURNS clause of f. */
static void pgsReturns(const CatFunc *f){
  int i;
  if( f->pTable==NULL ){
    printf("  RETURNS %s", catKindName(f->eResult));
    return;
  }
  printf("  RETURNS TABLE(");
  for(i=0; i<f->pTable->nCol; i++){
    printf("%s\"%s\" %s", i ? ", " : "", f->pTable->aCol[i].zName,
           catKindName(f->pTable->aCol[i].eKind));
  }
  printf(")");
}

/* IMMUTABLE when f is pure in PostgreSQL (which has no user tables),
** else VOLATILE. */
static const char *pgsVolatility(const CatFunc *f){
  return catPureWithoutTables(f) ? "IMMUTABLE " : "VOLATILE ";
}

/* The argument list of n arguments, argument i of type choice aChoice[i]
** (aChoice NULL: each first type, DEFAULT NULL after the required ones). */
static void pgsArgs(const CatFunc *f, int n, const int *aChoice){
  int i;
  for(i=0; i<n; i++){
    const char *az[3];
    catKindTypes(f->aArg[i].eKind, az);
    printf("%s\"%s\" %s%s", i ? ", " : "", f->aArg[i].zName,
           az[aChoice ? aChoice[i] : 0],
           aChoice==NULL && i>=f->nRequired ? " DEFAULT NULL" : "");
  }
}

/* One signature of f: n arguments, argument i of type choice aChoice[i]
** (aChoice NULL: with defaults); zKind "WINDOW " for a window function;
** PARALLEL RESTRICTED when f uses the backend's cache (CAT_CONN_STATE: a
** worker has a cache of its own), else SAFE. */
static void pgsSignature(const CatFunc *f, int n, const int *aChoice,
                         const char *zKind){
  printf("CREATE OR REPLACE FUNCTION %s(", f->zName);
  pgsArgs(f, n, aChoice);
  printf(")\n");
  pgsReturns(f);
  printf(" AS 'MODULE_PATHNAME', '%s'\n  LANGUAGE C %s%s%sPARALLEL %s;\n",
         f->zName, zKind, pgsVolatility(f), catStrict(f, n) ? "STRICT " : "",
         (f->mFlags & CAT_CONN_STATE) ? "RESTRICTED" : "SAFE");
}

/* One signature of aggregate f: its transition function (the step
** symbol) and the aggregate over it. */
static void pgsAggregate(const CatFunc *f, int n, const int *aChoice){
  int i;
  printf("CREATE OR REPLACE FUNCTION robots_internal.%s_step(internal", f->zName);
  for(i=0; i<n; i++){
    const char *az[3];
    catKindTypes(f->aArg[i].eKind, az);
    printf(", %s", az[aChoice[i]]);
  }
  printf(")\n  RETURNS internal AS 'MODULE_PATHNAME', '%s_step'\n"
         "  LANGUAGE C %sPARALLEL SAFE;\n", f->zName, pgsVolatility(f));
  printf("CREATE OR REPLACE AGGREGATE %s(", f->zName);
  pgsArgs(f, n, aChoice);
  printf(") (\n  SFUNC = robots_internal.%s_step, STYPE = internal,\n"
         "  FINALFUNC = robots_internal.%s_final, FINALFUNC_MODIFY = READ_ONLY,\n"
         "  PARALLEL = SAFE);\n", f->zName, f->zName);
}

/* Every signature of f with n arguments (an odometer over the types). */
static void pgsArity(const CatFunc *f, int n, int bAgg){
  int aChoice[CAT_MAX_ARG], aMax[CAT_MAX_ARG], i;
  for(i=0; i<n; i++){
    const char *az[3];
    aChoice[i] = 0;
    aMax[i] = catKindTypes(f->aArg[i].eKind, az);
  }
  for(;;){
    if( bAgg ) pgsAggregate(f, n, aChoice);
    else pgsSignature(f, n, aChoice, "");
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
    if( !catOffered(f, CAT_NO_PG) ) continue;
    printf("\n-- %s: %s\n", f->zName, f->zDoc);
    if( f->mFlags & CAT_PG_V11 ){
      printf("-- (declared by robots--1.1.sql, kept as it was)\n");
      continue;
    }
    if( catDefaults(f) ) pgsSignature(f, f->nArg, NULL, "");
    else for(n=f->nRequired; n<=f->nArg; n++) pgsArity(f, n, 0);
  }
  printf("\n-- Aggregates and window functions --------------------------------------\n");
  for(i=0; i<catAggFuncCount; i++){
    const CatFunc *f = &catAggFuncs[i]->f;
    if( !catOffered(f, CAT_NO_PG) ) continue;
    printf("\n-- %s: %s\n", f->zName, f->zDoc);
    if( catAggFuncs[i]->agg.xValue ){
      pgsSignature(f, f->nArg, NULL, "WINDOW ");
      continue;
    }
    printf("CREATE OR REPLACE FUNCTION robots_internal.%s_final(internal)\n"
           "  RETURNS %s AS 'MODULE_PATHNAME', '%s_final'\n"
           "  LANGUAGE C %sPARALLEL SAFE;\n", f->zName, catKindName(f->eResult),
           f->zName, pgsVolatility(f));
    for(n=f->nRequired; n<=f->nArg; n++) pgsArity(f, n, 1);
  }
  return 0;
}
