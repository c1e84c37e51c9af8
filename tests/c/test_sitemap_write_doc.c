/*
** test_sitemap_write_doc.c: the writer's policy that every binding shares
** (ext/sitemap/sitemap_write_doc.c): a document's limits (50,000 rows,
** 52,428,800 bytes, the host's own), the complete text of each refusal,
** a priority quoted as given or as SQLite's %!.15g, the text-priority rule
** and sitemap_check's answer.
*/
#include "check.h"
#include "sitemap/sitemap_write_doc.h"

#include <stdio.h>
#include <math.h>
#include <stdlib.h>

/* A record with only loc set. */
static SitemapOutRecord recLoc(const char *zLoc){
  SitemapOutRecord r;
  memset(&r, 0, sizeof(r));
  r.loc.z = zLoc;
  r.loc.n = zLoc ? strlen(zLoc) : 0;
  return r;
}

/* 1 if b holds exactly z. */
static int bufIs(const CoreBuf *b, const char *z){
  return !b->oom && b->n==strlen(z) && memcmp(b->z, z, b->n)==0;
}

/* The message of d's last row for zFunc equals zWant. */
static int docSays(const SitemapDoc *d, const SitemapOutRecord *p,
                   const char *zFunc, int bPart, const char *zWant){
  CoreBuf b;
  int ok;
  coreBufInit(&b, &coreLibcAlloc);
  ok = sitemapDocMessage(d, p, zFunc, bPart, &b)==0 && bufIs(&b, zWant);
  if( !ok ) printf("# got '%.*s'\n", (int)b.n, b.z ? b.z : "");
  coreBufFree(&b);
  return ok;
}

static void testRowLimit(void){
  SitemapDoc d;
  SitemapOutRecord r = recLoc("https://e.com/a");
  int i, nBad = 0;
  size_t n;
  sitemapDocInit(&d, &coreLibcAlloc, SITEMAP_URLSET, SIZE_MAX);
  for(i=0; i<SITEMAP_MAX_URLS; i++){
    if( sitemapDocAdd(&d, &r)!=SITEMAP_DOC_OK ) nBad++;
  }
  n = d.buf.n;
  CHECK("doc_50000_rows_allowed", nBad==0 && d.nRow==SITEMAP_MAX_URLS);
  CHECK("doc_row_50001_too_many", sitemapDocAdd(&d, &r)==SITEMAP_DOC_TOO_MANY
        && d.buf.n==n && d.nRow==SITEMAP_MAX_URLS+1);
  CHECK("doc_limit_message_names_sitemap_part",
        docSays(&d, &r, "sitemap_urlset", 1, "sitemap_urlset(): row 50001: "
                "more entries than 50000; number the rows into parts with "
                "sitemap_part()"));
  CHECK("doc_limit_message_without_sitemap_part",
        docSays(&d, &r, "sitemap_urlset", 0, "sitemap_urlset(): row 50001: "
                "more entries than 50000; number the rows into parts")
        && strstr(sitemapDocHint(), "row_number() OVER")!=NULL);
  sitemapDocFree(&d);
}

