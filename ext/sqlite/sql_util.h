/*
** sql_util.h: what the SQLite adapters (sql_catalog.c, sql_catalog_agg.c,
** sql_user_tables.c) share: the sqlite3_malloc64-backed CoreAlloc, values
** into the catalog's CatValue and back, its result codes as SQLite's
** errors, and the stop hook.
*/
#ifndef ROBOTS_SQL_UTIL_H
#define ROBOTS_SQL_UTIL_H

#include <sqlite3ext.h>
#include "../catalog/catalog.h"

#ifndef SQLITE_CORE
extern const sqlite3_api_routines *sqlite3_api;
#endif

/* Flags for functions that depend only on their arguments. */
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

/* Value v, of SQLite type eType, into *p as it is (no copy).  A BLOB's
** bytes as they are, a TEXT's as UTF-8 whatever the database's encoding: a
** UTF-8 TEXT is read with sqlite3_value_blob, which neither converts nor
** NUL-terminates it; a UTF-16 one (a UTF-16 database) is converted by
** sqlite3_value_text.  The encoding is asked of SQLite 3.40 or later; an
** older library always converts. */
static inline void sqlValueOf(sqlite3_value *v, int eType, CatValue *p){
  p->i = 0;
  p->r = 0;
  p->bPinned = 0;
  p->s.z = NULL;
  p->s.n = 0;
  if( eType==SQLITE_TEXT || eType==SQLITE_BLOB ){
    p->eType = eType==SQLITE_TEXT ? CAT_V_TEXT : CAT_V_BLOB;
    if( eType==SQLITE_TEXT
#if SQLITE_VERSION_NUMBER>=3040000
     && (!SQL_HAS_ENCODING() || sqlite3_value_encoding(v)!=SQLITE_UTF8)
#endif
    ){
      p->s.z = (const char*)sqlite3_value_text(v);
    }else{
      p->s.z = (const char*)sqlite3_value_blob(v);
    }
    p->s.n = (size_t)sqlite3_value_bytes(v);
    if( p->s.z==NULL ) p->s.z = "";
  }else if( eType==SQLITE_INTEGER ){
    p->eType = CAT_V_INT;
    p->i = sqlite3_value_int64(v);
  }else if( eType==SQLITE_FLOAT ){
    p->eType = CAT_V_REAL;
    p->r = sqlite3_value_double(v);
  }else{
    p->eType = CAT_V_NULL;
  }
}

/* Value v as the result, for a result or column of kind eKind: text as
** TEXT (a BLOB when the bytes are not UTF-8; with the JSON subtype for
** CAT_JSON), bytes of CAT_BLOB as a BLOB, copied. */
void sqlResult(sqlite3_context *ctx, int eKind, const CatValue *v);

/* Code rc of the call c (not CAT_OK) as an SQLite code: a refusal is
** SQLITE_ERROR with *pzErr "name(): message" (sqlite3_mprintf'd), the others
** SQLITE_INTERRUPT, SQLITE_TOOBIG or SQLITE_NOMEM. */
int sqlErrorOf(const CatCtx *c, int rc, char **pzErr);

/* Code rc of the call c (not CAT_OK) as the error of ctx. */
void sqlResultError(sqlite3_context *ctx, const CatCtx *c, int rc);

/* A CoreStop (its `base`) that lets SQLite stop a long call on db: it asks
** sqlite3_is_interrupted (when the running SQLite is 3.41 or later), and
** every 25 ms of a long call it runs a short statement on db, which
** stops when sqlite3_interrupt was called (any version) or when a
** progress handler asks to stop.  sqlStopInit only points it at db (a
** per-row call pays nothing more); the rest is set up at the first ask.
** Finish it with sqlStopFinish. */
typedef struct SqlStop {
  CoreStop base;             /* what the engine is given */
  sqlite3 *db;
  int bInit;                 /* asked once: xIs and tNext are set */
  int (*xIs)(sqlite3*);      /* sqlite3_is_interrupted, or NULL */
  sqlite3_stmt *pProbe;      /* prepared at the first probe */
  sqlite3_int64 tNext;       /* VFS clock (ms) of the next probe; 0: unset */
  int bNoProbe;              /* the probe could not be prepared */
  int bStopped;              /* SQLite said stop */
} SqlStop;
void sqlStopInit(SqlStop *p, sqlite3 *db);
void sqlStopFinish(SqlStop *p);

#endif /* ROBOTS_SQL_UTIL_H */
