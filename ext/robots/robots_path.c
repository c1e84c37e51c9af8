/*
** robots_path.c: the part of a URL that robots.txt rules are matched against,
** extracted exactly as the reference's GetPathParamsQuery does: path, params
** and query, without scheme, authority and fragment, "/" when empty.
*/
#include "robots_path.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Index of the first byte of z[i..n) whose aStop entry is set, where the
** stop bytes are c0..c3 (repeats allowed), or n.  Sixteen bytes at a time
** with SSE2 where the compiler has it, eight at a time (SWAR: a byte of w^k
** is zero where w held k; the lowest flag is exact) on other little-endian
** machines, then byte by byte. */
static size_t robotsPathFind(const char *z, size_t n, size_t i,
                             const unsigned char *aStop,
                             char c0, char c1, char c2, char c3){
#if defined(__SSE2__)
  const __m128i k0 = _mm_set1_epi8(c0), k1 = _mm_set1_epi8(c1);
  const __m128i k2 = _mm_set1_epi8(c2), k3 = _mm_set1_epi8(c3);
  while( i+16<=n ){
    __m128i v = _mm_loadu_si128((const __m128i*)(const void*)(z+i));
    int m = _mm_movemask_epi8(_mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(v, k0), _mm_cmpeq_epi8(v, k1)),
        _mm_or_si128(_mm_cmpeq_epi8(v, k2), _mm_cmpeq_epi8(v, k3))));
    if( m ) return i + (size_t)__builtin_ctz((unsigned)m);
    i += 16;
  }
  if( i<n && n>=16 ){
    /* The tail: one load of the last 16 bytes, ignoring those before i. */
    __m128i v = _mm_loadu_si128((const __m128i*)(const void*)(z+n-16));
    unsigned m = (unsigned)_mm_movemask_epi8(_mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(v, k0), _mm_cmpeq_epi8(v, k1)),
        _mm_or_si128(_mm_cmpeq_epi8(v, k2), _mm_cmpeq_epi8(v, k3))));
    m >>= 16 - (n - i);
    return m ? i + (size_t)__builtin_ctz(m) : n;
  }
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__==__ORDER_LITTLE_ENDIAN__
  const uint64_t lo = 0x0101010101010101ULL, hi = 0x8080808080808080ULL;
  while( i+8<=n ){
    uint64_t w, a, b, c, d, m;
    memcpy(&w, z+i, 8);
    a = w ^ (lo*(unsigned char)c0);
    b = w ^ (lo*(unsigned char)c1);
    c = w ^ (lo*(unsigned char)c2);
    d = w ^ (lo*(unsigned char)c3);
    m = (((a - lo) & ~a) | ((b - lo) & ~b) | ((c - lo) & ~c)
         | ((d - lo) & ~d)) & hi;
    if( m ) return i + (size_t)(__builtin_ctzll(m) >> 3);
    i += 8;
  }
#else
  (void)c0; (void)c1; (void)c2; (void)c3;
#endif
  while( i<n && !aStop[(unsigned char)z[i]] ) i++;
  return i;
}

/* Bytes that end a scheme or an authority: "/?;", and '#' (a fragment
** before the path means the result is "/"). */
static const unsigned char aPathStop[256] = {
  ['/'] = 1, ['?'] = 1, [';'] = 1, ['#'] = 1
};

/* The first 64 bytes of a URL as two bit masks, so that the stop bytes
** of a typical URL are found without a loop: bit i of mStop is set where
** byte i is one of "/?;#", bit i of mEnd where it is '#' or NUL (bits at or
** past the end mean nothing: robotsMaskedFrom stops at the end).  Without
** SSE2 the masks cover nothing and every search scans. */
typedef struct RobotsPathMasks {
  uint64_t mStop, mEnd;
  size_t nCover;        /* bytes the masks describe: 64, or 0 */
} RobotsPathMasks;

#if defined(__SSE2__)
/* Bit j set where byte j of the 16 at z is one of "/?;#" (*pStop), or
** '#' or NUL (*pEnd). */
static void robotsPathMask16(const char *z, unsigned *pStop, unsigned *pEnd){
  const __m128i v = _mm_loadu_si128((const __m128i*)(const void*)z);
  const __m128i h = _mm_cmpeq_epi8(v, _mm_set1_epi8('#'));
  const __m128i st = _mm_or_si128(
      _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('/')),
                   _mm_cmpeq_epi8(v, _mm_set1_epi8('?'))),
      _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(';')), h));
  *pStop = (unsigned)_mm_movemask_epi8(st);
  *pEnd = (unsigned)_mm_movemask_epi8(
      _mm_or_si128(h, _mm_cmpeq_epi8(v, _mm_setzero_si128())));
}
#endif

