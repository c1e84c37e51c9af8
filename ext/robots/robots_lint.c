/*
** robots_lint.c: the robots.txt linter.  It pulls lines from the scanner
** (robots_parse.c), checks each one as it comes (lintLine), queues what it
** finds, and at the end of the file checks what needs the whole file
** (lintEnd).  Memory: the agents seen (spans into the input, indexed by a
** CoreSet) and the current group's patterns (for precedence), both from
** the CoreAlloc.  Start at robotsLintNext, then lintLine.
*/
/* MinGW: its own C99 printf family, so that %zu in messages is understood
** (the Microsoft one it would use otherwise is not). */
#if defined(__MINGW32__) && !defined(__USE_MINGW_ANSI_STDIO)
# define __USE_MINGW_ANSI_STDIO 1
#endif
#include "robots_lint.h"
#include "robots_parse.h"
#include "robots_match.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "robots_lint_int.h"
#include "../usage/robots_usage_lint.h"

/* ---- queue and messages ----------------------------------------------- */

/* Write s as printable text into zOut (nOut >= 4*LINT_QUOTE+8): valid
** UTF-8 kept, control and invalid bytes as \xNN, "..." when cut. */
static void lintQuote(char *zOut, size_t nOut, Span s){
  static const char aHex[] = "0123456789ABCDEF";
  size_t i = 0, j = 0, nMax = s.n<LINT_QUOTE ? s.n : LINT_QUOTE;
  while( i<nMax && j+8<nOut ){
    unsigned char c = (unsigned char)s.z[i];
    size_t k = c>=0x80 ? coreUtf8Len((const unsigned char*)s.z+i, s.n-i) : 1;
    if( c>=0x20 && c<0x7f && c!='\\' ){
      zOut[j++] = (char)c; i++;
    }else if( c>=0x80 && k>0 && i+k<=nMax ){
      memcpy(zOut+j, s.z+i, k); j += k; i += k;
    }else{
      zOut[j++] = '\\'; zOut[j++] = 'x';
      zOut[j++] = aHex[c>>4]; zOut[j++] = aHex[c&15]; i++;
    }
  }
  if( i<s.n && j+4<nOut ){ memcpy(zOut+j, "...", 3); j += 3; }
  zOut[j] = 0;
}


/* Queue one problem.  In noise mode (HTML, UTF-16) a line-level problem is
** kept only when the line is a directive Google reads. */
#if defined(__MINGW32__)
# define LINT_PRINTF __MINGW_PRINTF_FORMAT
#else
# define LINT_PRINTF printf
#endif
static void lintPush(RobotsLinter *p, int iLine, RobotsLintCode e,
                     const char *zFmt, ...)
#if defined(__GNUC__)
                     __attribute__((format(LINT_PRINTF, 4, 5)))
#endif
                     ;
static void lintPush(RobotsLinter *p, int iLine, RobotsLintCode e,
                     const char *zFmt, ...){
  LintItem *pItem;
  va_list ap;
  int n;
  if( p->bNoise && (robotsLintCodeAt((int)e)->flags & ROBOTS_LINT_FILE_LEVEL)==0
   && (p->line.eKey==ROBOTS_KEY_NONE || p->line.eKey==ROBOTS_KEY_UNKNOWN) ){
    return;
  }
  if( p->nQ>=LINT_QUEUE ) return;
  pItem = &p->aQ[p->nQ++];
  pItem->iLine = iLine;
  pItem->eCode = e;
  va_start(ap, zFmt);
  n = vsnprintf(pItem->zMsg, sizeof(pItem->zMsg), zFmt, ap);
  va_end(ap);
  if( n<0 ) n = 0;
  pItem->nMsg = (size_t)n<sizeof(pItem->zMsg) ? (size_t)n
                                              : sizeof(pItem->zMsg)-1;
}

/* ---- small helpers ----------------------------------------------------- */


int robotsLintKeyDistance(const char *zA, size_t nA, const char *zB,
                          size_t nB){
  int aRow[3][LINT_KEY_MAX+1];
  size_t i, j;
  if( nA>LINT_KEY_MAX || nB>LINT_KEY_MAX ) return 1000;
  for(j=0; j<=nB; j++) aRow[0][j] = (int)j;
  for(i=1; i<=nA; i++){
    int *cur = aRow[i%3], *prev = aRow[(i-1)%3], *prev2 = aRow[(i+1)%3];
    unsigned char a = coreToLower((unsigned char)zA[i-1]);
    cur[0] = (int)i;
    for(j=1; j<=nB; j++){
      unsigned char b = coreToLower((unsigned char)zB[j-1]);
      int d = prev[j-1] + (a!=b);
      if( prev[j]+1<d ) d = prev[j]+1;
      if( cur[j-1]+1<d ) d = cur[j-1]+1;
      if( i>1 && j>1 && a==coreToLower((unsigned char)zB[j-2])
       && coreToLower((unsigned char)zA[i-2])==b && prev2[j-2]+1<d ){
        d = prev2[j-2]+1;
      }
      cur[j] = d;
    }
  }
  return aRow[nA%3][nB];
}

