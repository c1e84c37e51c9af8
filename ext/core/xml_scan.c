/*
** xml_scan.c: the XML tokenizer of the sitemap reader (see xml_scan.h).
** One memchr-driven loop per token kind, no recursion, no element stack:
** xmlNext hands back spans into the caller's window, and xmlDecode turns
** character data into UTF-8 with the predefined, numeric and HTML entities
** decoded.  A user-defined (DTD) entity is never expanded.  Start at xmlNext.
*/
#include "xml_scan.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Character classes of name bytes (see xml_scan.h): ASCII letters, '_',
** ':' and every byte >= 0x80 start and continue a name; digits, '-' and '.'
** only continue one. */
const unsigned char xmlCharClass[256] = {
  0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,
  0,0,0,0,0,0,0,0,0,0,0,0,0,2,2,0,2,2,2,2,2,2,2,2,2,2,3,0,0,0,0,0,
  0,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,0,0,0,0,3,
  0,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,0,0,0,0,0,
  3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,
  3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,
  3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,
  3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,
};

#define xmlIsNameStart(c) (xmlCharClass[(unsigned char)(c)] & XML_C_START)
#define xmlIsNameChar(c)  (xmlCharClass[(unsigned char)(c)] & XML_C_NAME)

/* Offset of the first occurrence of pat[0..np) in z[i..n), or n if none. */
static size_t xmlFind(const char *z, size_t n, size_t i, const char *pat,
                      size_t np){
  while( i+np<=n ){
    const char *e = memchr(z+i, pat[0], n-i-np+1);
    if( e==NULL ) break;
    i = (size_t)(e - z);
    if( memcmp(z+i, pat, np)==0 ) return i;
    i++;
  }
  return n;
}

/* A token runs past the window: ask for more, or report truncation. */
static int xmlIncomplete(XmlScan *p, XmlToken *t){
  if( !p->bFinal ) return t->eType = XML_MORE;
  t->eErr = XML_E_TRUNCATED;
  p->i = p->n;
  return t->eType = XML_EOF;
}

/* Scan a name from z[i]; set the qualified and local name of a tag.
** Returns the offset after the name. */
static size_t xmlScanName(XmlToken *t, const char *z, size_t n, size_t i){
  size_t j = i, k = i;
  while( j<n && xmlIsNameChar(z[j]) ){
    if( z[j]==':' ) k = j+1;
    j++;
  }
  t->name.z = z+i;
  t->name.n = j-i;
  t->local.z = z+k;
  t->local.n = j-k;
  return j;
}

/* <name attrs> or <name attrs/>: p->i is at '<'. */
static int xmlStartTag(XmlScan *p, XmlToken *t){
  const char *z = p->z;
  size_t n = p->n, j, a;
  j = xmlScanName(t, z, n, p->i+1);
  if( j>=n ) return xmlIncomplete(p, t);
  a = j;
  while( j<n ){
    char c = z[j];
    if( c=='>' ){
      t->attrs.z = z+a;
      t->attrs.n = j-a;
      if( j>a && z[j-1]=='/' ){ t->bEmpty = 1; t->attrs.n--; }
      p->i = j+1;
      return t->eType = XML_START;
    }
    if( c=='"' || c=='\'' ){
      const char *e = memchr(z+j+1, c, n-j-1);
      if( e==NULL ) break;
      j = (size_t)(e - z) + 1;
      continue;
    }
    if( c=='<' ){                    /* "<a <b>": end the tag here */
      t->eErr = XML_E_BAD_ATTR;
      t->attrs.z = z+a;
      t->attrs.n = j-a;
      p->i = j;
      return t->eType = XML_START;
    }
    j++;
  }
  return xmlIncomplete(p, t);
}

/* </name>: p->i is at '<'. */
static int xmlEndTag(XmlScan *p, XmlToken *t){
  const char *z = p->z;
  size_t n = p->n, j, k;
  j = xmlScanName(t, z, n, p->i+2);
  if( j>=n ) return xmlIncomplete(p, t);
  if( t->name.n==0 ) t->eErr = XML_E_BAD_END;
  if( t->name.n && j<n && z[j]=='>' ){ p->i = j+1; return t->eType = XML_END; }
  for(k=j; k<n && z[k]!='>' && z[k]!='<'; k++){
    if( !coreIsSpace((unsigned char)z[k]) ) t->eErr = XML_E_BAD_END;
  }
  if( k>=n ) return xmlIncomplete(p, t);
  if( z[k]=='<' ){ t->eErr = XML_E_BAD_END; p->i = k; }
  else p->i = k+1;
  return t->eType = XML_END;
}

