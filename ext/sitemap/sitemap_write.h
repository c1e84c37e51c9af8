/*
** sitemap_write.h: writing sitemaps.org documents (urlset and sitemapindex).
** Engine-neutral.  A binding starts at SitemapDoc (sitemap_write_doc.h):
** sitemapDocAdd takes one row (normalised, checked against the record rules
** and the protocol's limits, appended), sitemapDocMessage gives the
** complete text of a refusal, sitemapDocFinish the document.
** sitemapCheckMessage (sitemap_write_doc.h) and sitemapNormalizeLoc answer
** for one row (sitemap_check, sitemap_url_normalize).  This header holds
** what lies below them: a record is checked
** (sitemapCheckRecord), its exact size is known before it is written
** (sitemapRecordBytes), and it is appended to a growing buffer between a
** header and a footer (sitemapWriteRecord).  sitemapGzip compresses a
** finished document for a .xml.gz file.
**
** Files, each calling only those after it: sitemap_write_doc.c (documents,
** limits, messages; declared in sitemap_write_doc.h), sitemap_write.c
** (checking, writing), sitemap_write_url.c (normalising values),
** sitemap_write_fmt.c (number formatting, quoting values, gzip).
*/
#ifndef ROBOTS_SITEMAP_WRITE_H
#define ROBOTS_SITEMAP_WRITE_H

#include "../core/core.h"

/* The limits of the sitemaps.org protocol. */
#define SITEMAP_MAX_URLS   50000       /* records per document */
#define SITEMAP_MAX_BYTES  52428800    /* bytes per document, uncompressed */
#define SITEMAP_MAX_LOC    2048        /* characters per loc */

/* The two document kinds. */
typedef enum SitemapKind {
  SITEMAP_URLSET = 0,     /* <urlset> of <url> records */
  SITEMAP_INDEX = 1       /* <sitemapindex> of <sitemap> records */
} SitemapKind;

/* How a record holds its priority (SitemapOutRecord.hasPriority). */
#define SITEMAP_PRIORITY_NONE   0   /* none */
#define SITEMAP_PRIORITY_NUMBER 1   /* the number in priority */
#define SITEMAP_PRIORITY_TEXT   2   /* text that reads as no number, in
                                    ** priorityText: none when blank, else
                                    ** refused */

/* One record.  A span with z==NULL is omitted from the output. */
typedef struct SitemapOutRecord {
  Span loc;               /* required: absolute http(s) URL */
  Span lastmod;           /* W3C Datetime, or z==NULL */
  Span changefreq;        /* one of the seven values, or z==NULL */
  int hasPriority;        /* SITEMAP_PRIORITY_xxx */
  double priority;        /* 0.0 - 1.0 */
  Span priorityText;      /* the priority argument as given, when the binding
                          ** has it as text (z==NULL: none): a refusal quotes
                          ** it, else the number (sitemapFormatNumber) */
} SitemapOutRecord;

/* Why a record was refused (0 means it is fine). */
typedef enum SitemapError {
  SITEMAP_OK = 0,
  SITEMAP_ERR_LOC_MISSING,    /* loc is NULL or empty */
  SITEMAP_ERR_LOC_RELATIVE,   /* not an absolute http(s) URL with a host */
  SITEMAP_ERR_LOC_SPACE,      /* white space or a control character in loc */
  SITEMAP_ERR_LOC_LONG,       /* more than 2,048 characters */
  SITEMAP_ERR_UTF8,           /* bytes that are not UTF-8 */
  SITEMAP_ERR_XML_CHAR,       /* a character XML 1.0 cannot carry */
  SITEMAP_ERR_LASTMOD,        /* not a W3C Datetime */
  SITEMAP_ERR_CHANGEFREQ,     /* not one of the seven values */
  SITEMAP_ERR_PRIORITY,       /* outside 0.0 - 1.0 (or not a number) */
  SITEMAP_ERR_FIELD,          /* a field the document kind does not have */
  SITEMAP_ERR_LOC_NOT_ESCAPED,/* a character RFC 3986 never allows raw */
  SITEMAP_ERR_LOC_HOST        /* a host that cannot be a host name */
} SitemapError;

