/*
** robots_tdmrep.c: tdmrep.json rules for a URL (see robots_tdmrep.h).  The
** strict JSON reader of core/json_read.c yields one token at a time; this
** file takes the tokens of the top-level array's objects and keeps the
** first rule whose location matches.  The whole document is read, so
** whether it is an error never depends on the URL.  Start at tdmrepJson.
*/
#include "robots_tdmrep.h"
#include "../core/json_read.h"
#include "../robots/robots_index.h"
#include "../robots/robots_parse.h"
#include "../robots/robots_path.h"

#include <stdio.h>
#include <string.h>

#define TDMREP_PATH_STACK 2048

/* The document's reader: JSON tokens (core/json_read.c) and where a
** problem is recorded. */
typedef struct TdmReader {
  JsonRead rd;
  TdmProblem *pProb;              /* where a problem is recorded (or NULL) */
  size_t iBase;                   /* bytes skipped before the reader's z (a BOM) */
} TdmReader;

/* A rule as read: spans of escaped JSON string contents. */
typedef struct TdmRule {
  int bLoc, bPolicy, iRes;        /* iRes: -1 when missing */
  Span loc, policy;
} TdmRule;

/* 1 when the rule's location matches path (tmp, esc: scratch; sig: the
** path's byte signature, so that a wildcard location needing a byte the
** path lacks is rejected without reading the path). */
static int tdmMatch(const TdmRule *r, Span path, uint64_t sig, CoreBuf *pTmp,
                    CoreBuf *pEsc, const CoreStop *pStop, int *pbStop){
  size_t nEsc;
  RobotsCand c;
  jsonReadDecode(pTmp, r->loc);
  if( pTmp->oom ) return 0;
  nEsc = robotsEscapedLen(pTmp->z ? pTmp->z : "", pTmp->n);
  pEsc->n = 0;
  if( coreBufReserve(pEsc, nEsc + 1) ) return 0;
  robotsEscape(pTmp->z ? pTmp->z : "", pTmp->n, pEsc->z);
  robotsCandInit(&c, pEsc->z, nEsc, 0, 0);
  return robotsCandMayMatch(&c, sig)
      && robotsCandMatchStop(&c, path.z, path.n, pStop, pbStop);
}

/* The byte signature of path into *pSig, CORE_STOP_EVERY bytes at a
** time: 0, or 1 when pStop said stop. */
static int tdmSignature(Span path, uint64_t *pSig, const CoreStop *pStop){
  size_t i;
  *pSig = 0;
  for(i=0; i<path.n; i+=CORE_STOP_EVERY){
    size_t k = path.n - i < CORE_STOP_EVERY ? path.n - i : CORE_STOP_EVERY;
    *pSig |= robotsPathSignature(path.z + i, k);
    if( path.n>CORE_STOP_EVERY && coreStopped(pStop) ) return 1;
  }
  return 0;
}

/* Write the answer for rule r. */
static void tdmWrite(const TdmRule *r, CoreBuf *pOut, CoreBuf *pTmp){
  coreBufAppend(pOut, r->iRes ? "{\"tdm-reservation\":1" :
                "{\"tdm-reservation\":0", 20);
  if( r->bPolicy ){
    coreBufAppend(pOut, ",\"tdm-policy\":", 14);
    jsonReadDecode(pTmp, r->policy);
    coreJsonString(pOut, pTmp->z ? pTmp->z : "", pTmp->n);
  }
  coreBufAppendByte(pOut, '}');
}

/* Read one member of a rule object (its key just read): 0 or -1. */
static int tdmMember(TdmReader *p, TdmRule *r){
  Span key = p->rd.tok;
  JsonReadTok t = jsonReadNext(&p->rd);
  if( t==JREAD_ERROR ) return -1;
  if( key.n==8 && memcmp(key.z, "location", 8)==0 ){
    if( t!=JREAD_STRING ){ p->rd.zErr = "a location that is not a string"; return -1; }
    r->loc = p->rd.tok; r->bLoc = 1;
  }else if( key.n==15 && memcmp(key.z, "tdm-reservation", 15)==0 ){
    if( t!=JREAD_NUMBER || p->rd.tok.n!=1 || (p->rd.tok.z[0]!='0' && p->rd.tok.z[0]!='1') ){
      p->rd.zErr = "a tdm-reservation that is not 0 or 1"; return -1;
    }
    r->iRes = p->rd.tok.z[0]-'0';
  }else if( key.n==10 && memcmp(key.z, "tdm-policy", 10)==0 ){
    if( t!=JREAD_STRING ){ p->rd.zErr = "a tdm-policy that is not a string"; return -1; }
    r->policy = p->rd.tok; r->bPolicy = 1;
  }else if( t==JREAD_ARRAY || t==JREAD_OBJECT ){
    if( jsonReadSkip(&p->rd)==JREAD_ERROR ) return -1;
  }
  return 0;
}

/* Read one rule object (its '{' just read) into *r: 0 or -1. */
static int tdmRuleRead(TdmReader *p, TdmRule *r){
  JsonReadTok t;
  memset(r, 0, sizeof(*r));
  r->iRes = -1;
  while( (t = jsonReadNext(&p->rd))==JREAD_KEY ){
    if( tdmMember(p, r) ) return -1;
  }
  if( t!=JREAD_OBJECT_END ) return -1;
  if( !r->bLoc ){ p->rd.zErr = "a rule without a location"; return -1; }
  if( r->iRes<0 ){ p->rd.zErr = "a rule without tdm-reservation"; return -1; }
  return 0;
}

