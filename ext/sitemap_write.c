/*
** sitemap_write.c: writing sitemaps.org urlset and sitemapindex documents.
**
** Start with sitemapCheckRecord (what a record may hold), then
** sitemapWriteRecord (one line per record) and sitemapRecordBytes, which must
** count exactly what sitemapWriteRecord writes: the SQL window function
** sitemap_part splits documents by it.  Values are scanned once with a
** 256-entry class table that both escapes and validates.
*/
#include "sitemap_write.h"
#include "datetime.h"

#include <string.h>
#include <zlib.h>

/* Byte classes for escaping and checking text. */
#define SW_PLAIN  0   /* copied as it is */
#define SW_AMP    1   /* & -> &amp;  (classes 1-5 index aEntity) */
#define SW_LT     2   /* < -> &lt; */
#define SW_GT     3   /* > -> &gt; */
#define SW_QUOT   4   /* " -> &quot; */
#define SW_APOS   5   /* ' -> &apos; */
#define SW_SPACE  6   /* tab, LF, CR, space: XML allows them, a URL not */
#define SW_CTRL   7   /* C0 controls XML 1.0 cannot carry at all */
#define SW_HIGH   8   /* first byte of a multi-byte UTF-8 sequence (or bad) */

static unsigned char aClass[256];
static int bClassReady = 0;

/* The five predefined entities, indexed by class. */
static const struct { const char *z; size_t n; } aEntity[6] = {
  { "", 0 }, { "&amp;", 5 }, { "&lt;", 4 }, { "&gt;", 4 },
  { "&quot;", 6 }, { "&apos;", 6 }
};

/* Fill aClass once (idempotent, so a race only writes the same values). */
static void swInitClass(void){
  int c;
  if( bClassReady ) return;
  for(c=0; c<256; c++){
    unsigned char k = SW_PLAIN;
    if( c<0x20 ) k = SW_CTRL;
    if( c>=0x80 ) k = SW_HIGH;
    aClass[c] = k;
  }
  aClass['\t'] = aClass['\n'] = aClass['\r'] = aClass[' '] = SW_SPACE;
  aClass['&'] = SW_AMP;  aClass['<'] = SW_LT;  aClass['>'] = SW_GT;
  aClass['"'] = SW_QUOT; aClass['\''] = SW_APOS;
  bClassReady = 1;
}

/* The seven changefreq values, in their written (lower-case) form. */
static const char *const azFreq[] = {
  "always", "hourly", "daily", "weekly", "monthly", "yearly", "never"
};

/* Index of the changefreq value z[0..n) in azFreq (any case), or -1. */
static int swFreqIndex(const char *z, size_t n){
  int i;
  for(i=0; i<(int)(sizeof(azFreq)/sizeof(azFreq[0])); i++){
    if( coreSpanEqNoCase(z, n, azFreq[i], strlen(azFreq[i])) ) return i;
  }
  return -1;
}

/* Element names of each document kind. */
static const struct {
  const char *zHeader;   /* declaration and opening root element */
  const char *zFooter;   /* closing root element */
  const char *zOpen;     /* opening record element */
  const char *zClose;    /* closing record element and line end */
} aKind[2] = {
  { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    "</urlset>\n", "<url>", "</url>\n" },
  { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    "</sitemapindex>\n", "<sitemap>", "</sitemap>\n" },
};

/* Check that z[0..n) is UTF-8 holding only characters XML 1.0 allows; with
** bUrl, also no white space.  Sets *pnChar to the character count. */
static SitemapError swCheckText(const char *z, size_t n, int bUrl,
                                size_t *pnChar){
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0, nChar = 0;
  swInitClass();
  while( i<n ){
    unsigned char k = aClass[u[i]];
    if( k<=SW_APOS ){
      i++;
    }else if( k==SW_SPACE ){
      if( bUrl ) return SITEMAP_ERR_LOC_SPACE;
      i++;
    }else if( k==SW_CTRL ){
      return bUrl ? SITEMAP_ERR_LOC_SPACE : SITEMAP_ERR_XML_CHAR;
    }else{
      size_t len = coreUtf8Len(u+i, n-i);
      if( len==0 ) return SITEMAP_ERR_UTF8;
      /* U+FFFE and U+FFFF are not XML characters (surrogates are not UTF-8) */
      if( len==3 && u[i]==0xEF && u[i+1]==0xBF && u[i+2]>=0xBE ){
        return SITEMAP_ERR_XML_CHAR;
      }
      i += len;
    }
    nChar++;
  }
  *pnChar = nChar;
  return SITEMAP_OK;
}

