/*
** json_read.c: the strict JSON reader of json_read.h.  Scalars are read
** by small functions (strings, numbers, literals); jsonReadNext is a state
** machine over what may come next, with the open containers on an explicit
** stack.  Start at jsonReadNext.
*/
#include "json_read.h"

#include <string.h>

/* What the reader expects next (JsonRead.eWant). */
#define JREAD_WANT_VALUE        0
#define JREAD_WANT_VALUE_OR_END 1   /* after '[' */
#define JREAD_WANT_KEY_OR_END   2   /* after '{' */
#define JREAD_WANT_KEY          3   /* after ',' in an object */
#define JREAD_WANT_AFTER        4   /* after a value: ',' or a closing bracket */

void jsonReadInit(JsonRead *p, const char *z, size_t n){
  memset(p, 0, sizeof(*p));
  p->z = z;
  p->n = n;
}

/* Skip JSON white space. */
static void jreadWs(JsonRead *p){
  while( p->i<p->n && (p->z[p->i]==' ' || p->z[p->i]=='\t'
                       || p->z[p->i]=='\n' || p->z[p->i]=='\r') ) p->i++;
}

/* Read a string whose opening quote is at p->i: its content in p->tok. */
static int jreadString(JsonRead *p){
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

/* Skip a run of digits: the number of digits skipped. */
static size_t jreadDigits(JsonRead *p){
  size_t i0 = p->i;
  while( p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]) ) p->i++;
  return p->i - i0;
}

/* Read a number (RFC 8259 grammar) into p->tok. */
static int jreadNumber(JsonRead *p){
  size_t i0 = p->i;
  if( p->i<p->n && p->z[p->i]=='-' ) p->i++;
  if( p->i<p->n && p->z[p->i]=='0' ){
    p->i++;
  }else if( jreadDigits(p)==0 ){
    p->zErr = "a bad number"; return -1;
  }
  if( p->i<p->n && p->z[p->i]=='.' ){
    p->i++;
    if( jreadDigits(p)==0 ){ p->zErr = "a bad number"; return -1; }
  }
  if( p->i<p->n && (p->z[p->i]=='e' || p->z[p->i]=='E') ){
    p->i++;
    if( p->i<p->n && (p->z[p->i]=='+' || p->z[p->i]=='-') ) p->i++;
    if( jreadDigits(p)==0 ){ p->zErr = "a bad number"; return -1; }
  }
  p->tok.z = p->z + i0;
  p->tok.n = p->i - i0;
  return 0;
}

/* Read a scalar value at p->i: string, number, true, false or null. */
static JsonReadTok jreadScalar(JsonRead *p){
  static const char *const azLit[] = { "true", "false", "null" };
  size_t k;
  char c = p->z[p->i];
  if( c=='"' ) return jreadString(p) ? JREAD_ERROR : JREAD_STRING;
  if( c=='-' || coreIsDigit((unsigned char)c) ){
    return jreadNumber(p) ? JREAD_ERROR : JREAD_NUMBER;
  }
  for(k=0; k<3; k++){
    size_t nLit = strlen(azLit[k]);
    if( p->n - p->i>=nLit && memcmp(p->z + p->i, azLit[k], nLit)==0 ){
      p->tok.z = p->z + p->i; p->tok.n = nLit; p->i += nLit;
      return JREAD_LITERAL;
    }
  }
  p->zErr = "an unexpected character";
  return JREAD_ERROR;
}

/* Open a container at p->i. */
static JsonReadTok jreadOpen(JsonRead *p, char c){
  if( p->nDepth>=JREAD_MAX_DEPTH ){
    p->zErr = "nesting too deep"; return JREAD_ERROR;
  }
  p->aStack[p->nDepth++] = c;
  p->i++;
  p->eWant = c=='[' ? JREAD_WANT_VALUE_OR_END : JREAD_WANT_KEY_OR_END;
  return c=='[' ? JREAD_ARRAY : JREAD_OBJECT;
}

/* Close the innermost container at p->i. */
static JsonReadTok jreadClose(JsonRead *p, char c){
  p->nDepth--;
  p->i++;
  p->eWant = JREAD_WANT_AFTER;
  if( p->nDepth==0 ) p->bDone = 1;
  return c==']' ? JREAD_ARRAY_END : JREAD_OBJECT_END;
}

