/*
** crawler_sig.c: the verification of a signed request (see crawler_sig.h).
** The fields and the key directory are read (crawler_sig_json.c), the
** Signature-Input and Signature dictionaries parsed (core/sfv.c), the
** signatures to try chosen; for each, its parameters are checked, its
** keys found, its signature base built (crawler_sig_base.c) and the
** signature verified (crawler_sig_crypto.c).  Start at crawlerSigVerify.
*/
#include "crawler_sig.h"
#include "crawler_sig_base.h"
#include "crawler_sig_crypto.h"
#include "crawler_sig_json.h"
#include "../core/base64.h"
#include "../core/sfv.h"

#include <stdio.h>
#include <string.h>

/* The words of each reason (CrawlerSigReason order). */
static const char *const azSigReason[] = {
  "", "malformed input", "missing component", "unsupported component",
  "unsupported alg", "expired", "not yet valid", "no matching key",
  "bad signature"
};

/* One signature: its label, covered components and parameters from
** Signature-Input, its bytes from Signature. */
typedef struct SigOne {
  Span label, list, params;
  int bList;                      /* the member is an inner list */
  int bWba;                       /* tag="web-bot-auth" */
  Span sig;                       /* Signature's member value */
  SfvType eSig;
  int bSig;
} SigOne;

/* The signatures of a request (at most CRAWLER_SIG_MAX_LABELS). */
typedef struct SigSet {
  SigOne a[CRAWLER_SIG_MAX_LABELS];
  int n;
} SigSet;

/* A signature's parameters (RFC 9421 section 2.3), strings decoded. */
typedef struct SigParams {
  int64_t created, expires;
  int bCreated, bExpires, bKeyid, bAlg, bTag;
  CoreBuf keyid, alg, tag;
} SigParams;

/* The state of one call. */
typedef struct SigCall {
  const CrawlerSigArgs *pArgs;
  CrawlerSigFields fields;
  CrawlerSigKeys keys;
  char (*aThumb)[44];             /* each key's thumbprint, "" until made */
  CrawlerSigReq req;
  CoreBuf input, sig;             /* Signature-Input and Signature */
  CoreBuf base, detail, tmp;
  SigParams prm;
} SigCall;

/* ---- Signature-Input and Signature -------------------------------------- */

/* 1 when parameters `params` hold tag="web-bot-auth". */
static int sigTagged(Span params){
  size_t i = 0;
  SfvItem it;
  while( sfvParamNext(params, &i, &it)==1 ){
    if( it.key.n==3 && memcmp(it.key.z, "tag", 3)==0 ){
      return it.eType==SFV_STRING && it.value.n==14
          && memcmp(it.value.z, "\"web-bot-auth\"", 14)==0;
    }
  }
  return 0;
}

/* The signature labelled `key` in s, or NULL. */
static SigOne *sigFind(SigSet *s, Span key){
  int k;
  for(k=0; k<s->n; k++){
    if( s->a[k].label.n==key.n && memcmp(s->a[k].label.z, key.z, key.n)==0 ){
      return &s->a[k];
    }
  }
  return NULL;
}

/* Signature-Input member: a new signature, or a later value of one. */
static int sigInputMember(void *pCtx, const SfvMember *m){
  SigSet *s = pCtx;
  SigOne *o = sigFind(s, m->key);
  if( o==NULL ){
    if( s->n>=CRAWLER_SIG_MAX_LABELS ) return 0;
    o = &s->a[s->n++];
    memset(o, 0, sizeof(*o));
    o->label = m->key;
  }
  o->list = m->value;
  o->params = m->params;
  o->bList = m->eType==SFV_INNER_LIST;
  o->bWba = sigTagged(m->params);
  return 0;
}

/* Signature member: the bytes of a signature of the set. */
static int sigValueMember(void *pCtx, const SfvMember *m){
  SigOne *o = sigFind(pCtx, m->key);
  if( o ){
    o->sig = m->value;
    o->eSig = m->eType;
    o->bSig = 1;
  }
  return 0;
}

/* ---- Parameters ---------------------------------------------------------- */

/* The integer of an Integer's text. */
static int64_t sigInteger(Span v){
  int64_t x = 0;
  size_t i = v.n && v.z[0]=='-';
  for(; i<v.n; i++) x = x*10 + (v.z[i]-'0');
  return v.n && v.z[0]=='-' ? -x : x;
}

