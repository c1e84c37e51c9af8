/*
** robots_usage_lint.c: the linter's checks of Content-Usage and
** Content-Signal lines (see robots_usage_lint.h).  Line by line: the
** value's syntax, the line's place, a preference that contradicts an
** earlier one for the same path in the group or in another group naming
** the same crawler (groups that merge), and a path that the group's own
** rules disallow (decided by the matcher on the whole file, compiled once
** on first need).  Start at robotsUsageLintLine.
*/
#include "robots_usage_lint.h"
#include "../core/sfv.h"
#include "../core/hashset.h"

#include <stdio.h>
#include <string.h>

#define USAGE_LINT_KEEP  256      /* preferences kept per group for the
                                  ** conflict check */
#define USAGE_LINT_QUOTE 48       /* input bytes quoted in a message */
#define USAGE_LINT_PATH  2048     /* longest path checked against rules */
#define USAGE_LINT_CROSS 50000    /* (crawler, path, key) preferences kept
                                  ** for the check across groups */
#define USAGE_LINT_CROSS_WORK 1000000  /* their lookups, at most: the check
                                  ** across groups costs no more than this
                                  ** whatever the file */

/* A preference seen earlier in the group. */
typedef struct UsageSeen {
  Span path, key;               /* into the input */
  char cVal;                    /* 'y' or 'n' */
  int iLine;
} UsageSeen;

/* A preference of one group for one of its crawlers (the check across
** groups). */
typedef struct UsageCross {
  Span name;                    /* the crawler's token, or "*" */
  Span path, key;
  char cVal;
  int iLine, iGroup;
} UsageCross;

struct RobotsUsageLint {
  const CoreAlloc *pA;
  const char *z;                /* the whole input */
  size_t n;
  int iGroup;                   /* group of aSeen */
  UsageSeen aSeen[USAGE_LINT_KEEP];
  int nSeen;
  RobotsFile *pFile;            /* the input compiled, on first need */
  int bFileFailed;
  CoreSet cross;                /* hash of (name, path, key) -> aCross */
  UsageCross *aCross;
  int nCross, nCrossAlloc;
  size_t nCrossWork;            /* lookups made */
  int bOom;                     /* out of memory: a check was not made */
};

RobotsUsageLint *robotsUsageLintNew(const char *z, size_t n,
                                    const CoreAlloc *pA){
  RobotsUsageLint *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->z = z;
  p->n = n;
  coreSetInit(&p->cross, pA, NULL, 0);
  return p;
}

void robotsUsageLintFree(RobotsUsageLint *p){
  if( p==NULL ) return;
  robotsFileFree(p->pFile);
  coreSetFree(&p->cross);
  coreFree(p->pA, p->aCross);
  coreFree(p->pA, p);
}