/* The known key an unknown key is a likely typo of, or NULL. */
static const char *lintNearKey(Span key){
  size_t i;
  for(i=0; i<LINT_COUNT(aLintNearKey); i++){
    size_t n = strlen(aLintNearKey[i]);
    int d = robotsLintKeyDistance(key.z, key.n, aLintNearKey[i], n);
    if( d>0 && d<=(n<=5 ? 1 : 2) ) return aLintNearKey[i];
  }
  return NULL;
}

/* ---- pattern overlap --------------------------------------------------- */

/* The overlap test over two rows of at least nB+1 bytes each.  State (i,j)
** means "A has consumed its first i bytes, B its first j"; every move goes
** right or down, so one pass in row order finds every reachable state. */
static int lintOverlapRows(const char *a, size_t nA, const char *b, size_t nB,
                           unsigned char *cur, unsigned char *nxt){
  int bAncA = nA>0 && a[nA-1]=='$', bAncB = nB>0 && b[nB-1]=='$';
  size_t mA = bAncA ? nA-1 : nA, mB = bAncB ? nB-1 : nB, i, j;
  memset(cur, 0, mB+1);
  cur[0] = 1;
  for(i=0; i<=mA; i++){
    unsigned char *t;
    memset(nxt, 0, mB+1);
    for(j=0; j<=mB; j++){
      int aStar, aAny, aLit, bStar, bAny, bLit;
      if( !cur[j] ) continue;
      if( i==mA && j==mB ) return 1;
      aStar = i<mA && a[i]=='*';
      aAny = aStar || (i==mA && !bAncA);     /* stays on any byte */
      aLit = i<mA && !aStar;                 /* advances on a[i] */
      bStar = j<mB && b[j]=='*';
      bAny = bStar || (j==mB && !bAncB);
      bLit = j<mB && !bStar;
      if( aStar ) nxt[j] = 1;                /* '*' matching nothing */
      if( bStar ) cur[j+1] = 1;
      if( aAny && bLit ) cur[j+1] = 1;
      if( aLit && bAny ) nxt[j] = 1;
      if( aLit && bLit && a[i]==b[j] ) nxt[j+1] = 1;
    }
    t = cur; cur = nxt; nxt = t;
  }
  return 0;
}

int robotsLintOverlap(const char *zA, size_t nA, const char *zB, size_t nB,
                      const CoreAlloc *pA){
  unsigned char *aRow = coreMalloc(pA, 2*(nB+1));
  int rc;
  if( aRow==NULL ) return -1;
  rc = lintOverlapRows(zA, nA, zB, nB, aRow, aRow+nB+1);
  coreFree(pA, aRow);
  return rc;
}

/* ---- per-line checks --------------------------------------------------- */

#define LINT_SNIFF 512   /* bytes looked at to tell a binary file */

/* 1 when more than 1 in 10 of the first LINT_SNIFF bytes of z[0..n) are
** NUL or control bytes other than tab, LF, FF and CR (text has none).
** NUL bytes that end the file are padding (nul-padding), not binary. */
static int lintLooksBinary(const unsigned char *z, size_t n){
  size_t i, nCtl = 0;
  while( n>0 && z[n-1]==0 ) n--;
  if( n>LINT_SNIFF ) n = LINT_SNIFF;
  for(i=0; i<n; i++){
    if( (z[i]<0x20 && z[i]!='\t' && z[i]!='\n' && z[i]!='\f' && z[i]!='\r')
     || z[i]==0x7F ) nCtl++;
  }
  return n>0 && nCtl*10 > n;
}

