/*
** catalog.c: the list of every SQL function of dist/robots, and what every
** binding shares to run one: a connection's state, a call's context, the
** NULL rules, the argument readers and refusals.  The descriptions
** themselves live in the cat_*.c files, one per engine area.  Start at
** catCall.
*/
#include "cat_site.h"
#include "../core/datetime.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_mixup.h"
#include "cat_list.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ---- Connections ------------------------------------------------------ */

/* Open a connection's state: NULL when out of memory. */
CatConn *catConnOpen(const CoreAlloc *pA){
  CatConn *p = (CatConn*)coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  return p;
}

/* Free a connection's state and what it holds. */
void catConnClose(CatConn *p){
  if( p==NULL ) return;
  if( p->pRobots ) robotsCacheUnref(p->pRobots);
  if( p->pFetch && p->xFetchFree ) p->xFetchFree(p->pFetch);
  if( p->pUser && p->xUserFree ) p->xUserFree(p->pUser);
  coreFree(p->pA, p);
}

/* The robots.txt cache of p, made on first use: NULL when out of memory. */
RobotsCache *catConnRobots(CatConn *p){
  if( p->pRobots==NULL ) p->pRobots = robotsCacheNew(p->pA);
  return p->pRobots;
}

/* ---- A call's context ---------------------------------------------------- */

void catCtxInit(CatCtx *c, const CatFunc *pFunc, const CoreAlloc *pA,
                const CoreStop *pStop, CatConn *pConn){
  static const CoreStop never = { NULL, NULL };
  c->pFunc = pFunc;
  c->pA = pA;
  c->pStop = pStop ? pStop : &never;
  c->pConn = pConn;
  coreBufInit(&c->err, pA);
  coreBufInit(&c->out, pA);
  c->nMaxValue = SIZE_MAX;
  c->bLast = 0;
  c->mHostNo = 0;
  c->eErrClass = CAT_ERR_VALUE;
  c->zHint = NULL;
  c->ppSite = NULL;
}

void catCtxFree(CatCtx *c){
  coreBufFree(&c->err);
  coreBufFree(&c->out);
}

/* Refuse the call with a formatted message in c->err. */
int catRefuse(CatCtx *c, const char *zFmt, ...){
  char zBuf[512];
  va_list ap;
  int n;
  va_start(ap, zFmt);
  n = vsnprintf(zBuf, sizeof(zBuf), zFmt, ap);
  va_end(ap);
  if( n<0 ) n = 0;
  if( (size_t)n>=sizeof(zBuf) ) n = (int)sizeof(zBuf)-1;
  c->err.n = 0;
  if( coreBufAppend(&c->err, zBuf, (size_t)n) ) return CAT_NOMEM;
  return CAT_REFUSED;
}

/* Refuse "argument zArg must be <zWhat>, not <quoted value>". */
static int catRefuseArg(CatCtx *c, const CatValue *v, const char *zArg,
                        const char *zWhat){
  c->err.n = 0;
  if( coreBufAppend(&c->err, "argument ", 9)
   || coreBufAppend(&c->err, zArg, strlen(zArg))
   || coreBufAppend(&c->err, " must be ", 9)
   || coreBufAppend(&c->err, zWhat, strlen(zWhat)) ) return CAT_NOMEM;
  if( v->eType==CAT_V_TEXT || v->eType==CAT_V_BLOB ){
    if( coreBufAppend(&c->err, ", not ", 6)
     || coreAppendQuoted(&c->err, v->s.z, v->s.n, 64, "'", "'") ) return CAT_NOMEM;
  }
  return CAT_REFUSED;
}

/* ---- Arguments ----------------------------------------------------------- */

int catArgInt(CatCtx *c, const CatValue *v, const char *zArg, int64_t *pOut){
  switch( v->eType ){
    case CAT_V_INT: *pOut = v->i; return CAT_OK;
    case CAT_V_REAL:
      if( coreIntOfDouble(v->r, pOut) ) return CAT_OK;
      break;
    case CAT_V_TEXT: case CAT_V_BLOB:
      if( coreParseInt64(v->s.z, v->s.n, pOut) ) return CAT_OK;
      break;
  }
  return catRefuseArg(c, v, zArg, "an integer");
}

