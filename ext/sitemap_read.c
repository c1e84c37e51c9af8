/*
** sitemap_read.c: the streaming sitemap reader (see sitemap_read.h).
**
** Three layers, bottom up:
**   1. input: the document itself (plain UTF-8 is scanned in place), or a
**      bounded window refilled from gzip (gzip_stream.c) and/or transcoded
**      from UTF-16 / ISO-8859-1.  smRefill keeps the unconsumed tail.
**   2. structure: xmlNext tokens, an explicit depth counter and a stack of
**      element-name hashes (capped) to notice mismatched end tags.
**   3. records: smParseRecord reads one record element (url, sitemap, item,
**      entry) into field captures; when a window boundary cuts a record the
**      whole record is re-read after a refill (state saved in SmSave).
** Start at sitemapNextRecord.
*/
#include "sitemap_read.h"
#include "url.h"

#include <string.h>

#define SM_WINDOW      (256*1024)  /* initial window for gzip/transcoding */
#define SM_RAW_CHUNK   (64*1024)   /* raw bytes pulled per transcoding step */
#define SM_MAX_STACK   10000       /* depths whose names are checked */
#define SM_MAX_SEARCH  64          /* levels searched for a mismatched end */

/* Record fields and extension arrays. */
#define SM_F_LOC        0
#define SM_F_LASTMOD    1
#define SM_F_CHANGEFREQ 2
#define SM_F_PRIORITY   3
#define SM_N_FIELD      4
#define SM_N_EXT        4      /* SM_X_xxx, in sitemap_read.h */

/* Roles of a record's child elements. */
#define SM_R_NONE     0
#define SM_R_FIELD    1   /* iArg = SM_F_xxx */
#define SM_R_EXT      2   /* iArg = SM_X_xxx: children become keys */
#define SM_R_ALT      3   /* xhtml:link hreflang alternate */
#define SM_R_ATOMLINK 4   /* Atom <link href rel> */

#define SM_M_SITEMAP ((1<<SM_FMT_URLSET)|(1<<SM_FMT_INDEX))
#define SM_M_RSS     (1<<SM_FMT_RSS)
#define SM_M_ATOM    (1<<SM_FMT_ATOM)

/* What each child element of a record means, by format. */
#define SM_NAME(s) s, sizeof(s)-1   /* a name and its length */

static const struct SmRole {
  unsigned fmtMask; const char *zLocal; size_t nLocal; int eRole; int iArg;
} smRoles[] = {
  { SM_M_SITEMAP, SM_NAME("loc"),        SM_R_FIELD, SM_F_LOC },
  { SM_M_SITEMAP, SM_NAME("lastmod"),    SM_R_FIELD, SM_F_LASTMOD },
  { SM_M_SITEMAP, SM_NAME("changefreq"), SM_R_FIELD, SM_F_CHANGEFREQ },
  { SM_M_SITEMAP, SM_NAME("priority"),   SM_R_FIELD, SM_F_PRIORITY },
  { SM_M_SITEMAP, SM_NAME("image"),      SM_R_EXT,   SM_X_IMAGE },
  { SM_M_SITEMAP, SM_NAME("video"),      SM_R_EXT,   SM_X_VIDEO },
  { SM_M_SITEMAP, SM_NAME("news"),       SM_R_EXT,   SM_X_NEWS },
  { SM_M_SITEMAP, SM_NAME("link"),       SM_R_ALT,   SM_X_ALT },
  { SM_M_RSS,     SM_NAME("link"),       SM_R_FIELD, SM_F_LOC },
  { SM_M_RSS,     SM_NAME("pubDate"),    SM_R_FIELD, SM_F_LASTMOD },
  { SM_M_ATOM,    SM_NAME("link"),       SM_R_ATOMLINK, SM_F_LOC },
  { SM_M_ATOM,    SM_NAME("updated"),    SM_R_FIELD, SM_F_LASTMOD },
};

/* Root elements, their format and the depth of their records. */
static const struct SmRoot {
  const char *zLocal; int eFormat; int recDepth;
} smRoots[] = {
  { "urlset",       SM_FMT_URLSET, 1 },
  { "sitemapindex", SM_FMT_INDEX,  1 },
  { "rss",          SM_FMT_RSS,    2 },
  { "feed",         SM_FMT_ATOM,   1 },
};

/* Record elements and the kind of record they make. */
static const struct SmRecName {
  unsigned fmtMask; const char *zLocal; size_t nLocal; int eKind;
} smRecNames[] = {
  { SM_M_SITEMAP, SM_NAME("url"),     SM_KIND_URL },
  { SM_M_SITEMAP, SM_NAME("sitemap"), SM_KIND_SITEMAP },
  { SM_M_RSS,     SM_NAME("item"),    SM_KIND_URL },
  { SM_M_ATOM,    SM_NAME("entry"),   SM_KIND_URL },
};

/* States of the top-level loop. */
#define SM_S_START   0   /* nothing read yet */
#define SM_S_XML     1   /* between records of an XML document */
#define SM_S_TEXT    2   /* a text sitemap */
#define SM_S_DONE    3

/* A text capture in progress (one field or one extension key). */
typedef struct SmCap {
  int bActive;
  size_t depth;        /* depth of the captured element */
  int nPiece;
  int bInBuf;          /* the value is being assembled in pBuf */
  Span first;          /* the value while it is one undecoded piece */
  CoreBuf *pBuf;
  unsigned dflags;     /* XML_D_xxx seen */
} SmCap;

/* What must be restored to re-read a record after a refill. */
typedef struct SmSave {
  size_t iTok;         /* window offset of the record's start tag */
  size_t depth;
  size_t nProb, nProbText;
  size_t iLinePos;
  int64_t iLine;
  int64_t nEntry;
} SmSave;

#define SM_PEND_MAX  16    /* extension objects of a record left for later */

/* A child element remembered from the previous flat records. */
#define SM_TPL_MAX   16    /* children remembered per record */
#define SM_TPL_NAME  32    /* longest name remembered */
typedef struct SmTpl {
  unsigned char nName;           /* 0: nothing remembered */
  unsigned char iLocal;          /* offset of the local name */
  char zName[SM_TPL_NAME];       /* the qualified name */
  const struct SmRole *pRole;    /* its role (NULL: ignored) */
} SmTpl;

struct SitemapReader {
  const CoreAlloc *pA;
  int bLint;
  /* input */
  const char *zDoc; size_t nDoc;
  int bGzip; GzStream gz;
  int eEnc;
  const unsigned char *zRawSrc;   /* plain source being transcoded */
  size_t nRawSrc, iRawSrc;
  unsigned char *zRaw;            /* gzip bytes awaiting transcoding */
  size_t nRaw, iRaw;
  int bRawEof;
  char *zWin; size_t nWinAlloc;   /* owned window (NULL when in place) */
  uint64_t nScanned;              /* bytes shifted out of the window */
  XmlScan sc;
  /* lines */
  size_t iLinePos; int64_t iLine;
  /* structure */
  int eState, eFormat, recDepth;
  size_t depth;
  uint32_t *aHash; size_t nHashAlloc;
  int bRootSeen, bRootClosed, bDepthReported, bAfterRootReported;
  int bTruncReported;
  int64_t nEntry;
  int bInRecord;                  /* problems belong to record nEntry */
  CoreBuf feedBase;               /* Atom xml:base of the root */
  CoreBuf base;                   /* base_url argument */
  /* the record being read */
  size_t iRecPos;
  int eRecKind;
  Span recBase;                   /* xml:base of the record element */
  Span aField[SM_N_FIELD];
  unsigned aFieldFlags[SM_N_FIELD];
  CoreBuf aFieldBuf[SM_N_FIELD];
  CoreBuf aJson[SM_N_EXT];
  unsigned jsonClosed;            /* aJson[k] has its ']' (bit k) */
  struct SmPend {                 /* extension objects not yet in aJson */
    size_t iBody; Span name; int eExt;
  } aPend[SM_PEND_MAX];
  int nPend;
  int eExt; size_t extDepth;      /* extension object being read (-1 none) */
  CoreBuf extIdx, extBytes;       /* its key/value pairs */
  Span extKey;
  SmCap cap; int eCapField;       /* -1: capturing an extension key */
  CoreBuf resolved, tmp, extCap;
  int64_t iRecLine;               /* line of the record, -1: not counted */
  int64_t iTextLine;
  SmTpl aTpl[SM_TPL_MAX];         /* children of the last flat records */
  SmTpl recTag;                   /* start tag of the last record */
  int eRecTagKind;                /* its kind */
  /* problems */
  CoreBuf probQ, probText;
  size_t iProbHead;
};

/* ---- problems and lines ----------------------------------------------- */

/* Queue entry as stored: detail as offset into probText. */
typedef struct SmProbRec {
  int eCode; int64_t iEntry; int64_t iLine; size_t iDetail, nDetail;
} SmProbRec;

