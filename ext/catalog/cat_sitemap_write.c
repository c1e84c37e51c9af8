/*
** cat_sitemap_write.c: the sitemap writers described once.
**
**   sitemap_urlset(loc [, lastmod [, changefreq [, priority]]])  aggregate
**   sitemap_index(loc [, lastmod])                                aggregate
**
** Every row's values are read into a record by one set of rules
** (catSwRecord: loc and changefreq text, lastmod text or a host's time or
** date, priority any number or text), then handed to the group's
** SitemapDoc (sitemap_write_doc.c: normalised, checked, the protocol's
** limits), whose message becomes the refusal.  The rows of a group come in
** the host's order; the result is the document so far (the state stays
** usable, so a host may ask after every row).  Start at catSwStep.
*/
#include "catalog.h"
#include "cat_sitemap_write.h"
#include "../core/datetime.h"
#include "../sitemap/sitemap_write_doc.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ---- One row's values as a record ---------------------------------------- */

/* Append a civil date "Y-MM-DD" of day d (days since 1970-01-01), any year
** (Howard Hinnant's days_from_civil, reversed). */
static size_t catSwCivil(int64_t d, char *z, size_t nz){
  int64_t era, doe, yoe, doy, mp, y, m, dd;
  d += 719468;
  era = (d>=0 ? d : d-146096) / 146097;
  doe = d - era*146097;
  yoe = (doe - doe/1460 + doe/36524 - doe/146096) / 365;
  doy = doe - (365*yoe + yoe/4 - yoe/100);
  mp = (5*doy + 2)/153;
  dd = doy - (153*mp + 2)/5 + 1;
  m = mp<10 ? mp+3 : mp-9;
  y = yoe + era*400 + (m<=2);
  return (size_t)snprintf(z, nz, "%04lld-%02lld-%02lld", (long long)y,
                          (long long)m, (long long)dd);
}

/* The lastmod of a host's time (seconds, bDate: days) into zBuf
** (SITEMAP_LASTMOD_MAX bytes): a W3C Datetime in UTC, a date as
** YYYY-MM-DD.  Returns 0, or 1 when it is outside the years 0000-9999 (or
** infinite), zBuf then holding how the host would show it. */
static int catSwTime(int64_t i, int bDate, char *zBuf, Span *pOut){
  static const int64_t tMin = -62167219200LL;   /* 0000-01-01 */
  static const int64_t tMax = 253402300799LL;   /* 9999-12-31 23:59:59 */
  int64_t t;
  pOut->z = zBuf;
  if( i==INT64_MAX || i==INT64_MIN ){
    pOut->n = (size_t)snprintf(zBuf, SITEMAP_LASTMOD_MAX, "%sinfinity",
                               i==INT64_MIN ? "-" : "");
    return 1;
  }
  if( bDate ){
    if( i < tMin/86400 || i > tMax/86400 ){
      pOut->n = catSwCivil(i, zBuf, SITEMAP_LASTMOD_MAX);
      return 1;
    }
    t = i*86400;
  }else{
    t = i;
    if( t<tMin || t>tMax ){
      int64_t d = t/86400 - (t%86400<0 ? 1 : 0), s = t - d*86400;
      size_t n = catSwCivil(d, zBuf, SITEMAP_LASTMOD_MAX);
      pOut->n = n + (size_t)snprintf(zBuf+n, SITEMAP_LASTMOD_MAX-n,
                    "T%02d:%02d:%02dZ", (int)(s/3600), (int)(s/60%60), (int)(s%60));
      return 1;
    }
  }
  pOut->n = dateFormatIso(t, zBuf);
  if( bDate ) pOut->n = 10;                     /* YYYY-MM-DD */
  return 0;
}

/* Refuse "row N: " and the text that follows (printf-like). */
static int catSwRowRefuse(CatCtx *c, int64_t iRow, const char *zText){
  return catRefuse(c, "row %lld: %s", (long long)iRow, zText);
}

/* SQL's name of a value's type, for a refusal. */
static const char *catSwTypeName(const CatValue *v){
  static const char *const az[] = {
    "NULL", "INTEGER", "REAL", "TEXT", "BLOB", "TIMESTAMP", "DATE"
  };
  return v->eType>=0 && v->eType<=CAT_V_DATE ? az[v->eType] : "?";
}

/* The priority of value v into *p: any number; text as given (a number
** when it reads as one, else text the writer refuses unless blank).  CAT_OK
** or a refusal of row iRow. */
static int catSwPriority(CatCtx *c, const CatValue *v, int64_t iRow,
                         SitemapOutRecord *p){
  char z[80];
  switch( v->eType ){
    case CAT_V_NULL: return CAT_OK;
    case CAT_V_INT:
      p->hasPriority = SITEMAP_PRIORITY_NUMBER;
      p->priority = (double)v->i;
      return CAT_OK;
    case CAT_V_REAL:
      p->hasPriority = SITEMAP_PRIORITY_NUMBER;
      p->priority = v->r;
      return CAT_OK;
    case CAT_V_TEXT:
      p->priorityText = v->s;
      p->hasPriority = coreParseNumber(v->s.z, v->s.n, &p->priority)
                     ? SITEMAP_PRIORITY_NUMBER : SITEMAP_PRIORITY_TEXT;
      return CAT_OK;
  }
  snprintf(z, sizeof(z), "argument priority must be a number, not %s",
           catSwTypeName(v));
  return catSwRowRefuse(c, iRow, z);
}

