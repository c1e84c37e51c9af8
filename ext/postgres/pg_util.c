/*
** pg_util.c: argument and result helpers of the PostgreSQL binding (see
** pg_util.h): the palloc allocator for transient engine memory, text
** results that are always valid in the server encoding, jsonb results.
*/
#include "pg_util.h"

#include "miscadmin.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/fmgrprotos.h"
#include "utils/memutils.h"

#include <string.h>

/* xRealloc of pgPallocAlloc: pCtx is the MemoryContext of new blocks
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

Span pgArgOpt(FunctionCallInfo fcinfo, int i){
  Span s = { NULL, 0 };
  if( PG_NARGS()>i && !PG_ARGISNULL(i) ) s = pgArgSpan(fcinfo, i);
  return s;
}

/* xStop of pgStop: a cancel or a termination is pending.  Other reasons
** for InterruptPending (a barrier, a catch-up) do not stop the engine. */
static int pgStopAsk(void *pCtx){
  (void)pCtx;
  return InterruptPending && (QueryCancelPending || ProcDiePending);
}

const CoreStop pgStop = { pgStopAsk, NULL };

void pgStopped(const char *zFunc){
  CHECK_FOR_INTERRUPTS();
  ereport(ERROR, (errcode(ERRCODE_QUERY_CANCELED),
                  errmsg("%s(): interrupted", zFunc)));
}

void pgOutOfMemory(const char *zFunc){
  ereport(ERROR, (errcode(ERRCODE_OUT_OF_MEMORY),
                  errmsg("%s(): out of memory", zFunc)));
}

/* Bytes of the first character of z[0..n) that text may carry as it is
** (valid UTF-8, not NUL), or 0. */
static size_t pgTextCharLen(const unsigned char *z, size_t n){
  if( z[0]>0 && z[0]<0x80 ) return 1;
  if( z[0]==0 ) return 0;
  return coreUtf8Len(z, n);
}

/* z[0..n) as valid UTF-8 without NUL: a copy with U+FFFD in place of
** each byte that is neither, or z itself when it is clean (*pn set). */
static const char *pgTextClean(const char *z, size_t n, size_t *pn){
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0, nOut = 0;
  char *zOut;
  while( i<n ){
    size_t len = pgTextCharLen(u+i, n-i);
    if( len==0 ) break;
    i += len;
  }
  *pn = n;
  if( i==n ) return z;
  zOut = palloc_extended(n*3 + 1, MCXT_ALLOC_HUGE);
  for(i=0; i<n; ){
    size_t len = pgTextCharLen(u+i, n-i);
    if( len==0 ){
      memcpy(zOut+nOut, "\xEF\xBF\xBD", 3);
      nOut += 3;
      i++;
    }else{
      memcpy(zOut+nOut, z+i, len);
      nOut += len;
      i += len;
    }
  }
  zOut[nOut] = 0;
  *pn = nOut;
  return zOut;
}

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

text *pgTextOf(const char *z, size_t n){
  if( n>=MaxAllocSize - VARHDRSZ ){
    ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                    errmsg("result of %zu bytes exceeds the 1 GB limit of "
                           "text", n)));
  }
  z = pgTextClean(z, n, &n);
  z = pgToServer(z, &n);
  return cstring_to_text_with_len(z, (int)n);
}

Datum pgJsonbOf(CoreBuf *b){
  static const char zNul[] = "\\u0000";
  char *z;
  size_t i, n;
  Datum d;
  if( b->oom ) pgOutOfMemory("json");
  z = palloc_extended(b->n + 1, MCXT_ALLOC_HUGE);
  for(i=n=0; i<b->n; i++){
    if( b->z[i]=='\\' && i+6<=b->n && memcmp(b->z+i, zNul, 6)==0 ){
      /* 6 bytes out for 6 in: the copy stays within b->n bytes */
      memcpy(z+n, "\\ufffd", 6);
      n += 6;
      i += 5;
    }else if( b->z[i]=='\\' && i+1<b->n ){
      z[n++] = b->z[i++];         /* an escape: keep its second byte */
      z[n++] = b->z[i];
    }else{
      z[n++] = b->z[i];
    }
  }
  z[n] = 0;
  coreBufFree(b);
  if( GetDatabaseEncoding()!=PG_UTF8 ) z = (char*)pgToServer(z, &n);
  d = DirectFunctionCall1(jsonb_in, CStringGetDatum(z));
  return d;
}
