/*
** robots_license.c: a file's License lines as a set of documents (see
** robots_license.h).  Each line's URL becomes a key (its origin as
** urlOrigin writes it, then path and query percent-normalised), the keys
** go into one buffer, and the lines are sorted by key so that two files
** compare by one merge.  Start at robotsLicensesBuild.
*/
#include "robots_license.h"
#include "../core/url.h"
#include "../robots/robots_parse.h"

#include <stdlib.h>
#include <string.h>

/* The value of hex digit c, or -1. */
static int licenseHex(char c){
  if( c>='0' && c<='9' ) return c - '0';
  if( c>='a' && c<='f' ) return c - 'a' + 10;
  if( c>='A' && c<='F' ) return c - 'A' + 10;
  return -1;
}

/* 1 when c is unreserved (RFC 3986 section 2.3). */
static int licenseUnreserved(int c){
  return (c>='a' && c<='z') || (c>='A' && c<='Z') || (c>='0' && c<='9')
      || c=='-' || c=='.' || c=='_' || c=='~';
}

/* Append z[0..n) percent-normalised (RFC 3986 section 6.2.2): a %XX of
** an unreserved character decoded, every other %xx in capitals, a byte
** from 0x80 as %XX.  0 or -1. */
static int licenseEscaped(CoreBuf *b, const char *z, size_t n){
  static const char zHex[] = "0123456789ABCDEF";
  size_t i;
  if( coreBufReserve(b, 3*n) ) return -1;
  for(i=0; i<n; i++){
    unsigned char c = (unsigned char)z[i];
    int h = i+2<n && c=='%' ? licenseHex(z[i+1]) : -1;
    int l = h>=0 ? licenseHex(z[i+2]) : -1;
    if( l>=0 ){
      c = (unsigned char)(h*16 + l);
      i += 2;
      if( licenseUnreserved(c) ){ b->z[b->n++] = (char)c; continue; }
    }else if( c<0x80 ){
      b->z[b->n++] = (char)c;
      continue;
    }
    b->z[b->n++] = '%';
    b->z[b->n++] = zHex[c>>4];
    b->z[b->n++] = zHex[c&15];
  }
  return 0;
}

/* 1 when the scheme of u is http or https. */
static int licenseIsHttp(const UrlParts *u){
  return u->scheme.z!=NULL
      && (coreSpanEqNoCase(u->scheme.z, u->scheme.n, "http", 4)
       || coreSpanEqNoCase(u->scheme.z, u->scheme.n, "https", 5));
}

int robotsLicenseKey(Span url, CoreBuf *pOut){
  UrlParts u;
  int rc;
  if( url.n>0 && urlSplit(url.z, url.n, &u)==0 && licenseIsHttp(&u)
   && u.userinfo.z==NULL ){
    rc = urlOrigin(&u, pOut, NULL);
    if( rc<0 ) return -1;
    if( rc>0 ){
      if( u.path.n==0 ) coreBufAppendByte(pOut, '/');
      if( licenseEscaped(pOut, u.path.z, u.path.n) ) return -1;
      if( u.query.z ){
        coreBufAppendByte(pOut, '?');
        if( licenseEscaped(pOut, u.query.z, u.query.n) ) return -1;
      }
      return pOut->oom ? -1 : 0;
    }
  }
  return licenseEscaped(pOut, url.z, url.n);
}

/* qsort: key, then line. */
static int licenseSort(const void *pa, const void *pb){
  const RobotsLicense *a = pa, *b = pb;
  size_t n = a->key.n<b->key.n ? a->key.n : b->key.n;
  int d = n ? memcmp(a->key.z, b->key.z, n) : 0;
  if( d ) return d;
  if( a->key.n!=b->key.n ) return a->key.n<b->key.n ? -1 : 1;
  return a->iLine - b->iLine;
}

/* 1 when o is a License line. */
static int licenseIsLine(const RobotsOther *o){
  return o->eKey==ROBOTS_KEY_UNKNOWN && robotsKeyIsLicense(o->key);
}

int robotsLicensesBuild(RobotsFile *p, RobotsLicenses *pOut,
                        const CoreAlloc *pA){
  int i, k, n, nLic = 0;
  size_t *aOff;
  memset(pOut, 0, sizeof(*pOut));
  coreBufInit(&pOut->keys, pA);
  if( robotsFileTables(p) ) return -1;
  n = robotsOtherCount(p);
  for(i=0; i<n; i++) nLic += licenseIsLine(robotsOtherAt(p, i));
  if( nLic==0 ) return 0;
  pOut->a = coreMalloc(pA, (size_t)nLic*sizeof(RobotsLicense));
  aOff = coreMalloc(pA, ((size_t)nLic + 1)*sizeof(size_t));
  if( pOut->a==NULL || aOff==NULL ){
    coreFree(pA, aOff);
    return -1;
  }
  for(i=0, k=0; i<n; i++){
    const RobotsOther *o = robotsOtherAt(p, i);
    if( !licenseIsLine(o) ) continue;
    aOff[k] = pOut->keys.n;
    pOut->a[k].value = o->value;
    pOut->a[k].iLine = o->iLine;
    if( robotsLicenseKey(o->value, &pOut->keys) ) break;
    k++;
  }
  aOff[k] = pOut->keys.n;
  if( k<nLic ){
    coreFree(pA, aOff);
    return -1;
  }
  pOut->n = nLic;
  for(i=0; i<nLic; i++){     /* the buffer has stopped moving */
    pOut->a[i].key.z = pOut->keys.z ? pOut->keys.z + aOff[i] : "";
    pOut->a[i].key.n = aOff[i+1] - aOff[i];
  }
  coreFree(pA, aOff);
  if( nLic>1 ) qsort(pOut->a, (size_t)nLic, sizeof(RobotsLicense), licenseSort);
  return 0;
}

void robotsLicensesFree(RobotsLicenses *p){
  coreFree(p->keys.pA, p->a);
  coreBufFree(&p->keys);
  memset(p, 0, sizeof(*p));
}

/* The index after the run of a->a[i]'s key. */
static int licenseNext(const RobotsLicenses *a, int i){
  int j = i + 1;
  while( j<a->n && a->a[j].key.n==a->a[i].key.n
      && memcmp(a->a[j].key.z, a->a[i].key.z, a->a[i].key.n)==0 ) j++;
  return j;
}

int robotsLicensesSame(const RobotsLicenses *a, const RobotsLicenses *b){
  int i = 0, j = 0;
  while( i<a->n && j<b->n ){
    RobotsLicense x = a->a[i], y = b->a[j];
    x.iLine = y.iLine = 0;
    if( licenseSort(&x, &y)!=0 ) return 0;
    i = licenseNext(a, i);
    j = licenseNext(b, j);
  }
  return i>=a->n && j>=b->n;
}
