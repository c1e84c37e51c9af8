/*
** sitemap_lint_ext.c: Google's rules for the image, video, news and
** hreflang extensions of a sitemap entry, checked on the JSON arrays the
** reader builds (sitemapRecordJson).  Those arrays are flat: objects whose
** values are strings or arrays of strings, so one left-to-right walk per
** array finds the keys a rule needs (smxNext).  Start at sitemapLintExt.
*/
#include "sitemap_lint.h"
#include "../core/datetime.h"
#include "../core/url.h"
#include "../core/xml_scan.h"

#include <stdio.h>
#include <string.h>

#define SMX_MAX_IMAGES   1000    /* image:image per url */
#define SMX_MAX_DESC     2048    /* characters of video:description */
#define SMX_MAX_DURATION 28800   /* seconds of video:duration */

/* ---- the JSON walk ------------------------------------------------------ */

/* One key of an object: the inside of its first string value (escapes
** kept) and how many values it has (0: the key is absent). */
typedef struct SmxVal { Span raw; size_t n; } SmxVal;

/* A walk over the objects of one JSON array. */
typedef struct SmxIter { const char *z; size_t n, i; } SmxIter;

/* Index just after the JSON string that opens at z[i] ('"'); n when it is
** not closed. */
static size_t smxString(const char *z, size_t n, size_t i){
  for(i++; i<n; i++){
    if( z[i]=='\\' ) i++;
    else if( z[i]=='"' ) return i+1;
  }
  return n;
}

/* Read the value at z[i] (a string or an array of strings) into *pV (NULL:
** skip it); returns the index after it, n when it is malformed. */
static size_t smxValue(const char *z, size_t n, size_t i, SmxVal *pV){
  int bArray = i<n && z[i]=='[';
  if( bArray ) i++;
  while( i<n && z[i]=='"' ){
    size_t j = smxString(z, n, i);
    if( j>=n ) return n;
    if( pV ){
      if( pV->n==0 ){ pV->raw.z = z+i+1; pV->raw.n = j-i-2; }
      pV->n++;
    }
    i = j;
    if( !bArray ) return i;
    if( z[i]==',' ) i++;
  }
  return bArray && i<n && z[i]==']' ? i+1 : n;
}

/* Index of key z[0..n) in azKey[0..nKey), or -1. */
static int smxKey(const char *const *azKey, int nKey, const char *z, size_t n){
  int k;
  for(k=0; k<nKey; k++){
    if( strlen(azKey[k])==n && memcmp(azKey[k], z, n)==0 ) return k;
  }
  return -1;
}

/* The next object of the array into a[0..nKey) (one slot per key of
** azKey): 1, or 0 at the end of the array. */
static int smxNext(SmxIter *it, const char *const *azKey, int nKey, SmxVal *a){
  const char *z = it->z;
  size_t n = it->n, i = it->i;
  memset(a, 0, (size_t)nKey*sizeof(SmxVal));
  while( i<n && z[i]!='{' ) i++;          /* '[' or ',' before an object */
  if( i>=n ){ it->i = n; return 0; }
  for(i++; i<n && z[i]!='}'; ){
    size_t k0 = i+1, k1;
    int k;
    if( z[i]==',' ){ i++; continue; }
    if( z[i]!='"' ) break;
    i = smxString(z, n, i);
    k1 = i-1;
    if( i>=n || z[i]!=':' ) break;
    k = smxKey(azKey, nKey, z+k0, k1-k0);
    i = smxValue(z, n, i+1, k>=0 ? &a[k] : NULL);
  }
  it->i = i<n && z[i]=='}' ? i+1 : n;
  return 1;
}