/* Quote s (printable, cut) into zOut[0..nOut); out of memory is marked
** in p. */
static void usageLintQuote(RobotsUsageLint *p, char *zOut, size_t nOut,
                           Span s){
  CoreBuf b;
  coreBufInit(&b, p->pA);
  if( coreAppendQuoted(&b, s.z, s.n, USAGE_LINT_QUOTE, "", "") ) p->bOom = 1;
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
  usageLintQuote(p, zQ, sizeof(zQ), c->key);
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

/* The index of the first agent of group iGroup in the compiled file, or
** robotsAgentCount when it has none (agents are in file order, their
** groups ascending): O(log agents). */
static int usageLintAgentFirst(RobotsFile *f, int iGroup){
  int lo = 0, hi = robotsAgentCount(f);
  while( lo<hi ){
    int mid = lo + (hi-lo)/2;
    if( robotsAgentAt(f, mid)->iGroup<iGroup ) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/* The first agent of group iGroup of the compiled file, or NULL. */
static const RobotsAgent *usageLintAgent(RobotsFile *f, int iGroup){
  int i = usageLintAgentFirst(f, iGroup);
  if( i<robotsAgentCount(f) && robotsAgentAt(f, i)->iGroup==iGroup ){
    return robotsAgentAt(f, i);
  }
  return NULL;
}

/* The input compiled (once), or NULL when it cannot be. */
static RobotsFile *usageLintFile(RobotsUsageLint *p){
  if( p->pFile==NULL && !p->bFileFailed ){
    p->pFile = robotsCompileShared(p->z, p->n, p->pA);
    if( p->pFile && robotsFileTables(p->pFile) ){   /* the agents' table */
      robotsFileFree(p->pFile);
      p->pFile = NULL;
    }
    p->bFileFailed = p->pFile==NULL;
    if( p->bFileFailed ) p->bOom = 1;
  }
  return p->pFile;
}

/* Append the names of the crawlers of agents a[i..j) to zOut (quoted, at
** most four, then how many more); *pbStar: one is '*'. */
static void usageLintNames(RobotsUsageLint *p, RobotsFile *f, int i, int j,
                           char *zOut, size_t nOut, int *pbStar){
  size_t n = 0;
  int k;
  zOut[0] = 0;
  *pbStar = 0;
  for(k=i; k<j; k++){
    const RobotsAgent *a = robotsAgentAt(f, k);
    char zQ[4*USAGE_LINT_QUOTE+8];
    if( a->bGlobal ) *pbStar = 1;
    if( k-i<4 ){
      usageLintQuote(p, zQ, sizeof(zQ), a->bGlobal ? (Span){"*", 1} : a->value);
      n += (size_t)snprintf(zOut + n, nOut - n, "%s'%s'", k>i ? ", " : "", zQ);
      if( n>=nOut ) n = nOut - 1;
    }
  }
  if( j-i>4 ) snprintf(zOut + n, nOut - n, " and %d more", j - i - 4);
}

/* Report line l, a usage line of group iGroup, when a user-agent line of
** its group follows it: Google merges the run of user-agent lines around
** it into one group, so it reaches the crawlers of all of them. */
static void usageLintMerged(RobotsUsageLint *p, const RobotsLine *l,
                            int iGroup, int eKind, RobotsUsageReport xReport,
                            void *pCtx){
  RobotsFile *f;
  int i, j, bStar;
  char zNames[1200], zMsg[1600];
  if( iGroup<=0 || (f = usageLintFile(p))==NULL ) return;
  i = usageLintAgentFirst(f, iGroup);
  j = usageLintAgentFirst(f, iGroup + 1);
  if( j<=i || robotsAgentAt(f, j-1)->iLine<=l->iLine ) return;
  usageLintNames(p, f, i, j, zNames, sizeof(zNames), &bStar);
  snprintf(zMsg, sizeof(zMsg), "user-agent line %d after this %s line "
           "joins the same group (no allow or disallow comes between), so "
           "the line reaches %s%s; end the group above with an allow or "
           "disallow line, or move this line below the last user-agent "
           "line", robotsAgentAt(f, j-1)->iLine, robotsUsageKindName(eKind),
           zNames, bStar ? " ('*': every crawler no other group names)" : "");
  xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_MERGED_GROUPS, zMsg);
}

/* 1 when the crawlers of group iGroup may not fetch path (its literal
** part, up to a '*' or '$'). */
static int usageLintDisallowed(RobotsUsageLint *p, int iGroup, Span path){
  const RobotsAgent *a;
  RobotsVerdict v;
  size_t k = 0;
  if( usageLintFile(p)==NULL ) return 0;
  while( k<path.n && path.z[k]!='*' && path.z[k]!='$' ) k++;
  if( k>USAGE_LINT_PATH ) return 0;
  a = usageLintAgent(p->pFile, iGroup);
  if( a==NULL ) return 0;
  if( robotsDecide(p->pFile, a->bGlobal ? "*" : a->token.z,
                   a->bGlobal ? 1 : a->token.n, path.z, k, &v) ){
    p->bOom = 1;
    return 0;
  }
  return !v.bAllowed;
}

/* The hash of a preference of crawler name (without regard to case) for
** path and key. */
static uint64_t usageCrossHash(Span name, Span path, Span key){
  uint64_t h = coreFnv1a(path.z, path.n);
  size_t i;
  h = coreFnv1aStep(h, 0);
  for(i=0; i<key.n; i++) h = coreFnv1aStep(h, (unsigned char)key.z[i]);
  h = coreFnv1aStep(h, 0);
  for(i=0; i<name.n; i++){
    h = coreFnv1aStep(h, coreToLower((unsigned char)name.z[i]));
  }
  return h;
}

/* The key looked for in the table of preferences across groups. */
typedef struct UsageCrossKey {
  const RobotsUsageLint *p;
  const UsageCross *pKey;
} UsageCrossKey;

/* CoreSetSame: entry v is for the same crawler, path and key. */
static int usageCrossSame(void *pCtx, uint32_t v){
  const UsageCrossKey *k = pCtx;
  const UsageCross *a = &k->p->aCross[v], *b = k->pKey;
  return a->path.n==b->path.n && a->key.n==b->key.n
      && memcmp(a->path.z, b->path.z, a->path.n)==0
      && memcmp(a->key.z, b->key.z, a->key.n)==0
      && coreSpanEqNoCase(a->name.z, a->name.n, b->name.z, b->name.n);
}

/* Keep preference *e (not seen before) in slot i of the table, while
** there is room: 0, or -1 when out of memory. */
static int usageCrossKeep(RobotsUsageLint *p, size_t i, uint64_t h,
                          const UsageCross *e){
  if( p->nCross>=USAGE_LINT_CROSS ) return 0;
  if( p->nCross==p->nCrossAlloc ){
    int nNew = p->nCrossAlloc ? 2*p->nCrossAlloc : 64;
    UsageCross *a = coreRealloc(p->pA, p->aCross, (size_t)nNew*sizeof(*a));
    if( a==NULL ){ p->bOom = 1; return -1; }
    p->aCross = a;
    p->nCrossAlloc = nNew;
  }
  p->aCross[p->nCross] = *e;
  coreSetPut(&p->cross, i, h, (uint32_t)p->nCross);
  p->nCross++;
  return 0;
}

/* Look up preference *e: the earlier one of another group for the same
** crawler, path and key that it contradicts, or NULL (e is kept when it
** is the first). */
static const UsageCross *usageCrossCheck(RobotsUsageLint *p,
                                         const UsageCross *e){
  UsageCrossKey k;
  const UsageCross *a;
  uint64_t h;
  size_t i;
  if( p->nCrossWork>=USAGE_LINT_CROSS_WORK ) return NULL;
  p->nCrossWork++;
  if( coreSetReserve(&p->cross) ){ p->bOom = 1; return NULL; }
  h = usageCrossHash(e->name, e->path, e->key);
  k.p = p;
  k.pKey = e;
  i = coreSetFind(&p->cross, h, usageCrossSame, &k);
  if( !coreSetFull(&p->cross, i) ){
    usageCrossKeep(p, i, h, e);
    return NULL;
  }
  a = &p->aCross[coreSetValue(&p->cross, i)];
  return a->iGroup!=e->iGroup && a->cVal!=e->cVal ? a : NULL;
}

/* The first preference of another group naming one of group iGroup's
** crawlers that a preference of line c (its entries in p->aSeen) gives
** the opposite value for the same path, or NULL; *pName the crawler. */
static const UsageCross *usageCrossFind(RobotsUsageLint *p,
                                        const UsageConflict *c, int iGroup,
                                        Span *pName){
  RobotsFile *f = usageLintFile(p);
  const UsageCross *pHit = NULL;
  int iA, j;
  if( f==NULL || iGroup<=0 ) return NULL;
  for(iA=usageLintAgentFirst(f, iGroup); iA<robotsAgentCount(f); iA++){
    const RobotsAgent *a = robotsAgentAt(f, iA);
    UsageCross e;
    if( a->iGroup!=iGroup ) break;
    e.name = a->bGlobal ? (Span){"*", 1} : a->token;
    if( e.name.n==0 ) continue;
    for(j=c->iFirst; j<p->nSeen; j++){
      const UsageSeen *s = &p->aSeen[j];
      const UsageCross *h;
      if( s->cVal==0 ) continue;
      e.path = s->path; e.key = s->key; e.cVal = s->cVal;
      e.iLine = s->iLine; e.iGroup = iGroup;
      h = usageCrossCheck(p, &e);
      if( h && pHit==NULL ){ pHit = h; *pName = e.name; }
    }
  }
  return pHit;
}

/* Report preference pHit of another group that line l contradicts. */
static void usageCrossReport(RobotsUsageLint *p, const UsageCross *pHit,
                             Span name, const RobotsLine *l,
                             RobotsUsageReport xReport, void *pCtx){
  char zK[4*USAGE_LINT_QUOTE+8], zN[4*USAGE_LINT_QUOTE+8], zMsg[640];
  usageLintQuote(p, zK, sizeof(zK), pHit->key);
  usageLintQuote(p, zN, sizeof(zN), name);
  snprintf(zMsg, sizeof(zMsg), "'%s' contradicts line %d for the same "
           "path: both groups name '%s', so they merge and 'n' wins; keep "
           "one preference per path", zK, pHit->iLine, zN);
  xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_CONFLICT, zMsg);
}

/* Labels that are not draft-ietf-aipref-vocab-08's but are written, and
** what to write instead (NULL: nothing takes their place). */
static const struct { const char *zLabel, *zHint; } aUsageOldLabel[] = {
  { "train-genai", "earlier drafts' label: write train-ai" },
  { "ai-train", "Content Signals' key: in Content-Usage write train-ai" },
  { "ai-input", "Content Signals' key: in Content-Usage write ai-use" },
  { "genai", "earlier drafts' label: write train-ai or ai-use" },
  { "ai", "earlier drafts' label: write train-ai and ai-use" },
  { "search-ai", "not a category: write ai-use" },
  { "bots", "earlier drafts' category: state train-ai, ai-use and search" },
  { "all", "earlier drafts' category: state train-ai, ai-use and search" },
  { "tdm", "earlier drafts' category: state train-ai, ai-use and search" },
};

/* 1 when key is one of the labels of eKind's vocabulary: Content-Usage
** train-ai, ai-use, search (exactly: labels are case-sensitive);
** Content-Signal search, ai-input, ai-train, use (any case). */
static int usageLabelKnown(int eKind, Span key){
  static const char *const azUsage[] = { "train-ai", "ai-use", "search" };
  static const char *const azSignal[] = { "search", "ai-input", "ai-train",
                                          "use" };
  size_t i;
  if( eKind==ROBOTS_USAGE_USAGE ){
    for(i=0; i<sizeof(azUsage)/sizeof(azUsage[0]); i++){
      if( key.n==strlen(azUsage[i]) && memcmp(key.z, azUsage[i], key.n)==0 ){
        return 1;
      }
    }
    return 0;
  }
  for(i=0; i<sizeof(azSignal)/sizeof(azSignal[0]); i++){
    if( coreSpanEqNoCase(key.z, key.n, azSignal[i], strlen(azSignal[i])) ){
      return 1;
    }
  }
  return 0;
}

/* Report key, a label outside eKind's vocabulary, on line l. */
static void usageLabelReport(RobotsUsageLint *p, const RobotsLine *l,
                             int eKind, Span key, RobotsUsageReport xReport,
                             void *pCtx){
  char zQ[4*USAGE_LINT_QUOTE+8], zMsg[512];
  const char *zHint = eKind==ROBOTS_USAGE_USAGE
    ? "the vocabulary's labels are train-ai, ai-use and search"
    : "Content Signals' keys are search, ai-input, ai-train and use";
  size_t i;
  for(i=0; i<sizeof(aUsageOldLabel)/sizeof(aUsageOldLabel[0]); i++){
    const char *z = aUsageOldLabel[i].zLabel;
    if( eKind==ROBOTS_USAGE_USAGE && key.n==strlen(z)
     && memcmp(key.z, z, key.n)==0 ){
      zHint = aUsageOldLabel[i].zHint;
    }
  }
  usageLintQuote(p, zQ, sizeof(zQ), key);
  snprintf(zMsg, sizeof(zMsg), "'%s' is not a label of %s: it is ignored; "
           "%s", zQ, eKind==ROBOTS_USAGE_USAGE
           ? "draft-ietf-aipref-vocab" : "Content Signals", zHint);
  xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_LABEL_UNKNOWN, zMsg);
}

