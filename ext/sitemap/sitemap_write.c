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
#include "../core/datetime.h"
#include "../core/url.h"

#include <string.h>

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
#define SW_PCT    9   /* %: in a URL, must start %XX */
#define SW_NOTURL 10  /* \ ^ ` { | } DEL: fine in XML, never raw in a URL */

/* The class of every byte (SW_PLAIN ... SW_NOTURL). */
static const unsigned char aClass[256] = {
   7,  7,  7,  7,  7,  7,  7,  7,  7,  6,  6,  7,  7,  6,  7,  7,  /* 0_ */
   7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  7,  /* 1_ */
   6,  0,  4,  0,  0,  9,  1,  5,  0,  0,  0,  0,  0,  0,  0,  0,  /* 2_ */
   0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  2,  0,  3,  0,  /* 3_ */
   0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  /* 4_ */
   0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0, 10,  0, 10,  0,  /* 5_ */
  10,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  /* 6_ */
   0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0, 10, 10, 10,  0, 10,  /* 7_ */
   8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  /* 8_ */
   8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  /* 9_ */
   8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  /* A_ */
   8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  /* B_ */
   8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  /* C_ */
   8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  /* D_ */
   8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  /* E_ */
   8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  8,  /* F_ */
};

/* The five predefined entities, indexed by class; each padded to 8 bytes
** so that it is copied with one fixed-size move (the writers keep slack). */
static const struct { char z[8]; size_t n; } aEntity[6] = {
  { "", 0 }, { "&amp;", 5 }, { "&lt;", 4 }, { "&gt;", 4 },
  { "&quot;", 6 }, { "&apos;", 6 }
};

/* Length of the scheme prefix "http://" or "https://" (any case) at z[0..n),
** or 0. */
static size_t swHttpPrefix(const char *z, size_t n){
  size_t i = 4;
  if( n<7 || (z[0]|0x20)!='h' || (z[1]|0x20)!='t' || (z[2]|0x20)!='t'
   || (z[3]|0x20)!='p' ){
    return 0;
  }
  if( (z[4]|0x20)=='s' ) i++;
  if( n<i+3 || z[i]!=':' || z[i+1]!='/' || z[i+2]!='/' ) return 0;
  return i+3;
}

/* Element names of each document kind. */
static const struct {
  const char *zHeader;   /* declaration and opening root element */
  const char *zFooter;   /* closing root element */
} aKind[2] = {
  { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    "</urlset>\n" },
  { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    "</sitemapindex>\n" },
};

/* 1 if z[i..n) starts with '%' and two hex digits. */
static int swIsPercentEscape(const char *z, size_t n, size_t i){
  return i+2<n && coreIsXDigit((unsigned char)z[i+1])
                && coreIsXDigit((unsigned char)z[i+2]);
}

/* Check that z[0..n) is UTF-8 holding only characters XML 1.0 allows; with
** bUrl, also none that RFC 3986 never allows raw (white space, controls,
** " < > \ ^ ` { | } DEL, a % not followed by two hex digits).  Sets
** *pnChar to the character count. */
static SitemapError swCheckText(const char *z, size_t n, int bUrl,
                                size_t *pnChar){
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0, nChar = 0;
  while( i<n ){
    unsigned char k = aClass[u[i]];
    if( k==SW_HIGH ){
      size_t len = coreUtf8Len(u+i, n-i);
      if( len==0 ) return SITEMAP_ERR_UTF8;
      /* U+FFFE and U+FFFF are not XML characters (surrogates are not UTF-8) */
      if( len==3 && u[i]==0xEF && u[i+1]==0xBF && u[i+2]>=0xBE ){
        return SITEMAP_ERR_XML_CHAR;
      }
      i += len;
    }else if( k==SW_CTRL ){
      return bUrl ? SITEMAP_ERR_LOC_SPACE : SITEMAP_ERR_XML_CHAR;
    }else if( bUrl && k==SW_SPACE ){
      return SITEMAP_ERR_LOC_SPACE;
    }else if( bUrl && (k==SW_LT || k==SW_GT || k==SW_QUOT || k==SW_NOTURL
                       || (k==SW_PCT && !swIsPercentEscape(z, n, i))) ){
      return SITEMAP_ERR_LOC_NOT_ESCAPED;
    }else{
      i++;
    }
    nChar++;
  }
  *pnChar = nChar;
  return SITEMAP_OK;
}

