/*
** sitemap_fast.c: the sitemap reader's fast path.
** Most records are flat: white space and <name>text</name> children
** without attributes, comments or CDATA, plus extension objects
** (<image:image>) whose children have that form.  smFastRecord reads such
** a record with memchr and memcmp, without tokens or an element stack, and
** leaves exactly what smParseRecord would.  At anything else it gives up
** (SM_FAST_BAIL); the caller then rolls the record back and reads it again
** with smParseRecord, so the fast path never has to be lenient itself.
** Start at smFastRecord. */
#include "sitemap_state.h"
#include "../core/substr.h"

#include <string.h>



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
size_t smFastExt(SitemapReader *p, size_t i, Span name, int eExt,
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
  *ppRole = smChildRole(p, *pName, *pLocal, (Span){ NULL, 0 });
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
int smFastRecord(SitemapReader *p, const XmlToken *t){
  const char *z = p->sc.z;
  size_t n = p->sc.n, i = p->sc.i, c;
  /* The remembered roles assume the root's namespaces: a record that
  ** declares its own takes the general path. */
  if( t->attrs.n
   && coreSubstr(t->attrs.z, t->attrs.n, "xmlns", 5)!=CORE_SUBSTR_NONE ){
    return SM_FAST_BAIL;
  }
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
void smRememberRecordTag(SitemapReader *p, const XmlToken *t,
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
int smFastRecordStart(SitemapReader *p, XmlToken *t, size_t *piTok){
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
