/*
** meta_robots.c: robots meta tag and X-Robots-Tag directives.  Start with
** metaScanNext: it splits the content at commas, reads "name", "name: value"
** or "agent: name[: value]" from each part (an agent prefix stays in force
** until the next one), and lets an unavailable_after date run over commas
** ("Wednesday, 25-Aug-21 ...").  metaEffective merges what applies to one
** crawler; metaEffectiveJson and metaIndexable report it.
*/
#include "meta_robots.h"

#include <string.h>

#define META_MAX_DATE_COMMAS 2    /* commas an unavailable_after date may hold */
#define META_INT_CAP 1000000000000LL

/* Directive names by kind (index = MetaKind). */
static const char *const metaName[META_KIND_COUNT] = {
  "", "all", "index", "follow", "noindex", "nofollow", "none",
  "noarchive", "nocache", "nosnippet", "noodp", "noydir",
  "notranslate", "noimageindex", "indexifembedded", "noai", "noimageai",
  "max-snippet", "max-image-preview", "max-video-preview",
  "unavailable_after",
};

/* max-image-preview values, least to most permissive. */
static const char *const metaImagePreview[3] = { "none", "standard", "large" };

/* Flags that make "all" (no restriction) untrue when present. */
#define META_BIT(k) (1u<<(k))
#define META_RESTRICTIVE (META_BIT(META_NOINDEX)|META_BIT(META_NOFOLLOW))

const char *metaKindName(MetaKind e){
  return (e>0 && e<META_KIND_COUNT) ? metaName[e] : "";
}

/* Length of a NUL-terminated string. */
static size_t metaLen(const char *z){
  size_t n = 0;
  while( z[n] ) n++;
  return n;
}

/* The kind named by s (case-insensitive), or META_UNKNOWN. */
static MetaKind metaLookup(Span s){
  int k;
  for(k=1; k<META_KIND_COUNT; k++){
    if( coreSpanEqNoCase(s.z, s.n, metaName[k], metaLen(metaName[k])) ) return (MetaKind)k;
  }
  return META_UNKNOWN;
}

/* 1 if s can be a crawler name: letters, digits, '-', '_', '.', or "*". */
static int metaIsAgentName(Span s){
  size_t k;
  if( s.n==0 ) return 0;
  if( s.n==1 && s.z[0]=='*' ) return 1;
  for(k=0; k<s.n; k++){
    unsigned char c = (unsigned char)s.z[k];
    if( !coreIsAlpha(c) && !coreIsDigit(c) && c!='-' && c!='_' && c!='.' ) return 0;
  }
  return 1;
}

/* The index of the first ':' in s, or s.n. */
static size_t metaColon(Span s){
  const char *z = s.n ? memchr(s.z, ':', s.n) : NULL;
  return z ? (size_t)(z - s.z) : s.n;
}

/* Parse an optionally signed decimal integer filling all of s (capped). */
static int metaParseInt(Span s, int64_t *pV){
  size_t k = 0;
  int64_t v = 0;
  int neg = 0;
  if( s.n>0 && (s.z[0]=='-' || s.z[0]=='+') ){ neg = s.z[0]=='-'; k++; }
  if( k==s.n ) return 0;
  for(; k<s.n; k++){
    if( !coreIsDigit((unsigned char)s.z[k]) ) return 0;
    if( v<META_INT_CAP ) v = v*10 + (s.z[k]-'0');
  }
  *pV = neg ? -v : v;
  return 1;
}

/* Let an unavailable_after value that does not parse run over up to
** META_MAX_DATE_COMMAS more commas until it does. */
static void metaDateValue(MetaScan *p, MetaDirective *pD){
  int nExtra;
  size_t iEnd = p->i;
  if( dateParse(pD->value.z, pD->value.n, &pD->tDate)==0 ){ pD->bDate = 1; return; }
  for(nExtra=0; nExtra<META_MAX_DATE_COMMAS && iEnd<p->n; nExtra++){
    Span v;
    iEnd++;                                   /* past the ',' */
    while( iEnd<p->n && p->z[iEnd]!=',' ) iEnd++;
    v = coreTrim((Span){ pD->value.z, (size_t)(p->z + iEnd - pD->value.z) });
    if( dateParse(v.z, v.n, &pD->tDate)==0 ){
      pD->value = v;
      pD->bDate = 1;
      p->i = iEnd;
      return;
    }
  }
}