/* Check loc: absolute http or https with a non-empty host, at most 2,048
** characters, no white space, XML characters only. */
static SitemapError swCheckLoc(const char *z, size_t n){
  size_t nChar = 0, iHost;
  SitemapError e;
  if( z==NULL || n==0 ) return SITEMAP_ERR_LOC_MISSING;
  e = swCheckText(z, n, 1, &nChar);
  if( e ) return e;
  if( coreStartsWithNoCase(z, n, "http://") ){
    iHost = 7;
  }else if( coreStartsWithNoCase(z, n, "https://") ){
    iHost = 8;
  }else{
    return SITEMAP_ERR_LOC_RELATIVE;
  }
  if( iHost>=n || z[iHost]=='/' || z[iHost]=='?' || z[iHost]=='#' ){
    return SITEMAP_ERR_LOC_RELATIVE;
  }
  if( nChar>SITEMAP_MAX_LOC ) return SITEMAP_ERR_LOC_LONG;
  return SITEMAP_OK;
}

SitemapError sitemapCheckRecord(SitemapKind eKind, const SitemapRecord *p,
                                const char **pzField){
  const char *zField = "loc";
  SitemapError e = swCheckLoc(p->loc.z, p->loc.n);
  if( e==SITEMAP_OK && p->lastmod.z ){
    zField = "lastmod";
    if( !dateIsW3C(p->lastmod.z, p->lastmod.n) ) e = SITEMAP_ERR_LASTMOD;
  }
  if( e==SITEMAP_OK && p->changefreq.z ){
    zField = "changefreq";
    if( eKind!=SITEMAP_URLSET ){
      e = SITEMAP_ERR_FIELD;
    }else if( swFreqIndex(p->changefreq.z, p->changefreq.n)<0 ){
      e = SITEMAP_ERR_CHANGEFREQ;
    }
  }
  if( e==SITEMAP_OK && p->hasPriority ){
    zField = "priority";
    if( eKind!=SITEMAP_URLSET ){
      e = SITEMAP_ERR_FIELD;
    }else if( !(p->priority>=0.0 && p->priority<=1.0) ){  /* NaN too */
      e = SITEMAP_ERR_PRIORITY;
    }
  }
  if( pzField ) *pzField = zField;
  return e;
}

const char *sitemapErrorText(SitemapError e){
  static const char *const azText[] = {
    "is fine",
    "is missing (NULL or empty)",
    "is not an absolute http or https URL",
    "contains white space or a control character",
    "is longer than 2048 characters",
    "is not valid UTF-8",
    "contains a character XML 1.0 cannot carry",
    "is not a W3C Datetime (YYYY, YYYY-MM, YYYY-MM-DD, or with hh:mm[:ss[.s]]"
      " and Z or +hh:mm)",
    "is not one of always, hourly, daily, weekly, monthly, yearly, never",
    "is not a number from 0.0 to 1.0",
    "is not a field of this document kind",
  };
  if( (unsigned)e >= sizeof(azText)/sizeof(azText[0]) ) return "is invalid";
  return azText[e];
}

size_t sitemapEscapedBytes(const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  size_t i, nOut = n;
  swInitClass();
  for(i=0; i<n; i++){
    unsigned char k = aClass[u[i]];
    if( k>=SW_AMP && k<=SW_APOS ) nOut += aEntity[k].n - 1;
  }
  return nOut;
}

int sitemapEscape(CoreBuf *pOut, const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0, iRun = 0;
  swInitClass();
  for(i=0; i<n; i++){
    unsigned char k = aClass[u[i]];
    if( k>=SW_AMP && k<=SW_APOS ){
      if( i>iRun ) coreBufAppend(pOut, z+iRun, i-iRun);
      coreBufAppend(pOut, aEntity[k].z, aEntity[k].n);
      iRun = i+1;
    }
  }
  if( n>iRun ) coreBufAppend(pOut, z+iRun, n-iRun);
  return pOut->oom ? -1 : 0;
}

/* Append the decimal digits of x (at least nMin of them, zero-padded). */
static size_t swDigits(uint64_t x, int nMin, char *zOut){
  char a[24];
  size_t n = 0, i;
  if( nMin>20 ) nMin = 20;
  do{ a[n++] = (char)('0' + x%10); x /= 10; }while( x>0 );
  while( n<(size_t)nMin ) a[n++] = '0';
  for(i=0; i<n; i++) zOut[i] = a[n-1-i];
  return n;
}

