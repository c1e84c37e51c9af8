/*
** sql_util.c: argument checking and result helpers for the SQLite bindings.
** Every binding converts arguments with sqlValueBytes/sqlArgBytes so that
** type errors read the same everywhere: "f(): argument x must be ...".
*/
#include "sql_util.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

int sqlHasEncoding = 0;

static void *sqlRealloc(void *pCtx, void *pOld, size_t nNew){
  (void)pCtx;
  if( nNew==0 ){ sqlite3_free(pOld); return NULL; }
  return sqlite3_realloc64(pOld, (sqlite3_uint64)nNew);
}

const CoreAlloc sqlAlloc = { sqlRealloc, NULL };

/* sqlite3_is_interrupted (SQLite 3.41), or NULL when the running SQLite
** is older or the headers built against are.  The loadable extension is
** built against the SQLite 3.41+ headers vendored in ext/sqlite/, so its
** sqlite3_api_routines has the entry; the running library has filled it
** only when it is 3.41 or later, so it is read only then.  A build
** against older headers (the amalgamation with a system's headers, a
** static link) has no entry and relies on the probe alone. */
typedef int (*SqlIsInterrupted)(sqlite3*);
static SqlIsInterrupted sqlIsInterruptedFn(void){
#if SQLITE_VERSION_NUMBER>=3041000
  if( sqlite3_libversion_number()>=3041000 ) return sqlite3_is_interrupted;
#endif
  return NULL;
}

/* The probe: a statement of about 5,000 VM steps with a loop, run on the
** call's own connection.  Its steps give SQLite the chances a long call
** otherwise denies it: a progress handler is invoked (every N steps, as
** for any statement) and an interrupt is seen at its loop, on every
** SQLite version.  Either makes it end with SQLITE_INTERRUPT. */
#define SQL_PROBE_SQL "WITH RECURSIVE p(i) AS (VALUES(1) UNION ALL " \
                      "SELECT i+1 FROM p WHERE i<500) SELECT count(*) FROM p"
#define SQL_PROBE_MS  25      /* wall time between probes */

/* Milliseconds of the default VFS's clock, or 0 when it has none. */
static sqlite3_int64 sqlNowMs(void){
  sqlite3_vfs *pVfs = sqlite3_vfs_find(0);
  sqlite3_int64 t = 0;
  if( pVfs==NULL || pVfs->iVersion<2 || pVfs->xCurrentTimeInt64==NULL ) return 0;
  if( pVfs->xCurrentTimeInt64(pVfs, &t)!=SQLITE_OK ) return 0;
  return t;
}

/* Run the probe once: 1 when SQLite said stop (interrupt or a progress
** handler), else 0.  A probe that cannot be prepared for another reason
** (an authorizer, no memory) is not tried again. */
static int sqlStopProbe(SqlStop *p){
  int rc;
  if( p->bNoProbe ) return 0;
  if( p->pProbe==NULL ){
    rc = sqlite3_prepare_v2(p->db, SQL_PROBE_SQL, -1, &p->pProbe, 0);
    if( rc!=SQLITE_OK ){          /* the parser stops at an interrupt too */
      sqlite3_finalize(p->pProbe);
      p->pProbe = NULL;
      p->bNoProbe = rc!=SQLITE_INTERRUPT;
      return rc==SQLITE_INTERRUPT;
    }
  }
  while( (rc = sqlite3_step(p->pProbe))==SQLITE_ROW ){}
  sqlite3_reset(p->pProbe);
  return rc==SQLITE_INTERRUPT;
}

/* The xStop of sqlStopInit: sqlite3_is_interrupted where SQLite has it,
** and the probe every SQL_PROBE_MS of wall time. */
static int sqlStopCheck(void *pCtx){
  SqlStop *p = (SqlStop*)pCtx;
  sqlite3_int64 t;
  if( p->bStopped ) return 1;
  if( p->xIs && p->xIs(p->db) ) return p->bStopped = 1;
  t = sqlNowMs();
  if( t==0 ) return 0;
  if( p->tNext==0 ){ p->tNext = t + SQL_PROBE_MS; return 0; }
  if( t<p->tNext ) return 0;
  p->tNext = t + SQL_PROBE_MS;
  return p->bStopped = sqlStopProbe(p);
}

void sqlStopInit(SqlStop *p, sqlite3 *db){
  memset(p, 0, sizeof(*p));
  p->db = db;
  p->xIs = sqlIsInterruptedFn();
  p->base.xStop = sqlStopCheck;
  p->base.pCtx = p;
}

void sqlStopFinish(SqlStop *p){
  sqlite3_finalize(p->pProbe);
  p->pProbe = NULL;
}

static const char *sqlTypeName(int eType){
  switch( eType ){
    case SQLITE_INTEGER: return "INTEGER";
    case SQLITE_FLOAT:   return "REAL";
    case SQLITE_TEXT:    return "TEXT";
    case SQLITE_BLOB:    return "BLOB";
    default:             return "NULL";
  }
}

