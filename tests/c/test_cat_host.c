/*
** test_cat_host.c: what every host does alike (ext/catalog/cat_host.c):
** which types of value each argument kind takes, which type of value each
** result kind is written as, the text of every result code, a failed
** call's class and words; that catArgTime reads a host's timestamp
** (CAT_V_TIME, seconds) and date (CAT_V_DATE, days) as the seconds they
** stand for; a table's rows handed over one by one (the NULL rule, the
** stop hook, the host's own stop); text made valid UTF-8 without NUL; and
** the facts of PostgreSQL's declarations against every description.
*/
#include "catalog/cat_host.h"
#include "check.h"

#include <stdint.h>
#include <string.h>

/* Text, bytes and NULL go to every kind; integers to integers, numbers and
** times; other numbers to integers and numbers; a host's times and dates
** to times and the writers' dates only. */
static void testKindTakes(void){
  static const int aKind[] = { CAT_BYTES, CAT_TEXT, CAT_INT, CAT_NUMBER,
                               CAT_TIME, CAT_JSON, CAT_DATETIME };
  /* by kind, bits of the value types taken: NULL, INT, REAL, TEXT, BLOB,
  ** TIME, DATE */
  static const unsigned aWant[] = { 0x19, 0x19, 0x1F, 0x1F, 0x7B, 0x19, 0x79 };
  size_t k;
  int e, bOk = 1;
  for(k=0; k<sizeof(aKind)/sizeof(aKind[0]); k++){
    for(e=CAT_V_NULL; e<=CAT_V_DATE; e++){
      if( catKindTakes(aKind[k], e)!=(int)((aWant[k]>>e) & 1) ) bOk = 0;
    }
  }
  CHECK("cat_kind_takes_text_everywhere_numbers_where_numbers_dates_where_dates", bOk);
  CHECK("cat_kind_takes_no_unknown_value_type",
        !catKindTakes(CAT_TEXT, 99) && !catKindTakes(CAT_INT, -1));
}

/* Integers (counts and flags too) are integers, reals and numbers reals,
** bytes bytes, and everything else text (JSON, documents, names). */
static void testKindValue(void){
  CHECK("cat_kind_value_integers",
        catKindValue(CAT_INT)==CAT_V_INT && catKindValue(CAT_INT32)==CAT_V_INT
        && catKindValue(CAT_BOOL)==CAT_V_INT);
  CHECK("cat_kind_value_reals",
        catKindValue(CAT_REAL)==CAT_V_REAL && catKindValue(CAT_NUMBER)==CAT_V_REAL);
  CHECK("cat_kind_value_bytes_and_text",
        catKindValue(CAT_BLOB)==CAT_V_BLOB && catKindValue(CAT_BYTES)==CAT_V_TEXT
        && catKindValue(CAT_JSON)==CAT_V_TEXT && catKindValue(CAT_TEXT)==CAT_V_TEXT);
}

/* "name(): " before the refusal's text, "interrupted", "out of memory";
** a refusal whose text could not be written is out of memory; a buffer
** too small cuts the text and still ends it. */
static void testMessage(void){
  static const CatFunc f = { "robots_x", "", NULL, 0, 0, CAT_TEXT, 0, NULL,
                             NULL, NULL, NULL, 0 };
  CatConn *pConn = catConnOpen(&coreLibcAlloc);
  CatCtx c;
  char z[64];
  catCtxInit(&c, &f, &coreLibcAlloc, NULL, pConn);
  catRefuse(&c, "argument %s must be %s", "level", "an integer");
  catMessage(&c, NULL, CAT_REFUSED, z, sizeof(z));
  CHECK("cat_message_names_the_function_before_the_refusal",
        strcmp(z, "robots_x(): argument level must be an integer")==0);
  catMessage(&c, NULL, CAT_STOPPED, z, sizeof(z));
  CHECK("cat_message_interrupted", strcmp(z, "robots_x(): interrupted")==0);
  catMessage(&c, NULL, CAT_NOMEM, z, sizeof(z));
  CHECK("cat_message_out_of_memory", strcmp(z, "robots_x(): out of memory")==0);
  c.err.oom = 1;
  catMessage(&c, NULL, CAT_REFUSED, z, sizeof(z));
  CHECK("cat_message_unwritten_refusal_is_out_of_memory",
        strcmp(z, "robots_x(): out of memory")==0);
  c.err.oom = 0;
  catMessage(&c, NULL, CAT_REFUSED, z, 12);
  CHECK("cat_message_cut_to_the_buffer", strcmp(z, "robots_x():")==0);
  catMessage(&c, NULL, CAT_TOOBIG, z, sizeof(z));
  CHECK("cat_message_result_too_large",
        strcmp(z, "robots_x(): result too large")==0);
  catMessage(&c, "read_x", CAT_STOPPED, z, sizeof(z));
  CHECK("cat_message_names_the_name_the_host_registered",
        strcmp(z, "read_x(): interrupted")==0);
  catCtxFree(&c);
  catConnClose(pConn);
}

