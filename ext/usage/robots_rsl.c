/*
** robots_rsl.c: the terms an RSL 1.0 document gives one URL (see
** robots_rsl.h).  Two passes of the XML tokenizer, depth kept as a counter:
** rslFind checks the root and matches every <content url> against the URL
** (robots.txt patterns, the matcher's candidates), keeping the offset of
** the longest; rslRead reads that content's <license> elements (permits,
** prohibits, payment and amount, legal) into lists and writes the JSON.
** Start at rslTermsJson.
*/
#include "robots_rsl.h"
#include "../robots/robots_index.h"
#include "../robots/robots_parse.h"
#include "../robots/robots_path.h"
#include "../core/xml_scan.h"

#include <string.h>

#define RSL_PATH_STACK 2048       /* URL paths built without a malloc */
#define RSL_STOP_TOKENS 4096      /* tokens between two asks of pStop, at
                                  ** most (and every CORE_STOP_EVERY bytes) */

/* Append a string literal. */
#define RSL_LIT(b, s) coreBufAppend((b), (s), sizeof(s) - 1)

/* 1 when s is the name z. */
static int rslIs(Span s, const char *z){
  size_t n = strlen(z);
  return s.n==n && memcmp(s.z, z, n)==0;
}

/* The origin of u ("scheme://authority", empty when u has no scheme and
** "//"), the rest of u in *pRest. */
static Span rslOrigin(Span u, Span *pRest){
  size_t i = 1, j;
  Span o = { u.z, 0 };
  *pRest = u;
  if( u.n==0 || !coreIsAlpha((unsigned char)u.z[0]) ) return o;
  while( i<u.n && (coreIsAlpha((unsigned char)u.z[i])
                   || coreIsDigit((unsigned char)u.z[i])
                   || u.z[i]=='+' || u.z[i]=='-' || u.z[i]=='.') ) i++;
  if( i+2>=u.n || u.z[i]!=':' || u.z[i+1]!='/' || u.z[i+2]!='/' ) return o;
  for(j=i+3; j<u.n && u.z[j]!='/' && u.z[j]!='?' && u.z[j]!='#'; j++){}
  o.n = j;
  *pRest = (Span){ u.z + j, u.n - j };
  return o;
}

/* What a <content url> is matched against, and scratch space. */
typedef struct RslMatch {
  Span origin;                  /* the URL's origin (empty for a path) */
  Span path;                    /* the URL's path, as robots.txt reads it */
  CoreBuf pat, esc;             /* a url decoded; a pattern escaped */
  int oom;
} RslMatch;

/* The priority with which a content's url (raw attribute value) matches
** (the escaped pattern's length plus one), 0 when it does not: a full URL
** must have the URL's scheme and host (any case), then its path is the
** pattern ("/" when it has none). */
static uint32_t rslMatch(RslMatch *m, Span raw){
  unsigned fl = 0;
  Span u, rest, origin;
  RobotsCand c;
  m->pat.n = 0;
  if( xmlDecode(raw.z, raw.n, &m->pat, &fl) ){ m->oom = 1; return 0; }
  u = coreTrim((Span){ m->pat.z ? m->pat.z : "", m->pat.n });
  origin = rslOrigin(u, &rest);
  if( origin.n ){
    if( !coreSpanEqNoCase(origin.z, origin.n, m->origin.z, m->origin.n) ){
      return 0;
    }
    if( rest.n==0 ) rest = (Span){ "/", 1 };
  }
  if( robotsNeedsEscape(rest.z, rest.n) ){
    m->esc.n = 0;
    if( coreBufReserve(&m->esc, robotsEscapedLen(rest.z, rest.n)) ){
      m->oom = 1;
      return 0;
    }
    rest.n = robotsEscape(rest.z, rest.n, m->esc.z);
    rest.z = m->esc.z;
  }
  robotsCandInit(&c, rest.z, rest.n, 0, 0);
  return robotsCandMatch(&c, m->path.z, m->path.n) ? c.prio + 1 : 0;
}

