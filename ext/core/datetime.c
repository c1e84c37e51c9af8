/*
** datetime.c: parse and format the dates of crawl-control files.
**
** dateIsW3C checks the strict W3C Datetime profile of ISO 8601 that sitemap
** <lastmod> uses.  dateParse reads the looser forms found in meta robots
** unavailable_after: ISO 8601 (dateIsoParse), and the RFC 822/1123, RFC 850
** and asctime forms (dateTextParse).  Both end in dateFromFields, which
** checks field ranges and turns a civil date into seconds.  No clock is read.
*/
#include "datetime.h"

/* Broken-down time as read; iOffset is the zone's offset in minutes. */
typedef struct DateFields {
  int64_t iYear;
  int iMonth, iDay, iHour, iMin, iSec;
  int iOffset;
} DateFields;

/* A cursor over the input bytes. */
typedef struct DateIn {
  const char *z;
  size_t n;
  size_t i;
} DateIn;

static const char *const dateMonthName[12] = {
  "jan", "feb", "mar", "apr", "may", "jun",
  "jul", "aug", "sep", "oct", "nov", "dec"
};
static const char *const dateDayName[7] = {
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"
};

/* Zone names and their offsets from UTC in minutes (RFC 822 section 5.1,
** plus a few common European/Asian ones).  Military letters other than Z
** are read as UTC, as RFC 5322 section 4.3 says to. */
static const struct { const char *zName; int iOffset; } dateZone[] = {
  { "ut", 0 },       { "utc", 0 },      { "gmt", 0 },     { "z", 0 },
  { "est", -5*60 },  { "edt", -4*60 },  { "cst", -6*60 }, { "cdt", -5*60 },
  { "mst", -7*60 },  { "mdt", -6*60 },  { "pst", -8*60 }, { "pdt", -7*60 },
  { "wet", 0 },      { "west", 60 },    { "cet", 60 },    { "cest", 2*60 },
  { "eet", 2*60 },   { "eest", 3*60 },  { "jst", 9*60 },
};

/* 1 if y is a leap year in the proleptic Gregorian calendar. */
static int dateIsLeap(int64_t y){
  return (y%4==0 && y%100!=0) || y%400==0;
}

int dateDaysInMonth(int64_t y, int m){
  static const unsigned char aDays[12] = {31,28,31,30,31,30,31,31,30,31,30,31};
  return m==2 && dateIsLeap(y) ? 29 : aDays[m-1];
}

/* The civil date of day number z (days since 1970-01-01). */
static void dateCivilFromDays(int64_t z, int64_t *pY, int *pM, int *pD){
  int64_t era, doe, yoe, doy, mp, y;
  z += 719468;
  era = (z>=0 ? z : z-146096) / 146097;
  doe = z - era*146097;
  yoe = (doe - doe/1460 + doe/36524 - doe/146096) / 365;
  y = yoe + era*400;
  doy = doe - (365*yoe + yoe/4 - yoe/100);
  mp = (5*doy + 2)/153;
  *pD = (int)(doy - (153*mp + 2)/5 + 1);
  *pM = (int)(mp<10 ? mp+3 : mp-9);
  *pY = *pM<=2 ? y+1 : y;
}

/* Check the ranges of p and convert it to seconds.  Returns 0 or -1. */
static int dateFromFields(const DateFields *p, DateSeconds *pOut){
  int64_t days;
  if( p->iYear<0 || p->iYear>9999 ) return -1;
  if( p->iMonth<1 || p->iMonth>12 ) return -1;
  if( p->iDay<1 || p->iDay>dateDaysInMonth(p->iYear, p->iMonth) ) return -1;
  if( p->iHour<0 || p->iHour>23 || p->iMin<0 || p->iMin>59 ) return -1;
  if( p->iSec<0 || p->iSec>59 ) return -1;
  if( p->iOffset<-24*60 || p->iOffset>24*60 ) return -1;
  days = dateDaysFromCivil(p->iYear, p->iMonth, p->iDay);
  *pOut = days*86400 + p->iHour*3600 + p->iMin*60 + p->iSec
          - (int64_t)p->iOffset*60;
  return 0;
}

/* Read exactly nDigit decimal digits into *pV.  Returns 0 or -1. */
static int dateDigits(DateIn *p, int nDigit, int *pV){
  int v = 0, k;
  if( p->n - p->i < (size_t)nDigit ) return -1;
  for(k=0; k<nDigit; k++){
    unsigned char c = (unsigned char)p->z[p->i+(size_t)k];
    if( !coreIsDigit(c) ) return -1;
    v = v*10 + (c-'0');
  }
  p->i += (size_t)nDigit;
  *pV = v;
  return 0;
}

