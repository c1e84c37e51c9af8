/*
** url.c: URL splitting (RFC 3986 appendix B), reference resolution (RFC
** 3986 section 5.2), the robots.txt URL of a URL (RFC 9309 section 2.3) and
** sitemap scope (sitemaps.org).  Start with urlSplit; urlOrigin writes the
** normalised "scheme://host[:port]" that both robots.txt and sitemap scope
** compare, and urlHost turns a host into its lower-case ASCII (IDNA) form.
**
** IDNA is done here, not with libidn2 (the build may depend only on sqlite3
** and zlib): percent-decoding, UTF-8 decoding, the label separators of
** UTS #46, lower-casing of Latin, Greek, Cyrillic, Armenian and full-width
** letters (urlFold), then RFC 3492 Punycode per label.  No Unicode
** normalisation (NFC) and no IDNA2008 validity tables: see sql/README.md
** (robots_url).
*/
#include "url.h"
#include "punycode.h"

#include <string.h>

#define URL_MAX_LABEL 63          /* bytes of one DNS label */
#define URL_MAX_HOST_CP 1024      /* code points of one decoded label */

/* Default ports of the schemes whose default port is dropped. */
static const struct { const char *zScheme; const char *zPort; } urlDefaultPort[] = {
  { "http", "80" }, { "https", "443" }, { "ftp", "21" },
  { "ws", "80" },   { "wss", "443" },
};

/* Schemes that have a robots.txt (RFC 9309 section 2.3: HTTP, HTTPS, FTP). */
static const char *const urlRobotsScheme[] = { "http", "https", "ftp" };

/* Simple lower-case mappings: every step-th code point in [lo,hi] maps to
** itself plus delta (step 2 for the alternating upper/lower blocks). */
static const struct { uint32_t lo, hi, step; int32_t delta; } urlFoldTable[] = {
  { 0x0041, 0x005a, 1, 32 },     /* ASCII A-Z */
  { 0x00c0, 0x00d6, 1, 32 },     /* Latin-1 A-grave .. O-diaeresis */
  { 0x00d8, 0x00de, 1, 32 },     /* O-stroke .. Thorn */
  { 0x0100, 0x012e, 2, 1 },      /* Latin Extended-A pairs */
  { 0x0132, 0x0136, 2, 1 },
  { 0x0139, 0x0147, 2, 1 },
  { 0x014a, 0x0176, 2, 1 },
  { 0x0178, 0x0178, 1, -121 },   /* Y-diaeresis */
  { 0x0179, 0x017d, 2, 1 },
  { 0x0386, 0x0386, 1, 38 },     /* Greek tonos capitals */
  { 0x0388, 0x038a, 1, 37 },
  { 0x038c, 0x038c, 1, 64 },
  { 0x038e, 0x038f, 1, 63 },
  { 0x0391, 0x03a1, 1, 32 },     /* Greek Alpha .. Rho */
  { 0x03a3, 0x03ab, 1, 32 },     /* Greek Sigma .. Upsilon-dialytika */
  { 0x0400, 0x040f, 1, 80 },     /* Cyrillic Ie-grave .. Dzhe */
  { 0x0410, 0x042f, 1, 32 },     /* Cyrillic A .. Ya */
  { 0x0460, 0x0480, 2, 1 },
  { 0x048a, 0x04be, 2, 1 },
  { 0x04c1, 0x04cd, 2, 1 },
  { 0x04d0, 0x052e, 2, 1 },
  { 0x0531, 0x0556, 1, 48 },     /* Armenian */
  { 0xff21, 0xff3a, 1, 0x41-0xff21+32 },  /* full-width A-Z -> a-z */
  { 0xff41, 0xff5a, 1, 0x61-0xff41 },     /* full-width a-z -> a-z */
  { 0xff10, 0xff19, 1, 0x30-0xff10 },     /* full-width digits */
  { 0xff0d, 0xff0d, 1, 0x2d-0xff0d },     /* full-width hyphen-minus */
};

