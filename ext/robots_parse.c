/*
** robots_parse.c: the robots.txt line scanner.  It reads bytes exactly as
** Google's reference parser does (BOM, CR/LF/CRLF, the 16,663-byte line cut,
** '#' comments, "key: value" or "key value", NUL ending a line) and yields one
** RobotsLine per line without copying.  Start at robotsScannerNext, then
** robotsLineSplit for what happens inside a line.
*/
#include "robots_parse.h"

#include <string.h>

/* Accepted spellings of the keys, tried in this order as case-insensitive
** prefixes (the reference's order: user-agent, allow, disallow, sitemap). */
static const struct RobotsSpelling {
  const char *zWord;
  RobotsKey eKey;
  int bTypo;
} aRobotsSpelling[] = {
  { "user-agent", ROBOTS_KEY_USER_AGENT, 0 },
  { "useragent",  ROBOTS_KEY_USER_AGENT, 1 },
  { "user agent", ROBOTS_KEY_USER_AGENT, 1 },
  { "allow",      ROBOTS_KEY_ALLOW,      0 },
  { "disallow",   ROBOTS_KEY_DISALLOW,   0 },
  { "dissallow",  ROBOTS_KEY_DISALLOW,   1 },
  { "dissalow",   ROBOTS_KEY_DISALLOW,   1 },
  { "disalow",    ROBOTS_KEY_DISALLOW,   1 },
  { "diasllow",   ROBOTS_KEY_DISALLOW,   1 },
  { "disallaw",   ROBOTS_KEY_DISALLOW,   1 },
  { "sitemap",    ROBOTS_KEY_SITEMAP,    0 },
  { "site-map",   ROBOTS_KEY_SITEMAP,    1 },
};

RobotsKey robotsKeyClassify(const char *z, size_t n, int *pbTypo){
  size_t i;
  for(i=0; i<sizeof(aRobotsSpelling)/sizeof(aRobotsSpelling[0]); i++){
    const struct RobotsSpelling *p = &aRobotsSpelling[i];
    if( coreStartsWithNoCase(z, n, p->zWord) ){
      *pbTypo = p->bTypo || n!=strlen(p->zWord);
      return p->eKey;
    }
  }
  *pbTypo = 0;
  return ROBOTS_KEY_UNKNOWN;
}

const char *robotsKeyName(RobotsKey e){
  switch( e ){
    case ROBOTS_KEY_USER_AGENT: return "user-agent";
    case ROBOTS_KEY_ALLOW:      return "allow";
    case ROBOTS_KEY_DISALLOW:   return "disallow";
    case ROBOTS_KEY_SITEMAP:    return "sitemap";
    default:                    return NULL;
  }
}

/* Index of the first byte of s that is c or d, or s.n. */
static size_t robotsFind2(Span s, char c, char d){
  size_t i;
  for(i=0; i<s.n; i++){
    if( s.z[i]==c || s.z[i]==d ) break;
  }
  return i;
}

/* Split a line into key and value as the reference's GetKeyAndValueFrom. */
static void robotsLineSplit(RobotsLine *p){
  Span s = p->raw;
  const char *zNul = memchr(s.z, 0, s.n);
  const char *zHash;
  size_t iSep, iVal;
  if( zNul ){ s.n = (size_t)(zNul - s.z); p->flags |= ROBOTS_LINE_NUL; }
  zHash = memchr(s.z, '#', s.n);
  if( zHash ){ s.n = (size_t)(zHash - s.z); p->flags |= ROBOTS_LINE_COMMENT; }
  s = coreTrim(s);
  if( s.n==0 ){ p->flags |= ROBOTS_LINE_BLANK; return; }
  iSep = robotsFind2(s, ':', ':');
  iVal = iSep + 1;
  if( iSep==s.n ){
    /* No colon: accept white space instead, but only between exactly two
    ** runs of non-white-space. */
    iSep = robotsFind2(s, ' ', '\t');
    if( iSep<s.n ){
      Span rest;
      iVal = iSep;
      while( iVal<s.n && (s.z[iVal]==' ' || s.z[iVal]=='\t') ) iVal++;
      rest.z = s.z + iVal;
      rest.n = s.n - iVal;
      if( robotsFind2(rest, ' ', '\t')<rest.n ) iSep = s.n;
      else p->flags |= ROBOTS_LINE_NO_COLON;
    }
  }
  if( iSep<s.n ){
    p->key = coreTrim((Span){s.z, iSep});
  }
  if( iSep>=s.n || p->key.n==0 ){
    p->flags |= ROBOTS_LINE_REJECTED;
    p->flags &= ~(unsigned)ROBOTS_LINE_NO_COLON;
    p->key.n = 0;
    p->value = s;
    return;
  }
  p->value = coreTrim((Span){s.z + iVal, s.n - iVal});
  {
    int bTypo = 0;
    p->eKey = robotsKeyClassify(p->key.z, p->key.n, &bTypo);
    if( bTypo ) p->flags |= ROBOTS_LINE_TYPO;
  }
}

