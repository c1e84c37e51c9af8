/*
** ddb_read.h: DuckDB table functions that read files themselves, as
** DuckDB's own readers do:
**
**   read_access_log(path_or_glob [, format := ...])
**   read_sitemap(path_or_glob [, base_url := ...])
**
** with the columns of access_log_entries / sitemap_entries plus filename.
** A glob expands to its files, sorted by name (ddbReadGlob); each file is
** read a piece at a time (ddbFileOpen) by the engine's streaming reader
** (accessLogOpenSource, sitemapOpenSource: gzip inflated when the bytes
** start with its magic, plain passed through, both through the reader's
** bounded window), so memory does not grow with the file.  The files are
** shared out among DuckDB's threads (one at a time, claimed with an
** atomic counter); only the columns the query asks for are produced.
**
** ddb_read_file.c  globbing and reading files
** ddb_read.c       the table function: bind, init, the chunk loop
** ddb_read_fmt.c   the two readers (DdbReadDef): access logs, sitemaps
**
** Start at ddbReadRegister.
*/
#ifndef ROBOTS_DDB_READ_H
#define ROBOTS_DDB_READ_H

#include "ddb_tvf.h"
#include "../core/gzip_stream.h"

/* Size of the error buffers of this part. */
#define DDB_READ_ERR 512

/* ---- ddb_read_file.c ------------------------------------------------------ */

/* The files a path or glob names, sorted by name (strcmp). */
typedef struct DdbReadList {
  char **azPath;             /* each NUL-terminated, malloc'd */
  size_t n;
} DdbReadList;

/* Expand zPattern (glob(3): * ? [...]; a path without them names itself)
** and append its files, sorted, to *p (zeroed at first), leaving out
** directories.  0, or -1 with zErr set: "no file matches 'x'" when nothing
** does (" (only directories do)" added when only directories do), or out
** of memory.  *p is freed by ddbReadListFree either way. */
int ddbReadGlob(const char *zPattern, DdbReadList *p, char *zErr);

/* Release what ddbReadGlob put in *p. */
void ddbReadListFree(DdbReadList *p);

/* One file, read a piece at a time by the engine's reader through src
** (read(2); a file that another process cuts while it is read just ends
** early). */
typedef struct DdbFile {
  int fd;                    /* -1 when closed */
  int eErr;                  /* errno of a failed read, else 0 */
  GzSource src;              /* xRead = read(2) of fd, pCtx = this */
} DdbFile;

/* Open file zPath for reading: 0, or -1 with zErr set ("cannot read 'x':
** why"; a directory or other file that is not regular is refused). */
int ddbFileOpen(DdbFile *f, const char *zPath, char *zErr);

/* 0, or -1 with zErr set ("cannot read 'x': why") when a read failed. */
int ddbFileCheck(const DdbFile *f, const char *zPath, char *zErr);

/* Close f (an unopened DdbFile with fd -1 too). */
void ddbFileClose(DdbFile *f);

/* ---- ddb_read_fmt.c ------------------------------------------------------- */

/* A file reader: a cursor over one file's bytes that writes its rows
** straight into DuckDB's vectors. */
typedef struct DdbReadDef {
  const char *zName;         /* the SQL name */
  const char *zOpt;          /* its one named parameter */
  const DdbColDef *aCol;     /* the columns, filename not included */
  int nCol;
  size_t szCur;              /* bytes of cursor state, zeroed before xOpen */
  /* Check the named parameter's value (z NULL: not given) at bind: 0, or
  ** -1 with zErr set (without the function's name). */
  int (*xCheck)(Span opt, char *zErr);
  /* Start over the bytes of pSrc (valid until xClose): 0 or -1 (out of
  ** memory). */
  int (*xOpen)(void *pCur, const GzSource *pSrc, Span opt);
  /* The next row: 1, 0 at the end, -1 (out of memory). */
  int (*xNext)(void *pCur);
  /* Write column iCol of the current row to row i of o: 0 or -1. */
  int (*xPut)(void *pCur, int iCol, DdbOut *o, idx_t i);
  /* Release what xOpen took (also after a failed xOpen). */
  void (*xClose)(void *pCur);
} DdbReadDef;

extern const DdbReadDef ddbReadAccessLog;
extern const DdbReadDef ddbReadSitemap;

/* ---- ddb_read.c ----------------------------------------------------------- */

/* Register read_access_log and read_sitemap on con: 0 or -1. */
int ddbReadRegister(duckdb_connection con);

#endif /* ROBOTS_DDB_READ_H */
