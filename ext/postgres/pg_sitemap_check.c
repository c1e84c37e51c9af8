/*
** pg_sitemap_check.c: what the sitemap writers will do, for PostgreSQL,
** with the names and meanings of the SQLite functions:
**
**   sitemap_url_normalize(loc)                          text or NULL
**   sitemap_check(loc [, lastmod [, changefreq [, priority]]])
**                                                       NULL or why not
**   sitemap_part(loc [, lastmod [, changefreq [, priority [, max_urls
**                [, max_bytes]]]]]) OVER (...)          the part, from 1
**
** The engine normalises, checks and measures each record
** (sitemapNormalizeRecord, sitemapRecordBytes); this file reads the
** arguments and numbers the parts.  sitemap_part is a window function:
** the rows of a partition in its ORDER BY order are filled into parts of at
** most max_urls records and max_bytes bytes, and rows with equal ORDER BY
** values (peers) always share a part.  Start at sitemap_part.
*/
#include "pg_util.h"
#include "../sitemap/sitemap_write_doc.h"

#include "miscadmin.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "windowapi.h"

#include <string.h>

/* The bytes of text datum d as UTF-8 (the database's encoding converted). */
static Span pgSwcUtf8(Datum d){
  struct varlena *v = PG_DETOAST_DATUM_PACKED(d);
  Span s;
  int eEnc = GetDatabaseEncoding();
  s.z = VARDATA_ANY(v);
  s.n = VARSIZE_ANY_EXHDR(v);
  if( eEnc!=PG_UTF8 && eEnc!=PG_SQL_ASCII && s.n>0 ){
    char *z = pg_server_to_any(s.z, (int)s.n, PG_UTF8);
    if( z!=s.z ){ s.z = z; s.n = strlen(z); }
  }
  return s;
}

/* Arguments of one row (loc, lastmod, changefreq as text, priority as
** float8), NULL or absent where aNull says so, as a record. */
static void pgSwcRecord(const Datum *a, const bool *aNull, int nArg,
                        SitemapOutRecord *p){
  memset(p, 0, sizeof(*p));
  if( nArg>0 && !aNull[0] ) p->loc = pgSwcUtf8(a[0]);
  if( nArg>1 && !aNull[1] ) p->lastmod = pgSwcUtf8(a[1]);
  if( nArg>2 && !aNull[2] ) p->changefreq = pgSwcUtf8(a[2]);
  if( nArg>3 && !aNull[3] ){
    p->hasPriority = 1;
    p->priority = DatumGetFloat8(a[3]);
  }
}

/* "field 'value' text": why record *p failed check e on field zField, as
** a palloc'd string (the engine's text of the writers' error without
** function and row). */
static char *pgSwcMessage(const SitemapOutRecord *p, SitemapError e,
                          const char *zField){
  CoreBuf q;
  coreBufInit(&q, &pgPallocAlloc);
  if( sitemapRecordMessage(&q, p, e, zField) || q.oom ){
    pgOutOfMemory("sitemap_check");
  }
  return pnstrdup(q.z ? q.z : "", (Size)q.n);
}

/* sitemap_url_normalize(loc): STRICT; NULL when loc cannot be written. */
PG_ROBOTS_FUNCTION(sitemap_url_normalize);
Datum sitemap_url_normalize(PG_FUNCTION_ARGS){
  Span loc = pgSwcUtf8(PG_GETARG_DATUM(0));
  CoreBuf out;
  coreBufInit(&out, &pgPallocAlloc);
  if( sitemapNormalizeLoc(loc.z, loc.n, &out)!=SITEMAP_OK ) PG_RETURN_NULL();
  if( out.oom ) pgOutOfMemory("sitemap_url_normalize");
  return pgTextDatum(out.z ? out.z : "", out.n);     /* ASCII */
}

/* sitemap_check(loc, lastmod, changefreq, priority): not STRICT (a NULL
** loc is a problem); NULL when sitemap_urlset would write the row, else
** the engine's answer (sitemapCheckMessage). */
PG_ROBOTS_FUNCTION(sitemap_check);
Datum sitemap_check(PG_FUNCTION_ARGS){
  Datum a[4];
  bool aNull[4];
  SitemapOutRecord rec;
  CoreBuf msg;
  int i, rc, nArg = PG_NARGS()<4 ? PG_NARGS() : 4;
  for(i=0; i<nArg; i++){
    aNull[i] = PG_ARGISNULL(i);
    a[i] = PG_GETARG_DATUM(i);
  }
  pgSwcRecord(a, aNull, nArg, &rec);
  coreBufInit(&msg, &pgPallocAlloc);
  rc = sitemapCheckMessage(&msg, &rec);
  if( rc<0 || msg.oom ) pgOutOfMemory("sitemap_check");
  if( rc==0 ) PG_RETURN_NULL();
  return pgTextDatum(msg.z, msg.n);
}

/* The state of sitemap_part over one partition (partition-local memory,
** zeroed at its start). */
typedef struct PgPart {
  int64 iPart;               /* current part (0: none yet) */
  int64 nInPart;             /* rows placed in part iPart */
  int64 nBytes;              /* document bytes of part iPart */
  int64 iEnd;                /* rows before this position are placed */
} PgPart;

