/*
** pg_site.c: the catalog adapter's per-call-site state (see pg_site.h):
** the engine's memo slot and the detoasted copies of stored documents.
** Start at pgSiteDocument.
**
** A stored value is known without detoasting it:
**   - out of line: the TOAST pointer (table OID, value OID) names one
**     immutable value, so it is the key (its raw size is compared too);
**   - compressed inline: the datum's address is the key, verified by
**     comparing the compressed bytes with a copy (an address can be reused
**     for another value; the bytes cannot lie).
** The copies are 4-way set associative (the least recently used way
** replaced); a replaced copy is not freed before the query ends (the
** engine was promised its bytes stay), so what the copies take is capped.
*/
#include "pg_site.h"

#include "access/detoast.h"
#include "catalog/pg_type_d.h"
#include "mb/pg_wchar.h"
#include "utils/memutils.h"

#include <string.h>

#define PG_SITE_WAYS 4
#define PG_SITE_SETS_LOG2 9                     /* 512 sets */
#define PG_SITE_SETS (1<<PG_SITE_SETS_LOG2)
#define PG_SITE_COMP_MAX (64*1024)              /* compressed values kept */
#define PG_SITE_BUDGET ((size_t)64*1024*1024)   /* copies held, in bytes */

enum { PG_SITE_EMPTY = 0, PG_SITE_ONDISK, PG_SITE_COMPRESSED };

/* One stored value and its detoasted copy. */
typedef struct PgSiteCopy {
  uint64 key;              /* ONDISK: toastrelid<<32 | valueid; else the
                           ** datum's address */
  int eKind;
  uint32 nCheck;           /* ONDISK: the raw size; COMPRESSED: the stored
                           ** size (of zComp) */
  char *zComp;             /* COMPRESSED: the stored bytes, header included */
  struct varlena *pPlain;  /* the detoasted value */
  uint32 iUsed;            /* when last used (PgSiteCopies.iClock) */
} PgSiteCopy;

struct PgSiteCopies {
  size_t nHeld;            /* bytes of every copy made */
  uint32 iClock;
  PgSiteCopy a[PG_SITE_SETS][PG_SITE_WAYS];
};

/* Context callback: free the engine's slot (its references). */
static void pgSiteRelease(void *pArg){
  PgSite *p = (PgSite*)pArg;
  catSiteFree(p->pSite);
  p->pSite = NULL;
}

PgSite *pgSiteOf(FunctionCallInfo fcinfo){
  FmgrInfo *f = fcinfo->flinfo;
  PgSite *p;
  if( f==NULL ){
    ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("robots: a function called without its call information")));
  }
  if( f->fn_extra ) return (PgSite*)f->fn_extra;
  p = MemoryContextAllocZero(f->fn_mcxt, sizeof(PgSite));
  p->mcxt = f->fn_mcxt;
  p->tResult = pgResultType(fcinfo);
  p->cb.func = pgSiteRelease;
  p->cb.arg = p;
  MemoryContextRegisterResetCallback(f->fn_mcxt, &p->cb);
  f->fn_extra = p;
  return p;
}

/* The key, kind, check and raw size of stored value v: 0, or 1 when it is
** neither out of line on disk nor compressed inline. */
static int pgSiteKey(struct varlena *v, PgSiteCopy *k, size_t *pnRaw){
  if( VARATT_IS_EXTERNAL_ONDISK(v) ){
    struct varatt_external ex;
    VARATT_EXTERNAL_GET_POINTER(ex, v);
    k->eKind = PG_SITE_ONDISK;
    k->key = ((uint64)ex.va_toastrelid << 32) | ex.va_valueid;
    k->nCheck = (uint32)ex.va_rawsize;
    *pnRaw = (size_t)ex.va_rawsize;
    return 0;
  }
  if( VARATT_IS_EXTERNAL(v) || !VARATT_IS_COMPRESSED(v) ) return 1;
  k->eKind = PG_SITE_COMPRESSED;
  k->key = (uint64)(uintptr_t)v;
  k->nCheck = VARSIZE(v);
  *pnRaw = VARDATA_COMPRESSED_GET_EXTSIZE(v);
  return 0;
}

