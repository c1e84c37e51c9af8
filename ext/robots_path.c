/*
** robots_path.c: the part of a URL that robots.txt rules are matched against,
** extracted exactly as the reference's GetPathParamsQuery does: path, params
** and query, without scheme, authority and fragment, "/" when empty.
*/
#include "robots_match.h"

#include <string.h>

/* Index of the first byte of z[i..n) that is one of "/?;", or n. */
static size_t robotsPathFirstOf(const char *z, size_t n, size_t i){
  while( i<n && z[i]!='/' && z[i]!='?' && z[i]!=';' ) i++;
  return i;
}

/* Index of the first "://" in z[i..n), or n. */
static size_t robotsPathFindScheme(const char *z, size_t n, size_t i){
  for(; i+3<=n; i++){
    if( z[i]==':' && z[i+1]=='/' && z[i+2]=='/' ) return i;
  }
  return n;
}

void urlPathParamsQuery(const char *z, size_t n, size_t *piStart, size_t *pn,
                        int *pbSlash){
  size_t iSearch = (n>=2 && z[0]=='/' && z[1]=='/') ? 2 : 0;
  size_t iEarly = robotsPathFirstOf(z, n, iSearch);
  size_t iProto = robotsPathFindScheme(z, n, iSearch);
  size_t iPath, iHash, iEnd;
  const char *zNul;
  *piStart = 0;
  *pn = 0;
  *pbSlash = 1;                       /* the result "/" */
  if( iProto==n || iEarly<iProto ) iProto = iSearch;
  else iProto += 3;
  iPath = robotsPathFirstOf(z, n, iProto);
  if( iPath>=n ) return;
  iHash = iSearch;
  while( iHash<n && z[iHash]!='#' ) iHash++;
  if( iHash<iPath ) return;
  iEnd = iHash;
  *pbSlash = z[iPath]!='/';
  *piStart = iPath;
  *pn = iEnd - iPath;
  /* The reference hands the matcher a C string: a NUL ends the path. */
  zNul = memchr(z + iPath, 0, *pn);
  if( zNul ) *pn = (size_t)(zNul - (z + iPath));
}