/* Bytes that may not appear in a host once decoded (WHATWG "forbidden
** host code points" plus '%'). */
static int urlIsForbiddenHostByte(unsigned char c){
  static const char azBad[] = " #%/:<>?@[\\]^|\"";
  size_t k;
  if( c<0x21 || c==0x7f ) return 1;
  for(k=0; k<sizeof(azBad)-1; k++){ if( (unsigned char)azBad[k]==c ) return 1; }
  return 0;
}

/* The lower-case (IDNA-mapped) form of code point c. */
static uint32_t urlFold(uint32_t c){
  size_t k;
  for(k=0; k<sizeof(urlFoldTable)/sizeof(urlFoldTable[0]); k++){
    if( c>=urlFoldTable[k].lo && c<=urlFoldTable[k].hi
     && (c-urlFoldTable[k].lo)%urlFoldTable[k].step==0 ){
      return (uint32_t)((int32_t)c + urlFoldTable[k].delta);
    }
  }
  return c;
}

/* 1 if c separates labels (UTS #46: full stop and its ideographic and
** full-width forms). */
static int urlIsLabelDot(uint32_t c){
  return c=='.' || c==0x3002 || c==0xff0e || c==0xff61;
}

/* Decode one UTF-8 sequence at z[0..n) into *pC; returns its length or 0. */
static size_t urlUtf8Decode(const unsigned char *z, size_t n, uint32_t *pC){
  size_t len = coreUtf8Len(z, n), k;
  uint32_t c;
  if( len==0 ) return 0;
  if( len==1 ){ *pC = z[0]; return 1; }
  c = z[0] & (0x7f >> len);
  for(k=1; k<len; k++) c = (c<<6) | (z[k] & 0x3f);
  *pC = c;
  return len;
}

/* One step of a long loop: counts *pnLeft down and every CORE_STOP_EVERY
** steps asks pStop.  1 when it says stop. */
static int urlAsk(const CoreStop *pStop, size_t *pnLeft){
  if( --*pnLeft>0 ) return 0;
  *pnLeft = CORE_STOP_EVERY;
  return coreStopped(pStop);
}

/* Append the percent-decoded host bytes; returns 1, 0 if a forbidden byte
** appears, -2 when pStop said stop. */
static int urlHostDecode(Span h, CoreBuf *pOut, const CoreStop *pStop){
  size_t i, nLeft = CORE_STOP_EVERY;
  for(i=0; i<h.n; i++){
    unsigned char c = (unsigned char)h.z[i];
    if( urlAsk(pStop, &nLeft) ) return -2;
    if( c=='%' && i+2<h.n && coreIsXDigit((unsigned char)h.z[i+1])
     && coreIsXDigit((unsigned char)h.z[i+2]) ){
      c = (unsigned char)(coreHexValue((unsigned char)h.z[i+1])*16
                          + coreHexValue((unsigned char)h.z[i+2]));
      i += 2;
    }
    if( c<0x80 && urlIsForbiddenHostByte(c) ) return 0;
    coreBufAppendByte(pOut, (char)c);
  }
  return 1;
}

/* Append one label of code points: as is when ASCII, else "xn--" and its
** Punycode.  Returns 1, or 0 when the label cannot be encoded. */
static int urlLabelOut(const uint32_t *aCp, size_t nCp, CoreBuf *pOut){
  size_t k, n0 = pOut->n;
  int bAscii = 1;
  for(k=0; k<nCp; k++){ if( aCp[k]>=0x80 ) bAscii = 0; }
  if( bAscii ){
    for(k=0; k<nCp; k++){
      if( urlIsForbiddenHostByte((unsigned char)aCp[k]) ) return 0;
      coreBufAppendByte(pOut, (char)aCp[k]);
    }
    return 1;
  }
  coreBufAppend(pOut, "xn--", 4);
  if( punycodeEncode(aCp, nCp, pOut) ) return 0;
  return pOut->oom || pOut->n - n0 <= URL_MAX_LABEL;
}

