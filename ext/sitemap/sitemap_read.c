/*
** sitemap_read.c: the streaming sitemap reader (see sitemap_read.h).
**
** Three layers, bottom up:
**   1. input (sitemap_input.c): the document itself (plain UTF-8 is scanned
**      in place), or a bounded window refilled from gzip and/or transcoded
**      from UTF-16 / ISO-8859-1.  smRefill keeps the unconsumed tail.
**   2. structure: xmlNext tokens, an explicit depth counter and a stack of
**      element-name hashes (capped) to notice mismatched end tags.
**   3. records: smParseRecord reads one record element (url, sitemap, item,
**      entry) into field captures; when a window boundary cuts a record the
**      whole record is re-read after a refill (state saved in SmSave).
**      Flat records take a fast path first (sitemap_fast.c); extension
**      objects become JSON in sitemap_ext.c.
** Entered from sitemap_read_api.c (sitemapNextRecord) by smStart,
** smXmlNext, smTextNext.  The layers are listed in sitemap_state.h.
*/
#include "sitemap_state.h"
#include "../core/url.h"
#include "../core/substr.h"

#include <string.h>

/* Root elements, their format and the depth of their records. */
static const struct SmRoot smRoots[] = {
  { "urlset",       SM_FMT_URLSET, 1 },
  { "sitemapindex", SM_FMT_INDEX,  1 },
  { "rss",          SM_FMT_RSS,    2 },
  { "feed",         SM_FMT_ATOM,   1 },
};

/* Record elements and the kind of record they make. */
static const struct SmRecName smRecNames[] = {
  { SM_M_SITEMAP, SM_NAME("url"),     SM_KIND_URL },
  { SM_M_SITEMAP, SM_NAME("sitemap"), SM_KIND_SITEMAP },
  { SM_M_RSS,     SM_NAME("item"),    SM_KIND_URL },
  { SM_M_ATOM,    SM_NAME("entry"),   SM_KIND_URL },
};

/* ---- structure: element stack ------------------------------------------ */

/* Fingerprint of an element name for end-tag matching: its length and
** its first and last 4 bytes (exact for names up to 8 bytes). */
static uint32_t smHash(Span s){
  uint32_t a = 0, b = 0;
  if( s.n>=4 ){
    memcpy(&a, s.z, 4);
    memcpy(&b, s.z + s.n - 4, 4);
  }else{
    size_t i;
    for(i=0; i<s.n; i++) a = (a<<8) | (unsigned char)s.z[i];
  }
  return ((uint32_t)s.n * 2654435761u) ^ a ^ ((b<<13) | (b>>19));
}

/* Open an element. */
static int smPush(SitemapReader *p, Span name, size_t iPos){
  if( p->depth<SM_MAX_STACK ){
    if( p->depth>=p->nHashAlloc ){
      size_t nNew = p->nHashAlloc ? p->nHashAlloc*2 : 64;
      uint32_t *aNew = coreRealloc(p->pA, p->aHash, nNew*sizeof(uint32_t));
      if( aNew==NULL ) return -1;
      p->aHash = aNew;
      p->nHashAlloc = nNew;
    }
    p->aHash[p->depth] = smHash(name);
  }else if( !p->bDepthReported ){
    p->bDepthReported = 1;
    smProblem(p, SM_P_DEPTH, iPos, 0, 0);
  }
  p->depth++;
  return 0;
}

/* Close the element an end tag names; an end tag that matches a lower
** element closes the ones above it; one that matches none is ignored. */
static void smPop(SitemapReader *p, Span name, size_t iPos){
  uint32_t h;
  size_t k, lo;
  if( p->depth==0 ){
    smProblem(p, SM_P_XML_MALFORMED, iPos, name.z, name.n);
    return;
  }
  if( p->depth>SM_MAX_STACK ){ p->depth--; return; }
  h = smHash(name);
  if( p->aHash[p->depth-1]==h ){ p->depth--; return; }
  smProblem(p, SM_P_XML_MALFORMED, iPos, name.z, name.n);
  lo = p->depth>SM_MAX_SEARCH ? p->depth-SM_MAX_SEARCH : 0;
  for(k=p->depth-1; k>lo; k--){
    if( p->aHash[k-1]==h ){ p->depth = k-1; return; }
  }
}

