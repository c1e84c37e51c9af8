/*
** sitemap_ext.c: the sitemap extensions of a record (image:image,
** video:video, news:news, xhtml:link hreflang alternates, Atom links) as the
** JSON arrays of sitemap_entries' images, videos, news and alternates
** columns.  An object's children become keys; every occurrence is kept.
** Start at smExtBegin / smExtAdd / smExtEnd.
*/
#include "sitemap_state.h"

#include <string.h>

/* Offsets of one key/value pair in extBytes. */
typedef struct SmPair { size_t iKey, nKey, iVal, nVal; } SmPair;

void smExtAdd(SitemapReader *p, Span key, Span attr, Span val){
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
void smExtAttrs(SitemapReader *p, Span local, Span attrs){
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
void smExtBegin(SitemapReader *p, int eExt, size_t d){
  p->eExt = eExt;
  p->extDepth = d;
  p->extIdx.n = 0;
  p->extBytes.n = 0;
}

/* Append the pairs collected as one JSON object; a key that occurs more
** than once gets an array of its values. */
void smExtEnd(SitemapReader *p){
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
void smAlternate(SitemapReader *p, const XmlToken *t){
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
void smAtomLink(SitemapReader *p, const XmlToken *t){
  Span rel, v;
  if( p->aField[SM_F_LOC].z ) return;
  if( xmlFindAttr(t->attrs, "rel", &rel)
   && !(rel.n==9 && memcmp(rel.z, "alternate", 9)==0) ) return;
  if( smAttrValue(p, t->attrs, "href", &p->aFieldBuf[SM_F_LOC], &v, t->iStart) ){
    p->aField[SM_F_LOC] = v;
  }
}
