/*
** ddb_tables2.c: the reading table functions for DuckDB (see ddb_tvf.h
** for their two forms).
**
**   access_log_entries(log [, format])   line, client, ... , error, raw
**
** (robots_meta_each, sitemap_entries and sitemap_lint are the catalog's.)
** The cursor pulls one item from the engine's reader per row.  DuckDB's
** C API gives a function no way to learn that the query was cancelled, so
** the readers run without a stop hook (their input is bounded by the
** engine's caps).  Start at aDdbReadTabs.
*/
#include "ddb_tvf.h"
#include "../core/datetime.h"
#include "../log/access_log.h"
#include "../crawler/robots_crawler.h"

#include <stdio.h>
#include <string.h>

/* ---- access_log_entries -------------------------------------------------- */

typedef struct DdbLogCur {
  AccessLog *pLog;
  AccessLogEntry e;
} DdbLogCur;

static int ddbLogStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  DdbLogCur *p = (DdbLogCur*)pCur;
  int eFormat = ACCESS_LOG_AUTO;
  if( nArg>1 && aArg[1].z ){
    eFormat = accessLogFormatOf(aArg[1].z, aArg[1].n);
    if( eFormat<0 ){
      CoreBuf b;
      coreBufInit(&b, &ddbAlloc);
      if( accessLogFormatError(&b, aArg[1].z, aArg[1].n)==0 ){
        snprintf(zErr, DDB_ERR_MAX, "%.*s", (int)b.n, b.z);
      }
      coreBufFree(&b);
      return -1;
    }
  }
  p->pLog = accessLogOpen(&ddbAlloc, aArg[0].z, aArg[0].n, eFormat);
  return p->pLog ? 0 : -1;
}

static int ddbLogNext(void *pCur, char *zErr){
  DdbLogCur *p = (DdbLogCur*)pCur;
  int rc = accessLogNext(p->pLog, &p->e);
  (void)zErr;
  return rc<0 ? -1 : rc>0;
}

static int ddbLogColumn(void *pCur, int iCol, DdbVal *v){
  const AccessLogEntry *e = &((DdbLogCur*)pCur)->e;
  Span tok, t;
  /* The text columns in column order (NULL z: not text). */
  const Span *aText[18] = { NULL, &e->client, &e->ident, &e->user, NULL,
    &e->request, &e->method, &e->target, &e->protocol, NULL, NULL,
    &e->referer, &e->userAgent, NULL, &e->extra, NULL, &e->raw, &e->host };
  if( iCol<18 && aText[iCol] ){ ddbText(v, *aText[iCol]); return 0; }
  switch( iCol ){
    case 0: if( e->iLine>0 ) ddbInt(v, e->iLine); break;
    case 4: if( e->nTime ){ t.z = e->zTime; t.n = e->nTime; ddbText(v, t); } break;
    case 9: if( e->status>=0 ) ddbInt(v, e->status); break;
    case 10: if( e->bytes>=0 ) ddbInt(v, e->bytes); break;
    case 13:
      if( e->userAgent.z && robotsCrawlerOfHeader(e->userAgent.z, e->userAgent.n,
                                                  &tok)!=ROBOTS_CRAWLER_NONE ){
        ddbText(v, tok);
      }
      break;
    default: ddbStatic(v, e->zError); break;
  }
  return 0;
}

static void ddbLogEnd(void *pCur){
  DdbLogCur *p = (DdbLogCur*)pCur;
  if( p->pLog ) accessLogClose(p->pLog);
}

static const DdbColDef aLogCol[] = {
  { "line", DDB_T_INT }, { "client", DDB_T_TEXT }, { "ident", DDB_T_TEXT },
  { "user", DDB_T_TEXT }, { "time", DDB_T_TEXT }, { "request", DDB_T_TEXT },
  { "method", DDB_T_TEXT }, { "target", DDB_T_TEXT }, { "protocol", DDB_T_TEXT },
  { "status", DDB_T_INT }, { "bytes", DDB_T_INT }, { "referer", DDB_T_TEXT },
  { "user_agent", DDB_T_TEXT }, { "agent", DDB_T_TEXT }, { "extra", DDB_T_TEXT },
  { "error", DDB_T_TEXT }, { "raw", DDB_T_TEXT }, { "host", DDB_T_TEXT },
};

#define DDB_NCOL(a) ((int)(sizeof(a)/sizeof(a[0])))

static const DdbTabDef aDdbReadTabs[] = {
  { "access_log_entries", { "log", "format" }, 1, 2, aLogCol, DDB_NCOL(aLogCol),
    sizeof(DdbLogCur), ddbLogStart, ddbLogNext, ddbLogColumn, ddbLogEnd },
};

int ddbReadTablesRegister(duckdb_connection con){
  size_t i;
  for(i=0; i<sizeof(aDdbReadTabs)/sizeof(aDdbReadTabs[0]); i++){
    if( ddbTabRegister(con, &aDdbReadTabs[i]) ) return -1;
  }
  return 0;
}

int ddbTablesRegister(duckdb_connection con){
  if( ddbRobotsTablesRegister(con) ) return -1;
  return ddbReadTablesRegister(con);
}