/* Markup delimited by zOpen ... zClose, e.g. comments, CDATA and PIs. */
static int xmlDelimited(XmlScan *p, XmlToken *t, int eType, size_t nOpen,
                        const char *zClose, size_t nClose){
  size_t e = xmlFind(p->z, p->n, p->i+nOpen, zClose, nClose);
  if( e>=p->n ) return xmlIncomplete(p, t);
  t->text.z = p->z + p->i + nOpen;
  t->text.n = e - (p->i + nOpen);
  p->i = e + nClose;
  return t->eType = eType;
}

/* <!DOCTYPE ...>, skipping quoted strings, the internal subset and the
** comments in it; text is everything after the keyword. */
static int xmlDoctype(XmlScan *p, XmlToken *t){
  const char *z = p->z;
  size_t n = p->n, j = p->i+9;
  int inSubset = 0;
  while( j<n ){
    char c = z[j];
    if( c=='"' || c=='\'' ){
      const char *e = memchr(z+j+1, c, n-j-1);
      if( e==NULL ) break;
      j = (size_t)(e - z) + 1;
      continue;
    }
    if( inSubset && c=='<' ){
      if( j+4>n ) break;
      if( memcmp(z+j, "<!--", 4)==0 ){
        size_t e = xmlFind(z, n, j+4, "-->", 3);
        if( e>=n ) break;
        j = e+3;
        continue;
      }
    }
    if( c=='[' ) inSubset = 1;
    else if( c==']' ) inSubset = 0;
    else if( c=='>' && !inSubset ){
      t->text.z = z + p->i + 9;
      t->text.n = j - (p->i + 9);
      p->i = j+1;
      return t->eType = XML_DOCTYPE;
    }
    j++;
  }
  return xmlIncomplete(p, t);
}

/* Everything that starts with "<!". */
static int xmlBang(XmlScan *p, XmlToken *t){
  const char *z = p->z + p->i;
  size_t left = p->n - p->i;
  if( left>=4 && memcmp(z, "<!--", 4)==0 ){
    return xmlDelimited(p, t, XML_COMMENT, 4, "-->", 3);
  }
  if( left>=9 && memcmp(z, "<![CDATA[", 9)==0 ){
    return xmlDelimited(p, t, XML_CDATA, 9, "]]>", 3);
  }
  if( left>=9 && coreStartsWithNoCase(z, left, "<!DOCTYPE") ){
    return xmlDoctype(p, t);
  }
  if( left<9 && !p->bFinal ) return t->eType = XML_MORE;
  t->eErr = XML_E_BAD_DECL;
  return xmlDelimited(p, t, XML_COMMENT, 2, ">", 1);
}

int xmlNext(XmlScan *p, XmlToken *t){
  const char *z = p->z;
  size_t n = p->n, i = p->i;
  char c;
  t->eErr = 0;
  t->bEmpty = 0;
  t->iStart = i;
  if( i>=n ) return t->eType = p->bFinal ? XML_EOF : XML_MORE;
  if( z[i]!='<' ){
    const char *e;
    size_t j;
    for(j=i; j<n && j<i+8 && z[j]!='<'; j++){}  /* short runs: no call */
    e = j<n && z[j]=='<' ? z+j : memchr(z+j, '<', n-j);
    if( e==NULL ){
      j = n;                       /* text so far; more may follow */
    }else{
      j = (size_t)(e - z);
    }
    t->text.z = z+i;
    t->text.n = j-i;
    p->i = j;
    return t->eType = XML_TEXT;
  }
  if( i+1>=n ) return xmlIncomplete(p, t);
  c = z[i+1];
  if( xmlIsNameStart(c) ) return xmlStartTag(p, t);
  if( c=='/' ) return xmlEndTag(p, t);
  if( c=='!' ) return xmlBang(p, t);
  if( c=='?' ){
    int rc = xmlDelimited(p, t, XML_PI, 2, "?>", 2);
    if( rc==XML_PI ){
      size_t k = 0;
      while( k<t->text.n && xmlIsNameChar(t->text.z[k]) ) k++;
      t->name.z = t->text.z;
      t->name.n = k;
      t->local = t->name;
    }
    return rc;
  }
  /* A '<' that starts nothing: keep it as text up to the next '<'. */
  {
    const char *e = memchr(z+i+1, '<', n-i-1);
    size_t j = e ? (size_t)(e - z) : n;
    t->eErr = XML_E_BAD_LT;
    t->text.z = z+i;
    t->text.n = j-i;
    p->i = j;
    return t->eType = XML_TEXT;
  }
}

