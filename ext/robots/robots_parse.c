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
  size_t nWord;
  RobotsKey eKey;
  int bTypo;
} aRobotsSpelling[] = {
  { "user-agent", 10, ROBOTS_KEY_USER_AGENT, 0 },
  { "useragent",   9, ROBOTS_KEY_USER_AGENT, 1 },
  { "user agent", 10, ROBOTS_KEY_USER_AGENT, 1 },
  { "allow",       5, ROBOTS_KEY_ALLOW,      0 },
  { "disallow",    8, ROBOTS_KEY_DISALLOW,   0 },
  { "dissallow",   9, ROBOTS_KEY_DISALLOW,   1 },
  { "dissalow",    8, ROBOTS_KEY_DISALLOW,   1 },
  { "disalow",     7, ROBOTS_KEY_DISALLOW,   1 },
  { "diasllow",    8, ROBOTS_KEY_DISALLOW,   1 },
  { "disallaw",    8, ROBOTS_KEY_DISALLOW,   1 },
  { "sitemap",     7, ROBOTS_KEY_SITEMAP,    0 },
  { "site-map",    8, ROBOTS_KEY_SITEMAP,    1 },
};

/* The first eight bytes of z[0..n), zero padded, with 0x20 set in each:
** for the spellings (letters, '-', ' ') that folds case exactly, as the
** only other bytes it maps onto them, CR and NUL, never occur in a line. */
static uint64_t robotsKeyWord8(const char *z, size_t n){
  unsigned char a[8] = {0,0,0,0,0,0,0,0};
  uint64_t w;
  memcpy(a, z, n<8 ? n : 8);
  memcpy(&w, a, 8);
  return w | 0x2020202020202020ULL;
}

/* 1 if z (at least nWord bytes, first eight folded into w8) starts with the
** spelling zWord, ignoring case. */
static int robotsKeyStarts(const char *z, uint64_t w8, const char *zWord,
                           size_t nWord){
  uint64_t m = nWord>=8 ? ~(uint64_t)0 : (((uint64_t)1 << (8*nWord)) - 1);
  size_t k;
  if( ((w8 ^ robotsKeyWord8(zWord, nWord)) & m)!=0 ) return 0;
  for(k=8; k<nWord; k++){
    if( ((unsigned char)z[k] | 0x20)!=(unsigned char)zWord[k] ) return 0;
  }
  return 1;
}

RobotsKey robotsKeyClassify(const char *z, size_t n, int *pbTypo){
  size_t i;
  uint64_t w8 = robotsKeyWord8(z, n);
  unsigned char c0 = (unsigned char)(w8 & 0xff);
  for(i=0; i<sizeof(aRobotsSpelling)/sizeof(aRobotsSpelling[0]); i++){
    const struct RobotsSpelling *p = &aRobotsSpelling[i];
    if( c0==(unsigned char)p->zWord[0] && n>=p->nWord
     && robotsKeyStarts(z, w8, p->zWord, p->nWord) ){
      *pbTypo = p->bTypo || n!=p->nWord;
      return p->eKey;
    }
  }
  *pbTypo = 0;
  return ROBOTS_KEY_UNKNOWN;
}

/* Directives other than Google's four that robots.txt files use.  The
** first spelling is the normalised key; bDropped marks what Google once read
** and dropped in 2019. */
static const struct RobotsOtherKey {
  const char *azSpelling[3];
  int bDropped;
} aRobotsOtherKey[] = {
  { { "crawl-delay", "crawldelay", "crawl delay" }, 0 },
  { { "host", NULL, NULL }, 0 },
  { { "clean-param", "cleanparam", NULL }, 0 },
  { { "request-rate", NULL, NULL }, 0 },
  { { "visit-time", NULL, NULL }, 0 },
  { { "cache-delay", NULL, NULL }, 0 },
  { { "content-signal", NULL, NULL }, 0 },
  { { "content-usage", NULL, NULL }, 0 },
  { { "acap-crawler", NULL, NULL }, 0 },
  { { "license", NULL, NULL }, 0 },
  { { "noindex", NULL, NULL }, 1 },
  { { "nofollow", NULL, NULL }, 1 },
  { { "noarchive", NULL, NULL }, 1 },
};

