/*
** ddb_usage.c: the AI usage signal functions for DuckDB, with the names
** and meanings of the SQLite ones.
**
**   robots_usage(txt, agent, url)     VARCHAR (JSON): allowed,
**                                     content_usage, content_signal
**   robots_usage_header(value)        VARCHAR (JSON): a Content-Usage header
**   robots_tdmrep(json, url)          VARCHAR (JSON) or NULL
**   robots_usage_rules(txt [, agent]) group_id, kind, path, key, value, line
**   robots_crawler_list()             token, pattern, purpose, vendor
**
** robots_usage reads compiled files as robots_allowed does (DdbFiles: a
** cache of the pool per chunk, the previous row's file kept).  The engine
** decides, writes the JSON and words the errors; this file reads vectors
** and writes results.  DuckDB's C API tells a function no interrupt, so
** the engine runs without a stop hook (its caps bound each call).  Start
** at ddbUsageFunc.
*/
#include "ddb_tvf.h"
#include "../robots/robots_cache.h"
#include "../crawler/robots_purpose.h"
#include "../usage/robots_tdmrep.h"
#include "../usage/robots_usage.h"

#include <stdlib.h>

/* The arguments of robots_usage over one chunk. */
typedef struct DdbUsageCols {
  DdbCol txt, agent, url;
} DdbUsageCols;

/* One row of robots_usage (every argument valid): 0, or -1 when out of
** memory. */
static int ddbUsageRow(DdbFiles *f, const DdbUsageCols *c, idx_t i,
                       CoreBuf *b, DdbOut *o){
  Span agent = ddbStr(&c->agent.a[i]);
  RobotsEntry *e = ddbFilesGet(f, ddbStr(&c->txt.a[i]));
  b->n = 0;
  if( e==NULL
   || robotsUsageJson(e->pFile, agent.z, agent.n, ddbStr(&c->url.a[i]), b, NULL)
   || b->oom ){
    return -1;
  }
  ddbOutText(o, i, b->z, b->n);
  return 0;
}

/* robots_usage(txt, agent, url) over one chunk: NULL when an argument is
** NULL. */
static void ddbUsageFunc(duckdb_function_info info, duckdb_data_chunk in,
                         duckdb_vector out){
  idx_t n = duckdb_data_chunk_get_size(in), i;
  DdbUsageCols c;
  DdbFiles f;
  DdbOut o;
  CoreBuf b;
  o.v = out;
  o.valid = NULL;
  if( ddbColInit(info, in, 0, "robots_usage", "txt", &c.txt)
   || ddbColInit(info, in, 1, "robots_usage", "agent", &c.agent)
   || ddbColInit(info, in, 2, "robots_usage", "url", &c.url) ) return;
  if( ddbFilesStart(&f) ){ ddbError(info, "robots_usage", NULL); return; }
  coreBufInit(&b, &ddbAlloc);
  for(i=0; i<n; i++){
    if( !ddbValid(&c.txt, i) || !ddbValid(&c.agent, i) || !ddbValid(&c.url, i) ){
      ddbOutNull(&o, i);
    }else if( ddbUsageRow(&f, &c, i, &b, &o) ){
      ddbError(info, "robots_usage", NULL);
      break;
    }
  }
  coreBufFree(&b);
  ddbFilesEnd(&f);
}

/* robots_usage_header(value): one row. */
static int ddbUsageHeaderRow(DdbCall *c, const Span *a, int nArg, idx_t i){
  CoreBuf b;
  int rc;
  (void)nArg;
  coreBufInit(&b, &ddbAlloc);
  rc = robotsUsageHeaderJson(a[0].z, a[0].n, &b, NULL);
  if( rc==0 && !b.oom ) ddbOutText(&c->out, i, b.z, b.n);
  else ddbError(c->info, "robots_usage_header", NULL);
  coreBufFree(&b);
  return rc==0 && !b.oom ? 0 : -1;
}

/* robots_tdmrep(json, url): one row; NULL when no rule matches or the
** document is not a TDMRep array (the engine's rule). */
static int ddbTdmrepRow(DdbCall *c, const Span *a, int nArg, idx_t i){
  CoreBuf b;
  int rc;
  (void)nArg;
  coreBufInit(&b, &ddbAlloc);
  rc = tdmrepJson(a[0].z, a[0].n, a[1], &b, NULL, NULL);
  if( rc==1 && b.oom ) rc = -1;
  if( rc==1 ) ddbOutText(&c->out, i, b.z, b.n);
  else if( rc==0 ) ddbOutNull(&c->out, i);
  else ddbError(c->info, "robots_tdmrep", NULL);
  coreBufFree(&b);
  return rc>=0 ? 0 : -1;
}

static const DdbScalar aDdbUsageScalars[] = {
  { "robots_usage_header", { "value" }, 1, 1, 0, DUCKDB_TYPE_VARCHAR,
    ddbUsageHeaderRow },
  { "robots_tdmrep", { "json", "url" }, 2, 2, 0, DUCKDB_TYPE_VARCHAR,
    ddbTdmrepRow },
};

/* ---- robots_usage_rules -------------------------------------------------- */

typedef struct DdbUsageRulesCur {
  RobotsUsageRows rows;
  int i;
} DdbUsageRulesCur;

