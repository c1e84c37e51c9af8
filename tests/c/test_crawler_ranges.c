/*
** test_crawler_ranges.c: verified crawlers' address rules.  Addresses as
** RFC 4291 section 2.2 writes them (and only so: inet_pton's strictness
** for IPv4), IPv4-mapped addresses as RFC 4291 2.5.5.2 defines them,
** canonical text per RFC 5952, prefixes' edges and neighbours, every
** operator's published range file (the jafar shape, fixtures in
** tests/data/crawler_ranges), and the compiled table against a brute-force
** oracle, validity intervals over many versions of one file included.
*/
#include "check.h"
#include "crawler/crawler_ip.h"
#include "crawler/crawler_ip_set.h"
#include "crawler/crawler_ranges.h"
#include "core/datetime.h"

#include <stdio.h>
#include <stdlib.h>

/* The family crawlerIpParse gives z (0: not an address). */
static int fam(const char *z){
  CrawlerIp a;
  return crawlerIpParse(z, strlen(z), &a);
}

/* 1 when z and w parse to the same address. */
static int same(const char *z, const char *w){
  CrawlerIp a, b;
  return crawlerIpParse(z, strlen(z), &a) && crawlerIpParse(w, strlen(w), &b)
      && crawlerIpCmp(&a, &b)==0;
}

/* The canonical text of z (static), "BAD" when not an address. */
static const char *canon(const char *z){
  static char zOut[CRAWLER_IP_TEXT + 1];
  CrawlerIp a;
  int f = crawlerIpParse(z, strlen(z), &a);
  size_t n;
  if( f==0 ) return "BAD";
  n = crawlerIpFormat(&a, f, zOut);
  zOut[n] = 0;
  return zOut;
}

/* 1 when address z is in prefix zPre (bare addresses allowed). */
static int in(const char *z, const char *zPre){
  CrawlerIp a;
  CrawlerPrefix p;
  const char *zWhy;
  int bHost;
  if( !crawlerIpParse(z, strlen(z), &a) ) return -1;
  if( crawlerIpPrefixParse(zPre, strlen(zPre), 1, 0, &p, &bHost, &zWhy) ) return -2;
  return crawlerIpIn(&a, &p);
}

/* The canonical text of prefix z, "BAD" when it is not one. */
static const char *canonPrefix(const char *z, int bBare, int iWant){
  static char zOut[CRAWLER_IP_TEXT + 1];
  CrawlerPrefix p;
  const char *zWhy;
  int bHost;
  size_t n;
  if( crawlerIpPrefixParse(z, strlen(z), bBare, iWant, &p, &bHost, &zWhy) ) return "BAD";
  n = crawlerIpPrefixFormat(&p, zOut);
  zOut[n] = 0;
  return zOut;
}

