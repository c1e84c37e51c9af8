/*
** robots_usage.c: what a robots.txt says a crawler may use a URL for (see
** robots_usage.h).  The groups are robots_match.c's (robotsMarkGroups), the
** lines that speak for a URL robots_usage_pick.c's (the matcher's index, so
** '*', '$', percent-normalisation and length are Allow's), the dictionaries
** sfv.c's.  Preferences are collected as key/value pairs and combined by
** sorting, so any number of keys costs n log n.  robotsUsageAllows reads
** one purpose of the same collection.  Start at robotsUsageJson.
*/
#include "robots_usage.h"
#include "../crawler/robots_crawler.h"
#include "../robots/robots_path.h"
#include "../core/sfv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define USAGE_MARK_STACK 256      /* groups marked without a malloc */
#define USAGE_PATH_STACK 2048     /* URL paths built without a malloc */

/* Append a string literal. */
#define USAGE_LIT(b, s) coreBufAppend((b), (s), sizeof(s) - 1)

/* A preference's value. */
#define USAGE_IGNORED 0           /* parsed, but not y/n (or yes/no) */
#define USAGE_YES     1
#define USAGE_NO      2
#define USAGE_OTHER   3           /* Content-Signal's use=... */

/* One key and its value, with the order of its first appearance. */
typedef struct UsagePair {
  Span key;
  Span val;
  uint32_t iOrder;
  uint8_t eVal;
} UsagePair;

/* A growable list of pairs. */
typedef struct UsagePairs {
  UsagePair *a;
  int n, nAlloc;
  uint32_t iNext;
  int oom;
  const CoreAlloc *pA;
} UsagePairs;

/* Append a pair (nothing once out of memory). */
static void usagePairAdd(UsagePairs *p, Span key, Span val, int eVal){
  if( p->n>=p->nAlloc ){
    int nNew = p->nAlloc ? p->nAlloc*2 : 16;
    UsagePair *aNew = coreRealloc(p->pA, p->a, (size_t)nNew*sizeof(UsagePair));
    if( aNew==NULL ){ p->oom = 1; return; }
    p->a = aNew;
    p->nAlloc = nNew;
  }
  p->a[p->n].key = key;
  p->a[p->n].val = val;
  p->a[p->n].eVal = (uint8_t)eVal;
  p->a[p->n].iOrder = p->iNext++;
  p->n++;
}

/* Compare two keys ignoring ASCII case. */
static int usageKeyCmp(Span a, Span b){
  size_t i, n = a.n<b.n ? a.n : b.n;
  for(i=0; i<n; i++){
    int d = coreToLower((unsigned char)a.z[i]) - coreToLower((unsigned char)b.z[i]);
    if( d ) return d;
  }
  return a.n<b.n ? -1 : a.n>b.n;
}

/* qsort: by key, then order. */
static int usageCmpKey(const void *pa, const void *pb){
  const UsagePair *a = pa, *b = pb;
  int d = usageKeyCmp(a->key, b->key);
  if( d ) return d;
  return a->iOrder<b->iOrder ? -1 : a->iOrder>b->iOrder;
}

/* qsort: by order. */
static int usageCmpOrder(const void *pa, const void *pb){
  const UsagePair *a = pa, *b = pb;
  return a->iOrder<b->iOrder ? -1 : a->iOrder>b->iOrder;
}

/* Combine the pairs a[0..n) of equal keys into one each, at the place of
** the key's first appearance.  bMerge: a "no" anywhere wins, else the last
** value (combining rules or groups); otherwise the last value wins and an
** ignored one drops the key (a dictionary's duplicate keys).  Returns the
** new count. */
static int usageCombine(UsagePair *a, int n, int bMerge){
  int i = 0, nOut = 0;
  if( n<=0 ) return 0;
  qsort(a, (size_t)n, sizeof(UsagePair), usageCmpKey);
  while( i<n ){
    int j = i, iNo = -1;
    UsagePair r;
    while( j<n && usageKeyCmp(a[j].key, a[i].key)==0 ){
      if( a[j].eVal==USAGE_NO ) iNo = j;
      j++;
    }
    r = a[j-1];
    if( bMerge && iNo>=0 ) r = a[iNo];
    r.iOrder = a[i].iOrder;
    if( r.eVal!=USAGE_IGNORED ) a[nOut++] = r;
    i = j;
  }
  qsort(a, (size_t)nOut, sizeof(UsagePair), usageCmpOrder);
  return nOut;
}