/* Fill *pD from "name" or "name: value" in s. */
static void metaDirectiveFrom(MetaScan *p, Span s, MetaDirective *pD){
  size_t c = metaColon(s);
  pD->name = coreTrim((Span){ s.z, c });
  pD->eKind = metaLookup(pD->name);
  if( c<s.n ){
    pD->value = coreTrim((Span){ s.z+c+1, s.n-c-1 });
    if( pD->value.n==0 ) pD->value.z = NULL;
  }
  if( pD->value.z==NULL ) return;
  if( pD->eKind==META_UNAVAILABLE_AFTER ){
    metaDateValue(p, pD);
  }else if( pD->eKind==META_MAX_SNIPPET || pD->eKind==META_MAX_VIDEO_PREVIEW ){
    pD->bInt = metaParseInt(pD->value, &pD->iValue);
  }
}

/* Read one comma-separated part s into *pD; 0 when it holds no directive
** (an agent prefix alone). */
static int metaPart(MetaScan *p, Span s, MetaDirective *pD){
  size_t c = metaColon(s);
  memset(pD, 0, sizeof(*pD));
  if( c<s.n ){
    Span key = coreTrim((Span){ s.z, c });
    if( metaLookup(key)==META_UNKNOWN && metaIsAgentName(key) ){
      p->agent = (key.n==1 && key.z[0]=='*') ? (Span){ NULL, 0 } : key;
      s = coreTrim((Span){ s.z+c+1, s.n-c-1 });
    }
  }
  pD->agent = p->agent;
  if( s.n==0 ) return 0;
  metaDirectiveFrom(p, s, pD);
  return pD->name.n>0;
}

void metaScanInit(MetaScan *p, const char *z, size_t n){
  memset(p, 0, sizeof(*p));
  p->z = z;
  p->n = n;
  p->iAsk = CORE_STOP_EVERY;
}

void metaScanSetStop(MetaScan *p, const CoreStop *pStop){
  p->pStop = pStop;
}

/* Once the scan has passed iAsk, ask the stop hook: 1 (bStopped set) when
** it says stop. */
static int metaAsk(MetaScan *p){
  if( p->i<p->iAsk ) return p->bStopped;
  p->iAsk = p->i + CORE_STOP_EVERY;
  if( coreStopped(p->pStop) ) p->bStopped = 1;
  return p->bStopped;
}

int metaScanNext(MetaScan *p, MetaDirective *pD){
  while( p->i<p->n ){
    size_t iStart;
    const char *zComma;
    if( metaAsk(p) ) return 0;
    while( p->i<p->n && (p->z[p->i]==',' || coreIsSpace((unsigned char)p->z[p->i])) ){
      p->i++;
      if( (p->i & 0xffff)==0 && metaAsk(p) ) return 0;   /* GiB of commas */
    }
    iStart = p->i;
    zComma = memchr(p->z + p->i, ',', p->n - p->i);
    p->i = zComma ? (size_t)(zComma - p->z) : p->n;
    if( metaAsk(p) ) return 0;                 /* after one long part */
    if( p->i>iStart && metaPart(p, coreTrim((Span){ p->z+iStart, p->i-iStart }), pD) ){
      return 1;
    }
  }
  return 0;
}

/* The product token of s: trimmed, then its leading letters, '-' and '_'. */
static Span metaProductToken(Span s){
  size_t k = 0;
  s = coreTrim(s);
  while( k<s.n && (coreIsAlpha((unsigned char)s.z[k]) || s.z[k]=='-' || s.z[k]=='_') ) k++;
  return (Span){ s.z, k };
}

/* Lower a limit: -1 means none, so any other value wins over it. */
static void metaMinLimit(int *pb, int64_t *pCur, int64_t v){
  if( v<-1 ) return;                  /* meaningless: ignored */
  if( !*pb || *pCur==-1 || (v!=-1 && v<*pCur) ) *pCur = v;
  *pb = 1;
}

