/*
** robots_index.h: robots.txt patterns compiled for matching one path at a
** time.  A pattern becomes a candidate (RobotsCand: its priority, and a
** prefix word and a byte signature that reject most paths without reading
** the pattern); the candidates of one agent become an index (RobotsIndex):
** sorted by the reference's priority, bucketed by the byte after the
** leading '/', laid out as one block.  Which rules go in, and what a match
** means for a crawler, is robots_match.c's business.  Engine-neutral.
*/
#ifndef ROBOTS_INDEX_H
#define ROBOTS_INDEX_H

#include "../core/core.h"

/* One pattern, prepared for matching (the rule it came from: iRule). */
typedef struct RobotsCand {
  uint64_t uPrefix;     /* the first literal bytes (up to 8), zero padded */
  uint64_t uNeed;       /* bit c%64 for each literal byte after a '*' */
  const char *zPat;     /* pattern bytes (without a final '$') */
  uint32_t nPat;
  uint32_t prio;        /* the reference's priority: escaped length */
  int32_t iRule;        /* rule index (file order breaks ties) */
  uint8_t bAllow;
  uint8_t bAnchored;    /* pattern ended in '$' */
  uint8_t bStar;        /* pattern holds '*' */
  uint8_t nPrefix;      /* bytes of uPrefix that count (0..8) */
} RobotsCand;

typedef struct RobotsSlim RobotsSlim;   /* a candidate inside an index */

/* The matching index of one agent (or of '*'), one block.  What every lookup
** reads is in the first cache lines: the pointers, then the key table
** (which key bytes have a run, and where each run starts).  robots_match.c
** sets bSpecific and iFirstGroup; the rest is the
** index's own. */
typedef struct RobotsIndex {
  RobotsSlim *aCand;    /* the runs of the key bytes that have one, in key
                        ** order, each in priority order */
  RobotsSlim *aAlways;  /* candidates without a key byte (tried for any
                        ** path), in priority order, right after the runs;
                        ** then their byte needs as nAlways words, their
                        ** byte pairs as nAlways more, then the byte pairs
                        ** of the keyed candidates (aCand order) */
  uint32_t nAlways;
  int iFirstGroup;      /* first group applied, 0 if none */
  int bSpecific;
  size_t nByte;         /* size of the whole block */
  uint8_t aRun[128];    /* key byte c: its run's number plus one, 0 for
                        ** none (keys from 0x80 are tried as always) */
  uint32_t aStart[];    /* run r (of the r-th key byte with one) is
                        ** aCand[aStart[r]..aStart[r+1]) */
} RobotsIndex;


/* Fill a candidate for pattern z[0..n) (n includes any final '$'). */
void robotsCandInit(RobotsCand *c, const char *z, size_t n, int bAllow,
                    int iRule);

/* The byte signature of path z[0..n): a candidate whose uNeed has a bit
** outside it cannot match the path (robotsCandMayMatch). */
uint64_t robotsPathSignature(const char *z, size_t n);

/* 0 when candidate c cannot match a path of signature sig (its literal
** bytes after a '*' are not all there), else 1. */
static inline int robotsCandMayMatch(const RobotsCand *c, uint64_t sig){
  return (c->uNeed & ~sig)==0;
}

/* 1 if candidate c matches path z[0..n), else 0. */
int robotsCandMatch(const RobotsCand *c, const char *z, size_t n);

/* robotsCandMatch that asks pStop (may be NULL) along a long path: 0
** with *pbStop set when it says stop. */
int robotsCandMatchStop(const RobotsCand *c, const char *z, size_t n,
                        const CoreStop *pStop, int *pbStop);

/* 1 if a wins over b: higher priority, allow on a tie, then file order. */
int robotsCandBefore(const RobotsCand *a, const RobotsCand *b);

/* An index of the candidates a[0..n) (sorted in place); NULL when out of
** memory. */
RobotsIndex *robotsIndexNew(RobotsCand *a, int n, const CoreAlloc *pA);

/* Free an index (NULL is a no-op). */
void robotsIndexFree(const CoreAlloc *pA, RobotsIndex *x);

/* The rule of the first candidate in priority order that matches path
** z[0..n) (which starts with '/'), its allow bit in *pbAllow; -1 if none. */
int robotsIndexMatch(const RobotsIndex *x, const char *z, size_t n,
                     int *pbAllow);

/* robotsIndexMatch that asks pStop (may be NULL) along a long path (one of
** CORE_STOP_EVERY bytes or more): -2 when it said stop. */
int robotsIndexMatchStop(const RobotsIndex *x, const char *z, size_t n,
                         int *pbAllow, const CoreStop *pStop);

/* robotsIndexMatchStop for any path (one that does not start with '/'
** too): every candidate in turn. */
int robotsIndexScan(const RobotsIndex *x, const char *z, size_t n,
                    int *pbAllow, const CoreStop *pStop);

/* Prefetch the memory robotsIndexMatch reads first: the header and the key
** table (a hint that lets a caller overlap the latency with other work). */
void robotsIndexPrefetch(const RobotsIndex *x);

/* Copy x into pDst (x->nByte bytes, 8-aligned) and return the copy, whose
** internal pointers point into itself.  x is left as it was. */
RobotsIndex *robotsIndexCopy(const RobotsIndex *x, void *pDst);

/* Match one normalised pattern against a path (prefix match; '*' any run;
** a final '$' anchors).  Returns 1 or 0.  Allocation-free. */
int robotsPatternMatch(const char *zPat, size_t nPat, const char *zPath,
                       size_t nPath);

#endif /* ROBOTS_INDEX_H */