void robotsScannerInit(RobotsScanner *p, const char *z, size_t n, int bCap){
  static const unsigned char aBom[3] = { 0xEF, 0xBB, 0xBF };
  memset(p, 0, sizeof(*p));
  if( bCap && n>ROBOTS_MAX_BYTES ){ n = ROBOTS_MAX_BYTES; p->bCapped = 1; }
  p->z = z;
  p->n = n;
  /* Skip the longest prefix of the input that is a prefix of the BOM. */
  while( p->i<3 && p->i<n && (unsigned char)z[p->i]==aBom[p->i] ) p->i++;
}

/* Fill *pLine for the bytes z[iStart..iEnd) as line number iLine. */
static void robotsLineInit(RobotsScanner *p, RobotsLine *pLine,
                           size_t iStart, size_t iEnd){
  size_t n = iEnd - iStart;
  memset(pLine, 0, sizeof(*pLine));
  pLine->iLine = ++p->iLine;
  pLine->iOffset = iStart;
  if( n>ROBOTS_MAX_LINE ){ n = ROBOTS_MAX_LINE; pLine->flags |= ROBOTS_LINE_CUT; }
  pLine->raw.z = p->z + iStart;
  pLine->raw.n = n;
  robotsLineSplit(pLine);
}

int robotsScannerNext(RobotsScanner *p, RobotsLine *pLine){
  while( !p->bDone ){
    size_t iStart = p->i, iEnd = iStart;
    const char *z = p->z;
    while( iEnd<p->n && z[iEnd]!='\n' && z[iEnd]!='\r' ) iEnd++;
    if( iEnd>=p->n ){
      p->bDone = 1;
      robotsLineInit(p, pLine, iStart, p->n);
      if( p->bCapped ) pLine->flags |= ROBOTS_LINE_LAST_CUT;
      return 1;
    }
    p->i = iEnd + 1;
    if( iEnd==iStart && p->bLastCR && z[iEnd]=='\n' ){
      p->bLastCR = 0;        /* the LF of a CRLF: no line of its own */
      continue;
    }
    p->bLastCR = z[iEnd]=='\r';
    robotsLineInit(p, pLine, iStart, iEnd);
    return 1;
  }
  return 0;
}

int robotsGroupOf(RobotsGrouper *p, const RobotsLine *pLine, int *pbNew){
  *pbNew = 0;
  switch( pLine->eKey ){
    case ROBOTS_KEY_USER_AGENT:
      if( p->iGroup==0 || p->bRuleSeen ){
        p->iGroup++;
        p->bRuleSeen = 0;
        *pbNew = 1;
      }
      return p->iGroup;
    case ROBOTS_KEY_ALLOW:
    case ROBOTS_KEY_DISALLOW:
      if( p->iGroup ) p->bRuleSeen = 1;
      return p->iGroup;
    case ROBOTS_KEY_SITEMAP:
      return 0;
    default:
      return p->iGroup;
  }
}

size_t robotsEscapedLen(const char *z, size_t n){
  size_t i, nOut = 0;
  for(i=0; i<n; i++){
    unsigned char c = (unsigned char)z[i];
    if( c=='%' && i+2<n && coreIsXDigit((unsigned char)z[i+1])
     && coreIsXDigit((unsigned char)z[i+2]) ){
      nOut += 3;
      i += 2;
    }else{
      nOut += (c & 0x80) ? 3 : 1;
    }
  }
  return nOut;
}

size_t robotsEscape(const char *z, size_t n, char *zOut){
  static const char aHex[] = "0123456789ABCDEF";
  size_t i, j = 0;
  for(i=0; i<n; i++){
    unsigned char c = (unsigned char)z[i];
    if( c=='%' && i+2<n && coreIsXDigit((unsigned char)z[i+1])
     && coreIsXDigit((unsigned char)z[i+2]) ){
      zOut[j++] = '%';
      zOut[j++] = (char)(z[i+1]>='a' ? z[i+1]-32 : z[i+1]);
      zOut[j++] = (char)(z[i+2]>='a' ? z[i+2]-32 : z[i+2]);
      i += 2;
    }else if( c & 0x80 ){
      zOut[j++] = '%';
      zOut[j++] = aHex[c>>4];
      zOut[j++] = aHex[c&15];
    }else{
      zOut[j++] = (char)c;
    }
  }
  return j;
}