/* The engine's rows of the file (only the groups of the agent when one is
** given; a NULL agent: no rows): 0 or -1 (out of memory). */
static int ddbUsageRulesStart(void *pCur, const Span *aArg, int nArg,
                              char *zErr){
  DdbUsageRulesCur *c = (DdbUsageRulesCur*)pCur;
  RobotsCache *pCache;
  RobotsEntry *e;
  int rc = -1;
  (void)zErr;
  c->i = -1;
  if( nArg>1 && aArg[1].z==NULL ) return 0;
  if( (pCache = ddbPoolTake())==NULL ) return -1;
  e = robotsCacheGet(pCache, aArg[0].z, aArg[0].n);
  if( e ){
    rc = robotsUsageRowsBuild(e->pFile, nArg>1, nArg>1 ? aArg[1].z : "",
                              nArg>1 ? aArg[1].n : 0, &c->rows, &ddbAlloc, NULL);
  }
  ddbPoolGive(pCache);
  return rc ? -1 : 0;
}

/* The next of the rows: 1, or 0 at the end. */
static int ddbUsageRulesNext(void *pCur, char *zErr){
  DdbUsageRulesCur *c = (DdbUsageRulesCur*)pCur;
  (void)zErr;
  return ++c->i < c->rows.n;
}

/* Column iCol of the current row (a path or value the line lacks: NULL). */
static int ddbUsageRulesColumn(void *pCur, int iCol, DdbVal *v){
  DdbUsageRulesCur *c = (DdbUsageRulesCur*)pCur;
  const RobotsUsageRow *r = &c->rows.a[c->i];
  switch( iCol ){
    case 0: ddbInt(v, r->iGroup); break;
    case 1: ddbStatic(v, robotsUsageKindName(r->eKind)); break;
    case 2: if( r->bPath ) ddbText(v, r->path); break;
    case 3: if( r->bKey ) ddbText(v, r->key); break;
    case 4: if( r->bValue ) ddbText(v, r->value); break;
    default: ddbInt(v, r->iLine); break;
  }
  return 0;
}

/* Free the rows. */
static void ddbUsageRulesEnd(void *pCur){
  robotsUsageRowsFree(&((DdbUsageRulesCur*)pCur)->rows, &ddbAlloc);
}

static const DdbColDef aUsageRulesCol[] = {
  { "group_id", DDB_T_INT }, { "kind", DDB_T_TEXT }, { "path", DDB_T_TEXT },
  { "key", DDB_T_TEXT }, { "value", DDB_T_TEXT }, { "line", DDB_T_INT },
};

/* ---- robots_crawler_list ------------------------------------------------- */

typedef struct DdbCrawlerCur {
  size_t i;
  RobotsCrawlerInfo row;
} DdbCrawlerCur;

/* No arguments, nothing to start: the zeroed cursor is at the first row. */
static int ddbCrawlerStart(void *pCur, const Span *aArg, int nArg, char *zErr){
  (void)pCur; (void)aArg; (void)nArg; (void)zErr;
  return 0;
}

/* The next of the engine's rows, in its order: 1, or 0 at the end. */
static int ddbCrawlerNext(void *pCur, char *zErr){
  DdbCrawlerCur *c = (DdbCrawlerCur*)pCur;
  (void)zErr;
  if( c->i>=robotsCrawlerListSize() ) return 0;
  robotsCrawlerListAt(c->i++, &c->row);
  return 1;
}

/* Column iCol of the current row (a crawler without a pattern: NULL). */
static int ddbCrawlerColumn(void *pCur, int iCol, DdbVal *v){
  const RobotsCrawlerInfo *r = &((DdbCrawlerCur*)pCur)->row;
  const char *az[4];
  az[0] = r->zToken; az[1] = r->zPattern; az[2] = r->zPurpose; az[3] = r->zVendor;
  ddbStatic(v, az[iCol & 3]);
  return 0;
}

static const DdbColDef aCrawlerCol[] = {
  { "token", DDB_T_TEXT }, { "pattern", DDB_T_TEXT }, { "purpose", DDB_T_TEXT },
  { "vendor", DDB_T_TEXT },
};

#define DDB_NCOL(a) ((int)(sizeof(a)/sizeof(a[0])))

static const DdbTabDef aDdbUsageTabs[] = {
  { "robots_usage_rules", { "txt", "agent" }, 1, 2, aUsageRulesCol,
    DDB_NCOL(aUsageRulesCol), sizeof(DdbUsageRulesCur), ddbUsageRulesStart,
    ddbUsageRulesNext, ddbUsageRulesColumn, ddbUsageRulesEnd },
  { "robots_crawler_list", { NULL }, 0, 0, aCrawlerCol, DDB_NCOL(aCrawlerCol),
    sizeof(DdbCrawlerCur), ddbCrawlerStart, ddbCrawlerNext, ddbCrawlerColumn,
    ddbNoEnd },
};

/* robots_usage: the NULLs are decided per row. */
static const DdbSet ddbUsageSet = {
  "robots_usage", 3, 3, NULL, DUCKDB_TYPE_VARCHAR, NULL, ddbUsageFunc, NULL, 1
};

int ddbUsageRegister(duckdb_connection con){
  size_t i;
  if( ddbRegisterSet(con, &ddbUsageSet) ) return -1;
  for(i=0; i<sizeof(aDdbUsageScalars)/sizeof(aDdbUsageScalars[0]); i++){
    if( ddbRegisterScalar(con, &aDdbUsageScalars[i]) ) return -1;
  }
  for(i=0; i<sizeof(aDdbUsageTabs)/sizeof(aDdbUsageTabs[0]); i++){
    if( ddbTabRegister(con, &aDdbUsageTabs[i]) ) return -1;
  }
  return 0;
}