static void testByteLimits(void){
  SitemapDoc d;
  char *zLoc = malloc(2100);
  SitemapOutRecord r;
  SitemapDocStatus e = SITEMAP_DOC_OK;
  size_t nBefore = 0, nRec;
  char zWant[160];
  memcpy(zLoc, "https://e.com/", 14);
  memset(zLoc+14, 'x', 2000);
  zLoc[2014] = 0;
  r = recLoc(zLoc);
  sitemapDocInit(&d, &coreLibcAlloc, SITEMAP_URLSET, SIZE_MAX);
  while( e==SITEMAP_DOC_OK ){ nBefore = d.buf.n; e = sitemapDocAdd(&d, &r); }
  nRec = sitemapRecordBytes(SITEMAP_URLSET, &r);
  snprintf(zWant, sizeof(zWant), "sitemap_index(): row %zu: the document "
           "would exceed bytes 52428800; number the rows into parts",
           (SITEMAP_MAX_BYTES - sitemapFrameBytes(SITEMAP_URLSET))/nRec + 1);
  CHECK("doc_52428800_bytes_too_large", e==SITEMAP_DOC_TOO_LARGE
        && d.buf.n==nBefore
        && nBefore + sitemapFooterBytes(SITEMAP_URLSET) <= SITEMAP_MAX_BYTES
        && docSays(&d, &r, "sitemap_index", 0, zWant));
  sitemapDocFree(&d);
  sitemapDocInit(&d, &coreLibcAlloc, SITEMAP_URLSET, 10000);
  e = SITEMAP_DOC_OK;
  while( e==SITEMAP_DOC_OK ) e = sitemapDocAdd(&d, &r);
  CHECK("doc_host_limit_below_the_protocol", e==SITEMAP_DOC_HOST_LIMIT
        && d.nRow==5 && docSays(&d, &r, "f", 1, "f(): row 5: the document "
                                "would exceed the limit of 10000 bytes"));
  sitemapDocFree(&d);
  free(zLoc);
}

static void testRefusals(void){
  SitemapDoc d;
  SitemapOutRecord r = recLoc("/a");
  CoreBuf b;
  sitemapDocInit(&d, &coreLibcAlloc, SITEMAP_INDEX, SIZE_MAX);
  CHECK("doc_refusal_whole_message",
        sitemapDocAdd(&d, &r)==SITEMAP_DOC_REFUSED
        && docSays(&d, &r, "sitemap_index", 1, "sitemap_index(): row 1: loc "
                   "'/a' is not an absolute http or https URL"));
  r = recLoc(NULL);
  sitemapDocAdd(&d, &r);
  CHECK("doc_refusal_null_quoted_as_NULL",
        docSays(&d, &r, "sitemap_index", 1, "sitemap_index(): row 2: loc "
                "NULL is missing (NULL or empty)"));
  r = recLoc("https://e.com/");
  r.changefreq.z = "daily"; r.changefreq.n = 5;
  sitemapDocAdd(&d, &r);
  CHECK("doc_refusal_field_of_another_kind",
        docSays(&d, &r, "sitemap_index", 1, "sitemap_index(): row 3: "
                "changefreq 'daily' is not a field of this document kind"));
  sitemapDocFree(&d);
  coreBufInit(&b, &coreLibcAlloc);
  r = recLoc("https://e.com/");
  r.lastmod.z = "2024-13"; r.lastmod.n = 7;
  CHECK("row_message_for_a_binding_value",
        sitemapRowMessage(&b, "sitemap_urlset", 7, &r, SITEMAP_ERR_LASTMOD,
                          "lastmod")==0
        && b.n>40 && memcmp(b.z, "sitemap_urlset(): row 7: lastmod '2024-13'"
                            " is not a W3C Datetime", 60)==0);
  coreBufFree(&b);
}

/* sitemap_check's answer for r: NULL when writable, else its text. */
static int checkSays(const SitemapOutRecord *r, const char *zWant){
  CoreBuf b;
  int rc, ok;
  coreBufInit(&b, &coreLibcAlloc);
  rc = sitemapCheckMessage(&b, r);
  ok = zWant ? rc==1 && bufIs(&b, zWant) : rc==0 && b.n==0;
  if( !ok ) printf("# got %d '%.*s'\n", rc, (int)b.n, b.z ? b.z : "");
  coreBufFree(&b);
  return ok;
}

