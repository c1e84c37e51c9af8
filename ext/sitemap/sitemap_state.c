/*
** sitemap_state.c: what every file of the sitemap reader shares, below all
** of them: the problem queue with its line numbers, the cleaning of a
** field's value (trim, UTF-8 repair, decoding problems) and the table of
** what a record's child elements mean.  It calls no other reader file;
** sitemap_input.c, sitemap_ext.c, sitemap_fast.c and sitemap_read.c call it
** (see sitemap_state.h for the layers).
*/
#include "sitemap_state.h"

#include <stdio.h>
#include <stdlib.h>

#include <string.h>

/* What each child element of a record means, by format. */
static const struct SmRole smRoles[] = {
  { SM_M_SITEMAP, SM_NAME("loc"),        SM_R_FIELD, SM_F_LOC },
  { SM_M_SITEMAP, SM_NAME("lastmod"),    SM_R_FIELD, SM_F_LASTMOD },
  { SM_M_SITEMAP, SM_NAME("changefreq"), SM_R_FIELD, SM_F_CHANGEFREQ },
  { SM_M_SITEMAP, SM_NAME("priority"),   SM_R_FIELD, SM_F_PRIORITY },
  { SM_M_SITEMAP, SM_NAME("image"),      SM_R_EXT,   SM_X_IMAGE },
  { SM_M_SITEMAP, SM_NAME("video"),      SM_R_EXT,   SM_X_VIDEO },
  { SM_M_SITEMAP, SM_NAME("news"),       SM_R_EXT,   SM_X_NEWS },
  { SM_M_SITEMAP, SM_NAME("link"),       SM_R_ALT,   SM_X_ALT },
  { SM_M_RSS,     SM_NAME("link"),       SM_R_FIELD, SM_F_LOC },
  { SM_M_RSS,     SM_NAME("pubDate"),    SM_R_FIELD, SM_F_LASTMOD },
  { SM_M_ATOM,    SM_NAME("link"),       SM_R_ATOMLINK, SM_F_LOC },
  { SM_M_ATOM,    SM_NAME("updated"),    SM_R_FIELD, SM_F_LASTMOD },
};

/* ---- problems and lines ----------------------------------------------- */

/* Queue entry as stored: detail as offset into probText. */
typedef struct SmProbRec {
  int eCode; int64_t iEntry; int64_t iLine; size_t iDetail, nDetail;
} SmProbRec;

void sitemapAddProblem(SitemapReader *p, int eCode, int64_t iEntry,
                       int64_t iLine, const char *zDetail, size_t nDetail){
  SmProbRec r;
  if( nDetail>200 ) nDetail = 200;
  r.eCode = eCode; r.iEntry = iEntry; r.iLine = iLine;
  r.iDetail = p->probText.n; r.nDetail = nDetail;
  if( coreBufAppend(&p->probText, zDetail, nDetail) ) return;  /* lost: */
  coreBufAppend(&p->probQ, (const char*)&r, sizeof(r));   /* see smOom */
}

int sitemapNextProblem(SitemapReader *p, SitemapProblem *pOut){
  SmProbRec r;
  size_t nQ = p->probQ.n / sizeof(SmProbRec);
  if( p->probQ.oom || p->probText.oom ) return 0;   /* sitemapFailed says */
  if( p->iProbHead>=nQ ){
    p->probQ.n = p->probText.n = 0;
    p->iProbHead = 0;
    return 0;
  }
  memcpy(&r, p->probQ.z + p->iProbHead*sizeof(r), sizeof(r));
  p->iProbHead++;
  pOut->eCode = r.eCode;
  pOut->iEntry = r.iEntry;
  pOut->iLine = r.iLine;
  pOut->detail.z = p->probText.z ? p->probText.z + r.iDetail : "";
  pOut->detail.n = r.nDetail;
  return 1;
}

/* Line (1-based) of window offset i, moving the line checkpoint there. */
int64_t smLineAt(SitemapReader *p, size_t i){
  if( i>p->sc.n ) i = p->sc.n;
  if( i>=p->iLinePos ){
    p->iLine += (int64_t)xmlCountLines(p->sc.z + p->iLinePos, i - p->iLinePos);
  }else{
    p->iLine -= (int64_t)xmlCountLines(p->sc.z + i, p->iLinePos - i);
  }
  p->iLinePos = i;
  return p->iLine;
}