/* What the whole file is, from its first bytes: UTF-16 (a byte order
** mark), gzip (its magic bytes) or binary (lintLooksBinary). */
static void lintFileStart(RobotsLinter *p){
  const unsigned char *z = (const unsigned char*)p->z;
  if( p->n>=2 && ((z[0]==0xFF && z[1]==0xFE) || (z[0]==0xFE && z[1]==0xFF)) ){
    lintPush(p, 1, ROBOTS_LINT_UTF16, "the file starts with a UTF-16 byte "
             "order mark; robots.txt must be UTF-8");
    p->bNoise = 1;
  }else if( p->n>=2 && z[0]==0x1F && z[1]==0x8B ){
    lintPush(p, 1, ROBOTS_LINT_GZIP, "the file starts with gzip's magic bytes "
             "1F 8B: it was saved compressed; decompress it (gunzip) and "
             "lint the text");
    p->bNoise = 1;
  }else if( lintLooksBinary(z, p->n) ){
    lintPush(p, 1, ROBOTS_LINT_BINARY, "over 1 in 10 of the first %zu bytes "
             "are NUL or control bytes: the file is binary, not robots.txt "
             "(a wrong file, or an image or archive served as robots.txt)",
             p->n<LINT_SNIFF ? p->n : (size_t)LINT_SNIFF);
    p->bNoise = 1;
  }
}

/* The first line with text: HTML if it starts with '<' and a letter, '!'
** or '?' ("<html", "<!DOCTYPE", "<?xml"). */
static void lintHtml(RobotsLinter *p){
  Span s = coreTrim(p->line.raw);
  char zQ[4*LINT_QUOTE+8];
  if( s.n>=2 && s.z[0]=='<' && (coreIsAlpha((unsigned char)s.z[1])
                               || s.z[1]=='!' || s.z[1]=='?') ){
    if( s.n>16 ) s.n = 16;
    lintQuote(zQ, sizeof(zQ), s);
    lintPush(p, p->line.iLine, ROBOTS_LINT_HTML, "the file starts with '%s':"
             " it is HTML, not robots.txt (an error page?)", zQ);
    p->bNoise = 1;
  }
}

/* The 500 KiB cap: how much is ignored and how many directives it holds. */
static void lintTooLarge(RobotsLinter *p){
  RobotsScanner sc;
  RobotsLine l;
  size_t i = ROBOTS_MAX_BYTES;
  int nRule = 0, nAgent = 0;
  while( i<p->n && p->z[i]!='\n' && p->z[i]!='\r' ) i++;
  robotsScannerInit(&sc, p->z+i, p->n-i, 0);
  while( robotsScannerNext(&sc, &l) ){
    if( l.eKey==ROBOTS_KEY_USER_AGENT ) nAgent++;
    if( (l.eKey==ROBOTS_KEY_ALLOW || l.eKey==ROBOTS_KEY_DISALLOW)
     && l.value.n>0 ) nRule++;
  }
  lintPush(p, p->line.iLine, ROBOTS_LINT_FILE_TOO_LARGE, "the file is %zu "
           "bytes; only the first %d are read: %zu bytes ignored from this "
           "line on, holding %d rules and %d user-agent lines",
           p->n, ROBOTS_MAX_BYTES, p->n - ROBOTS_MAX_BYTES, nRule, nAgent);
}

/* A line cut at ROBOTS_MAX_LINE: its full length. */
static void lintLineCut(RobotsLinter *p){
  size_t i = p->line.iOffset;
  while( i<p->n && p->z[i]!='\n' && p->z[i]!='\r' ) i++;
  lintPush(p, p->line.iLine, ROBOTS_LINT_LINE_TOO_LONG, "the line is %zu "
           "bytes; only the first %d are read", i - p->line.iOffset,
           ROBOTS_MAX_LINE);
}