/* Text argument zArg from v into *pOut (z==NULL for NULL).  CAT_OK or a
** refusal of row iRow. */
static int catSwText(CatCtx *c, const CatValue *v, const char *zArg,
                     int64_t iRow, Span *pOut){
  char z[80];
  if( v->eType==CAT_V_TEXT || v->eType==CAT_V_BLOB ){ *pOut = v->s; return CAT_OK; }
  pOut->z = NULL;
  pOut->n = 0;
  if( v->eType==CAT_V_NULL ) return CAT_OK;
  snprintf(z, sizeof(z), "argument %s must be TEXT or BLOB, not %s", zArg,
           catSwTypeName(v));
  return catSwRowRefuse(c, iRow, z);
}

/* Refuse row iRow's lastmod zBuf[..] (a time out of range) with the
** writer's own words. */
static int catSwLastmodRefuse(CatCtx *c, int64_t iRow, Span lastmod){
  SitemapOutRecord r;
  int rc;
  memset(&r, 0, sizeof(r));
  r.lastmod = lastmod;
  c->err.n = 0;
  if( coreBufAppend(&c->err, "", 0) ) return CAT_NOMEM;
  rc = catRefuse(c, "row %lld: ", (long long)iRow);
  if( rc!=CAT_REFUSED ) return rc;
  if( sitemapRecordMessage(&c->err, &r, SITEMAP_ERR_LASTMOD, "lastmod") ) return CAT_NOMEM;
  c->eErrClass = CAT_ERR_DATETIME;
  return CAT_REFUSED;
}

int catSwRecord(CatCtx *c, const CatValue *aArg, int nArg, int64_t iRow,
                char *zDate, SitemapOutRecord *p){
  static const char *const azArg[] = { "loc", "lastmod", "changefreq" };
  Span *aSpan[3];
  int i, rc;
  memset(p, 0, sizeof(*p));
  aSpan[0] = &p->loc; aSpan[1] = &p->lastmod; aSpan[2] = &p->changefreq;
  for(i=0; i<nArg && i<3; i++){
    const CatValue *v = &aArg[i];
    if( i==1 && (v->eType==CAT_V_TIME || v->eType==CAT_V_DATE) ){
      if( catSwTime(v->i, v->eType==CAT_V_DATE, zDate, &p->lastmod) ){
        return catSwLastmodRefuse(c, iRow, p->lastmod);
      }
      continue;
    }
    rc = catSwText(c, v, azArg[i], iRow, aSpan[i]);
    if( rc ) return rc;
  }
  return nArg>3 ? catSwPriority(c, &aArg[3], iRow, p) : CAT_OK;
}

/* A refused priority given as an integer is quoted as written ("2"), not
** as the number ("2.0"): its text into z (24 bytes). */
void catSwGivenPriority(const CatValue *aArg, int nArg, char *z,
                        SitemapOutRecord *p){
  if( nArg>3 && aArg[3].eType==CAT_V_INT ){
    p->priorityText.z = z;
    p->priorityText.n = (size_t)snprintf(z, 24, "%lld", (long long)aArg[3].i);
  }
}

int catSwMessage(CatCtx *c, CoreBuf *b){
  size_t nSkip = strlen(c->pFunc->zName) + 4;       /* "name(): " */
  int rc = CAT_REFUSED;
  c->err.n = 0;
  if( b->oom ) rc = CAT_NOMEM;
  else if( b->n>nSkip && coreBufAppend(&c->err, b->z+nSkip, b->n-nSkip) ) rc = CAT_NOMEM;
  coreBufFree(b);
  return rc;
}

/* ---- sitemap_urlset and sitemap_index -------------------------------------- */

/* A group's state: the document so far. */
typedef struct CatSwAgg {
  SitemapDoc doc;
  int bStarted;              /* doc is initialised */
  int bFinal;                /* doc ends with its footer (xFinal was asked) */
} CatSwAgg;

/* Refuse as the document's last status says (p: the row). */
static int catSwDocRefuse(CatCtx *c, const SitemapDoc *d, SitemapOutRecord *p,
                          const CatValue *aArg, int nArg){
  char zInt[24];
  CoreBuf b;
  switch( d->eStatus ){
    case SITEMAP_DOC_NOMEM: return CAT_NOMEM;
    case SITEMAP_DOC_HOST_LIMIT: return CAT_TOOBIG;
    case SITEMAP_DOC_TOO_MANY: case SITEMAP_DOC_TOO_LARGE:
      c->eErrClass = CAT_ERR_LIMIT;
      c->zHint = sitemapDocHint();
      break;
    default: break;
  }
  catSwGivenPriority(aArg, nArg, zInt, p);
  coreBufInit(&b, c->pA);
  sitemapDocMessage(d, p, c->pFunc->zName,
                    (c->mHostNo & CAT_SW_PART_NO)==0, &b);
  return catSwMessage(c, &b);
}

