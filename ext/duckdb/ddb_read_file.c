/*
** ddb_read_file.c: the files of read_access_log and read_sitemap (see
** ddb_read.h): a glob expanded with glob(3) and sorted, and each file
** read with read(2) as the engine's reader asks for bytes (not mapped: a
** file that another process cuts while it is read just ends there).
** Start at ddbReadGlob, ddbFileOpen.
*/
#include "ddb_read.h"

#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Longest part of a path a message quotes. */
#define DDB_READ_QUOTE 300

/* Set zErr to zPre, then zPath quoted as the engine quotes a value in a
** message (printable, at most DDB_READ_QUOTE bytes, never half a
** character, "..." when cut), then zPost.  Returns -1. */
static int ddbReadMsg(char *zErr, const char *zPre, const char *zPath,
                      const char *zPost){
  CoreBuf b;
  coreBufInit(&b, &ddbAlloc);
  coreBufAppend(&b, zPre, strlen(zPre));
  coreAppendQuoted(&b, zPath, strlen(zPath), DDB_READ_QUOTE, "'", "'");
  coreBufAppend(&b, zPost, strlen(zPost));
  snprintf(zErr, DDB_READ_ERR, "%.*s", b.oom ? 13 : (int)b.n,
           b.oom ? "out of memory" : b.z);
  coreBufFree(&b);
  return -1;
}

/* strcmp for qsort over an array of char*. */
static int ddbReadCmp(const void *a, const void *b){
  return strcmp(*(char *const*)a, *(char *const*)b);
}

/* Append the names of g that are not directories (GLOB_MARK ends those
** with '/') to *p, counting the others in *pnDir: 0 or -1 (out of memory). */
static int ddbReadKeep(const glob_t *g, DdbReadList *p, size_t *pnDir){
  size_t i;
  char **az = (char**)realloc(p->azPath, (p->n + g->gl_pathc + 1)*sizeof(char*));
  if( az==NULL ) return -1;
  p->azPath = az;
  for(i=0; i<g->gl_pathc; i++){
    const char *z = g->gl_pathv[i];
    size_t n = strlen(z);
    if( n>0 && z[n-1]=='/' ){ (*pnDir)++; continue; }
    if( (p->azPath[p->n] = (char*)malloc(n+1))==NULL ) return -1;
    memcpy(p->azPath[p->n++], z, n+1);
  }
  return 0;
}

int ddbReadGlob(const char *zPattern, DdbReadList *p, char *zErr){
  glob_t g;
  size_t nDir = 0, n0 = p->n;
  int rc;
  memset(&g, 0, sizeof(g));
  rc = glob(zPattern, GLOB_MARK, NULL, &g);
  if( rc==GLOB_NOSPACE || (rc==0 && ddbReadKeep(&g, p, &nDir)) ){
    globfree(&g);
    snprintf(zErr, DDB_READ_ERR, "out of memory");
    return -1;
  }
  globfree(&g);
  if( p->n==n0 ){
    return ddbReadMsg(zErr, "no file matches ", zPattern,
                      nDir ? " (only directories do)" : "");
  }
  qsort(p->azPath + n0, p->n - n0, sizeof(char*), ddbReadCmp);
  return 0;
}

void ddbReadListFree(DdbReadList *p){
  size_t i;
  for(i=0; i<p->n; i++) free(p->azPath[i]);
  free(p->azPath);
  memset(p, 0, sizeof(*p));
}

/* Set zErr to "cannot read 'zPath': zWhy". */
static int ddbFileError(const char *zPath, const char *zWhy, char *zErr){
  char zPost[128];
  snprintf(zPost, sizeof(zPost), ": %s", zWhy);
  return ddbReadMsg(zErr, "cannot read ", zPath, zPost);
}

/* GzSource.xRead: read(2) up to n bytes, again after a signal; a failure
** ends the input and is kept for ddbFileCheck. */
static size_t ddbFileRead(void *pCtx, char *z, size_t n){
  DdbFile *f = (DdbFile*)pCtx;
  for(;;){
    ssize_t k = read(f->fd, z, n);
    if( k>=0 ) return (size_t)k;
    if( errno!=EINTR ){ f->eErr = errno; return 0; }
  }
}

int ddbFileOpen(DdbFile *f, const char *zPath, char *zErr){
  struct stat st;
  memset(f, 0, sizeof(*f));
  f->src.xRead = ddbFileRead;
  f->src.pCtx = f;
  f->fd = open(zPath, O_RDONLY | O_CLOEXEC);
  if( f->fd<0 ) return ddbFileError(zPath, strerror(errno), zErr);
  if( fstat(f->fd, &st) ){
    int e = errno;
    ddbFileClose(f);
    return ddbFileError(zPath, strerror(e), zErr);
  }
  if( !S_ISREG(st.st_mode) ){
    ddbFileClose(f);
    return ddbFileError(zPath, "not a regular file", zErr);
  }
  posix_fadvise(f->fd, 0, 0, POSIX_FADV_SEQUENTIAL);
  return 0;
}

int ddbFileCheck(const DdbFile *f, const char *zPath, char *zErr){
  if( f->eErr==0 ) return 0;
  return ddbFileError(zPath, strerror(f->eErr), zErr);
}

void ddbFileClose(DdbFile *f){
  if( f->fd>=0 ) close(f->fd);
  f->fd = -1;
}