int smStopped(SitemapReader *p){
  uint64_t pos = p->nScanned + p->sc.i;
  if( p->bStopped ) return 1;
  if( p->pStop==NULL || pos<p->nNextAsk ) return 0;
  p->nNextAsk = pos + CORE_STOP_EVERY/4;
  p->bStopped = coreStopped(p->pStop);
  return p->bStopped;
}

void smCut(SitemapReader *p, int eCode, size_t i){
  if( p->eCut ) return;
  p->eCut = eCode;
  p->iCutLine = smLineAt(p, i);
  smProblem(p, eCode, i, 0, 0);
}

/* Queue a problem at window offset i for the current record (or none). */
void smProblem(SitemapReader *p, int eCode, size_t i,
                      const char *zDetail, size_t nDetail){
  if( !p->bLint ) return;
  sitemapAddProblem(p, eCode, p->bInRecord ? p->nEntry : 0, smLineAt(p, i),
                    zDetail ? zDetail : "", zDetail ? nDetail : 0);
}

/* Replace invalid UTF-8 in v by U+FFFD (into pBuf) when there is any. */
static Span smCleanUtf8(SitemapReader *p, Span v, CoreBuf *pBuf, unsigned *pF){
  const unsigned char *u = (const unsigned char*)v.z;
  size_t i = 0, len;
  uint64_t acc = 0;
  if( v.n>=8 ){                               /* all ASCII: nothing to do */
    uint64_t w;
    for(i=0; i+8<v.n; i+=8){
      memcpy(&w, u+i, 8);
      acc |= w;
    }
    memcpy(&w, u+v.n-8, 8);                   /* the last word overlaps */
    acc |= w;
  }else{
    for(i=0; i<v.n; i++) acc |= u[i];
  }
  if( (acc & 0x8080808080808080ull)==0 ) return v;
  i = 0;
  while( i<v.n ){
    if( u[i]<0x80 ){ i++; continue; }
    len = coreUtf8Len(u+i, v.n-i);
    if( len==0 ) break;
    i += len;
  }
  if( i>=v.n ) return v;
  *pF |= SM_D_BAD_UTF8;
  p->tmp.n = 0;
  for(i=0; i<v.n; ){
    len = u[i]<0x80 ? 1 : coreUtf8Len(u+i, v.n-i);
    if( len ){ coreBufAppend(&p->tmp, v.z+i, len); i += len; }
    else{ coreBufAppend(&p->tmp, "\xEF\xBF\xBD", 3); i++; }
  }
  pBuf->n = 0;
  coreBufAppend(pBuf, p->tmp.z, p->tmp.n);
  v.z = pBuf->z ? pBuf->z : "";
  v.n = pBuf->n;
  return v;
}

/* Length of the Unicode white space character (U+0085, U+00A0, U+1680,
** U+2000..U+200B, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF) that
** u[0..n) starts with, or 0. */
static size_t smUniSpaceAt(const unsigned char *u, size_t n){
  if( n>=2 && u[0]==0xC2 && (u[1]==0x85 || u[1]==0xA0) ) return 2;
  if( n<3 ) return 0;
  if( u[0]==0xE2 && u[1]==0x80 ){
    return (u[2]>=0x80 && u[2]<=0x8B) || u[2]==0xA8 || u[2]==0xA9
        || u[2]==0xAF ? 3 : 0;
  }
  if( (u[0]==0xE1 && u[1]==0x9A && u[2]==0x80)
   || (u[0]==0xE2 && u[1]==0x81 && u[2]==0x9F)
   || (u[0]==0xE3 && u[1]==0x80 && u[2]==0x80)
   || (u[0]==0xEF && u[1]==0xBB && u[2]==0xBF) ) return 3;
  return 0;
}

/* Trim ASCII and Unicode white space from both ends of valid UTF-8 v;
** sets SM_D_UNI_SPACE in *pF when Unicode white space was removed. */
static Span smTrimUnicode(Span v, unsigned *pF){
  for(;;){
    const unsigned char *u = (const unsigned char*)v.z;
    size_t k;
    if( v.n && coreIsSpace(u[0]) ){ v = coreTrim(v); continue; }
    if( v.n && coreIsSpace(u[v.n-1]) ){ v = coreTrim(v); continue; }
    if( v.n && u[0]>=0x80 && (k = smUniSpaceAt(u, v.n))>0 ){
      v.z += k; v.n -= k; *pF |= SM_D_UNI_SPACE; continue;
    }
    if( v.n>=2 && u[v.n-1]>=0x80 ){
      k = v.n>=3 && smUniSpaceAt(u+v.n-3, 3)==3 ? 3
        : smUniSpaceAt(u+v.n-2, 2)==2 ? 2 : 0;
      if( k ){ v.n -= k; *pF |= SM_D_UNI_SPACE; continue; }
    }
    return v;
  }
}

