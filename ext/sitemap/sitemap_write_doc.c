/*
** sitemap_write_doc.c: one sitemap document written row by row, with the
** protocol's limits, and the exact text of every refusal, so that each
** binding converts arguments and raises what it is given.
**
** Start with sitemapDocAdd: one call per row that normalises, checks and
** appends (sitemapAppendRecord) and then applies the limits.  The messages
** (sitemapDocMessage, sitemapRowMessage, sitemapCheckMessage) quote a value
** as given; a priority the binding holds as a number only is written as
** SQLite's printf("%!.15g") would (sitemapFormatNumber).
*/
#include "sitemap_write_doc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sitemapDocInit(SitemapDoc *d, const CoreAlloc *pA, SitemapKind eKind,
                    size_t nHostMax){
  size_t nFooter = sitemapFooterBytes(eKind);
  size_t nMax = nHostMax < SITEMAP_MAX_BYTES ? nHostMax : SITEMAP_MAX_BYTES;
  memset(d, 0, sizeof(*d));
  coreBufInit(&d->buf, pA);
  sitemapWriteHeader(&d->buf, eKind);
  d->eKind = eKind;
  d->nHostMax = nHostMax;
  d->nMax = nMax > nFooter ? nMax - nFooter : 0;
}

SitemapDocStatus sitemapDocAdd(SitemapDoc *d, const SitemapOutRecord *p){
  size_t n0 = d->buf.n;
  SitemapDocStatus eStatus = SITEMAP_DOC_OK;
  d->nRow++;
  d->zField = "loc";
  d->eErr = SITEMAP_OK;
  if( d->nRow > SITEMAP_MAX_URLS ){
    eStatus = SITEMAP_DOC_TOO_MANY;
  }else{
    d->eErr = sitemapAppendRecord(&d->buf, d->eKind, p, &d->zField);
    if( d->eErr ) eStatus = SITEMAP_DOC_REFUSED;
    else if( d->buf.oom ) eStatus = SITEMAP_DOC_NOMEM;
    else if( d->buf.n > d->nMax ){
      eStatus = d->buf.n + sitemapFooterBytes(d->eKind) > SITEMAP_MAX_BYTES
              ? SITEMAP_DOC_TOO_LARGE : SITEMAP_DOC_HOST_LIMIT;
      d->buf.n = n0;
    }
  }
  d->eStatus = eStatus;
  return eStatus;
}

/* The protocol's limit a limit status names, and its words. */
static const struct {
  SitemapDocStatus eStatus;
  const char *zWhat;
  long nLimit;
} aDocLimit[] = {
  { SITEMAP_DOC_TOO_MANY,  "more entries than",              SITEMAP_MAX_URLS },
  { SITEMAP_DOC_TOO_LARGE, "the document would exceed bytes", SITEMAP_MAX_BYTES },
};

int sitemapDocMessage(const SitemapDoc *d, const SitemapOutRecord *p,
                      const char *zFunc, int bPart, CoreBuf *pOut){
  char z[160];
  size_t k;
  switch( d->eStatus ){
    case SITEMAP_DOC_OK:
      return 0;
    case SITEMAP_DOC_REFUSED:
      return sitemapRowMessage(pOut, zFunc, d->nRow, p, d->eErr, d->zField);
    case SITEMAP_DOC_HOST_LIMIT:
      sitemapRowPrefix(pOut, zFunc, d->nRow);
      snprintf(z, sizeof(z), "the document would exceed the limit of %zu "
               "bytes", d->nHostMax);
      coreBufAppend(pOut, z, strlen(z));
      return pOut->oom ? -1 : 0;
    case SITEMAP_DOC_NOMEM:
      snprintf(z, sizeof(z), "%s(): out of memory", zFunc);
      return coreBufAppend(pOut, z, strlen(z));
    default:
      break;
  }
  for(k=0; k<sizeof(aDocLimit)/sizeof(aDocLimit[0]); k++){
    if( aDocLimit[k].eStatus!=d->eStatus ) continue;
    sitemapRowPrefix(pOut, zFunc, d->nRow);
    snprintf(z, sizeof(z), "%s %ld; number the rows into parts%s",
             aDocLimit[k].zWhat, aDocLimit[k].nLimit,
             bPart ? " with sitemap_part()" : "");
    coreBufAppend(pOut, z, strlen(z));
  }
  return pOut->oom ? -1 : 0;
}

