/*
** pg_catalog_agg.c: the PostgreSQL adapter of the catalog's aggregates and
** window functions (catAggFuncs, ext/catalog).  For each function of the
** list, three C symbols named after it (pg_script.c writes the SQL that
** names them): NAME_step and NAME_final, an internal-state aggregate's
** transition and final functions, and NAME, a window function.
**
** An aggregate's state lives in the aggregate's memory context: a head (an
** allocator over that context) and the engine's state.  The final function
** only reads the state (FINALFUNC_MODIFY = READ_ONLY: a window aggregate
** asks after every row).  A window function reads its frame clause once,
** hands it to the engine (xFrame), which says which rows come with a row:
** the row alone, its peers (read ahead, each compared with the one before
** it, so that the window's buffer is read forward once, also when it
** spills to disk) or every row.  Those rows are stepped, then the value
** asked (xValue).  Values are converted by their SQL type; the engine's
** refusals are raised with the SQLSTATE of their class.  It decides
** nothing.  Start at pgAggStep.
*/
#include "pg_site.h"
#include "../catalog/cat_list.h"

#include "catalog/pg_type_d.h"
#include "miscadmin.h"
#include "nodes/execnodes.h"
#include "nodes/nodeFuncs.h"
#include "nodes/parsenodes.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "utils/numeric.h"
#include "utils/timestamp.h"
#include "windowapi.h"

#include <limits.h>
#include <string.h>

/* ---- Aggregates ----------------------------------------------------------------- */

/* A group's state: an allocator over the aggregate's context, then the
** engine's state. */
typedef struct PgAggHead {
  CoreAlloc alloc;
} PgAggHead;
#define PG_AGG_HEAD MAXALIGN(sizeof(PgAggHead))
#define PG_AGG_STATE(h) ((void*)(((char*)(h)) + PG_AGG_HEAD))

/* The transition function: argument 0 the state (NULL before the first
** row), the row's values after it. */
static Datum pgAggStep(FunctionCallInfo fcinfo, const CatAggFunc *a){
  MemoryContext aggcxt;
  PgAggHead *h;
  CatValue v[CAT_MAX_ARG];
  CatCtx c;
  int n, rc;
  if( !AggCheckCallContext(fcinfo, &aggcxt) ){
    ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("%s(): called outside an aggregate", a->f.zName)));
  }
  if( PG_ARGISNULL(0) ){
    h = (PgAggHead*)MemoryContextAllocZero(aggcxt, PG_AGG_HEAD + a->agg.szState);
    h->alloc = pgPallocAlloc;
    h->alloc.pCtx = aggcxt;
  }else{
    h = (PgAggHead*)PG_GETARG_POINTER(0);
  }
  n = pgSiteArgs(NULL, fcinfo, 1, CAT_MAX_ARG, v);
  pgCtx(&c, &a->f, &h->alloc);
  rc = a->agg.xStep(PG_AGG_STATE(h), &c, v, n);
  if( rc ) pgRaise(&c, rc);
  catCtxFree(&c);
  PG_RETURN_POINTER(h);
}

/* The final function: the result over the rows so far (NULL over none);
** the state is only read. */
static Datum pgAggFinal(FunctionCallInfo fcinfo, const CatAggFunc *a){
  PgAggHead *h;
  CatValue v;
  CatCtx c;
  int rc;
  if( PG_ARGISNULL(0) ) PG_RETURN_NULL();
  h = (PgAggHead*)PG_GETARG_POINTER(0);
  pgCtx(&c, &a->f, &h->alloc);
  rc = a->agg.xFinal(PG_AGG_STATE(h), &c, &v);
  if( rc ) pgRaise(&c, rc);
  if( v.eType==CAT_V_NULL ) PG_RETURN_NULL();
  return pgDatum(pgResultType(fcinfo), &v);
}

/* ---- Window functions ---------------------------------------------------------- */

