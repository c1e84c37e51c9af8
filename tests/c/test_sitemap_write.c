/*
** test_sitemap_write.c: C-level tests of the sitemap writer core
** (ext/sitemap_write.c): escaping, the record checks, exact record sizes,
** priority formatting and gzip output.
*/
#include "check.h"
#include "sitemap/sitemap_write.h"

#include <math.h>
#include <stdlib.h>
#include <zlib.h>

/* A record with only loc set (NUL-terminated test strings). */
static SitemapOutRecord recLoc(const char *zLoc){
  SitemapOutRecord r;
  memset(&r, 0, sizeof(r));
  r.loc.z = zLoc;
  r.loc.n = zLoc ? strlen(zLoc) : 0;
  return r;
}

/* Check of a loc alone. */
static SitemapError checkLoc(const char *zLoc, size_t n){
  SitemapOutRecord r;
  memset(&r, 0, sizeof(r));
  r.loc.z = zLoc;
  r.loc.n = n;
  return sitemapCheckRecord(SITEMAP_URLSET, &r, NULL);
}

/* 1 if buffer b holds exactly the NUL-terminated zWant. */
static int bufIs(const CoreBuf *b, const char *zWant){
  return b->n==strlen(zWant) && memcmp(b->z, zWant, b->n)==0;
}

static void testEscape(void){
  CoreBuf b;
  const char *zIn = "a&b<c>d\"e'f\xc3\xa9";
  coreBufInit(&b, &coreLibcAlloc);
  sitemapEscape(&b, zIn, strlen(zIn));
  CHECK("escape_five_predefined_entities",
        bufIs(&b, "a&amp;b&lt;c&gt;d&quot;e&apos;f\xc3\xa9"));
  CHECK("escaped_bytes_counts_what_escape_writes",
        sitemapEscapedBytes(zIn, strlen(zIn))==b.n);
  b.n = 0;
  sitemapEscape(&b, "plain", 5);
  CHECK("escape_leaves_plain_text", bufIs(&b, "plain"));
  coreBufFree(&b);
}

