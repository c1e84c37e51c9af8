/*
** sitemap_state.h: the inside of the sitemap reader: its state (one
** SitemapReader) and the functions its files give each other.  The files
** are layers; each calls only the ones below it, never back up:
**
**   sitemap_read_api.c  the public API: open, close, sitemapNextRecord,
**                    the accessors
**   sitemap_read.c   tokens, structure, records
**   sitemap_fast.c   flat records read with memchr and memcmp
**   sitemap_ext.c    image/video/news/alternate objects as JSON
**   sitemap_input.c  the bytes: in place, or a window refilled from gzip
**                    and transcoding
**   sitemap_state.c  problems and lines, value cleaning, the role table
**
** Not for other modules: they use sitemap_read.h.
*/
#ifndef ROBOTS_SITEMAP_STATE_H
#define ROBOTS_SITEMAP_STATE_H

#include "sitemap_read.h"

#define SM_WINDOW      (256*1024)  /* initial window for gzip/transcoding */
#define SM_RECORD_MAX  (16*1024*1024)  /* largest entry, in every input form */
#define SM_WINDOW_MAX  (32*1024*1024)  /* largest window: an entry of
                                       ** SM_RECORD_MAX fits with room */
#define SM_RAW_CHUNK   (64*1024)   /* raw bytes pulled per transcoding step */
#define SM_MAX_STACK   10000       /* depths whose names are checked */
#define SM_MAX_SEARCH  64          /* levels searched for a mismatched end */

/* Record fields and extension arrays. */
#define SM_F_LOC        0
#define SM_F_LASTMOD    1
#define SM_F_CHANGEFREQ 2
#define SM_F_PRIORITY   3
#define SM_N_FIELD      4
#define SM_N_EXT        4      /* SM_X_xxx, in sitemap_read.h */

/* Roles of a record's child elements. */
#define SM_R_NONE     0
#define SM_R_FIELD    1   /* iArg = SM_F_xxx */
#define SM_R_EXT      2   /* iArg = SM_X_xxx: children become keys */
#define SM_R_ALT      3   /* xhtml:link hreflang alternate */
#define SM_R_ATOMLINK 4   /* Atom <link href rel> */

#define SM_M_SITEMAP ((1<<SM_FMT_URLSET)|(1<<SM_FMT_INDEX))
#define SM_M_RSS     (1<<SM_FMT_RSS)
#define SM_M_ATOM    (1<<SM_FMT_ATOM)

/* What each child element of a record means, by format. */
#define SM_NAME(s) s, sizeof(s)-1   /* a name and its length */

struct SmRole {
  unsigned fmtMask; const char *zLocal; size_t nLocal; int eRole; int iArg;
};

/* Root elements, their format and the depth of their records. */
struct SmRoot {
  const char *zLocal; int eFormat; int recDepth;
};

/* Record elements and the kind of record they make. */
struct SmRecName {
  unsigned fmtMask; const char *zLocal; size_t nLocal; int eKind;
};

/* A decoding flag beside the XML_D_xxx ones: invalid UTF-8 was replaced. */
#define SM_D_BAD_UTF8 0x100
/* ... and Unicode white space was trimmed from a loc. */
#define SM_D_UNI_SPACE 0x200

/* States of the top-level loop. */
#define SM_S_START   0   /* nothing read yet */
#define SM_S_XML     1   /* between records of an XML document */
#define SM_S_TEXT    2   /* a text sitemap */
#define SM_S_DONE    3

/* A text capture in progress (one field or one extension key). */
typedef struct SmCap {
  int bActive;
  size_t depth;        /* depth of the captured element */
  int nPiece;
  int bInBuf;          /* the value is being assembled in pBuf */
  Span first;          /* the value while it is one undecoded piece */
  CoreBuf *pBuf;
  unsigned dflags;     /* XML_D_xxx seen */
} SmCap;

/* What must be restored to re-read a record after a refill. */
typedef struct SmSave {
  size_t iTok;         /* window offset of the record's start tag */
  size_t depth;
  size_t nProb, nProbText;
  size_t iLinePos;
  int64_t iLine;
  int64_t nEntry;
} SmSave;

#define SM_PEND_MAX  16    /* extension objects of a record left for later */

/* A child element remembered from the previous flat records. */
#define SM_TPL_MAX   16    /* children remembered per record */
#define SM_TPL_NAME  32    /* longest name remembered */
typedef struct SmTpl {
  unsigned char nName;           /* 0: nothing remembered */
  unsigned char iLocal;          /* offset of the local name */
  char zName[SM_TPL_NAME];       /* the qualified name */
  const struct SmRole *pRole;    /* its role (NULL: ignored) */
} SmTpl;