/* Read the limits (arguments 4 and 5 of the current row): NULL or absent
** means the protocol's; outside 1..the protocol's is an error. */
static void pgPartLimits(WindowObject w, int nArg, int64 *aLimit){
  static const int64 aMax[2] = { SITEMAP_MAX_URLS, SITEMAP_MAX_BYTES };
  static const char *const azName[2] = { "max_urls", "max_bytes" };
  int i;
  for(i=0; i<2; i++){
    bool bNull = true;
    Datum d = 0;
    aLimit[i] = aMax[i];
    if( nArg>4+i ) d = WinGetFuncArgCurrent(w, 4+i, &bNull);
    if( bNull ) continue;
    aLimit[i] = DatumGetInt64(d);
    if( aLimit[i]<1 || aLimit[i]>aMax[i] ){
      ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                      errmsg("sitemap_part(): argument %s must be from 1 to "
                             INT64_FORMAT ", not " INT64_FORMAT, azName[i],
                             aMax[i], aLimit[i])));
    }
  }
}

/* The bytes sitemap_urlset writes for the row at offset k from the
** current row (the record checked and normalised, loc into *pLoc); an
** error names it as row iRow. */
static int64 pgPartMeasure(WindowObject w, int nArg, int64 k, int64 iRow,
                           CoreBuf *pLoc, int64 nMaxBytes){
  Datum a[4];
  bool aNull[4], bOut;
  SitemapOutRecord rec;
  SitemapNormRecord norm;
  SitemapError e;
  const char *zField = "loc";
  int64 nRec, nFrame = (int64)sitemapFrameBytes(SITEMAP_URLSET);
  int i;
  for(i=0; i<4 && i<nArg; i++){
    a[i] = WinGetFuncArgInPartition(w, i, (int)k, WINDOW_SEEK_CURRENT, false,
                                    &aNull[i], &bOut);
  }
  pgSwcRecord(a, aNull, nArg<4 ? nArg : 4, &rec);
  pLoc->n = 0;
  e = sitemapNormalizeRecord(SITEMAP_URLSET, &rec, pLoc, &norm, &zField);
  if( pLoc->oom ) pgOutOfMemory("sitemap_part");
  if( e ){
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("sitemap_part(): row " INT64_FORMAT ": %s", iRow,
                           pgSwcMessage(&rec, e, zField))));
  }
  nRec = (int64)sitemapRecordBytes(SITEMAP_URLSET, &norm.rec);
  if( nFrame + nRec > nMaxBytes ){
    ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("sitemap_part(): row " INT64_FORMAT ": the record "
                           "alone makes a document of " INT64_FORMAT " bytes, "
                           "over max_bytes " INT64_FORMAT, iRow, nFrame + nRec,
                           nMaxBytes)));
  }
  return nRec;
}

/* Place the peer group of nRow rows and nRecBytes record bytes that ends
** at row iLast: in the current part when it fits, else in a new one. */
static void pgPartPlace(PgPart *p, const int64 *aLimit, int64 nRow,
                        int64 nRecBytes, int64 iLast){
  int64 nFrame = (int64)sitemapFrameBytes(SITEMAP_URLSET);
  if( p->iPart>0 && p->nInPart + nRow <= aLimit[0]
   && p->nBytes + nRecBytes <= aLimit[1] ){
    p->nInPart += nRow;
    p->nBytes += nRecBytes;
    return;
  }
  if( nRow > aLimit[0] || nFrame + nRecBytes > aLimit[1] ){
    ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("sitemap_part(): rows " INT64_FORMAT " to "
                           INT64_FORMAT " come together (equal ORDER BY "
                           "values, or a frame that ends after the current "
                           "row) and do not fit in one part; order by a "
                           "unique key such as loc, default frame",
                           iLast - nRow + 1, iLast)));
  }
  p->iPart++;
  p->nInPart = nRow;
  p->nBytes = nFrame + nRecBytes;
}

/* sitemap_part(...) OVER (...): a window function.  At the first row of
** each peer group the whole group is read ahead, every row checked and
** measured (as SQLite steps them before it asks for the value), and the
** group placed; the other rows of the group return its part.  The frame clause does not
** matter (as for rank()): parts count from the partition's first row. */
PG_ROBOTS_FUNCTION(sitemap_part);
Datum sitemap_part(PG_FUNCTION_ARGS){
  WindowObject w = PG_WINDOW_OBJECT();
  PgPart *p = (PgPart*)WinGetPartitionLocalMemory(w, sizeof(PgPart));
  int64 pos = WinGetCurrentPosition(w), k, nRecBytes = 0;
  int64 aLimit[2];
  int nArg = PG_NARGS();
  CoreBuf loc;
  if( pos < p->iEnd ) PG_RETURN_INT64(p->iPart);
  WinSetMarkPosition(w, pos);
  pgPartLimits(w, nArg, aLimit);
  coreBufInit(&loc, &pgPallocAlloc);
  for(k=0; ; k++){
    bool bNull, bOut = false;
    if( k>0 ){
      (void)WinGetFuncArgInPartition(w, 0, (int)k, WINDOW_SEEK_CURRENT, false,
                                     &bNull, &bOut);
      if( bOut || !WinRowsArePeers(w, pos, pos + k) ) break;
    }
    nRecBytes += pgPartMeasure(w, nArg, k, pos + k + 1, &loc, aLimit[1]);
    CHECK_FOR_INTERRUPTS();
  }
  coreBufFree(&loc);
  pgPartPlace(p, aLimit, k, nRecBytes, pos + k);
  p->iEnd = pos + k;
  PG_RETURN_INT64(p->iPart);
}