/* Report what the tokenizer noticed about token t. */
static void smTokenError(SitemapReader *p, const XmlToken *t){
  static const char *const az[] = {
    "", "document ends inside markup", "'<' starts no markup",
    "unknown <! declaration", "malformed end tag", "malformed attributes"
  };
  int e = t->eErr;
  if( e==XML_E_TRUNCATED ){
    p->bTruncReported = 1;
    smProblem(p, SM_P_XML_TRUNCATED, t->iStart, az[e], strlen(az[e]));
  }else{
    smProblem(p, SM_P_XML_MALFORMED, t->iStart, az[e], strlen(az[e]));
  }
}

/* ---- field captures ----------------------------------------------------- */

/* Start capturing the text of the element open at depth d into pBuf. */
static void smCapBegin(SitemapReader *p, size_t d, CoreBuf *pBuf, int eField){
  memset(&p->cap, 0, sizeof(p->cap));
  p->cap.bActive = 1;
  p->cap.depth = d;
  p->cap.pBuf = pBuf;
  pBuf->n = 0;
  p->eCapField = eField;
}

/* Add one piece of character data (raw text or CDATA) to the capture; a
** single piece without '&' stays a span into the window. */
static void smCapAppend(SitemapReader *p, Span s, int bCdata){
  SmCap *c = &p->cap;
  if( c->nPiece==0 && (bCdata || memchr(s.z, '&', s.n)==NULL) ){
    c->first = s;
    c->nPiece = 1;
    return;
  }
  if( !c->bInBuf ){
    c->bInBuf = 1;
    if( c->nPiece ) coreBufAppend(c->pBuf, c->first.z, c->first.n);
  }
  if( bCdata ) coreBufAppend(c->pBuf, s.z, s.n);
  else xmlDecode(s.z, s.n, c->pBuf, &c->dflags);
  c->nPiece++;
}


/* End the capture: store the value in its field or extension key. */
static void smCapFinish(SitemapReader *p, size_t iPos){
  SmCap *c = &p->cap;
  unsigned fl = c->dflags;
  Span v;
  if( c->bInBuf ){ v.z = c->pBuf->z ? c->pBuf->z : ""; v.n = c->pBuf->n; }
  else if( c->nPiece ) v = c->first;
  else{ v.z = ""; v.n = 0; }
  c->bActive = 0;
  v = smValue(p, v, c->pBuf, &fl, p->eCapField==SM_F_LOC, iPos);
  if( p->eCapField>=0 ){
    p->aField[p->eCapField] = v;
    p->aFieldFlags[p->eCapField] = fl;
  }else{
    Span none = { "", 0 };
    smExtAdd(p, p->extKey, none, v);
  }
}

/* ---- records ------------------------------------------------------------ */

/* The kind of record an element named local starts, or 0. */
static int smRecordKind(int eFormat, Span local){
  size_t k;
  if( local.n==0 ) return 0;
  for(k=0; k<sizeof(smRecNames)/sizeof(smRecNames[0]); k++){
    if( smRecNames[k].nLocal!=local.n || smRecNames[k].zLocal[0]!=local.z[0]
     || (smRecNames[k].fmtMask & (1u<<eFormat))==0 ) continue;
    if( memcmp(smRecNames[k].zLocal, local.z, local.n)==0 ){
      return smRecNames[k].eKind;
    }
  }
  return 0;
}

/* A start tag inside a record: open a field, extension or key capture. */
static int smChildStart(SitemapReader *p, const XmlToken *t, size_t d0){
  size_t rel = p->depth - d0 + 1;          /* 1: a child of the record */
  if( !t->bEmpty && smPush(p, t->name, t->iStart) ) return -1;
  if( rel==1 ){
    const struct SmRole *r = smChildRole(p, t->name, t->local, t->attrs);
    if( p->cap.bActive ) p->cap.bActive = 0;
    if( r==NULL ) return 0;
    switch( r->eRole ){
      case SM_R_FIELD:
        if( p->aField[r->iArg].z ){
          smProblem(p, SM_P_DUPLICATE_FIELD, t->iStart, t->name.z, t->name.n);
          break;
        }
        smCapBegin(p, p->depth, &p->aFieldBuf[r->iArg], r->iArg);
        if( t->bEmpty ) smCapFinish(p, t->iStart);
        break;
      case SM_R_EXT:
        smExtBegin(p, r->iArg, p->depth);
        if( t->bEmpty ) smExtEnd(p);
        break;
      case SM_R_ALT:      smAlternate(p, t); break;
      case SM_R_ATOMLINK: smAtomLink(p, t); break;
    }
  }else if( p->eExt>=0 && p->depth>=p->extDepth ){
    smExtAttrs(p, t->local, t->attrs);
    smCapBegin(p, p->depth, &p->extCap, -1);
    p->extKey = t->local;
    if( t->bEmpty ){
      p->cap.bActive = 0;                    /* attributes only */
      if( t->attrs.n==0 ){ Span e = {"", 0}; smExtAdd(p, t->local, e, e); }
    }
  }
  return 0;
}