/* 1 if loc z[0..n), whose host starts at iHost after "http(s)://", has a
** non-empty host and an authority that splits as a URL's (a valid port). */
static int swAuthorityOk(const char *z, size_t n, size_t iHost){
  UrlParts u;
  size_t j = iHost;
  if( iHost==0 || iHost>=n ) return 0;
  while( j<n && z[j]!='/' && z[j]!='?' && z[j]!='#' ) j++;
  return j>iHost && urlSplit(z, j, &u)==0 && u.host.n>0;
}

/* Check loc: absolute http or https with a host, at most 2,048 characters,
** properly percent-encoded, XML characters only. */
static SitemapError swCheckLoc(const char *z, size_t n){
  size_t nChar = 0;
  SitemapError e;
  if( z==NULL || n==0 ) return SITEMAP_ERR_LOC_MISSING;
  e = swCheckText(z, n, 1, &nChar);
  if( e ) return e;
  if( !swAuthorityOk(z, n, swHttpPrefix(z, n)) ){
    return SITEMAP_ERR_LOC_RELATIVE;
  }
  if( nChar>SITEMAP_MAX_LOC ) return SITEMAP_ERR_LOC_LONG;
  return SITEMAP_OK;
}

/* Check every field but loc; *pzField gets the failing field's name. */
static SitemapError swCheckFields(SitemapKind eKind, const SitemapOutRecord *p,
                                  const char **pzField){
  if( p->lastmod.z ){
    *pzField = "lastmod";
    if( !dateIsW3C(p->lastmod.z, p->lastmod.n) ) return SITEMAP_ERR_LASTMOD;
  }
  if( p->changefreq.z ){
    *pzField = "changefreq";
    if( eKind!=SITEMAP_URLSET ) return SITEMAP_ERR_FIELD;
    if( sitemapFreqIndex(p->changefreq.z, p->changefreq.n)<0 ){
      return SITEMAP_ERR_CHANGEFREQ;
    }
  }
  if( p->hasPriority ){
    int bNumber;
    *pzField = "priority";
    return sitemapCheckPriority(eKind, p, &bNumber);
  }
  return SITEMAP_OK;
}

SitemapError sitemapCheckRecord(SitemapKind eKind, const SitemapOutRecord *p,
                                const char **pzField){
  const char *zField = "loc";
  SitemapError e = swCheckLoc(p->loc.z, p->loc.n);
  if( e==SITEMAP_OK ) e = swCheckFields(eKind, p, &zField);
  if( pzField ) *pzField = zField;
  return e;
}

const Span *sitemapFieldValue(const SitemapOutRecord *p, const char *zField){
  if( strcmp(zField, "lastmod")==0 ) return &p->lastmod;
  if( strcmp(zField, "changefreq")==0 ) return &p->changefreq;
  return &p->loc;
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
    "is not a W3C Datetime (YYYY, YYYY-MM, YYYY-MM-DD, or with Thh:mm[:ss[.s]]"
      " and Z or +hh:mm) nor SQLite's YYYY-MM-DD hh:mm[:ss[.s]]",
    "is not one of always, hourly, daily, weekly, monthly, yearly, never",
    "is not a number from 0.0 to 1.0",
    "is not a field of this document kind",
    "contains a character a URL must percent-encode (\" < > \\ ^ ` { | }"
      " or a % without two hex digits)",
    "has a host that is not a valid host name",
  };
  if( (unsigned)e >= sizeof(azText)/sizeof(azText[0]) ) return "is invalid";
  return azText[e];
}

size_t sitemapEscapedBytes(const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  size_t i, nOut = n;
  for(i=0; i<n; i++){
    unsigned char k = aClass[u[i]];
    if( k>=SW_AMP && k<=SW_APOS ) nOut += aEntity[k].n - 1;
  }
  return nOut;
}

