/*
** fuzz_sitemap_write.c: libFuzzer target for sitemap_write.c, the writer's
** checks and escaping.  The input is split on FUZZ_SEP into loc, lastmod,
** changefreq and a priority (read as text).  The exact sizes the writer
** announces must be the sizes it writes, and an escaped value must hold no
** raw markup characters.  The normalising path (sitemapAppendRecord) must
** write what normalising then writing writes, and a normalised loc must be
** ASCII, pass the strict check and stay the same when normalised again.
** A document (SitemapDoc) takes the record or refuses it with a message
** that names the function and row and is valid UTF-8; sitemap_check agrees.
** FUZZ_NEEDS: sitemap_write.c sitemap_write_url.c sitemap_write_doc.c sitemap_write_fmt.c url.c punycode.c datetime.c
*/
#include "fuzz_common.h"
#include "sitemap/sitemap_write_doc.h"

/* Escaping: announced length is the written length; no raw < > & " '. */
static void fuzzEscape(Span s){
  CoreBuf b;
  size_t i;
  coreBufInit(&b, &coreLibcAlloc);
  if( sitemapEscape(&b, s.z, s.n)==0 && !b.oom ){
    FUZZ_ASSERT("escape_length_exact", b.n==sitemapEscapedBytes(s.z, s.n));
    for(i=0; i<b.n; i++){
      FUZZ_ASSERT("escape_no_markup", b.z[i]!='<' && b.z[i]!='>'
                  && b.z[i]!='"' && b.z[i]!='\'');
    }
  }
  coreBufFree(&b);
  coreBufInit(&b, &coreLibcAlloc);
  (void)sitemapQuoteValue(&b, s.z, s.n);
  FUZZ_ASSERT("quote_short", b.n<=256);
  coreBufFree(&b);
}

/* A checked record: header + record + footer has exactly the sizes said. */
static void fuzzRecord(SitemapKind eKind, const SitemapOutRecord *r){
  const char *zField = 0;
  CoreBuf b;
  SitemapError e = sitemapCheckRecord(eKind, r, &zField);
  (void)sitemapErrorText(e);
  if( e!=SITEMAP_OK ) return;
  coreBufInit(&b, &coreLibcAlloc);
  sitemapWriteHeader(&b, eKind);
  sitemapWriteRecord(&b, eKind, r);
  sitemapWriteFooter(&b, eKind);
  if( !b.oom ){
    FUZZ_ASSERT("document_size_exact",
                b.n==sitemapFrameBytes(eKind)+sitemapRecordBytes(eKind, r));
  }
  coreBufFree(&b);
}

/* The normalising writer agrees with itself. */
static void fuzzNormalize(SitemapKind eKind, const SitemapOutRecord *r){
  const char *zField = 0;
  CoreBuf a, loc, again;
  SitemapError e;
  size_t i;
  coreBufInit(&a, &coreLibcAlloc);
  coreBufInit(&loc, &coreLibcAlloc);
  coreBufInit(&again, &coreLibcAlloc);
  e = sitemapAppendRecord(&a, eKind, r, &zField);
  if( e==SITEMAP_OK && !a.oom ){
    for(i=0; i<a.n; i++) FUZZ_ASSERT("append_ascii", (unsigned char)a.z[i]<0x80);
  }
  if( sitemapNormalizeLoc(r->loc.z, r->loc.n, &loc)==SITEMAP_OK && !loc.oom ){
    SitemapOutRecord n = *r;
    n.loc.z = loc.z; n.loc.n = loc.n;
    n.lastmod.z = 0; n.changefreq.z = 0; n.hasPriority = 0;
    FUZZ_ASSERT("normalized_passes_strict_check",
                sitemapCheckRecord(eKind, &n, &zField)==SITEMAP_OK);
    FUZZ_ASSERT("normalize_idempotent",
                sitemapNormalizeLoc(loc.z, loc.n, &again)==SITEMAP_OK
                && (again.oom || (again.n==loc.n && memcmp(again.z, loc.z, loc.n)==0)));
  }
  coreBufFree(&a); coreBufFree(&loc); coreBufFree(&again);
}