const char *sitemapDocHint(void){
  return "Number the rows into parts in a subquery, such as (row_number() "
         "OVER (ORDER BY loc) - 1) / 50000 AS part (fewer rows a part when "
         "records are long), and GROUP BY part.";
}

int sitemapDocFinish(SitemapDoc *d){
  return sitemapWriteFooter(&d->buf, d->eKind);
}

void sitemapDocFree(SitemapDoc *d){
  coreBufFree(&d->buf);
}

int sitemapRowPrefix(CoreBuf *pOut, const char *zFunc, int64_t iRow){
  char z[40];
  coreBufAppend(pOut, zFunc, strlen(zFunc));
  snprintf(z, sizeof(z), "(): row %lld: ", (long long)iRow);
  return coreBufAppend(pOut, z, strlen(z));
}

int sitemapRowMessage(CoreBuf *pOut, const char *zFunc, int64_t iRow,
                      const SitemapOutRecord *p, SitemapError e,
                      const char *zField){
  sitemapRowPrefix(pOut, zFunc, iRow);
  return sitemapRecordMessage(pOut, p, e, zField);
}

int sitemapRecordMessage(CoreBuf *pOut, const SitemapOutRecord *p,
                         SitemapError e, const char *zField){
  const char *zText = sitemapErrorText(e);
  Span v;
  char zNum[SITEMAP_NUMBER_MAX];
  if( strcmp(zField, "priority")==0 ){
    v = p->priorityText;
    if( v.z==NULL && p->hasPriority==SITEMAP_PRIORITY_NUMBER ){
      v.z = zNum;
      v.n = sitemapFormatNumber(p->priority, zNum);
    }
  }else{
    v = *sitemapFieldValue(p, zField);
  }
  coreBufAppend(pOut, zField, strlen(zField));
  coreBufAppendByte(pOut, ' ');
  if( v.z ) sitemapQuoteValue(pOut, v.z, v.n);
  else coreBufAppend(pOut, "NULL", 4);
  coreBufAppendByte(pOut, ' ');
  coreBufAppend(pOut, zText, strlen(zText));
  return pOut->oom ? -1 : 0;
}

int sitemapCheckMessage(CoreBuf *pOut, const SitemapOutRecord *p){
  CoreBuf loc;
  SitemapNormRecord norm;
  const char *zField = "loc";
  SitemapError e;
  coreBufInit(&loc, pOut->pA);
  e = sitemapNormalizeRecord(SITEMAP_URLSET, p, &loc, &norm, &zField);
  if( loc.oom ){ coreBufFree(&loc); pOut->oom = 1; return -1; }
  coreBufFree(&loc);
  if( e==SITEMAP_OK ) return 0;
  return sitemapRecordMessage(pOut, p, e, zField) ? -1 : 1;
}

/* Append the decimal exponent e as printf's %e writes it: sign and at
** least two digits. */
static size_t swdExponent(int e, char *zOut){
  size_t n = 0;
  zOut[n++] = 'e';
  zOut[n++] = e<0 ? '-' : '+';
  if( e<0 ) e = -e;
  if( e>=100 ) zOut[n++] = (char)('0' + e/100);
  zOut[n++] = (char)('0' + (e/10)%10);
  zOut[n++] = (char)('0' + e%10);
  return n;
}