/* Byte-level checks of the line: invalid UTF-8, a BOM, a NUL byte. */
static void lintBytes(RobotsLinter *p){
  const RobotsLine *l = &p->line;
  const unsigned char *z = (const unsigned char*)l->raw.z;
  size_t n = l->raw.n, i;
  int bBad = 0, bBom = 0;
  for(i=0; i<n; ){
    size_t k = z[i]<0x80 ? 1 : coreUtf8Len(z+i, n-i);
    if( k==0 && !bBad ){
      int bRule = (l->eKey==ROBOTS_KEY_ALLOW || l->eKey==ROBOTS_KEY_DISALLOW)
           && (const char*)z+i>=l->value.z
           && (const char*)z+i<l->value.z+l->value.n;
      lintPush(p, l->iLine, bRule ? ROBOTS_LINT_INVALID_UTF8_IN_RULE
                                  : ROBOTS_LINT_INVALID_UTF8,
               "byte %zu of the line (0x%02X) is not UTF-8%s", i+1, z[i],
               bRule ? ": save the file as UTF-8" : "");
      bBad = 1;
    }
    if( k==3 && z[i]==0xEF && z[i+1]==0xBB && z[i+2]==0xBF && !bBom ){
      Span key = l->key;
      int bTypo;
      bBom = 1;
      if( l->eKey==ROBOTS_KEY_UNKNOWN && key.z==(const char*)z+i
       && (robotsKeyClassify(key.z+3, key.n-3, &bTypo)!=ROBOTS_KEY_UNKNOWN
           || robotsKeyIsCrawlDelay((Span){key.z+3, key.n-3})) ){
        lintPush(p, l->iLine, ROBOTS_LINT_BOM_HIDES_KEY, "a byte order mark "
                 "before the key makes it unknown: the line is ignored");
      }else{
        lintPush(p, l->iLine, ROBOTS_LINT_BOM_NOT_AT_START, "a byte order "
                 "mark at byte %zu of the line; only one at the start of the "
                 "file is allowed", i+1);
      }
    }
    i += k ? k : 1;
  }
  if( l->flags & ROBOTS_LINE_NUL ){
    const char *zNul = memchr(l->raw.z, 0, l->raw.n);
    size_t iNul = (size_t)(zNul - l->raw.z);
    for(i=iNul; i<n && (z[i]==0 || coreIsSpace(z[i])); i++){}
    if( i<n ){
      lintPush(p, l->iLine, ROBOTS_LINT_NUL_BYTE, "a NUL byte at byte %zu "
               "ends the line: the %zu bytes after it are ignored", iNul+1,
               n - iNul - 1);
    }else{
      lintPush(p, l->iLine, ROBOTS_LINT_NUL_PADDING, "the line ends in NUL "
               "bytes (padding)");
    }
  }
}

/* 1 if two user-agent values name the same agent for sure: equal, or one
** of them is its token in full ("Web Zip" and "Web Spider" share the token
** "Web" by accident and are not reported). */
static int lintSameAgent(Span tokA, Span valA, Span tokB, Span valB){
  return tokA.n==valA.n || tokB.n==valB.n
      || coreSpanEqNoCase(valA.z, valA.n, valB.z, valB.n);
}

/* FNV-1a of a token, ASCII case folded. */
static uint64_t lintHash(Span s){
  uint64_t h = CORE_FNV1A_INIT;
  size_t i;
  for(i=0; i<s.n; i++) h = coreFnv1aStep(h, coreToLower((unsigned char)s.z[i]));
  return h;
}

/* An agent token looked for in p->agents. */
typedef struct LintAgentKey {
  const RobotsLinter *p;
  Span tok;
} LintAgentKey;

/* Whether agent v is the token looked for (ASCII case ignored). */
static int lintAgentSame(void *pCtx, uint32_t v){
  const LintAgentKey *k = pCtx;
  const LintAgent *a = &k->p->aAgent[v];
  return coreSpanEqNoCase(a->z, a->n, k->tok.z, k->tok.n);
}

/* Room for one more agent in aAgent and p->agents: 0, or -1 (OOM). */
static int lintAgentRoom(RobotsLinter *p){
  if( p->nAgent>=p->nAgentAlloc ){
    size_t nNew = p->nAgentAlloc ? p->nAgentAlloc*2 : 32;
    LintAgent *aNew = coreRealloc(p->pA, p->aAgent, nNew*sizeof(LintAgent));
    if( aNew==NULL ) return -1;
    p->aAgent = aNew;
    p->nAgentAlloc = nNew;
  }
  return coreSetReserve(&p->agents);
}

/* Remember agent token tok (of value v) in group iGroup; report a token
** that another group names too. */
static void lintAgentSeen(RobotsLinter *p, Span tok, Span v, int iGroup){
  uint64_t h = lintHash(tok);
  LintAgentKey key;
  LintAgent *a;
  size_t i;
  if( lintAgentRoom(p) ){ p->oom = 1; return; }
  key.p = p; key.tok = tok;
  i = coreSetFind(&p->agents, h, lintAgentSame, &key);
  if( coreSetFull(&p->agents, i) ){
    a = &p->aAgent[coreSetValue(&p->agents, i)];
    if( a->iGroup!=iGroup
     && lintSameAgent((Span){a->z, a->n}, a->value, tok, v) ){
      char zQ[4*LINT_QUOTE+8];
      lintQuote(zQ, sizeof(zQ), tok);
      lintPush(p, p->line.iLine, ROBOTS_LINT_DUPLICATE_GROUP, "'%s' is "
               "also named by the group at line %d: Google merges the "
               "groups, other crawlers may read only the first", zQ,
               a->iLine);
    }
    return;
  }
  a = &p->aAgent[p->nAgent];
  a->z = tok.z; a->n = tok.n; a->value = v;
  a->iGroup = iGroup; a->iLine = p->line.iLine;
  coreSetPut(&p->agents, i, h, (uint32_t)p->nAgent++);
}