void sitemapAddProblem(SitemapReader *p, int eCode, int64_t iEntry,
                       int64_t iLine, const char *zDetail, size_t nDetail){
  SmProbRec r;
  if( nDetail>200 ) nDetail = 200;
  r.eCode = eCode; r.iEntry = iEntry; r.iLine = iLine;
  r.iDetail = p->probText.n; r.nDetail = nDetail;
  if( coreBufAppend(&p->probText, zDetail, nDetail) ) return;  /* lost: */
  coreBufAppend(&p->probQ, (const char*)&r, sizeof(r));   /* see smOom */
}

int sitemapNextProblem(SitemapReader *p, SitemapProblem *pOut){
  SmProbRec r;
  size_t nQ = p->probQ.n / sizeof(SmProbRec);
  if( p->probQ.oom || p->probText.oom ) return 0;   /* sitemapFailed says */
  if( p->iProbHead>=nQ ){
    p->probQ.n = p->probText.n = 0;
    p->iProbHead = 0;
    return 0;
  }
  memcpy(&r, p->probQ.z + p->iProbHead*sizeof(r), sizeof(r));
  p->iProbHead++;
  pOut->eCode = r.eCode;
  pOut->iEntry = r.iEntry;
  pOut->iLine = r.iLine;
  pOut->detail.z = p->probText.z ? p->probText.z + r.iDetail : "";
  pOut->detail.n = r.nDetail;
  return 1;
}

/* Line (1-based) of window offset i, moving the line checkpoint there. */
static int64_t smLineAt(SitemapReader *p, size_t i){
  if( i>p->sc.n ) i = p->sc.n;
  if( i>=p->iLinePos ){
    p->iLine += (int64_t)xmlCountLines(p->sc.z + p->iLinePos, i - p->iLinePos);
  }else{
    p->iLine -= (int64_t)xmlCountLines(p->sc.z + i, p->iLinePos - i);
  }
  p->iLinePos = i;
  return p->iLine;
}

/* Queue a problem at window offset i for the current record (or none). */
static void smProblem(SitemapReader *p, int eCode, size_t i,
                      const char *zDetail, size_t nDetail){
  if( !p->bLint ) return;
  sitemapAddProblem(p, eCode, p->bInRecord ? p->nEntry : 0, smLineAt(p, i),
                    zDetail ? zDetail : "", zDetail ? nDetail : 0);
}

/* ---- input: window, gzip, transcoding --------------------------------- */

/* Windows-1252 characters of 0x80..0x9F (0 = undefined, becomes U+FFFD). */
static const unsigned short smCp1252[32] = {
  0x20AC,0,0x201A,0x0192,0x201E,0x2026,0x2020,0x2021,
  0x02C6,0x2030,0x0160,0x2039,0x0152,0,0x017D,0,
  0,0x2018,0x2019,0x201C,0x201D,0x2022,0x2013,0x2014,
  0x02DC,0x2122,0x0161,0x203A,0x0153,0,0x017E,0x0178
};

/* Put code point c as UTF-8 at z (room for 4); returns the length. */
static size_t smUtf8(char *z, unsigned c){
  if( c<0x80 ){ z[0] = (char)c; return 1; }
  if( c<0x800 ){
    z[0] = (char)(0xC0|(c>>6)); z[1] = (char)(0x80|(c&0x3F)); return 2;
  }
  if( c<0x10000 ){
    z[0] = (char)(0xE0|(c>>12)); z[1] = (char)(0x80|((c>>6)&0x3F));
    z[2] = (char)(0x80|(c&0x3F)); return 3;
  }
  z[0] = (char)(0xF0|(c>>18)); z[1] = (char)(0x80|((c>>12)&0x3F));
  z[2] = (char)(0x80|((c>>6)&0x3F)); z[3] = (char)(0x80|(c&0x3F)); return 4;
}

/* Transcode whole units of z[0..n) into out[0..nOut) (nOut >= 4).  Sets
** *pnUsed; returns bytes written.  bEnd: a partial unit at the end is
** final (becomes U+FFFD). */
static size_t smTranscode(int eEnc, const unsigned char *z, size_t n,
                          char *out, size_t nOut, size_t *pnUsed, int bEnd){
  size_t i = 0, o = 0;
  while( i<n && o+4<=nOut ){
    unsigned c;
    if( eEnc==SM_ENC_LATIN1 || eEnc==SM_ENC_CP1252 ){
      c = z[i++];
      if( eEnc==SM_ENC_CP1252 && c>=0x80 && c<0xA0 ){
        c = smCp1252[c-0x80] ? smCp1252[c-0x80] : 0xFFFD;
      }
    }else{
      int le = eEnc==SM_ENC_UTF16LE;
      if( i+2>n ){ if( !bEnd ) break; i = n; c = 0xFFFD; }
      else{
        c = le ? (unsigned)(z[i] | (z[i+1]<<8)) : (unsigned)((z[i]<<8) | z[i+1]);
        i += 2;
        if( c>=0xD800 && c<0xDC00 ){
          if( i+2>n && !bEnd ){ i -= 2; break; }
          if( i+2<=n ){
            unsigned d = le ? (unsigned)(z[i] | (z[i+1]<<8))
                            : (unsigned)((z[i]<<8) | z[i+1]);
            if( d>=0xDC00 && d<0xE000 ){
              c = 0x10000 + ((c-0xD800)<<10) + (d-0xDC00);
              i += 2;
            }else c = 0xFFFD;
          }else c = 0xFFFD;
        }else if( c>=0xDC00 && c<0xE000 ){
          c = 0xFFFD;
        }
      }
    }
    o += smUtf8(out+o, c);
  }
  *pnUsed = i;
  return o;
}

/* Pull more gzip bytes into zRaw, keeping the unread ones. */
static void smPullRaw(SitemapReader *p){
  size_t keep = p->nRaw - p->iRaw, got;
  if( p->bRawEof ) return;
  memmove(p->zRaw, p->zRaw + p->iRaw, keep);
  p->iRaw = 0;
  p->nRaw = keep;
  got = gzRead(&p->gz, (char*)p->zRaw + keep, SM_RAW_CHUNK - keep);
  if( got==0 ) p->bRawEof = 1;
  p->nRaw += got;
}

/* Fill the free part of the owned window; sets sc.bFinal at the end. */
static void smFill(SitemapReader *p){
  size_t nWin = p->sc.n;
  for(;;){
    size_t room = p->nWinAlloc - nWin, used, made;
    const unsigned char *zSrc;
    size_t nSrc;
    int bEnd;
    if( room<4 ) break;
    if( p->zRawSrc ){
      zSrc = p->zRawSrc + p->iRawSrc; nSrc = p->nRawSrc - p->iRawSrc; bEnd = 1;
    }else{
      if( p->eEnc==SM_ENC_UTF8 && p->nRaw==p->iRaw && !p->bRawEof ){
        /* plain gzip: inflate straight into the window */
        size_t got = gzRead(&p->gz, p->zWin + nWin, room);
        if( got==0 ) p->bRawEof = 1;
        nWin += got;
        continue;
      }
      if( p->eEnc!=SM_ENC_UTF8 && p->nRaw - p->iRaw < 4 ) smPullRaw(p);
      zSrc = p->zRaw + p->iRaw; nSrc = p->nRaw - p->iRaw; bEnd = p->bRawEof;
    }
    if( nSrc==0 ){ p->sc.bFinal = 1; break; }
    if( p->eEnc==SM_ENC_UTF8 ){
      used = made = nSrc<room ? nSrc : room;
      memcpy(p->zWin + nWin, zSrc, made);
    }else{
      made = smTranscode(p->eEnc, zSrc, nSrc, p->zWin + nWin, room, &used, bEnd);
      if( used==0 ) break;
    }
    nWin += made;
    if( p->zRawSrc ) p->iRawSrc += used; else p->iRaw += used;
  }
  p->sc.z = p->zWin;
  p->sc.n = nWin;
}

/* Shift the window so that offset iKeep comes first, then refill it.
** Returns 1 if bytes were added, 0 if the input is exhausted, -1 on OOM. */
static int smRefill(SitemapReader *p, size_t iKeep){
  size_t nBefore;
  if( p->sc.bFinal ) return 0;
  smLineAt(p, iKeep);
  memmove(p->zWin, p->zWin + iKeep, p->sc.n - iKeep);
  p->sc.n -= iKeep;
  p->sc.i -= iKeep;
  p->iLinePos = 0;
  p->nScanned += iKeep;
  if( p->nWinAlloc - p->sc.n < p->nWinAlloc/4 ){
    size_t nNew = p->nWinAlloc*2;
    char *zNew = nNew>p->nWinAlloc ? coreRealloc(p->pA, p->zWin, nNew) : NULL;
    if( zNew==NULL ) return -1;
    p->zWin = zNew;
    p->nWinAlloc = nNew;
  }
  nBefore = p->sc.n;
  smFill(p);
  return p->sc.n>nBefore ? 1 : 0;
}

