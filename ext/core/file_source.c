/*
** file_source.c: a glob expanded with glob(3) and sorted, and each file
** read with read(2) as the engine's reader asks for bytes (not mapped: a
** file that another process cuts while it is read just ends there); see
** file_source.h.  Where there is no glob(3) (Windows) a pattern names
** itself and a file is read with fread.  Start at coreFileGlob,
** coreFileOpen.
*/
#include "file_source.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#if !defined(_WIN32)
# include <fcntl.h>
# include <glob.h>
# include <unistd.h>
# ifndef O_CLOEXEC
#  define O_CLOEXEC 0                      /* a strict C build's headers */
# endif
#endif

/* Longest part of a path a message quotes. */
#define CORE_FILE_QUOTE 300

/* Append zPre, then path z[0..n) quoted as the engine quotes a value, then
** zPost, to *pErr.  Returns CORE_FILE_REFUSED (CORE_FILE_NOMEM when the
** message could not be written). */
static int coreFileMsg(CoreBuf *pErr, const char *zPre, const char *z,
                       size_t n, const char *zPost){
  coreBufAppend(pErr, zPre, strlen(zPre));
  coreAppendQuoted(pErr, z, n, CORE_FILE_QUOTE, "'", "'");
  coreBufAppend(pErr, zPost, strlen(zPost));
  return pErr->oom ? CORE_FILE_NOMEM : CORE_FILE_REFUSED;
}

/* strcmp for qsort over an array of char*. */
static int coreFileCmp(const void *a, const void *b){
  return strcmp(*(char *const*)a, *(char *const*)b);
}

/* Append a copy of path z[0..n) to *p, which has room for it: 0 or
** CORE_FILE_NOMEM. */
static int coreFileKeep(const CoreAlloc *pA, CoreFileList *p, const char *z,
                        size_t n){
  char *zCopy = (char*)coreMalloc(pA, n+1);
  if( zCopy==NULL ) return CORE_FILE_NOMEM;
  memcpy(zCopy, z, n);
  zCopy[n] = 0;
  p->azPath[p->n++] = zCopy;
  return 0;
}

/* Make room in *p for nMore more paths: 0 or CORE_FILE_NOMEM. */
static int coreFileRoom(const CoreAlloc *pA, CoreFileList *p, size_t nMore){
  char **az;
  if( nMore > (SIZE_MAX/sizeof(char*)) - p->n - 1 ) return CORE_FILE_NOMEM;
  az = (char**)coreRealloc(pA, p->azPath, (p->n + nMore + 1)*sizeof(char*));
  if( az==NULL ) return CORE_FILE_NOMEM;
  p->azPath = az;
  return 0;
}

#if !defined(_WIN32)
/* The names of g that are not directories (GLOB_MARK ends those with '/')
** appended to *p, the others counted in *pnDir: 0 or CORE_FILE_NOMEM. */
static int coreFileMatches(const CoreAlloc *pA, const glob_t *g,
                           CoreFileList *p, size_t *pnDir){
  size_t i;
  if( coreFileRoom(pA, p, g->gl_pathc) ) return CORE_FILE_NOMEM;
  for(i=0; i<g->gl_pathc; i++){
    const char *z = g->gl_pathv[i];
    size_t n = strlen(z);
    if( n>0 && z[n-1]=='/' ){ (*pnDir)++; continue; }
    if( coreFileKeep(pA, p, z, n) ) return CORE_FILE_NOMEM;
  }
  return 0;
}

/* glob(3) of NUL-terminated zPattern into *p: 0 or CORE_FILE_NOMEM. */
static int coreFileExpand(const CoreAlloc *pA, const char *zPattern,
                          CoreFileList *p, size_t *pnDir){
  glob_t g;
  int rc;
  memset(&g, 0, sizeof(g));
  rc = glob(zPattern, GLOB_MARK, NULL, &g);
  if( rc==GLOB_NOSPACE ) rc = CORE_FILE_NOMEM;
  else if( rc==0 ) rc = coreFileMatches(pA, &g, p, pnDir);
  else rc = 0;                             /* no match, or unreadable */
  globfree(&g);
  return rc;
}
#else
/* Without glob(3): zPattern names itself when it is a regular file. */
static int coreFileExpand(const CoreAlloc *pA, const char *zPattern,
                          CoreFileList *p, size_t *pnDir){
  struct stat st;
  if( stat(zPattern, &st) ) return 0;
  if( (st.st_mode & S_IFMT)==S_IFDIR ){ (*pnDir)++; return 0; }
  if( coreFileRoom(pA, p, 1) ) return CORE_FILE_NOMEM;
  return coreFileKeep(pA, p, zPattern, strlen(zPattern));
}
#endif

