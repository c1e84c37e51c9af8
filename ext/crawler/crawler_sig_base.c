/*
** crawler_sig_base.c: RFC 9421's signature base for a request (see
** crawler_sig_base.h).  Each covered component is a String with
** parameters; its line is the component identifier serialized, ": ", its
** value.  Derived components come from a table of small functions over the
** method and the split URL; header fields from the request's field table.
** Start at crawlerSigBase.
*/
#include "crawler_sig_base.h"
#include "../core/sfv.h"

#include <string.h>

/* A component being written: the request, the output, scratch. */
typedef struct SigComp {
  const CrawlerSigReq *pReq;
  CoreBuf *pBase;
  CoreBuf *pDetail;
  CoreBuf tmp;                    /* the component's name, decoded */
  CoreBuf val;                    /* a field's value before "key" */
  CoreBuf key;                    /* the "key" parameter, decoded */
  int bKey, bBs;
} SigComp;

/* Say why in pDetail: zWhat then the component's name quoted (when
** there is one). */
static int sigWhy(SigComp *p, int eReason, const char *zWhat){
  p->pDetail->n = 0;
  coreBufAppend(p->pDetail, zWhat, strlen(zWhat));
  if( p->tmp.n ){
    coreAppendQuoted(p->pDetail, p->tmp.z, p->tmp.n, 64, " \"", "\"");
  }
  return p->pDetail->oom ? -1 : eReason;
}

/* Append s lower-cased. */
static void sigAppendLower(CoreBuf *b, Span s){
  size_t i;
  for(i=0; i<s.n; i++) coreBufAppendByte(b, (char)coreToLower((unsigned char)s.z[i]));
}

/* 1 when the URL is split and has a scheme and an authority. */
static int sigAbsolute(const CrawlerSigReq *r){
  return r->bUrl && r->u.scheme.z && r->u.hasAuthority && r->u.host.z;
}

/* ---- Derived components (section 2.2) ----------------------------------- */

static int sigMethod(SigComp *p){
  if( p->pReq->method.n==0 ) return sigWhy(p, CRAWLER_SIG_MALFORMED, "an empty method for");
  coreBufAppend(p->pBase, p->pReq->method.z, p->pReq->method.n);
  return CRAWLER_SIG_OK;
}

static int sigTargetUri(SigComp *p){
  const CrawlerSigReq *r = p->pReq;
  size_t n = r->url.n;
  if( !sigAbsolute(r) ) return sigWhy(p, CRAWLER_SIG_MISSING, "no absolute URL for");
  if( r->u.fragment.z ) n = (size_t)(r->u.fragment.z - 1 - r->url.z);
  coreBufAppend(p->pBase, r->url.z, n);
  return CRAWLER_SIG_OK;
}

/* 1 when port is the default port of scheme. */
static int sigDefaultPort(Span scheme, Span port){
  if( coreSpanEqNoCase(scheme.z, scheme.n, "http", 4) ) return port.n==2 && memcmp(port.z, "80", 2)==0;
  if( coreSpanEqNoCase(scheme.z, scheme.n, "https", 5) ) return port.n==3 && memcmp(port.z, "443", 3)==0;
  return 0;
}

static int sigAuthority(SigComp *p){
  const CrawlerSigReq *r = p->pReq;
  size_t n0 = p->pBase->n, i;
  int rc;
  if( sigAbsolute(r) ){
    sigAppendLower(p->pBase, r->u.host);
    if( r->u.port.z && r->u.port.n && !sigDefaultPort(r->u.scheme, r->u.port) ){
      coreBufAppendByte(p->pBase, ':');
      coreBufAppend(p->pBase, r->u.port.z, r->u.port.n);
    }
    return CRAWLER_SIG_OK;
  }
  rc = crawlerSigFieldValue(r->pFields, "host", 4, 0, p->pBase);
  if( rc<0 ) return -1;
  if( rc==0 ) return sigWhy(p, CRAWLER_SIG_MISSING, "no URL authority or Host for");
  for(i=n0; i<p->pBase->n; i++){
    p->pBase->z[i] = (char)coreToLower((unsigned char)p->pBase->z[i]);
  }
  return CRAWLER_SIG_OK;
}

