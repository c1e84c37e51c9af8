/*
** robots_match.h: a robots.txt compiled once and matched many times.
**
** robotsCompile scans a file (robots_parse.c) into groups, agents and rules;
** robotsDecide answers "may this agent fetch this path" with the reference's
** semantics (longest match, allow wins ties, merged groups, '*' fallback).
** Per agent, the applicable rules are indexed on first use and kept in the
** file, so later calls for that agent allocate nothing.  Engine-neutral.
*/
#ifndef ROBOTS_MATCH_H
#define ROBOTS_MATCH_H

#include "../core/core.h"
#include <string.h>
#include "robots_parse.h"
#include "robots_index.h"

typedef struct RobotsFile RobotsFile;

/* One allow/disallow line of a group (empty patterns are not rules). */
typedef struct RobotsRule {
  int iGroup;          /* 1-based group number */
  int iLine;           /* line in the file */
  int bAllow;          /* 1 allow, 0 disallow */
  Span value;          /* pattern as written (trimmed) */
  Span pattern;        /* percent-normalised pattern that is matched */
} RobotsRule;

/* One user-agent line. */
typedef struct RobotsAgent {
  int iGroup;          /* 1-based group number */
  int iLine;
  int bGlobal;         /* '*' (alone or followed by white space) */
  Span value;          /* as written (trimmed) */
  Span token;          /* product token: leading [A-Za-z_-] run */
} RobotsAgent;

/* A line of another kind kept for the table functions (sitemap, unknown). */
typedef struct RobotsOther {
  int iGroup;          /* 0 outside a group (and always 0 for sitemap) */
  int iLine;
  RobotsKey eKey;      /* ROBOTS_KEY_SITEMAP or ROBOTS_KEY_UNKNOWN */
  Span key;            /* key as written */
  Span value;          /* value as written (trimmed) */
} RobotsOther;

/* The outcome of robotsDecide. */
typedef struct RobotsVerdict {
  int bAllowed;        /* 1 allowed, 0 disallowed */
  int iRule;           /* winning rule (index into robotsRules) or -1 */
  int bSpecific;       /* the agent's own groups were used (not '*') */
  int bAnyGroup;       /* some group applied (own or '*') */
} RobotsVerdict;

/* A compiled file over z[0..n) (only the first ROBOTS_MAX_BYTES count),
** with its own copy of the text.  Compiling is lazy: what a call needs is
** built on first use (a crawler's index; the tables of rules, agents and
** other lines that the accessors read) and kept.  NULL when out of memory. */
RobotsFile *robotsCompile(const char *z, size_t n, const CoreAlloc *pA);

/* robotsCompile without the copy: z must stay valid and unchanged for as
** long as the file lives (a cache keeps the text next to the file). */
RobotsFile *robotsCompileShared(const char *z, size_t n, const CoreAlloc *pA);

/* The shared text of p now lives at z (the same bytes, moved): spans are
** moved with it.  Only for a file from robotsCompileShared. */
void robotsFileMoveText(RobotsFile *p, const char *z);

/* Build (and keep) the tables the accessors read.  0, or -1 when out of
** memory.  The counts below call it. */
int robotsFileTables(RobotsFile *p);

/* Keep a new named crawler's index only while the file's bytes stay within
** nMax (a cache gives each file a share of its budget); past it an index
** lives until the next one is needed (robotsIndexOf: not stable).  The
** default is no limit. */
void robotsFileKeepLimit(RobotsFile *p, size_t nMax);

/* Free a compiled file. */
void robotsFileFree(RobotsFile *p);

/* Bytes held by p: itself, its text when it owns it, its tables and the
** indexes it keeps. */
size_t robotsFileBytes(const RobotsFile *p);

/* The text p was compiled from (capped at ROBOTS_MAX_BYTES). */
Span robotsFileText(const RobotsFile *p);

/* Reduce a crawler name to its product token: trim white space, keep the
** leading run of [A-Za-z_-].  *pbNone is set when the name has text but no
** token (it then matches no group). */
Span robotsAgentToken(const char *z, size_t n, int *pbNone);

