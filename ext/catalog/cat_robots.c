/*
** cat_robots.c: the descriptions of the robots.txt functions that go
** through the catalog.
**
**   robots_path(url)          the path robots.txt rules are matched against
*/
#include "catalog.h"
#include "../robots/robots_path.h"
#include "../robots/robots_verdict.h"

/* robots_path(url): a span of url, or the path written into c->out. */
static int catPathCall(CatCtx *c, const CatValue *aArg, int nArg,
                       CatValue *pOut){
  char zBuf[ROBOTS_ASK_BUF];
  char *zFree = NULL;
  Span path;
  int rc = CAT_OK;
  (void)nArg;
  if( robotsUrlPath(aArg[0].s, zBuf, sizeof(zBuf), c->pA, &zFree, &path) ){
    return CAT_NOMEM;
  }
  if( path.z>=aArg[0].s.z && path.z+path.n<=aArg[0].s.z+aArg[0].s.n ){
    catText(pOut, path);
  }else if( coreBufAppend(&c->out, path.z, path.n) ){
    rc = CAT_NOMEM;
  }else{
    catResultBuf(c, pOut);
  }
  coreFree(c->pA, zFree);
  return rc;
}

static const CatArg aPathArg[] = { { "url", CAT_TEXT, CAT_NULL_RESULT } };
static const CatSample aPathSample[] = {
  { { "https://example.com/a/b?c=d#e" } }, { { "/relative/x" } },
  { { "https://example.com" } }, { { "" } },
};
const CatFunc catPathFunc = {
  "robots_path", "the path robots.txt rules are matched against",
  aPathArg, 1, 1, CAT_BYTES, CAT_PURE, catPathCall, NULL, NULL,
  aPathSample, 4
};
