/*
** robots_usage.h: AI usage signals in robots.txt and HTTP headers.
**
** Content-Usage lines (IETF AIPREF: an optional path, then an RFC 9651
** dictionary of category=y|n) and Content-Signal lines (Cloudflare's
** "search=yes, ai-train=no") are members of robots.txt groups, chosen and
** merged for a crawler exactly as Allow and Disallow are.  robotsUsageJson
** answers "may this crawler fetch this URL, and what may it use it for";
** robotsUsageHeaderJson reads the Content-Usage HTTP header;
** robotsUsageRowsBuild lists every key of every such line.  Engine-neutral.
*/
#ifndef ROBOTS_USAGE_H
#define ROBOTS_USAGE_H

#include "robots_usage_pick.h"

/* The answer for crawler zAgent (a token or a full User-Agent header,
** reduced as for robotsDecide) and url, appended to pOut as JSON:
**   {"allowed":true|false,
**    "content_usage":{category:"y"|"n",...}|null,
**    "content_signal":{key:value,...}|null,
**    "content_usage_lines":[...],"content_signal_lines":[...],
**    "licenses":[url,...]}
** (null and no lines when the URL is disallowed; the License lines of the
** file, global, either way).  Returns 0, -1 when out
** of memory, 1 when pStop (may be NULL) said stop. */
int robotsUsageJson(RobotsFile *p, const char *zAgent, size_t nAgent,
                    Span url, CoreBuf *pOut, const CoreStop *pStop);

/* The purpose robotsUsageAllows reads for name (written exactly): the
** vocabulary's labels train-ai, ai-use, search, or Content Signals'
** ai-train (= train-ai) and ai-input (= ai-use); -1 for another word. */
int robotsUsagePurpose(Span name);

/* The purposes, for an error message. */
const char *robotsUsagePurposeNames(void);

/* May crawler zAgent use url for purpose iPurpose (robotsUsagePurpose's)?
** *pAnswer: 0 when it may not fetch the URL at all; otherwise, from the
** longest matching Content-Usage rules and every Content-Signal line of
** its groups, for that purpose's key in each (train-ai / ai-train, ai-use /
** ai-input, search / search): 0 when any says n or no, else 1 when any
** says y or yes, else -1 (no preference stated).  A search crawler reads
** only `search`: the vocabulary's search category covers the processing
** internal to search (AI models included) and overrides the others.
** Content-Signal's use= (how much may be kept: immediate, reference,
** full) states no purpose and is not read.  Returns 0, -1 when out of
** memory, 1 when pStop said stop. */
int robotsUsageAllows(RobotsFile *p, const char *zAgent, size_t nAgent,
                      Span url, int iPurpose, int *pAnswer,
                      const CoreAlloc *pA, const CoreStop *pStop);

/* A Content-Usage header value as the JSON object of category -> "y"/"n"
** (the empty object when it does not parse as a dictionary), appended to
** pOut; streamed (robots_usage_header.c): it holds the answer and a table
** of 5 bytes per key, never a copy of the members.  Returns 0, -1 when out
** of memory, 1 when pStop said stop. */
int robotsUsageHeaderJson(const char *z, size_t n, CoreBuf *pOut,
                          const CoreStop *pStop);

/* One key of a Content-Usage or Content-Signal line. */
typedef struct RobotsUsageRow {
  int iGroup;           /* 0: before any user-agent line */
  int iLine;
  int eKind;            /* ROBOTS_USAGE_USAGE or ROBOTS_USAGE_SIGNAL */
  int bPath;            /* a Content-Usage line with a path */
  Span path;            /* as written */
  int bKey;             /* the row has a key (not a License row) */
  Span key;             /* Content-Usage: as written; Content-Signal:
                        ** lower-cased */
  int bValue;           /* the key has a value ('=') */
  Span value;           /* Content-Usage: the member's value as written
                        ** ("?1" for a bare key); Content-Signal:
                        ** lower-cased; License: the URL */
} RobotsUsageRow;

/* The rows of a file, in file order; the spans point into text. */
typedef struct RobotsUsageRows {
  RobotsUsageRow *a;
  int n, nAlloc;
  CoreBuf text;
} RobotsUsageRows;

/* Every key of every usage line of p (bAgent: only of the groups that
** apply to crawler zAgent) and every License line (global: with or
** without an agent; group 0), into *pOut (zeroed first; free it with
** robotsUsageRowsFree).  A Content-Usage value that is not a dictionary
** gives no rows.  Returns 0, -1 when out of memory, 1 when stopped. */
int robotsUsageRowsBuild(RobotsFile *p, int bAgent, const char *zAgent,
                         size_t nAgent, RobotsUsageRows *pOut,
                         const CoreAlloc *pA, const CoreStop *pStop);
void robotsUsageRowsFree(RobotsUsageRows *p, const CoreAlloc *pA);

/* ---- Used by the linter ---------------------------------------------- */

/* How a Content-Signal part reads. */
#define ROBOTS_SIGNAL_OK        0
#define ROBOTS_SIGNAL_NO_EQUALS 1   /* no '=' */
#define ROBOTS_SIGNAL_BAD_VALUE 2   /* a yes/no key with another value */
#define ROBOTS_SIGNAL_NO_KEY    3   /* nothing before the '=' */

/* Check a Content-Signal value: the first problem's code (above) and the
** part it is in (*pPart), or ROBOTS_SIGNAL_OK. */
int robotsSignalCheck(Span value, Span *pPart);

/* Check a Content-Usage preference: 0 when it is a dictionary whose
** values are all the tokens y or n; 1 when it is no dictionary (*piErr:
** offset); 2 when a member's value is something else (*pKey: its key). */
int robotsUsagePrefCheck(Span pref, size_t *piErr, Span *pKey);

#endif /* ROBOTS_USAGE_H */
