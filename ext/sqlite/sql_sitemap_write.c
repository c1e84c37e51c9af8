/*
** sql_sitemap_write.c: the SQL face of the sitemap writer (sitemap_write.c).
**
**   sitemap_urlset(loc [, lastmod [, changefreq [, priority]]])   aggregate
**   sitemap_index(loc [, lastmod])                                 aggregate
**   sitemap_part(loc [, lastmod [, changefreq [, priority
**                [, max_urls [, max_bytes]]]]]) OVER (ORDER BY ...)  window
**   sitemap_gzip(doc [, level])                                    scalar
**   sitemap_url_normalize(loc)                                     scalar
**   sitemap_check(loc [, lastmod [, changefreq [, priority]]])     scalar
**
** Start with swAggStep: every row is read (swReadRecord), normalised,
** checked and appended to one growing buffer (sitemapAppendRecord).
** sitemap_part counts the same bytes (sitemapNormalizeRecord, then
** sitemapRecordBytes); its xValue places the rows stepped since the last
** call (one row, or all peers of an ORDER BY value) in the current part or
** a new one (swPartPlace), so rows with equal keys never straddle parts.
** sitemap_check and sitemap_url_normalize say what the writers would do
** with one row.
*/
#include "sql_ext.h"
#include "../sitemap/sitemap_write.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* The state of sitemap_urlset / sitemap_index over one group. */
typedef struct SwAgg {
  CoreBuf buf;               /* the document so far (header + records) */
  sqlite3_int64 nRow;        /* rows seen */
  size_t nMax;               /* bytes buf may reach, the footer kept aside */
  size_t nLimit;             /* SQLITE_LIMIT_LENGTH of the connection */
  int bStarted;              /* buf holds the header */
  int bFailed;               /* an error was raised */
} SwAgg;

/* What each function is called and writes; the user data of each. */
typedef struct SwFunc {
  const char *zName;
  SitemapKind eKind;
} SwFunc;

static const SwFunc swUrlset = { "sitemap_urlset", SITEMAP_URLSET };
static const SwFunc swIndex  = { "sitemap_index",  SITEMAP_INDEX };
static const SwFunc swPart   = { "sitemap_part",   SITEMAP_URLSET };

/* Argument names by position, for error messages. */
static const char *const azArgName[] = {
  "loc", "lastmod", "changefreq", "priority", "max_urls", "max_bytes"
};

/* "field 'value' text": why a value cannot be written, from sqlite3_mprintf
** (NULL when out of memory); z==NULL quotes as NULL. */
static char *swValueMsg(const char *zField, const char *z, size_t n,
                        const char *zText){
  CoreBuf q;
  char *zMsg;
  coreBufInit(&q, &sqlAlloc);
  if( z ) sitemapQuoteValue(&q, z, n); else coreBufAppend(&q, "NULL", 4);
  zMsg = q.oom ? NULL : sqlite3_mprintf("%s %.*s %s", zField, (int)q.n, q.z,
                                        zText);
  coreBufFree(&q);
  return zMsg;
}

/* "argument X must be <zWant>, not <type>" for argument iArg. */
static char *swTypeMsg(int iArg, const char *zWant, sqlite3_value *v){
  static const char *const azType[] = {
    "", "INTEGER", "REAL", "TEXT", "BLOB", "NULL"
  };
  int t = sqlite3_value_type(v);
  return sqlite3_mprintf("argument %s must be %s, not %s", azArgName[iArg],
                         zWant, azType[t>=1 && t<=5 ? t : 0]);
}