/* Record the problem of reader p (in rule iRule, 0: the document) in
** p->pProb and its message in pErr (either may be NULL): -2. */
static int tdmError(TdmReader *p, CoreBuf *pErr, int iRule){
  char z[160];
  int n;
  const char *zWhat = p->rd.zErr ? p->rd.zErr : "an unexpected value";
  if( p->pProb ){
    p->pProb->zWhat = zWhat;
    p->pProb->iByte = p->iBase + p->rd.i + 1;
    p->pProb->iRule = iRule;
  }
  if( pErr==NULL ) return -2;
  n = snprintf(z, sizeof(z), "not a TDMRep array of rules: %s at byte "
               "%zu%s", zWhat, p->iBase + p->rd.i + 1,
               iRule>0 ? " (in rule " : "");
  coreBufAppend(pErr, z, (size_t)n);
  if( iRule>0 ){
    n = snprintf(z, sizeof(z), "%d)", iRule);
    coreBufAppend(pErr, z, (size_t)n);
  }
  return -2;
}

/* Read every rule of the array (its '[' read), writing the first match. */
static int tdmRules(TdmReader *p, Span path, CoreBuf *pOut, CoreBuf *pErr,
                    const CoreStop *pStop){
  CoreBuf tmp, esc;
  int iRule = 0, bFound = 0, rc = 0, bStop = 0;
  size_t iAsk = p->rd.i;
  uint64_t sig = 0;
  JsonReadTok t;
  if( path.z && tdmSignature(path, &sig, pStop) ) return -3;
  coreBufInit(&tmp, pOut->pA);
  coreBufInit(&esc, pOut->pA);
  while( rc==0 && (t = jsonReadNext(&p->rd))==JREAD_OBJECT ){
    TdmRule r;
    iRule++;
    if( (iRule%4096==0 || p->rd.i - iAsk>=CORE_STOP_EVERY) ){
      iAsk = p->rd.i;
      if( coreStopped(pStop) ){ rc = -3; break; }
    }
    if( tdmRuleRead(p, &r) ){ rc = tdmError(p, pErr, iRule); break; }
    if( !bFound && path.z && tdmMatch(&r, path, sig, &tmp, &esc, pStop,
                                      &bStop) ){
      tdmWrite(&r, pOut, &tmp);
      bFound = 1;
    }
    if( bStop ){ rc = -3; break; }
  }
  if( rc==0 && t!=JREAD_ARRAY_END ){
    if( t!=JREAD_ERROR ) p->rd.zErr = "a rule that is not an object";
    rc = tdmError(p, pErr, iRule + 1);
  }
  if( rc==0 && jsonReadNext(&p->rd)!=JREAD_END ) rc = tdmError(p, pErr, 0);
  if( tmp.oom || esc.oom || pOut->oom ) rc = -1;
  coreBufFree(&tmp);
  coreBufFree(&esc);
  return rc ? rc : bFound;
}

/* Read document z[0..n) (a leading UTF-8 byte-order mark skipped),
** writing the first rule matching path (path.z NULL: none is matched) to
** pOut: 1, 0, -1, -2 (not a TDMRep array: pErr, pProb), -3. */
static int tdmRun(const char *z, size_t n, Span path, CoreBuf *pOut,
                  CoreBuf *pErr, TdmProblem *pProb, const CoreStop *pStop){
  TdmReader rd;
  rd.iBase = 0;
  if( n>=3 && memcmp(z, "\xEF\xBB\xBF", 3)==0 ){
    z += 3; n -= 3; rd.iBase = 3;
  }
  jsonReadInit(&rd.rd, z, n);
  rd.pProb = pProb;
  if( jsonReadNext(&rd.rd)!=JREAD_ARRAY ){
    if( rd.rd.zErr==NULL ) rd.rd.zErr = "the document is not an array";
    return tdmError(&rd, pErr, 0);
  }
  return tdmRules(&rd, path, pOut, pErr, pStop);
}

int tdmrepJson(const char *z, size_t n, Span url, CoreBuf *pOut,
               CoreBuf *pErr, const CoreStop *pStop){
  char zBuf[TDMREP_PATH_STACK];
  char *zFree = NULL;
  Span path;
  size_t n0 = pOut->n;
  int rc;
  if( robotsUrlPath(url, zBuf, sizeof(zBuf), pOut->pA, &zFree, &path) ){
    return -1;
  }
  rc = tdmRun(z, n, path, pOut, pErr, NULL, pStop);
  if( rc!=1 ) pOut->n = n0;
  if( rc==-2 ) rc = 0;                /* not TDMRep: the reservation unset */
  coreFree(pOut->pA, zFree);
  return rc;
}

int tdmrepCheck(const char *z, size_t n, TdmProblem *pProb,
                const CoreAlloc *pA, const CoreStop *pStop){
  CoreBuf out;
  int rc;
  Span none = { NULL, 0 };
  memset(pProb, 0, sizeof(*pProb));
  coreBufInit(&out, pA);
  rc = tdmRun(z, n, none, &out, NULL, pProb, pStop);
  coreBufFree(&out);
  return rc==-2 ? 1 : rc<0 ? rc : 0;
}
