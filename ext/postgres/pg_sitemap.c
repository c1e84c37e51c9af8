/*
** pg_sitemap.c: the sitemap reader's functions for PostgreSQL:
**
**   sitemap_entries(doc [, base_url])   kind, loc, lastmod, changefreq,
**       priority, images, videos, news, alternates (jsonb), format, line
**   sitemap_lint(doc [, sitemap_url])   entry, line, severity, code, message
**   sitemap_format(doc)                 urlset, sitemapindex, text, rss, atom
**   sitemap_in_scope(sitemap_url, loc)  boolean
**
** doc is text or bytea (a .xml.gz, UTF-16 or Latin-1 document needs
** bytea).  The reader and the linter run over the argument's bytes with
** palloc'd state; each table fills a tuplestore.  Start at sitemap_entries.
*/
#include "pg_util.h"
#include "../sitemap/sitemap_lint.h"
#include "../core/url.h"
#include "../robots/robots_mixup.h"

#include "funcapi.h"
#include "miscadmin.h"
#include "utils/builtins.h"

#include <string.h>

#define PG_ENTRIES_COLS 11

/* One sitemap_entries column of record r of reader pR. */
static void pgEntriesColumn(SitemapReader *pR, const SitemapRecord *r,
                            int iCol, Datum *pV, bool *pbNull){
  const char *zFormat;
  Span s = { NULL, 0 };
  switch( iCol ){
    case 0:
      *pV = PointerGetDatum(cstring_to_text(sitemapKindName(r->eKind)));
      return;
    case 1: s = r->loc; break;
    case 2: s = r->lastmod; break;
    case 3: s = r->changefreq; break;
    case 4:
      if( r->hasPriority ){
        *pV = Float8GetDatum(r->rPriority);
        return;
      }
      break;
    case 5: case 6: case 7: case 8: {       /* images videos news alternates */
      CoreBuf b;
      if( sitemapRecordJson(pR, SM_X_IMAGE + iCol - 5, &s) ){
        pgOutOfMemory("sitemap_entries");
      }
      if( s.z==NULL ) break;
      coreBufInit(&b, &pgPallocAlloc);
      coreBufAppend(&b, s.z, s.n);
      *pV = pgJsonbOf(&b);
      return;
    }
    case 9:
      zFormat = sitemapFormatName(sitemapFormatOf(pR));
      if( zFormat ){
        *pV = PointerGetDatum(cstring_to_text(zFormat));
        return;
      }
      break;
    default:
      *pV = Int64GetDatum(sitemapRecordLine(pR));
      return;
  }
  if( s.z==NULL ) *pbNull = true;
  else *pV = pgTextDatum(s.z, s.n);
}

/* sitemap_entries(doc [, base_url]): not STRICT in base_url. */
PG_ROBOTS_FUNCTION(sitemap_entries);
Datum sitemap_entries(PG_FUNCTION_ARGS){
  Span doc, base;
  ReturnSetInfo *rs;
  SitemapReader *pR;
  SitemapRecord rec;
  int rc;
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  rs = (ReturnSetInfo*)fcinfo->resultinfo;
  if( PG_ARGISNULL(0) ) return (Datum)0;          /* no rows */
  doc = pgArgSpan(fcinfo, 0);
  base = pgArgOpt(fcinfo, 1);
  if( robotsSitemapDocMixup(doc) ){                       /* an address */
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("sitemap_entries(): %s", robotsSitemapDocMixup(doc))));
  }
  pR = sitemapOpen(&pgPallocAlloc, doc.z, doc.n, base.z, base.n, 0);
  if( pR==NULL ) pgOutOfMemory("sitemap_entries");
  sitemapSetStop(pR, &pgStop);
  while( (rc = sitemapNextRecord(pR, &rec))>0 ){
    Datum a[PG_ENTRIES_COLS];
    bool aNull[PG_ENTRIES_COLS];
    int i;
    memset(aNull, 0, sizeof(aNull));
    for(i=0; i<PG_ENTRIES_COLS; i++){
      pgEntriesColumn(pR, &rec, i, &a[i], &aNull[i]);
    }
    tuplestore_putvalues(rs->setResult, rs->setDesc, a, aNull);
    CHECK_FOR_INTERRUPTS();      /* the reader's memory is palloc'd */
  }
  sitemapClose(pR);
  if( rc==-2 ) pgStopped("sitemap_entries");
  if( rc<0 ) pgOutOfMemory("sitemap_entries");
  return (Datum)0;
}

/* sitemap_lint(doc [, sitemap_url]): not STRICT in sitemap_url. */
PG_ROBOTS_FUNCTION(sitemap_lint);
Datum sitemap_lint(PG_FUNCTION_ARGS){
  Span doc, url;
  ReturnSetInfo *rs;
  SitemapLint *pL;
  SitemapProblem q;
  int rc;
  InitMaterializedSRF(fcinfo, MAT_SRF_USE_EXPECTED_DESC);
  rs = (ReturnSetInfo*)fcinfo->resultinfo;
  if( PG_ARGISNULL(0) ) return (Datum)0;          /* no rows */
  doc = pgArgSpan(fcinfo, 0);
  url = pgArgOpt(fcinfo, 1);
  pL = sitemapLintOpen(&pgPallocAlloc, doc.z, doc.n, url.z, url.n);
  if( pL==NULL ) pgOutOfMemory("sitemap_lint");
  sitemapLintSetStop(pL, &pgStop);
  while( (rc = sitemapLintNext(pL, &q))>0 ){
    Datum a[5];
    bool aNull[5] = { q.iEntry<=0, q.iLine<=0, false, false, false };
    CoreBuf b;
    a[0] = Int64GetDatum(q.iEntry);
    a[1] = Int64GetDatum(q.iLine);
    a[2] = PointerGetDatum(cstring_to_text(sitemapLintSeverity(q.eCode)));
    a[3] = PointerGetDatum(cstring_to_text(sitemapLintCode(q.eCode)));
    coreBufInit(&b, &pgPallocAlloc);
    sitemapLintMessage(&b, q.eCode, q.detail);
    a[4] = pgTextDatum(b.z ? b.z : "", b.n);
    tuplestore_putvalues(rs->setResult, rs->setDesc, a, aNull);
    CHECK_FOR_INTERRUPTS();
  }
  sitemapLintClose(pL);
  if( rc==-2 ) pgStopped("sitemap_lint");
  if( rc<0 ) pgOutOfMemory("sitemap_lint");
  return (Datum)0;
}
