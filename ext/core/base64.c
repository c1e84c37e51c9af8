/*
** base64.c: strict Base 64 decoding and encoding (see base64.h), a group
** of four characters at a time; bits over at the end must be zero.
*/
#include "base64.h"

static const char base64Std[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char base64Url[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* The value of character c in the alphabet, or -1. */
static int base64Value(unsigned char c, int eAlpha){
  if( c>='A' && c<='Z' ) return c - 'A';
  if( c>='a' && c<='z' ) return c - 'a' + 26;
  if( c>='0' && c<='9' ) return c - '0' + 52;
  if( eAlpha==BASE64_URL ) return c=='-' ? 62 : c=='_' ? 63 : -1;
  return c=='+' ? 62 : c=='/' ? 63 : -1;
}

long base64Decode(const char *z, size_t n, int eAlpha, unsigned char *aOut){
  size_t i, nOut = 0, nData = n, nPad = 0;
  uint32_t acc = 0;
  int nBits = 0;
  if( n%4==0 && n>0 ){               /* padding completes the last group */
    while( nPad<2 && nData>0 && z[nData-1]=='=' ){ nData--; nPad++; }
  }
  if( nData%4==1 ) return -1;
  for(i=0; i<nData; i++){
    int v = base64Value((unsigned char)z[i], eAlpha);
    if( v<0 ) return -1;
    acc = (acc<<6) | (uint32_t)v;
    nBits += 6;
    if( nBits>=8 ){
      nBits -= 8;
      aOut[nOut++] = (unsigned char)(acc>>nBits);
      acc &= (1u<<nBits) - 1;
    }
  }
  if( acc!=0 ) return -1;             /* unused bits must be zero */
  return (long)nOut;
}

size_t base64Encode(const unsigned char *a, size_t n, int eAlpha, int bPad,
                    char *zOut){
  const char *zAlpha = eAlpha==BASE64_URL ? base64Url : base64Std;
  size_t i, k = 0;
  for(i=0; i+2<n; i+=3){
    uint32_t v = ((uint32_t)a[i]<<16) | ((uint32_t)a[i+1]<<8) | a[i+2];
    zOut[k++] = zAlpha[v>>18]; zOut[k++] = zAlpha[(v>>12)&63];
    zOut[k++] = zAlpha[(v>>6)&63]; zOut[k++] = zAlpha[v&63];
  }
  if( n-i==1 ){
    uint32_t v = (uint32_t)a[i]<<16;
    zOut[k++] = zAlpha[v>>18]; zOut[k++] = zAlpha[(v>>12)&63];
    if( bPad ){ zOut[k++] = '='; zOut[k++] = '='; }
  }else if( n-i==2 ){
    uint32_t v = ((uint32_t)a[i]<<16) | ((uint32_t)a[i+1]<<8);
    zOut[k++] = zAlpha[v>>18]; zOut[k++] = zAlpha[(v>>12)&63];
    zOut[k++] = zAlpha[(v>>6)&63];
    if( bPad ) zOut[k++] = '=';
  }
  return k;
}
