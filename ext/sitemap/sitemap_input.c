/*
** sitemap_input.c: the bytes the sitemap reader scans.  Plain UTF-8 is
** scanned in place; gzip (gzip_stream.c), a source (sitemapOpenSource,
** through gzip_stream too) and UTF-16 / ISO-8859-1 / windows-1252 go
** through a bounded window that smRefill shifts and refills,
** keeping the unconsumed tail.  Start at smOpenInput, then smRefill.
*/
#include "sitemap_state.h"

#include <string.h>


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
  got = gzipStreamRead(&p->gz, (char*)p->zRaw + keep, SM_RAW_CHUNK - keep);
  if( got==0 ) p->bRawEof = 1;
  p->nRaw += got;
}

/* Fill the free part of the owned window; sets sc.bFinal at the end. */
void smFill(SitemapReader *p){
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
        size_t got = gzipStreamRead(&p->gz, p->zWin + nWin, room);
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
int smRefill(SitemapReader *p, size_t iKeep){
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
    if( p->nWinAlloc>=SM_WINDOW_MAX ){
      /* One entry or token does not fit in SM_WINDOW_MAX: stop reading as
      ** if the document ended here (memory stays bounded whatever the
      ** gzip holds); lint says why, sitemap_entries marks the cut. */
      smCut(p, SM_P_RECORD_TOO_LARGE, p->sc.n);
      p->sc.bFinal = 1;
      return 0;
    }
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
int smOpenInput(SitemapReader *p){
  const unsigned char *zHead = (const unsigned char*)p->zDoc;
  size_t nHead = p->nDoc, nSkip;
  if( p->pSrc || gzipIsGzip(p->zDoc, p->nDoc) ){
    p->bGzip = 1;
    if( p->pSrc ? gzipStreamOpenSource(&p->gz, p->pA, p->pSrc)
                : gzipStreamOpen(&p->gz, p->pA, p->zDoc, p->nDoc) ) return -1;
    if( !p->bLint ) gzipStreamSetCheck(&p->gz, 0);   /* nobody would hear of it */
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
void smReportInput(SitemapReader *p){
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