/* Read a run of 1..nMax digits into *pV, returning how many (0 if none). */
static int dateNumber(DateIn *p, int nMax, int *pV){
  int v = 0, k = 0;
  while( p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]) ){
    if( k==nMax ) return 0;
    v = v*10 + (p->z[p->i]-'0');
    p->i++; k++;
  }
  *pV = v;
  return k;
}

/* Consume byte c if it is next (ASCII case-insensitive).  Returns 1 if so. */
static int dateEat(DateIn *p, char c){
  if( p->i<p->n && coreToLower((unsigned char)p->z[p->i])==(unsigned char)c ){
    p->i++;
    return 1;
  }
  return 0;
}

/* Skip white space (and commas when bComma). */
static void dateSkipSpace(DateIn *p, int bComma){
  while( p->i<p->n ){
    unsigned char c = (unsigned char)p->z[p->i];
    if( !coreIsSpace(c) && !(bComma && c==',') ) break;
    p->i++;
  }
}

/* Read a numeric zone "+hh:mm", "+hhmm" or "+hh" (bColonOnly: only the
** first, as W3C requires) into *pOff minutes.  Returns 0 or -1. */
static int dateNumericZone(DateIn *p, int bColonOnly, int *pOff){
  int sign, hh, mm = 0;
  if( p->i>=p->n ) return -1;
  if( p->z[p->i]=='+' ) sign = 1;
  else if( p->z[p->i]=='-' ) sign = -1;
  else return -1;
  p->i++;
  if( dateDigits(p, 2, &hh) ) return -1;
  if( dateEat(p, ':') ){
    if( dateDigits(p, 2, &mm) ) return -1;
  }else if( bColonOnly ){
    return -1;
  }else if( p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]) ){
    if( dateDigits(p, 2, &mm) ) return -1;
  }
  if( hh>23 || mm>59 ) return -1;
  *pOff = sign*(hh*60 + mm);
  return 0;
}

/* Read the time "hh:mm[:ss[.fff]]" of ISO 8601; bStrict wants the W3C
** form (two-digit fields, '.' for fractions). */
static int dateIsoTime(DateIn *p, int bStrict, DateFields *pF){
  if( dateDigits(p, 2, &pF->iHour) || !dateEat(p, ':') ) return -1;
  if( dateDigits(p, 2, &pF->iMin) ) return -1;
  if( !dateEat(p, ':') ) return 0;
  if( dateDigits(p, 2, &pF->iSec) ) return -1;
  if( dateEat(p, '.') || (!bStrict && dateEat(p, ',')) ){
    size_t i0 = p->i;
    while( p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]) ) p->i++;
    if( p->i==i0 ) return -1;     /* fraction without digits */
  }
  return 0;
}

/* Parse ISO 8601 / W3C Datetime.  bStrict: the six W3C forms only, a time
** requires a zone.  Otherwise also a space or 't' before the time, a
** missing zone (UTC), "+hhmm" and "+hh" zones.  Returns 0 or -1. */
static int dateIsoParse(const char *z, size_t n, int bStrict, DateSeconds *pOut){
  DateIn in = { z, n, 0 };
  DateFields f = { 0, 1, 1, 0, 0, 0, 0 };
  int y;
  if( dateDigits(&in, 4, &y) ) return -1;
  f.iYear = y;
  if( dateEat(&in, '-') ){
    if( dateDigits(&in, 2, &f.iMonth) ) return -1;
    if( dateEat(&in, '-') ){
      if( dateDigits(&in, 2, &f.iDay) ) return -1;
      if( in.i<in.n ){
        char c = in.z[in.i];
        if( c=='T' || (!bStrict && (c=='t' || c==' ')) ){
          in.i++;
          if( dateIsoTime(&in, bStrict, &f) ) return -1;
          if( dateEat(&in, 'z') ){
            if( bStrict && in.z[in.i-1]!='Z' ) return -1;
          }else if( in.i<in.n && !bStrict && in.z[in.i]==' ' ){
            dateSkipSpace(&in, 0);
            if( !dateEat(&in, 'z') && dateNumericZone(&in, 0, &f.iOffset) ){
              return -1;
            }
          }else if( in.i<in.n ){
            if( dateNumericZone(&in, bStrict, &f.iOffset) ) return -1;
          }else if( bStrict ){
            return -1;                 /* W3C: a time needs a zone */
          }
        }
      }
    }
  }
  if( in.i!=in.n ) return -1;
  return dateFromFields(&f, pOut);
}

/* Read a run of ASCII letters; returns its length (may be 0). */
static size_t dateWord(DateIn *p, const char **pz){
  size_t i0 = p->i;
  while( p->i<p->n && coreIsAlpha((unsigned char)p->z[p->i]) ) p->i++;
  *pz = p->z + i0;
  return p->i - i0;
}