static int sigScheme(SigComp *p){
  const CrawlerSigReq *r = p->pReq;
  if( !r->bUrl || r->u.scheme.z==NULL ) return sigWhy(p, CRAWLER_SIG_MISSING, "no URL scheme for");
  sigAppendLower(p->pBase, r->u.scheme);
  return CRAWLER_SIG_OK;
}

/* The path, "/" when empty. */
static void sigAppendPath(SigComp *p){
  const CrawlerSigReq *r = p->pReq;
  if( r->u.path.n==0 ) coreBufAppendByte(p->pBase, '/');
  else coreBufAppend(p->pBase, r->u.path.z, r->u.path.n);
}

static int sigPath(SigComp *p){
  if( !p->pReq->bUrl ) return sigWhy(p, CRAWLER_SIG_MALFORMED, "a URL that does not parse for");
  sigAppendPath(p);
  return CRAWLER_SIG_OK;
}

static int sigQuery(SigComp *p){
  const CrawlerSigReq *r = p->pReq;
  if( !r->bUrl ) return sigWhy(p, CRAWLER_SIG_MALFORMED, "a URL that does not parse for");
  coreBufAppendByte(p->pBase, '?');
  if( r->u.query.z ) coreBufAppend(p->pBase, r->u.query.z, r->u.query.n);
  return CRAWLER_SIG_OK;
}

static int sigRequestTarget(SigComp *p){
  const CrawlerSigReq *r = p->pReq;
  if( !r->bUrl ) return sigWhy(p, CRAWLER_SIG_MALFORMED, "a URL that does not parse for");
  sigAppendPath(p);
  if( r->u.query.z ){
    coreBufAppendByte(p->pBase, '?');
    coreBufAppend(p->pBase, r->u.query.z, r->u.query.n);
  }
  return CRAWLER_SIG_OK;
}

/* The derived components this verifier knows, by name. */
static const struct SigDerived {
  const char *zName;
  int (*xValue)(SigComp*);
} aSigDerived[] = {
  { "@method", sigMethod }, { "@target-uri", sigTargetUri },
  { "@authority", sigAuthority }, { "@scheme", sigScheme },
  { "@request-target", sigRequestTarget }, { "@path", sigPath },
  { "@query", sigQuery },
};

/* The value of derived component p->tmp. */
static int sigDerivedValue(SigComp *p){
  size_t i;
  if( p->bKey || p->bBs ) return sigWhy(p, CRAWLER_SIG_UNSUPPORTED, "a field parameter on");
  for(i=0; i<sizeof(aSigDerived)/sizeof(aSigDerived[0]); i++){
    if( strlen(aSigDerived[i].zName)==p->tmp.n
     && memcmp(aSigDerived[i].zName, p->tmp.z, p->tmp.n)==0 ){
      return aSigDerived[i].xValue(p);
    }
  }
  return sigWhy(p, CRAWLER_SIG_UNSUPPORTED, "the derived component");
}

/* ---- Header fields (section 2.1) ---------------------------------------- */

/* Find member f->key in a dictionary (the last one wins). */
typedef struct SigFind { Span key; SfvMember m; int bFound; } SigFind;
static int sigFindMember(void *pCtx, const SfvMember *m){
  SigFind *f = pCtx;
  if( m->key.n==f->key.n && memcmp(m->key.z, f->key.z, m->key.n)==0 ){
    f->m = *m;
    f->bFound = 1;
  }
  return 0;
}

