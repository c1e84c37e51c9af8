/*
** pg_memo.c: the backend's robots.txt cache and the per-call-site memo in
** front of it (see pg_memo.h).  Start at pgRobotsEntry.
**
** Why a memo: PostgreSQL hands a function a stored value as it is stored.
** A robots.txt over about 2 KB is compressed (inline) or moved out of line
** to the TOAST table; detoasting it means a fetch and a decompression on
** every row, several times what the match costs.  The memo maps the
** stored form to the cache entry without detoasting:
**   - out of line: the TOAST pointer (table OID, value OID) names one
**     immutable value, so it is the key;
**   - compressed inline: the datum's address is the key, verified by
**     comparing the compressed bytes with a copy (an address can be reused
**     for another value; the bytes cannot lie).
** Short plain values go to the cache directly, hashed as the SQLite
** binding does.  The memo lives in the call site's fn_mcxt (one query) and
** holds a reference on each entry it maps, released when the context goes.
*/
#include "pg_memo.h"

#include "access/detoast.h"
#include "utils/memutils.h"

#include <string.h>

#define PG_MEMO_SLOTS 1024                  /* power of two */
#define PG_MEMO_COPY_MAX (64*1024)          /* compressed values kept */
#define PG_MEMO_COPY_BUDGET (8*1024*1024)   /* bytes of copies a memo keeps */

enum { PG_MEMO_EMPTY = 0, PG_MEMO_ONDISK = 1, PG_MEMO_INLINE = 2 };

/* One mapping from a stored value to a (referenced) cache entry. */
typedef struct PgMemoSlot {
  uint64 key;              /* ONDISK: toastrelid<<32 | valueid; INLINE:
                           ** the datum's address */
  RobotsEntry *e;
  char *zCopy;             /* INLINE: the compressed bytes, header included */
  uint32 nCopy;
  int eKind;
} PgMemoSlot;

typedef struct PgMemo {
  MemoryContextCallback cb;   /* releases the entries */
  MemoryContext mcxt;
  size_t nCopyBytes;
  PgMemoSlot a[PG_MEMO_SLOTS];
} PgMemo;

static RobotsCache *pgCache = NULL;

RobotsCache *pgRobotsCache(void){
  if( pgCache==NULL ){
    pgCache = robotsCacheNew(&coreLibcAlloc);
    if( pgCache==NULL ) pgOutOfMemory("robots cache");
  }
  return pgCache;
}

/* Context callback: drop the memo's references. */
static void pgMemoRelease(void *pArg){
  PgMemo *m = (PgMemo*)pArg;
  int i;
  for(i=0; i<PG_MEMO_SLOTS; i++){
    robotsEntryRelease(m->a[i].e);
    m->a[i].e = NULL;
  }
}

/* The memo of this call site, made on first use; NULL when the call has
** no FmgrInfo (a direct call). */
static PgMemo *pgMemoOf(FunctionCallInfo fcinfo){
  FmgrInfo *f = fcinfo->flinfo;
  PgMemo *m;
  if( f==NULL ) return NULL;
  if( f->fn_extra ) return (PgMemo*)f->fn_extra;
  m = MemoryContextAllocZero(f->fn_mcxt, sizeof(PgMemo));
  m->mcxt = f->fn_mcxt;
  m->cb.func = pgMemoRelease;
  m->cb.arg = m;
  MemoryContextRegisterResetCallback(f->fn_mcxt, &m->cb);
  f->fn_extra = m;
  return m;
}

/* The slot of key k. */
static inline PgMemoSlot *pgMemoSlot(PgMemo *m, uint64 k){
  return &m->a[(k * UINT64CONST(0x9E3779B97F4A7C15)) >> (64 - 10)];
}
StaticAssertDecl(PG_MEMO_SLOTS==1<<10, "pgMemoSlot shifts by 64-10");

/* Detoast v, find or compile it in the cache; the detoasted copy is freed.
** Returns the borrowed entry. */
static RobotsEntry *pgCacheOfToasted(struct varlena *v, const char *zFunc){
  struct varlena *d = pg_detoast_datum_packed(v);
  RobotsEntry *e = robotsCacheGet(pgRobotsCache(), VARDATA_ANY(d),
                                  VARSIZE_ANY_EXHDR(d));
  if( d!=v ) pfree(d);
  if( e==NULL ) pgOutOfMemory(zFunc);
  return e;
}

