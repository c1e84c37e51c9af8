/*
** doc_shape.c: docShape, what a document argument is before it is parsed
** (see doc_shape.h).  Start at docShape.
*/
#include "doc_shape.h"

#include <string.h>

/* s without white space or a UTF-8 byte order mark at either end. */
static Span docTrim(Span s){
  if( s.n>=3 && memcmp(s.z, "\xef\xbb\xbf", 3)==0 ){ s.z += 3; s.n -= 3; }
  return coreTrim(s);
}

int docHasLineBreak(Span s){
  s = docTrim(s);
  return s.n>0 && (memchr(s.z, '\n', s.n)!=NULL || memchr(s.z, '\r', s.n)!=NULL);
}

/* 1 if s holds white space or a control byte (a URL or a path is one
** word of printable text: gzip or other binary bytes are not one). */
static int docHasSpace(Span s){
  size_t i;
  for(i=0; i<s.n; i++){
    unsigned char c = (unsigned char)s.z[i];
    if( c<=0x20 || c==0x7f ) return 1;
  }
  return 0;
}

/* The length of the URL scheme s starts with (RFC 3986: ALPHA *( ALPHA /
** DIGIT / "+" / "-" / "." )) when "://" follows it, else 0. */
static size_t docSchemeLen(Span s){
  size_t i = 0;
  if( s.n==0 || !coreIsAlpha((unsigned char)s.z[0]) ) return 0;
  while( i<s.n && (coreIsAlpha((unsigned char)s.z[i])
         || coreIsDigit((unsigned char)s.z[i]) || s.z[i]=='+' || s.z[i]=='-'
         || s.z[i]=='.') ) i++;
  return (s.n-i>3 && memcmp(s.z+i, "://", 3)==0) ? i : 0;
}

int docIsUrl(Span s){
  s = docTrim(s);
  return docSchemeLen(s)>0 && !docHasSpace(s);   /* the short test first */
}

/* 1 if the token s is a file path: a drive letter and a separator
** ("C:\x", "C:/x"), or no ':' and a '/' or '\' or a ".txt"/".xml" ending;
** never a character file names avoid (< > " | ? *), so that a one-line
** XML document is not a path. */
static int docIsPath(Span s){
  int bSep = 0;
  size_t i = 0;
  if( s.n>=3 && coreIsAlpha((unsigned char)s.z[0]) && s.z[1]==':'
   && (s.z[2]=='\\' || s.z[2]=='/') ){
    i = 2;
    bSep = 1;
  }
  for(; i<s.n; i++){
    if( strchr(":<>\"|?*", s.z[i])!=NULL ) return 0;
    if( s.z[i]=='/' || s.z[i]=='\\' ) bSep = 1;
  }
  if( !bSep && s.n>4 ){
    bSep = coreSpanEqNoCase(s.z+s.n-4, 4, ".txt", 4)
        || coreSpanEqNoCase(s.z+s.n-4, 4, ".xml", 4);
  }
  return bSep;
}

/* 1 if the one line s holds an escaped line break: \n or \r, or \x0A or
** \x0D in either case. */
static int docHasEscape(Span s){
  size_t i;
  for(i=0; i+1<s.n; i++){
    if( s.z[i]!='\\' ) continue;
    if( s.z[i+1]=='n' || s.z[i+1]=='r' ) return 1;
    if( i+3<s.n && (s.z[i+1]=='x' || s.z[i+1]=='X') && s.z[i+2]=='0'
     && ((s.z[i+3]|0x20)=='a' || (s.z[i+3]|0x20)=='d') ) return 1;
  }
  return 0;
}

/* Bytes of a document that docShape reads: a URL or a path is far
** shorter, and a longer document is read no further (constant cost, so
** a 256 MB argument is not scanned before its reader starts). */
#define DOC_SHAPE_SCAN (512*1024)

int docShape(const char *z, size_t n){
  Span s;
  if( n>DOC_SHAPE_SCAN ){
    Span head = { z, DOC_SHAPE_SCAN };
    if( memchr(z, '\n', DOC_SHAPE_SCAN)!=NULL || memchr(z, '\r', DOC_SHAPE_SCAN)!=NULL ){
      return DOC_SHAPE_LINES;
    }
    return docHasEscape(head) ? DOC_SHAPE_ESCAPED : DOC_SHAPE_LINE;
  }
  s = docTrim((Span){ z, n });
  if( s.n==0 || memchr(s.z, '\n', s.n)!=NULL || memchr(s.z, '\r', s.n)!=NULL ){
    return DOC_SHAPE_LINES;
  }
  if( !docHasSpace(s) ){                /* one word of printable text */
    if( docSchemeLen(s)>0 ) return DOC_SHAPE_URL;
    if( docIsPath(s) ) return DOC_SHAPE_PATH;
  }
  return docHasEscape(s) ? DOC_SHAPE_ESCAPED : DOC_SHAPE_LINE;
}
