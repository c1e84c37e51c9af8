/*
** test_json_flat.c: rules of the flat JSON reader (ext/core/json_flat.c),
** RFC 8259: strings with every escape (a surrogate pair to one UTF-8
** character, a lone surrogate refused), numbers only in JSON's grammar,
** literals exact, no trailing comma, nothing after the closing bracket,
** nested values skipped whole, members in order.
*/
#include "core/json_flat.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>

/* Read array or object z: the members' types and strings written as
** "T:value|" into zOut (K=key for objects), or "ERR" at the first error. */
static void readAll(const char *z, char cOpen, char *zOut, size_t nOut){
  JsonFlat j;
  JsonFlatValue v;
  CoreBuf k, s;
  int r;
  size_t o = 0;
  zOut[0] = 0;
  coreBufInit(&k, &coreLibcAlloc);
  coreBufInit(&s, &coreLibcAlloc);
  if( jsonFlatOpen(&j, z, strlen(z), cOpen) ){
    snprintf(zOut, nOut, "NOT");
  }else{
    while( (r = jsonFlatNext(&j, cOpen=='{' ? &k : NULL, &s, &v))==1 ){
      int n;
      if( cOpen=='{' ) o += (size_t)snprintf(zOut+o, nOut-o, "K=%.*s ", (int)k.n, k.z ? k.z : "");
      if( v.eType==JSON_FLAT_STRING ) n = snprintf(zOut+o, nOut-o, "S:%.*s|", (int)s.n, s.z ? s.z : "");
      else if( v.eType==JSON_FLAT_NUMBER ) n = snprintf(zOut+o, nOut-o, "N:%g|", v.r);
      else n = snprintf(zOut+o, nOut-o, "%c:%.*s|", "?SNTFLO"[v.eType], (int)v.raw.n, v.raw.z);
      o += (size_t)n;
      if( o>=nOut ) break;
    }
    if( r<0 ) snprintf(zOut, nOut, "ERR");
  }
  coreBufFree(&k);
  coreBufFree(&s);
}

#define READS(name, z, c, want) do{ char zGot[512]; readAll(z, c, zGot, sizeof(zGot)); \
  CHECK(name, strcmp(zGot, want)==0); if( strcmp(zGot, want) ) printf("  got %s\n", zGot); }while(0)

int main(void){
  READS("json_array_of_strings_in_order", " [\"1.2.3.4\", \"::1\"] ", '[', "S:1.2.3.4|S:::1|");
  READS("json_empty_array", "[ ]", '[', "");
  READS("json_empty_object", "{}", '{', "");
  READS("json_object_members_keys_and_values", "{\"a\":1,\"b\":true,\"c\":null,\"d\":\"x\"}", '{',
        "K=a N:1|K=b T:true|K=c L:null|K=d S:x|");
  READS("json_string_escapes_decoded", "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]", '[', "S:\"\\/\b\f\n\r\t|");
  READS("json_unicode_escape_to_utf8", "[\"\\u00e9\\u20AC\"]", '[', "S:\xc3\xa9\xe2\x82\xac|");
  READS("json_surrogate_pair_to_one_character", "[\"\\ud83d\\ude00\"]", '[', "S:\xf0\x9f\x98\x80|");
  READS("json_lone_high_surrogate_refused", "[\"\\ud83d\"]", '[', "ERR");
  READS("json_lone_low_surrogate_refused", "[\"\\ude00\"]", '[', "ERR");
  READS("json_unknown_escape_refused", "[\"\\x41\"]", '[', "ERR");
  READS("json_control_byte_in_string_refused", "[\"a\nb\"]", '[', "ERR");
  READS("json_numbers_in_json_grammar", "[0,-1,2.5,1e3,-0.5E-1]", '[', "N:0|N:-1|N:2.5|N:1000|N:-0.05|");
  READS("json_leading_zero_refused", "[01]", '[', "ERR");
  READS("json_bare_dot_refused", "[.5]", '[', "ERR");
  READS("json_plus_sign_refused", "[+1]", '[', "ERR");
  READS("json_literals_exact_case", "[True]", '[', "ERR");
  READS("json_trailing_comma_refused", "[1,]", '[', "ERR");
  READS("json_missing_comma_refused", "[1 2]", '[', "ERR");
  READS("json_leading_comma_refused", "[,1]", '[', "ERR");
  READS("json_nothing_after_closing_bracket", "[1] x", '[', "NOT");
  READS("json_unclosed_refused", "[1", '[', "NOT");
  READS("json_wrong_kind_refused", "{\"a\":1}", '[', "NOT");
  READS("json_object_key_must_be_string", "{a:1}", '{', "ERR");
  READS("json_object_colon_required", "{\"a\" 1}", '{', "ERR");
  READS("json_nested_values_skipped_whole", "[[1,[2]],{\"a\":\"]\"},3]", '[',
        "O:[1,[2]]|O:{\"a\":\"]\"}|N:3|");
  READS("json_unbalanced_nested_refused", "[[1,2]", '[', "ERR");
  READS("json_string_runs_past_end_refused", "[\"abc]", '[', "ERR");
  {
    /* 200,000 members: read in linear time, no recursion */
    size_t n = 200000, i, o = 1;
    char *z = (char*)malloc(n*4+3), zGot[16];
    JsonFlat j; JsonFlatValue v; CoreBuf s; int r, m = 0;
    z[0] = '[';
    for(i=0; i<n; i++){ memcpy(z+o, i ? ",[1]" : "[1]", i ? 4 : 3); o += i ? 4 : 3; }
    z[o++] = ']';
    z[o] = 0;
    coreBufInit(&s, &coreLibcAlloc);
    if( jsonFlatOpen(&j, z, o, '[')==0 ){
      while( (r = jsonFlatNext(&j, NULL, &s, &v))==1 ) m++;
    }
    snprintf(zGot, sizeof(zGot), "%d", m);
    CHECK("json_many_members_read", m==(int)n);
    coreBufFree(&s);
    free(z);
  }
  READS("json_nested_value_checked_strictly", "[[1 2],3]", '[', "ERR");
  READS("json_nested_lone_surrogate_refused", "[[\"\\ud83d\"]]", '[', "ERR");
  READS("json_nested_surrogate_pair_skipped", "[{\"\\ud83d\\ude00\":1}]", '[',
        "O:{\"\\ud83d\\ude00\":1}|");
  {
    /* nesting up to json_read's cap is skipped; deeper (100,000 levels) is
    ** refused by its explicit stack, without recursion */
    size_t aDepth[2] = { JREAD_MAX_DEPTH-1, 100000 }, d, i;
    int k;
    for(k=0; k<2; k++){
      char *z, zGot[64];
      d = aDepth[k];
      z = (char*)malloc(2*d+3);
      z[0] = '[';
      for(i=0; i<d; i++){ z[1+i] = '['; z[1+d+i] = ']'; }
      z[1+2*d] = ']';
      z[2+2*d] = 0;
      readAll(z, '[', zGot, 8);
      if( k==0 ) CHECK("json_nesting_within_the_depth_cap_skipped", zGot[0]=='O');
      else CHECK("json_nesting_past_the_depth_cap_refused_without_recursion",
                 strcmp(zGot, "ERR")==0);
      free(z);
    }
  }
  CHECK_DONE();
}
