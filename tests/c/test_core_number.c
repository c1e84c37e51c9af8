/*
** test_core_number.c: rules of the numbers every binding reads from its
** arguments (ext/core/core.c): an integer (coreParseInt64, coreIntOfDouble):
** text of a decimal integer with an optional sign and ASCII white space
** around it, at most 18 digits; a number that holds an integer within
** 10^15.  A number given as text (coreParseNumber): as SQL reads numeric
** text, exactly rounded, whatever the C locale.
*/
#include "core/core.h"
#include "check.h"

#include <math.h>
#include <string.h>

/* coreParseInt64 on a NUL-terminated string: 1 when it reads want. */
static int parses(const char *z, int64_t want){
  int64_t x = 0;
  return coreParseInt64(z, strlen(z), &x)==1 && x==want;
}

/* coreParseInt64 refuses z[0..n). */
static int refuses(const char *z, size_t n){
  int64_t x = 7;
  return coreParseInt64(z, n, &x)==0 && x==7;
}

/* coreParseNumber reads z as want, or refuses it (bOk 0). */
static int number(const char *z, int bOk, double want){
  double r = -7.0;
  int rc = coreParseNumber(z, strlen(z), &r);
  return bOk ? rc==1 && r==want : rc==0 && r==-7.0;
}

int main(void){
  int64_t x = 0;
  CHECK("number_text_every_form_sql_reads", number("0.5", 1, 0.5)
        && number(" .5 ", 1, 0.5) && number("5.", 1, 5.0) && number("+0.25", 1, 0.25)
        && number("-2", 1, -2.0) && number("5e-1", 1, 0.5) && number("5E+1", 1, 50.0)
        && number("0.85", 1, 0.85) && number("\t1\n", 1, 1.0));
  CHECK("number_text_exactly_rounded_many_digits",
        number("0.000000000000000000000000000000000000000000000000000000001", 1, 1e-57)
        && number("00000000000000000000000000000000000000000000000000000.1", 1, 0.1)
        && number("0.1000000000000000000000000000000000000000000000000000000001", 1, 0.1)
        && number("123456789012345678901234567890123456789012345678901234567890", 1,
                  123456789012345678901234567890123456789012345678901234567890.0));
  CHECK("number_text_nothing_else", number("", 0, 0) && number(" ", 0, 0)
        && number(".", 0, 0) && number("e1", 0, 0) && number("1e", 0, 0)
        && number("1e+", 0, 0) && number("0x1", 0, 0) && number("inf", 0, 0)
        && number("nan", 0, 0) && number("1..2", 0, 0) && number("--1", 0, 0)
        && number("0,5", 0, 0) && number("1 2", 0, 0));
  CHECK("int_text_plain_signed_and_spaced", parses("404", 404) && parses("-9", -9)
        && parses("+503", 503) && parses(" \t404\r\n", 404) && parses("007", 7));
  CHECK("int_text_18_digits_at_most", parses("999999999999999999", 999999999999999999LL)
        && refuses("1000000000000000000", 19));
  CHECK("int_text_nothing_else", refuses("", 0) && refuses(" ", 1) && refuses("-", 1)
        && refuses("4x", 2) && refuses("4.0", 3) && refuses("4 0", 3)
        && refuses("1e3", 3) && refuses("0x10", 4) && refuses("--4", 3));
  CHECK("int_text_explicit_length_not_nul", refuses("4\0" "0", 3)
        && coreParseInt64("4040", 2, &x) && x==40);
  CHECK("int_of_number_that_holds_an_integer", coreIntOfDouble(404.0, &x) && x==404
        && coreIntOfDouble(-1.0, &x) && x==-1 && coreIntOfDouble(1e15, &x)
        && x==1000000000000000LL && coreIntOfDouble(-0.0, &x) && x==0);
  CHECK("int_of_number_refuses_fractions_nan_and_huge",
        !coreIntOfDouble(404.5, &x) && !coreIntOfDouble(NAN, &x)
        && !coreIntOfDouble(INFINITY, &x) && !coreIntOfDouble(1e15+2, &x)
        && !coreIntOfDouble(-1e30, &x));
  CHECK_DONE();
}
