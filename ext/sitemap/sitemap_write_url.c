/*
** sitemap_write_url.c: what the sitemap writer writes for the values it is
** given.  A loc becomes a URL as the protocol asks for it (percent-encoded,
** IDNA host, lower-case scheme and host), a lastmod in SQLite's own form
** becomes a W3C Datetime, and empty text means "none".  Start with
** sitemapNormalizeRecord; sitemapNormalizeLoc is one pass over the bytes
** with a 256-entry class table, and calls url.c for IDN hosts only.
*/
#include "sitemap_write.h"
#include "../core/datetime.h"
#include "../core/url.h"

#include <string.h>

/* Byte classes of userinfo, path, query and fragment. */
#define SWU_COPY 0    /* allowed in a URL as it is */
#define SWU_ENC  1    /* never allowed raw: written %XX */
#define SWU_PCT  2    /* %: kept before two hex digits, else written %25 */
#define SWU_HIGH 3    /* starts a multi-byte UTF-8 character (or is bad) */

/* The class of every byte: controls, space, " < > \ ^ ` { | } and DEL are
** encoded (RFC 3986 allows none of them); [ ] and # are kept, as browsers
** keep them. */
static const unsigned char swuClass[256] = {
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,   /* 0_ */
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,   /* 1_ */
  1, 0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,   /* 2_: sp " % */
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0,   /* 3_: < > */
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,   /* 4_ */
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0,   /* 5_: \ ^ */
  1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,   /* 6_: ` */
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 1,   /* 7_: { | } DEL */
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,   /* 8_ - F_ */
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
};

/* Byte classes of a host (RFC 3986 reg-name). */
#define SWU_H_OK    0   /* unreserved or sub-delim: kept */
#define SWU_H_UPPER 1   /* A-Z: lower-cased */
#define SWU_H_IDNA  2   /* non-ASCII, % or [: the host goes through urlHost */
#define SWU_H_BAD   3   /* never in a host */

/* The host class of byte c. */
static int swuHostClass(unsigned char c){
  static const char zOk[] = "-._~!$&'()*+,;=";
  if( c>=0x80 || c=='%' || c=='[' ) return SWU_H_IDNA;
  if( c>='A' && c<='Z' ) return SWU_H_UPPER;
  if( (c>='a' && c<='z') || (c>='0' && c<='9') ) return SWU_H_OK;
  return c!=0 && memchr(zOk, c, sizeof(zOk)-1)!=NULL ? SWU_H_OK : SWU_H_BAD;
}

/* Append host h in its written form: lower-case ASCII as it is, anything
** with non-ASCII, % or an IP literal through urlHostNormalize (IDNA), whose
** output must then be a reg-name or IP literal.  Returns SITEMAP_OK or
** SITEMAP_ERR_LOC_HOST (pOut as it was); out of memory sets pOut->oom. */
static SitemapError swuHost(Span h, CoreBuf *pOut){
  size_t i, n0 = pOut->n;
  int bIdna = 0;
  if( h.n==0 ) return SITEMAP_ERR_LOC_RELATIVE;
  if( h.z[0]=='[' ) bIdna = 1;                 /* an IP literal */
  for(i=0; i<h.n && !bIdna; i++){
    int k = swuHostClass((unsigned char)h.z[i]);
    if( k==SWU_H_IDNA ) bIdna = 1;
    else if( k==SWU_H_BAD ) return SITEMAP_ERR_LOC_HOST;
  }
  if( !bIdna ){
    if( coreBufReserve(pOut, h.n) ) return SITEMAP_OK;
    for(i=0; i<h.n; i++){
      pOut->z[pOut->n++] = (char)coreToLower((unsigned char)h.z[i]);
    }
    return SITEMAP_OK;
  }
  switch( urlHostNormalize(h.z, h.n, pOut) ){
    case 1:  break;
    case 0:  pOut->n = n0; return SITEMAP_ERR_LOC_HOST;
    default: pOut->oom = 1; return SITEMAP_OK;
  }
  if( pOut->z[n0]=='[' ) return SITEMAP_OK;      /* checked by url.c */
  for(i=n0; i<pOut->n; i++){
    if( swuHostClass((unsigned char)pOut->z[i])!=SWU_H_OK ){
      pOut->n = n0;
      return SITEMAP_ERR_LOC_HOST;
    }
  }
  return SITEMAP_OK;
}