const char *robotsOtherKeyName(const char *z, size_t n, int *pbDropped){
  size_t i, j;
  for(i=0; i<sizeof(aRobotsOtherKey)/sizeof(aRobotsOtherKey[0]); i++){
    for(j=0; j<3 && aRobotsOtherKey[i].azSpelling[j]; j++){
      const char *zW = aRobotsOtherKey[i].azSpelling[j];
      if( coreSpanEqNoCase(z, n, zW, strlen(zW)) ){
        if( pbDropped ) *pbDropped = aRobotsOtherKey[i].bDropped;
        return aRobotsOtherKey[i].azSpelling[0];
      }
    }
  }
  return NULL;
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

/* Finish a line whose trimmed text s has its separator at s.z[iSep]
** (iSep==s.n: none): a ':' when bColon, else a run of blanks that must be
** followed by exactly one more run of text. */
static void robotsLineKeyValue(RobotsLine *p, Span s, size_t iSep, int bColon){
  size_t iVal = iSep + 1;
  int bTypo = 0;
  if( !bColon && iSep<s.n ){
    size_t j;
    iVal = iSep;
    while( iVal<s.n && (s.z[iVal]==' ' || s.z[iVal]=='\t') ) iVal++;
    for(j=iVal; j<s.n && s.z[j]!=' ' && s.z[j]!='\t'; j++){}
    if( j<s.n ) iSep = s.n;             /* a third run: not a key line */
    else p->flags |= ROBOTS_LINE_NO_COLON;
  }
  if( iSep<s.n ) p->key = coreTrim((Span){s.z, iSep});
  if( iSep>=s.n || p->key.n==0 ){
    p->flags |= ROBOTS_LINE_REJECTED;
    p->flags &= ~(unsigned)ROBOTS_LINE_NO_COLON;
    p->key.n = 0;
    p->value = s;
    return;
  }
  p->value = coreTrim((Span){s.z + iVal, s.n - iVal});
  p->eKey = robotsKeyClassify(p->key.z, p->key.n, &bTypo);
  if( bTypo ) p->flags |= ROBOTS_LINE_TYPO;
}

/* Split a line into key and value as the reference's GetKeyAndValueFrom:
** the line ends at a NUL or a '#'; the separator is the first ':' before
** that, else (for exactly two words) the first blank. */
static void robotsLineSplit(RobotsLine *p){
  const char *z = p->raw.z;
  size_t n = p->raw.n, i = coreFind2(z, n, 0, 0, '#');
  const char *zColon;
  Span s;
  if( i<n ) p->flags |= z[i] ? ROBOTS_LINE_COMMENT : ROBOTS_LINE_NUL;
  s = coreTrim((Span){z, i});
  if( s.n==0 ){ p->flags |= ROBOTS_LINE_BLANK; return; }
  zColon = memchr(s.z, ':', s.n);
  if( zColon ){
    robotsLineKeyValue(p, s, (size_t)(zColon - s.z), 1);
  }else{
    /* No colon: white space may separate exactly two runs of text. */
    robotsLineKeyValue(p, s, coreFind2(s.z, s.n, 0, ' ', '\t'), 0);
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
    iEnd = coreFind2(z, p->n, iStart, '\n', '\r');
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
    case ROBOTS_KEY_UNKNOWN:
      return robotsKeyIsLicense(pLine->key) ? 0 : p->iGroup;
    default:
      return p->iGroup;
  }
}

int robotsNeedsEscape(const char *z, size_t n){
  size_t i = 0;
  /* Skip eight bytes at a time while none is '%' or >= 0x80. */
  const uint64_t lo = 0x0101010101010101ULL, hi = 0x8080808080808080ULL;
  while( i+8<=n ){
    uint64_t w, a;
    memcpy(&w, z+i, 8);
    a = w ^ (lo*'%');
    if( ((w | ((a - lo) & ~a)) & hi)!=0 ) break;
    i += 8;
  }
  for(; i<n; i++){
    unsigned char c = (unsigned char)z[i];
    if( c & 0x80 ) return 1;
    if( c=='%' && i+2<n && coreIsXDigit((unsigned char)z[i+1])
     && coreIsXDigit((unsigned char)z[i+2]) ){
      if( z[i+1]>='a' || z[i+2]>='a' ) return 1;
      i += 2;
    }
  }
  return 0;
}

size_t robotsEscapedLen(const char *z, size_t n){
  size_t i, nOut = 0;
  /* Fast path: nothing to escape without a '%' or a byte >= 0x80. */
  for(i=0; i<n && z[i]!='%' && (signed char)z[i]>=0; i++){}
  if( i==n ) return n;
  nOut = i;
  for(; i<n; i++){
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

int robotsKeyIsLicense(Span key){
  return coreSpanEqNoCase(key.z, key.n, "license", 7);
}

const char *robotsLineKeyName(const RobotsLine *l){
  const char *zName = robotsKeyName(l->eKey);
  if( zName==NULL && l->eKey==ROBOTS_KEY_UNKNOWN ){
    zName = robotsOtherKeyName(l->key.z, l->key.n, NULL);
  }
  return zName;
}
