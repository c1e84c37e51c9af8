/*
** test_datetime.c: the date rules of datetime.c.  W3C Datetime strictness
** (sitemaps.org lastmod, W3C NOTE-datetime) and the unavailable_after forms
** (RFC 850, RFC 822/1123, asctime, ISO 8601), each normalised to ISO UTC.
*/
#include "check.h"
#include "datetime.h"

/* 1 if dateIsW3C accepts the NUL-terminated z. */
static int isW3C(const char *z){
  return dateIsW3C(z, strlen(z));
}

/* 1 if z parses and formats as zIso. */
static int parsesTo(const char *z, const char *zIso){
  DateSeconds t;
  char zOut[32];
  if( dateParse(z, strlen(z), &t) ) return 0;
  dateFormatIso(t, zOut);
  return strcmp(zOut, zIso)==0;
}

/* 1 if dateParse rejects z. */
static int rejects(const char *z){
  DateSeconds t;
  return dateParse(z, strlen(z), &t)!=0;
}

int main(void){
  DateSeconds t;
  char zOut[32];
  (void)checkSkip;

  /* W3C Datetime: the six forms. */
  CHECK("w3c_year", isW3C("1997"));
  CHECK("w3c_year_month", isW3C("1997-07"));
  CHECK("w3c_complete_date", isW3C("1997-07-16"));
  CHECK("w3c_hours_minutes_zone", isW3C("1997-07-16T19:20+01:00"));
  CHECK("w3c_seconds_zone", isW3C("1997-07-16T19:20:30+01:00"));
  CHECK("w3c_fraction_zone", isW3C("1997-07-16T19:20:30.45+01:00"));
  CHECK("w3c_utc_designator", isW3C("2005-01-01T00:00:00Z"));
  CHECK("w3c_negative_zone", isW3C("2005-01-01T00:00:00-05:00"));
  /* W3C strictness. */
  CHECK("w3c_time_requires_zone", !isW3C("1997-07-16T19:20:30"));
  CHECK("w3c_zone_needs_colon", !isW3C("1997-07-16T19:20:30+0100"));
  CHECK("w3c_lowercase_t_rejected", !isW3C("1997-07-16t19:20:30Z"));
  CHECK("w3c_lowercase_z_rejected", !isW3C("1997-07-16T19:20:30z"));
  CHECK("w3c_space_separator_rejected", !isW3C("1997-07-16 19:20:30Z"));
  CHECK("w3c_hour_only_rejected", !isW3C("1997-07-16T19Z"));
  CHECK("w3c_month_13_rejected", !isW3C("1997-13"));
  CHECK("w3c_month_00_rejected", !isW3C("1997-00-10"));
  CHECK("w3c_april_31_rejected", !isW3C("2021-04-31"));
  CHECK("w3c_feb_29_leap_year", isW3C("2024-02-29"));
  CHECK("w3c_feb_29_common_year_rejected", !isW3C("2023-02-29"));
  CHECK("w3c_feb_29_century_rejected", !isW3C("1900-02-29"));
  CHECK("w3c_feb_29_400_year", isW3C("2000-02-29"));
  CHECK("w3c_hour_24_rejected", !isW3C("2021-01-01T24:00Z"));
  CHECK("w3c_minute_60_rejected", !isW3C("2021-01-01T23:60Z"));
  CHECK("w3c_second_60_rejected", !isW3C("2021-01-01T23:59:60Z"));
  CHECK("w3c_zone_hour_range", !isW3C("2021-01-01T10:00+24:00"));
  CHECK("w3c_fraction_needs_digits", !isW3C("2021-01-01T10:00:00.Z"));
  CHECK("w3c_two_digit_year_rejected", !isW3C("97-07-16"));
  CHECK("w3c_single_digit_month_rejected", !isW3C("1997-7-16"));
  CHECK("w3c_trailing_garbage_rejected", !isW3C("1997-07-16x"));
  CHECK("w3c_empty_rejected", !isW3C(""));
  CHECK("w3c_nul_byte_rejected", !dateIsW3C("1997\0", 5));
  CHECK("w3c_surrounding_space_rejected", !isW3C(" 1997-07-16"));

  /* ISO 8601 through dateParse, normalised to UTC. */
  CHECK("iso_offset_to_utc",
        parsesTo("2021-08-25T15:00:00+02:00", "2021-08-25T13:00:00Z"));
  CHECK("iso_negative_offset_to_utc",
        parsesTo("2021-08-25T22:30:00-05:00", "2021-08-26T03:30:00Z"));
  CHECK("iso_date_only_is_midnight_utc",
        parsesTo("2021-08-25", "2021-08-25T00:00:00Z"));
  CHECK("iso_missing_zone_is_utc",
        parsesTo("2021-08-25T15:00:00", "2021-08-25T15:00:00Z"));
  CHECK("iso_space_separator", parsesTo("2021-08-25 15:00", "2021-08-25T15:00:00Z"));
  CHECK("iso_basic_offset", parsesTo("2021-08-25T15:00:00+0200", "2021-08-25T13:00:00Z"));
  CHECK("iso_hour_offset", parsesTo("2021-08-25T15:00:00+02", "2021-08-25T13:00:00Z"));
  CHECK("iso_fraction_dropped", parsesTo("2021-08-25T15:00:00.999Z", "2021-08-25T15:00:00Z"));
  CHECK("iso_surrounding_space_trimmed", parsesTo("  2021-08-25  ", "2021-08-25T00:00:00Z"));
  CHECK("iso_offset_crosses_year",
        parsesTo("2021-01-01T00:30:00+01:00", "2020-12-31T23:30:00Z"));

  /* RFC 850 (two-digit year as RFC 6265 widens it). */
  CHECK("rfc850_google_example",
        parsesTo("Wednesday, 25-Aug-21 15:00:00 UTC", "2021-08-25T15:00:00Z"));
  CHECK("rfc850_two_digit_year_70_is_1970",
        parsesTo("Thursday, 01-Jan-70 00:00:00 GMT", "1970-01-01T00:00:00Z"));
  CHECK("rfc850_two_digit_year_69_is_2069",
        parsesTo("Tuesday, 01-Jan-69 00:00:00 GMT", "2069-01-01T00:00:00Z"));
  CHECK("rfc850_four_digit_year",
        parsesTo("25-Aug-2007 15:00:00 EST", "2007-08-25T20:00:00Z"));
  /* RFC 822 / 1123. */
  CHECK("rfc1123_gmt", parsesTo("Wed, 25 Aug 2021 15:00:00 GMT", "2021-08-25T15:00:00Z"));
  CHECK("rfc822_pst", parsesTo("25 Jun 2010 15:00:00 PST", "2010-06-25T23:00:00Z"));
  CHECK("rfc822_pdt", parsesTo("Fri, 25 Jun 2010 15:00:00 PDT", "2010-06-25T22:00:00Z"));
  CHECK("rfc822_est", parsesTo("Wed, 25 Aug 2021 15:00:00 EST", "2021-08-25T20:00:00Z"));
  CHECK("rfc822_edt", parsesTo("Wed, 25 Aug 2021 15:00:00 EDT", "2021-08-25T19:00:00Z"));
  CHECK("rfc822_cst", parsesTo("Wed, 25 Aug 2021 15:00:00 CST", "2021-08-25T21:00:00Z"));
  CHECK("rfc822_cdt", parsesTo("Wed, 25 Aug 2021 15:00:00 CDT", "2021-08-25T20:00:00Z"));
  CHECK("rfc822_mst", parsesTo("Wed, 25 Aug 2021 15:00:00 MST", "2021-08-25T22:00:00Z"));
  CHECK("rfc822_mdt", parsesTo("Wed, 25 Aug 2021 15:00:00 MDT", "2021-08-25T21:00:00Z"));
  CHECK("rfc822_ut", parsesTo("Wed, 25 Aug 2021 15:00:00 UT", "2021-08-25T15:00:00Z"));
  CHECK("rfc822_military_z", parsesTo("Wed, 25 Aug 2021 15:00:00 Z", "2021-08-25T15:00:00Z"));
  CHECK("rfc822_numeric_offset",
        parsesTo("Wed, 25 Aug 2021 15:00:00 +0200", "2021-08-25T13:00:00Z"));
  CHECK("rfc822_negative_offset",
        parsesTo("Wed, 25 Aug 2021 15:00:00 -0430", "2021-08-25T19:30:00Z"));
  CHECK("rfc822_gmt_plus_offset",
        parsesTo("Wed, 25 Aug 2021 15:00:00 GMT+0200", "2021-08-25T13:00:00Z"));
  CHECK("rfc822_no_seconds", parsesTo("25 Aug 2021 15:00 GMT", "2021-08-25T15:00:00Z"));
  CHECK("rfc822_no_zone_is_utc", parsesTo("25 Aug 2021 15:00:00", "2021-08-25T15:00:00Z"));
  CHECK("rfc822_case_insensitive", parsesTo("wed, 25 AUG 2021 15:00:00 gmt", "2021-08-25T15:00:00Z"));
  CHECK("rfc822_two_digit_year", parsesTo("Wed, 25 Aug 21 15:00:00 GMT", "2021-08-25T15:00:00Z"));
  /* asctime. */
  CHECK("asctime", parsesTo("Wed Aug 25 15:00:00 2021", "2021-08-25T15:00:00Z"));
  CHECK("asctime_padded_day", parsesTo("Sun Nov  6 08:49:37 1994", "1994-11-06T08:49:37Z"));

  /* Rejections. */
  CHECK("parse_rejects_empty", rejects(""));
  CHECK("parse_rejects_words", rejects("tomorrow"));
  CHECK("parse_rejects_feb_30", rejects("30 Feb 2021 10:00:00 GMT"));
  CHECK("parse_rejects_unknown_zone", rejects("25 Aug 2021 15:00:00 XYZ"));
  CHECK("parse_rejects_bad_month", rejects("25 Foo 2021 15:00:00 GMT"));
  CHECK("parse_rejects_three_digit_year", rejects("25 Aug 202 15:00:00 GMT"));
  CHECK("parse_rejects_hour_25", rejects("25 Aug 2021 25:00:00 GMT"));
  CHECK("parse_rejects_trailing_garbage", rejects("25 Aug 2021 15:00:00 GMT x"));
  CHECK("parse_rejects_embedded_nul", dateParse("2021-08-25\0", 11, &t)!=0);

  /* Formatting. */
  CHECK("format_epoch", dateFormatIso(0, zOut)==20 && strcmp(zOut, "1970-01-01T00:00:00Z")==0);
  dateFormatIso(-1, zOut);
  CHECK("format_before_epoch", strcmp(zOut, "1969-12-31T23:59:59Z")==0);
  dateFormatIso(951782400, zOut);
  CHECK("format_leap_day_2000", strcmp(zOut, "2000-02-29T00:00:00Z")==0);
  CHECK("parse_known_seconds",
        dateParse("2021-08-25T15:00:00Z", 20, &t)==0 && t==1629903600);
  CHECK("roundtrip_year_0000", parsesTo("0000-01-01", "0000-01-01T00:00:00Z"));
  CHECK("roundtrip_year_9999", parsesTo("9999-12-31T23:59:59Z", "9999-12-31T23:59:59Z"));
  CHECK_DONE();
}
