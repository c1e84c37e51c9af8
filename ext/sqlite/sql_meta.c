/*
** sql_meta.c: SQL bindings of meta_robots.c (robots meta tag and
** X-Robots-Tag values).
**
**   robots_meta_each(content)               agent, directive, value, known
**
** (robots_meta and robots_indexable are the catalog's: catalog/cat_meta.c.)
** Start at sqlMetaRegister.
*/
#include "sql_ext.h"
#include "sql_tvf.h"
SQLITE_EXTENSION_INIT3

#include "../meta/meta_robots.h"

#include <string.h>

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
  return tvfRegister(db, &sqlMetaEachModule, db);
}
