/*
** core.h: shared types of the engine-neutral core (no SQLite types here).
**
** Every file of the engine (the folders ENGINE_FOLDERS and FETCH_FOLDERS
** of ext/folders.mk) builds on this header, directly or through its
** module's headers, and includes no SQLite or PostgreSQL header: the
** bindings (ext/sqlite, ext/postgres) include the engine, never the other
** way round.  Memory comes from a CoreAlloc supplied by the caller, so the
** SQLite binding can route it through sqlite3_malloc64, the PostgreSQL one
** through palloc, while the unit tests and fuzzers use libc.
*/
#ifndef ROBOTS_CORE_H
#define ROBOTS_CORE_H

#include <stddef.h>
#include <stdint.h>

/* A run of bytes that the caller owns: not NUL-terminated. */
typedef struct Span {
  const char *z;
  size_t n;
} Span;

/* An allocator: xRealloc(pCtx, p, 0) must free p and return NULL.  pCtx is
** the binding's own (a memory context, an arena, a counter); the core only
** passes it along. */
typedef struct CoreAlloc {
  void *(*xRealloc)(void *pCtx, void *pOld, size_t nNew);
  void *pCtx;
} CoreAlloc;

/* The libc allocator, for tests, fuzzers and other engines. */
extern const CoreAlloc coreLibcAlloc;

/* Allocate n bytes (NULL on failure or when n is 0). */
void *coreMalloc(const CoreAlloc *pA, size_t n);
/* Free a block from coreMalloc/coreRealloc (NULL is fine). */
void coreFree(const CoreAlloc *pA, void *p);
/* Resize a block; on failure the old block is left as it was. */
void *coreRealloc(const CoreAlloc *pA, void *p, size_t n);

/* A growable byte buffer. */
typedef struct CoreBuf {
  char *z;            /* content, not NUL-terminated unless asked */
  size_t n;           /* bytes used */
  size_t nAlloc;      /* bytes allocated */
  int oom;            /* set once an allocation failed; later appends are no-ops */
  const CoreAlloc *pA;
} CoreBuf;

/* Start an empty buffer that allocates from pA. */
void coreBufInit(CoreBuf *p, const CoreAlloc *pA);
/* Make room for n more bytes (p->n unchanged): 0, or -1 once out of
** memory (also when it already was). */
int coreBufReserve(CoreBuf *p, size_t n);
/* Append n bytes; returns 0 or -1 once out of memory. */
int coreBufAppend(CoreBuf *p, const char *z, size_t n);
/* Append one byte. */
int coreBufAppendByte(CoreBuf *p, char c);
/* Release the buffer's memory and reset it. */
void coreBufFree(CoreBuf *p);

/* How a long loop learns that its caller wants it to stop (a host's
** interrupt).  xStop(pCtx) returns nonzero to stop; a NULL CoreStop or
** xStop never stops.  Loops call coreStopped every CORE_STOP_EVERY bytes or
** items or so, which keeps the cost of asking out of the inner loops and a
** stop within well under 0.1 s. */
typedef struct CoreStop {
  int (*xStop)(void *pCtx);
  void *pCtx;
} CoreStop;
#define CORE_STOP_EVERY (256*1024)
static inline int coreStopped(const CoreStop *p){
  return p!=NULL && p->xStop!=NULL && p->xStop(p->pCtx)!=0;
}

/* A compile-time check: the build fails when cond is false. */
#define CORE_STATIC_ASSERT(cond, name) \
  typedef char coreAssert_##name[(cond) ? 1 : -1]

/* Ask for the cache line at p to be fetched; nothing where the compiler has
** no way to say it. */
#if defined(__GNUC__) || defined(__clang__)
# define CORE_PREFETCH(p) __builtin_prefetch(p)
#else
# define CORE_PREFETCH(p) ((void)(p))
#endif

/* Severity of a lint problem, shared by every linter. */
typedef enum CoreSeverity {
  CORE_SEV_ERROR = 0,     /* breaks a rule: crawlers read it other than meant */
  CORE_SEV_WARNING,       /* probably wrong, or read differently by others */
  CORE_SEV_INFO           /* worth knowing, harmless */
} CoreSeverity;

/* One row of a linter's code table: every linter has one of these arrays,
** indexed by its own code enum, with a CORE_STATIC_ASSERT on its size. */
typedef struct CoreLintCode {
  const char *zCode;      /* stable kebab-case id */
  CoreSeverity eSev;
  unsigned flags;         /* the linter's own (e.g. "about the whole file") */
  const char *zMeaning;   /* one sentence, for messages and documentation */
} CoreLintCode;

/* Name of a severity: "error", "warning" or "info". */
const char *coreSeverityName(CoreSeverity e);

