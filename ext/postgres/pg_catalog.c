/*
** pg_catalog.c: the PostgreSQL adapter of the catalog (ext/catalog).  Each
** function of the list gets the C symbol its install scripts name (its SQL
** name, from cat_list.h), which hands the call to pgCatScalar or
** pgCatTable with its description.  This file converts values (each
** argument by its actual SQL type, results by the description's kind),
** maps the result codes to PostgreSQL errors and gives the engine pgStop.
** It decides nothing.  The install script's part for these functions is
** written from the same descriptions (pg_script.c).  Start at pgCatScalar.
*/
#include "pg_site.h"
#include "../catalog/catalog.h"
#include "../catalog/cat_list.h"
#include "../robots/robots_cache.h"

#include "funcapi.h"
#include "miscadmin.h"
#include "catalog/pg_type.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/jsonb.h"
#include "utils/timestamp.h"

#include <string.h>

/* The backend's catalog state, made on first use (its robots.txt cache
** too, on first use: catConnRobots; memory from malloc, so it lives across
** queries and a parallel worker has its own). */
static CatConn *pgCatConn = NULL;

static CatConn *pgCatConnGet(void){
  if( pgCatConn==NULL ){
    CatConn *p = catConnOpen(&coreLibcAlloc);
    if( p==NULL ) pgOutOfMemory("robots");
    pgCatConn = p;
  }
  return pgCatConn;
}

/* Seconds since 1970 of a timestamptz, floored. */
static int64 pgCatSeconds(TimestampTz ts){
  int64 s = ts / USECS_PER_SEC - (ts % USECS_PER_SEC < 0 ? 1 : 0);
  return s + (int64)(POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE)*SECS_PER_DAY;
}

/* Text of the database's encoding as UTF-8 (converted where it is not). */
static void pgCatUtf8(Span *s){
  int eEnc = GetDatabaseEncoding();
  if( eEnc!=PG_UTF8 && eEnc!=PG_SQL_ASCII && s->n>0 ){
    char *z = pg_server_to_any(s->z, (int)s->n, PG_UTF8);
    if( z!=s->z ){ s->z = z; s->n = strlen(z); }
  }
}

/* Argument i (not NULL) by its SQL type into *v. */
static void pgCatArg(FunctionCallInfo fcinfo, int i, CatValue *v){
  Oid t = get_fn_expr_argtype(fcinfo->flinfo, i);
  memset(v, 0, sizeof(*v));
  switch( t ){
    case BYTEAOID: v->eType = CAT_V_BLOB; v->s = pgArgSpan(fcinfo, i); return;
    case INT8OID: v->eType = CAT_V_INT; v->i = PG_GETARG_INT64(i); return;
    case INT4OID: v->eType = CAT_V_INT; v->i = PG_GETARG_INT32(i); return;
    case INT2OID: v->eType = CAT_V_INT; v->i = PG_GETARG_INT16(i); return;
    case BOOLOID: v->eType = CAT_V_INT; v->i = PG_GETARG_BOOL(i); return;
    case FLOAT8OID: v->eType = CAT_V_REAL; v->r = PG_GETARG_FLOAT8(i); return;
    case FLOAT4OID: v->eType = CAT_V_REAL; v->r = PG_GETARG_FLOAT4(i); return;
    case TIMESTAMPTZOID:
      v->eType = CAT_V_INT;
      v->i = pgCatSeconds(PG_GETARG_TIMESTAMPTZ(i));
      return;
    case JSONBOID: {
      Jsonb *j = PG_GETARG_JSONB_P(i);
      char *z = JsonbToCString(NULL, &j->root, (int)VARSIZE(j));
      v->eType = CAT_V_TEXT;
      v->s.z = z;
      v->s.n = strlen(z);
      return;
    }
  }
  v->eType = CAT_V_TEXT;
  v->s = pgArgSpan(fcinfo, i);
  pgCatUtf8(&v->s);
}