/* Encoding from a BOM, NUL pattern or declaration; *pnSkip = BOM length. */
static int smSniffEncoding(const unsigned char *z, size_t n, size_t *pnSkip){
  static const char *const azLatin1[] = {
    "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1"
  };
  size_t i, k;
  *pnSkip = 0;
  if( n>=3 && z[0]==0xEF && z[1]==0xBB && z[2]==0xBF ){ *pnSkip = 3; return SM_ENC_UTF8; }
  if( n>=2 && z[0]==0xFF && z[1]==0xFE ){ *pnSkip = 2; return SM_ENC_UTF16LE; }
  if( n>=2 && z[0]==0xFE && z[1]==0xFF ){ *pnSkip = 2; return SM_ENC_UTF16BE; }
  if( n>=2 && z[0]!=0 && z[1]==0 ) return SM_ENC_UTF16LE;
  if( n>=2 && z[0]==0 && z[1]!=0 ) return SM_ENC_UTF16BE;
  if( n>512 ) n = 512;
  for(i=0; i<n && coreIsSpace(z[i]); i++){}
  if( n-i<5 || memcmp(z+i, "<?xml", 5)!=0 ) return SM_ENC_UTF8;
  for(k=i; k+9<n && z[k]!='>'; k++){
    if( memcmp(z+k, "encoding", 8)==0 ){
      size_t j = k+8, a;
      while( j<n && (coreIsSpace(z[j]) || z[j]=='=' || z[j]=='"' || z[j]=='\'') ) j++;
      for(a=j; j<n && z[j]!='"' && z[j]!='\'' && z[j]!='?'; j++){}
      for(i=0; i<sizeof(azLatin1)/sizeof(azLatin1[0]); i++){
        if( coreSpanEqNoCase((const char*)z+a, j-a, azLatin1[i], strlen(azLatin1[i])) ){
          return SM_ENC_LATIN1;
        }
      }
      if( coreSpanEqNoCase((const char*)z+a, j-a, "windows-1252", 12)
       || coreSpanEqNoCase((const char*)z+a, j-a, "cp1252", 6) ) return SM_ENC_CP1252;
      break;
    }
  }
  return SM_ENC_UTF8;
}

/* Set up the input layer: in place, or a window over gzip/transcoding. */
static int smOpenInput(SitemapReader *p){
  const unsigned char *zHead = (const unsigned char*)p->zDoc;
  size_t nHead = p->nDoc, nSkip;
  if( gzIsGzip(p->zDoc, p->nDoc) ){
    p->bGzip = 1;
    if( gzOpen(&p->gz, p->pA, p->zDoc, p->nDoc) ) return -1;
    if( !p->bLint ) gzSetCheck(&p->gz, 0);   /* nobody would hear of it */
    p->zRaw = coreMalloc(p->pA, SM_RAW_CHUNK);
    if( p->zRaw==NULL ) return -1;
    smPullRaw(p);
    zHead = p->zRaw; nHead = p->nRaw;
  }
  p->eEnc = smSniffEncoding(zHead, nHead, &nSkip);
  if( !p->bGzip && p->eEnc==SM_ENC_UTF8 ){
    p->sc.z = p->zDoc + nSkip;            /* scanned in place: no copy */
    p->sc.n = p->nDoc - nSkip;
    p->sc.bFinal = 1;
    return 0;
  }
  if( p->bGzip ) p->iRaw = nSkip;
  else{
    p->zRawSrc = zHead; p->nRawSrc = nHead; p->iRawSrc = nSkip;
  }
  p->nWinAlloc = SM_WINDOW;
  p->zWin = coreMalloc(p->pA, p->nWinAlloc);
  if( p->zWin==NULL ) return -1;
  p->sc.z = p->zWin;
  p->sc.n = 0;
  smFill(p);
  return 0;
}

/* Report the input layer's conditions (gzip, encoding) once, at the end. */
static void smReportInput(SitemapReader *p){
  static const struct { unsigned flag; int eCode; } aGz[] = {
    { GZ_F_TRUNCATED, SM_P_GZIP_TRUNCATED }, { GZ_F_CORRUPT, SM_P_GZIP_CORRUPT },
    { GZ_F_TRAILING, SM_P_GZIP_TRAILING },   { GZ_F_NESTED, SM_P_GZIP_NESTED },
    { GZ_F_MULTI, SM_P_GZIP_MULTI },         { GZ_F_CAPPED, SM_P_INFLATE_CAP },
  };
  static const char *const azEnc[] = {
    "UTF-8", "UTF-16LE", "UTF-16BE", "ISO-8859-1", "windows-1252"
  };
  size_t k;
  if( !p->bLint ) return;
  for(k=0; p->bGzip && k<sizeof(aGz)/sizeof(aGz[0]); k++){
    if( p->gz.flags & aGz[k].flag ) sitemapAddProblem(p, aGz[k].eCode, 0, 0, "", 0);
  }
  if( p->eEnc!=SM_ENC_UTF8 ){
    sitemapAddProblem(p, SM_P_ENCODING_NOT_UTF8, 0, 1, azEnc[p->eEnc],
                      strlen(azEnc[p->eEnc]));
  }
}

/* ---- structure: element stack ------------------------------------------ */

/* Fingerprint of an element name for end-tag matching: its length and
** its first and last 4 bytes (exact for names up to 8 bytes). */
static uint32_t smHash(Span s){
  uint32_t a = 0, b = 0;
  if( s.n>=4 ){
    memcpy(&a, s.z, 4);
    memcpy(&b, s.z + s.n - 4, 4);
  }else{
    size_t i;
    for(i=0; i<s.n; i++) a = (a<<8) | (unsigned char)s.z[i];
  }
  return ((uint32_t)s.n * 2654435761u) ^ a ^ ((b<<13) | (b>>19));
}

/* Open an element. */
static int smPush(SitemapReader *p, Span name, size_t iPos){
  if( p->depth<SM_MAX_STACK ){
    if( p->depth>=p->nHashAlloc ){
      size_t nNew = p->nHashAlloc ? p->nHashAlloc*2 : 64;
      uint32_t *aNew = coreRealloc(p->pA, p->aHash, nNew*sizeof(uint32_t));
      if( aNew==NULL ) return -1;
      p->aHash = aNew;
      p->nHashAlloc = nNew;
    }
    p->aHash[p->depth] = smHash(name);
  }else if( !p->bDepthReported ){
    p->bDepthReported = 1;
    smProblem(p, SM_P_DEPTH, iPos, 0, 0);
  }
  p->depth++;
  return 0;
}

/* Close the element an end tag names; an end tag that matches a lower
** element closes the ones above it; one that matches none is ignored. */
static void smPop(SitemapReader *p, Span name, size_t iPos){
  uint32_t h;
  size_t k, lo;
  if( p->depth==0 ){
    smProblem(p, SM_P_XML_MALFORMED, iPos, name.z, name.n);
    return;
  }
  if( p->depth>SM_MAX_STACK ){ p->depth--; return; }
  h = smHash(name);
  if( p->aHash[p->depth-1]==h ){ p->depth--; return; }
  smProblem(p, SM_P_XML_MALFORMED, iPos, name.z, name.n);
  lo = p->depth>SM_MAX_SEARCH ? p->depth-SM_MAX_SEARCH : 0;
  for(k=p->depth-1; k>lo; k--){
    if( p->aHash[k-1]==h ){ p->depth = k-1; return; }
  }
}

/* Report what the tokenizer noticed about token t. */
static void smTokenError(SitemapReader *p, const XmlToken *t){
  static const char *const az[] = {
    "", "document ends inside markup", "'<' starts no markup",
    "unknown <! declaration", "malformed end tag", "malformed attributes"
  };
  int e = t->eErr;
  if( e==XML_E_TRUNCATED ){
    p->bTruncReported = 1;
    smProblem(p, SM_P_XML_TRUNCATED, t->iStart, az[e], strlen(az[e]));
  }else{
    smProblem(p, SM_P_XML_MALFORMED, t->iStart, az[e], strlen(az[e]));
  }
}

/* ---- field captures ----------------------------------------------------- */

#define SM_D_BAD_UTF8 0x100      /* beside the XML_D_xxx flags */

/* Start capturing the text of the element open at depth d into pBuf. */
static void smCapBegin(SitemapReader *p, size_t d, CoreBuf *pBuf, int eField){
  memset(&p->cap, 0, sizeof(p->cap));
  p->cap.bActive = 1;
  p->cap.depth = d;
  p->cap.pBuf = pBuf;
  pBuf->n = 0;
  p->eCapField = eField;
}

