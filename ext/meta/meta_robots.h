/*
** meta_robots.h: the directives of a <meta name="robots"> content or an
** X-Robots-Tag header value (Google's robots meta tag documentation):
** a scanner that yields each directive with its agent prefix and value,
** and the merge of the directives in force for one crawler.
** Engine-neutral; spans point into the caller's bytes.
*/
#ifndef ROBOTS_META_ROBOTS_H
#define ROBOTS_META_ROBOTS_H

#include "../core/core.h"
#include "../core/datetime.h"

/* The directives known to Google (and a few of other engines). */
typedef enum MetaKind {
  META_UNKNOWN = 0,
  META_ALL, META_INDEX, META_FOLLOW, META_NOINDEX, META_NOFOLLOW, META_NONE,
  META_NOARCHIVE, META_NOCACHE, META_NOSNIPPET, META_NOODP, META_NOYDIR,
  META_NOTRANSLATE, META_NOIMAGEINDEX, META_INDEXIFEMBEDDED,
  META_NOAI, META_NOIMAGEAI,       /* publishers' AI opt-outs */
  META_MAX_SNIPPET, META_MAX_IMAGE_PREVIEW, META_MAX_VIDEO_PREVIEW,
  META_UNAVAILABLE_AFTER,
  META_KIND_COUNT
} MetaKind;

/* One directive as written. */
typedef struct MetaDirective {
  Span agent;            /* agent prefix (trimmed); z==NULL: every crawler */
  Span name;             /* directive name as written (trimmed) */
  Span value;            /* value after ':' (trimmed); z==NULL: none */
  MetaKind eKind;        /* META_UNKNOWN for a name not in the table */
  int bDate;             /* unavailable_after whose value parsed: tDate set */
  DateSeconds tDate;
  int bInt;              /* max-snippet / max-video-preview integer: iValue */
  int64_t iValue;
} MetaDirective;

/* Scanner state: zeroed by metaScanInit. */
typedef struct MetaScan {
  const char *z;
  size_t n;
  size_t i;              /* next byte to read */
  Span agent;            /* the agent prefix in force */
  const CoreStop *pStop; /* asked every CORE_STOP_EVERY bytes (NULL: never) */
  size_t iAsk;           /* i at which the stop hook is asked next */
  int bStopped;          /* the stop hook said stop: the scan ended there */
} MetaScan;

/* Start scanning the content z[0..n). */
void metaScanInit(MetaScan *p, const char *z, size_t n);

/* Ask pStop (which must outlive the scan) every CORE_STOP_EVERY bytes;
** when it says stop, metaScanNext returns 0 and bStopped is set. */
void metaScanSetStop(MetaScan *p, const CoreStop *pStop);

/* Read the next directive into *pD: returns 1, or 0 at the end. */
int metaScanNext(MetaScan *p, MetaDirective *pD);

/* The canonical (lower-case) name of a known kind; "" for META_UNKNOWN. */
const char *metaKindName(MetaKind e);

/* The directives in force for one crawler, merged. */
typedef struct MetaEffective {
  unsigned mFlags;             /* bit (1u<<kind) of each flag in force */
  int bMaxSnippet;  int64_t iMaxSnippet;     /* -1: no limit */
  int iImagePreview;           /* -1 not given, 0 none, 1 standard, 2 large */
  int bMaxVideo;    int64_t iMaxVideo;       /* -1: no limit */
  int bUnavailable; DateSeconds tUnavailable;
} MetaEffective;

/* Merge the directives of z[0..n) that apply to agent zAgent[0..nAgent)
** (zAgent NULL: only those without an agent prefix).  Conflicts resolve to
** the most restrictive: noindex beats index/all, the smallest limit wins,
** the earliest unavailable_after wins. */
void metaEffective(const char *z, size_t n, const char *zAgent, size_t nAgent,
                   MetaEffective *p);
/* metaEffective asking pStop along the way: 0, or 1 when it said stop
** (then *p holds what was merged so far and means nothing). */
int metaEffectiveStop(const char *z, size_t n, const char *zAgent,
                      size_t nAgent, MetaEffective *p, const CoreStop *pStop);

/* Append the JSON object of *p to pOut; returns 0 or -1 out of memory. */
int metaEffectiveJson(const MetaEffective *p, CoreBuf *pOut);

/* 0 if *p forbids indexing (noindex, or unavailable_after before now when
** bNow), else 1. */
int metaIndexable(const MetaEffective *p, int bNow, DateSeconds tNow);

/* One row of robots_meta_each, as every binding returns it: agent the
** prefix lower-cased (z NULL: every crawler); directive a known kind's
** name, else the name lower-cased; the value by eValue: META_VALUE_NULL
** (none), META_VALUE_INT (iValue: max-snippet, max-video-preview) or
** META_VALUE_TEXT (value: unavailable_after's date in ISO 8601 UTC,
** max-image-preview lower-cased, else as written); bKnown.  Spans point
** into the content, static text, zIso or the scratch buffer. */
enum { META_VALUE_NULL, META_VALUE_INT, META_VALUE_TEXT };
typedef struct MetaEachRow {
  Span agent, directive, value;
  int eValue;
  int64_t iValue;
  int bKnown;
  char zIso[32];
} MetaEachRow;

/* Fill *pRow from directive *pD, lower-casing into pScratch (emptied
** first; it must live as long as the row's spans are used).  Returns 0,
** or -1 when out of memory. */
int metaEachRow(const MetaDirective *pD, CoreBuf *pScratch, MetaEachRow *pRow);

/* Read robots_indexable's "now" given as text z[0..n) (any dateParse
** form) into *pNow.  Returns 0; or 1 when it is not a date, with the
** refusal appended to pErr ("argument now is not a date (...): " and at
** most META_NOW_QUOTE bytes of the text, printable, cut marked with
** "..."; the function's name is the binding's to put before it); or -1
** when out of memory. */
#define META_NOW_QUOTE 64
int metaNowOf(const char *z, size_t n, DateSeconds *pNow, CoreBuf *pErr);

#endif /* ROBOTS_META_ROBOTS_H */
