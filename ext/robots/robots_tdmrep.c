/*
** robots_tdmrep.c: tdmrep.json rules for a URL (see robots_tdmrep.h).  The
** strict JSON reader of core/json_read.c yields one token at a time; the
** TDMRep reader takes the tokens of the top-level array's objects and
** keeps the first rule whose location matches.  The whole document is read, so whether it is an error never
** depends on the URL.  Start at tdmrepJson.
*/
#include "robots_tdmrep.h"
#include "../core/json_read.h"
#include "robots_index.h"
#include "robots_parse.h"
#include "robots_path.h"

#include <stdio.h>
#include <string.h>

#define TDMREP_PATH_STACK 2048

/* ---- TDMRep rules ---------------------------------------------------- */

/* A rule as read: spans of escaped JSON string contents. */
typedef struct TdmRule {
  int bLoc, bPolicy, iRes;        /* iRes: -1 when missing */
  Span loc, policy;
} TdmRule;

/* 1 when the rule's location matches path (tmp, esc: scratch). */
static int tdmMatch(const TdmRule *r, Span path, CoreBuf *pTmp,
                    CoreBuf *pEsc){
  size_t nEsc;
  jsonReadDecode(pTmp, r->loc);
  if( pTmp->oom ) return 0;
  nEsc = robotsEscapedLen(pTmp->z ? pTmp->z : "", pTmp->n);
  pEsc->n = 0;
  if( coreBufReserve(pEsc, nEsc + 1) ) return 0;
  robotsEscape(pTmp->z ? pTmp->z : "", pTmp->n, pEsc->z);
  return robotsPatternMatch(pEsc->z, nEsc, path.z, path.n);
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
static int tdmMember(JsonRead *p, TdmRule *r){
  Span key = p->tok;
  JsonReadTok t = jsonReadNext(p);
  if( t==JREAD_ERROR ) return -1;
  if( key.n==8 && memcmp(key.z, "location", 8)==0 ){
    if( t!=JREAD_STRING ){ p->zErr = "a location that is not a string"; return -1; }
    r->loc = p->tok; r->bLoc = 1;
  }else if( key.n==15 && memcmp(key.z, "tdm-reservation", 15)==0 ){
    if( t!=JREAD_NUMBER || p->tok.n!=1 || (p->tok.z[0]!='0' && p->tok.z[0]!='1') ){
      p->zErr = "a tdm-reservation that is not 0 or 1"; return -1;
    }
    r->iRes = p->tok.z[0]-'0';
  }else if( key.n==10 && memcmp(key.z, "tdm-policy", 10)==0 ){
    if( t!=JREAD_STRING ){ p->zErr = "a tdm-policy that is not a string"; return -1; }
    r->policy = p->tok; r->bPolicy = 1;
  }else if( t==JREAD_ARRAY || t==JREAD_OBJECT ){
    if( jsonReadSkip(p)==JREAD_ERROR ) return -1;
  }
  return 0;
}

/* Read one rule object (its '{' just read) into *r: 0 or -1. */
static int tdmRuleRead(JsonRead *p, TdmRule *r){
  JsonReadTok t;
  memset(r, 0, sizeof(*r));
  r->iRes = -1;
  while( (t = jsonReadNext(p))==JREAD_KEY ){
    if( tdmMember(p, r) ) return -1;
  }
  if( t!=JREAD_OBJECT_END ) return -1;
  if( !r->bLoc ){ p->zErr = "a rule without a location"; return -1; }
  if( r->iRes<0 ){ p->zErr = "a rule without tdm-reservation"; return -1; }
  return 0;
}

/* The error message for reader p into pErr: -2. */
static int tdmError(JsonRead *p, CoreBuf *pErr, int iRule){
  char z[160];
  int n = snprintf(z, sizeof(z), "not a TDMRep array of rules: %s at byte "
                   "%zu%s", p->zErr ? p->zErr : "an unexpected value",
                   p->i + 1, iRule>0 ? " (in rule " : "");
  coreBufAppend(pErr, z, (size_t)n);
  if( iRule>0 ){
    n = snprintf(z, sizeof(z), "%d)", iRule);
    coreBufAppend(pErr, z, (size_t)n);
  }
  return -2;
}

/* Read every rule of the array (its '[' read), writing the first match. */
static int tdmRules(JsonRead *p, Span path, CoreBuf *pOut, CoreBuf *pErr,
                    const CoreStop *pStop){
  CoreBuf tmp, esc;
  int iRule = 0, bFound = 0, rc = 0;
  JsonReadTok t;
  coreBufInit(&tmp, pOut->pA);
  coreBufInit(&esc, pOut->pA);
  while( rc==0 && (t = jsonReadNext(p))==JREAD_OBJECT ){
    TdmRule r;
    iRule++;
    if( iRule%4096==0 && coreStopped(pStop) ){ rc = -3; break; }
    if( tdmRuleRead(p, &r) ){ rc = tdmError(p, pErr, iRule); break; }
    if( !bFound && tdmMatch(&r, path, &tmp, &esc) ){
      tdmWrite(&r, pOut, &tmp);
      bFound = 1;
    }
  }
  if( rc==0 && t!=JREAD_ARRAY_END ){
    if( t!=JREAD_ERROR ) p->zErr = "a rule that is not an object";
    rc = tdmError(p, pErr, iRule + 1);
  }
  if( rc==0 && jsonReadNext(p)!=JREAD_END ) rc = tdmError(p, pErr, 0);
  if( tmp.oom || esc.oom || pOut->oom ) rc = -1;
  coreBufFree(&tmp);
  coreBufFree(&esc);
  return rc ? rc : bFound;
}

int tdmrepJson(const char *z, size_t n, Span url, CoreBuf *pOut,
               CoreBuf *pErr, const CoreStop *pStop){
  JsonRead rd;
  char zBuf[TDMREP_PATH_STACK];
  char *zFree = NULL;
  Span path;
  size_t n0 = pOut->n;
  int rc;
  jsonReadInit(&rd, z, n);
  if( robotsUrlPath(url, zBuf, sizeof(zBuf), pOut->pA, &zFree, &path) ){
    return -1;
  }
  if( jsonReadNext(&rd)!=JREAD_ARRAY ){
    if( rd.zErr==NULL ) rd.zErr = "the document is not an array";
    rc = tdmError(&rd, pErr, 0);
  }else{
    rc = tdmRules(&rd, path, pOut, pErr, pStop);
  }
  if( rc!=1 ) pOut->n = n0;
  coreFree(pOut->pA, zFree);
  return rc;
}
