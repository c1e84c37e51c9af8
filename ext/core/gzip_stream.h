/*
** gzip_stream.h: streaming gzip inflation for documents recognised by their
** magic bytes (1f 8b).  Reads a compressed span in chunks into the caller's
** buffer: multi-member files are read whole, a gzip inside the gzip is
** inflated again, trailing garbage is ignored, a truncated or corrupt stream
** is read as far as it goes, and the output is capped.  Start at gzipStreamOpen.
*/
#ifndef ROBOTS_GZIP_STREAM_H
#define ROBOTS_GZIP_STREAM_H

#include "core.h"

#define GZ_MAX_LAYERS 3                    /* gzip inside gzip inside gzip */
#define GZ_CAP ((uint64_t)100 << 20)       /* 100 MiB inflated, then stop */

/* Conditions seen while inflating (GzStream.flags). */
#define GZ_F_MULTI     0x01   /* more than one gzip member */
#define GZ_F_NESTED    0x02   /* the content was itself gzipped */
#define GZ_F_TRAILING  0x04   /* bytes after the gzip data were ignored */
#define GZ_F_TRUNCATED 0x08   /* the compressed data ended too early */
#define GZ_F_CORRUPT   0x10   /* invalid compressed data: stopped there */
#define GZ_F_CAPPED    0x20   /* stopped at the cap (GZ_CAP by default) */
#define GZ_F_OOM       0x40   /* zlib could not get memory */

typedef struct GzLayer GzLayer;

/* A pull source of bytes (a file read a piece at a time): xRead puts up
** to n bytes at z and returns how many, 0 at the end. */
typedef struct GzSource {
  size_t (*xRead)(void *pCtx, char *z, size_t n);
  void *pCtx;
} GzSource;

typedef struct GzStream {
  const CoreAlloc *pA;
  const unsigned char *zIn;   /* the compressed document */
  size_t nIn;
  size_t iIn;                 /* bytes of zIn handed to the first layer */
  int nLayer;                 /* layers of gzip in use */
  GzLayer *apLayer[GZ_MAX_LAYERS];
  unsigned char *zPend;       /* bytes read while sniffing a nested gzip */
  size_t nPend, iPend;
  uint64_t nOut;              /* bytes delivered so far */
  uint64_t nCap;              /* inflated bytes per layer, then stop */
  unsigned flags;             /* GZ_F_xxx */
  int bEof;                   /* nothing more will come */
  const GzSource *pSrc;       /* gzipStreamOpenSource: the input */
  int bPlain;                 /* the source is not gzip: passed through */
} GzStream;

/* 1 if z[0..n) starts with the gzip magic bytes. */
int gzipIsGzip(const char *z, size_t n);

/* Start inflating z[0..n) (which must stay valid until gzipStreamClose).  Returns 0
** or -1 when out of memory. */
int gzipStreamOpen(GzStream *p, const CoreAlloc *pA, const char *z, size_t n);

/* Start reading pSrc (which must stay valid until gzipStreamClose): when
** its first bytes are gzip's magic it is inflated as gzipStreamOpen
** inflates a span, else (bPlain) its bytes are passed through as they
** are, with no cap.  Memory stays that of a span's stream (a chunk of
** input per layer).  Returns 0 or -1 when out of memory. */
int gzipStreamOpenSource(GzStream *p, const CoreAlloc *pA, const GzSource *pSrc);

/* Inflate up to nBuf bytes into zBuf; returns the number written, 0 at the
** end (see p->flags for why it ended). */
size_t gzipStreamRead(GzStream *p, char *zBuf, size_t nBuf);

/* Change the cap on inflated bytes (GZ_CAP by default) after gzipStreamOpen;
** the first GZ_CHUNK bytes may already have been inflated. */
void gzipStreamSetCap(GzStream *p, uint64_t nCap);

/* Whether each member's CRC-32 and length are verified (after gzipStreamOpen; the
** default is yes).  Without, a member whose deflate data is valid but whose
** check fails is not noticed (no GZ_F_CORRUPT), and inflating costs about
** a fifth less (zlib's crc32 is that part of the work). */
void gzipStreamSetCheck(GzStream *p, int bCheck);

/* Release everything gzipStreamOpen acquired. */
void gzipStreamClose(GzStream *p);

/* zlib's zalloc/zfree routed to a CoreAlloc passed as zlib's opaque, for
** every z_stream of the extension (inflating here, deflating in the writer). */
void *gzipZalloc(void *opaque, unsigned items, unsigned size);
void gzipZfree(void *opaque, void *p);

#endif /* ROBOTS_GZIP_STREAM_H */
