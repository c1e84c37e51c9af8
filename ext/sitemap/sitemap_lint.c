/*
** sitemap_lint.c: sitemap validation (see sitemap_lint.h).  The table of
** problem codes is in sitemap_lint_codes.c.  Start at sitemapLintNext, which interleaves the reader's own problems
** with the per-record checks of smLintRecord.
*/
#include "sitemap_lint.h"
#include "../core/datetime.h"
#include "../core/hashset.h"
#include "../core/url.h"

#include <stdio.h>
#include <string.h>

struct SitemapLint {
  const CoreAlloc *pA;
  SitemapReader *pR;
  CoreBuf sitemapUrl;
  CoreBuf extTmp;              /* scratch of sitemapLintExt */
  int bDone;
  int64_t nRecord;
  CoreSet seen;                /* the FNV-1a hashes of the first locs */
  int64_t anCode[SM_P_COUNT];  /* rows of each code so far */
  int iSummary;                /* next code to summarise once done */
  char zSummary[96];           /* the detail of a summary row */
};

/* Add the hash h of a loc to the set: 1 if it was already there, 0 if
** new, -1 on OOM.  The hash alone decides (64 bits: a false duplicate is
** about one in 10^19 per pair). */
static int smLintSeen(SitemapLint *p, uint64_t h){
  size_t i;
  if( coreSetReserve(&p->seen) ) return -1;
  i = coreSetFind(&p->seen, h, NULL, NULL);
  if( coreSetFull(&p->seen, i) ) return 1;
  coreSetPut(&p->seen, i, h, 0);
  return 0;
}

/* Characters that RFC 3986 never allows raw in a URL (besides '%' rules). */
static int smLintMustEscape(unsigned char c){
  return c<=0x20 || c==0x7F || c=='"' || c=='<' || c=='>' || c=='\\'
      || c=='^' || c=='`' || c=='{' || c=='|' || c=='}';
}

/* Check the escaping of loc: 1 not escaped, 2 non-ASCII only, 0 fine. */
static int smLintEscaping(Span loc){
  size_t i;
  int bNonAscii = 0;
  for(i=0; i<loc.n; i++){
    unsigned char c = (unsigned char)loc.z[i];
    if( c>=0x80 ){ bNonAscii = 1; continue; }
    if( smLintMustEscape(c) ) return 1;
    if( c=='%' && (i+2>=loc.n+0 || !coreIsXDigit((unsigned char)loc.z[i+1])
                   || !coreIsXDigit((unsigned char)loc.z[i+2])) ) return 1;
  }
  return bNonAscii ? 2 : 0;
}

/* 1 if s is one of the seven changefreq values (case-sensitive). */
static int smLintChangefreqOk(Span s){
  static const char *const az[] = {
    "always", "hourly", "daily", "weekly", "monthly", "yearly", "never"
  };
  size_t k;
  for(k=0; k<sizeof(az)/sizeof(az[0]); k++){
    if( strlen(az[k])==s.n && memcmp(az[k], s.z, s.n)==0 ) return 1;
  }
  return 0;
}

/* 1 if the last path segment of loc looks like a sitemap index. */
static int smLintLooksLikeIndex(Span loc){
  UrlParts u;
  size_t i, a;
  int bIndex = 0, bSitemap = 0;
  if( urlSplit(loc.z, loc.n, &u) || u.path.n==0 ) return 0;
  for(a=u.path.n; a>0 && u.path.z[a-1]!='/'; a--){}
  for(i=a; i<u.path.n; i++){
    if( coreStartsWithNoCase(u.path.z+i, u.path.n-i, "index") ) bIndex = 1;
    if( coreStartsWithNoCase(u.path.z+i, u.path.n-i, "sitemap") ) bSitemap = 1;
  }
  return bIndex && bSitemap;
}

/* Queue a problem about the record just read. */
static void smLintAdd(SitemapLint *p, const SitemapRecord *r, int eCode, Span v){
  sitemapAddProblem(p->pR, eCode, r->iEntry, sitemapRecordLine(p->pR), v.z, v.n);
}

