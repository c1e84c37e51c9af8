/*
** core.c: the allocator, growable buffer and ASCII helpers shared by every
** engine-neutral parser in ext/.  Start with coreBufAppend.
*/
#include "core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static void *coreLibcRealloc(void *pCtx, void *pOld, size_t nNew){
  (void)pCtx;
  if( nNew==0 ){ free(pOld); return NULL; }
  return realloc(pOld, nNew);
}

const CoreAlloc coreLibcAlloc = { coreLibcRealloc, NULL };

void *coreMalloc(const CoreAlloc *pA, size_t n){
  if( n==0 ) return NULL;
  return pA->xRealloc(pA->pCtx, NULL, n);
}

void coreFree(const CoreAlloc *pA, void *p){
  if( p ) pA->xRealloc(pA->pCtx, p, 0);
}

void *coreRealloc(const CoreAlloc *pA, void *p, size_t n){
  if( n==0 ) return NULL;
  return pA->xRealloc(pA->pCtx, p, n);
}

uint64_t coreFnv1a(const char *z, size_t n){
  uint64_t h = CORE_FNV1A_INIT;
  size_t i;
  for(i=0; i<n; i++) h = coreFnv1aStep(h, (unsigned char)z[i]);
  return h;
}

uint64_t coreSeedOf(const void *p){
  static const char cAnchor = 0;
  uint64_t x = (uint64_t)(uintptr_t)p ^ ((uint64_t)(uintptr_t)&cAnchor << 21);
  x ^= x >> 32;  x *= 0xD6E8FEB86659FD93ULL;
  x ^= x >> 32;  x *= 0xD6E8FEB86659FD93ULL;
  return x ^ (x >> 32);
}

const char *coreSeverityName(CoreSeverity e){
  static const char *const azName[] = { "error", "warning", "info" };
  return (unsigned)e<3 ? azName[e] : "info";
}

void coreBufInit(CoreBuf *p, const CoreAlloc *pA){
  memset(p, 0, sizeof(*p));
  p->pA = pA;
}

/* Cold path: grow the buffer so that n more bytes fit. */
static int coreBufGrow(CoreBuf *p, size_t n){
  size_t nNew;
  char *zNew;
  if( p->oom ) return -1;
  if( n > SIZE_MAX/2 - p->n ){ p->oom = 1; return -1; }
  nNew = p->nAlloc ? p->nAlloc*2 : 64;
  while( nNew < p->n + n ) nNew *= 2;
  zNew = coreRealloc(p->pA, p->z, nNew);
  if( zNew==NULL ){ p->oom = 1; return -1; }
  p->z = zNew;
  p->nAlloc = nNew;
  return 0;
}

int coreBufReserve(CoreBuf *p, size_t n){
  if( p->oom ) return -1;
  return n > p->nAlloc - p->n ? coreBufGrow(p, n) : 0;
}

int coreBufAppend(CoreBuf *p, const char *z, size_t n){
  if( n > p->nAlloc - p->n && coreBufGrow(p, n) ) return -1;
  if( n ) memcpy(p->z + p->n, z, n);
  p->n += n;
  return 0;
}

int coreBufAppendByte(CoreBuf *p, char c){
  if( p->n >= p->nAlloc && coreBufGrow(p, 1) ) return -1;
  p->z[p->n++] = c;
  return 0;
}

void coreBufFree(CoreBuf *p){
  coreFree(p->pA, p->z);
  p->z = NULL;
  p->n = p->nAlloc = 0;
  p->oom = 0;
}

int coreSpanEqNoCase(const char *a, size_t na, const char *b, size_t nb){
  size_t i;
  if( na!=nb ) return 0;
  for(i=0; i<na; i++){
    if( coreToLower((unsigned char)a[i])!=coreToLower((unsigned char)b[i]) ){
      return 0;
    }
  }
  return 1;
}

int coreStartsWithNoCase(const char *z, size_t n, const char *zPrefix){
  size_t np = strlen(zPrefix);
  return n>=np && coreSpanEqNoCase(z, np, zPrefix, np);
}


size_t coreUtf8Chars(Span s){
  size_t i, n = 0;
  for(i=0; i<s.n; i++) n += ((unsigned char)s.z[i] & 0xC0)!=0x80;
  return n;
}