/* Append the reg-name z[0..n) (already percent-decoded) in IDNA form: split
** on label separators, fold case, Punycode non-ASCII labels.  Returns 1, 0,
** or -2 when pStop said stop. */
static int urlHostIdna(const unsigned char *z, size_t n, CoreBuf *pOut,
                       const CoreStop *pStop){
  uint32_t aCp[URL_MAX_HOST_CP];
  size_t nCp = 0, i = 0, nLeft = CORE_STOP_EVERY;
  while( i<=n ){
    uint32_t c = '.';
    if( urlAsk(pStop, &nLeft) ) return -2;
    if( i<n ){
      size_t len = urlUtf8Decode(z+i, n-i, &c);
      if( len==0 ) return 0;               /* invalid UTF-8 */
      i += len;
    }else{
      i++;                                 /* the end closes the last label */
    }
    if( urlIsLabelDot(c) ){
      if( !urlLabelOut(aCp, nCp, pOut) ) return 0;
      if( i<=n ) coreBufAppendByte(pOut, '.');
      nCp = 0;
    }else{
      if( nCp==URL_MAX_HOST_CP ) return 0;
      aCp[nCp++] = urlFold(c);
    }
  }
  return 1;
}

/* Append the IPv6 literal h ("[...]") lower-cased.  Returns 1, 0 when it
** holds a byte that cannot be there, -1 out of memory, -2 when pStop said
** stop. */
static int urlHostIp6(Span h, CoreBuf *pOut, const CoreStop *pStop){
  size_t i, nLeft = CORE_STOP_EVERY;
  if( h.n<3 || h.z[h.n-1]!=']' ) return 0;
  for(i=1; i+1<h.n; i++){
    unsigned char c = (unsigned char)h.z[i];
    if( !coreIsXDigit(c) && c!=':' && c!='.' ) return 0;
    if( urlAsk(pStop, &nLeft) ) return -2;
  }
  for(i=0; i<h.n; i++){
    if( urlAsk(pStop, &nLeft) ) return -2;
    coreBufAppendByte(pOut, (char)coreToLower((unsigned char)h.z[i]));
  }
  return pOut->oom ? -1 : 1;
}

/* Append the normalised form of host h: an IPv6 literal lower-cased in its
** brackets, anything else percent-decoded and put in IDNA form.  Returns 1,
** 0 when it is no valid host, -1 out of memory, -2 when pStop said stop. */
static int urlHost(Span h, CoreBuf *pOut, const CoreStop *pStop){
  CoreBuf dec;
  int rc;
  if( h.n==0 ) return 0;
  if( h.z[0]=='[' ) return urlHostIp6(h, pOut, pStop);
  coreBufInit(&dec, pOut->pA);
  rc = urlHostDecode(h, &dec, pStop);
  if( rc==1 && dec.n==0 ) rc = 0;
  if( rc==1 && !dec.oom ){
    rc = urlHostIdna((const unsigned char*)dec.z, dec.n, pOut, pStop);
  }
  if( rc!=-2 && (dec.oom || pOut->oom) ) rc = -1;
  coreBufFree(&dec);
  return rc;
}

int urlHostNormalize(const char *z, size_t n, CoreBuf *pOut){
  return urlHost((Span){ z, n }, pOut, NULL);
}

/* 1 if span s equals the ASCII string z, ignoring case. */
static int urlSpanIs(Span s, const char *z){
  size_t n = 0;
  while( z[n] ) n++;
  return s.z!=NULL && coreSpanEqNoCase(s.z, s.n, z, n);
}

int urlOrigin(const UrlParts *p, CoreBuf *pOut, const CoreStop *pStop){
  size_t n0 = pOut->n, i, k;
  Span port = p->port;
  int rc;
  if( p->scheme.z==NULL || !p->hasAuthority || p->host.n==0 ) return 0;
  for(i=0; i<p->scheme.n; i++){
    coreBufAppendByte(pOut, (char)coreToLower((unsigned char)p->scheme.z[i]));
  }
  coreBufAppend(pOut, "://", 3);
  rc = urlHost(p->host, pOut, pStop);
  if( rc<=0 ){ pOut->n = n0; return rc; }
  while( port.n>1 && port.z[0]=='0' ){ port.z++; port.n--; }
  for(k=0; port.n>0 && k<sizeof(urlDefaultPort)/sizeof(urlDefaultPort[0]); k++){
    if( urlSpanIs(p->scheme, urlDefaultPort[k].zScheme)
     && urlSpanIs(port, urlDefaultPort[k].zPort) ){
      port.n = 0;
    }
  }
  if( port.n>0 ){
    coreBufAppendByte(pOut, ':');
    coreBufAppend(pOut, port.z, port.n);
  }
  if( pOut->oom ){ pOut->n = n0; return -1; }
  return 1;
}

