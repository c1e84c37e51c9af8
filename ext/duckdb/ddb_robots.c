/*
** ddb_robots.c: the robots.txt scalars for DuckDB.
**
**   robots_allowed(txt, agent, url [, status])   BOOLEAN
**   robots_explain(txt, agent, url)              VARCHAR (JSON)
**
** DuckDB calls a scalar once per chunk of up to 2048 rows, from several
** threads at once.  A call takes a robots.txt cache from a pool (one lock
** per chunk, never per row: ddbPoolTake), keeps the compiled file of the
** previous row while consecutive rows pass the same txt (a constant vector
** passes the same bytes on every row, so it is compiled or looked up once
** per chunk), and gives the cache back (DdbFiles).  The engine decides
** (robotsAsk: the status rule, the crawler's token, the path, the
** decision) and explains; this file reads vectors and writes results.
** Start at ddbAllowedFunc.
*/
#include "ddb_util.h"
#include "../robots/robots_cache.h"
#include "../robots/robots_explain.h"
#include "../robots/robots_path.h"
#include "../robots/robots_verdict.h"

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

/* The arguments of robots_allowed / robots_explain over one chunk. */
typedef struct DdbRobotsCols {
  DdbCol txt, agent, url;
  int bStatus;               /* the status argument is given */
  DdbInt status;
} DdbRobotsCols;

/* Read the chunk's argument vectors: 0, or -1 with the error set. */
static int ddbRobotsCols(duckdb_function_info info, duckdb_data_chunk in,
                         const char *zFunc, DdbRobotsCols *c){
  if( ddbColInit(info, in, 0, zFunc, "txt", &c->txt)
   || ddbColInit(info, in, 1, zFunc, "agent", &c->agent)
   || ddbColInit(info, in, 2, zFunc, "url", &c->url) ) return -1;
  c->bStatus = duckdb_data_chunk_get_column_count(in)>3;
  if( c->bStatus && ddbIntInit(info, in, 3, zFunc, "status", &c->status) ){
    return -1;
  }
  return 0;
}

/* The status of row i into *pStatus, ROBOTS_STATUS_NONE when absent or
** NULL: 0, or -1 with the error set (not an integer). */
static int ddbStatusOf(duckdb_function_info info, const DdbRobotsCols *c,
                       idx_t i, int64_t *pStatus){
  int rc = c->bStatus ? ddbIntAt(info, &c->status, i, pStatus) : 0;
  if( rc==0 ) *pStatus = ROBOTS_STATUS_NONE;
  return rc<0 ? -1 : 0;
}

/* Fill q for row i (agent and url valid): the previous row's entry when
** txt is the same bytes, else txt to look up in the call's cache (txt.z
** NULL when txt is NULL: the engine answers ROBOTS_ASK_NO_FILE unless the
** status decides). */
static void ddbAskRow(DdbFiles *f, const DdbRobotsCols *c, idx_t i,
                      RobotsAsk *q){
  q->pCache = f->pCache;
  q->pEntry = NULL;
  q->pFile = NULL;
  q->txt.z = NULL;
  q->txt.n = 0;
  q->agent = ddbStr(&c->agent.a[i]);
  q->url = ddbStr(&c->url.a[i]);
  if( !ddbValid(&c->txt, i) ) return;
  q->txt = ddbStr(&c->txt.a[i]);
  q->pEntry = ddbFilesSame(f, q->txt);
}

