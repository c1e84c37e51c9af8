/*
** cat_meta.c: the meta robots / X-Robots-Tag functions described once.
**
**   robots_meta(content [, agent])            JSON: the directives in force
**   robots_indexable(content, agent [, now])  1 or 0
**
** A NULL agent or now counts as not given.
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

/* now: integer seconds, or a date as text (metaNowOf words a refusal). */
static int catMetaNow(CatCtx *c, const CatValue *v, DateSeconds *pNow){
  int rc;
  if( v->eType==CAT_V_INT ){ *pNow = v->i; return CAT_OK; }
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