/* Merge one directive into *p. */
static void metaMerge(MetaEffective *p, const MetaDirective *pD){
  int k;
  switch( pD->eKind ){
    case META_UNKNOWN:
      break;
    case META_NONE:
      p->mFlags |= META_BIT(META_NOINDEX) | META_BIT(META_NOFOLLOW);
      break;
    case META_MAX_SNIPPET:
      if( pD->bInt ) metaMinLimit(&p->bMaxSnippet, &p->iMaxSnippet, pD->iValue);
      break;
    case META_MAX_VIDEO_PREVIEW:
      if( pD->bInt ) metaMinLimit(&p->bMaxVideo, &p->iMaxVideo, pD->iValue);
      break;
    case META_MAX_IMAGE_PREVIEW:
      for(k=0; k<3 && pD->value.z; k++){
        if( coreSpanEqNoCase(pD->value.z, pD->value.n, metaImagePreview[k],
                             metaLen(metaImagePreview[k]))
         && (p->iImagePreview<0 || k<p->iImagePreview) ){
          p->iImagePreview = k;
        }
      }
      break;
    case META_UNAVAILABLE_AFTER:
      if( pD->bDate && (!p->bUnavailable || pD->tDate<p->tUnavailable) ){
        p->tUnavailable = pD->tDate;
        p->bUnavailable = 1;
      }
      break;
    default:
      p->mFlags |= META_BIT(pD->eKind);
      break;
  }
}

int metaEffectiveStop(const char *z, size_t n, const char *zAgent,
                      size_t nAgent, MetaEffective *p, const CoreStop *pStop){
  MetaScan scan;
  MetaDirective d;
  Span want = zAgent ? metaProductToken((Span){ zAgent, nAgent }) : (Span){ NULL, 0 };
  memset(p, 0, sizeof(*p));
  p->iImagePreview = -1;
  metaScanInit(&scan, z, n);
  metaScanSetStop(&scan, pStop);
  while( metaScanNext(&scan, &d) ){
    if( d.agent.z ){
      Span got = metaProductToken(d.agent);
      if( want.n==0 || !coreSpanEqNoCase(got.z, got.n, want.z, want.n) ) continue;
    }
    metaMerge(p, &d);
  }
  return scan.bStopped;
}

void metaEffective(const char *z, size_t n, const char *zAgent, size_t nAgent,
                   MetaEffective *p){
  metaEffectiveStop(z, n, zAgent, nAgent, p, NULL);
}

/* Append ,"name": unless it is the first member. */
static void metaJsonKey(CoreBuf *pOut, const char *zName){
  if( pOut->n>0 && pOut->z[pOut->n-1]!='{' ) coreBufAppendByte(pOut, ',');
  coreJsonString(pOut, zName, metaLen(zName));
  coreBufAppendByte(pOut, ':');
}

/* Append a decimal integer. */
static void metaJsonInt(CoreBuf *pOut, int64_t v){
  char zBuf[24];
  int i = 24;
  int neg = v<0;
  uint64_t u = neg ? (uint64_t)(-(v+1))+1 : (uint64_t)v;
  do{ zBuf[--i] = (char)('0' + u%10); u /= 10; }while( u );
  if( neg ) zBuf[--i] = '-';
  coreBufAppend(pOut, zBuf+i, (size_t)(24-i));
}