/* A user-agent line; bNew when it starts a group. */
static void lintAgent(RobotsLinter *p, int iGroup, int bNew){
  Span v = p->line.value, tok;
  char zQ[4*LINT_QUOTE+8], zT[4*LINT_QUOTE+8];
  int bNone;
  if( bNew ){
    coreSetClear(&p->cov);
    p->iGroupLine = p->line.iLine;
    p->bGroupGlobal = 0;
    p->nRule = 0;
    p->nPat = 0;
    memset(p->aHead, 0xff, sizeof(p->aHead));
  }
  if( v.n==0 ){
    lintPush(p, p->line.iLine, ROBOTS_LINT_AGENT_EMPTY, "the user-agent "
             "line has no value: it names no crawler");
    return;
  }
  if( v.z[0]=='*' && (v.n==1 || coreIsSpace((unsigned char)v.z[1])) ){
    p->bGroupGlobal = 1;
    tok.z = v.z; tok.n = 1;
    v = tok;
  }else{
    tok = robotsAgentToken(v.z, v.n, &bNone);
    lintQuote(zQ, sizeof(zQ), v);
    if( tok.n==0 ){
      lintPush(p, p->line.iLine, ROBOTS_LINT_AGENT_TOKEN_EMPTY, "'%s' does "
               "not start with a letter, '-' or '_': it names no crawler", zQ);
      return;
    }
    if( tok.n<v.n ){
      lintQuote(zT, sizeof(zT), tok);
      lintPush(p, p->line.iLine, ROBOTS_LINT_AGENT_TOKEN_PARTIAL, "only "
               "'%s' of '%s' is matched against crawler names", zT, zQ);
    }
  }
  lintAgentSeen(p, tok, v, iGroup);
}

/* Reserve room for a rule and nPat pattern bytes; 0 or -1 (OOM). */
static int lintRuleRoom(RobotsLinter *p, size_t nPat){
  if( p->nRule>=p->nRuleAlloc ){
    int nNew = p->nRuleAlloc ? p->nRuleAlloc*2 : 32;
    LintRule *aNew = coreRealloc(p->pA, p->aRule,
                                 (size_t)nNew*sizeof(LintRule));
    if( aNew==NULL ) return -1;
    p->aRule = aNew;
    p->nRuleAlloc = nNew;
  }
  if( nPat > p->nPatAlloc - p->nPat ){
    size_t nNew = p->nPatAlloc*2 + nPat + 256;
    char *aNew = coreRealloc(p->pA, p->aPat, nNew);
    if( aNew==NULL ) return -1;
    p->aPat = aNew;
    p->nPatAlloc = nNew;
  }
  return 0;
}

/* Reserve two DP rows of n+1 bytes each; 0 or -1 (OOM). */
static int lintRowRoom(RobotsLinter *p, size_t n){
  if( 2*(n+1) > p->nRowAlloc ){
    unsigned char *aNew = coreRealloc(p->pA, p->aRow, 2*(n+1));
    if( aNew==NULL ) return -1;
    p->aRow = aNew;
    p->nRowAlloc = 2*(n+1);
  }
  return 0;
}

/* The first earlier rule of chain iHead with pattern zPat[0..n) that can
** match a URL zPat matches, or -1.  Stops when the work budget is spent. */
static int lintConflict(RobotsLinter *p, int iHead, const char *zPat,
                        size_t n){
  uint64_t nCell = (uint64_t)(n+1)*(n+1);
  int i;
  for(i=iHead; i>=0; i=p->aRule[i].iNext){
    const LintRule *o = &p->aRule[i];
    if( p->nCells + nCell + 1 > LINT_BUDGET ) return -1;
    p->nCells++;
    if( o->n!=n ) continue;
    p->nCells += nCell;
    if( lintOverlapRows(p->aPat+o->iOff, n, zPat, n, p->aRow, p->aRow+n+1) ){
      return i;
    }
  }
  return -1;
}

