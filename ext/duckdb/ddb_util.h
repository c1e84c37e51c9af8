/*
** ddb_util.h: helpers shared by the DuckDB binding (ddb_*.c): the bytes of
** a string, DuckDB's types, errors that name the function, NULL and text
** results, and the one registration of a scalar function set.
**
** The binding is built against DuckDB's stable C extension API (v1.2.0,
** C_STRUCT): every duckdb_* call goes through the function table that the
** entry point (ddb_ext.c) receives.
*/
#ifndef ROBOTS_DDB_UTIL_H
#define ROBOTS_DDB_UTIL_H

#include "duckdb_extension.h"
#include "../core/core.h"

DUCKDB_EXTENSION_EXTERN

/* The libc allocator: DuckDB's own is not in the stable API. */
#define ddbAlloc coreLibcAlloc

/* The bytes of one duckdb_string_t (inlined up to 12 bytes). */
static inline Span ddbStr(duckdb_string_t *s){
  Span r;
  r.n = s->value.inlined.length;
  r.z = r.n<=12 ? s->value.inlined.inlined : s->value.pointer.ptr;
  return r;
}

/* 1 when row i is valid in validity mask m (NULL: every row is). */
static inline int ddbRowValid(const uint64_t *m, idx_t i){
  return m==NULL || ((m[i>>6] >> (i & 63)) & 1);
}

/* The name of type t for a message ("INTEGER", "another type"). */
const char *ddbTypeName(duckdb_type t);
/* The type of value (CAT_V_*) the catalog's adapter reads a vector of type t
** as, -1 for a type no argument takes: integers and BOOLEAN are integers,
** FLOAT, DOUBLE and DECIMAL reals, DATE and TIMESTAMP the host's dates and
** times. */
int ddbTypeClass(duckdb_type t);

/* Set "zFunc(): <zMsg>" as the error of the call (zMsg NULL: out of
** memory). */
void ddbError(duckdb_function_info info, const char *zFunc, const char *zMsg);

/* Row i of result vector v is NULL. */
void ddbOutNull(duckdb_vector v, idx_t i);
/* Row i of VARCHAR vector v is the text z[0..n): valid UTF-8 as it is,
** every byte that is not part of valid UTF-8 as U+FFFD (a VARCHAR must be
** UTF-8).  0, or -1 when out of memory (the row is then NULL). */
int ddbOutText(duckdb_vector v, idx_t i, const char *z, size_t n);

/* A logical type from its id (the caller destroys it). */
duckdb_logical_type ddbType(duckdb_type t);

/* A scalar function set: one overload for each count of arguments from
** nMin to nMax, argument k of type aArg[k] (aArg NULL: every argument
** ANY; DUCKDB_TYPE_LIST stands for a LIST of ANY), returning eRet (or
** tRet when it is not NULL: a type ddbType cannot make), run by xFunc with
** pExtra as its extra info.  bNullIn: xFunc sees NULL arguments (DuckDB's
** special handling) instead of DuckDB answering NULL for them. */
typedef struct DdbSet {
  const char *zName;
  int nMin, nMax;
  const duckdb_type *aArg;
  duckdb_type eRet;
  duckdb_logical_type tRet;
  duckdb_scalar_function_t xFunc;
  void *pExtra;
  int bNullIn;
} DdbSet;

/* Register the function set *p on con: 0 or -1. */
int ddbRegisterSet(duckdb_connection con, const DdbSet *p);

#endif /* ROBOTS_DDB_UTIL_H */