/* sfvDictionary's callback: the first member whose key is no label. */
static int usageLabelMember(void *pCtx, const SfvMember *m){
  Span *pKey = pCtx;
  if( usageLabelKnown(ROBOTS_USAGE_USAGE, m->key) ) return 0;
  *pKey = m->key;
  return 1;
}

/* Report the first key of line l's value (a Content-Usage dictionary
** pref, or a Content-Signal value) that is no label of its vocabulary. */
static void usageLintLabels(RobotsUsageLint *p, const RobotsLine *l,
                            int eKind, Span pref, RobotsUsageReport xReport,
                            void *pCtx){
  Span key = { NULL, 0 };
  if( eKind==ROBOTS_USAGE_USAGE ){
    sfvDictionary(pref.z, pref.n, usageLabelMember, &key, NULL, NULL);
  }else{
    size_t i = 0;
    while( i<=pref.n && key.z==NULL ){
      size_t j = i, k;
      Span kk;
      while( j<pref.n && pref.z[j]!=',' ) j++;
      for(k=i; k<j && pref.z[k]!='='; k++){}
      kk = coreTrim((Span){pref.z + i, k - i});
      if( k<j && kk.n>0 && !usageLabelKnown(eKind, kk) ) key = kk;
      i = j + 1;
    }
  }
  if( key.z ) usageLabelReport(p, l, eKind, key, xReport, pCtx);
}