/* ---- entities ---------------------------------------------------------- */

/* HTML 4 names of U+00A0 .. U+00FF, in code point order. */
static const char *const xmlLatin1Names[96] = {
  "nbsp","iexcl","cent","pound","curren","yen","brvbar","sect",
  "uml","copy","ordf","laquo","not","shy","reg","macr",
  "deg","plusmn","sup2","sup3","acute","micro","para","middot",
  "cedil","sup1","ordm","raquo","frac14","frac12","frac34","iquest",
  "Agrave","Aacute","Acirc","Atilde","Auml","Aring","AElig","Ccedil",
  "Egrave","Eacute","Ecirc","Euml","Igrave","Iacute","Icirc","Iuml",
  "ETH","Ntilde","Ograve","Oacute","Ocirc","Otilde","Ouml","times",
  "Oslash","Ugrave","Uacute","Ucirc","Uuml","Yacute","THORN","szlig",
  "agrave","aacute","acirc","atilde","auml","aring","aelig","ccedil",
  "egrave","eacute","ecirc","euml","igrave","iacute","icirc","iuml",
  "eth","ntilde","ograve","oacute","ocirc","otilde","ouml","divide",
  "oslash","ugrave","uacute","ucirc","uuml","yacute","thorn","yuml"
};

/* Other named entities that turn up in hand-written sitemaps and feeds. */
static const struct { const char *zName; unsigned cp; } xmlOtherNames[] = {
  {"amp",'&'}, {"lt",'<'}, {"gt",'>'}, {"quot",'"'}, {"apos",'\''},
  {"ndash",0x2013}, {"mdash",0x2014}, {"lsquo",0x2018}, {"rsquo",0x2019},
  {"sbquo",0x201A}, {"ldquo",0x201C}, {"rdquo",0x201D}, {"bdquo",0x201E},
  {"hellip",0x2026}, {"euro",0x20AC}, {"trade",0x2122}, {"bull",0x2022},
  {"dagger",0x2020}, {"permil",0x2030}, {"OElig",0x152}, {"oelig",0x153},
  {"Scaron",0x160}, {"scaron",0x161}, {"Yuml",0x178}, {"ensp",0x2002},
  {"emsp",0x2003}, {"thinsp",0x2009}, {"lrm",0x200E}, {"rlm",0x200F},
};
#define XML_N_PREDEFINED 5   /* the first five of xmlOtherNames */

/* Code point of the entity name z[0..n): 0 if unknown.  *pHtml is set for
** a name that only HTML defines. */
static unsigned xmlEntityValue(const char *z, size_t n, int *pHtml){
  size_t k;
  for(k=0; k<sizeof(xmlOtherNames)/sizeof(xmlOtherNames[0]); k++){
    const char *e = xmlOtherNames[k].zName;
    if( strlen(e)==n && memcmp(e, z, n)==0 ){
      *pHtml = k>=XML_N_PREDEFINED;
      return xmlOtherNames[k].cp;
    }
  }
  for(k=0; k<96; k++){
    const char *e = xmlLatin1Names[k];
    if( strlen(e)==n && memcmp(e, z, n)==0 ){
      *pHtml = 1;
      return (unsigned)(0xA0 + k);
    }
  }
  return 0;
}