/* 1 if z[0..n) names a weekday: three letters or the full name. */
static int dateIsDayName(const char *z, size_t n){
  int k;
  for(k=0; k<7; k++){
    size_t nFull = 0;
    while( dateDayName[k][nFull] ) nFull++;
    if( (n==3 || n==nFull) && coreSpanEqNoCase(z, n, dateDayName[k], n) ){
      return 1;
    }
  }
  return 0;
}

/* The month 1..12 named by z[0..n) (three letters or longer), or 0. */
static int dateMonthFromName(const char *z, size_t n){
  static const char *const azFull[12] = {
    "january", "february", "march", "april", "may", "june", "july",
    "august", "september", "october", "november", "december"
  };
  int k;
  for(k=0; k<12; k++){
    if( n==3 && coreSpanEqNoCase(z, n, dateMonthName[k], 3) ) return k+1;
    if( coreSpanEqNoCase(z, n, azFull[k], n) && azFull[k][n]==0 ) return k+1;
  }
  return 0;
}

/* Read "hh:mm[:ss]" (one- or two-digit hour). */
static int dateTextTime(DateIn *p, DateFields *pF){
  if( dateNumber(p, 2, &pF->iHour)==0 || !dateEat(p, ':') ) return -1;
  if( dateDigits(p, 2, &pF->iMin) ) return -1;
  if( dateEat(p, ':') && dateDigits(p, 2, &pF->iSec) ) return -1;
  return 0;
}

/* Read an optional zone: a name from dateZone, a military letter, or a
** numeric offset, possibly after "GMT"/"UTC" ("GMT+0200").  Returns 0/-1. */
static int dateTextZone(DateIn *p, DateFields *pF){
  const char *zW;
  size_t nW, k;
  dateSkipSpace(p, 0);
  if( p->i>=p->n ) return 0;
  nW = dateWord(p, &zW);
  if( nW>0 ){
    int bFound = 0;
    for(k=0; k<sizeof(dateZone)/sizeof(dateZone[0]); k++){
      const char *zN = dateZone[k].zName;
      size_t nN = 0;
      while( zN[nN] ) nN++;
      if( coreSpanEqNoCase(zW, nW, zN, nN) ){
        pF->iOffset = dateZone[k].iOffset;
        bFound = 1;
        break;
      }
    }
    if( !bFound && nW==1 && coreToLower((unsigned char)zW[0])!='j' ){
      pF->iOffset = 0;          /* military zone: RFC 5322 4.3 */
      bFound = 1;
    }
    if( !bFound ) return -1;
    if( p->i<p->n && (p->z[p->i]=='+' || p->z[p->i]=='-') && pF->iOffset==0 ){
      return dateNumericZone(p, 0, &pF->iOffset);
    }
    return 0;
  }
  return dateNumericZone(p, 0, &pF->iOffset);
}

/* Widen a two-digit year as RFC 6265 section 5.1.1 does (70-99 -> 19xx,
** 00-69 -> 20xx); four-digit years are kept, others rejected. */
static int dateYear(int v, int nDigit, int64_t *pY){
  if( nDigit==2 ){ *pY = v<70 ? 2000+v : 1900+v; return 0; }
  if( nDigit==4 ){ *pY = v; return 0; }
  return -1;
}

/* Parse the textual forms: [weekday[,]] then either "dd[- ]Mon[- ]yy[yy]
** hh:mm[:ss] [zone]" (RFC 822/1123, RFC 850) or "Mon dd hh:mm:ss yyyy"
** (asctime).  Returns 0 or -1. */
static int dateTextParse(const char *z, size_t n, DateSeconds *pOut){
  DateIn in = { z, n, 0 };
  DateFields f = { 0, 1, 1, 0, 0, 0, 0 };
  const char *zW;
  size_t nW;
  int v, nDigit;
  nW = dateWord(&in, &zW);
  if( nW>0 && dateIsDayName(zW, nW) ){
    dateSkipSpace(&in, 1);
    nW = dateWord(&in, &zW);
  }
  if( nW>0 ){                                 /* asctime: Mon dd time yyyy */
    if( (f.iMonth = dateMonthFromName(zW, nW))==0 ) return -1;
    dateSkipSpace(&in, 0);
    if( dateNumber(&in, 2, &f.iDay)==0 ) return -1;
    dateSkipSpace(&in, 0);
    if( dateTextTime(&in, &f) ) return -1;
    dateSkipSpace(&in, 0);
    nDigit = dateNumber(&in, 4, &v);
    if( dateYear(v, nDigit, &f.iYear) ) return -1;
  }else{                                      /* dd Mon yyyy time zone */
    if( dateNumber(&in, 2, &f.iDay)==0 ) return -1;
    if( !dateEat(&in, '-') ) dateSkipSpace(&in, 0);
    nW = dateWord(&in, &zW);
    if( (f.iMonth = dateMonthFromName(zW, nW))==0 ) return -1;
    if( !dateEat(&in, '-') ) dateSkipSpace(&in, 0);
    nDigit = dateNumber(&in, 4, &v);
    if( dateYear(v, nDigit, &f.iYear) ) return -1;
    dateSkipSpace(&in, 0);
    if( dateTextTime(&in, &f) ) return -1;
    if( dateTextZone(&in, &f) ) return -1;
  }
  dateSkipSpace(&in, 0);
  if( in.i!=in.n ) return -1;
  return dateFromFields(&f, pOut);
}

