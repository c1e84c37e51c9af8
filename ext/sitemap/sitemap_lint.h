/*
** sitemap_lint.h: validation of a sitemap document.  Runs the streaming
** reader (sitemap_read.h) and checks each record against the sitemaps.org
** protocol and Google's sitemap rules; problems come out one at a time with
** a stable kebab-case code and a severity from one table.  Start at
** sitemapLintOpen / sitemapLintNext.
*/
#ifndef ROBOTS_SITEMAP_LINT_H
#define ROBOTS_SITEMAP_LINT_H

#include "sitemap_read.h"

#define SM_MAX_ENTRIES 50000
#define SM_MAX_BYTES   52428800u
#define SM_MAX_LOC     2048
#define SM_LINT_ROWS_PER_CODE 1000   /* rows listed per code; then a summary */

typedef struct SitemapLint SitemapLint;

/* Start linting z[0..n) (kept until sitemapLintClose); zSitemapUrl (may be
** NULL) is where the document lives, for the scope checks.  NULL on OOM. */
SitemapLint *sitemapLintOpen(const CoreAlloc *pA, const char *z, size_t n,
                             const char *zSitemapUrl, size_t nSitemapUrl);

/* Next problem into *pOut (detail valid until the next call): 1, 0 at the
** end, -1 when out of memory, -2 when the CoreStop said stop.  A code that
** fires more than SM_LINT_ROWS_PER_CODE times gives its first rows and, at
** the end, one row (entry and line 0) saying how many more there were. */
int sitemapLintNext(SitemapLint *p, SitemapProblem *pOut);

/* Ask pStop as the document is read (see sitemapSetStop). */
void sitemapLintSetStop(SitemapLint *p, const CoreStop *pStop);

/* The stable code ("loc-relative"), severity ("error", "warning", "info")
** and message text of a problem code; NULL for an unknown code
** (sitemap_lint_codes.c). */
const char *sitemapLintCode(int eCode);
const char *sitemapLintSeverity(int eCode);
const char *sitemapLintText(int eCode);

/* Append the message of a problem to b: its code's text, then ": " and the
** detail (input bytes, shown as valid UTF-8: other bytes as \xhh).  0, or
** -1 once b is out of memory.  Every binding writes messages with it. */
int sitemapLintMessage(CoreBuf *b, int eCode, Span detail);

/* Google's rules for the image, video, news and hreflang extensions of the
** record r just read from pR (sitemap_lint_ext.c): problems are queued on
** pR at the record's line.  pTmp is scratch space the caller owns.
** Returns 0, or -1 when out of memory. */
int sitemapLintExt(SitemapReader *pR, const SitemapRecord *r, CoreBuf *pTmp);

/* Release the linter. */
void sitemapLintClose(SitemapLint *p);

#endif /* ROBOTS_SITEMAP_LINT_H */
