/*
** fuzz_access_log.c: libFuzzer target for the access-log reader behind
** access_log_entries.  The input is read as a log in each format (the
** first byte picks the order), then gzipped with zlib: the gzipped log must
** give the same rows as the plain one.  Every row has a line number, a raw
** line inside the input, and either an error or a parsed time.
** FUZZ_NEEDS: access_log.c gzip_stream.c
*/
#include "fuzz_common.h"
#include "log/access_log.h"
#include <zlib.h>

/* Read z[0..n) whole; returns a fingerprint of the rows. */
static uint64_t fuzzReadLog(const char *z, size_t n, int eFormat, int bPlain){
  AccessLog *p = accessLogOpen(&coreLibcAlloc, z, n, eFormat);
  AccessLogEntry e;
  uint64_t h = 1469598103934665603ull;
  int rc;
  size_t i;
  if( p==NULL ) return 0;
  while( (rc = accessLogNext(p, &e))==1 ){
    FUZZ_ASSERT("row_has_line_or_is_about_input", e.iLine>0 || e.zError);
    FUZZ_ASSERT("error_or_time", e.zError!=NULL || e.nTime==20);
    FUZZ_ASSERT("raw_fits_cap", e.raw.n<=ACCESS_LOG_MAX_LINE);
    if( bPlain && e.raw.z ){
      FUZZ_ASSERT("raw_inside_input", e.raw.z>=z && e.raw.z+e.raw.n<=z+n);
    }
    FUZZ_ASSERT("status_is_absent_or_3_digits", e.status>=-1 && e.status<1000);
    h = (h ^ (uint64_t)e.iLine) * 1099511628211ull;
    for(i=0; i<e.userAgent.n; i++) h = (h ^ (unsigned char)e.userAgent.z[i]) * 1099511628211ull;
    for(i=0; i<e.target.n; i++) h = (h ^ (unsigned char)e.target.z[i]) * 1099511628211ull;
    h = (h ^ (uint64_t)(e.zError!=NULL)) * 1099511628211ull;
  }
  FUZZ_ASSERT("no_oom_with_libc", rc==0);
  accessLogClose(p);
  return h;
}

/* gzip z[0..n) with zlib into *pb; 0 or -1. */
static int fuzzGzipLog(const uint8_t *z, size_t n, CoreBuf *pb){
  z_stream s;
  unsigned char out[4096];
  int rc;
  memset(&s, 0, sizeof(s));
  if( deflateInit2(&s, 6, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY)!=Z_OK ) return -1;
  s.next_in = (unsigned char*)z;
  s.avail_in = (uInt)n;
  do{
    s.next_out = out; s.avail_out = sizeof(out);
    rc = deflate(&s, Z_FINISH);
    coreBufAppend(pb, (const char*)out, sizeof(out)-s.avail_out);
  }while( rc==Z_OK );
  deflateEnd(&s);
  return rc==Z_STREAM_END ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  char *z = fuzzCopy((Span){(const char*)data, size});
  int eFirst = size ? data[0]%3 : 0, k;
  uint64_t hPlain = 0;
  CoreBuf gz;
  for(k=0; k<3; k++){
    uint64_t h = fuzzReadLog(z, size, (eFirst+k)%3, 1);
    if( k==0 ) hPlain = h;
  }
  if( size<2 || data[0]!=0x1f || data[1]!=0x8b ){
    coreBufInit(&gz, &coreLibcAlloc);
    if( fuzzGzipLog(data, size, &gz)==0 && !gz.oom ){
      FUZZ_ASSERT("gzip_reads_like_plain",
                  fuzzReadLog(gz.z, gz.n, eFirst, 0)==hPlain);
    }
    coreBufFree(&gz);
  }
  free(z);
  return 0;
}
