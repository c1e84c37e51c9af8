/*
** robots_file.h: a robots.txt compiled once (robotsCompile): its text, the
** tables of its lines (rules, agents, other lines, per-group counts) built
** on demand, and the state robots_match.c keeps in it to choose an index
** per crawler.  robots_file.c owns the tables and the file's lifetime;
** robots_match.c chooses indexes and decides.  Engine-neutral.
*/
#ifndef ROBOTS_FILE_H
#define ROBOTS_FILE_H

#include "../core/core.h"
#include "robots_parse.h"
#include "robots_index.h"
#include "robots_named.h"

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

/* 1 when o is a Sitemap line with a value: a row of robots_sitemaps. */
static inline int robotsOtherIsSitemap(const RobotsOther *o){
  return o->eKey==ROBOTS_KEY_SITEMAP && o->value.n>0;
}

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

/* Accessors over what the file holds, in file order.  They build the
** tables when they are not there yet (a count is 0, an At NULL, when out of
** memory; robotsFileTables first tells which). */
int robotsRuleCount(RobotsFile *p);
const RobotsRule *robotsRuleAt(RobotsFile *p, int i);
int robotsAgentCount(RobotsFile *p);
const RobotsAgent *robotsAgentAt(RobotsFile *p, int i);
int robotsOtherCount(RobotsFile *p);
const RobotsOther *robotsOtherAt(RobotsFile *p, int i);
/* Number of groups. */
int robotsGroupCount(RobotsFile *p);
/* Number of rules (non-empty allow/disallow) in group iGroup. */
int robotsGroupRuleCount(RobotsFile *p, int iGroup);

/* ---- Inside the engine: the file's struct, for robots_match.c ---------- */

#define ROBOTS_ALIASES 8          /* exact names remembered per file */
#define ROBOTS_LONG_NAMES 4       /* longer names (full headers) remembered */
#define ROBOTS_TOKEN_INLINE 24    /* tokens up to this long live in a slot */
#define ROBOTS_TOKEN_KEEP 1024    /* longer tokens are not remembered */
#define ROBOTS_SLOTS_MAX 4096     /* tokens remembered per file (a ring) */

/* A crawler token remembered (lower-cased) with the index of its groups. */
typedef struct RobotsSlot {
  size_t nToken;            /* the token: aInline, else zHeap */
  char aInline[ROBOTS_TOKEN_INLINE];
  char *zHeap;
  int bNone;                /* a name without a token */
  int iChain;               /* next slot in its hash bucket, or -1 */
  uint32_t h;               /* hash of the lower-cased token */
  RobotsIndex *pIndex;      /* a set's index, or the file's pGlobal */
} RobotsSlot;

/* One index per distinct set of chosen groups: every token that names the
** same groups shares it.  Kept until the file goes. */
typedef struct RobotsSet {
  uint64_t h;               /* hash of aGroup */
  int *aGroup;              /* the chosen groups, ascending */
  int nGroup;
  RobotsIndex *pIndex;
} RobotsSet;

typedef struct RobotsBlock RobotsBlock;   /* the arena's blocks */

struct RobotsFile {
  /* What a repeated name reads first: the names as callers passed them. */
  RobotsNamed aAlias[ROBOTS_ALIASES];
  int iNextAlias;
  const CoreAlloc *pA;
  const char *zText;        /* the (capped) file: owned, or the caller's */
  size_t nText;
  int bOwnText;             /* zText is the file's own copy */
  size_t nBytes;            /* memory held, tables and indexes included */
  size_t nKeepMax;          /* keep a new index only within this */
  /* The tables, built on demand: for one operation, then dropped
  ** (ROBOTS_TABLES_TEMP); for the accessors, or once several operations
  ** needed them, kept (ROBOTS_TABLES_KEPT). */
  int eTables;
  int nTempBuilds;          /* times the tables were built and dropped */
  RobotsBlock *pBlocks;
  RobotsRule *aRule;   int nRule, nRuleAlloc;
  RobotsAgent *aAgent; int nAgent, nAgentAlloc;
  RobotsOther *aOther; int nOther, nOtherAlloc;
  int nGroup;
  int *aGroupRules;         /* rule count per group, 1-based */
  unsigned char *aGroupGlobal;  /* group has a '*' line, 1-based */
  /* Choosing an index (robots_match.c). */
  RobotsIndex *pGlobal;     /* index of the '*' groups, built on first use */
  int bGlobalMoved;         /* pGlobal lives in the caller's memory */
  RobotsSet *aSet; int nSet, nSetAlloc;
  RobotsSlot *aSlot; int nSlot, nSlotAlloc;
  int iEvict;               /* the ring's next slot to reuse when full */
  int *aBucket; int nBucket;   /* slot hash: first slot per bucket or -1 */
  RobotsIndex *pTemp;       /* an index over nKeepMax: until the next such */
  int *aList;               /* robotsAgentRules' answer */
  int nListAlloc;
  struct RobotsLongName {   /* names too long for a key (full User-Agent
                            ** headers from a log), with their index */
    char *z; size_t n; RobotsIndex *pIndex;
  } aLong[ROBOTS_LONG_NAMES];
  int iNextLong;
  int oom;
};

/* Make the tables available for one operation: *pbTemp is set when they
** were built for it, and robotsTablesDone drops them again (unless the
** file has needed them often: then they are kept).  0, or -1 OOM. */
int robotsTablesUse(RobotsFile *p, int *pbTemp);
void robotsTablesDone(RobotsFile *p, int bTemp);

#endif /* ROBOTS_FILE_H */
