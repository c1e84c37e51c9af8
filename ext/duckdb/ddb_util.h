/*
** ddb_util.h: helpers shared by the DuckDB binding (ddb_*.c): reading a
** VARCHAR or BLOB argument vector as Spans, writing results into DuckDB's
** result vectors, errors that name the function and argument, the pool of
** robots.txt caches and a call's compiled files, the row loop that every
** plain scalar shares, and the one registration of a function set.
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

/* One argument vector of a chunk: strings (VARCHAR or BLOB), or a vector
** that is all NULL (a NULL literal); its validity mask (NULL: all valid). */
typedef struct DdbCol {
  duckdb_string_t *a;        /* NULL for an all-NULL vector */
  uint64_t *valid;
} DdbCol;

/* The bytes of one duckdb_string_t (inlined up to 12 bytes). */
static inline Span ddbStr(duckdb_string_t *s){
  Span r;
  r.n = s->value.inlined.length;
  r.z = r.n<=12 ? s->value.inlined.inlined : s->value.pointer.ptr;
  return r;
}

/* 1 when row i of c holds a value (not NULL). */
static inline int ddbValid(const DdbCol *c, idx_t i){
  if( c->a==NULL ) return 0;
  return c->valid==NULL || ((c->valid[i>>6] >> (i & 63)) & 1);
}

/* Read argument vector iArg of chunk: 0, or -1 with the error "zFunc():
** argument zArg must be VARCHAR or BLOB, not T" set on info. */
int ddbColInit(duckdb_function_info info, duckdb_data_chunk chunk, idx_t iArg,
               const char *zFunc, const char *zArg, DdbCol *p);

/* An integer argument vector (robots_allowed's status, sitemap_gzip's
** level), read as SQLite reads one (coreParseInt64, coreIntOfDouble): any
** integer type, a FLOAT, DOUBLE or DECIMAL that holds an integer, VARCHAR
** text of one; anything else is "zFunc(): argument zArg must be an
** integer". */
typedef struct DdbInt {
  duckdb_type t;             /* the vector's type (DECIMAL: its storage) */
  void *a;                   /* NULL: every row NULL */
  uint64_t *valid;
  double rScale;             /* DECIMAL: 10^scale, else 1 */
  const char *zFunc, *zArg;
} DdbInt;

/* Read argument vector iArg of chunk as integers: 0, or -1 with the error
** set (a type that can hold no integer). */
int ddbIntInit(duckdb_function_info info, duckdb_data_chunk chunk, idx_t iArg,
               const char *zFunc, const char *zArg, DdbInt *p);

/* Row i of p: 1 with *pOut, 0 for NULL, -1 with the error set. */
int ddbIntAt(duckdb_function_info info, const DdbInt *p, idx_t i,
             int64_t *pOut);

/* The name of type t for a message ("INTEGER", "another type"). */
const char *ddbTypeName(duckdb_type t);

/* Set "zFunc(): <zMsg>" as the error of the call (zMsg NULL: out of
** memory). */
void ddbError(duckdb_function_info info, const char *zFunc, const char *zMsg);

/* The result vector of a scalar call. */
typedef struct DdbOut {
  duckdb_vector v;
  uint64_t *valid;           /* writable validity, set up on first NULL */
} DdbOut;

/* Row i of the result is NULL. */
void ddbOutNull(DdbOut *o, idx_t i);
/* Row i is the text z[0..n): valid UTF-8 as it is, every byte that is not
** part of valid UTF-8 as U+FFFD (a VARCHAR must be UTF-8). */
void ddbOutText(DdbOut *o, idx_t i, const char *z, size_t n);
/* Row i is the bytes z[0..n) as they are (a BLOB result, or ASCII text). */
static inline void ddbOutBytes(DdbOut *o, idx_t i, const char *z, size_t n){
  duckdb_vector_assign_string_element_len(o->v, i, z, (idx_t)n);
}

/* A plain scalar: one row's spans (aArg[k].z NULL for a NULL argument that
** the definition allows), written to row i of o.  Returns 0, or -1 after
** setting the call's error. */
typedef struct DdbCall {
  duckdb_function_info info;
  const struct DdbScalar *pDef;
  DdbOut out;
} DdbCall;
typedef int (*DdbRowFn)(DdbCall *c, const Span *aArg, int nArg, idx_t i);

/* The definition of a plain scalar (every argument VARCHAR or BLOB). */
typedef struct DdbScalar {
  const char *zName;
  const char *azArg[4];      /* argument names, for errors */
  int nMin, nMax;            /* overloads with nMin..nMax arguments */
  unsigned mOptNull;         /* bit k: a NULL argument k counts as absent */
  duckdb_type eRet;          /* VARCHAR, BLOB, INTEGER, BOOLEAN, DOUBLE */
  DdbRowFn xRow;
} DdbScalar;

/* Register every overload of *p on con: 0 or -1. */
int ddbRegisterScalar(duckdb_connection con, const DdbScalar *p);

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

/* Register the function set *p on con: 0 or -1.  Every binding file
** registers its scalars through this. */
int ddbRegisterSet(duckdb_connection con, const DdbSet *p);

/* The scalar callback of every DdbScalar: the row loop. */
void ddbScalarFunc(duckdb_function_info info, duckdb_data_chunk in,
                   duckdb_vector out);

/* Write results of type DdbScalar.eRet. */
static inline void ddbOutBool(DdbOut *o, idx_t i, int x){
  ((bool*)duckdb_vector_get_data(o->v))[i] = x!=0;
}
static inline void ddbOutDouble(DdbOut *o, idx_t i, double x){
  ((double*)duckdb_vector_get_data(o->v))[i] = x;
}

/* A logical type from its id (the caller destroys it). */
duckdb_logical_type ddbType(duckdb_type t);

/* A robots.txt cache for one call or scan, from the pool of caches that
** are not in use (one lock per call, not per row), or new; NULL when out
** of memory.  Give it back with ddbPoolGive.  (ddb_pool.c) */
struct RobotsCache;
struct RobotsCache *ddbPoolTake(void);
void ddbPoolGive(struct RobotsCache *p);


/* Registration of each part of the binding: 0 or -1. */

#endif /* ROBOTS_DDB_UTIL_H */
