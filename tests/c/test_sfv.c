/*
** test_sfv.c: rules of sfvDictionary (ext/core/sfv.c), RFC 9651's
** Dictionary: which inputs parse, the kind and text of each member, the
** offset of a failure, and that a long input costs linear time.  Each case
** is named after the rule it checks.
*/
#include "core/sfv.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The members of a parse, written as "key:kind:value;" for comparison. */
typedef struct Got { char z[512]; size_t n; } Got;

static int gotMember(void *pCtx, const SfvMember *m){
  Got *g = pCtx;
  int n = snprintf(g->z + g->n, sizeof(g->z) - g->n, "%.*s:%s:%.*s%s;",
                   (int)m->key.n, m->key.z, sfvTypeName(m->eType),
                   (int)m->value.n, m->value.z, m->bParams ? "+p" : "");
  if( n>0 && (size_t)n<sizeof(g->z) - g->n ) g->n += (size_t)n;
  return 0;
}

/* Parse z: 1 when it parses and its members print as zWant (NULL: it must
** fail). */
static int parses(const char *z, const char *zWant){
  Got g;
  int rc;
  memset(&g, 0, sizeof(g));
  rc = sfvDictionary(z, strlen(z), gotMember, &g, NULL, NULL);
  if( zWant==NULL ) return rc==-1;
  if( rc!=0 || strcmp(g.z, zWant)!=0 ){
    printf("#   %s -> rc %d, %s\n", z, rc, g.z);
    return 0;
  }
  return 1;
}

int main(void){
  size_t iErr = 0;
  CHECK("sfv_token_values", parses("train-ai=n, search=y", "train-ai:token:n;search:token:y;"));
  CHECK("sfv_bare_key_is_true", parses("a, b;x=1", "a:boolean:;b:boolean:+p;"));
  CHECK("sfv_booleans", parses("a=?0,b=?1", "a:boolean:?0;b:boolean:?1;"));
  CHECK("sfv_boolean_bad", parses("a=?2", NULL));
  CHECK("sfv_strings_escapes", parses("a=\"x\\\"y\\\\\"", "a:string:\"x\\\"y\\\\\";"));
  CHECK("sfv_string_bad_escape", parses("a=\"x\\n\"", NULL));
  CHECK("sfv_string_unterminated", parses("a=\"x", NULL));
  CHECK("sfv_integer_15_digits", parses("a=123456789012345", "a:integer:123456789012345;"));
  CHECK("sfv_integer_16_digits_fails", parses("a=1234567890123456", NULL));
  CHECK("sfv_decimal", parses("a=-12.125", "a:decimal:-12.125;"));
  CHECK("sfv_decimal_4_fraction_digits_fails", parses("a=1.2345", NULL));
  CHECK("sfv_decimal_13_integer_digits_fails", parses("a=1234567890123.5", NULL));
  CHECK("sfv_decimal_trailing_dot_fails", parses("a=1.", NULL));
  CHECK("sfv_byte_sequence", parses("a=:aGk=:", "a:byte sequence::aGk=:;"));
  CHECK("sfv_byte_sequence_bad", parses("a=:a*:", NULL));
  CHECK("sfv_date", parses("a=@1659578233", "a:date:@1659578233;"));
  CHECK("sfv_date_decimal_fails", parses("a=@1.5", NULL));
  CHECK("sfv_display_string", parses("a=%\"caf%c3%a9\"", "a:display string:%\"caf%c3%a9\";"));
  CHECK("sfv_display_string_upper_hex_fails", parses("a=%\"%C3%A9\"", NULL));
  CHECK("sfv_display_string_bad_utf8_fails", parses("a=%\"%c3\"", NULL));
  CHECK("sfv_inner_list", parses("a=(x \"y\" 1);p=?1, b=()", "a:inner list:(x \"y\" 1)+p;b:inner list:();"));
  CHECK("sfv_inner_list_unterminated", parses("a=(x y", NULL));
  CHECK("sfv_inner_list_needs_space", parses("a=(x\"y\")", NULL));
  CHECK("sfv_token_chars", parses("a=*foo:bar/baz!#", "a:token:*foo:bar/baz!#;"));
  CHECK("sfv_parameters_skipped", parses("a=y;q=1;r;s=\"x\"", "a:token:y+p;"));
  CHECK("sfv_key_star_first", parses("*a=y", "*a:token:y;"));
  CHECK("sfv_key_upper_case_fails", parses("Train-ai=n", NULL));
  CHECK("sfv_key_digit_first_fails", parses("1a=n", NULL));
  CHECK("sfv_missing_comma_fails", parses("a=n b=y", NULL));
  CHECK("sfv_trailing_comma_fails", parses("a=n,", NULL));
  CHECK("sfv_leading_comma_fails", parses(",a=n", NULL));
  CHECK("sfv_ows_around_comma", parses("a=n \t,\t b=y", "a:token:n;b:token:y;"));
  CHECK("sfv_spaces_at_ends", parses("  a=n  ", "a:token:n;"));
  CHECK("sfv_tab_at_start_fails", parses("\ta=n", NULL));
  CHECK("sfv_empty_is_empty_dictionary", parses("", "") && parses("   ", ""));
  CHECK("sfv_duplicates_reported_in_order", parses("a=n, a=y", "a:token:n;a:token:y;"));
  CHECK("sfv_error_offset",
        sfvDictionary("a=n b", 5, NULL, NULL, &iErr, NULL)==-1 && iErr==4);
  CHECK("sfv_non_ascii_fails", parses("a=\xc3\xa9", NULL) && parses("\xc3\xa9=n", NULL));
  {
    /* Linear: 4n members cost about 4 times n. */
    size_t n = 200000, k;
    char *z = malloc(8*n + 1);
    clock_t t0, t1, t2;
    for(k=0; k<n; k++) memcpy(z + 8*k, "ab=c;d, ", 8);
    t0 = clock();
    sfvDictionary(z, 2*n - 2, NULL, NULL, NULL, NULL);
    t1 = clock();
    sfvDictionary(z, 8*n - 2, NULL, NULL, NULL, NULL);
    t2 = clock();
    CHECK("sfv_linear_time", (double)(t2 - t1) <= 12.0*(double)(t1 - t0) + CLOCKS_PER_SEC/50);
    free(z);
  }
  CHECK_DONE();
}