/* A host's timestamp is its seconds; a date its days times 86,400 (the
** day's first second, before 1970 too); an infinite date stays infinite. */
static void testArgTime(void){
  static const CatFunc f = { "robots_x", "", NULL, 0, 0, CAT_TEXT, 0, NULL,
                             NULL, NULL, NULL, 0 };
  CatConn *pConn = catConnOpen(&coreLibcAlloc);
  CatCtx c;
  CatValue v;
  int64_t t = 0;
  int rc1, rc2, rc3, rc4;
  catCtxInit(&c, &f, &coreLibcAlloc, NULL, pConn);
  memset(&v, 0, sizeof(v));
  v.eType = CAT_V_TIME; v.i = -1;
  rc1 = catArgTime(&c, &v, "now", &t);
  CHECK("cat_arg_time_of_a_host_timestamp_is_its_seconds", rc1==CAT_OK && t==-1);
  v.eType = CAT_V_DATE; v.i = 19723;          /* 2024-01-01 */
  rc2 = catArgTime(&c, &v, "now", &t);
  CHECK("cat_arg_time_of_a_host_date_is_its_first_second",
        rc2==CAT_OK && t==(int64_t)19723*86400);
  v.i = -1;                                   /* 1969-12-31 */
  rc3 = catArgTime(&c, &v, "now", &t);
  CHECK("cat_arg_time_of_a_date_before_1970", rc3==CAT_OK && t==-86400);
  v.i = INT64_MAX;
  rc4 = catArgTime(&c, &v, "now", &t);
  CHECK("cat_arg_time_of_an_infinite_date_stays_infinite", rc4==CAT_OK && t==INT64_MAX);
  catCtxFree(&c);
  catConnClose(pConn);
}

/* A context over function zName of the list, with stop hook pStop. */
static void ctxOf(CatCtx *c, const char *zName, const CoreStop *pStop,
                  CatConn *pConn){
  catCtxInit(c, catFind(catFuncs, catFuncCount, zName), &coreLibcAlloc,
             pStop, pConn);
}

static int spanIs(Span s, const char *z){
  return s.n==strlen(z) && memcmp(s.z, z, s.n)==0;
}

/* Each result code has its class and words; a refusal keeps its class
** and message; a refusal whose message ran out of memory is out of
** memory. */
static void testFailure(CatConn *pConn){
  CatCtx c;
  Span m;
  ctxOf(&c, "robots_agents", NULL, pConn);
  CHECK("cat_failure_stopped_is_interrupted",
        catFailure(&c, CAT_STOPPED, &m)==CAT_ERR_STOPPED && spanIs(m, "interrupted"));
  CHECK("cat_failure_nomem_is_out_of_memory",
        catFailure(&c, CAT_NOMEM, &m)==CAT_ERR_NOMEM && spanIs(m, "out of memory"));
  CHECK("cat_failure_toobig_is_a_limit",
        catFailure(&c, CAT_TOOBIG, &m)==CAT_ERR_LIMIT && spanIs(m, "result too large"));
  catRefuse(&c, "argument %s is wrong", "x");
  c.eErrClass = CAT_ERR_WINDOW;
  CHECK("cat_failure_refusal_keeps_class_and_message",
        catFailure(&c, CAT_REFUSED, &m)==CAT_ERR_WINDOW
        && spanIs(m, "argument x is wrong"));
  c.err.oom = 1;
  CHECK("cat_failure_refusal_without_its_message_is_out_of_memory",
        catFailure(&c, CAT_REFUSED, &m)==CAT_ERR_NOMEM);
  catCtxFree(&c);
}

static int nRows;
static int rowCount(void *pArg, const CatValue *aCol, int nCol){
  (void)aCol; (void)nCol;
  nRows++;
  return pArg ? 7 : 0;             /* a host that stops after one row */
}
static int stopAlways(void *p){ (void)p; return 1; }

/* NULL rule: no rows; rows of a real file; the stop hook and the host's
** own nonzero return end the rows. */
static void testTableRows(CatConn *pConn){
  static const CoreStop stop = { stopAlways, NULL };
  CatCtx c;
  CatValue a[1];
  int rc;
  memset(a, 0, sizeof(a));
  ctxOf(&c, "robots_agents", NULL, pConn);
  catNull(&a[0]);
  nRows = 0;
  rc = catTableRows(&c, a, 1, rowCount, NULL);
  CHECK("cat_table_rows_null_argument_gives_no_rows", rc==CAT_OK && nRows==0);
  catTextZ(&a[0], "User-agent: a\nUser-agent: b\nDisallow: /\n");
  nRows = 0;
  rc = catTableRows(&c, a, 1, rowCount, NULL);
  CHECK("cat_table_rows_every_row", rc==CAT_OK && nRows==2);
  nRows = 0;
  rc = catTableRows(&c, a, 1, rowCount, &nRows);
  CHECK("cat_table_rows_host_return_ends_rows", rc==7 && nRows==1);
  catCtxFree(&c);
  ctxOf(&c, "robots_agents", &stop, pConn);
  nRows = 0;
  rc = catTableRows(&c, a, 1, rowCount, NULL);
  CHECK("cat_table_rows_stop_hook_stops", rc==CAT_STOPPED && nRows==0);
  catCtxFree(&c);
}

