/*
** sitemap_read.h: a pull-based, streaming reader of sitemaps (XML urlset and
** sitemapindex, plain text, RSS 2.0, Atom 1.0), plain or gzipped, in UTF-8,
** UTF-16 or ISO-8859-1.  sitemapNextRecord fills one record at a time;
** memory does not grow with the number of records.  Every recovery the
** reader makes is queued as a problem for sitemap_lint.  Start at
** sitemapOpen / sitemapNextRecord.
*/
#ifndef ROBOTS_SITEMAP_READ_H
#define ROBOTS_SITEMAP_READ_H

#include "../core/core.h"
#include "../core/xml_scan.h"
#include "../core/gzip_stream.h"

/* Formats (sitemapFormatName gives the SQL names). */
#define SM_FMT_NONE    0
#define SM_FMT_URLSET  1
#define SM_FMT_INDEX   2
#define SM_FMT_TEXT    3
#define SM_FMT_RSS     4
#define SM_FMT_ATOM    5

/* Record kinds (sitemapKindName gives the SQL names). */
#define SM_KIND_URL       1
#define SM_KIND_SITEMAP   2
#define SM_KIND_TRUNCATED 3   /* the cut marker: reading stopped early */

/* Encodings of the (inflated) document. */
#define SM_ENC_UTF8    0
#define SM_ENC_UTF16LE 1
#define SM_ENC_UTF16BE 2
#define SM_ENC_LATIN1  3
#define SM_ENC_CP1252  4

/* Problem codes; sitemap_lint_codes.c holds their names, severities and
** texts. */
enum {
  SM_P_XML_MALFORMED = 1, SM_P_XML_TRUNCATED, SM_P_XML_DECL_NOT_FIRST,
  SM_P_DOCTYPE, SM_P_ENTITY_DECLARED, SM_P_ENTITY_NOT_EXPANDED,
  SM_P_UNKNOWN_ENTITY, SM_P_BARE_AMPERSAND, SM_P_HTML_ENTITY,
  SM_P_BAD_CHAR_REF, SM_P_ENCODING_NOT_UTF8, SM_P_INVALID_UTF8,
  SM_P_GZIP_TRUNCATED, SM_P_GZIP_CORRUPT, SM_P_GZIP_TRAILING,
  SM_P_GZIP_NESTED, SM_P_GZIP_MULTI, SM_P_INFLATE_CAP, SM_P_DEPTH,
  SM_P_NAMESPACE_MISSING, SM_P_NAMESPACE_WRONG, SM_P_UNKNOWN_FORMAT,
  SM_P_TOO_MANY_ENTRIES, SM_P_TOO_LARGE, SM_P_NO_ENTRIES,
  SM_P_LOC_MISSING, SM_P_LOC_RELATIVE, SM_P_LOC_NOT_HTTP, SM_P_LOC_TOO_LONG,
  SM_P_LOC_NOT_ESCAPED, SM_P_LOC_OUT_OF_SCOPE, SM_P_LOC_NOT_ASCII,
  SM_P_LASTMOD_INVALID, SM_P_CHANGEFREQ_INVALID, SM_P_PRIORITY_INVALID,
  SM_P_INDEX_LISTS_INDEX, SM_P_INDEX_LISTS_ITSELF, SM_P_MIXED_KINDS,
  SM_P_DUPLICATE_LOC, SM_P_DUPLICATE_FIELD, SM_P_EMPTY_DOCUMENT,
  SM_P_RECORD_TOO_LARGE, SM_P_TEXT_NOT_URL, SM_P_LOC_UNICODE_SPACE,
  SM_P_ITEM_NO_LINK,
  /* The extensions' rules (sitemap_lint_ext.c). */
  SM_P_IMAGE_TOO_MANY, SM_P_IMAGE_LOC_MISSING,
  SM_P_VIDEO_THUMBNAIL_MISSING, SM_P_VIDEO_TITLE_MISSING,
  SM_P_VIDEO_DESCRIPTION_MISSING, SM_P_VIDEO_LOCATION_MISSING,
  SM_P_VIDEO_DESCRIPTION_TOO_LONG, SM_P_VIDEO_DURATION_INVALID,
  SM_P_VIDEO_RATING_INVALID, SM_P_VIDEO_URL_INVALID, SM_P_VIDEO_URL_IS_PAGE,
  SM_P_NEWS_MORE_THAN_ONE, SM_P_NEWS_NAME_MISSING, SM_P_NEWS_LANGUAGE_MISSING,
  SM_P_NEWS_LANGUAGE_INVALID, SM_P_NEWS_DATE_MISSING, SM_P_NEWS_DATE_INVALID,
  SM_P_NEWS_TITLE_MISSING,
  SM_P_HREFLANG_INVALID, SM_P_HREFLANG_HREF_INVALID, SM_P_HREFLANG_SELF_MISSING,
  SM_P_COUNT
};

/* One queued problem; the detail lives in the reader until the next pop. */
typedef struct SitemapProblem {
  int eCode;           /* SM_P_xxx */
  int64_t iEntry;      /* 1-based record number, or 0 for the document */
  int64_t iLine;       /* 1-based line in the inflated document */
  Span detail;         /* what, e.g. the offending value */
} SitemapProblem;

/* Extension arrays of a record (sitemapRecordJson). */
#define SM_X_IMAGE 0
#define SM_X_VIDEO 1
#define SM_X_NEWS  2
#define SM_X_ALT   3   /* xhtml:link hreflang alternates */