static void testLocChecks(void){
  static char zLong[2100];
  static char zMulti[2*2048 + 40];
  size_t i, n;
  CHECK("loc_https_accepted", checkLoc("https://example.com/a", 21)==0);
  CHECK("loc_http_uppercase_scheme_accepted",
        checkLoc("HTTP://example.com/", 19)==0);
  CHECK("loc_relative_refused", checkLoc("/a/b", 4)==SITEMAP_ERR_LOC_RELATIVE);
  CHECK("loc_ftp_refused",
        checkLoc("ftp://example.com/", 18)==SITEMAP_ERR_LOC_RELATIVE);
  CHECK("loc_without_host_refused",
        checkLoc("https:///a", 10)==SITEMAP_ERR_LOC_RELATIVE);
  CHECK("loc_scheme_only_refused",
        checkLoc("http://", 7)==SITEMAP_ERR_LOC_RELATIVE);
  CHECK("loc_empty_refused", checkLoc("", 0)==SITEMAP_ERR_LOC_MISSING);
  CHECK("loc_null_refused", checkLoc(NULL, 0)==SITEMAP_ERR_LOC_MISSING);
  CHECK("loc_space_refused",
        checkLoc("https://e.com/a b", 17)==SITEMAP_ERR_LOC_SPACE);
  CHECK("loc_newline_refused",
        checkLoc("https://e.com/a\n", 16)==SITEMAP_ERR_LOC_SPACE);
  CHECK("loc_nul_byte_refused",
        checkLoc("https://e.com/a\0b", 17)==SITEMAP_ERR_LOC_SPACE);
  CHECK("loc_raw_less_than_refused",
        checkLoc("https://e.com/<a>", 17)==SITEMAP_ERR_LOC_NOT_ESCAPED);
  CHECK("loc_raw_double_quote_refused",
        checkLoc("https://e.com/\"a\"", 17)==SITEMAP_ERR_LOC_NOT_ESCAPED);
  CHECK("loc_raw_pipe_and_braces_refused",
        checkLoc("https://e.com/{a|b}", 19)==SITEMAP_ERR_LOC_NOT_ESCAPED);
  CHECK("loc_stray_percent_refused",
        checkLoc("https://e.com/100%", 18)==SITEMAP_ERR_LOC_NOT_ESCAPED);
  CHECK("loc_percent_escape_accepted", checkLoc("https://e.com/%C3%A9", 20)==0);
  CHECK("loc_ampersand_and_apostrophe_accepted",
        checkLoc("https://e.com/?a=1&b='x'", 24)==0);
  CHECK("loc_bad_port_refused",
        checkLoc("https://e.com:x/", 16)==SITEMAP_ERR_LOC_RELATIVE);
  CHECK("loc_with_port_accepted", checkLoc("https://e.com:8080/", 19)==0);
  CHECK("loc_invalid_utf8_refused",
        checkLoc("https://e.com/\xff", 15)==SITEMAP_ERR_UTF8);
  CHECK("loc_truncated_utf8_refused",
        checkLoc("https://e.com/\xc3", 15)==SITEMAP_ERR_UTF8);
  CHECK("loc_noncharacter_fffe_refused",
        checkLoc("https://e.com/\xef\xbf\xbe", 17)==SITEMAP_ERR_XML_CHAR);
  CHECK("loc_astral_character_accepted",
        checkLoc("https://e.com/\xf0\x9f\x98\x80", 18)==0);
  memcpy(zLong, "https://e.com/", 14);
  for(i=14; i<sizeof(zLong); i++) zLong[i] = 'a';
  CHECK("loc_of_2048_characters_accepted", checkLoc(zLong, 2048)==0);
  CHECK("loc_of_2049_characters_refused",
        checkLoc(zLong, 2049)==SITEMAP_ERR_LOC_LONG);
  /* characters, not bytes: 2,048 two-byte characters are accepted */
  memcpy(zMulti, "https://e.com/", 14);
  n = 14;
  for(i=14; i<2048; i++){ zMulti[n++] = '\xc3'; zMulti[n++] = '\xa9'; }
  CHECK("loc_length_counts_characters_not_bytes", checkLoc(zMulti, n)==0);
  zMulti[n++] = 'x';
  CHECK("loc_length_counts_characters_over",
        checkLoc(zMulti, n)==SITEMAP_ERR_LOC_LONG);
}

static void testFieldChecks(void){
  SitemapOutRecord r = recLoc("https://e.com/");
  const char *zField = NULL;
  r.lastmod.z = "2024-02-30"; r.lastmod.n = 10;
  CHECK("lastmod_invalid_day_refused",
        sitemapCheckRecord(SITEMAP_URLSET, &r, &zField)==SITEMAP_ERR_LASTMOD
        && strcmp(zField, "lastmod")==0);
  r.lastmod.z = "2024-02-29T10:00:00+01:00"; r.lastmod.n = 25;
  CHECK("lastmod_w3c_with_offset_accepted",
        sitemapCheckRecord(SITEMAP_URLSET, &r, NULL)==0);
  r.lastmod.z = "yesterday"; r.lastmod.n = 9;
  CHECK("lastmod_words_refused",
        sitemapCheckRecord(SITEMAP_URLSET, &r, NULL)==SITEMAP_ERR_LASTMOD);
  r.lastmod.z = NULL; r.lastmod.n = 0;
  r.changefreq.z = "Weekly"; r.changefreq.n = 6;
  CHECK("changefreq_any_case_accepted",
        sitemapCheckRecord(SITEMAP_URLSET, &r, NULL)==0);
  r.changefreq.z = "fortnightly"; r.changefreq.n = 11;
  CHECK("changefreq_outside_seven_refused",
        sitemapCheckRecord(SITEMAP_URLSET, &r, &zField)==SITEMAP_ERR_CHANGEFREQ
        && strcmp(zField, "changefreq")==0);
  r.changefreq.z = NULL; r.changefreq.n = 0;
  r.hasPriority = 1;
  r.priority = 1.0;
  CHECK("priority_one_accepted", sitemapCheckRecord(SITEMAP_URLSET, &r, NULL)==0);
  r.priority = 0.0;
  CHECK("priority_zero_accepted", sitemapCheckRecord(SITEMAP_URLSET, &r, NULL)==0);
  r.priority = 1.0000001;
  CHECK("priority_above_one_refused",
        sitemapCheckRecord(SITEMAP_URLSET, &r, NULL)==SITEMAP_ERR_PRIORITY);
  r.priority = -0.1;
  CHECK("priority_negative_refused",
        sitemapCheckRecord(SITEMAP_URLSET, &r, NULL)==SITEMAP_ERR_PRIORITY);
  r.priority = nan("");
  CHECK("priority_nan_refused",
        sitemapCheckRecord(SITEMAP_URLSET, &r, NULL)==SITEMAP_ERR_PRIORITY);
  r.priority = 0.5;
  CHECK("index_has_no_priority",
        sitemapCheckRecord(SITEMAP_INDEX, &r, NULL)==SITEMAP_ERR_FIELD);
  CHECK("error_text_for_every_code",
        strlen(sitemapErrorText(SITEMAP_ERR_FIELD))>0
        && strcmp(sitemapErrorText((SitemapError)99), "is invalid")==0);
}