/* Report what lintShadow finds as rule iNew joins the group: a rule that
** never decides, on the new rule's line, naming the other. */
static void lintShadowReport(RobotsLinter *p, int iNew){
  const LintRule *r = &p->aRule[iNew], *o;
  LintShadowHit hit;
  lintShadow(p, iNew, &hit);
  if( hit.iOther<0 ) return;
  o = &p->aRule[hit.iOther];
  if( hit.bNewLoses ){
    lintPush(p, r->iLine, ROBOTS_LINT_RULE_NEVER_DECIDES, "this %s never "
             "decides: the %s at line %d matches every path it matches and "
             "always wins (longer, or allow on a tie)",
             r->bAllow ? "allow" : "disallow",
             o->bAllow ? "allow" : "disallow", o->iLine);
  }else{
    lintPush(p, r->iLine, ROBOTS_LINT_RULE_NEVER_DECIDES, "this %s makes "
             "the %s at line %d never decide: it matches every path that "
             "one matches and always wins (longer, or allow on a tie)",
             r->bAllow ? "allow" : "disallow",
             o->bAllow ? "allow" : "disallow", o->iLine);
  }
}

/* Check an allow/disallow against the group's earlier rules of the other
** kind with the same priority (escaped length) where one of the two has a
** wildcard, then add it to its chain. */
static void lintPrecedence(RobotsLinter *p){
  const RobotsLine *l = &p->line;
  size_t n = robotsEscapedLen(l->value.z, l->value.n);
  LintRule *r;
  const char *zPat;
  int iBucket = (int)(n % LINT_BUCKETS), iHit, bAllow, bWild;
  if( lintRuleRoom(p, n) || lintRowRoom(p, n) ){ p->oom = 1; return; }
  r = &p->aRule[p->nRule];
  r->iOff = p->nPat;
  r->n = robotsEscape(l->value.z, l->value.n, p->aPat + p->nPat);
  r->iLine = l->iLine;
  bAllow = l->eKey==ROBOTS_KEY_ALLOW;
  r->bAllow = (unsigned char)bAllow;
  zPat = p->aPat + r->iOff;
  bWild = memchr(zPat, '*', n)!=NULL || zPat[n-1]=='$';
  r->bWild = (unsigned char)bWild;
  iHit = lintConflict(p, p->aHead[!bAllow][1][iBucket], zPat, n);
  if( iHit<0 && bWild ){
    iHit = lintConflict(p, p->aHead[!bAllow][0][iBucket], zPat, n);
  }
  if( iHit>=0 ){
    lintPush(p, l->iLine, ROBOTS_LINT_PRECEDENCE_UNDEFINED, "this %s and "
             "the %s at line %d have the same length (%zu) and can match "
             "the same URL: Google applies the allow, other crawlers may "
             "not", bAllow ? "allow" : "disallow",
             bAllow ? "disallow" : "allow", p->aRule[iHit].iLine, n);
  }
  r->iNext = p->aHead[bAllow][bWild][iBucket];
  p->aHead[bAllow][bWild][iBucket] = p->nRule++;
  p->nPat += n;
  lintShadowReport(p, p->nRule-1);
}

/* An allow or disallow line in group iGroup (0: before any user-agent). */
static void lintRule(RobotsLinter *p, int iGroup){
  const RobotsLine *l = &p->line;
  Span v = l->value;
  const char *zKind = l->eKey==ROBOTS_KEY_ALLOW ? "allow" : "disallow";
  char zQ[4*LINT_QUOTE+8];
  size_t i;
  lintQuote(zQ, sizeof(zQ), v);
  if( iGroup==0 ){
    if( v.n>0 ){
      lintPush(p, l->iLine, ROBOTS_LINT_RULE_BEFORE_USER_AGENT, "this %s "
               "comes before any user-agent line: it applies to no crawler; "
               "put 'User-agent: *' above it", zKind);
    }
    return;
  }
  if( v.n==0 ) return;
  if( v.z[0]!='/' && v.z[0]!='*' ){
    int bUrl = memchr(v.z, ':', v.n)!=NULL;
    lintPush(p, l->iLine, ROBOTS_LINT_PATH_NOT_ABSOLUTE, "the %s of '%s' "
             "never matches: %s", zKind, zQ, bUrl
             ? "write the path of the URL, starting with '/'"
             : "a path must start with '/' or '*'");
    return;
  }
  for(i=0; i<v.n && v.z[i]!=' ' && v.z[i]!='\t'; i++){}
  if( i<v.n ){
    lintPush(p, l->iLine, ROBOTS_LINT_PATH_HAS_SPACE, "the path '%s' holds "
             "white space: it matches only URLs with that literal space; "
             "write one path per line", zQ);
  }
  if( l->eKey==ROBOTS_KEY_DISALLOW && p->bGroupGlobal
   && (coreSpanEqNoCase(v.z, v.n, "/", 1) || coreSpanEqNoCase(v.z, v.n, "/*", 2)
       || coreSpanEqNoCase(v.z, v.n, "/*$", 3)) ){
    lintPush(p, l->iLine, ROBOTS_LINT_DISALLOW_ALL, "'Disallow: %s' in the "
             "group for '*' blocks the whole site for every crawler without "
             "a group of its own", zQ);
  }
  lintPrecedence(p);
}