size_t sitemapFormatNumber(double r, char *zOut){
  char zE[48], zDig[20];
  size_t n = 0, nDig = 0, i;
  int e;
  if( r!=r ){ memcpy(zOut, "NaN", 4); return 3; }
  if( r>1.7976931348623157e308 || r< -1.7976931348623157e308 ){
    n = r<0 ? 4 : 3;
    memcpy(zOut, r<0 ? "-Inf" : "Inf", n+1);
    return n;
  }
  /* 15 significant digits, correctly rounded, and their exponent; only
  ** digits and the exponent are read, so the radix character is not. */
  snprintf(zE, sizeof(zE), "%.14e", r);
  for(i=0; zE[i] && zE[i]!='e'; i++){
    if( zE[i]>='0' && zE[i]<='9' && nDig<15 ) zDig[nDig++] = zE[i];
  }
  e = zE[i] ? atoi(zE+i+1) : 0;
  while( nDig>1 && zDig[nDig-1]=='0' ) nDig--;
  if( r<0 ) zOut[n++] = '-';
  if( e<-4 || e>=15 ){                        /* d.ddde+XX */
    zOut[n++] = zDig[0];
    zOut[n++] = '.';
    if( nDig==1 ) zOut[n++] = '0';
    for(i=1; i<nDig; i++) zOut[n++] = zDig[i];
    n += swdExponent(e, zOut+n);
  }else if( e>=0 ){                           /* ddd.ddd */
    for(i=0; i<=(size_t)e; i++) zOut[n++] = i<nDig ? zDig[i] : '0';
    zOut[n++] = '.';
    if( nDig<=(size_t)e+1 ) zOut[n++] = '0';
    for(i=(size_t)e+1; i<nDig; i++) zOut[n++] = zDig[i];
  }else{                                      /* 0.000ddd */
    zOut[n++] = '0';
    zOut[n++] = '.';
    for(i=0; i<(size_t)(-e-1); i++) zOut[n++] = '0';
    for(i=0; i<nDig; i++) zOut[n++] = zDig[i];
  }
  zOut[n] = 0;
  return n;
}

/* ---- numbering rows into parts -------------------------------------------- */

void sitemapPartsInit(SitemapParts *p, const CoreAlloc *pA){
  memset(p, 0, sizeof(*p));
  coreBufInit(&p->loc, pA);
  p->eNoRow = SITEMAP_PARTS_FRAME_END;
}

void sitemapPartsFree(SitemapParts *p){
  coreBufFree(&p->loc);
}

/* The limits of a row (NULL: the protocol's); 0 when both are in range,
** else SITEMAP_PARTS_LIMIT_RANGE with iArg and iBad set. */
static int swdPartsLimits(SitemapParts *p, const int64_t *pMaxUrls,
                          const int64_t *pMaxBytes){
  static const int64_t aMax[2] = { SITEMAP_MAX_URLS, SITEMAP_MAX_BYTES };
  int64_t a[2];
  int i;
  a[0] = pMaxUrls ? *pMaxUrls : aMax[0];
  a[1] = pMaxBytes ? *pMaxBytes : aMax[1];
  for(i=0; i<2; i++){
    if( a[i]<1 || a[i]>aMax[i] ){
      p->iArg = i;
      p->iBad = a[i];
      return SITEMAP_PARTS_LIMIT_RANGE;
    }
  }
  p->nMaxUrls = a[0];
  p->nMaxBytes = a[1];
  return 0;
}

SitemapPartsStatus sitemapPartsAdd(SitemapParts *p, const SitemapOutRecord *r,
                                   const int64_t *pMaxUrls,
                                   const int64_t *pMaxBytes){
  int64_t nFrame = (int64_t)sitemapFrameBytes(SITEMAP_URLSET), nRec;
  SitemapNormRecord norm;
  p->nRow++;
  p->zField = "loc";
  p->eErr = SITEMAP_OK;
  if( swdPartsLimits(p, pMaxUrls, pMaxBytes) ){
    return p->eStatus = SITEMAP_PARTS_LIMIT_RANGE;
  }
  p->loc.n = 0;
  p->eErr = sitemapNormalizeRecord(SITEMAP_URLSET, r, &p->loc, &norm,
                                   &p->zField);
  if( p->eErr ) return p->eStatus = SITEMAP_PARTS_REFUSED;
  if( p->loc.oom ) return p->eStatus = SITEMAP_PARTS_NOMEM;
  nRec = (int64_t)sitemapRecordBytes(SITEMAP_URLSET, &norm.rec);
  p->nRecBytes = nRec;
  if( nFrame + nRec > p->nMaxBytes ) return p->eStatus = SITEMAP_PARTS_ALONE;
  p->nPend++;
  p->nPendBytes += nRec;
  return p->eStatus = SITEMAP_PARTS_OK;
}