/* Add one piece of character data (raw text or CDATA) to the capture; a
** single piece without '&' stays a span into the window. */
static void smCapAppend(SitemapReader *p, Span s, int bCdata){
  SmCap *c = &p->cap;
  if( c->nPiece==0 && (bCdata || memchr(s.z, '&', s.n)==NULL) ){
    c->first = s;
    c->nPiece = 1;
    return;
  }
  if( !c->bInBuf ){
    c->bInBuf = 1;
    if( c->nPiece ) coreBufAppend(c->pBuf, c->first.z, c->first.n);
  }
  if( bCdata ) coreBufAppend(c->pBuf, s.z, s.n);
  else xmlDecode(s.z, s.n, c->pBuf, &c->dflags);
  c->nPiece++;
}

/* Replace invalid UTF-8 in v by U+FFFD (into pBuf) when there is any. */
static Span smCleanUtf8(SitemapReader *p, Span v, CoreBuf *pBuf, unsigned *pF){
  const unsigned char *u = (const unsigned char*)v.z;
  size_t i = 0, len;
  uint64_t acc = 0;
  if( v.n>=8 ){                               /* all ASCII: nothing to do */
    uint64_t w;
    for(i=0; i+8<v.n; i+=8){
      memcpy(&w, u+i, 8);
      acc |= w;
    }
    memcpy(&w, u+v.n-8, 8);                   /* the last word overlaps */
    acc |= w;
  }else{
    for(i=0; i<v.n; i++) acc |= u[i];
  }
  if( (acc & 0x8080808080808080ull)==0 ) return v;
  i = 0;
  while( i<v.n ){
    if( u[i]<0x80 ){ i++; continue; }
    len = coreUtf8Len(u+i, v.n-i);
    if( len==0 ) break;
    i += len;
  }
  if( i>=v.n ) return v;
  *pF |= SM_D_BAD_UTF8;
  p->tmp.n = 0;
  for(i=0; i<v.n; ){
    len = u[i]<0x80 ? 1 : coreUtf8Len(u+i, v.n-i);
    if( len ){ coreBufAppend(&p->tmp, v.z+i, len); i += len; }
    else{ coreBufAppend(&p->tmp, "\xEF\xBF\xBD", 3); i++; }
  }
  pBuf->n = 0;
  coreBufAppend(pBuf, p->tmp.z, p->tmp.n);
  v.z = pBuf->z ? pBuf->z : "";
  v.n = pBuf->n;
  return v;
}

/* Problems behind decoding flags, in the order they are reported. */
static const struct { unsigned flag; int eCode; } smDecodeProblems[] = {
  { XML_D_BARE_AMP, SM_P_BARE_AMPERSAND },
  { XML_D_UNKNOWN_ENTITY, SM_P_UNKNOWN_ENTITY },
  { XML_D_HTML_ENTITY, SM_P_HTML_ENTITY },
  { XML_D_BAD_CHARREF, SM_P_BAD_CHAR_REF },
  { SM_D_BAD_UTF8, SM_P_INVALID_UTF8 },
};

/* Finish a value: trim it, clean its UTF-8 and report its decoding. */
static Span smValue(SitemapReader *p, Span v, CoreBuf *pBuf, unsigned *pF,
                    int bLoc, size_t iPos){
  size_t k;
  if( v.n && (coreIsSpace((unsigned char)v.z[0])
            || coreIsSpace((unsigned char)v.z[v.n-1])) ) v = coreTrim(v);
  v = smCleanUtf8(p, v, pBuf, pF);
  for(k=0; p->bLint && k<sizeof(smDecodeProblems)/sizeof(smDecodeProblems[0]); k++){
    if( (*pF & smDecodeProblems[k].flag)==0 ) continue;
    if( bLoc && smDecodeProblems[k].eCode==SM_P_UNKNOWN_ENTITY ) continue;
    smProblem(p, smDecodeProblems[k].eCode, iPos, v.z, v.n);
  }
  return v;
}

static void smExtAdd(SitemapReader *p, Span key, Span attr, Span val);

/* End the capture: store the value in its field or extension key. */
static void smCapFinish(SitemapReader *p, size_t iPos){
  SmCap *c = &p->cap;
  unsigned fl = c->dflags;
  Span v;
  if( c->bInBuf ){ v.z = c->pBuf->z ? c->pBuf->z : ""; v.n = c->pBuf->n; }
  else if( c->nPiece ) v = c->first;
  else{ v.z = ""; v.n = 0; }
  c->bActive = 0;
  v = smValue(p, v, c->pBuf, &fl, p->eCapField==SM_F_LOC, iPos);
  if( p->eCapField>=0 ){
    p->aField[p->eCapField] = v;
    p->aFieldFlags[p->eCapField] = fl;
  }else{
    Span none = { "", 0 };
    smExtAdd(p, p->extKey, none, v);
  }
}

/* ---- extension objects (image, video, news, xhtml:link) ---------------- */

/* Offsets of one key/value pair in extBytes. */
typedef struct SmPair { size_t iKey, nKey, iVal, nVal; } SmPair;

static void smExtAdd(SitemapReader *p, Span key, Span attr, Span val){
  SmPair r;
  r.iKey = p->extBytes.n;
  coreBufAppend(&p->extBytes, key.z, key.n);
  if( attr.n ){
    coreBufAppendByte(&p->extBytes, '@');
    coreBufAppend(&p->extBytes, attr.z, attr.n);
  }
  r.nKey = p->extBytes.n - r.iKey;
  r.iVal = p->extBytes.n;
  coreBufAppend(&p->extBytes, val.z, val.n);
  r.nVal = val.n;
  coreBufAppend(&p->extIdx, (const char*)&r, sizeof(r));
}

/* Add the attributes of an extension child as "child@attr" keys. */
static void smExtAttrs(SitemapReader *p, Span local, Span attrs){
  Span name, val;
  while( xmlNextAttr(&attrs, &name, &val) ){
    unsigned fl = 0;
    if( name.n>=5 && memcmp(name.z, "xmlns", 5)==0 ) continue;
    p->tmp.n = 0;
    xmlDecode(val.z, val.n, &p->tmp, &fl);
    val.z = p->tmp.z ? p->tmp.z : ""; val.n = p->tmp.n;
    smExtAdd(p, local, name, val);
  }
}

/* Start an extension object. */
static void smExtBegin(SitemapReader *p, int eExt, size_t d){
  p->eExt = eExt;
  p->extDepth = d;
  p->extIdx.n = 0;
  p->extBytes.n = 0;
}

/* Append the pairs collected as one JSON object; a key that occurs more
** than once gets an array of its values. */
static void smExtEnd(SitemapReader *p){
  CoreBuf *J = &p->aJson[p->eExt];
  const SmPair *a = (const SmPair*)p->extIdx.z;
  const char *zB = p->extBytes.z ? p->extBytes.z : "";  /* all keys empty */
  size_t n = p->extIdx.n / sizeof(SmPair), i, j;
  int bFirst = 1;
  if( p->extIdx.oom || p->extBytes.oom ){     /* the pairs lost their bytes */
    p->eExt = -1;                             /* (smOom reports it) */
    return;
  }
  coreBufAppendByte(J, J->n ? ',' : '[');
  coreBufAppendByte(J, '{');
  for(i=0; i<n; i++){
    size_t nSame = 0;
    for(j=0; j<i; j++){
      if( a[j].nKey==a[i].nKey && memcmp(zB+a[j].iKey, zB+a[i].iKey, a[i].nKey)==0 ) break;
    }
    if( j<i ) continue;                       /* key already written */
    for(j=i; j<n; j++){
      if( a[j].nKey==a[i].nKey && memcmp(zB+a[j].iKey, zB+a[i].iKey, a[i].nKey)==0 ) nSame++;
    }
    if( !bFirst ) coreBufAppendByte(J, ',');
    bFirst = 0;
    coreJsonString(J, zB+a[i].iKey, a[i].nKey);
    coreBufAppendByte(J, ':');
    if( nSame>1 ) coreBufAppendByte(J, '[');
    for(j=i; j<n; j++){
      if( a[j].nKey!=a[i].nKey || memcmp(zB+a[j].iKey, zB+a[i].iKey, a[i].nKey) ) continue;
      if( j>i ) coreBufAppendByte(J, ',');
      coreJsonString(J, zB+a[j].iVal, a[j].nVal);
    }
    if( nSame>1 ) coreBufAppendByte(J, ']');
  }
  coreBufAppendByte(J, '}');
  p->eExt = -1;
}

/* Decode attribute zName of attrs into pBuf; returns 1 if present. */
static int smAttrValue(SitemapReader *p, Span attrs, const char *zName,
                       CoreBuf *pBuf, Span *pOut, size_t iPos){
  Span raw;
  unsigned fl = 0;
  if( !xmlFindAttr(attrs, zName, &raw) ) return 0;
  pBuf->n = 0;
  xmlDecode(raw.z, raw.n, pBuf, &fl);
  pOut->z = pBuf->z ? pBuf->z : "";
  pOut->n = pBuf->n;
  *pOut = smValue(p, *pOut, pBuf, &fl, 0, iPos);
  return 1;
}