int xmlPutUtf8(CoreBuf *pOut, unsigned c){
  char a[4];
  size_t n;
  if( c<0x80 ){ a[0] = (char)c; n = 1; }
  else if( c<0x800 ){
    a[0] = (char)(0xC0 | (c>>6)); a[1] = (char)(0x80 | (c&0x3F)); n = 2;
  }else if( c<0x10000 ){
    a[0] = (char)(0xE0 | (c>>12)); a[1] = (char)(0x80 | ((c>>6)&0x3F));
    a[2] = (char)(0x80 | (c&0x3F)); n = 3;
  }else{
    a[0] = (char)(0xF0 | (c>>18)); a[1] = (char)(0x80 | ((c>>12)&0x3F));
    a[2] = (char)(0x80 | ((c>>6)&0x3F)); a[3] = (char)(0x80 | (c&0x3F)); n = 4;
  }
  return coreBufAppend(pOut, a, n);
}

/* 1 if c may appear in an XML 1.0 document. */
static int xmlIsChar(unsigned c){
  if( c<0x20 ) return c==0x9 || c==0xA || c==0xD;
  if( c<0xD800 ) return 1;
  if( c<0xE000 ) return 0;
  if( c<0xFFFE ) return 1;
  return c>=0x10000 && c<=0x10FFFF;
}

/* Parse a reference at z[0..n) (z[0]=='&').  Returns its length (0 if it
** is not one) and sets *pCp and *pKind: 0 char ref, 1 XML, 2 HTML, 3 unknown. */
static size_t xmlParseRef(const char *z, size_t n, unsigned *pCp, int *pKind){
  size_t j = 1;
  if( n>2 && z[1]=='#' ){
    int hex = (z[2]=='x');
    unsigned v = 0;
    size_t d0;
    j = hex ? 3 : 2;
    d0 = j;
    while( j<n && (hex ? coreIsXDigit((unsigned char)z[j])
                       : coreIsDigit((unsigned char)z[j])) ){
      unsigned dv = coreIsDigit((unsigned char)z[j]) ? (unsigned)(z[j]-'0')
                  : (unsigned)(coreToLower((unsigned char)z[j])-'a'+10);
      if( v<=0x10FFFF ) v = v*(hex ? 16u : 10u) + dv;
      j++;
    }
    if( j==d0 || j>=n || z[j]!=';' ) return 0;
    *pCp = v;
    *pKind = 0;
    return j+1;
  }
  if( n<2 || !xmlIsNameStart(z[1]) ) return 0;
  while( j<n && j<40 && xmlIsNameChar(z[j]) ) j++;
  if( j>=n || z[j]!=';' ) return 0;
  {
    int bHtml = 0;
    unsigned cp = xmlEntityValue(z+1, j-1, &bHtml);
    *pCp = cp;
    *pKind = cp==0 ? 3 : bHtml ? 2 : 1;
  }
  return j+1;
}

int xmlDecode(const char *z, size_t n, CoreBuf *pOut, unsigned *pFlags){
  size_t i = 0;
  while( i<n ){
    const char *e = memchr(z+i, '&', n-i);
    size_t j = e ? (size_t)(e - z) : n, len;
    unsigned cp = 0;
    int kind = 0;
    if( j>i && coreBufAppend(pOut, z+i, j-i) ) return -1;
    if( j>=n ) break;
    len = xmlParseRef(z+j, n-j, &cp, &kind);
    if( len==0 ){
      *pFlags |= XML_D_BARE_AMP;
      coreBufAppendByte(pOut, '&');
      i = j+1;
      continue;
    }
    if( kind==3 ){
      *pFlags |= XML_D_UNKNOWN_ENTITY;
      coreBufAppend(pOut, z+j, len);
    }else if( kind==0 && !xmlIsChar(cp) ){
      *pFlags |= XML_D_BAD_CHARREF;
      xmlPutUtf8(pOut, 0xFFFD);
    }else{
      if( kind==2 ) *pFlags |= XML_D_HTML_ENTITY;
      xmlPutUtf8(pOut, cp);
    }
    i = j+len;
  }
  return pOut->oom ? -1 : 0;
}

/* ---- attributes and lines --------------------------------------------- */