/* The checks of a Content-Usage line's value in group iGroup. */
static void usageLintUsage(RobotsUsageLint *p, const RobotsLine *l,
                           int iGroup, RobotsUsageReport xReport,
                           void *pCtx){
  Span path, pref, key, name;
  const UsageCross *pCross;
  size_t iErr = 0;
  char zQ[4*USAGE_LINT_QUOTE+8], zMsg[512];
  int e;
  UsageConflict c;
  robotsUsageSplit(l->value, &path, &pref);
  usageLintQuote(p, zQ, sizeof(zQ), pref);
  e = robotsUsagePrefCheck(pref, &iErr, &key);
  if( e==1 ){
    snprintf(zMsg, sizeof(zMsg), "'%s' is not a structured-field "
             "dictionary (at byte %zu): it gives no preference; write e.g. "
             "'train-ai=n, search=y'", zQ, iErr + 1);
    xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_NOT_DICTIONARY, zMsg);
    return;
  }
  if( e==2 ){
    usageLintQuote(p, zQ, sizeof(zQ), key);
    snprintf(zMsg, sizeof(zMsg), "the value of '%s' is not the token y or "
             "n: it is ignored; write y or n", zQ);
    xReport(pCtx, l->iLine, ROBOTS_LINT_USAGE_VALUE_INVALID, zMsg);
  }
  usageLintLabels(p, l, ROBOTS_USAGE_USAGE, pref, xReport, pCtx);
  memset(&c, 0, sizeof(c));
  c.p = p; c.path = path; c.iLine = l->iLine; c.iFirst = p->nSeen;
  sfvDictionary(pref.z, pref.n, usageConflictMember, &c, NULL, NULL);
  usageConflictFind(&c);
  pCross = usageCrossFind(p, &c, iGroup, &name);    /* keeps the line's */
  if( c.pHit || c.bTwice ) usageConflictReport(p, &c, l, xReport, pCtx);
  else if( pCross ) usageCrossReport(p, pCross, name, l, xReport, pCtx);
  if( iGroup>0 && path.n>0 && usageLintDisallowed(p, iGroup, path) ){
    usageLintQuote(p, zQ, sizeof(zQ), path);
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
  usageLintLabels(p, l, ROBOTS_USAGE_SIGNAL, l->value, xReport, pCtx);
  if( e==ROBOTS_SIGNAL_OK ) return;
  usageLintQuote(p, zQ, sizeof(zQ), part);
  snprintf(zMsg, sizeof(zMsg), e==ROBOTS_SIGNAL_NO_EQUALS
           ? "'%s' has no '=': it is ignored; write key=value, e.g. "
             "'ai-train=no'"
           : e==ROBOTS_SIGNAL_NO_KEY
           ? "'%s' has no key before '=': it is ignored; write key=value, "
             "e.g. 'ai-train=no'"
           : "'%s': search, ai-input and ai-train take yes or no; the "
             "value is ignored", zQ);
  xReport(pCtx, l->iLine, ROBOTS_LINT_SIGNAL_INVALID, zMsg);
}