static void robotsPathMasks(const char *z, size_t n, RobotsPathMasks *pM){
#if defined(__SSE2__)
  unsigned char a[16];
  unsigned mStop, mEnd;
  size_t k;
  pM->mStop = pM->mEnd = 0;
  pM->nCover = 64;
  if( n<16 ){
    /* Too short for one load: a zero-padded copy (NULs end the path). */
    for(k=0; k<16; k++) a[k] = k<n ? (unsigned char)z[k] : 0;
    robotsPathMask16((const char*)a, &mStop, &mEnd);
    pM->mStop = mStop;
    pM->mEnd = mEnd;
  }else{
    for(k=0; k<64 && k<n; k+=16){
      if( k+16<=n ){
        robotsPathMask16(z+k, &mStop, &mEnd);
      }else{
        /* The last, partial chunk: load the final 16 bytes and drop
        ** those before byte k. */
        robotsPathMask16(z+n-16, &mStop, &mEnd);
        mStop >>= k + 16 - n;
        mEnd >>= k + 16 - n;
      }
      pM->mStop |= (uint64_t)mStop << k;
      pM->mEnd |= (uint64_t)mEnd << k;
    }
  }
#else
  (void)z; (void)n;
  pM->mStop = pM->mEnd = 0;
  pM->nCover = 0;
#endif
}

/* The first set bit of m at or after i, or 64 (none, or i>=64). */
static size_t robotsBitFrom(uint64_t m, size_t i){
  if( i>=64 ) return 64;
  m = m >> i << i;
  return m ? (size_t)__builtin_ctzll(m) : 64;
}

/* Index of the first byte of z[i..n) that bit mask m marks (pM's mStop or
** mEnd), or n: from the mask within the bytes it covers, else by scanning
** for the same bytes (the stops "/?;#", or '#' and NUL when bEnd). */
static size_t robotsMaskedFrom(const char *z, size_t n,
                               const RobotsPathMasks *pM, int bEnd, size_t i){
  size_t r = robotsBitFrom(bEnd ? pM->mEnd : pM->mStop, i);
  size_t iScan = i>pM->nCover ? i : pM->nCover;
  if( r<pM->nCover ) return r<n ? r : n;
  if( n<=pM->nCover ) return n;
  return bEnd ? coreFind2(z, n, iScan, '#', 0)
              : robotsPathFind(z, n, iScan, aPathStop, '/', '?', ';', '#');
}

void robotsPathParamsQuery(const char *z, size_t n, size_t *piStart, size_t *pn,
                        int *pbSlash){
  RobotsPathMasks m;
  size_t iSearch = (n>=2 && z[0]=='/' && z[1]=='/') ? 2 : 0;
  size_t iEarly, iPath;
  robotsPathMasks(z, n, &m);
  iEarly = robotsMaskedFrom(z, n, &m, 0, iSearch);
  iPath = iEarly;
  *piStart = 0;
  *pn = 0;
  *pbSlash = 1;                       /* the result "/" */
  /* The first "://" counts only if no '/', '?' or ';' comes before it, so
  ** it can only be the one whose first '/' is that first stop byte. */
  if( iEarly+1<n && iEarly>iSearch && z[iEarly]=='/' && z[iEarly-1]==':'
   && z[iEarly+1]=='/' ){
    iPath = robotsMaskedFrom(z, n, &m, 0, iEarly+2);
  }
  if( iPath>=n || z[iPath]=='#' ) return;
  *pbSlash = z[iPath]!='/';
  *piStart = iPath;
  /* The path ends at the fragment, or at a NUL: the reference hands the
  ** matcher a C string. */
  *pn = robotsMaskedFrom(z, n, &m, 1, iPath+1) - iPath;
}

int robotsUrlPath(Span url, char *zBuf, size_t nBuf, const CoreAlloc *pA,
                  char **pzFree, Span *pPath){
  size_t iStart, n;
  int bSlash;
  char *z;
  robotsPathParamsQuery(url.z, url.n, &iStart, &n, &bSlash);
  if( !bSlash ){
    pPath->z = url.z + iStart;
    pPath->n = n;
    return 0;
  }
  z = zBuf;
  if( n+1>nBuf ){
    z = *pzFree = coreMalloc(pA, n+1);
    if( z==NULL ) return -1;
  }
  z[0] = '/';
  if( n ) memcpy(z+1, url.z+iStart, n);
  pPath->z = z;
  pPath->n = n+1;
  return 0;
}
