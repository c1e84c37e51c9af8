/*
** access_log.h: a streaming reader of web server access logs in the NCSA
** common and combined formats (Apache's %h %l %u %t "%r" %>s %b
** ["%{Referer}i" "%{User-Agent}i"], nginx's "combined"), over a buffer that
** is plain or gzipped (detected by magic).  Apache's \" \\ and \xhh escapes
** and nginx's \xhh are decoded; one or two extra fields after the user agent
** are kept as they are.  Memory does not grow with the number of lines.
** Start at accessLogOpen / accessLogNext.  Engine-neutral.
*/
#ifndef ROBOTS_ACCESS_LOG_H
#define ROBOTS_ACCESS_LOG_H

#include "../core/core.h"

/* A line longer than this is an error row (its raw text cut there). */
#define ACCESS_LOG_MAX_LINE ((size_t)1 << 20)
/* A gzipped log is inflated up to this many bytes, then an error row.
** Deflate expands at most about 1032:1, so the cost stays linear. */
#define ACCESS_LOG_GZ_CAP ((uint64_t)64 << 30)

/* Formats (accessLogFormatOf maps the SQL names). */
#define ACCESS_LOG_AUTO     0   /* combined when the fields are there */
#define ACCESS_LOG_COMMON   1   /* nothing may follow %b */
#define ACCESS_LOG_COMBINED 2   /* referer and user agent are required */
#define ACCESS_LOG_VHOST    3   /* Debian's vhost_combined: "%v:%p " then
                                ** combined (auto finds it by the first
                                ** word: host:port, the host without ':') */

/* One line.  Spans point into the input or into the reader's scratch and
** stay valid until the next accessLogNext; an absent field has z==NULL
** ('-' in the log is absent for user, referer, user agent, status and
** bytes).  On an error row only iLine, raw and zError are set. */
typedef struct AccessLogEntry {
  int64_t iLine;        /* 1-based line number; 0 for a row about the input */
  Span raw;             /* the line without its line ending */
  Span client;          /* %h */
  Span ident;           /* %l */
  Span user;            /* %u */
  char zTime[24];       /* %t as ISO 8601 UTC ("2015-05-17T10:05:03Z") */
  size_t nTime;         /* 0: no time */
  Span request;         /* %r decoded */
  Span method, target, protocol;   /* the request's three parts */
  int status;           /* %>s, or -1 for '-' */
  int64_t bytes;        /* %b, or -1 for '-' */
  Span referer, userAgent;
  Span extra;           /* what follows the user agent, trimmed */
  Span host;            /* vhost_combined's %v (without ":%p"), or a
                        ** trailing quoted field that is a host name
                        ** (unquoted); z==NULL when there is none */
  const char *zError;   /* NULL, or why the line did not parse */
} AccessLogEntry;

typedef struct AccessLog AccessLog;

/* The format names accessLogFormatOf knows (ASCII case ignored), as an
** error message lists them: "clf" is common, "nginx" combined, "ncsa"
** auto. */
#define ACCESS_LOG_FORMAT_NAMES \
  "auto, common, combined, vhost_combined, clf (common), nginx (combined)" \
  " or ncsa (auto)"

/* The ACCESS_LOG_xxx of a format name (ACCESS_LOG_FORMAT_NAMES), or -1
** when the name is unknown. */
int accessLogFormatOf(const char *z, size_t n);

/* Append to p the refusal of format name z[0..n) (the function's name is
** the binding's to put before it): "unknown format '...' (names)", the
** name quoted printable, at most ACCESS_LOG_FORMAT_QUOTE bytes of it, cut
** marked with "...".  Returns 0, or -1 when out of memory. */
#define ACCESS_LOG_FORMAT_QUOTE 40
int accessLogFormatError(CoreBuf *p, const char *z, size_t n);

/* Open a reader over z[0..n) (not copied: it must outlive the reader),
** gzipped or not.  Returns NULL when out of memory. */
AccessLog *accessLogOpen(const CoreAlloc *pA, const char *z, size_t n,
                         int eFormat);

/* Open a reader over the bytes of pSrc (a file read a piece at a time;
** it must outlive the reader), gzipped or not (gzipStreamOpenSource): the
** same rows as accessLogOpen over all of its bytes, in memory that does
** not grow with their number.  Returns NULL when out of memory. */
struct GzSource;
AccessLog *accessLogOpenSource(const CoreAlloc *pA, const struct GzSource *pSrc,
                               int eFormat);

/* Fill *pE with the next non-empty line.  Returns 1, 0 at the end, -1 when
** out of memory, -2 when the stop hook said stop (then always -2). */
int accessLogNext(AccessLog *p, AccessLogEntry *pE);

/* Ask pStop (which must outlive the reader) every CORE_STOP_EVERY bytes
** read or inflated, blank and skipped lines included. */
void accessLogSetStop(AccessLog *p, const CoreStop *pStop);

/* Parse one line (no line ending) into *pE, decoding into pScratch.
** Returns 0, or -1 when out of memory; a line that does not parse sets
** pE->zError. */
int accessLogParseLine(const char *z, size_t n, int eFormat, CoreBuf *pScratch,
                       AccessLogEntry *pE);

/* Release the reader. */
void accessLogClose(AccessLog *p);

#endif /* ROBOTS_ACCESS_LOG_H */