/* A partition's state, in its partition-local memory (zeroed at the
** partition's start, released at its end with what the engine allocated
** there): then the engine's state. */
typedef struct PgWin {
  CoreAlloc alloc;           /* palloc in the partition's context */
  MemoryContext rowCtx;      /* one row's arguments, reset for each row */
  int64 iEnd;                /* rows before this position are stepped */
  int eBring;                /* CAT_BRING_*: the rows a frame brings */
  Oid tResult;               /* the SQL type of the values */
  bool bStarted;
  bool bLastNull;            /* the last value: NULL, else dLast */
  Datum dLast;
} PgWin;
#define PG_WIN_HEAD MAXALIGN(sizeof(PgWin))
#define PG_WIN_STATE(p) ((void*)(((char*)(p)) + PG_WIN_HEAD))

/* The first members of PostgreSQL's WindowObjectData (private to
** nodeWindowAgg.c, and the same from 8.4 to 18).  windowapi.h tells a
** window function nothing of its frame clause: the node's state is read
** here, checked to be one (IsA) before use. */
typedef struct PgWinObjHead {
  NodeTag type;
  WindowAggState *winstate;
} PgWinObjHead;

/* Whether the offset of the frame's start (bStart) or end is 0: an int8
** under ROWS and GROUPS; under RANGE of its expression's type (another
** type than these is taken as not 0). */
static bool pgWinOffsetZero(WindowAggState *ws, bool bStart){
  Datum d = bStart ? ws->startOffsetValue : ws->endOffsetValue;
  WindowAgg *plan = (WindowAgg*)ws->ss.ps.plan;
  Oid t = INT8OID;
  if( ws->frameOptions & FRAMEOPTION_RANGE ){
    t = exprType(bStart ? plan->startOffset : plan->endOffset);
  }
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
  }
  return false;
}

/* One bound of the frame (bStart: its start, else its end) as the catalog
** describes it: which of the five flags is set; an offset of 0 is the
** current row; none is the current row (the default's end). */
static int pgWinBound(WindowAggState *ws, bool bStart){
  static const int aFlag[2][5] = {
    { FRAMEOPTION_END_UNBOUNDED_PRECEDING, FRAMEOPTION_END_CURRENT_ROW,
      FRAMEOPTION_END_OFFSET_PRECEDING, FRAMEOPTION_END_OFFSET_FOLLOWING,
      FRAMEOPTION_END_UNBOUNDED_FOLLOWING },
    { FRAMEOPTION_START_UNBOUNDED_PRECEDING, FRAMEOPTION_START_CURRENT_ROW,
      FRAMEOPTION_START_OFFSET_PRECEDING, FRAMEOPTION_START_OFFSET_FOLLOWING,
      FRAMEOPTION_START_UNBOUNDED_FOLLOWING }
  };
  static const int aBound[5] = {
    CAT_FRAME_UNBOUNDED_PRECEDING, CAT_FRAME_CURRENT_ROW,
    CAT_FRAME_PRECEDING, CAT_FRAME_FOLLOWING, CAT_FRAME_UNBOUNDED_FOLLOWING
  };
  int i;
  for(i=0; i<5; i++){
    if( (ws->frameOptions & aFlag[bStart][i])==0 ) continue;
    if( (i==2 || i==3) && pgWinOffsetZero(ws, bStart) ) break;
    return aBound[i];
  }
  return CAT_FRAME_CURRENT_ROW;
}

/* The frame clause of w's window, as the catalog describes frames. */
static void pgWinFrameOf(WindowObject w, const char *zName, CatFrame *f){
  WindowAggState *ws = WindowObjectIsValid(w) ? ((PgWinObjHead*)w)->winstate : NULL;
  if( ws==NULL || !IsA(ws, WindowAggState) ){
    ereport(ERROR, (errcode(ERRCODE_INTERNAL_ERROR),
                    errmsg("%s(): cannot read the window frame of this "
                           "PostgreSQL version", zName)));
  }
  f->bRows = (ws->frameOptions & FRAMEOPTION_ROWS)!=0;
  f->bRange = (ws->frameOptions & FRAMEOPTION_RANGE)!=0;
  f->eStart = pgWinBound(ws, true);
  f->eEnd = pgWinBound(ws, false);
  f->bExclude = (ws->frameOptions & FRAMEOPTION_EXCLUSION)!=0;
}