/* Problems behind decoding flags, in the order they are reported. */
static const struct { unsigned flag; int eCode; } smDecodeProblems[] = {
  { XML_D_BARE_AMP, SM_P_BARE_AMPERSAND },
  { XML_D_UNKNOWN_ENTITY, SM_P_UNKNOWN_ENTITY },
  { XML_D_HTML_ENTITY, SM_P_HTML_ENTITY },
  { XML_D_BAD_CHARREF, SM_P_BAD_CHAR_REF },
  { SM_D_BAD_UTF8, SM_P_INVALID_UTF8 },
  { SM_D_UNI_SPACE, SM_P_LOC_UNICODE_SPACE },
};

/* Finish a value: trim it, clean its UTF-8 and report its decoding. */
Span smValue(SitemapReader *p, Span v, CoreBuf *pBuf, unsigned *pF,
             int bLoc, size_t iPos){
  size_t k;
  if( v.n && (coreIsSpace((unsigned char)v.z[0])
            || coreIsSpace((unsigned char)v.z[v.n-1])) ) v = coreTrim(v);
  v = smCleanUtf8(p, v, pBuf, pF);
  if( bLoc && v.n && (((unsigned char)v.z[0] | (unsigned char)v.z[v.n-1]) & 0x80) ){
    v = smTrimUnicode(v, pF);
  }
  for(k=0; p->bLint && k<sizeof(smDecodeProblems)/sizeof(smDecodeProblems[0]); k++){
    if( (*pF & smDecodeProblems[k].flag)==0 ) continue;
    if( bLoc && smDecodeProblems[k].eCode==SM_P_UNKNOWN_ENTITY ) continue;
    smProblem(p, smDecodeProblems[k].eCode, iPos, v.z, v.n);
  }
  return v;
}

/* The role of a record's child named local in the current format. */
const struct SmRole *smFindRole(int eFormat, Span local){
  size_t k;
  if( local.n==0 ) return NULL;
  for(k=0; k<sizeof(smRoles)/sizeof(smRoles[0]); k++){
    const char *z = smRoles[k].zLocal;
    if( smRoles[k].nLocal!=local.n || z[0]!=local.z[0]
     || (smRoles[k].fmtMask & (1u<<eFormat))==0 ) continue;
    if( memcmp(z, local.z, local.n)==0 ) return &smRoles[k];
  }
  return NULL;
}

/* ---- namespaces ---------------------------------------------------------- */

/* Namespaces whose elements are a format's own fields (RSS has none); the
** first of a format is the one its root must declare. */
static const struct { unsigned fmtMask; const char *zNs; } smFieldNs[] = {
  { SM_M_SITEMAP, "http://www.sitemaps.org/schemas/sitemap/0.9" },
  { SM_M_SITEMAP, "http://www.google.com/schemas/sitemap/0.84" },
  { SM_M_SITEMAP, "http://www.google.com/schemas/sitemap/0.9" },
  { SM_M_ATOM,    "http://www.w3.org/2005/Atom" },
  { SM_M_ATOM,    "http://purl.org/atom/ns#" },
};

const char *smFormatNamespace(int eFormat){
  size_t k;
  for(k=0; k<sizeof(smFieldNs)/sizeof(smFieldNs[0]); k++){
    if( smFieldNs[k].fmtMask & (1u<<eFormat) ) return smFieldNs[k].zNs;
  }
  return NULL;
}

int smIsFieldNs(int eFormat, Span ns){
  size_t k;
  for(k=0; k<sizeof(smFieldNs)/sizeof(smFieldNs[0]); k++){
    if( (smFieldNs[k].fmtMask & (1u<<eFormat))
     && strlen(smFieldNs[k].zNs)==ns.n
     && memcmp(smFieldNs[k].zNs, ns.z, ns.n)==0 ) return 1;
  }
  return 0;
}

/* The value of the declaration of prefix pfx (xmlns:pfx, or xmlns when
** pfx is empty) in attrs: 1 and *pNs, or 0 when attrs has none. */
static int smFindXmlns(Span attrs, Span pfx, Span *pNs){
  Span name, value;
  while( attrs.n && xmlNextAttr(&attrs, &name, &value) ){
    if( name.n<5 || memcmp(name.z, "xmlns", 5)!=0 ) continue;
    if( pfx.n==0 ? name.n==5
        : (name.n==6+pfx.n && name.z[5]==':'
           && memcmp(name.z+6, pfx.z, pfx.n)==0) ){
      *pNs = value;
      return 1;
    }
  }
  return 0;
}

