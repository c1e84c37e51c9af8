/*
** substr.c: Two-Way string matching (see substr.h).  The needle is split
** at a critical factorisation n = u.v found from its maximal suffixes;
** each window is compared right half first, then left half, and shifts
** follow the period, remembering ("mem") how much of a periodic needle is
** known to match already.  A table of each byte's last position in the
** needle skips windows whose last byte cannot end a match.
** Start at coreSubstr.
*/
#include "substr.h"

#include <string.h>

/* The needle, prepared for searching. */
typedef struct SubstrPlan {
  size_t ms;               /* the critical position minus one (may be -1) */
  size_t p;                /* the shift after a full match of the right half */
  size_t mem0;             /* bytes known to match after such a shift */
  uint64_t aSet[4];        /* bytes that occur in the needle */
  size_t aShift[256];      /* byte c: 1 + its last index in the needle */
} SubstrPlan;

/* Start of the maximal suffix of n[0..l) under the byte order (reversed
** when bRev), minus one, and its period in *pP.  (size_t)-1 + k wraps to
** k - 1 on purpose: the usual formulation starts at index -1. */
static size_t substrMaxSuffix(const unsigned char *n, size_t l, int bRev,
                              size_t *pP){
  size_t ip = (size_t)-1, jp = 0, k = 1, p = 1;
  while( jp + k < l ){
    unsigned char a = n[ip + k], b = n[jp + k];
    if( a==b ){
      if( k==p ){ jp += p; k = 1; }else{ k++; }
    }else if( bRev ? a<b : a>b ){
      jp += k; k = 1; p = jp - ip;
    }else{
      ip = jp++; k = p = 1;
    }
  }
  *pP = p;
  return ip;
}

/* Prepare needle n[0..l) (l > 0). */
static void substrPlan(SubstrPlan *s, const unsigned char *n, size_t l){
  size_t i, p0, p1, ms0, ms1;
  memset(s->aSet, 0, sizeof(s->aSet));
  for(i=0; i<l; i++){
    s->aSet[n[i]>>6] |= (uint64_t)1 << (n[i]&63);
    s->aShift[n[i]] = i + 1;
  }
  ms0 = substrMaxSuffix(n, l, 0, &p0);
  ms1 = substrMaxSuffix(n, l, 1, &p1);
  if( ms1 + 1 > ms0 + 1 ){ s->ms = ms1; s->p = p1; }
  else{ s->ms = ms0; s->p = p0; }
  if( memcmp(n, n + s->p, s->ms + 1)!=0 ){
    size_t a = s->ms + 1, b = l - s->ms - 1;   /* not periodic */
    s->mem0 = 0;
    s->p = (a > b ? a : b) + 1;
  }else{
    s->mem0 = l - s->p;
  }
}

size_t coreSubstr(const char *zHay, size_t nHay,
                  const char *zNeedle, size_t nNeedle){
  const unsigned char *h = (const unsigned char*)zHay;
  const unsigned char *n = (const unsigned char*)zNeedle;
  size_t l = nNeedle, pos = 0, mem = 0, k;
  SubstrPlan s;
  if( l==0 ) return 0;
  if( l>nHay ) return CORE_SUBSTR_NONE;
  substrPlan(&s, n, l);
  while( nHay - pos >= l ){
    const unsigned char *w = h + pos;
    unsigned char c = w[l-1];
    if( (s.aSet[c>>6] & ((uint64_t)1 << (c&63)))==0 ){
      pos += l; mem = 0; continue;
    }
    k = l - s.aShift[c];
    if( k ){
      pos += k<mem ? mem : k; mem = 0; continue;
    }
    for(k = s.ms + 1 > mem ? s.ms + 1 : mem; k<l && n[k]==w[k]; k++){}
    if( k<l ){
      pos += k - s.ms; mem = 0; continue;
    }
    for(k = s.ms + 1; k>mem && n[k-1]==w[k-1]; k--){}
    if( k<=mem ) return pos;
    pos += s.p; mem = s.mem0;
  }
  return CORE_SUBSTR_NONE;
}