/* Append z[0..n) (userinfo, or path with query and fragment) with every
** byte swuClass does not copy written %XX, stopping once the URL begun at
** n0 is over SITEMAP_MAX_LOC bytes.  Returns SITEMAP_OK, SITEMAP_ERR_UTF8
** or SITEMAP_ERR_LOC_LONG; out of memory sets pOut->oom. */
static SitemapError swuEncode(const char *z, size_t n, CoreBuf *pOut,
                              size_t n0){
  static const char zHex[] = "0123456789ABCDEF";
  const unsigned char *u = (const unsigned char*)z;
  char *zOut, *zEnd;
  size_t i = 0;
  /* a step writes at most 12 bytes (4 encoded), checked before each */
  if( coreBufReserve(pOut, n0 + SITEMAP_MAX_LOC + 16 - pOut->n) ) return SITEMAP_OK;
  zOut = pOut->z + pOut->n;
  zEnd = pOut->z + n0 + SITEMAP_MAX_LOC;
  while( i<n ){
    unsigned char k = swuClass[u[i]];
    size_t len = 1, j;
    if( zOut>zEnd ) return SITEMAP_ERR_LOC_LONG;
    if( k==SWU_COPY
     || (k==SWU_PCT && i+2<n && coreIsXDigit(u[i+1]) && coreIsXDigit(u[i+2])) ){
      *zOut++ = z[i++];
      continue;
    }
    if( k==SWU_HIGH && (len = coreUtf8Len(u+i, n-i))==0 ){
      return SITEMAP_ERR_UTF8;
    }
    for(j=0; j<len; j++, i++){
      zOut[0] = '%';
      zOut[1] = zHex[u[i]>>4];
      zOut[2] = zHex[u[i]&15];
      zOut += 3;
    }
  }
  if( zOut>zEnd ) return SITEMAP_ERR_LOC_LONG;
  pOut->n = (size_t)(zOut - pOut->z);
  return SITEMAP_OK;
}

/* Length of "http://" or "https://" (any case) at the start of z[0..n),
** or 0. */
static size_t swuScheme(const char *z, size_t n){
  if( coreStartsWithNoCase(z, n, "http://") ) return 7;
  if( coreStartsWithNoCase(z, n, "https://") ) return 8;
  return 0;
}

/* sitemapNormalizeLoc once pOut->n is n0 and s is trimmed and not empty. */
static SitemapError swuLoc(Span s, CoreBuf *pOut, size_t n0){
  size_t iAuth = swuScheme(s.z, s.n), j;
  UrlParts u;
  SitemapError e;
  if( iAuth==0 ) return SITEMAP_ERR_LOC_RELATIVE;
  for(j=iAuth; j<s.n && s.z[j]!='/' && s.z[j]!='?' && s.z[j]!='#'; j++){}
  if( urlSplit(s.z, j, &u) || u.host.n==0 ) return SITEMAP_ERR_LOC_RELATIVE;
  coreBufAppend(pOut, iAuth==7 ? "http://" : "https://", iAuth);
  if( u.userinfo.z ){
    e = swuEncode(u.userinfo.z, u.userinfo.n, pOut, n0);
    if( e ) return e;
    coreBufAppendByte(pOut, '@');
  }
  e = swuHost(u.host, pOut);
  if( e ) return e;
  if( u.port.z ){
    coreBufAppendByte(pOut, ':');
    coreBufAppend(pOut, u.port.z, u.port.n);
  }
  if( pOut->oom ) return SITEMAP_OK;
  if( pOut->n - n0 > SITEMAP_MAX_LOC ) return SITEMAP_ERR_LOC_LONG;
  return swuEncode(s.z + j, s.n - j, pOut, n0);
}

SitemapError sitemapNormalizeLoc(const char *z, size_t n, CoreBuf *pOut){
  size_t n0 = pOut->n;
  Span s;
  SitemapError e;
  if( z==NULL ) return SITEMAP_ERR_LOC_MISSING;
  s = coreTrim((Span){ z, n });
  if( s.n==0 ) return SITEMAP_ERR_LOC_MISSING;
  e = swuLoc(s, pOut, n0);
  if( e || pOut->oom ) pOut->n = n0;
  return e;
}

/* The seven changefreq values, in their written (lower-case) form, padded
** to 8 bytes so that one is copied with a fixed-size move. */
const char sitemapFreqName[7][8] = {
  "always", "hourly", "daily", "weekly", "monthly", "yearly", "never"
};
const unsigned char sitemapFreqLen[7] = { 6, 6, 5, 6, 7, 6, 5 };

/* The seven values differ in their first letter, so that picks the
** candidate. */
int sitemapFreqIndex(const char *z, size_t n){
  static const signed char aByInitial[26] = {
  /* a  b   c   d  e   f   g  h  i   j   k   l  m  n  o   p   q   r   s */
     0, -1, -1, 2, -1, -1, -1, 1, -1, -1, -1, -1, 4, 6, -1, -1, -1, -1, -1,
  /* t   u   v  w  x  y  z */
    -1, -1, -1, 3, -1, 5, -1
  };
  unsigned c;
  size_t k;
  int i;
  if( n<5 || n>7 ) return -1;
  c = (unsigned)((unsigned char)z[0] | 0x20) - 'a';
  if( c>=26 || (i = aByInitial[c])<0 || sitemapFreqLen[i]!=n ) return -1;
  /* c|0x20 equals a lower-case letter only when c is that letter in
  ** either case, so this compares without regard to case */
  for(k=1; k<n; k++){
    if( ((unsigned char)z[k] | 0x20)!=(unsigned char)sitemapFreqName[i][k] ){
      return -1;
    }
  }
  return i;
}

