/*
** json_read.c: the strict JSON reader of json_read.h.  A token at a time:
** white space is skipped, eWant says what may come next (a value, a key,
** a comma or a closing bracket), and aStack holds the open containers, so
** nesting costs no recursion and is capped at JSON_READ_MAX_DEPTH.
** Strings are checked (escapes, no control characters) but not decoded
** until a caller asks (jsonReadDecode).  Start at jsonReadNext.
*/
#include "json_read.h"

#include <string.h>

void jsonReadInit(JsonReader *p, const char *z, size_t n){
  memset(p, 0, sizeof(*p));
  p->z = z;
  p->n = n;
}

/* Skip JSON white space. */
static void jsonReadWs(JsonReader *p){
  while( p->i<p->n && (p->z[p->i]==' ' || p->z[p->i]=='\t'
                       || p->z[p->i]=='\n' || p->z[p->i]=='\r') ) p->i++;
}

/* Read a string whose opening quote is at p->i: its content in p->tok. */
static int jsonReadString(JsonReader *p){
  size_t i0 = ++p->i;
  while( p->i<p->n ){
    unsigned char c = (unsigned char)p->z[p->i];
    if( c=='"' ){
      p->tok.z = p->z + i0; p->tok.n = p->i - i0; p->i++;
      return 0;
    }
    if( c<0x20 ){ p->zErr = "a control character in a string"; return -1; }
    if( c=='\\' ){
      unsigned char e = p->i+1<p->n ? (unsigned char)p->z[p->i+1] : 0;
      if( e=='u' ){
        size_t k;
        for(k=2; k<6; k++){
          if( p->i+k>=p->n || !coreIsXDigit((unsigned char)p->z[p->i+k]) ){
            p->zErr = "a bad \\u escape"; return -1;
          }
        }
        p->i += 6;
        continue;
      }
      if( e==0 || !strchr("\"\\/bfnrt", (char)e) ){
        p->zErr = "a bad escape"; return -1;
      }
      p->i += 2;
      continue;
    }
    p->i++;
  }
  p->zErr = "an unterminated string";
  return -1;
}

/* Read a number (RFC 8259 grammar) into p->tok. */
static int jsonReadNumber(JsonReader *p){
  size_t i0 = p->i, d;
  if( p->i<p->n && p->z[p->i]=='-' ) p->i++;
  if( p->i<p->n && p->z[p->i]=='0' ){
    p->i++;
  }else{
    for(d=p->i; p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]); p->i++){}
    if( p->i==d ){ p->zErr = "a bad number"; return -1; }
  }
  if( p->i<p->n && p->z[p->i]=='.' ){
    for(d=++p->i; p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]); p->i++){}
    if( p->i==d ){ p->zErr = "a bad number"; return -1; }
  }
  if( p->i<p->n && (p->z[p->i]=='e' || p->z[p->i]=='E') ){
    p->i++;
    if( p->i<p->n && (p->z[p->i]=='+' || p->z[p->i]=='-') ) p->i++;
    for(d=p->i; p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]); p->i++){}
    if( p->i==d ){ p->zErr = "a bad number"; return -1; }
  }
  p->tok.z = p->z + i0;
  p->tok.n = p->i - i0;
  return 0;
}

/* Read a scalar value at p->i: string, number, true, false or null. */
static JsonTok jsonReadScalar(JsonReader *p){
  static const char *const azLit[] = { "true", "false", "null" };
  size_t k;
  char c = p->z[p->i];
  if( c=='"' ) return jsonReadString(p) ? JSON_ERROR : JSON_STRING;
  if( c=='-' || coreIsDigit((unsigned char)c) ){
    return jsonReadNumber(p) ? JSON_ERROR : JSON_NUMBER;
  }
  for(k=0; k<3; k++){
    size_t nLit = strlen(azLit[k]);
    if( p->n - p->i>=nLit && memcmp(p->z + p->i, azLit[k], nLit)==0 ){
      p->tok.z = p->z + p->i; p->tok.n = nLit; p->i += nLit;
      return JSON_LITERAL;
    }
  }
  p->zErr = "an unexpected character";
  return JSON_ERROR;
}

/* What the reader expects next. */
#define JSON_WANT_VALUE        0
#define JSON_WANT_VALUE_OR_END 1   /* after '[' */
#define JSON_WANT_KEY_OR_END   2   /* after '{' */
#define JSON_WANT_KEY          3   /* after ',' in an object */
#define JSON_WANT_AFTER        4   /* after a value: ',' or a closing bracket */

/* Open a container at p->i. */
static JsonTok jsonReadOpen(JsonReader *p, char c){
  if( p->nDepth>=JSON_READ_MAX_DEPTH ){ p->zErr = "nesting too deep"; return JSON_ERROR; }
  p->aStack[p->nDepth++] = c;
  p->i++;
  p->eWant = c=='[' ? JSON_WANT_VALUE_OR_END : JSON_WANT_KEY_OR_END;
  return c=='[' ? JSON_ARRAY : JSON_OBJECT;
}

/* Close the innermost container at p->i. */
static JsonTok jsonReadClose(JsonReader *p, char c){
  p->nDepth--;
  p->i++;
  p->eWant = JSON_WANT_AFTER;
  if( p->nDepth==0 ) p->bDone = 1;
  return c==']' ? JSON_ARRAY_END : JSON_OBJECT_END;
}