/* sfvDictionary's callback: a member as a pair (only the tokens y and n
** count; parameters are ignored). */
static int usageMember(void *pCtx, const SfvMember *m){
  int eVal = USAGE_IGNORED;
  if( m->eType==SFV_TOKEN && m->value.n==1 ){
    if( m->value.z[0]=='y' ) eVal = USAGE_YES;
    if( m->value.z[0]=='n' ) eVal = USAGE_NO;
  }
  usagePairAdd((UsagePairs*)pCtx, m->key, m->value, eVal);
  return 0;
}

/* Add the preferences of dictionary pref to p, duplicates resolved; a
** value that is no dictionary adds nothing.  0, or 1 when stopped. */
static int usageAddDict(UsagePairs *p, Span pref, const CoreStop *pStop){
  int n0 = p->n, rc = sfvDictionary(pref.z, pref.n, usageMember, p, NULL,
                                    pStop);
  if( rc==-2 ) return 1;
  if( rc!=0 || p->oom ){ p->n = n0; return 0; }
  if( p->n>n0 ) p->n = n0 + usageCombine(p->a + n0, p->n - n0, 0);
  return 0;
}

/* The value of a Content-Signal part: USAGE_YES/NO for yes/no (any case),
** USAGE_OTHER for a non-empty value of "use", else USAGE_IGNORED. */
static int usageSignalValue(Span key, Span val){
  if( coreSpanEqNoCase(val.z, val.n, "yes", 3) ) return USAGE_YES;
  if( coreSpanEqNoCase(val.z, val.n, "no", 2) ) return USAGE_NO;
  if( val.n>0 && coreSpanEqNoCase(key.z, key.n, "use", 3) ) return USAGE_OTHER;
  return USAGE_IGNORED;
}

/* The next comma-separated part of a Content-Signal value from *pi: its
** key and value trimmed (*pbEq: it has '='); 0 at the end. */
static int usageSignalPart(Span v, size_t *pi, Span *pKey, Span *pVal,
                           int *pbEq){
  size_t i = *pi, j, k;
  if( i>v.n ) return 0;
  j = i;
  while( j<v.n && v.z[j]!=',' ) j++;
  *pi = j + 1;
  for(k=i; k<j && v.z[k]!='='; k++){}
  *pbEq = k<j;
  *pKey = coreTrim((Span){v.z + i, k - i});
  *pVal = *pbEq ? coreTrim((Span){v.z + k + 1, j - k - 1}) : (Span){v.z + j, 0};
  return 1;
}

/* Add the keys of a Content-Signal value to p (unknown values ignored). */
static void usageAddSignal(UsagePairs *p, Span value){
  size_t i = 0;
  Span key, val;
  int bEq;
  while( usageSignalPart(value, &i, &key, &val, &bEq) ){
    int eVal = usageSignalValue(key, val);
    if( bEq && key.n>0 && eVal!=USAGE_IGNORED ) usagePairAdd(p, key, val, eVal);
  }
}

int robotsSignalCheck(Span value, Span *pPart){
  size_t i = 0;
  Span key, val;
  int bEq;
  while( usageSignalPart(value, &i, &key, &val, &bEq) ){
    pPart->z = key.z;
    pPart->n = (size_t)(val.z + val.n - key.z);
    if( key.n==0 && !bEq && val.n==0 ) continue;     /* an empty part */
    if( !bEq ) return ROBOTS_SIGNAL_NO_EQUALS;
    if( key.n==0 ) return ROBOTS_SIGNAL_NO_KEY;
    if( coreSpanEqNoCase(key.z, key.n, "use", 3) ) continue;
    if( usageSignalValue(key, val)==USAGE_IGNORED ){
      return ROBOTS_SIGNAL_BAD_VALUE;
    }
  }
  return ROBOTS_SIGNAL_OK;
}

/* robotsUsagePrefCheck's state: the first member that is not y or n. */
typedef struct UsageCheck { int bBad; Span key; } UsageCheck;

/* sfvDictionary's callback for robotsUsagePrefCheck. */
static int usageCheckMember(void *pCtx, const SfvMember *m){
  UsageCheck *c = pCtx;
  if( m->eType!=SFV_TOKEN || m->value.n!=1
   || (m->value.z[0]!='y' && m->value.z[0]!='n') ){
    c->bBad = 1;
    c->key = m->key;
    return 1;
  }
  return 0;
}