/* ---- records (sitemap_write.c, sitemap_write_url.c) ---------------------- */

/* Check a record for a document of kind eKind as it is: SITEMAP_OK when
** sitemapWriteRecord may write it unchanged, else the first problem found
** (white space or a character RFC 3986 never allows raw in loc, a lastmod
** that is not a W3C Datetime, ...); *pzField (if not NULL) gets the field's
** name.  sitemapNormalizeRecord makes the record that is written. */
SitemapError sitemapCheckRecord(SitemapKind eKind, const SitemapOutRecord *p,
                                const char **pzField);

/* The text field a problem names (zField as *pzField gives it: "lastmod",
** "changefreq", else loc) in record *p, for a message that quotes the
** value; a priority is a number the caller formats. */
const Span *sitemapFieldValue(const SitemapOutRecord *p, const char *zField);

/* A one-line English description of an error code. */
const char *sitemapErrorText(SitemapError e);

/* The exact number of bytes sitemapWriteRecord appends for a checked record. */
size_t sitemapRecordBytes(SitemapKind eKind, const SitemapOutRecord *p);

/* Append one checked record (one line).  Returns 0, or -1 when out of
** memory. */
int sitemapWriteRecord(CoreBuf *pOut, SitemapKind eKind,
                       const SitemapOutRecord *p);

/* Normalise a record and append it: what sitemapNormalizeRecord makes,
** written as sitemapWriteRecord writes it.  A loc that needs no change (the
** usual case) is checked and written in one pass, with no allocation.
** Returns SITEMAP_OK, or why the record cannot be written (*pzField set)
** with nothing appended.  Out of memory sets pOut->oom. */
SitemapError sitemapAppendRecord(CoreBuf *pOut, SitemapKind eKind,
                                 const SitemapOutRecord *p, const char **pzField);

/* Bytes sitemapNormalizeLastmod may write at its zBuf. */
#define SITEMAP_LASTMOD_MAX 64

/* A record in the form it is written (from sitemapNormalizeRecord): rec
** passes sitemapCheckRecord; its spans point into the input record, into
** zLastmod, into static text, or into the caller's loc buffer. */
typedef struct SitemapNormRecord {
  SitemapOutRecord rec;
  char zLastmod[SITEMAP_LASTMOD_MAX];
} SitemapNormRecord;

/* Append to pOut the URL the writer writes for loc z[0..n): white space
** around it trimmed; scheme and host lower-case; a host with non-ASCII
** characters or percent-escapes in IDNA form (Punycode); in userinfo, path,
** query and fragment every character RFC 3986 does not allow (white space,
** controls, " < > \ ^ ` { | } DEL, a % without two hex digits, non-ASCII
** characters as their UTF-8 bytes) percent-encoded as %XX.  The result is
** ASCII.  Returns SITEMAP_OK, or why loc cannot be written (missing, not
** absolute http(s) with a host, a bad host, invalid UTF-8, over 2,048
** characters once encoded) with pOut as it was.  Out of memory sets
** pOut->oom and returns SITEMAP_OK. */
SitemapError sitemapNormalizeLoc(const char *z, size_t n, CoreBuf *pOut);

/* The lastmod written for z[0..n) into *pOut: z==NULL (none) for NULL, empty
** or white space only; a W3C Datetime (trimmed) as it is; SQLite's
** "YYYY-MM-DD hh:mm[:ss[.s+]]" (UTC) as "YYYY-MM-DDThh:mm[:ss[.s+]]+00:00"
** in zBuf (SITEMAP_LASTMOD_MAX bytes).  Returns SITEMAP_OK or
** SITEMAP_ERR_LASTMOD. */
SitemapError sitemapNormalizeLastmod(const char *z, size_t n, char *zBuf,
                                     Span *pOut);

/* The changefreq written for z[0..n) into *pOut: none for NULL, empty or
** white space only, else one of the seven values (trimmed, any case) in
** lower case.  Returns SITEMAP_OK or SITEMAP_ERR_CHANGEFREQ. */
SitemapError sitemapNormalizeChangefreq(const char *z, size_t n, Span *pOut);

