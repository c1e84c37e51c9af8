/*
** ddb_catalog.h: the DuckDB adapter of the catalog, shared by its two
** files: values (ddb_catalog.c: argument vectors, results, the scalar
** callback) and tables (ddb_catalog_tab.c: both table forms and the
** registration of the whole list, ddbCatalogRegister).
*/
#ifndef ROBOTS_DDB_CATALOG_H
#define ROBOTS_DDB_CATALOG_H

#include "ddb_util.h"
#include "../catalog/catalog.h"

/* A call's engine state: a CatConn whose robots cache comes from the pool;
** NULL when out of memory.  Give it back with ddbCatConnGive. */
CatConn *ddbCatConnTake(void);
void ddbCatConnGive(CatConn *p);

/* One argument vector: its type (DECIMAL: its storage, with the scale). */
typedef struct DdbCatCol {
  duckdb_type t;
  void *a;                   /* NULL: every row NULL */
  uint64_t *valid;
  double rScale;             /* DECIMAL: 10^scale, else 1 */
} DdbCatCol;

/* 1 when values of type t are taken for an argument of kind eKind; what
** such an argument must be, for the error when they are not. */
int ddbCatTypeOk(int eKind, duckdb_type t);
const char *ddbCatKindWant(int eKind);

/* Read argument vector k of chunk for f: 0, or -1 with the error set on
** info (a type argument k's kind does not take). */
int ddbCatColInit(duckdb_function_info info, duckdb_data_chunk chunk,
                  const CatFunc *f, int k, DdbCatCol *p);
/* Row i of p as a value (CAT_V_NULL for a NULL row). */
void ddbCatAt(const DdbCatCol *p, idx_t i, CatValue *v);

/* DuckDB's type of a result or column kind. */
duckdb_type ddbCatType(int eKind);
/* Write v, of kind eKind, to row i of vector out. */
void ddbCatPut(duckdb_vector out, int eKind, idx_t i, const CatValue *v);
/* "name(): message" of result code rc into z[0..nz). */
void ddbCatMessage(const CatFunc *f, int rc, const CatCtx *c, char *z, size_t nz);

/* Register scalar f (every arity, arguments ANY): 0 or -1. */
int ddbCatScalarRegister(duckdb_connection con, const CatFunc *f);

/* Register every function of the catalog that DuckDB offers: 0 or -1. */
int ddbCatalogRegister(duckdb_connection con);

/* Register the catalog's aggregates as scalars over a LIST (one group per
** row; ddb_catalog_agg.c): 0 or -1. */
int ddbCatalogAggRegister(duckdb_connection con);

#endif /* ROBOTS_DDB_CATALOG_H */