SitemapPartsStatus sitemapPartsPlace(SitemapParts *p){
  int64_t nFrame = (int64_t)sitemapFrameBytes(SITEMAP_URLSET);
  if( p->nPend==0 ) return p->eStatus = p->eNoRow;
  if( p->iPart==0 || p->nInPart + p->nPend > p->nMaxUrls
   || p->nBytes + p->nPendBytes > p->nMaxBytes ){
    if( p->nPend > p->nMaxUrls || nFrame + p->nPendBytes > p->nMaxBytes ){
      return p->eStatus = SITEMAP_PARTS_TOGETHER;
    }
    p->iPart++;
    p->nInPart = 0;
    p->nBytes = nFrame;
  }
  p->nInPart += p->nPend;
  p->nBytes += p->nPendBytes;
  p->nPend = p->nPendBytes = 0;
  return p->eStatus = SITEMAP_PARTS_OK;
}

/* The frame rules, first match first: each with what a host that sees
** only rows (SQLite) meets first on a long partition whose rows fit the
** limits.  A frame empty at every row (a ROWS or GROUPS end before its
** start; a RANGE one depends on the values) or at the first brings nothing; a
** frame starting after the current row drops row 1 at once; a frame to
** UNBOUNDED FOLLOWING brings every row at the first, and then nothing; a
** start at the current row drops row 1 at row 2, a start some rows back
** drops it later; an end some rows ahead brings nothing at the
** partition's last rows. */
static int swdFrameNever(const SitemapFrame *f){
  return f->eEnd < f->eStart && !f->bRange;
}
static int swdFrameExclude(const SitemapFrame *f){
  return f->bExclude;
}
static int swdFrameEndBefore(const SitemapFrame *f){
  return f->eEnd < SITEMAP_FRAME_CURRENT_ROW;
}
static int swdFrameStartAfter(const SitemapFrame *f){
  return f->eStart > SITEMAP_FRAME_CURRENT_ROW;
}
static int swdFrameEndAll(const SitemapFrame *f){
  return f->eEnd == SITEMAP_FRAME_UNBOUNDED_FOLLOWING;
}
static int swdFrameStartLate(const SitemapFrame *f){
  return f->eStart >= SITEMAP_FRAME_CURRENT_ROW;
}
static int swdFrameStartBack(const SitemapFrame *f){
  return f->eStart != SITEMAP_FRAME_UNBOUNDED_PRECEDING;
}
static int swdFrameEndAhead(const SitemapFrame *f){
  return f->eEnd != SITEMAP_FRAME_CURRENT_ROW;
}
static const struct {
  int (*xBreaks)(const SitemapFrame*);
  SitemapPartsStatus eStatus;   /* SITEMAP_PARTS_OK: SITEMAP_BRING_ALL */
} aSwdFrameRule[] = {
  { swdFrameNever,     SITEMAP_PARTS_FRAME_END },
  { swdFrameExclude,   SITEMAP_PARTS_NOT_WINDOW },
  { swdFrameEndBefore, SITEMAP_PARTS_FRAME_END },
  { swdFrameStartAfter, SITEMAP_PARTS_FRAME_START },
  { swdFrameEndAll,    SITEMAP_PARTS_OK },
  { swdFrameStartLate, SITEMAP_PARTS_FRAME_START },
  { swdFrameStartBack, SITEMAP_PARTS_FRAME_START },
  { swdFrameEndAhead,  SITEMAP_PARTS_FRAME_END },
};

SitemapPartsStatus sitemapPartsFrame(SitemapParts *p, const SitemapFrame *f,
                                     SitemapFrameBring *peBring){
  size_t i;
  *peBring = f->bRows ? SITEMAP_BRING_ROW : SITEMAP_BRING_PEERS;
  for(i=0; i<sizeof(aSwdFrameRule)/sizeof(aSwdFrameRule[0]); i++){
    if( aSwdFrameRule[i].xBreaks(f) ){
      if( aSwdFrameRule[i].eStatus!=SITEMAP_PARTS_OK ){
        return p->eStatus = aSwdFrameRule[i].eStatus;
      }
      *peBring = SITEMAP_BRING_ALL;
      p->eNoRow = swdFrameStartLate(f) ? SITEMAP_PARTS_FRAME_START
                                       : SITEMAP_PARTS_FRAME_END;
      break;
    }
  }
  return p->eStatus = SITEMAP_PARTS_OK;
}

