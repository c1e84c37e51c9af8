/*
** sql_sitemap.c: the SQLite binding of the sitemap reader.
**
**   SELECT loc, lastmod FROM sitemap_entries(readfile('sitemap.xml.gz'));
**   SELECT * FROM sitemap_lint(:doc, 'https://example.com/sitemap.xml');
**
** Both table-valued functions are TvfModules (sql_tvf.h): xStart opens the
** core reader over the argument's bytes (not copied: they stay valid for the
** whole scan), xNext pulls one record or problem.  Start at entriesStart.
*/
#include "sql_ext.h"
#include "sql_tvf.h"
#include "../sitemap/sitemap_lint.h"
#include "../core/url.h"
#include "../robots/robots_mixup.h"
SQLITE_EXTENSION_INIT3

#include <string.h>

/* ---- sitemap_entries(doc [, base_url]) ---------------------------------- */

typedef struct EntriesCur {
  SitemapReader *pR;
  SitemapRecord rec;
  SqlStop stop;          /* sqlite3_interrupt, asked as the reader goes */
} EntriesCur;

/* The error of a scan that sqlite3_interrupt stopped. */
static int sitemapInterrupted(const char *zFunc, char **pzErr){
  *pzErr = sqlite3_mprintf("%s(): interrupted", zFunc);
  return SQLITE_INTERRUPT;
}

/* Read optional argument i as bytes; SQL_ARG_NULL when absent or NULL. */
static int sitemapOptArg(sqlite3_value **apArg, int i, const char *zFunc,
                         const char *zArg, Span *pOut, char **pzErr){
  if( apArg[i]==NULL ) return SQL_ARG_NULL;
  return sqlValueBytes(apArg[i], zFunc, zArg, pOut, pzErr);
}

static int entriesStart(void *pCur, void *pAux, sqlite3_value **apArg,
                        char **pzErr){
  EntriesCur *p = (EntriesCur*)pCur;
  Span doc, base = { NULL, 0 };
  int rc;
  const char *zMixup;
  rc = sqlValueBytes(apArg[0], "sitemap_entries", "doc", &doc, pzErr);
  if( rc==SQL_ARG_ERROR ) return SQLITE_ERROR;
  if( (zMixup = robotsSitemapDocMixup(doc))!=NULL ){    /* an address */
    *pzErr = sqlite3_mprintf("sitemap_entries(): %s", zMixup);
    return SQLITE_ERROR;
  }
  if( sitemapOptArg(apArg, 1, "sitemap_entries", "base_url", &base, pzErr)
        ==SQL_ARG_ERROR ) return SQLITE_ERROR;
  p->pR = sitemapOpen(&sqlAlloc, doc.z, doc.n, base.z, base.n, 0);
  if( p->pR==NULL ) return SQLITE_NOMEM;
  sqlStopInit(&p->stop, (sqlite3*)pAux);
  sitemapSetStop(p->pR, &p->stop.base);
  return SQLITE_OK;
}

/* xNext: the next record (the cut marker too). */
static int entriesNext(void *pCur, int *pEof, char **pzErr){
  EntriesCur *p = (EntriesCur*)pCur;
  int rc = sitemapNextRecord(p->pR, &p->rec);
  if( rc==-2 ) return sitemapInterrupted("sitemap_entries", pzErr);
  if( rc<0 ){
    *pzErr = sqlite3_mprintf("sitemap_entries(): out of memory");
    return SQLITE_NOMEM;
  }
  *pEof = rc==0;
  return SQLITE_OK;
}

/* Values up to this length are handed over NUL-terminated (see below). */
#define SITEMAP_TERM_MAX 2048

/* Result a span as TEXT, NULL when absent; bJson sets subtype 'J'.
** SQLite marks a text NUL-terminated only when it measured the length
** itself; otherwise the first sqlite3_value_text() on the copy (length(),
** comparisons, ...) reallocates it to add the NUL.  So a short value
** without NUL bytes goes through a terminated stack copy: one realloc and
** a mutex less per value. */
static void sitemapResultSpan(sqlite3_context *ctx, Span s, int bJson){
  char zTerm[SITEMAP_TERM_MAX+1];
  if( s.z==NULL ) return;
  if( s.n<=SITEMAP_TERM_MAX && memchr(s.z, 0, s.n)==NULL ){
    memcpy(zTerm, s.z, s.n);
    zTerm[s.n] = 0;
    sqlite3_result_text(ctx, zTerm, -1, SQLITE_TRANSIENT);
  }else{
    sqlite3_result_text64(ctx, s.n ? s.z : "", (sqlite3_uint64)s.n,
                          SQLITE_TRANSIENT, SQLITE_UTF8);
  }
  if( bJson ) sqlite3_result_subtype(ctx, 'J');
}

