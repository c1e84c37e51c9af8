/*
** cat_meta.c: the meta robots / X-Robots-Tag functions described once.
**
**   robots_meta(content [, agent])            JSON: the directives in force
**   robots_indexable(content, agent [, now])  1 or 0
**   robots_meta_each(content)                 agent, directive, value, known
**
** A NULL agent or now counts as not given.  robots_meta_each's value is
** the integer of max-snippet and max-video-preview (text where a host's
** column is text), else text.
*/
#include "catalog.h"
#include "../meta/meta_robots.h"

/* The directives of content for the agent argument aArg[1] when given. */
static int catMetaEffective(CatCtx *c, const CatValue *aArg, int nArg,
                            MetaEffective *pE){
  int bAgent = nArg>1 && aArg[1].eType!=CAT_V_NULL;
  if( metaEffectiveStop(aArg[0].s.z, aArg[0].s.n, bAgent ? aArg[1].s.z : NULL,
                        bAgent ? aArg[1].s.n : 0, pE, c->pStop) ){
    return CAT_STOPPED;
  }
  return CAT_OK;
}

static int catMetaCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut){
  MetaEffective e;
  int rc = catMetaEffective(c, aArg, nArg, &e);
  if( rc!=CAT_OK ) return rc;
  if( metaEffectiveJson(&e, &c->out) || c->out.oom ) return CAT_NOMEM;
  catResultBuf(c, pOut);
  return CAT_OK;
}

/* now: a date as text (metaNowOf words a refusal), else integer seconds
** or a host's timestamp or date (catArgTime). */
static int catMetaNow(CatCtx *c, const CatValue *v, DateSeconds *pNow){
  int rc;
  if( v->eType!=CAT_V_TEXT && v->eType!=CAT_V_BLOB ){
    return catArgTime(c, v, "now", pNow);
  }
  rc = metaNowOf(v->s.z, v->s.n, pNow, &c->err);
  if( rc<0 ) return CAT_NOMEM;
  return rc>0 ? CAT_REFUSED : CAT_OK;
}

static int catIndexableCall(CatCtx *c, const CatValue *aArg, int nArg,
                            CatValue *pOut){
  MetaEffective e;
  DateSeconds tNow = 0;
  int bNow = nArg>2 && aArg[2].eType!=CAT_V_NULL, rc;
  if( bNow && (rc = catMetaNow(c, &aArg[2], &tNow))!=CAT_OK ) return rc;
  rc = catMetaEffective(c, aArg, 2, &e);
  if( rc!=CAT_OK ) return rc;
  catInt(pOut, metaIndexable(&e, bNow, tNow));
  return CAT_OK;
}

static const CatArg aMetaArg[] = {
  { "content", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "agent", CAT_TEXT, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
static const CatSample aMetaSample[] = {
  { { "noindex, nofollow", NULL } }, { { "googlebot: noindex", "Googlebot" } },
  { { "max-snippet:20, unavailable_after: 2020-01-01", "bingbot" } },
  { { "noai, noimageai", NULL } },
};
const CatFunc catMetaFunc = {
  "robots_meta", "the meta robots directives in force, as JSON",
  aMetaArg, 2, 1, CAT_JSON, CAT_PURE, catMetaCall, NULL, NULL, aMetaSample, 4
};

static const CatArg aIndexableArg[] = {
  { "content", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "agent", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "now", CAT_TIME, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};
static const CatSample aIndexableSample[] = {
  { { "noindex", "Googlebot", NULL } },
  { { "unavailable_after: 2020-01-01", "Googlebot", "2021-06-01" } },
  { { "unavailable_after: 2020-01-01", "Googlebot", "#i:1500000000" } },
  { { "googlebot: noindex", "bingbot", NULL } },
};
const CatFunc catIndexableFunc = {
  "robots_indexable", "1 when the directives let the crawler index the page",
  aIndexableArg, 3, 2, CAT_BOOL, CAT_PURE, catIndexableCall, NULL, NULL,
  aIndexableSample, 4
};

/* ---- robots_meta_each: one row per directive as written ---------------- */
typedef struct CatMetaEachCur {
  MetaScan scan;
  MetaDirective d;
  MetaEachRow row;           /* d as its row; lower-cased spans in c->out */
} CatMetaEachCur;

static int catMetaEachOpen(void *pCur, CatCtx *c, const CatValue *aArg, int nArg){
  CatMetaEachCur *q = (CatMetaEachCur*)pCur;
  (void)nArg;
  metaScanInit(&q->scan, aArg[0].s.z, aArg[0].s.n);
  metaScanSetStop(&q->scan, c->pStop);
  return CAT_OK;
}

/* The next directive, its row's scratch in c->out (emptied by the host
** before each row, as metaEachRow wants). */
static int catMetaEachNext(void *pCur, CatCtx *c, int *pbEof){
  CatMetaEachCur *q = (CatMetaEachCur*)pCur;
  *pbEof = !metaScanNext(&q->scan, &q->d);
  if( q->scan.bStopped ) return CAT_STOPPED;
  if( !*pbEof && (metaEachRow(&q->d, &c->out, &q->row) || c->out.oom) ){
    return CAT_NOMEM;
  }
  return CAT_OK;
}

static int catMetaEachColumn(void *pCur, CatCtx *c, int iCol, CatValue *pV){
  const MetaEachRow *r = &((CatMetaEachCur*)pCur)->row;
  (void)c;
  switch( iCol ){
    case 0: catText(pV, r->agent); break;
    case 1: catText(pV, r->directive); break;
    case 2:
      if( r->eValue==META_VALUE_INT ) catInt(pV, r->iValue);
      else if( r->eValue==META_VALUE_TEXT ) catText(pV, r->value);
      break;
    default: catInt(pV, r->bKnown); break;
  }
  return CAT_OK;
}

static void catMetaEachClose(void *pCur){ (void)pCur; }

static const CatColumn aMetaEachCol[] = {
  { "agent", CAT_BYTES, "a directive for every crawler" },
  { "directive", CAT_BYTES, NULL },
  { "value", CAT_BYTES, "a directive without a value" },
  { "known", CAT_BOOL, NULL },
};
static const CatTable catMetaEachTable = {
  aMetaEachCol, 4, sizeof(CatMetaEachCur),
  catMetaEachOpen, catMetaEachNext, catMetaEachColumn, catMetaEachClose
};
static const CatArg aMetaEachArg[] = {
  { "content", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
};
static const CatSample aMetaEachSample[] = {
  { { "noindex, nofollow" } }, { { "googlebot: noindex, max-snippet: 20" } },
  { { "max-image-preview:LARGE, unavailable_after: 25 Jun 2030 15:00:00 PST" } },
  { { "bingbot: noarchive, foo: bar, , max-video-preview:-1" } }, { { "" } },
};
const CatFunc catMetaEachFunc = {
  "robots_meta_each", "one row per directive of a meta robots or X-Robots-Tag value, as written",
  aMetaEachArg, 1, 1, 0, CAT_PURE | CAT_PG_V11, NULL, &catMetaEachTable, NULL, aMetaEachSample, 5
};
