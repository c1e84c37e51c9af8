/*
** crawler_ip.c: reading and writing addresses and prefixes (crawler_ip.h).
** An address is read left to right once: IPv4 as four octets, IPv6 as up
** to eight groups with at most one "::" and an optional dotted tail, into
** 128 bits.  Writing follows RFC 5952.  Start at crawlerIpParse.
*/
#include "crawler_ip.h"

#include <string.h>

#define CRAWLER_MAPPED_HI 0             /* ::ffff:0:0/96: hi is zero ... */
#define CRAWLER_MAPPED_LO 0xffff00000000ull  /* ... and lo's top half ffff */

/* Read a dotted IPv4 address z[0..n) into *pV: 0, or -1.  Four decimal
** octets of one to three digits, no leading zero, each at most 255. */
static int crawlerIp4(const char *z, size_t n, uint32_t *pV){
  uint32_t v = 0;
  size_t i = 0;
  int k;
  for(k=0; k<4; k++){
    size_t d = 0;
    unsigned o = 0;
    if( k>0 ){
      if( i>=n || z[i]!='.' ) return -1;
      i++;
    }
    while( i<n && d<4 && coreIsDigit((unsigned char)z[i]) ){
      o = o*10 + (unsigned)(z[i]-'0');
      i++; d++;
    }
    if( d==0 || d>3 || o>255 || (d>1 && z[i-d]=='0') ) return -1;
    v = (v<<8) | o;
  }
  if( i!=n ) return -1;
  *pV = v;
  return 0;
}

/* Put 16-bit group a[k] (k 0..7) into *p. */
static void crawlerIpSetGroups(CrawlerIp *p, const unsigned *a){
  int k;
  p->hi = p->lo = 0;
  for(k=0; k<4; k++) p->hi = (p->hi<<16) | a[k];
  for(k=4; k<8; k++) p->lo = (p->lo<<16) | a[k];
}

/* Read one hex group at z[*pi..n): its value, or -1 (none or over four
** digits); *pi moves past it. */
static long crawlerIpGroup(const char *z, size_t n, size_t *pi){
  size_t i = *pi, d = 0;
  long v = 0;
  while( i<n && coreIsXDigit((unsigned char)z[i]) ){
    if( ++d>4 ) return -1;
    v = v*16 + (long)coreHexValue((unsigned char)z[i]);
    i++;
  }
  if( d==0 ) return -1;
  *pi = i;
  return v;
}

/* Read an IPv6 address z[0..n) into groups a[8]: 0, or -1. */
static int crawlerIp6(const char *z, size_t n, unsigned *a){
  unsigned g[8];
  int nG = 0, iDouble = -1, k;
  size_t i = 0;
  if( n>=2 && z[0]==':' && z[1]==':' ){ iDouble = 0; i = 2; }
  while( i<n ){
    size_t i0 = i;
    long v = crawlerIpGroup(z, n, &i);
    if( i<n && z[i]=='.' ){                       /* a dotted IPv4 tail */
      uint32_t v4;
      if( nG>6 || crawlerIp4(z + i0, n - i0, &v4) ) return -1;
      g[nG++] = v4>>16;
      g[nG++] = v4 & 0xffff;
      i = n;
      break;
    }
    if( v<0 || nG>=8 ) return -1;
    g[nG++] = (unsigned)v;
    if( i==n ) break;
    if( z[i]!=':' ) return -1;
    if( i+1<n && z[i+1]==':' ){
      if( iDouble>=0 ) return -1;
      iDouble = nG;
      i += 2;
    }else{
      i++;
      if( i==n ) return -1;                       /* a final single ':' */
    }
  }
  if( iDouble<0 ? nG!=8 : nG>7 ) return -1;
  memset(a, 0, 8*sizeof(unsigned));
  if( iDouble<0 ) iDouble = nG;
  for(k=0; k<iDouble; k++) a[k] = g[k];
  for(k=iDouble; k<nG; k++) a[8 - (nG - k)] = g[k];
  return 0;
}

/* Read address z[0..n) as written: 4 for dotted IPv4 (mapped into *p), 6
** for IPv6 text, 0 for neither. */
static int crawlerIpText(const char *z, size_t n, CrawlerIp *p){
  unsigned a[8];
  uint32_t v4;
  if( n>=2 && z[0]=='[' && z[n-1]==']' ){ z++; n -= 2; }
  if( n==0 || n>CRAWLER_IP_MAX_TEXT ) return 0;
  if( crawlerIp4(z, n, &v4)==0 ){
    p->hi = CRAWLER_MAPPED_HI;
    p->lo = CRAWLER_MAPPED_LO | v4;
    return 4;
  }
  if( crawlerIp6(z, n, a) ) return 0;
  crawlerIpSetGroups(p, a);
  return 6;
}

/* 1 when a lies in ::ffff:0:0/96. */
static int crawlerIpMapped(const CrawlerIp *a){
  return a->hi==CRAWLER_MAPPED_HI && (a->lo>>32)==(CRAWLER_MAPPED_LO>>32);
}

int crawlerIpParse(const char *z, size_t n, CrawlerIp *pOut){
  int iFam = crawlerIpText(z, n, pOut);
  if( iFam==6 && crawlerIpMapped(pOut) ) iFam = 4;
  return iFam;
}

