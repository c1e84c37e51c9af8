/*
** robots_verdict.c: robotsAsk, the one robots.txt decision (see
** robots_verdict.h).  The order of the work keeps robots_allowed's hot path:
** a text to look up is hashed first and its cache bucket prefetched, the
** URL's path is extracted into the caller's stack buffer while the bucket
** arrives, then the entry and the crawler's index are found (the crawler
** reduced by robotsAgentName inside robotsIndexOf) and the path decided.
** Start at robotsAsk.
*/
#include "robots_verdict.h"
#include "robots_path.h"
#include "robots_mixup.h"

#include <string.h>

/* Set r for a decision the status made (no file read). */
static int robotsAskByStatus(RobotsAnswer *r, RobotsStatusRule eRule){
  memset(&r->v, 0, sizeof(r->v));
  r->eRule = eRule;
  r->v.bAllowed = eRule==ROBOTS_STATUS_ALLOW_ALL;
  r->v.iRule = -1;
  return ROBOTS_ASK_OK;
}

/* The file of q and the crawler's index in it, into r->pFile / *ppIndex:
** q's entry, q's file, or the entry of q's text in q's cache (hashed as
** h).  ROBOTS_ASK_OK or ROBOTS_ASK_NOMEM. */
static int robotsAskIndex(const RobotsAsk *q, uint64_t h, RobotsAnswer *r,
                          RobotsIndex **ppIndex){
  RobotsIndex *x = NULL;
  int bStable;
  if( q->pEntry ){
    r->pFile = q->pEntry->pFile;
    x = robotsIndexOf(r->pFile, q->agent.z, q->agent.n, &bStable);
  }else if( q->pFile ){
    r->pFile = q->pFile;
    x = robotsIndexOf(r->pFile, q->agent.z, q->agent.n, &bStable);
  }else{
    r->pEntry = robotsCacheFind(q->pCache, h, q->txt.z, q->txt.n, q->agent.z,
                                q->agent.n, &x);
    if( r->pEntry ) r->pFile = r->pEntry->pFile;
  }
  *ppIndex = x;
  return x ? ROBOTS_ASK_OK : ROBOTS_ASK_NOMEM;
}

/* The mistake of q's arguments (robots_mixup.h) with the shape its entry
** kept: ROBOTS_ASK_MIXUP with r->zMixup set, or ROBOTS_ASK_OK. */
static int robotsAskMixup(const RobotsAsk *q, RobotsAnswer *r){
  const RobotsEntry *e = q->pEntry ? q->pEntry : r->pEntry;
  int eShape = e ? e->eShape : DOC_SHAPE_LINES;
  if( q->eShapePassed==eShape+1 ) return ROBOTS_ASK_OK;
  r->zMixup = robotsMixupOf(eShape, q->agent, q->url, 1);
  return r->zMixup ? ROBOTS_ASK_MIXUP : ROBOTS_ASK_OK;
}

int robotsAsk(const RobotsAsk *q, RobotsAnswer *r){
  RobotsIndex *x;
  uint64_t h = 0;
  int rc;
  /* Field by field, only what every return needs (the decision sets the
  ** verdict, robotsUrlPath the path): zeroing the answer costs more. */
  r->eRule = ROBOTS_STATUS_PARSE;
  r->pFile = NULL;
  r->pEntry = NULL;
  r->zFree = NULL;
  r->path.z = "";
  r->path.n = 0;
  r->zMixup = NULL;
  if( q->status!=ROBOTS_STATUS_NONE ){
    RobotsStatusRule eRule = robotsStatusRule(q->status);
    if( eRule!=ROBOTS_STATUS_PARSE ){
      /* The file is not read: only the order of agent and url counts. */
      if( q->pFile==NULL
       && (r->zMixup = robotsMixupOf(DOC_SHAPE_LINES, q->agent, q->url, 1)) ){
        return ROBOTS_ASK_MIXUP;
      }
      return robotsAskByStatus(r, eRule);
    }
  }
  if( q->pEntry==NULL && q->pFile==NULL ){
    if( q->txt.z==NULL || q->pCache==NULL ) return ROBOTS_ASK_NO_FILE;
    /* Hash first: the bucket arrives while the path is extracted. */
    h = robotsCacheProbe(q->pCache, q->txt.z, q->txt.n);
  }
  if( robotsUrlPath(q->url, q->zBuf, q->nBuf, q->pA, &r->zFree, &r->path) ){
    return ROBOTS_ASK_NOMEM;
  }
  if( (rc = robotsAskIndex(q, h, r, &x))!=ROBOTS_ASK_OK ) return rc;
  if( q->pFile==NULL && (rc = robotsAskMixup(q, r))!=ROBOTS_ASK_OK ) return rc;
  if( r->path.n>=CORE_STOP_EVERY && q->pStop ){
    rc = robotsDecideIndexStop(r->pFile, x, r->path.z, r->path.n, &r->v,
                               q->pStop);
    return rc>0 ? ROBOTS_ASK_STOPPED : rc<0 ? ROBOTS_ASK_NOMEM : ROBOTS_ASK_OK;
  }
  rc = robotsDecideIndex(r->pFile, x, r->path.z, r->path.n, &r->v);
  return rc<0 ? ROBOTS_ASK_NOMEM : ROBOTS_ASK_OK;
}

void robotsAnswerFree(const RobotsAsk *q, RobotsAnswer *r){
  if( r->zFree ) coreFree(q->pA, r->zFree);
  r->zFree = NULL;
}
