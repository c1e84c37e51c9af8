/*
** core.c: the allocator, growable buffer and ASCII helpers shared by every
** engine-neutral parser in ext/.  Start with coreBufAppend.
*/
#include "core.h"

#include <stdlib.h>
#include <string.h>

static void *coreLibcRealloc(void *pOld, size_t nNew){
  if( nNew==0 ){ free(pOld); return NULL; }
  return realloc(pOld, nNew);
}

const CoreAlloc coreLibcAlloc = { coreLibcRealloc };

void *coreMalloc(const CoreAlloc *pA, size_t n){
  if( n==0 ) return NULL;
  return pA->xRealloc(NULL, n);
}

void coreFree(const CoreAlloc *pA, void *p){
  if( p ) pA->xRealloc(p, 0);
}

void *coreRealloc(const CoreAlloc *pA, void *p, size_t n){
  if( n==0 ) return NULL;
  return pA->xRealloc(p, n);
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

Span coreTrim(Span s){
  while( s.n>0 && coreIsSpace((unsigned char)s.z[0]) ){ s.z++; s.n--; }
  while( s.n>0 && coreIsSpace((unsigned char)s.z[s.n-1]) ) s.n--;
  return s;
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