/* One row of a document of kind eKind. */
static int catSwStep(void *pState, CatCtx *c, const CatValue *aArg, int nArg,
                     SitemapKind eKind){
  CatSwAgg *p = (CatSwAgg*)pState;
  SitemapOutRecord rec;
  char zDate[SITEMAP_LASTMOD_MAX];
  int rc;
  if( !p->bStarted ){
    sitemapDocInit(&p->doc, c->pA, eKind, c->nMaxValue);
    p->bStarted = 1;
  }
  if( p->bFinal ){                        /* the footer goes again at the end */
    p->doc.buf.n -= sitemapFooterBytes(eKind);
    p->bFinal = 0;
  }
  rc = catSwRecord(c, aArg, nArg, p->doc.nRow+1, zDate, &rec);
  if( rc ) return rc;
  if( sitemapDocAdd(&p->doc, &rec)!=SITEMAP_DOC_OK ){
    return catSwDocRefuse(c, &p->doc, &rec, aArg, nArg);
  }
  return CAT_OK;
}

static int catUrlsetStep(void *pState, CatCtx *c, const CatValue *aArg, int nArg){
  return catSwStep(pState, c, aArg, nArg, SITEMAP_URLSET);
}
static int catIndexStep(void *pState, CatCtx *c, const CatValue *aArg, int nArg){
  return catSwStep(pState, c, aArg, nArg, SITEMAP_INDEX);
}

/* The document so far, footer added (once): NULL over no rows.  Every
** value was checked, so it is UTF-8 without NUL, within the limits. */
static int catSwFinal(void *pState, CatCtx *c, CatValue *pOut){
  CatSwAgg *p = (CatSwAgg*)pState;
  (void)c;
  catNull(pOut);
  if( !p->bStarted ) return CAT_OK;
  if( !p->bFinal ){
    if( sitemapDocFinish(&p->doc) || p->doc.buf.oom ) return CAT_NOMEM;
    p->bFinal = 1;
  }
  if( c->bLast && c->out.pA==p->doc.buf.pA ){    /* hand the bytes over */
    coreBufFree(&c->out);
    c->out = p->doc.buf;
    coreBufInit(&p->doc.buf, c->pA);
    catResultBuf(c, pOut);
    return CAT_OK;
  }
  pOut->eType = CAT_V_TEXT;
  pOut->s.z = p->doc.buf.z;
  pOut->s.n = p->doc.buf.n;
  return CAT_OK;
}

static void catSwFree(void *pState){
  CatSwAgg *p = (CatSwAgg*)pState;
  if( p->bStarted ) sitemapDocFree(&p->doc);
  p->bStarted = 0;
}

const CatArg catSwRecordArg[4] = {
  { "loc", CAT_TEXT, CAT_NULL_VALUE, CAT_ROLE_NONE },
  { "lastmod", CAT_DATETIME, CAT_NULL_VALUE, CAT_ROLE_NONE },
  { "changefreq", CAT_TEXT, CAT_NULL_VALUE, CAT_ROLE_NONE },
  { "priority", CAT_NUMBER, CAT_NULL_VALUE, CAT_ROLE_NONE },
};
static const CatSample aUrlsetSample[] = {
  { { "https://e.com/a", "2024-05-01", "daily", "#r:0.5" } },
  { { "https://M\xc3\xbcller.eu/a b?x=<1>", NULL, NULL, NULL } },
  { { "https://e.com/", "2024-05-01 10:00:00", " Weekly ", "#i:1" } },
};
const CatAggFunc catUrlsetFunc = {
  { "sitemap_urlset", "a sitemaps.org urlset document of the group's rows",
    catSwRecordArg, 4, 1, CAT_TEXT, CAT_PURE, NULL, NULL, NULL, aUrlsetSample, 3 },
  { sizeof(CatSwAgg), catUrlsetStep, catSwFinal, catSwFree, NULL, NULL, NULL, NULL }
};
static const CatSample aIndexSample[] = {
  { { "https://e.com/s1.xml", "2024-05-01" } },
  { { "https://e.com/s2.xml", NULL } },
};
const CatAggFunc catIndexFunc = {
  { "sitemap_index", "a sitemaps.org sitemapindex document of the group's rows",
    catSwRecordArg, 2, 1, CAT_TEXT, CAT_PURE, NULL, NULL, NULL, aIndexSample, 2 },
  { sizeof(CatSwAgg), catIndexStep, catSwFinal, catSwFree, NULL, NULL, NULL, NULL }
};
