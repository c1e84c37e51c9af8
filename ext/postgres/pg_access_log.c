/*
** pg_access_log.c: the access-log reader for PostgreSQL, with the columns
** of the SQLite table-valued function:
**
**   access_log_entries(log [, format])   line, client, ident, "user", time,
**       request, method, target, protocol, status, bytes, referer,
**       user_agent, agent, extra, error, raw
**
** log is text or bytea (a gzipped log needs bytea); format is auto,
** common, combined or nginx (NULL: auto).  ext/log's reader runs over the
** argument's bytes with palloc'd state and fills a tuplestore, a cancel
** honoured between lines.  A line that does not parse is a row with error
** and raw set.  Start at access_log_entries.
*/
#include "pg_util.h"
#include "../log/access_log.h"
#include "../crawler/robots_crawler.h"

#include "funcapi.h"
#include "miscadmin.h"
#include "utils/builtins.h"

#include <string.h>

#define PG_LOG_COLS 18

/* Column i: text of a span, NULL when s.z is NULL. */
static void pgLogSpan(Datum *a, bool *aNull, int i, Span s){
  if( s.z==NULL ) aNull[i] = true;
  else a[i] = pgTextDatum(s.z, s.n);
}

/* The row of line *e. */
static void pgLogRow(ReturnSetInfo *rs, const AccessLogEntry *e){
  Datum a[PG_LOG_COLS];
  bool aNull[PG_LOG_COLS];
  Span tok = { NULL, 0 };
  memset(aNull, 0, sizeof(aNull));
  aNull[0] = e->iLine<=0;
  a[0] = Int64GetDatum(e->iLine);
  pgLogSpan(a, aNull, 1, e->client);
  pgLogSpan(a, aNull, 2, e->ident);
  pgLogSpan(a, aNull, 3, e->user);
  pgLogSpan(a, aNull, 4, (Span){ e->nTime ? e->zTime : NULL, e->nTime });
  pgLogSpan(a, aNull, 5, e->request);
  pgLogSpan(a, aNull, 6, e->method);
  pgLogSpan(a, aNull, 7, e->target);
  pgLogSpan(a, aNull, 8, e->protocol);
  aNull[9] = e->status<0;
  a[9] = Int32GetDatum(e->status);
  aNull[10] = e->bytes<0;
  a[10] = Int64GetDatum(e->bytes);
  pgLogSpan(a, aNull, 11, e->referer);
  pgLogSpan(a, aNull, 12, e->userAgent);
  if( e->userAgent.z ){
    (void)robotsCrawlerOfHeader(e->userAgent.z, e->userAgent.n, &tok);
  }
  pgLogSpan(a, aNull, 13, tok);
  pgLogSpan(a, aNull, 14, e->extra);
  pgLogSpan(a, aNull, 15, (Span){ e->zError, e->zError ? strlen(e->zError) : 0 });
  pgLogSpan(a, aNull, 17, e->host);
  pgLogSpan(a, aNull, 16, e->raw);
  tuplestore_putvalues(rs->setResult, rs->setDesc, a, aNull);
}

/* The ACCESS_LOG_xxx of optional argument 1 (NULL: auto); an unknown name
** is an error with the engine's text (accessLogFormatError). */
static int pgLogFormat(FunctionCallInfo fcinfo){
  Span fmt = pgArgOpt(fcinfo, 1);
  int eFormat;
  if( fmt.z==NULL ) return ACCESS_LOG_AUTO;
  eFormat = accessLogFormatOf(fmt.z, fmt.n);
  if( eFormat<0 ){
    CoreBuf b;
    coreBufInit(&b, &pgPallocAlloc);
    if( accessLogFormatError(&b, fmt.z, fmt.n) ){
      pgOutOfMemory("access_log_entries");
    }
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("access_log_entries(): %.*s", (int)b.n, b.z)));
  }
  return eFormat;
}

/* access_log_entries(log [, format]): no rows for a NULL log. */
PG_ROBOTS_FUNCTION(access_log_entries);
Datum access_log_entries(PG_FUNCTION_ARGS){
  ReturnSetInfo *rs;
  AccessLog *pLog;
  AccessLogEntry e;
  Span doc;
  int rc, eFormat;
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  rs = (ReturnSetInfo*)fcinfo->resultinfo;
  eFormat = pgLogFormat(fcinfo);
  if( PG_ARGISNULL(0) ) return (Datum)0;
  doc = pgArgSpan(fcinfo, 0);
  pLog = accessLogOpen(&pgPallocAlloc, doc.z, doc.n, eFormat);
  if( pLog==NULL ) pgOutOfMemory("access_log_entries");
  accessLogSetStop(pLog, &pgStop);    /* blank lines and inflating too */
  while( (rc = accessLogNext(pLog, &e))>0 ){
    pgLogRow(rs, &e);
    CHECK_FOR_INTERRUPTS();     /* the reader's memory is palloc'd */
  }
  accessLogClose(pLog);
  if( rc==-2 ) pgStopped("access_log_entries");
  if( rc<0 ) pgOutOfMemory("access_log_entries");
  return (Datum)0;
}