/* Priority p is written as zWant and reads back as the same double. */
static int priorityIs(double p, const char *zWant){
  char z[SITEMAP_PRIORITY_MAX];
  size_t n = sitemapFormatPriority(p, z);
  return n==strlen(zWant) && strcmp(z, zWant)==0 && strtod(z, NULL)==p;
}

static void testPriority(void){
  int i, nBad = 0;
  CHECK("priority_half_prints_0.5", priorityIs(0.5, "0.5"));
  CHECK("priority_one_prints_1.0", priorityIs(1.0, "1.0"));
  CHECK("priority_zero_prints_0.0", priorityIs(0.0, "0.0"));
  CHECK("priority_two_decimals_kept", priorityIs(0.85, "0.85"));
  CHECK("priority_tenth_prints_0.1", priorityIs(0.1, "0.1"));
  CHECK("priority_0.3_prints_0.3", priorityIs(0.3, "0.3"));
  CHECK("priority_float_noise_kept_exactly",
        priorityIs(0.1+0.2, "0.30000000000000004"));
  for(i=0; i<=10000; i++){
    char z[SITEMAP_PRIORITY_MAX];
    double p = (double)i/10000.0;
    sitemapFormatPriority(p, z);
    if( strtod(z, NULL)!=p || strlen(z)>6 ) nBad++;
  }
  CHECK("priority_four_decimals_exact_and_short", nBad==0);
  srand(7);
  for(i=0, nBad=0; i<20000; i++){
    char z[SITEMAP_PRIORITY_MAX];
    double p = (double)rand()/(double)RAND_MAX;
    sitemapFormatPriority(p, z);
    if( strtod(z, NULL)!=p || strchr(z, 'e') ) nBad++;
  }
  CHECK("priority_random_reads_back_exactly", nBad==0);
  /* Tiny values need more than 19 decimals: written out in full, exactly. */
  CHECK("priority_tiny_fuzz_case_exact",
        priorityIs(5.5555555555555555e-08, "0.000000055555555555555555"));
  CHECK("priority_1e-30_exact", priorityIs(1e-30,
        "0.000000000000000000000000000001"));
  {
    char z[SITEMAP_PRIORITY_MAX];
    size_t n = sitemapFormatPriority(4.9e-324, z);
    CHECK("priority_smallest_subnormal_fits_and_reads_back",
          n<SITEMAP_PRIORITY_MAX && strtod(z, NULL)==4.9e-324
          && z[0]=='0' && z[1]=='.' && strchr(z, 'e')==NULL);
  }
}

/* Random record with values full of entities and multibyte characters. */
static void randomRecord(SitemapOutRecord *r, char *zLoc, size_t nMax){
  static const char *const azPiece[] = {
    "&", "%3C", "%3e", "%22", "'", "a", "/", "\xc3\xa9", "\xe2\x82\xac", "?q=1"
  };
  static const char *const azFreq[] = { "always", "NEVER", "Daily", NULL };
  static const char *const azDate[] = { "2024", "2024-05-06", NULL,
                                        "2024-05-06T07:08:09.123Z" };
  size_t n = 0;
  int k = rand()%40;
  memset(r, 0, sizeof(*r));
  memcpy(zLoc, "https://e.com/", 14);
  n = 14;
  while( k-- > 0 ){
    const char *z = azPiece[rand()%10];
    if( n + strlen(z) >= nMax ) break;
    memcpy(zLoc+n, z, strlen(z));
    n += strlen(z);
  }
  r->loc.z = zLoc; r->loc.n = n;
  r->lastmod.z = azDate[rand()%4];
  r->lastmod.n = r->lastmod.z ? strlen(r->lastmod.z) : 0;
  r->changefreq.z = azFreq[rand()%4];
  r->changefreq.n = r->changefreq.z ? strlen(r->changefreq.z) : 0;
  r->hasPriority = rand()%2;
  r->priority = (double)(rand()%11)/10.0;
}