/* 1 when START token t is RSL's root: local name rsl, its prefix (or the
** default namespace) bound to RSL_NAMESPACE on the element itself. */
static int rslIsRoot(const XmlToken *t){
  char zAttr[80];
  size_t nPrefix = t->name.n - t->local.n;      /* "p:" or nothing */
  Span v;
  if( !rslIs(t->local, "rsl") ) return 0;
  if( nPrefix==0 ){
    memcpy(zAttr, "xmlns", 6);
  }else{
    if( nPrefix-1>sizeof(zAttr)-8 ) return 0;
    memcpy(zAttr, "xmlns:", 6);
    memcpy(zAttr + 6, t->name.z, nPrefix - 1);
    zAttr[6 + nPrefix - 1] = 0;
  }
  return xmlFindAttr(t->attrs, zAttr, &v)
      && rslIs(v, RSL_NAMESPACE);
}

/* 1 when pStop should be asked now (every RSL_STOP_TOKENS tokens or
** CORE_STOP_EVERY bytes) and says stop. */
static int rslStopped(const CoreStop *pStop, size_t *pnTok, size_t *piAsk,
                      size_t iNow){
  if( ++*pnTok<RSL_STOP_TOKENS && iNow - *piAsk<CORE_STOP_EVERY ) return 0;
  *pnTok = 0;
  *piAsk = iNow;
  return coreStopped(pStop);
}

/* The offset of the best matching <content> token in *piBest: 1 found, 0
** none or not an RSL document, -1 out of memory, -3 stopped. */
static int rslFind(const char *z, size_t n, RslMatch *m, size_t *piBest,
                   const CoreStop *pStop){
  XmlScan s;
  XmlToken t;
  int e, depth = 0, bRoot = 0;
  uint32_t best = 0;
  size_t nTok = 0, iAsk = 0;
  s.z = z; s.n = n; s.i = 0; s.bFinal = 1;
  while( (e = xmlNext(&s, &t))!=XML_EOF && e!=XML_MORE ){
    if( rslStopped(pStop, &nTok, &iAsk, s.i) ) return -3;
    if( e==XML_START ){
      Span v;
      if( !bRoot ){
        if( !rslIsRoot(&t) ) return 0;
        bRoot = 1;
      }else if( depth==1 && rslIs(t.local, "content")
             && xmlFindAttr(t.attrs, "url", &v) ){
        uint32_t prio = rslMatch(m, v);
        if( m->oom ) return -1;
        if( prio>best ){ best = prio; *piBest = t.iStart; }
      }
      if( !t.bEmpty ) depth++;
    }else if( e==XML_END && depth>0 ){
      if( --depth==0 ) break;                /* the root ended */
    }
  }
  return best>0;
}

/* The lists of a content's terms, while it is read. */
#define RSL_LISTS 6               /* permits usage, user, geo; prohibits */
typedef struct RslTerms {
  CoreBuf aList[RSL_LISTS];     /* comma-separated JSON strings */
  CoreBuf legal;                /* comma-separated JSON objects */
  CoreBuf payType, amount, currency;
  int bPayment, bAmount, bCurrency;
  CoreBuf text, tmp;            /* an element's text; a decoded attribute */
  int eCollect;                 /* what text is for: RSL_C_* */
  int iList;                    /* RSL_C_LIST: the list, -1 for none */
  int iCollectDepth;            /* depth at which the element ends */
  int bLicense, bPaymentOpen;   /* inside a <license>, its <payment> */
  int bLegalType;               /* the <legal> being read has a type (tmp) */
} RslTerms;

#define RSL_C_NONE   0
#define RSL_C_LIST   1            /* permits / prohibits */
#define RSL_C_AMOUNT 2
#define RSL_C_LEGAL  3