/* <xhtml:link rel="alternate" hreflang=".." href=".."/> in a urlset. */
static void smAlternate(SitemapReader *p, const XmlToken *t){
  Span v, none = { "", 0 };
  Span kHreflang = { "hreflang", 8 }, kHref = { "href", 4 };
  smExtBegin(p, SM_X_ALT, p->depth);
  if( smAttrValue(p, t->attrs, "hreflang", &p->resolved, &v, t->iStart) ){
    smExtAdd(p, kHreflang, none, v);
  }
  if( smAttrValue(p, t->attrs, "href", &p->resolved, &v, t->iStart) ){
    smExtAdd(p, kHref, none, v);
  }
  smExtEnd(p);
}

/* Atom <link href=".." rel="alternate"/>: the first alternate is the loc. */
static void smAtomLink(SitemapReader *p, const XmlToken *t){
  Span rel, v;
  if( p->aField[SM_F_LOC].z ) return;
  if( xmlFindAttr(t->attrs, "rel", &rel)
   && !(rel.n==9 && memcmp(rel.z, "alternate", 9)==0) ) return;
  if( smAttrValue(p, t->attrs, "href", &p->aFieldBuf[SM_F_LOC], &v, t->iStart) ){
    p->aField[SM_F_LOC] = v;
  }
}

/* 1 if the needle zPat occurs in s. */
static int smContains(Span s, const char *zPat){
  size_t np = strlen(zPat), i;
  for(i=0; i+np<=s.n; i++){
    const char *e = memchr(s.z+i, zPat[0], s.n-i-np+1);
    if( e==NULL ) return 0;
    i = (size_t)(e - s.z);
    if( memcmp(s.z+i, zPat, np)==0 ) return 1;
  }
  return 0;
}

/* 1 if any buffer ran out of memory. */
static int smOom(SitemapReader *p){
  int k, oom = p->feedBase.oom | p->base.oom | p->resolved.oom | p->tmp.oom
             | p->extCap.oom | p->extIdx.oom | p->extBytes.oom
             | p->probQ.oom | p->probText.oom;
  for(k=0; k<SM_N_FIELD; k++) oom |= p->aFieldBuf[k].oom;
  for(k=0; k<SM_N_EXT; k++) oom |= p->aJson[k].oom;
  return oom;
}

/* ---- records ------------------------------------------------------------ */

/* The role of a record's child named local in the current format. */
static const struct SmRole *smFindRole(int eFormat, Span local){
  size_t k;
  if( local.n==0 ) return NULL;
  for(k=0; k<sizeof(smRoles)/sizeof(smRoles[0]); k++){
    const char *z = smRoles[k].zLocal;
    if( smRoles[k].nLocal!=local.n || z[0]!=local.z[0]
     || (smRoles[k].fmtMask & (1u<<eFormat))==0 ) continue;
    if( memcmp(z, local.z, local.n)==0 ) return &smRoles[k];
  }
  return NULL;
}

/* The kind of record an element named local starts, or 0. */
static int smRecordKind(int eFormat, Span local){
  size_t k;
  if( local.n==0 ) return 0;
  for(k=0; k<sizeof(smRecNames)/sizeof(smRecNames[0]); k++){
    if( smRecNames[k].nLocal!=local.n || smRecNames[k].zLocal[0]!=local.z[0]
     || (smRecNames[k].fmtMask & (1u<<eFormat))==0 ) continue;
    if( memcmp(smRecNames[k].zLocal, local.z, local.n)==0 ){
      return smRecNames[k].eKind;
    }
  }
  return 0;
}

/* A start tag inside a record: open a field, extension or key capture. */
static int smChildStart(SitemapReader *p, const XmlToken *t, size_t d0){
  size_t rel = p->depth - d0 + 1;          /* 1: a child of the record */
  if( !t->bEmpty && smPush(p, t->name, t->iStart) ) return -1;
  if( rel==1 ){
    const struct SmRole *r = smFindRole(p->eFormat, t->local);
    if( p->cap.bActive ) p->cap.bActive = 0;
    if( r==NULL ) return 0;
    switch( r->eRole ){
      case SM_R_FIELD:
        if( p->aField[r->iArg].z ){
          smProblem(p, SM_P_DUPLICATE_FIELD, t->iStart, t->name.z, t->name.n);
          break;
        }
        smCapBegin(p, p->depth, &p->aFieldBuf[r->iArg], r->iArg);
        if( t->bEmpty ) smCapFinish(p, t->iStart);
        break;
      case SM_R_EXT:
        smExtBegin(p, r->iArg, p->depth);
        if( t->bEmpty ) smExtEnd(p);
        break;
      case SM_R_ALT:      smAlternate(p, t); break;
      case SM_R_ATOMLINK: smAtomLink(p, t); break;
    }
  }else if( p->eExt>=0 && p->depth>=p->extDepth ){
    smExtAttrs(p, t->local, t->attrs);
    smCapBegin(p, p->depth, &p->extCap, -1);
    p->extKey = t->local;
    if( t->bEmpty ){
      p->cap.bActive = 0;                    /* attributes only */
      if( t->attrs.n==0 ){ Span e = {"", 0}; smExtAdd(p, t->local, e, e); }
    }
  }
  return 0;
}

/* After an end tag inside a record: close what it closed. */
static void smChildEnd(SitemapReader *p, size_t iPos){
  if( p->cap.bActive && p->depth < p->cap.depth ) smCapFinish(p, iPos);
  if( p->eExt>=0 && p->depth < p->extDepth ) smExtEnd(p);
}

/* Read the rest of a record whose start tag is consumed.  Returns 1 at its
** end tag, 0 when the document ends inside it, 2 when the window must be
** refilled first, -1 when out of memory. */
static int smParseRecord(SitemapReader *p){
  size_t d0 = p->depth;
  XmlToken t;
  for(;;){
    int e = xmlNext(&p->sc, &t);
    if( t.eErr ) smTokenError(p, &t);
    switch( e ){
      case XML_MORE: return 2;
      case XML_EOF:  return 0;
      case XML_TEXT:
      case XML_CDATA:
        if( p->cap.bActive ) smCapAppend(p, t.text, e==XML_CDATA);
        break;
      case XML_START:
        if( smChildStart(p, &t, d0) ) return -1;
        break;
      case XML_END:
        smPop(p, t.name, t.iStart);
        smChildEnd(p, t.iStart);
        if( p->depth < d0 ) return 1;
        break;
      default:
        break;
    }
  }
}

/* ---- the fast path for flat records ------------------------------------
** Most records are flat: white space and <name>text</name> children
** without attributes, comments or CDATA, plus extension objects
** (<image:image>) whose children have that form.  smFastRecord reads such
** a record with memchr and memcmp, without tokens or an element stack, and
** leaves exactly what smParseRecord would.  At anything else it gives up
** (SM_FAST_BAIL); the caller then rolls the record back and reads it again
** with smParseRecord, so the fast path never has to be lenient itself. */

#define SM_FAST_BAIL 3

/* Offset of the next '<' at or after i, or n.  The white space between
** tags is short: two 8-byte words are tested without a call (the lowest
** flagged byte of the zero-byte test is exact), then memchr. */
static size_t smNextLt(const char *z, size_t n, size_t i){
  const char *e;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__==__ORDER_LITTLE_ENDIAN__
  const uint64_t k1 = 0x0101010101010101ull, k8 = 0x8080808080808080ull;
  int k;
  for(k=0; k<2 && n-i>=8; k++, i+=8){
    uint64_t w, x, t;
    memcpy(&w, z+i, 8);
    x = w ^ (k1 * '<');                      /* '<' bytes become 0 */
    t = (x - k1) & ~x & k8;
    if( t ) return i + (size_t)(__builtin_ctzll(t) >> 3);
  }
#else
  size_t lim = n-i > 16 ? i+16 : n;
  for(; i<lim; i++){
    if( z[i]=='<' ) return i;
  }
#endif
  if( i>=n ) return n;
  e = memchr(z+i, '<', n-i);
  return e ? (size_t)(e - z) : n;
}

/* 1 if a[0..n) equals b[0..n): memcmp without a call, for short names. */
static int smSame(const char *a, const char *b, size_t n){
  uint64_t x, y;
  uint32_t u, v;
  size_t k;
  if( n>=8 ){                  /* 8-byte words, the last one overlapping */
    for(k=0; k+8<n; k+=8){
      memcpy(&x, a+k, 8);
      memcpy(&y, b+k, 8);
      if( x!=y ) return 0;
    }
    memcpy(&x, a+n-8, 8);
    memcpy(&y, b+n-8, 8);
    return x==y;
  }
  if( n>=4 ){                  /* two 4-byte words, maybe overlapping */
    memcpy(&u, a, 4); memcpy(&v, b, 4);
    if( u!=v ) return 0;
    memcpy(&u, a+n-4, 4); memcpy(&v, b+n-4, 4);
    return u==v;
  }
  if( n==0 ) return 1;
  return a[0]==b[0] && a[n/2]==b[n/2] && a[n-1]==b[n-1];   /* n <= 3 */
}

