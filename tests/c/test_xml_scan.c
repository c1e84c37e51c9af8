/*
** test_xml_scan.c: rules of the XML tokenizer (ext/xml_scan.c): tokens and
** names, CDATA/comments/PIs/DOCTYPE, incomplete tokens, entity decoding.
*/
#include "check.h"
#include "core/xml_scan.h"

#include <stdlib.h>

/* Scan z fully (bFinal) and return the type of token k (0-based). */
static int tokenAt(const char *z, int k, XmlToken *pTok){
  XmlScan s;
  int e = XML_EOF, i;
  memset(&s, 0, sizeof(s));
  s.z = z; s.n = strlen(z); s.bFinal = 1;
  for(i=0; i<=k; i++) e = xmlNext(&s, pTok);
  return e;
}

static int spanIs(Span s, const char *z){
  return s.n==strlen(z) && memcmp(s.z, z, s.n)==0;
}

/* Decode z and compare with zWant; *pFlags gets the flags. */
static int decodesTo(const char *z, const char *zWant, unsigned *pFlags){
  CoreBuf b;
  int ok;
  unsigned fl = 0;
  coreBufInit(&b, &coreLibcAlloc);
  xmlDecode(z, strlen(z), &b, &fl);
  ok = b.n==strlen(zWant) && memcmp(b.z, zWant, b.n)==0;
  if( pFlags ) *pFlags = fl;
  coreBufFree(&b);
  return ok;
}

int main(void){
  XmlToken t;
  XmlScan s;
  unsigned fl;
  Span v;

  CHECK("start_tag_name_and_local_name",
        tokenAt("<ns0:url a='1'>", 0, &t)==XML_START && spanIs(t.name, "ns0:url")
        && spanIs(t.local, "url"));
  CHECK("empty_element_flagged", tokenAt("<a/>", 0, &t)==XML_START && t.bEmpty);
  CHECK("attribute_value_may_hold_gt",
        tokenAt("<a href=\"x>y\">t", 1, &t)==XML_TEXT && spanIs(t.text, "t"));
  tokenAt("<l rel=\"alternate\" hreflang='de' href=\"u\"/>", 0, &t);
  CHECK("attribute_lookup", xmlFindAttr(t.attrs, "hreflang", &v) && spanIs(v, "de"));
  CHECK("attribute_missing", !xmlFindAttr(t.attrs, "media", &v));
  CHECK("text_is_raw", tokenAt("<a>x&amp;y</a>", 1, &t)==XML_TEXT && spanIs(t.text, "x&amp;y"));
  CHECK("end_tag", tokenAt("<a>x</a >", 2, &t)==XML_END && spanIs(t.local, "a") && t.eErr==0);
  CHECK("cdata_content", tokenAt("<![CDATA[a<b>&c]]>", 0, &t)==XML_CDATA && spanIs(t.text, "a<b>&c"));
  CHECK("comment_skipped_as_token", tokenAt("<!-- a -- > b -->", 0, &t)==XML_COMMENT);
  CHECK("pi_target", tokenAt("<?xml version='1.0'?>", 0, &t)==XML_PI && spanIs(t.name, "xml"));
  CHECK("doctype_internal_subset",
        tokenAt("<!DOCTYPE x [ <!ENTITY a \"]>\"> <!-- ]> --> ]><x/>", 1, &t)==XML_START
        && spanIs(t.name, "x"));
  CHECK("bad_lt_kept_as_text", tokenAt("a < b", 1, &t)==XML_TEXT && t.eErr==XML_E_BAD_LT);
  CHECK("truncated_tag_at_end", tokenAt("<a><b attr='x", 1, &t)==XML_EOF && t.eErr==XML_E_TRUNCATED);
  memset(&s, 0, sizeof(s));
  s.z = "<loc>http://a"; s.n = strlen(s.z); s.bFinal = 0;
  xmlNext(&s, &t);
  CHECK("text_at_window_end_comes_in_parts", xmlNext(&s, &t)==XML_TEXT && s.i==13
        && xmlNext(&s, &t)==XML_MORE);
  s.z = "<lo"; s.n = 3; s.i = 0;
  CHECK("incomplete_tag_asks_for_more", xmlNext(&s, &t)==XML_MORE && s.i==0);

  CHECK("predefined_entities", decodesTo("&lt;&gt;&amp;&quot;&apos;", "<>&\"'", &fl) && fl==0);
  CHECK("numeric_references", decodesTo("&#65;&#x42;&#x20AC;", "AB\xE2\x82\xAC", &fl) && fl==0);
  CHECK("html_entity_decoded", decodesTo("caf&eacute;&nbsp;", "caf\xC3\xA9\xC2\xA0", &fl)
        && (fl & XML_D_HTML_ENTITY));
  CHECK("user_entity_never_expanded", decodesTo("a&lol9;b", "a&lol9;b", &fl)
        && (fl & XML_D_UNKNOWN_ENTITY));
  CHECK("bare_ampersand_kept", decodesTo("a&b=c & d", "a&b=c & d", &fl) && (fl & XML_D_BARE_AMP));
  CHECK("forbidden_char_ref_replaced", decodesTo("&#0;&#xD800;", "\xEF\xBF\xBD\xEF\xBF\xBD", &fl)
        && (fl & XML_D_BAD_CHARREF));
  CHECK("huge_char_ref_no_overflow", decodesTo("&#99999999999999999999;", "\xEF\xBF\xBD", &fl));

  CHECK("lines_lf", xmlCountLines("a\nb\nc", 5)==2);
  CHECK("lines_crlf_once", xmlCountLines("a\r\nb\r\n", 6)==2);
  CHECK("lines_cr_only", xmlCountLines("a\rb\rc", 5)==2);
  {
    char z[100];
    memset(z, 'x', sizeof(z));
    z[3] = z[17] = z[64] = z[99] = '\n';
    CHECK("lines_word_at_a_time", xmlCountLines(z, sizeof(z))==4);
  }
  {
    /* Vector, word and byte paths at every offset and length, including
    ** blocks longer than the byte counters hold (255 x 16 bytes). */
    static char z[9000];
    uint64_t seed = 42;
    size_t i, n, nBad = 0;
    for(i=0; i<sizeof(z); i++){
      seed = seed*6364136223846793005ull + 1442695040888963407ull;
      z[i] = "\n\rx<a \n\n"[(seed>>40)%9];
    }
    for(n=0; n<sizeof(z); n += 1 + n/8){
      size_t off = n%13, want = 0, k;
      if( off+n>sizeof(z) ) break;
      for(k=0; k<n; k++){
        if( z[off+k]=='\n' ) want++;
        else if( z[off+k]=='\r' && (k+1>=n || z[off+k+1]!='\n') ) want++;
      }
      if( xmlCountLines(z+off, n)!=want ) nBad++;
    }
    memset(z, '\n', sizeof(z));
    if( xmlCountLines(z, sizeof(z))!=sizeof(z) ) nBad++;  /* counters full */
    CHECK("lines_counted_like_byte_by_byte", nBad==0);
  }
  CHECK_DONE();
}
