/*
** pg_sitemap_write.c: the sitemap writer's aggregates for PostgreSQL, with
** the names and meaning of the SQLite ones (sql_sitemap_write.c):
**
**   sitemap_urlset(loc [, lastmod [, changefreq [, priority]]])   text
**   sitemap_index(loc [, lastmod])                                 text
**   sitemap_gzip(doc [, level])                                    bytea
**
** lastmod is text (a W3C Datetime), timestamptz (written in UTC) or date;
** priority is float8 (numeric and integers cast to it).  Each row is
** checked and appended by the engine (sitemapAppendRecord) to one buffer
** that lives in the aggregate's memory context; the final function copies
** it, footer added, into a text.  Start at pgSwStep.
*/
#include "pg_util.h"
#include "../core/datetime.h"
#include "../sitemap/sitemap_write.h"

#include "datatype/timestamp.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/date.h"
#include "utils/memutils.h"
#include "utils/timestamp.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* What each transition function writes and how it reads lastmod. */
typedef enum { PG_LASTMOD_TEXT, PG_LASTMOD_TIMESTAMPTZ, PG_LASTMOD_DATE }
  PgLastmodType;

/* The state of one group: the document so far (header and records). */
typedef struct PgSwAgg {
  CoreAlloc alloc;          /* palloc in the aggregate's context */
  CoreBuf buf;
  int64 nRow;               /* rows seen */
  size_t nMax;              /* bytes buf may reach, the footer kept aside */
} PgSwAgg;

/* The function's SQL name, for messages. */
static const char *pgSwName(SitemapKind eKind){
  return eKind==SITEMAP_URLSET ? "sitemap_urlset" : "sitemap_index";
}

/* Raise "zFunc(): row N: field 'value' <text>" (value quoted and cut by
** the engine; "NULL" when z is NULL). */
static void pgSwRowError(SitemapKind eKind, int64 iRow, const char *zField,
                         const char *z, size_t n, const char *zText,
                         int eCode) pg_attribute_noreturn();
static void pgSwRowError(SitemapKind eKind, int64 iRow, const char *zField,
                         const char *z, size_t n, const char *zText,
                         int eCode){
  CoreBuf q;
  coreBufInit(&q, &pgPallocAlloc);
  if( z ) sitemapQuoteValue(&q, z, n); else coreBufAppend(&q, "NULL", 4);
  if( q.oom ) pgOutOfMemory(pgSwName(eKind));
  ereport(ERROR, (errcode(eCode),
                  errmsg("%s(): row " INT64_FORMAT ": %s %.*s %s",
                         pgSwName(eKind), iRow, zField, (int)q.n, q.z,
                         zText)));
}

/* Raise the error of a group that passed a limit of the protocol. */
static void pgSwLimitError(SitemapKind eKind, int64 iRow, const char *zWhat,
                           int nLimit) pg_attribute_noreturn();
static void pgSwLimitError(SitemapKind eKind, int64 iRow, const char *zWhat,
                           int nLimit){
  ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                  errmsg("%s(): row " INT64_FORMAT ": %s %d; number the rows "
                         "into parts", pgSwName(eKind), iRow, zWhat, nLimit),
                  errhint("Number the rows into parts in a subquery, such "
                          "as (row_number() OVER (ORDER BY loc) - 1) / 50000 "
                          "AS part (fewer rows a part when records are long), "
                          "and GROUP BY part.")));
}

/* r as SQLite's printf("%!.15g") writes it (a point always; Inf, NaN). */
void pgSwPriorityText(double r, char *zOut, size_t nOut){
  char *zE;
  size_t n;
  if( isnan(r) ){ snprintf(zOut, nOut, "NaN"); return; }
  if( isinf(r) ){ snprintf(zOut, nOut, r<0 ? "-Inf" : "Inf"); return; }
  snprintf(zOut, nOut, "%.15g", r);
  if( strchr(zOut, '.') ) return;
  zE = strchr(zOut, 'e');
  n = strlen(zOut);
  if( n+3>nOut ) return;
  if( zE ){
    memmove(zE+2, zE, n - (size_t)(zE - zOut) + 1);
    zE[0] = '.'; zE[1] = '0';
  }else{
    memcpy(zOut+n, ".0", 3);
  }
}

/* Raise the error of a record that failed check e on field zField. */
static void pgSwRecordError(SitemapKind eKind, int64 iRow,
                            const SitemapOutRecord *p, SitemapError e,
                            const char *zField) pg_attribute_noreturn();
