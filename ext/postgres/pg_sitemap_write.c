/*
** pg_sitemap_write.c: the sitemap writer's aggregates for PostgreSQL, with
** the names and meaning of the SQLite ones (sql_sitemap_write.c):
**
**   sitemap_urlset(loc [, lastmod [, changefreq [, priority]]])   text
**   sitemap_index(loc [, lastmod])                                 text
**
** lastmod is text (a W3C Datetime), timestamptz (written in UTC) or date;
** priority is float8 (numeric and integers cast to it).  Each row is
** handed to the engine's SitemapDoc (sitemapDocAdd: checks, limits, the
** text of every error), whose buffer lives in the aggregate's memory
** context; the final function copies it, footer added, into a text.
** (sitemap_gzip is the catalog's: catalog/cat_sitemap.c.)  Start at
** pgSwStep.
*/
#include "pg_util.h"
#include "../core/datetime.h"
#include "../sitemap/sitemap_write_doc.h"

#include "datatype/timestamp.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/date.h"
#include "utils/memutils.h"
#include "utils/timestamp.h"

#include <stdint.h>
#include <string.h>

/* What each transition function writes and how it reads lastmod. */
typedef enum { PG_LASTMOD_TEXT, PG_LASTMOD_TIMESTAMPTZ, PG_LASTMOD_DATE }
  PgLastmodType;

/* The state of one group: the document so far (header and records). */
typedef struct PgSwAgg {
  CoreAlloc alloc;          /* palloc in the aggregate's context */
  SitemapDoc doc;
} PgSwAgg;

/* The function's SQL name, for messages. */
static const char *pgSwName(SitemapKind eKind){
  return eKind==SITEMAP_URLSET ? "sitemap_urlset" : "sitemap_index";
}

/* Raise the engine's message in b (hint: the advice for the limits). */
static void pgSwRaise(SitemapKind eKind, CoreBuf *b, int eCode,
                      const char *zHint) pg_attribute_noreturn();
static void pgSwRaise(SitemapKind eKind, CoreBuf *b, int eCode,
                      const char *zHint){
  if( b->oom ) pgOutOfMemory(pgSwName(eKind));
  ereport(ERROR, (errcode(eCode), errmsg("%.*s", (int)b->n, b->z),
                  zHint ? errhint("%s", zHint) : 0));
}

/* Raise "zFunc(): row N: field 'value' <text>" for record *p. */
static void pgSwRecordError(SitemapKind eKind, int64 iRow,
                            const SitemapOutRecord *p, SitemapError e,
                            const char *zField, int eCode)
                            pg_attribute_noreturn();
static void pgSwRecordError(SitemapKind eKind, int64 iRow,
                            const SitemapOutRecord *p, SitemapError e,
                            const char *zField, int eCode){
  CoreBuf b;
  coreBufInit(&b, &pgPallocAlloc);
  sitemapRowMessage(&b, pgSwName(eKind), iRow, p, e, zField);
  pgSwRaise(eKind, &b, eCode, NULL);
}

/* Raise the error of the document's last row. */
static void pgSwDocError(SitemapKind eKind, const SitemapDoc *d,
                         const SitemapOutRecord *p) pg_attribute_noreturn();
static void pgSwDocError(SitemapKind eKind, const SitemapDoc *d,
                         const SitemapOutRecord *p){
  CoreBuf b;
  int bLimit = d->eStatus==SITEMAP_DOC_TOO_MANY
            || d->eStatus==SITEMAP_DOC_TOO_LARGE;
  if( d->eStatus==SITEMAP_DOC_NOMEM ) pgOutOfMemory(pgSwName(eKind));
  coreBufInit(&b, &pgPallocAlloc);
  sitemapDocMessage(d, p, pgSwName(eKind), 0, &b);
  pgSwRaise(eKind, &b, bLimit ? ERRCODE_PROGRAM_LIMIT_EXCEEDED
                              : ERRCODE_INVALID_PARAMETER_VALUE,
            bLimit ? sitemapDocHint() : NULL);
}

