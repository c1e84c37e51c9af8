/*
** bench_expat.c: the baseline of the `sitemap` workload, a libexpat
** extractor of what a crawler needs from a urlset: each <url>'s <loc> and
** <lastmod> text (entities decoded by expat, surrounding white space
** trimmed), counted.  Extension elements such as <image:loc> are not taken
** for <loc>: only the children of a <url> count.  Built only when libexpat
** is installed (BENCH_EXPAT); otherwise benchExpatExtract returns -1.
*/
#include "bench.h"

#ifdef BENCH_EXPAT
#include <expat.h>
#include <string.h>

#define EX_FIELD_MAX 8192   /* bytes kept of one field */

/* The extractor's state. */
typedef struct ExState {
  int iDepth;          /* element depth, root = 1 */
  int bInUrl;          /* inside a <url> (depth 2) */
  int eField;          /* 0 none, 1 loc, 2 lastmod: collecting text */
  char zField[EX_FIELD_MAX];
  size_t nField;
  long nUrl;
  size_t nBytes;       /* bytes of every trimmed loc and lastmod */
} ExState;

/* The local part of a possibly prefixed element name. */
static const char *exLocal(const char *zName){
  const char *z = strrchr(zName, ':');
  return z ? z+1 : zName;
}

static void exStart(void *pArg, const char *zName, const char **azAttr){
  ExState *p = (ExState*)pArg;
  const char *zLocal = exLocal(zName);
  (void)azAttr;
  p->iDepth++;
  if( p->iDepth==2 && strcmp(zLocal, "url")==0 ){
    p->bInUrl = 1;
  }else if( p->bInUrl && p->iDepth==3 && zLocal==zName ){
    if( strcmp(zName, "loc")==0 ) p->eField = 1;
    else if( strcmp(zName, "lastmod")==0 ) p->eField = 2;
    p->nField = 0;
  }
}

/* Bytes of z[0..n) without leading and trailing white space. */
static size_t exTrimmed(const char *z, size_t n){
  size_t i = 0;
  while( n>0 && strchr(" \t\r\n", z[n-1]) ) n--;
  while( i<n && strchr(" \t\r\n", z[i]) ) i++;
  return n - i;
}

static void exEnd(void *pArg, const char *zName){
  ExState *p = (ExState*)pArg;
  (void)zName;
  if( p->eField && p->iDepth==3 ){
    p->nBytes += exTrimmed(p->zField, p->nField);
    p->eField = 0;
  }else if( p->iDepth==2 && p->bInUrl ){
    p->nUrl++;
    p->bInUrl = 0;
  }
  p->iDepth--;
}

static void exText(void *pArg, const char *z, int n){
  ExState *p = (ExState*)pArg;
  size_t nCopy;
  if( !p->eField || n<=0 ) return;
  nCopy = (size_t)n;
  if( nCopy > EX_FIELD_MAX - p->nField ) nCopy = EX_FIELD_MAX - p->nField;
  memcpy(p->zField + p->nField, z, nCopy);
  p->nField += nCopy;
}

long benchExpatExtract(const char *z, size_t n, size_t *pnBytes){
  static ExState st;
  XML_Parser xp = XML_ParserCreate(NULL);
  long nUrl = -2;
  if( xp==NULL ) return -2;
  memset(&st, 0, sizeof(st));
  XML_SetUserData(xp, &st);
  XML_SetElementHandler(xp, exStart, exEnd);
  XML_SetCharacterDataHandler(xp, exText);
  if( XML_Parse(xp, z, (int)n, 1)==XML_STATUS_OK ){
    nUrl = st.nUrl;
    *pnBytes = st.nBytes;
  }
  XML_ParserFree(xp);
  return nUrl;
}

#else /* !BENCH_EXPAT */

long benchExpatExtract(const char *z, size_t n, size_t *pnBytes){
  (void)z; (void)n; (void)pnBytes;
  return -1;
}

#endif