/* Read one parameter into p: a reason (a known one of the wrong kind) or
** CRAWLER_SIG_OK; -1 when out of memory. */
static int sigParam(SigParams *p, const SfvItem *it){
  static const char *const azStr[] = { "keyid", "alg", "tag", "nonce" };
  CoreBuf *aBuf[3];
  int *aFlag[3], k;
  aBuf[0] = &p->keyid; aBuf[1] = &p->alg; aBuf[2] = &p->tag;
  aFlag[0] = &p->bKeyid; aFlag[1] = &p->bAlg; aFlag[2] = &p->bTag;
  if( it->key.n==7 && (memcmp(it->key.z, "created", 7)==0
                       || memcmp(it->key.z, "expires", 7)==0) ){
    int bCreated = it->key.z[0]=='c';
    if( it->eType!=SFV_INTEGER ) return CRAWLER_SIG_MALFORMED;
    *(bCreated ? &p->created : &p->expires) = sigInteger(it->value);
    *(bCreated ? &p->bCreated : &p->bExpires) = 1;
    return CRAWLER_SIG_OK;
  }
  for(k=0; k<4; k++){
    if( it->key.n!=strlen(azStr[k]) || memcmp(it->key.z, azStr[k], it->key.n) ) continue;
    if( it->eType!=SFV_STRING ) return CRAWLER_SIG_MALFORMED;
    if( k==3 ) return CRAWLER_SIG_OK;
    aBuf[k]->n = 0;
    *aFlag[k] = 1;
    return sfvStringDecode(it->value, aBuf[k]) ? -1 : CRAWLER_SIG_OK;
  }
  return CRAWLER_SIG_OK;
}

/* Read signature o's parameters into c->prm: a reason or -1. */
static int sigParamsRead(SigCall *c, const SigOne *o){
  SigParams *p = &c->prm;
  size_t i = 0;
  SfvItem it;
  int rc = CRAWLER_SIG_OK, r;
  p->bCreated = p->bExpires = p->bKeyid = p->bAlg = p->bTag = 0;
  while( rc==CRAWLER_SIG_OK && (r = sfvParamNext(o->params, &i, &it))==1 ){
    rc = sigParam(p, &it);
    if( rc>0 ){
      c->detail.n = 0;
      coreBufAppend(&c->detail, "a parameter of the wrong kind: ", 31);
      coreBufAppend(&c->detail, it.key.z, it.key.n);
    }
  }
  return rc;
}

/* ---- Keys ----------------------------------------------------------------- */

/* Key k's JWK thumbprint (RFC 7638, for OKP keys), made once: NULL when
** out of memory. */
static const char *sigThumb(SigCall *c, size_t k){
  const CrawlerSigKey *pK = &c->keys.a[k];
  unsigned char aHash[32];
  Span crv, x;
  size_t n;
  if( c->aThumb[k][0] ) return c->aThumb[k];
  c->tmp.n = 0;
  crv = crawlerSigKeyPart(&c->keys, pK->iCrv, pK->nCrv);
  x = crawlerSigKeyPart(&c->keys, pK->iX, pK->nX);
  coreBufAppend(&c->tmp, "{\"crv\":", 7);
  coreJsonString(&c->tmp, crv.z, crv.n);
  coreBufAppend(&c->tmp, ",\"kty\":\"OKP\",\"x\":", 17);
  coreJsonString(&c->tmp, x.z, x.n);
  coreBufAppendByte(&c->tmp, '}');
  if( c->tmp.oom || crawlerSigSha256(c->tmp.z, c->tmp.n, aHash) ) return NULL;
  n = base64Encode(aHash, 32, BASE64_URL, 0, c->aThumb[k]);
  c->aThumb[k][n] = 0;
  return c->aThumb[k];
}

/* 1 when key k is named by keyid (its kid, or the thumbprint of an OKP
** key); -1 when out of memory. */
static int sigKeyNamed(SigCall *c, size_t k, Span keyid){
  const CrawlerSigKey *pK = &c->keys.a[k];
  Span kid = crawlerSigKeyPart(&c->keys, pK->iKid, pK->nKid);
  Span kty = crawlerSigKeyPart(&c->keys, pK->iKty, pK->nKty);
  const char *zThumb;
  if( pK->bKid && kid.n==keyid.n && memcmp(kid.z, keyid.z, keyid.n)==0 ) return 1;
  if( kty.n!=3 || memcmp(kty.z, "OKP", 3)!=0 ) return 0;
  if( keyid.n!=43 ) return 0;
  zThumb = sigThumb(c, k);
  if( zThumb==NULL ) return -1;
  return memcmp(zThumb, keyid.z, 43)==0;
}