/* The list of a permits or prohibits element's type, or -1. */
static int rslListOf(RslTerms *r, const XmlToken *t, int bProhibits){
  static const char *const az[3] = { "usage", "user", "geo" };
  unsigned fl = 0;
  Span v;
  int i;
  r->tmp.n = 0;
  if( !xmlFindAttr(t->attrs, "type", &v) ) return -1;
  if( xmlDecode(v.z, v.n, &r->tmp, &fl) ) return -1;
  for(i=0; i<3; i++){
    if( rslIs((Span){ r->tmp.z ? r->tmp.z : "", r->tmp.n }, az[i]) ){
      return i + (bProhibits ? 3 : 0);
    }
  }
  return -1;
}

/* Decode attribute zName of t into b (b emptied first): 1 when it is
** there. */
static int rslAttr(const XmlToken *t, const char *zName, CoreBuf *b){
  unsigned fl = 0;
  Span v;
  b->n = 0;
  if( !xmlFindAttr(t->attrs, zName, &v) ) return 0;
  xmlDecode(v.z, v.n, b, &fl);
  return 1;
}

/* Append text's values (separated by commas or white space, as RSL 1.0
** and its drafts write them; empty ones dropped) to list b as JSON
** strings; bFirst: the list is empty so far. */
static void rslSplitInto(CoreBuf *b, Span text, int bFirst){
  size_t i = 0;
  while( i<text.n ){
    size_t j = i;
    while( j<text.n && text.z[j]!=',' && !coreIsSpace((unsigned char)text.z[j]) ) j++;
    if( j>i ){
      if( !bFirst ) coreBufAppendByte(b, ',');
      coreJsonString(b, text.z + i, j - i);
      bFirst = 0;
    }
    i = j + 1;
  }
}

/* Append a JSON string of b's bytes, or null when !bThere. */
static void rslJsonOpt(CoreBuf *pOut, int bThere, const CoreBuf *b){
  if( bThere ) coreJsonString(pOut, b->z ? b->z : "", b->n);
  else RSL_LIT(pOut, "null");
}

/* The element being collected ended: file its text. */
static void rslCollected(RslTerms *r){
  Span text = coreTrim((Span){ r->text.z ? r->text.z : "", r->text.n });
  if( r->eCollect==RSL_C_LIST && r->iList>=0 ){
    rslSplitInto(&r->aList[r->iList], text, r->aList[r->iList].n==0);
  }else if( r->eCollect==RSL_C_AMOUNT ){
    coreBufAppend(&r->amount, text.z, text.n);
    r->bAmount = 1;
  }else if( r->eCollect==RSL_C_LEGAL ){
    if( r->legal.n ) coreBufAppendByte(&r->legal, ',');
    RSL_LIT(&r->legal, "{\"type\":");
    rslJsonOpt(&r->legal, r->bLegalType, &r->tmp);
    RSL_LIT(&r->legal, ",\"values\":[");
    rslSplitInto(&r->legal, text, 1);
    RSL_LIT(&r->legal, "]}");
  }
  r->eCollect = RSL_C_NONE;
}

/* A START token t at depth (elements open, the content being 1) inside
** the matched content: start what it is. */
static void rslStart(RslTerms *r, const XmlToken *t, int depth){
  int bPro = rslIs(t->local, "prohibits");
  if( r->eCollect!=RSL_C_NONE ) return;          /* markup inside a value */
  if( depth==1 && rslIs(t->local, "license") ){
    r->bLicense = 1;
  }else if( depth==2 && r->bLicense && (bPro || rslIs(t->local, "permits")) ){
    r->eCollect = RSL_C_LIST;
    r->iList = rslListOf(r, t, bPro);
  }else if( depth==2 && r->bLicense && rslIs(t->local, "payment")
         && !r->bPayment ){
    r->bPayment = r->bPaymentOpen = 1;
    if( !rslAttr(t, "type", &r->payType) ) RSL_LIT(&r->payType, "free");
  }else if( depth==3 && r->bPaymentOpen && rslIs(t->local, "amount")
         && !r->bAmount ){
    r->eCollect = RSL_C_AMOUNT;
    r->bCurrency = rslAttr(t, "currency", &r->currency);
  }else if( depth==2 && r->bLicense && rslIs(t->local, "legal") ){
    r->eCollect = RSL_C_LEGAL;
    r->bLegalType = rslAttr(t, "type", &r->tmp);
  }else{
    return;
  }
  if( r->eCollect!=RSL_C_NONE ){
    r->text.n = 0;
    r->iCollectDepth = depth;
    if( t->bEmpty ) rslCollected(r);
  }
}