static int entriesColumn(void *pCur, sqlite3_context *ctx, int iCol){
  EntriesCur *p = (EntriesCur*)pCur;
  const SitemapRecord *r = &p->rec;
  const char *zFormat;
  switch( iCol ){
    case 0:
      sqlite3_result_text(ctx, sitemapKindName(r->eKind), -1, SQLITE_STATIC);
      break;
    case 1: sitemapResultSpan(ctx, r->loc, 0); break;
    case 2: sitemapResultSpan(ctx, r->lastmod, 0); break;
    case 3: sitemapResultSpan(ctx, r->changefreq, 0); break;
    case 4: if( r->hasPriority ) sqlite3_result_double(ctx, r->rPriority); break;
    case 5: case 6: case 7: case 8: {      /* images videos news alternates */
      Span json;
      if( sitemapRecordJson(p->pR, SM_X_IMAGE + iCol - 5, &json) ){
        return SQLITE_NOMEM;
      }
      sitemapResultSpan(ctx, json, 1);
      break;
    }
    case 9:
      zFormat = sitemapFormatName(sitemapFormatOf(p->pR));
      if( zFormat ) sqlite3_result_text(ctx, zFormat, -1, SQLITE_STATIC);
      break;
    case 10:
      sqlite3_result_int64(ctx, sitemapRecordLine(p->pR));
      break;
  }
  return SQLITE_OK;
}

static void entriesReset(void *pCur){
  EntriesCur *p = (EntriesCur*)pCur;
  sitemapClose(p->pR);
  p->pR = NULL;
  sqlStopFinish(&p->stop);
}

static const TvfModule sitemapEntriesModule = {
  "sitemap_entries",
  "CREATE TABLE x(kind TEXT, loc TEXT, lastmod TEXT, changefreq TEXT,"
  " priority REAL, images TEXT, videos TEXT, news TEXT, alternates TEXT,"
  " format TEXT, line INTEGER, doc HIDDEN, base_url HIDDEN)",
  2, 1, sizeof(EntriesCur), entriesStart, entriesNext, entriesColumn,
  entriesReset, 0
};

/* ---- sitemap_lint(doc [, sitemap_url]) ---------------------------------- */

typedef struct SqlSitemapLintCur {
  SitemapLint *pL;
  SitemapProblem prob;
  SqlStop stop;          /* sqlite3_interrupt, asked as the reader goes */
} SqlSitemapLintCur;

static int sqlSitemapLintStart(void *pCur, void *pAux, sqlite3_value **apArg,
                               char **pzErr){
  SqlSitemapLintCur *p = (SqlSitemapLintCur*)pCur;
  Span doc, url = { NULL, 0 };
  if( sqlValueBytes(apArg[0], "sitemap_lint", "doc", &doc, pzErr)
        ==SQL_ARG_ERROR ) return SQLITE_ERROR;
  if( sitemapOptArg(apArg, 1, "sitemap_lint", "sitemap_url", &url, pzErr)
        ==SQL_ARG_ERROR ) return SQLITE_ERROR;
  p->pL = sitemapLintOpen(&sqlAlloc, doc.z, doc.n, url.z, url.n);
  if( p->pL==NULL ) return SQLITE_NOMEM;
  sqlStopInit(&p->stop, (sqlite3*)pAux);
  sitemapLintSetStop(p->pL, &p->stop.base);
  return SQLITE_OK;
}

static int sqlSitemapLintNext(void *pCur, int *pEof, char **pzErr){
  SqlSitemapLintCur *p = (SqlSitemapLintCur*)pCur;
  int rc = sitemapLintNext(p->pL, &p->prob);
  if( rc==-2 ) return sitemapInterrupted("sitemap_lint", pzErr);
  if( rc<0 ){
    *pzErr = sqlite3_mprintf("sitemap_lint(): out of memory");
    return SQLITE_NOMEM;
  }
  *pEof = rc==0;
  return SQLITE_OK;
}

static int sqlSitemapLintColumn(void *pCur, sqlite3_context *ctx, int iCol){
  SqlSitemapLintCur *p = (SqlSitemapLintCur*)pCur;
  const SitemapProblem *q = &p->prob;
  switch( iCol ){
    case 0: if( q->iEntry>0 ) sqlite3_result_int64(ctx, q->iEntry); break;
    case 1: if( q->iLine>0 ) sqlite3_result_int64(ctx, q->iLine); break;
    case 2:
      sqlite3_result_text(ctx, sitemapLintSeverity(q->eCode), -1, SQLITE_STATIC);
      break;
    case 3:
      sqlite3_result_text(ctx, sitemapLintCode(q->eCode), -1, SQLITE_STATIC);
      break;
    case 4: {
      CoreBuf b;
      coreBufInit(&b, &sqlAlloc);
      if( sitemapLintMessage(&b, q->eCode, q->detail) ){
        coreBufFree(&b);
        return SQLITE_NOMEM;
      }
      sqlResultBufText(ctx, &b, 0);
      break;
    }
  }
  return SQLITE_OK;
}

static void sqlSitemapLintReset(void *pCur){
  SqlSitemapLintCur *p = (SqlSitemapLintCur*)pCur;
  sitemapLintClose(p->pL);
  p->pL = NULL;
  sqlStopFinish(&p->stop);
}

static const TvfModule sitemapLintModule = {
  "sitemap_lint",
  "CREATE TABLE x(entry INTEGER, line INTEGER, severity TEXT, code TEXT,"
  " message TEXT, doc HIDDEN, sitemap_url HIDDEN)",
  2, 1, sizeof(SqlSitemapLintCur), sqlSitemapLintStart, sqlSitemapLintNext,
  sqlSitemapLintColumn, sqlSitemapLintReset, 0
};

/* ---- scalars ------------------------------------------------------------- */

int sqlSitemapRegister(sqlite3 *db){
  /* The readers get the connection (pAux), to ask sqlite3_interrupt. */
  int rc = tvfRegister(db, &sitemapEntriesModule, db);
  if( rc==SQLITE_OK ) rc = tvfRegister(db, &sitemapLintModule, db);
  return rc;
}