/* Verify aSig over c->base with the keys keyid names (every Ed25519 key
** when there is no keyid): a reason or -1. */
static int sigVerifyKeys(SigCall *c, const unsigned char *aSig){
  Span keyid;
  size_t k;
  int nNamed = 0, nTried = 0;
  keyid.z = c->prm.keyid.z ? c->prm.keyid.z : "";
  keyid.n = c->prm.keyid.n;
  for(k=0; k<c->keys.n && nTried<CRAWLER_SIG_MAX_TRIED; k++){
    int rc = c->prm.bKeyid ? sigKeyNamed(c, k, keyid) : c->keys.a[k].bEd25519;
    if( rc<0 ) return -1;
    if( rc==0 ) continue;
    nNamed++;
    if( !c->keys.a[k].bEd25519 ) continue;
    nTried++;
    rc = crawlerSigEd25519Verify(c->keys.a[k].aPub, aSig, c->base.z, c->base.n);
    if( rc<0 ) return -1;
    if( rc ) return CRAWLER_SIG_OK;
  }
  c->detail.n = 0;
  if( nTried ){
    coreBufAppend(&c->detail, "it does not verify with the key", 31);
    return CRAWLER_SIG_BAD;
  }
  if( nNamed ){
    coreBufAppend(&c->detail, "the key is not an Ed25519 public key", 36);
    return CRAWLER_SIG_ALG;
  }
  if( c->prm.bKeyid ){
    coreBufAppend(&c->detail, "no key with keyid ", 18);
    coreAppendQuoted(&c->detail, keyid.z, keyid.n, 64, "\"", "\"");
  }else{
    coreBufAppend(&c->detail, "no Ed25519 key in the directory", 31);
  }
  return CRAWLER_SIG_NO_KEY;
}

/* ---- One signature -------------------------------------------------------- */

/* Set c->detail to z: the reason e. */
static int sigSay(SigCall *c, int e, const char *z){
  c->detail.n = 0;
  coreBufAppend(&c->detail, z, strlen(z));
  return e;
}

/* The time checks of RFC 9421 section 3.2 against now: a reason. */
static int sigTimes(SigCall *c){
  int64_t now = c->pArgs->now;
  if( c->prm.bCreated && c->prm.created>now ){
    return sigSay(c, CRAWLER_SIG_NOT_YET, "created is after now");
  }
  if( c->prm.bExpires && c->prm.expires<=now ){
    return sigSay(c, CRAWLER_SIG_EXPIRED, "expires is not after now");
  }
  return CRAWLER_SIG_OK;
}

/* Verify signature o: CRAWLER_SIG_OK, a reason (c->detail says more),
** -1 when out of memory or -3 when told to stop. */
static int sigTry(SigCall *c, const SigOne *o){
  unsigned char aSig[BASE64_DECODED_MAX(88)];
  int rc;
  c->detail.n = 0;
  if( !o->bList ) return sigSay(c, CRAWLER_SIG_MALFORMED, "Signature-Input's member is not an inner list");
  rc = sigParamsRead(c, o);
  if( rc ) return rc;
  if( !o->bSig ) return sigSay(c, CRAWLER_SIG_MALFORMED, "no Signature member for the label");
  if( o->eSig!=SFV_BYTES ) return sigSay(c, CRAWLER_SIG_MALFORMED, "Signature's member is not a byte sequence");
  if( o->sig.n-2>88 || base64Decode(o->sig.z + 1, o->sig.n - 2, BASE64_STD, aSig)!=64 ){
    return sigSay(c, CRAWLER_SIG_BAD, "the signature is not 64 bytes of base 64");
  }
  if( c->prm.bAlg && (c->prm.alg.n!=7 || memcmp(c->prm.alg.z, "ed25519", 7)!=0) ){
    c->detail.n = 0;
    coreBufAppend(&c->detail, "alg ", 4);
    coreAppendQuoted(&c->detail, c->prm.alg.z, c->prm.alg.n, 64, "\"", "\"");
    return c->detail.oom ? -1 : CRAWLER_SIG_ALG;
  }
  rc = sigTimes(c);
  if( rc ) return rc;
  rc = crawlerSigBase(&c->req, o->list, o->params, &c->base, &c->detail);
  if( rc ) return rc;
  return sigVerifyKeys(c, aSig);
}