size_t sitemapFormatPriority(double r, char *zOut){
  uint64_t p10 = 10, x = 0;
  int nDec;
  size_t n;
  if( !(r>=0.0 && r<=1.0) ) r = 0.0;
  /* The fewest decimals d (1..19) such that round(r*10^d)/10^d reads back
  ** as r.  10^d is exact; the product is taken in long double so that its
  ** rounding (x86-64: 64-bit mantissa) rarely moves the last digit. */
  for(nDec=1; nDec<=19; nDec++, p10*=10){
    x = (uint64_t)((long double)r*(long double)p10 + 0.5L);
    if( (double)((long double)x/(long double)p10)==r ) break;
  }
  if( nDec>19 ){               /* not found: 17 decimals, within 1e-17 */
    nDec = 17;
    p10 = 100000000000000000ULL;
    x = (uint64_t)((long double)r*(long double)p10 + 0.5L);
  }
  n = swDigits(x/p10, 1, zOut);
  zOut[n++] = '.';
  n += swDigits(x%p10, nDec, zOut+n);
  zOut[n] = 0;
  return n;
}

/* Bytes of <zTag>v</zTag> for a value of nVal bytes (tag given without <>). */
static size_t swElementBytes(const char *zTag, size_t nVal){
  return 2*strlen(zTag) + 5 + nVal;
}

size_t sitemapRecordBytes(SitemapKind eKind, const SitemapRecord *p){
  size_t n = strlen(aKind[eKind].zOpen) + strlen(aKind[eKind].zClose);
  n += swElementBytes("loc", sitemapEscapedBytes(p->loc.z, p->loc.n));
  if( p->lastmod.z ){
    n += swElementBytes("lastmod", sitemapEscapedBytes(p->lastmod.z,
                                                       p->lastmod.n));
  }
  if( p->changefreq.z ){
    int i = swFreqIndex(p->changefreq.z, p->changefreq.n);
    n += swElementBytes("changefreq", i<0 ? p->changefreq.n
                                          : strlen(azFreq[i]));
  }
  if( p->hasPriority ){
    char zNum[24];
    n += swElementBytes("priority", sitemapFormatPriority(p->priority, zNum));
  }
  return n;
}

/* Append <zTag>, the value escaped, and </zTag>. */
static void swElement(CoreBuf *pOut, const char *zTag, const char *z,
                      size_t n){
  size_t nTag = strlen(zTag);
  coreBufAppendByte(pOut, '<');
  coreBufAppend(pOut, zTag, nTag);
  coreBufAppendByte(pOut, '>');
  sitemapEscape(pOut, z, n);
  coreBufAppend(pOut, "</", 2);
  coreBufAppend(pOut, zTag, nTag);
  coreBufAppendByte(pOut, '>');
}

int sitemapWriteRecord(CoreBuf *pOut, SitemapKind eKind,
                       const SitemapRecord *p){
  coreBufAppend(pOut, aKind[eKind].zOpen, strlen(aKind[eKind].zOpen));
  swElement(pOut, "loc", p->loc.z, p->loc.n);
  if( p->lastmod.z ) swElement(pOut, "lastmod", p->lastmod.z, p->lastmod.n);
  if( p->changefreq.z ){
    int i = swFreqIndex(p->changefreq.z, p->changefreq.n);
    if( i>=0 ){
      swElement(pOut, "changefreq", azFreq[i], strlen(azFreq[i]));
    }else{
      swElement(pOut, "changefreq", p->changefreq.z, p->changefreq.n);
    }
  }
  if( p->hasPriority ){
    char zNum[24];
    size_t nNum = sitemapFormatPriority(p->priority, zNum);
    swElement(pOut, "priority", zNum, nNum);
  }
  coreBufAppend(pOut, aKind[eKind].zClose, strlen(aKind[eKind].zClose));
  return pOut->oom ? -1 : 0;
}

int sitemapWriteHeader(CoreBuf *pOut, SitemapKind eKind){
  return coreBufAppend(pOut, aKind[eKind].zHeader,
                       strlen(aKind[eKind].zHeader));
}

int sitemapWriteFooter(CoreBuf *pOut, SitemapKind eKind){
  return coreBufAppend(pOut, aKind[eKind].zFooter,
                       strlen(aKind[eKind].zFooter));
}