static void testPriorityRules(void){
  SitemapOutRecord r = recLoc("https://e.com/");
  SitemapDoc d;
  r.hasPriority = SITEMAP_PRIORITY_NUMBER;
  r.priority = 2.0;
  CHECK("priority_number_quoted_as_printf_15g",
        checkSays(&r, "priority '2.0' is not a number from 0.0 to 1.0"));
  r.priorityText.z = "2"; r.priorityText.n = 1;
  CHECK("priority_quoted_as_given",
        checkSays(&r, "priority '2' is not a number from 0.0 to 1.0"));
  r.priorityText.z = NULL; r.priorityText.n = 0;
  r.priority = NAN;
  CHECK("priority_nan_refused", checkSays(&r, "priority 'NaN' is not a "
                                          "number from 0.0 to 1.0"));
  r.hasPriority = SITEMAP_PRIORITY_TEXT;
  r.priorityText.z = "high"; r.priorityText.n = 4;
  CHECK("priority_text_no_number_refused",
        checkSays(&r, "priority 'high' is not a number from 0.0 to 1.0"));
  r.priorityText.z = " \t "; r.priorityText.n = 3;
  CHECK("priority_text_blank_is_none", checkSays(&r, NULL));
  sitemapDocInit(&d, &coreLibcAlloc, SITEMAP_URLSET, SIZE_MAX);
  CHECK("priority_text_blank_written_without_priority",
        sitemapDocAdd(&d, &r)==SITEMAP_DOC_OK && sitemapDocFinish(&d)==0
        && strstr(d.buf.z, "<url><loc>https://e.com/</loc></url>\n")!=NULL);
  sitemapDocFree(&d);
  r = recLoc("https://e.com/ a");
  CHECK("check_message_writable_row", checkSays(&r, NULL));
}

/* The old rule, as the PostgreSQL binding wrote it: C's %.15g with a point
** added before an exponent or at the end when it has none. */
static void refPrintf15g(double r, char *z, size_t nz){
  char *zE;
  size_t n;
  if( isnan(r) ){ snprintf(z, nz, "NaN"); return; }
  if( isinf(r) ){ snprintf(z, nz, r<0 ? "-Inf" : "Inf"); return; }
  snprintf(z, nz, "%.15g", r);
  if( strchr(z, '.') ) return;
  zE = strchr(z, 'e');
  n = strlen(z);
  if( zE ){
    memmove(zE+2, zE, n - (size_t)(zE - z) + 1);
    zE[0] = '.'; zE[1] = '0';
  }else{
    memcpy(z+n, ".0", 3);
  }
}

static void testFormatNumber(void){
  static const double a[] = {
    2.0, 1.5, -0.1, 1e20, 1.5e-7, 123456789012345678.0, 1e-300, 0.0001,
    100000000000000.0, 1e15, 0.1+0.2, -2.5, 1e100, 5e-324, 1.7976931348623157e308
  };
  char z[SITEMAP_NUMBER_MAX], zRef[64];
  uint64_t seed = 11;
  int i, nBad = 0;
  for(i=0; i<(int)(sizeof(a)/sizeof(a[0])); i++){
    sitemapFormatNumber(a[i], z);
    refPrintf15g(a[i], zRef, sizeof(zRef));
    if( strcmp(z, zRef)!=0 ){ nBad++; printf("# %s vs %s\n", z, zRef); }
  }
  for(i=0; i<200000; i++){
    double r;
    seed = seed*6364136223846793005ULL + 1442695040888963407ULL;
    memcpy(&r, &seed, sizeof(r));
    if( isnan(r) ) continue;
    if( sitemapFormatNumber(r, z)>=SITEMAP_NUMBER_MAX ) nBad++;
    refPrintf15g(r, zRef, sizeof(zRef));
    if( strcmp(z, zRef)!=0 ){ if( nBad++<3 ) printf("# %s vs %s\n", z, zRef); }
  }
  sitemapFormatNumber(1.0/0.0, z);
  CHECK("format_number_is_printf_15g_with_a_point", nBad==0
        && strcmp(z, "Inf")==0);
}

/* The message of parts p's last status equals zWant. */
static int partsSay(const SitemapParts *p, const SitemapOutRecord *r,
                    const char *zWant){
  CoreBuf b;
  int ok;
  coreBufInit(&b, &coreLibcAlloc);
  ok = sitemapPartsMessage(p, r, "sitemap_part", &b)==0 && bufIs(&b, zWant);
  if( !ok ) printf("# got '%.*s'\n", (int)b.n, b.z ? b.z : "");
  coreBufFree(&b);
  return ok;
}

