/*
** fuzz_gzip.c: libFuzzer target for gzip_stream.c.  The input is inflated
** as given (truncated, corrupt, nested, multi-member), in chunks whose size
** comes from the first byte; the output must stop at the cap.  Then the
** input is gzipped with zlib and must inflate back to itself.
** FUZZ_NEEDS: gzip_stream.c
*/
#include "fuzz_common.h"
#include "core/gzip_stream.h"
#include <zlib.h>

/* Inflate z[0..n) in nChunk steps; returns the total (bytes kept in *pb). */
static uint64_t fuzzInflate(const char *z, size_t n, size_t nChunk, CoreBuf *pb){
  GzStream g;
  char buf[4096];
  uint64_t nTotal = 0;
  size_t got;
  if( gzipStreamOpen(&g, &coreLibcAlloc, z, n)!=0 ) return 0;
  while( (got = gzipStreamRead(&g, buf, nChunk))>0 ){
    FUZZ_ASSERT("read_fits_buffer", got<=nChunk);
    nTotal += got;
    FUZZ_ASSERT("inflate_capped", nTotal<=GZ_CAP);
    if( pb ) coreBufAppend(pb, buf, got);
  }
  gzipStreamClose(&g);
  return nTotal;
}

/* gzip z[0..n) with zlib into *pb. */
static int fuzzDeflate(const uint8_t *z, size_t n, CoreBuf *pb){
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
  size_t nChunk = size ? 1 + (size_t)data[0]*16 : 1;
  char *z = fuzzCopy((Span){(const char*)data, size});
  CoreBuf gz, back;
  (void)gzipIsGzip(z, size);
  (void)fuzzInflate(z, size, nChunk, NULL);
  if( size<1 || data[0]!=0x1f ){
    coreBufInit(&gz, &coreLibcAlloc);
    coreBufInit(&back, &coreLibcAlloc);
    if( fuzzDeflate(data, size, &gz)==0 && !gz.oom ){
      uint64_t n = fuzzInflate(gz.z, gz.n, nChunk, &back);
      FUZZ_ASSERT("round_trip_length", n==size);
      FUZZ_ASSERT("round_trip_bytes", size==0 || memcmp(back.z, data, size)==0);
    }
    coreBufFree(&gz);
    coreBufFree(&back);
  }
  free(z);
  return 0;
}
