/*
** robots_rsl.h: Really Simple Licensing (RSL 1.0) documents, the license
** files a robots.txt `License:` line names.  rslTermsJson finds the
** <content> whose url pattern holds a URL (robots.txt matching: '*', a
** final '$', the longest pattern wins) and writes its license terms as
** JSON.  The XML is read by the engine's tokenizer (xml_scan.h) in two
** passes without a stack: depth is a counter.  Engine-neutral.
*/
#ifndef ROBOTS_RSL_H
#define ROBOTS_RSL_H

#include "../core/core.h"

#define RSL_NAMESPACE "https://rslstandard.org/rsl"

/* The terms of RSL document z[0..n) for url, appended to pOut as
**   {"content":url-pattern,"server":url|null,
**    "permits":{"usage":[...],"user":[...],"geo":[...]},
**    "prohibits":{"usage":[...],"user":[...],"geo":[...]},
**    "payment":{"type":...,"amount":number|string|null,
**               "currency":...|null}|null,
**    "legal":[{"type":...,"value":...},...]}
** The root must be <rsl> in RSL_NAMESPACE (default or prefixed); its
** <content> children are matched (their url: a path pattern, or a full
** URL whose scheme and host must be the URL's).  Returns 1 (a content
** matched), 0 (none, or not an RSL document: pOut unchanged), -1 when out
** of memory, -3 when pStop said stop. */
int rslTermsJson(const char *z, size_t n, Span url, CoreBuf *pOut,
                 const CoreStop *pStop);

#endif /* ROBOTS_RSL_H */