int xmlNextAttr(Span *pAttrs, Span *pName, Span *pValue){
  const char *z = pAttrs->z;
  size_t n = pAttrs->n, i = 0;
  while( i<n ){
    size_t a;
    while( i<n && coreIsSpace((unsigned char)z[i]) ) i++;
    a = i;
    while( i<n && z[i]!='=' && !coreIsSpace((unsigned char)z[i]) ) i++;
    if( i==a ){ if( i<n ) i++; continue; }
    pName->z = z+a;
    pName->n = i-a;
    while( i<n && coreIsSpace((unsigned char)z[i]) ) i++;
    if( i>=n || z[i]!='=' ) continue;          /* a name without value */
    i++;
    while( i<n && coreIsSpace((unsigned char)z[i]) ) i++;
    if( i<n && (z[i]=='"' || z[i]=='\'') ){
      const char *e = memchr(z+i+1, z[i], n-i-1);
      size_t end = e ? (size_t)(e - z) : n;
      pValue->z = z+i+1;
      pValue->n = end-i-1;
      i = end<n ? end+1 : n;
    }else{                                      /* unquoted: lenient */
      a = i;
      while( i<n && !coreIsSpace((unsigned char)z[i]) ) i++;
      pValue->z = z+a;
      pValue->n = i-a;
    }
    pAttrs->z += i;
    pAttrs->n -= i;
    return 1;
  }
  pAttrs->z += n;
  pAttrs->n = 0;
  return 0;
}

int xmlFindAttr(Span attrs, const char *zName, Span *pValue){
  Span name, value;
  size_t nName = strlen(zName);
  while( xmlNextAttr(&attrs, &name, &value) ){
    if( name.n==nName && memcmp(name.z, zName, nName)==0 ){
      *pValue = value;
      return 1;
    }
  }
  return 0;
}

/* Number of '\n' bytes in z[0..n), n a multiple of 8 and at most 255*8:
** the flags of eight words at a time are summed in the bytes of one word
** (at most 255 per byte), then the bytes are added up. */
static size_t xmlCountNlBlock(const char *z, size_t n){
  const uint64_t k7 = 0x7F7F7F7F7F7F7F7Full, k8 = 0x8080808080808080ull;
  const uint64_t m16 = 0x00FF00FF00FF00FFull;
  uint64_t acc = 0;
  size_t i;
  for(i=0; i<n; i+=8){
    uint64_t w, x;
    memcpy(&w, z+i, 8);
    x = w ^ 0x0A0A0A0A0A0A0A0Aull;                /* '\n' bytes become 0 */
    acc += (~(((x & k7) + k7) | x) & k8) >> 7;    /* 1 in each such byte */
  }
  acc = (acc & m16) + ((acc >> 8) & m16);         /* four 16-bit sums */
  return (size_t)((acc * 0x0001000100010001ull) >> 48);
}

#if defined(__SSE2__)
/* Number of '\n' bytes in z[0..16*nVec), nVec <= 255: sixteen counters of
** one byte each, summed at the end. */
static size_t xmlCountNlVec(const char *z, size_t nVec){
  const __m128i nl = _mm_set1_epi8('\n');
  __m128i acc = _mm_setzero_si128();
  size_t k;
  for(k=0; k<nVec; k++){
    __m128i v = _mm_loadu_si128((const __m128i*)(const void*)(z + 16*k));
    acc = _mm_sub_epi8(acc, _mm_cmpeq_epi8(v, nl));   /* a match is -1 */
  }
  acc = _mm_sad_epu8(acc, _mm_setzero_si128());       /* two 64-bit sums */
  return (size_t)_mm_cvtsi128_si32(acc)
       + (size_t)_mm_cvtsi128_si32(_mm_srli_si128(acc, 8));
}
#endif

size_t xmlCountLines(const char *z, size_t n){
  size_t i = 0, nLine = 0;
#if defined(__SSE2__)
  while( n-i>=16 ){
    size_t nVec = (n-i)/16;
    if( nVec>255 ) nVec = 255;
    nLine += xmlCountNlVec(z+i, nVec);
    i += 16*nVec;
  }
#endif
  while( n-i>=8 ){
    size_t m = (n-i) & ~(size_t)7;
    if( m>255*8 ) m = 255*8;
    nLine += xmlCountNlBlock(z+i, m);
    i += m;
  }
  for(; i<n; i++) nLine += (z[i]=='\n');
  if( memchr(z, '\r', n) ){
    for(i=0; i<n; i++){
      if( z[i]=='\r' && (i+1>=n || z[i+1]!='\n') ) nLine++;
    }
  }
  return nLine;
}
