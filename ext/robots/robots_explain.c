/*
** robots_explain.c: a robots.txt decision explained as JSON (see
** robots_explain.h).  Start at robotsExplainJson.
*/
#include "robots_explain.h"
#include "robots_crawler.h"

#include <stdio.h>
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

/* Append the user-agent lines of the groups that applied, as a JSON array:
** the crawler's own groups when v says so, else the '*' groups. */
static void robotsExplainGroups(CoreBuf *b, RobotsFile *pFile, Span agent,
                                const RobotsVerdict *v){
  int bNone, i, n = 0;
  Span tok = robotsAgentName(agent.z, agent.n, &bNone);
  char zNum[24];
  coreBufAppendByte(b, '[');
  for(i=0; i<robotsAgentCount(pFile); i++){
    const RobotsAgent *ag = robotsAgentAt(pFile, i);
    int bUse = v->bSpecific
      ? (!ag->bGlobal && coreSpanEqNoCase(ag->token.z, ag->token.n, tok.z, tok.n))
      : ag->bGlobal;
    if( !bUse ) continue;
    snprintf(zNum, sizeof(zNum), "%s%d", n++ ? "," : "", ag->iLine);
    coreBufAppend(b, zNum, strlen(zNum));
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
  char zNum[32];
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
    snprintf(zNum, sizeof(zNum), ",\"line\":%d}", r->iLine);
    coreBufAppend(b, zNum, strlen(zNum));
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