SitemapError sitemapNormalizeChangefreq(const char *z, size_t n, Span *pOut){
  Span s = coreTrim((Span){ z, n });
  int i;
  pOut->z = NULL;
  pOut->n = 0;
  if( z==NULL || s.n==0 ) return SITEMAP_OK;
  i = sitemapFreqIndex(s.z, s.n);
  if( i<0 ) return SITEMAP_ERR_CHANGEFREQ;
  pOut->z = sitemapFreqName[i];
  pOut->n = sitemapFreqLen[i];
  return SITEMAP_OK;
}

SitemapError sitemapNormalizeLastmod(const char *z, size_t n, char *zBuf,
                                     Span *pOut){
  Span s = coreTrim((Span){ z, n });
  pOut->z = NULL;
  pOut->n = 0;
  if( z==NULL || s.n==0 ) return SITEMAP_OK;
  if( dateIsW3C(s.z, s.n) ){ *pOut = s; return SITEMAP_OK; }
  /* SQLite's forms: a space (or T) at 10, then hh:mm, and no zone (UTC) */
  if( s.n<16 || s.n+6>SITEMAP_LASTMOD_MAX || (s.z[10]!=' ' && s.z[10]!='T') ){
    return SITEMAP_ERR_LASTMOD;
  }
  memcpy(zBuf, s.z, s.n);
  zBuf[10] = 'T';
  if( !dateIsW3C(zBuf, s.n) ){
    memcpy(zBuf + s.n, "+00:00", 6);
    if( !dateIsW3C(zBuf, s.n + 6) ) return SITEMAP_ERR_LASTMOD;
    s.n += 6;
  }
  pOut->z = zBuf;
  pOut->n = s.n;
  return SITEMAP_OK;
}

/* Normalise every field but loc of *p into *pOut; *pzField gets the name of
** the field that failed. */
static SitemapError swuFields(SitemapKind eKind, const SitemapOutRecord *p,
                              SitemapNormRecord *pOut, const char **pzField){
  SitemapOutRecord *r = &pOut->rec;
  *pzField = "lastmod";
  if( sitemapNormalizeLastmod(p->lastmod.z, p->lastmod.n, pOut->zLastmod,
                              &r->lastmod) ){
    return SITEMAP_ERR_LASTMOD;
  }
  *pzField = "changefreq";
  if( sitemapNormalizeChangefreq(p->changefreq.z, p->changefreq.n,
                                 &r->changefreq) ){
    return SITEMAP_ERR_CHANGEFREQ;
  }
  if( r->changefreq.z && eKind!=SITEMAP_URLSET ) return SITEMAP_ERR_FIELD;
  r->priority = p->priority;
  r->priorityText = p->priorityText;
  *pzField = "priority";
  return sitemapCheckPriority(eKind, p, &r->hasPriority);
}

SitemapError sitemapCheckPriority(SitemapKind eKind, const SitemapOutRecord *p,
                                  int *pHas){
  *pHas = SITEMAP_PRIORITY_NONE;
  switch( p->hasPriority ){
    case SITEMAP_PRIORITY_NONE:
      return SITEMAP_OK;
    case SITEMAP_PRIORITY_TEXT:          /* blank is none, else no number */
      return coreTrim(p->priorityText).n ? SITEMAP_ERR_PRIORITY : SITEMAP_OK;
    default:
      if( eKind!=SITEMAP_URLSET ) return SITEMAP_ERR_FIELD;
      if( !(p->priority>=0.0 && p->priority<=1.0) ){   /* NaN too */
        return SITEMAP_ERR_PRIORITY;
      }
      *pHas = SITEMAP_PRIORITY_NUMBER;
      return SITEMAP_OK;
  }
}

SitemapError sitemapNormalizeRecord(SitemapKind eKind, const SitemapOutRecord *p,
                                    CoreBuf *pLoc, SitemapNormRecord *pOut,
                                    const char **pzField){
  size_t n0 = pLoc->n;
  const char *zField = "loc";
  SitemapError e;
  memset(&pOut->rec, 0, sizeof(pOut->rec));
  e = sitemapNormalizeLoc(p->loc.z, p->loc.n, pLoc);
  if( e==SITEMAP_OK ) e = swuFields(eKind, p, pOut, &zField);
  if( e==SITEMAP_OK && !pLoc->oom ){
    pOut->rec.loc.z = pLoc->z + n0;
    pOut->rec.loc.n = pLoc->n - n0;
  }else if( e ){
    pLoc->n = n0;
  }
  if( pzField ) *pzField = zField;
  return e;
}