/* Split the authority a into userinfo, host and port.  Returns 0 or -1. */
static int urlSplitAuthority(Span a, UrlParts *p){
  size_t i, iHostEnd, iAt = 0;
  const char *zAt;
  while( (zAt = memchr(a.z + iAt, '@', a.n - iAt))!=NULL ){   /* the last '@' */
    iAt = (size_t)(zAt - a.z) + 1;
  }
  if( iAt>0 ){
    p->userinfo = (Span){ a.z, iAt-1 };
    a.z += iAt; a.n -= iAt;
  }
  if( a.n>0 && a.z[0]=='[' ){
    iHostEnd = coreFind2(a.z, a.n, 1, ']', ']');
    if( iHostEnd==a.n ) return -1;
    iHostEnd++;
    if( iHostEnd<a.n && a.z[iHostEnd]!=':' ) return -1;
  }else{
    iHostEnd = coreFind2(a.z, a.n, 0, ':', ':');
  }
  p->host = (Span){ a.z, iHostEnd };
  if( iHostEnd<a.n ){
    uint32_t v = 0;
    p->port = (Span){ a.z+iHostEnd+1, a.n-iHostEnd-1 };
    for(i=0; i<p->port.n; i++){
      if( !coreIsDigit((unsigned char)p->port.z[i]) ) return -1;
      v = v*10 + (uint32_t)(p->port.z[i]-'0');
      if( v>65535 ) return -1;
    }
  }
  return 0;
}

int urlSplit(const char *z, size_t n, UrlParts *p){
  size_t i = 0, j;
  memset(p, 0, sizeof(*p));
  if( n>0 && coreIsAlpha((unsigned char)z[0]) ){
    for(j=1; j<n; j++){
      unsigned char c = (unsigned char)z[j];
      if( !coreIsAlpha(c) && !coreIsDigit(c) && c!='+' && c!='-' && c!='.' ) break;
    }
    if( j<n && z[j]==':' ){
      p->scheme = (Span){ z, j };
      i = j+1;
    }
  }
  if( n-i>=2 && z[i]=='/' && z[i+1]=='/' ){
    Span a;
    i += 2;
    j = coreFind2(z, coreFind2(z, n, i, '/', '?'), i, '#', '#');
    a = (Span){ z+i, j-i };
    p->hasAuthority = 1;
    if( urlSplitAuthority(a, p) ) return -1;
    i = j;
  }
  j = coreFind2(z, n, i, '?', '#');
  p->path = (Span){ z+i, j-i };
  i = j;
  if( i<n && z[i]=='?' ){
    j = coreFind2(z, n, i+1, '#', '#');
    p->query = (Span){ z+i+1, j-i-1 };
    i = j;
  }
  if( i<n && z[i]=='#' ) p->fragment = (Span){ z+i+1, n-i-1 };
  return 0;
}

int urlRobotsTxt(const char *z, size_t n, CoreBuf *pOut){
  return urlRobotsTxtStop(z, n, pOut, NULL);
}

int urlRobotsTxtStop(const char *z, size_t n, CoreBuf *pOut,
                     const CoreStop *pStop){
  UrlParts u;
  Span s = coreTrim((Span){ z, n });
  size_t k;
  int rc, bOk = 0;
  if( urlSplit(s.z, s.n, &u) ) return 0;
  for(k=0; k<sizeof(urlRobotsScheme)/sizeof(urlRobotsScheme[0]); k++){
    if( urlSpanIs(u.scheme, urlRobotsScheme[k]) ) bOk = 1;
  }
  if( !bOk ) return 0;
  rc = urlOrigin(&u, pOut, pStop);
  if( rc<=0 ) return rc;
  coreBufAppend(pOut, "/robots.txt", 11);
  return pOut->oom ? -1 : 1;
}

/* Remove the last segment (and its '/') of the output written since n0. */
static void urlPopSegment(CoreBuf *pOut, size_t n0){
  while( pOut->n>n0 && pOut->z[pOut->n-1]!='/' ) pOut->n--;
  if( pOut->n>n0 ) pOut->n--;
}