size_t coreUtf8Len(const unsigned char *z, size_t n){
  unsigned c;
  size_t len, i;
  if( n==0 ) return 0;
  c = z[0];
  if( c<0x80 ) return 1;
  if( c<0xC2 || c>0xF4 ) return 0;
  len = c<0xE0 ? 2 : c<0xF0 ? 3 : 4;
  if( n<len ) return 0;
  for(i=1; i<len; i++){
    if( (z[i]&0xC0)!=0x80 ) return 0;
  }
  if( c==0xE0 && z[1]<0xA0 ) return 0;          /* overlong */
  if( c==0xED && z[1]>=0xA0 ) return 0;         /* surrogates */
  if( c==0xF0 && z[1]<0x90 ) return 0;          /* overlong */
  if( c==0xF4 && z[1]>=0x90 ) return 0;         /* > U+10FFFF */
  return len;
}

int coreJsonString(CoreBuf *p, const char *z, size_t n){
  static const char aHex[] = "0123456789abcdef";
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0;
  coreBufAppendByte(p, '"');
  while( i<n ){
    unsigned char c = u[i];
    if( c>=0x20 && c!='"' && c!='\\' && c<0x80 ){
      size_t j = i+1;
      while( j<n && u[j]>=0x20 && u[j]<0x80 && u[j]!='"' && u[j]!='\\' ) j++;
      coreBufAppend(p, z+i, j-i);
      i = j;
    }else if( c>=0x80 ){
      size_t len = coreUtf8Len(u+i, n-i);
      if( len ){ coreBufAppend(p, z+i, len); i += len; }
      else{ coreBufAppend(p, "\xEF\xBF\xBD", 3); i++; }
    }else{
      char esc[6] = {'\\', 0, 0, 0, 0, 0};
      size_t ne = 2;
      switch( c ){
        case '"':  esc[1] = '"'; break;
        case '\\': esc[1] = '\\'; break;
        case '\n': esc[1] = 'n'; break;
        case '\r': esc[1] = 'r'; break;
        case '\t': esc[1] = 't'; break;
        default:
          esc[1] = 'u'; esc[2] = '0'; esc[3] = '0';
          esc[4] = aHex[c>>4]; esc[5] = aHex[c&15]; ne = 6;
      }
      coreBufAppend(p, esc, ne);
      i++;
    }
  }
  return coreBufAppendByte(p, '"');
}

size_t coreFind2(const char *z, size_t n, size_t i, char c0, char c1){
#if defined(__SSE2__)
  const __m128i k0 = _mm_set1_epi8(c0), k1 = _mm_set1_epi8(c1);
  while( i+16<=n ){
    __m128i v = _mm_loadu_si128((const __m128i*)(const void*)(z+i));
    int m = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, k0),
                                           _mm_cmpeq_epi8(v, k1)));
    if( m ) return i + (size_t)__builtin_ctz((unsigned)m);
    i += 16;
  }
  if( i<n && n>=16 ){
    /* The tail: one load of the last 16 bytes, ignoring those before i. */
    __m128i v = _mm_loadu_si128((const __m128i*)(const void*)(z+n-16));
    unsigned m = (unsigned)_mm_movemask_epi8(_mm_or_si128(
                     _mm_cmpeq_epi8(v, k0), _mm_cmpeq_epi8(v, k1)));
    m >>= 16 - (n - i);
    return m ? i + (size_t)__builtin_ctz(m) : n;
  }
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__==__ORDER_LITTLE_ENDIAN__
  const uint64_t lo = 0x0101010101010101ULL, hi = 0x8080808080808080ULL;
  while( i+8<=n ){
    uint64_t w, a, b, m;
    memcpy(&w, z+i, 8);
    a = w ^ (lo*(unsigned char)c0);
    b = w ^ (lo*(unsigned char)c1);
    m = (((a - lo) & ~a) | ((b - lo) & ~b)) & hi;
    if( m ) return i + (size_t)(__builtin_ctzll(m) >> 3);
    i += 8;
  }
#endif
  while( i<n && z[i]!=c0 && z[i]!=c1 ) i++;
  return i;
}

