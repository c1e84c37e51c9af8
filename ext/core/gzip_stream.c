/*
** gzip_stream.c: chunked gzip inflation with zlib (see gzip_stream.h).
** Layer 0 inflates the caller's span; a nested gzip (a file gzipped twice)
** gets a further layer that reads the output of the one below through a
** small buffer.  Layer 0 reads a pull source (gzipStreamOpenSource)
** through such a buffer too.  Memory stays bounded: zlib's window plus one
** chunk per layer.  Start at gzipStreamRead.
*/
#include "gzip_stream.h"

#include <string.h>
#include <zlib.h>

#define GZ_CHUNK 65536

struct GzLayer {
  z_stream z;
  int bInputDone;           /* the layer below has nothing more */
  int bEnd;                 /* this layer has finished */
  unsigned char *zBuf;      /* input buffer, layers above 0 */
  uint64_t nOut;            /* bytes this layer produced */
};

int gzipIsGzip(const char *z, size_t n){
  return n>=2 && (unsigned char)z[0]==0x1f && (unsigned char)z[1]==0x8b;
}

void *gzipZalloc(void *opaque, unsigned items, unsigned size){
  const CoreAlloc *pA = (const CoreAlloc*)opaque;
  if( size && items > SIZE_MAX/size ) return Z_NULL;
  return coreMalloc(pA, (size_t)items*size);
}
void gzipZfree(void *opaque, void *p){
  coreFree((const CoreAlloc*)opaque, p);
}

/* Allocate and initialise a layer; returns NULL when out of memory. */
static GzLayer *gzNewLayer(GzStream *p){
  GzLayer *L = coreMalloc(p->pA, sizeof(GzLayer));
  if( L==NULL ) return NULL;
  memset(L, 0, sizeof(*L));
  L->z.zalloc = gzipZalloc;
  L->z.zfree = gzipZfree;
  L->z.opaque = (voidpf)p->pA;
  if( inflateInit2(&L->z, 16+MAX_WBITS)!=Z_OK ){
    coreFree(p->pA, L);
    return NULL;
  }
  return L;
}

static size_t gzLayerRead(GzStream *p, int k, unsigned char *zOut, size_t nOut);

/* Give layer k more input, keeping its unread bytes.  Returns the number of
** bytes available afterwards. */
static size_t gzRefill(GzStream *p, int k){
  GzLayer *L = p->apLayer[k];
  if( L->bInputDone ) return L->z.avail_in;
  if( k==0 && p->pSrc==NULL ){
    size_t n = p->nIn - p->iIn;
    if( L->z.avail_in ) return L->z.avail_in;
    if( n > (1u<<30) ) n = 1u<<30;
    if( n==0 ){ L->bInputDone = 1; return 0; }
    L->z.next_in = (Bytef*)(p->zIn + p->iIn);
    L->z.avail_in = (uInt)n;
    p->iIn += n;
  }else{
    size_t keep = L->z.avail_in, got;
    if( keep ) memmove(L->zBuf, L->z.next_in, keep);
    got = k ? gzLayerRead(p, k-1, L->zBuf+keep, GZ_CHUNK-keep)
            : p->pSrc->xRead(p->pSrc->pCtx, (char*)L->zBuf+keep, GZ_CHUNK-keep);
    if( got==0 ) L->bInputDone = 1;
    L->z.next_in = L->zBuf;
    L->z.avail_in = (uInt)(keep+got);
  }
  return L->z.avail_in;
}

/* After the end of a member: start the next one, or note trailing bytes. */
static int gzNextMember(GzStream *p, int k){
  GzLayer *L = p->apLayer[k];
  while( L->z.avail_in<2 && !L->bInputDone ){
    uInt nBefore = L->z.avail_in;      /* a source may give a byte at a time */
    if( gzRefill(p, k)==nBefore ) break;
  }
  if( L->z.avail_in==0 ) return 0;
  if( L->z.avail_in>=2 && L->z.next_in[0]==0x1f && L->z.next_in[1]==0x8b ){
    inflateReset(&L->z);
    p->flags |= GZ_F_MULTI;
    return 1;
  }
  p->flags |= GZ_F_TRAILING;
  return 0;
}