int catArgNumber(CatCtx *c, const CatValue *v, const char *zArg, double *pOut){
  switch( v->eType ){
    case CAT_V_INT: *pOut = (double)v->i; return CAT_OK;
    case CAT_V_REAL: *pOut = v->r; return CAT_OK;
    case CAT_V_TEXT: case CAT_V_BLOB:
      if( coreParseNumber(v->s.z, v->s.n, pOut) ) return CAT_OK;
      break;
  }
  return catRefuseArg(c, v, zArg, "a number");
}

int catArgTime(CatCtx *c, const CatValue *v, const char *zArg, int64_t *pOut){
  DateSeconds t;
  switch( v->eType ){
    case CAT_V_INT: case CAT_V_TIME: *pOut = v->i; return CAT_OK;
    case CAT_V_DATE:         /* days; +-infinity stays itself */
      *pOut = (v->i>=INT64_MAX/86400 || v->i<=INT64_MIN/86400) ? v->i : v->i*86400;
      return CAT_OK;
    case CAT_V_TEXT: case CAT_V_BLOB:
      if( dateParse(v->s.z, v->s.n, &t)==0 ){ *pOut = t; return CAT_OK; }
      break;
  }
  return catRefuseArg(c, v, zArg,
                      "a date (ISO 8601, RFC 822 or RFC 850) or seconds since 1970");
}

/* ---- Results ------------------------------------------------------------- */

void catNull(CatValue *p){ p->eType = CAT_V_NULL; }
void catInt(CatValue *p, int64_t i){ p->eType = CAT_V_INT; p->i = i; }
void catReal(CatValue *p, double r){ p->eType = CAT_V_REAL; p->r = r; }
void catText(CatValue *p, Span s){
  p->eType = s.z ? CAT_V_TEXT : CAT_V_NULL;
  p->s = s;
}
void catResultBuf(CatCtx *c, CatValue *p){
  p->eType = CAT_V_TEXT;
  p->s.z = c->out.z ? c->out.z : "";
  p->s.n = c->out.n;
}

void catTextZ(CatValue *p, const char *z){
  Span s;
  s.z = z;
  s.n = z ? strlen(z) : 0;
  catText(p, s);
}

/* ---- The list ------------------------------------------------------------ */

const CatFunc *catFind(const CatFunc *const *aList, int n, const char *zName){
  int i;
  for(i=0; i<n; i++){
    if( strcmp(aList[i]->zName, zName)==0 ) return aList[i];
  }
  return NULL;
}

int catCheckNulls(const CatFunc *f, const CatValue *aArg, int nArg, int *pbNull){
  int i;
  *pbNull = 0;
  for(i=0; i<nArg && i<f->nArg; i++){
    if( aArg[i].eType==CAT_V_NULL && f->aArg[i].eNull==CAT_NULL_RESULT ){
      *pbNull = 1;
      break;
    }
  }
  return CAT_OK;
}

/* ---- The mix-up checks --------------------------------------------------- */

/* Argument i's text or bytes, or the empty span (absent, NULL, a number). */
static Span catSpanAt(const CatValue *aArg, int nArg, int i){
  Span s = { "", 0 };
  if( i<nArg && (aArg[i].eType==CAT_V_TEXT || aArg[i].eType==CAT_V_BLOB) ){
    s = aArg[i].s;
  }
  return s;
}

/* 1 if argument i of f has role eRole. */
static int catRoleIs(const CatFunc *f, int i, int eRole){
  return i<f->nArg && f->aArg[i].eRole==eRole;
}

/* The shape (docShape) of robots.txt argument i: the call site's memo
** knows it when the argument is the file it remembers (iSlot: the
** robots.txt arguments before it), so a row that passes the same file
** again is not scanned again. */
static int catRobotsShape(CatCtx *c, const CatValue *aArg, int nArg, int i,
                          int iSlot){
  Span s = catSpanAt(aArg, nArg, i);
  if( i<nArg && s.n>0 ){
    const RobotsEntry *e = catSiteFind(c, iSlot, &aArg[i]);
    if( e ) return e->eShape;
  }
  return docShape(s.z, s.n);
}

