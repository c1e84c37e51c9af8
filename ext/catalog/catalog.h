/*
** catalog.h: one description of every SQL function, which the bindings
** (SQLite, PostgreSQL, DuckDB) read and adapt.  A function is a CatFunc:
** its name, its arguments (name, kind, what NULL means), its result kind,
** flags (determinism, which hosts offer it) and either a scalar call or a
** table (columns and a cursor over the engine).  A binding converts each
** host value into a CatValue, calls, and converts the result and the
** result code back; it decides nothing else.
**
**   static const CatArg aFlipArg[] = {
**     { "old", CAT_BYTES, CAT_NULL_RESULT }, { "new", CAT_BYTES, CAT_NULL_RESULT },
**     { "agent", CAT_TEXT, CAT_NULL_RESULT }, { "url", CAT_TEXT, CAT_NULL_RESULT },
**   };
**   const CatFunc catFlipFunc = { "robots_flip", "...", aFlipArg, 4, 4,
**     CAT_JSON, CAT_PURE, flipCall, NULL, {...samples...} };
**
** The result convention of every call: CAT_OK (the value, which may be
** NULL), CAT_NOMEM, CAT_STOPPED (the host's stop hook said stop) or
** CAT_REFUSED (the message, the text after "name(): ", in ctx->err).
** Start at CatFunc.
*/
#ifndef ROBOTS_CATALOG_H
#define ROBOTS_CATALOG_H

#include "../core/core.h"

/* The product's version, which robots_version() returns in every host.  The
** public header ext/sqlite/sqlite-robots.h repeats it for C programs as
** SQLITE_ROBOTS_VERSION; the Makefile refuses to build when they differ. */
#define CAT_VERSION "0.1.0"

/* ---- Kinds: of arguments, of results and of table columns ------------ */
#define CAT_BYTES   1   /* a document: text or bytes as given (SQLite TEXT or
                        ** BLOB, PostgreSQL text and bytea overloads, DuckDB
                        ** VARCHAR or BLOB); as a result, TEXT when the
                        ** bytes are UTF-8, else BLOB (SQLite) or U+FFFD */
#define CAT_TEXT    2   /* a name, agent or URL: text (a BLOB is read as its
                        ** bytes); as a result, text */
#define CAT_INT     3   /* an integer: INTEGER, a REAL or DECIMAL that holds
                        ** one, decimal text of one; result: BIGINT */
#define CAT_NUMBER  4   /* a number: any numeric type or text of one
                        ** (coreParseNumber); result: DOUBLE */
#define CAT_TIME    5   /* a time: text in any dateParse form, or integer
                        ** seconds since 1970 (PostgreSQL: timestamptz too) */
#define CAT_JSON    6   /* JSON text; as a result, PostgreSQL jsonb, SQLite
                        ** TEXT with the JSON subtype */
#define CAT_BOOL    7   /* result only: 0 or 1 (SQLite INTEGER, BOOLEAN) */
#define CAT_REAL    8   /* result only: DOUBLE */
#define CAT_INT32   9   /* result only: an integer within 32 bits (line
                        ** numbers, counts): PostgreSQL int, else BIGINT */
#define CAT_BLOB   10   /* result only: bytes as they are (a gzip member):
                        ** SQLite BLOB, PostgreSQL bytea, DuckDB BLOB */
#define CAT_DATETIME 11 /* a date as the writers write it: text as given
                        ** (a W3C Datetime), or the host's timestamp with
                        ** time zone (CAT_V_TIME) or date (CAT_V_DATE);
                        ** PostgreSQL text, timestamptz and date overloads */

/* ---- What a NULL argument means ----------------------------------------- */
#define CAT_NULL_RESULT 0  /* the answer is NULL (a table: no rows) */
#define CAT_NULL_ABSENT 1  /* as if the argument were not given */
#define CAT_NULL_VALUE  2  /* the call sees a CAT_V_NULL value */

/* ---- What an argument is, for the mix-up checks -------------------------
** The catalog refuses a call whose arguments look exchanged or whose
** document is the address of one (robots/robots_mixup.h) before the call
** sees them: each argument says what it holds. */
#define CAT_ROLE_NONE    0
#define CAT_ROLE_ROBOTS  1  /* a robots.txt's contents */
#define CAT_ROLE_SITEMAP 2  /* a sitemap document's contents */
#define CAT_ROLE_AGENT   3  /* a crawler's name or User-Agent header */
#define CAT_ROLE_URL     4  /* a URL */