size_t sitemapFooterBytes(SitemapKind eKind){
  return strlen(aKind[eKind].zFooter);
}

size_t sitemapFrameBytes(SitemapKind eKind){
  return strlen(aKind[eKind].zHeader) + strlen(aKind[eKind].zFooter);
}

int sitemapQuoteValue(CoreBuf *pOut, const char *z, size_t n){
  static const char aHex[] = "0123456789abcdef";
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0, nMax = 60;
  coreBufAppendByte(pOut, '\'');
  while( i<n && i<nMax ){
    size_t len = u[i]>=0x80 ? coreUtf8Len(u+i, n-i) : 0;
    if( u[i]>=0x20 && u[i]<0x7F ){
      coreBufAppendByte(pOut, z[i]);
      i++;
    }else if( len>0 ){
      coreBufAppend(pOut, z+i, len);
      i += len;
    }else{
      char a[4] = { '\\', 'x', aHex[u[i]>>4], aHex[u[i]&15] };
      coreBufAppend(pOut, a, 4);
      i++;
    }
  }
  coreBufAppendByte(pOut, '\'');
  if( i<n ) coreBufAppend(pOut, "...", 3);
  return pOut->oom ? -1 : 0;
}

/* zlib's allocator routed to the CoreAlloc of the output buffer. */
static voidpf swZalloc(voidpf opaque, uInt nItem, uInt nSize){
  const CoreAlloc *pA = (const CoreAlloc*)opaque;
  if( nSize && nItem > SIZE_MAX/nSize ) return Z_NULL;
  return coreMalloc(pA, (size_t)nItem*nSize);
}
static void swZfree(voidpf opaque, voidpf p){
  coreFree((const CoreAlloc*)opaque, p);
}

/* Make room for at least k more bytes in p (cold path, doubling). */
static int swReserve(CoreBuf *p, size_t k){
  size_t nNew;
  char *zNew;
  if( p->oom ) return -1;
  if( p->nAlloc - p->n >= k ) return 0;
  if( k > SIZE_MAX/2 - p->n ){ p->oom = 1; return -1; }
  nNew = p->nAlloc*2 > p->n + k ? p->nAlloc*2 : p->n + k;
  zNew = coreRealloc(p->pA, p->z, nNew);
  if( zNew==NULL ){ p->oom = 1; return -1; }
  p->z = zNew;
  p->nAlloc = nNew;
  return 0;
}

int sitemapGzip(const char *z, size_t n, int level, CoreBuf *pOut){
  z_stream s;
  int rc = Z_OK;
  size_t iIn = 0;
  if( z==NULL ) z = "";
  memset(&s, 0, sizeof(s));
  s.zalloc = swZalloc;
  s.zfree = swZfree;
  s.opaque = (voidpf)pOut->pA;
  if( level<-1 || level>9 ) level = Z_DEFAULT_COMPRESSION;
  /* windowBits 15+16: a gzip wrapper with no name and mtime 0, so the same
  ** document always gives the same bytes. */
  if( deflateInit2(&s, level, Z_DEFLATED, 15+16, 8, Z_DEFAULT_STRATEGY)!=Z_OK ){
    pOut->oom = 1;
    return -1;
  }
  if( n <= 0x40000000 ) swReserve(pOut, (size_t)deflateBound(&s, (uLong)n));
  while( !pOut->oom && rc==Z_OK ){
    size_t nIn = n - iIn, nAvail;
    if( swReserve(pOut, 65536) ) break;
    nAvail = pOut->nAlloc - pOut->n;
    s.next_in = (Bytef*)(uintptr_t)(z + iIn);
    s.avail_in = nIn > 0x40000000 ? 0x40000000u : (uInt)nIn;
    s.next_out = (Bytef*)(pOut->z + pOut->n);
    s.avail_out = nAvail > 0x40000000 ? 0x40000000u : (uInt)nAvail;
    rc = deflate(&s, nIn > s.avail_in ? Z_NO_FLUSH : Z_FINISH);
    iIn += (size_t)(s.next_in - (Bytef*)(uintptr_t)(z + iIn));
    pOut->n += (size_t)((char*)s.next_out - (pOut->z + pOut->n));
    if( rc==Z_BUF_ERROR ) rc = Z_OK;     /* no progress possible: more room */
  }
  deflateEnd(&s);
  if( pOut->oom || rc!=Z_STREAM_END ){ pOut->oom = 1; return -1; }
  return 0;
}
