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
** every refusal.  sitemap_part is a window function: at a partition's
** first row the frame clause is read and handed to the engine
** (sitemapPartsFrame), which refuses it or says which rows come with a row:
** the row alone (ROWS), its peers (RANGE, GROUPS: rows with equal ORDER BY
** values, read ahead, each compared with the one before it so that the
** window's buffer is read forward once, also when it spills to disk) or
** every row.  Those rows are handed to the partition's SitemapParts
** (sitemapPartsAdd), placed once (sitemapPartsPlace), and the engine's
** message is raised as it is (sitemapPartsMessage).  Start at
** sitemap_part.
*/
#include "pg_util.h"
#include "../sitemap/sitemap_write_doc.h"

#include "miscadmin.h"
#include "utils/memutils.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/numeric.h"
#include "catalog/pg_type_d.h"
#include "utils/timestamp.h"
#include "nodes/execnodes.h"
#include "nodes/parsenodes.h"
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
  SitemapFrameBring eBring;  /* the rows the frame brings with a row */
  bool bStarted;             /* alloc, parts, rowCtx and eBring are set */
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
  { SITEMAP_PARTS_FRAME_START, ERRCODE_WINDOWING_ERROR },
  { SITEMAP_PARTS_FRAME_END,   ERRCODE_WINDOWING_ERROR },
  { SITEMAP_PARTS_NOT_WINDOW,  ERRCODE_WINDOWING_ERROR },
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

/* The first members of PostgreSQL's WindowObjectData (private to
** nodeWindowAgg.c, and the same from 8.4 to 18).  windowapi.h tells a
** window function nothing of its frame clause, which decides how
** sitemap_part places rows: the node's state is read here, checked to be
** one (IsA) before use. */
typedef struct PgWinObjHead {
  NodeTag type;
  WindowAggState *winstate;
} PgWinObjHead;

/* Whether the offset of the frame's start (bStart) or end is 0: an int8
** under ROWS and GROUPS; under RANGE of the type of the third argument of
** the node's in_range function (a number or an interval; another type is
** taken as not 0). */
static bool pgPartOffsetZero(WindowAggState *ws, bool bStart){
  Datum d = bStart ? ws->startOffsetValue : ws->endOffsetValue;
  WindowAgg *plan = (WindowAgg*)ws->ss.ps.plan;
  Oid *aType, t = InvalidOid;
  int nArg;
  if( (ws->frameOptions & FRAMEOPTION_RANGE)==0 ) return DatumGetInt64(d)==0;
  get_func_signature(bStart ? plan->startInRangeFunc : plan->endInRangeFunc,
                     &aType, &nArg);
  if( nArg>2 ) t = aType[2];
  switch( t ){
    case INT2OID:   return DatumGetInt16(d)==0;
    case INT4OID:   return DatumGetInt32(d)==0;
    case INT8OID:   return DatumGetInt64(d)==0;
    case FLOAT4OID: return DatumGetFloat4(d)==0.0f;
    case FLOAT8OID: return DatumGetFloat8(d)==0.0;
    case NUMERICOID:
      return DatumGetBool(DirectFunctionCall2(numeric_eq, d,
                              NumericGetDatum(int64_to_numeric(0))));
    case INTERVALOID: {
      Interval *iv = DatumGetIntervalP(d);
      return iv->time==0 && iv->day==0 && iv->month==0;
    }
    default:        return false;
  }
}

/* One bound of the frame: which of FRAMEOPTION_{e}_UNBOUNDED_PRECEDING,
** _CURRENT_ROW, _OFFSET_PRECEDING, _OFFSET_FOLLOWING, _UNBOUNDED_FOLLOWING
** (aFlag) is set in ws's options; an offset of 0 is the current row. */
static SitemapFrameBound pgPartBound(WindowAggState *ws, const int aFlag[5],
                                     bool bStart){
  static const SitemapFrameBound aBound[5] = {
    SITEMAP_FRAME_UNBOUNDED_PRECEDING, SITEMAP_FRAME_CURRENT_ROW,
    SITEMAP_FRAME_PRECEDING, SITEMAP_FRAME_FOLLOWING,
    SITEMAP_FRAME_UNBOUNDED_FOLLOWING
  };
  int i;
  for(i=0; i<5; i++){
    if( (ws->frameOptions & aFlag[i])==0 ) continue;
    if( (i==2 || i==3) && pgPartOffsetZero(ws, bStart) ){
      return SITEMAP_FRAME_CURRENT_ROW;
    }
    return aBound[i];
  }
  return SITEMAP_FRAME_CURRENT_ROW;     /* none: the default's end */
}

/* The frame clause of w's window, as the engine describes frames. */
static void pgPartFrameOf(WindowObject w, SitemapFrame *f){
  static const int aStart[5] = {
    FRAMEOPTION_START_UNBOUNDED_PRECEDING, FRAMEOPTION_START_CURRENT_ROW,
    FRAMEOPTION_START_OFFSET_PRECEDING, FRAMEOPTION_START_OFFSET_FOLLOWING,
    FRAMEOPTION_START_UNBOUNDED_FOLLOWING
  };
  static const int aEnd[5] = {
    FRAMEOPTION_END_UNBOUNDED_PRECEDING, FRAMEOPTION_END_CURRENT_ROW,
    FRAMEOPTION_END_OFFSET_PRECEDING, FRAMEOPTION_END_OFFSET_FOLLOWING,
    FRAMEOPTION_END_UNBOUNDED_FOLLOWING
  };
  WindowAggState *ws = WindowObjectIsValid(w)
                     ? ((PgWinObjHead*)w)->winstate : NULL;
  int o;
  if( ws==NULL || !IsA(ws, WindowAggState) ){
    ereport(ERROR, (errcode(ERRCODE_INTERNAL_ERROR),
                    errmsg("sitemap_part(): cannot read the window frame of "
                           "this PostgreSQL version")));
  }
  o = ws->frameOptions;
  f->bRows = (o & FRAMEOPTION_ROWS)!=0;
  f->bRange = (o & FRAMEOPTION_RANGE)!=0;
  f->eStart = pgPartBound(ws, aStart, true);
  f->eEnd = pgPartBound(ws, aEnd, false);
  f->bExclude = (o & FRAMEOPTION_EXCLUSION)!=0;
}

/* Start p's parts at the partition's first call: the engine allocates in
** the partition's memory context (where p is), and decides whether and how
** the window's frame numbers rows (raising its refusal). */
static void pgPartStart(PgPart *p, WindowObject w){
  MemoryContext ctx = GetMemoryChunkContext(p);
  SitemapFrame f;
  p->alloc = pgPallocAlloc;
  p->alloc.pCtx = ctx;
  sitemapPartsInit(&p->parts, &p->alloc);
  p->rowCtx = AllocSetContextCreate(ctx, "sitemap_part row",
                                    ALLOCSET_SMALL_SIZES);
  p->bStarted = true;
  pgPartFrameOf(w, &f);
  if( sitemapPartsFrame(&p->parts, &f, &p->eBring) ) pgPartRaise(p, NULL);
}

/* Argument i of the row at offset k from the current row (k==0: the
** current row, read from its own slot without a seek), NULL (*pNull) when
** absent.  Text is copied into the current memory context: a row read
** from the window's buffer points into a slot the next read refills. */
static Datum pgPartArg(WindowObject w, int nArg, int i, int k, bool *pNull){
  bool bOut = false;
  Datum d;
  *pNull = true;
  if( i>=nArg ) return (Datum)0;
  d = k==0 ? WinGetFuncArgCurrent(w, i, pNull)
           : WinGetFuncArgInPartition(w, i, k, WINDOW_SEEK_CURRENT, false,
                                      pNull, &bOut);
  if( i<3 && !*pNull ) d = PointerGetDatum(PG_DETOAST_DATUM_COPY(d));
  return d;
}

/* Add the row at offset k from the current row to p's parts: its record
** (arguments 0-3) and its limits (4 and 5, NULL or absent: the
** protocol's).  Raises the engine's message when the row is refused. */
static void pgPartAdd(WindowObject w, int nArg, int k, PgPart *p){
  Datum a[6];
  bool aNull[6];
  int64 aLimit[2];
  SitemapOutRecord rec;
  int i;
  for(i=0; i<6; i++) a[i] = pgPartArg(w, nArg, i, k, &aNull[i]);
  for(i=0; i<2; i++){
    aLimit[i] = aNull[4+i] ? 0 : DatumGetInt64(a[4+i]);
  }
  pgSwcRecord(a, aNull, nArg<4 ? nArg : 4, &rec);
  if( sitemapPartsAdd(&p->parts, &rec, aNull[4] ? NULL : &aLimit[0],
                      aNull[5] ? NULL : &aLimit[1]) ){
    pgPartRaise(p, &rec);
  }
}

/* Whether the frame brings the row at offset k>0 from the current row pos
** with it: a row of the partition, and for SITEMAP_BRING_PEERS a peer of
** the row before it (peers are equal ORDER BY values, so the rows from pos
** on are its peers while each is its predecessor's).  Rows are only ever
** compared with a neighbour: the window's buffer is read forward, never
** sought back over the group, which costs a read per row passed once the
** buffer is on disk. */
static bool pgPartBrings(WindowObject w, SitemapFrameBring eBring, int64 pos,
                         int k){
  bool bNull, bOut = false;
  if( eBring==SITEMAP_BRING_ROW ) return false;
  (void)WinGetFuncArgInPartition(w, 0, k, WINDOW_SEEK_CURRENT, false,
                                 &bNull, &bOut);
  if( bOut ) return false;
  return eBring==SITEMAP_BRING_ALL || WinRowsArePeers(w, pos + k - 1, pos + k);
}

/* Add the rows the frame brings with the current row pos (read ahead),
** each read in rowCtx, reset after it.  Returns how many were added. */
static int64 pgPartAddRows(WindowObject w, int nArg, int64 pos, PgPart *p){
  int k;
  for(k=0; k<INT_MAX; k++){
    MemoryContext old = MemoryContextSwitchTo(p->rowCtx);
    bool bIn = k==0 || pgPartBrings(w, p->eBring, pos, k);
    if( bIn ) pgPartAdd(w, nArg, k, p);
    MemoryContextSwitchTo(old);
    MemoryContextReset(p->rowCtx);
    if( !bIn ) break;
    CHECK_FOR_INTERRUPTS();
  }
  return k;
}

/* sitemap_part(...) OVER (...): a window function.  The engine decides
** from the frame clause whether the rows can be numbered, and which rows a
** frame brings with a row: the row alone (ROWS), with its peers (RANGE,
** GROUPS: at the first row of a peer group all of its rows are added, as
** SQLite steps them before it asks for the value, and the other rows
** return its part) or every row.  A row the last placing already covered
** returns its part, except after SITEMAP_BRING_ALL: a placing without a
** new row then raises the engine's refusal.  Parts count from the
** partition's first row. */
PG_ROBOTS_FUNCTION(sitemap_part);
Datum sitemap_part(PG_FUNCTION_ARGS){
  WindowObject w = PG_WINDOW_OBJECT();
  PgPart *p = (PgPart*)WinGetPartitionLocalMemory(w, sizeof(PgPart));
  int64 pos = WinGetCurrentPosition(w);
  int nArg = PG_NARGS()<6 ? PG_NARGS() : 6;
  if( pos < p->iEnd && p->eBring!=SITEMAP_BRING_ALL ){
    PG_RETURN_INT64(p->parts.iPart);
  }
  if( !p->bStarted ) pgPartStart(p, w);
  WinSetMarkPosition(w, pos);
  if( pos >= p->iEnd ) p->iEnd = pos + pgPartAddRows(w, nArg, pos, p);
  if( sitemapPartsPlace(&p->parts) ) pgPartRaise(p, NULL);
  PG_RETURN_INT64(p->parts.iPart);
}