/* ---- Flags of a function ------------------------------------------------ */
#define CAT_PURE       0x01  /* depends on its arguments only: deterministic,
                             ** innocuous, IMMUTABLE PARALLEL SAFE */
#define CAT_DIRECT     0x02  /* reaches the network or files: SQLite
                             ** SQLITE_DIRECTONLY, never in a view or trigger */
#define CAT_NO_PG      0x04  /* not offered in PostgreSQL (zWhyNot says why) */
#define CAT_NO_DUCKDB  0x08  /* not offered in DuckDB (zWhyNot says why) */
#define CAT_FETCH      0x10  /* in dist/robots_fetch only (libcurl, c-ares) */
#define CAT_CRAWLERS   0x20  /* reads the user's robots_crawlers table (a host
                             ** that can gives ctx->pConn->pCrawlers) */
#define CAT_RANGES     0x40  /* reads robots_crawler_ranges (ctx->pConn->pRanges) */
#define CAT_VOLATILE   0x80  /* answers change between calls (caches, clock):
                             ** not PURE, PostgreSQL VOLATILE */
#define CAT_SHOWN_ARG  0x100 /* a table whose cursor answers its first
                             ** argument's column itself (xColumn with iCol
                             ** nCol), e.g. a URL shown without its password;
                             ** else a host shows the argument as given */
#define CAT_PG_V11     0x200 /* PostgreSQL keeps the declarations of version
                             ** 1.1 (robots--1.1.sql: parameter defaults, an
                             ** int argument, ROWS), which name this entry's
                             ** symbol: the generated script adds none */
#define CAT_CHECKS    0x400  /* answers with what is wrong in its arguments
                             ** (sitemap_check): a value of a kind's wrong
                             ** type may be an answer, not an error */
#define CAT_CONN_STATE 0x800 /* reads or sets the connection's own state (its
                             ** robots.txt cache): PostgreSQL PARALLEL
                             ** RESTRICTED (a worker has a cache of its own) */

/* ---- Values ------------------------------------------------------------- */
#define CAT_V_NULL 0
#define CAT_V_INT  1
#define CAT_V_REAL 2
#define CAT_V_TEXT 3         /* s: text (UTF-8 expected, not promised) */
#define CAT_V_BLOB 4         /* s: bytes */
#define CAT_V_TIME 5         /* i: a host's timestamp, seconds since 1970
                             ** (floored); INT64_MAX / INT64_MIN: +-infinity */
#define CAT_V_DATE 6         /* i: a host's date, days since 1970-01-01;
                             ** INT64_MAX / INT64_MIN: +-infinity */

/* One argument or result value.  Spans point into the host's argument (valid
** for the call; for a table, until xClose) or into CatCtx.out. */
typedef struct CatValue {
  int eType;                 /* CAT_V_* */
  int64_t i;
  double r;
  Span s;
  unsigned char bPinned;     /* the host vouches that these bytes stay, unchanged,
                             ** at this address while the call site lives (a
                             ** constant argument, a DuckDB chunk, PostgreSQL's
                             ** detoasted copy): the site's memo then knows the
                             ** file by its address (catSite*) */
} CatValue;

/* ---- Result codes ------------------------------------------------------- */
#define CAT_OK      0
#define CAT_NOMEM   1        /* "out of memory" as the host says it */
#define CAT_STOPPED 2        /* interrupted: the host's interrupt error */
#define CAT_REFUSED 3        /* an error with ctx->err's text after "name(): " */
#define CAT_TOOBIG  4        /* the result would pass the host's limit on a
                             ** value (CatCtx.nMaxValue): the host's own error */

/* ---- Per-connection engine state ------------------------------------------
** One per SQLite connection, per PostgreSQL backend, per DuckDB chunk (from
** a pool).  The engine owns what it holds; the binding opens and closes it
** and, for functions flagged CAT_CRAWLERS / CAT_RANGES, sets the compiled
** user tables before the call (NULL: the host has none). */
typedef struct CatConn CatConn;
struct CatConn {
  const CoreAlloc *pA;       /* for what lives as long as the connection */
  struct RobotsCache *pRobots;  /* compiled robots.txt files, made on first use */
  const void *pCrawlers;     /* compiled robots_crawlers rows, or NULL */
  const void *pRanges;       /* compiled robots_crawler_ranges rows, or NULL */
  void *pFetch;              /* the fetching code's state (dist/robots_fetch) */
  void (*xFetchFree)(void*); /* frees pFetch at close */
  void *pUser;               /* the user tables a host reads itself, kept
                             ** compiled (cat_user_tables.c: catUserSnapGet) */
  void (*xUserFree)(void*);  /* frees pUser at close */
};

