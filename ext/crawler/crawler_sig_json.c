/*
** crawler_sig_json.c: a signed request's header fields and its signer's
** key directory, read from JSON (see crawler_sig_json.h) with the strict
** reader of core/json_read.c.  Every string is decoded once into the
** table's buffer; entries hold offsets into it.  Start at
** crawlerSigFieldsRead.
*/
#include "crawler_sig_json.h"
#include "../core/base64.h"
#include "../core/json_read.h"

#include <stdio.h>
#include <string.h>

/* Room for one more entry of nSize bytes in *pa (n used, *pnAlloc
** allocated): 0, or -1 when out of memory. */
static int crawlerSigGrow(const CoreAlloc *pA, void **pa, size_t n,
                          size_t *pnAlloc, size_t nSize){
  size_t nNew;
  void *aNew;
  if( n<*pnAlloc ) return 0;
  nNew = *pnAlloc ? *pnAlloc*2 : 16;
  aNew = coreRealloc(pA, *pa, nNew*nSize);
  if( aNew==NULL ) return -1;
  *pa = aNew;
  *pnAlloc = nNew;
  return 0;
}

/* Decode string token s onto the end of pBuf (pTmp: scratch): its offset
** in *piOff and length in *pnLen; 0 or -1 when out of memory. */
static int crawlerSigDecodeTo(CoreBuf *pBuf, CoreBuf *pTmp, Span s,
                              size_t *piOff, size_t *pnLen){
  if( jsonReadDecode(pTmp, s) ) return -1;
  *piOff = pBuf->n;
  *pnLen = pTmp->n;
  return coreBufAppend(pBuf, pTmp->z ? pTmp->z : "", pTmp->n);
}

/* The refusal for reader r reading argument zArg as zWhat (zErr: what is
** wrong, NULL: what the reader said, at the byte it stopped at; the
** document as a whole when r->i is 0): -2. */
static int crawlerSigJsonError(const JsonRead *r, const char *zArg,
                               const char *zWhat, const char *zErr,
                               CoreBuf *pErr){
  char z[200];
  int n = snprintf(z, sizeof(z), "argument %s is not %s: %s at byte %zu",
                   zArg, zWhat, zErr ? zErr : (r->zErr ? r->zErr
                   : "an unexpected value"), r->i + 1);
  coreBufAppend(pErr, z, (size_t)(n<(int)sizeof(z) ? n : (int)sizeof(z)-1));
  return -2;
}

/* ---- Header fields ------------------------------------------------------ */

#define CRAWLER_SIG_HDRS "a JSON object of header fields"

/* Add one field line: the name at iName/nName (already in the buffer),
** the value from string token s.  0 or -1. */
static int crawlerSigFieldAdd(CrawlerSigFields *p, CoreBuf *pTmp,
                              size_t iName, size_t nName, Span s){
  CrawlerSigField *f;
  if( crawlerSigGrow(p->buf.pA, (void**)&p->a, p->n, &p->nAlloc,
                     sizeof(p->a[0])) ) return -1;
  f = &p->a[p->n];
  f->iName = iName;
  f->nName = nName;
  if( crawlerSigDecodeTo(&p->buf, pTmp, s, &f->iValue, &f->nValue) ) return -1;
  p->n++;
  return 0;
}

/* Read one member's value (its key just read and stored at iName):
** a string or an array of strings.  0, -1 (out of memory) or -2. */
static int crawlerSigFieldMember(CrawlerSigFields *p, JsonRead *r,
                                 CoreBuf *pTmp, size_t iName, size_t nName,
                                 CoreBuf *pErr){
  JsonReadTok t = jsonReadNext(r);
  if( t==JREAD_STRING ) return crawlerSigFieldAdd(p, pTmp, iName, nName, r->tok);
  if( t!=JREAD_ARRAY ){
    return crawlerSigJsonError(r, "headers", CRAWLER_SIG_HDRS, t==JREAD_ERROR
             ? NULL : "a value that is not a string or an array of strings",
             pErr);
  }
  while( (t = jsonReadNext(r))==JREAD_STRING ){
    if( crawlerSigFieldAdd(p, pTmp, iName, nName, r->tok) ) return -1;
  }
  if( t==JREAD_ARRAY_END ) return 0;
  return crawlerSigJsonError(r, "headers", CRAWLER_SIG_HDRS, t==JREAD_ERROR
           ? NULL : "an array item that is not a string", pErr);
}