void smRootNamespaces(SitemapReader *p, Span attrs){
  Span name, value;
  while( attrs.n && xmlNextAttr(&attrs, &name, &value) ){
    if( name.n<=6 || memcmp(name.z, "xmlns:", 6)!=0
     || !smIsFieldNs(p->eFormat, value) ) continue;
    coreBufAppend(&p->nsRoot, name.z+6, name.n-6);
    coreBufAppendByte(&p->nsRoot, 0);
  }
}

/* 1 if the root binds prefix pfx to the format's namespace. */
static int smRootBinds(SitemapReader *p, Span pfx){
  size_t i = 0;
  while( i<p->nsRoot.n ){
    size_t n = strlen(p->nsRoot.z+i);
    if( n==pfx.n && memcmp(p->nsRoot.z+i, pfx.z, n)==0 ) return 1;
    i += n+1;
  }
  return 0;
}

const struct SmRole *smChildRole(SitemapReader *p, Span name, Span local,
                                 Span attrs){
  const struct SmRole *r = smFindRole(p->eFormat, local);
  Span pfx, ns;
  if( r==NULL || (r->eRole!=SM_R_FIELD && r->eRole!=SM_R_ATOMLINK) ) return r;
  pfx.z = name.z;
  pfx.n = name.n>local.n ? name.n-local.n-1 : 0;
  if( smFindXmlns(attrs, pfx, &ns) || smFindXmlns(p->recAttrs, pfx, &ns) ){
    if( pfx.n==0 && ns.n==0 ) return r;          /* xmlns="": no namespace */
    return smIsFieldNs(p->eFormat, ns) ? r : NULL;
  }
  if( pfx.n==0 ) return r;      /* the default: the root's, or none */
  return smRootBinds(p, pfx) ? r : NULL;
}

int sitemapPriorityValue(Span s, double *pr){
  static const double aPow10[16] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
    1e13, 1e14, 1e15
  };
  char z[1100];
  size_t i = 0, n = 0, nDigit = 0, nFrac = 0;
  uint64_t x = 0;
  if( s.z==NULL || s.n==0 || s.n>1024 ) return 0;
  if( s.z[0]=='+' || s.z[0]=='-' ) z[n++] = s.z[i++];
  for(; i<s.n && coreIsDigit((unsigned char)s.z[i]); i++, nDigit++){
    z[n++] = s.z[i];
    x = x*10 + (uint64_t)(s.z[i]-'0');
  }
  if( i<s.n && s.z[i]=='.' ){
    for(i++; i<s.n && coreIsDigit((unsigned char)s.z[i]); i++, nDigit++, nFrac++){
      z[n++] = s.z[i];
      x = x*10 + (uint64_t)(s.z[i]-'0');
    }
  }
  if( nDigit==0 || i!=s.n ) return 0;      /* a decimal: no exponent */
  if( nDigit<=15 ){
    /* x and 10^nFrac are exact doubles, so their quotient is the decimal
    ** correctly rounded: what strtod gives ("0.85" is 85/100). */
    *pr = (double)x / aPow10[nFrac];
    if( z[0]=='-' ) *pr = -*pr;
    return 1;
  }
  /* The digits go to strtod as "<digits>e-<fraction digits>", without a
  ** decimal point, so the C locale's radix character cannot change it. */
  snprintf(z+n, sizeof(z)-n, "e-%zu", nFrac);
  *pr = strtod(z, NULL);
  return 1;
}

int sitemapPriorityInRange(Span s){
  size_t i = 0, nOne = 0, nInt = 0;
  int bNeg = 0, bFracNonZero = 0;
  double r;
  if( !sitemapPriorityValue(s, &r) ) return 0;
  if( s.z[0]=='+' || s.z[0]=='-' ) bNeg = s.z[i++]=='-';
  for(; i<s.n && coreIsDigit((unsigned char)s.z[i]); i++){
    if( s.z[i]!='0' ){ nInt++; nOne += s.z[i]=='1'; }
    else if( nInt ) nInt++;                 /* a zero after a non-zero */
  }
  for(i += i<s.n; i<s.n; i++) bFracNonZero |= s.z[i]!='0';
  if( nInt==0 ) return !(bNeg && bFracNonZero);      /* 0.x, -0.0 */
  return nInt==1 && nOne==1 && !bNeg && !bFracNonZero; /* 1, 1.000 */
}
