/*
** robots_diff_int.h: the inside of robots_diff, shared by its two files:
** robots_diff_side.c reads one version into the tables a comparison needs
** (the crawlers each user-agent line names with its group and record, the
** '*' groups, crawl-delay by record, the usage lines in groups);
** robots_diff_group.c gives the groups of both their content ids;
** robots_diff_license.c compares their License lines; robots_diff.c
** compares two of them crawler by crawler.
*/
#ifndef ROBOTS_DIFF_INT_H
#define ROBOTS_DIFF_INT_H

#include "robots_diff.h"
#include "../robots/robots_file.h"

/* A user-agent line naming a crawler (not '*'; its token may be empty:
** it names the crawler whose name is empty). */
typedef struct DiffTok {
  Span tok;            /* the product token as written */
  int iGroup;          /* its group (Google's: for rules and usage lines) */
  int iRec;            /* its record (for crawl-delay), 1-based */
} DiffTok;

/* A record: user-agent lines and the lines up to the next user-agent line;
** its first valid crawl-delay. */
typedef struct DiffRec {
  int bDelay;          /* has a valid crawl-delay */
  int iLine;           /* its line */
  Span value;          /* as written */
  double r;            /* its value */
} DiffRec;

/* A rule or usage line of one version, as compared: two items are the
** same when diffItemCmp says so. */
typedef struct DiffItem {
  int eRule;           /* ROBOTS_DIFF_ALLOW ... ROBOTS_DIFF_SIGNAL */
  int iSide;           /* 0 old, 1 new */
  int iGroup;
  int iLine;
  Span key;            /* normalised pattern or usage path */
  Span key2;           /* usage: the preference or signal value */
  Span shown;          /* the pattern or path as written (z NULL: none) */
  size_t oKey;         /* while built: key's offset in the arena */
  int bArena;
} DiffItem;

/* One version, compiled (its own copy of the text) and tabled. */
typedef struct DiffSide {
  int iSide;
  RobotsFile *pFile;
  DiffTok *aTok; int nTok;     /* sorted: token (any case), group, record */
  int *aGlob; int nGlob;       /* the '*' groups, ascending */
  DiffRec *aRec; int nRec;     /* aRec[1..nRec]; aRec[0] is no record */
  int iGlobDelay;              /* the first '*' record with a delay, or 0 */
  int *aUse; int nUse;         /* the usage lines in groups (others' index) */
  int *aNamer;                 /* group g's first user-agent line naming a
                               ** crawler (not '*'): its agent index + 1 */
  /* The items (robots_diff_group.c). */
  DiffItem *aItem; int nItem;  /* by group, then item, then line */
  DiffItem *aByKey;            /* the same by item, then group, then line */
  int *aStart;                 /* group g's items: aItem[aStart[g]..aStart[g+1]) */
  int *aContent;               /* group g's content id: equal ids, equal sets */
  unsigned char *aMark;        /* a class's unchanged groups (per class) */
  CoreBuf arena;               /* normalised usage paths */
} DiffSide;

/* Read txt into s (zeroed first) as version iSide (0 old, 1 new).  0, or
** -1 when out of memory. */
int diffSideBuild(DiffSide *s, int iSide, Span txt, const CoreAlloc *pA);
/* Free what s holds. */
void diffSideFree(DiffSide *s, const CoreAlloc *pA);

/* Order of two crawler tokens, ignoring ASCII case. */
int diffTokCmp(Span a, Span b);

/* The run of s->aTok naming tok: its first index in *piFirst and its
** length (0: the version names no such crawler). */
int diffSideFind(const DiffSide *s, Span tok, int *piFirst);

/* The line of the first user-agent line of group iGroup, or 0. */
int diffGroupLine(const DiffSide *s, int iGroup);

/* The first usage line (index into s->aUse) of group iGroup or later. */
int diffUseFirst(const DiffSide *s, int iGroup);

/* The token of the first user-agent line of group iGroup that names a
** crawler (not '*'); z NULL when none does. */
Span diffGroupNamer(const DiffSide *s, int iGroup);

/* ---- robots_diff_license.c ---------------------------------------------- */

/* The License rows of two versions (every crawler reads every License
** line): the URLs one version names and the other does not, in the order
** of their keys, into *paRow (*pnRow rows; free with coreFree).  0 or -1
** when out of memory. */
int diffLicenseRows(DiffSide *aSide, RobotsDiffRow **paRow, int *pnRow,
                    const CoreAlloc *pA);

/* ---- robots_diff_group.c ------------------------------------------------ */

/* Order of two items as compared: rules before usage lines, then key,
** preference, and (usage lines only) kind; allow and disallow of one
** pattern compare equal when bAnyRule. */
int diffItemCmp(const DiffItem *a, const DiffItem *b, int bAnyRule);

/* Build the items of both versions, sorted two ways, and give every group
** of either version its content id.  0, or -1 when out of memory. */
int diffGroupsBuild(DiffSide *aSide, const CoreAlloc *pA);

/* The item of version s like t (diffItemCmp 0, kind included) in one of
** the groups aG[0..nG) (marked in s->aMark) with the lowest line, or NULL. */
const DiffItem *diffItemIn(const DiffSide *s, const DiffItem *t,
                           const int *aG, int nG);

/* Free what diffGroupsBuild made. */
void diffGroupsFree(DiffSide *s, const CoreAlloc *pA);

#endif /* ROBOTS_DIFF_INT_H */
