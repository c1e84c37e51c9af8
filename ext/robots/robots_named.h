/*
** robots_named.h: crawler names exactly as callers pass them, remembered
** with the index they map to in a small ring that a compiled file, or a
** cache entry, keeps: a repeated name finds its index with two word
** compares per slot.  Engine-neutral.
*/
#ifndef ROBOTS_NAMED_H
#define ROBOTS_NAMED_H

#include "../core/core.h"
#include <string.h>
#include "robots_index.h"

/* A crawler name of at most ROBOTS_NAME_KEY-1 bytes as a fixed-size key,
** so that remembered names compare with two word compares: its length plus
** one (never 0, so an unused, zeroed slot matches no name), its bytes,
** zeros.  Returns 0 (no key) for a longer name.  On little-endian machines
** the key is built in registers from overlapping loads of the name: no
** call, and no byte stores that the word loads would have to wait for. */
#define ROBOTS_NAME_KEY 16
static inline int robotsNameKey(const char *z, size_t n,
                                unsigned char *aKey){
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__==__ORDER_LITTLE_ENDIAN__
  uint64_t k0 = 0, k1 = 0, a, b;
  if( n>=ROBOTS_NAME_KEY ) return 0;
  if( n>=8 ){
    memcpy(&a, z, 8);
    memcpy(&b, z + n - 8, 8);
    k0 = a << 8;
    k1 = b >> (8*(15 - n));           /* bytes 7..n-1 */
  }else if( n>=4 ){
    uint32_t a4, b4;
    memcpy(&a4, z, 4);
    memcpy(&b4, z + n - 4, 4);
    k0 = ((uint64_t)a4 | ((uint64_t)b4 << (8*(n - 4)))) << 8;
  }else{
    size_t i;
    for(i=0; i<n; i++) k0 |= (uint64_t)(unsigned char)z[i] << (8*(i + 1));
  }
  k0 |= (uint64_t)(n + 1);
  memcpy(aKey, &k0, 8);
  memcpy(aKey + 8, &k1, 8);
  return 1;
#else
  if( n>=ROBOTS_NAME_KEY ) return 0;
  memset(aKey, 0, ROBOTS_NAME_KEY);
  aKey[0] = (unsigned char)(n + 1);
  if( n ) memcpy(aKey+1, z, n);
  return 1;
#endif
}

/* A crawler name (its key) remembered with the index it maps to, in a
** small array that a file, or a cache bucket, keeps. */
typedef struct RobotsNamed {
  unsigned char aKey[ROBOTS_NAME_KEY];
  RobotsIndex *pIndex;          /* NULL: unused */
} RobotsNamed;

/* Remember the name with key aKey as mapping to x, in the ring a[0..n)
** whose next slot to overwrite is *piNext. */
static inline void robotsNamedRemember(RobotsNamed *a, int n, int *piNext,
                                       const unsigned char *aKey,
                                       RobotsIndex *x){
  RobotsNamed *pSlot = &a[*piNext];
  *piNext = (*piNext + 1) % n;
  memcpy(pSlot->aKey, aKey, ROBOTS_NAME_KEY);
  pSlot->pIndex = x;
}

/* The index of the name with key aKey in a[0..n), or NULL.  Every slot is
** compared and the match selected without a branch: which slot holds a
** name differs from ring to ring, so a loop that stops at the match would
** mispredict on most calls. */
static inline RobotsIndex *robotsNamedFind(const RobotsNamed *a, int n,
                                           const unsigned char *aKey){
  uint64_t k0, k1;
  RobotsIndex *x = NULL;
  int i;
  memcpy(&k0, aKey, 8);
  memcpy(&k1, aKey + 8, 8);
  for(i=0; i<n; i++){
    uint64_t a0, a1;
    memcpy(&a0, a[i].aKey, 8);
    memcpy(&a1, a[i].aKey + 8, 8);
    x = ((a0 ^ k0) | (a1 ^ k1))==0 ? a[i].pIndex : x;
  }
  return x;
}

#endif /* ROBOTS_NAMED_H */