/* Argument i (not NULL) of f into *v: a stored document through the call
** site's copies (pg_site.c) where its bytes need no conversion, else by
** its SQL type. */
static void pgCatArgAt(FunctionCallInfo fcinfo, const CatFunc *f, PgSite *pSite,
                       int i, CatValue *v){
  if( f->aArg[i].eKind==CAT_BYTES && pSite ){
    Oid t = get_fn_expr_argtype(fcinfo->flinfo, i);
    int eEnc = GetDatabaseEncoding();
    if( (t==BYTEAOID || eEnc==PG_UTF8 || eEnc==PG_SQL_ASCII)
     && (t==BYTEAOID || t==TEXTOID) ){
      memset(v, 0, sizeof(*v));
      if( pgSiteDocument(pSite, fcinfo, i, v)==0 ){
        v->eType = t==BYTEAOID ? CAT_V_BLOB : CAT_V_TEXT;
        return;
      }
    }
  }
  pgCatArg(fcinfo, i, v);
}

/* Read the call's arguments into a[]: their count. */
static int pgCatArgs(FunctionCallInfo fcinfo, const CatFunc *f, PgSite *pSite,
                     CatValue *a){
  int n = PG_NARGS(), i;
  if( n>f->nArg ) n = f->nArg;
  for(i=0; i<n; i++){
    if( PG_ARGISNULL(i) ){ memset(&a[i], 0, sizeof(a[i])); a[i].eType = CAT_V_NULL; }
    else pgCatArgAt(fcinfo, f, pSite, i, &a[i]);
  }
  return n;
}

/* Raise the error of code rc (never returns). */
static void pgCatRaise(const CatFunc *f, int rc, CatCtx *c) pg_attribute_noreturn();
static void pgCatRaise(const CatFunc *f, int rc, CatCtx *c){
  if( rc==CAT_STOPPED ) pgStopped(f->zName);
  if( rc!=CAT_REFUSED || c->err.oom ) pgOutOfMemory(f->zName);
  ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                  errmsg("%s(): %.*s", f->zName, (int)c->err.n,
                         c->err.z ? c->err.z : "")));
  pg_unreachable();
}

/* Bytes z[0..n) as a bytea Datum (an error past bytea's 1 GB). */
static Datum pgCatBytea(const char *z, size_t n){
  bytea *r;
  if( n > MaxAllocSize - VARHDRSZ ){
    ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("result of %zu bytes exceeds the 1 GB limit of "
                           "bytea", n)));
  }
  r = (bytea*)palloc(VARHDRSZ + n);
  SET_VARSIZE(r, VARHDRSZ + n);
  if( n ) memcpy(VARDATA(r), z, n);
  return PointerGetDatum(r);
}

/* Value v (not NULL) of kind eKind as a Datum. */
static Datum pgCatDatum(int eKind, const CatValue *v){
  CoreBuf b;
  switch( eKind ){
    case CAT_BOOL: return BoolGetDatum(v->eType==CAT_V_INT ? v->i!=0 : v->r!=0);
    case CAT_INT: return Int64GetDatum(v->eType==CAT_V_INT ? v->i : (int64)v->r);
    case CAT_INT32: return Int32GetDatum((int32)(v->eType==CAT_V_INT ? v->i : (int64)v->r));
    case CAT_REAL: case CAT_NUMBER:
      return Float8GetDatum(v->eType==CAT_V_INT ? (double)v->i : v->r);
    case CAT_JSON:
      coreBufInit(&b, &pgPallocAlloc);
      if( coreBufAppend(&b, v->s.z, v->s.n) ) pgOutOfMemory("json");
      return pgJsonbOf(&b);
    case CAT_BLOB: return pgCatBytea(v->s.z, v->s.n);
  }
  if( v->eType==CAT_V_INT ){
    char z[24];
    snprintf(z, sizeof(z), "%lld", (long long)v->i);
    return pgTextDatum(z, strlen(z));
  }
  return pgTextDatum(v->s.z, v->s.n);
}

