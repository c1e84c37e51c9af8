/*
** fetch_options.c: the fetching functions' options by name (see
** fetch_options.h): one table of names, kinds, ranges and places in
** FetchOptions, and the refusals.  Start at fetchOptionSet.
*/
#include "fetch_options.h"
#include "../core/json_flat.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* One option: its JSON name, its kind, its bounds and where it goes. */
typedef struct FetchOptDef {
  const char *zName;
  char cKind;    /* 's' text, 'i' integer, 'u' uint64, 't' seconds, 'b' boolean */
  double rMin, rMax;
  size_t iOff;           /* offset in FetchOptions */
} FetchOptDef;

#define FETCH_OFF(f) offsetof(FetchOptions, f)
static const FetchOptDef aFetchOpt[] = {
  { "user_agent",          's', 1, FETCH_AGENT_MAX-1, FETCH_OFF(zUserAgent) },
  { "timeout",             't', 0.001, 600, FETCH_OFF(timeoutMs) },
  { "max_size",            'u', 1, 1000000000, FETCH_OFF(nMaxSize) },
  { "max_documents",       'i', 1, 1000000, FETCH_OFF(nMaxDocs) },
  { "max_depth",           'i', 0, 100, FETCH_OFF(nMaxDepth) },
  { "concurrency",         'i', 1, 64, FETCH_OFF(nConcurrency) },
  { "per_host",            'i', 1, 16, FETCH_OFF(nPerHost) },
  { "delay",               't', 0, 60, FETCH_OFF(delayMs) },
  { "obey_robots",         'b', 0, 1, FETCH_OFF(bObeyRobots) },
  { "follow_out_of_scope", 'b', 0, 1, FETCH_OFF(bFollowOutOfScope) },
  { "cache",               'b', 0, 1, FETCH_OFF(bCache) },
  { "cache_sitemaps",      'b', 0, 1, FETCH_OFF(bCacheSitemaps) },
};

/* "is out of range (MIN to MAX)" for option d into zRange[80]. */
static void fetchOptRange(const FetchOptDef *d, char zRange[80]){
  if( d->rMin==(double)(long long)d->rMin && d->rMax==(double)(long long)d->rMax ){
    snprintf(zRange, 80, "is out of range (%lld to %lld)",
             (long long)d->rMin, (long long)d->rMax);
  }else{
    snprintf(zRange, 80, "is out of range (%g to %g)", d->rMin, d->rMax);
  }
}

/* Store text value *pV into option d (a 's'): NULL or the refusal. */
static const char *fetchOptText(const FetchOptDef *d, const FetchOptValue *pV,
                                char *pField){
  size_t n = pV->s.n;
  if( pV->eType!=FETCH_OPT_TEXT ) return "must be a string";
  if( n<(size_t)d->rMin || n>(size_t)d->rMax ) return "must be 1 to 255 bytes";
  if( memchr(pV->s.z, '\r', n) || memchr(pV->s.z, '\n', n) ){
    return "must be one line";
  }
  memcpy(pField, pV->s.z, n);
  pField[n] = 0;
  return NULL;
}

/* Store *pV into option d of *pOpt: NULL or the refusal (in zRange). */
static const char *fetchOptStore(const FetchOptDef *d, const FetchOptValue *pV,
                                 FetchOptions *pOpt, char zRange[80]){
  char *pField = (char*)pOpt + d->iOff;
  double r = pV->r;
  if( d->cKind=='s' ) return fetchOptText(d, pV, pField);
  if( d->cKind=='b' ){
    if( pV->eType==FETCH_OPT_TRUE ){ *(int*)pField = 1; return NULL; }
    if( pV->eType==FETCH_OPT_FALSE ){ *(int*)pField = 0; return NULL; }
    return "must be true or false";
  }
  if( pV->eType!=FETCH_OPT_NUMBER ) return "must be a number";
  if( !(r>=d->rMin && r<=d->rMax) ){
    fetchOptRange(d, zRange);
    return zRange;
  }
  switch( d->cKind ){
    case 't': *(long*)pField = (long)(r*1000.0 + 0.5); break;
    case 'u': *(uint64_t*)pField = (uint64_t)r; break;
    default:
      if( r!=(double)(int)r ) return "must be an integer";
      *(int*)pField = (int)r;
      break;
  }
  return NULL;
}

int fetchOptionSet(FetchOptions *pOpt, const char *zKey, size_t nKey,
                   const FetchOptValue *pV, CoreBuf *pErr){
  const char *zWhy = "is not an option";
  char zRange[80];
  size_t i;
  for(i=0; i<sizeof(aFetchOpt)/sizeof(aFetchOpt[0]); i++){
    if( nKey==strlen(aFetchOpt[i].zName)
     && memcmp(zKey, aFetchOpt[i].zName, nKey)==0 ){
      zWhy = fetchOptStore(&aFetchOpt[i], pV, pOpt, zRange);
      break;
    }
  }
  if( zWhy==NULL ) return 0;
  coreBufAppend(pErr, "option ", 7);
  coreAppendQuoted(pErr, zKey, nKey, 40, "\"", "\"");
  coreBufAppendByte(pErr, ' ');
  coreBufAppend(pErr, zWhy, strlen(zWhy));
  return pErr->oom ? -1 : 1;
}

/* The JSON member v (its string's bytes in str) as fetchOptionSet reads it. */
static void fetchOptValueOf(const JsonFlatValue *v, const CoreBuf *str,
                            FetchOptValue *pV){
  static const int aType[] = { FETCH_OPT_OTHER, FETCH_OPT_TEXT, FETCH_OPT_NUMBER,
    FETCH_OPT_TRUE, FETCH_OPT_FALSE, FETCH_OPT_OTHER, FETCH_OPT_OTHER };
  memset(pV, 0, sizeof(*pV));
  pV->eType = v->eType>=0 && v->eType<=JSON_FLAT_OTHER ? aType[v->eType]
                                                       : FETCH_OPT_OTHER;
  pV->r = v->r;
  pV->s.z = str->z ? str->z : "";
  pV->s.n = str->n;
}

/* Refuse the options with zWhy: 1, or -1 when out of memory. */
static int fetchOptRefuse(CoreBuf *pErr, const char *zWhy){
  coreBufAppend(pErr, zWhy, strlen(zWhy));
  return pErr->oom ? -1 : 1;
}

int fetchOptionsParse(FetchOptions *pOpt, const char *z, size_t n,
                      CoreBuf *pErr){
  JsonFlat j;
  JsonFlatValue v;
  CoreBuf key, str;
  size_t i = 0;
  int rc = 0, r;
  if( jsonFlatOpen(&j, z, n, '{') ){
    while( i<n && (z[i]==' ' || z[i]=='\t' || z[i]=='\n' || z[i]=='\r') ) i++;
    return fetchOptRefuse(pErr, i<n && z[i]=='{' ? FETCH_OPT_MALFORMED
                                                 : FETCH_OPT_NOT_OBJECT);
  }
  coreBufInit(&key, pErr->pA);
  coreBufInit(&str, pErr->pA);
  while( rc==0 && (r = jsonFlatNext(&j, &key, &str, &v))!=0 ){
    FetchOptValue val;
    if( r==-2 ){ rc = -1; break; }
    if( r<0 ){ rc = fetchOptRefuse(pErr, FETCH_OPT_MALFORMED); break; }
    fetchOptValueOf(&v, &str, &val);
    rc = fetchOptionSet(pOpt, key.z ? key.z : "", key.n, &val, pErr);
  }
  coreBufFree(&key);
  coreBufFree(&str);
  return rc;
}
