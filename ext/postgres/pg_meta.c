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
