/*
** sql_usage.c: the AI usage signal functions.
**
**   robots_usage(txt, agent, url)     JSON: allowed, content_usage,
**                                     content_signal (robots_usage.c)
**   robots_usage_header(value)        JSON: a Content-Usage header
**   robots_usage_rules(txt [, agent]) group_id, kind, path, key, value, line
**   robots_tdmrep(json, url)          JSON: the tdmrep.json rule for url
**   robots_crawler_list               token, pattern, purpose, vendor
**
** Compiled files come from the connection's robots.txt cache, shared with
** robots_allowed.  The engine decides and writes the JSON; this file reads
** arguments and returns results.
*/
#include "sql_ext.h"
#include "sql_tvf.h"
#include "../robots/robots_cache.h"
#include "../usage/robots_usage.h"
#include "../usage/robots_tdmrep.h"
#include "../crawler/robots_purpose.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* Report an engine return code: -1 out of memory, 1 interrupted. */
static void usageError(sqlite3_context *ctx, int rc){
  if( rc>0 ) sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
  else sqlite3_result_error_nomem(ctx);
}

/* robots_usage(txt, agent, url) */
static void usageFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span txt, agent, url;
  RobotsEntry *e;
  CoreBuf b;
  SqlStop st;
  int r1, r2, r3, rc;
  (void)argc;
  r1 = sqlArgBytesFast(ctx, argv[0], "robots_usage", "txt", &txt);
  if( r1==SQL_ARG_ERROR ) return;
  r2 = sqlArgBytesFast(ctx, argv[1], "robots_usage", "agent", &agent);
  if( r2==SQL_ARG_ERROR ) return;
  r3 = sqlArgBytesFast(ctx, argv[2], "robots_usage", "url", &url);
  if( r3!=SQL_ARG_OK || r1!=SQL_ARG_OK || r2!=SQL_ARG_OK ) return;
  e = robotsCacheGet((RobotsCache*)sqlite3_user_data(ctx), txt.z, txt.n);
  if( e==NULL ){ sqlite3_result_error_nomem(ctx); return; }
  coreBufInit(&b, &sqlAlloc);
  sqlStopInit(&st, sqlite3_context_db_handle(ctx));
  rc = robotsUsageJson(e->pFile, agent.z, agent.n, url, &b, &st.base);
  sqlStopFinish(&st);
  if( rc ){ coreBufFree(&b); usageError(ctx, rc); return; }
  sqlResultBufText(ctx, &b, 1);
}

/* robots_usage_header(value) */
static void usageHeaderFunc(sqlite3_context *ctx, int argc,
                            sqlite3_value **argv){
  Span v;
  CoreBuf b;
  SqlStop st;
  int rc;
  (void)argc;
  if( sqlArgBytes(ctx, argv[0], "robots_usage_header", "value", &v)
        !=SQL_ARG_OK ) return;
  coreBufInit(&b, &sqlAlloc);
  sqlStopInit(&st, sqlite3_context_db_handle(ctx));
  rc = robotsUsageHeaderJson(v.z, v.n, &b, &st.base);
  sqlStopFinish(&st);
  if( rc ){ coreBufFree(&b); usageError(ctx, rc); return; }
  sqlResultBufText(ctx, &b, 1);
}

/* robots_tdmrep(json, url): NULL when no rule matches or the document is
** not a TDMRep array (robots_tdmrep_lint says why). */
static void tdmrepFunc(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  Span doc, url;
  CoreBuf b;
  SqlStop st;
  int r1, rc;
  (void)argc;
  r1 = sqlArgBytes(ctx, argv[0], "robots_tdmrep", "json", &doc);
  if( r1==SQL_ARG_ERROR ) return;
  if( sqlArgBytes(ctx, argv[1], "robots_tdmrep", "url", &url)!=SQL_ARG_OK
   || r1!=SQL_ARG_OK ) return;
  coreBufInit(&b, &sqlAlloc);
  sqlStopInit(&st, sqlite3_context_db_handle(ctx));
  rc = tdmrepJson(doc.z, doc.n, url, &b, NULL, &st.base);
  sqlStopFinish(&st);
  if( rc==1 ){
    sqlResultBufText(ctx, &b, 1);
  }else{
    coreBufFree(&b);
    if( rc<0 ) usageError(ctx, rc==-3 ? 1 : -1);
  }
}

/* ---- robots_usage_rules ---------------------------------------------- */

typedef struct UsageRulesCur {
  RobotsUsageRows rows;
  int i;
} UsageRulesCur;

