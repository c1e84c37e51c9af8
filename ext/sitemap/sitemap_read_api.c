/*
** sitemap_read_api.c: the reader's public face (see sitemap_read.h):
** opening and closing a reader, sitemapNextRecord (the records of
** sitemap_read.c in the form they are returned, then the cut marker), and
** the accessors (sitemapCut, sitemapRecordJson, sitemapDetectFormat,
** sitemapKindName, sitemapFormatName, ...).  It calls the layers below
** (sitemap_state.h); none of them calls it.
*/
#include "sitemap_state.h"
#include "sitemap_lint.h"

#include <string.h>

/* 1 if any buffer ran out of memory. */
static int smOom(SitemapReader *p){
  int k, oom = p->feedBase.oom | p->base.oom | p->resolved.oom | p->tmp.oom
             | p->extCap.oom | p->extIdx.oom | p->extBytes.oom
             | p->probQ.oom | p->probText.oom | p->nsRoot.oom | p->lower.oom;
  for(k=0; k<SM_N_FIELD; k++) oom |= p->aFieldBuf[k].oom;
  for(k=0; k<SM_N_EXT; k++) oom |= p->aJson[k].oom;
  return oom;
}

/* The fields of record *r in the form it is returned: changefreq
** lower-cased (copied only when it has an upper-case letter), priority's
** value. */
static void smNormalizeFields(SitemapReader *p, SitemapRecord *r){
  Span f = r->changefreq;
  size_t i = 0;
  r->changefreqRaw = f;
  while( i<f.n && (unsigned char)(f.z[i]-'A')>=26 ) i++;
  if( i<f.n ){
    p->lower.n = 0;
    if( coreBufReserve(&p->lower, f.n)==0 ){
      for(i=0; i<f.n; i++) p->lower.z[i] = (char)coreToLower((unsigned char)f.z[i]);
      p->lower.n = f.n;
      r->changefreq.z = p->lower.z;
    }
  }
  r->hasPriority = r->priority.z && sitemapPriorityValue(r->priority,
                                                          &r->rPriority);
}

/* After the last record: the cut marker in *pRec (1) when reading stopped
** before the end of the document and it was not returned yet, else 0. */
static int smCutRecord(SitemapReader *p, SitemapRecord *pRec){
  int64_t iLine;
  int eCut = sitemapCut(p, &iLine);
  int k;
  if( eCut==0 || p->bCutShown ) return 0;
  p->bCutShown = 1;
  memset(pRec, 0, sizeof(*pRec));
  pRec->eKind = SM_KIND_TRUNCATED;
  pRec->loc.z = sitemapLintCode(eCut);
  pRec->loc.n = strlen(pRec->loc.z);
  p->iRecLine = iLine;
  for(k=0; k<SM_N_EXT; k++) p->aJson[k].n = 0;
  p->nPend = 0;
  return 1;
}

int sitemapNextRecord(SitemapReader *p, SitemapRecord *pRec){
  int rc = 0;
  if( p->eState==SM_S_START ) smStart(p);
  if( p->eState==SM_S_XML ) rc = smXmlNext(p, pRec);
  else if( p->eState==SM_S_TEXT ) rc = smTextNext(p, pRec);
  if( rc==1 ) smNormalizeFields(p, pRec);
  else if( rc==0 ) rc = smCutRecord(p, pRec);
  if( rc>=0 && smOom(p) ) rc = -1;
  return rc;
}

const char *sitemapKindName(int eKind){
  static const char *const az[] = { "url", "url", "sitemap", "truncated" };
  return eKind>=0 && eKind<=SM_KIND_TRUNCATED ? az[eKind] : "url";
}

int sitemapFailed(SitemapReader *p){
  return smOom(p);
}

void sitemapSetStop(SitemapReader *p, const CoreStop *pStop){
  p->pStop = pStop;
  p->nNextAsk = 0;
}

