/*
** sql_util.h: helpers shared by the SQLite bindings (sql_*.c): argument
** checking with errors that name the function and argument, the
** sqlite3_malloc64-backed CoreAlloc, and results from core buffers.
*/
#ifndef ROBOTS_SQL_UTIL_H
#define ROBOTS_SQL_UTIL_H

#include <sqlite3ext.h>
#include "../core/core.h"

#ifndef SQLITE_CORE
extern const sqlite3_api_routines *sqlite3_api;
#endif

/* Flags for scalars that depend only on their arguments. */
#define SQL_PURE (SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS)

/* The CoreAlloc of the bindings: sqlite3_realloc64 / sqlite3_free. */
extern const CoreAlloc sqlAlloc;

/* Results of sqlValueBytes / sqlArgBytes. */
#define SQL_ARG_NULL   0   /* SQL NULL: the function returns NULL / no rows */
#define SQL_ARG_OK     1   /* *pOut holds the bytes */
#define SQL_ARG_ERROR (-1) /* wrong type: the error is set */

/* Read v as bytes (BLOB as it is, TEXT as UTF-8: sqlSpanOf).  Another
** type gives SQL_ARG_ERROR with *pzErr = "zFunc(): argument zArg must be
** TEXT or BLOB, not REAL" (from sqlite3_mprintf). */
int sqlValueBytes(sqlite3_value *v, const char *zFunc, const char *zArg,
                  Span *pOut, char **pzErr);

/* sqlValueBytes for a scalar: a type error is reported on ctx. */
int sqlArgBytes(sqlite3_context *ctx, sqlite3_value *v, const char *zFunc,
                const char *zArg, Span *pOut);

/* 1 when the running SQLite can say a value's encoding (3.40 or later),
** set by sqlite3_robots_init before any function can run.  Every load
** stores the same value: relaxed atomics keep that free of a data race. */
extern int sqlHasEncoding;
#if defined(__GNUC__) || defined(__clang__)
# define SQL_HAS_ENCODING() __atomic_load_n(&sqlHasEncoding, __ATOMIC_RELAXED)
# define SQL_SET_HAS_ENCODING(v) \
    __atomic_store_n(&sqlHasEncoding, (v), __ATOMIC_RELAXED)
#else
# define SQL_HAS_ENCODING() sqlHasEncoding
# define SQL_SET_HAS_ENCODING(v) (sqlHasEncoding = (v))
#endif

/* The bytes of a TEXT or BLOB value eType into *pOut: a BLOB as it is, a
** TEXT as UTF-8 whatever the database's encoding.  A UTF-8 TEXT is read
** with sqlite3_value_blob, which neither converts nor NUL-terminates it
** (no copy); a UTF-16 one (a UTF-16 database) is converted by
** sqlite3_value_text.  The encoding is asked of SQLite 3.40 or later; an
** older library always converts. */
static inline void sqlSpanOf(sqlite3_value *v, int eType, Span *pOut){
  if( eType==SQLITE_TEXT
#if SQLITE_VERSION_NUMBER>=3040000
   && (!SQL_HAS_ENCODING() || sqlite3_value_encoding(v)!=SQLITE_UTF8)
#endif
  ){
    pOut->z = (const char*)sqlite3_value_text(v);
  }else{
    pOut->z = (const char*)sqlite3_value_blob(v);
  }
  pOut->n = (size_t)sqlite3_value_bytes(v);
  if( pOut->z==NULL ) pOut->z = "";
}

/* sqlArgBytes with the TEXT/BLOB case inline, for per-row hot paths. */
static inline int sqlArgBytesFast(sqlite3_context *ctx, sqlite3_value *v,
                                  const char *zFunc, const char *zArg,
                                  Span *pOut){
  int eType = sqlite3_value_type(v);
  if( eType==SQLITE_TEXT || eType==SQLITE_BLOB ){
    sqlSpanOf(v, eType, pOut);
    return SQL_ARG_OK;
  }
  return sqlArgBytes(ctx, v, zFunc, zArg, pOut);
}

/* Read v as an integer: INTEGER, an integral REAL, or TEXT holding a decimal
** integer.  Anything else is SQL_ARG_ERROR with the error set on ctx. */
int sqlArgInt(sqlite3_context *ctx, sqlite3_value *v, const char *zFunc,
              const char *zArg, sqlite3_int64 *pOut);

/* A CoreStop (its `base`) that lets SQLite stop a long call on db: it asks
** sqlite3_is_interrupted (when the running SQLite is 3.41 or later), and
** every 25 ms of a long call it runs a short statement on db, which
** stops when sqlite3_interrupt was called (any version) or when a
** progress handler asks to stop.  Finish it with sqlStopFinish. */
typedef struct SqlStop {
  CoreStop base;             /* what the engine is given */
  sqlite3 *db;
  int (*xIs)(sqlite3*);      /* sqlite3_is_interrupted, or NULL */
  sqlite3_stmt *pProbe;      /* prepared at the first probe */
  sqlite3_int64 tNext;       /* VFS clock (ms) of the next probe; 0: unset */
  int bNoProbe;              /* the probe could not be prepared */
  int bStopped;              /* SQLite said stop */
} SqlStop;
void sqlStopInit(SqlStop *p, sqlite3 *db);
void sqlStopFinish(SqlStop *p);

/* Return p's bytes as TEXT (takes ownership; frees p).  bJson sets subtype
** 'J' so json functions treat it as JSON. */
void sqlResultBufText(sqlite3_context *ctx, CoreBuf *p, int bJson);

/* Return z[0..n) as TEXT, copied (a BLOB when the bytes are not valid
** UTF-8), or NULL when z is NULL. */
void sqlResultSpan(sqlite3_context *ctx, const char *z, size_t n);

#endif /* ROBOTS_SQL_UTIL_H */
