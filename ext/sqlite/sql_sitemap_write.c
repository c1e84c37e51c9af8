/*
** sql_sitemap_write.c: the SQL face of the sitemap writer (sitemap_write.c).
**
**   sitemap_urlset(loc [, lastmod [, changefreq [, priority]]])   aggregate
**   sitemap_index(loc [, lastmod])                                 aggregate
**   sitemap_part(loc [, lastmod [, changefreq [, priority
**                [, max_urls [, max_bytes]]]]]) OVER (ORDER BY ...)  window
**   sitemap_check(loc [, lastmod [, changefreq [, priority]]])     scalar
**
** Conversion only: the engine (sitemap_write_doc.c) holds the limits, the
** checks and the text of every error.  Start with swAggStep: every row's
** arguments are read (swReadRecord) and handed to the group's SitemapDoc
** (sitemapDocAdd), whose message is raised as it is.  sitemap_part hands
** each row to SitemapParts, and its xValue asks it to place the rows
** stepped since the last call (one row, or all peers of an ORDER BY value);
** what SQLite's frame calls show (a value with no new row, xInverse, a
** final with no value) goes to the engine, which decides and words the
** refusal (sitemapPartsPlace, sitemapPartsDrop, sitemapPartsUnasked).
** sitemap_check is one engine call (sitemapCheckMessage).  (sitemap_gzip
** is the catalog's: catalog/cat_sitemap.c.)
*/
#include "sql_ext.h"
#include "../sitemap/sitemap_write_doc.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* The state of sitemap_urlset / sitemap_index over one group. */
typedef struct SwAgg {
  SitemapDoc doc;            /* the document so far */
  int bStarted;              /* doc is initialised */
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

/* Raise the text of b on ctx (out of memory when b failed) and free it. */
static void swRaiseBuf(sqlite3_context *ctx, CoreBuf *b){
  if( b->oom || b->z==NULL ) sqlite3_result_error_nomem(ctx);
  else sqlite3_result_error(ctx, b->z, (int)b->n);
  coreBufFree(b);
}

/* Append "argument X must be <zWant>, not <type>" for argument iArg. */
static void swTypeMsg(CoreBuf *b, int iArg, const char *zWant,
                      sqlite3_value *v){
  static const char *const azType[] = {
    "", "INTEGER", "REAL", "TEXT", "BLOB", "NULL"
  };
  int t = sqlite3_value_type(v);
  char *z = sqlite3_mprintf("argument %s must be %s, not %s", azArgName[iArg],
                            zWant, azType[t>=1 && t<=5 ? t : 0]);
  if( z==NULL ) b->oom = 1;
  else coreBufAppend(b, z, strlen(z));
  sqlite3_free(z);
}

/* Read text argument iArg into *pOut (z==NULL for SQL NULL).  0, or -1
** with the reason in *pMsg.  The types are tested here, as sqlValueBytes
** does, so that the per-row path makes no call that can fail. */
static int swReadText(int iArg, sqlite3_value *v, Span *pOut, CoreBuf *pMsg){
  int t = sqlite3_value_type(v);
  if( t==SQLITE_TEXT || t==SQLITE_BLOB ){
    sqlSpanOf(v, t, pOut);
    return 0;
  }
  if( t==SQLITE_NULL ){ pOut->z = NULL; pOut->n = 0; return 0; }
  swTypeMsg(pMsg, iArg, "TEXT or BLOB", v);
  return -1;
}

/* Read the priority argument: INTEGER and REAL as numbers, TEXT as given
** (a number too when it reads as one; the engine decides about the rest).
** 0, or -1 with the reason in *pMsg. */
static int swReadPriority(sqlite3_value *v, SitemapOutRecord *p,
                          CoreBuf *pMsg){
  int t = sqlite3_value_type(v);
  if( t==SQLITE_NULL ) return 0;
  if( t==SQLITE_TEXT ){
    /* The number is read from a copy: sqlite3_value_numeric_type changes
    ** the value it is given, which (in a UTF-16 database) would leave the
    ** span of its text dangling. */
    sqlite3_value *pNum;
    sqlSpanOf(v, t, &p->priorityText);
    pNum = sqlite3_value_dup(v);
    if( pNum==NULL ){ pMsg->oom = 1; return -1; }
    t = sqlite3_value_numeric_type(pNum);
    if( t==SQLITE_INTEGER || t==SQLITE_FLOAT ){
      p->hasPriority = SITEMAP_PRIORITY_NUMBER;
      p->priority = sqlite3_value_double(pNum);
    }else{
      p->hasPriority = SITEMAP_PRIORITY_TEXT;
    }
    sqlite3_value_free(pNum);
    return 0;
  }
  if( t!=SQLITE_INTEGER && t!=SQLITE_FLOAT ){
    swTypeMsg(pMsg, 3, "a number", v);
    return -1;
  }
  p->hasPriority = SITEMAP_PRIORITY_NUMBER;
  p->priority = sqlite3_value_double(v);
  return 0;
}

/* Read the record of one row (arguments 0..min(argc,4)-1).  0, or -1 with
** the reason in *pMsg. */
static int swReadRecord(int argc, sqlite3_value **argv, SitemapOutRecord *p,
                        CoreBuf *pMsg){
  Span *aSpan[3];
  int i;
  memset(p, 0, sizeof(*p));
  aSpan[0] = &p->loc; aSpan[1] = &p->lastmod; aSpan[2] = &p->changefreq;
  for(i=0; i<argc && i<3; i++){
    if( swReadText(i, argv[i], aSpan[i], pMsg) ) return -1;
  }
  if( argc>3 && swReadPriority(argv[3], p, pMsg) ) return -1;
  return 0;
}

/* Before a refusal is worded: an INTEGER priority is quoted as given (its
** text), a REAL one as the engine writes the number. */
static void swGivenPriority(int argc, sqlite3_value **argv,
                            SitemapOutRecord *p){
  if( argc>3 && sqlite3_value_type(argv[3])==SQLITE_INTEGER ){
    const char *z = (const char*)sqlite3_value_text(argv[3]);
    if( z ){ p->priorityText.z = z; p->priorityText.n = strlen(z); }
  }
}

/* Raise "zFunc(): row N: " and the reading error in *pMsg. */
static void swRaiseRead(sqlite3_context *ctx, const char *zFunc,
                        sqlite3_int64 iRow, CoreBuf *pMsg){
  CoreBuf b;
  coreBufInit(&b, &sqlAlloc);
  sitemapRowPrefix(&b, zFunc, iRow);
  coreBufAppend(&b, pMsg->z, pMsg->n);
  if( pMsg->oom ) b.oom = 1;
  coreBufFree(pMsg);
  swRaiseBuf(ctx, &b);
}

/* Raise the error of the document's last row. */
static void swRaiseDoc(sqlite3_context *ctx, const SwFunc *pF, SwAgg *p,
                       int argc, sqlite3_value **argv, SitemapOutRecord *pRec){
  CoreBuf b;
  switch( p->doc.eStatus ){
    case SITEMAP_DOC_NOMEM:      sqlite3_result_error_nomem(ctx); return;
    case SITEMAP_DOC_HOST_LIMIT: sqlite3_result_error_toobig(ctx); return;
    default: break;
  }
  swGivenPriority(argc, argv, pRec);
  coreBufInit(&b, &sqlAlloc);
  sitemapDocMessage(&p->doc, pRec, pF->zName, 1, &b);
  swRaiseBuf(ctx, &b);
}

/* xStep of sitemap_urlset and sitemap_index: read one row, hand it to the
** document. */
static void swAggStep(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const SwFunc *pF = (const SwFunc*)sqlite3_user_data(ctx);
  SwAgg *p = (SwAgg*)sqlite3_aggregate_context(ctx, sizeof(SwAgg));
  SitemapOutRecord rec;
  CoreBuf msg;
  if( p==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bFailed ) return;
  if( !p->bStarted ){
    int nLimit = sqlite3_limit(sqlite3_context_db_handle(ctx),
                               SQLITE_LIMIT_LENGTH, -1);
    sitemapDocInit(&p->doc, &sqlAlloc, pF->eKind,
                   nLimit>0 ? (size_t)nLimit : 0);
    p->bStarted = 1;
  }
  p->bFailed = 1;                       /* until the row is appended */
  coreBufInit(&msg, &sqlAlloc);
  if( swReadRecord(argc, argv, &rec, &msg) ){
    swRaiseRead(ctx, pF->zName, p->doc.nRow+1, &msg);
    return;
  }
  if( sitemapDocAdd(&p->doc, &rec)!=SITEMAP_DOC_OK ){
    swRaiseDoc(ctx, pF, p, argc, argv, &rec);
    return;
  }
  p->bFailed = 0;
}

/* xFinal of sitemap_urlset and sitemap_index: the document, or NULL when
** there were no rows. */
static void swAggFinal(sqlite3_context *ctx){
  SwAgg *p = (SwAgg*)sqlite3_aggregate_context(ctx, 0);
  CoreBuf *b;
  if( p==NULL || !p->bStarted ){ sqlite3_result_null(ctx); return; }
  if( p->bFailed ){ sitemapDocFree(&p->doc); return; }
  b = &p->doc.buf;
  /* Every value was checked, so the document holds no NUL: it is handed
  ** over NUL-terminated (SQLite never copies it to add one) without the
  ** search for a NUL that sqlResultBufText makes.  The document's limit
  ** keeps it within SQLITE_LIMIT_LENGTH and 2^31. */
  if( sitemapDocFinish(&p->doc) || coreBufAppendByte(b, 0) ){
    sitemapDocFree(&p->doc);
    sqlite3_result_error_nomem(ctx);
    return;
  }
  sqlite3_result_text(ctx, b->z, -1, sqlite3_free);
  b->z = NULL;
  b->n = b->nAlloc = 0;
}

/* The state of sitemap_part over one partition: the engine's parts, and
** what SQLite's window calls tell about the frame. */
typedef struct SwPart {
  SitemapParts parts;        /* rows measured and placed by the engine */
  int bStarted;              /* parts is initialised */
  int bValued;               /* xValue was called: a window, not an aggregate */
  int bFailed;
} SwPart;

/* Raise the engine's message about the parts' last status. */
static void swPartRaise(sqlite3_context *ctx, SwPart *p, int argc,
                        sqlite3_value **argv, SitemapOutRecord *pRec){
  CoreBuf b;
  p->bFailed = 1;
  if( p->parts.eStatus==SITEMAP_PARTS_NOMEM ){
    sqlite3_result_error_nomem(ctx);
    return;
  }
  if( pRec ) swGivenPriority(argc, argv, pRec);
  coreBufInit(&b, &sqlAlloc);
  sitemapPartsMessage(&p->parts, pRec, swPart.zName, &b);
  swRaiseBuf(ctx, &b);
}

/* The parts of p, started on first use (SQLite zeroes p). */
static SitemapParts *swPartParts(SwPart *p){
  if( !p->bStarted ){ sitemapPartsInit(&p->parts, &sqlAlloc); p->bStarted = 1; }
  return &p->parts;
}

/* Read the optional limits (arguments 4 and 5) into aLimit; apLimit[i]
** points at aLimit[i] when given, NULL when absent or NULL (the
** protocol's).  0, or -1 with the error set. */
static int swReadLimits(sqlite3_context *ctx, int argc, sqlite3_value **argv,
                        sqlite3_int64 *aLimit, const int64_t **apLimit){
  int i;
  for(i=0; i<2; i++){
    apLimit[i] = NULL;
    if( argc>4+i ){
      int rc = sqlArgInt(ctx, argv[4+i], "sitemap_part", azArgName[4+i],
                         &aLimit[i]);
      if( rc==SQL_ARG_ERROR ) return -1;
      if( rc!=SQL_ARG_NULL ) apLimit[i] = (const int64_t*)&aLimit[i];
    }
  }
  return 0;
}

/* xStep of sitemap_part: a row the frame brings, handed to the engine. */
static void swPartStep(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SwPart *p = (SwPart*)sqlite3_aggregate_context(ctx, sizeof(SwPart));
  SitemapOutRecord rec;
  sqlite3_int64 aLimit[2];
  const int64_t *apLimit[2];
  CoreBuf msg;
  int nArg = argc<4 ? argc : 4;
  if( p==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bFailed ) return;
  p->bFailed = 1;
  if( swReadLimits(ctx, argc, argv, aLimit, apLimit) ) return;
  coreBufInit(&msg, &sqlAlloc);
  if( swReadRecord(nArg, argv, &rec, &msg) ){
    swRaiseRead(ctx, swPart.zName, swPartParts(p)->nRow+1, &msg);
    return;
  }
  if( sitemapPartsAdd(swPartParts(p), &rec, apLimit[0], apLimit[1]) ){
    swPartRaise(ctx, p, nArg, argv, &rec);
    return;
  }
  p->bFailed = 0;
}

/* xValue of sitemap_part: SQLite asks once per row, or once per peer
** group, after stepping the rows its frame brought; the engine places them
** (nothing new: the frame does not end at the current row). */
static void swPartValue(sqlite3_context *ctx){
  SwPart *p = (SwPart*)sqlite3_aggregate_context(ctx, sizeof(SwPart));
  if( p==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bFailed ) return;
  p->bValued = 1;
  if( sitemapPartsPlace(swPartParts(p)) ){
    swPartRaise(ctx, p, 0, NULL, NULL);
    return;
  }
  sqlite3_result_int64(ctx, p->parts.iPart);
}

/* xInverse of sitemap_part: a row left the frame, which the engine
** refuses (parts count from the partition's first row). */
static void swPartInverse(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SwPart *p = (SwPart*)sqlite3_aggregate_context(ctx, sizeof(SwPart));
  (void)argc; (void)argv;
  if( p==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  if( p->bFailed ) return;
  sitemapPartsDrop(swPartParts(p));
  swPartRaise(ctx, p, 0, NULL, NULL);
}

/* xFinal of sitemap_part.  SQLite calls it after the values of a window
** (then it frees the parts), but also with no value before it: used as a
** plain aggregate, or for each row of a frame with an EXCLUDE clause (SQLite
** then steps a fresh copy over the row's frame and finalises it).  Neither
** can number the rows: the engine's refusal, raised at the first row. */
static void swPartFinal(sqlite3_context *ctx){
  SwPart *p = (SwPart*)sqlite3_aggregate_context(ctx, sizeof(SwPart));
  if( p==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  if( !p->bFailed && !p->bValued ){
    sitemapPartsUnasked(swPartParts(p));
    swPartRaise(ctx, p, 0, NULL, NULL);
  }
  if( p->bStarted ) sitemapPartsFree(&p->parts);
}

/* sitemap_check(loc [, lastmod [, changefreq [, priority]]]): NULL when
** sitemap_urlset would write the row, else why not: the text of its error
** without the function and row ("loc 'x' is not ..."). */
static void swCheckFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  SitemapOutRecord rec;
  CoreBuf msg;
  coreBufInit(&msg, &sqlAlloc);
  if( swReadRecord(argc, argv, &rec, &msg)==0 ){
    swGivenPriority(argc, argv, &rec);
    if( sitemapCheckMessage(&msg, &rec)==0 ){           /* NULL: writable */
      coreBufFree(&msg);
      return;
    }
  }
  sqlResultBufText(ctx, &msg, 0);
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
  for(n=1; rc==SQLITE_OK && n<=4; n++){
    rc = sqlite3_create_function(db, "sitemap_check", n, SQL_PURE, 0,
                                 swCheckFunc, 0, 0);
  }
  return rc;
}
