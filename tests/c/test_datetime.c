/*
** test_datetime.c: the date rules of datetime.c.  W3C Datetime strictness
** (sitemaps.org lastmod, W3C NOTE-datetime) and the unavailable_after forms
** (RFC 850, RFC 822/1123, asctime, ISO 8601), each normalised to ISO UTC.
*/
#include "check.h"
#include <stdlib.h>
#include "core/datetime.h"

/* 1 if dateIsW3C accepts the NUL-terminated z. */
static int isW3C(const char *z){
  return dateIsW3C(z, strlen(z));
}

/* An independent statement of the W3C Datetime rule, for comparison: the
** text must follow one of the patterns ('9' a digit, '.' one or more
** digits, 'Z' the zone "Z" or "+hh:mm"/"-hh:mm") with fields in range. */
static int refW3C(const char *z, size_t n){
  static const char *const azForm[] = {
    "9999", "9999-99", "9999-99-99", "9999-99-99T99:99Z",
    "9999-99-99T99:99:99Z", "9999-99-99T99:99:99.Z"
  };
  static const int aDays[] = { 31,29,31,30,31,30,31,31,30,31,30,31 };
  size_t k;
  for(k=0; k<sizeof(azForm)/sizeof(azForm[0]); k++){
    const char *f = azForm[k];
    size_t i = 0, j;
    int y = 0, m = 1, d = 1, ok = 1, nTime = 0, aT[3] = {0,0,0};
    for(j=0; f[j] && ok; j++){
      char c = f[j];
      if( c=='9' ){
        ok = i<n && z[i]>='0' && z[i]<='9';
        i++;
      }else if( c=='.' ){
        ok = i+1<n && z[i]=='.' && z[i+1]>='0' && z[i+1]<='9';
        i += 2;
        while( ok && i<n && z[i]>='0' && z[i]<='9' ) i++;
      }else if( c=='Z' ){
        if( i<n && z[i]=='Z' ){ i++; continue; }
        ok = i+6<=n && (z[i]=='+' || z[i]=='-') && z[i+3]==':'
          && z[i+1]>='0' && z[i+1]<='2' && z[i+2]>='0' && z[i+2]<='9'
          && (z[i+1]-'0')*10 + (z[i+2]-'0') <= 23
          && z[i+4]>='0' && z[i+4]<='5' && z[i+5]>='0' && z[i+5]<='9';
        i += 6;
      }else{
        ok = i<n && z[i]==c;
        i++;
      }
    }
    if( !ok || i!=n ) continue;
    y = atoi(z);
    if( n>=7 ) m = (z[5]-'0')*10 + (z[6]-'0');
    if( n>=10 ) d = (z[8]-'0')*10 + (z[9]-'0');
    for(nTime=0; n>=16 && nTime<3 && 11+3*(size_t)nTime+1<n; nTime++){
      if( nTime==2 && z[16]!=':' ) break;
      aT[nTime] = (z[11+3*nTime]-'0')*10 + (z[12+3*nTime]-'0');
    }
    if( m<1 || m>12 || d<1 || d>aDays[m-1] ) return 0;
    if( m==2 && d==29 && !((y%4==0 && y%100!=0) || y%400==0) ) return 0;
    return aT[0]<=23 && aT[1]<=59 && aT[2]<=59;
  }
  return 0;
}