/* The text of a JSON string's inside: raw itself when it has no escape,
** else decoded into b (valid until b changes). */
static Span smxText(Span raw, CoreBuf *b){
  static const char azEsc[] = "n\nr\rt\tb\bf\f";
  size_t i;
  if( raw.n==0 ) return (Span){ "", 0 };
  if( memchr(raw.z, '\\', raw.n)==NULL ) return raw;
  b->n = 0;
  for(i=0; i<raw.n; i++){
    const char *e;
    unsigned char c;
    if( raw.z[i]!='\\' || i+1>=raw.n ){ coreBufAppendByte(b, raw.z[i]); continue; }
    c = (unsigned char)raw.z[++i];
    e = c ? strchr(azEsc, c) : NULL;
    if( c=='u' && i+4<raw.n && coreIsXDigit((unsigned char)raw.z[i+1])
     && coreIsXDigit((unsigned char)raw.z[i+2])
     && coreIsXDigit((unsigned char)raw.z[i+3])
     && coreIsXDigit((unsigned char)raw.z[i+4]) ){
      unsigned u = 0, k;
      for(k=1; k<=4; k++) u = u*16 + coreHexValue((unsigned char)raw.z[i+k]);
      xmlPutUtf8(b, u>=0xD800 && u<=0xDFFF ? 0xFFFD : u);   /* a surrogate */
      i += 4;
    }else if( e && (e-azEsc)%2==0 ){
      coreBufAppendByte(b, e[1]);
    }else{
      coreBufAppendByte(b, (char)c);          /* \" \\ \/ */
    }
  }
  return (Span){ b->z ? b->z : "", b->n };
}

/* ---- values ------------------------------------------------------------ */

/* 1 if s is an absolute http(s) URL with a host. */
static int smxHttpUrl(Span s){
  UrlParts u;
  if( urlSplit(s.z, s.n, &u) || !u.hasAuthority || u.host.n==0 ) return 0;
  return coreSpanEqNoCase(u.scheme.z, u.scheme.n, "http", 4)
      || coreSpanEqNoCase(u.scheme.z, u.scheme.n, "https", 5);
}

/* 1 if spans a and b hold the same bytes (both may be absent). */
static int smxSame(Span a, Span b){
  if( (a.z==NULL)!=(b.z==NULL) ) return 0;
  return a.n==b.n && (a.n==0 || memcmp(a.z, b.z, a.n)==0);
}

/* 1 if URLs a and b are the same page: the same bytes, or the same but for
** the case of scheme and host and an empty path written as "/". */
static int smxSameUrl(Span a, Span b){
  UrlParts x, y;
  Span slash = { "/", 1 };
  if( a.n==b.n && memcmp(a.z, b.z, a.n)==0 ) return 1;
  if( urlSplit(a.z, a.n, &x) || urlSplit(b.z, b.n, &y) ) return 0;
  if( x.hasAuthority && x.path.n==0 ) x.path = slash;
  if( y.hasAuthority && y.path.n==0 ) y.path = slash;
  return coreSpanEqNoCase(x.scheme.z, x.scheme.n, y.scheme.z, y.scheme.n)
      && coreSpanEqNoCase(x.host.z, x.host.n, y.host.z, y.host.n)
      && x.hasAuthority==y.hasAuthority && smxSame(x.userinfo, y.userinfo)
      && smxSame(x.port, y.port) && smxSame(x.path, y.path)
      && smxSame(x.query, y.query) && smxSame(x.fragment, y.fragment);
}

/* 1 if s is a whole number of seconds from 1 to 28800 (digits only). */
static int smxDurationOk(Span s){
  size_t i = 0;
  unsigned long v = 0;
  if( s.n==0 ) return 0;
  while( i<s.n && s.z[i]=='0' ) i++;             /* leading zeros */
  if( s.n-i>5 ) return 0;
  for(; i<s.n; i++){
    if( !coreIsDigit((unsigned char)s.z[i]) ) return 0;
    v = v*10 + (unsigned long)(s.z[i]-'0');
  }
  return v>=1 && v<=SMX_MAX_DURATION;
}