/* Open a connection's state (no cache yet): NULL when out of memory. */
CatConn *catConnOpen(const CoreAlloc *pA);
/* Free a connection's state and everything it holds. */
void catConnClose(CatConn *p);
/* The connection's robots.txt cache, made on first use: NULL when out of
** memory. */
struct RobotsCache *catConnRobots(CatConn *p);

/* ---- A call ------------------------------------------------------------- */
typedef struct CatCtx {
  const struct CatFunc *pFunc;
  const CoreAlloc *pA;       /* the host's allocator, for this call */
  const CoreStop *pStop;     /* the host's stop hook; never NULL */
  CatConn *pConn;            /* never NULL */
  CoreBuf err;               /* CAT_REFUSED: the message after "name(): " */
  CoreBuf out;               /* result bytes (a result span may point here) */
  /* Set by catCtxInit to "none"; the binding may set them before a call: */
  size_t nMaxValue;          /* the most bytes a value of the host may have
                             ** (SIZE_MAX: no limit of its own) */
  int bLast;                 /* an aggregate's xFinal: the host asks nothing
                             ** more of the state, so the result may take its
                             ** memory into out (allocated by pA) */
  unsigned mHostNo;          /* CAT_NO_PG or CAT_NO_DUCKDB: the calling host,
                             ** so a message names only what it offers (0:
                             ** SQLite) */
  /* Set by a refusal, for hosts that classify errors (PostgreSQL): */
  int eErrClass;             /* CAT_ERR_* */
  const char *zHint;         /* advice beside the message (static), or NULL */
  void **ppSite;             /* the call site's slot, where the engine keeps
                             ** its memo (the last files compiled: see "A call
                             ** site's memo"); NULL when the host has none */
} CatCtx;

/* Classes of refusals (CatCtx.eErrClass). */
#define CAT_ERR_VALUE    0   /* a value breaks a rule */
#define CAT_ERR_LIMIT    1   /* a limit of the protocol would be passed */
#define CAT_ERR_DATETIME 2   /* a date outside what can be written */
#define CAT_ERR_WINDOW   3   /* a window frame the function cannot use */

/* Set up and release a call's context (the binding does this). */
void catCtxInit(CatCtx *c, const struct CatFunc *pFunc, const CoreAlloc *pA,
                const CoreStop *pStop, CatConn *pConn);
void catCtxFree(CatCtx *c);

/* ---- A call site's memo ---------------------------------------------------
** A per-row function over a robots.txt (robots_allowed, robots_flip ...)
** remembers, per call site, the files it compiled last (the cache entry,
** referenced, and the address and length of the text it came from), so a
** row that passes the same file again costs no cache lookup.  What is
** remembered and when it is reused is the engine's (cat_site.c); a host
** only keeps the slot where it keeps per-call-site state, points
** CatCtx.ppSite at it (catCtxInit sets NULL: no memo), marks the values it
** vouches for (CatValue.bPinned) and frees the slot with catSiteFree when
** the site goes:
**   SQLite      a slot per registration, and auxdata on the first argument
**               when it is constant (catSiteFork: the engine says when)
**   PostgreSQL  fn_extra, freed with fn_mcxt
**   DuckDB      a slot per chunk (its string vectors are pinned) */
void catSiteFree(void *pSite);
/* After a call that used slot *c->ppSite: a new slot holding what it holds,
** for a host to keep where a constant first argument's state survives
** (SQLite's auxdata; the argument is then pinned), or NULL when that does
** not pay (the file was offered four times and never found that way) or
** out of memory. */
void *catSiteFork(CatCtx *c);

/* Refuse the call: the message (printf-like: %s %d %lld %zu %.*s) goes into
** c->err.  Returns CAT_REFUSED (or CAT_NOMEM when the message could not be
** written), so a call can `return catRefuse(c, "...")`. */
#if defined(__GNUC__) || defined(__clang__)
int catRefuse(CatCtx *c, const char *zFmt, ...)
  __attribute__((format(printf, 2, 3)));
#else
int catRefuse(CatCtx *c, const char *zFmt, ...);
#endif