/* Let slot s map (eKind, k) to e, with a copy of the compressed bytes of v
** for INLINE when the budget allows (else the slot stays empty). */
static void pgMemoStore(PgMemo *m, PgMemoSlot *s, int eKind, uint64 k,
                        struct varlena *v, RobotsEntry *e){
  uint32 n = eKind==PG_MEMO_INLINE ? VARSIZE(v) : 0;
  robotsEntryRelease(s->e);
  s->e = NULL;
  s->eKind = PG_MEMO_EMPTY;
  if( s->zCopy ){
    m->nCopyBytes -= s->nCopy;
    pfree(s->zCopy);
    s->zCopy = NULL;
  }
  if( eKind==PG_MEMO_INLINE ){
    if( n>PG_MEMO_COPY_MAX || m->nCopyBytes+n>PG_MEMO_COPY_BUDGET ) return;
    s->zCopy = MemoryContextAlloc(m->mcxt, n);
    memcpy(s->zCopy, v, n);
    m->nCopyBytes += n;
  }
  s->nCopy = n;
  s->key = k;
  s->eKind = eKind;
  robotsEntryRef(e);
  s->e = e;
}

/* The entry of a TOASTed value v through the memo m. */
static RobotsEntry *pgMemoEntry(PgMemo *m, struct varlena *v,
                                const char *zFunc){
  int eKind;
  uint64 k;
  PgMemoSlot *s;
  RobotsEntry *e;
  if( VARATT_IS_EXTERNAL_ONDISK(v) ){
    struct varatt_external ex;
    VARATT_EXTERNAL_GET_POINTER(ex, v);
    eKind = PG_MEMO_ONDISK;
    k = ((uint64)ex.va_toastrelid << 32) | ex.va_valueid;
    s = pgMemoSlot(m, k);
    if( s->eKind==eKind && s->key==k ) return s->e;
  }else{
    eKind = PG_MEMO_INLINE;
    k = (uint64)(uintptr_t)v;
    s = pgMemoSlot(m, k);
    if( s->eKind==eKind && s->key==k && s->nCopy==VARSIZE(v)
     && memcmp(s->zCopy, v, s->nCopy)==0 ) return s->e;
  }
  e = pgCacheOfToasted(v, zFunc);
  pgMemoStore(m, s, eKind, k, v, e);
  return e;
}

RobotsEntry *pgRobotsEntry(FunctionCallInfo fcinfo, int iArg,
                           const char *zAgent, size_t nAgent,
                           RobotsIndex **ppIndex, const char *zFunc){
  struct varlena *v = (struct varlena*)PG_GETARG_POINTER(iArg);
  RobotsEntry *e;
  PgMemo *m;
  if( !VARATT_IS_EXTERNAL(v) && !VARATT_IS_COMPRESSED(v) ){
    /* Stored as it is: the cache's own hash and compare. */
    RobotsCache *pCache = pgRobotsCache();
    const char *z = VARDATA_ANY(v);
    size_t n = VARSIZE_ANY_EXHDR(v);
    if( zAgent ){
      uint64_t h = robotsCacheProbe(pCache, z, n);
      e = robotsCacheFind(pCache, h, z, n, zAgent, nAgent, ppIndex);
      if( e==NULL || *ppIndex==NULL ) pgOutOfMemory(zFunc);
      return e;
    }
    e = robotsCacheGet(pCache, z, n);
    if( e==NULL ) pgOutOfMemory(zFunc);
    return e;
  }
  m = (VARATT_IS_EXTERNAL_ONDISK(v) || VARATT_IS_COMPRESSED(v))
      ? pgMemoOf(fcinfo) : NULL;
  e = m ? pgMemoEntry(m, v, zFunc) : pgCacheOfToasted(v, zFunc);
  if( zAgent ){
    *ppIndex = robotsEntryAgentIndex(e, zAgent, nAgent);
    if( *ppIndex==NULL ) pgOutOfMemory(zFunc);
  }
  return e;
}
