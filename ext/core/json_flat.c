/*
** json_flat.c: the flat JSON reader of json_flat.h, over the strict token
** reader of json_read.c: this file only checks the shape (one array or
** object, its members one at a time), decodes strings (refusing a lone
** surrogate escape) and skips nested values token by token.  Start at
** jsonFlatNext.
*/
#include "json_flat.h"

/* 1 when b is JSON white space. */
static int jsonFlatIsWs(char b){
  return b==' ' || b=='\t' || b=='\n' || b=='\r';
}

/* Start reading z[0..n) as an array ('[') or object ('{'): 0, or 1 when
** it is not one. */
int jsonFlatOpen(JsonFlat *p, const char *z, size_t n, char cOpen){
  size_t i = 0, j = n;
  p->cClose = cOpen=='[' ? ']' : '}';
  p->bEnd = 0;
  while( i<n && jsonFlatIsWs(z[i]) ) i++;
  while( j>i && jsonFlatIsWs(z[j-1]) ) j--;
  /* the opening bracket starts the text and the closing one ends it */
  if( i>=n || z[i]!=cOpen || j<=i+1 || z[j-1]!=p->cClose ) return 1;
  p->iLast = j - 1;
  jsonReadInit(&p->rd, z, n);
  jsonReadNext(&p->rd);         /* the opening bracket */
  return 0;
}

/* The four hex digits at z as a number. */
static unsigned jsonFlatHex4(const char *z){
  unsigned u = 0;
  int k;
  for(k=0; k<4; k++) u = u*16 + (unsigned)coreHexValue((unsigned char)z[k]);
  return u;
}

/* 1 when the (checked) content s of a string has a \u escape of a
** surrogate that is not a high one followed by a low one. */
static int jsonFlatLoneSurrogate(Span s){
  size_t i = 0;
  while( i<s.n ){
    unsigned u;
    if( s.z[i]!='\\' ){ i++; continue; }
    if( s.z[i+1]!='u' ){ i += 2; continue; }
    u = jsonFlatHex4(s.z + i + 2);
    i += 6;
    if( u>=0xDC00 && u<0xE000 ) return 1;
    if( u>=0xD800 && u<0xDC00 ){
      if( i+6>s.n || s.z[i]!='\\' || s.z[i+1]!='u' ) return 1;
      u = jsonFlatHex4(s.z + i + 2);
      if( u<0xDC00 || u>=0xE000 ) return 1;
      i += 6;
    }
  }
  return 0;
}

/* Decode the string token s into b: 0, -1 (a lone surrogate), -2 (out of
** memory). */
static int jsonFlatString(Span s, CoreBuf *b){
  if( jsonFlatLoneSurrogate(s) ) return -1;
  return jsonReadDecode(b, s) ? -2 : 0;
}

/* Skip the rest of the nested value just opened (its strings and keys
** checked as members' are): 0 or -1. */
static int jsonFlatSkip(JsonFlat *p){
  int nDepth = p->rd.nDepth - 1;
  while( p->rd.nDepth>nDepth ){
    JsonReadTok t = jsonReadNext(&p->rd);
    if( t==JREAD_ERROR ) return -1;
    if( (t==JREAD_STRING || t==JREAD_KEY) && jsonFlatLoneSurrogate(p->rd.tok) ){
      return -1;
    }
  }
  return 0;
}

/* The value whose first token t was just read into *pV (a string into
** pStr): 0, -1 or -2. */
static int jsonFlatValue(JsonFlat *p, JsonReadTok t, CoreBuf *pStr,
                         JsonFlatValue *pV){
  Span tok = p->rd.tok;
  pV->raw = tok;
  switch( t ){
    case JREAD_STRING:
      pV->eType = JSON_FLAT_STRING;
      pV->raw.z = tok.z - 1;
      pV->raw.n = tok.n + 2;
      return jsonFlatString(tok, pStr);
    case JREAD_NUMBER:
      pV->eType = JSON_FLAT_NUMBER;
      return coreParseNumber(tok.z, tok.n, &pV->r) ? 0 : -1;
    case JREAD_LITERAL:
      pV->eType = tok.z[0]=='t' ? JSON_FLAT_TRUE
                : tok.z[0]=='f' ? JSON_FLAT_FALSE : JSON_FLAT_NULL;
      return 0;
    case JREAD_ARRAY: case JREAD_OBJECT: {
      size_t i0 = p->rd.i - 1;  /* the opening bracket */
      pV->eType = JSON_FLAT_OTHER;
      if( jsonFlatSkip(p) ) return -1;
      pV->raw.z = p->rd.z + i0;
      pV->raw.n = p->rd.i - i0;
      return 0;
    }
    default:
      return -1;
  }
}

/* 1 unless a ',' or the final closing bracket follows the member just
** read (so a member is given only when the text goes on as JSON may). */
static int jsonFlatAfter(const JsonFlat *p){
  size_t i = p->rd.i;
  while( i<p->rd.n && jsonFlatIsWs(p->rd.z[i]) ) i++;
  return i!=p->iLast && (i>=p->rd.n || p->rd.z[i]!=',');
}

/* The next member: 1 (its value in *pV), 0 at the end, -1 not JSON of that
** shape, -2 out of memory. */
int jsonFlatNext(JsonFlat *p, CoreBuf *pKey, CoreBuf *pStr, JsonFlatValue *pV){
  JsonReadTok t;
  int rc;
  pV->eType = JSON_FLAT_NULL;
  pV->r = 0;
  pV->raw.z = NULL;
  pV->raw.n = 0;
  pStr->n = 0;
  if( pKey ) pKey->n = 0;
  if( p->bEnd ) return 0;
  t = jsonReadNext(&p->rd);
  if( t==JREAD_ARRAY_END || t==JREAD_OBJECT_END ){
    p->bEnd = 1;
    return jsonReadNext(&p->rd)==JREAD_END ? 0 : -1;
  }
  if( p->cClose=='}' ){
    if( t!=JREAD_KEY || pKey==NULL ) return -1;
    rc = jsonFlatString(p->rd.tok, pKey);
    if( rc ) return rc;
    t = jsonReadNext(&p->rd);
  }
  rc = jsonFlatValue(p, t, pStr, pV);
  return rc ? rc : jsonFlatAfter(p) ? -1 : 1;
}