/* The value of header field p->tmp (with "key" or "bs"). */
static int sigFieldValue(SigComp *p){
  const CrawlerSigFields *pF = p->pReq->pFields;
  SigFind f;
  int rc;
  if( p->bKey && p->bBs ) return sigWhy(p, CRAWLER_SIG_MALFORMED, "both key and bs on");
  if( !p->bKey ){
    rc = crawlerSigFieldValue(pF, p->tmp.z, p->tmp.n, p->bBs, p->pBase);
    if( rc<0 ) return -1;
    return rc ? CRAWLER_SIG_OK : sigWhy(p, CRAWLER_SIG_MISSING, "no header field");
  }
  p->val.n = 0;
  rc = crawlerSigFieldValue(pF, p->tmp.z, p->tmp.n, 0, &p->val);
  if( rc<0 ) return -1;
  if( rc==0 ) return sigWhy(p, CRAWLER_SIG_MISSING, "no header field");
  memset(&f, 0, sizeof(f));
  f.key.z = p->key.z ? p->key.z : "";
  f.key.n = p->key.n;
  if( sfvDictionary(p->val.z, p->val.n, sigFindMember, &f, NULL, NULL) ){
    return sigWhy(p, CRAWLER_SIG_MALFORMED, "not a dictionary: the field");
  }
  if( !f.bFound ) return sigWhy(p, CRAWLER_SIG_MISSING, "no such member of the field");
  rc = f.m.eType==SFV_INNER_LIST
       ? sfvSerializeInnerList(f.m.value, f.m.params, p->pBase)
       : sfvSerializeItem(f.m.eType, f.m.value, f.m.params, p->pBase);
  return rc ? -1 : CRAWLER_SIG_OK;
}

/* ---- One component ------------------------------------------------------ */

/* Read the component's parameters ("key" and "bs"). */
static int sigParams(SigComp *p, Span params){
  size_t i = 0;
  SfvItem it;
  int rc;
  while( (rc = sfvParamNext(params, &i, &it))==1 ){
    if( it.key.n==3 && memcmp(it.key.z, "key", 3)==0 && it.eType==SFV_STRING ){
      p->key.n = 0;
      if( sfvStringDecode(it.value, &p->key) ) return -1;
      p->bKey = 1;
    }else if( it.key.n==2 && memcmp(it.key.z, "bs", 2)==0
           && it.eType==SFV_BOOLEAN && (it.value.n==0 || it.value.z[1]=='1') ){
      p->bBs = 1;
    }else{
      return sigWhy(p, CRAWLER_SIG_UNSUPPORTED, "a component parameter on");
    }
  }
  return rc<0 ? sigWhy(p, CRAWLER_SIG_MALFORMED, "bad parameters on") : CRAWLER_SIG_OK;
}

/* 1 when the component name in p->tmp is well formed: printable ASCII,
** no upper case. */
static int sigNameOk(const SigComp *p){
  size_t i;
  if( p->tmp.n==0 ) return 0;
  for(i=0; i<p->tmp.n; i++){
    unsigned char c = (unsigned char)p->tmp.z[i];
    if( c<0x21 || c>0x7e || (c>='A' && c<='Z') ) return 0;
  }
  return 1;
}

/* What the list says of a component before its line is written. */
#define SIG_FIRST    0
#define SIG_REPEATED 1              /* covered twice */