static void pgSwRecordError(SitemapKind eKind, int64 iRow,
                            const SitemapOutRecord *p, SitemapError e,
                            const char *zField){
  const Span *s;
  if( e==SITEMAP_ERR_PRIORITY ){
    char z[64];
    pgSwPriorityText(p->priority, z, sizeof(z));
    pgSwRowError(eKind, iRow, zField, z, strlen(z), sitemapErrorText(e),
                 ERRCODE_INVALID_PARAMETER_VALUE);
  }
  s = sitemapFieldValue(p, zField);
  pgSwRowError(eKind, iRow, zField, s->z, s->n, sitemapErrorText(e),
               ERRCODE_INVALID_PARAMETER_VALUE);
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
    pgSwRowError(eKind, iRow, "lastmod", z, strlen(z),
                 sitemapErrorText(SITEMAP_ERR_LASTMOD),
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
    p->hasPriority = 1;
    p->priority = PG_GETARG_FLOAT8(4);
  }
}

/* A new group's state in the aggregate's context: the header written. */
static PgSwAgg *pgSwStart(MemoryContext aggcxt, SitemapKind eKind){
  PgSwAgg *p = MemoryContextAllocZero(aggcxt, sizeof(PgSwAgg));
  p->alloc = pgPallocAlloc;
  p->alloc.pCtx = aggcxt;
  coreBufInit(&p->buf, &p->alloc);
  sitemapWriteHeader(&p->buf, eKind);
  p->nMax = SITEMAP_MAX_BYTES - sitemapFooterBytes(eKind);
  return p;
}

/* The transition function of both aggregates: check and append one row
** (argument 0 the state, NULL before the first row). */
static Datum pgSwStep(FunctionCallInfo fcinfo, SitemapKind eKind,
                      PgLastmodType eType){
  MemoryContext aggcxt;
  PgSwAgg *p;
  SitemapOutRecord rec;
  SitemapError e;
  const char *zField = "loc";
  char zDate[32];
  if( !AggCheckCallContext(fcinfo, &aggcxt) ){
    ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("%s(): called outside an aggregate",
                           pgSwName(eKind))));
  }
  p = PG_ARGISNULL(0) ? pgSwStart(aggcxt, eKind)
                      : (PgSwAgg*)PG_GETARG_POINTER(0);
  p->nRow++;
  pgSwRecord(fcinfo, eType, eKind, p->nRow, zDate, &rec);
  if( p->nRow > SITEMAP_MAX_URLS ){
    pgSwLimitError(eKind, p->nRow, "more entries than", SITEMAP_MAX_URLS);
  }
  e = sitemapAppendRecord(&p->buf, eKind, &rec, &zField);
  if( e!=SITEMAP_OK ) pgSwRecordError(eKind, p->nRow, &rec, e, zField);
  if( p->buf.oom ) pgOutOfMemory(pgSwName(eKind));
  if( p->buf.n > p->nMax ){
    pgSwLimitError(eKind, p->nRow, "the document would exceed bytes",
                   SITEMAP_MAX_BYTES);
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
  coreBufAppend(&b, p->buf.z, p->buf.n);
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

/* sitemap_gzip(doc [, level]): doc's bytes as one gzip member (bytea);
** not STRICT in level (NULL: zlib's default), NULL for a NULL doc. */
PG_ROBOTS_FUNCTION(sitemap_gzip);
Datum sitemap_gzip(PG_FUNCTION_ARGS){
  int64 level = -1;
  Span doc;
  CoreBuf out;
  bytea *r;
  if( PG_ARGISNULL(0) ) PG_RETURN_NULL();
  doc = pgArgSpan(fcinfo, 0);
  if( PG_NARGS()>1 && !PG_ARGISNULL(1) ) level = PG_GETARG_INT32(1);
  if( level<-1 || level>9 ){
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("sitemap_gzip(): argument level must be from 0 "
                           "to 9 (or -1 for zlib's default)")));
  }
  coreBufInit(&out, &pgPallocAlloc);
  if( sitemapGzip(doc.z, doc.n, (int)level, &out) ){
    pgOutOfMemory("sitemap_gzip");
  }
  if( out.n > MaxAllocSize - VARHDRSZ ){
    ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("sitemap_gzip(): result exceeds the 1 GB limit "
                           "of bytea")));
  }
  r = (bytea*)palloc_extended(VARHDRSZ + out.n, MCXT_ALLOC_HUGE);
  SET_VARSIZE(r, VARHDRSZ + out.n);
  memcpy(VARDATA(r), out.z, out.n);
  coreBufFree(&out);
  PG_RETURN_BYTEA_P(r);
}