/* 1 if z[0..n) is valid UTF-8. */
static int fuzzIsUtf8(const char *z, size_t n){
  size_t i = 0, len;
  while( i<n ){
    if( (unsigned char)z[i]<0x80 ){ i++; continue; }
    len = coreUtf8Len((const unsigned char*)z+i, n-i);
    if( len==0 ) return 0;
    i += len;
  }
  return 1;
}

/* A document takes r or refuses it, with a whole message; sitemap_check
** says the same. */
static void fuzzDoc(const SitemapOutRecord *r){
  SitemapDoc d;
  CoreBuf m, c;
  SitemapDocStatus e;
  int rc;
  sitemapDocInit(&d, &coreLibcAlloc, SITEMAP_URLSET, SIZE_MAX);
  e = sitemapDocAdd(&d, r);
  coreBufInit(&m, &coreLibcAlloc);
  coreBufInit(&c, &coreLibcAlloc);
  sitemapDocMessage(&d, r, "f", 1, &m);
  rc = sitemapCheckMessage(&c, r);
  FUZZ_ASSERT("doc_ok_or_refused", e==SITEMAP_DOC_OK || e==SITEMAP_DOC_REFUSED);
  FUZZ_ASSERT("doc_and_check_agree", (e==SITEMAP_DOC_OK)==(rc==0));
  if( e==SITEMAP_DOC_REFUSED && !m.oom && !c.oom ){
    FUZZ_ASSERT("message_names_row", m.n>12 && memcmp(m.z, "f(): row 1: ", 12)==0
                && m.n==c.n+12 && memcmp(m.z+12, c.z, c.n)==0);
    FUZZ_ASSERT("message_utf8", fuzzIsUtf8(m.z, m.n));
    FUZZ_ASSERT("message_short", m.n<400);
  }
  coreBufFree(&m); coreBufFree(&c);
  sitemapDocFree(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  Span a[4];
  char *az[4];
  SitemapOutRecord r;
  char zNum[64], zPri[SITEMAP_PRIORITY_MAX];
  int i, nPart;
  nPart = fuzzSplit(data, size, a, 4);
  for(i=0; i<4; i++) az[i] = fuzzCopy(a[i]);
  memset(&r, 0, sizeof(r));
  r.loc.z = az[0]; r.loc.n = a[0].n;
  if( nPart>1 ){ r.lastmod.z = az[1]; r.lastmod.n = a[1].n; }
  if( nPart>2 ){ r.changefreq.z = az[2]; r.changefreq.n = a[2].n; }
  if( nPart>3 && a[3].n<sizeof(zNum) ){
    memcpy(zNum, a[3].z, a[3].n);
    zNum[a[3].n] = 0;
    char *zEnd;
    r.hasPriority = SITEMAP_PRIORITY_NUMBER;
    r.priority = strtod(zNum, &zEnd);
    r.priorityText.z = az[3]; r.priorityText.n = a[3].n;
    if( *zEnd || a[3].n==0 ) r.hasPriority = SITEMAP_PRIORITY_TEXT;
  }
  fuzzDoc(&r);
  if( r.hasPriority==SITEMAP_PRIORITY_TEXT ) r.hasPriority = 0;
  fuzzEscape(a[0]);
  fuzzNormalize(SITEMAP_URLSET, &r);
  fuzzRecord(SITEMAP_URLSET, &r);
  r.changefreq.z = 0; r.hasPriority = 0;
  fuzzRecord(SITEMAP_INDEX, &r);
  if( nPart>3 && r.priority>=0.0 && r.priority<=1.0 ){
    size_t n = sitemapFormatPriority(r.priority, zPri);
    FUZZ_ASSERT("priority_fits", n<SITEMAP_PRIORITY_MAX);
    zPri[n] = 0;
    FUZZ_ASSERT("priority_round_trip", strtod(zPri, 0)==r.priority);
  }
  for(i=0; i<4; i++) free(az[i]);
  return 0;
}