/* If z[i..n) (z[i]=='<') starts with "</name>", the offset after it, else 0. */
static size_t smFastEnd(const char *z, size_t n, size_t i, Span name){
  if( n-i < name.n+3 || z[i+1]!='/' ) return 0;
  if( z[i+2+name.n]!='>' || !smSame(z+i+2, name.z, name.n) ) return 0;
  return i+3+name.n;
}

/* If z[i..n) (z[i]=='<') starts with a start tag "<name>" without
** attributes, set *pName and *pLocal and return the offset after it, else 0. */
static size_t smFastStart(const char *z, size_t n, size_t i, Span *pName,
                          Span *pLocal){
  size_t j = i+1, k = i+1;
  if( j>=n || (xmlCharClass[(unsigned char)z[j]] & XML_C_START)==0 ) return 0;
  while( j<n && (xmlCharClass[(unsigned char)z[j]] & XML_C_NAME) ){
    if( z[j]==':' ) k = j+1;
    j++;
  }
  if( j>=n || z[j]!='>' ) return 0;
  pName->z = z+i+1;
  pName->n = j-i-1;
  pLocal->z = z+k;
  pLocal->n = j-k;
  return j+1;
}

/* The text of a leaf element whose start tag "<name>" ends at i, up to its
** "</name>": undecoded when it has no '&', else decoded into pBuf.  Sets
** *pVal, *pFlags and *piEnd (where the end tag starts); returns the offset
** after the end tag, or 0 when the element is not a leaf. */
static size_t smFastLeaf(SitemapReader *p, size_t i, Span name, CoreBuf *pBuf,
                         Span *pVal, unsigned *pFlags, size_t *piEnd){
  const char *z = p->sc.z;
  size_t n = p->sc.n, e, after;
  const char *zLt = i<n ? memchr(z+i, '<', n-i) : NULL;
  if( zLt==NULL ) return 0;
  e = (size_t)(zLt - z);
  if( (after = smFastEnd(z, n, e, name))==0 ) return 0;
  *pFlags = 0;
  *piEnd = e;
  pVal->z = z+i;
  pVal->n = e-i;
  if( pBuf && memchr(z+i, '&', e-i) ){
    pBuf->n = 0;
    xmlDecode(z+i, e-i, pBuf, pFlags);
    pVal->z = pBuf->z ? pBuf->z : "";
    pVal->n = pBuf->n;
  }
  return after;
}

/* An extension object whose start tag "<name>" ends at i, made of leaf
** children: with bBuild each child becomes a key of its JSON object, else
** the object is only checked.  Returns the offset after its end tag, or 0. */
static size_t smFastExt(SitemapReader *p, size_t i, Span name, int eExt,
                        int bBuild){
  const char *z = p->sc.z;
  size_t n = p->sc.n;
  if( bBuild ) smExtBegin(p, eExt, p->depth+2);
  for(;;){
    Span cName, cLocal, v;
    unsigned fl;
    size_t e, after;
    i = smNextLt(z, n, i);
    if( i>=n ) return 0;
    if( (after = smFastEnd(z, n, i, name))!=0 ){
      if( bBuild ) smExtEnd(p);
      return after;
    }
    i = smFastStart(z, n, i, &cName, &cLocal);
    if( i==0 ) return 0;
    i = smFastLeaf(p, i, cName, bBuild ? &p->extCap : NULL, &v, &fl, &e);
    if( i==0 ) return 0;
    if( bBuild ){
      Span none = { "", 0 };
      v = smValue(p, v, &p->extCap, &fl, 0, e);
      smExtAdd(p, cLocal, none, v);
    }
  }
}

/* The start tag of child number c of a flat record at z[i] (a '<'):
** "<name>" with name, local name and role set, returning the offset after
** it, or 0.  The children of the previous records are remembered, so the
** usual tag is recognised by one comparison, without scanning its name. */
static size_t smFastChild(SitemapReader *p, size_t c, size_t i, Span *pName,
                          Span *pLocal, const struct SmRole **ppRole){
  const char *z = p->sc.z;
  size_t n = p->sc.n, j;
  SmTpl *pT = c<SM_TPL_MAX ? &p->aTpl[c] : NULL;
  if( pT && pT->nName && n-i > (size_t)pT->nName+1
   && z[i+1+pT->nName]=='>' && smSame(z+i+1, pT->zName, pT->nName) ){
    pName->z = z+i+1;
    pName->n = pT->nName;
    pLocal->z = pName->z + pT->iLocal;
    pLocal->n = pName->n - pT->iLocal;
    *ppRole = pT->pRole;
    return i+2+pT->nName;
  }
  j = smFastStart(z, n, i, pName, pLocal);
  if( j==0 ) return 0;
  *ppRole = smFindRole(p->eFormat, *pLocal);
  if( pT && pName->n<=SM_TPL_NAME ){
    memcpy(pT->zName, pName->z, pName->n);
    pT->nName = (unsigned char)pName->n;
    pT->iLocal = (unsigned char)(pLocal->z - pName->z);
    pT->pRole = *ppRole;
  }
  return j;
}

/* Read the rest of a flat record whose start tag t was consumed.  Returns 1
** at its end tag or SM_FAST_BAIL (state to be rolled back by the caller). */
static int smFastRecord(SitemapReader *p, const XmlToken *t){
  const char *z = p->sc.z;
  size_t n = p->sc.n, i = p->sc.i, c;
  for(c=0; ; c++){
    Span name, local, v;
    const struct SmRole *r;
    unsigned fl;
    size_t e, after;
    i = smNextLt(z, n, i);
    if( i>=n ) return SM_FAST_BAIL;
    if( (after = smFastEnd(z, n, i, t->name))!=0 ){
      p->sc.i = after;
      return 1;
    }
    i = smFastChild(p, c, i, &name, &local, &r);
    if( i==0 ) return SM_FAST_BAIL;
    if( r==NULL ){
      i = smFastLeaf(p, i, name, NULL, &v, &fl, &e);
    }else if( r->eRole==SM_R_FIELD ){
      CoreBuf *pBuf = &p->aFieldBuf[r->iArg];
      if( p->aField[r->iArg].z ) return SM_FAST_BAIL;   /* a duplicate */
      i = smFastLeaf(p, i, name, pBuf, &v, &fl, &e);
      if( i==0 ) return SM_FAST_BAIL;
      p->aField[r->iArg] = smValue(p, v, pBuf, &fl, r->iArg==SM_F_LOC, e);
      p->aFieldFlags[r->iArg] = fl;
    }else if( r->eRole==SM_R_EXT ){
      /* Without lint nothing can be reported, so the JSON is left to
      ** sitemapRecordJson, when (if ever) it is asked for. */
      size_t iBody = i;
      i = smFastExt(p, i, name, r->iArg, p->bLint);
      if( i && !p->bLint ){
        if( p->nPend>=SM_PEND_MAX ) return SM_FAST_BAIL;
        p->aPend[p->nPend].iBody = iBody;
        p->aPend[p->nPend].name = name;
        p->aPend[p->nPend].eExt = r->iArg;
        p->nPend++;
      }
    }else{
      return SM_FAST_BAIL;
    }
    if( i==0 ) return SM_FAST_BAIL;
  }
}

/* Remember the start tag of a record (when it is "<name>") for
** smFastRecordStart. */
static void smRememberRecordTag(SitemapReader *p, const XmlToken *t,
                                int eKind){
  SmTpl *pT = &p->recTag;
  pT->nName = 0;
  if( t->attrs.n || t->bEmpty || t->eErr || t->name.n>SM_TPL_NAME ) return;
  memcpy(pT->zName, t->name.z, t->name.n);
  pT->nName = (unsigned char)t->name.n;
  pT->iLocal = (unsigned char)(t->local.z - t->name.z);
  p->eRecTagKind = eKind;
}

/* The start tag of the next record when it is "<name>" like the last
** record's and only character data (ignored between records) comes
** before it: fills *t as xmlNext would, without the tokenizer, and sets
** *piTok to its offset.  Returns the record kind, or 0 (nothing done). */
static int smFastRecordStart(SitemapReader *p, XmlToken *t, size_t *piTok){
  const char *z = p->sc.z;
  size_t n = p->sc.n, i, nName = p->recTag.nName;
  if( nName==0 || p->depth!=(size_t)p->recDepth ) return 0;
  i = smNextLt(z, n, p->sc.i);
  if( n-i < nName+2 || z[i+1+nName]!='>'
   || !smSame(z+i+1, p->recTag.zName, nName) ) return 0;
  memset(t, 0, sizeof(*t));
  t->eType = XML_START;
  t->iStart = i;
  t->name.z = z+i+1;
  t->name.n = nName;
  t->local.z = t->name.z + p->recTag.iLocal;
  t->local.n = nName - p->recTag.iLocal;
  t->attrs.z = z+i+1+nName;
  *piTok = i;
  p->sc.i = i+2+nName;
  return p->eRecTagKind;
}

