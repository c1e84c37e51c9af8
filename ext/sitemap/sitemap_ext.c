/*
** sitemap_ext.c: the sitemap extensions of a record (image:image,
** video:video, news:news, xhtml:link hreflang alternates, Atom links) as the
** JSON arrays of sitemap_entries' images, videos, news and alternates
** columns.  An object's children become keys; every occurrence is kept.
** Start at smExtBegin / smExtAdd / smExtEnd.
*/
#include "sitemap_state.h"
#include "../core/hashset.h"

#include <string.h>

/* Offsets of one key/value pair in extBytes (an object's bytes are part of
** one SQL value, under 2 GiB, so 32 bits hold them). */
typedef struct SmPair { uint32_t iKey, nKey, iVal, nVal; } SmPair;

void smExtAdd(SitemapReader *p, Span key, Span attr, Span val){
  SmPair r;
  if( p->extBytes.n + key.n + attr.n + val.n + 1 > 0xffffffffu ){
    p->extBytes.oom = 1;                  /* cannot be: reported as OOM */
    return;
  }
  r.iKey = (uint32_t)p->extBytes.n;
  coreBufAppend(&p->extBytes, key.z, key.n);
  if( attr.n ){
    coreBufAppendByte(&p->extBytes, '@');
    coreBufAppend(&p->extBytes, attr.z, attr.n);
  }
  r.nKey = (uint32_t)p->extBytes.n - r.iKey;
  r.iVal = (uint32_t)p->extBytes.n;
  coreBufAppend(&p->extBytes, val.z, val.n);
  r.nVal = (uint32_t)val.n;
  coreBufAppend(&p->extIdx, (const char*)&r, sizeof(r));
}

/* Add the attributes of an extension child as "child@attr" keys. */
void smExtAttrs(SitemapReader *p, Span local, Span attrs){
  Span name, val;
  unsigned nSeen = 0;
  while( xmlNextAttr(&attrs, &name, &val) ){
    unsigned fl = 0;
    if( (++nSeen & 0x3fff)==0 && p->pStop && coreStopped(p->pStop) ){
      p->bStopped = 1;                /* a huge start tag: ask as it goes */
      return;
    }
    if( name.n>=5 && memcmp(name.z, "xmlns", 5)==0 ) continue;
    p->tmp.n = 0;
    xmlDecode(val.z, val.n, &p->tmp, &fl);
    val.z = p->tmp.z ? p->tmp.z : ""; val.n = p->tmp.n;
    smExtAdd(p, local, name, val);
  }
}

/* Start an extension object. */
void smExtBegin(SitemapReader *p, int eExt, size_t d){
  p->eExt = eExt;
  p->extDepth = d;
  p->extIdx.n = 0;
  p->extBytes.n = 0;
}

#define SM_NO_PAIR 0xffffffffu

/* A pair's key looked for among the pairs a[] (bytes in zB). */
typedef struct SmExtKey {
  const SmPair *a;
  const char *zB;
  const SmPair *pNew;
} SmExtKey;

/* Whether pair v has the key looked for. */
static int smExtSame(void *pCtx, uint32_t v){
  const SmExtKey *k = pCtx;
  const SmPair *q = &k->a[v];
  return q->nKey==k->pNew->nKey
      && memcmp(k->zB+q->iKey, k->zB+k->pNew->iKey, q->nKey)==0;
}

/* Link each of the n pairs a[] to the next pair with the same key
** (aNext[i], SM_NO_PAIR for none) and set aFirst[i] for the first pair of
** each key: one pass with pSet (empty) mapping each key to the last pair
** seen with it, so an object with many distinct keys costs linear time.
** Returns 0, or -1 when out of memory. */
static int smExtLink(const SmPair *a, size_t n, const char *zB,
                     CoreSet *pSet, uint32_t *aNext, unsigned char *aFirst){
  SmExtKey k;
  size_t i, j;
  k.a = a; k.zB = zB;
  for(i=0; i<n; i++){
    uint64_t h = coreFnv1a(zB+a[i].iKey, a[i].nKey);
    if( coreSetReserve(pSet) ) return -1;
    k.pNew = &a[i];
    j = coreSetFind(pSet, h, smExtSame, &k);
    aFirst[i] = !coreSetFull(pSet, j);
    if( !aFirst[i] ) aNext[coreSetValue(pSet, j)] = (uint32_t)i;
    aNext[i] = SM_NO_PAIR;
    coreSetPut(pSet, j, h, (uint32_t)i);
  }
  return 0;
}