/* 1 if s is a decimal number from 0.0 to 5.0 (d, d.d, .d). */
static int smxRatingOk(Span s){
  size_t i = 0, nDigit = 0;
  unsigned v = 0;
  int bFrac = 0;
  for(; i<s.n && coreIsDigit((unsigned char)s.z[i]); i++, nDigit++){
    v = v>9 ? 10 : v*10 + (unsigned)(s.z[i]-'0');
  }
  if( i<s.n && s.z[i]=='.' ){
    for(i++; i<s.n && coreIsDigit((unsigned char)s.z[i]); i++, nDigit++){
      if( s.z[i]!='0' ) bFrac = 1;
    }
  }
  return i==s.n && nDigit>0 && (v<5 || (v==5 && !bFrac));
}

/* ---- language codes (from the iso-codes package's lists) ---------------- */

/* ISO 639-1 languages, sorted, two letters each (lower case). */
static const char smxIso639[] =
  "aaabaeafakamanarasavayazbabebgbhbibmbnbobrbscacechcocrcscucvcyda"
  "dedvdzeeeleneoeseteufafffifjfofrfygagdglgngugvhahehihohrhthuhyhz"
  "iaidieigiiikioisitiujajvkakgkikjkkklkmknkokrkskukvkwkylalblgliln"
  "loltlulvmgmhmimkmlmnmrmsmtmynanbndnengnlnnnonrnvnyocojomorospapi"
  "plpsptqurmrnrorurwsascsdsesgsiskslsmsnsosqsrssstsusvswtatetgthti"
  "tktltntotrtstttwtyugukuruzvevivowawoxhyiyozazhzu";

/* ISO 3166-1 alpha-2 regions, sorted, two letters each. */
static const char smxIso3166[] =
  "adaeafagaialamaoaqarasatauawaxazbabbbdbebfbgbhbibjblbmbnbobqbrbs"
  "btbvbwbybzcacccdcfcgchcickclcmcncocrcucvcwcxcyczdedjdkdmdodzecee"
  "egeheresetfifjfkfmfofrgagbgdgegfggghgiglgmgngpgqgrgsgtgugwgyhkhm"
  "hnhrhthuidieiliminioiqirisitjejmjojpkekgkhkikmknkpkrkwkykzlalblc"
  "lilklrlsltlulvlymamcmdmemfmgmhmkmlmmmnmompmqmrmsmtmumvmwmxmymzna"
  "ncnenfngninlnonpnrnunzompapepfpgphpkplpmpnprpsptpwpyqarerorsrurw"
  "sasbscsdsesgshsisjskslsmsnsosrssstsvsxsysztctdtftgthtjtktltmtnto"
  "trtttvtwtzuaugumusuyuzvavcvevgvivnvuwfwsyeytzazmzw";

/* ISO 15924 scripts, sorted, four letters each. */
static const char smxIso15924[] =
  "adlmafakaghbahomarabaranarmiarmnavstbalibamubassbatkbengbhksblis"
  "bopobrahbraibugibuhdcakmcanscarichamchercirtcoptcprtcyrlcyrsdeva"
  "dsrtduplegydegyhegypelbaethigeokgeorglaggothgrangrekgujrguruhanb"
  "hanghanihanohanshanthatrhebrhirahluwhmnghrkthungindsitaljamojava"
  "jpanjurckalikanakharkhmrkhojkitlkitskndakorekpelkthilanalaoolatf"
  "latglatnlekelepclimblinalinblisulomalycilydimahjmandmanimarcmaya"
  "mendmercmeromlymmodimongmoonmroomteimultmymrnarbnbatnewankgbnkoo"
  "nshuogamolckorkhoryaosgeosmapalmpaucpermphagphliphlpphlvphnxpiqd"
  "plrdprtiqaaaqabxrjngrororunrsamrsarasarbsaursgnwshawshrdsiddsind"
  "sinhsorasundsylosyrcsyresyrjsyrntagbtakrtaletalutamltangtavttelu"
  "tengtfngtglgthaathaitibttirhugarvaiivispwarawolexpeoxsuxyiiizinh"
  "zmthzsyezsymzxxxzyyyzzzz";