/* The checks of a License line (iGroup: the group it sits in, 0 before
** any user-agent line): an absolute http(s) URL; inside a group it is
** still global. */
static void usageLintLicense(RobotsUsageLint *p, const RobotsLine *l,
                             int iGroup, RobotsUsageReport xReport,
                             void *pCtx){
  Span v = l->value;
  char zQ[4*USAGE_LINT_QUOTE+8], zMsg[512];
  size_t i = 0;
  if( coreSpanEqNoCase(v.z, v.n < 7 ? v.n : 7, "http://", 7) ) i = 7;
  else if( coreSpanEqNoCase(v.z, v.n < 8 ? v.n : 8, "https://", 8) ) i = 8;
  usageLintQuote(p, zQ, sizeof(zQ), v);
  if( i==0 || i>=v.n || v.z[i]=='/' ){
    snprintf(zMsg, sizeof(zMsg), "the license URL '%s' is not an absolute "
             "http or https URL: RSL readers may not find the document; "
             "write it in full, e.g. 'https://example.com/license.xml'", zQ);
    xReport(pCtx, l->iLine, ROBOTS_LINT_LICENSE_NOT_ABSOLUTE, zMsg);
  }
  if( iGroup>0 ){
    snprintf(zMsg, sizeof(zMsg), "this license line sits in group %d but, "
             "like Sitemap, applies to the whole site, every crawler "
             "included; put it before the first user-agent line", iGroup);
    xReport(pCtx, l->iLine, ROBOTS_LINT_LICENSE_IN_GROUP, zMsg);
  }
}

int robotsUsageLintOom(const RobotsUsageLint *p){
  return p->bOom;
}

int robotsUsageLintLine(RobotsUsageLint *p, const RobotsLine *l, int iGroup,
                        RobotsUsageReport xReport, void *pCtx){
  int eKind = robotsUsageKind(l->key);
  char zMsg[512];
  if( robotsKeyIsLicense(l->key) ){
    usageLintLicense(p, l, iGroup, xReport, pCtx);
    return 1;
  }
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
  usageLintMerged(p, l, iGroup, eKind, xReport, pCtx);
  return 1;
}
