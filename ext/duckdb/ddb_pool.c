/*
** ddb_pool.c: the pool of robots.txt caches the DuckDB binding shares.
** DuckDB calls a scalar once per chunk of up to 2048 rows, from several
** threads at once: a call takes a cache from the pool (one lock per chunk,
** never per row: ddbPoolTake) and gives it back.  DdbFiles keeps the
** previous row's compiled file for robots_usage (ddb_usage.c); the
** catalog's functions (robots_allowed, robots_explain ...) keep theirs in
** the engine's call-site memo (ddb_catalog.c).  Start at ddbPoolTake.
*/
#include "ddb_util.h"
#include "../robots/robots_cache.h"

#include <pthread.h>
#include <string.h>

#define DDB_POOL_MAX   64     /* caches kept for reuse */

/* Caches not in use by a call; shared by every database the extension
** was loaded into (the key is the file's content). */
static struct {
  pthread_mutex_t mu;
  RobotsCache *a[DDB_POOL_MAX];
  int n;
} ddbPool = { PTHREAD_MUTEX_INITIALIZER, { 0 }, 0 };

/* A cache for one call (one chunk): from the pool, or new.  NULL when out
** of memory. */
RobotsCache *ddbPoolTake(void){
  RobotsCache *p = NULL;
  pthread_mutex_lock(&ddbPool.mu);
  if( ddbPool.n>0 ) p = ddbPool.a[--ddbPool.n];
  pthread_mutex_unlock(&ddbPool.mu);
  return p ? p : robotsCacheNew(&ddbAlloc);
}

/* Give a cache back to the pool (freed when the pool is full). */
void ddbPoolGive(RobotsCache *p){
  pthread_mutex_lock(&ddbPool.mu);
  if( ddbPool.n<DDB_POOL_MAX ){
    ddbPool.a[ddbPool.n++] = p;
    p = NULL;
  }
  pthread_mutex_unlock(&ddbPool.mu);
  if( p ) robotsCacheUnref(p);
}

/* Start a call's files: 0, or -1 (out of memory). */
int ddbFilesStart(DdbFiles *f){
  memset(f, 0, sizeof(*f));
  f->pCache = ddbPoolTake();
  return f->pCache ? 0 : -1;
}

/* End a call's files: drop the kept entry, give the cache back. */
void ddbFilesEnd(DdbFiles *f){
  if( f->pPrev ) robotsEntryRelease(f->pPrev);
  if( f->pCache ) ddbPoolGive(f->pCache);
}

/* Keep e as the entry of txt for the next rows. */
static void ddbFilesKeep(DdbFiles *f, RobotsEntry *e, Span txt){
  if( e==f->pPrev ) return;
  robotsEntryRef(e);
  if( f->pPrev ) robotsEntryRelease(f->pPrev);
  f->pPrev = e;
  f->zPrev = txt.z;
  f->nPrev = txt.n;
}

/* The kept entry when txt is the previous row's bytes, else NULL. */
static RobotsEntry *ddbFilesSame(const DdbFiles *f, Span txt){
  if( f->pPrev && txt.n==f->nPrev
   && (txt.z==f->zPrev || memcmp(txt.z, f->zPrev, txt.n)==0) ){
    return f->pPrev;
  }
  return NULL;
}

/* The entry of txt: the kept one, else from the cache.  NULL when out of
** memory. */
RobotsEntry *ddbFilesGet(DdbFiles *f, Span txt){
  RobotsEntry *e = ddbFilesSame(f, txt);
  if( e ) return e;
  e = robotsCacheGet(f->pCache, txt.z, txt.n);
  if( e ) ddbFilesKeep(f, e, txt);
  return e;
}
