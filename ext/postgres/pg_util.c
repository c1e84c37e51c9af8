/*
** pg_util.c: what the PostgreSQL adapters share (see pg_util.h): the
** palloc allocator, the stop hook, the backend's catalog state, values in
** and out by their SQL type (text always valid in the server encoding,
** jsonb without "\u0000"), and failures as SQL errors.  Start at pgValue.
*/
#include "pg_util.h"
#include "../catalog/cat_host.h"

#include "miscadmin.h"
#include "catalog/pg_type_d.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/date.h"
#include "utils/fmgrprotos.h"
#include "utils/jsonb.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/timestamp.h"

#include <string.h>

/* ---- Memory, the stop hook, the context ------------------------------------ */

/* The allocation function of pgPallocAlloc: pCtx is the MemoryContext of new blocks
** (NULL: the current one); huge blocks allowed; errors on out of memory. */
static void *pgPallocRealloc(void *pCtx, void *p, size_t n){
  if( n==0 ){
    if( p ) pfree(p);
    return NULL;
  }
  if( p ) return repalloc_huge(p, n);
  return MemoryContextAllocExtended(pCtx ? (MemoryContext)pCtx
                                         : CurrentMemoryContext,
                                    n, MCXT_ALLOC_HUGE);
}

const CoreAlloc pgPallocAlloc = { pgPallocRealloc, NULL };

/* The stop hook's question: a cancel or a termination is pending.  Other
** reasons for InterruptPending (a barrier, a catch-up) do not stop the
** engine; a stopped call's error processes the interrupt (pgRaise). */
static int pgStopAsk(void *pCtx){
  (void)pCtx;
  return InterruptPending && (QueryCancelPending || ProcDiePending);
}

static const CoreStop pgStop = { pgStopAsk, NULL };

void pgCtx(CatCtx *c, const CatFunc *f, const CoreAlloc *pA){
  static CatConn *pConn = NULL;     /* a parallel worker has its own */
  if( pConn==NULL && (pConn = catConnOpen(&coreLibcAlloc))==NULL ){
    ereport(ERROR, (errcode(ERRCODE_OUT_OF_MEMORY),
                    errmsg("%s(): out of memory", f->zName)));
  }
  catCtxInit(c, f, pA, &pgStop, pConn);
  c->mHostNo = CAT_NO_PG;
}

Oid pgResultType(FunctionCallInfo fcinfo){
  Oid t = get_fn_expr_rettype(fcinfo->flinfo);
  return t!=InvalidOid ? t : get_func_rettype(fcinfo->flinfo->fn_oid);
}

void pgRaise(CatCtx *c, int rc){
  static const int aCode[] = {      /* by class, in cat_host.h's order */
    ERRCODE_INVALID_PARAMETER_VALUE, ERRCODE_PROGRAM_LIMIT_EXCEEDED,
    ERRCODE_DATETIME_VALUE_OUT_OF_RANGE, ERRCODE_WINDOWING_ERROR,
    ERRCODE_OUT_OF_MEMORY, ERRCODE_QUERY_CANCELED
  };
  Span m;
  int e = catFailure(c, rc, &m);
  CHECK_FOR_INTERRUPTS();           /* a stopped call: the interrupt's error */
  if( e<0 || e>=(int)lengthof(aCode) ) e = 0;
  ereport(ERROR, (errcode(aCode[e]),
                  errmsg("%s(): %.*s", c->pFunc->zName, (int)m.n, m.z),
                  c->zHint ? errhint("%s", c->zHint) : 0));
  pg_unreachable();
}

/* ---- Values in --------------------------------------------------------------- */

/* Days since 1970 of PostgreSQL's days since 2000. */
#define PG_EPOCH_DAYS ((int64)(POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE))

/* Timestamp ts as seconds since 1970 (floored); infinities as the ends. */
static int64 pgSeconds(TimestampTz ts){
  if( TIMESTAMP_IS_NOBEGIN(ts) ) return INT64_MIN;
  if( TIMESTAMP_IS_NOEND(ts) ) return INT64_MAX;
  return ts/USECS_PER_SEC - (ts%USECS_PER_SEC<0 ? 1 : 0)
       + PG_EPOCH_DAYS*SECS_PER_DAY;
}

/* Date dd as days since 1970; infinities as the ends. */
static int64 pgDays(DateADT dd){
  if( DATE_IS_NOBEGIN(dd) ) return INT64_MIN;
  if( DATE_IS_NOEND(dd) ) return INT64_MAX;
  return (int64)dd + PG_EPOCH_DAYS;
}

