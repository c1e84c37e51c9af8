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
#include "utils/memutils.h"

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

/* Where a table function's rows go: the tuplestore, and a memory context
** for one row's values (reset after each, as the tuplestore copies). */
typedef struct PgCatRows {
  ReturnSetInfo *rs;
  MemoryContext rowCtx;
} PgCatRows;

/* One row of a table function into the tuplestore (catTableRows' xRow). */
static int pgCatRow(void *pArg, const CatValue *aCol, int nCol){
  PgCatRows *p = (PgCatRows*)pArg;
  MemoryContext old = MemoryContextSwitchTo(p->rowCtx);
  Datum *d = palloc(sizeof(Datum)*(size_t)nCol);
  bool *aNull = palloc(sizeof(bool)*(size_t)nCol);
  int i;
  for(i=0; i<nCol; i++){
    aNull[i] = aCol[i].eType==CAT_V_NULL;
    d[i] = aNull[i] ? (Datum)0
         : pgDatum(TupleDescAttr(p->rs->setDesc, i)->atttypid, &aCol[i]);
  }
  tuplestore_putvalues(p->rs->setResult, p->rs->setDesc, d, aNull);
  MemoryContextSwitchTo(old);
  MemoryContextReset(p->rowCtx);
  return 0;
}

/* A table function of the catalog: every row into a tuplestore. */
static Datum pgCatTable(FunctionCallInfo fcinfo, const CatFunc *f){
  CatValue a[CAT_MAX_ARG];
  CatCtx c;
  PgCatRows rows;
  int n, rc;
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  n = pgSiteArgs(NULL, fcinfo, 0, f->nArg, a);
  rows.rs = (ReturnSetInfo*)fcinfo->resultinfo;
  rows.rowCtx = AllocSetContextCreate(CurrentMemoryContext, "robots row",
                                      ALLOCSET_SMALL_SIZES);
  pgCtx(&c, f, &pgPallocAlloc);
  rc = catTableRows(&c, a, n, pgCatRow, &rows);
  if( rc ) pgRaise(&c, rc);
  MemoryContextDelete(rows.rowCtx);
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