/* Reset the record state for a record starting with tag t. */
static void smRecordBegin(SitemapReader *p, const XmlToken *t, int eKind){
  int k;
  Span base;
  p->nEntry++;
  p->bInRecord = 1;
  p->eRecKind = eKind;
  p->iRecPos = t->iStart;
  p->iRecLine = -1;
  memset(p->aField, 0, sizeof(p->aField));
  memset(p->aFieldFlags, 0, sizeof(p->aFieldFlags));
  for(k=0; k<SM_N_EXT; k++) p->aJson[k].n = 0;
  p->nPend = 0;
  p->jsonClosed = 0;
  p->eExt = -1;
  p->cap.bActive = 0;
  p->recBase.z = NULL; p->recBase.n = 0;
  if( p->eFormat==SM_FMT_ATOM && xmlFindAttr(t->attrs, "xml:base", &base) ){
    p->recBase = base;
  }
}

/* 1 if u is a relative reference (no scheme). */
static int smIsRelative(Span u){
  UrlParts parts;
  if( urlSplit(u.z, u.n, &parts) ) return 0;
  return parts.scheme.z==NULL;
}

/* Resolve a relative loc against xml:base (Atom) and base_url. */
static Span smResolve(SitemapReader *p, Span loc){
  Span base = p->recBase.z ? p->recBase
            : (p->feedBase.n ? (Span){ p->feedBase.z, p->feedBase.n } : (Span){ NULL, 0 });
  if( base.z==NULL && p->base.n==0 ) return loc;     /* nothing to resolve with */
  if( !smIsRelative(loc) ) return loc;
  if( base.z && smIsRelative(base) && p->base.n ){
    p->tmp.n = 0;
    if( urlResolve(p->base.z, p->base.n, base.z, base.n, &p->tmp)==1 ){
      base.z = p->tmp.z; base.n = p->tmp.n;
    }
  }
  if( base.z==NULL || smIsRelative(base) ){
    base.z = p->base.z; base.n = p->base.n;
  }
  if( base.n==0 ) return loc;
  p->resolved.n = 0;
  if( urlResolve(base.z, base.n, loc.z, loc.n, &p->resolved)==1 ){
    loc.z = p->resolved.z; loc.n = p->resolved.n;
  }
  return loc;
}

/* Turn the fields read into *pRec.  Returns 0 if the record is dropped. */
static int smFinishRecord(SitemapReader *p, SitemapRecord *pRec){
  Span *a = p->aField;
  if( a[SM_F_LOC].z==NULL ){
    smProblem(p, SM_P_LOC_MISSING, p->iRecPos, 0, 0);
    return 0;
  }
  if( p->aFieldFlags[SM_F_LOC] & XML_D_UNKNOWN_ENTITY ){
    smProblem(p, SM_P_ENTITY_NOT_EXPANDED, p->iRecPos, a[SM_F_LOC].z, a[SM_F_LOC].n);
    return 0;
  }
  pRec->eKind = p->eRecKind;
  pRec->iEntry = p->nEntry;
  pRec->loc = smResolve(p, a[SM_F_LOC]);
  pRec->lastmod = a[SM_F_LASTMOD];
  pRec->changefreq = a[SM_F_CHANGEFREQ];
  pRec->priority = a[SM_F_PRIORITY];
  return 1;
}

/* ---- the document ------------------------------------------------------- */

/* Expected namespace of each format's root, or NULL when none is checked. */
static const char *smNamespace(int eFormat){
  switch( eFormat ){
    case SM_FMT_URLSET:
    case SM_FMT_INDEX: return "http://www.sitemaps.org/schemas/sitemap/0.9";
    case SM_FMT_ATOM:  return "http://www.w3.org/2005/Atom";
  }
  return NULL;
}

/* Check the root's namespace declaration (for its own prefix). */
static void smCheckNamespace(SitemapReader *p, const XmlToken *t){
  const char *zNs = smNamespace(p->eFormat);
  Span v;
  int bFound;
  if( zNs==NULL || !p->bLint ) return;
  p->tmp.n = 0;
  coreBufAppend(&p->tmp, "xmlns", 5);
  if( t->name.n > t->local.n ){
    coreBufAppendByte(&p->tmp, ':');
    coreBufAppend(&p->tmp, t->name.z, t->name.n - t->local.n - 1);
  }
  coreBufAppendByte(&p->tmp, 0);
  if( p->tmp.oom ) return;
  bFound = xmlFindAttr(t->attrs, p->tmp.z, &v);
  if( !bFound ){
    smProblem(p, SM_P_NAMESPACE_MISSING, t->iStart, zNs, strlen(zNs));
  }else if( v.n!=strlen(zNs) || memcmp(v.z, zNs, v.n)!=0 ){
    smProblem(p, SM_P_NAMESPACE_WRONG, t->iStart, v.z, v.n);
  }
}

/* The root element: decides the format. */
static int smRoot(SitemapReader *p, const XmlToken *t){
  size_t k;
  Span base;
  p->bRootSeen = 1;
  for(k=0; k<sizeof(smRoots)/sizeof(smRoots[0]); k++){
    if( strlen(smRoots[k].zLocal)==t->local.n
     && memcmp(smRoots[k].zLocal, t->local.z, t->local.n)==0 ) break;
  }
  if( k>=sizeof(smRoots)/sizeof(smRoots[0]) ){
    smProblem(p, SM_P_UNKNOWN_FORMAT, t->iStart, t->name.z, t->name.n);
    p->eState = SM_S_DONE;
    return 0;
  }
  p->eFormat = smRoots[k].eFormat;
  p->recDepth = smRoots[k].recDepth;
  smCheckNamespace(p, t);
  if( p->eFormat==SM_FMT_ATOM && xmlFindAttr(t->attrs, "xml:base", &base) ){
    coreBufAppend(&p->feedBase, base.z, base.n);
  }
  if( t->bEmpty ){ p->bRootClosed = 1; return 0; }
  return smPush(p, t->name, t->iStart);
}

/* Markup outside records: prolog, root, containers, junk. */
static int smOutside(SitemapReader *p, const XmlToken *t, int e){
  switch( e ){
    case XML_START:
      if( !p->bRootSeen ) return smRoot(p, t);
      if( p->depth==0 && !p->bAfterRootReported ){
        p->bAfterRootReported = 1;
        smProblem(p, SM_P_XML_MALFORMED, t->iStart, "element after the root", 22);
      }
      if( !t->bEmpty ) return smPush(p, t->name, t->iStart);
      break;
    case XML_END:
      smPop(p, t->name, t->iStart);
      if( p->depth==0 && p->bRootSeen ) p->bRootClosed = 1;
      break;
    case XML_DOCTYPE:
      smProblem(p, SM_P_DOCTYPE, t->iStart, 0, 0);
      if( smContains(t->text, "<!ENTITY") ){
        smProblem(p, SM_P_ENTITY_DECLARED, t->iStart, 0, 0);
      }
      break;
    case XML_PI:
      if( t->name.n==3 && memcmp(t->name.z, "xml", 3)==0
       && (t->iStart!=0 || p->nScanned!=0) ){
        smProblem(p, SM_P_XML_DECL_NOT_FIRST, t->iStart, 0, 0);
      }
      break;
    case XML_TEXT:
      if( p->depth==0 && p->bRootClosed && !p->bAfterRootReported
       && coreTrim(t->text).n ){
        p->bAfterRootReported = 1;
        smProblem(p, SM_P_XML_MALFORMED, t->iStart, "text after the root", 19);
      }
      break;
  }
  return 0;
}

/* The end of an XML document. */
static void smXmlEnd(SitemapReader *p){
  if( p->bRootSeen && !p->bRootClosed && !p->bTruncReported ){
    smProblem(p, SM_P_XML_TRUNCATED, p->sc.n, "root element not closed", 23);
  }
  if( !p->bRootSeen ) smProblem(p, SM_P_UNKNOWN_FORMAT, p->sc.n, 0, 0);
  smReportInput(p);
  p->eState = SM_S_DONE;
}