/* 1 if s (letters only, any case) is one of the w-letter codes of the
** sorted table zTab (binary search). */
static int smxInTable(const char *zTab, size_t nTab, size_t w, Span s){
  char z[4];
  size_t i, lo = 0, hi = nTab/w;
  if( s.n!=w || w>sizeof(z) ) return 0;
  for(i=0; i<w; i++){
    if( !coreIsAlpha((unsigned char)s.z[i]) ) return 0;
    z[i] = (char)coreToLower((unsigned char)s.z[i]);
  }
  while( lo<hi ){
    size_t mid = lo + (hi-lo)/2;
    int c = memcmp(zTab + mid*w, z, w);
    if( c==0 ) return 1;
    if( c<0 ) lo = mid+1; else hi = mid;
  }
  return 0;
}
#define SMX_IN(tab, w, s) smxInTable(tab, sizeof(tab)-1, w, s)

/* 1 if s is a hreflang Google accepts: x-default, or an ISO 639-1 language
** with an optional ISO 15924 script and an optional ISO 3166-1 alpha-2
** region, joined by '-' (any case): de, en-GB, zh-Hant, zh-Hant-TW. */
static int smxHreflangOk(Span s){
  Span a[4];
  size_t i, k = 0, nPart = 0, i0 = 0;
  if( coreSpanEqNoCase(s.z, s.n, "x-default", 9) ) return 1;
  for(i=0; i<=s.n; i++){
    if( i<s.n && s.z[i]!='-' ) continue;
    if( nPart==4 ) return 0;
    a[nPart].z = s.z+i0; a[nPart].n = i-i0; nPart++;
    i0 = i+1;
  }
  if( !SMX_IN(smxIso639, 2, a[0]) ) return 0;
  k = 1;
  if( k<nPart && a[k].n==4 && SMX_IN(smxIso15924, 4, a[k]) ) k++;
  if( k<nPart && a[k].n==2 && SMX_IN(smxIso3166, 2, a[k]) ) k++;
  return k==nPart;
}

/* 1 if s is a news:language Google accepts: an ISO 639 code of two letters
** (ISO 639-1) or three, or zh-cn or zh-tw (any case). */
static int smxNewsLanguageOk(Span s){
  size_t i;
  if( coreSpanEqNoCase(s.z, s.n, "zh-cn", 5)
   || coreSpanEqNoCase(s.z, s.n, "zh-tw", 5) ) return 1;
  if( s.n==2 ) return SMX_IN(smxIso639, 2, s);
  if( s.n!=3 ) return 0;
  for(i=0; i<3; i++) if( !coreIsAlpha((unsigned char)s.z[i]) ) return 0;
  return 1;
}

/* ---- the rules --------------------------------------------------------- */

/* What the rules of one record share. */
typedef struct SmxCtx {
  SitemapReader *pR;
  const SitemapRecord *r;
  CoreBuf *pTmp;               /* decoded values */
} SmxCtx;

/* Queue problem eCode about the record, with detail v. */
static void smxAdd(SmxCtx *c, int eCode, Span v){
  sitemapAddProblem(c->pR, eCode, c->r->iEntry, sitemapRecordLine(c->pR),
                    v.z, v.n);
}

/* Queue problem eCode with a number as its detail ("1001 images"). */
static void smxAddCount(SmxCtx *c, int eCode, size_t n, const char *zWhat){
  char z[48];
  int k = snprintf(z, sizeof(z), "%llu %s", (unsigned long long)n, zWhat);
  smxAdd(c, eCode, (Span){ z, k>0 ? (size_t)k : 0 });
}

/* 1 if key v is present with a value that is not empty. */
static int smxHas(const SmxVal *v){
  return v->n>0 && v->raw.n>0;
}

/* A required child: queue eCode when it is absent or empty. */
typedef struct SmxNeed { int iKey; int eCode; } SmxNeed;