/* Clean text is itself; each byte outside UTF-8, and NUL, is U+FFFD. */
static void testTextClean(void){
  Span s, o;
  int rc;
  s.z = "caf\xC3\xA9"; s.n = 5;
  rc = catTextClean(&coreLibcAlloc, s, &o);
  CHECK("cat_text_clean_valid_utf8_is_itself", rc==CAT_OK && o.z==s.z && o.n==5);
  s.z = "a\xFF" "b\0c\xC3"; s.n = 6;
  rc = catTextClean(&coreLibcAlloc, s, &o);
  CHECK("cat_text_clean_bad_bytes_and_nul_are_replacement_characters",
        rc==CAT_OK && spanIs(o, "a\xEF\xBF\xBD" "b\xEF\xBF\xBD" "c\xEF\xBF\xBD"));
  if( o.z!=s.z ) coreFree(&coreLibcAlloc, (void*)o.z);
  s.z = "abcdefghijklmnop\0qrstuvwx"; s.n = 25;
  rc = catTextClean(&coreLibcAlloc, s, &o);
  CHECK("cat_text_clean_nul_after_long_ascii_is_replacement_character",
        rc==CAT_OK && o.n==27 && memcmp(o.z+16, "\xEF\xBF\xBDqrs", 6)==0);
  if( o.z!=s.z ) coreFree(&coreLibcAlloc, (void*)o.z);
  s.z = "abcdefghijklmnopqrstuvw\xE2\x82\xAC"; s.n = 26;
  rc = catTextClean(&coreLibcAlloc, s, &o);
  CHECK("cat_text_clean_long_valid_text_is_itself", rc==CAT_OK && o.z==s.z);
  s.z = NULL; s.n = 0;
  rc = catTextClean(&coreLibcAlloc, s, &o);
  CHECK("cat_text_clean_empty_is_itself", rc==CAT_OK && o.n==0);
}

/* The declarations follow the descriptions. */
static void testDeclarations(void){
  const CatFunc *pSize = catFind(catFuncs, catFuncCount, "robots_cache_size");
  const CatFunc *pPath = catFind(catFuncs, catFuncCount, "robots_path");
  const char *az[3];
  int i, bStrictOk = 1, bDefaultsOk = 1, bNoPgOk = 1, nNoPg = 0;
  CHECK("cat_decl_volatile_is_not_immutable",
        pSize && !catPureWithoutTables(pSize));
  CHECK("cat_decl_pure_is_immutable", pPath && catPureWithoutTables(pPath));
  for(i=0; i<catFuncCount; i++){
    const CatFunc *f = catFuncs[i];
    int j, bStrict = 1, bDefaults = f->nArg>f->nRequired;
    for(j=0; j<f->nArg; j++) if( f->aArg[j].eNull!=CAT_NULL_RESULT ) bStrict = 0;
    for(j=f->nRequired; j<f->nArg; j++) if( f->aArg[j].eNull!=CAT_NULL_VALUE ) bDefaults = 0;
    if( catStrict(f, f->nArg)!=bStrict || !catStrict(f, 0) ) bStrictOk = 0;
    if( catDefaults(f)!=bDefaults ) bDefaultsOk = 0;
    if( f->mFlags & CAT_NO_PG ){
      nNoPg++;
      if( catOffered(f, CAT_NO_PG) ) bNoPgOk = 0;
    }
  }
  CHECK("cat_decl_strict_when_every_null_gives_null", bStrictOk);
  CHECK("cat_decl_defaults_when_every_optional_takes_null", bDefaultsOk);
  CHECK("cat_decl_document_is_text_and_bytea",
        catKindTypes(CAT_BYTES, az)==2 && strcmp(az[0], "text")==0
        && strcmp(az[1], "bytea")==0);
  CHECK("cat_decl_integer_is_bigint",
        catKindTypes(CAT_INT, az)==1 && strcmp(az[0], "bigint")==0);
  CHECK("cat_decl_function_a_host_lacks_is_not_offered_there",
        nNoPg>0 && bNoPgOk);
  CHECK("cat_decl_function_every_host_has_is_offered",
        catOffered(pPath, CAT_NO_PG) && catOffered(pPath, CAT_NO_DUCKDB));
}

int main(void){
  CatConn *pConn = catConnOpen(&coreLibcAlloc);
  testKindTakes();
  testKindValue();
  testMessage();
  testArgTime();
  testFailure(pConn);
  testTableRows(pConn);
  testTextClean();
  testDeclarations();
  catConnClose(pConn);
  CHECK_DONE();
}