int robotsUsagePrefCheck(Span pref, size_t *piErr, Span *pKey){
  UsageCheck c;
  memset(&c, 0, sizeof(c));
  if( sfvDictionary(pref.z, pref.n, NULL, NULL, piErr, NULL)!=0 ) return 1;
  sfvDictionary(pref.z, pref.n, usageCheckMember, &c, NULL, NULL);
  if( c.bBad ){ *pKey = c.key; return 2; }
  return 0;
}

/* Append s lower-cased as a JSON string (tmp: a scratch buffer). */
static void usageJsonLower(CoreBuf *b, Span s, CoreBuf *pTmp){
  size_t i;
  pTmp->n = 0;
  for(i=0; i<s.n; i++) coreBufAppendByte(pTmp, (char)coreToLower((unsigned char)s.z[i]));
  coreJsonString(b, pTmp->z ? pTmp->z : "", pTmp->n);
}

/* Append the pairs as a JSON object; bSignal: yes/no (Content-Signal),
** else y/n. */
static void usageJsonObject(CoreBuf *b, const UsagePairs *p, int bSignal,
                            CoreBuf *pTmp){
  int i;
  coreBufAppendByte(b, '{');
  for(i=0; i<p->n; i++){
    const UsagePair *q = &p->a[i];
    if( i ) coreBufAppendByte(b, ',');
    usageJsonLower(b, q->key, pTmp);
    coreBufAppendByte(b, ':');
    if( q->eVal==USAGE_OTHER ){
      usageJsonLower(b, q->val, pTmp);
    }else if( bSignal ){
      coreBufAppend(b, q->eVal==USAGE_NO ? "\"no\"" : "\"yes\"",
                    q->eVal==USAGE_NO ? 4 : 5);
    }else{
      coreBufAppend(b, q->eVal==USAGE_NO ? "\"n\"" : "\"y\"", 3);
    }
  }
  coreBufAppendByte(b, '}');
}

/* The state of one robotsUsageJson call. */
typedef struct UsageCall {
  RobotsFile *pFile;
  const unsigned char *aMark;   /* groups that apply */
  Span path;
  UsagePairs usage, signal;
  CoreBuf tmp;                  /* lower-casing */
  CoreBuf usageLines, signalLines;
  const CoreStop *pStop;
} UsageCall;

/* Append ",<n>" (or "<n>" first) to a list of line numbers. */
static void usageLineAdd(CoreBuf *b, int iLine){
  char z[24];
  int n = snprintf(z, sizeof(z), "%s%d", b->n ? "," : "", iLine);
  coreBufAppend(b, z, (size_t)n);
}

/* Collect the preferences of the lines that speak for c->path: the
** Content-Usage rules whose path matches longest and every Content-Signal
** line of the marked groups (robotsUsagePickLines).  0, -1 or 1 (stop). */
static int usageCollect(UsageCall *c, const CoreAlloc *pA){
  RobotsUsagePick pick;
  int i, rc;
  rc = robotsUsagePickLines(c->pFile, c->aMark, c->path, &pick, pA,
                            c->pStop);
  for(i=0; rc==0 && i<pick.nUsage; i++){
    const RobotsOther *o = robotsOtherAt(c->pFile, pick.aUsage[i]);
    Span path, pref;
    robotsUsageSplit(o->value, &path, &pref);
    if( usageAddDict(&c->usage, pref, c->pStop) ) rc = 1;
    usageLineAdd(&c->usageLines, o->iLine);
  }
  for(i=0; rc==0 && i<pick.nSignal; i++){
    const RobotsOther *o = robotsOtherAt(c->pFile, pick.aSignal[i]);
    usageAddSignal(&c->signal, o->value);
    usageLineAdd(&c->signalLines, o->iLine);
  }
  robotsUsagePickFree(&pick);
  if( rc ) return rc;
  c->usage.n = usageCombine(c->usage.a, c->usage.n, 1);
  c->signal.n = usageCombine(c->signal.a, c->signal.n, 1);
  return 0;
}

