/*
** robots_flip.c: one crawler and URL under two versions of a robots.txt
** (see robots_flip.h).  robots_flip asks robotsAsk twice through the cache,
** holding the first version's entry while the second is looked up, and
** explains both sides only when the verdicts differ; robots_usage_flip
** compares robots_usage's answers without their line lists, and their
** licenses as sets of documents (robots_license.h).  Start at
** robotsFlipJson.
*/
#include "robots_flip.h"
#include "../robots/robots_verdict.h"
#include "../robots/robots_explain.h"
#include "../usage/robots_usage.h"
#include "../usage/robots_license.h"
#include "../crawler/robots_crawler.h"

#include <string.h>

/* Append a string literal. */
#define FLIP_LIT(b, s) coreBufAppend((b), (s), sizeof(s) - 1)

/* The RobotsAsk of one version (text txt, entry e when held) of q. */
static void flipAskInit(RobotsAsk *a, const RobotsFlipAsk *q, Span txt,
                        RobotsEntry *e, char *zBuf, size_t nBuf){
  memset(a, 0, sizeof(*a));
  a->pCache = q->pCache;
  a->pEntry = e;
  a->txt.z = txt.z ? txt.z : "";
  a->txt.n = txt.n;
  a->agent = q->agent;
  a->url = q->url;
  a->status = ROBOTS_STATUS_NONE;
  a->pStop = q->pStop;
  a->pA = q->pA;
  a->zBuf = zBuf;
  a->nBuf = nBuf;
}

/* A robotsAsk code as a ROBOTS_FLIP_ code. */
static int flipCode(int rc){
  if( rc==ROBOTS_ASK_OK ) return ROBOTS_FLIP_OK;
  return rc==ROBOTS_ASK_STOPPED ? ROBOTS_FLIP_STOPPED : ROBOTS_FLIP_NOMEM;
}

/* Append a JSON boolean. */
static void flipBool(CoreBuf *b, int bTrue){
  if( bTrue ) FLIP_LIT(b, "true"); else FLIP_LIT(b, "false");
}

/* Write robots_flip's object for answers r[0] (old) and r[1] (new). */
static int flipWrite(CoreBuf *b, Span agent, RobotsAnswer *r){
  /* One allocation for the usual answer, not a doubling per member. */
  if( coreBufReserve(b, 512 + 2*(agent.n + r[0].path.n)) ) return -1;
  FLIP_LIT(b, "{\"before\":");
  flipBool(b, r[0].v.bAllowed);
  FLIP_LIT(b, ",\"after\":");
  flipBool(b, r[1].v.bAllowed);
  FLIP_LIT(b, ",\"old\":");
  if( robotsExplainJson(b, r[0].pFile, agent, r[0].path, &r[0].v) ) return -1;
  FLIP_LIT(b, ",\"new\":");
  if( robotsExplainJson(b, r[1].pFile, agent, r[1].path, &r[1].v) ) return -1;
  coreBufAppendByte(b, '}');
  return b->oom ? -1 : 0;
}

/* The crawler the explanations name: a User-Agent header reduced once to
** its token (explaining with the token gives the same answer), the name as
** given when it has no token.  The asks take the name as passed: each
** cache entry remembers the names it was asked about. */
static Span flipAgent(Span agent){
  int bNone;
  Span tok = robotsAgentName(agent.z ? agent.z : "", agent.n, &bNone);
  return bNone ? agent : tok;
}

int robotsFlipJson(const RobotsFlipAsk *q, CoreBuf *pOut, int *pbFlip){
  char zOld[ROBOTS_ASK_BUF], zNew[ROBOTS_ASK_BUF];
  RobotsAsk a[2];
  RobotsAnswer r[2];
  RobotsEntry *pHeld = NULL;
  int rc;
  *pbFlip = 0;
  flipAskInit(&a[0], q, q->oldTxt, q->pOld, zOld, sizeof(zOld));
  flipAskInit(&a[1], q, q->newTxt, q->pNew, zNew, sizeof(zNew));
  r[1].zFree = NULL;
  rc = flipCode(robotsAsk(&a[0], &r[0]));
  if( rc==ROBOTS_FLIP_OK && r[0].pEntry ){
    /* Borrowed until the next call on the cache: the second version's
    ** lookup must not evict it while its answer is in use. */
    pHeld = r[0].pEntry;
    robotsEntryRef(pHeld);
  }
  if( rc==ROBOTS_FLIP_OK ){
    /* The same crawler and URL: a file of the shape that passed the
    ** mix-up check passes it again. */
    const RobotsEntry *e0 = q->pOld ? q->pOld : r[0].pEntry;
    if( e0 ) a[1].eShapePassed = e0->eShape + 1;
    rc = flipCode(robotsAsk(&a[1], &r[1]));
  }
  if( rc==ROBOTS_FLIP_OK && r[0].v.bAllowed!=r[1].v.bAllowed ){
    *pbFlip = 1;
    if( flipWrite(pOut, flipAgent(q->agent), r) ) rc = ROBOTS_FLIP_NOMEM;
  }
  robotsAnswerFree(&a[0], &r[0]);
  robotsAnswerFree(&a[1], &r[1]);
  if( pHeld ) robotsEntryRelease(pHeld);
  return rc;
}