/* The loc checks. */
static void smLintLoc(SitemapLint *p, const SitemapRecord *r){
  Span loc = r->loc;
  UrlParts u;
  int esc;
  if( urlSplit(loc.z, loc.n, &u) || u.scheme.z==NULL ){
    smLintAdd(p, r, SM_P_LOC_RELATIVE, loc);
  }else if( !coreSpanEqNoCase(u.scheme.z, u.scheme.n, "http", 4)
         && !coreSpanEqNoCase(u.scheme.z, u.scheme.n, "https", 5) ){
    smLintAdd(p, r, SM_P_LOC_NOT_HTTP, loc);
  }else if( p->sitemapUrl.n
         && !urlInSitemapScope(p->sitemapUrl.z, p->sitemapUrl.n, loc.z, loc.n) ){
    smLintAdd(p, r, SM_P_LOC_OUT_OF_SCOPE, loc);
  }
  if( coreUtf8Chars(loc)>SM_MAX_LOC ) smLintAdd(p, r, SM_P_LOC_TOO_LONG, loc);
  esc = smLintEscaping(loc);
  if( esc==1 ) smLintAdd(p, r, SM_P_LOC_NOT_ESCAPED, loc);
  if( esc==2 ) smLintAdd(p, r, SM_P_LOC_NOT_ASCII, loc);
}

/* Every check of one record.  Returns -1 on OOM. */
static int smLintRecord(SitemapLint *p, const SitemapRecord *r){
  int eFormat = sitemapFormatOf(p->pR), seen;
  p->nRecord++;
  if( p->nRecord==SM_MAX_ENTRIES+1 ){
    Span none = { "", 0 };
    smLintAdd(p, r, SM_P_TOO_MANY_ENTRIES, none);
  }
  smLintLoc(p, r);
  if( r->lastmod.z && eFormat!=SM_FMT_RSS && !dateIsW3C(r->lastmod.z, r->lastmod.n) ){
    smLintAdd(p, r, SM_P_LASTMOD_INVALID, r->lastmod);
  }
  if( r->changefreqRaw.z && !smLintChangefreqOk(r->changefreqRaw) ){
    smLintAdd(p, r, SM_P_CHANGEFREQ_INVALID, r->changefreqRaw);
  }
  if( r->priority.z && !sitemapPriorityInRange(r->priority) ){
    smLintAdd(p, r, SM_P_PRIORITY_INVALID, r->priority);
  }
  if( (eFormat==SM_FMT_URLSET && r->eKind==SM_KIND_SITEMAP)
   || (eFormat==SM_FMT_INDEX && r->eKind==SM_KIND_URL) ){
    smLintAdd(p, r, SM_P_MIXED_KINDS, r->loc);
  }
  if( r->eKind==SM_KIND_SITEMAP ){
    /* Only with a sitemap URL given (an empty loc is not "itself"). */
    if( p->sitemapUrl.n>0 && p->sitemapUrl.n==r->loc.n
     && memcmp(p->sitemapUrl.z, r->loc.z, r->loc.n)==0 ){
      smLintAdd(p, r, SM_P_INDEX_LISTS_ITSELF, r->loc);
    }else if( smLintLooksLikeIndex(r->loc) ){
      smLintAdd(p, r, SM_P_INDEX_LISTS_INDEX, r->loc);
    }
  }
  /* Duplicates are looked for among the first SM_MAX_ENTRIES records only:
  ** a longer document is already refused (too-many-entries), and the set
  ** stays within 2 MB whatever the document's size. */
  seen = p->nRecord<=SM_MAX_ENTRIES ? smLintSeen(p, coreFnv1a(r->loc.z, r->loc.n)) : 0;
  if( seen<0 ) return -1;
  if( seen ) smLintAdd(p, r, SM_P_DUPLICATE_LOC, r->loc);
  return sitemapLintExt(p->pR, r, &p->extTmp);     /* sitemap_lint_ext.c */
}

