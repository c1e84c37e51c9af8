/*
** hashset.h: a small open-addressing table of 64-bit hashes, each with a
** 32-bit value of the caller's (an index into its own array, say), by
** linear probing at a load of at most one half.  The caller decides what a
** match is: the hash alone (a set of hashes), or the hash and its own
** comparison of the keys behind two values.  The one copy of the hash
** table that the linters, the extension reader and the fetcher share.
** Engine-neutral; memory from a CoreAlloc, the first table optionally the
** caller's (on its stack).
**
**   CoreSet s;  size_t i;
**   coreSetInit(&s, pA, NULL, 0);
**   if( coreSetReserve(&s) ) ...out of memory...
**   i = coreSetFind(&s, h, xSame, pCtx);
**   if( !coreSetFull(&s, i) ) coreSetPut(&s, i, h, value);
**   coreSetFree(&s);
*/
#ifndef ROBOTS_HASHSET_H
#define ROBOTS_HASHSET_H

#include "core.h"

/* One slot: h the hash (0: empty; a hash of 0 is stored as 1), v the
** caller's value. */
typedef struct CoreSetSlot {
  uint64_t h;
  uint32_t v;
} CoreSetSlot;

typedef struct CoreSet {
  const CoreAlloc *pA;
  CoreSetSlot *a;          /* nSlot slots (a power of two), or NULL */
  size_t nSlot, nUsed;
  CoreSetSlot *aLocal;     /* the caller's first table, or NULL */
  size_t nLocal;
  uint64_t seed;           /* mixed into every key's first slot */
} CoreSet;

/* Whether the key behind value v is the one looked for (pCtx says which). */
typedef int (*CoreSetSame)(void *pCtx, uint32_t v);

/* Start an empty set allocating from pA; aLocal[0..nLocal) (nLocal a power
** of two, or 0) is its first table when given. */
void coreSetInit(CoreSet *p, const CoreAlloc *pA, CoreSetSlot *aLocal,
                 size_t nLocal);
/* Make room for one more entry (growing to twice the slots, so that the
** load stays at most one half): 0, or -1 when out of memory, the set
** unchanged. */
int coreSetReserve(CoreSet *p);
/* The slot holding hash h whose value xSame(pCtx, v) accepts (xSame NULL:
** the hash alone decides), or the empty slot where h goes.  The set must
** have a table (coreSetReserve first).  Expected O(1) probes. */
size_t coreSetFind(const CoreSet *p, uint64_t h, CoreSetSame xSame,
                   void *pCtx);
/* 1 if slot i holds an entry. */
static inline int coreSetFull(const CoreSet *p, size_t i){
  return p->a[i].h!=0;
}
/* The value of full slot i. */
static inline uint32_t coreSetValue(const CoreSet *p, size_t i){
  return p->a[i].v;
}
/* Store (h, v) in slot i from coreSetFind: a new entry when the slot was
** empty, a new value for the entry when it was full. */
void coreSetPut(CoreSet *p, size_t i, uint64_t h, uint32_t v);
/* Empty the set.  A table grown beyond the first is freed, so emptying
** costs no more than the entries put since the last emptying did. */
void coreSetClear(CoreSet *p);
/* Release the set's memory; the set is then empty, with no table. */
void coreSetFree(CoreSet *p);

#endif /* ROBOTS_HASHSET_H */
