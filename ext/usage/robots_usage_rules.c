/*
** robots_usage_rules.c: the rows of robots_usage_rules (see
** robots_usage.h): every key of every Content-Usage and Content-Signal
** line, optionally only of the groups that apply to one crawler.  The
** strings are copied into one buffer, so the rows outlive nothing but
** themselves.  Start at robotsUsageRowsBuild.
*/
#include "robots_usage.h"
#include "../crawler/robots_crawler.h"
#include "../core/sfv.h"

#include <string.h>


/* A row while it is built: its strings as offsets into the text. */
typedef struct UsageRowsBuild {
  RobotsUsageRows *pOut;
  const CoreAlloc *pA;
  RobotsUsageRow row;           /* the line's fields */
  int oom;
} UsageRowsBuild;

/* Append s to the text (lower-cased when bLower); its offset. */
static size_t usageRowsText(UsageRowsBuild *b, Span s, int bLower){
  CoreBuf *t = &b->pOut->text;
  size_t i, iOff = t->n;
  for(i=0; i<s.n; i++){
    unsigned char c = (unsigned char)s.z[i];
    coreBufAppendByte(t, (char)(bLower ? coreToLower(c) : c));
  }
  return iOff;
}

/* Add a row for key and value of the current line; offsets are kept in
** the spans' z (as a number) until robotsUsageRowsFix. */
static void usageRowsAdd(UsageRowsBuild *b, Span key, int bValue, Span value,
                         int bLower){
  RobotsUsageRows *p = b->pOut;
  RobotsUsageRow *r;
  if( p->n>=p->nAlloc ){
    int nNew = p->nAlloc ? p->nAlloc*2 : 16;
    RobotsUsageRow *aNew = coreRealloc(b->pA, p->a,
                                       (size_t)nNew*sizeof(RobotsUsageRow));
    if( aNew==NULL ){ b->oom = 1; return; }
    p->a = aNew;
    p->nAlloc = nNew;
  }
  r = &p->a[p->n++];
  *r = b->row;
  r->bKey = b->row.eKind!=ROBOTS_USAGE_LICENSE;
  r->key.n = key.n;
  r->key.z = (const char*)(uintptr_t)usageRowsText(b, key, bLower);
  r->bValue = bValue;
  r->value.n = value.n;
  r->value.z = (const char*)(uintptr_t)usageRowsText(b, value, bLower);
}

/* sfvDictionary's callback: one row per member (a bare key is "?1"). */
static int usageRowsMember(void *pCtx, const SfvMember *m){
  UsageRowsBuild *b = pCtx;
  Span v = m->value;
  if( v.n==0 && m->eType==SFV_BOOLEAN ){ v.z = "?1"; v.n = 2; }
  usageRowsAdd(b, m->key, 1, v, 0);
  return 0;
}

/* The rows of one Content-Signal value. */
static void usageRowsSignal(UsageRowsBuild *b, Span value){
  size_t i = 0;
  while( i<=value.n ){
    size_t j = i, k;
    Span key, val;
    while( j<value.n && value.z[j]!=',' ) j++;
    for(k=i; k<j && value.z[k]!='='; k++){}
    key = coreTrim((Span){value.z + i, k - i});
    val = k<j ? coreTrim((Span){value.z + k + 1, j - k - 1})
              : (Span){value.z + j, 0};
    if( key.n>0 || k<j ) usageRowsAdd(b, key, k<j, val, 1);
    i = j + 1;
  }
}