/* Decide for agent (a crawler name, reduced with robotsAgentToken) and
** path (as from robotsPathParamsQuery).  Returns 0, or -1 when out of memory
** (building the agent's index; p stays usable). */
int robotsDecide(RobotsFile *p, const char *zAgent, size_t nAgent,
                 const char *zPath, size_t nPath, RobotsVerdict *pV);

/* The index for a crawler name (reduced with robotsAgentToken), found or
** built.  *pbStable is set when it lives as long as p (the usual case);
** otherwise (past robotsFileKeepLimit) it lives until the next call on p.
** NULL when out of memory. */
RobotsIndex *robotsIndexOf(RobotsFile *p, const char *zAgent, size_t nAgent,
                           int *pbStable);

/* A crawler name of at most ROBOTS_NAME_KEY-1 bytes as a fixed-size key,
** so that remembered names compare with two word compares: its length plus
** one (never 0, so an unused, zeroed slot matches no name), its bytes,
** zeros.  Returns 0 (no key) for a longer name.  On little-endian machines
** the key is built in registers from overlapping loads of the name: no
** call, and no byte stores that the word loads would have to wait for. */
#define ROBOTS_NAME_KEY 16
static inline int robotsNameKey(const char *z, size_t n,
                                unsigned char *aKey){
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__==__ORDER_LITTLE_ENDIAN__
  uint64_t k0 = 0, k1 = 0, a, b;
  if( n>=ROBOTS_NAME_KEY ) return 0;
  if( n>=8 ){
    memcpy(&a, z, 8);
    memcpy(&b, z + n - 8, 8);
    k0 = a << 8;
    k1 = b >> (8*(15 - n));           /* bytes 7..n-1 */
  }else if( n>=4 ){
    uint32_t a4, b4;
    memcpy(&a4, z, 4);
    memcpy(&b4, z + n - 4, 4);
    k0 = ((uint64_t)a4 | ((uint64_t)b4 << (8*(n - 4)))) << 8;
  }else{
    size_t i;
    for(i=0; i<n; i++) k0 |= (uint64_t)(unsigned char)z[i] << (8*(i + 1));
  }
  k0 |= (uint64_t)(n + 1);
  memcpy(aKey, &k0, 8);
  memcpy(aKey + 8, &k1, 8);
  return 1;
#else
  if( n>=ROBOTS_NAME_KEY ) return 0;
  memset(aKey, 0, ROBOTS_NAME_KEY);
  aKey[0] = (unsigned char)(n + 1);
  if( n ) memcpy(aKey+1, z, n);
  return 1;
#endif
}

/* A crawler name (its key) remembered with the index it maps to, in a
** small array that a file, or a cache bucket, keeps. */
typedef struct RobotsNamed {
  unsigned char aKey[ROBOTS_NAME_KEY];
  RobotsIndex *pIndex;          /* NULL: unused */
} RobotsNamed;

/* Remember the name with key aKey as mapping to x, in the ring a[0..n)
** whose next slot to overwrite is *piNext. */
static inline void robotsNamedRemember(RobotsNamed *a, int n, int *piNext,
                                       const unsigned char *aKey,
                                       RobotsIndex *x){
  RobotsNamed *pSlot = &a[*piNext];
  *piNext = (*piNext + 1) % n;
  memcpy(pSlot->aKey, aKey, ROBOTS_NAME_KEY);
  pSlot->pIndex = x;
}

/* The index of the name with key aKey in a[0..n), or NULL.  Every slot is
** compared and the match selected without a branch: which slot holds a
** name differs from ring to ring, so a loop that stops at the match would
** mispredict on most calls. */
static inline RobotsIndex *robotsNamedFind(const RobotsNamed *a, int n,
                                           const unsigned char *aKey){
  uint64_t k0, k1;
  RobotsIndex *x = NULL;
  int i;
  memcpy(&k0, aKey, 8);
  memcpy(&k1, aKey + 8, 8);
  for(i=0; i<n; i++){
    uint64_t a0, a1;
    memcpy(&a0, a[i].aKey, 8);
    memcpy(&a1, a[i].aKey + 8, 8);
    x = ((a0 ^ k0) | (a1 ^ k1))==0 ? a[i].pIndex : x;
  }
  return x;
}