/* The mistake of argument i alone by its role, as a message to follow its
** name, or NULL. */
static const char *catRoleMistake(CatCtx *c, const CatValue *aArg, int nArg,
                                  int i, int iSlot){
  const CatFunc *f = c->pFunc;
  Span s = catSpanAt(aArg, nArg, i);
  switch( f->aArg[i].eRole ){
    case CAT_ROLE_ROBOTS:
      return robotsShapeMistake(catRobotsShape(c, aArg, nArg, i, iSlot));
    case CAT_ROLE_AGENT:  return robotsLineBreakMistake(s, 0);
    case CAT_ROLE_URL:    return robotsLineBreakMistake(s, 1);
  }
  return NULL;
}

/* 1 if some argument of f declares a role (the per-row functions that
** check their mix-ups themselves declare none: one short scan). */
static inline int catHasRoles(const CatFunc *f){
  int i;
  for(i=0; i<f->nArg; i++) if( f->aArg[i].eRole!=CAT_ROLE_NONE ) return 1;
  return 0;
}

int catCheckRoles(CatCtx *c, const CatValue *aArg, int nArg){
  const CatFunc *f = c->pFunc;
  const char *zMsg;
  int i, iSlot = 0;
  if( catRoleIs(f, 0, CAT_ROLE_ROBOTS) && catRoleIs(f, 1, CAT_ROLE_AGENT) ){
    int bUrl = catRoleIs(f, 2, CAT_ROLE_URL);   /* (txt, agent [, url]) */
    zMsg = robotsMixupOf(catRobotsShape(c, aArg, nArg, 0, 0),
                         catSpanAt(aArg, nArg, 1), catSpanAt(aArg, nArg, 2),
                         bUrl);
    return zMsg ? catRefuse(c, "%s", zMsg) : CAT_OK;
  }
  for(i=0; i<nArg && i<f->nArg; i++){
    Span s;
    if( f->aArg[i].eRole==CAT_ROLE_NONE ) continue;   /* the per-row case */
    s = catSpanAt(aArg, nArg, i);
    if( f->aArg[i].eRole==CAT_ROLE_SITEMAP ){
      if( (zMsg = robotsSitemapDocMixup(s))!=NULL ) return catRefuse(c, "%s", zMsg);
    }else if( (zMsg = catRoleMistake(c, aArg, nArg, i, iSlot))!=NULL ){
      return catRefuse(c, "%s %s", f->aArg[i].zName, zMsg);
    }
    if( f->aArg[i].eRole==CAT_ROLE_ROBOTS && iSlot+1<CAT_SITE_FILES ) iSlot++;
  }
  return CAT_OK;
}

int catCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut){
  int bNull, rc;
  catNull(pOut);
  catCheckNulls(c->pFunc, aArg, nArg, &bNull);
  if( bNull ) return CAT_OK;
  if( catHasRoles(c->pFunc) && (rc = catCheckRoles(c, aArg, nArg))!=CAT_OK ){
    return rc;
  }
  return c->pFunc->xCall(c, aArg, nArg, pOut);
}

int catOpen(CatCtx *c, void *pCur, const CatValue *aArg, int nArg){
  int rc = catCheckRoles(c, aArg, nArg);
  if( rc!=CAT_OK ) return rc;
  return c->pFunc->pTable->xOpen(pCur, c, aArg, nArg);
}

const char *catKindName(int eKind){
  static const char *const az[] = {
    "?", "text", "text", "bigint", "double precision", "text", "jsonb",
    "boolean", "double precision", "int", "bytea", "text"
  };
  if( eKind<0 || eKind>CAT_DATETIME ) return "?";
  return az[eKind];
}

/* ---- Every function of dist/robots, in the reference's order ------------- */
#define CAT_DECLARE(v, name) extern const CatFunc v;
CAT_LIST(CAT_DECLARE)
#define CAT_ADDRESS(v, name) &v,
const CatFunc *const catFuncs[] = {
  CAT_LIST(CAT_ADDRESS)
};
const int catFuncCount = (int)(sizeof(catFuncs)/sizeof(catFuncs[0]));

/* ---- Every aggregate and window function of dist/robots ----------------- */
#define CAT_AGG_DECLARE(v, name) extern const CatAggFunc v;
CAT_AGG_LIST(CAT_AGG_DECLARE)
const CatAggFunc *const catAggFuncs[] = {
  CAT_AGG_LIST(CAT_ADDRESS)
};
const int catAggFuncCount = (int)(sizeof(catAggFuncs)/sizeof(catAggFuncs[0]));