/* ---- The answer ----------------------------------------------------------- */

/* Append ,"zName": and the string s, or null. */
static void sigJsonStr(CoreBuf *p, const char *zName, int bHave, Span s){
  coreBufAppend(p, zName, strlen(zName));
  if( bHave ) coreJsonString(p, s.z ? s.z : "", s.n);
  else coreBufAppend(p, "null", 4);
}

/* Append ,"zName": and the integer, or null. */
static void sigJsonInt(CoreBuf *p, const char *zName, int bHave, int64_t x){
  char z[32];
  int n = snprintf(z, sizeof(z), "%lld", (long long)x);
  coreBufAppend(p, zName, strlen(zName));
  if( bHave ) coreBufAppend(p, z, (size_t)n);
  else coreBufAppend(p, "null", 4);
}

/* Span of a buffer. */
static Span sigSpan(const CoreBuf *b){
  Span s;
  s.z = b->z ? b->z : "";
  s.n = b->n;
  return s;
}

/* Write the answer for signature o (NULL: none) with reason eReason. */
static int sigAnswer(SigCall *c, const SigOne *o, int eReason, CoreBuf *pOut){
  const SigParams *p = &c->prm;
  int bP = o!=NULL;
  int rc;
  if( c->detail.oom ) return -1;        /* the reason's words were lost */
  coreBufAppend(pOut, eReason ? "{\"verified\":false" : "{\"verified\":true", eReason ? 17 : 16);
  sigJsonStr(pOut, ",\"label\":", bP, bP ? o->label : sigSpan(&c->detail));
  sigJsonStr(pOut, ",\"keyid\":", bP && p->bKeyid, sigSpan(&p->keyid));
  sigJsonStr(pOut, ",\"tag\":", bP && p->bTag, sigSpan(&p->tag));
  sigJsonInt(pOut, ",\"created\":", bP && p->bCreated, p->created);
  sigJsonInt(pOut, ",\"expires\":", bP && p->bExpires, p->expires);
  c->tmp.n = 0;
  rc = crawlerSigFieldValue(&c->fields, "signature-agent", 15, 0, &c->tmp);
  if( rc<0 ) return -1;
  sigJsonStr(pOut, ",\"signature_agent\":", rc, sigSpan(&c->tmp));
  if( eReason ){
    Span r;
    r.z = azSigReason[eReason];
    r.n = strlen(r.z);
    sigJsonStr(pOut, ",\"reason\":", 1, r);
    sigJsonStr(pOut, ",\"detail\":", c->detail.n>0, sigSpan(&c->detail));
  }
  coreBufAppendByte(pOut, '}');
  return pOut->oom ? -1 : 1;
}

/* ---- The call ------------------------------------------------------------- */

/* Parse Signature-Input and Signature into *pSet: a reason (their fault)
** or -3 when pStop said stop. */
static int sigParse(SigCall *c, SigSet *pSet, const CoreStop *pStop){
  size_t iErr = 0;
  int r;
  char z[96];
  pSet->n = 0;
  r = sfvDictionary(c->input.z, c->input.n, sigInputMember, pSet, &iErr, pStop);
  if( r==0 ){
    r = sfvDictionary(c->sig.z, c->sig.n, sigValueMember, pSet, &iErr, pStop);
    if( r==-1 ){
      snprintf(z, sizeof(z), "Signature is not a dictionary (byte %zu)", iErr + 1);
      return sigSay(c, CRAWLER_SIG_MALFORMED, z);
    }
  }else if( r==-1 ){
    snprintf(z, sizeof(z), "Signature-Input is not a dictionary (byte %zu)", iErr + 1);
    return sigSay(c, CRAWLER_SIG_MALFORMED, z);
  }
  if( r==-2 ) return -3;
  if( pSet->n==0 ) return sigSay(c, CRAWLER_SIG_MALFORMED, "Signature-Input names no signature");
  return CRAWLER_SIG_OK;
}

