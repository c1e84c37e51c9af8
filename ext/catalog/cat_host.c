/*
** cat_host.c: what every host does alike (see cat_host.h).
*/
#include "cat_host.h"

#include <stdio.h>

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

void catMessage(const CatCtx *c, const char *zName, int rc, char *z, size_t nz){
  if( zName==NULL ) zName = c->pFunc ? c->pFunc->zName : "robots";
  if( rc==CAT_REFUSED && !c->err.oom ){
    snprintf(z, nz, "%s(): %.*s", zName, (int)c->err.n, c->err.z ? c->err.z : "");
  }else{
    snprintf(z, nz, "%s(): %s", zName, rc==CAT_STOPPED ? "interrupted" : "out of memory");
  }
}