/* The '*' index (of every agent no group names) can live in the caller's
** memory, next to what the caller reads with it.  robotsGlobalBytes builds
** it if needed and returns the bytes it takes (a multiple of 8), 0 when out
** of memory or already moved; robotsGlobalMove then copies it to pDst (that
** many bytes, 8-aligned, to outlive p) and frees p's own copy. */
size_t robotsGlobalBytes(RobotsFile *p);
void robotsGlobalMove(RobotsFile *p, void *pDst);

/* robotsDecide with an index from robotsIndexOf(p, ...).  Returns 0, or
** -1 when out of memory (a path not starting with '/' needs the tables). */
int robotsDecideIndex(RobotsFile *p, const RobotsIndex *x, const char *zPath,
                      size_t nPath, RobotsVerdict *pV);

/* robotsDecideIndex that asks pStop along a long path (CORE_STOP_EVERY
** bytes or more) and returns 1, with no verdict, when it says stop. */
int robotsDecideIndexStop(RobotsFile *p, const RobotsIndex *x,
                          const char *zPath, size_t nPath, RobotsVerdict *pV,
                          const CoreStop *pStop);

/* robotsDecide without the index: every applicable rule in turn (the
** benchmark's baseline; same answers). */
int robotsDecideLinear(RobotsFile *p, const char *zAgent, size_t nAgent,
                       const char *zPath, size_t nPath, RobotsVerdict *pV);

/* Rules that apply to agent after group selection and merging: *paIdx gets
** indexes into robotsRules (valid until the next call on p; copy them to
** keep them longer).  Returns the
** count, or -1 when out of memory. */
int robotsAgentRules(RobotsFile *p, const char *zAgent, size_t nAgent,
                     const int **paIdx);

/* Mark in aMark[0..robotsGroupCount(p)] the groups that apply to a
** crawler token (from robotsAgentName): the groups naming it, else the '*'
** groups.  The tables must be there (robotsFileTables).  Returns 1 when
** the crawler is named. */
int robotsMarkGroups(const RobotsFile *p, Span tok, int bNone,
                     unsigned char *aMark);

/* The crawl-delay of a crawler as the crawlers that honour it read a file:
** by record, not by Google's groups.  A record is a run of user-agent lines
** and the lines after them up to the next user-agent line, so a
** Crawl-delay belongs to the agents just above it.  The first valid value
** of the records naming the crawler, else (when none names it) of the '*'
** records.  Returns 1 and sets *pr, 0 when there is none, -1 OOM. */
int robotsCrawlDelay(RobotsFile *p, const char *zAgent, size_t nAgent,
                     double *pr);

/* Accessors over what the file holds, in file order.  They build the
** tables when they are not there yet (a count is 0, an At NULL, when out of
** memory; robotsFileTables first tells which). */
int robotsRuleCount(RobotsFile *p);
const RobotsRule *robotsRuleAt(RobotsFile *p, int i);
int robotsAgentCount(RobotsFile *p);
const RobotsAgent *robotsAgentAt(RobotsFile *p, int i);
int robotsOtherCount(RobotsFile *p);
const RobotsOther *robotsOtherAt(RobotsFile *p, int i);
/* Parse a crawl-delay value: a non-negative decimal number ("10", "0.5",
** "1.0000000000000000", ".5"), nothing else, at most ROBOTS_DELAY_MAX
** bytes, correctly rounded.  Returns 1 and sets *pr, or 0. */
#define ROBOTS_DELAY_MAX 1000
int robotsParseDelay(Span v, double *pr);

/* 1 if an unknown key names crawl-delay ("crawl-delay", "crawldelay",
** "crawl delay", any case). */
int robotsKeyIsCrawlDelay(Span key);

/* Number of groups. */
int robotsGroupCount(RobotsFile *p);
/* Number of rules (non-empty allow/disallow) in group iGroup. */
int robotsGroupRuleCount(RobotsFile *p, int iGroup);

#endif /* ROBOTS_MATCH_H */
