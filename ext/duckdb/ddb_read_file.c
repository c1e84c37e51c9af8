/*
** ddb_read_file.c: the files of read_access_log and read_sitemap (see
** ddb_read.h): a glob expanded with glob(3) and sorted, and each file
** mapped read-only, its pages given back after every chunk.
**
** A mapped file that another process truncates while it is read would end
** the process (SIGBUS); the size is checked when the file is opened, and
** sql/README.md says so.  Start at ddbReadGlob, ddbMapOpen.
*/
#include "ddb_read.h"

#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* strcmp for qsort over an array of char*. */
static int ddbReadCmp(const void *a, const void *b){
  return strcmp(*(char *const*)a, *(char *const*)b);
}

/* Copy the names of g that are not directories (GLOB_MARK ends those with
** '/') into *p, counting the others in *pnDir: 0 or -1 (out of memory). */
static int ddbReadKeep(const glob_t *g, DdbReadList *p, size_t *pnDir){
  size_t i;
  p->azPath = (char**)malloc((g->gl_pathc ? g->gl_pathc : 1)*sizeof(char*));
  if( p->azPath==NULL ) return -1;
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
  size_t nDir = 0;
  int rc;
  memset(p, 0, sizeof(*p));
  memset(&g, 0, sizeof(g));
  rc = glob(zPattern, GLOB_MARK, NULL, &g);
  if( rc==GLOB_NOSPACE || (rc==0 && ddbReadKeep(&g, p, &nDir)) ){
    globfree(&g);
    ddbReadListFree(p);
    snprintf(zErr, DDB_READ_ERR, "out of memory");
    return -1;
  }
  globfree(&g);
  if( p->n==0 ){
    ddbReadListFree(p);
    snprintf(zErr, DDB_READ_ERR, "no file matches '%.400s'%s", zPattern,
             nDir ? " (only directories do)" : "");
    return -1;
  }
  qsort(p->azPath, p->n, sizeof(char*), ddbReadCmp);
  return 0;
}

void ddbReadListFree(DdbReadList *p){
  size_t i;
  for(i=0; i<p->n; i++) free(p->azPath[i]);
  free(p->azPath);
  memset(p, 0, sizeof(*p));
}

/* Set zErr to "cannot read 'zPath': zWhy". */
static int ddbMapError(const char *zPath, const char *zWhy, char *zErr){
  snprintf(zErr, DDB_READ_ERR, "cannot read '%.400s': %s", zPath, zWhy);
  return -1;
}

int ddbMapOpen(DdbMap *m, const char *zPath, char *zErr){
  struct stat st;
  int fd;
  memset(m, 0, sizeof(*m));
  m->z = "";
  fd = open(zPath, O_RDONLY | O_CLOEXEC);
  if( fd<0 ) return ddbMapError(zPath, strerror(errno), zErr);
  if( fstat(fd, &st) ){
    int e = errno;
    close(fd);
    return ddbMapError(zPath, strerror(e), zErr);
  }
  if( !S_ISREG(st.st_mode) ){
    close(fd);
    return ddbMapError(zPath, "not a regular file", zErr);
  }
  if( st.st_size>0 ){
    void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if( p==MAP_FAILED ){
      int e = errno;
      close(fd);
      return ddbMapError(zPath, strerror(e), zErr);
    }
    madvise(p, (size_t)st.st_size, MADV_SEQUENTIAL);
    m->pMap = p;
    m->z = (const char*)p;
    m->n = (size_t)st.st_size;
  }
  close(fd);                 /* the mapping keeps the file */
  return 0;
}

void ddbMapDrop(DdbMap *m){
  if( m->pMap ) madvise(m->pMap, m->n, MADV_DONTNEED);
}

void ddbMapClose(DdbMap *m){
  if( m->pMap ) munmap(m->pMap, m->n);
  memset(m, 0, sizeof(*m));
  m->z = "";
}