/* A value at p->i. */
static JsonReadTok jreadValue(JsonRead *p, char c){
  JsonReadTok t;
  if( c=='[' || c=='{' ) return jreadOpen(p, c);
  t = jreadScalar(p);
  p->eWant = JREAD_WANT_AFTER;
  if( p->nDepth==0 ) p->bDone = 1;
  return t;
}

/* A key and its ':' at p->i. */
static JsonReadTok jreadKey(JsonRead *p, char c){
  if( c!='"' ){ p->zErr = "a key that is not a string"; return JREAD_ERROR; }
  if( jreadString(p) ) return JREAD_ERROR;
  jreadWs(p);
  if( p->i>=p->n || p->z[p->i]!=':' ){
    p->zErr = "a missing ':'"; return JREAD_ERROR;
  }
  p->i++;
  p->eWant = JREAD_WANT_VALUE;
  return JREAD_KEY;
}

JsonReadTok jsonReadNext(JsonRead *p){
  for(;;){
    char c, cTop;
    if( p->zErr ) return JREAD_ERROR;
    jreadWs(p);
    if( p->bDone ){
      if( p->i<p->n ){ p->zErr = "text after the document"; return JREAD_ERROR; }
      return JREAD_END;
    }
    if( p->i>=p->n ){ p->zErr = "an unexpected end"; return JREAD_ERROR; }
    c = p->z[p->i];
    cTop = p->nDepth ? p->aStack[p->nDepth-1] : 0;
    switch( p->eWant ){
      case JREAD_WANT_VALUE_OR_END: if( c==']' ) return jreadClose(p, c);
                                    return jreadValue(p, c);
      case JREAD_WANT_KEY_OR_END:   if( c=='}' ) return jreadClose(p, c);
                                    return jreadKey(p, c);
      case JREAD_WANT_KEY:          return jreadKey(p, c);
      case JREAD_WANT_VALUE:        return jreadValue(p, c);
      default: break;
    }
    if( c==(cTop=='[' ? ']' : '}') ) return jreadClose(p, c);
    if( c!=',' ){ p->zErr = "a missing comma"; return JREAD_ERROR; }
    p->i++;
    p->eWant = cTop=='[' ? JREAD_WANT_VALUE : JREAD_WANT_KEY;
  }
}

JsonReadTok jsonReadSkip(JsonRead *p){
  int nDepth = p->nDepth - 1;
  JsonReadTok t = JREAD_ARRAY;
  while( p->nDepth>nDepth && t!=JREAD_ERROR ) t = jsonReadNext(p);
  return t;
}

/* Append the UTF-8 of code point u. */
static void jreadPutUtf8(CoreBuf *b, uint32_t u){
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
static uint32_t jreadHex4(const char *z){
  uint32_t u = 0;
  int k;
  for(k=0; k<4; k++) u = u*16 + coreHexValue((unsigned char)z[k]);
  return u;
}

/* The code point of the \u escape at s.z[*pi] (and of the low surrogate
** escape after a high one), *pi moved past them. */
static uint32_t jreadEscapeU(Span s, size_t *pi){
  size_t i = *pi;
  uint32_t u = jreadHex4(s.z + i + 2);
  i += 6;
  if( u>=0xD800 && u<0xDC00 && i+6<=s.n && s.z[i]=='\\' && s.z[i+1]=='u' ){
    uint32_t v = jreadHex4(s.z + i + 2);
    if( v>=0xDC00 && v<0xE000 ){
      u = 0x10000 + ((u - 0xD800)<<10) + (v - 0xDC00);
      i += 6;
    }
  }
  *pi = i;
  return (u>=0xD800 && u<0xE000) ? 0xFFFD : u;
}

int jsonReadDecode(CoreBuf *b, Span s){
  size_t i = 0;
  b->n = 0;
  while( i<s.n ){
    size_t j = i;
    char c;
    while( j<s.n && s.z[j]!='\\' ) j++;
    coreBufAppend(b, s.z + i, j - i);
    if( j>=s.n ) break;
    c = s.z[j+1];
    i = j;
    if( c=='u' ){
      jreadPutUtf8(b, jreadEscapeU(s, &i));
    }else{
      static const char azFrom[] = "\"\\/bfnrt", azTo[] = "\"\\/\b\f\n\r\t";
      coreBufAppendByte(b, azTo[strchr(azFrom, c) - azFrom]);
      i += 2;
    }
  }
  return b->oom ? -1 : 0;
}
