/*
** sql_util.c: what the SQLite adapters share (sql_util.h): the allocator,
** results and errors, the stop hook.
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
  if( !p->bInit ){
    p->bInit = 1;
    p->xIs = sqlIsInterruptedFn();
    p->tNext = 0;
    p->bNoProbe = p->bStopped = 0;
  }
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
  p->base.xStop = sqlStopCheck;
  p->base.pCtx = p;
  p->db = db;
  p->bInit = 0;
  p->pProbe = NULL;
}

void sqlStopFinish(SqlStop *p){
  if( p->pProbe ) sqlite3_finalize(p->pProbe);
  p->pProbe = NULL;
}

/* 1 if z[0..n) is valid UTF-8, by the sequence (the bytes past ASCII). */
static int sqlIsUtf8Seq(const char *z, size_t n){
  size_t i = 0;
  while( i<n ){
    size_t len;
    if( (unsigned char)z[i]<0x80 ){ i++; continue; }
    len = coreUtf8Len((const unsigned char*)z+i, n-i);
    if( len==0 ) return 0;
    i += len;
  }
  return 1;
}

/* 1 if z[0..n) is valid UTF-8: ASCII (the common case) is seen by OR-ing
** eight bytes at a time, tested once at the end. */
static int sqlIsUtf8(const char *z, size_t n){
  uint64_t m = 0, w;
  size_t i = 0;
  for(; i+8<=n; i+=8){
    memcpy(&w, z+i, 8);
    m |= w;
  }
  for(; i<n; i++) m |= (unsigned char)z[i];
  if( (m & 0x8080808080808080ULL)==0 ) return 1;
  return sqlIsUtf8Seq(z, n);
}

/* Values up to this length go through a NUL-terminated copy (below). */
#define SQL_TERM_MAX 2048

/* UTF-8 z[0..n) as TEXT.  SQLite marks a text NUL-terminated only when it
** measured the length itself; otherwise the first sqlite3_value_text() on
** the copy (length(), comparisons, ...) reallocates it to add the NUL.  So
** a short value without NUL bytes goes through a terminated stack copy:
** one realloc and a mutex less per value (a table's rows, many per
** statement). */
static void sqlResultUtf8(sqlite3_context *ctx, const char *z, size_t n){
  char zTerm[SQL_TERM_MAX+1];
  if( n<=SQL_TERM_MAX && memchr(z, 0, n)==NULL ){
    memcpy(zTerm, z, n);
    zTerm[n] = 0;
    sqlite3_result_text(ctx, zTerm, -1, SQLITE_TRANSIENT);
  }else{
    sqlite3_result_text64(ctx, z, (sqlite3_uint64)n, SQLITE_TRANSIENT,
                          SQLITE_UTF8);
  }
}

/* Text z[0..n) as the result: TEXT when it is UTF-8, else the bytes as
** they were, as a BLOB (a Latin-1 robots.txt, a raw URL): never as TEXT
** that is not text. */
static void sqlResultSpan(sqlite3_context *ctx, const char *z, size_t n){
  if( sqlIsUtf8(z, n) ) sqlResultUtf8(ctx, z, n);
  else sqlite3_result_blob64(ctx, z, (sqlite3_uint64)n, SQLITE_TRANSIENT);
}

void sqlResult(sqlite3_context *ctx, int eKind, const CatValue *v){
  switch( v->eType ){
    case CAT_V_NULL: sqlite3_result_null(ctx); return;
    case CAT_V_INT:
      if( eKind==CAT_REAL ) sqlite3_result_double(ctx, (double)v->i);
      else sqlite3_result_int64(ctx, v->i);
      return;
    case CAT_V_REAL: sqlite3_result_double(ctx, v->r); return;
    case CAT_V_BLOB:
      sqlite3_result_blob64(ctx, v->s.z, (sqlite3_uint64)v->s.n, SQLITE_TRANSIENT);
      return;
  }
  if( eKind==CAT_BLOB ){
    sqlite3_result_blob64(ctx, v->s.n ? v->s.z : "", (sqlite3_uint64)v->s.n,
                          SQLITE_TRANSIENT);
    return;
  }
  if( v->s.z==NULL ){ sqlite3_result_null(ctx); return; }
  sqlResultSpan(ctx, v->s.z, v->s.n);
  if( eKind==CAT_JSON ) sqlite3_result_subtype(ctx, 'J');
}

int sqlErrorOf(const CatCtx *c, int rc, char **pzErr){
  switch( rc ){
    case CAT_STOPPED: return SQLITE_INTERRUPT;
    case CAT_TOOBIG: return SQLITE_TOOBIG;
    case CAT_REFUSED: if( !c->err.oom ) break; /* fall through */
    default: return SQLITE_NOMEM;
  }
  *pzErr = sqlite3_mprintf("%s(): %.*s", c->pFunc->zName, (int)c->err.n,
                           c->err.z ? c->err.z : "");
  return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
}

void sqlResultError(sqlite3_context *ctx, const CatCtx *c, int rc){
  char *z = NULL;
  rc = sqlErrorOf(c, rc, &z);
  if( rc==SQLITE_NOMEM ){ sqlite3_result_error_nomem(ctx); return; }
  if( z ) sqlite3_result_error(ctx, z, -1);
  else sqlite3_result_error_code(ctx, rc);
  sqlite3_free(z);
}
