/*
** cat_host.c: what every host does alike (see cat_host.h): the kinds'
** types of value, a failed call's class and words, a table's rows handed
** over one by one, text made valid UTF-8 without NUL, and the facts a
** host's declarations follow.  Start at catKindTakes.
*/
#include "cat_host.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

int catKindTakes(int eKind, int eType){
  switch( eType ){
    case CAT_V_NULL: case CAT_V_TEXT: case CAT_V_BLOB:
      return 1;
    case CAT_V_INT:
      return eKind==CAT_INT || eKind==CAT_NUMBER || eKind==CAT_TIME;
    case CAT_V_REAL:
      return eKind==CAT_INT || eKind==CAT_NUMBER;
    case CAT_V_TIME: case CAT_V_DATE:
      return eKind==CAT_TIME || eKind==CAT_DATETIME;
  }
  return 0;
}

int catKindValue(int eKind){
  switch( eKind ){
    case CAT_INT: case CAT_INT32: case CAT_BOOL: return CAT_V_INT;
    case CAT_REAL: case CAT_NUMBER: return CAT_V_REAL;
    case CAT_BLOB: return CAT_V_BLOB;
  }
  return CAT_V_TEXT;
}

/* ---- A failed call --------------------------------------------------------- */

int catFailure(const CatCtx *c, int rc, Span *pMsg){
  static const char zNomem[] = "out of memory";
  static const char zStopped[] = "interrupted";
  static const char zTooBig[] = "result too large";
  int e = c->eErrClass;
  pMsg->z = c->err.z ? c->err.z : "";
  pMsg->n = c->err.n;
  if( rc==CAT_STOPPED ){
    pMsg->z = zStopped; pMsg->n = sizeof(zStopped)-1; e = CAT_ERR_STOPPED;
  }else if( rc==CAT_TOOBIG ){
    pMsg->z = zTooBig; pMsg->n = sizeof(zTooBig)-1; e = CAT_ERR_LIMIT;
  }else if( rc!=CAT_REFUSED || c->err.oom ){
    pMsg->z = zNomem; pMsg->n = sizeof(zNomem)-1; e = CAT_ERR_NOMEM;
  }
  return e;
}

void catMessage(const CatCtx *c, const char *zName, int rc, char *z, size_t nz){
  Span m;
  if( zName==NULL ) zName = c->pFunc ? c->pFunc->zName : "robots";
  catFailure(c, rc, &m);
  snprintf(z, nz, "%s(): %.*s", zName, (int)m.n, m.z);
}

/* ---- A table's rows ------------------------------------------------------- */

/* The rows of an open cursor pCur into xRow, aCol[] its columns. */
static int catTableEach(CatCtx *c, void *pCur, CatValue *aCol,
                        int (*xRow)(void*, const CatValue*, int), void *pArg){
  const CatTable *t = c->pFunc->pTable;
  int rc, i, bEof = 0;
  for(;;){
    c->out.n = 0;
    if( coreStopped(c->pStop) ) return CAT_STOPPED;
    if( (rc = t->xNext(pCur, c, &bEof))!=CAT_OK || bEof ) return rc;
    for(i=0; i<t->nCol; i++){
      catNull(&aCol[i]);
      if( (rc = t->xColumn(pCur, c, i, &aCol[i]))!=CAT_OK ) return rc;
    }
    if( (rc = xRow(pArg, aCol, t->nCol))!=0 ) return rc;
  }
}

