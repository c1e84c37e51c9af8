/*
** sitemap_write_fmt.c: the writer's leaf units (see sitemap_write.h):
** a priority as its shortest plain decimal (sitemapFormatPriority), a
** value quoted for a message (sitemapQuoteValue), and gzip
** (sitemapGzip, sitemapGzipStop).  It calls only the core.
*/
#include "sitemap_write.h"
#include "../core/gzip_stream.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* Append the decimal digits of x (at least nMin of them, zero-padded). */
static size_t swDigits(uint64_t x, int nMin, char *zOut){
  char a[24];
  size_t n = 0, i;
  if( nMin>20 ) nMin = 20;
  do{ a[n++] = (char)('0' + x%10); x /= 10; }while( x>0 );
  while( n<(size_t)nMin ) a[n++] = '0';
  for(i=0; i<n; i++) zOut[i] = a[n-1-i];
  return n;
}

/* The priorities with one decimal, the usual ones, and their written form
** (k/10.0 and the literal are the same double: both are rounded once). */
const double sitemapTenth[11] = {
  0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0
};
const char sitemapTenthText[11][4] = {
  "0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"
};

/* sitemapFormatPriority for what 19 decimals cannot carry (tiny values):
** the shortest digit string that reads back as r, from "%.*e" (only its
** digits and exponent are used, so the locale's decimal point does not
** matter), written out in full as 0.000...ddd. */
static size_t swFormatPriorityExact(double r, char *zOut){
  char zE[40], zDigits[20], zCheck[48];
  int nSig, e = 0, i;
  size_t n = 0, nDigit = 0;
  for(nSig=1; nSig<=17; nSig++){
    char *zExp;
    snprintf(zE, sizeof(zE), "%.*e", nSig-1, r);
    nDigit = 0;
    for(i=0; zE[i] && zE[i]!='e'; i++){
      if( zE[i]>='0' && zE[i]<='9' ) zDigits[nDigit++] = zE[i];
    }
    zExp = strchr(zE, 'e');
    e = zExp ? atoi(zExp+1) : 0;
    snprintf(zCheck, sizeof(zCheck), "%.*se%d", (int)nDigit, zDigits,
             e - (int)nDigit + 1);
    if( strtod(zCheck, NULL)==r ) break;
  }
  while( nDigit>1 && zDigits[nDigit-1]=='0' ) nDigit--;
  /* r < 1e-19 here, so e < 0: "0." then -e-1 zeros, then the digits. */
  zOut[n++] = '0';
  zOut[n++] = '.';
  for(i=0; i<-e-1 && n<SITEMAP_PRIORITY_MAX-20; i++) zOut[n++] = '0';
  memcpy(zOut+n, zDigits, nDigit);
  n += nDigit;
  zOut[n] = 0;
  return n;
}

size_t sitemapFormatPriority(double r, char *zOut){
  uint64_t p10 = 10, x = 0;
  int nDec;
  size_t n;
  if( !(r>=0.0 && r<=1.0) ) r = 0.0;
  {                            /* fast path: one decimal, "0.5", "1.0" */
    int k = (int)(r*10.0 + 0.5);
    if( sitemapTenth[k]==r ){
      zOut[0] = (char)('0' + k/10); zOut[1] = '.';
      zOut[2] = (char)('0' + k%10); zOut[3] = 0;
      return 3;
    }
  }
  /* The fewest decimals d (1..19) such that round(r*10^d)/10^d reads back
  ** as r.  10^d is exact; the product is taken in long double so that its
  ** rounding (x86-64: 64-bit mantissa) rarely moves the last digit. */
  for(nDec=1; nDec<=19; nDec++, p10*=10){
    char zCheck[40];
    x = (uint64_t)((long double)r*(long double)p10 + 0.5L);
    /* Verify with strtod on "<digits>e-<nDec>": exact, and free of the
    ** locale's decimal point. */
    snprintf(zCheck, sizeof(zCheck), "%llue-%d", (unsigned long long)x, nDec);
    if( strtod(zCheck, NULL)==r ) break;
  }
  if( nDec>19 ) return swFormatPriorityExact(r, zOut);
  n = swDigits(x/p10, 1, zOut);
  zOut[n++] = '.';
  n += swDigits(x%p10, nDec, zOut+n);
  zOut[n] = 0;
  return n;
}

int sitemapQuoteValue(CoreBuf *pOut, const char *z, size_t n){
  return coreAppendQuoted(pOut, z, n, 60, "'", "'");
}

const char *sitemapGzipLevelError(int64_t level){
  if( level>=-1 && level<=9 ) return NULL;
  return "argument level must be from 0 to 9 (or -1 for zlib's default)";
}

int sitemapGzip(const char *z, size_t n, int level, CoreBuf *pOut){
  return sitemapGzipStop(z, n, level, pOut, NULL);
}

int sitemapGzipStop(const char *z, size_t n, int level, CoreBuf *pOut,
                    const CoreStop *pStop){
  z_stream s;
  int rc = Z_OK, bStop = 0;
  size_t iIn = 0;
  size_t nStep = pStop ? CORE_STOP_EVERY : 0x40000000;   /* input per deflate */
  if( z==NULL ) z = "";
  memset(&s, 0, sizeof(s));
  s.zalloc = gzipZalloc;           /* on the output buffer's CoreAlloc */
  s.zfree = gzipZfree;
  s.opaque = (voidpf)pOut->pA;
  if( level<-1 || level>9 ) level = Z_DEFAULT_COMPRESSION;
  /* windowBits 15+16: a gzip wrapper with no name and mtime 0, so the same
  ** document always gives the same bytes. */
  if( deflateInit2(&s, level, Z_DEFLATED, 15+16, 8, Z_DEFAULT_STRATEGY)!=Z_OK ){
    pOut->oom = 1;
    return -1;
  }
  if( n <= 0x40000000 ) coreBufReserve(pOut, (size_t)deflateBound(&s, (uLong)n));
  while( !pOut->oom && rc==Z_OK ){
    size_t nIn = n - iIn, nAvail;
    if( coreBufReserve(pOut, 65536) ) break;
    if( iIn>0 && coreStopped(pStop) ){ bStop = 1; break; }
    nAvail = pOut->nAlloc - pOut->n;
    s.next_in = (Bytef*)(uintptr_t)(z + iIn);
    s.avail_in = (uInt)(nIn > nStep ? nStep : nIn);
    s.next_out = (Bytef*)(pOut->z + pOut->n);
    s.avail_out = nAvail > 0x40000000 ? 0x40000000u : (uInt)nAvail;
    rc = deflate(&s, nIn > s.avail_in ? Z_NO_FLUSH : Z_FINISH);
    iIn += (size_t)(s.next_in - (Bytef*)(uintptr_t)(z + iIn));
    pOut->n += (size_t)((char*)s.next_out - (pOut->z + pOut->n));
    if( rc==Z_BUF_ERROR ) rc = Z_OK;     /* no progress possible: more room */
  }
  deflateEnd(&s);
  if( bStop ) return -2;
  if( pOut->oom || rc!=Z_STREAM_END ){ pOut->oom = 1; return -1; }
  return 0;
}