/* Write component it's line (identifier at pBase's end): a reason or -1. */
static int sigComponent(SigComp *p, const SfvItem *it, int eSeen){
  size_t iVal, i;
  int rc;
  p->tmp.n = 0;
  p->bKey = p->bBs = 0;
  if( it->eType!=SFV_STRING ) return sigWhy(p, CRAWLER_SIG_MALFORMED, "a covered component that is not a string:");
  if( sfvStringDecode(it->value, &p->tmp) ) return -1;
  if( eSeen==SIG_REPEATED ) return sigWhy(p, CRAWLER_SIG_MALFORMED, "a component covered twice:");
  if( !sigNameOk(p) ) return sigWhy(p, CRAWLER_SIG_MALFORMED, "a bad component name");
  rc = sigParams(p, it->params);
  if( rc ) return rc;
  coreBufAppend(p->pBase, ": ", 2);
  iVal = p->pBase->n;
  rc = p->tmp.z[0]=='@' ? sigDerivedValue(p) : sigFieldValue(p);
  if( rc ) return rc;
  for(i=iVal; i<p->pBase->n; i++){
    char c = p->pBase->z[i];
    if( c=='\n' || c=='\r' || c=='\0' ) return sigWhy(p, CRAWLER_SIG_MALFORMED, "a line break in the value of");
  }
  coreBufAppendByte(p->pBase, '\n');
  return p->pBase->oom ? -1 : CRAWLER_SIG_OK;
}

/* The number of items of inner list `list` (more than
** CRAWLER_SIG_MAX_COMPONENTS: that bound plus one). */
static int sigCount(Span list){
  size_t i = 0;
  SfvItem it;
  int n = 0;
  while( n<=CRAWLER_SIG_MAX_COMPONENTS && sfvInnerListNext(list, &i, &it)==1 ) n++;
  return n;
}

/* 1 when the identifier at aOff[k] .. (k = nSeen) repeats an earlier one. */
static int sigRepeated(const CoreBuf *b, const size_t *aOff, const size_t *aLen,
                       int nSeen){
  int k;
  for(k=0; k<nSeen; k++){
    if( aLen[k]==aLen[nSeen]
     && memcmp(b->z + aOff[k], b->z + aOff[nSeen], aLen[k])==0 ) return 1;
  }
  return 0;
}

int crawlerSigBase(const CrawlerSigReq *pReq, Span list, Span params,
                   CoreBuf *pBase, CoreBuf *pDetail){
  SigComp c;
  size_t i = 0, aOff[CRAWLER_SIG_MAX_COMPONENTS], aLen[CRAWLER_SIG_MAX_COMPONENTS];
  SfvItem it;
  int rc = CRAWLER_SIG_OK, nSeen = 0, r = 0;
  memset(&c, 0, sizeof(c));
  c.pReq = pReq; c.pBase = pBase; c.pDetail = pDetail;
  coreBufInit(&c.tmp, pBase->pA);
  coreBufInit(&c.val, pBase->pA);
  coreBufInit(&c.key, pBase->pA);
  pBase->n = 0;
  if( sigCount(list)>CRAWLER_SIG_MAX_COMPONENTS ){
    rc = sigWhy(&c, CRAWLER_SIG_MALFORMED, "over 64 covered components");
  }
  while( rc==CRAWLER_SIG_OK && (r = sfvInnerListNext(list, &i, &it))==1 ){
    int eSeen;
    if( pReq->pFields->n>=CRAWLER_SIG_STOP_FIELDS && coreStopped(pReq->pStop) ){
      rc = -3;
      break;
    }
    aOff[nSeen] = pBase->n;
    if( sfvSerializeItem(it.eType, it.value, it.params, pBase) ){ rc = -1; break; }
    aLen[nSeen] = pBase->n - aOff[nSeen];
    eSeen = sigRepeated(pBase, aOff, aLen, nSeen++) ? SIG_REPEATED : SIG_FIRST;
    rc = sigComponent(&c, &it, eSeen);
  }
  if( rc==CRAWLER_SIG_OK && r<0 ) rc = sigWhy(&c, CRAWLER_SIG_MALFORMED, "covered components that are not an inner list");
  if( rc==CRAWLER_SIG_OK ){
    coreBufAppend(pBase, "\"@signature-params\": ", 21);
    if( sfvSerializeInnerList(list, params, pBase) ) rc = -1;
  }
  coreBufFree(&c.tmp);
  coreBufFree(&c.val);
  coreBufFree(&c.key);
  return rc;
}
