/*
** fuzz_xml.c: libFuzzer target for xml_scan.c.  The document is scanned
** twice: whole, and streamed through a window that grows in steps chosen by
** the first input byte (as the sitemap reader refills it).  Both must give
** the same tokens (runs of text merged); every token must advance; entity decoding and attribute
** walking run on what the tokens hold.
** FUZZ_NEEDS: xml_scan.c
*/
#include "fuzz_common.h"
#include "core/xml_scan.h"

#define FUZZ_MAX_TOK 20000

/* A token as compared; adjacent TEXT tokens are merged, since where a run of
** text is cut depends on the window (a stray '<' ends a text token). */
typedef struct FuzzTok { int eType; unsigned mErr; size_t iStart; size_t nText; } FuzzTok;

/* Decode text and walk attributes of one token. */
static void fuzzTokenParts(const XmlToken *t){
  CoreBuf b;
  unsigned flags = 0;
  Span attrs = t->attrs, name, value;
  int k = 0;
  coreBufInit(&b, &coreLibcAlloc);
  if( t->eType==XML_TEXT || t->eType==XML_START ){
    Span s = t->eType==XML_TEXT ? t->text : t->attrs;
    (void)xmlDecode(s.z, s.n, &b, &flags);
    (void)xmlCountLines(s.z, s.n);
  }
  coreBufFree(&b);
  if( t->eType==XML_START ){
    while( xmlNextAttr(&attrs, &name, &value) ){
      FUZZ_ASSERT("attrs_progress", ++k<=(int)t->attrs.n+1);
    }
    (void)xmlFindAttr(t->attrs, "xmlns", &value);
  }
}

/* Scan z[0..n) through windows growing by nStep; record the tokens. */
static int fuzzScan(const char *z, size_t n, size_t nStep, FuzzTok *a){
  XmlScan s;
  XmlToken t;
  int nTok = 0, e, nIter = 0;
  memset(&s, 0, sizeof(s));
  s.z = z;
  s.n = nStep<n ? nStep : n;
  s.bFinal = s.n==n;
  for(;;){
    size_t iBefore = s.i;
    FUZZ_ASSERT("scan_terminates", ++nIter <= (int)(4*n + 16));
    e = xmlNext(&s, &t);
    if( e==XML_EOF ) break;
    if( e==XML_MORE ){
      FUZZ_ASSERT("more_keeps_position", s.i==iBefore);
      FUZZ_ASSERT("more_only_when_not_final", !s.bFinal);
      s.n = s.n+nStep<n ? s.n+nStep : n;
      s.bFinal = s.n==n;
      continue;
    }
    FUZZ_ASSERT("token_advances", s.i>iBefore && s.i<=s.n);
    FUZZ_ASSERT("token_start", t.iStart==iBefore);
    /* only the fields the token type defines are looked at */
    if( e==XML_START || e==XML_END || e==XML_PI ){
      FUZZ_ASSERT("token_name_inside", fuzzInside(t.name, z, s.i));
    }
    if( e==XML_START ){
      FUZZ_ASSERT("token_attrs_inside", fuzzInside(t.attrs, z, s.i));
    }else{
      t.attrs.z = 0; t.attrs.n = 0;
    }
    if( e!=XML_START && e!=XML_END ){
      FUZZ_ASSERT("token_text_inside", fuzzInside(t.text, z, s.i));
    }else{
      t.text.z = 0; t.text.n = 0;
    }
    fuzzTokenParts(&t);
    if( e==XML_TEXT && nTok>0 && a[nTok-1].eType==XML_TEXT
     && a[nTok-1].iStart+a[nTok-1].nText==t.iStart ){
      a[nTok-1].nText += t.text.n;
      a[nTok-1].mErr |= t.eErr ? 1u<<t.eErr : 0;
    }else if( nTok<FUZZ_MAX_TOK ){
      memset(&a[nTok], 0, sizeof(a[nTok]));
      a[nTok].eType = e; a[nTok].iStart = t.iStart; a[nTok].nText = t.text.n;
      a[nTok].mErr = t.eErr ? 1u<<t.eErr : 0;
      nTok++;
    }
  }
  return nTok;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  static FuzzTok aWhole[FUZZ_MAX_TOK], aStream[FUZZ_MAX_TOK];
  size_t nStep;
  char *z;
  int n1, n2;
  if( size<1 ) return 0;
  nStep = 1 + data[0]%64;
  z = fuzzCopy((Span){(const char*)data+1, size-1});
  n1 = fuzzScan(z, size-1, size, aWhole);
  n2 = fuzzScan(z, size-1, nStep, aStream);
  FUZZ_ASSERT("stream_same_token_count", n1==n2);
  FUZZ_ASSERT("stream_same_tokens", memcmp(aWhole, aStream, sizeof(FuzzTok)*(size_t)n1)==0);
  free(z);
  return 0;
}