/* One row of robots_allowed (bExplain 0) or robots_explain (1): the
** engine decides (robotsAsk); 0, -1 when out of memory, -2 with the error
** set (a status that is not an integer, checked first, as SQLite does). */
static int ddbRobotsRow(duckdb_function_info info, DdbFiles *f,
                        const DdbRobotsCols *c, idx_t i, int bExplain,
                        DdbOut *o){
  char zBuf[ROBOTS_ASK_BUF];
  RobotsAsk q;
  RobotsAnswer r;
  int64_t status;
  int rc;
  if( ddbStatusOf(info, c, i, &status) ) return -2;
  if( !ddbValid(&c->agent, i) || !ddbValid(&c->url, i) ){
    ddbOutNull(o, i);
    return 0;
  }
  ddbAskRow(f, c, i, &q);
  q.status = status;
  q.pStop = NULL;                  /* DuckDB's C API tells no interrupt */
  q.pA = &ddbAlloc;
  q.zBuf = zBuf;
  q.nBuf = sizeof(zBuf);
  rc = robotsAsk(&q, &r);
  if( r.pEntry ) ddbFilesKeep(f, r.pEntry, q.txt);
  if( rc==ROBOTS_ASK_NO_FILE ){
    ddbOutNull(o, i);
    rc = ROBOTS_ASK_OK;
  }else if( rc==ROBOTS_ASK_MIXUP ){          /* the engine's message */
    ddbError(info, bExplain ? "robots_explain" : "robots_allowed", r.zMixup);
    robotsAnswerFree(&q, &r);
    return -2;
  }else if( rc==ROBOTS_ASK_OK && bExplain ){
    CoreBuf b;
    coreBufInit(&b, &ddbAlloc);
    if( robotsExplainJson(&b, r.pFile, q.agent, r.path, &r.v) || b.oom ){
      rc = ROBOTS_ASK_NOMEM;
    }else{
      ddbOutBytes(o, i, b.z, b.n);
    }
    coreBufFree(&b);
  }else if( rc==ROBOTS_ASK_OK ){
    ddbOutBool(o, i, r.v.bAllowed);
  }
  robotsAnswerFree(&q, &r);
  return rc==ROBOTS_ASK_OK ? 0 : -1;
}

/* robots_allowed and robots_explain over one chunk. */
static void ddbRobotsChunk(duckdb_function_info info, duckdb_data_chunk in,
                           duckdb_vector out, const char *zFunc, int bExplain){
  idx_t n = duckdb_data_chunk_get_size(in), i;
  DdbRobotsCols c;
  DdbFiles f;
  DdbOut o;
  if( ddbRobotsCols(info, in, zFunc, &c) ) return;
  o.v = out;
  o.valid = NULL;
  if( ddbFilesStart(&f) ){ ddbError(info, zFunc, NULL); return; }
  for(i=0; i<n; i++){
    int rc = ddbRobotsRow(info, &f, &c, i, bExplain, &o);
    if( rc ){
      if( rc==-1 ) ddbError(info, zFunc, NULL);
      break;
    }
  }
  ddbFilesEnd(&f);
}

/* robots_allowed(txt, agent, url [, status]) */
static void ddbAllowedFunc(duckdb_function_info info, duckdb_data_chunk in,
                           duckdb_vector out){
  ddbRobotsChunk(info, in, out, "robots_allowed", 0);
}

/* robots_explain(txt, agent, url) */
static void ddbExplainFunc(duckdb_function_info info, duckdb_data_chunk in,
                           duckdb_vector out){
  ddbRobotsChunk(info, in, out, "robots_explain", 1);
}

/* The robots.txt scalars.  NULL in, NULL out is decided per row (a NULL
** status is not NULL out), so each sees NULLs. */
static const DdbSet aDdbRobots[] = {
  { "robots_allowed", 3, 4, NULL, DUCKDB_TYPE_BOOLEAN, NULL,
    ddbAllowedFunc, NULL, 1 },
  { "robots_explain", 3, 3, NULL, DUCKDB_TYPE_VARCHAR, NULL,
    ddbExplainFunc, NULL, 1 },
};

int ddbRobotsRegister(duckdb_connection con){
  size_t i;
  for(i=0; i<sizeof(aDdbRobots)/sizeof(aDdbRobots[0]); i++){
    if( ddbRegisterSet(con, &aDdbRobots[i]) ) return -1;
  }
  return 0;
}
