/*
** fuzz_datetime.c: libFuzzer target for datetime.c.  Any bytes are offered
** to the W3C check and the general parser; a date that parses and lies in
** years 1000-9999 must format as ISO 8601, which must be W3C Datetime and
** parse back to the same second.
** FUZZ_NEEDS: datetime.c
*/
#include "fuzz_common.h"
#include "core/datetime.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  char *z = fuzzCopy((Span){(const char*)data, size});
  DateSeconds t, t2;
  char zIso[32];
  size_t n;
  (void)dateIsW3C(z, size);
  if( dateParse(z, size, &t)==0
   && t>=-30610224000LL && t<=253402300799LL ){
    n = dateFormatIso(t, zIso);
    FUZZ_ASSERT("iso_length", n==20);
    FUZZ_ASSERT("iso_is_w3c", dateIsW3C(zIso, n));
    FUZZ_ASSERT("iso_parses", dateParse(zIso, n, &t2)==0);
    FUZZ_ASSERT("iso_round_trip", t==t2);
  }
  free(z);
  return 0;
}