/* Write the answer of an allowed URL. */
static void usageJsonAllowed(UsageCall *c, CoreBuf *b){
  USAGE_LIT(b, "{\"allowed\":true,\"content_usage\":");
  usageJsonObject(b, &c->usage, 0, &c->tmp);
  USAGE_LIT(b, ",\"content_signal\":");
  usageJsonObject(b, &c->signal, 1, &c->tmp);
  USAGE_LIT(b, ",\"content_usage_lines\":[");
  coreBufAppend(b, c->usageLines.z, c->usageLines.n);
  USAGE_LIT(b, "],\"content_signal_lines\":[");
  coreBufAppend(b, c->signalLines.z, c->signalLines.n);
  USAGE_LIT(b, "],");
}

/* Append "licenses":[...]} : the values of the file's License lines, in
** file order (the tables are built). */
static void usageJsonLicenses(RobotsFile *p, CoreBuf *b){
  int i, n = robotsOtherCount(p), nOut = 0;
  USAGE_LIT(b, "\"licenses\":[");
  for(i=0; i<n; i++){
    const RobotsOther *o = robotsOtherAt(p, i);
    if( o->eKey!=ROBOTS_KEY_UNKNOWN || !robotsKeyIsLicense(o->key) ) continue;
    if( nOut++ ) coreBufAppendByte(b, ',');
    coreJsonString(b, o->value.z ? o->value.z : "", o->value.n);
  }
  USAGE_LIT(b, "]}");
}

/* Free what a call holds. */
static void usageCallFree(UsageCall *c, const CoreAlloc *pA){
  coreFree(pA, c->usage.a);
  coreFree(pA, c->signal.a);
  coreBufFree(&c->tmp);
  coreBufFree(&c->usageLines);
  coreBufFree(&c->signalLines);
}

/* 1 when the file (tables built) has a usage line in some group. */
static int usageAnyLine(RobotsFile *p){
  int i, n = robotsOtherCount(p);
  for(i=0; i<n; i++){
    const RobotsOther *o = robotsOtherAt(p, i);
    if( o->iGroup>0 && o->eKey==ROBOTS_KEY_UNKNOWN
     && robotsUsageKind(o->key)!=ROBOTS_USAGE_NONE ) return 1;
  }
  return 0;
}

/* Collect the preferences of an allowed URL (path already extracted) into
** c (zeroed here; free it with usageCallFree): mark the groups, collect.
** 0, -1 (out of memory) or 1 (stop).  Without any usage line in a group
** nothing is collected. */
static int usageGather(UsageCall *c, RobotsFile *p, const char *zAgent,
                       size_t nAgent, Span path, const CoreAlloc *pA,
                       const CoreStop *pStop){
  unsigned char aStack[USAGE_MARK_STACK], *aMark = aStack;
  int bNone, rc = 0, nGroup;
  Span tok = robotsAgentName(zAgent, nAgent, &bNone);
  memset(c, 0, sizeof(*c));
  c->usage.pA = c->signal.pA = pA;
  coreBufInit(&c->tmp, pA);
  coreBufInit(&c->usageLines, pA); coreBufInit(&c->signalLines, pA);
  if( robotsFileTables(p) ) return -1;
  if( !usageAnyLine(p) ) return 0;
  nGroup = robotsGroupCount(p);
  if( (size_t)nGroup + 1 > sizeof(aStack) ){
    aMark = coreMalloc(pA, (size_t)nGroup + 1);
    if( aMark==NULL ) return -1;
  }
  robotsMarkGroups(p, tok, bNone, aMark);
  c->pFile = p; c->aMark = aMark; c->path = path; c->pStop = pStop;
  rc = usageCollect(c, pA);
  c->aMark = NULL;
  if( aMark!=aStack ) coreFree(pA, aMark);
  if( c->usage.oom || c->signal.oom || c->tmp.oom
   || c->usageLines.oom || c->signalLines.oom ) rc = -1;
  return rc;
}

/* The path of url and whether crawler zAgent may fetch it: 0 (with
** *pbAllowed), -1 out of memory, 1 stopped.  *pzFree: what to free. */
static int usageDecide(RobotsFile *p, const char *zAgent, size_t nAgent,
                       Span url, char *zBuf, size_t nBuf, Span *pPath,
                       char **pzFree, int *pbAllowed, const CoreAlloc *pA,
                       const CoreStop *pStop){
  RobotsVerdict v;
  RobotsIndex *x;
  int rc, bStable;
  if( robotsUrlPath(url, zBuf, nBuf, pA, pzFree, pPath) ) return -1;
  x = robotsIndexOf(p, zAgent, nAgent, &bStable);
  rc = x ? robotsDecideIndexStop(p, x, pPath->z, pPath->n, &v, pStop) : -1;
  if( rc==0 ) *pbAllowed = v.bAllowed;
  return rc;
}