/* Start p at the partition's first call: the engine allocates in the
** partition's memory context (where p is) and judges the frame. */
static void pgWinStart(PgWin *p, FunctionCallInfo fcinfo, WindowObject w,
                       const CatAggFunc *a){
  MemoryContext ctx = GetMemoryChunkContext(p);
  CatFrame f;
  CatCtx c;
  int rc;
  p->alloc = pgPallocAlloc;
  p->alloc.pCtx = ctx;
  p->rowCtx = AllocSetContextCreate(ctx, "robots window row", ALLOCSET_SMALL_SIZES);
  p->bStarted = true;
  p->tResult = pgResultType(fcinfo);
  pgWinFrameOf(w, a->f.zName, &f);
  pgCtx(&c, &a->f, &p->alloc);
  rc = a->agg.xFrame(PG_WIN_STATE(p), &c, &f, &p->eBring);
  if( rc ) pgRaise(&c, rc);
  catCtxFree(&c);
}

/* Step the row at offset k from the current row (k==0: read from its own
** slot, without a seek).  Text is copied (in rowCtx): a row read from the
** window's buffer points into a slot the next read refills. */
static void pgWinStepRow(FunctionCallInfo fcinfo, WindowObject w, int k,
                         const CatAggFunc *a, PgWin *p){
  CatValue v[CAT_MAX_ARG];
  CatCtx c;
  int i, rc, n = PG_NARGS()<CAT_MAX_ARG ? PG_NARGS() : CAT_MAX_ARG;
  for(i=0; i<n; i++){
    bool bNull = true, bOut = false;
    Oid t = get_fn_expr_argtype(fcinfo->flinfo, i);
    Datum d = k==0 ? WinGetFuncArgCurrent(w, i, &bNull)
                   : WinGetFuncArgInPartition(w, i, k, WINDOW_SEEK_CURRENT, false,
                                              &bNull, &bOut);
    memset(&v[i], 0, sizeof(v[i]));
    if( bNull ){ v[i].eType = CAT_V_NULL; continue; }
    pgValue(t, d, &v[i]);
    if( (v[i].eType==CAT_V_TEXT || v[i].eType==CAT_V_BLOB) && v[i].s.n ){
      v[i].s.z = memcpy(palloc_extended(v[i].s.n, MCXT_ALLOC_HUGE), v[i].s.z, v[i].s.n);
    }
  }
  pgCtx(&c, &a->f, &p->alloc);
  rc = a->agg.xStep(PG_WIN_STATE(p), &c, v, n);
  if( rc ) pgRaise(&c, rc);
  catCtxFree(&c);
}

/* Whether the frame brings the row at offset k>0 from the current row pos
** with it: a row of the partition, and for CAT_BRING_PEERS a peer of the
** row before it (the rows from pos on are its peers while each is its
** predecessor's).  Rows are only compared with a neighbour: the window's
** buffer is read forward, never sought back over the group. */
static bool pgWinBrings(WindowObject w, int eBring, int64 pos, int k){
  bool bNull, bOut = false;
  if( eBring==CAT_BRING_ROW ) return false;
  (void)WinGetFuncArgInPartition(w, 0, k, WINDOW_SEEK_CURRENT, false, &bNull, &bOut);
  if( bOut ) return false;
  return eBring==CAT_BRING_ALL || WinRowsArePeers(w, pos + k - 1, pos + k);
}