/* Queue the problems of every required child of aNeed[0..n) that a[]
** lacks. */
static void smxNeeds(SmxCtx *c, const SmxVal *a, const SmxNeed *aNeed, size_t n){
  Span none = { "", 0 };
  size_t k;
  for(k=0; k<n; k++){
    if( !smxHas(&a[aNeed[k].iKey]) ) smxAdd(c, aNeed[k].eCode, none);
  }
}

/* image:image: an image:loc in each, at most 1,000 per url. */
static void smxImages(SmxCtx *c, Span arr){
  static const char *const azKey[] = { "loc" };
  static const SmxNeed aNeed[] = { { 0, SM_P_IMAGE_LOC_MISSING } };
  SmxIter it = { arr.z, arr.n, 0 };
  SmxVal a[1];
  size_t nImage = 0;
  while( smxNext(&it, azKey, 1, a) ){
    nImage++;
    smxNeeds(c, a, aNeed, 1);
  }
  if( nImage>SMX_MAX_IMAGES ){
    smxAddCount(c, SM_P_IMAGE_TOO_MANY, nImage, "images");
  }
}

/* The keys of a video:video the rules read. */
enum { VX_THUMB, VX_TITLE, VX_DESC, VX_CONTENT, VX_PLAYER, VX_DURATION,
       VX_RATING, VX_N };

/* The URLs of one video: absolute http(s), the content and player not the
** page itself. */
static void smxVideoUrls(SmxCtx *c, const SmxVal *a){
  static const int aiUrl[] = { VX_THUMB, VX_CONTENT, VX_PLAYER };
  size_t k;
  for(k=0; k<sizeof(aiUrl)/sizeof(aiUrl[0]); k++){
    Span v;
    if( !smxHas(&a[aiUrl[k]]) ) continue;
    v = smxText(a[aiUrl[k]].raw, c->pTmp);
    if( !smxHttpUrl(v) ){
      smxAdd(c, SM_P_VIDEO_URL_INVALID, v);
    }else if( aiUrl[k]!=VX_THUMB && smxSameUrl(v, c->r->loc) ){
      smxAdd(c, SM_P_VIDEO_URL_IS_PAGE, v);
    }
  }
}

/* video:video: the required children, the description's length, the
** duration and rating ranges, the URLs. */
static void smxVideos(SmxCtx *c, Span arr){
  static const char *const azKey[VX_N] = {
    "thumbnail_loc", "title", "description", "content_loc", "player_loc",
    "duration", "rating"
  };
  static const SmxNeed aNeed[] = {
    { VX_THUMB, SM_P_VIDEO_THUMBNAIL_MISSING },
    { VX_TITLE, SM_P_VIDEO_TITLE_MISSING },
    { VX_DESC,  SM_P_VIDEO_DESCRIPTION_MISSING },
  };
  SmxIter it = { arr.z, arr.n, 0 };
  SmxVal a[VX_N];
  while( smxNext(&it, azKey, VX_N, a) ){
    Span v, none = { "", 0 };
    size_t nChar;
    smxNeeds(c, a, aNeed, sizeof(aNeed)/sizeof(aNeed[0]));
    if( !smxHas(&a[VX_CONTENT]) && !smxHas(&a[VX_PLAYER]) ){
      smxAdd(c, SM_P_VIDEO_LOCATION_MISSING, none);
    }
    smxVideoUrls(c, a);
    if( a[VX_DESC].n
     && (nChar = coreUtf8Chars(smxText(a[VX_DESC].raw, c->pTmp)))>SMX_MAX_DESC ){
      smxAddCount(c, SM_P_VIDEO_DESCRIPTION_TOO_LONG, nChar, "characters");
    }
    if( a[VX_DURATION].n
     && !smxDurationOk(v = smxText(a[VX_DURATION].raw, c->pTmp)) ){
      smxAdd(c, SM_P_VIDEO_DURATION_INVALID, v);
    }
    if( a[VX_RATING].n
     && !smxRatingOk(v = smxText(a[VX_RATING].raw, c->pTmp)) ){
      smxAdd(c, SM_P_VIDEO_RATING_INVALID, v);
    }
  }
}