/* Append r with sitemapAppendRecord (the aggregate's path) and with
** sitemapNormalizeRecord + sitemapWriteRecord of the normalised record; 1
** if both give the same verdict, failing field and bytes, and the
** normalised record passes sitemapCheckRecord as it is. */
static int appendMatchesNormalizeThenWrite(SitemapKind e,
                                           const SitemapOutRecord *r){
  CoreBuf a, b, loc;
  SitemapNormRecord norm;
  const char *zA = "", *zB = "";
  SitemapError eA, eB;
  int ok;
  coreBufInit(&a, &coreLibcAlloc);
  coreBufInit(&b, &coreLibcAlloc);
  coreBufInit(&loc, &coreLibcAlloc);
  eA = sitemapAppendRecord(&a, e, r, &zA);
  eB = sitemapNormalizeRecord(e, r, &loc, &norm, &zB);
  if( eB==SITEMAP_OK ) sitemapWriteRecord(&b, e, &norm.rec);
  ok = eA==eB && (eA==SITEMAP_OK || strcmp(zA, zB)==0)
    && a.n==b.n && !a.oom && !b.oom
    && (a.n==0 || memcmp(a.z, b.z, a.n)==0)
    && (eB!=SITEMAP_OK || sitemapCheckRecord(e, &norm.rec, NULL)==SITEMAP_OK)
    && (eB!=SITEMAP_OK || sitemapRecordBytes(e, &norm.rec)==b.n);
  coreBufFree(&a);
  coreBufFree(&b);
  coreBufFree(&loc);
  return ok;
}

/* The fast path against the checked one on the values it decides itself:
** hosts with and without port, userinfo or IP literal; changefreq in any
** case and near misses; one-decimal and other priorities; lastmod forms. */
static void testFastPathAgrees(void){
  static const char *const azLoc[] = {
    "https://e.com/a?b=1&c='2'", "http://e.com", "HTTPS://E.COM/%41",
    "https://e.com:8080/", "https://e.com:99999/", "https://u@e.com/",
    "https://[::1]/x", "https://[::1/x", "https://:80/", "https://@/",
    "https://e.com?q", "https://e.com#f", "https:///x", "https://e.com/%4",
    "https://e.com/a b", "https://e.com/\xc3\xa9", "ftp://e.com/", "e.com",
    "https://E.com/", "https://e.com:/", "https://e.com:8a/", "https://e]/",
    "https://e%41.com/", "https://b\xc3\xbc.de/", " https://e.com/",
    "https://e.com/ ", "https://e.com:80", "http://e.com/{x}"
  };
  static const char *const azFreq[] = {
    NULL, "daily", "DAILY", "dAiLy", "dailx", "Dai1y", "@lways", "hourl",
    "monthly", "never", "nevers", "weekly\0", "yearly", " Daily", ""
  };
  static const char *const azDate[] = {
    NULL, "2024-05-06", "2024-05-06T07:08:09Z", "2024-05-06T07:08+01:00",
    "2024", "2024-13", "2024-05-06T07:08:09.5Z", "2024-05-06T25:00Z", "",
    "2024-05-06 07:08:09", " 2024 ", "2024-05-06 07:08:09.25"
  };
  static const double aPrio[] = { -1, 0.0, 0.1, 0.5, 1.0, 0.25, 0.3, 1.01,
                                  -0.0, 0.15 };
  size_t iLoc, iFreq, iDate, iPrio;
  int nBad = 0, nCase = 0;
  for(iLoc=0; iLoc<sizeof(azLoc)/sizeof(azLoc[0]); iLoc++){
    for(iFreq=0; iFreq<sizeof(azFreq)/sizeof(azFreq[0]); iFreq++){
      for(iDate=0; iDate<sizeof(azDate)/sizeof(azDate[0]); iDate++){
        for(iPrio=0; iPrio<sizeof(aPrio)/sizeof(aPrio[0]); iPrio++){
          SitemapOutRecord r = recLoc(azLoc[iLoc]);
          int k;
          r.changefreq.z = azFreq[iFreq];
          r.changefreq.n = azFreq[iFreq] ? strlen(azFreq[iFreq]) : 0;
          if( iFreq==11 ) r.changefreq.n = 7;     /* "weekly" and a NUL */
          r.lastmod.z = azDate[iDate];
          r.lastmod.n = azDate[iDate] ? strlen(azDate[iDate]) : 0;
          r.hasPriority = aPrio[iPrio]!=-1;
          r.priority = aPrio[iPrio];
          for(k=0; k<2; k++){
            nCase++;
            if( !appendMatchesNormalizeThenWrite((SitemapKind)k, &r) ) nBad++;
          }
        }
      }
    }
  }
  CHECK("fast_path_agrees_with_normalize_then_write",
        nBad==0 && nCase>20000);
}

