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
**     for another value; the bytes cannot lie);
**   - plain: the datum's address, verified against the entry's own text
**     (the cache's compare without its hash and bucket walk).
** The memo is 4-way set associative (least recently used way replaced),
** lives in the call site's fn_mcxt (one query) and holds a reference on
** each entry it maps, released when the context goes; the bytes those
** entries and copies take are capped.
*/
#include "pg_memo.h"
#include "../robots/robots_parse.h"

#include "access/detoast.h"
#include "utils/memutils.h"

#include <string.h>

#define PG_MEMO_WAYS 4
#define PG_MEMO_SETS_LOG2 11                     /* 2048 sets */
#define PG_MEMO_SETS (1<<PG_MEMO_SETS_LOG2)
#define PG_MEMO_COPY_MAX (64*1024)               /* compressed values kept */
#define PG_MEMO_BUDGET ((size_t)64*1024*1024)    /* entries + copies held */

enum { PG_MEMO_EMPTY = 0, PG_MEMO_ONDISK, PG_MEMO_COMPRESSED, PG_MEMO_PLAIN };

/* One mapping from a stored value to a (referenced) cache entry. */
typedef struct PgMemoSlot {
  uint64 key;              /* ONDISK: toastrelid<<32 | valueid; else the
                           ** datum's address */
  RobotsEntry *e;
  char *zCopy;             /* COMPRESSED: the stored bytes, header included */
  uint32 nCopy;            /* COMPRESSED: their size; ONDISK: the value's
                           ** raw size, compared too */
  uint32 iUsed;            /* when last used (PgMemo.iClock) */
  int eKind;
  size_t nCharged;         /* bytes counted into PgMemo.nHeld for e */
} PgMemoSlot;

typedef struct PgMemo PgMemo;
struct PgMemo {
  MemoryContextCallback cb;   /* releases the entries */
  MemoryContext mcxt;
  size_t nHeld;               /* bytes of the entries and copies held */
  uint32 iClock;
  PgMemoSlot a[PG_MEMO_SETS][PG_MEMO_WAYS];
};

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
  int i, j;
  for(i=0; i<PG_MEMO_SETS; i++){
    for(j=0; j<PG_MEMO_WAYS; j++){
      robotsEntryRelease(m->a[i][j].e);
      m->a[i][j].e = NULL;
    }
  }
}

/* The memo of this call site, made on first use; NULL when the call has
** no FmgrInfo (a direct call). */
static PgMemo *pgMemoOf(FunctionCallInfo fcinfo){
  FmgrInfo *f = fcinfo->flinfo;
  PgMemo *m;
  if( f==NULL ) return NULL;
  if( f->fn_extra ) return (PgMemo*)f->fn_extra;
  m = MemoryContextAllocExtended(f->fn_mcxt, sizeof(PgMemo),
                                 MCXT_ALLOC_ZERO);
  m->mcxt = f->fn_mcxt;
  m->cb.func = pgMemoRelease;
  m->cb.arg = m;
  MemoryContextRegisterResetCallback(f->fn_mcxt, &m->cb);
  f->fn_extra = m;
  return m;
}

/* The set of key k. */
static inline PgMemoSlot *pgMemoSet(PgMemo *m, uint64 k){
  return m->a[(k * UINT64CONST(0x9E3779B97F4A7C15)) >> (64-PG_MEMO_SETS_LOG2)];
}

/* The original size of the out-of-line value v (part of its identity). */
static inline uint32 pgMemoRawSize(struct varlena *v){
  struct varatt_external ex;
  VARATT_EXTERNAL_GET_POINTER(ex, v);
  return (uint32)ex.va_rawsize;
}

/* The way of set a holding (eKind, k) whose stored bytes v it maps (the
** verification each kind needs), or NULL. */
static inline PgMemoSlot *pgMemoFind(PgMemoSlot *a, int eKind, uint64 k,
                                     struct varlena *v){
  int j;
  for(j=0; j<PG_MEMO_WAYS; j++){
    PgMemoSlot *s = &a[j];
    if( s->key!=k || s->eKind!=eKind ) continue;
    if( eKind==PG_MEMO_PLAIN ){
      size_t n = VARSIZE_ANY_EXHDR(v);
      if( n>ROBOTS_MAX_BYTES ) n = ROBOTS_MAX_BYTES;
      if( s->e->nText==n && memcmp(s->e->zText, VARDATA_ANY(v), n)==0 ){
        return s;
      }
    }else if( eKind==PG_MEMO_ONDISK ){
      if( s->nCopy==pgMemoRawSize(v) ) return s;
    }else if( s->nCopy==VARSIZE(v) && memcmp(s->zCopy, v, s->nCopy)==0 ){
      return s;
    }
  }
  return NULL;
}