/* Argument readers over the converted values: each returns CAT_OK with the
** value, or CAT_REFUSED with the engine's wording ("argument level must be
** an integer, not 'x'").  catArgTime reads text (dateParse), seconds, or a host's
** timestamp (CAT_V_TIME) or date (CAT_V_DATE). */
int catArgInt(CatCtx *c, const CatValue *v, const char *zArg, int64_t *pOut);
int catArgNumber(CatCtx *c, const CatValue *v, const char *zArg, double *pOut);
int catArgTime(CatCtx *c, const CatValue *v, const char *zArg, int64_t *pOut);

/* Results: set *pOut.  catText of a span whose z is NULL is NULL;
** catTextZ takes a NUL-terminated string (NULL: NULL); catResultBuf takes
** c->out's bytes as the value. */
void catNull(CatValue *p);
void catInt(CatValue *p, int64_t i);
void catReal(CatValue *p, double r);
void catText(CatValue *p, Span s);
void catTextZ(CatValue *p, const char *z);
void catResultBuf(CatCtx *c, CatValue *p);

/* ---- Descriptions ------------------------------------------------------- */
#define CAT_MAX_ARG 8

typedef struct CatArg {
  const char *zName;
  unsigned char eKind;       /* CAT_BYTES ... CAT_JSON */
  unsigned char eNull;       /* CAT_NULL_* */
  unsigned char eRole;       /* CAT_ROLE_* (0: nothing to check) */
} CatArg;

typedef struct CatColumn {
  const char *zName;
  unsigned char eKind;       /* CAT_BYTES, CAT_TEXT, CAT_INT, CAT_INT32,
                             ** CAT_REAL, CAT_JSON, CAT_BOOL */
  const char *zNull;         /* when it is NULL, for the reference; NULL:
                             ** never */
} CatColumn;

/* A table function: columns and a cursor (szCur bytes, zeroed before
** xOpen).  The argument values stay valid until xClose. */
typedef struct CatTable {
  const CatColumn *aCol;
  int nCol;
  size_t szCur;
  /* Start over the arguments (aArg[i] for i<nArg; a CAT_NULL_RESULT one
  ** is never NULL here).  CAT_OK or an error code. */
  int (*xOpen)(void *pCur, CatCtx *c, const CatValue *aArg, int nArg);
  /* The next row (the first comes right after xOpen): CAT_OK with *pbEof. */
  int (*xNext)(void *pCur, CatCtx *c, int *pbEof);
  /* Column iCol of the current row: CAT_OK (or CAT_NOMEM). */
  int (*xColumn)(void *pCur, CatCtx *c, int iCol, CatValue *pV);
  /* Release what xOpen and xNext took (also after a failed xOpen). */
  void (*xClose)(void *pCur);
} CatTable;

/* Sample arguments for the tests generated from the catalog: each a row of
** argument values as C strings (NULL: SQL NULL; a string starting "#i:" an
** integer, "#r:" a real), nArg long. */
typedef struct CatSample {
  const char *az[CAT_MAX_ARG];
} CatSample;

typedef struct CatFunc {
  const char *zName;
  const char *zDoc;          /* one line for the reference */
  const CatArg *aArg;
  int nArg;                  /* all arguments */
  int nRequired;             /* the first nRequired must be given */
  unsigned char eResult;     /* a scalar's result kind; 0 for a table */
  unsigned mFlags;           /* CAT_PURE ... */
  /* A scalar: CAT_OK with *pOut set, or an error code. */
  int (*xCall)(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut);
  const CatTable *pTable;    /* a table function, else NULL */
  const char *zWhyNot;       /* why a host does not offer it (CAT_NO_*) */
  const CatSample *aSample;  /* valid inputs for the generated tests */
  int nSample;
} CatFunc;

/* ---- The catalog ----------------------------------------------------------
** Every function of dist/robots (catFuncs), in the order the reference
** lists them; dist/robots_fetch has its own list (ext/fetch). */
extern const CatFunc *const catFuncs[];
extern const int catFuncCount;

/* The function named zName in the list, or NULL. */
const CatFunc *catFind(const CatFunc *const *aList, int n, const char *zName);

/* Check the arguments of a call against f (count, NULL rules): CAT_OK and
** *pbNull=1 when the answer is NULL (no rows) without calling; else CAT_OK
** with *pbNull=0.  Absent optional arguments (i>=nArg) are not read. */
int catCheckNulls(const CatFunc *f, const CatValue *aArg, int nArg, int *pbNull);