struct SitemapReader {
  const CoreAlloc *pA;
  int bLint;
  /* input */
  const char *zDoc; size_t nDoc;
  const GzSource *pSrc;           /* sitemapOpenSource: the input */
  int bGzip; GzStream gz;         /* read through gz (gzip or a source) */
  int eEnc;
  const unsigned char *zRawSrc;   /* plain source being transcoded */
  size_t nRawSrc, iRawSrc;
  unsigned char *zRaw;            /* gzip bytes awaiting transcoding */
  size_t nRaw, iRaw;
  int bRawEof;
  char *zWin; size_t nWinAlloc;   /* owned window (NULL when in place) */
  uint64_t nScanned;              /* bytes shifted out of the window */
  XmlScan sc;
  /* lines */
  size_t iLinePos; int64_t iLine;
  /* structure */
  int eState, eFormat, recDepth;
  size_t depth;
  uint32_t *aHash; size_t nHashAlloc;
  int bRootSeen, bRootClosed, bDepthReported, bAfterRootReported;
  int bTruncReported;
  int eCut;                       /* reading stopped early: SM_P_xxx */
  const CoreStop *pStop;          /* asked as reading goes (NULL: never) */
  uint64_t nNextAsk;              /* input position of the next question */
  int bStopped;                   /* it said stop */
  int64_t iCutLine;               /* where */
  int bCutShown;                  /* the cut marker was returned */
  int64_t nEntry;
  int bInRecord;                  /* problems belong to record nEntry */
  CoreBuf feedBase;               /* Atom xml:base of the root */
  CoreBuf base;                   /* base_url argument */
  /* the record being read */
  size_t iRecPos;
  int eRecKind;
  Span recBase;                   /* xml:base of the record element */
  Span recAttrs;                  /* attributes of the record element */
  CoreBuf nsRoot;                 /* root prefixes bound to the format's
                                  ** namespace, each NUL-terminated */
  Span aField[SM_N_FIELD];
  unsigned aFieldFlags[SM_N_FIELD];
  CoreBuf aFieldBuf[SM_N_FIELD];
  CoreBuf aJson[SM_N_EXT];
  unsigned jsonClosed;            /* aJson[k] has its ']' (bit k) */
  struct SmPend {                 /* extension objects not yet in aJson */
    size_t iBody; Span name; int eExt;
  } aPend[SM_PEND_MAX];
  int nPend;
  int eExt; size_t extDepth;      /* extension object being read (-1 none) */
  CoreBuf extIdx, extBytes;       /* its key/value pairs */
  Span extKey;
  SmCap cap; int eCapField;       /* -1: capturing an extension key */
  CoreBuf resolved, tmp, extCap;
  CoreBuf lower;                  /* a changefreq lower-cased */
  int64_t iRecLine;               /* line of the record, -1: not counted */
  int64_t iTextLine;
  SmTpl aTpl[SM_TPL_MAX];         /* children of the last flat records */
  SmTpl recTag;                   /* start tag of the last record */
  int eRecTagKind;                /* its kind */
  /* problems */
  CoreBuf probQ, probText;
  size_t iProbHead;
};

/* sitemap_read.c */
/* Decide between XML and text from the start of the document (eState). */
void smStart(SitemapReader *p);
/* Next record of an XML document: 1, 0 at the end, -1 on OOM, -2 stopped. */
int smXmlNext(SitemapReader *p, SitemapRecord *pRec);
/* Next record of a text sitemap (one URL per non-blank line): as
** smXmlNext. */
int smTextNext(SitemapReader *p, SitemapRecord *pRec);

/* sitemap_state.c */
/* Line (1-based) of window offset i, moving the line checkpoint there. */
int64_t smLineAt(SitemapReader *p, size_t i);
/* 1 when the caller's CoreStop says stop, asked once every CORE_STOP_EVERY
** bytes of input (p->bStopped stays set).  Cheap to call per token. */
int smStopped(SitemapReader *p);
/* Reading stops early at window offset i for reason eCode (SM_P_xxx): the
** problem is queued and sitemapCut reports it. */
void smCut(SitemapReader *p, int eCode, size_t i);
/* Queue a problem at window offset i for the current record (or none). */
void smProblem(SitemapReader *p, int eCode, size_t i, const char *zDetail,
               size_t nDetail);
/* Finish a value: trim it, clean its UTF-8 (into pBuf when it must change)
** and report its decoding flags *pF as problems at iPos. */
Span smValue(SitemapReader *p, Span v, CoreBuf *pBuf, unsigned *pF,
             int bLoc, size_t iPos);
/* The role of a record's child named local in format eFormat, or NULL. */
const struct SmRole *smFindRole(int eFormat, Span local);
/* The role of a record's child with qualified name `name`, local name
** `local` and attributes `attrs`: as smFindRole, except that a field
** (loc, lastmod, ..., an Atom link) counts only in the format's own
** namespace or in none; a prefix must be bound to it by the element, the
** record or the root (so <foo:loc> is not the loc). */
const struct SmRole *smChildRole(SitemapReader *p, Span name, Span local,
                                 Span attrs);
/* The namespace the root of format eFormat must declare (sitemaps.org's,
** Atom's), or NULL when none is checked (RSS, text). */
const char *smFormatNamespace(int eFormat);
/* 1 if ns is a namespace of format eFormat's own elements. */
int smIsFieldNs(int eFormat, Span ns);
/* Remember the root's prefixes bound to the format's namespace. */
void smRootNamespaces(SitemapReader *p, Span attrs);

/* sitemap_ext.c */
void smExtAdd(SitemapReader *p, Span key, Span attr, Span val);
void smExtBegin(SitemapReader *p, int eExt, size_t d);
void smExtEnd(SitemapReader *p);
void smExtAttrs(SitemapReader *p, Span local, Span attrs);
void smAlternate(SitemapReader *p, const XmlToken *t);
void smAtomLink(SitemapReader *p, const XmlToken *t);

/* sitemap_input.c */
void smFill(SitemapReader *p);
int smRefill(SitemapReader *p, size_t iKeep);
int smOpenInput(SitemapReader *p);
void smReportInput(SitemapReader *p);

/* sitemap_fast.c */
#define SM_FAST_BAIL 3
int smFastRecord(SitemapReader *p, const XmlToken *t);
void smRememberRecordTag(SitemapReader *p, const XmlToken *t, int eKind);
int smFastRecordStart(SitemapReader *p, XmlToken *t, size_t *piTok);
size_t smFastExt(SitemapReader *p, size_t i, Span name, int eExt, int bBuild);

#endif /* ROBOTS_SITEMAP_STATE_H */
