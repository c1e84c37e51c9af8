/*
** cat_site.c: a call site's memo (cat_site.h): making, forking and freeing
** the slot, and remembering a file in it.  Start at catSiteKeep.
*/
#include "cat_site.h"

/* A new empty slot from pA, or NULL when out of memory. */
static CatSite *catSiteNew(const CoreAlloc *pA){
  CatSite *p = (CatSite*)coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  return p;
}

void catSiteKeep(CatCtx *c, int i, const CatValue *v, RobotsEntry *e){
  CatSite *p;
  CatSiteFile *f;
  if( c->ppSite==NULL ) return;
  p = (CatSite*)*c->ppSite;
  if( p==NULL ){
    /* Made with the connection's allocator: the slot outlives the call. */
    if( (p = catSiteNew(c->pConn->pA))==NULL ) return;
    *c->ppSite = p;
  }
  f = &p->a[i];
  if( f->e!=e ){
    robotsEntryRef(e);
    robotsEntryRelease(f->e);
    f->e = e;
  }
  f->z = v->s.z;
  f->n = v->s.n;
  f->bPinned = v->bPinned;
}

RobotsEntry *catSiteEntry(CatCtx *c, int i, const CatValue *v){
  RobotsEntry *e = catSiteFind(c, i, v);
  RobotsCache *pCache;
  if( e==NULL ){
    if( (pCache = catConnRobots(c->pConn))==NULL ) return NULL;
    if( (e = robotsCacheGet(pCache, v->s.z ? v->s.z : "", v->s.n))==NULL ){
      return NULL;
    }
    catSiteKeep(c, i, v, e);
  }
  robotsEntryRef(e);
  return e;
}

void catSiteFree(void *pSite){
  CatSite *p = (CatSite*)pSite;
  int i;
  if( p==NULL ) return;
  for(i=0; i<CAT_SITE_FILES; i++) robotsEntryRelease(p->a[i].e);
  coreFree(p->pA, p);
}

/* The policy of forking: a file is offered to the host's constant slot
** four times, and again only once it was found there (SQLite drops a
** non-constant argument's slot after every row, so offering it each row
** would cost an allocation a row for nothing). */
void *catSiteFork(CatCtx *c){
  CatSite *p = c->ppSite ? (CatSite*)*c->ppSite : NULL, *q;
  RobotsEntry *e;
  int i;
  if( p==NULL || (e = p->a[0].e)==NULL ) return NULL;
  if( e->nAuxSet>=4 && e->nAuxHit==0 ) return NULL;
  e->nAuxSet++;
  if( (q = catSiteNew(p->pA))==NULL ) return NULL;
  for(i=0; i<CAT_SITE_FILES; i++){
    q->a[i] = p->a[i];
    q->a[i].bPinned = 0;        /* known by its bytes until found pinned */
    if( q->a[i].e ) robotsEntryRef(q->a[i].e);
  }
  return q;
}