int sitemapEscape(CoreBuf *pOut, const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0, iRun = 0;
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

/* The opening and closing tags of one element, with their lengths. */
typedef struct SwTag {
  const char *zOpen, *zClose;
  size_t nOpen, nClose;
} SwTag;
#define SW_TAG(X) { "<" X ">", "</" X ">", sizeof(X)+1, sizeof(X)+2 }
static const SwTag aTag[] = {
  SW_TAG("url"), SW_TAG("sitemap"), SW_TAG("loc"), SW_TAG("lastmod"),
  SW_TAG("changefreq"), SW_TAG("priority")
};
#define SW_TAG_RECORD   0   /* + eKind */
#define SW_TAG_LOC      2
#define SW_TAG_LASTMOD  3
#define SW_TAG_FREQ     4
#define SW_TAG_PRIORITY 5

/* Write z[0..n) escaped at zOut (room for 6n bytes); returns the end. */
static char *swPutEscaped(char *zOut, const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  size_t i, iRun = 0;
  for(i=0; i<n; i++){
    unsigned char k = aClass[u[i]];
    if( k>=SW_AMP && k<=SW_APOS ){
      memcpy(zOut, z+iRun, i-iRun);
      zOut += i-iRun;
      memcpy(zOut, aEntity[k].z, 8);
      zOut += aEntity[k].n;
      iRun = i+1;
    }
  }
  memcpy(zOut, z+iRun, n-iRun);
  return zOut + (n-iRun);
}

/* swPutEscaped for a loc known to be short and to start with a scheme and
** host: returns NULL at the first byte that needs a closer look (anything
** but plain ASCII, & ' and %XX), so the caller takes the checked path.
** Runs of plain bytes are skipped four at a time and copied at once. */
static char *swPutLocFast(char *zOut, const char *z, size_t n){
  const unsigned char *u = (const unsigned char*)z;
  size_t i = 0, iRun = 0;
  for(;;){
    unsigned char k;
    while( i+4<=n && (aClass[u[i]] | aClass[u[i+1]] | aClass[u[i+2]]
                      | aClass[u[i+3]])==SW_PLAIN ){
      i += 4;
    }
    while( i<n && aClass[u[i]]==SW_PLAIN ) i++;
    if( i>=n ) break;
    k = aClass[u[i]];
    if( k==SW_PCT && swIsPercentEscape(z, n, i) ){ i += 3; continue; }
    if( k!=SW_AMP && k!=SW_APOS ) return NULL;
    memcpy(zOut, z+iRun, i-iRun);
    zOut += i-iRun;
    memcpy(zOut, aEntity[k].z, 8);
    zOut += aEntity[k].n;
    iRun = ++i;
  }
  memcpy(zOut, z+iRun, n-iRun);
  return zOut + (n-iRun);
}

/* Write element iTag holding z[0..n) escaped; returns the end. */
static char *swPutElement(char *zOut, int iTag, const char *z, size_t n){
  const SwTag *t = &aTag[iTag];
  memcpy(zOut, t->zOpen, t->nOpen);
  zOut = swPutEscaped(zOut + t->nOpen, z, n);
  memcpy(zOut, t->zClose, t->nClose);
  return zOut + t->nClose;
}

/* Bytes of element iTag holding a value of nVal bytes. */
static size_t swElementBytes(int iTag, size_t nVal){
  return aTag[iTag].nOpen + nVal + aTag[iTag].nClose;
}

size_t sitemapRecordBytes(SitemapKind eKind, const SitemapOutRecord *p){
  const SwTag *pRec = &aTag[SW_TAG_RECORD + eKind];
  size_t n = pRec->nOpen + pRec->nClose + 1;
  n += swElementBytes(SW_TAG_LOC, sitemapEscapedBytes(p->loc.z, p->loc.n));
  if( p->lastmod.z ){
    n += swElementBytes(SW_TAG_LASTMOD,
                        sitemapEscapedBytes(p->lastmod.z, p->lastmod.n));
  }
  if( p->changefreq.z ){
    int i = sitemapFreqIndex(p->changefreq.z, p->changefreq.n);
    n += swElementBytes(SW_TAG_FREQ, i<0 ? sitemapEscapedBytes(p->changefreq.z,
                                                   p->changefreq.n)
                                         : strlen(sitemapFreqName[i]));
  }
  if( p->hasPriority==SITEMAP_PRIORITY_NUMBER ){
    char zNum[SITEMAP_PRIORITY_MAX];
    n += swElementBytes(SW_TAG_PRIORITY, sitemapFormatPriority(p->priority,
                                                               zNum));
  }
  return n;
}

/* Write the optional elements of a checked record at z; returns the end. */
static char *swPutOptional(char *z, const SitemapOutRecord *p){
  if( p->lastmod.z ){
    z = swPutElement(z, SW_TAG_LASTMOD, p->lastmod.z, p->lastmod.n);
  }
  if( p->changefreq.z ){
    int i = sitemapFreqIndex(p->changefreq.z, p->changefreq.n);
    if( i>=0 ){
      z = swPutElement(z, SW_TAG_FREQ, sitemapFreqName[i], sitemapFreqLen[i]);
    }else{
      z = swPutElement(z, SW_TAG_FREQ, p->changefreq.z, p->changefreq.n);
    }
  }
  if( p->hasPriority==SITEMAP_PRIORITY_NUMBER ){
    char zNum[SITEMAP_PRIORITY_MAX];
    size_t nNum = sitemapFormatPriority(p->priority, zNum);
    z = swPutElement(z, SW_TAG_PRIORITY, zNum, nNum);
  }
  return z;
}

/* The optional fields of a record in their written form (the fast path). */
typedef struct SwFields {
  int iFreq;                 /* index in sitemapFreqName, or -1: none */
  size_t nNum;               /* bytes of zNum, or 0 when absent */
  const char *zNum;          /* the priority as written: sitemapTenthText or zBuf */
  char zBuf[SITEMAP_PRIORITY_MAX];
} SwFields;

/* Check every field but loc as swCheckFields does, and fill *pF.  Returns 1
** when all are fine; 0 sends the record to the checked path. */
static int swFieldsFast(SitemapKind eKind, const SitemapOutRecord *p,
                        SwFields *pF){
  pF->iFreq = -1;
  pF->nNum = 0;
  if( p->lastmod.z && !dateIsW3C(p->lastmod.z, p->lastmod.n) ) return 0;
  if( p->changefreq.z ){
    if( eKind!=SITEMAP_URLSET ) return 0;
    pF->iFreq = sitemapFreqIndex(p->changefreq.z, p->changefreq.n);
    if( pF->iFreq<0 ) return 0;
  }
  if( p->hasPriority ){
    if( eKind!=SITEMAP_URLSET || p->hasPriority!=SITEMAP_PRIORITY_NUMBER ){
      return 0;
    }
    if( !(p->priority>=0.0 && p->priority<=1.0) ) return 0;
    {
      int k = (int)(p->priority*10.0 + 0.5);
      if( sitemapTenth[k]==p->priority ){
        pF->zNum = sitemapTenthText[k];
        pF->nNum = 3;
      }else{
        pF->zNum = pF->zBuf;
        pF->nNum = sitemapFormatPriority(p->priority, pF->zBuf);
      }
    }
  }
  return 1;
}

/* Copy the string literal S to z and advance z: a fixed-size copy, which
** the compiler turns into a few moves. */
#define SW_PUT(z, S) (memcpy((z), (S), sizeof(S)-1), (z) += sizeof(S)-1)

/* Write the optional elements of a record that passed swFieldsFast at z;
** returns the end.  None of them needs escaping. */
static char *swPutFieldsFast(char *z, const SitemapOutRecord *p,
                             const SwFields *pF){
  if( p->lastmod.z ){
    SW_PUT(z, "<lastmod>");
    memcpy(z, p->lastmod.z, p->lastmod.n);
    z += p->lastmod.n;
    SW_PUT(z, "</lastmod>");
  }
  if( pF->iFreq>=0 ){
    SW_PUT(z, "<changefreq>");
    memcpy(z, sitemapFreqName[pF->iFreq], 8);    /* padded: one fixed move */
    z += sitemapFreqLen[pF->iFreq];
    SW_PUT(z, "</changefreq>");
  }
  if( pF->nNum ){
    SW_PUT(z, "<priority>");
    if( pF->nNum==3 ){
      memcpy(z, pF->zNum, 4);                /* "0.5" and its NUL */
    }else{
      memcpy(z, pF->zNum, pF->nNum);
    }
    z += pF->nNum;
    SW_PUT(z, "</priority>");
  }
  return z;
}

/* 1 if loc z[0..n) starts with a lower-case "http://" or "https://" and an
** authority that sitemapNormalizeLoc would write unchanged: a lower-case
** host of unreserved and sub-delim characters, no userinfo, and maybe a
** port of digits.  0 sends the record to the normalising path. */
static int swAuthorityFast(const char *z, size_t n){
  /* 1: ends the authority; 2: a port follows; 3: not written as it is
  ** (upper case, a percent-escape, userinfo, an IP literal, a bad byte) */
  static const unsigned char aStop[256] = {
    ['/'] = 1, ['?'] = 1, ['#'] = 1, [':'] = 2, ['@'] = 3, ['['] = 3,
    [']'] = 3, ['%'] = 3, ['A'] = 3, ['B'] = 3, ['C'] = 3, ['D'] = 3,
    ['E'] = 3, ['F'] = 3, ['G'] = 3, ['H'] = 3, ['I'] = 3, ['J'] = 3,
    ['K'] = 3, ['L'] = 3, ['M'] = 3, ['N'] = 3, ['O'] = 3, ['P'] = 3,
    ['Q'] = 3, ['R'] = 3, ['S'] = 3, ['T'] = 3, ['U'] = 3, ['V'] = 3,
    ['W'] = 3, ['X'] = 3, ['Y'] = 3, ['Z'] = 3
  };
  const unsigned char *u = (const unsigned char*)z;
  size_t iHost, j;
  if( n<8 || memcmp(z, "http", 4)!=0 ) return 0;
  iHost = z[4]=='s' ? 8 : 7;
  if( memcmp(z + iHost - 3, "://", 3)!=0 ) return 0;
  for(j=iHost; j<n && aStop[u[j]]==0; j++){}
  if( j==iHost ) return 0;
  if( j<n && aStop[u[j]]==2 ){
    size_t k = j+1;
    while( k<n && coreIsDigit(u[k]) ) k++;
    if( k<n && aStop[u[k]]!=1 ) return 0;
    return swAuthorityOk(z, n, iHost);
  }
  return j>=n || aStop[u[j]]==1;
}

/* sitemapAppendRecord's path for a record that needs normalising: the loc
** is normalised at the end of pOut, the record written after it, and moved
** down over it.  No allocation beyond pOut's growth (and url.c's for an IDN
** host). */
static SitemapError swAppendNormalized(CoreBuf *pOut, SitemapKind eKind,
                                       const SitemapOutRecord *p,
                                       const char **pzField){
  SitemapNormRecord norm;
  size_t n0 = pOut->n, n1, nText;
  SitemapError e = sitemapNormalizeRecord(eKind, p, pOut, &norm, pzField);
  if( e || pOut->oom ) return e;
  n1 = pOut->n;
  nText = (n1-n0) + norm.rec.lastmod.n + norm.rec.changefreq.n;
  /* the room sitemapWriteRecord asks for, so that it does not move pOut->z */
  if( coreBufReserve(pOut, 6*nText + 200 + SITEMAP_PRIORITY_MAX) ){
    pOut->n = n0;
    return SITEMAP_OK;
  }
  norm.rec.loc.z = pOut->z + n0;
  sitemapWriteRecord(pOut, eKind, &norm.rec);
  memmove(pOut->z + n0, pOut->z + n1, pOut->n - n1);
  pOut->n = n0 + (pOut->n - n1);
  return SITEMAP_OK;
}

SitemapError sitemapAppendRecord(CoreBuf *pOut, SitemapKind eKind,
                                 const SitemapOutRecord *p, const char **pzField){
  SwFields f;
  char *z;
  /* Fast path: one pass over loc that escapes and checks it together;
  ** lastmod (a valid W3C Datetime) and the rest need no escaping. */
  if( p->loc.z && p->loc.n<=SITEMAP_MAX_LOC
   && swAuthorityFast(p->loc.z, p->loc.n) && swFieldsFast(eKind, p, &f) ){
    /* loc grows at most 6 times; tags and changefreq fit in 200 */
    size_t nNeed = 6*p->loc.n + 200 + SITEMAP_PRIORITY_MAX;
    if( p->lastmod.n > SIZE_MAX/2 - nNeed ){ pOut->oom = 1; return SITEMAP_OK; }
    if( coreBufReserve(pOut, nNeed + p->lastmod.n) ) return SITEMAP_OK;
    z = pOut->z + pOut->n;
    if( eKind==SITEMAP_URLSET ){
      SW_PUT(z, "<url><loc>");
    }else{
      SW_PUT(z, "<sitemap><loc>");
    }
    z = swPutLocFast(z, p->loc.z, p->loc.n);
    if( z ){
      SW_PUT(z, "</loc>");
      z = swPutFieldsFast(z, p, &f);
      if( eKind==SITEMAP_URLSET ){
        SW_PUT(z, "</url>\n");
      }else{
        SW_PUT(z, "</sitemap>\n");
      }
      pOut->n = (size_t)(z - pOut->z);
      if( pzField ) *pzField = "loc";
      return SITEMAP_OK;
    }
  }
  return swAppendNormalized(pOut, eKind, p, pzField);
}

int sitemapWriteRecord(CoreBuf *pOut, SitemapKind eKind,
                       const SitemapOutRecord *p){
  const SwTag *pRec = &aTag[SW_TAG_RECORD + eKind];
  size_t nText = p->loc.n + p->lastmod.n + p->changefreq.n;
  char *z;
  /* every value grows at most 6 times; tags fit in 200 */
  if( nText > (SIZE_MAX-200-SITEMAP_PRIORITY_MAX)/6 ){ pOut->oom = 1; return -1; }
  if( coreBufReserve(pOut, 6*nText + 200 + SITEMAP_PRIORITY_MAX) ) return -1;
  z = pOut->z + pOut->n;
  memcpy(z, pRec->zOpen, pRec->nOpen);
  z = swPutElement(z + pRec->nOpen, SW_TAG_LOC, p->loc.z, p->loc.n);
  z = swPutOptional(z, p);
  memcpy(z, pRec->zClose, pRec->nClose);
  z[pRec->nClose] = '\n';
  pOut->n = (size_t)(z + pRec->nClose + 1 - pOut->z);
  return 0;
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