/* The two-digit number at u[0..2), or -1 if either byte is no digit. */
static int dateTwo(const unsigned char *u){
  unsigned a = (unsigned)u[0] - '0', b = (unsigned)u[1] - '0';
  return a<10 && b<10 ? (int)(a*10 + b) : -1;
}

/* 1 if the W3C zone "Z" or "+hh:mm"/"-hh:mm" is exactly u[0..n). */
static int dateW3CZone(const unsigned char *u, size_t n){
  int hh, mm;
  if( n==1 ) return u[0]=='Z';
  if( n!=6 || (u[0]!='+' && u[0]!='-') || u[3]!=':' ) return 0;
  hh = dateTwo(u+1);
  mm = dateTwo(u+4);
  return hh>=0 && hh<=23 && mm>=0 && mm<=59;
}

/* The common W3C forms read at fixed positions, with no loop:
** "YYYY-MM-DD", "YYYY-MM-DDThh:mm:ss" and "YYYY-MM-DDThh:mm" each followed
** by "Z" or "+hh:mm".  Returns 1 when z[0..n) is one of them and valid, 0
** when it is not (which does not mean it is no W3C Datetime). */
static int dateW3CFast(const unsigned char *u, size_t n){
  int y0, y1, m, d, hh, mm, ss;
  size_t iZone;
  if( n<10 || u[4]!='-' || u[7]!='-' ) return 0;
  y0 = dateTwo(u);  y1 = dateTwo(u+2);
  m = dateTwo(u+5); d = dateTwo(u+8);
  if( y0<0 || y1<0 || m<1 || m>12 || d<1 ) return 0;
  if( d>dateDaysInMonth(y0*100 + y1, m) ) return 0;
  if( n==10 ) return 1;
  if( n<17 || u[10]!='T' || u[13]!=':' ) return 0;
  hh = dateTwo(u+11); mm = dateTwo(u+14);
  if( hh<0 || hh>23 || mm<0 || mm>59 ) return 0;
  iZone = 16;
  if( u[16]==':' ){
    if( n<20 ) return 0;
    ss = dateTwo(u+17);
    if( ss<0 || ss>59 ) return 0;
    iZone = 19;
  }
  return dateW3CZone(u+iZone, n-iZone);
}

int dateIsW3C(const char *z, size_t n){
  DateSeconds t;
  if( dateW3CFast((const unsigned char*)z, n) ) return 1;
  return dateIsoParse(z, n, 1, &t)==0;   /* YYYY, YYYY-MM, fractions, errors */
}

int dateParse(const char *z, size_t n, DateSeconds *pOut){
  Span s = coreTrim((Span){ z, n });
  if( s.n==0 ) return -1;
  if( dateIsoParse(s.z, s.n, 0, pOut)==0 ) return 0;
  return dateTextParse(s.z, s.n, pOut);
}

/* Write v as nDigit decimal digits, zero-padded. */
static void datePut(char *z, int64_t v, int nDigit){
  int k;
  for(k=nDigit-1; k>=0; k--){ z[k] = (char)('0' + v%10); v /= 10; }
}

size_t dateFormatIso(DateSeconds t, char *zOut){
  static const DateSeconds tMin = -62167219200LL;   /* 0000-01-01T00:00:00Z */
  static const DateSeconds tMax = 253402300799LL;   /* 9999-12-31T23:59:59Z */
  int64_t days, secs, y;
  int m, d;
  if( t<tMin ) t = tMin;
  if( t>tMax ) t = tMax;
  days = t/86400;
  secs = t%86400;
  if( secs<0 ){ secs += 86400; days--; }
  dateCivilFromDays(days, &y, &m, &d);
  datePut(zOut, y, 4);      zOut[4] = '-';
  datePut(zOut+5, m, 2);    zOut[7] = '-';
  datePut(zOut+8, d, 2);    zOut[10] = 'T';
  datePut(zOut+11, secs/3600, 2);       zOut[13] = ':';
  datePut(zOut+14, (secs/60)%60, 2);    zOut[16] = ':';
  datePut(zOut+17, secs%60, 2);         zOut[19] = 'Z';
  zOut[20] = 0;
  return 20;
}
