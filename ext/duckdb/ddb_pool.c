/*
** ddb_pool.c: the pool of robots.txt caches the DuckDB binding shares.
** DuckDB calls a scalar once per chunk of up to 2048 rows, from several
** threads at once: a call takes a cache from the pool (one lock per chunk,
** never per row: ddbPoolTake) and gives it back.  The catalog's functions
** keep the last compiled file in the engine's call-site memo
** (ddb_catalog.c).  Start at ddbPoolTake.
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
