/*
** sql_access_log.c: the SQLite binding of the access-log reader.
**
**   SELECT agent, count(*) FROM access_log_entries(readfile('access.log'))
**    GROUP BY agent;
**   SELECT * FROM access_log_entries(:log, 'common') WHERE error IS NOT NULL;
**
** A TvfModule (sql_tvf.h): xStart opens ext/log's reader over the argument's
** bytes (not copied), xNext pulls one line.  A line that does not parse is a
** row with error and raw set.  Start at logStart.
*/
#include "sql_ext.h"
#include "sql_tvf.h"
#include "../log/access_log.h"
#include "../crawler/robots_crawler.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

typedef struct LogCur {
  AccessLog *pLog;
  AccessLogEntry e;
  SqlStop stop;          /* sqlite3_interrupt, asked as the reader goes */
} LogCur;

/* The refusal of format name fmt (accessLogFormatError) in *pzErr. */
static int logFormatError(Span fmt, char **pzErr){
  CoreBuf b;
  coreBufInit(&b, &sqlAlloc);
  if( accessLogFormatError(&b, fmt.z, fmt.n)==0 ){
    *pzErr = sqlite3_mprintf("access_log_entries(): %.*s", (int)b.n, b.z);
  }
  coreBufFree(&b);
  return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
}

static int logStart(void *pCur, void *pAux, sqlite3_value **apArg,
                    char **pzErr){
  LogCur *p = (LogCur*)pCur;
  Span doc, fmt;
  int eFormat = ACCESS_LOG_AUTO;
  if( sqlValueBytes(apArg[0], "access_log_entries", "log", &doc, pzErr)
        ==SQL_ARG_ERROR ) return SQLITE_ERROR;
  if( apArg[1] && sqlite3_value_type(apArg[1])!=SQLITE_NULL ){
    if( sqlValueBytes(apArg[1], "access_log_entries", "format", &fmt, pzErr)
          ==SQL_ARG_ERROR ) return SQLITE_ERROR;
    eFormat = accessLogFormatOf(fmt.z, fmt.n);
    if( eFormat<0 ) return logFormatError(fmt, pzErr);
  }
  p->pLog = accessLogOpen(&sqlAlloc, doc.z, doc.n, eFormat);
  if( p->pLog==NULL ) return SQLITE_NOMEM;
  sqlStopInit(&p->stop, (sqlite3*)pAux);
  accessLogSetStop(p->pLog, &p->stop.base);
  return SQLITE_OK;
}

static int logNext(void *pCur, int *pEof, char **pzErr){
  LogCur *p = (LogCur*)pCur;
  int rc = accessLogNext(p->pLog, &p->e);
  if( rc==-2 ){
    *pzErr = sqlite3_mprintf("access_log_entries(): interrupted");
    return SQLITE_INTERRUPT;
  }
  if( rc<0 ){
    *pzErr = sqlite3_mprintf("access_log_entries(): out of memory");
    return SQLITE_NOMEM;
  }
  *pEof = rc==0;
  return SQLITE_OK;
}

/* A span as TEXT (a BLOB when not UTF-8), NULL when absent. */
static void logResult(sqlite3_context *ctx, Span s){
  sqlResultSpan(ctx, s.z, s.n);
}

static int logColumn(void *pCur, sqlite3_context *ctx, int iCol){
  LogCur *p = (LogCur*)pCur;
  const AccessLogEntry *e = &p->e;
  Span tok;
  switch( iCol ){
    case 0: if( e->iLine>0 ) sqlite3_result_int64(ctx, e->iLine); break;
    case 1: logResult(ctx, e->client); break;
    case 2: logResult(ctx, e->ident); break;
    case 3: logResult(ctx, e->user); break;
    case 4:
      if( e->nTime ){
        sqlite3_result_text(ctx, e->zTime, (int)e->nTime, SQLITE_TRANSIENT);
      }
      break;
    case 5: logResult(ctx, e->request); break;
    case 6: logResult(ctx, e->method); break;
    case 7: logResult(ctx, e->target); break;
    case 8: logResult(ctx, e->protocol); break;
    case 9: if( e->status>=0 ) sqlite3_result_int(ctx, e->status); break;
    case 10: if( e->bytes>=0 ) sqlite3_result_int64(ctx, e->bytes); break;
    case 11: logResult(ctx, e->referer); break;
    case 12: logResult(ctx, e->userAgent); break;
    case 13:
      if( e->userAgent.z
       && robotsCrawlerOfHeader(e->userAgent.z, e->userAgent.n, &tok)
            !=ROBOTS_CRAWLER_NONE ){
        logResult(ctx, tok);
      }
      break;
    case 14: logResult(ctx, e->extra); break;
    case 15:
      if( e->zError ) sqlite3_result_text(ctx, e->zError, -1, SQLITE_STATIC);
      break;
    case 16: if( e->raw.z ) logResult(ctx, e->raw); break;
    case 17: logResult(ctx, e->host); break;
  }
  return SQLITE_OK;
}

static void logReset(void *pCur){
  LogCur *p = (LogCur*)pCur;
  accessLogClose(p->pLog);
  p->pLog = NULL;
  sqlStopFinish(&p->stop);
}

static const TvfModule accessLogModule = {
  "access_log_entries",
  "CREATE TABLE x(line INTEGER, client TEXT, ident TEXT, user TEXT,"
  " time TEXT, request TEXT, method TEXT, target TEXT, protocol TEXT,"
  " status INTEGER, bytes INTEGER, referer TEXT, user_agent TEXT,"
  " agent TEXT, extra TEXT, error TEXT, raw TEXT, host TEXT, log HIDDEN,"
  " format HIDDEN)",
  2, 1, sizeof(LogCur), logStart, logNext, logColumn, logReset, 0
};

int sqlAccessLogRegister(sqlite3 *db){
  return tvfRegister(db, &accessLogModule, db);
}