/* A sitemap line: an absolute http(s) URL. */
static void lintSitemap(RobotsLinter *p){
  Span v = p->line.value;
  char zQ[4*LINT_QUOTE+8];
  size_t i = 0;
  if( v.n==0 ){
    lintPush(p, p->line.iLine, ROBOTS_LINT_SITEMAP_EMPTY, "the sitemap line "
             "has no URL");
    return;
  }
  lintQuote(zQ, sizeof(zQ), v);
  if( coreIsAlpha((unsigned char)v.z[0]) ){
    for(i=1; i<v.n && (coreIsAlpha((unsigned char)v.z[i])
                       || coreIsDigit((unsigned char)v.z[i])
                       || v.z[i]=='+' || v.z[i]=='-' || v.z[i]=='.'); i++){}
  }
  if( i==0 || i>=v.n || v.z[i]!=':' ){
    lintPush(p, p->line.iLine, ROBOTS_LINT_SITEMAP_RELATIVE, "the sitemap "
             "URL '%s' is not absolute: write it in full, e.g. "
             "'https://example.com/sitemap.xml'", zQ);
  }else if( !coreSpanEqNoCase(v.z, i, "http", 4)
         && !coreSpanEqNoCase(v.z, i, "https", 5) ){
    lintPush(p, p->line.iLine, ROBOTS_LINT_SITEMAP_NOT_HTTP, "the sitemap "
             "URL '%s' is not http or https", zQ);
  }
}

/* robotsUsageLintLine's report: queue the problem. */
static void lintUsageReport(void *pCtx, int iLine, RobotsLintCode e,
                            const char *zMsg){
  lintPush((RobotsLinter*)pCtx, iLine, e, "%s", zMsg);
}

/* A key: value line whose key Google does not read. */
static void lintUnknownKey(RobotsLinter *p){
  const RobotsLine *l = &p->line;
  Span key = l->key;
  const char *zNear;
  char zQ[4*LINT_QUOTE+8], zV[4*LINT_QUOTE+8];
  int bDropped = 0;
  double rDelay;
  if( key.n>=3 && memcmp(key.z, "\xEF\xBB\xBF", 3)==0 ) return; /* lintBytes */
  lintQuote(zQ, sizeof(zQ), key);
  if( robotsKeyIsCrawlDelay(key) ){
    if( !robotsParseDelay(l->value, &rDelay) ){
      lintQuote(zV, sizeof(zV), l->value);
      lintPush(p, l->iLine, ROBOTS_LINT_CRAWL_DELAY_INVALID, "crawl-delay "
               "'%s' is not a number of seconds: it is ignored", zV);
    }
    return;
  }
  if( p->pUsage && robotsUsageLintLine(p->pUsage, l, p->gr.iGroup,
                                       lintUsageReport, p) ){
    if( robotsUsageLintOom(p->pUsage) ) p->oom = 1;
    return;
  }
  if( robotsOtherKeyName(key.z, key.n, &bDropped) ){
    if( bDropped ){
      lintPush(p, l->iLine, ROBOTS_LINT_UNSUPPORTED_DIRECTIVE, "'%s' in "
               "robots.txt is not read by Google (since 2019): use a robots "
               "meta tag or an X-Robots-Tag header", zQ);
    }
    return;
  }
  zNear = lintNearKey(key);
  if( zNear ){
    lintPush(p, l->iLine, ROBOTS_LINT_KEY_TYPO_IGNORED, "'%s' looks like a "
             "misspelling of '%s' that crawlers do not accept: the line is "
             "ignored", zQ, zNear);
  }else{
    lintPush(p, l->iLine, ROBOTS_LINT_UNKNOWN_KEY, "unknown key '%s': the "
             "line is ignored", zQ);
  }
}

