/*
** pg_sitemap_check.c: what the sitemap writers will do, for PostgreSQL,
** with the names and meanings of the SQLite functions:
**
**   sitemap_check(loc [, lastmod [, changefreq [, priority]]])
**                                                       NULL or why not
**   sitemap_part(loc [, lastmod [, changefreq [, priority [, max_urls
**                [, max_bytes]]]]]) OVER (...)          the part, from 1
**
** Conversion only: the engine (sitemap_write_doc.c) normalises, checks and
** measures each record, places rows into parts and writes the text of
** every refusal.  sitemap_part is a window function: at the first row of
** each peer group (rows with equal ORDER BY values) the binding reads the
** whole group, hands each row to the partition's SitemapParts
** (sitemapPartsAdd), places the group once (sitemapPartsPlace) and raises
** the engine's message as it is (sitemapPartsMessage).  Start at
** sitemap_part.
*/
#include "pg_util.h"
#include "../sitemap/sitemap_write_doc.h"

#include "miscadmin.h"
#include "utils/memutils.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "windowapi.h"

#include <limits.h>
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

/* The state of sitemap_part over one partition, in its partition-local
** memory (zeroed at the partition's start, released at its end with the
** memory of the engine's parts and of rowCtx, which live in the same
** context). */
typedef struct PgPart {
  CoreAlloc alloc;           /* palloc in the partition's context */
  SitemapParts parts;        /* rows measured and placed by the engine */
  MemoryContext rowCtx;      /* one row's arguments, reset for each row */
  int64 iEnd;                /* rows before this position are placed */
  bool bStarted;             /* alloc, parts and rowCtx are set */
} PgPart;

/* The SQL error code of each refusal of the engine's parts. */
static const struct {
  SitemapPartsStatus eStatus;
  int eCode;
} aPgPartCode[] = {
  { SITEMAP_PARTS_REFUSED,     ERRCODE_INVALID_PARAMETER_VALUE },
  { SITEMAP_PARTS_LIMIT_RANGE, ERRCODE_INVALID_PARAMETER_VALUE },
  { SITEMAP_PARTS_ALONE,       ERRCODE_PROGRAM_LIMIT_EXCEEDED },
  { SITEMAP_PARTS_TOGETHER,    ERRCODE_PROGRAM_LIMIT_EXCEEDED },
};

/* Raise the engine's message about p's last status (r: the last row
** added, NULL after a placing). */
static void pgPartRaise(const PgPart *p, const SitemapOutRecord *r){
  CoreBuf b;
  int eCode = ERRCODE_INTERNAL_ERROR;
  size_t i;
  if( p->parts.eStatus==SITEMAP_PARTS_NOMEM ) pgOutOfMemory("sitemap_part");
  for(i=0; i<sizeof(aPgPartCode)/sizeof(aPgPartCode[0]); i++){
    if( aPgPartCode[i].eStatus==p->parts.eStatus ) eCode = aPgPartCode[i].eCode;
  }
  coreBufInit(&b, &pgPallocAlloc);
  if( sitemapPartsMessage(&p->parts, r, "sitemap_part", &b) || b.oom ){
    pgOutOfMemory("sitemap_part");
  }
  ereport(ERROR, (errcode(eCode),
                  errmsg("%s", pnstrdup(b.z ? b.z : "", (Size)b.n))));
}

/* Start p's parts at the partition's first call: the engine allocates in
** the partition's memory context (where p is). */
static void pgPartStart(PgPart *p){
  MemoryContext ctx = GetMemoryChunkContext(p);
  p->alloc = pgPallocAlloc;
  p->alloc.pCtx = ctx;
  sitemapPartsInit(&p->parts, &p->alloc);
  p->rowCtx = AllocSetContextCreate(ctx, "sitemap_part row",
                                    ALLOCSET_SMALL_SIZES);
  p->bStarted = true;
}

/* Add the row at offset k from the current row pos to p's parts: its
** record (arguments 0-3) and its limits (4 and 5, NULL or absent: the
** protocol's), copied into the current memory context.  Returns false,
** adding nothing, when that row is past the partition or not a peer of
** pos; raises the engine's message when the row is refused. */
static bool pgPartAdd(WindowObject w, int nArg, int64 pos, int64 k,
                      PgPart *p){
  Datum a[6];
  bool aNull[6], bOut = false;
  int64 aLimit[2];
  SitemapOutRecord rec;
  int i;
  if( k>0 ){
    (void)WinGetFuncArgInPartition(w, 0, (int)k, WINDOW_SEEK_CURRENT, false,
                                   &aNull[0], &bOut);
    if( bOut || !WinRowsArePeers(w, pos, pos + k) ) return false;
  }
  for(i=0; i<6; i++){
    a[i] = 0;
    aNull[i] = true;
    if( i>=nArg ) continue;
    a[i] = WinGetFuncArgInPartition(w, i, (int)k, WINDOW_SEEK_CURRENT, false,
                                    &aNull[i], &bOut);
    /* The text points into the window's row slot, which the next read
    ** (and WinRowsArePeers) refills and frees: copied into rowCtx. */
    if( i<3 && !aNull[i] ){
      a[i] = PointerGetDatum(PG_DETOAST_DATUM_COPY(a[i]));
    }
  }
  for(i=0; i<2; i++){
    aLimit[i] = aNull[4+i] ? 0 : DatumGetInt64(a[4+i]);
  }
  pgSwcRecord(a, aNull, nArg<4 ? nArg : 4, &rec);
  if( sitemapPartsAdd(&p->parts, &rec, aNull[4] ? NULL : &aLimit[0],
                      aNull[5] ? NULL : &aLimit[1]) ){
    pgPartRaise(p, &rec);
  }
  return true;
}

/* sitemap_part(...) OVER (...): a window function.  At the first row of
** each peer group every row of the group is added to the engine's parts
** (as SQLite steps them before it asks for the value), then the group is
** placed; the other rows of the group return its part.  The frame clause
** does not matter (as for rank()): parts count from the partition's first
** row.  Each row is read in rowCtx, reset after it. */
PG_ROBOTS_FUNCTION(sitemap_part);
Datum sitemap_part(PG_FUNCTION_ARGS){
  WindowObject w = PG_WINDOW_OBJECT();
  PgPart *p = (PgPart*)WinGetPartitionLocalMemory(w, sizeof(PgPart));
  int64 pos = WinGetCurrentPosition(w), k;
  int nArg = PG_NARGS()<6 ? PG_NARGS() : 6;
  if( pos < p->iEnd ) PG_RETURN_INT64(p->parts.iPart);
  if( !p->bStarted ) pgPartStart(p);
  WinSetMarkPosition(w, pos);
  for(k=0; k<INT_MAX; k++){
    MemoryContext old = MemoryContextSwitchTo(p->rowCtx);
    bool bAdded = pgPartAdd(w, nArg, pos, k, p);
    MemoryContextSwitchTo(old);
    MemoryContextReset(p->rowCtx);
    if( !bAdded ) break;
    CHECK_FOR_INTERRUPTS();
  }
  if( sitemapPartsPlace(&p->parts) ) pgPartRaise(p, NULL);
  p->iEnd = pos + k;
  PG_RETURN_INT64(p->parts.iPart);
}
