/*
** ddb_read.h: DuckDB table functions that read files themselves, as
** DuckDB's own readers do:
**
**   read_access_log(path_or_glob [, format := ...])
**   read_sitemap(path_or_glob [, base_url := ...])
**
** with the columns of access_log_entries / sitemap_entries plus filename.
** A glob expands to its files, sorted by name (ddbReadGlob); each file is
** mapped read-only (ddbMapOpen), handed to the engine's streaming reader
** (which inflates gzip through its bounded window when the bytes start
** with gzip's magic), and its pages are given back after every chunk
** (ddbMapDrop), so memory does not grow with the file.  The files are
** shared out among DuckDB's threads (one at a time, claimed with an
** atomic counter); only the columns the query asks for are produced.
**
** ddb_read_file.c  globbing and mapping files
** ddb_read.c       the table function: bind, init, the chunk loop
** ddb_read_fmt.c   the two readers (DdbReadDef): access logs, sitemaps
**
** Start at ddbReadRegister.
*/
#ifndef ROBOTS_DDB_READ_H
#define ROBOTS_DDB_READ_H

#include "ddb_tvf.h"

/* Size of the error buffers of this part. */
#define DDB_READ_ERR 512

/* ---- ddb_read_file.c ------------------------------------------------------ */

/* The files a path or glob names, sorted by name (strcmp). */
typedef struct DdbReadList {
  char **azPath;             /* each NUL-terminated, malloc'd */
  size_t n;
} DdbReadList;

/* Expand zPattern (glob(3): * ? [...]; a path without them names itself)
** into *p, leaving out directories.  0, or -1 with zErr set: "no file
** matches 'x'" when nothing does (" (only directories do)" added when
** only directories do), or out of memory. */
int ddbReadGlob(const char *zPattern, DdbReadList *p, char *zErr);

/* Release what ddbReadGlob put in *p. */
void ddbReadListFree(DdbReadList *p);

/* One file mapped read-only. */
typedef struct DdbMap {
  const char *z;             /* the bytes ("" for an empty file) */
  size_t n;
  void *pMap;                /* the mapping, NULL for an empty file */
} DdbMap;

/* Map file zPath: 0, or -1 with zErr set ("cannot read 'x': why"). */
int ddbMapOpen(DdbMap *m, const char *zPath, char *zErr);

/* Give back the pages of m that the process holds: the next access reads
** them again (from the page cache), so the resident memory of a scan
** stays that of one chunk whatever the size of the file. */
void ddbMapDrop(DdbMap *m);

/* Unmap m (an unopened, zeroed DdbMap too). */
void ddbMapClose(DdbMap *m);

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
  /* Start over z[0..n) (which stays valid until xClose): 0 or -1 (out
  ** of memory). */
  int (*xOpen)(void *pCur, const char *z, size_t n, Span opt);
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