static void testParts(void){
  static const int64_t three = 3, zero = 0, hundred = 100;
  static const int64_t overBytes = 52428801, smallest = INT64_MIN;
  SitemapParts p;
  SitemapOutRecord r = recLoc("https://e.com/a");
  int64_t aPart[7];
  int i, nBad = 0;
  sitemapPartsInit(&p, &coreLibcAlloc);
  for(i=0; i<7; i++){
    if( sitemapPartsAdd(&p, &r, &three, NULL)
     || sitemapPartsPlace(&p) ) nBad++;
    aPart[i] = p.iPart;
  }
  CHECK("parts_fill_to_max_urls", nBad==0 && aPart[0]==1 && aPart[2]==1
        && aPart[3]==2 && aPart[5]==2 && aPart[6]==3);
  for(i=0; i<4; i++) sitemapPartsAdd(&p, &r, &three, NULL);
  CHECK("parts_rows_together_fit_in_no_part",
        sitemapPartsPlace(&p)==SITEMAP_PARTS_TOGETHER
        && partsSay(&p, &r, "sitemap_part(): rows 8 to 11 come together "
                    "(equal ORDER BY values, or a frame that ends after the "
                    "current row) and do not fit in one part; order by a "
                    "unique key such as loc, default frame"));
  sitemapPartsFree(&p);
  sitemapPartsInit(&p, &coreLibcAlloc);
  CHECK("parts_limit_range", sitemapPartsAdd(&p, &r, &zero, &hundred)
        ==SITEMAP_PARTS_LIMIT_RANGE && partsSay(&p, &r, "sitemap_part(): "
        "argument max_urls must be from 1 to 50000, not 0")
        && sitemapPartsAdd(&p, &r, NULL, &overBytes)
           ==SITEMAP_PARTS_LIMIT_RANGE && partsSay(&p, &r, "sitemap_part(): "
        "argument max_bytes must be from 1 to 52428800, not 52428801"));
  CHECK("parts_record_alone_over_max_bytes",
        sitemapPartsAdd(&p, &r, NULL, &hundred)
        ==SITEMAP_PARTS_ALONE && partsSay(&p, &r, "sitemap_part(): row 3: "
        "the record alone makes a document of 148 bytes, over max_bytes 100"));
  r = recLoc("ftp://e.com/");
  CHECK("parts_refusal_as_the_writer", sitemapPartsAdd(&p, &r,
        NULL, NULL)==SITEMAP_PARTS_REFUSED
        && partsSay(&p, &r, "sitemap_part(): row 4: loc 'ftp://e.com/' is "
                    "not an absolute http or https URL"));
  CHECK("parts_limit_smallest_int64_is_refused_not_the_protocols",
        sitemapPartsAdd(&p, &r, &smallest, NULL)==SITEMAP_PARTS_LIMIT_RANGE
        && partsSay(&p, &r, "sitemap_part(): argument max_urls must be from "
                    "1 to 50000, not -9223372036854775808"));
  sitemapPartsFree(&p);
}

/* sitemapPartsFrame's answer for one frame (bRows: 1 ROWS, 2 RANGE, 0
** GROUPS): the status, and the rows it brings when allowed. */
static int frameIs(int bRows, SitemapFrameBound eStart, SitemapFrameBound eEnd,
                   int bExclude, SitemapPartsStatus eWant,
                   SitemapFrameBring eBringWant){
  SitemapParts p;
  SitemapFrame f;
  SitemapFrameBring eBring;
  SitemapPartsStatus e;
  f.bRows = bRows==1; f.bRange = bRows==2;
  f.eStart = eStart; f.eEnd = eEnd; f.bExclude = bExclude;
  sitemapPartsInit(&p, &coreLibcAlloc);
  e = sitemapPartsFrame(&p, &f, &eBring);
  sitemapPartsFree(&p);
  return e==eWant && (e!=SITEMAP_PARTS_OK || eBring==eBringWant);
}