int catTableRows(CatCtx *c, const CatValue *aArg, int nArg,
                 int (*xRow)(void *pArg, const CatValue *aCol, int nCol),
                 void *pArg){
  const CatTable *t = c->pFunc->pTable;
  CatValue *aCol;
  void *pCur;
  int bNull, rc;
  catCheckNulls(c->pFunc, aArg, nArg, &bNull);
  if( bNull ) return CAT_OK;
  aCol = (CatValue*)coreMalloc(c->pA, sizeof(CatValue)*(size_t)t->nCol);
  pCur = coreMalloc(c->pA, t->szCur ? t->szCur : 1);
  if( aCol==NULL || pCur==NULL ){
    coreFree(c->pA, aCol);
    coreFree(c->pA, pCur);
    return CAT_NOMEM;
  }
  memset(pCur, 0, t->szCur ? t->szCur : 1);
  rc = catOpen(c, pCur, aArg, nArg);
  if( rc==CAT_OK ) rc = catTableEach(c, pCur, aCol, xRow, pArg);
  t->xClose(pCur);
  coreFree(c->pA, pCur);
  coreFree(c->pA, aCol);
  return rc;
}

/* ---- Text ------------------------------------------------------------------ */

/* Bytes of the first character of z[0..n) that the text may carry as it
** is (valid UTF-8, not NUL), or 0. */
static size_t catTextCharLen(const unsigned char *z, size_t n){
  if( z[0]>0 && z[0]<0x80 ) return 1;
  if( z[0]==0 ) return 0;
  return coreUtf8Len(z, n);
}

int catTextClean(const CoreAlloc *pA, Span s, Span *pOut){
  const unsigned char *u = (const unsigned char*)s.z;
  size_t i = 0, n = 0, len;
  char *z;
  *pOut = s;
  while( i+8<=s.n ){                 /* eight bytes of ASCII without NUL */
    uint64_t x;
    memcpy(&x, s.z+i, 8);
    if( (((x - 0x0101010101010101ULL) & ~x) | x) & 0x8080808080808080ULL ) break;
    i += 8;
  }
  while( i<s.n && (len = catTextCharLen(u+i, s.n-i))>0 ) i += len;
  if( i==s.n ) return CAT_OK;
  if( s.n > (SIZE_MAX-1)/3 || (z = (char*)coreMalloc(pA, s.n*3 + 1))==NULL ){
    return CAT_NOMEM;
  }
  for(i=0; i<s.n; i+=len){
    len = catTextCharLen(u+i, s.n-i);
    if( len==0 ){
      memcpy(z+n, "\xEF\xBF\xBD", 3);      /* U+FFFD */
      n += 3;
      len = 1;
    }else{
      memcpy(z+n, s.z+i, len);
      n += len;
    }
  }
  z[n] = 0;
  pOut->z = z;
  pOut->n = n;
  return CAT_OK;
}

/* ---- Declaring a function in a host ---------------------------------------- */

int catOffered(const CatFunc *f, unsigned mHostNo){
  return (f->mFlags & (mHostNo|CAT_FETCH))==0;
}

int catPureWithoutTables(const CatFunc *f){
  if( f->mFlags & CAT_VOLATILE ) return 0;
  return (f->mFlags & (CAT_PURE|CAT_CRAWLERS|CAT_RANGES))!=0;
}

int catStrict(const CatFunc *f, int n){
  int i;
  for(i=0; i<n && i<f->nArg; i++){
    if( f->aArg[i].eNull!=CAT_NULL_RESULT ) return 0;
  }
  return 1;
}

int catDefaults(const CatFunc *f){
  int i;
  for(i=f->nRequired; i<f->nArg; i++){
    if( f->aArg[i].eNull!=CAT_NULL_VALUE ) return 0;
  }
  return f->nArg>f->nRequired;
}

int catKindTypes(int eKind, const char **az){
  switch( eKind ){
    case CAT_BYTES: az[0] = "text"; az[1] = "bytea"; return 2;
    case CAT_TIME: az[0] = "text"; az[1] = "bigint"; az[2] = "timestamptz"; return 3;
    case CAT_JSON: az[0] = "text"; az[1] = "jsonb"; return 2;
    case CAT_DATETIME: az[0] = "text"; az[1] = "timestamptz"; az[2] = "date"; return 3;
  }
  az[0] = catKindName(eKind);
  return 1;
}
