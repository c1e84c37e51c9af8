/*
** robots_path.c: the part of a URL that robots.txt rules are matched against,
** extracted exactly as the reference's GetPathParamsQuery does: path, params
** and query, without scheme, authority and fragment, "/" when empty.
*/
#include "robots_match.h"

#include <string.h>

/* Index of the first byte of z[i..n) that is one of "/?;", or n.  Eight
** bytes at a time where the word order allows: a byte of (w ^ k) is zero
** where w held k, and the lowest flagged byte is exact. */
static size_t robotsPathFirstOf(const char *z, size_t n, size_t i){
  static const unsigned char aStop[256] = { ['/'] = 1, ['?'] = 1, [';'] = 1 };
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__==__ORDER_LITTLE_ENDIAN__
  const uint64_t lo = 0x0101010101010101ULL, hi = 0x8080808080808080ULL;
  while( i+8<=n ){
    uint64_t w, a, b, c, m;
    memcpy(&w, z+i, 8);
    a = w ^ (lo*'/');
    b = w ^ (lo*'?');
    c = w ^ (lo*';');
    m = ((a - lo) & ~a) | ((b - lo) & ~b) | ((c - lo) & ~c);
    m &= hi;
    if( m ) return i + (size_t)(__builtin_ctzll(m) >> 3);
    i += 8;
  }
#endif
  while( i<n && !aStop[(unsigned char)z[i]] ) i++;
  return i;
}

void urlPathParamsQuery(const char *z, size_t n, size_t *piStart, size_t *pn,
                        int *pbSlash){
  size_t iSearch = (n>=2 && z[0]=='/' && z[1]=='/') ? 2 : 0;
  size_t iEarly = robotsPathFirstOf(z, n, iSearch);
  size_t iPath, iHash;
  const char *zHit;
  *piStart = 0;
  *pn = 0;
  *pbSlash = 1;                       /* the result "/" */
  /* The first "://" counts only if no '/', '?' or ';' comes before it, so
  ** it can only be the one whose first '/' is that first stop byte. */
  iPath = iEarly;
  if( iEarly+1<n && iEarly>iSearch && z[iEarly]=='/' && z[iEarly-1]==':'
   && z[iEarly+1]=='/' ){
    iPath = robotsPathFirstOf(z, n, iEarly+2);
  }
  if( iPath>=n ) return;
  zHit = memchr(z+iSearch, '#', n-iSearch);
  iHash = zHit ? (size_t)(zHit - z) : n;
  if( iHash<iPath ) return;
  *pbSlash = z[iPath]!='/';
  *piStart = iPath;
  *pn = iHash - iPath;
  /* The reference hands the matcher a C string: a NUL ends the path. */
  zHit = memchr(z + iPath, 0, *pn);
  if( zHit ) *pn = (size_t)(zHit - (z + iPath));
}
