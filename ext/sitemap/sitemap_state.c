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

/* Problems behind decoding flags, in the order they are reported. */
static const struct { unsigned flag; int eCode; } smDecodeProblems[] = {
  { XML_D_BARE_AMP, SM_P_BARE_AMPERSAND },
  { XML_D_UNKNOWN_ENTITY, SM_P_UNKNOWN_ENTITY },
  { XML_D_HTML_ENTITY, SM_P_HTML_ENTITY },
  { XML_D_BAD_CHARREF, SM_P_BAD_CHAR_REF },
  { SM_D_BAD_UTF8, SM_P_INVALID_UTF8 },
};

/* Finish a value: trim it, clean its UTF-8 and report its decoding. */
Span smValue(SitemapReader *p, Span v, CoreBuf *pBuf, unsigned *pF,
             int bLoc, size_t iPos){
  size_t k;
  if( v.n && (coreIsSpace((unsigned char)v.z[0])
            || coreIsSpace((unsigned char)v.z[v.n-1])) ) v = coreTrim(v);
  v = smCleanUtf8(p, v, pBuf, pF);
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

int sitemapPriorityValue(Span s, double *pr){
  char z[1100];
  size_t i = 0, n = 0, nDigit = 0;
  long nExp = 0, nFrac = 0;
  if( s.z==NULL || s.n==0 || s.n>1024 ) return 0;
  if( s.z[0]=='+' || s.z[0]=='-' ) z[n++] = s.z[i++];
  for(; i<s.n && coreIsDigit((unsigned char)s.z[i]); i++, nDigit++) z[n++] = s.z[i];
  if( i<s.n && s.z[i]=='.' ){
    for(i++; i<s.n && coreIsDigit((unsigned char)s.z[i]); i++, nDigit++, nFrac++){
      z[n++] = s.z[i];
    }
  }
  if( nDigit==0 ) return 0;
  if( i<s.n && (s.z[i]=='e' || s.z[i]=='E') ){
    int bNeg = 0, nExpDigit = 0;
    i++;
    if( i<s.n && (s.z[i]=='+' || s.z[i]=='-') ) bNeg = s.z[i++]=='-';
    for(; i<s.n && coreIsDigit((unsigned char)s.z[i]); i++, nExpDigit++){
      if( nExp<100000 ) nExp = nExp*10 + (s.z[i]-'0');
    }
    if( nExpDigit==0 ) return 0;
    if( bNeg ) nExp = -nExp;
  }
  if( i!=s.n ) return 0;
  /* The digits go to strtod as "<digits>e<exponent>", without a decimal
  ** point, so the C locale's radix character cannot change the result. */
  snprintf(z+n, sizeof(z)-n, "e%ld", nExp - nFrac);
  *pr = strtod(z, NULL);
  return 1;
}
