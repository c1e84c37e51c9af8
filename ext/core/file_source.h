/*
** file_source.h: files named by a path or a glob, and a file read a piece
** at a time as a GzSource (the pull input of gzip_stream.h, which inflates
** it when its first bytes are gzip's magic), for the readers that take a
** file name instead of a document (DuckDB's read_access_log):
**
**   CoreFileList l = {0};
**   if( coreFileGlob(pA, "logs/acc*.log*", 14, &l, &err)==0 ){
**     CoreFile f;
**     if( coreFileOpen(&f, l.azPath[0], &err)==0 ){
**       ... gzipStreamOpenSource(&gz, pA, &f.src) ...
**       coreFileCheck(&f, l.azPath[0], &err);  (a read that failed)
**       coreFileClose(&f);
**     }
**   }
**   coreFileListFree(pA, &l);
**
** Messages name the path as the engine quotes a value (coreAppendQuoted:
** printable, at most 300 bytes, "..." when cut): "no file matches 'x'",
** "cannot read 'x': why".  Where the C library has no glob(3) (Windows), a
** pattern names only itself.
*/
#ifndef ROBOTS_FILE_SOURCE_H
#define ROBOTS_FILE_SOURCE_H

#include "core.h"
#include "gzip_stream.h"

/* Results: 0, CORE_FILE_REFUSED (the message appended to the caller's
** buffer) or CORE_FILE_NOMEM. */
#define CORE_FILE_REFUSED (-1)
#define CORE_FILE_NOMEM   (-2)

/* Paths, each NUL-terminated, from the CoreAlloc given to coreFileGlob. */
typedef struct CoreFileList {
  char **azPath;
  size_t n;
} CoreFileList;

/* Append the regular files that pattern z[0..n) names (glob(3): * ? [...];
** a path without them names itself), sorted by name (byte order), to *p
** (zeroed at first); directories are left out.  Nothing matching is
** refused: "no file matches 'x'", with " (only directories do)" when only
** directories do (a pattern with a NUL byte matches nothing).  *p is
** freed by coreFileListFree whatever this returns. */
int coreFileGlob(const CoreAlloc *pA, const char *z, size_t n,
                 CoreFileList *p, CoreBuf *pErr);

/* Release what coreFileGlob put in *p. */
void coreFileListFree(const CoreAlloc *pA, CoreFileList *p);

/* One file, read by src.xRead (read(2), again after a signal; a file that
** another process cuts while it is read just ends early). */
typedef struct CoreFile {
  int bOpen;                 /* 0: closed (a zeroed CoreFile is) */
  int fd;
  int eErr;                  /* errno of a failed read, else 0 */
  void *pFile;               /* the FILE* where there is no read(2) */
  GzSource src;              /* pCtx is this CoreFile: do not move it */
} CoreFile;

/* Open regular file zPath for reading: 0, or CORE_FILE_REFUSED with
** "cannot read 'x': why" appended to *pErr (a directory or another file
** that is not regular is refused: "not a regular file"). */
int coreFileOpen(CoreFile *f, const char *zPath, CoreBuf *pErr);

/* 0, or CORE_FILE_REFUSED with "cannot read 'x': why" appended to *pErr
** when a read of f failed (call it at the end of the input). */
int coreFileCheck(const CoreFile *f, const char *zPath, CoreBuf *pErr);

/* Close f (a zeroed CoreFile too; closing twice is fine). */
void coreFileClose(CoreFile *f);

#endif /* ROBOTS_FILE_SOURCE_H */