/* Step the rows the frame brings with the current row pos (read ahead),
** each in rowCtx, reset after it.  Returns how many. */
static int64 pgWinStepRows(FunctionCallInfo fcinfo, WindowObject w, int64 pos,
                           const CatAggFunc *a, PgWin *p){
  int k;
  for(k=0; k<INT_MAX; k++){
    MemoryContext old = MemoryContextSwitchTo(p->rowCtx);
    bool bIn = k==0 || pgWinBrings(w, p->eBring, pos, k);
    if( bIn ) pgWinStepRow(fcinfo, w, k, a, p);
    MemoryContextSwitchTo(old);
    MemoryContextReset(p->rowCtx);
    if( !bIn ) break;
    CHECK_FOR_INTERRUPTS();
  }
  return k;
}

/* A window function: a row the last value already covered returns that
** value again (except after CAT_BRING_ALL, where the engine's value
** without a new row refuses); else the rows the frame brings are stepped
** and the value asked, kept in the partition's memory for its peers. */
static Datum pgAggWindow(FunctionCallInfo fcinfo, const CatAggFunc *a){
  WindowObject w = PG_WINDOW_OBJECT();
  PgWin *p;
  int64 pos;
  CatValue v;
  CatCtx c;
  int rc;
  if( a->agg.xValue==NULL || !WindowObjectIsValid(w) ){
    ereport(ERROR, (errcode(ERRCODE_WINDOWING_ERROR),
                    errmsg("%s(): not a window function", a->f.zName)));
  }
  p = (PgWin*)WinGetPartitionLocalMemory(w, PG_WIN_HEAD + a->agg.szState);
  pos = WinGetCurrentPosition(w);
  if( pos < p->iEnd && p->eBring!=CAT_BRING_ALL ){
    if( p->bLastNull ) PG_RETURN_NULL();
    return p->dLast;
  }
  if( !p->bStarted ) pgWinStart(p, fcinfo, w, a);
  WinSetMarkPosition(w, pos);
  if( pos >= p->iEnd ) p->iEnd = pos + pgWinStepRows(fcinfo, w, pos, a, p);
  pgCtx(&c, &a->f, &p->alloc);
  rc = a->agg.xValue(PG_WIN_STATE(p), &c, &v);
  if( rc ) pgRaise(&c, rc);
  p->bLastNull = v.eType==CAT_V_NULL;
  if( p->bLastNull ) PG_RETURN_NULL();
  {                                     /* kept in the partition's memory */
    MemoryContext old = MemoryContextSwitchTo(GetMemoryChunkContext(p));
    p->dLast = pgDatum(p->tResult, &v);
    MemoryContextSwitchTo(old);
  }
  catCtxFree(&c);
  return p->dLast;
}

/* ---- The symbols ------------------------------------------------------------------ */

/* NAME_step, NAME_final and NAME for every function of the list. */
#define PG_AGG_SYMBOLS(v, name) \
  extern const CatAggFunc v; \
  PG_ROBOTS_FUNCTION(name##_step); \
  Datum name##_step(PG_FUNCTION_ARGS){ return pgAggStep(fcinfo, &v); } \
  PG_ROBOTS_FUNCTION(name##_final); \
  Datum name##_final(PG_FUNCTION_ARGS){ return pgAggFinal(fcinfo, &v); } \
  PG_ROBOTS_FUNCTION(name); \
  Datum name(PG_FUNCTION_ARGS){ return pgAggWindow(fcinfo, &v); }
CAT_AGG_LIST(PG_AGG_SYMBOLS)

/* Symbols the scripts of earlier versions name for one signature of a
** transition function (robots--1.1.sql must still install). */
#define PG_AGG_ALIAS(v, sym) \
  PG_ROBOTS_FUNCTION(sym); \
  Datum sym(PG_FUNCTION_ARGS){ return pgAggStep(fcinfo, &v); }
PG_AGG_ALIAS(catUrlsetFunc, sitemap_urlset_step_tz)
PG_AGG_ALIAS(catUrlsetFunc, sitemap_urlset_step_date)
PG_AGG_ALIAS(catIndexFunc, sitemap_index_step_tz)
PG_AGG_ALIAS(catIndexFunc, sitemap_index_step_date)
