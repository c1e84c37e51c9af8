/*
** robots_usage_pick.h: which usage lines of a robots.txt speak for one
** URL: the Content-Usage rules of the chosen groups whose path matches
** longest (all of that length; the rules without a path when none
** matches) and every Content-Signal line of those groups.  The path rules
** go through the matcher's index (robots_index.h) as Allow and Disallow
** do, so a call costs one pass over the file's other lines plus one
** lookup, whatever the number of rules and the URL's length.  What the
** lines say is robots_usage.c's business.  Engine-neutral.
*/
#ifndef ROBOTS_USAGE_PICK_H
#define ROBOTS_USAGE_PICK_H

#include "../robots/robots_match.h"

/* The kinds of usage line. */
#define ROBOTS_USAGE_NONE   (-1)
#define ROBOTS_USAGE_USAGE  0     /* Content-Usage */
#define ROBOTS_USAGE_SIGNAL 1     /* Content-Signal */
#define ROBOTS_USAGE_LICENSE 2    /* License (RSL): global, like Sitemap */

/* The kind of a line from its key (any case), or ROBOTS_USAGE_NONE. */
int robotsUsageKind(Span key);

/* Name of a kind: "content-usage", "content-signal" or "license". */
const char *robotsUsageKindName(int eKind);

/* Split a Content-Usage value: a value starting with '/' is a path up to
** the first space or tab, then the preference (trimmed); otherwise there
** is no path (*pPath empty) and the whole value is the preference. */
void robotsUsageSplit(Span value, Span *pPath, Span *pPref);

/* The lines picked: indexes into robotsOtherAt, in file order. */
typedef struct RobotsUsagePick {
  int *aUsage;            /* the winning Content-Usage rules */
  int nUsage;
  int *aSignal;           /* the Content-Signal lines of the groups */
  int nSignal;
  const CoreAlloc *pA;
} RobotsUsagePick;

/* Pick the lines of the groups marked in aMark[0..robotsGroupCount(p)]
** (the tables built) for path (as robotsUrlPath gives it) into *pOut
** (zeroed first; free it with robotsUsagePickFree).  pStop is asked every
** CORE_STOP_EVERY bytes of lines read and along a long path.  Returns 0,
** -1 when out of memory, 1 when pStop said stop. */
int robotsUsagePickLines(RobotsFile *p, const unsigned char *aMark,
                         Span path, RobotsUsagePick *pOut,
                         const CoreAlloc *pA, const CoreStop *pStop);
void robotsUsagePickFree(RobotsUsagePick *p);

#endif /* ROBOTS_USAGE_PICK_H */