/* Text argument i as UTF-8 bytes (the database's encoding converted),
** z==NULL for SQL NULL or a missing argument. */
static Span pgSwText(FunctionCallInfo fcinfo, int i){
  Span s = pgArgOpt(fcinfo, i);
  int eEnc = GetDatabaseEncoding();
  if( s.z && eEnc!=PG_UTF8 && eEnc!=PG_SQL_ASCII && s.n>0 ){
    char *z = pg_server_to_any(s.z, (int)s.n, PG_UTF8);
    if( z!=s.z ){ s.z = z; s.n = strlen(z); }
  }
  return s;
}

/* Seconds since 1970 of PostgreSQL's microseconds since 2000, floored. */
static DateSeconds pgSwSeconds(int64 ts){
  int64 s = ts / USECS_PER_SEC - (ts % USECS_PER_SEC < 0 ? 1 : 0);
  return s + (int64)(POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE)*SECS_PER_DAY;
}

/* lastmod (argument 2, not NULL) of type eType as W3C Datetime text in
** zBuf: a timestamptz in UTC to the second, a date as YYYY-MM-DD.  Dates
** outside the years 0000-9999 (and infinity) are errors of row iRow. */
static Span pgSwLastmodOf(FunctionCallInfo fcinfo, PgLastmodType eType,
                          SitemapKind eKind, int64 iRow, char *zBuf){
  static const DateSeconds tMin = -62167219200LL;  /* 0000-01-01 */
  static const DateSeconds tMax = 253402300799LL;  /* 9999-12-31 23:59:59 */
  Span s;
  DateSeconds t = 0;
  int bOk;
  if( eType==PG_LASTMOD_TIMESTAMPTZ ){
    TimestampTz ts = PG_GETARG_TIMESTAMPTZ(2);
    bOk = !TIMESTAMP_NOT_FINITE(ts);
    if( bOk ) t = pgSwSeconds(ts);
  }else{
    DateADT d = PG_GETARG_DATEADT(2);
    bOk = !DATE_NOT_FINITE(d);
    t = ((int64)d + (POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE))*SECS_PER_DAY;
  }
  if( !bOk || t<tMin || t>tMax ){
    char *z = eType==PG_LASTMOD_DATE
      ? DatumGetCString(DirectFunctionCall1(date_out, PG_GETARG_DATUM(2)))
      : DatumGetCString(DirectFunctionCall1(timestamptz_out,
                                            PG_GETARG_DATUM(2)));
    SitemapOutRecord r;
    memset(&r, 0, sizeof(r));
    r.lastmod.z = z;
    r.lastmod.n = strlen(z);
    pgSwRecordError(eKind, iRow, &r, SITEMAP_ERR_LASTMOD, "lastmod",
                    ERRCODE_DATETIME_VALUE_OUT_OF_RANGE);
  }
  s.z = zBuf;
  s.n = dateFormatIso(t, zBuf);
  if( eType==PG_LASTMOD_DATE ) s.n = 10;          /* YYYY-MM-DD */
  return s;
}

/* The record of this row: loc, lastmod, changefreq, priority from
** arguments 1..4 (those the function has). */
static void pgSwRecord(FunctionCallInfo fcinfo, PgLastmodType eType,
                       SitemapKind eKind, int64 iRow, char *zDate,
                       SitemapOutRecord *p){
  memset(p, 0, sizeof(*p));
  p->loc = pgSwText(fcinfo, 1);
  if( PG_NARGS()>2 && !PG_ARGISNULL(2) ){
    p->lastmod = eType==PG_LASTMOD_TEXT ? pgSwText(fcinfo, 2)
               : pgSwLastmodOf(fcinfo, eType, eKind, iRow, zDate);
  }
  if( PG_NARGS()>3 ) p->changefreq = pgSwText(fcinfo, 3);
  if( PG_NARGS()>4 && !PG_ARGISNULL(4) ){
    p->hasPriority = SITEMAP_PRIORITY_NUMBER;
    p->priority = PG_GETARG_FLOAT8(4);
  }
}

