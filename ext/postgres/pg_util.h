/*
** pg_util.h: what the PostgreSQL adapters of the catalog (pg_catalog.c,
** pg_catalog_agg.c) share: values in and out by their SQL type, a call's
** context, its failure as an SQL error, the allocator and the stop hook,
** and the macro that declares an exported SQL-callable function.  Start
** with pgValue and pgDatum.
**
** The library is built with -fvisibility=hidden (PostgreSQL loads modules
** with RTLD_GLOBAL, so the engine's names must not leak); PGDLLEXPORT is
** defined by the Makefile to default visibility, and PG_ROBOTS_FUNCTION
** exports exactly the functions the install script names.
*/
#ifndef ROBOTS_PG_UTIL_H
#define ROBOTS_PG_UTIL_H

#include "postgres.h"
#include "fmgr.h"
#include "../catalog/catalog.h"

/* Declare and export an SQL-callable C function (version-1 convention). */
#define PG_ROBOTS_FUNCTION(name) \
  extern PGDLLEXPORT Datum name(PG_FUNCTION_ARGS); \
  PG_FUNCTION_INFO_V1(name)

/* Engine memory: palloc in CurrentMemoryContext (or the MemoryContext in
** pCtx of a copy), freed with the context; running out of memory raises an
** SQL error. */
extern const CoreAlloc pgPallocAlloc;

/* A call's context: the engine's stop hook in PostgreSQL (a pending cancel
** or termination, never another interrupt: it only reads the flags the
** signal handlers set), the backend's catalog state (made on first use,
** from malloc: it lives across queries), memory from pA. */
void pgCtx(CatCtx *c, const CatFunc *f, const CoreAlloc *pA);

/* Datum d (not NULL) of SQL type t into *v: numbers, booleans as 0/1,
** timestamptz and date as the host's time and date, jsonb as its text,
** bytea as bytes, else text (converted to UTF-8 from the database's
** encoding). */
void pgValue(Oid t, Datum d, CatValue *v);

/* v (not NULL) as a Datum of SQL type t: boolean, bigint, int, double
** precision, jsonb, bytea, else text (always valid in the server
** encoding: bytes that are not UTF-8, and NUL, become U+FFFD). */
Datum pgDatum(Oid t, const CatValue *v);

/* The SQL type the function called returns (its expression's, else its
** declaration's). */
Oid pgResultType(FunctionCallInfo fcinfo);

/* Raise the failure rc of the call on c as an SQL error, with the SQLSTATE
** of its class (a stopped call: the pending interrupt's own error). */
void pgRaise(CatCtx *c, int rc) pg_attribute_noreturn();

#endif /* ROBOTS_PG_UTIL_H */
