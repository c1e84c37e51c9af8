/*
** noop_ext.c: the floor of the join benchmarks.  noop3(txt, agent, url)
** takes the same three arguments as robots_allowed, reads them the same way
** (type check, then the bytes and their length, never converted) and
** returns 0 or 1 from the bytes, so the query does all the work SQLite does
** for robots_allowed except the decision itself.  noop_lines(doc) is the
** floor of the access-log benchmark: sqlite-lines' lines_read() over a
** buffer, one row per line (split with memchr), its only column the line.
** Loaded by the benchmark only: `.load dist/bench/noop`.
*/
#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1

#include <string.h>

/* Length of argument v's bytes plus its first byte; -1 when not TEXT/BLOB. */
static long noopArg(sqlite3_value *v){
  const unsigned char *z;
  int eType = sqlite3_value_type(v);
  int n;
  if( eType!=SQLITE_TEXT && eType!=SQLITE_BLOB ) return -1;
  z = (const unsigned char*)sqlite3_value_blob(v);
  n = sqlite3_value_bytes(v);
  return (long)n + (n>0 && z ? z[0] : 0);
}

/* noop3(txt, agent, url): 1 if the three byte counts add up to an even
** number, else 0; NULL when an argument is not TEXT or BLOB. */
static void noopFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  long a = noopArg(argv[0]), b, c;
  (void)argc;
  if( a<0 ) return;
  b = noopArg(argv[1]);
  if( b<0 ) return;
  c = noopArg(argv[2]);
  if( c<0 ) return;
  sqlite3_result_int(ctx, ((a + b + c) & 1)==0);
}

/* ---- noop_lines(doc): the lines of doc, as sqlite-lines splits them ---- */

typedef struct NoopLinesCur {
  sqlite3_vtab_cursor base;
  const char *z;            /* the document (SQLite keeps the argument) */
  sqlite3_int64 n, i;       /* its size, the start of the current line */
  sqlite3_int64 nLine;      /* length of the current line */
  sqlite3_int64 iRow;
} NoopLinesCur;

static int noopLinesConnect(sqlite3 *db, void *pAux, int argc,
                            const char *const *argv, sqlite3_vtab **ppVtab,
                            char **pzErr){
  int rc;
  (void)pAux; (void)argc; (void)argv; (void)pzErr;
  rc = sqlite3_declare_vtab(db, "CREATE TABLE x(line TEXT, doc HIDDEN)");
  if( rc!=SQLITE_OK ) return rc;
  *ppVtab = sqlite3_malloc(sizeof(sqlite3_vtab));
  if( *ppVtab==0 ) return SQLITE_NOMEM;
  memset(*ppVtab, 0, sizeof(sqlite3_vtab));
  return SQLITE_OK;
}
static int noopLinesDisconnect(sqlite3_vtab *p){ sqlite3_free(p); return SQLITE_OK; }
static int noopLinesOpen(sqlite3_vtab *p, sqlite3_vtab_cursor **ppCur){
  NoopLinesCur *c = sqlite3_malloc(sizeof(*c));
  (void)p;
  if( c==0 ) return SQLITE_NOMEM;
  memset(c, 0, sizeof(*c));
  *ppCur = &c->base;
  return SQLITE_OK;
}
static int noopLinesClose(sqlite3_vtab_cursor *c){ sqlite3_free(c); return SQLITE_OK; }
/* Find the end of the line starting at c->i. */
static void noopLinesFind(NoopLinesCur *c){
  const char *e;
  if( c->i>=c->n ) return;
  e = memchr(c->z + c->i, '\n', (size_t)(c->n - c->i));
  c->nLine = e ? (sqlite3_int64)(e - (c->z + c->i)) : c->n - c->i;
}
static int noopLinesFilter(sqlite3_vtab_cursor *pCur, int idxNum,
                           const char *idxStr, int argc, sqlite3_value **argv){
  NoopLinesCur *c = (NoopLinesCur*)pCur;
  (void)idxStr;
  c->z = 0; c->n = 0; c->i = 0; c->iRow = 1;
  if( idxNum && argc>0 ){
    c->z = (const char*)sqlite3_value_blob(argv[0]);
    c->n = sqlite3_value_bytes(argv[0]);
  }
  noopLinesFind(c);
  return SQLITE_OK;
}
static int noopLinesNext(sqlite3_vtab_cursor *pCur){
  NoopLinesCur *c = (NoopLinesCur*)pCur;
  c->i += c->nLine + 1;
  c->iRow++;
  noopLinesFind(c);
  return SQLITE_OK;
}
static int noopLinesEof(sqlite3_vtab_cursor *pCur){
  NoopLinesCur *c = (NoopLinesCur*)pCur;
  return c->z==0 || c->i>=c->n;
}
static int noopLinesColumn(sqlite3_vtab_cursor *pCur, sqlite3_context *ctx,
                           int i){
  NoopLinesCur *c = (NoopLinesCur*)pCur;
  if( i==0 ){
    sqlite3_result_text64(ctx, c->z + c->i, (sqlite3_uint64)c->nLine,
                          SQLITE_TRANSIENT, SQLITE_UTF8);
  }
  return SQLITE_OK;
}
static int noopLinesRowid(sqlite3_vtab_cursor *pCur, sqlite3_int64 *p){
  *p = ((NoopLinesCur*)pCur)->iRow;
  return SQLITE_OK;
}
static int noopLinesBestIndex(sqlite3_vtab *tab, sqlite3_index_info *p){
  int i;
  (void)tab;
  for(i=0; i<p->nConstraint; i++){
    if( p->aConstraint[i].iColumn==1 && p->aConstraint[i].usable
     && p->aConstraint[i].op==SQLITE_INDEX_CONSTRAINT_EQ ){
      p->aConstraintUsage[i].argvIndex = 1;
      p->aConstraintUsage[i].omit = 1;
      p->idxNum = 1;
      p->estimatedCost = 10;
      return SQLITE_OK;
    }
  }
  p->estimatedCost = 1e9;
  return SQLITE_OK;
}
static sqlite3_module noopLinesModule = {
  0, 0, noopLinesConnect, noopLinesBestIndex, noopLinesDisconnect, 0,
  noopLinesOpen, noopLinesClose, noopLinesFilter, noopLinesNext, noopLinesEof,
  noopLinesColumn, noopLinesRowid, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
};

#ifdef _WIN32
__declspec(dllexport)
#endif
/* Entry point: register noop3 with the flags robots_allowed uses, and
** noop_lines. */
int sqlite3_noop_init(sqlite3 *db, char **pzErrMsg,
                      const sqlite3_api_routines *pApi){
  SQLITE_EXTENSION_INIT2(pApi);
  (void)pzErrMsg;
  int rc = sqlite3_create_function(db, "noop3", 3,
      SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, 0, noopFunc, 0, 0);
  if( rc==SQLITE_OK ){
    rc = sqlite3_create_module(db, "noop_lines", &noopLinesModule, 0);
  }
  return rc;
}
