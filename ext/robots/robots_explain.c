/*
** robots_explain.c: a robots.txt decision explained as JSON (see
** robots_explain.h).  Start at robotsExplainJson.
*/
#include "robots_explain.h"
#include "../crawler/robots_crawler.h"

#include <string.h>

/* Append a JSON member name and its literal value (no escaping). */
static void robotsExplainLit(CoreBuf *b, const char *zName,
                             const char *zValue){
  coreBufAppend(b, zName, strlen(zName));
  coreBufAppend(b, zValue, strlen(zValue));
}

/* Append ",<zName>" followed by z[0..n) as a JSON string. */
static void robotsExplainStr(CoreBuf *b, const char *zName, Span s){
  coreBufAppend(b, zName, strlen(zName));
  coreJsonString(b, s.z, s.n);
}

/* Append a line number in decimal (snprintf costs more than the rest of an
** explanation, and robots_flip writes two per changed row). */
static void robotsExplainNum(CoreBuf *b, int i){
  char z[16];
  int n = 0;
  unsigned u = i<0 ? 0u : (unsigned)i;
  do{ z[sizeof(z) - 1 - (size_t)n++] = (char)('0' + u%10); u /= 10; }while( u );
  coreBufAppend(b, z + sizeof(z) - (size_t)n, (size_t)n);
}

/* Append the user-agent lines of the groups that applied, as a JSON array:
** the crawler's own groups when v says so, else the '*' groups. */
static void robotsExplainGroups(CoreBuf *b, RobotsFile *pFile, Span agent,
                                const RobotsVerdict *v){
  int bNone, i, n = 0;
  Span tok = robotsAgentName(agent.z, agent.n, &bNone);
  coreBufAppendByte(b, '[');
  for(i=0; i<robotsAgentCount(pFile); i++){
    const RobotsAgent *ag = robotsAgentAt(pFile, i);
    int bUse = v->bSpecific
      ? (!ag->bGlobal && coreSpanEqNoCase(ag->token.z, ag->token.n, tok.z, tok.n))
      : ag->bGlobal;
    if( !bUse ) continue;
    if( n++ ) coreBufAppendByte(b, ',');
    robotsExplainNum(b, ag->iLine);
  }
  coreBufAppendByte(b, ']');
}

/* 1 if some group of pFile names '*' (tables built). */
static int robotsHasGlobalGroup(RobotsFile *pFile){
  int i, n = robotsAgentCount(pFile);
  for(i=0; i<n; i++) if( robotsAgentAt(pFile, i)->bGlobal ) return 1;
  return 0;
}

int robotsExplainJson(CoreBuf *b, RobotsFile *pFile, Span agent, Span path,
                      const RobotsVerdict *v){
  int bNone;
  if( robotsFileTables(pFile) ) return -1;
  robotsExplainLit(b, "{\"allowed\":", v->bAllowed ? "true" : "false");
  robotsExplainStr(b, ",\"agent\":", robotsAgentName(agent.z, agent.n, &bNone));
  robotsExplainStr(b, ",\"path\":", path);
  robotsExplainLit(b, ",\"specific\":", v->bSpecific ? "true" : "false");
  robotsExplainLit(b, ",\"star_ignored\":",
                   v->bSpecific && robotsHasGlobalGroup(pFile) ? "true" : "false");
  coreBufAppend(b, ",\"group\":", 9);
  if( v->bAnyGroup ) robotsExplainGroups(b, pFile, agent, v);
  else coreBufAppend(b, "null", 4);
  if( v->iRule>=0 ){
    const RobotsRule *r = robotsRuleAt(pFile, v->iRule);
    robotsExplainLit(b, ",\"rule\":", r->bAllow ? "\"allow\"" : "\"disallow\"");
    robotsExplainStr(b, ",\"pattern\":", r->value);
    coreBufAppend(b, ",\"line\":", 8);
    robotsExplainNum(b, r->iLine);
    coreBufAppendByte(b, '}');
  }else{
    coreBufAppend(b, ",\"rule\":null,\"pattern\":null,\"line\":null}", 40);
  }
  return b->oom ? -1 : 0;
}

