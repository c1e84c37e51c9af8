/*
** punycode.c: RFC 3492 Punycode.  punycodeEncode follows the encoding
** procedure of section 6.3 and punycodeDecode the decoding procedure of
** section 6.2; both share punycodeAdapt (section 6.1).
*/
#include "punycode.h"

#define PUNY_BASE 36
#define PUNY_TMIN 1
#define PUNY_TMAX 26
#define PUNY_SKEW 38
#define PUNY_DAMP 700
#define PUNY_INITIAL_BIAS 72
#define PUNY_INITIAL_N 128
#define PUNY_MAXINT 0xffffffffu

/* Bias adaptation function of RFC 3492 section 6.1. */
static uint32_t punycodeAdapt(uint32_t delta, uint32_t nPoints, int bFirst){
  uint32_t k = 0;
  delta = bFirst ? delta/PUNY_DAMP : delta/2;
  delta += delta/nPoints;
  while( delta > ((PUNY_BASE-PUNY_TMIN)*PUNY_TMAX)/2 ){
    delta /= PUNY_BASE - PUNY_TMIN;
    k += PUNY_BASE;
  }
  return k + (PUNY_BASE-PUNY_TMIN+1)*delta/(delta+PUNY_SKEW);
}

/* The basic code point (lower case) that stands for digit d (0..35). */
static char punycodeDigit(uint32_t d){
  return (char)(d<26 ? 'a'+d : '0'+(d-26));
}

/* The digit value of basic code point c, or PUNY_BASE if it is none. */
static uint32_t punycodeValue(unsigned char c){
  if( c>='a' && c<='z' ) return (uint32_t)(c-'a');
  if( c>='A' && c<='Z' ) return (uint32_t)(c-'A');
  if( c>='0' && c<='9' ) return (uint32_t)(c-'0'+26);
  return PUNY_BASE;
}

/* The threshold t of digit position k for the current bias. */
static uint32_t punycodeThreshold(uint32_t k, uint32_t bias){
  if( k<=bias ) return PUNY_TMIN;
  if( k>=bias+PUNY_TMAX ) return PUNY_TMAX;
  return k - bias;
}

/* Append delta q as a generalized variable-length integer. */
static void punycodeEmit(uint32_t q, uint32_t bias, CoreBuf *pOut){
  uint32_t k;
  for(k=PUNY_BASE; ; k+=PUNY_BASE){
    uint32_t t = punycodeThreshold(k, bias);
    if( q<t ) break;
    coreBufAppendByte(pOut, punycodeDigit(t + (q-t)%(PUNY_BASE-t)));
    q = (q-t)/(PUNY_BASE-t);
  }
  coreBufAppendByte(pOut, punycodeDigit(q));
}

int punycodeEncode(const uint32_t *aCp, size_t nCp, CoreBuf *pOut){
  uint32_t n = PUNY_INITIAL_N, delta = 0, bias = PUNY_INITIAL_BIAS;
  uint32_t h, b = 0;
  size_t j;
  if( nCp>=PUNY_MAXINT ) return -1;
  for(j=0; j<nCp; j++){
    if( aCp[j]>0x10ffff || (aCp[j]>=0xd800 && aCp[j]<=0xdfff) ) return -1;
    if( aCp[j]<0x80 ){
      coreBufAppendByte(pOut, (char)aCp[j]);
      b++;
    }
  }
  h = b;
  if( b>0 ) coreBufAppendByte(pOut, '-');
  while( h<nCp ){
    uint32_t m = PUNY_MAXINT;
    for(j=0; j<nCp; j++){
      if( aCp[j]>=n && aCp[j]<m ) m = aCp[j];
    }
    if( (m-n) > (PUNY_MAXINT-delta)/(h+1) ) return -1;
    delta += (m-n)*(h+1);
    n = m;
    for(j=0; j<nCp; j++){
      if( aCp[j]<n ){
        if( ++delta==0 ) return -1;
      }else if( aCp[j]==n ){
        punycodeEmit(delta, bias, pOut);
        bias = punycodeAdapt(delta, h+1, h==b);
        delta = 0;
        h++;
      }
    }
    delta++;
    n++;
  }
  return 0;
}

int punycodeDecode(const char *z, size_t n, uint32_t *aCp, size_t nMax){
  uint32_t cp = PUNY_INITIAL_N, i = 0, bias = PUNY_INITIAL_BIAS;
  size_t nOut = 0, b = 0, in, j;
  for(j=0; j<n; j++){ if( z[j]=='-' ) b = j; }
  if( b>nMax || n>=PUNY_MAXINT ) return -1;
  for(j=0; j<b; j++){
    if( (unsigned char)z[j]>=0x80 ) return -1;
    aCp[nOut++] = (unsigned char)z[j];
  }
  for(in = b>0 ? b+1 : 0; in<n; ){
    uint32_t oldi = i, w = 1, k;
    for(k=PUNY_BASE; ; k+=PUNY_BASE){
      uint32_t digit, t;
      if( in>=n ) return -1;
      digit = punycodeValue((unsigned char)z[in++]);
      if( digit>=PUNY_BASE ) return -1;
      if( digit > (PUNY_MAXINT-i)/w ) return -1;
      i += digit*w;
      t = punycodeThreshold(k, bias);
      if( digit<t ) break;
      if( w > PUNY_MAXINT/(PUNY_BASE-t) ) return -1;
      w *= PUNY_BASE-t;
    }
    bias = punycodeAdapt(i-oldi, (uint32_t)nOut+1, oldi==0);
    if( i/((uint32_t)nOut+1) > PUNY_MAXINT-cp ) return -1;
    cp += i/((uint32_t)nOut+1);
    i %= (uint32_t)nOut+1;
    if( cp>0x10ffff || (cp>=0xd800 && cp<=0xdfff) || nOut>=nMax ) return -1;
    for(j=nOut; j>i; j--) aCp[j] = aCp[j-1];
    aCp[i++] = cp;
    nOut++;
  }
  return (int)nOut;
}