/* The mix-up checks of a call's arguments by their roles: CAT_OK, or
** CAT_REFUSED with the message ("txt is a URL, not the contents of a
** robots.txt: fetch it with robots_fetch").  catCall and catOpen run it. */
int catCheckRoles(CatCtx *c, const CatValue *aArg, int nArg);

/* Run a scalar: the NULL rules, the mix-up checks, then xCall.  *pOut is
** NULL for a NULL answer. */
int catCall(CatCtx *c, const CatValue *aArg, int nArg, CatValue *pOut);

/* Open a table's cursor pCur (zeroed, szCur bytes) over the arguments:
** the mix-up checks, then xOpen.  The caller has applied the NULL rules;
** xClose is due whatever this returns. */
int catOpen(CatCtx *c, void *pCur, const CatValue *aArg, int nArg);

/* The host type name of a kind, for the reference and PostgreSQL's script
** ("text", "bigint", "double precision", "jsonb", "boolean"). */
const char *catKindName(int eKind);

/* ---- Aggregates and window functions -------------------------------------
** An aggregate is a CatAggFunc in the list catAggFuncs: a CatFunc (no
** xCall, no pTable) whose arguments describe one row and eResult its
** result, and a CatAgg.
** The binding keeps one state of szState bytes per group (zeroed before the
** first call) and hands it each row in order; every call on a state gets a
** context whose pA allocates in memory that lives as long as the state.
** After a call returns an error the binding calls nothing but xFree.  The
** NULL rules of catCheckNulls do not apply: each row is handed over as it
** is (use CAT_NULL_VALUE). */
/* A window frame as a host that reads its frame clause describes it. */
#define CAT_FRAME_UNBOUNDED_PRECEDING 0
#define CAT_FRAME_PRECEDING           1  /* N PRECEDING, N>0 */
#define CAT_FRAME_CURRENT_ROW         2  /* also an offset of 0 */
#define CAT_FRAME_FOLLOWING           3  /* N FOLLOWING, N>0 */
#define CAT_FRAME_UNBOUNDED_FOLLOWING 4
typedef struct CatFrame {
  int bRows;                 /* ROWS (else RANGE or GROUPS) */
  int bRange;                /* RANGE */
  int eStart, eEnd;          /* CAT_FRAME_* */
  int bExclude;              /* an EXCLUDE clause other than NO OTHERS */
} CatFrame;

/* Which rows the frame brings with the current row (xFrame's *peBring),
** for a host that reads ahead itself (PostgreSQL). */
#define CAT_BRING_ROW   0    /* the row alone */
#define CAT_BRING_PEERS 1    /* the row and its peers */
#define CAT_BRING_ALL   2    /* every row of the partition, at the first */

typedef struct CatAgg {
  size_t szState;
  /* One row: CAT_OK, or an error (the message names the row). */
  int (*xStep)(void *pState, CatCtx *c, const CatValue *aArg, int nArg);
  /* The result over the rows so far (NULL over none).  The state stays
  ** usable: a host may ask after every row (a window aggregate) and step
  ** on; *pOut may point into the state until the next call. */
  int (*xFinal)(void *pState, CatCtx *c, CatValue *pOut);
  /* Release what the state holds (after any call, also before a step). */
  void (*xFree)(void *pState);
  /* A window function (else NULL): the frame as the host describes it,
  ** once before the first row (CAT_OK with *peBring, or a refusal); the
  ** value for the current row once the rows its frame brings were
  ** stepped; a row leaving the frame; and a host that ended the rows
  ** without asking for a value (an aggregate's use, or a frame the host
  ** computes afresh for each row).  Each returns CAT_OK or an error. */
  int (*xFrame)(void *pState, CatCtx *c, const CatFrame *f, int *peBring);
  int (*xValue)(void *pState, CatCtx *c, CatValue *pOut);
  int (*xInverse)(void *pState, CatCtx *c);
  int (*xUnasked)(void *pState, CatCtx *c);
} CatAgg;

typedef struct CatAggFunc {
  CatFunc f;
  CatAgg agg;
} CatAggFunc;

/* Every aggregate and window function of dist/robots. */
extern const CatAggFunc *const catAggFuncs[];
extern const int catAggFuncCount;

#endif /* ROBOTS_CATALOG_H */
