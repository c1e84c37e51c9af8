/*
** pg_util.h: helpers shared by the PostgreSQL binding (pg_*.c): arguments
** as spans, results from spans and core buffers, the allocators, and the
** macro that declares an exported SQL-callable function.  Start with
** pgArgSpan and pgTextOf.
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
#include "../core/core.h"

/* Declare and export an SQL-callable C function (version-1 convention). */
#define PG_ROBOTS_FUNCTION(name) \
  extern PGDLLEXPORT Datum name(PG_FUNCTION_ARGS); \
  PG_FUNCTION_INFO_V1(name)

/* Transient engine memory: palloc in CurrentMemoryContext (or the
** MemoryContext in pCtx), freed with the context; running out of memory
** raises an SQL error.  The compiled-file cache uses coreLibcAlloc, which
** outlives queries. */
extern const CoreAlloc pgPallocAlloc;

/* The bytes of argument i (text or bytea, any TOAST form), detoasted
** without a copy when it is a short inline value. */
static inline Span pgArgSpan(FunctionCallInfo fcinfo, int i){
  struct varlena *v = PG_DETOAST_DATUM_PACKED(PG_GETARG_DATUM(i));
  Span s;
  s.z = VARDATA_ANY(v);
  s.n = VARSIZE_ANY_EXHDR(v);
  return s;
}

/* Argument i as a span, or {NULL,0} when the call has fewer arguments or
** it is NULL (for optional arguments of non-STRICT functions). */
Span pgArgOpt(FunctionCallInfo fcinfo, int i);

/* z[0..n) as text of the server encoding: bytes that are not UTF-8, and
** NUL bytes (which text cannot hold), become U+FFFD, then the UTF-8 is
** converted to the server encoding (an error where it cannot be). */
text *pgTextOf(const char *z, size_t n);

/* pgTextOf as a Datum; SQL NULL cannot be expressed, so z must not be
** NULL. */
static inline Datum pgTextDatum(const char *z, size_t n){
  return PointerGetDatum(pgTextOf(z, n));
}

/* The JSON text in b as jsonb ("\u0000", which jsonb refuses, becomes
** U+FFFD).  Frees b. */
Datum pgJsonbOf(CoreBuf *b);

/* The engine's stop hook in PostgreSQL: says stop when a query cancel
** (statement_timeout, pg_cancel_backend) or a termination is pending.  It
** only reads the flags the signal handlers set (InterruptPending and the
** reason), never raises: the engine returns, its memory is released, and
** then the caller calls pgStopped. */
extern const CoreStop pgStop;

/* After an engine call stopped by pgStop (its memory released): process
** the pending interrupt (CHECK_FOR_INTERRUPTS raises the cancel or
** termination error); should it not raise, raise "zFunc(): interrupted"
** (the result is incomplete, so it cannot be returned). */
void pgStopped(const char *zFunc) pg_attribute_noreturn();

/* Raise "out of memory" for a failed engine allocation in zFunc. */
void pgOutOfMemory(const char *zFunc) pg_attribute_noreturn();

#endif /* ROBOTS_PG_UTIL_H */