size_t coreAppendPrintable(CoreBuf *p, const char *z, size_t n, size_t nMax){
  static const char aHex[] = "0123456789abcdef";
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0;
  if( nMax>n ) nMax = n;
  while( i<nMax ){
    size_t len = u[i]>=0x80 ? coreUtf8Len(u+i, n-i) : 0;
    if( u[i]>=0x20 && u[i]<0x7F ){
      coreBufAppendByte(p, z[i]);
      i++;
    }else if( len>0 ){
      if( i+len>nMax ) break;          /* never part of a character */
      coreBufAppend(p, z+i, len);
      i += len;
    }else{
      char a[4] = { '\\', 'x', aHex[u[i]>>4], aHex[u[i]&15] };
      coreBufAppend(p, a, 4);
      i++;
    }
  }
  return i;
}

int coreParseInt64(const char *z, size_t n, int64_t *pOut){
  Span s = coreTrim((Span){z, n});
  size_t i = 0;
  int neg = 0;
  int64_t x = 0;
  if( s.n>0 && (s.z[0]=='-' || s.z[0]=='+') ){ neg = s.z[0]=='-'; i++; }
  if( i>=s.n || s.n-i>18 ) return 0;
  for(; i<s.n; i++){
    if( !coreIsDigit((unsigned char)s.z[i]) ) return 0;
    x = x*10 + (s.z[i]-'0');
  }
  *pOut = neg ? -x : x;
  return 1;
}

int coreIntOfDouble(double r, int64_t *pOut){
  if( !(r>=-1e15 && r<=1e15) || r!=(double)(int64_t)r ) return 0;
  *pOut = (int64_t)r;
  return 1;
}

/* The significant digits coreParseNumber keeps: more cannot change a
** double (17 decide it; the rest only round, by a margin far below one
** unit in the last place of any priority). */
#define CORE_NUM_DIGITS 40

/* Read the exponent at s.z[*pi] ("e", sign, digits; capped far beyond any
** double's range): 1 with *pExp, 0 when malformed. */
static int coreNumberExp(Span s, size_t *pi, long *pExp){
  size_t i = *pi + 1;
  int neg = 0;
  long e = 0;
  if( i<s.n && (s.z[i]=='+' || s.z[i]=='-') ){ neg = s.z[i]=='-'; i++; }
  if( i>=s.n || !coreIsDigit((unsigned char)s.z[i]) ) return 0;
  for(; i<s.n && coreIsDigit((unsigned char)s.z[i]); i++){
    if( e<100000 ) e = e*10 + (s.z[i]-'0');
  }
  *pExp = neg ? -e : e;
  *pi = i;
  return 1;
}

int coreParseNumber(const char *z, size_t n, double *pr){
  Span s = coreTrim((Span){z, n});
  char a[CORE_NUM_DIGITS + 32];
  size_t i = 0, nA = 0, nSign, nDigit = 0;
  long e = 0, eDrop = 0;
  int bDot = 0, bSig = 0;
  if( s.n>0 && (s.z[0]=='+' || s.z[0]=='-') ) a[nA++] = s.z[i++];
  nSign = nA;
  for(; i<s.n; i++){
    unsigned char c = (unsigned char)s.z[i];
    if( c=='.' && !bDot ){ bDot = 1; continue; }
    if( !coreIsDigit(c) ) break;
    nDigit++;
    if( c=='0' && !bSig ){          /* a leading zero: only its place counts */
      if( bDot ) eDrop--;
      continue;
    }
    bSig = 1;
    if( nA-nSign<CORE_NUM_DIGITS ){
      a[nA++] = (char)c;
      if( bDot ) eDrop--;
    }else if( !bDot ){
      eDrop++;
    }
  }
  if( nDigit==0 ) return 0;
  if( i<s.n && (s.z[i]=='e' || s.z[i]=='E') && !coreNumberExp(s, &i, &e) ) return 0;
  if( i!=s.n ) return 0;
  if( nA==nSign ) a[nA++] = '0';
  /* "<digits>e<exponent>", no radix character: strtod reads it alike in
  ** every locale. */
  snprintf(a+nA, sizeof(a)-nA, "e%ld", e + eDrop);
  *pr = strtod(a, NULL);
  return 1;
}

int coreAppendQuoted(CoreBuf *p, const char *z, size_t n, size_t nMax,
                     const char *zOpen, const char *zClose){
  size_t i;
  coreBufAppend(p, zOpen, strlen(zOpen));
  i = coreAppendPrintable(p, z, n, nMax);
  coreBufAppend(p, zClose, strlen(zClose));
  if( i<n ) coreBufAppend(p, "...", 3);
  return p->oom ? -1 : 0;
}
