/*
** sql_meta.c: SQL bindings of meta_robots.c (robots meta tag and
** X-Robots-Tag values).
**
**   robots_meta(content [, agent])          JSON object of the directives in force
**   robots_meta_each(content)               agent, directive, value, known
**   robots_indexable(content, agent [, now]) 1 or 0
**
** Start at sqlMetaRegister.  A NULL agent or now counts as not given.
*/
#include "sql_ext.h"
#include "sql_tvf.h"
SQLITE_EXTENSION_INIT3

#include "../meta/meta_robots.h"

#include <string.h>

#ifdef SQLITE_RESULT_SUBTYPE
# define SQL_META_JSON_FLAGS (SQL_PURE | SQLITE_RESULT_SUBTYPE)
#else
# define SQL_META_JSON_FLAGS SQL_PURE
#endif

/* Read the optional agent argument: SQL_ARG_OK with *pAgent, SQL_ARG_NULL
** when absent or NULL, SQL_ARG_ERROR (set on ctx) for a wrong type. */
static int sqlMetaAgentArg(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                           const char *zFunc, Span *pAgent){
  if( argc<2 ) return SQL_ARG_NULL;
  return sqlArgBytes(ctx, argv[1], zFunc, "agent", pAgent);
}

/* metaEffective of content for agent (zAgent NULL: none); a content long
** enough to take a while asks sqlite3_interrupt along the way.  Returns 0,
** or 1 when interrupted (the error is set on ctx). */
static int sqlMetaEffective(sqlite3_context *ctx, Span content,
                            const char *zAgent, size_t nAgent,
                            MetaEffective *pE){
  SqlStop st;
  int bStop;
  if( content.n<CORE_STOP_EVERY ){
    metaEffective(content.z, content.n, zAgent, nAgent, pE);
    return 0;
  }
  sqlStopInit(&st, sqlite3_context_db_handle(ctx));
  bStop = metaEffectiveStop(content.z, content.n, zAgent, nAgent, pE, &st.base);
  sqlStopFinish(&st);
  if( bStop ) sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
  return bStop;
}

/* robots_meta(content [, agent]) */
static void sqlMetaFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span content, agent = { NULL, 0 };
  MetaEffective e;
  CoreBuf out;
  int rc;
  if( sqlArgBytes(ctx, argv[0], "robots_meta", "content", &content)!=SQL_ARG_OK ) return;
  rc = sqlMetaAgentArg(ctx, argc, argv, "robots_meta", &agent);
  if( rc==SQL_ARG_ERROR ) return;
  if( sqlMetaEffective(ctx, content, rc==SQL_ARG_OK ? agent.z : NULL, agent.n,
                       &e) ) return;
  coreBufInit(&out, &sqlAlloc);
  metaEffectiveJson(&e, &out);
  sqlResultBufText(ctx, &out, 1);
}

/* Read "now": TEXT/BLOB in any dateParse form, or INTEGER seconds since
** 1970.  Returns SQL_ARG_OK, SQL_ARG_NULL, or SQL_ARG_ERROR (set on ctx). */
static int sqlMetaNowArg(sqlite3_context *ctx, sqlite3_value *v, DateSeconds *pNow){
  Span s;
  CoreBuf q;
  int rc;
  if( sqlite3_value_type(v)==SQLITE_INTEGER ){
    *pNow = sqlite3_value_int64(v);
    return SQL_ARG_OK;
  }
  if( sqlite3_value_type(v)==SQLITE_FLOAT ){
    sqlite3_result_error(ctx, "robots_indexable(): argument now must be a date "
                         "as TEXT or BLOB, or INTEGER seconds since 1970, "
                         "not REAL", -1);
    return SQL_ARG_ERROR;
  }
  rc = sqlArgBytes(ctx, v, "robots_indexable", "now", &s);
  if( rc!=SQL_ARG_OK ) return rc;
  coreBufInit(&q, &sqlAlloc);
  rc = metaNowOf(s.z, s.n, pNow, &q);
  if( rc>0 ){
    char *zErr = sqlite3_mprintf("robots_indexable(): %.*s", (int)q.n, q.z);
    sqlite3_result_error(ctx, zErr ? zErr : "out of memory", -1);
    sqlite3_free(zErr);
  }else if( rc<0 ){
    sqlite3_result_error_nomem(ctx);
  }
  coreBufFree(&q);
  if( rc ) return SQL_ARG_ERROR;
  return SQL_ARG_OK;
}