/* After an end tag inside a record: close what it closed. */
static void smChildEnd(SitemapReader *p, size_t iPos){
  if( p->cap.bActive && p->depth < p->cap.depth ) smCapFinish(p, iPos);
  if( p->eExt>=0 && p->depth < p->extDepth ) smExtEnd(p);
}

/* Read the rest of a record whose start tag is consumed.  Returns 1 at its
** end tag, 0 when the document ends inside it, 2 when the window must be
** refilled first, -1 when out of memory. */
static int smParseRecord(SitemapReader *p){
  size_t d0 = p->depth;
  XmlToken t;
  for(;;){
    int e = xmlNext(&p->sc, &t);
    if( t.eErr ) smTokenError(p, &t);
    switch( e ){
      case XML_MORE: return 2;
      case XML_EOF:  return 0;
      case XML_TEXT:
      case XML_CDATA:
        if( p->cap.bActive ) smCapAppend(p, t.text, e==XML_CDATA);
        break;
      case XML_START:
        if( smChildStart(p, &t, d0) ) return -1;
        break;
      case XML_END:
        smPop(p, t.name, t.iStart);
        smChildEnd(p, t.iStart);
        if( p->depth < d0 ) return 1;
        break;
      default:
        break;
    }
  }
}

/* Reset the record state for a record starting with tag t. */
static void smRecordBegin(SitemapReader *p, const XmlToken *t, int eKind){
  int k;
  Span base;
  p->nEntry++;
  p->bInRecord = 1;
  p->eRecKind = eKind;
  p->iRecPos = t->iStart;
  p->iRecLine = -1;
  memset(p->aField, 0, sizeof(p->aField));
  memset(p->aFieldFlags, 0, sizeof(p->aFieldFlags));
  for(k=0; k<SM_N_EXT; k++) p->aJson[k].n = 0;
  p->nPend = 0;
  p->jsonClosed = 0;
  p->eExt = -1;
  p->cap.bActive = 0;
  p->recBase.z = NULL; p->recBase.n = 0;
  p->recAttrs = t->attrs;
  if( p->eFormat==SM_FMT_ATOM && xmlFindAttr(t->attrs, "xml:base", &base) ){
    p->recBase = base;
  }
}

/* 1 if u is a relative reference (no scheme). */
static int smIsRelative(Span u){
  UrlParts parts;
  if( urlSplit(u.z, u.n, &parts) ) return 0;
  return parts.scheme.z==NULL;
}

/* Resolve a relative loc against xml:base (Atom) and base_url. */
static Span smResolve(SitemapReader *p, Span loc){
  Span base = p->recBase.z ? p->recBase
            : (p->feedBase.n ? (Span){ p->feedBase.z, p->feedBase.n } : (Span){ NULL, 0 });
  if( base.z==NULL && p->base.n==0 ) return loc;     /* nothing to resolve with */
  if( !smIsRelative(loc) ) return loc;
  if( base.z && smIsRelative(base) && p->base.n ){
    p->tmp.n = 0;
    if( urlResolve(p->base.z, p->base.n, base.z, base.n, &p->tmp)==1 ){
      base.z = p->tmp.z; base.n = p->tmp.n;
    }
  }
  if( base.z==NULL || smIsRelative(base) ){
    base.z = p->base.z; base.n = p->base.n;
  }
  if( base.n==0 ) return loc;
  p->resolved.n = 0;
  if( urlResolve(base.z, base.n, loc.z, loc.n, &p->resolved)==1 ){
    loc.z = p->resolved.z; loc.n = p->resolved.n;
  }
  return loc;
}