/* 1 if z[i..n) starts with the NUL-terminated zPre. */
static int urlAt(const char *z, size_t n, size_t i, const char *zPre){
  size_t k;
  for(k=0; zPre[k]; k++){ if( i+k>=n || z[i+k]!=zPre[k] ) return 0; }
  return 1;
}

/* coreBufAppend in CORE_STOP_EVERY pieces, asking pStop between them (one
** path segment may be hundreds of MB): 0, or -2 when it said stop. */
static int urlAppendAsk(CoreBuf *pOut, const char *z, size_t n,
                        const CoreStop *pStop){
  while( n>CORE_STOP_EVERY ){
    coreBufAppend(pOut, z, CORE_STOP_EVERY);
    z += CORE_STOP_EVERY;
    n -= CORE_STOP_EVERY;
    if( coreStopped(pStop) ) return -2;
  }
  coreBufAppend(pOut, z, n);
  return 0;
}

/* Append path z[0..n) with its dot segments removed (RFC 3986 5.2.4),
** asking pStop every CORE_STOP_EVERY bytes: 0, or -2 when it said stop. */
static int urlRemoveDots(const char *z, size_t n, CoreBuf *pOut,
                         const CoreStop *pStop){
  size_t i = 0, n0 = pOut->n, iAsk = CORE_STOP_EVERY;
  while( i<n ){
    size_t j;
    const char *zSlash;
    if( i>=iAsk ){
      iAsk = i + CORE_STOP_EVERY;
      if( coreStopped(pStop) ) return -2;
    }
    if( urlAt(z, n, i, "../") ){ i += 3; continue; }
    if( urlAt(z, n, i, "./") ){ i += 2; continue; }
    if( urlAt(z, n, i, "/./") ){ i += 2; continue; }
    if( n-i==2 && urlAt(z, n, i, "/.") ){ coreBufAppendByte(pOut, '/'); break; }
    if( urlAt(z, n, i, "/../") ){ i += 3; urlPopSegment(pOut, n0); continue; }
    if( n-i==3 && urlAt(z, n, i, "/..") ){
      urlPopSegment(pOut, n0);
      coreBufAppendByte(pOut, '/');
      break;
    }
    if( (n-i==1 && z[i]=='.') || (n-i==2 && urlAt(z, n, i, "..")) ) break;
    zSlash = memchr(z+i+1, '/', n-i-1);
    j = zSlash ? (size_t)(zSlash - z) : n;
    if( urlAppendAsk(pOut, z+i, j-i, pStop) ) return -2;
    i = j;
  }
  return 0;
}

/* Append the authority of p as written: [userinfo@]host[:port]. */
static void urlAuthorityOut(const UrlParts *p, CoreBuf *pOut){
  coreBufAppend(pOut, "//", 2);
  if( p->userinfo.z ){
    coreBufAppend(pOut, p->userinfo.z, p->userinfo.n);
    coreBufAppendByte(pOut, '@');
  }
  coreBufAppend(pOut, p->host.z ? p->host.z : "", p->host.n);
  if( p->port.z ){
    coreBufAppendByte(pOut, ':');
    coreBufAppend(pOut, p->port.z, p->port.n);
  }
}

/* Append the target path of reference r against base b (RFC 3986 5.2.2,
** the case where r has neither scheme nor authority and a non-empty path). */
static void urlMergePath(const UrlParts *b, const UrlParts *r, CoreBuf *pOut){
  CoreBuf m;
  size_t k;
  if( r->path.z[0]=='/' ){
    urlRemoveDots(r->path.z, r->path.n, pOut, NULL);
    return;
  }
  coreBufInit(&m, pOut->pA);
  if( b->hasAuthority && b->path.n==0 ){
    coreBufAppendByte(&m, '/');
  }else{
    for(k=b->path.n; k>0 && b->path.z[k-1]!='/'; k--){}
    coreBufAppend(&m, b->path.z, k);
  }
  coreBufAppend(&m, r->path.z, r->path.n);
  if( m.oom ) pOut->oom = 1;
  else urlRemoveDots(m.z, m.n, pOut, NULL);
  coreBufFree(&m);
}

