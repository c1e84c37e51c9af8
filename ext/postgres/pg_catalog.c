/*
** pg_catalog.c: the PostgreSQL adapter of the catalog's scalar and table
** functions (ext/catalog).  Each function of the list gets the C symbol
** its install scripts name (its SQL name, from cat_list.h), which hands
** the call to pgCatScalar or pgCatTable with its description.  Values are
** converted by their SQL types (pg_util.c): the arguments' actual types,
** the declared result type, a table's column types; failures become SQL
** errors.  It decides nothing.  The install script's part for these
** functions is written from the same descriptions (pg_script.c).  Start
** at pgCatScalar.
*/
#include "pg_site.h"
#include "../catalog/cat_host.h"
#include "../catalog/cat_list.h"

#include "funcapi.h"

/* A scalar function of the catalog. */
static Datum pgCatScalar(FunctionCallInfo fcinfo, const CatFunc *f){
  CatValue a[CAT_MAX_ARG], out;
  CatCtx c;
  PgSite *pSite = pgSiteOf(fcinfo);
  int n = pgSiteArgs(pSite, fcinfo, 0, f->nArg, a), rc;
  pgCtx(&c, f, &pgPallocAlloc);
  c.ppSite = &pSite->pSite;
  rc = catCall(&c, a, n, &out);
  if( rc ) pgRaise(&c, rc);
  if( out.eType==CAT_V_NULL ) PG_RETURN_NULL();
  return pgDatum(pSite->tResult, &out);
}

/* A table function's rows into a tuplestore (catTableRows' xRow). */
static int pgCatRow(void *pArg, const CatValue *aCol, int nCol){
  ReturnSetInfo *rs = (ReturnSetInfo*)pArg;
  Datum *d = palloc(sizeof(Datum)*(size_t)nCol);
  bool *aNull = palloc(sizeof(bool)*(size_t)nCol);
  int i;
  for(i=0; i<nCol; i++){
    aNull[i] = aCol[i].eType==CAT_V_NULL;
    d[i] = aNull[i] ? (Datum)0
         : pgDatum(TupleDescAttr(rs->setDesc, i)->atttypid, &aCol[i]);
  }
  tuplestore_putvalues(rs->setResult, rs->setDesc, d, aNull);
  pfree(d);
  pfree(aNull);
  return 0;
}

/* A table function of the catalog: every row into a tuplestore. */
static Datum pgCatTable(FunctionCallInfo fcinfo, const CatFunc *f){
  CatValue a[CAT_MAX_ARG];
  CatCtx c;
  int n, rc;
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  n = pgSiteArgs(NULL, fcinfo, 0, f->nArg, a);
  pgCtx(&c, f, &pgPallocAlloc);
  rc = catTableRows(&c, a, n, pgCatRow, fcinfo->resultinfo);
  if( rc ) pgRaise(&c, rc);
  return (Datum)0;
}

/* One C symbol per function, named as the install scripts name it. */
#define PG_CAT_SYMBOL(v, name) \
  extern const CatFunc v; \
  PG_ROBOTS_FUNCTION(name); \
  Datum name(PG_FUNCTION_ARGS){ \
    return v.pTable ? pgCatTable(fcinfo, &v) : pgCatScalar(fcinfo, &v); \
  }
CAT_LIST(PG_CAT_SYMBOL)

/* Symbols the scripts of earlier versions name for one signature of a
** function (robots--1.0.sql must still install). */
#define PG_CAT_ALIAS(v, sym) \
  PG_ROBOTS_FUNCTION(sym); \
  Datum sym(PG_FUNCTION_ARGS){ return pgCatScalar(fcinfo, &v); }
PG_CAT_ALIAS(catAllowedFunc, robots_allowed_status)
PG_CAT_ALIAS(catIndexableFunc, robots_indexable_seconds)
PG_CAT_ALIAS(catIndexableFunc, robots_indexable_timestamptz)