/* The priority rule of record *p for a document of kind eKind: SITEMAP_OK
** with *pHas the form written (SITEMAP_PRIORITY_NONE or _NUMBER), else
** SITEMAP_ERR_FIELD (an index has none) or SITEMAP_ERR_PRIORITY (outside
** 0.0 - 1.0, NaN, text that is not blank and no number). */
SitemapError sitemapCheckPriority(SitemapKind eKind, const SitemapOutRecord *p,
                                  int *pHas);

/* The seven changefreq values in their written (lower-case) form, each
** padded to 8 bytes, their lengths, and the index of z[0..n) among them
** (any case; -1 when it is none). */
extern const char sitemapFreqName[7][8];
extern const unsigned char sitemapFreqLen[7];
int sitemapFreqIndex(const char *z, size_t n);

/* Normalise record *p for a document of kind eKind into *pOut: loc by
** sitemapNormalizeLoc, appended to pLoc (pOut->rec.loc points there, valid
** until pLoc changes), lastmod and changefreq as above, priority checked.
** Returns SITEMAP_OK or the first problem, *pzField (if not NULL) naming
** the field.  Out of memory sets pLoc->oom. */
SitemapError sitemapNormalizeRecord(SitemapKind eKind, const SitemapOutRecord *p,
                                    CoreBuf *pLoc, SitemapNormRecord *pOut,
                                    const char **pzField);

/* Append the XML declaration and the opening root element. */
int sitemapWriteHeader(CoreBuf *pOut, SitemapKind eKind);

/* Append the closing root element. */
int sitemapWriteFooter(CoreBuf *pOut, SitemapKind eKind);

/* Bytes of the footer alone. */
size_t sitemapFooterBytes(SitemapKind eKind);

/* Bytes of header plus footer: a document is this plus its records. */
size_t sitemapFrameBytes(SitemapKind eKind);

/* Bytes z[0..n) takes once the five XML entities are escaped. */
size_t sitemapEscapedBytes(const char *z, size_t n);

/* Append z[0..n) with & < > " ' escaped as the five predefined entities. */
int sitemapEscape(CoreBuf *pOut, const char *z, size_t n);

/* Bytes sitemapFormatPriority may write, its NUL included: the smallest
** double above zero needs 323 zeros after the point, then 17 digits. */
#define SITEMAP_PRIORITY_MAX 352

/* Write a priority in [0,1] as the shortest plain decimal (no exponent)
** that reads back as the same double, with at least one digit after the
** point ("0.5", "1.0", "0.85", "0.000000055555555555555555").  zOut must
** hold SITEMAP_PRIORITY_MAX bytes; returns the length. */
size_t sitemapFormatPriority(double r, char *zOut);

/* The priorities with one decimal (k/10.0), the usual ones, and their
** written form ("0.0" ... "1.0"): sitemapFormatPriority's fast path. */
extern const double sitemapTenth[11];
extern const char sitemapTenthText[11][4];

/* Write a short, printable, quoted form of z[0..n) for an error message
** (at most about 80 bytes; bytes that are not printable ASCII as \xHH). */
int sitemapQuoteValue(CoreBuf *pOut, const char *z, size_t n);

/* Compress z[0..n) as one gzip member (zlib, level 0-9 or -1 for the
** default), appended to pOut.  Returns 0, or -1 when out of memory. */
int sitemapGzip(const char *z, size_t n, int level, CoreBuf *pOut);
/* Whether sitemap_gzip may compress at level (NULL is -1): NULL when it
** may (0 to 9, or -1 for zlib's default), else the refusal (static text,
** without the function's name). */
const char *sitemapGzipLevelError(int64_t level);
/* sitemapGzip asking pStop every CORE_STOP_EVERY input bytes: 0, -1 when
** out of memory, -2 when it said stop (pOut then holds a partial member). */
int sitemapGzipStop(const char *z, size_t n, int level, CoreBuf *pOut,
                    const CoreStop *pStop);

#endif /* ROBOTS_SITEMAP_WRITE_H */