/* Write the pairs as one JSON object in the order keys first occur; a key
** that occurs more than once gets an array of its values. */
static void smExtWrite(CoreBuf *J, const SmPair *a, size_t n, const char *zB,
                       const uint32_t *aNext, const unsigned char *aFirst){
  size_t i;
  uint32_t j;
  int bFirst = 1;
  coreBufAppendByte(J, '{');
  for(i=0; i<n; i++){
    if( !aFirst[i] ) continue;
    if( !bFirst ) coreBufAppendByte(J, ',');
    bFirst = 0;
    coreJsonString(J, zB+a[i].iKey, a[i].nKey);
    coreBufAppendByte(J, ':');
    if( aNext[i]!=SM_NO_PAIR ) coreBufAppendByte(J, '[');
    for(j=(uint32_t)i; j!=SM_NO_PAIR; j=aNext[j]){
      if( j!=i ) coreBufAppendByte(J, ',');
      coreJsonString(J, zB+a[j].iVal, a[j].nVal);
    }
    if( aNext[i]!=SM_NO_PAIR ) coreBufAppendByte(J, ']');
  }
  coreBufAppendByte(J, '}');
}

#define SM_EXT_STACK 32   /* pairs whose links stay on the stack */

/* Append the pairs collected as one JSON object (smExtWrite).  The links
** between pairs of one key and the table of keys live on the stack for a
** small object, else in blocks from the reader's allocator. */
void smExtEnd(SitemapReader *p){
  CoreBuf *J = &p->aJson[p->eExt];
  const SmPair *a = (const SmPair*)p->extIdx.z;
  const char *zB = p->extBytes.z ? p->extBytes.z : "";  /* all keys empty */
  size_t n = p->extIdx.n / sizeof(SmPair);
  uint32_t aStack[SM_EXT_STACK + SM_EXT_STACK/4];   /* aNext, aFirst */
  CoreSetSlot aSlot[SM_EXT_STACK];           /* keys: 16 without growing */
  CoreSet set;
  char *pMem = (char*)aStack;
  int rc;
  p->eExt = -1;
  if( p->extIdx.oom || p->extBytes.oom ) return;  /* smOom reports it */
  if( n>=SM_NO_PAIR/4 ){ p->extIdx.oom = 1; return; }
  if( n>SM_EXT_STACK ){
    pMem = coreMalloc(p->pA, n*(sizeof(uint32_t)+1) + 1);
    if( pMem==NULL ){ p->extIdx.oom = 1; return; }
  }
  coreSetInit(&set, p->pA, aSlot, SM_EXT_STACK);
  rc = smExtLink(a, n, zB, &set, (uint32_t*)(void*)pMem,
                 (unsigned char*)pMem + n*sizeof(uint32_t));
  coreSetFree(&set);
  if( rc==0 ){
    coreBufAppendByte(J, J->n ? ',' : '[');
    smExtWrite(J, a, n, zB, (const uint32_t*)(void*)pMem,
               (const unsigned char*)pMem + n*sizeof(uint32_t));
  }else{
    p->extIdx.oom = 1;
  }
  if( pMem!=(char*)aStack ) coreFree(p->pA, pMem);
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

/* 1 if the rel attribute value raw (undecoded) lists the token
** "alternate" (ASCII case-insensitive, tokens split by white space). */
static int smRelIsAlternate(Span raw){
  size_t i = 0, j;
  while( i<raw.n ){
    while( i<raw.n && coreIsSpace((unsigned char)raw.z[i]) ) i++;
    for(j=i; j<raw.n && !coreIsSpace((unsigned char)raw.z[j]); j++){}
    if( coreSpanEqNoCase(raw.z+i, j-i, "alternate", 9) ) return 1;
    i = j;
  }
  return 0;
}

/* <xhtml:link rel="alternate" hreflang=".." href=".."/> in a urlset.  Only
** hreflang alternates are kept: a link without rel="alternate" (amphtml,
** canonical) or without hreflang (a separate mobile URL's media link) is
** left out. */
void smAlternate(SitemapReader *p, const XmlToken *t){
  Span v, rel, none = { "", 0 };
  Span kHreflang = { "hreflang", 8 }, kHref = { "href", 4 };
  if( !xmlFindAttr(t->attrs, "rel", &rel) || !smRelIsAlternate(rel)
   || !xmlFindAttr(t->attrs, "hreflang", &v) ) return;
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
void smAtomLink(SitemapReader *p, const XmlToken *t){
  Span rel, v;
  if( p->aField[SM_F_LOC].z ) return;
  if( xmlFindAttr(t->attrs, "rel", &rel)
   && !(rel.n==9 && memcmp(rel.z, "alternate", 9)==0) ) return;
  if( smAttrValue(p, t->attrs, "href", &p->aFieldBuf[SM_F_LOC], &v, t->iStart) ){
    p->aField[SM_F_LOC] = v;
  }
}
