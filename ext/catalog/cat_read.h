/*
** cat_read.h: the catalog's tables that can also read files, as a host's
** own file readers do (DuckDB's read_csv):
**
**   read_access_log(path_or_glob [, format])   the columns of
**                                              access_log_entries, filename
**   read_sitemap(path_or_glob [, base_url])    those of sitemap_entries,
**                                              filename
**
** A CatReader names the reader and its table (CatFunc: the columns, the
** cursor's xNext, xColumn and xClose, the optional arguments, which are
** the reader's options) and opens that cursor over a streaming source
** instead of the document argument.  The rest is here, the same for every
** reader: the paths and globs to a sorted list of files (coreFileGlob),
** each file opened as a source (coreFileOpen: gzip inflated when its bytes
** start with the magic), the rows with the filename column after the
** table's, and the messages ("no file matches 'x'", "cannot read 'x':
** why", "the path must not be NULL").  Memory does not grow with a file.
**
**   catReadAdd(c, &list, &path) ...
**   catReadCheck(c, r, &list, aOpt, nOpt);              (once, at bind)
**   catReadOpen(&rf, c, r, list.azPath[i], aOpt, nOpt);
**   while( catReadNext(&rf, c, &bEof)==CAT_OK && !bEof ){
**     catReadColumn(&rf, c, iCol, &v) ...               (iCol nCol: filename)
**   }
**   catReadFree(&rf, pA);
**
** Start at CatReader, catReaders.
*/
#ifndef ROBOTS_CAT_READ_H
#define ROBOTS_CAT_READ_H

#include "catalog.h"
#include "../core/file_source.h"

typedef struct CatReader {
  const char *zName;         /* the reader's SQL name */
  const CatFunc *pFunc;      /* its table: columns, cursor, options */
  /* Open pFunc's cursor (zeroed) over pSrc, which stays valid until
  ** xClose, as xOpen opens it over a document; aArg[0] is unused, the
  ** options follow as xOpen has them.  CAT_OK or an error code (xClose
  ** is due whatever this returns). */
  int (*xOpenSource)(void *pCur, CatCtx *c, const GzSource *pSrc,
                     const CatValue *aArg, int nArg);
} CatReader;

/* The readers, each beside its table (cat_log.c, cat_sitemap_tables.c). */
extern const CatReader catAccessLogReader;
extern const CatReader catEntriesReader;

/* Every reader, in the order a host registers them. */
extern const CatReader *const catReaders[];
extern const int catReaderCount;

/* The column after the table's: the file a row comes from. */
extern const CatColumn catReadFilename;

/* Add the files that path or glob *v (text) names to *p (zeroed at first;
** coreFileListFree frees it whatever this returns): CAT_OK, or
** CAT_REFUSED for a NULL path and a pattern that matches no file. */
int catReadAdd(CatCtx *c, CoreFileList *p, const CatValue *v);

/* Check, once the paths are added, that *p has a file ("the list of paths
** is empty": a host's empty list of paths) and the options aArg[1..nArg)
** (aArg[0] unused) as a file's open would, without a file: CAT_OK or the
** refusal (an unknown format). */
int catReadCheck(CatCtx *c, const CatReader *r, const CoreFileList *p,
                 const CatValue *aArg, int nArg);

/* One file being read: the file and the table's cursor over it. */
typedef struct CatReadFile {
  const CatReader *r;
  CoreFile file;
  void *pCur;                /* szCur bytes, made by catReadOpen */
  int bOpen;                 /* the cursor is open: xClose is due */
  const char *zPath;         /* the caller's, valid while the file is read */
  size_t nPath;
} CatReadFile;

/* Open r's cursor over file zPath with the options aArg[1..nArg) (*p
** zeroed at first; a file still open there is closed, the cursor's memory
** kept from file to file): CAT_OK, CAT_REFUSED ("cannot read 'x': why"),
** CAT_NOMEM or the cursor's code.  catReadFree is due whatever this
** returns. */
int catReadOpen(CatReadFile *p, CatCtx *c, const CatReader *r,
                const char *zPath, const CatValue *aArg, int nArg);

/* The next row: CAT_OK with *pbEof (at the end, the cursor and the file
** closed; a read that failed is CAT_REFUSED: "cannot read 'x': why"), or
** the cursor's code. */
int catReadNext(CatReadFile *p, CatCtx *c, int *pbEof);

/* Column iCol of the current row (the table's nCol: filename): CAT_OK or
** the cursor's code. */
int catReadColumn(CatReadFile *p, CatCtx *c, int iCol, CatValue *pV);

/* Close the cursor and the file, if open, and free the cursor's memory. */
void catReadFree(CatReadFile *p, const CoreAlloc *pA);

#endif /* ROBOTS_CAT_READ_H */