/* robots_indexable(content, agent [, now]) */
static void sqlIndexableFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span content, agent;
  MetaEffective e;
  DateSeconds tNow = 0;
  int bNow = 0;
  if( sqlArgBytes(ctx, argv[0], "robots_indexable", "content", &content)!=SQL_ARG_OK ) return;
  if( sqlArgBytes(ctx, argv[1], "robots_indexable", "agent", &agent)!=SQL_ARG_OK ) return;
  if( argc>2 ){
    int rc = sqlMetaNowArg(ctx, argv[2], &tNow);
    if( rc==SQL_ARG_ERROR ) return;
    bNow = rc==SQL_ARG_OK;
  }
  if( sqlMetaEffective(ctx, content, agent.z, agent.n, &e) ) return;
  sqlite3_result_int(ctx, metaIndexable(&e, bNow, tNow));
}

/* ---- robots_meta_each ------------------------------------------------ */

typedef struct MetaEachCur {
  MetaScan scan;
  MetaDirective d;
  MetaEachRow row;       /* d as its row (metaEachRow) */
  CoreBuf scratch;       /* the row's lower-cased spans */
  SqlStop stop;          /* sqlite3_interrupt, asked along a long content */
} MetaEachCur;

static int sqlMetaEachStart(void *pCur, void *pAux, sqlite3_value **apArg, char **pzErr){
  MetaEachCur *c = (MetaEachCur*)pCur;
  Span content;
  if( sqlValueBytes(apArg[0], "robots_meta_each", "content", &content, pzErr)
      ==SQL_ARG_ERROR ){
    return SQLITE_ERROR;
  }
  metaScanInit(&c->scan, content.z, content.n);
  coreBufInit(&c->scratch, &sqlAlloc);
  sqlStopInit(&c->stop, (sqlite3*)pAux);
  metaScanSetStop(&c->scan, &c->stop.base);
  return SQLITE_OK;
}

static int sqlMetaEachNext(void *pCur, int *pEof, char **pzErr){
  MetaEachCur *c = (MetaEachCur*)pCur;
  *pEof = !metaScanNext(&c->scan, &c->d);
  if( c->scan.bStopped ){
    *pzErr = sqlite3_mprintf("robots_meta_each(): interrupted");
    return SQLITE_INTERRUPT;
  }
  if( !*pEof && metaEachRow(&c->d, &c->scratch, &c->row) ) return SQLITE_NOMEM;
  return SQLITE_OK;
}

/* The engine's row (metaEachRow) as columns: text that is not UTF-8 comes
** back as a BLOB (sqlResultSpan). */
static int sqlMetaEachColumn(void *pCur, sqlite3_context *ctx, int iCol){
  const MetaEachRow *r = &((MetaEachCur*)pCur)->row;
  switch( iCol ){
    case 0: sqlResultSpan(ctx, r->agent.z, r->agent.n); break;
    case 1: sqlResultSpan(ctx, r->directive.z, r->directive.n); break;
    case 2:
      if( r->eValue==META_VALUE_INT ) sqlite3_result_int64(ctx, r->iValue);
      else if( r->eValue==META_VALUE_TEXT ) sqlResultSpan(ctx, r->value.z, r->value.n);
      break;
    default: sqlite3_result_int(ctx, r->bKnown); break;
  }
  return SQLITE_OK;
}

static void sqlMetaEachReset(void *pCur){
  MetaEachCur *c = (MetaEachCur*)pCur;
  coreBufFree(&c->scratch);
  sqlStopFinish(&c->stop);             /* the probe, if one was prepared */
}

static const TvfModule sqlMetaEachModule = {
  "robots_meta_each",
  "CREATE TABLE x(agent, directive, value, known, content HIDDEN)",
  1, 1, sizeof(MetaEachCur),
  sqlMetaEachStart, sqlMetaEachNext, sqlMetaEachColumn, sqlMetaEachReset, 0
};

int sqlMetaRegister(sqlite3 *db){
  int rc = sqlite3_create_function(db, "robots_meta", 1, SQL_META_JSON_FLAGS, 0,
                                   sqlMetaFunc, 0, 0);
  if( rc==SQLITE_OK ){
    rc = sqlite3_create_function(db, "robots_meta", 2, SQL_META_JSON_FLAGS, 0,
                                 sqlMetaFunc, 0, 0);
  }
  if( rc==SQLITE_OK ){
    rc = sqlite3_create_function(db, "robots_indexable", 2, SQL_PURE, 0,
                                 sqlIndexableFunc, 0, 0);
  }
  if( rc==SQLITE_OK ){
    rc = sqlite3_create_function(db, "robots_indexable", 3, SQL_PURE, 0,
                                 sqlIndexableFunc, 0, 0);
  }
  if( rc==SQLITE_OK ) rc = tvfRegister(db, &sqlMetaEachModule, db);
  return rc;
}
