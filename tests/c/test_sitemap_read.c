/*
** test_sitemap_read.c: rules of the sitemap reader and linter: formats,
** fields, extensions, encodings, gzip layers and caps, window boundaries,
** entities, truncation, depth, streaming memory, lint codes, and a
** round-trip of the real Sitemap: URLs in $ROBOTS_DATA.
*/
#include "check.h"
#include "sitemap/sitemap_lint.h"

#include <dirent.h>
#include <stdlib.h>
#include <zlib.h>

/* ---- helpers ------------------------------------------------------------ */

static int spanIs(Span s, const char *z){
  return s.z && s.n==strlen(z) && memcmp(s.z, z, s.n)==0;
}

/* The JSON array of extension eExt of the record last read (z==NULL: none). */
static Span recJson(SitemapReader *p, int eExt){
  Span s = { NULL, 0 };
  if( sitemapRecordJson(p, eExt, &s) ) s.z = NULL;
  return s;
}

/* A counting allocator: current and peak bytes, kept in the context the
** CoreAlloc hands to every call. */
typedef struct CountCtx { size_t cur, peak; } CountCtx;
static CountCtx countCtx;
#define nCur  countCtx.cur
#define nPeak countCtx.peak
static void *countRealloc(void *pCtx, void *pOld, size_t n){
  CountCtx *c = (CountCtx*)pCtx;
  size_t *p = pOld ? (size_t*)pOld - 1 : NULL;
  size_t nOld = p ? *p : 0;
  if( n==0 ){ free(p); c->cur -= nOld; return NULL; }
  p = realloc(p, n + sizeof(size_t));
  if( p==NULL ) return NULL;
  *p = n;
  c->cur += n - nOld;
  if( c->cur>c->peak ) c->peak = c->cur;
  return p+1;
}
static const CoreAlloc countAlloc = { countRealloc, &countCtx };

/* Read all records of z[0..n): count, and the k-th record's loc copied. */
static int readAll(const char *z, size_t n, const char *zBase, int k, char *zLoc,
                   SitemapRecord *pK, int *pFormat){
  SitemapReader *p = sitemapOpen(&coreLibcAlloc, z, n, zBase, zBase ? strlen(zBase) : 0, 0);
  SitemapRecord r;
  int nRec = 0;
  if( zLoc ) zLoc[0] = 0;
  while( sitemapNextRecord(p, &r)==1 ){
    if( nRec==k ){
      if( zLoc ){ size_t m = r.loc.n<999 ? r.loc.n : 999; memcpy(zLoc, r.loc.z, m); zLoc[m] = 0; }
      if( pK ) *pK = r;     /* spans valid only until the next call */
    }
    nRec++;
  }
  if( pFormat ) *pFormat = sitemapFormatOf(p);
  sitemapClose(p);
  return nRec;
}
static int countOf(const char *z){ return readAll(z, strlen(z), NULL, -1, NULL, NULL, NULL); }
static int locIs(const char *z, const char *zBase, int k, const char *zWant){
  char zLoc[1000];
  readAll(z, strlen(z), zBase, k, zLoc, NULL, NULL);
  return strcmp(zLoc, zWant)==0;
}
static int formatOf(const char *z, size_t n){ int f; readAll(z, n, NULL, -1, NULL, NULL, &f); return f; }

/* 1 if linting z[0..n) reports the code zCode (with zUrl as sitemap_url). */
static int lintHas(const char *z, size_t n, const char *zUrl, const char *zCode){
  SitemapLint *p = sitemapLintOpen(&coreLibcAlloc, z, n, zUrl, zUrl ? strlen(zUrl) : 0);
  SitemapProblem q;
  int found = 0;
  while( sitemapLintNext(p, &q)==1 ){
    if( strcmp(sitemapLintCode(q.eCode), zCode)==0 ) found = 1;
  }
  sitemapLintClose(p);
  return found;
}
static int lintHasS(const char *z, const char *zCode){ return lintHas(z, strlen(z), NULL, zCode); }

/* Number of error-severity problems. */
static int lintErrors(const char *z, size_t n, const char *zUrl){
  SitemapLint *p = sitemapLintOpen(&coreLibcAlloc, z, n, zUrl, zUrl ? strlen(zUrl) : 0);
  SitemapProblem q;
  int nErr = 0;
  while( sitemapLintNext(p, &q)==1 ){
    if( strcmp(sitemapLintSeverity(q.eCode), "error")==0 ){
      nErr++;
      printf("# error %s: %.*s\n", sitemapLintCode(q.eCode), (int)q.detail.n, q.detail.z);
    }
  }
  sitemapLintClose(p);
  return nErr;
}