/* Read the content whose START token is at z[iStart] into r: 0, -1 out of
** memory, -3 stopped. */
static int rslRead(const char *z, size_t n, size_t iStart, RslTerms *r,
                   const CoreStop *pStop){
  XmlScan s;
  XmlToken t;
  int e, depth = 1;
  size_t nTok = 0, iAsk = iStart;
  unsigned fl = 0;
  s.z = z; s.n = n; s.i = iStart; s.bFinal = 1;
  if( xmlNext(&s, &t)!=XML_START || t.bEmpty ) return 0;
  while( (e = xmlNext(&s, &t))!=XML_EOF && e!=XML_MORE ){
    if( rslStopped(pStop, &nTok, &iAsk, s.i) ) return -3;
    if( e==XML_START ){
      rslStart(r, &t, depth);
      if( !t.bEmpty ) depth++;
    }else if( e==XML_END ){
      if( --depth==0 ) break;                /* the content ended */
      if( r->eCollect!=RSL_C_NONE && depth==r->iCollectDepth ){
        rslCollected(r);
      }
      if( depth==2 ) r->bPaymentOpen = 0;
      if( depth==1 ) r->bLicense = r->bPaymentOpen = 0;
    }else if( r->eCollect!=RSL_C_NONE && e==XML_TEXT ){
      if( xmlDecode(t.text.z, t.text.n, &r->text, &fl) ) return -1;
    }else if( r->eCollect!=RSL_C_NONE && e==XML_CDATA ){
      coreBufAppend(&r->text, t.text.z, t.text.n);
    }
  }
  return 0;
}

/* 1 when s is a JSON number of the form digits[.digits]. */
static int rslIsNumber(Span s){
  size_t i = 0, nInt;
  while( i<s.n && coreIsDigit((unsigned char)s.z[i]) ) i++;
  nInt = i;
  if( nInt==0 || (nInt>1 && s.z[0]=='0') ) return 0;
  if( i<s.n && s.z[i]=='.' ){
    size_t j = ++i;
    while( i<s.n && coreIsDigit((unsigned char)s.z[i]) ) i++;
    if( i==j ) return 0;
  }
  return i==s.n;
}

/* Append {"usage":[..],"user":[..],"geo":[..]} of lists a[0..3). */
static void rslJsonLists(CoreBuf *b, const CoreBuf *a){
  RSL_LIT(b, "{\"usage\":[");
  coreBufAppend(b, a[0].z, a[0].n);
  RSL_LIT(b, "],\"user\":[");
  coreBufAppend(b, a[1].z, a[1].n);
  RSL_LIT(b, "],\"geo\":[");
  coreBufAppend(b, a[2].z, a[2].n);
  RSL_LIT(b, "]}");
}

