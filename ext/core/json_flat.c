/*
** json_flat.c: the flat JSON reader of json_flat.h.  RFC 8259
** strictly: strings with their escapes (\uXXXX pairs to UTF-8), numbers
** in JSON's grammar, true/false/null; nested values skipped by counting
** brackets outside strings.
*/
#include "json_flat.h"

/* Skip white space. */
static void jsonFlatWs(JsonFlat *p){
  while( p->i<p->n && (p->z[p->i]==' ' || p->z[p->i]=='\t'
                       || p->z[p->i]=='\n' || p->z[p->i]=='\r') ) p->i++;
}

/* Start reading z[0..n) as an array ('[') or object ('{'): 0, or 1 when
** it is not one. */
int jsonFlatOpen(JsonFlat *p, const char *z, size_t n, char cOpen){
  size_t j;
  p->z = z;
  p->n = n;
  p->i = 0;
  p->cClose = cOpen=='[' ? ']' : '}';
  p->nMember = 0;
  p->bEnd = 0;
  jsonFlatWs(p);
  if( p->i>=n || z[p->i]!=cOpen ) return 1;
  p->i++;
  /* the closing bracket must end the text (after white space) */
  j = n;
  while( j>p->i && (z[j-1]==' ' || z[j-1]=='\t' || z[j-1]=='\n' || z[j-1]=='\r') ) j--;
  if( j<=p->i || z[j-1]!=p->cClose ) return 1;
  p->n = j;                  /* the closing bracket is the last byte */
  return 0;
}

/* Append code point u as UTF-8. */
static void jsonFlatPutUtf8(CoreBuf *b, uint32_t u){
  char a[4];
  size_t k;
  if( u<0x80 ){ a[0] = (char)u; k = 1; }
  else if( u<0x800 ){ a[0] = (char)(0xC0|(u>>6)); a[1] = (char)(0x80|(u&0x3F)); k = 2; }
  else if( u<0x10000 ){
    a[0] = (char)(0xE0|(u>>12)); a[1] = (char)(0x80|((u>>6)&0x3F));
    a[2] = (char)(0x80|(u&0x3F)); k = 3;
  }else{
    a[0] = (char)(0xF0|(u>>18)); a[1] = (char)(0x80|((u>>12)&0x3F));
    a[2] = (char)(0x80|((u>>6)&0x3F)); a[3] = (char)(0x80|(u&0x3F)); k = 4;
  }
  coreBufAppend(b, a, k);
}

/* Four hex digits at z[i..): the value, or -1. */
static long jsonFlatHex4(const JsonFlat *p, size_t i){
  long v = 0;
  size_t k;
  if( i+4>p->n ) return -1;
  for(k=0; k<4; k++){
    unsigned char c = (unsigned char)p->z[i+k];
    if( !coreIsXDigit(c) ) return -1;
    v = v*16 + (long)coreHexValue(c);
  }
  return v;
}

/* A \u escape at p->i (after the 'u'), with its low surrogate: appended to
** b (NULL: checked only).  0, or -1 when malformed. */
static int jsonFlatUnicode(JsonFlat *p, CoreBuf *b){
  long u = jsonFlatHex4(p, p->i), lo;
  if( u<0 ) return -1;
  p->i += 4;
  if( u>=0xD800 && u<0xDC00 ){
    if( p->i+6>p->n || p->z[p->i]!='\\' || p->z[p->i+1]!='u' ) return -1;
    lo = jsonFlatHex4(p, p->i+2);
    if( lo<0xDC00 || lo>0xDFFF ) return -1;
    p->i += 6;
    u = 0x10000 + ((u-0xD800)<<10) + (lo-0xDC00);
  }else if( u>=0xDC00 && u<0xE000 ){
    return -1;
  }
  if( b ) jsonFlatPutUtf8(b, (uint32_t)u);
  return 0;
}

/* A string at p->i (its opening quote), decoded into b (NULL: skipped).
** 0, or -1 when malformed. */
static int jsonFlatString(JsonFlat *p, CoreBuf *b){
  static const char zEsc[] = "\"\\/bfnrt";
  static const char zVal[] = "\"\\/\b\f\n\r\t";
  p->i++;
  while( p->i<p->n ){
    unsigned char c = (unsigned char)p->z[p->i];
    size_t k;
    if( c=='"' ){ p->i++; return 0; }
    if( c<0x20 ) return -1;
    if( c!='\\' ){
      size_t j = p->i;
      while( j<p->n && p->z[j]!='"' && p->z[j]!='\\' && (unsigned char)p->z[j]>=0x20 ) j++;
      if( b ) coreBufAppend(b, p->z+p->i, j-p->i);
      p->i = j;
      continue;
    }
    if( ++p->i>=p->n ) return -1;
    c = (unsigned char)p->z[p->i++];
    if( c=='u' ){
      if( jsonFlatUnicode(p, b) ) return -1;
      continue;
    }
    for(k=0; zEsc[k] && zEsc[k]!=(char)c; k++){}
    if( zEsc[k]==0 ) return -1;
    if( b ) coreBufAppendByte(b, zVal[k]);
  }
  return -1;
}

