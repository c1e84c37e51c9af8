/*
** test_cat_host.c: what every host does alike (ext/catalog/cat_host.c):
** which types of value each argument kind takes, which type of value each
** result kind is written as, the text of every result code; and that
** catArgTime reads a host's timestamp (CAT_V_TIME, seconds) and date
** (CAT_V_DATE, days) as the seconds they stand for.
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

int main(void){
  testKindTakes();
  testKindValue();
  testMessage();
  testArgTime();
  CHECK_DONE();
}