static void testAddresses(void){
  CHECK("ipv4_dotted_quad", fam("66.249.66.1")==4 && fam("0.0.0.0")==4
        && fam("255.255.255.255")==4);
  CHECK("ipv4_leading_zero_refused_as_inet_pton", fam("066.249.66.1")==0
        && fam("66.249.66.01")==0 && fam("66.249.066.1")==0);
  CHECK("ipv4_octet_over_255_refused", fam("66.249.66.256")==0 && fam("1.2.3.1000")==0);
  CHECK("ipv4_needs_four_octets", fam("66.249.66")==0 && fam("66.249.66.1.2")==0
        && fam("66.249.66.")==0 && fam(".66.249.66.1")==0 && fam("1..2.3")==0);
  CHECK("ipv4_no_shorthand_or_hex", fam("0x42.249.66.1")==0 && fam("1113211393")==0);
  CHECK("ipv6_full_form", fam("2001:0db8:0000:0000:0000:0000:0000:0001")==6);
  CHECK("ipv6_spellings_are_one_address",
        same("2001:db8::1", "2001:0db8:0:0:0:0:0:1") && same("2001:DB8::1", "2001:db8::0:1")
        && same("::", "0:0:0:0:0:0:0:0") && same("1::", "1:0:0:0:0:0:0:0")
        && same("1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0") && same("::2:3:4:5:6:7:8", "0:2:3:4:5:6:7:8"));
  CHECK("ipv6_double_colon_once", fam("1::2::3")==0 && fam("::1::")==0);
  CHECK("ipv6_double_colon_stands_for_a_group", fam("1:2:3:4:5:6:7:8::")==0
        && fam("::1:2:3:4:5:6:7:8")==0 && fam("1:2:3:4::5:6:7:8")==0);
  CHECK("ipv6_eight_groups_exactly", fam("1:2:3:4:5:6:7")==0 && fam("1:2:3:4:5:6:7:8:9")==0);
  CHECK("ipv6_group_at_most_four_digits", fam("2001:db8::12345")==0 && fam("02001:db8::1")==0);
  CHECK("ipv6_no_stray_colons", fam(":1:2:3:4:5:6:7")==0 && fam("1:2:3:4:5:6:7:")==0
        && fam(":::")==0 && fam("1:::2")==0 && fam(":")==0);
  CHECK("ipv6_hex_digits_only", fam("2001:db8::g")==0 && fam("2001:db8:: 1")==0);
  CHECK("ipv6_dotted_tail", fam("64:ff9b::192.0.2.33")==6
        && same("64:ff9b::192.0.2.33", "64:ff9b::c000:221")
        && fam("1:2:3:4:5:6:1.2.3.4")==6 && fam("1:2:3:4:5:6:7:1.2.3.4")==0
        && fam("::1.2.3.4.5")==0 && fam("::1.2.3.4:5")==0 && fam("::1.2.3")==0);
  CHECK("ipv4_mapped_ipv6_is_the_ipv4_address", fam("::ffff:66.249.66.1")==4
        && same("::ffff:66.249.66.1", "66.249.66.1") && same("::FFFF:42f9:4201", "66.249.66.1")
        && same("0:0:0:0:0:ffff:66.249.66.1", "66.249.66.1"));
  CHECK("ipv4_compatible_is_not_ipv4", fam("::66.249.66.1")==6 && !same("::66.249.66.1", "66.249.66.1"));
  CHECK("address_in_brackets", same("[2001:db8::1]", "2001:db8::1") && fam("[66.249.66.1]")==4
        && fam("[2001:db8::1")==0 && fam("2001:db8::1]")==0 && fam("[]")==0);
  CHECK("zone_refused", fam("fe80::1%eth0")==0 && fam("fe80::1%1")==0 && fam("[fe80::1%25eth0]")==0);
  CHECK("not_addresses", fam("")==0 && fam(" 66.249.66.1")==0 && fam("66.249.66.1 ")==0
        && fam("localhost")==0 && fam("66.249.66.1:443")==0 && fam("-")==0);
  CHECK("address_text_capped", fam("0000:0000:0000:0000:0000:0000:0000:0000:0000:0000:0000:0000:0000")==0);
}

static void testCanonical(void){
  CHECK("rfc5952_lower_case_no_leading_zeros", strcmp(canon("2001:0DB8:00AB::0001"), "2001:db8:ab::1")==0);
  CHECK("rfc5952_longest_run_compressed", strcmp(canon("2001:db8:0:0:1:0:0:0"), "2001:db8:0:0:1::")==0);
  CHECK("rfc5952_first_of_equal_runs", strcmp(canon("2001:db8:0:0:1:0:0:1"), "2001:db8::1:0:0:1")==0);
  CHECK("rfc5952_single_zero_group_kept", strcmp(canon("2001:db8:0:1:1:1:1:1"), "2001:db8:0:1:1:1:1:1")==0);
  CHECK("rfc5952_all_zeros_and_loopback", strcmp(canon("0:0:0:0:0:0:0:0"), "::")==0
        && strcmp(canon("0:0:0:0:0:0:0:1"), "::1")==0);
  CHECK("rfc5952_no_zero_run", strcmp(canon("1:2:3:4:5:6:7:8"), "1:2:3:4:5:6:7:8")==0);
  CHECK("mapped_written_as_ipv4", strcmp(canon("::ffff:42f9:4201"), "66.249.66.1")==0);
  CHECK("ipv4_written_dotted", strcmp(canon("066.1.1.1"), "BAD")==0
        && strcmp(canon("10.0.0.255"), "10.0.0.255")==0);
}