/* A number at p->i in JSON's grammar: its value in pV. 0 or -1. */
static int jsonFlatNumber(JsonFlat *p, JsonFlatValue *pV){
  size_t s = p->i, d;
  if( p->i<p->n && p->z[p->i]=='-' ) p->i++;
  d = p->i;
  while( p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]) ) p->i++;
  if( p->i==d || (p->z[d]=='0' && p->i>d+1) ) return -1;
  if( p->i<p->n && p->z[p->i]=='.' ){
    d = ++p->i;
    while( p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]) ) p->i++;
    if( p->i==d ) return -1;
  }
  if( p->i<p->n && (p->z[p->i]=='e' || p->z[p->i]=='E') ){
    p->i++;
    if( p->i<p->n && (p->z[p->i]=='+' || p->z[p->i]=='-') ) p->i++;
    d = p->i;
    while( p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]) ) p->i++;
    if( p->i==d ) return -1;
  }
  pV->eType = JSON_FLAT_NUMBER;
  return coreParseNumber(p->z+s, p->i-s, &pV->r) ? 0 : -1;
}

/* A nested array or object at p->i: skipped.  0 or -1 (unbalanced). */
static int jsonFlatSkipNested(JsonFlat *p){
  size_t depth = 0;
  while( p->i<p->n ){
    char c = p->z[p->i];
    if( c=='"' ){ if( jsonFlatString(p, NULL) ) return -1; continue; }
    p->i++;
    if( c=='[' || c=='{' ) depth++;
    else if( (c==']' || c=='}') && --depth==0 ) return 0;
  }
  return -1;
}

/* A literal word z at p->i. */
static int jsonFlatWord(JsonFlat *p, const char *z, size_t nz){
  size_t k;
  if( p->i+nz>p->n ) return -1;
  for(k=0; k<nz; k++) if( p->z[p->i+k]!=z[k] ) return -1;
  p->i += nz;
  return 0;
}

/* One value at p->i into *pV (a string into pStr). 0 or -1. */
static int jsonFlatValue(JsonFlat *p, CoreBuf *pStr, JsonFlatValue *pV){
  size_t s = p->i;
  int rc;
  char c;
  if( p->i>=p->n ) return -1;
  c = p->z[p->i];
  if( c=='"' ){ pV->eType = JSON_FLAT_STRING; rc = jsonFlatString(p, pStr); }
  else if( c=='[' || c=='{' ){ pV->eType = JSON_FLAT_OTHER; rc = jsonFlatSkipNested(p); }
  else if( c=='t' ){ pV->eType = JSON_FLAT_TRUE; rc = jsonFlatWord(p, "true", 4); }
  else if( c=='f' ){ pV->eType = JSON_FLAT_FALSE; rc = jsonFlatWord(p, "false", 5); }
  else if( c=='n' ){ pV->eType = JSON_FLAT_NULL; rc = jsonFlatWord(p, "null", 4); }
  else rc = jsonFlatNumber(p, pV);
  pV->raw.z = p->z+s;
  pV->raw.n = p->i-s;
  return rc;
}

/* The next member: 1 (its value in *pV), 0 at the end, -1 not JSON of that
** shape, -2 out of memory. */
int jsonFlatNext(JsonFlat *p, CoreBuf *pKey, CoreBuf *pStr, JsonFlatValue *pV){
  pV->eType = JSON_FLAT_NULL;
  pV->r = 0;
  pStr->n = 0;
  if( pKey ) pKey->n = 0;
  if( p->bEnd ) return 0;
  jsonFlatWs(p);
  if( p->i+1==p->n ){            /* the closing bracket */
    if( p->nMember>0 ) return -1;   /* a trailing comma */
    p->bEnd = 1;
    return 0;
  }
  if( p->cClose=='}' ){
    if( p->i>=p->n || p->z[p->i]!='"' || pKey==NULL ) return -1;
    if( jsonFlatString(p, pKey) ) return -1;
    jsonFlatWs(p);
    if( p->i>=p->n || p->z[p->i]!=':' ) return -1;
    p->i++;
    jsonFlatWs(p);
  }
  if( jsonFlatValue(p, pStr, pV) ) return -1;
  if( pStr->oom || (pKey && pKey->oom) ) return -2;
  jsonFlatWs(p);
  if( p->i>=p->n ) return -1;
  if( p->i+1==p->n ) p->bEnd = 1;           /* at the closing bracket */
  else if( p->z[p->i]==',' ) p->i++;
  else return -1;
  p->nMember++;
  return 1;
}