/* The mask of the first nBits (0..128) bits into *p. */
static void crawlerIpMask(int nBits, CrawlerIp *p){
  p->hi = nBits>=64 ? ~(uint64_t)0 : nBits==0 ? 0 : ~(uint64_t)0 << (64 - nBits);
  p->lo = nBits<=64 ? 0 : nBits>=128 ? ~(uint64_t)0 : ~(uint64_t)0 << (128 - nBits);
}

/* Read the length z[0..n) of a prefix (at most nMax): it, or -1. */
static int crawlerIpLength(const char *z, size_t n, int nMax){
  int v = 0;
  size_t i;
  if( n==0 || n>3 || (n>1 && z[0]=='0') ) return -1;
  for(i=0; i<n; i++){
    if( !coreIsDigit((unsigned char)z[i]) ) return -1;
    v = v*10 + (z[i]-'0');
  }
  return v<=nMax ? v : -1;
}

int crawlerIpPrefixParse(const char *z, size_t n, int bBare, int iWant,
                         CrawlerPrefix *p, int *pbHost, const char **pzWhy){
  const char *zSlash = n ? (const char*)memchr(z, '/', n) : NULL;
  size_t nAddr = zSlash ? (size_t)(zSlash - z) : n;
  CrawlerIp a, m;
  int iFam = crawlerIpText(z, nAddr, &a), nLen;
  if( iFam==0 ){ *pzWhy = "the address is not IPv4 or IPv6"; return -1; }
  if( iWant && iFam!=iWant ){
    *pzWhy = iWant==4 ? "an IPv6 address where IPv4 is wanted"
                      : "an IPv4 address where IPv6 is wanted";
    return -1;
  }
  if( zSlash==NULL ){
    if( !bBare ){ *pzWhy = "no '/' and length"; return -1; }
    nLen = iFam==4 ? 32 : 128;
  }else{
    nLen = crawlerIpLength(zSlash + 1, n - nAddr - 1, iFam==4 ? 32 : 128);
    if( nLen<0 ){
      *pzWhy = iFam==4 ? "the length is not 0 to 32" : "the length is not 0 to 128";
      return -1;
    }
  }
  p->nBits = iFam==4 ? 96 + nLen : nLen;
  p->iFamily = iFam;
  crawlerIpMask(p->nBits, &m);
  p->first.hi = a.hi & m.hi;
  p->first.lo = a.lo & m.lo;
  p->last.hi = p->first.hi | ~m.hi;
  p->last.lo = p->first.lo | ~m.lo;
  *pbHost = p->first.hi!=a.hi || p->first.lo!=a.lo;
  return 0;
}

/* Write the dotted IPv4 address of the low 32 bits v. */
static size_t crawlerIpFormat4(uint32_t v, char *zOut){
  size_t n = 0;
  int k;
  for(k=3; k>=0; k--){
    unsigned o = (v>>(8*k)) & 0xff;
    if( o>=100 ) zOut[n++] = (char)('0' + o/100);
    if( o>=10 ) zOut[n++] = (char)('0' + o/10%10);
    zOut[n++] = (char)('0' + o%10);
    if( k ) zOut[n++] = '.';
  }
  return n;
}

/* Write the groups a[iFrom..iTo) in hex, separated by ':'. */
static size_t crawlerIpGroups(const unsigned *a, int iFrom, int iTo, char *zOut){
  static const char zHex[] = "0123456789abcdef";
  size_t n = 0;
  int k, s;
  for(k=iFrom; k<iTo; k++){
    if( k>iFrom ) zOut[n++] = ':';
    for(s=12; s>0 && (a[k]>>s)==0; s-=4){}
    for(; s>=0; s-=4) zOut[n++] = zHex[(a[k]>>s) & 0xf];
  }
  return n;
}

size_t crawlerIpFormat(const CrawlerIp *a, int iFamily, char *zOut){
  unsigned g[8];
  int k, iRun = -1, nRun = 1, i;
  size_t n;
  if( iFamily==4 ) return crawlerIpFormat4((uint32_t)a->lo, zOut);
  if( crawlerIpMapped(a) ){
    memcpy(zOut, "::ffff:", 7);
    return 7 + crawlerIpFormat4((uint32_t)a->lo, zOut + 7);
  }
  for(k=0; k<4; k++){
    g[k] = (unsigned)(a->hi>>(48 - 16*k)) & 0xffff;
    g[k+4] = (unsigned)(a->lo>>(48 - 16*k)) & 0xffff;
  }
  for(k=0; k<8; k=i){                   /* the longest run of zero groups */
    for(i=k; i<8 && g[i]==0; i++){}
    if( i-k>nRun ){ iRun = k; nRun = i-k; }
    if( i==k ) i++;
  }
  if( iRun<0 ) return crawlerIpGroups(g, 0, 8, zOut);
  n = crawlerIpGroups(g, 0, iRun, zOut);
  zOut[n++] = ':';
  zOut[n++] = ':';
  return n + crawlerIpGroups(g, iRun + nRun, 8, zOut + n);
}

size_t crawlerIpPrefixFormat(const CrawlerPrefix *p, char *zOut){
  int nLen = p->iFamily==4 ? p->nBits - 96 : p->nBits;
  size_t n = crawlerIpFormat(&p->first, p->iFamily, zOut);
  zOut[n++] = '/';
  if( nLen>=100 ) zOut[n++] = (char)('0' + nLen/100);
  if( nLen>=10 ) zOut[n++] = (char)('0' + nLen/10%10);
  zOut[n++] = (char)('0' + nLen%10);
  return n;
}