int urlResolve(const char *zBase, size_t nBase, const char *zRef, size_t nRef,
               CoreBuf *pOut){
  UrlParts b, r;
  const UrlParts *pAuth;
  const Span *pQuery;
  Span sb = coreTrim((Span){ zBase, nBase });
  Span sr = coreTrim((Span){ zRef, nRef });
  size_t n0 = pOut->n;
  if( urlSplit(sb.z, sb.n, &b) || b.scheme.z==NULL ) return 0;
  if( urlSplit(sr.z, sr.n, &r) ) return 0;
  pAuth = r.scheme.z || r.hasAuthority ? &r : &b;
  coreBufAppend(pOut, (r.scheme.z ? r.scheme : b.scheme).z,
                (r.scheme.z ? r.scheme : b.scheme).n);
  coreBufAppendByte(pOut, ':');
  if( pAuth->hasAuthority ) urlAuthorityOut(pAuth, pOut);
  pQuery = &r.query;
  if( r.scheme.z || r.hasAuthority ){
    urlRemoveDots(r.path.z, r.path.n, pOut, NULL);
  }else if( r.path.n==0 ){
    coreBufAppend(pOut, b.path.z, b.path.n);
    if( r.query.z==NULL ) pQuery = &b.query;
  }else{
    urlMergePath(&b, &r, pOut);
  }
  if( pQuery->z ){
    coreBufAppendByte(pOut, '?');
    coreBufAppend(pOut, pQuery->z, pQuery->n);
  }
  if( r.fragment.z ){
    coreBufAppendByte(pOut, '#');
    coreBufAppend(pOut, r.fragment.z, r.fragment.n);
  }
  if( pOut->oom ){ pOut->n = n0; return -1; }
  return 1;
}

/* Append origin and dot-free path ("/" when empty) of the URL z[0..n) to
** pOut, and set *pnOrigin to the length of the origin part.  Returns 1, 0
** when it has no valid origin or memory ran out, -2 when pStop said stop. */
static int urlScopeKey(const char *z, size_t n, CoreBuf *pOut, size_t *pnOrigin,
                       const CoreStop *pStop){
  UrlParts u;
  Span s = coreTrim((Span){ z, n });
  int rc;
  if( urlSplit(s.z, s.n, &u) ) return 0;
  rc = urlOrigin(&u, pOut, pStop);
  if( rc!=1 ) return rc==-2 ? -2 : 0;
  *pnOrigin = pOut->n;
  if( u.path.n==0 ){
    coreBufAppendByte(pOut, '/');
  }else{
    coreBufReserve(pOut, u.path.n);       /* one block: no copy as it grows */
    if( urlRemoveDots(u.path.z, u.path.n, pOut, pStop) ) return -2;
  }
  return !pOut->oom;
}

int urlInSitemapScope(const char *zSitemap, size_t nSitemap,
                      const char *zLoc, size_t nLoc){
  return urlInSitemapScopeStop(zSitemap, nSitemap, zLoc, nLoc, NULL);
}

int urlInSitemapScopeStop(const char *zSitemap, size_t nSitemap,
                          const char *zLoc, size_t nLoc, const CoreStop *pStop){
  CoreBuf a, b;
  size_t nOriginA = 0, nOriginB = 0, nDir;
  int bIn = 0, rcA, rcB = 0;
  coreBufInit(&a, &coreLibcAlloc);
  coreBufInit(&b, &coreLibcAlloc);
  rcA = urlScopeKey(zSitemap, nSitemap, &a, &nOriginA, pStop);
  if( rcA==1 ) rcB = urlScopeKey(zLoc, nLoc, &b, &nOriginB, pStop);
  if( rcA==1 && rcB==1
   && nOriginA==nOriginB && memcmp(a.z, b.z, nOriginA)==0 ){
    for(nDir=a.n; nDir>nOriginA && a.z[nDir-1]!='/'; nDir--){}
    bIn = nDir>nOriginA && b.n>=nDir && memcmp(a.z, b.z, nDir)==0;
  }
  coreBufFree(&a);
  coreBufFree(&b);
  return (rcA==-2 || rcB==-2) ? -2 : bIn;
}