/* Raise "zFunc(): row N: <zMsg>" on ctx and free zMsg (NULL: out of
** memory). */
static void swRaise(sqlite3_context *ctx, const char *zFunc,
                    sqlite3_int64 iRow, char *zMsg){
  char *zErr = zMsg ? sqlite3_mprintf("%s(): row %lld: %s", zFunc, iRow, zMsg)
                    : NULL;
  sqlite3_free(zMsg);
  if( zErr==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_error(ctx, zErr, -1);
  sqlite3_free(zErr);
}

/* Read text argument iArg into *pOut (z==NULL for SQL NULL).  0, or -1
** with *pzMsg set.  The types are tested here, as sqlValueBytes does, so
** that the per-row path makes no call that can fail. */
static int swReadText(int iArg, sqlite3_value *v, Span *pOut, char **pzMsg){
  int t = sqlite3_value_type(v);
  if( t==SQLITE_TEXT || t==SQLITE_BLOB ){
    sqlSpanOf(v, t, pOut);
    return 0;
  }
  if( t==SQLITE_NULL ){ pOut->z = NULL; pOut->n = 0; return 0; }
  *pzMsg = swTypeMsg(iArg, "TEXT or BLOB", v);
  return -1;
}

/* Read the priority argument: a number, or TEXT that reads as one; NULL,
** and TEXT that is empty or white space only, mean none.  0, or -1 with
** *pzMsg set. */
static int swReadPriority(sqlite3_value *v, SitemapOutRecord *p,
                          char **pzMsg){
  int t = sqlite3_value_type(v);
  if( t==SQLITE_NULL ) return 0;
  if( t==SQLITE_TEXT ){
    Span s;
    sqlSpanOf(v, t, &s);
    s = coreTrim(s);
    if( s.n==0 ) return 0;
    t = sqlite3_value_numeric_type(v);
    if( t!=SQLITE_INTEGER && t!=SQLITE_FLOAT ){
      *pzMsg = swValueMsg("priority", (const char*)sqlite3_value_text(v),
                          (size_t)sqlite3_value_bytes(v),
                          sitemapErrorText(SITEMAP_ERR_PRIORITY));
      return -1;
    }
  }
  if( t!=SQLITE_INTEGER && t!=SQLITE_FLOAT ){
    *pzMsg = swTypeMsg(3, "a number", v);
    return -1;
  }
  p->hasPriority = 1;
  p->priority = sqlite3_value_double(v);
  return 0;
}

/* Why record *p failed check e on field zField (the value as given). */
static char *swRecordMsg(const SitemapOutRecord *p, SitemapError e,
                         const char *zField){
  if( e==SITEMAP_ERR_PRIORITY ){
    char *z = sqlite3_mprintf("%!.15g", p->priority);
    char *zMsg = z ? swValueMsg(zField, z, strlen(z), sitemapErrorText(e)) : NULL;
    sqlite3_free(z);
    return zMsg;
  }else{
    const Span *s = sitemapFieldValue(p, zField);
    return swValueMsg(zField, s->z, s->n, sitemapErrorText(e));
  }
}

/* Read the record of one row (arguments 0..min(argc,4)-1).  0, or -1 with
** *pzMsg set (NULL when out of memory). */
static int swReadRecord(int argc, sqlite3_value **argv, SitemapOutRecord *p,
                        char **pzMsg){
  Span *aSpan[3];
  int i;
  memset(p, 0, sizeof(*p));
  *pzMsg = NULL;
  aSpan[0] = &p->loc; aSpan[1] = &p->lastmod; aSpan[2] = &p->changefreq;
  for(i=0; i<argc && i<3; i++){
    if( swReadText(i, argv[i], aSpan[i], pzMsg) ) return -1;
  }
  if( argc>3 && swReadPriority(argv[3], p, pzMsg) ) return -1;
  return 0;
}

/* Raise "zFunc(): row N: <what>; number the rows into parts ..." */
static void swLimitError(sqlite3_context *ctx, const char *zFunc,
                         sqlite3_int64 iRow, const char *zWhat, int nLimit){
  char *zErr = sqlite3_mprintf("%s(): row %lld: %s %d; number the rows into "
                               "parts with sitemap_part()",
                               zFunc, iRow, zWhat, nLimit);
  if( zErr==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_error(ctx, zErr, -1);
  sqlite3_free(zErr);
}

/* Start the document of a group: the header, and the most bytes the
** records may take (the smaller of the protocol's limit and
** SQLITE_LIMIT_LENGTH, less the footer). */
static void swAggStart(sqlite3_context *ctx, const SwFunc *pF, SwAgg *p){
  int nLimit = sqlite3_limit(sqlite3_context_db_handle(ctx),
                             SQLITE_LIMIT_LENGTH, -1);
  size_t nFooter = sitemapFooterBytes(pF->eKind);
  coreBufInit(&p->buf, &sqlAlloc);
  sitemapWriteHeader(&p->buf, pF->eKind);
  p->nLimit = nLimit>0 ? (size_t)nLimit : 0;
  p->nMax = p->nLimit < SITEMAP_MAX_BYTES ? p->nLimit : SITEMAP_MAX_BYTES;
  p->nMax = p->nMax > nFooter ? p->nMax - nFooter : 0;
  p->bStarted = 1;
}

/* Raise the error of a document that grew past p->nMax. */
static void swAggTooBig(sqlite3_context *ctx, const SwFunc *pF, SwAgg *p){
  size_t nDoc = p->buf.n + sitemapFooterBytes(pF->eKind);
  if( nDoc > SITEMAP_MAX_BYTES ){
    swLimitError(ctx, pF->zName, p->nRow, "the document would exceed bytes",
                 SITEMAP_MAX_BYTES);
  }else{
    sqlite3_result_error_toobig(ctx);
  }
}

/* xStep of sitemap_urlset and sitemap_index: check and append one row.
** The per-row path: read the arguments, check and append in one call,
** compare the size with one bound. */
static void swAggStep(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const SwFunc *pF = (const SwFunc*)sqlite3_user_data(ctx);
  SwAgg *p = (SwAgg*)sqlite3_aggregate_context(ctx, sizeof(SwAgg));
  SitemapOutRecord rec;
  SitemapError e;
  const char *zField = "loc";
  char *zMsg;
  if( p==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bFailed ) return;
  if( !p->bStarted ) swAggStart(ctx, pF, p);
  p->nRow++;
  p->bFailed = 1;                       /* until the row is appended */
  if( swReadRecord(argc, argv, &rec, &zMsg) ){
    swRaise(ctx, pF->zName, p->nRow, zMsg);
    return;
  }
  if( p->nRow > SITEMAP_MAX_URLS ){
    swLimitError(ctx, pF->zName, p->nRow, "more entries than",
                 SITEMAP_MAX_URLS);
    return;
  }
  e = sitemapAppendRecord(&p->buf, pF->eKind, &rec, &zField);
  if( e!=SITEMAP_OK ){
    swRaise(ctx, pF->zName, p->nRow, swRecordMsg(&rec, e, zField));
    return;
  }
  if( p->buf.oom ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  if( p->buf.n > p->nMax ){
    swAggTooBig(ctx, pF, p);
    return;
  }
  p->bFailed = 0;
}

/* xFinal of sitemap_urlset and sitemap_index: the document, or NULL when
** there were no rows. */
static void swAggFinal(sqlite3_context *ctx){
  const SwFunc *pF = (const SwFunc*)sqlite3_user_data(ctx);
  SwAgg *p = (SwAgg*)sqlite3_aggregate_context(ctx, 0);
  if( p==NULL || !p->bStarted ){ sqlite3_result_null(ctx); return; }
  if( p->bFailed ){ coreBufFree(&p->buf); return; }
  sitemapWriteFooter(&p->buf, pF->eKind);
  /* Every value was checked, so the document holds no NUL: it is handed
  ** over NUL-terminated (SQLite never copies it to add one) without the
  ** search for a NUL that sqlResultBufText makes.  nMax keeps it within
  ** SQLITE_LIMIT_LENGTH and 2^31. */
  if( coreBufAppendByte(&p->buf, 0) ){
    coreBufFree(&p->buf);
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_text(ctx, p->buf.z, -1, sqlite3_free);
  p->buf.z = NULL;
  p->buf.n = p->buf.nAlloc = 0;
}

/* The state of sitemap_part over one partition.  Rows are stepped into a
** pending group; xValue places the whole group (the rows SQLite stepped
** since the last xValue: one row, or the peers of an ORDER BY value) in the
** current part when it fits there, else in a new part, so equal keys never
** straddle two parts. */
typedef struct SwPart {
  sqlite3_int64 nRow;        /* rows stepped */
  sqlite3_int64 iPart;       /* current part (0: none yet) */
  sqlite3_int64 nInPart;     /* rows placed in part iPart */
  sqlite3_int64 nBytes;      /* document bytes of part iPart */
  sqlite3_int64 nPend;       /* rows stepped but not yet placed */
  sqlite3_int64 nPendBytes;  /* their record bytes */
  sqlite3_int64 nMaxUrls;    /* limits of this call */
  sqlite3_int64 nMaxBytes;
  sqlite3_int64 nAggParts;   /* parts counted row by row (plain aggregate) */
  sqlite3_int64 nAggIn;      /* rows in the last of them */
  sqlite3_int64 nAggBytes;   /* its document bytes */
  CoreBuf loc;               /* the normalised loc of the row (reused) */
  int bValued;               /* xValue was called: a window, not an aggregate */
  int bFailed;
} SwPart;

/* The error of a frame that does not end at the current row. */
static void swPartFrameError(sqlite3_context *ctx, SwPart *p){
  sqlite3_result_error(ctx, "sitemap_part(): the window frame must end at "
                       "the current row (use the default frame)", -1);
  p->bFailed = 1;
}

/* Read the optional limits (arguments 4 and 5); NULL means the protocol's. */
static int swReadLimits(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                        sqlite3_int64 *pnUrls, sqlite3_int64 *pnBytes){
  static const sqlite3_int64 aMax[2] = { SITEMAP_MAX_URLS, SITEMAP_MAX_BYTES };
  sqlite3_int64 *ap[2];
  int i;
  ap[0] = pnUrls; ap[1] = pnBytes;
  for(i=0; i<2; i++){
    sqlite3_int64 x = aMax[i];
    if( argc>4+i ){
      int rc = sqlArgInt(ctx, argv[4+i], "sitemap_part", azArgName[4+i], &x);
      if( rc==SQL_ARG_ERROR ) return -1;
      if( rc==SQL_ARG_NULL ) x = aMax[i];
      if( x<1 || x>aMax[i] ){
        char *zErr = sqlite3_mprintf("sitemap_part(): argument %s must be "
                                     "from 1 to %lld, not %lld",
                                     azArgName[4+i], aMax[i], x);
        sqlite3_result_error(ctx, zErr ? zErr : "out of memory", -1);
        sqlite3_free(zErr);
        return -1;
      }
    }
    *ap[i] = x;
  }
  return 0;
}

/* The bytes sitemap_urlset writes for the row argv: the record read and
** normalised (its loc in p->loc, reused from row to row), then counted.
** 0, or -1 with the error set. */
static int swPartMeasure(sqlite3_context *ctx, SwPart *p, int argc,
                         sqlite3_value **argv, sqlite3_int64 *pnRec){
  SitemapOutRecord rec;
  SitemapNormRecord norm;
  SitemapError e;
  const char *zField = "loc";
  char *zMsg;
  if( swReadRecord(argc<4 ? argc : 4, argv, &rec, &zMsg) ){
    swRaise(ctx, swPart.zName, p->nRow, zMsg);
    return -1;
  }
  if( p->loc.pA==NULL ) coreBufInit(&p->loc, &sqlAlloc);
  p->loc.n = 0;
  e = sitemapNormalizeRecord(SITEMAP_URLSET, &rec, &p->loc, &norm, &zField);
  if( e ){
    swRaise(ctx, swPart.zName, p->nRow, swRecordMsg(&rec, e, zField));
    return -1;
  }
  if( p->loc.oom ){ sqlite3_result_error_nomem(ctx); return -1; }
  *pnRec = (sqlite3_int64)sitemapRecordBytes(SITEMAP_URLSET, &norm.rec);
  return 0;
}

/* xStep of sitemap_part: read, check and measure one row. */
static void swPartStep(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SwPart *p = (SwPart*)sqlite3_aggregate_context(ctx, sizeof(SwPart));
  sqlite3_int64 nRec, nFrame = (sqlite3_int64)sitemapFrameBytes(SITEMAP_URLSET);
  if( p==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bFailed ) return;
  p->bFailed = 1;
  p->nRow++;
  if( swReadLimits(ctx, argc, argv, &p->nMaxUrls, &p->nMaxBytes) ) return;
  if( swPartMeasure(ctx, p, argc, argv, &nRec) ) return;
  if( nFrame + nRec > p->nMaxBytes ){
    char *zErr = sqlite3_mprintf("sitemap_part(): row %lld: the record alone "
                   "makes a document of %lld bytes, over max_bytes %lld",
                   p->nRow, nFrame+nRec, p->nMaxBytes);
    sqlite3_result_error(ctx, zErr ? zErr : "out of memory", -1);
    sqlite3_free(zErr);
    return;
  }
  p->nPend++;
  p->nPendBytes += nRec;
  if( p->nAggParts==0 || p->nAggIn>=p->nMaxUrls
   || p->nAggBytes + nRec > p->nMaxBytes ){
    p->nAggParts++;
    p->nAggIn = 0;
    p->nAggBytes = nFrame;
  }
  p->nAggIn++;
  p->nAggBytes += nRec;
  p->bFailed = 0;
}

/* Place the pending rows: in the current part if they fit, else in a new
** one.  Returns 0, or -1 with the error set when they fit in no part. */
static int swPartPlace(sqlite3_context *ctx, SwPart *p){
  sqlite3_int64 nFrame = (sqlite3_int64)sitemapFrameBytes(SITEMAP_URLSET);
  if( p->nPend==0 ) return 0;
  if( p->iPart==0 || p->nInPart + p->nPend > p->nMaxUrls
   || p->nBytes + p->nPendBytes > p->nMaxBytes ){
    if( p->nPend > p->nMaxUrls || nFrame + p->nPendBytes > p->nMaxBytes ){
      char *zErr = sqlite3_mprintf("sitemap_part(): rows %lld to %lld come "
                     "together (equal ORDER BY values, or a frame that ends "
                     "after the current row) and do not fit in one part; "
                     "order by a unique key such as loc, default frame",
                     p->nRow - p->nPend + 1, p->nRow);
      sqlite3_result_error(ctx, zErr ? zErr : "out of memory", -1);
      sqlite3_free(zErr);
      p->bFailed = 1;
      return -1;
    }
    p->iPart++;
    p->nInPart = 0;
    p->nBytes = nFrame;
  }
  p->nInPart += p->nPend;
  p->nBytes += p->nPendBytes;
  p->nPend = p->nPendBytes = 0;
  return 0;
}

/* xValue of sitemap_part: the part of the rows stepped since the last call. */
static void swPartValue(sqlite3_context *ctx){
  SwPart *p = (SwPart*)sqlite3_aggregate_context(ctx, sizeof(SwPart));
  if( p==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bFailed ) return;
  p->bValued = 1;
  if( p->nPend==0 ){
    /* No row since the last value: SQLite asks once per row, or once per
    ** peer group, after stepping it; a value with nothing new means the
    ** frame ends before the current row or reached past it (the last rows
    ** of a frame that ends after the current row), and the parts would be
    ** wrong. */
    swPartFrameError(ctx, p);
    return;
  }
  if( swPartPlace(ctx, p) ) return;
  sqlite3_result_int64(ctx, p->iPart);
}

/* xInverse of sitemap_part: parts are counted from the partition's first
** row, so a frame that drops rows cannot be answered. */
static void swPartInverse(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc; (void)argv;
  sqlite3_result_error(ctx, "sitemap_part(): the window frame must start at "
                       "UNBOUNDED PRECEDING (use the default frame)", -1);
}

/* xFinal of sitemap_part: used as a plain aggregate, the number of parts
** (NULL over no rows). */
static void swPartFinal(sqlite3_context *ctx){
  SwPart *p = (SwPart*)sqlite3_aggregate_context(ctx, 0);
  if( p && p->loc.pA ) coreBufFree(&p->loc);
  if( p==NULL || p->nRow==0 ){ sqlite3_result_null(ctx); return; }
  if( p->bFailed ) return;
  if( !p->bValued ){ sqlite3_result_int64(ctx, p->nAggParts); return; }
  if( swPartPlace(ctx, p) ) return;
  sqlite3_result_int64(ctx, p->iPart);
}

/* sitemapGzip of doc into out; a doc long enough to take a while asks
** sqlite3_interrupt along the way.  Returns 0, or 1 with the error set on
** ctx (and out freed). */
static int swGzip(sqlite3_context *ctx, Span doc, int level, CoreBuf *out){
  SqlStop st;
  int rc;
  if( doc.n<CORE_STOP_EVERY ){
    rc = sitemapGzip(doc.z, doc.n, level, out);
  }else{
    sqlStopInit(&st, sqlite3_context_db_handle(ctx));
    rc = sitemapGzipStop(doc.z, doc.n, level, out, &st.base);
    sqlStopFinish(&st);
  }
  if( rc==0 ) return 0;
  coreBufFree(out);
  if( rc==-2 ) sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
  else sqlite3_result_error_nomem(ctx);
  return 1;
}

/* sitemap_gzip(doc [, level]): doc's bytes as one gzip member (BLOB). */
static void swGzipFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span doc;
  sqlite3_int64 level = -1;
  CoreBuf out;
  int nLimit;
  if( sqlArgBytes(ctx, argv[0], "sitemap_gzip", "doc", &doc)!=SQL_ARG_OK ){
    return;
  }
  if( argc>1 ){
    int rc = sqlArgInt(ctx, argv[1], "sitemap_gzip", "level", &level);
    if( rc==SQL_ARG_ERROR ) return;
    if( rc==SQL_ARG_NULL ) level = -1;
    if( level<-1 || level>9 ){
      sqlite3_result_error(ctx, "sitemap_gzip(): argument level must be from "
                           "0 to 9 (or -1 for zlib's default)", -1);
      return;
    }
  }
  coreBufInit(&out, &sqlAlloc);
  if( swGzip(ctx, doc, (int)level, &out) ) return;
  nLimit = sqlite3_limit(sqlite3_context_db_handle(ctx), SQLITE_LIMIT_LENGTH,
                         -1);
  if( out.n > (size_t)nLimit ){
    coreBufFree(&out);
    sqlite3_result_error_toobig(ctx);
    return;
  }
  sqlite3_result_blob64(ctx, out.z, (sqlite3_uint64)out.n, sqlite3_free);
}

/* sitemap_url_normalize(loc): the URL the writers write for loc, or NULL
** when loc is NULL or cannot be written. */
static void swNormalizeFunc(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv){
  Span loc;
  CoreBuf out;
  (void)argc;
  if( sqlArgBytes(ctx, argv[0], "sitemap_url_normalize", "loc", &loc)
      !=SQL_ARG_OK ){
    return;
  }
  coreBufInit(&out, &sqlAlloc);
  if( sitemapNormalizeLoc(loc.z, loc.n, &out)==SITEMAP_OK && !out.oom ){
    /* ASCII: never a BLOB, never longer than SITEMAP_MAX_LOC */
    sqlite3_result_text64(ctx, out.z ? out.z : "", (sqlite3_uint64)out.n,
                          out.z ? sqlite3_free : SQLITE_TRANSIENT,
                          SQLITE_UTF8);
    return;
  }
  if( out.oom ) sqlite3_result_error_nomem(ctx);
  coreBufFree(&out);
}

/* sitemap_check(loc [, lastmod [, changefreq [, priority]]]): NULL when
** sitemap_urlset would write the row, else why not: the text of its error
** without the function and row ("loc 'x' is not ..."). */
static void swCheckFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SitemapOutRecord rec;
  SitemapNormRecord norm;
  SitemapError e = SITEMAP_OK;
  const char *zField = "loc";
  char *zMsg = NULL;
  CoreBuf loc;
  coreBufInit(&loc, &sqlAlloc);
  if( swReadRecord(argc, argv, &rec, &zMsg)==0 ){
    e = sitemapNormalizeRecord(SITEMAP_URLSET, &rec, &loc, &norm, &zField);
    if( loc.oom ){
      coreBufFree(&loc);
      sqlite3_result_error_nomem(ctx);
      return;
    }
    coreBufFree(&loc);
    if( e==SITEMAP_OK ) return;                  /* NULL: writable */
    zMsg = swRecordMsg(&rec, e, zField);
  }
  if( zMsg==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_text(ctx, zMsg, -1, sqlite3_free);
}

/* Register the sitemap writer's functions on db. */
int sqlSitemapWriteRegister(sqlite3 *db){
  int rc = SQLITE_OK;
  int n;
  for(n=1; rc==SQLITE_OK && n<=4; n++){
    rc = sqlite3_create_function(db, "sitemap_urlset", n, SQL_PURE,
                                 (void*)&swUrlset, 0, swAggStep, swAggFinal);
  }
  for(n=1; rc==SQLITE_OK && n<=2; n++){
    rc = sqlite3_create_function(db, "sitemap_index", n, SQL_PURE,
                                 (void*)&swIndex, 0, swAggStep, swAggFinal);
  }
  for(n=1; rc==SQLITE_OK && n<=6; n++){
    rc = sqlite3_create_window_function(db, "sitemap_part", n, SQL_PURE, 0,
                                        swPartStep, swPartFinal, swPartValue,
                                        swPartInverse, 0);
  }
  for(n=1; rc==SQLITE_OK && n<=2; n++){
    rc = sqlite3_create_function(db, "sitemap_gzip", n, SQL_PURE, 0,
                                 swGzipFunc, 0, 0);
  }
  if( rc==SQLITE_OK ){
    rc = sqlite3_create_function(db, "sitemap_url_normalize", 1, SQL_PURE, 0,
                                 swNormalizeFunc, 0, 0);
  }
  for(n=1; rc==SQLITE_OK && n<=4; n++){
    rc = sqlite3_create_function(db, "sitemap_check", n, SQL_PURE, 0,
                                 swCheckFunc, 0, 0);
  }
  return rc;
}