int coreFileGlob(const CoreAlloc *pA, const char *z, size_t n,
                 CoreFileList *p, CoreBuf *pErr){
  size_t nDir = 0, n0 = p->n;
  char *zPattern;
  int rc = 0;
  if( memchr(z, 0, n)==NULL ){
    if( (zPattern = (char*)coreMalloc(pA, n+1))==NULL ) return CORE_FILE_NOMEM;
    memcpy(zPattern, z, n);
    zPattern[n] = 0;
    rc = coreFileExpand(pA, zPattern, p, &nDir);
    coreFree(pA, zPattern);
    if( rc ) return rc;
  }
  if( p->n==n0 ){
    return coreFileMsg(pErr, "no file matches ", z, n,
                       nDir ? " (only directories do)" : "");
  }
  qsort(p->azPath + n0, p->n - n0, sizeof(char*), coreFileCmp);
  return 0;
}

void coreFileListFree(const CoreAlloc *pA, CoreFileList *p){
  size_t i;
  for(i=0; i<p->n; i++) coreFree(pA, p->azPath[i]);
  coreFree(pA, p->azPath);
  memset(p, 0, sizeof(*p));
}

/* Append "cannot read 'zPath': zWhy" to *pErr. */
static int coreFileError(const char *zPath, const char *zWhy, CoreBuf *pErr){
  char zPost[128];
  snprintf(zPost, sizeof(zPost), ": %s", zWhy);
  return coreFileMsg(pErr, "cannot read ", zPath, strlen(zPath), zPost);
}

#if !defined(_WIN32)
/* GzSource.xRead: read(2) up to n bytes, again after a signal; a failure
** ends the input and is kept for coreFileCheck. */
static size_t coreFileRead(void *pCtx, char *z, size_t n){
  CoreFile *f = (CoreFile*)pCtx;
  for(;;){
    ssize_t k = read(f->fd, z, n);
    if( k>=0 ) return (size_t)k;
    if( errno!=EINTR ){ f->eErr = errno; return 0; }
  }
}

int coreFileOpen(CoreFile *f, const char *zPath, CoreBuf *pErr){
  struct stat st;
  memset(f, 0, sizeof(*f));
  f->src.xRead = coreFileRead;
  f->src.pCtx = f;
  f->fd = open(zPath, O_RDONLY | O_CLOEXEC);
  if( f->fd<0 ) return coreFileError(zPath, strerror(errno), pErr);
  f->bOpen = 1;
  if( fstat(f->fd, &st) ){
    int e = errno;
    coreFileClose(f);
    return coreFileError(zPath, strerror(e), pErr);
  }
  if( !S_ISREG(st.st_mode) ){
    coreFileClose(f);
    return coreFileError(zPath, "not a regular file", pErr);
  }
#ifdef POSIX_FADV_SEQUENTIAL
  posix_fadvise(f->fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
  return 0;
}

void coreFileClose(CoreFile *f){
  if( f->bOpen ) close(f->fd);
  f->bOpen = 0;
}
#else
/* GzSource.xRead without read(2): fread; a failure is kept as EIO. */
static size_t coreFileRead(void *pCtx, char *z, size_t n){
  CoreFile *f = (CoreFile*)pCtx;
  size_t k = fread(z, 1, n, (FILE*)f->pFile);
  if( k==0 && ferror((FILE*)f->pFile) ) f->eErr = EIO;
  return k;
}

int coreFileOpen(CoreFile *f, const char *zPath, CoreBuf *pErr){
  struct stat st;
  memset(f, 0, sizeof(*f));
  f->src.xRead = coreFileRead;
  f->src.pCtx = f;
  if( stat(zPath, &st) ) return coreFileError(zPath, strerror(errno), pErr);
  if( (st.st_mode & S_IFMT)!=S_IFREG ){
    return coreFileError(zPath, "not a regular file", pErr);
  }
  if( (f->pFile = fopen(zPath, "rb"))==NULL ){
    return coreFileError(zPath, strerror(errno), pErr);
  }
  f->bOpen = 1;
  return 0;
}

void coreFileClose(CoreFile *f){
  if( f->bOpen ) fclose((FILE*)f->pFile);
  f->bOpen = 0;
}
#endif

int coreFileCheck(const CoreFile *f, const char *zPath, CoreBuf *pErr){
  if( f->eErr==0 ) return 0;
  return coreFileError(zPath, strerror(f->eErr), pErr);
}