/* gzip z[0..n) into a malloc'ed buffer. */
static char *gz(const char *z, size_t n, size_t *pn){
  z_stream s;
  size_t cap = compressBound((uLong)n) + 64;
  char *out = malloc(cap);
  memset(&s, 0, sizeof(s));
  deflateInit2(&s, 6, Z_DEFLATED, 16+MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
  s.next_in = (Bytef*)z; s.avail_in = (uInt)n;
  s.next_out = (Bytef*)out; s.avail_out = (uInt)cap;
  deflate(&s, Z_FINISH);
  *pn = cap - s.avail_out;
  deflateEnd(&s);
  return out;
}

#define NS "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""

/* A urlset of nUrl generated entries (malloc'ed). */
static char *genUrlset(int nUrl, size_t *pn){
  CoreBuf b;
  int i;
  char z[300];
  coreBufInit(&b, &coreLibcAlloc);
  coreBufAppend(&b, "<?xml version=\"1.0\"?>\n<urlset " NS ">\n", strlen("<?xml version=\"1.0\"?>\n<urlset " NS ">\n"));
  for(i=0; i<nUrl; i++){
    int m = snprintf(z, sizeof(z), "<url>\n <loc>https://example.com/p/%d?a=1&amp;b=%d</loc>\n"
                     " <lastmod>2024-01-%02d</lastmod><priority>0.5</priority>\n</url>\n", i, i, 1+i%28);
    coreBufAppend(&b, z, (size_t)m);
  }
  coreBufAppend(&b, "</urlset>\n", 10);
  *pn = b.n;
  return b.z;
}

/* ---- tests ---------------------------------------------------------------- */

static void testFormats(void){
  SitemapRecord r;
  const char *zIdx = "<sitemapindex " NS "><sitemap><loc>https://a.com/s1.xml</loc>"
                     "<lastmod>2024-01-01</lastmod></sitemap></sitemapindex>";
  const char *zRss = "<rss version=\"2.0\"><channel><title>t</title><link>https://a.com/</link>"
                     "<item><title>x</title><link>https://a.com/1</link><pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate></item>"
                     "<item><link>https://a.com/2</link></item></channel></rss>";
  const char *zAtom = "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:base=\"https://a.com/blog/\">"
                      "<link href=\"https://a.com/\"/><entry><link rel=\"edit\" href=\"e/1\"/>"
                      "<link href=\"posts/1\"/><updated>2024-01-01T00:00:00Z</updated></entry>"
                      "<entry xml:base=\"https://b.com/\"><link rel=\"alternate\" href=\"x\"/></entry></feed>";
  int f;
  CHECK("format_urlset", formatOf("<urlset " NS "/>", strlen("<urlset " NS "/>"))==SM_FMT_URLSET);
  CHECK("format_sitemapindex", readAll(zIdx, strlen(zIdx), NULL, 0, NULL, &r, &f)==1
        && f==SM_FMT_INDEX && r.eKind==SM_KIND_SITEMAP);
  CHECK("format_text", formatOf("https://a.com/1\n", 16)==SM_FMT_TEXT);
  CHECK("format_rss", formatOf(zRss, strlen(zRss))==SM_FMT_RSS);
  CHECK("format_atom", formatOf(zAtom, strlen(zAtom))==SM_FMT_ATOM);
  CHECK("format_none_for_html", formatOf("<html><body>x</body></html>", 27)==SM_FMT_NONE);
  CHECK("format_none_for_prose", formatOf("hello world", 11)==SM_FMT_NONE);
  CHECK("rss_items_are_records_channel_link_is_not", countOf(zRss)==2 && locIs(zRss, NULL, 0, "https://a.com/1"));
  CHECK("atom_link_alternate_resolved_by_xml_base", countOf(zAtom)==2 && locIs(zAtom, NULL, 0, "https://a.com/blog/posts/1"));
  CHECK("atom_entry_xml_base_overrides_feed", locIs(zAtom, NULL, 1, "https://b.com/x"));
  CHECK("text_blank_lines_skipped_and_trimmed",
        countOf("\n  https://a.com/1  \r\n\r\nhttps://a.com/2\n\n")==2
        && locIs("\n  https://a.com/1  \r\n\r\nhttps://a.com/2", NULL, 1, "https://a.com/2"));
  {
    SitemapReader *p = sitemapOpen(&coreLibcAlloc, "https://a.com/1\n\n\rhttps://a.com/2\n", 34, 0, 0, 0);
    sitemapNextRecord(p, &r); sitemapNextRecord(p, &r);
    CHECK("text_line_numbers", sitemapRecordLine(p)==4);
    sitemapClose(p);
  }
}

static void testFields(void){
  const char *z =
    "<?xml version=\"1.0\"?>\n<urlset " NS " xmlns:image=\"i\" xmlns:video=\"v\" xmlns:news=\"n\" xmlns:xhtml=\"x\">\n"
    "<url>\n  <loc>\n   https://a.com/?a=1&amp;b=&#50;\n  </loc>\n  <lastmod> 2024-01-01 </lastmod>\n"
    "  <changefreq>Weekly</changefreq><priority>0.8</priority>\n"
    "  <image:image><image:loc>https://a.com/1.jpg</image:loc><image:caption>A &amp; B</image:caption></image:image>\n"
    "  <image:image><image:loc>https://a.com/2.jpg</image:loc></image:image>\n"
    "  <video:video><video:title>T</video:title><video:tag>a</video:tag><video:tag>b</video:tag>"
    "<video:price currency=\"EUR\">1.5</video:price></video:video>\n"
    "  <news:news><news:publication><news:name>N</news:name><news:language>en</news:language></news:publication>"
    "<news:publication_date>2024-01-01</news:publication_date><news:title>H</news:title></news:news>\n"
    "  <xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.com/de\"/>\n"
    "  <xhtml:link rel=\"alternate\" hreflang=\"fr\" href=\"https://a.com/fr\"/>\n"
    "</url>\n<ns0:url xmlns:ns0=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><ns0:loc><![CDATA[https://a.com/c?x&y]]></ns0:loc></ns0:url>\n"
    "<url><LOC>https://a.com/upper</LOC><loc>https://a.com/lower</loc></url>\n"
    "<sitemap><loc>https://a.com/s.xml</loc></sitemap>\n</urlset>";
  SitemapReader *p = sitemapOpen(&coreLibcAlloc, z, strlen(z), 0, 0, 0);
  SitemapRecord r;
  sitemapNextRecord(p, &r);
  CHECK("loc_decoded_and_trimmed", spanIs(r.loc, "https://a.com/?a=1&b=2"));
  CHECK("lastmod_trimmed_as_written", spanIs(r.lastmod, "2024-01-01"));
  CHECK("changefreq_lower_cased_by_the_reader", spanIs(r.changefreq, "weekly")
        && spanIs(r.changefreqRaw, "Weekly"));
  CHECK("priority_text", spanIs(r.priority, "0.8"));
  CHECK("priority_value_by_the_reader", r.hasPriority && r.rPriority==0.8);
  CHECK("images_every_occurrence_as_json",
        spanIs(recJson(p, SM_X_IMAGE), "[{\"loc\":\"https://a.com/1.jpg\",\"caption\":\"A & B\"},{\"loc\":\"https://a.com/2.jpg\"}]"));
  CHECK("videos_all_children_repeated_keys_as_arrays",
        spanIs(recJson(p, SM_X_VIDEO), "[{\"title\":\"T\",\"tag\":[\"a\",\"b\"],\"price@currency\":\"EUR\",\"price\":\"1.5\"}]"));
  CHECK("news_publication_flattened",
        spanIs(recJson(p, SM_X_NEWS), "[{\"name\":\"N\",\"language\":\"en\",\"publication_date\":\"2024-01-01\",\"title\":\"H\"}]"));
  CHECK("alternates_hreflang_href",
        spanIs(recJson(p, SM_X_ALT), "[{\"hreflang\":\"de\",\"href\":\"https://a.com/de\"},{\"hreflang\":\"fr\",\"href\":\"https://a.com/fr\"}]"));
  CHECK("record_line_is_start_tag_line", sitemapRecordLine(p)==3);
  sitemapNextRecord(p, &r);
  CHECK("namespace_prefix_accepted_and_cdata_read", spanIs(r.loc, "https://a.com/c?x&y") && recJson(p, SM_X_IMAGE).z==NULL);
  sitemapNextRecord(p, &r);
  CHECK("element_names_case_sensitive", spanIs(r.loc, "https://a.com/lower"));
  sitemapNextRecord(p, &r);
  CHECK("mixed_kind_kept_with_own_kind", r.eKind==SM_KIND_SITEMAP && spanIs(r.loc, "https://a.com/s.xml"));
  CHECK("end_of_records", sitemapNextRecord(p, &r)==0);
  sitemapClose(p);
  CHECK("relative_loc_resolved_against_base_url",
        locIs("<urlset><url><loc>../b?q</loc></url></urlset>", "https://a.com/x/y/s.xml", 0, "https://a.com/x/b?q"));
  CHECK("relative_loc_kept_without_base", locIs("<urlset><url><loc>/b</loc></url></urlset>", NULL, 0, "/b"));
  CHECK("bom_and_space_before_xml_decl_skipped",
        countOf("\xEF\xBB\xBF \n<?xml version=\"1.0\"?><urlset><url><loc>https://a.com/</loc></url></urlset>")==1);
  CHECK("comments_pis_doctype_skipped",
        locIs("<!DOCTYPE urlset><urlset><!-- <url><loc>no</loc></url> --><?pi x?><url><loc>https://a.com/<!--c-->x</loc></url></urlset>",
              NULL, 0, "https://a.com/x"));
  CHECK("html_entity_decoded_in_loc", locIs("<urlset><url><loc>https://a.com/caf&eacute;</loc></url></urlset>", NULL, 0, "https://a.com/caf\xC3\xA9"));
  CHECK("bare_ampersand_kept_literally", locIs("<urlset><url><loc>https://a.com/?a=1&b=2</loc></url></urlset>", NULL, 0, "https://a.com/?a=1&b=2"));
  CHECK("invalid_utf8_becomes_fffd", locIs("<urlset><url><loc>https://a.com/\xFF</loc></url></urlset>", NULL, 0, "https://a.com/\xEF\xBF\xBD"));
}

static void testEntitiesAndBroken(void){
  const char *zLaughs =
    "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;\">"
    "<!ENTITY lol2 \"&lol1;&lol1;&lol1;&lol1;\"><!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>"
    "<urlset><url><loc>https://a.com/&lol2;</loc></url><url><loc>&xxe;</loc></url>"
    "<url><loc>https://a.com/ok</loc><lastmod>&lol2;</lastmod></url></urlset>";
  const char *zTrunc = "<urlset><url><loc>https://a.com/1</loc></url><url><loc>https://a.com/2</loc>"
                       "<lastmod>2024-01-01</lastmod><priority>0.";
  SitemapRecord r;
  char zLoc[1000];
  CHECK("user_entity_in_loc_drops_record", countOf(zLaughs)==1 && locIs(zLaughs, NULL, 0, "https://a.com/ok"));
  CHECK("user_entity_elsewhere_kept_literally",
        readAll(zLaughs, strlen(zLaughs), NULL, 0, NULL, &r, NULL)==1);
  CHECK("lint_entity_not_expanded", lintHasS(zLaughs, "entity-not-expanded"));
  CHECK("lint_entity_declaration", lintHasS(zLaughs, "entity-declaration"));
  CHECK("lint_doctype_skipped", lintHasS(zLaughs, "doctype-skipped"));
  CHECK("truncated_keeps_records_with_complete_loc",
        readAll(zTrunc, strlen(zTrunc), NULL, 1, zLoc, NULL, NULL)==2 && strcmp(zLoc, "https://a.com/2")==0);
  {
    SitemapReader *p = sitemapOpen(&coreLibcAlloc, zTrunc, strlen(zTrunc), 0, 0, 0);
    sitemapNextRecord(p, &r); sitemapNextRecord(p, &r);
    CHECK("truncated_last_record_has_complete_fields", spanIs(r.lastmod, "2024-01-01") && r.priority.z==NULL);
    sitemapClose(p);
  }
  CHECK("truncated_in_loc_drops_record", countOf("<urlset><url><loc>https://a.com/1</loc></url><url><loc>https://a")==1);
  CHECK("lint_truncated", lintHasS(zTrunc, "xml-truncated"));
  CHECK("mismatched_end_tag_recovers",
        countOf("<urlset><url><loc>https://a.com/1</loc></url><url><loc>https://a.com/2</loc></urlx></url>"
                "<url><loc>https://a.com/3</loc></url></urlset>")==3);
  CHECK("lint_not_well_formed",
        lintHasS("<urlset><url><loc>https://a.com/1</lox></url></urlset>", "xml-not-well-formed"));
  {
    /* 1,000,000 levels of nesting: no recursion, no crash. */
    size_t n = 1000000, i;
    char *z = malloc(n*7 + 100);
    size_t k = 0;
    k += (size_t)sprintf(z, "<urlset><url><loc>https://a.com/</loc>");
    for(i=0; i<n; i++){ memcpy(z+k, "<a>", 3); k += 3; }
    for(i=0; i<n; i++){ memcpy(z+k, "</a>", 4); k += 4; }
    k += (size_t)sprintf(z+k, "</url></urlset>");
    CHECK("any_nesting_depth_without_recursion", readAll(z, k, NULL, -1, NULL, NULL, NULL)==1);
    CHECK("lint_deep_nesting", lintHas(z, k, NULL, "deep-nesting"));
    free(z);
  }
}

static void testEncodings(void){
  /* "<urlset><url><loc>https://a.com/é</loc></url></urlset>" in UTF-16. */
  const char *zSrc = "<urlset><url><loc>https://a.com/\xE9\x20\x01\xD8</loc></url></urlset>";
  char le[200], be[200], z[200];
  size_t i, n = strlen(zSrc), m = 0;
  unsigned cps[100];
  size_t nCp = 0;
  for(i=0; i<n; i++){
    unsigned char c = (unsigned char)zSrc[i];
    if( c==0xE9 ){ cps[nCp++] = 0xE9; continue; }
    if( c==0x01 ){ cps[nCp++] = 0x1F600; i++; continue; }   /* emoji: surrogate pair */
    cps[nCp++] = c;
  }
  le[0] = (char)0xFF; le[1] = (char)0xFE; be[0] = (char)0xFE; be[1] = (char)0xFF; m = 2;
  for(i=0; i<nCp; i++){
    unsigned u[2]; int k, nu = 1;
    if( cps[i]>=0x10000 ){ u[0] = 0xD800 + ((cps[i]-0x10000)>>10); u[1] = 0xDC00 + ((cps[i]-0x10000)&0x3FF); nu = 2; }
    else u[0] = cps[i];
    for(k=0; k<nu; k++){
      le[m] = (char)(u[k]&0xFF); le[m+1] = (char)(u[k]>>8);
      be[m] = (char)(u[k]>>8); be[m+1] = (char)(u[k]&0xFF);
      m += 2;
    }
  }
  readAll(le, m, NULL, 0, z, NULL, NULL);
  CHECK("utf16le_bom_transcoded", strcmp(z, "https://a.com/\xC3\xA9 \xF0\x9F\x98\x80")==0);
  readAll(be, m, NULL, 0, z, NULL, NULL);
  CHECK("utf16be_bom_transcoded", strcmp(z, "https://a.com/\xC3\xA9 \xF0\x9F\x98\x80")==0);
  readAll(le+2, m-2, NULL, 0, z, NULL, NULL);
  CHECK("utf16le_detected_without_bom", strcmp(z, "https://a.com/\xC3\xA9 \xF0\x9F\x98\x80")==0);
  CHECK("lint_encoding_not_utf8", lintHas(le, m, NULL, "encoding-not-utf8"));
  {
    const char *zL = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><urlset><url><loc>https://a.com/caf\xE9</loc></url></urlset>";
    CHECK("latin1_declared_transcoded", locIs(zL, NULL, 0, "https://a.com/caf\xC3\xA9"));
    CHECK("lint_latin1_reported", lintHasS(zL, "encoding-not-utf8"));
  }
  CHECK("lint_invalid_utf8", lintHasS("<urlset><url><loc>https://a.com/\xC3</loc></url></urlset>", "invalid-utf8"));
}

static void testGzip(void){
  size_t n, ng, ng2, i;
  char *z = genUrlset(20000, &n);          /* ~2 MB: many window refills */
  char *g = gz(z, n, &ng), *g2 = gz(g, ng, &ng2);
  char zA[1000], zB[1000];
  int nPlain = readAll(z, n, NULL, 19999, zA, NULL, NULL);
  CHECK("gzip_detected_by_magic_and_read_whole", readAll(g, ng, NULL, 19999, zB, NULL, NULL)==nPlain
        && nPlain==20000 && strcmp(zA, zB)==0);
  CHECK("gzip_double_inflated_again", readAll(g2, ng2, NULL, 19999, zB, NULL, NULL)==20000 && strcmp(zA, zB)==0);
  CHECK("lint_gzip_nested", lintHas(g2, ng2, NULL, "gzip-nested"));
  {
    /* Records cut at every window boundary read the same: compare each loc. */
    SitemapReader *p = sitemapOpen(&coreLibcAlloc, z, n, 0, 0, 0);
    SitemapReader *q = sitemapOpen(&coreLibcAlloc, g, ng, 0, 0, 0);
    SitemapRecord a, b;
    int same = 1, nRec = 0;
    while( sitemapNextRecord(p, &a)==1 ){
      int64_t la = sitemapRecordLine(p);
      if( sitemapNextRecord(q, &b)!=1 || a.loc.n!=b.loc.n || memcmp(a.loc.z, b.loc.z, a.loc.n)
       || la!=sitemapRecordLine(q) || !spanIs(b.lastmod, "") ^ 1 ) { same = 0; break; }
      if( b.lastmod.n!=10 ){ same = 0; break; }
      nRec++;
    }
    CHECK("gzip_records_split_across_chunks_unchanged_with_lines", same && nRec==20000);
    sitemapClose(p); sitemapClose(q);
  }
  {
    /* multi-member with trailing garbage */
    size_t h = n/2, n1, n2;
    char *m1 = gz(z, h, &n1), *m2 = gz(z+h, n-h, &n2);
    char *mm = malloc(n1+n2+10);
    memcpy(mm, m1, n1); memcpy(mm+n1, m2, n2); memcpy(mm+n1+n2, "\0\0garbage", 10);
    CHECK("gzip_multi_member_read_whole", readAll(mm, n1+n2+10, NULL, -1, NULL, NULL, NULL)==20000);
    CHECK("lint_gzip_multi_member", lintHas(mm, n1+n2+10, NULL, "gzip-multi-member"));
    CHECK("lint_gzip_trailing_garbage", lintHas(mm, n1+n2+10, NULL, "gzip-trailing-garbage"));
    free(m1); free(m2); free(mm);
  }
  {
    /* A wrong CRC-32: lint checks it and says so; sitemap_entries skips
    ** the check (it could not report it) and yields every record. */
    char *bad = malloc(ng);
    memcpy(bad, g, ng);
    bad[ng-8] ^= 0x55;
    CHECK("gzip_bad_crc_records_all_read", readAll(bad, ng, NULL, -1, NULL, NULL, NULL)==20000);
    CHECK("lint_gzip_bad_crc_corrupt", lintHas(bad, ng, NULL, "gzip-corrupt"));
    CHECK("lint_gzip_good_crc_not_corrupt", !lintHas(g, ng, NULL, "gzip-corrupt"));
    free(bad);
  }
  {
    int k = readAll(g, ng/2, NULL, -1, NULL, NULL, NULL);
    CHECK("gzip_truncated_read_as_far_as_it_goes", k>1000 && k<20000);
    CHECK("lint_gzip_truncated", lintHas(g, ng/2, NULL, "gzip-truncated"));
  }
  {
    /* a loc bigger than the window: the window grows */
    size_t nBig = 700000;
    char *zb = malloc(nBig + 100), *gb;
    size_t k = (size_t)sprintf(zb, "<urlset><url><loc>https://a.com/"), ngb;
    memset(zb+k, 'x', nBig); k += nBig;
    k += (size_t)sprintf(zb+k, "</loc></url></urlset>");
    gb = gz(zb, k, &ngb);
    readAll(gb, ngb, NULL, 0, NULL, NULL, NULL);
    {
      SitemapReader *p = sitemapOpen(&coreLibcAlloc, gb, ngb, 0, 0, 0);
      SitemapRecord r;
      CHECK("record_larger_than_window", sitemapNextRecord(p, &r)==1 && r.loc.n==nBig+14);
      sitemapClose(p);
    }
    free(zb); free(gb);
  }
  {
    /* A gzip bomb: 200 MiB of spaces inside a urlset stops at 100 MiB. */
    size_t nBomb = (size_t)200<<20, done = 0, cap = 1<<20;
    char *chunk = malloc(cap), *out = malloc(cap);
    CoreBuf b;
    z_stream s;
    SitemapReader *p;
    SitemapRecord r;
    int nRec;
    memset(chunk, ' ', cap);
    coreBufInit(&b, &coreLibcAlloc);
    memset(&s, 0, sizeof(s));
    deflateInit2(&s, 9, Z_DEFLATED, 16+MAX_WBITS, 9, Z_DEFAULT_STRATEGY);
    s.next_in = (Bytef*)"<urlset><url><loc>https://a.com/</loc></url>"; s.avail_in = 45;
    while( done<=nBomb ){
      int fin = done==nBomb;
      if( s.avail_in==0 && !fin ){ s.next_in = (Bytef*)chunk; s.avail_in = (uInt)cap; done += cap; }
      else if( s.avail_in==0 ) done++;
      s.next_out = (Bytef*)out; s.avail_out = (uInt)cap;
      deflate(&s, fin && s.avail_in==0 ? Z_FINISH : Z_NO_FLUSH);
      coreBufAppend(&b, out, cap - s.avail_out);
    }
    deflateEnd(&s);
    nCur = nPeak = 0;
    p = sitemapOpen(&countAlloc, b.z, b.n, 0, 0, 1);
    nRec = 0;
    while( sitemapNextRecord(p, &r)==1 && r.eKind!=SM_KIND_TRUNCATED ) nRec++;
    CHECK("gzip_bomb_stops_at_100_mib", nRec==1 && sitemapBytes(p)==((uint64_t)100<<20));
    CHECK("cut_marker_is_a_record_of_its_own_kind",
          r.eKind==SM_KIND_TRUNCATED && spanIs(r.loc, "inflated-size-cap")
          && r.iEntry==0 && r.lastmod.z==NULL && r.changefreq.z==NULL
          && !r.hasPriority && recJson(p, SM_X_IMAGE).z==NULL
          && sitemapRecordLine(p)==1 && sitemapNextRecord(p, &r)==0
          && strcmp(sitemapKindName(SM_KIND_TRUNCATED), "truncated")==0);
    CHECK("gzip_bomb_memory_bounded", nPeak < ((size_t)4<<20));
    sitemapClose(p);
    CHECK("lint_inflated_size_cap", lintHas(b.z, b.n, NULL, "inflated-size-cap"));
    CHECK("lint_too_large", lintHas(b.z, b.n, NULL, "too-large"));
    coreBufFree(&b); free(chunk); free(out);
  }
  for(i=0; i<2; i++){
    /* memory does not grow with the number of entries */
    size_t nSmall, nBig, gs, gbg, peakSmall, peakBig;
    char *zs = genUrlset(2000, &nSmall), *zbig = genUrlset(60000, &nBig);
    char *gsm = gz(zs, nSmall, &gs), *gbig = gz(zbig, nBig, &gbg);
    SitemapReader *p;
    SitemapRecord r;
    nCur = nPeak = 0;
    p = sitemapOpen(&countAlloc, i ? gsm : zs, i ? gs : nSmall, 0, 0, 0);
    while( sitemapNextRecord(p, &r)==1 ){}
    sitemapClose(p);
    peakSmall = nPeak;
    nCur = nPeak = 0;
    p = sitemapOpen(&countAlloc, i ? gbig : zbig, i ? gbg : nBig, 0, 0, 0);
    while( sitemapNextRecord(p, &r)==1 ){}
    sitemapClose(p);
    peakBig = nPeak;
    CHECK(i ? "streaming_memory_flat_gzip" : "streaming_memory_flat_plain",
          peakBig <= peakSmall + 1024 && peakBig < ((size_t)1<<20));
    free(zs); free(zbig); free(gsm); free(gbig);
  }
  free(z); free(g); free(g2);
}

static void testLint(void){
  size_t n;
  char *z = genUrlset(100, &n);
  const char *zBad =
    "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\">"
    "<url><loc>/relative</loc><lastmod>2024-13-01</lastmod><changefreq>Daily</changefreq><priority>1.5</priority></url>"
    "<url><loc>ftp://a.com/x</loc></url><url><loc>https://a.com/a b</loc></url>"
    "<url><loc>https://a.com/d</loc></url><url><loc>https://a.com/d</loc></url>"
    "<url><lastmod>2024</lastmod></url><sitemap><loc>https://a.com/s.xml</loc></sitemap></urlset>";
  const char *zIdx = "<sitemapindex " NS "><sitemap><loc>https://a.com/sitemap_index.xml</loc></sitemap>"
                     "<sitemap><loc>https://a.com/dir/idx.xml</loc></sitemap></sitemapindex>";
  CHECK("lint_valid_sitemap_has_no_errors", lintErrors(z, n, "https://example.com/sitemap.xml")==0);
  CHECK("lint_namespace_wrong", lintHasS(zBad, "namespace-wrong"));
  CHECK("lint_namespace_missing", lintHasS("<urlset><url><loc>https://a.com/</loc></url></urlset>", "namespace-missing"));
  CHECK("lint_loc_relative", lintHasS(zBad, "loc-relative"));
  CHECK("lint_loc_not_http", lintHasS(zBad, "loc-not-http"));
  CHECK("lint_loc_not_escaped", lintHasS(zBad, "loc-not-escaped"));
  CHECK("lint_lastmod_invalid", lintHasS(zBad, "lastmod-invalid"));
  CHECK("lint_changefreq_case_sensitive", lintHasS(zBad, "changefreq-invalid"));
  CHECK("lint_priority_out_of_range", lintHasS(zBad, "priority-invalid"));
  CHECK("lint_duplicate_loc", lintHasS(zBad, "duplicate-loc"));
  CHECK("lint_loc_missing", lintHasS(zBad, "loc-missing"));
  CHECK("lint_mixed_kinds", lintHasS(zBad, "mixed-kinds"));
  CHECK("lint_index_lists_index", lintHasS(zIdx, "index-lists-index"));
  CHECK("lint_index_lists_itself", lintHas(zIdx, strlen(zIdx), "https://a.com/dir/idx.xml", "index-lists-itself"));
  /* Found by fuzz_sql: an empty <loc> in an index linted without a sitemap
  ** URL was reported as the index listing itself (and compared a NULL). */
  CHECK("lint_empty_loc_without_sitemap_url_not_itself",
        !lintHasS("<sitemapindex><sitemap><loc></loc></sitemap></sitemapindex>",
                  "index-lists-itself"));
  CHECK("lint_loc_out_of_scope", lintHas(zIdx, strlen(zIdx), "https://a.com/dir/idx.xml", "loc-out-of-scope"));
  CHECK("lint_not_a_sitemap", lintHasS("<html></html>", "not-a-sitemap"));
  CHECK("lint_unescaped_ampersand", lintHasS("<urlset><url><loc>https://a.com/?a&b</loc></url></urlset>", "unescaped-ampersand"));
  CHECK("lint_xml_decl_not_first", lintHasS("  <?xml version=\"1.0\"?><urlset/>", "xml-declaration-not-first"));
  {
    CoreBuf b;
    char zL[3000];
    memset(zL, 'a', sizeof(zL)); zL[sizeof(zL)-1] = 0;
    coreBufInit(&b, &coreLibcAlloc);
    coreBufAppend(&b, "<urlset><url><loc>https://a.com/", 32);
    coreBufAppend(&b, zL, 2100);
    coreBufAppend(&b, "</loc></url></urlset>", 21);
    CHECK("lint_loc_too_long", lintHas(b.z, b.n, NULL, "loc-too-long"));
    coreBufFree(&b);
  }
  free(z);
  z = genUrlset(50001, &n);
  CHECK("lint_too_many_entries", lintHas(z, n, NULL, "too-many-entries"));
  free(z);
  z = genUrlset(50000, &n);
  CHECK("lint_50000_entries_allowed", !lintHas(z, n, NULL, "too-many-entries"));
  free(z);
}

/* Every distinct Sitemap: URL of the robots.txt corpus survives a round-trip
** through an escaped urlset. */
static void testCorpusRoundTrip(void){
  const char *zData = getenv("ROBOTS_DATA");
  char zDir[4096];
  DIR *d;
  struct dirent *e;
  CoreBuf doc, urls;
  size_t nUrl = 0, nBad = 0, i, k;
  SitemapReader *p;
  SitemapRecord r;
  snprintf(zDir, sizeof(zDir), "%s/robots_corpus", zData ? zData : "../shared/data");
  d = opendir(zDir);
  if( d==NULL ){ checkSkip("roundtrip_corpus_sitemap_urls", "no $ROBOTS_DATA/robots_corpus"); return; }
  coreBufInit(&doc, &coreLibcAlloc);
  coreBufInit(&urls, &coreLibcAlloc);
  coreBufAppend(&doc, "<urlset " NS ">", 8+strlen(NS));
  while( (e = readdir(d))!=NULL ){
    char zPath[8192];
    FILE *f;
    char zLine[4096];
    if( strstr(e->d_name, ".txt")==NULL ) continue;
    snprintf(zPath, sizeof(zPath), "%s/%s", zDir, e->d_name);
    f = fopen(zPath, "rb");
    if( f==NULL ) continue;
    while( fgets(zLine, sizeof(zLine), f) ){
      Span s = { zLine, strlen(zLine) };
      if( !coreStartsWithNoCase(zLine, s.n, "sitemap:") ) continue;
      s.z += 8; s.n -= 8;
      s = coreTrim(s);
      if( s.n==0 ) continue;
      for(k=0; k<s.n && (unsigned char)s.z[k]>=0x20 && s.z[k]!='#'; k++){}
      if( k<s.n ) continue;                /* comments, control bytes */
      for(k=0; k<s.n; ){ size_t l = coreUtf8Len((const unsigned char*)s.z+k, s.n-k); if( !l ) break; k += l; }
      if( k<s.n ) continue;                /* invalid UTF-8 is changed on purpose */
      if( (unsigned char)s.z[0]>=0x80 || (unsigned char)s.z[s.n-1]>=0x80 ){
        continue;                          /* so is Unicode white space */
      }
      coreBufAppend(&urls, s.z, s.n); coreBufAppendByte(&urls, '\n');
      coreBufAppend(&doc, "<url><loc>", 10);
      for(k=0; k<s.n; k++){
        switch( s.z[k] ){
          case '&': coreBufAppend(&doc, "&amp;", 5); break;
          case '<': coreBufAppend(&doc, "&lt;", 4); break;
          case '>': coreBufAppend(&doc, "&gt;", 4); break;
          default: coreBufAppendByte(&doc, s.z[k]);
        }
      }
      coreBufAppend(&doc, "</loc></url>\n", 13);
      nUrl++;
    }
    fclose(f);
  }
  closedir(d);
  coreBufAppend(&doc, "</urlset>", 9);
  p = sitemapOpen(&coreLibcAlloc, doc.z, doc.n, 0, 0, 0);
  for(i=0, k=0; i<nUrl; i++){
    const char *zEnd = memchr(urls.z+k, '\n', urls.n-k);
    size_t len = (size_t)(zEnd - (urls.z+k));
    if( sitemapNextRecord(p, &r)!=1 || r.loc.n!=len || memcmp(r.loc.z, urls.z+k, len) ){
      if( nBad++<3 ) printf("# roundtrip differs: %.*s\n", (int)len, urls.z+k);
    }
    k += len+1;
  }
  printf("# %d Sitemap: URLs round-tripped\n", (int)nUrl);
  CHECK("roundtrip_corpus_sitemap_urls", nUrl>100 && nBad==0 && sitemapNextRecord(p, &r)==0);
  sitemapClose(p);
  coreBufFree(&doc); coreBufFree(&urls);
}

/* ---- the fast path for flat records agrees with the general one -------- */

/* Pieces of generated records: each either flat (read by the fast path) or
** not (the fast path gives up on it). */
static const char *const azPiece[] = {
  "<loc>https://a.com/x</loc>", "<loc> https://a.com/sp </loc>",
  "<loc>https://a.com/?a=1&amp;b=&#50;&#x41;</loc>", "<loc>https://a.com/&</loc>",
  "<loc>https://a.com/&nbsp;&eacute;</loc>", "<loc>https://a.com/&foo;</loc>",
  "<loc>https://a.com/\xff\xfe</loc>", "<loc></loc>", "<loc>\n</loc>",
  "<loc/>", "<loc a=\"1\">https://a.com/attr</loc>", "<loc>https://a.com/m</lco>",
  "<loc><![CDATA[https://a.com/cdata&]]></loc>", "<loc>a<!-- c -->b</loc>",
  "<ns0:loc>https://a.com/prefixed</ns0:loc>", "<LOC>https://a.com/upper</LOC>",
  "<lastmod>2024-01-01</lastmod>", "<lastmod> 2024-13-45 </lastmod>",
  "<changefreq>Weekly</changefreq>", "<changefreq>sometimes</changefreq>",
  "<priority>0.8</priority>", "<priority>2</priority>", "<priority/>",
  "<image:image><image:loc>https://a.com/1.jpg</image:loc>"
    "<image:caption>A &amp; B</image:caption></image:image>",
  "<image:image>\n  <image:loc>https://a.com/2.jpg</image:loc>\n</image:image>",
  "<image:image><image:loc>x</image:loc><image:loc>y\xc3</image:loc></image:image>",
  "<image:image></image:image>", "<image:image><image:loc/></image:image>",
  "<video:video><video:title>T</video:title><video:tag>a</video:tag>"
    "<video:tag>b</video:tag></video:video>",
  "<video:video><video:price currency=\"EUR\">1</video:price></video:video>",
  "<news:news><news:title>H &lt;1&gt;</news:title></news:news>",
  "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.com/de\"/>",
  "<foo>bar</foo>", "<x:y>z &amp; w</x:y>", "<foo><bar>x</bar></foo>",
  "junk text", "\n", "  \t", "\r\n", "<?pi x?>", "< loc>", "&amp;",
};
#define N_PIECE (int)(sizeof(azPiece)/sizeof(azPiece[0]))

/* A urlset (or RSS feed) of nRec random records; with bGeneral each start
** tag has a space before '>' and each record starts with a comment, which
** sends every record down the general path. */
static char *genMixed(uint64_t seed, int nRec, int bRss, int bGeneral,
                      size_t *pn){
  CoreBuf b;
  int i, k;
  coreBufInit(&b, &coreLibcAlloc);
  coreBufAppend(&b, bRss ? "<rss><channel>\n" : "<urlset " NS ">\n",
                bRss ? 15 : strlen("<urlset " NS ">\n"));
  for(i=0; i<nRec; i++){
    int nChild;
    const char *zTag = bRss ? "item" : (seed>>7)%5==0 ? "ns:url" : "url";
    seed = seed*6364136223846793005ull + 1442695040888963407ull;
    nChild = (int)((seed>>33)%7);
    coreBufAppendByte(&b, '<');
    coreBufAppend(&b, zTag, strlen(zTag));
    coreBufAppend(&b, bGeneral ? " ><!---->" : ">", bGeneral ? 9 : 1);
    if( bRss ){
      static const char *const azRss[] = {
        "<link>https://a.com/r</link>", "<pubDate>Mon, 01 Jan 2024</pubDate>",
        "<title>t</title>", "\n  ", "<link> https://a.com/&amp;r </link>"
      };
      for(k=0; k<nChild; k++){
        const char *z = azRss[(seed>>(3*k+1))%5];
        coreBufAppend(&b, z, strlen(z));
      }
    }else{
      for(k=0; k<nChild; k++){
        const char *z;
        seed = seed*6364136223846793005ull + 1442695040888963407ull;
        z = azPiece[(seed>>35)%N_PIECE];
        coreBufAppend(&b, z, strlen(z));
        if( (seed>>20)%3==0 ) coreBufAppend(&b, "\n  ", 3);
      }
    }
    coreBufAppend(&b, "</", 2);
    coreBufAppend(&b, zTag, strlen(zTag));
    coreBufAppend(&b, ">\n", 2);
    if( (seed>>40)%4==0 ){                /* text between records */
      static const char *const azJunk[] = { " junk ", "&amp;", "]]>", "\r\n" };
      const char *zJ = azJunk[(seed>>42)%4];
      coreBufAppend(&b, zJ, strlen(zJ));
    }
  }
  coreBufAppend(&b, bRss ? "</channel></rss>\n" : "</urlset>\n",
                bRss ? 17 : 10);
  *pn = b.n;
  return b.z;
}

/* Append every record and problem that reading z[0..n) yields to pOut. */
static void dumpAll(const char *z, size_t n, int bLint, CoreBuf *pOut){
  SitemapReader *p = sitemapOpen(&coreLibcAlloc, z, n, 0, 0, bLint);
  SitemapRecord r;
  SitemapProblem pr;
  char zNum[80];
  int k, rc;
  while( (rc = sitemapNextRecord(p, &r))==1 ){
    Span a[4];
    a[0] = r.loc; a[1] = r.lastmod; a[2] = r.changefreq; a[3] = r.priority;
    snprintf(zNum, sizeof(zNum), "R %d %lld %lld|", r.eKind,
             (long long)r.iEntry, (long long)sitemapRecordLine(p));
    coreBufAppend(pOut, zNum, strlen(zNum));
    for(k=0; k<4; k++){
      coreBufAppend(pOut, a[k].z ? a[k].z : "(null)", a[k].z ? a[k].n : 6);
      coreBufAppendByte(pOut, '|');
    }
    for(k=0; k<4; k++){
      Span j = recJson(p, SM_X_IMAGE + k);
      coreBufAppend(pOut, j.z ? j.z : "(null)", j.z ? j.n : 6);
      coreBufAppendByte(pOut, '|');
    }
    coreBufAppendByte(pOut, '\n');
    while( sitemapNextProblem(p, &pr) ){
      snprintf(zNum, sizeof(zNum), "P %d %lld %lld ", pr.eCode,
               (long long)pr.iEntry, (long long)pr.iLine);
      coreBufAppend(pOut, zNum, strlen(zNum));
      coreBufAppend(pOut, pr.detail.z, pr.detail.n);
      coreBufAppendByte(pOut, '\n');
    }
  }
  while( sitemapNextProblem(p, &pr) ){
    snprintf(zNum, sizeof(zNum), "P %d %lld %lld\n", pr.eCode,
             (long long)pr.iEntry, (long long)pr.iLine);
    coreBufAppend(pOut, zNum, strlen(zNum));
  }
  snprintf(zNum, sizeof(zNum), "END %d\n", rc);
  coreBufAppend(pOut, zNum, strlen(zNum));
  sitemapClose(p);
}

/* 1 if reading a and b gives the same records and problems; problems that
** the comment itself causes cannot occur (a comment is well-formed). */
static int sameReading(const char *a, size_t na, const char *b, size_t nb,
                       int bLint){
  CoreBuf x, y;
  int same;
  coreBufInit(&x, &coreLibcAlloc);
  coreBufInit(&y, &coreLibcAlloc);
  dumpAll(a, na, bLint, &x);
  dumpAll(b, nb, bLint, &y);
  same = x.n==y.n && memcmp(x.z, y.z, x.n)==0;
  if( !same ){
    size_t i = 0;
    while( i<x.n && i<y.n && x.z[i]==y.z[i] ) i++;
    while( i>0 && x.z[i-1]!='\n' ) i--;
    fprintf(stderr, "# fast:    %.200s\n# general: %.200s\n", x.z+i, y.z+i);
  }
  coreBufFree(&x);
  coreBufFree(&y);
  return same;
}

static void testFastPathAgrees(void){
  int s, bLint, bRss, nBad = 0, nBadGz = 0;
  for(s=1; s<=300; s++){
    for(bRss=0; bRss<2; bRss++){
      size_t na, nb;
      char *a = genMixed((uint64_t)s*7919u, 40, bRss, 0, &na);
      char *b = genMixed((uint64_t)s*7919u, 40, bRss, 1, &nb);
      for(bLint=0; bLint<2; bLint++){
        if( !sameReading(a, na, b, nb, bLint) ) nBad++;
      }
      free(a); free(b);
    }
  }
  CHECK("flat_record_fast_path_same_as_general_path", nBad==0);
  {
    /* An extension child whose key and value are both empty (fuzzer). */
    static const char z[] = "<urlset><url><loc>https://a.com/</loc><image:image>"
      "<image:></image:></image:image></url><url><loc>https://a.com/2</loc>"
      "<image:image><!----><image:></image:></image:image></url></urlset>";
    SitemapReader *p = sitemapOpen(&coreLibcAlloc, z, sizeof(z)-1, 0, 0, 0);
    SitemapRecord r;
    int ok = sitemapNextRecord(p, &r)==1
          && spanIs(recJson(p, SM_X_IMAGE), "[{\"\":\"\"}]")
          && sitemapNextRecord(p, &r)==1
          && spanIs(recJson(p, SM_X_IMAGE), "[{\"\":\"\"}]");
    CHECK("extension_empty_key_and_value", ok);
    sitemapClose(p);
  }
  /* Large enough that records are cut by the gzip window and re-read. */
  for(s=1; s<=2; s++){
    size_t na, nb, ng;
    char *a = genMixed((uint64_t)s*104729u, 12000, 0, 0, &na);
    char *b = genMixed((uint64_t)s*104729u, 12000, 0, 1, &nb);
    char *g = gz(a, na, &ng);
    for(bLint=0; bLint<2; bLint++){
      if( !sameReading(a, na, b, nb, bLint) ) nBad++;
      if( !sameReading(g, ng, a, na, bLint) ) nBadGz++;
    }
    free(a); free(b); free(g);
  }
  CHECK("flat_record_fast_path_same_across_window_refills", nBad==0);
  CHECK("gzip_reads_like_plain_with_fast_path", nBadGz==0);
}

/* The fields a binding copies are normalised by the reader: priority's
** value as strtod reads the decimal, changefreq in lower case; a text
** document cut by a line over SM_RECORD_MAX ends with the cut marker. */
static void testReaderNormalises(void){
  static const char *const az[] = {
    "0.8", "0.85", "1", "1.000", "-0.0", "+0.5", "0.123456789012345",
    "0.1234567890123456789", "000000000000000.3", "0.", ".5", "123456789012345"
  };
  uint64_t seed = 7;
  int i, nBad = 0;
  for(i=0; i<(int)(sizeof(az)/sizeof(az[0])); i++){
    double r = -1;
    Span s = { az[i], strlen(az[i]) };
    if( !sitemapPriorityValue(s, &r) || r!=strtod(az[i], NULL) ) nBad++;
  }
  for(i=0; i<100000; i++){
    char z[40];
    double r;
    int nInt, nFrac;
    seed = seed*6364136223846793005ULL + 1442695040888963407ULL;
    nInt = (int)(seed>>60)%3;
    nFrac = 1 + (int)((seed>>40)%17);
    snprintf(z, sizeof(z), "%.*s.%0*llu", nInt, "10", nFrac,
             (unsigned long long)((seed>>8) % 100000000000000000ULL));
    z[nInt + 1 + nFrac] = 0;
    if( !sitemapPriorityValue((Span){ z, strlen(z) }, &r)
     || r!=strtod(z, NULL) ) nBad++;
  }
  CHECK("priority_value_is_strtod_of_the_decimal", nBad==0);
  {
    size_t n = ((size_t)16<<20) + 100;
    char *z = malloc(n + 40);
    SitemapReader *p;
    SitemapRecord r;
    int nUrl = 0;
    memcpy(z, "https://a.com/1\nhttps://a.com/", 31);
    memset(z + 31, 'x', n - 31);
    p = sitemapOpen(&coreLibcAlloc, z, n, 0, 0, 0);
    while( sitemapNextRecord(p, &r)==1 && r.eKind==SM_KIND_URL ) nUrl++;
    CHECK("cut_marker_record_too_large_text", nUrl==1
          && r.eKind==SM_KIND_TRUNCATED && spanIs(r.loc, "record-too-large")
          && sitemapRecordLine(p)==2 && sitemapNextRecord(p, &r)==0);
    sitemapClose(p);
    free(z);
  }
}

int main(void){
  testFormats();
  testFields();
  testEntitiesAndBroken();
  testEncodings();
  testGzip();
  testLint();
  testCorpusRoundTrip();
  testFastPathAgrees();
  testReaderNormalises();
  CHECK_DONE();
}
