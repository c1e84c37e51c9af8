/*
** ddb_catalog.h: the DuckDB adapter of the catalog, shared by its three
** files: values (ddb_catalog.c: the engine's states, argument vectors,
** results, the scalars), tables (ddb_catalog_tab.c: both table forms and
** the registration of the whole list, ddbCatalogRegister) and aggregates
** (ddb_catalog_agg.c).
*/
#ifndef ROBOTS_DDB_CATALOG_H
#define ROBOTS_DDB_CATALOG_H

#include "ddb_util.h"
#include "../catalog/cat_host.h"

/* A call's engine state, from a pool shared by DuckDB's threads (one lock
** per chunk or scan, never per row), or new; NULL when out of memory.
** Give it back with ddbCatConnGive (NULL is ignored). */
CatConn *ddbCatConnTake(void);
void ddbCatConnGive(CatConn *p);

/* Whether argument k of f takes values of type t: 0, or -1 with "<zWhat>
** <name> must be <what its kind takes>, not <T>" in zMsg. */
int ddbCatCheck(const CatFunc *f, int k, duckdb_type t, const char *zWhat,
                char *zMsg, size_t nMsg);

/* One argument vector: its type (DECIMAL: its storage, with the scale). */
typedef struct DdbCatCol {
  duckdb_type t;
  void *a;                   /* NULL: every row NULL */
  uint64_t *valid;
  double rScale;             /* DECIMAL: 10^scale, else 1 */
} DdbCatCol;

/* Read vector v (of type lt) as argument k of f into *p: 0, or -1 with the
** message of ddbCatCheck in zMsg. */
int ddbCatColOf(const CatFunc *f, int k, duckdb_vector v, duckdb_logical_type lt,
                const char *zWhat, DdbCatCol *p, char *zMsg, size_t nMsg);
/* Read argument vector k of chunk for f: 0, or -1 with the error set on
** info. */
int ddbCatColInit(duckdb_function_info info, duckdb_data_chunk chunk,
                  const CatFunc *f, int k, DdbCatCol *p);
/* Row i of p as a value (CAT_V_NULL for a NULL row). */
void ddbCatAt(const DdbCatCol *p, idx_t i, CatValue *v);

/* DuckDB's type of a result or column kind. */
duckdb_type ddbCatType(int eKind);
/* Write v, of kind eKind, to row i of vector out: CAT_OK, or CAT_NOMEM
** (text that needed U+FFFD could not be copied). */
int ddbCatPut(duckdb_vector out, int eKind, idx_t i, const CatValue *v);

/* Register scalar f (every arity, arguments ANY): 0 or -1. */
int ddbCatScalarRegister(duckdb_connection con, const CatFunc *f);

/* Register every function of the catalog that DuckDB offers: 0 or -1. */
int ddbCatalogRegister(duckdb_connection con);

/* Register the catalog's aggregates as scalars over a LIST (one group per
** row; ddb_catalog_agg.c): 0 or -1. */
int ddbCatalogAggRegister(duckdb_connection con);

#endif /* ROBOTS_DDB_CATALOG_H */