/* The keys of a news:news the rules read (the publication's children are
** flattened into it). */
enum { NX_NAME, NX_LANGUAGE, NX_DATE, NX_TITLE, NX_N };

/* news:news: one per url; the publication's name and language, the
** publication date (a complete date at least) and the title. */
static void smxNews(SmxCtx *c, Span arr){
  static const char *const azKey[NX_N] = {
    "name", "language", "publication_date", "title"
  };
  static const SmxNeed aNeed[] = {
    { NX_NAME,     SM_P_NEWS_NAME_MISSING },
    { NX_LANGUAGE, SM_P_NEWS_LANGUAGE_MISSING },
    { NX_DATE,     SM_P_NEWS_DATE_MISSING },
    { NX_TITLE,    SM_P_NEWS_TITLE_MISSING },
  };
  SmxIter it = { arr.z, arr.n, 0 };
  SmxVal a[NX_N];
  size_t nNews = 0;
  while( smxNext(&it, azKey, NX_N, a) ){
    Span v;
    nNews++;
    smxNeeds(c, a, aNeed, sizeof(aNeed)/sizeof(aNeed[0]));
    if( smxHas(&a[NX_LANGUAGE])
     && !smxNewsLanguageOk(v = smxText(a[NX_LANGUAGE].raw, c->pTmp)) ){
      smxAdd(c, SM_P_NEWS_LANGUAGE_INVALID, v);
    }
    if( smxHas(&a[NX_DATE]) ){
      v = smxText(a[NX_DATE].raw, c->pTmp);
      if( v.n<10 || !dateIsW3C(v.z, v.n) ) smxAdd(c, SM_P_NEWS_DATE_INVALID, v);
    }
  }
  if( nNews>1 ) smxAddCount(c, SM_P_NEWS_MORE_THAN_ONE, nNews, "news:news");
}

/* xhtml:link alternates: valid hreflang codes, absolute hrefs, and the
** page itself among them. */
static void smxAlternates(SmxCtx *c, Span arr){
  static const char *const azKey[] = { "hreflang", "href" };
  SmxIter it = { arr.z, arr.n, 0 };
  SmxVal a[2];
  size_t nAlt = 0;
  int bSelf = 0;
  while( smxNext(&it, azKey, 2, a) ){
    Span v;
    nAlt++;
    v = smxText(a[0].raw, c->pTmp);
    if( !smxHreflangOk(v) ) smxAdd(c, SM_P_HREFLANG_INVALID, v);
    v = smxText(a[1].raw, c->pTmp);
    if( a[1].n==0 || !smxHttpUrl(v) ){
      smxAdd(c, SM_P_HREFLANG_HREF_INVALID, v);
    }else if( !bSelf && smxSameUrl(v, c->r->loc) ){
      bSelf = 1;
    }
  }
  if( nAlt>0 && !bSelf ) smxAdd(c, SM_P_HREFLANG_SELF_MISSING, c->r->loc);
}

int sitemapLintExt(SitemapReader *pR, const SitemapRecord *r, CoreBuf *pTmp){
  static void (*const axRule[])(SmxCtx*, Span) = {
    [SM_X_IMAGE] = smxImages, [SM_X_VIDEO] = smxVideos,
    [SM_X_NEWS] = smxNews, [SM_X_ALT] = smxAlternates,
  };
  SmxCtx c;
  int e;
  c.pR = pR; c.r = r; c.pTmp = pTmp;
  for(e=0; e<(int)(sizeof(axRule)/sizeof(axRule[0])); e++){
    Span arr;
    if( sitemapRecordJson(pR, e, &arr) ) return -1;
    if( arr.z ) axRule[e](&c, arr);
  }
  return pTmp->oom ? -1 : 0;
}