static void testFrames(void){
  const SitemapFrameBound UP = SITEMAP_FRAME_UNBOUNDED_PRECEDING,
    P = SITEMAP_FRAME_PRECEDING, CR = SITEMAP_FRAME_CURRENT_ROW,
    F = SITEMAP_FRAME_FOLLOWING, UF = SITEMAP_FRAME_UNBOUNDED_FOLLOWING;
  const SitemapPartsStatus OK = SITEMAP_PARTS_OK,
    START = SITEMAP_PARTS_FRAME_START, END = SITEMAP_PARTS_FRAME_END;
  SitemapParts p;
  SitemapOutRecord r = recLoc("https://e.com/a");
  CHECK("frame_rows_to_current_row_places_each_row_alone",
        frameIs(1, UP, CR, 0, OK, SITEMAP_BRING_ROW));
  CHECK("frame_range_or_groups_to_current_row_places_peers_together",
        frameIs(0, UP, CR, 0, OK, SITEMAP_BRING_PEERS));
  CHECK("frame_to_unbounded_following_brings_every_row",
        frameIs(1, UP, UF, 0, OK, SITEMAP_BRING_ALL)
        && frameIs(0, P, UF, 0, OK, SITEMAP_BRING_ALL)
        && frameIs(0, CR, UF, 0, OK, SITEMAP_BRING_ALL));
  CHECK("frame_exclude_is_not_a_window",
        frameIs(1, UP, CR, 1, SITEMAP_PARTS_NOT_WINDOW, 0));
  CHECK("frame_never_bringing_a_row_must_end_at_the_current_row",
        frameIs(1, F, CR, 1, END, 0) && frameIs(1, CR, P, 0, END, 0)
        && frameIs(1, UP, P, 1, SITEMAP_PARTS_NOT_WINDOW, 0)
        && frameIs(0, P, P, 0, END, 0) && frameIs(0, F, CR, 0, END, 0));
  CHECK("frame_range_end_before_start_depends_on_values",
        frameIs(2, F, CR, 0, START, 0) && frameIs(2, CR, P, 1,
        SITEMAP_PARTS_NOT_WINDOW, 0) && frameIs(2, CR, P, 0, END, 0));
  CHECK("frame_starting_after_the_first_row_must_start_unbounded",
        frameIs(1, P, CR, 0, START, 0) && frameIs(1, CR, CR, 0, START, 0)
        && frameIs(0, F, UF, 0, START, 0) && frameIs(1, P, F, 0, START, 0));
  CHECK("frame_ending_after_the_current_row_must_end_there",
        frameIs(1, UP, F, 0, END, 0));
  sitemapPartsInit(&p, &coreLibcAlloc);
  CHECK("frame_placing_without_a_new_row_must_end_at_the_current_row",
        sitemapPartsPlace(&p)==END && partsSay(&p, NULL, "sitemap_part(): "
        "the window frame must end at the current row (use the default "
        "frame)"));
  CHECK("frame_a_row_leaving_must_start_unbounded", sitemapPartsAdd(&p, &r,
        NULL, NULL)==OK && sitemapPartsDrop(&p)==START && partsSay(&p, NULL,
        "sitemap_part(): the window frame must start at UNBOUNDED PRECEDING "
        "(use the default frame)"));
  CHECK("frame_no_value_asked_is_not_a_window",
        sitemapPartsUnasked(&p)==SITEMAP_PARTS_NOT_WINDOW
        && partsSay(&p, NULL, "sitemap_part(): a window function over the "
        "default frame: use OVER (ORDER BY ...) without an EXCLUDE clause "
        "(the number of parts: max(part))"));
  sitemapPartsFree(&p);
}

int main(void){
  testRowLimit();
  testByteLimits();
  testRefusals();
  testPriorityRules();
  testFormatNumber();
  testParts();
  testFrames();
  CHECK_DONE();
}