/* A scalar function of the catalog. */
static Datum pgCatScalar(FunctionCallInfo fcinfo, const CatFunc *f){
  CatValue a[CAT_MAX_ARG], out;
  CatCtx c;
  PgSite *pSite = pgSiteOf(fcinfo);
  int n = pgCatArgs(fcinfo, f, pSite, a), rc;
  catCtxInit(&c, f, &pgPallocAlloc, &pgStop, pgCatConnGet());
  if( pSite ) c.ppSite = pgSiteSlot(pSite);
  rc = catCall(&c, a, n, &out);
  if( rc!=CAT_OK ) pgCatRaise(f, rc, &c);
  if( out.eType==CAT_V_NULL ) PG_RETURN_NULL();
  return pgCatDatum(f->eResult, &out);
}

/* Append the current row of cursor pCur of table t to rs. */
static int pgCatRow(ReturnSetInfo *rs, const CatTable *t, void *pCur,
                    CatCtx *c){
  Datum d[32];
  bool aNull[32];
  int i;
  for(i=0; i<t->nCol && i<32; i++){
    CatValue v;
    int rc;
    catNull(&v);
    rc = t->xColumn(pCur, c, i, &v);
    if( rc!=CAT_OK ) return rc;
    aNull[i] = v.eType==CAT_V_NULL;
    d[i] = aNull[i] ? (Datum)0 : pgCatDatum(t->aCol[i].eKind, &v);
  }
  tuplestore_putvalues(rs->setResult, rs->setDesc, d, aNull);
  return CAT_OK;
}

/* A table function of the catalog: every row into a tuplestore. */
static Datum pgCatTable(FunctionCallInfo fcinfo, const CatFunc *f){
  const CatTable *t = f->pTable;
  ReturnSetInfo *rs;
  CatValue a[CAT_MAX_ARG];
  CatCtx c;
  void *pCur;
  int n, rc, bNull, bEof = 0;
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  rs = (ReturnSetInfo*)fcinfo->resultinfo;
  n = pgCatArgs(fcinfo, f, NULL, a);
  catCheckNulls(f, a, n, &bNull);
  if( bNull ) return (Datum)0;
  catCtxInit(&c, f, &pgPallocAlloc, &pgStop, pgCatConnGet());
  pCur = palloc0(t->szCur ? t->szCur : 1);
  rc = catOpen(&c, pCur, a, n);
  while( rc==CAT_OK ){
    c.out.n = 0;
    if( coreStopped(&pgStop) ){ rc = CAT_STOPPED; break; }
    rc = t->xNext(pCur, &c, &bEof);
    if( rc!=CAT_OK || bEof ) break;
    rc = pgCatRow(rs, t, pCur, &c);
  }
  t->xClose(pCur);
  if( rc!=CAT_OK ) pgCatRaise(f, rc, &c);
  return (Datum)0;
}

/* One C symbol per function, named as the install scripts name it. */
#define PG_CAT_SYMBOL(v, name) \
  extern const CatFunc v; \
  PG_ROBOTS_FUNCTION(name); \
  Datum name(PG_FUNCTION_ARGS){ \
    return v.pTable ? pgCatTable(fcinfo, &v) : pgCatScalar(fcinfo, &v); \
  }
CAT_LIST(PG_CAT_SYMBOL)

/* Symbols the scripts of earlier versions name for one signature of a
** function (robots--1.0.sql must still install). */
#define PG_CAT_ALIAS(v, sym) \
  PG_ROBOTS_FUNCTION(sym); \
  Datum sym(PG_FUNCTION_ARGS){ return pgCatScalar(fcinfo, &v); }
PG_CAT_ALIAS(catAllowedFunc, robots_allowed_status)
PG_CAT_ALIAS(catIndexableFunc, robots_indexable_seconds)
PG_CAT_ALIAS(catIndexableFunc, robots_indexable_timestamptz)