/* The parts of robots_usage's answer that a flip compares: everything
** before its line lists (the last ",\"content_usage_lines\":[" is the
** member: a quote inside a JSON string is escaped) and the licenses after
** them (only digits and commas come between), as [0, *pn0) and
** [*pi1, b->n). */
static void flipUsageCore(const CoreBuf *b, size_t *pn0, size_t *pi1){
  static const char zKey[] = ",\"content_usage_lines\":[";
  static const char zLic[] = ",\"licenses\":";
  size_t k = sizeof(zKey) - 1, l = sizeof(zLic) - 1, i = b->n;
  *pn0 = *pi1 = b->n;
  while( i>=k ){
    if( memcmp(b->z + i - k, zKey, k)==0 ){ *pn0 = i - k; break; }
    i--;
  }
  for(i=*pn0; i + l<=b->n; i++){
    if( memcmp(b->z + i, zLic, l)==0 ){ *pi1 = i; break; }
  }
}

/* 1 in *pbDiff when the License lines of two files name other documents
** (a License line is global: order, repeats and spelling do not count).
** 0 or -1 when out of memory. */
static int flipLicensesDiffer(RobotsFile *a, RobotsFile *b,
                              const CoreAlloc *pA, int *pbDiff){
  RobotsLicenses L[2];
  int rc = 0;
  memset(L, 0, sizeof(L));
  if( robotsLicensesBuild(a, &L[0], pA) || robotsLicensesBuild(b, &L[1], pA) ){
    rc = -1;
  }else{
    *pbDiff = !robotsLicensesSame(&L[0], &L[1]);
  }
  robotsLicensesFree(&L[0]);
  robotsLicensesFree(&L[1]);
  return rc;
}

/* 1 in *pbDiff when the compared parts of two usage answers (of files
** aFile[0] and aFile[1]) differ: the licenses compared as sets when their
** lists differ.  0 or -1 when out of memory. */
static int flipUsageDiffers(const CoreBuf *a, const CoreBuf *b,
                            RobotsFile **aFile, const CoreAlloc *pA,
                            int *pbDiff){
  size_t a0, a1, b0, b1;
  flipUsageCore(a, &a0, &a1);
  flipUsageCore(b, &b0, &b1);
  *pbDiff = 1;
  if( a0!=b0 || memcmp(a->z, b->z, a0)!=0 ) return 0;
  *pbDiff = 0;
  if( a->n - a1==b->n - b1 && memcmp(a->z + a1, b->z + b1, a->n - a1)==0 ){
    return 0;
  }
  return flipLicensesDiffer(aFile[0], aFile[1], pA, pbDiff);
}

/* robots_usage's answer for version txt of q into b, the file held in
** *ppHeld (released by the caller).  A ROBOTS_FLIP_ code. */
static int flipUsageOne(const RobotsFlipAsk *q, Span txt, RobotsEntry *eHeld,
                        CoreBuf *b, RobotsEntry **ppHeld){
  RobotsEntry *e = eHeld;
  if( e==NULL ) e = robotsCacheGet(q->pCache, txt.z ? txt.z : "", txt.n);
  int rc;
  if( e==NULL ) return ROBOTS_FLIP_NOMEM;
  robotsEntryRef(e);
  *ppHeld = e;
  rc = robotsUsageJson(e->pFile, q->agent.z, q->agent.n, q->url, b, q->pStop);
  if( rc<0 || b->oom ) return ROBOTS_FLIP_NOMEM;
  return rc ? ROBOTS_FLIP_STOPPED : ROBOTS_FLIP_OK;
}

int robotsUsageFlipJson(const RobotsFlipAsk *q, CoreBuf *pOut, int *pbFlip){
  CoreBuf b[2];
  RobotsEntry *aHeld[2] = { NULL, NULL };
  int rc;
  *pbFlip = 0;
  coreBufInit(&b[0], q->pA);
  coreBufInit(&b[1], q->pA);
  rc = flipUsageOne(q, q->oldTxt, q->pOld, &b[0], &aHeld[0]);
  if( rc==ROBOTS_FLIP_OK ){
    rc = flipUsageOne(q, q->newTxt, q->pNew, &b[1], &aHeld[1]);
  }
  if( rc==ROBOTS_FLIP_OK ){
    RobotsFile *aFile[2];
    int bDiff = 0;
    aFile[0] = aHeld[0]->pFile;
    aFile[1] = aHeld[1]->pFile;
    if( flipUsageDiffers(&b[0], &b[1], aFile, q->pA, &bDiff) ){
      rc = ROBOTS_FLIP_NOMEM;
    }else if( bDiff ){
      *pbFlip = 1;
      FLIP_LIT(pOut, "{\"before\":");
      coreBufAppend(pOut, b[0].z, b[0].n);
      FLIP_LIT(pOut, ",\"after\":");
      coreBufAppend(pOut, b[1].z, b[1].n);
      coreBufAppendByte(pOut, '}');
      if( pOut->oom ) rc = ROBOTS_FLIP_NOMEM;
    }
  }
  if( aHeld[0] ) robotsEntryRelease(aHeld[0]);
  if( aHeld[1] ) robotsEntryRelease(aHeld[1]);
  coreBufFree(&b[0]);
  coreBufFree(&b[1]);
  return rc;
}