/* Text or bytes d (any TOAST form) into v->s; text in UTF-8. */
static void pgBytesIn(Oid t, Datum d, CatValue *v){
  struct varlena *p = PG_DETOAST_DATUM_PACKED(d);
  int eEnc = GetDatabaseEncoding();
  v->eType = t==BYTEAOID ? CAT_V_BLOB : CAT_V_TEXT;
  v->s.z = VARDATA_ANY(p);
  v->s.n = VARSIZE_ANY_EXHDR(p);
  if( t!=BYTEAOID && eEnc!=PG_UTF8 && eEnc!=PG_SQL_ASCII && v->s.n>0 ){
    char *z = pg_server_to_any(v->s.z, (int)v->s.n, PG_UTF8);
    if( z!=v->s.z ){ v->s.z = z; v->s.n = strlen(z); }
  }
}

void pgValue(Oid t, Datum d, CatValue *v){
  memset(v, 0, sizeof(*v));
  v->eType = CAT_V_INT;
  switch( t ){
    case INT8OID: v->i = DatumGetInt64(d); return;
    case INT4OID: v->i = DatumGetInt32(d); return;
    case INT2OID: v->i = DatumGetInt16(d); return;
    case BOOLOID: v->i = DatumGetBool(d); return;
    case FLOAT8OID: v->eType = CAT_V_REAL; v->r = DatumGetFloat8(d); return;
    case FLOAT4OID: v->eType = CAT_V_REAL; v->r = DatumGetFloat4(d); return;
    case TIMESTAMPTZOID:
      v->eType = CAT_V_TIME; v->i = pgSeconds(DatumGetTimestampTz(d)); return;
    case DATEOID: v->eType = CAT_V_DATE; v->i = pgDays(DatumGetDateADT(d)); return;
    case JSONBOID: {
      Jsonb *j = DatumGetJsonbP(d);
      v->eType = CAT_V_TEXT;
      v->s.z = JsonbToCString(NULL, &j->root, (int)VARSIZE(j));
      v->s.n = strlen(v->s.z);
      return;
    }
  }
  pgBytesIn(t, d, v);
}

/* ---- Values out -------------------------------------------------------------- */

/* z[0..n) (clean UTF-8) in the server encoding; *pn updated. */
static const char *pgToServer(const char *z, size_t *pn){
  char *zConv;
  if( GetDatabaseEncoding()==PG_UTF8 || *pn==0 ) return z;
  if( *pn>(size_t)(MaxAllocSize/4) ){
    ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("result too large to convert")));
  }
  zConv = pg_any_to_server(z, (int)*pn, PG_UTF8);
  if( zConv!=z ) *pn = strlen(zConv);
  return zConv;
}

/* An error when n bytes pass the 1 GB limit of a value of type zType. */
static void pgCheckSize(size_t n, const char *zType){
  if( n >= MaxAllocSize - VARHDRSZ ){
    ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("result of %zu bytes exceeds the 1 GB limit of %s",
                           n, zType)));
  }
}

/* z[0..n) as text (see pgDatum). */
static Datum pgText(Span s){
  const char *z;
  pgCheckSize(s.n, "text");
  catTextClean(&pgPallocAlloc, s, &s);  /* palloc raises when out of memory */
  z = pgToServer(s.z, &s.n);
  return PointerGetDatum(cstring_to_text_with_len(z, (int)s.n));
}

/* The JSON text s as jsonb ("\u0000", which jsonb refuses, becomes
** U+FFFD; an escape's second byte is kept as it is). */
static Datum pgJsonb(Span s){
  char *z = palloc_extended(s.n + 1, MCXT_ALLOC_HUGE);
  size_t i, n;
  for(i=n=0; i<s.n; i++){
    int bNul = s.z[i]=='\\' && i+6<=s.n && memcmp(s.z+i, "\\u0000", 6)==0;
    z[n++] = s.z[i];
    if( bNul ){ memcpy(z+n, "ufffd", 5); n += 5; i += 5; }
    else if( s.z[i]=='\\' && i+1<s.n ) z[n++] = s.z[++i];
  }
  z[n] = 0;
  if( GetDatabaseEncoding()!=PG_UTF8 ) z = (char*)pgToServer(z, &n);
  return DirectFunctionCall1(jsonb_in, CStringGetDatum(z));
}

Datum pgDatum(Oid t, const CatValue *v){
  int bReal = v->eType==CAT_V_REAL;
  int64 i = bReal ? (int64)v->r : v->i;
  Span s = v->s;
  if( s.z==NULL ) s.z = "";
  switch( t ){
    case BOOLOID: return BoolGetDatum(bReal ? v->r!=0 : v->i!=0);
    case INT8OID: return Int64GetDatum(i);
    case INT4OID: return Int32GetDatum((int32)i);
    case FLOAT8OID: return Float8GetDatum(bReal ? v->r : (double)v->i);
    case JSONBOID: return pgJsonb(s);
    case BYTEAOID:                      /* bytea's layout is text's */
      pgCheckSize(s.n, "bytea");
      return PointerGetDatum(cstring_to_text_with_len(s.z, (int)s.n));
  }
  if( v->eType==CAT_V_INT ){
    char z[24];
    s.z = z;
    s.n = (size_t)snprintf(z, sizeof(z), "%lld", (long long)v->i);
  }
  return pgText(s);
}