/* Empty slot s. */
static void pgMemoClear(PgMemo *m, PgMemoSlot *s){
  if( s->e ){
    m->nHeld -= s->nCharged;
    robotsEntryRelease(s->e);
    s->e = NULL;
  }
  if( s->zCopy ){
    m->nHeld -= s->nCopy;
    pfree(s->zCopy);
    s->zCopy = NULL;
  }
  s->eKind = PG_MEMO_EMPTY;
}

/* Let the least recently used way of set a map (eKind, k) to e, with a
** copy of the compressed bytes of v for COMPRESSED; nothing when the
** memo's budget is spent. */
static void pgMemoStore(PgMemo *m, PgMemoSlot *a, int eKind, uint64 k,
                        struct varlena *v, RobotsEntry *e){
  PgMemoSlot *s = &a[0];
  uint32 n = eKind==PG_MEMO_COMPRESSED ? VARSIZE(v) : 0;
  size_t nE = e->nText + robotsFileBytes(e->pFile);  /* what e holds now */
  int j;
  for(j=1; j<PG_MEMO_WAYS; j++){
    if( a[j].iUsed<s->iUsed ) s = &a[j];
  }
  pgMemoClear(m, s);
  if( n>PG_MEMO_COPY_MAX || m->nHeld + n + nE > PG_MEMO_BUDGET ){
    return;
  }
  if( n ){
    s->zCopy = MemoryContextAlloc(m->mcxt, n);
    memcpy(s->zCopy, v, n);
  }
  s->nCopy = eKind==PG_MEMO_ONDISK ? pgMemoRawSize(v) : n;
  s->nCharged = nE;
  m->nHeld += n + nE;
  s->key = k;
  s->eKind = eKind;
  s->iUsed = ++m->iClock;
  robotsEntryRef(e);
  s->e = e;
}

/* Detoast v, find or compile it in the cache; the detoasted copy is freed.
** Returns the borrowed entry. */
static RobotsEntry *pgCacheOf(struct varlena *v, const char *zFunc){
  struct varlena *d = pg_detoast_datum_packed(v);
  RobotsEntry *e = robotsCacheGet(pgRobotsCache(), VARDATA_ANY(d),
                                  VARSIZE_ANY_EXHDR(d));
  if( d!=v ) pfree(d);
  if( e==NULL ) pgOutOfMemory(zFunc);
  return e;
}

void pgRobotsProbe(FunctionCallInfo fcinfo, int iArg, PgRobotsProbe *p){
  struct varlena *v = (struct varlena*)PG_GETARG_POINTER(iArg);
  p->v = v;
  p->m = VARATT_IS_EXTERNAL(v) && !VARATT_IS_EXTERNAL_ONDISK(v)
         ? NULL : pgMemoOf(fcinfo);
  if( p->m==NULL ) return;
  if( VARATT_IS_EXTERNAL_ONDISK(v) ){
    struct varatt_external ex;
    VARATT_EXTERNAL_GET_POINTER(ex, v);
    p->eKind = PG_MEMO_ONDISK;
    p->k = ((uint64)ex.va_toastrelid << 32) | ex.va_valueid;
  }else{
    p->eKind = VARATT_IS_COMPRESSED(v) ? PG_MEMO_COMPRESSED : PG_MEMO_PLAIN;
    p->k = (uint64)(uintptr_t)v;
  }
  p->pSet = pgMemoSet(p->m, p->k);
  CORE_PREFETCH(p->pSet);
  CORE_PREFETCH((char*)p->pSet + 64);
  CORE_PREFETCH((char*)p->pSet + 128);
}

RobotsEntry *pgRobotsFinish(PgRobotsProbe *p, const char *zAgent,
                            size_t nAgent, RobotsIndex **ppIndex,
                            const char *zFunc){
  RobotsEntry *e;
  if( p->m ){
    PgMemoSlot *a = (PgMemoSlot*)p->pSet;
    PgMemoSlot *s = pgMemoFind(a, p->eKind, p->k, p->v);
    if( s ){
      s->iUsed = ++p->m->iClock;
      e = s->e;
    }else{
      e = pgCacheOf(p->v, zFunc);
      pgMemoStore(p->m, a, p->eKind, p->k, p->v, e);
    }
  }else{
    e = pgCacheOf(p->v, zFunc);
  }
  if( zAgent ){
    *ppIndex = robotsEntryAgentIndex(e, zAgent, nAgent);
    if( *ppIndex==NULL ) pgOutOfMemory(zFunc);
  }
  return e;
}

RobotsEntry *pgRobotsEntry(FunctionCallInfo fcinfo, int iArg,
                           const char *zAgent, size_t nAgent,
                           RobotsIndex **ppIndex, const char *zFunc){
  PgRobotsProbe p;
  pgRobotsProbe(fcinfo, iArg, &p);
  return pgRobotsFinish(&p, zAgent, nAgent, ppIndex, zFunc);
}