/* Write the answer: the content's url and server (START token at
** z[iStart]), then r's terms. */
static void rslJson(CoreBuf *b, const char *z, size_t n, size_t iStart,
                    RslTerms *r){
  XmlScan s;
  XmlToken t;
  Span amount;
  s.z = z; s.n = n; s.i = iStart; s.bFinal = 1;
  xmlNext(&s, &t);
  RSL_LIT(b, "{\"content\":");
  rslJsonOpt(b, rslAttr(&t, "url", &r->tmp), &r->tmp);
  RSL_LIT(b, ",\"server\":");
  rslJsonOpt(b, rslAttr(&t, "server", &r->tmp), &r->tmp);
  RSL_LIT(b, ",\"permits\":");
  rslJsonLists(b, &r->aList[0]);
  RSL_LIT(b, ",\"prohibits\":");
  rslJsonLists(b, &r->aList[3]);
  RSL_LIT(b, ",\"payment\":");
  if( r->bPayment ){
    RSL_LIT(b, "{\"type\":");
    coreJsonString(b, r->payType.z ? r->payType.z : "", r->payType.n);
    RSL_LIT(b, ",\"amount\":");
    amount = (Span){ r->amount.z ? r->amount.z : "", r->amount.n };
    if( r->bAmount && rslIsNumber(amount) ) coreBufAppend(b, amount.z, amount.n);
    else rslJsonOpt(b, r->bAmount, &r->amount);
    RSL_LIT(b, ",\"currency\":");
    rslJsonOpt(b, r->bCurrency, &r->currency);
    coreBufAppendByte(b, '}');
  }else{
    RSL_LIT(b, "null");
  }
  RSL_LIT(b, ",\"legal\":[");
  coreBufAppend(b, r->legal.z, r->legal.n);
  RSL_LIT(b, "]}");
}

/* Every buffer of r, for init, free and the out-of-memory check. */
static CoreBuf *rslBufAt(RslTerms *r, int i){
  CoreBuf *a[RSL_LISTS + 6];
  int k;
  for(k=0; k<RSL_LISTS; k++) a[k] = &r->aList[k];
  a[k++] = &r->legal; a[k++] = &r->payType; a[k++] = &r->amount;
  a[k++] = &r->currency; a[k++] = &r->text; a[k++] = &r->tmp;
  return i<k ? a[i] : NULL;
}

/* Read the content at z[iBest] and write its JSON to pOut: 1, -1, -3. */
static int rslAnswer(const char *z, size_t n, size_t iBest, CoreBuf *pOut,
                     const CoreStop *pStop){
  RslTerms r;
  CoreBuf *p;
  int i, rc, bOom = 0;
  memset(&r, 0, sizeof(r));
  for(i=0; (p = rslBufAt(&r, i))!=NULL; i++) coreBufInit(p, pOut->pA);
  rc = rslRead(z, n, iBest, &r, pStop);
  if( rc==0 ){
    rslJson(pOut, z, n, iBest, &r);
    rc = 1;
  }
  for(i=0; (p = rslBufAt(&r, i))!=NULL; i++){
    bOom |= p->oom;
    coreBufFree(p);
  }
  return bOom && rc==1 ? -1 : rc;
}

int rslTermsJson(const char *z, size_t n, Span url, CoreBuf *pOut,
                 const CoreStop *pStop){
  char zBuf[RSL_PATH_STACK];
  char *zFree = NULL;
  Span rest;
  RslMatch m;
  size_t iBest = 0, n0 = pOut->n;
  int rc;
  memset(&m, 0, sizeof(m));
  if( robotsUrlPath(url, zBuf, sizeof(zBuf), pOut->pA, &zFree, &m.path) ){
    return -1;
  }
  m.origin = rslOrigin(url, &rest);
  coreBufInit(&m.pat, pOut->pA);
  coreBufInit(&m.esc, pOut->pA);
  rc = rslFind(z, n, &m, &iBest, pStop);
  if( rc==1 ) rc = rslAnswer(z, n, iBest, pOut, pStop);
  coreBufFree(&m.pat);
  coreBufFree(&m.esc);
  coreFree(pOut->pA, zFree);
  if( rc==1 && pOut->oom ) rc = -1;
  if( rc!=1 ) pOut->n = n0;
  return rc;
}