int robotsGroupFirstRule(RobotsFile *p, int iGroup){
  int lo = 0, hi = robotsRuleCount(p);
  while( lo<hi ){
    int mid = lo + (hi - lo)/2;
    if( robotsRuleAt(p, mid)->iGroup<iGroup ) lo = mid+1; else hi = mid;
  }
  return lo;
}

const RobotsAgent *robotsGroupAgentFor(RobotsFile *p, Span agent,
                                       int iGroup){
  int i, bNone;
  Span tok = robotsAgentName(agent.z, agent.n, &bNone);
  const RobotsAgent *pGlobal = NULL;
  for(i=0; i<robotsAgentCount(p); i++){
    const RobotsAgent *a = robotsAgentAt(p, i);
    if( a->iGroup!=iGroup ) continue;
    if( !a->bGlobal && !bNone
     && coreSpanEqNoCase(a->token.z, a->token.n, tok.z, tok.n) ) return a;
    if( a->bGlobal && pGlobal==NULL ) pGlobal = a;
  }
  return pGlobal;
}

int robotsRuleWalkStart(RobotsRuleWalk *w, RobotsFile *pFile, int bAgent,
                        const char *zAgent, size_t nAgent, const CoreAlloc *pA){
  const int *aIdx;
  memset(w, 0, sizeof(*w));
  w->pFile = pFile;
  w->pA = pA;
  w->bAgent = bAgent;
  w->i = -1;
  w->iGroup = -1;
  if( !bAgent || zAgent==NULL ) return 0;
  w->agent.z = zAgent;
  w->agent.n = nAgent;
  w->nIdx = robotsAgentRules(pFile, zAgent, nAgent, &aIdx);
  if( w->nIdx<0 ){ w->nIdx = 0; return -1; }
  w->aIdx = coreMalloc(pA, sizeof(int)*((size_t)w->nIdx + 1));
  if( w->aIdx==NULL ){ w->nIdx = 0; return -1; }
  if( w->nIdx ) memcpy(w->aIdx, aIdx, sizeof(int)*(size_t)w->nIdx);
  return 0;
}

/* The next row of a walk without an agent: i walks the user-agent lines,
** j the rules of the line's group. */
static int robotsRuleWalkAll(RobotsRuleWalk *w, const RobotsRule **ppRule,
                             const RobotsAgent **ppAgent){
  RobotsFile *p = w->pFile;
  int g;
  if( w->i>=0 ){
    g = robotsAgentAt(p, w->i)->iGroup;
    if( ++w->j<robotsRuleCount(p) && robotsRuleAt(p, w->j)->iGroup==g ){
      *ppRule = robotsRuleAt(p, w->j);
      *ppAgent = robotsAgentAt(p, w->i);
      return 1;
    }
  }
  for(w->i++; w->i<robotsAgentCount(p); w->i++){
    g = robotsAgentAt(p, w->i)->iGroup;
    w->j = robotsGroupFirstRule(p, g);
    if( w->j<robotsRuleCount(p) && robotsRuleAt(p, w->j)->iGroup==g ){
      *ppRule = robotsRuleAt(p, w->j);
      *ppAgent = robotsAgentAt(p, w->i);
      return 1;
    }
  }
  return 0;
}

int robotsRuleWalkNext(RobotsRuleWalk *w, const RobotsRule **ppRule,
                       const RobotsAgent **ppAgent){
  const RobotsRule *r;
  if( !w->bAgent ) return robotsRuleWalkAll(w, ppRule, ppAgent);
  if( ++w->i>=w->nIdx ) return 0;
  r = robotsRuleAt(w->pFile, w->aIdx[w->i]);
  if( r->iGroup!=w->iGroup ){
    w->iGroup = r->iGroup;
    w->pGroupAgent = robotsGroupAgentFor(w->pFile, w->agent, r->iGroup);
  }
  *ppRule = r;
  *ppAgent = w->pGroupAgent;
  return 1;
}

void robotsRuleWalkFree(RobotsRuleWalk *w){
  coreFree(w->pA, w->aIdx);
  w->aIdx = NULL;
  w->nIdx = 0;
}

const char *robotsRuleKind(const RobotsRule *r){
  return r->bAllow ? "allow" : "disallow";
}