/* One record, its fields in the form a binding returns them (it copies
** them).  Spans stay valid until the next sitemapNextRecord call; a field
** that is absent has z==NULL.  The extension arrays are built on demand by
** sitemapRecordJson.
**
** A record of kind SM_KIND_TRUNCATED is the cut marker: the last record of
** a document whose reading stopped before its end (the inflation cap, an
** entry over SM_RECORD_MAX).  Its loc is the reason (the sitemap_lint code
** "inflate-cap" or "record-too-large"), sitemapRecordLine the line where
** reading stopped, iEntry 0, every other field absent, no extension. */
typedef struct SitemapRecord {
  int eKind;           /* SM_KIND_URL, SM_KIND_SITEMAP or SM_KIND_TRUNCATED */
  int64_t iEntry;      /* 1-based number of the record element */
  Span loc;            /* decoded, trimmed, resolved if a base is known */
  Span lastmod;        /* as written, trimmed */
  Span changefreq;     /* trimmed, lower-cased (ASCII) */
  Span priority;       /* as written, trimmed */
  int hasPriority;     /* 1 when priority is a decimal (sitemapPriorityValue) */
  double rPriority;    /* its value, when hasPriority */
  Span changefreqRaw;  /* changefreq as written, trimmed (for the lint) */
} SitemapRecord;

typedef struct SitemapReader SitemapReader;

/* Open a reader over z[0..n) (kept, not copied, when it is plain UTF-8;
** it must outlive the reader).  zBase (may be NULL) resolves relative locs.
** bLint queues problems for sitemapNextProblem.  Returns NULL on OOM. */
SitemapReader *sitemapOpen(const CoreAlloc *pA, const char *z, size_t n,
                           const char *zBase, size_t nBase, int bLint);

/* Open a reader over the bytes of pSrc (a file read a piece at a time;
** it must outlive the reader), gzipped or not: the same records and
** problems as sitemapOpen over all of its bytes, through the bounded
** window (gzipStreamOpenSource).  Returns NULL on OOM. */
SitemapReader *sitemapOpenSource(const CoreAlloc *pA, const GzSource *pSrc,
                                 const char *zBase, size_t nBase, int bLint);

/* Fill *pRec with the next record.  Returns 1, 0 at the end, -1 on OOM,
** -2 when the CoreStop of sitemapSetStop said stop (the reader is then
** done).  When reading stopped before the end of the document, the last
** record is the cut marker (SM_KIND_TRUNCATED). */
int sitemapNextRecord(SitemapReader *p, SitemapRecord *pRec);

/* Ask pStop (which must outlive the reader; NULL: never) every
** CORE_STOP_EVERY bytes of input, inside long entries too. */
void sitemapSetStop(SitemapReader *p, const CoreStop *pStop);

/* The JSON array of extension eExt (SM_X_xxx) of the record last returned
** into *pOut (z==NULL when it has none), valid until the next record.
** Returns 0, or -1 when out of memory. */
int sitemapRecordJson(SitemapReader *p, int eExt, Span *pOut);

/* Line (1-based) where the record last returned starts. */
int64_t sitemapRecordLine(SitemapReader *p);

/* The format (SM_FMT_xxx), known once the first record was asked for. */
int sitemapFormatOf(SitemapReader *p);

/* Bytes of the inflated document scanned so far (all of it at the end). */
uint64_t sitemapBytes(SitemapReader *p);

/* Pop the oldest queued problem into *pOut: 1, or 0 when the queue is empty
** (or lost for lack of memory: see sitemapFailed). */
int sitemapNextProblem(SitemapReader *p, SitemapProblem *pOut);

/* Queue a problem (used by the lint on top of the reader's own). */
void sitemapAddProblem(SitemapReader *p, int eCode, int64_t iEntry,
                       int64_t iLine, const char *zDetail, size_t nDetail);

/* Release the reader. */
void sitemapClose(SitemapReader *p);

/* 1 if the reader ran out of memory (records or problems may be lost). */
int sitemapFailed(SitemapReader *p);

/* Once sitemapNextRecord returned 0 (or the cut marker): why reading
** stopped before the end of the document (SM_P_INFLATE_CAP,
** SM_P_RECORD_TOO_LARGE) with the line in *piLine, or 0 when it read it
** all.  The same rule for every input form: an entry over SM_RECORD_MAX
** (16 MiB) ends reading. */
int sitemapCut(SitemapReader *p, int64_t *piLine);

/* The format of z[0..n) without reading it all, SM_FMT_NONE if unknown, -1
** when out of memory. */
int sitemapDetectFormat(const CoreAlloc *pA, const char *z, size_t n);
/* sitemapDetectFormat asking pStop as the reader does (a document with no
** record is read to its end): also -2 when it said stop. */
int sitemapDetectFormatStop(const CoreAlloc *pA, const char *z, size_t n,
                            const CoreStop *pStop);

/* SQL name of a record kind: "url", "sitemap" or "truncated". */
const char *sitemapKindName(int eKind);

/* SQL name of a format, or NULL for SM_FMT_NONE. */
const char *sitemapFormatName(int eFormat);

/* A record's priority as a number: 1 and *pr when s is a decimal number
** in XML Schema's form ([+-]d[.d] or [+-].d, no exponent, up to 1,024
** bytes, read in full and independently of the C locale's radix
** character), else 0. */
int sitemapPriorityValue(Span s, double *pr);

/* 1 when s is a decimal (as sitemapPriorityValue reads it) whose exact
** value is from 0 to 1 (so -0.0 and 1.000 are in, 1.0000000001 is out). */
int sitemapPriorityInRange(Span s);

#endif /* ROBOTS_SITEMAP_READ_H */