/* The rows of one usage line o of kind eKind.  0, or 1 when stopped. */
static int usageRowsLine(UsageRowsBuild *b, const RobotsOther *o, int eKind,
                         const CoreStop *pStop){
  Span path, pref;
  int rc;
  memset(&b->row, 0, sizeof(b->row));
  b->row.iGroup = o->iGroup;
  b->row.iLine = o->iLine;
  b->row.eKind = eKind;
  if( eKind==ROBOTS_USAGE_LICENSE ){
    b->row.iGroup = 0;
    usageRowsAdd(b, (Span){o->value.z, 0}, 1, o->value, 0);
    return 0;
  }
  if( eKind==ROBOTS_USAGE_SIGNAL ){
    usageRowsSignal(b, o->value);
    return 0;
  }
  robotsUsageSplit(o->value, &path, &pref);
  b->row.bPath = path.n>0;
  b->row.path.n = path.n;
  b->row.path.z = (const char*)(uintptr_t)usageRowsText(b, path, 0);
  rc = sfvDictionary(pref.z, pref.n, NULL, NULL, NULL, pStop);
  if( rc==-2 ) return 1;
  if( rc==0 ) sfvDictionary(pref.z, pref.n, usageRowsMember, b, NULL, NULL);
  return 0;
}

/* Turn the rows' offsets into spans of the finished text. */
static void usageRowsFix(RobotsUsageRows *p){
  int i;
  const char *z = p->text.z ? p->text.z : "";
  for(i=0; i<p->n; i++){
    RobotsUsageRow *r = &p->a[i];
    r->path.z = z + (uintptr_t)r->path.z;
    r->key.z = z + (uintptr_t)r->key.z;
    r->value.z = z + (uintptr_t)r->value.z;
  }
}

/* Mark the groups of crawler zAgent in a new array (NULL: out of memory). */
static unsigned char *usageRowsMarks(RobotsFile *p, const char *zAgent,
                                     size_t nAgent, const CoreAlloc *pA){
  int bNone;
  Span tok = robotsAgentName(zAgent, nAgent, &bNone);
  unsigned char *aMark = coreMalloc(pA, (size_t)robotsGroupCount(p) + 1);
  if( aMark ) robotsMarkGroups(p, tok, bNone, aMark);
  return aMark;
}

int robotsUsageRowsBuild(RobotsFile *p, int bAgent, const char *zAgent,
                         size_t nAgent, RobotsUsageRows *pOut,
                         const CoreAlloc *pA, const CoreStop *pStop){
  UsageRowsBuild b;
  unsigned char *aMark = NULL;
  int i, n, rc = 0;
  size_t nRead = 0;                 /* bytes of lines since pStop was asked */
  memset(pOut, 0, sizeof(*pOut));
  coreBufInit(&pOut->text, pA);
  memset(&b, 0, sizeof(b));
  b.pOut = pOut;
  b.pA = pA;
  if( robotsFileTables(p) ) return -1;
  if( bAgent && (aMark = usageRowsMarks(p, zAgent, nAgent, pA))==NULL ){
    return -1;
  }
  n = robotsOtherCount(p);
  for(i=0; i<n && rc==0 && !b.oom; i++){
    const RobotsOther *o = robotsOtherAt(p, i);
    int eKind = o->eKey==ROBOTS_KEY_UNKNOWN ? robotsUsageKind(o->key)
                                            : ROBOTS_USAGE_NONE;
    if( o->eKey==ROBOTS_KEY_UNKNOWN && robotsKeyIsLicense(o->key) ){
      eKind = ROBOTS_USAGE_LICENSE;
    }
    nRead += o->value.n + 64;
    if( nRead>=CORE_STOP_EVERY ){
      nRead = 0;
      if( coreStopped(pStop) ) rc = 1;
    }
    if( eKind==ROBOTS_USAGE_NONE || rc ) continue;
    if( bAgent && eKind!=ROBOTS_USAGE_LICENSE
     && (o->iGroup==0 || !aMark[o->iGroup]) ) continue;
    rc = usageRowsLine(&b, o, eKind, pStop);
  }
  coreFree(pA, aMark);
  if( b.oom || pOut->text.oom ) rc = -1;
  usageRowsFix(pOut);
  return rc;
}

void robotsUsageRowsFree(RobotsUsageRows *p, const CoreAlloc *pA){
  coreFree(pA, p->a);
  coreBufFree(&p->text);
  memset(p, 0, sizeof(*p));
}