static int usageRulesStart(void *pCur, void *pAux, sqlite3_value **apArg,
                           char **pzErr){
  UsageRulesCur *c = (UsageRulesCur*)pCur;
  Span txt, agent = { "", 0 };
  RobotsEntry *e;
  int rc, bAgent = apArg[1]!=NULL;
  if( sqlValueBytes(apArg[0], "robots_usage_rules", "txt", &txt, pzErr)
        ==SQL_ARG_ERROR ) return SQLITE_ERROR;
  if( bAgent ){
    rc = sqlValueBytes(apArg[1], "robots_usage_rules", "agent", &agent, pzErr);
    if( rc==SQL_ARG_ERROR ) return SQLITE_ERROR;
    if( rc==SQL_ARG_NULL ){ c->i = -1; return SQLITE_OK; }  /* no rows */
  }
  e = robotsCacheGet((RobotsCache*)pAux, txt.z, txt.n);
  if( e==NULL ) return SQLITE_NOMEM;
  robotsEntryRef(e);
  rc = robotsUsageRowsBuild(e->pFile, bAgent, agent.z, agent.n, &c->rows,
                            &sqlAlloc, NULL);
  robotsEntryRelease(e);
  c->i = -1;
  return rc<0 ? SQLITE_NOMEM : rc>0 ? SQLITE_INTERRUPT : SQLITE_OK;
}

static int usageRulesNext(void *pCur, int *pEof, char **pzErr){
  UsageRulesCur *c = (UsageRulesCur*)pCur;
  (void)pzErr;
  *pEof = ++c->i >= c->rows.n;
  return SQLITE_OK;
}

static int usageRulesColumn(void *pCur, sqlite3_context *ctx, int iCol){
  UsageRulesCur *c = (UsageRulesCur*)pCur;
  const RobotsUsageRow *r = &c->rows.a[c->i];
  switch( iCol ){
    case 0: sqlite3_result_int(ctx, r->iGroup); break;
    case 1: sqlite3_result_text(ctx, robotsUsageKindName(r->eKind), -1,
                                SQLITE_STATIC); break;
    case 2: if( r->bPath ) sqlResultSpan(ctx, r->path.z, r->path.n); break;
    case 3: if( r->bKey ) sqlResultSpan(ctx, r->key.z, r->key.n); break;
    case 4: if( r->bValue ) sqlResultSpan(ctx, r->value.z, r->value.n); break;
    default: sqlite3_result_int(ctx, r->iLine); break;
  }
  return SQLITE_OK;
}

static void usageRulesReset(void *pCur){
  UsageRulesCur *c = (UsageRulesCur*)pCur;
  robotsUsageRowsFree(&c->rows, &sqlAlloc);
}

static const TvfModule usageRulesModule = {
  "robots_usage_rules",
  "CREATE TABLE x(group_id INTEGER, kind TEXT, path TEXT, key TEXT,"
  " value TEXT, line INTEGER, txt HIDDEN, crawler HIDDEN)",
  2, 1, sizeof(UsageRulesCur), usageRulesStart, usageRulesNext,
  usageRulesColumn, usageRulesReset, 0
};

/* ---- robots_crawler_list -------------------------------------------- */

typedef struct CrawlerListCur {
  size_t i;
  int bStarted;
  RobotsCrawlerInfo row;
} CrawlerListCur;

static int crawlerListStart(void *pCur, void *pAux, sqlite3_value **apArg,
                            char **pzErr){
  (void)pCur; (void)pAux; (void)apArg; (void)pzErr;
  return SQLITE_OK;
}

static int crawlerListNext(void *pCur, int *pEof, char **pzErr){
  CrawlerListCur *c = (CrawlerListCur*)pCur;
  (void)pzErr;
  if( c->bStarted ) c->i++;
  c->bStarted = 1;
  *pEof = c->i>=robotsCrawlerListSize();
  if( !*pEof ) robotsCrawlerListAt(c->i, &c->row);
  return SQLITE_OK;
}

static int crawlerListColumn(void *pCur, sqlite3_context *ctx, int iCol){
  const RobotsCrawlerInfo *r = &((CrawlerListCur*)pCur)->row;
  const char *z = iCol==0 ? r->zToken : iCol==1 ? r->zPattern
                : iCol==2 ? r->zPurpose : r->zVendor;
  if( z ) sqlite3_result_text(ctx, z, -1, SQLITE_STATIC);
  return SQLITE_OK;
}

static void crawlerListReset(void *pCur){
  (void)pCur;
}

static const TvfModule crawlerListModule = {
  "robots_crawler_list",
  "CREATE TABLE x(token TEXT, pattern TEXT, purpose TEXT, vendor TEXT)",
  0, 0, sizeof(CrawlerListCur), crawlerListStart, crawlerListNext,
  crawlerListColumn, crawlerListReset, 0
};

int sqlUsageRegister(sqlite3 *db, struct RobotsCache *pCache){
  int rc;
  robotsCacheRef(pCache);
  rc = sqlite3_create_function_v2(db, "robots_usage", 3, SQL_PURE, pCache,
                                  usageFunc, 0, 0, robotsCacheUnref);
  if( rc==SQLITE_OK ){
    rc = sqlite3_create_function(db, "robots_usage_header", 1, SQL_PURE, 0,
                                 usageHeaderFunc, 0, 0);
  }
  if( rc==SQLITE_OK ){
    rc = sqlite3_create_function(db, "robots_tdmrep", 2, SQL_PURE, 0,
                                 tdmrepFunc, 0, 0);
  }
  if( rc==SQLITE_OK ){
    robotsCacheRef(pCache);
    rc = tvfRegisterV2(db, &usageRulesModule, pCache, robotsCacheUnref);
  }
  if( rc==SQLITE_OK ) rc = tvfRegister(db, &crawlerListModule, 0);
  return rc;
}