/* Inflate up to nOut bytes from layer k (bounded depth: k < GZ_MAX_LAYERS). */
static size_t gzLayerRead(GzStream *p, int k, unsigned char *zOut, size_t nOut){
  GzLayer *L = p->apLayer[k];
  if( L->bEnd ) return 0;
  if( L->nOut>=p->nCap ) nOut = 0;
  else if( nOut > p->nCap - L->nOut ) nOut = (size_t)(p->nCap - L->nOut);
  if( nOut > (1u<<30) ) nOut = 1u<<30;
  L->z.next_out = zOut;
  L->z.avail_out = (uInt)nOut;
  while( L->z.avail_out>0 ){
    uInt before = L->z.avail_out;
    int rc;
    if( L->z.avail_in==0 ) gzRefill(p, k);
    rc = inflate(&L->z, Z_NO_FLUSH);
    if( rc==Z_STREAM_END ){
      if( !gzNextMember(p, k) ){ L->bEnd = 1; break; }
    }else if( rc==Z_OK || rc==Z_BUF_ERROR ){
      if( L->z.avail_in==0 && L->bInputDone && L->z.avail_out==before ){
        p->flags |= GZ_F_TRUNCATED;
        L->bEnd = 1;
        break;
      }
    }else{
      p->flags |= rc==Z_MEM_ERROR ? GZ_F_OOM : GZ_F_CORRUPT;
      L->bEnd = 1;
      break;
    }
  }
  nOut -= L->z.avail_out;
  L->nOut += nOut;
  if( L->nOut>=p->nCap && !L->bEnd ){
    p->flags |= GZ_F_CAPPED;
    L->bEnd = 1;
  }
  return nOut;
}

/* With layer 0 in place: inflate the first chunk, adding a layer while
** it is gzip again; the chunk waits in zPend.  0, or -1 (out of memory). */
static int gzOpenLayers(GzStream *p, const CoreAlloc *pA){
  for(;;){
    unsigned char *zBuf = coreMalloc(pA, GZ_CHUNK);
    size_t got;
    GzLayer *L;
    if( zBuf==NULL ) return -1;
    got = gzLayerRead(p, p->nLayer-1, zBuf, GZ_CHUNK);
    if( p->nLayer>=GZ_MAX_LAYERS || !gzipIsGzip((const char*)zBuf, got) ){
      p->zPend = zBuf;
      p->nPend = got;
      return 0;
    }
    L = gzNewLayer(p);
    if( L==NULL ){ coreFree(pA, zBuf); return -1; }
    L->zBuf = zBuf;
    L->z.next_in = zBuf;
    L->z.avail_in = (uInt)got;
    p->apLayer[p->nLayer++] = L;
    p->flags |= GZ_F_NESTED;
  }
}

int gzipStreamOpen(GzStream *p, const CoreAlloc *pA, const char *z, size_t n){
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->zIn = (const unsigned char*)z;
  p->nIn = n;
  p->nCap = GZ_CAP;
  p->apLayer[0] = gzNewLayer(p);
  if( p->apLayer[0]==NULL ) return -1;
  p->nLayer = 1;
  return gzOpenLayers(p, pA);
}

int gzipStreamOpenSource(GzStream *p, const CoreAlloc *pA, const GzSource *pSrc){
  unsigned char *zBuf;
  size_t got = 0, k;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->pSrc = pSrc;
  p->nCap = GZ_CAP;
  if( (zBuf = coreMalloc(pA, GZ_CHUNK))==NULL ) return -1;
  while( got<2 && (k = pSrc->xRead(pSrc->pCtx, (char*)zBuf+got, GZ_CHUNK-got))>0 ){
    got += k;
  }
  if( !gzipIsGzip((const char*)zBuf, got) ){
    p->bPlain = 1;                     /* the first bytes wait in zPend */
    p->zPend = zBuf;
    p->nPend = got;
    return 0;
  }
  if( (p->apLayer[0] = gzNewLayer(p))==NULL ){ coreFree(pA, zBuf); return -1; }
  p->nLayer = 1;
  p->apLayer[0]->zBuf = zBuf;
  p->apLayer[0]->z.next_in = zBuf;
  p->apLayer[0]->z.avail_in = (uInt)got;
  return gzOpenLayers(p, pA);
}

size_t gzipStreamRead(GzStream *p, char *zBuf, size_t nBuf){
  size_t got = 0;
  if( p->iPend < p->nPend ){
    got = p->nPend - p->iPend;
    if( got>nBuf ) got = nBuf;
    memcpy(zBuf, p->zPend + p->iPend, got);
    p->iPend += got;
  }
  if( got<nBuf && p->bPlain && !p->bEof ){
    got += p->pSrc->xRead(p->pSrc->pCtx, zBuf+got, nBuf-got);
  }else if( got<nBuf && p->nLayer>0 ){
    got += gzLayerRead(p, p->nLayer-1, (unsigned char*)zBuf+got, nBuf-got);
  }
  p->nOut += got;
  if( got==0 ) p->bEof = 1;
  return got;
}

void gzipStreamSetCap(GzStream *p, uint64_t nCap){
  p->nCap = nCap;
}

void gzipStreamSetCheck(GzStream *p, int bCheck){
  int k;
  for(k=0; k<p->nLayer; k++) inflateValidate(&p->apLayer[k]->z, bCheck);
}

void gzipStreamClose(GzStream *p){
  int k;
  for(k=0; k<p->nLayer; k++){
    GzLayer *L = p->apLayer[k];
    inflateEnd(&L->z);
    coreFree(p->pA, L->zBuf);
    coreFree(p->pA, L);
  }
  coreFree(p->pA, p->zPend);
  memset(p, 0, sizeof(*p));
}