/* A value at p->i. */
static JsonTok jsonReadValue(JsonReader *p, char c){
  JsonTok t;
  if( c=='[' || c=='{' ) return jsonReadOpen(p, c);
  t = jsonReadScalar(p);
  p->eWant = JSON_WANT_AFTER;
  if( p->nDepth==0 ) p->bDone = 1;
  return t;
}

/* A key and its ':' at p->i. */
static JsonTok jsonReadKey(JsonReader *p, char c){
  if( c!='"' ){ p->zErr = "a key that is not a string"; return JSON_ERROR; }
  if( jsonReadString(p) ) return JSON_ERROR;
  jsonReadWs(p);
  if( p->i>=p->n || p->z[p->i]!=':' ){ p->zErr = "a missing ':'"; return JSON_ERROR; }
  p->i++;
  p->eWant = JSON_WANT_VALUE;
  return JSON_KEY;
}

/* The next token (JSON_END after the one top-level value). */
JsonTok jsonReadNext(JsonReader *p){
  for(;;){
    char c, cTop;
    jsonReadWs(p);
    if( p->bDone ){
      if( p->i<p->n ){ p->zErr = "text after the document"; return JSON_ERROR; }
      return JSON_END;
    }
    if( p->i>=p->n ){ p->zErr = "an unexpected end"; return JSON_ERROR; }
    c = p->z[p->i];
    cTop = p->nDepth ? p->aStack[p->nDepth-1] : 0;
    switch( p->eWant ){
      case JSON_WANT_VALUE_OR_END: if( c==']' ) return jsonReadClose(p, c);
                                  return jsonReadValue(p, c);
      case JSON_WANT_KEY_OR_END:   if( c=='}' ) return jsonReadClose(p, c);
                                  return jsonReadKey(p, c);
      case JSON_WANT_KEY:          return jsonReadKey(p, c);
      case JSON_WANT_VALUE:        return jsonReadValue(p, c);
      default: break;
    }
    if( c==(cTop=='[' ? ']' : '}') ) return jsonReadClose(p, c);
    if( c!=',' ){ p->zErr = "a missing comma"; return JSON_ERROR; }
    p->i++;
    p->eWant = cTop=='[' ? JSON_WANT_VALUE : JSON_WANT_KEY;
  }
}

/* Append the UTF-8 of code point u. */
static void jsonReadPutUtf8(CoreBuf *b, uint32_t u){
  char a[4];
  size_t n;
  if( u<0x80 ){ a[0] = (char)u; n = 1; }
  else if( u<0x800 ){ a[0] = (char)(0xC0|(u>>6)); a[1] = (char)(0x80|(u&0x3F)); n = 2; }
  else if( u<0x10000 ){
    a[0] = (char)(0xE0|(u>>12)); a[1] = (char)(0x80|((u>>6)&0x3F));
    a[2] = (char)(0x80|(u&0x3F)); n = 3;
  }else{
    a[0] = (char)(0xF0|(u>>18)); a[1] = (char)(0x80|((u>>12)&0x3F));
    a[2] = (char)(0x80|((u>>6)&0x3F)); a[3] = (char)(0x80|(u&0x3F)); n = 4;
  }
  coreBufAppend(b, a, n);
}

/* The four hex digits at z as a number. */
static uint32_t jsonReadHex4(const char *z){
  uint32_t u = 0;
  int k;
  for(k=0; k<4; k++) u = u*16 + coreHexValue((unsigned char)z[k]);
  return u;
}

/* Decode the (checked) content s of a JSON string into b; a lone
** surrogate becomes U+FFFD. */
void jsonReadDecode(CoreBuf *b, Span s){
  size_t i = 0;
  b->n = 0;
  while( i<s.n ){
    char c = s.z[i];
    if( c!='\\' ){ coreBufAppendByte(b, c); i++; continue; }
    c = s.z[i+1];
    if( c!='u' ){
      static const char azFrom[] = "\"\\/bfnrt", azTo[] = "\"\\/\b\f\n\r\t";
      coreBufAppendByte(b, azTo[strchr(azFrom, c) - azFrom]);
      i += 2;
      continue;
    }
    {
      uint32_t u = jsonReadHex4(s.z + i + 2);
      i += 6;
      if( u>=0xD800 && u<0xDC00 && i+6<=s.n && s.z[i]=='\\' && s.z[i+1]=='u' ){
        uint32_t v = jsonReadHex4(s.z + i + 2);
        if( v>=0xDC00 && v<0xE000 ){
          u = 0x10000 + ((u - 0xD800)<<10) + (v - 0xDC00);
          i += 6;
        }
      }
      if( u>=0xD800 && u<0xE000 ) u = 0xFFFD;
      jsonReadPutUtf8(b, u);
    }
  }
}

JsonTok jsonReadSkip(JsonReader *p){
  int nDepth = p->nDepth - 1;
  JsonTok t = JSON_ARRAY;
  while( p->nDepth>nDepth && t!=JSON_ERROR ) t = jsonReadNext(p);
  return t;
}

int jsonReadIs(Span s, const char *z){
  size_t n = strlen(z);
  return s.n==n && memcmp(s.z, z, n)==0;
}