/* ASCII helpers that ignore the C locale (inline: they sit in hot loops). */
static inline int coreIsSpace(unsigned char c){    /* space \t \n \v \f \r */
  return c==' ' || (c>='\t' && c<='\r');
}
static inline int coreIsAlpha(unsigned char c){
  return (unsigned char)((c|0x20) - 'a') < 26;
}
static inline int coreIsDigit(unsigned char c){
  return (unsigned char)(c - '0') < 10;
}
static inline int coreIsXDigit(unsigned char c){
  return coreIsDigit(c) || (unsigned char)((c|0x20) - 'a') < 6;
}
/* The value of hex digit c (which must be one). */
static inline unsigned coreHexValue(unsigned char c){
  return coreIsDigit(c) ? (unsigned)(c-'0') : (unsigned)((c|0x20)-'a'+10);
}
static inline unsigned char coreToLower(unsigned char c){
  return (unsigned char)(c - 'A') < 26 ? (unsigned char)(c + 32) : c;
}
/* Case-insensitive ASCII comparison of two spans for equality. */
int coreSpanEqNoCase(const char *a, size_t na, const char *b, size_t nb);
/* 1 if z[0..n) starts with the NUL-terminated ASCII prefix, ignoring case. */
int coreStartsWithNoCase(const char *z, size_t n, const char *zPrefix);
/* Trim ASCII white space from both ends of a span. */
static inline Span coreTrim(Span s){
  while( s.n>0 && coreIsSpace((unsigned char)s.z[0]) ){ s.z++; s.n--; }
  while( s.n>0 && coreIsSpace((unsigned char)s.z[s.n-1]) ) s.n--;
  return s;
}

/* An integer argument (an HTTP status, a compression level) as every
** binding reads one.  coreParseInt64: text of a decimal integer, optional
** sign, ASCII white space around it, at most 18 digits: 1 with *pOut, else
** 0.  coreIntOfDouble: a number that holds an integer within 10^15: 1 with
** *pOut, else 0 (1.5, NaN, 1e30). */
int coreParseInt64(const char *z, size_t n, int64_t *pOut);
int coreIntOfDouble(double r, int64_t *pOut);

/* A number given as text (a sitemap priority from a text column), read as
** SQL reads numeric text: ASCII white space around an optional sign,
** digits with at most one '.' (".5" and "5." too), an optional exponent
** (e or E, optional sign, digits).  1 with *pr, else 0 (hex, "inf", "nan"
** and anything else).  Independent of the C locale. */
int coreParseNumber(const char *z, size_t n, double *pr);

/* 64-bit FNV-1a, the one hash of the engine's hash tables (hashset.h): the
** hash of no bytes, one byte more, and the hash of z[0..n). */
#define CORE_FNV1A_INIT 14695981039346656037ull
static inline uint64_t coreFnv1aStep(uint64_t h, unsigned char c){
  return (h ^ c) * 1099511628211ull;
}
uint64_t coreFnv1a(const char *z, size_t n);

/* A seed nobody outside the process can predict, from the address p (a
** table's own, placed at random by the allocator or the stack) and the
** library's (placed at random by the loader), mixed.  A hash table keyed
** by what a document or a site chose mixes it into every bucket
** (coreHashSeeded), so that keys chosen to share their low bits do not
** pile into one bucket. */
uint64_t coreSeedOf(const void *p);
static inline uint64_t coreHashSeeded(uint64_t h, uint64_t seed){
  uint64_t x = (h ^ seed) * 0x9E3779B97F4A7C15ULL;
  return x ^ (x >> 29);
}

/* Index of the first byte of z[i..n) equal to c0 or c1, or n.  Sixteen
** bytes at a time (SSE2) or eight (SWAR) where the machine allows. */
size_t coreFind2(const char *z, size_t n, size_t i, char c0, char c1);

/* Append z[0..n) as a JSON string literal, quotes included; invalid UTF-8
** becomes U+FFFD so the output is always valid JSON. */
int coreJsonString(CoreBuf *p, const char *z, size_t n);
/* Append z[0..n) for a message: printable ASCII and valid UTF-8 as they
** are, every other byte (control bytes, invalid UTF-8) as \xhh, so the
** result is always valid UTF-8.  At most nMax input bytes are taken, never
** part of a character.  Returns the input bytes taken (n when all). */
size_t coreAppendPrintable(CoreBuf *p, const char *z, size_t n, size_t nMax);
/* Append z[0..n) for a message as coreAppendPrintable does, between the
** quote characters zOpen and zClose (either "" for none), then the cut
** marker "..." when fewer than n bytes were taken.  Returns 0, or -1 when
** out of memory. */
int coreAppendQuoted(CoreBuf *p, const char *z, size_t n, size_t nMax,
                     const char *zOpen, const char *zClose);
/* Length of the valid UTF-8 sequence at z[0..n), or 0 if it is invalid. */
size_t coreUtf8Len(const unsigned char *z, size_t n);
/* Number of characters (code points) of valid UTF-8 text s: the bytes that
** are not continuation bytes. */
size_t coreUtf8Chars(Span s);

#endif /* ROBOTS_CORE_H */