SitemapPartsStatus sitemapPartsDrop(SitemapParts *p){
  return p->eStatus = SITEMAP_PARTS_FRAME_START;
}

SitemapPartsStatus sitemapPartsUnasked(SitemapParts *p){
  return p->eStatus = SITEMAP_PARTS_NOT_WINDOW;
}

/* The message of each refusal about the frame (after "zFunc(): "). */
static const struct {
  SitemapPartsStatus eStatus;
  const char *zText;
} aSwdFrameText[] = {
  { SITEMAP_PARTS_FRAME_START, "the window frame must start at UNBOUNDED "
                               "PRECEDING (use the default frame)" },
  { SITEMAP_PARTS_FRAME_END,   "the window frame must end at the current row "
                               "(use the default frame)" },
  { SITEMAP_PARTS_NOT_WINDOW,  "a window function over the default frame: use "
                               "OVER (ORDER BY ...) without an EXCLUDE clause "
                               "(the number of parts: max(part))" },
};

/* Append "zFunc(): " and the text of frame refusal eStatus; 1 when
** eStatus is not one, -1 out of memory. */
static int swdFrameMessage(SitemapPartsStatus eStatus, const char *zFunc,
                           CoreBuf *pOut){
  size_t i;
  for(i=0; i<sizeof(aSwdFrameText)/sizeof(aSwdFrameText[0]); i++){
    if( aSwdFrameText[i].eStatus==eStatus ){
      const char *z = aSwdFrameText[i].zText;
      if( coreBufAppend(pOut, zFunc, strlen(zFunc))
       || coreBufAppend(pOut, "(): ", 4)
       || coreBufAppend(pOut, z, strlen(z)) ) return -1;
      return 0;
    }
  }
  return 1;
}

int sitemapPartsMessage(const SitemapParts *p, const SitemapOutRecord *r,
                        const char *zFunc, CoreBuf *pOut){
  static const char *const azArg[2] = { "max_urls", "max_bytes" };
  static const long aMax[2] = { SITEMAP_MAX_URLS, SITEMAP_MAX_BYTES };
  char z[300];
  long long iRow = (long long)p->nRow;
  int rc = swdFrameMessage(p->eStatus, zFunc, pOut);
  if( rc<=0 ) return rc;
  z[0] = 0;
  switch( p->eStatus ){
    case SITEMAP_PARTS_REFUSED:
      return sitemapRowMessage(pOut, zFunc, p->nRow, r, p->eErr, p->zField);
    case SITEMAP_PARTS_LIMIT_RANGE:
      snprintf(z, sizeof(z), "%s(): argument %s must be from 1 to %ld, not "
               "%lld", zFunc, azArg[p->iArg], aMax[p->iArg],
               (long long)p->iBad);
      break;
    case SITEMAP_PARTS_ALONE:
      snprintf(z, sizeof(z), "%s(): row %lld: the record alone makes a "
               "document of %lld bytes, over max_bytes %lld", zFunc, iRow,
               (long long)(sitemapFrameBytes(SITEMAP_URLSET) + (size_t)p->nRecBytes),
               (long long)p->nMaxBytes);
      break;
    case SITEMAP_PARTS_TOGETHER:
      snprintf(z, sizeof(z), "%s(): rows %lld to %lld come together (equal "
               "ORDER BY values, or a frame that ends after the current row) "
               "and do not fit in one part; order by a unique key such as "
               "loc, default frame", zFunc, iRow - (long long)p->nPend + 1,
               iRow);
      break;
    case SITEMAP_PARTS_NOMEM:
      snprintf(z, sizeof(z), "%s(): out of memory", zFunc);
      break;
    default:
      break;
  }
  return coreBufAppend(pOut, z, strlen(z));
}