int metaEffectiveJson(const MetaEffective *p, CoreBuf *pOut){
  size_t n0 = pOut->n;
  int k;
  unsigned m = p->mFlags;
  if( m & META_BIT(META_NOINDEX) ) m &= ~META_BIT(META_INDEX);
  if( m & META_BIT(META_NOFOLLOW) ) m &= ~META_BIT(META_FOLLOW);
  if( m & META_RESTRICTIVE ) m &= ~META_BIT(META_ALL);
  coreBufAppendByte(pOut, '{');
  for(k=1; k<META_KIND_COUNT; k++){
    if( m & META_BIT(k) ){
      metaJsonKey(pOut, metaName[k]);
      coreBufAppend(pOut, "true", 4);
    }
  }
  if( p->bMaxSnippet ){
    metaJsonKey(pOut, metaName[META_MAX_SNIPPET]);
    metaJsonInt(pOut, p->iMaxSnippet);
  }
  if( p->iImagePreview>=0 ){
    const char *z = metaImagePreview[p->iImagePreview];
    metaJsonKey(pOut, metaName[META_MAX_IMAGE_PREVIEW]);
    coreJsonString(pOut, z, metaLen(z));
  }
  if( p->bMaxVideo ){
    metaJsonKey(pOut, metaName[META_MAX_VIDEO_PREVIEW]);
    metaJsonInt(pOut, p->iMaxVideo);
  }
  if( p->bUnavailable ){
    char zIso[32];
    size_t nIso = dateFormatIso(p->tUnavailable, zIso);
    metaJsonKey(pOut, metaName[META_UNAVAILABLE_AFTER]);
    coreJsonString(pOut, zIso, nIso);
  }
  coreBufAppendByte(pOut, '}');
  if( pOut->oom ){ pOut->n = n0; return -1; }
  return 0;
}

int metaIndexable(const MetaEffective *p, int bNow, DateSeconds tNow){
  if( p->mFlags & META_BIT(META_NOINDEX) ) return 0;
  if( bNow && p->bUnavailable && p->tUnavailable<tNow ) return 0;
  return 1;
}

int metaNowOf(const char *z, size_t n, DateSeconds *pNow, CoreBuf *pErr){
  static const char zWhy[] =
    "argument now is not a date (ISO 8601, RFC 822 or RFC 850): ";
  if( dateParse(z, n, pNow)==0 ) return 0;
  coreBufAppend(pErr, zWhy, sizeof(zWhy)-1);
  return coreAppendQuoted(pErr, z, n, META_NOW_QUOTE, "", "") ? -1 : 1;
}

/* Append s lower-cased (ASCII) to p; the offset it starts at in *piAt. */
static void metaAppendLower(CoreBuf *p, Span s, size_t *piAt){
  size_t k;
  *piAt = p->n;
  if( s.z==NULL || coreBufReserve(p, s.n) ) return;
  for(k=0; k<s.n; k++) p->z[p->n+k] = (char)coreToLower((unsigned char)s.z[k]);
  p->n += s.n;
}

int metaEachRow(const MetaDirective *pD, CoreBuf *pScratch, MetaEachRow *pRow){
  size_t iAgent, iName = 0, iValue = 0;
  int bLowerValue = pD->eKind==META_MAX_IMAGE_PREVIEW && pD->value.z;
  const char *zBase;
  pScratch->n = 0;
  metaAppendLower(pScratch, pD->agent, &iAgent);
  if( pD->eKind==META_UNKNOWN ) metaAppendLower(pScratch, pD->name, &iName);
  if( bLowerValue ) metaAppendLower(pScratch, pD->value, &iValue);
  if( pScratch->oom ) return -1;
  zBase = pScratch->z ? pScratch->z : "";   /* all empty: nothing allocated */
  pRow->agent.z = pD->agent.z ? zBase + iAgent : NULL;
  pRow->agent.n = pD->agent.n;
  if( pD->eKind==META_UNKNOWN ){
    pRow->directive.z = pD->name.z ? zBase + iName : NULL;
    pRow->directive.n = pD->name.n;
  }else{
    pRow->directive.z = metaKindName(pD->eKind);
    pRow->directive.n = strlen(pRow->directive.z);
  }
  pRow->bKnown = pD->eKind!=META_UNKNOWN;
  pRow->iValue = pD->iValue;
  pRow->eValue = pD->bInt ? META_VALUE_INT
               : (pD->bDate || pD->value.z) ? META_VALUE_TEXT : META_VALUE_NULL;
  pRow->value = pD->value;
  if( pD->bDate ){
    pRow->value.z = pRow->zIso;
    pRow->value.n = dateFormatIso(pD->tDate, pRow->zIso);
  }else if( bLowerValue ){
    pRow->value.z = zBase + iValue;
  }
  return 0;
}