static void testPrefixes(void){
  CHECK("prefix_first_and_last_in", in("66.249.64.0", "66.249.64.0/19")==1
        && in("66.249.95.255", "66.249.64.0/19")==1);
  CHECK("prefix_neighbours_out", in("66.249.63.255", "66.249.64.0/19")==0
        && in("66.249.96.0", "66.249.64.0/19")==0);
  CHECK("prefix_v4_slash_32_is_one_address", in("107.20.236.150", "107.20.236.150/32")==1
        && in("107.20.236.151", "107.20.236.150/32")==0 && in("107.20.236.149", "107.20.236.150/32")==0);
  CHECK("prefix_v4_slash_0_is_every_ipv4", in("0.0.0.0", "0.0.0.0/0")==1
        && in("255.255.255.255", "0.0.0.0/0")==1 && in("2001:db8::1", "0.0.0.0/0")==0
        && in("::ffff:1.2.3.4", "0.0.0.0/0")==1 && in("::fffe:ffff:ffff", "0.0.0.0/0")==0);
  CHECK("prefix_v6_edges", in("2001:4860:4801:10::", "2001:4860:4801:10::/64")==1
        && in("2001:4860:4801:10:ffff:ffff:ffff:ffff", "2001:4860:4801:10::/64")==1
        && in("2001:4860:4801:f:ffff:ffff:ffff:ffff", "2001:4860:4801:10::/64")==0
        && in("2001:4860:4801:11::", "2001:4860:4801:10::/64")==0);
  CHECK("prefix_v6_slash_128_and_0", in("2001:db8::1", "2001:db8::1/128")==1
        && in("2001:db8::2", "2001:db8::1/128")==0 && in("66.249.66.1", "::/0")==1
        && in("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "::/0")==1);
  CHECK("prefix_odd_lengths", in("2600:1f28:365:80bf:ffff::1", "2600:1f28:365:80b0::/60")==1
        && in("2600:1f28:365:80c0::", "2600:1f28:365:80b0::/60")==0
        && in("18.97.9.175", "18.97.9.168/29")==1 && in("18.97.9.176", "18.97.9.168/29")==0
        && in("18.97.9.167", "18.97.9.168/29")==0);
  CHECK("prefix_mapped_v6_holds_ipv4", in("66.249.66.7", "::ffff:66.249.66.0/120")==1
        && in("66.249.67.7", "::ffff:66.249.66.0/120")==0);
  CHECK("prefix_host_bits_cleared", strcmp(canonPrefix("66.249.66.1/24", 0, 0), "66.249.66.0/24")==0
        && strcmp(canonPrefix("2001:db8::1/32", 0, 0), "2001:db8::/32")==0);
  CHECK("prefix_canonical_text", strcmp(canonPrefix("2001:0DB8:0:0::/48", 0, 6), "2001:db8::/48")==0
        && strcmp(canonPrefix("::ffff:1.2.3.0/120", 0, 6), "::ffff:1.2.3.0/120")==0);
  CHECK("prefix_length_decimal_without_leading_zero", strcmp(canonPrefix("66.249.64.0/019", 0, 0), "BAD")==0
        && strcmp(canonPrefix("66.249.64.0/", 0, 0), "BAD")==0 && strcmp(canonPrefix("66.249.64.0/+1", 0, 0), "BAD")==0
        && strcmp(canonPrefix("0.0.0.0/0", 0, 0), "0.0.0.0/0")==0);
  CHECK("prefix_length_within_family", strcmp(canonPrefix("66.249.64.0/33", 0, 0), "BAD")==0
        && strcmp(canonPrefix("2001:db8::/129", 0, 0), "BAD")==0
        && strcmp(canonPrefix("2001:db8::/128", 0, 0), "2001:db8::/128")==0);
  CHECK("prefix_family_wanted", strcmp(canonPrefix("2001:db8::/32", 0, 4), "BAD")==0
        && strcmp(canonPrefix("66.249.64.0/19", 0, 6), "BAD")==0);
  CHECK("prefix_bare_address_only_when_allowed", strcmp(canonPrefix("66.249.66.1", 0, 0), "BAD")==0
        && strcmp(canonPrefix("66.249.66.1", 1, 0), "66.249.66.1/32")==0
        && strcmp(canonPrefix("2001:db8::1", 1, 0), "2001:db8::1/128")==0);
  CHECK("prefix_zone_refused", strcmp(canonPrefix("fe80::%eth0/64", 0, 0), "BAD")==0);
}

/* ---- Published files -------------------------------------------------- */

/* What reading a file gave. */
typedef struct FileRead {
  int rc;                   /* crawlerRangesOpen's, or Next's failure */
  int nRow, nError, nV4, nV6;
  char zFirst[64];          /* the first row's prefix, or its error */
  char zErr[200];           /* the refusal, or the first error row */
  int64_t iCreated;
  int bCreated;
} FileRead;

/* Read document z[0..n) into *r. */
static void readDoc(const char *z, size_t n, FileRead *r){
  static const CoreStop never = { NULL, NULL };
  CrawlerRanges cr;
  CoreBuf err;
  int rc;
  memset(r, 0, sizeof(*r));
  coreBufInit(&err, &coreLibcAlloc);
  r->rc = crawlerRangesOpen(&cr, z, n, &coreLibcAlloc, &never, &err);
  if( r->rc ){
    snprintf(r->zErr, sizeof(r->zErr), "%.*s", (int)err.n, err.z ? err.z : "");
  }else{
    r->bCreated = cr.bCreated;
    r->iCreated = cr.iCreated;
    while( (rc = crawlerRangesNext(&cr))==1 ){
      char zPre[CRAWLER_IP_TEXT + 1];
      size_t k = 0;
      if( cr.bError ){
        if( r->nError++==0 ) snprintf(r->zErr, sizeof(r->zErr), "%.*s", (int)cr.err.n, cr.err.z);
      }else{
        k = crawlerIpPrefixFormat(&cr.prefix, zPre);
        if( cr.prefix.iFamily==4 ) r->nV4++; else r->nV6++;
      }
      zPre[k] = 0;
      if( r->nRow++==0 ) snprintf(r->zFirst, sizeof(r->zFirst), "%s", cr.bError ? "ERROR" : zPre);
    }
    if( rc<0 ) r->rc = rc;
  }
  crawlerRangesClose(&cr);
  coreBufFree(&err);
}

/* Read NUL-terminated document z. */
static void readZ(const char *z, FileRead *r){ readDoc(z, strlen(z), r); }

/* Read fixture tests/data/crawler_ranges/zName; 0, or -1 when absent. */
static int readFixture(const char *zName, FileRead *r){
  char zPath[256], *z = NULL;
  size_t n = 0, nAlloc = 0, k;
  FILE *f;
  snprintf(zPath, sizeof(zPath), "tests/data/crawler_ranges/%s", zName);
  f = fopen(zPath, "rb");
  if( f==NULL ) return -1;
  for(;;){
    if( n==nAlloc ){ nAlloc = nAlloc ? nAlloc*2 : 4096; z = realloc(z, nAlloc); }
    k = fread(z + n, 1, nAlloc - n, f);
    if( k==0 ) break;
    n += k;
  }
  fclose(f);
  readDoc(z, n, r);
  free(z);
  return 0;
}

/* The seconds of ISO time z. */
static int64_t secs(const char *z){
  DateSeconds t = 0;
  dateParse(z, strlen(z), &t);
  return t;
}

static void testOperatorFiles(void){
  static const struct {
    const char *zFile, *zName, *zFirst, *zCreated;
    int nV4, nV6;
  } a[] = {
    { "googlebot.json", "google_googlebot_json", "2001:4860:4801:10::/64", "2025-01-10T15:46:03Z", 2, 2 },
    { "bingbot.json", "bing_bingbot_json", "157.55.39.0/24", "2024-04-24T10:00:00Z", 3, 0 },
    { "gptbot.json", "openai_gptbot_json", "52.230.152.0/24", "2025-06-03T20:55:41Z", 3, 0 },
    { "applebot.json", "apple_applebot_json", "2a01:b747:3005:200::/56", "2025-02-21T14:03:26Z", 2, 1 },
    { "perplexitybot.json", "perplexity_json", "107.20.236.150/32", "2025-03-11T09:12:00Z", 2, 0 },
    { "duckduckbot.json", "duckduckgo_json", "20.191.45.212/32", "2025-04-01T00:00:00Z", 3, 0 },
    { "ccbot.json", "common_crawl_ccbot_json", "18.97.9.168/29", "2025-05-19T08:00:00Z", 2, 1 },
    { "claudebot.json", "anthropic_json_unknown_members_ignored", "160.79.104.0/23", "2025-05-23T11:33:20Z", 1, 1 },
  };
  size_t i;
  for(i=0; i<sizeof(a)/sizeof(a[0]); i++){
    FileRead r;
    char zName[128];
    snprintf(zName, sizeof(zName), "operator_file_%s", a[i].zName);
    if( readFixture(a[i].zFile, &r) ){ checkSkip(zName, "fixture missing (run from the root)"); continue; }
    CHECK(zName, r.rc==0 && r.nError==0 && r.nV4==a[i].nV4 && r.nV6==a[i].nV6
          && strcmp(r.zFirst, a[i].zFirst)==0 && r.bCreated && r.iCreated==secs(a[i].zCreated));
  }
}

static void testFileRules(void){
  FileRead r;
  readZ("{\"prefixes\":[{\"ipv4Prefix\":\"1.2.3.0/24\"}],\"creationTime\":\"2025-01-01T00:00:00Z\"}", &r);
  CHECK("file_creation_time_after_prefixes", r.rc==0 && r.bCreated && r.iCreated==secs("2025-01-01T00:00:00Z"));
  readZ("{\"prefixes\":[{\"ipv4Prefix\":\"1.2.3.0/24\"}]}", &r);
  CHECK("file_without_creation_time", r.rc==0 && !r.bCreated && r.nRow==1);
  readZ("{\"creationTime\":\"yesterday\",\"prefixes\":[{\"ipv4Prefix\":\"1.2.3.0/24\"}]}", &r);
  CHECK("file_creation_time_not_a_time_is_an_error_row", r.rc==0 && r.nRow==2 && r.nError==1
        && strstr(r.zErr, "creationTime 'yesterday' is not a time")!=NULL);
  readZ("{\"creationTime\":12,\"prefixes\":[]}", &r);
  CHECK("file_creation_time_number_is_an_error_row", r.rc==0 && r.nError==1 && r.nRow==1);
  readZ("{\"prefixes\":[{\"ipv4Prefix\":\"1.2.3.0\\/24\"}]}", &r);
  CHECK("file_json_escapes_decoded", r.rc==0 && strcmp(r.zFirst, "1.2.3.0/24")==0);
  readZ("{\"prefixes\":[{\"ipv4Prefix\":\"1.2.3.0/33\"},{\"ipv6Prefix\":\"1.2.3.0/24\"},"
        "{\"service\":\"x\"},[],\"1.2.3.0/24\",{\"ipv4Prefix\":7},"
        "{\"ipv4Prefix\":\"1.2.3.0/24\",\"ipv6Prefix\":\"::/0\"},{\"ipv6Prefix\":\"::/0\"}]}", &r);
  CHECK("file_bad_entries_are_error_rows_and_the_rest_read", r.rc==0 && r.nRow==8
        && r.nError==7 && r.nV6==1
        && strcmp(r.zErr, "entry 1: ipv4Prefix '1.2.3.0/33' is not an IPv4 prefix: "
                          "the length is not 0 to 32")==0);
  readZ("{\"prefixes\":[]}", &r);
  CHECK("file_empty_prefixes", r.rc==0 && r.nRow==0);
  readZ("[]", &r);
  CHECK("file_not_an_object_refused", r.rc==-2 && strstr(r.zErr, "not an object")!=NULL);
  readZ("{\"creationTime\":\"2025-01-01\"}", &r);
  CHECK("file_without_prefixes_refused", r.rc==-2 && strstr(r.zErr, "no \"prefixes\" array")!=NULL);
  readZ("{\"prefixes\":{}}", &r);
  CHECK("file_prefixes_not_array_refused", r.rc==-2);
  readZ("{\"prefixes\":[],\"prefixes\":[]}", &r);
  CHECK("file_two_prefixes_refused", r.rc==-2);
  readZ("{\"prefixes\":[]} x", &r);
  CHECK("file_text_after_document_refused", r.rc==-2);
  readZ("{\"prefixes\":[{\"ipv4Prefix\":\"1.2.3.0/24\"}", &r);
  CHECK("file_truncated_refused", r.rc==-2);
  readZ("", &r);
  CHECK("file_empty_refused", r.rc==-2);
  {
    char z[400];
    int k, n = 0;
    n += snprintf(z + n, sizeof(z) - (size_t)n, "{\"x\":");
    for(k=0; k<70; k++) z[n++] = '[';
    for(k=0; k<70; k++) z[n++] = ']';
    snprintf(z + n, sizeof(z) - (size_t)n, ",\"prefixes\":[]}");
    readZ(z, &r);
    CHECK("file_nesting_capped", r.rc==-2 && strstr(r.zErr, "nesting too deep")!=NULL);
  }
}

/* ---- The compiled table ----------------------------------------------- */

/* An oracle row. */
typedef struct ORow { const char *zTok; CrawlerPrefix p; int64_t iFrom, iTo; } ORow;

static uint64_t seed = 88172645463325252ull;
static uint32_t rnd(uint32_t n){
  seed ^= seed<<13; seed ^= seed>>7; seed ^= seed<<17;
  return (uint32_t)(seed % n);
}

/* ASCII-case-insensitive comparison of NUL-terminated tokens. */
static int tokCmp(const char *a, const char *b){
  for(;; a++, b++){
    int x = *a>='A' && *a<='Z' ? *a+32 : *a, y = *b>='A' && *b<='Z' ? *b+32 : *b;
    if( x!=y || x==0 ) return x - y;
  }
}

/* The oracle's crawlerIpSetVerify. */
static int oVerify(const ORow *a, int n, const CrawlerIp *ip, const char *zTok,
                   int bAt, int64_t iAt){
  int i, bAny = 0;
  for(i=0; i<n; i++){
    if( tokCmp(a[i].zTok, zTok) ) continue;
    bAny = 1;
    if( crawlerIpIn(ip, &a[i].p) && (!bAt || (a[i].iFrom<=iAt && iAt<a[i].iTo)) ) return 1;
  }
  return bAny ? 0 : -1;
}

/* The oracle's crawlerIpSetLongest: the token's first spelling, or NULL. */
static const char *oLongest(const ORow *a, int n, const CrawlerIp *ip, int bAt, int64_t iAt){
  int i, iBest = -1;
  for(i=0; i<n; i++){
    if( !crawlerIpIn(ip, &a[i].p) || (bAt && !(a[i].iFrom<=iAt && iAt<a[i].iTo)) ) continue;
    if( iBest<0 || a[i].p.nBits>a[iBest].p.nBits
     || (a[i].p.nBits==a[iBest].p.nBits && tokCmp(a[i].zTok, a[iBest].zTok)<0) ) iBest = i;
  }
  if( iBest<0 ) return NULL;
  for(i=0; i<n; i++) if( tokCmp(a[i].zTok, a[iBest].zTok)==0 ) return a[i].zTok;
  return NULL;
}

/* Build a set of n random nested rows and compare nAsk lookups with the
** oracle: 1 when every one agrees. */
static int randomAgainstOracle(int n, int nAsk){
  static const char *azTok[] = { "Googlebot", "bingbot", "GPTBot", "googlebot", "CCBot" };
  static const char *azBase[] = { "66.249.64.0", "66.249.66.0", "157.55.39.0", "2001:4860:4801:10::", "2001:4860::" };
  CrawlerIpSet *s = crawlerIpSetNew(&coreLibcAlloc);
  ORow *a = (ORow*)malloc(sizeof(ORow)*(size_t)n);
  int i, ok = 1;
  for(i=0; i<n; i++){
    const char *zBase = azBase[rnd(5)], *zWhy;
    int bV6 = strchr(zBase, ':')!=NULL, bHost;
    char zPre[80];
    snprintf(zPre, sizeof(zPre), "%s/%u", zBase, bV6 ? 16 + rnd(113) : 8 + rnd(25));
    a[i].zTok = azTok[rnd(5)];
    crawlerIpPrefixParse(zPre, strlen(zPre), 0, 0, &a[i].p, &bHost, &zWhy);
    a[i].iFrom = rnd(4)==0 ? CRAWLER_IP_SET_OPEN_FROM : (int64_t)rnd(100);
    a[i].iTo = rnd(4)==0 ? CRAWLER_IP_SET_OPEN_TO : a[i].iFrom + 1 + (int64_t)rnd(30);
    if( a[i].iFrom==CRAWLER_IP_SET_OPEN_FROM && a[i].iTo!=CRAWLER_IP_SET_OPEN_TO ) a[i].iTo = rnd(100);
    if( crawlerIpSetAdd(s, a[i].zTok, strlen(a[i].zTok), zPre, strlen(zPre),
                        a[i].iFrom, a[i].iTo, &zWhy) ) ok = 0;
  }
  if( crawlerIpSetFinish(s) ) ok = 0;
  for(i=0; ok && i<nAsk; i++){
    const ORow *r = &a[rnd((uint32_t)n)];
    CrawlerIp ip = rnd(2) ? r->p.first : r->p.last;
    int bAt = (int)rnd(2), iDelta = (int)rnd(3) - 1;
    int64_t iAt = (int64_t)rnd(140) - 20;
    const char *zTok = rnd(6)==0 ? "nobody" : azTok[rnd(5)], *zO;
    Span tok, got;
    if( iDelta<0 ){ if( ip.lo--==0 ) ip.hi--; }
    if( iDelta>0 ){ if( ++ip.lo==0 ) ip.hi++; }
    tok.z = zTok; tok.n = strlen(zTok);
    if( crawlerIpSetVerify(s, &ip, tok, bAt, iAt)!=oVerify(a, n, &ip, zTok, bAt, iAt) ) ok = 0;
    zO = oLongest(a, n, &ip, bAt, iAt);
    if( crawlerIpSetLongest(s, &ip, bAt, iAt, &got) ){
      if( zO==NULL || got.n!=strlen(zO) || memcmp(got.z, zO, got.n) ) ok = 0;
    }else if( zO ){
      ok = 0;
    }
  }
  crawlerIpSetFree(s);
  free(a);
  return ok;
}

/* A set from rows "token prefix from to" (from/to: -1 open). */
static CrawlerIpSet *setOf(const char *const *az, int n){
  CrawlerIpSet *s = crawlerIpSetNew(&coreLibcAlloc);
  int i;
  for(i=0; i<n; i++){
    char zTok[64], zPre[80];
    long long f, t;
    const char *zWhy;
    sscanf(az[i], "%63s %79s %lld %lld", zTok, zPre, &f, &t);
    crawlerIpSetAdd(s, zTok, strlen(zTok), zPre, strlen(zPre),
                    f<0 ? CRAWLER_IP_SET_OPEN_FROM : f, t<0 ? CRAWLER_IP_SET_OPEN_TO : t, &zWhy);
  }
  crawlerIpSetFinish(s);
  return s;
}

/* crawlerIpSetVerify on text. */
static int ver(const CrawlerIpSet *s, const char *zIp, const char *zTok, int bAt, int64_t iAt){
  CrawlerIp a;
  Span t;
  crawlerIpParse(zIp, strlen(zIp), &a);
  t.z = zTok; t.n = strlen(zTok);
  return crawlerIpSetVerify(s, &a, t, bAt, iAt);
}

/* crawlerIpSetLongest on text: the token (static) or "NULL". */
static const char *lng(const CrawlerIpSet *s, const char *zIp, int bAt, int64_t iAt){
  static char z[64];
  CrawlerIp a;
  Span t;
  crawlerIpParse(zIp, strlen(zIp), &a);
  if( !crawlerIpSetLongest(s, &a, bAt, iAt, &t) ) return "NULL";
  snprintf(z, sizeof(z), "%.*s", (int)t.n, t.z);
  return z;
}

static void testSet(void){
  static const char *const az[] = {
    "Googlebot 66.249.64.0/19 -1 -1", "Google-Extended 66.249.66.0/24 -1 -1",
    "bingbot 157.55.39.0/24 100 200", "bingbot 157.55.39.0/24 200 300",
    "bingbot 157.55.39.0/24 400 -1", "GPTBot 2001:db8::/32 -1 -1",
    "aaa 66.249.66.0/24 -1 -1", "Googlebot 66.249.66.1 -1 -1",
  };
  CrawlerIpSet *s = setOf(az, 8);
  const char *zWhy;
  CHECK("set_verify_in_range", ver(s, "66.249.70.1", "Googlebot", 0, 0)==1);
  CHECK("set_verify_tokens_ignore_case", ver(s, "66.249.70.1", "GOOGLEBOT", 0, 0)==1);
  CHECK("set_verify_out_of_range_is_0", ver(s, "66.249.96.1", "Googlebot", 0, 0)==0);
  CHECK("set_verify_token_without_ranges_is_null", ver(s, "66.249.70.1", "nobody", 0, 0)==-1);
  CHECK("set_verify_mapped_address", ver(s, "::ffff:66.249.70.1", "Googlebot", 0, 0)==1);
  CHECK("set_verify_enclosing_range_of_same_token", ver(s, "66.249.66.9", "Googlebot", 0, 0)==1);
  CHECK("set_valid_from_inclusive_to_exclusive", ver(s, "157.55.39.9", "bingbot", 1, 100)==1
        && ver(s, "157.55.39.9", "bingbot", 1, 99)==0 && ver(s, "157.55.39.9", "bingbot", 1, 299)==1
        && ver(s, "157.55.39.9", "bingbot", 1, 300)==0 && ver(s, "157.55.39.9", "bingbot", 1, 399)==0);
  CHECK("set_touching_intervals_merge", ver(s, "157.55.39.9", "bingbot", 1, 200)==1);
  CHECK("set_open_ended_validity", ver(s, "157.55.39.9", "bingbot", 1, INT64_MAX - 1)==1
        && ver(s, "66.249.70.1", "Googlebot", 1, INT64_MIN)==1);
  CHECK("set_without_at_every_row_counts", ver(s, "157.55.39.9", "bingbot", 0, 0)==1);
  CHECK("set_longest_prefix_wins", strcmp(lng(s, "66.249.66.1", 0, 0), "Googlebot")==0
        && strcmp(lng(s, "66.249.66.2", 0, 0), "aaa")==0 && strcmp(lng(s, "66.249.67.2", 0, 0), "Googlebot")==0);
  CHECK("set_equal_prefixes_least_token", strcmp(lng(s, "66.249.66.200", 0, 0), "aaa")==0);
  CHECK("set_longest_respects_validity", strcmp(lng(s, "157.55.39.1", 1, 350), "NULL")==0
        && strcmp(lng(s, "157.55.39.1", 1, 150), "bingbot")==0);
  CHECK("set_longest_v6", strcmp(lng(s, "2001:db8:ffff::1", 0, 0), "GPTBot")==0
        && strcmp(lng(s, "2001:db9::", 0, 0), "NULL")==0 && strcmp(lng(s, "1.1.1.1", 0, 0), "NULL")==0);
  CHECK("set_add_refuses_bad_rows",
        crawlerIpSetAdd(s, "", 0, "1.2.3.0/24", 10, 0, 1, &zWhy)==CRAWLER_IP_SET_TOKEN
        && crawlerIpSetAdd(s, "x", 1, "1.2.3/24", 8, 0, 1, &zWhy)==CRAWLER_IP_SET_PREFIX
        && crawlerIpSetAdd(s, "x", 1, "1.2.3.0/24", 10, 5, 5, &zWhy)==CRAWLER_IP_SET_EMPTY);
  crawlerIpSetFree(s);
  s = setOf(az, 0);
  CHECK("set_empty_has_no_tokens", ver(s, "1.2.3.4", "x", 0, 0)==-1 && strcmp(lng(s, "1.2.3.4", 0, 0), "NULL")==0);
  crawlerIpSetFree(s);
  CHECK("set_agrees_with_oracle_small", randomAgainstOracle(20, 20000));
  CHECK("set_agrees_with_oracle_large", randomAgainstOracle(2000, 20000));
}

/* One operator's file over 200 daily versions: prefix k is published from
** day k/2 to day 100 + k (one row per prefix per version, as the recipe
** loads them), asked on every day. */
static void testVersions(void){
  CrawlerIpSet *s = crawlerIpSetNew(&coreLibcAlloc);
  int d, k, ok = 1, nRow = 0;
  for(d=0; d<200; d++){
    for(k=0; k<100; k++){
      char zPre[32];
      const char *zWhy;
      if( d<k/2 || d>=100 + k ) continue;
      snprintf(zPre, sizeof(zPre), "10.%d.0.0/16", k);
      if( crawlerIpSetAdd(s, "OpBot", 5, zPre, strlen(zPre), d*86400LL, (d+1)*86400LL, &zWhy) ) ok = 0;
      nRow++;
    }
  }
  crawlerIpSetFinish(s);
  for(d=-1; d<=201 && ok; d++){
    for(k=0; k<100 && ok; k++){
      char zIp[32];
      int bWant = d>=k/2 && d<100 + k;
      snprintf(zIp, sizeof(zIp), "10.%d.7.7", k);
      if( ver(s, zIp, "opbot", 1, d*86400LL + 43200)!=bWant ) ok = 0;
      if( ver(s, zIp, "opbot", 1, d*86400LL)!=bWant ) ok = 0;     /* a day's first second */
    }
  }
  CHECK("validity_over_many_versions_of_one_file", ok && nRow>10000
        && crawlerIpSetCount(s)==(size_t)nRow);
  crawlerIpSetFree(s);
}

/* An allocator that fails the nFail-th allocation (0: never); frees pass. */
static int nAllocs, nFailAt;
static void *failingRealloc(void *pCtx, void *pOld, size_t nNew){
  (void)pCtx;
  if( nNew==0 ){ free(pOld); return NULL; }
  if( ++nAllocs==nFailAt ) return NULL;
  return realloc(pOld, nNew);
}
static const CoreAlloc failingAlloc = { failingRealloc, NULL };

/* Build a 300-row set and read a file with the nFail-th allocation failing:
** 1 when a failure came back as out of memory (or everything worked) and
** the answers of a finished set are right.  Leaks show under valgrind. */
static int oomOnce(int nFail, int *pbDone){
  static const char *zDoc = "{\"creationTime\":\"bad\",\"prefixes\":[{\"ipv4Prefix\":\"1.2.3.0/24\"},"
                            "{\"ipv6Prefix\":\"x\"},{\"ipv4Prefix\":\"1.2.3.0\\/33\"}]}";
  static const CoreStop never = { NULL, NULL };
  CrawlerIpSet *s;
  CrawlerRanges cr;
  CoreBuf err;
  int i, ok = 1, rc = CRAWLER_IP_SET_OK, rcR;
  nAllocs = 0;
  nFailAt = nFail;
  s = crawlerIpSetNew(&failingAlloc);
  for(i=0; s && rc==CRAWLER_IP_SET_OK && i<300; i++){
    char zPre[40], zTok[16];
    const char *zWhy;
    snprintf(zPre, sizeof(zPre), "10.%d.%d.0/24", i/256, i%256);
    snprintf(zTok, sizeof(zTok), "Bot%d", i%17);
    rc = crawlerIpSetAdd(s, zTok, strlen(zTok), zPre, strlen(zPre), i, i + 10, &zWhy);
  }
  if( s && rc==CRAWLER_IP_SET_OK ) rc = crawlerIpSetFinish(s);
  if( s && rc==CRAWLER_IP_SET_OK ){
    ok = ver(s, "10.0.5.1", "bot5", 1, 7)==1 && ver(s, "10.0.5.1", "bot5", 1, 15)==0;
  }else if( s && rc!=CRAWLER_IP_SET_NOMEM ){
    ok = 0;
  }
  crawlerIpSetFree(s);
  coreBufInit(&err, &failingAlloc);
  rcR = crawlerRangesOpen(&cr, zDoc, strlen(zDoc), &failingAlloc, &never, &err);
  if( rcR==0 ){
    while( (rcR = crawlerRangesNext(&cr))==1 ){}
  }
  if( rcR!=0 && rcR!=-1 ) ok = 0;
  crawlerRangesClose(&cr);
  coreBufFree(&err);
  *pbDone = nAllocs<nFail;
  return ok;
}

static void testOom(void){
  int k, ok = 1, bDone = 0;
  for(k=1; k<200 && !bDone; k++) ok &= oomOnce(k, &bDone);
  CHECK("out_of_memory_at_every_allocation_reported", ok && bDone);
}

int main(void){
  testAddresses();
  testCanonical();
  testPrefixes();
  testOperatorFiles();
  testFileRules();
  testSet();
  testVersions();
  testOom();
  CHECK_DONE();
}