int crawlerSigFieldsRead(CrawlerSigFields *p, const CoreAlloc *pA,
                         const char *z, size_t n, CoreBuf *pErr,
                         const CoreStop *pStop){
  JsonRead r;
  CoreBuf tmp;
  JsonReadTok t = JREAD_ERROR;
  size_t iNextStop = CORE_STOP_EVERY;
  int rc = 0;
  memset(p, 0, sizeof(*p));
  coreBufInit(&p->buf, pA);
  coreBufInit(&tmp, pA);
  jsonReadInit(&r, z, n);
  if( jsonReadNext(&r)!=JREAD_OBJECT ){
    if( r.zErr==NULL ) r.i = 0;
    rc = crawlerSigJsonError(&r, "headers", CRAWLER_SIG_HDRS, r.zErr ? NULL
                             : "the document is not an object", pErr);
  }
  while( rc==0 && (t = jsonReadNext(&r))==JREAD_KEY ){
    size_t iName, nName, k;
    if( r.i>=iNextStop ){
      if( coreStopped(pStop) ){ rc = -3; break; }
      iNextStop = r.i + CORE_STOP_EVERY;
    }
    if( crawlerSigDecodeTo(&p->buf, &tmp, r.tok, &iName, &nName) ){ rc = -1; break; }
    for(k=0; k<nName; k++){
      p->buf.z[iName+k] = (char)coreToLower((unsigned char)p->buf.z[iName+k]);
    }
    rc = crawlerSigFieldMember(p, &r, &tmp, iName, nName, pErr);
  }
  if( rc==0 && t!=JREAD_OBJECT_END ){
    rc = crawlerSigJsonError(&r, "headers", CRAWLER_SIG_HDRS, NULL, pErr);
  }
  if( rc==0 && jsonReadNext(&r)!=JREAD_END ){
    rc = crawlerSigJsonError(&r, "headers", CRAWLER_SIG_HDRS, NULL, pErr);
  }
  if( rc==0 && (p->buf.oom || tmp.oom) ) rc = -1;
  coreBufFree(&tmp);
  return rc;
}

void crawlerSigFieldsFree(CrawlerSigFields *p){
  coreFree(p->buf.pA, p->a);
  coreBufFree(&p->buf);
  p->a = NULL;
  p->n = p->nAlloc = 0;
}

/* A field line's value without leading and trailing SP and HTAB. */
static Span crawlerSigLineValue(const CrawlerSigFields *p,
                                const CrawlerSigField *f){
  Span s;
  s.z = p->buf.z + f->iValue;
  s.n = f->nValue;
  while( s.n>0 && (s.z[0]==' ' || s.z[0]=='\t') ){ s.z++; s.n--; }
  while( s.n>0 && (s.z[s.n-1]==' ' || s.z[s.n-1]=='\t') ) s.n--;
  return s;
}

int crawlerSigFieldValue(const CrawlerSigFields *p, const char *zName,
                         size_t nName, int bBs, CoreBuf *pOut){
  size_t i;
  int bAny = 0;
  for(i=0; i<p->n; i++){
    const CrawlerSigField *f = &p->a[i];
    Span v;
    if( f->nName!=nName || memcmp(p->buf.z + f->iName, zName, nName)!=0 ){
      continue;
    }
    if( bAny ) coreBufAppend(pOut, ", ", 2);
    bAny = 1;
    v = crawlerSigLineValue(p, f);
    if( bBs ){
      coreBufAppendByte(pOut, ':');
      if( coreBufReserve(pOut, BASE64_ENCODED_MAX(v.n)) ) return -1;
      pOut->n += base64Encode((const unsigned char*)v.z, v.n, BASE64_STD, 1,
                              pOut->z + pOut->n);
      coreBufAppendByte(pOut, ':');
    }else{
      coreBufAppend(pOut, v.z, v.n);
    }
  }
  if( pOut->oom ) return -1;
  return bAny;
}

/* ---- The key directory -------------------------------------------------- */

#define CRAWLER_SIG_JWKS "a JWKS (a JSON object with a \"keys\" array)"

/* Store string member key (kty, crv, x or kid) of k from token s; a
** member of another kind makes the key unusable (*pbBad).  0 or -1. */
static int crawlerSigKeyMember(CrawlerSigKeys *p, CoreBuf *pTmp,
                               CrawlerSigKey *k, Span key, JsonReadTok t,
                               Span s, int *pbBad){
  static const char *const azName[] = { "kty", "crv", "x", "kid" };
  size_t *aOff[4], *aLen[4];
  int i;
  aOff[0] = &k->iKty; aLen[0] = &k->nKty; aOff[1] = &k->iCrv; aLen[1] = &k->nCrv;
  aOff[2] = &k->iX;   aLen[2] = &k->nX;   aOff[3] = &k->iKid; aLen[3] = &k->nKid;
  for(i=0; i<4; i++){
    if( key.n!=strlen(azName[i]) || memcmp(key.z, azName[i], key.n)!=0 ) continue;
    if( t!=JREAD_STRING ){ *pbBad = 1; return 0; }
    if( i==3 ) k->bKid = 1;
    return crawlerSigDecodeTo(&p->buf, pTmp, s, aOff[i], aLen[i]);
  }
  return 0;
}

/* Whether key k is an Ed25519 public key; its bytes into k->aPub. */
static void crawlerSigKeyCheck(const CrawlerSigKeys *p, CrawlerSigKey *k){
  Span kty = crawlerSigKeyPart(p, k->iKty, k->nKty);
  Span crv = crawlerSigKeyPart(p, k->iCrv, k->nCrv);
  Span x = crawlerSigKeyPart(p, k->iX, k->nX);
  unsigned char a[BASE64_DECODED_MAX(43)];
  k->bEd25519 = 0;
  if( kty.n!=3 || memcmp(kty.z, "OKP", 3)!=0 ) return;
  if( crv.n!=7 || memcmp(crv.z, "Ed25519", 7)!=0 ) return;
  if( x.n!=43 || base64Decode(x.z, x.n, BASE64_URL, a)!=32 ) return;
  memcpy(k->aPub, a, 32);
  k->bEd25519 = 1;
}

