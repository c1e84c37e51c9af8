/*
** sitemap_write.h: writing sitemaps.org documents (urlset and sitemapindex).
** Engine-neutral.  A binding starts at SitemapDoc: sitemapDocAdd takes one
** row (normalised, checked against the record rules and the protocol's
** limits, appended), sitemapDocMessage gives the complete text of a
** refusal, sitemapDocFinish the document.  sitemapCheckMessage and
** sitemapNormalizeLoc answer for one row (sitemap_check,
** sitemap_url_normalize).  Below them: a record is checked
** (sitemapCheckRecord), its exact size is known before it is written
** (sitemapRecordBytes), and it is appended to a growing buffer between a
** header and a footer (sitemapWriteRecord).  sitemapGzip compresses a
** finished document for a .xml.gz file.
**
** Files, each calling only those after it: sitemap_write_doc.c (documents,
** limits, messages), sitemap_write.c (checking, writing, gzip),
** sitemap_write_url.c (normalising values).
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

/* ---- one document, row by row (sitemap_write_doc.c) ---------------------- */

/* What sitemapDocAdd did with a row. */
typedef enum SitemapDocStatus {
  SITEMAP_DOC_OK = 0,       /* appended */
  SITEMAP_DOC_REFUSED,      /* the record breaks a rule (eErr, zField) */
  SITEMAP_DOC_TOO_MANY,     /* a row past SITEMAP_MAX_URLS */
  SITEMAP_DOC_TOO_LARGE,    /* the document would pass SITEMAP_MAX_BYTES */
  SITEMAP_DOC_HOST_LIMIT,   /* it would pass the host's own limit (nHostMax) */
  SITEMAP_DOC_NOMEM         /* out of memory */
} SitemapDocStatus;

/* A document being written.  After a status other than SITEMAP_DOC_OK the
** document is failed: the caller raises sitemapDocMessage and adds no more
** rows. */
typedef struct SitemapDoc {
  CoreBuf buf;              /* header and records so far */
  int64_t nRow;             /* rows given to sitemapDocAdd, the last included */
  size_t nMax;              /* bytes buf may reach, the footer kept aside */
  size_t nHostMax;          /* the host's limit on the whole document */
  SitemapKind eKind;
  SitemapDocStatus eStatus; /* of the last row */
  SitemapError eErr;        /* why it was refused (SITEMAP_DOC_REFUSED) */
  const char *zField;       /* which field */
} SitemapDoc;

/* Start document *d of kind eKind, its buffer allocating from pA (which
** must outlive it), header written.  nHostMax: the most bytes the host can
** return (SIZE_MAX for no limit of its own).  Out of memory shows at the
** first sitemapDocAdd. */
void sitemapDocInit(SitemapDoc *d, const CoreAlloc *pA, SitemapKind eKind,
                    size_t nHostMax);

/* Add row d->nRow+1: normalised and checked (sitemapAppendRecord), the
** protocol's limits (50,000 rows, 52,428,800 bytes) and the host's.
** Returns the status (also in d->eStatus); nothing of a refused row is
** kept. */
SitemapDocStatus sitemapDocAdd(SitemapDoc *d, const SitemapOutRecord *p);

/* Append to pOut the complete message of d's last status, for function
** zFunc, p the row given to sitemapDocAdd (priorityText may be filled in
** after the refusal):
**   "zFunc(): row N: loc 'ftp://e.com/' is not an absolute http or https URL"
**   "zFunc(): row N: more entries than 50000; number the rows into parts"
** bPart: the binding has sitemap_part, which the advice then names
** ("... into parts with sitemap_part()").  Returns 0, -1 out of memory. */
int sitemapDocMessage(const SitemapDoc *d, const SitemapOutRecord *p,
                      const char *zFunc, int bPart, CoreBuf *pOut);

/* A hint for the limit errors where there is no sitemap_part: how to
** number the rows into parts in SQL. */
const char *sitemapDocHint(void);

/* Append the footer: d->buf is then the whole document (UTF-8, no NUL).
** Returns 0, -1 out of memory. */
int sitemapDocFinish(SitemapDoc *d);

/* Release d's buffer. */
void sitemapDocFree(SitemapDoc *d);

/* ---- numbering rows into parts (sitemap_write_doc.c) -------------------- */

/* What sitemapPartsAdd and sitemapPartsPlace did. */
typedef enum SitemapPartsStatus {
  SITEMAP_PARTS_OK = 0,
  SITEMAP_PARTS_REFUSED,     /* the record breaks a rule (eErr, zField) */
  SITEMAP_PARTS_LIMIT_RANGE, /* a limit argument outside its range (iArg) */
  SITEMAP_PARTS_ALONE,       /* one record makes a document over max_bytes */
  SITEMAP_PARTS_TOGETHER,    /* rows that come together fit in no part */
  SITEMAP_PARTS_NOMEM
} SitemapPartsStatus;

