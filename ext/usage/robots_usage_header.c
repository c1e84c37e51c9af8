/*
** robots_usage_header.c: the Content-Usage HTTP header as JSON (see
** robotsUsageHeaderJson in robots_usage.h), streamed: memory is bounded by
** the answer, not the input.  Three passes of the RFC 9651 dictionary
** parser over the value: the first checks it and counts its members; the
** second records, per distinct key, the value its last member gives (an
** open-addressing table of key offsets, 5 bytes a slot); the third writes
** each key with a y or n value at its first member, in order.  Start at
** robotsUsageHeaderJson.
*/
#include "robots_usage.h"
#include "../core/sfv.h"

#include <string.h>

#define HEADER_IGNORED 0          /* no preference (not the token y or n) */
#define HEADER_YES     1
#define HEADER_NO      2

/* The keys of one header value. */
typedef struct HeaderKeys {
  const char *z;                /* the value */
  uint32_t *aOff;               /* slot: 1 + the offset of the key of the
                                ** first member with that key; 0 empty */
  uint8_t *aVal;                /* slot: the value of the key's last member */
  size_t nSlot;
  size_t nMember;               /* pass 1: members counted */
  CoreBuf *pOut;                /* pass 3: the answer */
  int bFirstOut;                /* pass 3: nothing written yet */
} HeaderKeys;

/* A member's preference: y or n tokens (parameters ignored), else none. */
static int headerValue(const SfvMember *m){
  if( m->eType!=SFV_TOKEN || m->value.n!=1 ) return HEADER_IGNORED;
  return m->value.z[0]=='y' ? HEADER_YES
       : m->value.z[0]=='n' ? HEADER_NO : HEADER_IGNORED;
}

/* The length of the key at offset iOff of the value (keys end at the
** first byte that is not lcalpha, DIGIT, '_', '-', '.' or '*'). */
static size_t headerKeyLen(const HeaderKeys *h, size_t iOff, size_t n){
  size_t i = iOff;
  while( i<n ){
    char c = h->z[i];
    if( !((c>='a' && c<='z') || (c>='0' && c<='9') || c=='_' || c=='-'
          || c=='.' || c=='*') ) break;
    i++;
  }
  return i - iOff;
}

/* The slot of key k (found, or the empty one where it goes). */
static size_t headerSlot(const HeaderKeys *h, Span k, size_t nValue){
  size_t i = (size_t)(coreFnv1a(k.z, k.n) % h->nSlot);
  for(;;){
    uint32_t o = h->aOff[i];
    if( o==0 ) return i;
    if( headerKeyLen(h, o - 1, nValue)==k.n
     && memcmp(h->z + o - 1, k.z, k.n)==0 ) return i;
    if( ++i==h->nSlot ) i = 0;
  }
}

/* Pass 1: count the members. */
static int headerCount(void *pCtx, const SfvMember *m){
  (void)m;
  ((HeaderKeys*)pCtx)->nMember++;
  return 0;
}

/* State shared by passes 2 and 3: the table and the value's length. */
typedef struct HeaderPass { HeaderKeys *h; size_t n; } HeaderPass;

/* Pass 2: the last value of each key, the first member's place. */
static int headerRecord(void *pCtx, const SfvMember *m){
  HeaderPass *p = pCtx;
  HeaderKeys *h = p->h;
  size_t i = headerSlot(h, m->key, p->n);
  if( h->aOff[i]==0 ) h->aOff[i] = (uint32_t)(m->key.z - h->z) + 1;
  h->aVal[i] = (uint8_t)headerValue(m);
  return 0;
}

/* Pass 3: write each key at its first member, with its last value. */
static int headerWrite(void *pCtx, const SfvMember *m){
  HeaderPass *p = pCtx;
  HeaderKeys *h = p->h;
  size_t i = headerSlot(h, m->key, p->n);
  if( h->aOff[i]!=(uint32_t)(m->key.z - h->z) + 1 ) return 0;  /* a repeat */
  if( h->aVal[i]==HEADER_IGNORED ) return 0;
  if( !h->bFirstOut ) coreBufAppendByte(h->pOut, ',');
  h->bFirstOut = 0;
  coreJsonString(h->pOut, m->key.z, m->key.n);
  coreBufAppend(h->pOut, h->aVal[i]==HEADER_NO ? ":\"n\"" : ":\"y\"", 4);
  return 0;
}

/* The answer for a value that parses as a dictionary of nMember members:
** 0, -1 out of memory, 1 stopped. */
static int headerAnswer(HeaderKeys *h, size_t n, const CoreStop *pStop){
  HeaderPass p;
  const CoreAlloc *pA = h->pOut->pA;
  int rc;
  h->nSlot = h->nMember + h->nMember/3 + 1;       /* load at most 3/4 */
  h->aOff = coreMalloc(pA, h->nSlot*sizeof(uint32_t));
  h->aVal = coreMalloc(pA, h->nSlot);
  if( h->aOff==NULL || h->aVal==NULL ){
    rc = -1;
  }else{
    memset(h->aOff, 0, h->nSlot*sizeof(uint32_t));
    p.h = h; p.n = n;
    rc = sfvDictionary(h->z, n, headerRecord, &p, NULL, pStop);
    coreBufAppendByte(h->pOut, '{');
    h->bFirstOut = 1;
    if( rc==0 ) rc = sfvDictionary(h->z, n, headerWrite, &p, NULL, pStop);
    coreBufAppendByte(h->pOut, '}');
    rc = rc==-2 ? 1 : rc!=0 ? -1 : 0;
  }
  coreFree(pA, h->aOff);
  coreFree(pA, h->aVal);
  return rc;
}

int robotsUsageHeaderJson(const char *z, size_t n, CoreBuf *pOut,
                          const CoreStop *pStop){
  HeaderKeys h;
  size_t n0 = pOut->n;
  int rc;
  /* HTTP trims the field's OWS (SP and HTAB, nothing else); the dictionary
  ** itself allows only spaces there. */
  while( n && (z[0]==' ' || z[0]=='\t') ){ z++; n--; }
  while( n && (z[n-1]==' ' || z[n-1]=='\t') ) n--;
  if( n>=0xffffffffu ) return -1;     /* offsets are 32 bits */
  memset(&h, 0, sizeof(h));
  h.z = z;
  h.pOut = pOut;
  rc = sfvDictionary(z, n, headerCount, &h, NULL, pStop);
  if( rc==-2 ) return 1;
  if( rc!=0 || h.nMember==0 ){
    coreBufAppend(pOut, "{}", 2);       /* no dictionary: no preference */
    rc = 0;
  }else{
    rc = headerAnswer(&h, n, pStop);
  }
  if( pOut->oom ) rc = -1;
  if( rc ) pOut->n = n0;
  return rc;
}