/* Turn the fields read into *pRec.  Returns 0 if the record is dropped. */
static int smFinishRecord(SitemapReader *p, SitemapRecord *pRec){
  Span *a = p->aField;
  if( a[SM_F_LOC].z==NULL || a[SM_F_LOC].n==0 ){     /* empty is missing */
    smProblem(p, p->eFormat==SM_FMT_RSS ? SM_P_ITEM_NO_LINK : SM_P_LOC_MISSING,
              p->iRecPos, a[SM_F_LOC].z ? "empty" : 0, 5);
    return 0;
  }
  if( p->aFieldFlags[SM_F_LOC] & XML_D_UNKNOWN_ENTITY ){
    smProblem(p, SM_P_ENTITY_NOT_EXPANDED, p->iRecPos, a[SM_F_LOC].z, a[SM_F_LOC].n);
    return 0;
  }
  pRec->eKind = p->eRecKind;
  pRec->iEntry = p->nEntry;
  pRec->loc = smResolve(p, a[SM_F_LOC]);
  pRec->lastmod = a[SM_F_LASTMOD];
  pRec->changefreq = a[SM_F_CHANGEFREQ];
  pRec->priority = a[SM_F_PRIORITY];
  return 1;
}

/* ---- the document ------------------------------------------------------- */

/* Check the root's namespace declaration (for its own prefix). */
static void smCheckNamespace(SitemapReader *p, const XmlToken *t){
  const char *zNs = smFormatNamespace(p->eFormat);
  Span v;
  int bFound;
  if( zNs==NULL || !p->bLint ) return;
  p->tmp.n = 0;
  coreBufAppend(&p->tmp, "xmlns", 5);
  if( t->name.n > t->local.n ){
    coreBufAppendByte(&p->tmp, ':');
    coreBufAppend(&p->tmp, t->name.z, t->name.n - t->local.n - 1);
  }
  coreBufAppendByte(&p->tmp, 0);
  if( p->tmp.oom ) return;
  bFound = xmlFindAttr(t->attrs, p->tmp.z, &v);
  if( !bFound ){
    smProblem(p, SM_P_NAMESPACE_MISSING, t->iStart, zNs, strlen(zNs));
  }else if( v.n!=strlen(zNs) || memcmp(v.z, zNs, v.n)!=0 ){
    smProblem(p, SM_P_NAMESPACE_WRONG, t->iStart, v.z, v.n);
  }
}

/* The root element: decides the format. */
static int smRoot(SitemapReader *p, const XmlToken *t){
  size_t k;
  Span base;
  p->bRootSeen = 1;
  for(k=0; k<sizeof(smRoots)/sizeof(smRoots[0]); k++){
    if( strlen(smRoots[k].zLocal)==t->local.n
     && memcmp(smRoots[k].zLocal, t->local.z, t->local.n)==0 ) break;
  }
  if( k>=sizeof(smRoots)/sizeof(smRoots[0]) ){
    smProblem(p, SM_P_UNKNOWN_FORMAT, t->iStart, t->name.z, t->name.n);
    p->eState = SM_S_DONE;
    return 0;
  }
  p->eFormat = smRoots[k].eFormat;
  p->recDepth = smRoots[k].recDepth;
  smCheckNamespace(p, t);
  smRootNamespaces(p, t->attrs);
  if( p->eFormat==SM_FMT_ATOM && xmlFindAttr(t->attrs, "xml:base", &base) ){
    coreBufAppend(&p->feedBase, base.z, base.n);
  }
  if( t->bEmpty ){ p->bRootClosed = 1; return 0; }
  return smPush(p, t->name, t->iStart);
}