/* The parts of one run of rows (sitemap_part): each row is measured as
** sitemap_urlset writes it; the rows added since the last placing (one row,
** or the peers of an ORDER BY value) go whole into the current part when
** they fit, else into a new one. */
typedef struct SitemapParts {
  int64_t nRow;             /* rows added */
  int64_t iPart;            /* current part (0: none yet) */
  int64_t nInPart;          /* rows placed in part iPart */
  int64_t nBytes;           /* document bytes of part iPart */
  int64_t nPend;            /* rows added but not yet placed */
  int64_t nPendBytes;       /* their record bytes */
  int64_t nMaxUrls;         /* limits of the last row */
  int64_t nMaxBytes;
  int64_t nAggParts;        /* parts counted row by row (no placing) */
  int64_t nAggIn;           /* rows in the last of them */
  int64_t nAggBytes;        /* its document bytes */
  int64_t nRecBytes;        /* bytes of the last row's record */
  CoreBuf loc;              /* the normalised loc of the row (reused) */
  SitemapPartsStatus eStatus;
  SitemapError eErr;        /* SITEMAP_PARTS_REFUSED: why */
  const char *zField;       /* and which field */
  int iArg;                 /* SITEMAP_PARTS_LIMIT_RANGE: 0 max_urls, 1 max_bytes */
  int64_t iBad;             /* and the value */
} SitemapParts;

/* Start *p, allocating from pA (which must outlive it). */
void sitemapPartsInit(SitemapParts *p, const CoreAlloc *pA);

/* A limit argument that was not given (or NULL): the protocol's. */
#define SITEMAP_PARTS_PROTOCOL INT64_MIN

/* Add row nRow+1 with limits nMaxUrls (1-50,000) and nMaxBytes
** (1-52,428,800), or SITEMAP_PARTS_PROTOCOL.  Returns the status (also in
** p->eStatus). */
SitemapPartsStatus sitemapPartsAdd(SitemapParts *p, const SitemapOutRecord *r,
                                   int64_t nMaxUrls, int64_t nMaxBytes);

/* Place the rows added since the last call: p->iPart is then their part. */
SitemapPartsStatus sitemapPartsPlace(SitemapParts *p);

/* The number of parts the rows need when nothing was placed (sitemap_part
** as a plain aggregate): counted row by row. */
int64_t sitemapPartsCount(const SitemapParts *p);

/* Append the complete message of p's last status for function zFunc (r:
** the last row given to sitemapPartsAdd).  Returns 0, -1 out of memory. */
int sitemapPartsMessage(const SitemapParts *p, const SitemapOutRecord *r,
                        const char *zFunc, CoreBuf *pOut);

/* Release p's memory. */
void sitemapPartsFree(SitemapParts *p);

/* Append "zFunc(): row N: " (the start of every message about a row). */
int sitemapRowPrefix(CoreBuf *pOut, const char *zFunc, int64_t iRow);

/* Append "zFunc(): row N: field 'value' text": why row iRow's record *p
** failed check e on field zField (as sitemapAppendRecord set them). */
int sitemapRowMessage(CoreBuf *pOut, const char *zFunc, int64_t iRow,
                      const SitemapOutRecord *p, SitemapError e,
                      const char *zField);

/* Append "field 'value' text" (sitemapRowMessage without the function and
** row).  The value is quoted as given (sitemapQuoteValue; NULL when
** absent); a priority without priorityText as sitemapFormatNumber writes
** it. */
int sitemapRecordMessage(CoreBuf *pOut, const SitemapOutRecord *p,
                         SitemapError e, const char *zField);

/* sitemap_check: 0 when a urlset would write record *p (nothing appended),
** 1 with why not appended to pOut (sitemapRecordMessage), -1 out of
** memory. */
int sitemapCheckMessage(CoreBuf *pOut, const SitemapOutRecord *p);

/* Bytes sitemapFormatNumber may write, its NUL included. */
#define SITEMAP_NUMBER_MAX 32

/* Write r as SQLite's printf("%!.15g") does, for a message: 15 significant
** digits, trailing zeros dropped but one digit after the point ("2.0",
** "0.85", "1.0e+20", "1.5e-07"), "Inf", "-Inf", "NaN".  Independent of the
** C locale.  zOut holds SITEMAP_NUMBER_MAX bytes; returns the length. */
size_t sitemapFormatNumber(double r, char *zOut);

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

/* Write a short, printable, quoted form of z[0..n) for an error message
** (at most about 80 bytes; bytes that are not printable ASCII as \xHH). */
int sitemapQuoteValue(CoreBuf *pOut, const char *z, size_t n);

/* Compress z[0..n) as one gzip member (zlib, level 0-9 or -1 for the
** default), appended to pOut.  Returns 0, or -1 when out of memory. */
int sitemapGzip(const char *z, size_t n, int level, CoreBuf *pOut);
/* sitemapGzip asking pStop every CORE_STOP_EVERY input bytes: 0, -1 when
** out of memory, -2 when it said stop (pOut then holds a partial member). */
int sitemapGzipStop(const char *z, size_t n, int level, CoreBuf *pOut,
                    const CoreStop *pStop);

#endif /* ROBOTS_SITEMAP_WRITE_H */