int sitemapCut(SitemapReader *p, int64_t *piLine){
  if( p->eCut==0 && p->bGzip && (p->gz.flags & GZ_F_CAPPED) ){
    p->eCut = SM_P_INFLATE_CAP;
    p->iCutLine = p->iLine;
  }
  *piLine = p->iCutLine;
  return p->eCut;
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

/* A reader over z[0..n), or over pSrc when it is not NULL. */
static SitemapReader *smOpen(const CoreAlloc *pA, const char *z, size_t n,
                             const GzSource *pSrc, const char *zBase,
                             size_t nBase, int bLint){
  SitemapReader *p = coreMalloc(pA, sizeof(*p));
  int k;
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->pSrc = pSrc;
  p->bLint = bLint;
  p->zDoc = z ? z : "";
  p->nDoc = n;
  p->iLine = 1;
  p->eExt = -1;
  coreBufInit(&p->feedBase, pA); coreBufInit(&p->base, pA);
  coreBufInit(&p->resolved, pA); coreBufInit(&p->tmp, pA);
  coreBufInit(&p->extCap, pA); coreBufInit(&p->extIdx, pA);
  coreBufInit(&p->extBytes, pA); coreBufInit(&p->probQ, pA);
  coreBufInit(&p->probText, pA); coreBufInit(&p->nsRoot, pA);
  coreBufInit(&p->lower, pA);
  for(k=0; k<SM_N_FIELD; k++) coreBufInit(&p->aFieldBuf[k], pA);
  for(k=0; k<SM_N_EXT; k++) coreBufInit(&p->aJson[k], pA);
  if( zBase ) coreBufAppend(&p->base, zBase, nBase);
  if( smOpenInput(p) ){ sitemapClose(p); return NULL; }
  return p;
}

SitemapReader *sitemapOpen(const CoreAlloc *pA, const char *z, size_t n,
                           const char *zBase, size_t nBase, int bLint){
  return smOpen(pA, z, n, NULL, zBase, nBase, bLint);
}

SitemapReader *sitemapOpenSource(const CoreAlloc *pA, const GzSource *pSrc,
                                 const char *zBase, size_t nBase, int bLint){
  return smOpen(pA, NULL, 0, pSrc, zBase, nBase, bLint);
}

void sitemapClose(SitemapReader *p){
  int k;
  if( p==NULL ) return;
  if( p->bGzip ) gzipStreamClose(&p->gz);
  coreFree(p->pA, p->zRaw);
  coreFree(p->pA, p->zWin);
  coreFree(p->pA, p->aHash);
  coreBufFree(&p->feedBase); coreBufFree(&p->base);
  coreBufFree(&p->resolved); coreBufFree(&p->tmp);
  coreBufFree(&p->extCap); coreBufFree(&p->extIdx);
  coreBufFree(&p->extBytes); coreBufFree(&p->probQ);
  coreBufFree(&p->probText); coreBufFree(&p->nsRoot);
  coreBufFree(&p->lower);
  for(k=0; k<SM_N_FIELD; k++) coreBufFree(&p->aFieldBuf[k]);
  for(k=0; k<SM_N_EXT; k++) coreBufFree(&p->aJson[k]);
  coreFree(p->pA, p);
}

int sitemapDetectFormat(const CoreAlloc *pA, const char *z, size_t n){
  return sitemapDetectFormatStop(pA, z, n, NULL);
}

int sitemapDetectFormatStop(const CoreAlloc *pA, const char *z, size_t n,
                            const CoreStop *pStop){
  SitemapRecord rec;
  SitemapReader *p = sitemapOpen(pA, z, n, NULL, 0, 0);
  int eFormat, rc;
  if( p==NULL ) return -1;
  sitemapSetStop(p, pStop);
  rc = sitemapNextRecord(p, &rec);
  eFormat = rc<0 ? rc : p->eFormat;
  sitemapClose(p);
  return eFormat;
}

const char *sitemapFormatName(int eFormat){
  static const char *const az[] = {
    NULL, "urlset", "sitemapindex", "text", "rss", "atom"
  };
  return eFormat>=0 && eFormat<=SM_FMT_ATOM ? az[eFormat] : NULL;
}
