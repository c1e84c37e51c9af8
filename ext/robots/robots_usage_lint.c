/*
** robots_usage_lint.c: the linter's checks of Content-Usage and
** Content-Signal lines (see robots_usage_lint.h).  Line by line: the
** value's syntax, the line's place, a preference that contradicts an
** earlier one for the same path in the group, and a path that the group's
** own rules disallow (decided by the matcher on the whole file, compiled
** once on first need).  Start at robotsUsageLintLine.
*/
#include "robots_usage_lint.h"
#include "../core/sfv.h"

#include <stdio.h>
#include <string.h>

#define USAGE_LINT_KEEP  256      /* preferences kept per group for the
                                  ** conflict check */
#define USAGE_LINT_QUOTE 48       /* input bytes quoted in a message */
#define USAGE_LINT_PATH  2048     /* longest path checked against rules */

/* A preference seen earlier in the group. */
typedef struct UsageSeen {
  Span path, key;               /* into the input */
  char cVal;                    /* 'y' or 'n' */
  int iLine;
} UsageSeen;

struct RobotsUsageLint {
  const CoreAlloc *pA;
  const char *z;                /* the whole input */
  size_t n;
  int iGroup;                   /* group of aSeen */
  UsageSeen aSeen[USAGE_LINT_KEEP];
  int nSeen;
  RobotsFile *pFile;            /* the input compiled, on first need */
  int bFileFailed;
};

RobotsUsageLint *robotsUsageLintNew(const char *z, size_t n,
                                    const CoreAlloc *pA){
  RobotsUsageLint *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->z = z;
  p->n = n;
  return p;
}

void robotsUsageLintFree(RobotsUsageLint *p){
  if( p==NULL ) return;
  robotsFileFree(p->pFile);
  coreFree(p->pA, p);
}

/* Quote s (printable, cut) into zOut[0..nOut). */
static void usageLintQuote(char *zOut, size_t nOut, Span s,
                           const CoreAlloc *pA){
  CoreBuf b;
  size_t nTaken;
  coreBufInit(&b, pA);
  nTaken = coreAppendPrintable(&b, s.z, s.n, USAGE_LINT_QUOTE);
  if( nTaken<s.n ) coreBufAppend(&b, "...", 3);
  snprintf(zOut, nOut, "%.*s", b.oom ? 0 : (int)b.n, b.z ? b.z : "");
  coreBufFree(&b);
}

/* The conflict check's state for the members of a line. */
typedef struct UsageConflict {
  RobotsUsageLint *p;
  Span path;
  int iLine;
  int iFirst;                   /* the line's first entry in p->aSeen */
  const UsageSeen *pHit;        /* the earlier preference contradicted */
  Span key;                     /* its key, or the key given twice */
  int bTwice;                   /* a key given twice in the line, its last
                                ** value differing */
} UsageConflict;

/* The first preference of the group's earlier lines for path and key
** that value cVal contradicts, into c->pHit (and c->key). */
static void usageConflictEarlier(UsageConflict *c, Span path, Span key,
                                 char cVal){
  const RobotsUsageLint *p = c->p;
  int j;
  for(j=0; j<c->iFirst && j<p->nSeen; j++){
    const UsageSeen *s = &p->aSeen[j];
    if( s->cVal!=0 && s->cVal!=cVal && s->path.n==path.n && s->key.n==key.n
     && memcmp(s->path.z, path.z, path.n)==0
     && memcmp(s->key.z, key.z, key.n)==0 ){
      c->pHit = s;
      c->key = key;
      return;
    }
  }
}

/* sfvDictionary's callback: remember a member of the line, as the
** dictionary reads it (a key given twice keeps its last value; a last value
** that is not y or n drops the key, cVal 0). */
static int usageConflictMember(void *pCtx, const SfvMember *m){
  UsageConflict *c = pCtx;
  RobotsUsageLint *p = c->p;
  char cVal = 0;
  int i;
  if( m->eType==SFV_TOKEN && m->value.n==1
   && (m->value.z[0]=='y' || m->value.z[0]=='n') ) cVal = m->value.z[0];
  for(i=c->iFirst; i<p->nSeen; i++){
    UsageSeen *s = &p->aSeen[i];
    if( s->key.n==m->key.n && memcmp(s->key.z, m->key.z, m->key.n)==0 ){
      if( s->cVal!=cVal && !c->bTwice ){ c->bTwice = 1; c->key = m->key; }
      s->cVal = cVal;
      return 0;
    }
  }
  if( p->nSeen<USAGE_LINT_KEEP ){
    UsageSeen *s = &p->aSeen[p->nSeen++];
    s->path = c->path; s->key = m->key; s->cVal = cVal; s->iLine = c->iLine;
  }else if( cVal && c->pHit==NULL ){
    usageConflictEarlier(c, c->path, m->key, cVal);  /* no room: as read */
  }
  return 0;
}

/* After a line's members: the first earlier preference of the group for
** the same path and key that one of them contradicts, into c->pHit. */
static void usageConflictFind(UsageConflict *c){
  RobotsUsageLint *p = c->p;
  int i;
  for(i=c->iFirst; i<p->nSeen && c->pHit==NULL; i++){
    const UsageSeen *t = &p->aSeen[i];
    if( t->cVal!=0 ) usageConflictEarlier(c, t->path, t->key, t->cVal);
  }
}