/* Change every byte of each seed to each of a set of bytes, and drop or
** double it; count the strings on which dateIsW3C and refW3C disagree. */
static int w3cMutantsDisagree(void){
  static const char *const azSeed[] = {
    "2024-02-29", "2023-12-31T23:59:59Z", "2000-02-29T00:00+05:30",
    "1999-09-09T09:09:09-09:09", "2024-06-30T12:00:00.5Z", "2024-04"
  };
  static const char aSub[] = "0123456789-:T+Z.tz x\0";
  char z[40];
  size_t s, i, k;
  int nBad = 0;
  for(s=0; s<sizeof(azSeed)/sizeof(azSeed[0]); s++){
    size_t n = strlen(azSeed[s]);
    for(i=0; i<n; i++){
      for(k=0; k<sizeof(aSub)-1; k++){
        memcpy(z, azSeed[s], n);
        z[i] = aSub[k];
        if( dateIsW3C(z, n)!=refW3C(z, n) ) nBad++;
      }
      memcpy(z, azSeed[s], i);                      /* byte i dropped */
      memcpy(z+i, azSeed[s]+i+1, n-i-1);
      if( dateIsW3C(z, n-1)!=refW3C(z, n-1) ) nBad++;
      memcpy(z, azSeed[s], i+1);                    /* byte i doubled */
      memcpy(z+i+1, azSeed[s]+i, n-i);
      if( dateIsW3C(z, n+1)!=refW3C(z, n+1) ) nBad++;
    }
  }
  return nBad;
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
  /* The fixed-position path (date, hh:mm, hh:mm:ss with a zone). */
  CHECK("w3c_fast_leap_day_with_time", isW3C("2024-02-29T10:00:00Z"));
  CHECK("w3c_fast_common_year_leap_day_rejected",
        !isW3C("2023-02-29T10:00:00Z"));
  CHECK("w3c_fast_century_leap_day_rejected", !isW3C("1900-02-29T00:00Z"));
  CHECK("w3c_fast_400_year_leap_day", isW3C("2000-02-29T00:00+00:00"));
  CHECK("w3c_fast_largest_offset", isW3C("2024-01-01T23:59:59+23:59"));
  CHECK("w3c_fast_offset_minute_60_rejected",
        !isW3C("2024-01-01T10:00:00-00:60"));
  CHECK("w3c_fast_zone_sign_required", !isW3C("2024-01-01T10:00:00 01:00"));
  CHECK("w3c_fast_trailing_space_rejected", !isW3C("2024-01-01T10:00:00Z "));
  CHECK("w3c_fast_one_digit_second_rejected", !isW3C("2024-01-01T10:00:0Z"));
  CHECK("w3c_fast_letter_in_hour_rejected", !isW3C("2024-01-01T1a:00:00Z"));
  CHECK("w3c_fast_day_00_rejected", !isW3C("2024-01-00T10:00Z"));
  CHECK("w3c_fast_day_32_rejected", !isW3C("2024-01-32"));
  CHECK("w3c_fast_nul_in_zone_rejected",
        !dateIsW3C("2024-01-01T10:00:00\0", 20));
  CHECK("w3c_fast_year_zero", isW3C("0000-01-01"));
  CHECK("w3c_agrees_with_reference_on_mutants", w3cMutantsDisagree()==0);

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

  /* dateDaysFromCivil, the one copy of the civil-date arithmetic (the
  ** access log's times use it too). */
  CHECK("days_from_civil_epoch_is_0", dateDaysFromCivil(1970, 1, 1)==0);
  CHECK("days_from_civil_day_before_epoch", dateDaysFromCivil(1969, 12, 31)==-1);
  CHECK("days_from_civil_march_after_leap_day",
        dateDaysFromCivil(2000, 3, 1)-dateDaysFromCivil(2000, 2, 28)==2);
  CHECK("days_from_civil_no_leap_day_in_1900",
        dateDaysFromCivil(1900, 3, 1)-dateDaysFromCivil(1900, 2, 28)==1);
  CHECK("days_from_civil_year_0", dateDaysFromCivil(0, 3, 1)==-719468);
  CHECK("days_from_civil_agrees_with_the_formatter",
        dateFormatIso(dateDaysFromCivil(2024, 2, 29)*86400, zOut)==20
        && strcmp(zOut, "2024-02-29T00:00:00Z")==0);
  CHECK("days_from_civil_day_past_month_end_counts_on",
        dateDaysFromCivil(2023, 2, 31)==dateDaysFromCivil(2023, 3, 3));
  CHECK_DONE();
}