/* Document-level checks once every record was read. */
static void smLintEnd(SitemapLint *p){
  if( sitemapBytes(p->pR) > SM_MAX_BYTES ){
    char z[32];
    int n = snprintf(z, sizeof(z), "%llu bytes", (unsigned long long)sitemapBytes(p->pR));
    sitemapAddProblem(p->pR, SM_P_TOO_LARGE, 0, 0, z, n>0 ? (size_t)n : 0);
  }
  if( p->nRecord==0 && sitemapFormatOf(p->pR)!=SM_FMT_NONE ){
    sitemapAddProblem(p->pR, SM_P_NO_ENTRIES, 0, 0, "", 0);
  }
  p->bDone = 1;
}

SitemapLint *sitemapLintOpen(const CoreAlloc *pA, const char *z, size_t n,
                             const char *zSitemapUrl, size_t nSitemapUrl){
  SitemapLint *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  coreSetInit(&p->seen, pA, NULL, 0);
  coreBufInit(&p->sitemapUrl, pA);
  coreBufInit(&p->extTmp, pA);
  if( zSitemapUrl ){
    Span s = coreTrim((Span){ zSitemapUrl, nSitemapUrl });
    coreBufAppend(&p->sitemapUrl, s.z, s.n);
  }
  p->pR = sitemapOpen(pA, z, n, NULL, 0, 1);
  if( p->pR==NULL || p->sitemapUrl.oom ){ sitemapLintClose(p); return NULL; }
  return p;
}

/* 1 when problem *q is to be listed: the first SM_LINT_ROWS_PER_CODE rows
** of each code are; the rest are counted for the summary. */
static int smLintListed(SitemapLint *p, const SitemapProblem *q){
  if( q->eCode<0 || q->eCode>=SM_P_COUNT ) return 1;
  return ++p->anCode[q->eCode] <= SM_LINT_ROWS_PER_CODE;
}

/* Once the document is done: one row per code that fired more than
** SM_LINT_ROWS_PER_CODE times, saying how many rows were left out.
** 1 with *pOut set, 0 when there is none left. */
static int smLintSummary(SitemapLint *p, SitemapProblem *pOut){
  while( p->iSummary<SM_P_COUNT ){
    int e = p->iSummary++;
    int n;
    if( p->anCode[e] <= SM_LINT_ROWS_PER_CODE ) continue;
    n = snprintf(p->zSummary, sizeof(p->zSummary), "%lld more rows of this "
                 "code not listed (%lld in all; the first %d are)",
                 (long long)(p->anCode[e] - SM_LINT_ROWS_PER_CODE),
                 (long long)p->anCode[e], SM_LINT_ROWS_PER_CODE);
    pOut->eCode = e;
    pOut->iEntry = 0;
    pOut->iLine = 0;
    pOut->detail.z = p->zSummary;
    pOut->detail.n = n>0 ? (size_t)n : 0;
    return 1;
  }
  return 0;
}

int sitemapLintNext(SitemapLint *p, SitemapProblem *pOut){
  for(;;){
    SitemapRecord r;
    int rc;
    if( sitemapNextProblem(p->pR, pOut) ){
      if( smLintListed(p, pOut) ) return 1;
      continue;
    }
    if( p->bDone ){
      if( sitemapFailed(p->pR) ) return -1;
      return smLintSummary(p, pOut);
    }
    rc = sitemapNextRecord(p->pR, &r);
    if( rc<0 ) return rc;
    if( rc==0 ) smLintEnd(p);
    else if( r.eKind!=SM_KIND_TRUNCATED && smLintRecord(p, &r) ) return -1;
  }
}

void sitemapLintSetStop(SitemapLint *p, const CoreStop *pStop){
  sitemapSetStop(p->pR, pStop);
}

void sitemapLintClose(SitemapLint *p){
  if( p==NULL ) return;
  sitemapClose(p->pR);
  coreBufFree(&p->sitemapUrl);
  coreBufFree(&p->extTmp);
  coreSetFree(&p->seen);
  coreFree(p->pA, p);
}