/* Report what usageConflictMember and usageConflictFind found on line l. */
static void usageConflictReport(RobotsUsageLint *p, const UsageConflict *c,
                                const RobotsLine *l, RobotsUsageReport xReport,
                                void *pCtx){
  char zQ[4*USAGE_LINT_QUOTE+8], zMsg[512];
  usageLintQuote(zQ, sizeof(zQ), c->key, p->pA);
  if( c->pHit ){
    snprintf(zMsg, sizeof(zMsg), "'%s' contradicts line %d for the same "
             "path: 'n' wins; keep one preference per path", zQ,
             c->pHit->iLine);
  }else{
    snprintf(zMsg, sizeof(zMsg), "'%s' is given twice with different "
             "values: the last one counts; keep one", zQ);
  }
  xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_CONFLICT, zMsg);
}

/* The first agent of group iGroup of the compiled file, or NULL. */
static const RobotsAgent *usageLintAgent(RobotsFile *f, int iGroup){
  int i, n = robotsAgentCount(f);
  for(i=0; i<n; i++){
    const RobotsAgent *a = robotsAgentAt(f, i);
    if( a->iGroup==iGroup ) return a;
  }
  return NULL;
}

/* 1 when the crawlers of group iGroup may not fetch path (its literal
** part, up to a '*' or '$'). */
static int usageLintDisallowed(RobotsUsageLint *p, int iGroup, Span path){
  const RobotsAgent *a;
  RobotsVerdict v;
  size_t k = 0;
  if( p->pFile==NULL && !p->bFileFailed ){
    p->pFile = robotsCompileShared(p->z, p->n, p->pA);
    p->bFileFailed = p->pFile==NULL;
  }
  if( p->pFile==NULL ) return 0;
  while( k<path.n && path.z[k]!='*' && path.z[k]!='$' ) k++;
  if( k>USAGE_LINT_PATH ) return 0;
  a = usageLintAgent(p->pFile, iGroup);
  if( a==NULL ) return 0;
  if( robotsDecide(p->pFile, a->bGlobal ? "*" : a->token.z,
                   a->bGlobal ? 1 : a->token.n, path.z, k, &v) ) return 0;
  return !v.bAllowed;
}

/* The checks of a Content-Usage line's value in group iGroup. */
static void usageLintUsage(RobotsUsageLint *p, const RobotsLine *l,
                           int iGroup, RobotsUsageReport xReport,
                           void *pCtx){
  Span path, pref, key;
  size_t iErr = 0;
  char zQ[4*USAGE_LINT_QUOTE+8], zMsg[512];
  int e;
  UsageConflict c;
  robotsUsageSplit(l->value, &path, &pref);
  usageLintQuote(zQ, sizeof(zQ), pref, p->pA);
  e = robotsUsagePrefCheck(pref, &iErr, &key);
  if( e==1 ){
    snprintf(zMsg, sizeof(zMsg), "'%s' is not a structured-field "
             "dictionary (at byte %zu): it gives no preference; write e.g. "
             "'train-ai=n, search=y'", zQ, iErr + 1);
    xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_NOT_DICTIONARY, zMsg);
    return;
  }
  if( e==2 ){
    usageLintQuote(zQ, sizeof(zQ), key, p->pA);
    snprintf(zMsg, sizeof(zMsg), "the value of '%s' is not the token y or "
             "n: it is ignored; write y or n", zQ);
    xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_VALUE_INVALID, zMsg);
  }
  memset(&c, 0, sizeof(c));
  c.p = p; c.path = path; c.iLine = l->iLine; c.iFirst = p->nSeen;
  sfvDictionary(pref.z, pref.n, usageConflictMember, &c, NULL, NULL);
  usageConflictFind(&c);
  if( c.pHit || c.bTwice ) usageConflictReport(p, &c, l, xReport, pCtx);
  if( iGroup>0 && path.n>0 && usageLintDisallowed(p, iGroup, path) ){
    usageLintQuote(zQ, sizeof(zQ), path, p->pA);
    snprintf(zMsg, sizeof(zMsg), "the path '%s' is disallowed for this "
             "group's crawlers: a preference for it is never read; allow "
             "the path or remove the line", zQ);
    xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_PATH_DISALLOWED, zMsg);
  }
}

/* The check of a Content-Signal line's value. */
static void usageLintSignal(RobotsUsageLint *p, const RobotsLine *l,
                            RobotsUsageReport xReport, void *pCtx){
  Span part;
  char zQ[4*USAGE_LINT_QUOTE+8], zMsg[512];
  int e = robotsSignalCheck(l->value, &part);
  if( e==ROBOTS_SIGNAL_OK ) return;
  usageLintQuote(zQ, sizeof(zQ), part, p->pA);
  snprintf(zMsg, sizeof(zMsg), e==ROBOTS_SIGNAL_NO_EQUALS
           ? "'%s' has no '=': it is ignored; write key=value, e.g. "
             "'ai-train=no'"
           : "'%s': search, ai-input and ai-train take yes or no; the "
             "value is ignored", zQ);
  xReport(pCtx, l->iLine, ROBOTS_LINT_SIGNAL_INVALID, zMsg);
}

int robotsUsageLintLine(RobotsUsageLint *p, const RobotsLine *l, int iGroup,
                        RobotsUsageReport xReport, void *pCtx){
  int eKind = robotsUsageKind(l->key);
  char zMsg[512];
  if( eKind==ROBOTS_USAGE_NONE ) return 0;
  if( iGroup!=p->iGroup ){ p->iGroup = iGroup; p->nSeen = 0; }
  if( iGroup==0 ){
    snprintf(zMsg, sizeof(zMsg), "this %s line comes before any user-agent "
             "line: it applies to no crawler; put 'User-agent: *' above it",
             robotsUsageKindName(eKind));
    xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_BEFORE_USER_AGENT, zMsg);
  }
  if( eKind==ROBOTS_USAGE_SIGNAL ) usageLintSignal(p, l, xReport, pCtx);
  else usageLintUsage(p, l, iGroup, xReport, pCtx);
  return 1;
}