/* A new group's state in the aggregate's context: the header written. */
static PgSwAgg *pgSwStart(MemoryContext aggcxt, SitemapKind eKind){
  PgSwAgg *p = MemoryContextAllocZero(aggcxt, sizeof(PgSwAgg));
  p->alloc = pgPallocAlloc;
  p->alloc.pCtx = aggcxt;
  sitemapDocInit(&p->doc, &p->alloc, eKind, SIZE_MAX);
  return p;
}

/* The transition function of both aggregates: read one row, hand it to
** the document (argument 0 the state, NULL before the first row). */
static Datum pgSwStep(FunctionCallInfo fcinfo, SitemapKind eKind,
                      PgLastmodType eType){
  MemoryContext aggcxt;
  PgSwAgg *p;
  SitemapOutRecord rec;
  char zDate[32];
  if( !AggCheckCallContext(fcinfo, &aggcxt) ){
    ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("%s(): called outside an aggregate",
                           pgSwName(eKind))));
  }
  p = PG_ARGISNULL(0) ? pgSwStart(aggcxt, eKind)
                      : (PgSwAgg*)PG_GETARG_POINTER(0);
  pgSwRecord(fcinfo, eType, eKind, p->doc.nRow+1, zDate, &rec);
  if( sitemapDocAdd(&p->doc, &rec)!=SITEMAP_DOC_OK ){
    pgSwDocError(eKind, &p->doc, &rec);
  }
  PG_RETURN_POINTER(p);
}

/* The final function of both: the document, or NULL over no rows.  The
** state is only read (a window aggregate calls this once per row). */
static Datum pgSwFinal(FunctionCallInfo fcinfo, SitemapKind eKind){
  static const char aHdr[VARHDRSZ] = { 0 };
  PgSwAgg *p;
  CoreBuf b;
  if( PG_ARGISNULL(0) ) PG_RETURN_NULL();
  p = (PgSwAgg*)PG_GETARG_POINTER(0);
  coreBufInit(&b, &pgPallocAlloc);
  coreBufAppend(&b, aHdr, VARHDRSZ);
  coreBufAppend(&b, p->doc.buf.z, p->doc.buf.n);
  sitemapWriteFooter(&b, eKind);
  if( b.oom ) pgOutOfMemory(pgSwName(eKind));
  if( GetDatabaseEncoding()!=PG_UTF8 ){
    PG_RETURN_TEXT_P(pgTextOf(b.z + VARHDRSZ, b.n - VARHDRSZ));
  }
  /* Checked UTF-8 without NUL, within 50 MiB: the bytes as they are. */
  SET_VARSIZE(b.z, b.n);
  PG_RETURN_TEXT_P((text*)b.z);
}

/* The SQL-callable transition and final functions (robots--1.0.sql). */
#define PG_SW_STEP(name, eKind, eType) \
  PG_ROBOTS_FUNCTION(name); \
  Datum name(PG_FUNCTION_ARGS){ return pgSwStep(fcinfo, eKind, eType); }

PG_SW_STEP(sitemap_urlset_step, SITEMAP_URLSET, PG_LASTMOD_TEXT)
PG_SW_STEP(sitemap_urlset_step_tz, SITEMAP_URLSET, PG_LASTMOD_TIMESTAMPTZ)
PG_SW_STEP(sitemap_urlset_step_date, SITEMAP_URLSET, PG_LASTMOD_DATE)
PG_SW_STEP(sitemap_index_step, SITEMAP_INDEX, PG_LASTMOD_TEXT)
PG_SW_STEP(sitemap_index_step_tz, SITEMAP_INDEX, PG_LASTMOD_TIMESTAMPTZ)
PG_SW_STEP(sitemap_index_step_date, SITEMAP_INDEX, PG_LASTMOD_DATE)

PG_ROBOTS_FUNCTION(sitemap_urlset_final);
Datum sitemap_urlset_final(PG_FUNCTION_ARGS){
  return pgSwFinal(fcinfo, SITEMAP_URLSET);
}

PG_ROBOTS_FUNCTION(sitemap_index_final);
Datum sitemap_index_final(PG_FUNCTION_ARGS){
  return pgSwFinal(fcinfo, SITEMAP_INDEX);
}
