/*
** sitemap_write_doc.h: writing a sitemap document row by row (SitemapDoc),
** numbering rows into parts (SitemapParts) and the messages about a row,
** all in sitemap_write_doc.c, on top of the record writer of
** sitemap_write.h.  A binding that writes documents starts here.
*/
#ifndef ROBOTS_SITEMAP_WRITE_DOC_H
#define ROBOTS_SITEMAP_WRITE_DOC_H

#include "sitemap_write.h"

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
  SITEMAP_PARTS_NOMEM,
  SITEMAP_PARTS_FRAME_START, /* the frame does not start at the first row */
  SITEMAP_PARTS_FRAME_END,   /* the frame does not end at the current row */
  SITEMAP_PARTS_NOT_WINDOW   /* no window (an aggregate), or EXCLUDE */
} SitemapPartsStatus;

/* A bound of a window frame, as the query wrote it.  An offset of 0 in ROWS
** or GROUPS is SITEMAP_FRAME_CURRENT_ROW (it is the same frame). */
typedef enum SitemapFrameBound {
  SITEMAP_FRAME_UNBOUNDED_PRECEDING = 0,
  SITEMAP_FRAME_PRECEDING,           /* N PRECEDING */
  SITEMAP_FRAME_CURRENT_ROW,
  SITEMAP_FRAME_FOLLOWING,           /* N FOLLOWING */
  SITEMAP_FRAME_UNBOUNDED_FOLLOWING
} SitemapFrameBound;

/* Which rows a frame brings with the current row, to be placed together. */
typedef enum SitemapFrameBring {
  SITEMAP_BRING_ROW = 0,     /* the row alone (ROWS ... CURRENT ROW) */
  SITEMAP_BRING_PEERS,       /* the row and its peers (RANGE, GROUPS) */
  SITEMAP_BRING_ALL          /* every row, at the first (UNBOUNDED FOLLOWING) */
} SitemapFrameBring;

/* A window frame as a host that reads its frame clause describes it. */
typedef struct SitemapFrame {
  int bRows;                 /* ROWS (else RANGE or GROUPS) */
  int bRange;                /* RANGE: offsets count values, not rows */
  SitemapFrameBound eStart;
  SitemapFrameBound eEnd;
  int bExclude;              /* EXCLUDE CURRENT ROW, GROUP or TIES */
} SitemapFrame;

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
  int64_t nRecBytes;        /* bytes of the last row's record */
  CoreBuf loc;              /* the normalised loc of the row (reused) */
  SitemapPartsStatus eStatus;
  SitemapError eErr;        /* SITEMAP_PARTS_REFUSED: why */
  const char *zField;       /* and which field */
  int iArg;                 /* SITEMAP_PARTS_LIMIT_RANGE: 0 max_urls, 1 max_bytes */
  int64_t iBad;             /* and the value */
  SitemapPartsStatus eNoRow; /* a placing without a new row: FRAME_END, or
                             ** what sitemapPartsFrame says follows ALL */
} SitemapParts;

/* Start *p, allocating from pA (which must outlive it). */
void sitemapPartsInit(SitemapParts *p, const CoreAlloc *pA);

/* Add row nRow+1 with limits *pMaxUrls (1-50,000) and *pMaxBytes
** (1-52,428,800); a NULL pointer (the argument not given, or SQL NULL) is
** the protocol's limit.  Every other value is checked, so no number given
** stands for "not given".  Returns the status (also in p->eStatus). */
SitemapPartsStatus sitemapPartsAdd(SitemapParts *p, const SitemapOutRecord *r,
                                   const int64_t *pMaxUrls,
                                   const int64_t *pMaxBytes);

/* Place the rows added since the last call (the rows the window's frame
** brought with the current row): p->iPart is then their part.  No row
** since the last call means the frame does not end at the current row
** (SITEMAP_PARTS_FRAME_END). */
SitemapPartsStatus sitemapPartsPlace(SitemapParts *p);

/* Whether parts can be numbered under frame *f, and how.  The frames
** allowed start at UNBOUNDED PRECEDING, end at the CURRENT ROW and exclude
** nothing: under ROWS each row is placed alone (peers may go to different
** parts), under RANGE or GROUPS a row with its peers.  Returns
** SITEMAP_PARTS_OK with *peBring set, or the refusal (also in p->eStatus).
** Other frames are refused as a host that sees only the rows a frame
** brings (sitemapPartsPlace, sitemapPartsDrop) meets it first on a
** partition whose rows fit: so a frame ending at UNBOUNDED FOLLOWING is
** OK with SITEMAP_BRING_ALL (every row placed at the first, which may be
** SITEMAP_PARTS_TOGETHER), and the next placing, which has no new row,
** raises its refusal. */
SitemapPartsStatus sitemapPartsFrame(SitemapParts *p, const SitemapFrame *f,
                                     SitemapFrameBring *peBring);

/* A row left the frame (a frame that does not start at UNBOUNDED
** PRECEDING): always SITEMAP_PARTS_FRAME_START, as parts count from the
** partition's first row. */
SitemapPartsStatus sitemapPartsDrop(SitemapParts *p);

/* The host ended the rows without asking for a part (used as a plain
** aggregate, or a frame the host computes afresh for each row, as SQLite
** does with EXCLUDE): always SITEMAP_PARTS_NOT_WINDOW. */
SitemapPartsStatus sitemapPartsUnasked(SitemapParts *p);


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

#endif /* ROBOTS_SITEMAP_WRITE_DOC_H */