/* The way of set a holding k for stored bytes v, or NULL. */
static PgSiteCopy *pgSiteFind(PgSiteCopy *a, const PgSiteCopy *k,
                              struct varlena *v){
  int j;
  for(j=0; j<PG_SITE_WAYS; j++){
    PgSiteCopy *s = &a[j];
    if( s->key!=k->key || s->eKind!=k->eKind || s->nCheck!=k->nCheck ) continue;
    if( s->eKind==PG_SITE_ONDISK || memcmp(s->zComp, v, s->nCheck)==0 ) return s;
  }
  return NULL;
}

/* Detoast v into the least recently used way of set a (as key k), in the
** site's context; NULL when the copies would pass their budget. */
static PgSiteCopy *pgSiteStore(PgSite *p, PgSiteCopy *a, const PgSiteCopy *k,
                               struct varlena *v, size_t nRaw){
  PgSiteCopies *c = p->pCopies;
  size_t nComp = k->eKind==PG_SITE_COMPRESSED ? k->nCheck : 0;
  MemoryContext old;
  PgSiteCopy *s = &a[0];
  int j;
  if( nComp>PG_SITE_COMP_MAX || nRaw + nComp > PG_SITE_BUDGET - c->nHeld ){
    return NULL;
  }
  for(j=1; j<PG_SITE_WAYS; j++){
    if( a[j].iUsed<s->iUsed ) s = &a[j];
  }
  old = MemoryContextSwitchTo(p->mcxt);
  s->pPlain = pg_detoast_datum_packed(v);
  if( nComp ){
    s->zComp = palloc(nComp);
    memcpy(s->zComp, v, nComp);
  }
  MemoryContextSwitchTo(old);
  c->nHeld += nRaw + nComp;
  s->key = k->key;
  s->eKind = k->eKind;
  s->nCheck = k->nCheck;
  return s;
}

/* Argument i (text or bytea, not NULL) into v->s: a compressed or
** out-of-line value as its detoasted copy kept by site p (pinned).
** Returns 0, or 1 when p is NULL or the value is neither (the caller
** reads it). */
static int pgSiteDocument(PgSite *p, FunctionCallInfo fcinfo, int i,
                          CatValue *v){
  struct varlena *d = (struct varlena*)PG_GETARG_POINTER(i);
  PgSiteCopy k, *a, *s;
  size_t nRaw;
  if( p==NULL || pgSiteKey(d, &k, &nRaw) ) return 1;
  if( p->pCopies==NULL ){
    p->pCopies = MemoryContextAllocZero(p->mcxt, sizeof(PgSiteCopies));
  }
  a = p->pCopies->a[(k.key * UINT64CONST(0x9E3779B97F4A7C15))
                    >> (64-PG_SITE_SETS_LOG2)];
  s = pgSiteFind(a, &k, d);
  if( s==NULL && (s = pgSiteStore(p, a, &k, d, nRaw))==NULL ) return 1;
  s->iUsed = ++p->pCopies->iClock;
  v->s.z = VARDATA_ANY(s->pPlain);
  v->s.n = VARSIZE_ANY_EXHDR(s->pPlain);
  v->bPinned = 1;
  return 0;
}

int pgSiteArgs(PgSite *p, FunctionCallInfo fcinfo, int iFirst, int nMax,
               CatValue *a){
  int n = PG_NARGS()-iFirst, i;
  int bUtf8 = GetDatabaseEncoding()==PG_UTF8
           || GetDatabaseEncoding()==PG_SQL_ASCII;
  if( n>nMax ) n = nMax;
  for(i=0; i<n; i++){
    int j = iFirst+i;
    Oid t = get_fn_expr_argtype(fcinfo->flinfo, j);
    memset(&a[i], 0, sizeof(a[i]));
    if( PG_ARGISNULL(j) ){
      a[i].eType = CAT_V_NULL;
    }else if( (t==BYTEAOID || (t==TEXTOID && bUtf8))
           && pgSiteDocument(p, fcinfo, j, &a[i])==0 ){
      a[i].eType = t==BYTEAOID ? CAT_V_BLOB : CAT_V_TEXT;
    }else{
      pgValue(t, PG_GETARG_DATUM(j), &a[i]);
    }
  }
  return n<0 ? 0 : n;
}