/* Next record of an XML document: 1, 0 at the end, -1 on OOM. */
static int smXmlNext(SitemapReader *p, SitemapRecord *pRec){
  for(;;){
    XmlToken t;
    size_t iTok = p->sc.i;
    int e, eKind = smFastRecordStart(p, &t, &iTok), rc;
    SmSave s;
    if( eKind==0 ){
      e = xmlNext(&p->sc, &t);
      if( e==XML_MORE ){
        if( smRefill(p, iTok)<0 ) return -1;
        continue;
      }
      if( t.eErr ) smTokenError(p, &t);
      if( e==XML_EOF ){ smXmlEnd(p); return 0; }
      if( e!=XML_START || p->depth!=(size_t)p->recDepth || !p->bRootSeen
       || (eKind = smRecordKind(p->eFormat, t.local))==0 ){
        if( smOutside(p, &t, e) ) return -1;
        if( p->eState==SM_S_DONE ){ smReportInput(p); return 0; }
        continue;
      }
      smRememberRecordTag(p, &t, eKind);
    }
    s.iTok = iTok; s.depth = p->depth; s.nProb = p->probQ.n;
    s.nProbText = p->probText.n; s.iLinePos = p->iLinePos; s.iLine = p->iLine;
    s.nEntry = p->nEntry;
    smRecordBegin(p, &t, eKind);
    rc = t.bEmpty ? 1 : smFastRecord(p, &t);
    if( rc==SM_FAST_BAIL ){                  /* not flat: the general path */
      size_t iBody = p->sc.i;
      p->probQ.n = s.nProb; p->probText.n = s.nProbText;
      p->iLinePos = s.iLinePos; p->iLine = s.iLine; p->nEntry = s.nEntry;
      smRecordBegin(p, &t, eKind);
      p->sc.i = iBody;
      rc = smPush(p, t.name, t.iStart);
      if( rc==0 ) rc = smParseRecord(p);
    }
    if( rc==2 ){                             /* cut by the window: re-read */
      p->depth = s.depth; p->probQ.n = s.nProb; p->probText.n = s.nProbText;
      p->iLinePos = s.iLinePos; p->iLine = s.iLine; p->nEntry = s.nEntry;
      p->bInRecord = 0;
      p->sc.i = iTok;
      if( smRefill(p, iTok)<0 ) return -1;
      continue;
    }
    if( rc<0 ) return -1;
    rc = smFinishRecord(p, pRec);
    p->bInRecord = 0;
    if( rc ) return 1;
  }
}

/* 1 if the first non-blank line of z[0..n) starts like an absolute URL. */
static int smLooksLikeText(const char *z, size_t n){
  size_t i = 0, j;
  while( i<n && coreIsSpace((unsigned char)z[i]) ) i++;
  if( i>=n || !coreIsAlpha((unsigned char)z[i]) ) return 0;
  for(j=i; j<n && (coreIsAlpha((unsigned char)z[j]) || coreIsDigit((unsigned char)z[j])
                   || z[j]=='+' || z[j]=='-' || z[j]=='.'); j++){}
  return j+3<=n && memcmp(z+j, "://", 3)==0;
}

/* Decide between XML and text from the first bytes. */
static void smStart(SitemapReader *p){
  size_t i = 0;
  while( i<p->sc.n && coreIsSpace((unsigned char)p->sc.z[i]) ) i++;
  if( i<p->sc.n && p->sc.z[i]=='<' ){
    p->eState = SM_S_XML;
  }else if( smLooksLikeText(p->sc.z, p->sc.n) ){
    p->eState = SM_S_TEXT;
    p->eFormat = SM_FMT_TEXT;
  }else{
    smProblem(p, i>=p->sc.n ? SM_P_EMPTY_DOCUMENT : SM_P_UNKNOWN_FORMAT, i, 0, 0);
    smReportInput(p);
    p->eState = SM_S_DONE;
  }
}

/* Next record of a text sitemap: one URL per non-blank line. */
static int smTextNext(SitemapReader *p, SitemapRecord *pRec){
  for(;;){
    const char *z = p->sc.z;
    size_t n = p->sc.n, i = p->sc.i, j, next;
    unsigned fl = 0;
    Span v;
    for(j=i; j<n && z[j]!='\n' && z[j]!='\r'; j++){}
    if( !p->sc.bFinal && (j>=n || (z[j]=='\r' && j+1>=n)) ){
      if( smRefill(p, i)<0 ) return -1;
      continue;
    }
    if( i>=n ){ smReportInput(p); p->eState = SM_S_DONE; return 0; }
    next = j<n ? j+1 : n;
    if( j<n && z[j]=='\r' && j+1<n && z[j+1]=='\n' ) next = j+2;
    p->sc.i = next;
    p->iTextLine++;
    v = coreTrim((Span){ z+i, j-i });
    if( v.n==0 ) continue;
    p->nEntry++;
    p->bInRecord = 1;
    p->iRecLine = p->iTextLine;
    p->iRecPos = i;
    v = smValue(p, v, &p->aFieldBuf[SM_F_LOC], &fl, 1, i);
    p->bInRecord = 0;
    memset(pRec, 0, sizeof(*pRec));
    pRec->eKind = SM_KIND_URL;
    pRec->iEntry = p->nEntry;
    pRec->loc = smResolve(p, v);
    return 1;
  }
}

int sitemapNextRecord(SitemapReader *p, SitemapRecord *pRec){
  int rc = 0;
  if( p->eState==SM_S_START ) smStart(p);
  if( p->eState==SM_S_XML ) rc = smXmlNext(p, pRec);
  else if( p->eState==SM_S_TEXT ) rc = smTextNext(p, pRec);
  if( rc>=0 && smOom(p) ) rc = -1;
  return rc;
}

int sitemapFailed(SitemapReader *p){
  return smOom(p);
}

int64_t sitemapRecordLine(SitemapReader *p){
  if( p->iRecLine<0 ) p->iRecLine = smLineAt(p, p->iRecPos);
  return p->iRecLine;
}

int sitemapRecordJson(SitemapReader *p, int eExt, Span *pOut){
  int k;
  for(k=0; k<p->nPend; k++){
    const struct SmPend *q = &p->aPend[k];
    smFastExt(p, q->iBody, q->name, q->eExt, 1);
  }
  p->nPend = 0;
  pOut->z = NULL;
  pOut->n = 0;
  if( eExt>=0 && eExt<SM_N_EXT && p->aJson[eExt].n>0 ){
    if( (p->jsonClosed & (1u<<eExt))==0 ){
      coreBufAppendByte(&p->aJson[eExt], ']');
      p->jsonClosed |= 1u<<eExt;
    }
    pOut->z = p->aJson[eExt].z;
    pOut->n = p->aJson[eExt].n;
  }
  return smOom(p) ? -1 : 0;
}

int sitemapFormatOf(SitemapReader *p){
  return p->eFormat;
}

uint64_t sitemapBytes(SitemapReader *p){
  return p->bGzip ? p->gz.nOut : (uint64_t)p->nDoc;
}

SitemapReader *sitemapOpen(const CoreAlloc *pA, const char *z, size_t n,
                           const char *zBase, size_t nBase, int bLint){
  SitemapReader *p = coreMalloc(pA, sizeof(*p));
  int k;
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->bLint = bLint;
  p->zDoc = z ? z : "";
  p->nDoc = n;
  p->iLine = 1;
  p->eExt = -1;
  coreBufInit(&p->feedBase, pA); coreBufInit(&p->base, pA);
  coreBufInit(&p->resolved, pA); coreBufInit(&p->tmp, pA);
  coreBufInit(&p->extCap, pA); coreBufInit(&p->extIdx, pA);
  coreBufInit(&p->extBytes, pA); coreBufInit(&p->probQ, pA);
  coreBufInit(&p->probText, pA);
  for(k=0; k<SM_N_FIELD; k++) coreBufInit(&p->aFieldBuf[k], pA);
  for(k=0; k<SM_N_EXT; k++) coreBufInit(&p->aJson[k], pA);
  if( zBase ) coreBufAppend(&p->base, zBase, nBase);
  if( smOpenInput(p) ){ sitemapClose(p); return NULL; }
  return p;
}

void sitemapClose(SitemapReader *p){
  int k;
  if( p==NULL ) return;
  if( p->bGzip ) gzClose(&p->gz);
  coreFree(p->pA, p->zRaw);
  coreFree(p->pA, p->zWin);
  coreFree(p->pA, p->aHash);
  coreBufFree(&p->feedBase); coreBufFree(&p->base);
  coreBufFree(&p->resolved); coreBufFree(&p->tmp);
  coreBufFree(&p->extCap); coreBufFree(&p->extIdx);
  coreBufFree(&p->extBytes); coreBufFree(&p->probQ);
  coreBufFree(&p->probText);
  for(k=0; k<SM_N_FIELD; k++) coreBufFree(&p->aFieldBuf[k]);
  for(k=0; k<SM_N_EXT; k++) coreBufFree(&p->aJson[k]);
  coreFree(p->pA, p);
}

int sitemapDetectFormat(const CoreAlloc *pA, const char *z, size_t n){
  SitemapRecord rec;
  SitemapReader *p = sitemapOpen(pA, z, n, NULL, 0, 0);
  int eFormat;
  if( p==NULL ) return -1;
  eFormat = sitemapNextRecord(p, &rec)<0 ? -1 : p->eFormat;
  sitemapClose(p);
  return eFormat;
}

const char *sitemapFormatName(int eFormat){
  static const char *const az[] = {
    NULL, "urlset", "sitemapindex", "text", "rss", "atom"
  };
  return eFormat>=0 && eFormat<=SM_FMT_ATOM ? az[eFormat] : NULL;
}
