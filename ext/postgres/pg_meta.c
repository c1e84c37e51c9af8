/*
** pg_meta.c: the robots meta tag / X-Robots-Tag functions for PostgreSQL
** (meta_robots.c does the work):
**
**   robots_meta(content [, agent])            jsonb: the directives in force
**   robots_meta_each(content)                 agent, directive, value, known
**   robots_indexable(content, agent [, now])  boolean
**
** A NULL agent or now counts as not given; now is a date in text (ISO
** 8601, RFC 822 or RFC 850), seconds since 1970, or a timestamptz.  The
** value column of robots_meta_each is text (SQLite gives the integer
** limits as integers).  Start at robots_meta.
*/
#include "pg_util.h"
#include "../meta/meta_robots.h"

#include "funcapi.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"

#include <string.h>

/* robots_meta(content [, agent]): not STRICT (a NULL agent is none). */
PG_ROBOTS_FUNCTION(robots_meta);
Datum robots_meta(PG_FUNCTION_ARGS){
  Span content, agent;
  MetaEffective e;
  CoreBuf out;
  if( PG_ARGISNULL(0) ) PG_RETURN_NULL();
  content = pgArgSpan(fcinfo, 0);
  agent = pgArgOpt(fcinfo, 1);
  if( metaEffectiveStop(content.z, content.n, agent.z, agent.n, &e,
                        &pgStop) ){
    pgStopped("robots_meta");
  }
  coreBufInit(&out, &pgPallocAlloc);
  metaEffectiveJson(&e, &out);
  return pgJsonbOf(&out);
}

/* The SQL type of robots_indexable's now, by C function. */
enum { PG_NOW_TEXT, PG_NOW_SECONDS, PG_NOW_TIMESTAMPTZ };

/* Read "now" (argument 2, not NULL, of type eType) into *pNow. */
static void pgMetaNow(FunctionCallInfo fcinfo, int eType, DateSeconds *pNow){
  if( eType==PG_NOW_SECONDS ){
    *pNow = PG_GETARG_INT64(2);
  }else if( eType==PG_NOW_TIMESTAMPTZ ){
    TimestampTz ts = PG_GETARG_TIMESTAMPTZ(2);
    /* microseconds since 2000-01-01 to seconds since 1970, floored */
    int64 s = ts / USECS_PER_SEC - (ts % USECS_PER_SEC < 0 ? 1 : 0);
    *pNow = s + (int64)(POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE)*SECS_PER_DAY;
  }else{
    Span s = pgArgSpan(fcinfo, 2);
    CoreBuf q;
    int rc;
    coreBufInit(&q, &pgPallocAlloc);
    rc = metaNowOf(s.z, s.n, pNow, &q);
    if( rc<0 ) pgOutOfMemory("robots_indexable");
    if( rc>0 ){
      ereport(ERROR, (errcode(ERRCODE_INVALID_DATETIME_FORMAT),
                      errmsg("robots_indexable(): %.*s", (int)q.n, q.z)));
    }
  }
}

/* robots_indexable with now of type eType. */
static Datum pgIndexable(FunctionCallInfo fcinfo, int eType){
  Span content, agent;
  MetaEffective e;
  DateSeconds tNow = 0;
  int bNow = 0;
  if( PG_ARGISNULL(0) || PG_ARGISNULL(1) ) PG_RETURN_NULL();
  content = pgArgSpan(fcinfo, 0);
  agent = pgArgSpan(fcinfo, 1);
  if( PG_NARGS()>2 && !PG_ARGISNULL(2) ){
    pgMetaNow(fcinfo, eType, &tNow);
    bNow = 1;
  }
  if( metaEffectiveStop(content.z, content.n, agent.z, agent.n, &e,
                        &pgStop) ){
    pgStopped("robots_indexable");
  }
  PG_RETURN_BOOL(metaIndexable(&e, bNow, tNow));
}

/* robots_indexable(content, agent [, now text]): not STRICT in now. */
PG_ROBOTS_FUNCTION(robots_indexable);
Datum robots_indexable(PG_FUNCTION_ARGS){
  return pgIndexable(fcinfo, PG_NOW_TEXT);
}

/* robots_indexable(content, agent, now bigint): seconds since 1970. */
PG_ROBOTS_FUNCTION(robots_indexable_seconds);
Datum robots_indexable_seconds(PG_FUNCTION_ARGS){
  return pgIndexable(fcinfo, PG_NOW_SECONDS);
}

/* robots_indexable(content, agent, now timestamptz). */
PG_ROBOTS_FUNCTION(robots_indexable_timestamptz);
Datum robots_indexable_timestamptz(PG_FUNCTION_ARGS){
  return pgIndexable(fcinfo, PG_NOW_TIMESTAMPTZ);
}

/* Span s as text, *pbNull when s.z is NULL. */
static Datum pgMetaSpan(Span s, bool *pbNull){
  *pbNull = s.z==NULL;
  return s.z ? pgTextDatum(s.z, s.n) : (Datum)0;
}

/* The value column as text: the engine's integer in decimal, else its
** text; *pbNull when there is none. */
static Datum pgMetaValue(const MetaEachRow *r, bool *pbNull){
  char zBuf[32];
  *pbNull = false;
  if( r->eValue==META_VALUE_INT ){
    snprintf(zBuf, sizeof(zBuf), "%lld", (long long)r->iValue);
    return PointerGetDatum(cstring_to_text(zBuf));
  }
  if( r->eValue==META_VALUE_NULL ){
    *pbNull = true;
    return (Datum)0;
  }
  return pgTextDatum(r->value.z, r->value.n);
}

/* robots_meta_each(content): STRICT.  One row per directive as written. */
PG_ROBOTS_FUNCTION(robots_meta_each);
Datum robots_meta_each(PG_FUNCTION_ARGS){
  Span content = pgArgSpan(fcinfo, 0);
  ReturnSetInfo *rs;
  MetaScan scan;
  MetaDirective d;
  MetaEachRow r;
  CoreBuf scratch;
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  rs = (ReturnSetInfo*)fcinfo->resultinfo;
  coreBufInit(&scratch, &pgPallocAlloc);
  metaScanInit(&scan, content.z, content.n);
  metaScanSetStop(&scan, &pgStop);
  while( metaScanNext(&scan, &d) ){
    Datum a[4];
    bool aNull[4];
    if( metaEachRow(&d, &scratch, &r) ) pgOutOfMemory("robots_meta_each");
    a[0] = pgMetaSpan(r.agent, &aNull[0]);
    a[1] = pgMetaSpan(r.directive, &aNull[1]);
    a[2] = pgMetaValue(&r, &aNull[2]);
    a[3] = BoolGetDatum(r.bKnown);
    aNull[3] = false;
    tuplestore_putvalues(rs->setResult, rs->setDesc, a, aNull);
    CHECK_FOR_INTERRUPTS();      /* the scratch is palloc'd: freed on error */
  }
  coreBufFree(&scratch);
  if( scan.bStopped ) pgStopped("robots_meta_each");
  return (Datum)0;
}
