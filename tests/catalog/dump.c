/*
** dump.c: the catalog as JSON, for the tests generated from it
** (tests/catalog/hosts.py): every function with its arguments (name, kind,
** NULL rule, role), result kind, flags, columns and samples.
**
**   dist/catalog_dump > catalog.json
**   dist/catalog_dump -m    the reference's table of hosts (sql/README.md),
**                           with DuckDB's file reader of a table
*/
#include "../../ext/catalog/cat_read.h"

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
    printf(",\"kind\":%d,\"null\":%d,\"role\":%d}", f->aArg[i].eKind,
           f->aArg[i].eNull, f->aArg[i].eRole);
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

/* What a result kind is called in the reference. */
static const char *dumpKind(int eKind){
  static const char *const az[] = { "table", "text or bytes", "text", "integer",
    "number", "time", "JSON", "boolean", "real", "integer", "bytes", "date" };
  return eKind>=0 && eKind<=CAT_DATETIME ? az[eKind] : "?";
}

/* The DuckDB cell of f: yes or no, and the file reader of a table that
** has one ("yes; files: `read_sitemap(path [, base_url := ...])`"). */
static void dumpDuckdb(const CatFunc *f){
  int i, k;
  printf("%s", (f->mFlags & (CAT_NO_DUCKDB|CAT_FETCH)) ? "no" : "yes");
  for(i=0; i<catReaderCount; i++){
    if( catReaders[i]->pFunc!=f ) continue;
    printf("; files: `%s(path", catReaders[i]->zName);
    for(k=1; k<f->nArg; k++) printf(" [, %s := ...]", f->aArg[k].zName);
    printf(")`");
  }
}

/* One row of the reference's table: signature, result (zAs: "" or
** " (aggregate)", " (window)"), hosts. */
static void dumpRow(const CatFunc *f, const char *zAs){
  int i;
  printf("| `%s(", f->zName);
  for(i=0; i<f->nArg; i++){
    printf("%s%s%s", i==f->nRequired ? (i ? " [" : "[") : "", i ? ", " : "",
           f->aArg[i].zName);
  }
  printf("%s)` | ", f->nArg>f->nRequired ? "]" : "");
  if( f->pTable ){
    printf("rows:");
    for(i=0; i<f->pTable->nCol; i++) printf(" %s", f->pTable->aCol[i].zName);
  }else{
    printf("%s%s", dumpKind(f->eResult), zAs);
  }
  printf(" | yes | %s | ", (f->mFlags & (CAT_NO_PG|CAT_FETCH)) ? "no" : "yes");
  dumpDuckdb(f);
  printf(" |\n");
}

/* The reference's table of the functions the catalog describes, with why
** a host does not offer one. */
static void dumpMarkdown(void){
  int i;
  printf("| function | returns | SQLite | PostgreSQL | DuckDB |\n"
         "|---|---|---|---|---|\n");
  for(i=0; i<catFuncCount; i++) dumpRow(catFuncs[i], "");
  for(i=0; i<catAggFuncCount; i++){
    dumpRow(&catAggFuncs[i]->f, catAggFuncs[i]->agg.xValue ? " (window)" : " (aggregate)");
  }
  for(i=0; i<catFuncCount; i++){
    if( catFuncs[i]->zWhyNot ){
      printf("\n`%s`: %s\n", catFuncs[i]->zName, catFuncs[i]->zWhyNot);
    }
  }
  for(i=0; i<catAggFuncCount; i++){
    if( catAggFuncs[i]->f.zWhyNot ){
      printf("\n`%s`: %s\n", catAggFuncs[i]->f.zName, catAggFuncs[i]->f.zWhyNot);
    }
  }
}

int main(int argc, char **argv){
  int i;
  if( argc>1 && argv[1][0]=='-' && argv[1][1]=='m' ){
    dumpMarkdown();
    return 0;
  }
  printf("[");
  for(i=0; i<catFuncCount; i++){
    if( i ) printf(",\n");
    dumpFunc(catFuncs[i]);
  }
  printf("]\n");
  return 0;
}
