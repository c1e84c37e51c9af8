/*
** cat_read.c: the file readers of the catalog's tables (see cat_read.h):
** the list of readers, the paths to files, a file under a table's cursor
** and the filename column.  The readers themselves (xOpenSource) are
** beside their tables: cat_log.c, cat_sitemap_tables.c.  Start at
** catReadOpen.
*/
#include "cat_read.h"

#include <string.h>

const CatReader *const catReaders[] = { &catAccessLogReader, &catEntriesReader };
const int catReaderCount = (int)(sizeof(catReaders)/sizeof(catReaders[0]));

const CatColumn catReadFilename = { "filename", CAT_TEXT, NULL };

/* A code of file_source.h as a catalog code. */
static int catReadCode(int rc){
  return rc==0 ? CAT_OK : rc==CORE_FILE_NOMEM ? CAT_NOMEM : CAT_REFUSED;
}

int catReadAdd(CatCtx *c, CoreFileList *p, const CatValue *v){
  if( v->eType==CAT_V_NULL ) return catRefuse(c, "the path must not be NULL");
  c->err.n = 0;
  return catReadCode(coreFileGlob(c->pA, v->s.z, v->s.n, p, &c->err));
}

/* GzSource.xRead of no bytes at all. */
static size_t catReadNothing(void *pCtx, char *z, size_t n){
  (void)pCtx; (void)z; (void)n;
  return 0;
}

int catReadCheck(CatCtx *c, const CatReader *r, const CoreFileList *p,
                 const CatValue *aArg, int nArg){
  static const GzSource empty = { catReadNothing, NULL };
  const CatTable *t = r->pFunc->pTable;
  void *pCur;
  int rc;
  if( p->n==0 ) return catRefuse(c, "the list of paths is empty");
  if( (pCur = coreMalloc(c->pA, t->szCur))==NULL ) return CAT_NOMEM;
  memset(pCur, 0, t->szCur);
  rc = r->xOpenSource(pCur, c, &empty, aArg, nArg);
  t->xClose(pCur);
  coreFree(c->pA, pCur);
  return rc;
}

/* Close p's cursor and file, if open (the cursor's memory stays). */
static void catReadClose(CatReadFile *p){
  if( p->bOpen ) p->r->pFunc->pTable->xClose(p->pCur);
  p->bOpen = 0;
  coreFileClose(&p->file);
}

int catReadOpen(CatReadFile *p, CatCtx *c, const CatReader *r,
                const char *zPath, const CatValue *aArg, int nArg){
  const CatTable *t = r->pFunc->pTable;
  int rc;
  catReadClose(p);
  if( p->pCur==NULL && (p->pCur = coreMalloc(c->pA, t->szCur))==NULL ){
    return CAT_NOMEM;
  }
  p->r = r;
  p->zPath = zPath;
  p->nPath = strlen(zPath);
  c->err.n = 0;
  rc = catReadCode(coreFileOpen(&p->file, zPath, &c->err));
  if( rc!=CAT_OK ) return rc;
  memset(p->pCur, 0, t->szCur);
  p->bOpen = 1;
  return r->xOpenSource(p->pCur, c, &p->file.src, aArg, nArg);
}

int catReadNext(CatReadFile *p, CatCtx *c, int *pbEof){
  int rc = p->r->pFunc->pTable->xNext(p->pCur, c, pbEof);
  if( rc==CAT_OK && *pbEof ){
    c->err.n = 0;
    rc = catReadCode(coreFileCheck(&p->file, p->zPath, &c->err));
    catReadClose(p);
  }
  return rc;
}

int catReadColumn(CatReadFile *p, CatCtx *c, int iCol, CatValue *pV){
  const CatTable *t = p->r->pFunc->pTable;
  if( iCol==t->nCol ){
    Span s;
    s.z = p->zPath;
    s.n = p->nPath;
    catText(pV, s);
    return CAT_OK;
  }
  return t->xColumn(p->pCur, c, iCol, pV);
}

void catReadFree(CatReadFile *p, const CoreAlloc *pA){
  catReadClose(p);
  coreFree(pA, p->pCur);
  p->pCur = NULL;
}
