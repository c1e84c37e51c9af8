/*
** dump.c: the catalog as JSON, for the tests generated from it
** (tests/catalog/hosts.py): every function with its arguments (name, kind,
** NULL rule), result kind, flags, columns and samples.
**
**   dist/catalog_dump > catalog.json
*/
#include "../../ext/catalog/catalog.h"

#include <stdio.h>

/* Print z as a JSON string (NULL: null). */
static void dumpStr(const char *z){
  CoreBuf b;
  size_t n = 0;
  if( z==NULL ){ fputs("null", stdout); return; }
  while( z[n] ) n++;
  coreBufInit(&b, &coreLibcAlloc);
  coreJsonString(&b, z, n);
  fwrite(b.z, 1, b.n, stdout);
  coreBufFree(&b);
}

/* Print function f as a JSON object. */
static void dumpFunc(const CatFunc *f){
  int i, k;
  printf("{\"name\":");
  dumpStr(f->zName);
  printf(",\"required\":%d,\"result\":%d,\"flags\":%u,\"args\":[",
         f->nRequired, f->eResult, f->mFlags);
  for(i=0; i<f->nArg; i++){
    printf("%s{\"name\":", i ? "," : "");
    dumpStr(f->aArg[i].zName);
    printf(",\"kind\":%d,\"null\":%d}", f->aArg[i].eKind, f->aArg[i].eNull);
  }
  printf("],\"columns\":[");
  for(i=0; f->pTable && i<f->pTable->nCol; i++){
    printf("%s{\"name\":", i ? "," : "");
    dumpStr(f->pTable->aCol[i].zName);
    printf(",\"kind\":%d}", f->pTable->aCol[i].eKind);
  }
  printf("],\"samples\":[");
  for(i=0; i<f->nSample; i++){
    printf("%s[", i ? "," : "");
    for(k=0; k<f->nArg; k++){
      if( k ) putchar(',');
      dumpStr(f->aSample[i].az[k]);
    }
    putchar(']');
  }
  printf("]}");
}

int main(void){
  int i;
  printf("[");
  for(i=0; i<catFuncCount; i++){
    if( i ) printf(",\n");
    dumpFunc(catFuncs[i]);
  }
  printf("]\n");
  return 0;
}