int sqlValueBytes(sqlite3_value *v, const char *zFunc, const char *zArg,
                  Span *pOut, char **pzErr){
  int eType = sqlite3_value_type(v);
  if( eType==SQLITE_NULL ) return SQL_ARG_NULL;
  if( eType!=SQLITE_TEXT && eType!=SQLITE_BLOB ){
    *pzErr = sqlite3_mprintf("%s(): argument %s must be TEXT or BLOB, not %s",
                             zFunc, zArg, sqlTypeName(eType));
    return SQL_ARG_ERROR;
  }
  sqlSpanOf(v, eType, pOut);
  return SQL_ARG_OK;
}

int sqlArgBytes(sqlite3_context *ctx, sqlite3_value *v, const char *zFunc,
                const char *zArg, Span *pOut){
  char *zErr = NULL;
  int rc = sqlValueBytes(v, zFunc, zArg, pOut, &zErr);
  if( rc==SQL_ARG_ERROR ){
    if( zErr ){
      sqlite3_result_error(ctx, zErr, -1);
      sqlite3_free(zErr);
    }else{
      sqlite3_result_error_nomem(ctx);
    }
  }
  return rc;
}

int sqlArgInt(sqlite3_context *ctx, sqlite3_value *v, const char *zFunc,
              const char *zArg, sqlite3_int64 *pOut){
  int eType = sqlite3_value_type(v);
  if( eType==SQLITE_NULL ) return SQL_ARG_NULL;
  if( eType==SQLITE_INTEGER ){
    *pOut = sqlite3_value_int64(v);
    return SQL_ARG_OK;
  }
  if( eType==SQLITE_FLOAT ){
    int64_t x;
    if( coreIntOfDouble(sqlite3_value_double(v), &x) ){
      *pOut = x;
      return SQL_ARG_OK;
    }
  }
  if( eType==SQLITE_TEXT ){
    int64_t x;
    if( coreParseInt64((const char*)sqlite3_value_text(v),
                       (size_t)sqlite3_value_bytes(v), &x) ){
      *pOut = x;
      return SQL_ARG_OK;
    }
  }
  {
    char *zErr = sqlite3_mprintf("%s(): argument %s must be an integer",
                                 zFunc, zArg);
    sqlite3_result_error(ctx, zErr ? zErr : "out of memory", -1);
    sqlite3_free(zErr);
  }
  return SQL_ARG_ERROR;
}

void sqlResultBufText(sqlite3_context *ctx, CoreBuf *p, int bJson){
  if( p->oom ){
    coreBufFree(p);
    sqlite3_result_error_nomem(ctx);
    return;
  }
  if( p->n > (size_t)sqlite3_limit(sqlite3_context_db_handle(ctx),
                                   SQLITE_LIMIT_LENGTH, -1) ){
    coreBufFree(p);
    sqlite3_result_error_toobig(ctx);
    return;
  }
  if( p->z && p->n<0x7fffffff && memchr(p->z, 0, p->n)==NULL
   && coreBufAppendByte(p, 0)==0 ){
    /* NUL-terminated and handed over with length -1: SQLite then knows the
    ** terminator is there and never copies the text to add one. */
    sqlite3_result_text(ctx, p->z, -1, sqlite3_free);
  }else if( p->oom ){
    coreBufFree(p);
    sqlite3_result_error_nomem(ctx);
    return;
  }else{
    sqlite3_result_text64(ctx, p->z ? p->z : "", (sqlite3_uint64)p->n,
                          p->z ? sqlite3_free : SQLITE_TRANSIENT, SQLITE_UTF8);
  }
  p->z = NULL;
  p->n = p->nAlloc = 0;
  if( bJson ) sqlite3_result_subtype(ctx, 'J');
}

/* 1 if z[0..n) is valid UTF-8 (ASCII eight bytes at a time). */
static int sqlIsUtf8(const char *z, size_t n){
  size_t i = 0;
  while( i<n ){
    uint64_t w;
    size_t len;
    if( i+8<=n ){
      memcpy(&w, z+i, 8);
      if( (w & 0x8080808080808080ULL)==0 ){ i += 8; continue; }
    }
    len = coreUtf8Len((const unsigned char*)z+i, n-i);
    if( len==0 ) return 0;
    i += len;
  }
  return 1;
}

void sqlResultSpan(sqlite3_context *ctx, const char *z, size_t n){
  if( z==NULL ){
    sqlite3_result_null(ctx);
  }else if( sqlIsUtf8(z, n) ){
    sqlite3_result_text64(ctx, z, (sqlite3_uint64)n, SQLITE_TRANSIENT,
                          SQLITE_UTF8);
  }else{
    /* Bytes that are not UTF-8 (a Latin-1 robots.txt, a raw URL) come back
    ** as they were, as a BLOB: never as TEXT that is not text. */
    sqlite3_result_blob64(ctx, z, (sqlite3_uint64)n, SQLITE_TRANSIENT);
  }
}