/* Markup outside records: prolog, root, containers, junk. */
static int smOutside(SitemapReader *p, const XmlToken *t, int e){
  switch( e ){
    case XML_START:
      if( !p->bRootSeen ) return smRoot(p, t);
      if( p->depth==0 && !p->bAfterRootReported ){
        p->bAfterRootReported = 1;
        smProblem(p, SM_P_XML_MALFORMED, t->iStart, "element after the root", 22);
      }
      if( !t->bEmpty ) return smPush(p, t->name, t->iStart);
      break;
    case XML_END:
      smPop(p, t->name, t->iStart);
      if( p->depth==0 && p->bRootSeen ) p->bRootClosed = 1;
      break;
    case XML_DOCTYPE:
      smProblem(p, SM_P_DOCTYPE, t->iStart, 0, 0);
      if( coreSubstr(t->text.z, t->text.n, "<!ENTITY", 8)!=CORE_SUBSTR_NONE ){
        smProblem(p, SM_P_ENTITY_DECLARED, t->iStart, 0, 0);
      }
      break;
    case XML_PI:
      if( t->name.n==3 && memcmp(t->name.z, "xml", 3)==0
       && (t->iStart!=0 || p->nScanned!=0) ){
        smProblem(p, SM_P_XML_DECL_NOT_FIRST, t->iStart, 0, 0);
      }
      break;
    case XML_TEXT:
      if( p->depth==0 && p->bRootClosed && !p->bAfterRootReported
       && coreTrim(t->text).n ){
        p->bAfterRootReported = 1;
        smProblem(p, SM_P_XML_MALFORMED, t->iStart, "text after the root", 19);
      }
      break;
  }
  return 0;
}

/* The end of an XML document. */
static void smXmlEnd(SitemapReader *p){
  if( p->bRootSeen && !p->bRootClosed && !p->bTruncReported ){
    smProblem(p, SM_P_XML_TRUNCATED, p->sc.n, "root element not closed", 23);
  }
  if( !p->bRootSeen ) smProblem(p, SM_P_UNKNOWN_FORMAT, p->sc.n, 0, 0);
  smReportInput(p);
  p->eState = SM_S_DONE;
}

/* Next record of an XML document: 1, 0 at the end, -1 on OOM. */
int smXmlNext(SitemapReader *p, SitemapRecord *pRec){
  for(;;){
    XmlToken t;
    size_t iTok = p->sc.i;
    int e, eKind, rc;
    SmSave s;
    if( smStopped(p) ) return -2;
    eKind = smFastRecordStart(p, &t, &iTok);
    if( eKind==0 ){
      e = xmlNext(&p->sc, &t);
      if( e==XML_MORE ){
        if( smRefill(p, iTok)<0 ) return -1;
        continue;
      }
      if( t.eErr ) smTokenError(p, &t);
      if( e==XML_EOF ){ smXmlEnd(p); return 0; }
      if( e!=XML_START || p->depth!=(size_t)p->recDepth || !p->bRootSeen
       || (eKind = smRecordKind(p->eFormat, t.local))==0 ){
        if( smOutside(p, &t, e) ) return -1;
        if( p->eState==SM_S_DONE ){ smReportInput(p); return 0; }
        continue;
      }
      smRememberRecordTag(p, &t, eKind);
    }
    s.iTok = iTok; s.depth = p->depth; s.nProb = p->probQ.n;
    s.nProbText = p->probText.n; s.iLinePos = p->iLinePos; s.iLine = p->iLine;
    s.nEntry = p->nEntry;
    smRecordBegin(p, &t, eKind);
    rc = t.bEmpty ? 1 : smFastRecord(p, &t);
    if( rc==SM_FAST_BAIL ){                  /* not flat: the general path */
      size_t iBody = p->sc.i;
      p->probQ.n = s.nProb; p->probText.n = s.nProbText;
      p->iLinePos = s.iLinePos; p->iLine = s.iLine; p->nEntry = s.nEntry;
      smRecordBegin(p, &t, eKind);
      p->sc.i = iBody;
      rc = smPush(p, t.name, t.iStart);
      if( rc==0 ) rc = smParseRecord(p);
    }
    if( rc==2 ){                             /* cut by the window: re-read */
      p->depth = s.depth; p->probQ.n = s.nProb; p->probText.n = s.nProbText;
      p->iLinePos = s.iLinePos; p->iLine = s.iLine; p->nEntry = s.nEntry;
      p->bInRecord = 0;
      p->sc.i = iTok;
      if( smRefill(p, iTok)<0 ) return -1;
      continue;
    }
    if( rc<0 ) return -1;
    if( p->bStopped ) return -2;              /* asked inside the record */
    if( p->sc.i - iTok > SM_RECORD_MAX ){
      /* One rule for every input form: a windowed input cannot hold such an
      ** entry, so an input read in place stops at it too. */
      p->bInRecord = 0;
      smCut(p, SM_P_RECORD_TOO_LARGE, iTok);
      p->eState = SM_S_DONE;
      smReportInput(p);
      return 0;
    }
    rc = smFinishRecord(p, pRec);
    p->bInRecord = 0;
    if( rc ) return 1;
  }
}

