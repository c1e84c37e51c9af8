/*
** robots_path.h: the part of a URL that robots.txt rules are matched
** against, extracted exactly as the reference's GetPathParamsQuery does.
** robotsPathParamsQuery says where it lies in the URL; robotsUrlPath makes
** it a span, adding the leading '/' the reference adds.  Engine-neutral.
*/
#ifndef ROBOTS_PATH_H
#define ROBOTS_PATH_H

#include "../core/core.h"

/* Matching path of a URL exactly as the reference extracts it
** (GetPathParamsQuery): scheme and authority dropped, fragment dropped,
** "/" when empty, cut at a NUL byte.  The result is z's bytes from
** *piStart for *pn bytes, preceded by a '/' when *pbSlash is set. */
void robotsPathParamsQuery(const char *z, size_t n, size_t *piStart,
                           size_t *pn, int *pbSlash);

/* The matching path of url as one span in *pPath: a span of url itself, or
** of zBuf (nBuf bytes) when a '/' must be prepended, or of a new block from
** pA (returned in *pzFree, which the caller frees with coreFree) when zBuf
** is too small.  *pzFree is left alone otherwise.  Returns 0, or -1 when
** out of memory. */
int robotsUrlPath(Span url, char *zBuf, size_t nBuf, const CoreAlloc *pA,
                  char **pzFree, Span *pPath);

#endif /* ROBOTS_PATH_H */
