/*
** sql_util.h: what the SQLite adapters (sql_*.c) share: the
** sqlite3_malloc64-backed CoreAlloc, values as spans, the stop hook and
** text results.
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

/* Return z[0..n) as TEXT, copied (a BLOB when the bytes are not valid
** UTF-8), or NULL when z is NULL. */
void sqlResultSpan(sqlite3_context *ctx, const char *z, size_t n);

#endif /* ROBOTS_SQL_UTIL_H */