/* 1 if the trimmed line v is an absolute URL: a scheme, then "://". */
static int smTextIsUrl(Span v){
  size_t j;
  if( v.n==0 || !coreIsAlpha((unsigned char)v.z[0]) ) return 0;
  for(j=1; j<v.n && (coreIsAlpha((unsigned char)v.z[j])
                     || coreIsDigit((unsigned char)v.z[j])
                     || v.z[j]=='+' || v.z[j]=='-' || v.z[j]=='.'); j++){}
  return j+3<=v.n && memcmp(v.z+j, "://", 3)==0;
}

#define SM_TEXT_PROBE 64   /* non-blank lines that decide "text" */

/* 1 if z[0..n) reads as a text sitemap: one of its first SM_TEXT_PROBE
** non-blank lines is an absolute URL (so comments, headings or stray
** paths above or between the URLs do not hide it). */
static int smLooksLikeText(const char *z, size_t n){
  size_t i = 0, nLine = 0;
  while( i<n && nLine<SM_TEXT_PROBE ){
    const char *e = memchr(z+i, '\n', n-i);
    size_t j = e ? (size_t)(e - z) : n;
    Span v = coreTrim((Span){ z+i, j-i });
    if( v.n ){
      if( smTextIsUrl(v) ) return 1;
      nLine++;
    }
    i = j+1;
  }
  return 0;
}

/* Decide between XML and text from the start of the document. */
void smStart(SitemapReader *p){
  size_t i = 0;
  while( i<p->sc.n && coreIsSpace((unsigned char)p->sc.z[i]) ) i++;
  if( i<p->sc.n && p->sc.z[i]=='<' ){
    p->eState = SM_S_XML;
  }else if( smLooksLikeText(p->sc.z, p->sc.n) ){
    p->eState = SM_S_TEXT;
    p->eFormat = SM_FMT_TEXT;
  }else{
    smProblem(p, i>=p->sc.n ? SM_P_EMPTY_DOCUMENT : SM_P_UNKNOWN_FORMAT, i, 0, 0);
    smReportInput(p);
    p->eState = SM_S_DONE;
  }
}

/* Next record of a text sitemap: one URL per non-blank line. */
int smTextNext(SitemapReader *p, SitemapRecord *pRec){
  for(;;){
    const char *z = p->sc.z;
    size_t n = p->sc.n, i = p->sc.i, j, next, nProb, nProbText;
    unsigned fl = 0;
    Span v;
    if( smStopped(p) ) return -2;
    for(j=i; j<n && z[j]!='\n' && z[j]!='\r'; j++){}
    if( !p->sc.bFinal && (j>=n || (z[j]=='\r' && j+1>=n)) ){
      if( smRefill(p, i)<0 ) return -1;
      continue;
    }
    if( i>=n ){ smReportInput(p); p->eState = SM_S_DONE; return 0; }
    if( j - i > SM_RECORD_MAX ){              /* as for XML entries */
      smCut(p, SM_P_RECORD_TOO_LARGE, i);
      smReportInput(p);
      p->eState = SM_S_DONE;
      return 0;
    }
    next = j<n ? j+1 : n;
    if( j<n && z[j]=='\r' && j+1<n && z[j+1]=='\n' ) next = j+2;
    p->sc.i = next;
    p->iTextLine++;
    v = coreTrim((Span){ z+i, j-i });
    if( v.n==0 ) continue;
    nProb = p->probQ.n; nProbText = p->probText.n;
    p->nEntry++;
    p->bInRecord = 1;
    p->iRecLine = p->iTextLine;
    p->iRecPos = i;
    v = smValue(p, v, &p->aFieldBuf[SM_F_LOC], &fl, 1, i);
    p->bInRecord = 0;
    if( !smTextIsUrl(v) ){          /* a comment, a path, prose: no entry */
      p->nEntry--;
      p->probQ.n = nProb; p->probText.n = nProbText;
      smProblem(p, SM_P_TEXT_NOT_URL, i, v.z, v.n);
      continue;
    }
    memset(pRec, 0, sizeof(*pRec));
    pRec->eKind = SM_KIND_URL;
    pRec->iEntry = p->nEntry;
    pRec->loc = smResolve(p, v);
    return 1;
  }
}
