/*
** hashset.c: the open-addressing table of hashset.h.  Start at
** coreSetFind.
*/
#include "hashset.h"

#include <string.h>

#define CORE_SET_FIRST 16         /* slots of the first allocated table */

void coreSetInit(CoreSet *p, const CoreAlloc *pA, CoreSetSlot *aLocal,
                 size_t nLocal){
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->seed = coreSeedOf(p);
  if( aLocal && nLocal>=2 && (nLocal & (nLocal-1))==0 ){
    p->aLocal = aLocal;
    p->nLocal = nLocal;
    p->a = aLocal;
    p->nSlot = nLocal;
    memset(aLocal, 0, nLocal*sizeof(CoreSetSlot));
  }
}

/* The stored form of hash h: never 0, the empty mark. */
static uint64_t coreSetKey(uint64_t h){
  return h ? h : 1;
}

/* The first slot of key h in a table of mask+1 slots: h mixed with the
** set's seed (coreHashSeeded). */
static size_t coreSetStart(const CoreSet *p, uint64_t h, size_t mask){
  return (size_t)coreHashSeeded(h, p->seed) & mask;
}

/* The empty slot of a[0..n) where key h goes (n a power of two). */
static size_t coreSetHome(const CoreSet *p, const CoreSetSlot *a, size_t n,
                          uint64_t h){
  size_t i = coreSetStart(p, h, n-1);
  while( a[i].h ) i = (i+1) & (n-1);
  return i;
}

int coreSetReserve(CoreSet *p){
  size_t nNew, k;
  CoreSetSlot *aNew;
  if( p->nSlot && (p->nUsed+1)*2 <= p->nSlot ) return 0;
  nNew = p->nSlot ? p->nSlot*2 : CORE_SET_FIRST;
  if( nNew > SIZE_MAX/sizeof(CoreSetSlot) ) return -1;
  aNew = coreMalloc(p->pA, nNew*sizeof(CoreSetSlot));
  if( aNew==NULL ) return -1;
  memset(aNew, 0, nNew*sizeof(CoreSetSlot));
  for(k=0; k<p->nSlot; k++){
    if( p->a[k].h ) aNew[coreSetHome(p, aNew, nNew, p->a[k].h)] = p->a[k];
  }
  if( p->a!=p->aLocal ) coreFree(p->pA, p->a);
  p->a = aNew;
  p->nSlot = nNew;
  return 0;
}

size_t coreSetFind(const CoreSet *p, uint64_t h, CoreSetSame xSame,
                   void *pCtx){
  size_t mask = p->nSlot-1, i;
  h = coreSetKey(h);
  for(i=coreSetStart(p, h, mask); p->a[i].h; i=(i+1) & mask){
    if( p->a[i].h==h && (xSame==NULL || xSame(pCtx, p->a[i].v)) ) break;
  }
  return i;
}

void coreSetPut(CoreSet *p, size_t i, uint64_t h, uint32_t v){
  if( p->a[i].h==0 ) p->nUsed++;
  p->a[i].h = coreSetKey(h);
  p->a[i].v = v;
}

void coreSetClear(CoreSet *p){
  if( p->nUsed==0 ) return;
  if( p->a!=p->aLocal && p->nSlot>CORE_SET_FIRST ){
    coreFree(p->pA, p->a);
    p->a = p->aLocal;
    p->nSlot = p->aLocal ? p->nLocal : 0;
  }
  if( p->a ) memset(p->a, 0, p->nSlot*sizeof(CoreSetSlot));
  p->nUsed = 0;
}

void coreSetFree(CoreSet *p){
  if( p->a!=p->aLocal ) coreFree(p->pA, p->a);
  p->a = p->aLocal = NULL;
  p->nSlot = p->nLocal = p->nUsed = 0;
}