/* Try the signatures of set (those tagged web-bot-auth when there are
** any) and answer: 1, -1 when out of memory, -3 when told to stop. */
static int sigChoose(SigCall *c, SigSet *pSet, CoreBuf *pOut){
  int k, bWba = 0, iFirst = -1, rc;
  for(k=0; k<pSet->n; k++) bWba |= pSet->a[k].bWba;
  for(k=0; k<pSet->n; k++){
    if( bWba && !pSet->a[k].bWba ) continue;
    if( iFirst<0 ) iFirst = k;
    rc = sigTry(c, &pSet->a[k]);
    if( rc<0 ) return rc;
    if( rc==CRAWLER_SIG_OK ) return sigAnswer(c, &pSet->a[k], 0, pOut);
  }
  rc = sigTry(c, &pSet->a[iFirst]);     /* the first one's failure again */
  if( rc<0 ) return rc;
  return sigAnswer(c, &pSet->a[iFirst], rc, pOut);
}

/* Answer for the request read into c: 1, 0 (no signature), -1 or -3. */
static int sigRun(SigCall *c, CoreBuf *pOut, const CoreStop *pStop){
  SigSet set;
  int rcI, rcS, rc;
  rcI = crawlerSigFieldValue(&c->fields, "signature-input", 15, 0, &c->input);
  rcS = crawlerSigFieldValue(&c->fields, "signature", 9, 0, &c->sig);
  if( rcI<0 || rcS<0 ) return -1;
  if( rcI==0 && rcS==0 ) return 0;
  c->req.method = c->pArgs->method;
  c->req.url = c->pArgs->url;
  c->req.bUrl = urlSplit(c->req.url.z, c->req.url.n, &c->req.u)==0;
  c->req.pFields = &c->fields;
  c->req.pStop = pStop;
  if( rcI==0 || rcS==0 ){
    return sigAnswer(c, NULL, sigSay(c, CRAWLER_SIG_MALFORMED, rcI
             ? "Signature-Input without Signature"
             : "Signature without Signature-Input"), pOut);
  }
  rc = sigParse(c, &set, pStop);
  if( rc==-3 ) return -3;
  if( rc ) return sigAnswer(c, NULL, rc, pOut);
  return sigChoose(c, &set, pOut);
}

int crawlerSigVerify(const CrawlerSigArgs *pArgs, CoreBuf *pOut,
                     CoreBuf *pErr, const CoreStop *pStop){
  static const char zNoCrypto[] =
    "built without libcrypto: signatures cannot be verified";
  const CoreAlloc *pA = pOut->pA;
  SigCall c;
  size_t n0 = pOut->n;
  int rc;
  if( !crawlerSigHaveCrypto() ){
    coreBufAppend(pErr, zNoCrypto, sizeof(zNoCrypto)-1);
    return -2;
  }
  memset(&c, 0, sizeof(c));
  c.pArgs = pArgs;
  coreBufInit(&c.input, pA); coreBufInit(&c.sig, pA);
  coreBufInit(&c.base, pA); coreBufInit(&c.detail, pA); coreBufInit(&c.tmp, pA);
  coreBufInit(&c.prm.keyid, pA); coreBufInit(&c.prm.alg, pA);
  coreBufInit(&c.prm.tag, pA);
  rc = crawlerSigFieldsRead(&c.fields, pA, pArgs->headers.z, pArgs->headers.n,
                            pErr, pStop);
  if( rc==0 ){
    rc = crawlerSigKeysRead(&c.keys, pA, pArgs->keys.z, pArgs->keys.n, pErr,
                            pStop);
  }
  if( rc==0 && c.keys.n ){
    c.aThumb = coreMalloc(pA, c.keys.n*sizeof(c.aThumb[0]));
    if( c.aThumb==NULL ) rc = -1;
    else memset(c.aThumb, 0, c.keys.n*sizeof(c.aThumb[0]));
  }
  if( rc==0 ) rc = sigRun(&c, pOut, pStop);
  if( rc!=1 ) pOut->n = n0;
  crawlerSigFieldsFree(&c.fields);
  crawlerSigKeysFree(&c.keys);
  coreFree(pA, c.aThumb);
  coreBufFree(&c.input); coreBufFree(&c.sig);
  coreBufFree(&c.base); coreBufFree(&c.detail); coreBufFree(&c.tmp);
  coreBufFree(&c.prm.keyid); coreBufFree(&c.prm.alg); coreBufFree(&c.prm.tag);
  return rc;
}