int robotsUsageJson(RobotsFile *p, const char *zAgent, size_t nAgent,
                    Span url, CoreBuf *pOut, const CoreStop *pStop){
  char zBuf[USAGE_PATH_STACK];
  char *zFree = NULL;
  Span path;
  int rc, bAllowed = 0;
  UsageCall c;
  rc = usageDecide(p, zAgent, nAgent, url, zBuf, sizeof(zBuf), &path,
                   &zFree, &bAllowed, pOut->pA, pStop);
  if( rc==0 && !bAllowed ){
    USAGE_LIT(pOut, "{\"allowed\":false,\"content_usage\":null,"
      "\"content_signal\":null,\"content_usage_lines\":[],"
      "\"content_signal_lines\":[],");
  }else if( rc==0 ){
    rc = usageGather(&c, p, zAgent, nAgent, path, pOut->pA, pStop);
    if( rc==0 ) usageJsonAllowed(&c, pOut);
    if( rc==0 && c.tmp.oom ) rc = -1;     /* a key not lower-cased */
    usageCallFree(&c, pOut->pA);
  }
  if( rc==0 ){
    if( robotsFileTables(p) ) rc = -1;
    else usageJsonLicenses(p, pOut);
  }
  coreFree(pOut->pA, zFree);
  if( pOut->oom ) rc = -1;
  return rc;
}

/* The purposes robotsUsageAllows reads: the vocabulary's label (the
** Content-Usage key) and Content Signals' (the Content-Signal key). */
static const struct { const char *zName, *zUsage, *zSignal; } aUsagePurpose[] = {
  { "train-ai", "train-ai", "ai-train" },
  { "ai-use",   "ai-use",   "ai-input" },
  { "search",   "search",   "search" },
  { "ai-train", "train-ai", "ai-train" },
  { "ai-input", "ai-use",   "ai-input" },
};
#define USAGE_PURPOSES (int)(sizeof(aUsagePurpose)/sizeof(aUsagePurpose[0]))

int robotsUsagePurpose(Span name){
  int i;
  for(i=0; i<USAGE_PURPOSES; i++){
    const char *z = aUsagePurpose[i].zName;
    if( name.n==strlen(z) && memcmp(name.z, z, name.n)==0 ) return i;
  }
  return -1;
}

const char *robotsUsagePurposeNames(void){
  return "train-ai, ai-use, search (draft-ietf-aipref-vocab), "
         "ai-train, ai-input (Content Signals)";
}

/* The value of key zKey among the combined pairs p: USAGE_YES, USAGE_NO or
** USAGE_IGNORED when it is absent. */
static int usagePairValue(const UsagePairs *p, const char *zKey){
  int i;
  Span k = { zKey, strlen(zKey) };
  for(i=0; i<p->n; i++){
    if( usageKeyCmp(p->a[i].key, k)==0 ) return p->a[i].eVal;
  }
  return USAGE_IGNORED;
}

int robotsUsageAllows(RobotsFile *p, const char *zAgent, size_t nAgent,
                      Span url, int iPurpose, int *pAnswer,
                      const CoreAlloc *pA, const CoreStop *pStop){
  char zBuf[USAGE_PATH_STACK];
  char *zFree = NULL;
  Span path;
  int rc, bAllowed = 0;
  UsageCall c;
  *pAnswer = -1;
  if( iPurpose<0 || iPurpose>=USAGE_PURPOSES ) return 0;
  rc = usageDecide(p, zAgent, nAgent, url, zBuf, sizeof(zBuf), &path,
                   &zFree, &bAllowed, pA, pStop);
  if( rc==0 && !bAllowed ){
    *pAnswer = 0;
  }else if( rc==0 ){
    rc = usageGather(&c, p, zAgent, nAgent, path, pA, pStop);
    if( rc==0 ){
      int eU = usagePairValue(&c.usage, aUsagePurpose[iPurpose].zUsage);
      int eS = usagePairValue(&c.signal, aUsagePurpose[iPurpose].zSignal);
      if( eU==USAGE_NO || eS==USAGE_NO ) *pAnswer = 0;
      else if( eU==USAGE_YES || eS==USAGE_YES ) *pAnswer = 1;
    }
    usageCallFree(&c, pA);
  }
  coreFree(pA, zFree);
  return rc;
}