static void testRecordBytes(void){
  CoreBuf b;
  char zLoc[400];
  int i, nBad = 0, nInvalid = 0;
  coreBufInit(&b, &coreLibcAlloc);
  srand(11);
  for(i=0; i<5000; i++){
    SitemapOutRecord r;
    SitemapKind e = (i%5==0) ? SITEMAP_INDEX : SITEMAP_URLSET;
    size_t n0 = b.n;
    randomRecord(&r, zLoc, sizeof(zLoc));
    if( e==SITEMAP_INDEX ){ r.changefreq.z = NULL; r.hasPriority = 0; }
    if( sitemapCheckRecord(e, &r, NULL)!=SITEMAP_OK ){ nInvalid++; continue; }
    sitemapWriteRecord(&b, e, &r);
    if( b.n - n0 != sitemapRecordBytes(e, &r) ) nBad++;
  }
  CHECK("record_bytes_equal_written_bytes", nBad==0 && !b.oom);
  {
    CoreBuf c;
    size_t k;
    int nDiff = 0;
    coreBufInit(&c, &coreLibcAlloc);
    srand(11);
    b.n = 0;
    for(i=0; i<5000; i++){
      SitemapOutRecord r;
      randomRecord(&r, zLoc, sizeof(zLoc));
      if( i%7==0 ){ zLoc[r.loc.n/2] = (char)"\x01 <%\xff|"[i%6]; }
      if( !appendMatchesNormalizeThenWrite(SITEMAP_URLSET, &r) ) nDiff++;
      k = c.n;
      if( sitemapAppendRecord(&c, SITEMAP_URLSET, &r, NULL)!=SITEMAP_OK
       && c.n!=k ){
        nDiff++;                     /* a refused record leaves no bytes */
      }
    }
    CHECK("append_record_equals_normalize_then_write", nDiff==0 && !c.oom);
    coreBufFree(&c);
  }
  CHECK("random_records_all_valid", nInvalid==0);
  b.n = 0;
  sitemapWriteHeader(&b, SITEMAP_URLSET);
  sitemapWriteFooter(&b, SITEMAP_URLSET);
  CHECK("frame_bytes_equal_header_plus_footer",
        b.n==sitemapFrameBytes(SITEMAP_URLSET)
        && sitemapFooterBytes(SITEMAP_URLSET)==strlen("</urlset>\n"));
  CHECK("urlset_has_sitemaps_namespace",
        strstr(b.z, "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"")
        !=NULL);
  b.n = 0;
  {
    SitemapOutRecord r = recLoc("https://e.com/?a=1&b=2");
    r.changefreq.z = "Daily"; r.changefreq.n = 5;
    r.hasPriority = 1; r.priority = 0.5;
    sitemapWriteRecord(&b, SITEMAP_URLSET, &r);
    CHECK("record_is_one_line_with_canonical_values",
          bufIs(&b, "<url><loc>https://e.com/?a=1&amp;b=2</loc>"
                    "<changefreq>daily</changefreq>"
                    "<priority>0.5</priority></url>\n"));
    b.n = 0;
    r.changefreq.z = NULL; r.hasPriority = 0;
    r.lastmod.z = "2024-01-02"; r.lastmod.n = 10;
    sitemapWriteRecord(&b, SITEMAP_INDEX, &r);
    CHECK("index_record_is_sitemap_element",
          bufIs(&b, "<sitemap><loc>https://e.com/?a=1&amp;b=2</loc>"
                    "<lastmod>2024-01-02</lastmod></sitemap>\n"));
  }
  coreBufFree(&b);
}

static void testQuote(void){
  CoreBuf b;
  char zLong[200];
  coreBufInit(&b, &coreLibcAlloc);
  sitemapQuoteValue(&b, "a\x01\xff\xc3\xa9", 5);
  CHECK("quote_shows_bytes_as_hex_and_keeps_utf8",
        bufIs(&b, "'a\\x01\\xff\xc3\xa9'"));
  memset(zLong, 'x', sizeof(zLong));
  b.n = 0;
  sitemapQuoteValue(&b, zLong, sizeof(zLong));
  CHECK("quote_cuts_long_values", b.n < 80 && memcmp(b.z+b.n-3, "...", 3)==0);
  coreBufFree(&b);
}

/* Inflate a gzip member; returns the byte count or -1. */
static long gunzip(const char *z, size_t n, char *zOut, size_t nOut){
  z_stream s;
  int rc;
  memset(&s, 0, sizeof(s));
  if( inflateInit2(&s, 15+16)!=Z_OK ) return -1;
  s.next_in = (Bytef*)(uintptr_t)z; s.avail_in = (uInt)n;
  s.next_out = (Bytef*)zOut; s.avail_out = (uInt)nOut;
  rc = inflate(&s, Z_FINISH);
  inflateEnd(&s);
  return rc==Z_STREAM_END ? (long)s.total_out : -1;
}

static void testGzip(void){
  CoreBuf a, b;
  size_t n = 300000, i;
  char *zIn = malloc(n), *zOut = malloc(n);
  coreBufInit(&a, &coreLibcAlloc);
  coreBufInit(&b, &coreLibcAlloc);
  for(i=0; i<n; i++) zIn[i] = (char)("<url>abc&\n"[i%10] + (i%977==0));
  CHECK("gzip_succeeds", sitemapGzip(zIn, n, -1, &a)==0);
  CHECK("gzip_has_magic_bytes", a.n>10 && (unsigned char)a.z[0]==0x1f
        && (unsigned char)a.z[1]==0x8b);
  CHECK("gzip_inflates_to_the_input",
        gunzip(a.z, a.n, zOut, n)==(long)n && memcmp(zIn, zOut, n)==0);
  sitemapGzip(zIn, n, -1, &b);
  CHECK("gzip_is_deterministic", a.n==b.n && memcmp(a.z, b.z, a.n)==0);
  b.n = 0;
  sitemapGzip(zIn, n, 0, &b);
  CHECK("gzip_level0_is_stored_and_larger",
        b.n > n && gunzip(b.z, b.n, zOut, n)==(long)n);
  b.n = 0;
  CHECK("gzip_of_empty_input",
        sitemapGzip(NULL, 0, 9, &b)==0 && gunzip(b.z, b.n, zOut, n)==0);
  coreBufFree(&a);
  coreBufFree(&b);
  free(zIn);
  free(zOut);
}

/* 1 if sitemapNormalizeLoc writes zWant for zIn (NULL: refuses with e). */
static int normIs(const char *zIn, const char *zWant, SitemapError e){
  CoreBuf b;
  SitemapError got;
  int ok;
  coreBufInit(&b, &coreLibcAlloc);
  coreBufAppend(&b, "x", 1);                 /* appends after what is there */
  got = sitemapNormalizeLoc(zIn, strlen(zIn), &b);
  ok = zWant ? got==SITEMAP_OK && b.n==1+strlen(zWant)
               && memcmp(b.z+1, zWant, b.n-1)==0
             : got==e && b.n==1;
  coreBufFree(&b);
  return ok;
}

static void testNormalizeLoc(void){
  CHECK("sitemap_write_percent_encodes_space",
        normIs("https://e.com/a b", "https://e.com/a%20b", 0));
  CHECK("sitemap_write_percent_encodes_utf8_upper_hex",
        normIs("http://www.example.com/\xc3\xbcmlat.php&q=name",
               "http://www.example.com/%C3%BCmlat.php&q=name", 0));
  CHECK("sitemap_write_idn_host_punycode",
        normIs("https://B\xc3\x9c" "cher.example/", "https://xn--bcher-kva.example/", 0));
  CHECK("sitemap_write_percent_encodes_stray_percent",
        normIs("https://e.com/%zz%4", "https://e.com/%25zz%254", 0));
  CHECK("sitemap_write_host_lower_cased",
        normIs("HTTP://E.Com:81/A", "http://e.com:81/A", 0));
  CHECK("sitemap_write_refuses_relative",
        normIs("e.com/a", NULL, SITEMAP_ERR_LOC_RELATIVE));
  CHECK("sitemap_write_refuses_blank", normIs(" \t", NULL, SITEMAP_ERR_LOC_MISSING));
  CHECK("sitemap_write_refuses_bad_host",
        normIs("https://a<b/", NULL, SITEMAP_ERR_LOC_HOST));
  CHECK("sitemap_write_refuses_host_decoding_to_slash",
        normIs("https://a%2Fb/", NULL, SITEMAP_ERR_LOC_HOST));
  CHECK("sitemap_write_refuses_invalid_utf8",
        normIs("https://e.com/\xc3(", NULL, SITEMAP_ERR_UTF8));
  CHECK("sitemap_write_refuses_invalid_utf8_host",
        normIs("https://e\xff.com/", NULL, SITEMAP_ERR_LOC_HOST));
  CHECK("sitemap_write_refuses_bad_port",
        normIs("https://e.com:1x/", NULL, SITEMAP_ERR_LOC_RELATIVE));
}

/* Random bytes as loc: what is written is ASCII, at most 2,048 bytes, valid
** as it is, and written unchanged when normalised again; the aggregate's
** append (fast or normalising path) writes the same. */
static void testNormalizeRandom(void){
  static const char azPiece[][6] = {
    "https", "://", "/", "%", "%4", "%41", " ", "\xc3\xbc", "\xff", "@", ":",
    "[", "]", "?", "#", "E", "e", ".", "\x01", "\"", "\xe6\x97\xa5", "8"
  };
  char zIn[300];
  int i, nBad = 0, nOk = 0;
  srand(7);
  for(i=0; i<20000; i++){
    CoreBuf a, b;
    SitemapOutRecord r;
    size_t n = 0, k;
    int m = rand()%16;
    if( i%2 ){ memcpy(zIn, "https://", 8); n = 8; }
    while( m-- > 0 ){
      const char *z = azPiece[rand()%(int)(sizeof(azPiece)/sizeof(azPiece[0]))];
      memcpy(zIn+n, z, strlen(z));
      n += strlen(z);
    }
    r = recLoc(NULL);
    r.loc.z = zIn; r.loc.n = n;
    if( !appendMatchesNormalizeThenWrite((SitemapKind)(i%2), &r) ) nBad++;
    coreBufInit(&a, &coreLibcAlloc);
    coreBufInit(&b, &coreLibcAlloc);
    if( sitemapNormalizeLoc(zIn, n, &a)==SITEMAP_OK ){
      nOk++;
      for(k=0; k<a.n; k++){ if( (unsigned char)a.z[k]>=0x7f ) nBad++; }
      r = recLoc(NULL);
      r.loc.z = a.z; r.loc.n = a.n;
      if( a.n>SITEMAP_MAX_LOC
       || sitemapCheckRecord(SITEMAP_URLSET, &r, NULL)!=SITEMAP_OK
       || sitemapNormalizeLoc(a.z, a.n, &b)!=SITEMAP_OK
       || b.n!=a.n || memcmp(a.z, b.z, a.n)!=0 ){
        nBad++;
      }
    }else if( a.n!=0 ){
      nBad++;
    }
    coreBufFree(&a);
    coreBufFree(&b);
  }
  CHECK("sitemap_url_normalize_output_valid_idempotent_and_appended",
        nBad==0 && nOk>1000);
}

static void testNormalizeLastmod(void){
  static const struct { const char *zIn, *zWant; } aCase[] = {
    { "", NULL }, { " \n", NULL },
    { "2024-05-01 10:00:00", "2024-05-01T10:00:00+00:00" },
    { "2024-05-01 10:00:00.123", "2024-05-01T10:00:00.123+00:00" },
    { "2024-05-01T10:00", "2024-05-01T10:00+00:00" },
    { " 2024-05-01 ", "2024-05-01" },
    { "2024-05-01T10:00:00-05:00", "2024-05-01T10:00:00-05:00" },
  };
  static const char *const azBad[] = {
    "yesterday", "2024-05-01 24:00:00", "2024-05-01  10:00", "2024-05-01 10",
    "2024-05-01 10:00:00 +01:00", "2024-05-01x10:00:00"
  };
  char zBuf[SITEMAP_LASTMOD_MAX];
  size_t i;
  int nBad = 0;
  for(i=0; i<sizeof(aCase)/sizeof(aCase[0]); i++){
    Span out;
    SitemapError e = sitemapNormalizeLastmod(aCase[i].zIn, strlen(aCase[i].zIn),
                                             zBuf, &out);
    if( e!=SITEMAP_OK ) nBad++;
    else if( aCase[i].zWant==NULL ? out.z!=NULL
             : (out.n!=strlen(aCase[i].zWant)
                || memcmp(out.z, aCase[i].zWant, out.n)!=0) ) nBad++;
  }
  CHECK("sitemap_write_lastmod_sqlite_datetime", nBad==0);
  nBad = 0;
  for(i=0; i<sizeof(azBad)/sizeof(azBad[0]); i++){
    Span out;
    if( sitemapNormalizeLastmod(azBad[i], strlen(azBad[i]), zBuf, &out)
        !=SITEMAP_ERR_LASTMOD ) nBad++;
  }
  CHECK("sitemap_write_lastmod_unreadable_refused", nBad==0);
}

/* Give b room for 1000 records of about 200 bytes.  0 or -1. */
static int swReserveForTest(CoreBuf *b){
  coreBufAppend(b, "", 0);
  b->z = coreRealloc(b->pA, NULL, 1000000);
  if( b->z==NULL ) return -1;
  b->nAlloc = 1000000;
  return 0;
}

/* A CoreAlloc that counts its calls. */
static int nAllocCalls = 0;
static void *countRealloc(void *pCtx, void *p, size_t n){
  (void)pCtx;
  nAllocCalls++;
  if( n==0 ){ free(p); return NULL; }
  return realloc(p, n);
}
static const CoreAlloc countAlloc = { countRealloc, NULL };

/* Records that need no change, and records that need percent-encoding,
** append with no allocation once the buffer has room. */
static void testNoAllocation(void){
  CoreBuf b;
  int i, nCalls;
  SitemapOutRecord r = recLoc("https://www.example.com/catalog/1?ref=a&b=2");
  SitemapOutRecord q = recLoc("https://www.example.com/a b/\xc3\xbc?q=\"x\"");
  r.lastmod.z = "2024-05-01T10:00:00Z"; r.lastmod.n = 20;
  q.lastmod.z = "2024-05-01 10:00:00"; q.lastmod.n = 19;
  coreBufInit(&b, &countAlloc);
  if( swReserveForTest(&b) ) return;
  nCalls = nAllocCalls;
  for(i=0; i<1000; i++){
    sitemapAppendRecord(&b, SITEMAP_URLSET, i%2 ? &q : &r, NULL);
  }
  CHECK("sitemap_write_no_per_row_allocation",
        nAllocCalls==nCalls && !b.oom && b.n>100000);
  coreBufFree(&b);
}

int main(void){
  (void)checkSkip;
  testEscape();
  testLocChecks();
  testFieldChecks();
  testPriority();
  testRecordBytes();
  testFastPathAgrees();
  testNormalizeLoc();
  testNormalizeRandom();
  testNormalizeLastmod();
  testNoAllocation();
  testQuote();
  testGzip();
  CHECK_DONE();
}