/* Read one key object (its '{' just read).  0, -1 or -2. */
static int crawlerSigKeyRead(CrawlerSigKeys *p, JsonRead *r, CoreBuf *pTmp,
                             CoreBuf *pErr){
  CrawlerSigKey k;
  JsonReadTok t;
  int bBad = 0;
  memset(&k, 0, sizeof(k));
  while( (t = jsonReadNext(r))==JREAD_KEY ){
    Span key = r->tok;
    t = jsonReadNext(r);
    if( t==JREAD_ARRAY || t==JREAD_OBJECT ) t = jsonReadSkip(r);
    if( t==JREAD_ERROR ) break;
    if( p->n<CRAWLER_SIG_MAX_KEYS
     && crawlerSigKeyMember(p, pTmp, &k, key, t, r->tok, &bBad) ) return -1;
  }
  if( t!=JREAD_OBJECT_END ){
    return crawlerSigJsonError(r, "keys", CRAWLER_SIG_JWKS, NULL, pErr);
  }
  if( p->n>=CRAWLER_SIG_MAX_KEYS ) return 0;
  if( !bBad ) crawlerSigKeyCheck(p, &k);
  if( crawlerSigGrow(p->buf.pA, (void**)&p->a, p->n, &p->nAlloc,
                     sizeof(p->a[0])) ) return -1;
  p->a[p->n++] = k;
  return 0;
}

/* Read the "keys" array (its key just read).  0, -1, -2 or -3. */
static int crawlerSigKeysArray(CrawlerSigKeys *p, JsonRead *r, CoreBuf *pTmp,
                               CoreBuf *pErr, const CoreStop *pStop){
  JsonReadTok t = jsonReadNext(r);
  size_t iNextStop = r->i + CORE_STOP_EVERY;
  int rc = 0;
  if( t!=JREAD_ARRAY ){
    return crawlerSigJsonError(r, "keys", CRAWLER_SIG_JWKS, t==JREAD_ERROR
                               ? NULL : "\"keys\" is not an array", pErr);
  }
  while( rc==0 && (t = jsonReadNext(r))==JREAD_OBJECT ){
    if( r->i>=iNextStop ){
      if( coreStopped(pStop) ) return -3;
      iNextStop = r->i + CORE_STOP_EVERY;
    }
    rc = crawlerSigKeyRead(p, r, pTmp, pErr);
  }
  if( rc==0 && t!=JREAD_ARRAY_END ){
    rc = crawlerSigJsonError(r, "keys", CRAWLER_SIG_JWKS, t==JREAD_ERROR
                             ? NULL : "a key that is not an object", pErr);
  }
  return rc;
}

int crawlerSigKeysRead(CrawlerSigKeys *p, const CoreAlloc *pA,
                       const char *z, size_t n, CoreBuf *pErr,
                       const CoreStop *pStop){
  JsonRead r;
  CoreBuf tmp;
  JsonReadTok t = JREAD_ERROR;
  int rc = 0, bKeys = 0;
  memset(p, 0, sizeof(*p));
  coreBufInit(&p->buf, pA);
  coreBufInit(&tmp, pA);
  jsonReadInit(&r, z, n);
  if( jsonReadNext(&r)!=JREAD_OBJECT ){
    if( r.zErr==NULL ) r.i = 0;
    rc = crawlerSigJsonError(&r, "keys", CRAWLER_SIG_JWKS, r.zErr ? NULL
                             : "the document is not an object", pErr);
  }
  while( rc==0 && (t = jsonReadNext(&r))==JREAD_KEY ){
    if( r.tok.n==4 && memcmp(r.tok.z, "keys", 4)==0 ){
      bKeys = 1;
      rc = crawlerSigKeysArray(p, &r, &tmp, pErr, pStop);
    }else{
      t = jsonReadNext(&r);
      if( t==JREAD_ARRAY || t==JREAD_OBJECT ) t = jsonReadSkip(&r);
      if( t==JREAD_ERROR ) break;
    }
  }
  if( rc==0 && (t!=JREAD_OBJECT_END || jsonReadNext(&r)!=JREAD_END) ){
    rc = crawlerSigJsonError(&r, "keys", CRAWLER_SIG_JWKS, NULL, pErr);
  }
  if( rc==0 && !bKeys ){
    r.i = 0;
    rc = crawlerSigJsonError(&r, "keys", CRAWLER_SIG_JWKS,
                             "no \"keys\" member", pErr);
  }
  if( rc==0 && (p->buf.oom || tmp.oom) ) rc = -1;
  coreBufFree(&tmp);
  return rc;
}

void crawlerSigKeysFree(CrawlerSigKeys *p){
  coreFree(p->buf.pA, p->a);
  coreBufFree(&p->buf);
  p->a = NULL;
  p->n = p->nAlloc = 0;
}