/* Check the current line. */
static void lintLine(RobotsLinter *p){
  const RobotsLine *l = &p->line;
  int iGroup, bNew;
  if( l->iLine==1 ) lintFileStart(p);
  if( !p->bSeenText && coreTrim(l->raw).n>0 ){
    p->bSeenText = 1;
    lintHtml(p);
  }
  if( l->flags & ROBOTS_LINE_LAST_CUT ) lintTooLarge(p);
  if( l->flags & ROBOTS_LINE_CUT ) lintLineCut(p);
  lintBytes(p);
  if( l->flags & ROBOTS_LINE_REJECTED ){
    char zQ[4*LINT_QUOTE+8];
    lintQuote(zQ, sizeof(zQ), l->value);
    lintPush(p, l->iLine, ROBOTS_LINT_REJECTED_LINE, "'%s' is neither "
             "'key: value' nor 'key value': the line is ignored", zQ);
  }
  if( l->eKey!=ROBOTS_KEY_NONE && l->eKey!=ROBOTS_KEY_UNKNOWN ){
    const char *zName = robotsKeyName(l->eKey);
    char zQ[4*LINT_QUOTE+8];
    lintQuote(zQ, sizeof(zQ), l->key);
    if( l->flags & ROBOTS_LINE_TYPO ){
      lintPush(p, l->iLine, ROBOTS_LINT_KEY_MISSPELT, "'%s' is read as '%s' "
               "by Google; other crawlers may ignore the line", zQ, zName);
    }
    if( l->flags & ROBOTS_LINE_NO_COLON ){
      lintPush(p, l->iLine, ROBOTS_LINT_MISSING_COLON, "no colon after "
               "'%s': Google accepts it, other crawlers may not", zQ);
    }
  }
  iGroup = robotsGroupOf(&p->gr, l, &bNew);
  switch( l->eKey ){
    case ROBOTS_KEY_USER_AGENT: lintAgent(p, iGroup, bNew); break;
    case ROBOTS_KEY_ALLOW:
    case ROBOTS_KEY_DISALLOW:   lintRule(p, iGroup); break;
    case ROBOTS_KEY_SITEMAP:    lintSitemap(p); break;
    case ROBOTS_KEY_UNKNOWN:    lintUnknownKey(p); break;
    default: break;
  }
}

/* Checks that need the whole file. */
static void lintEnd(RobotsLinter *p){
  if( p->gr.iGroup>0 && !p->gr.bRuleSeen ){
    lintPush(p, p->iGroupLine, ROBOTS_LINT_GROUP_WITHOUT_RULES, "the group "
             "that starts here ends the file without allow or disallow: its "
             "crawlers ignore the group for '*' and may fetch everything");
  }
}

/* ---- the public interface ---------------------------------------------- */

RobotsLinter *robotsLintOpen(const char *z, size_t n, const CoreAlloc *pA){
  RobotsLinter *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->z = z;
  p->n = n;
  coreSetInit(&p->agents, pA, NULL, 0);
  coreSetInit(&p->cov, pA, NULL, 0);
  memset(p->aHead, 0xff, sizeof(p->aHead));
  robotsScannerInit(&p->sc, z, n, 1);
  p->pUsage = robotsUsageLintNew(z, n, pA);
  if( p->pUsage==NULL ){ coreFree(pA, p); return NULL; }
  return p;
}

int robotsLintNext(RobotsLinter *p, RobotsProblem *pOut){
  const LintItem *pItem;
  while( p->iQ>=p->nQ ){
    if( p->oom ) return -1;
    p->iQ = p->nQ = 0;
    if( !p->bScanDone ){
      if( robotsScannerNext(&p->sc, &p->line) ) lintLine(p);
      else p->bScanDone = 1;
    }else if( !p->bEndDone ){
      p->bEndDone = 1;
      lintEnd(p);
    }else{
      return 0;
    }
  }
  pItem = &p->aQ[p->iQ++];
  pOut->iLine = pItem->iLine;
  pOut->eCode = pItem->eCode;
  pOut->eSev = robotsLintCodeAt((int)pItem->eCode)->eSev;
  pOut->zCode = robotsLintCodeAt((int)pItem->eCode)->zCode;
  pOut->zSeverity = coreSeverityName(pOut->eSev);
  pOut->zMsg = pItem->zMsg;
  pOut->nMsg = pItem->nMsg;
  return 1;
}

void robotsLintClose(RobotsLinter *p){
  if( p==NULL ) return;
  coreFree(p->pA, p->aAgent);
  coreSetFree(&p->agents);
  coreFree(p->pA, p->aRule);
  coreFree(p->pA, p->aPat);
  coreSetFree(&p->cov);
  coreFree(p->pA, p->aRow);
  robotsUsageLintFree(p->pUsage);
  coreFree(p->pA, p);
}

