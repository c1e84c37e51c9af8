/*
** crawler_sig_json.h: what a signed request's verifier reads from JSON:
** the request's header fields ({"Name": "value" or ["v1", "v2"]}, names
** case-insensitive) and the signer's key directory (a JWKS, RFC 7517:
** {"keys": [{"kty": "OKP", "crv": "Ed25519", "x": "...", "kid": "..."}]}),
** each decoded once into one buffer.  Start at crawlerSigFieldsRead.
** Engine-neutral.
*/
#ifndef ROBOTS_CRAWLER_SIG_JSON_H
#define ROBOTS_CRAWLER_SIG_JSON_H

#include "../core/core.h"

#define CRAWLER_SIG_MAX_KEYS 256     /* keys of a directory that are read */

/* One field line: its name (lower-cased) and value, as offsets into the
** table's buffer. */
typedef struct CrawlerSigField {
  size_t iName, nName, iValue, nValue;
} CrawlerSigField;

/* The request's field lines, in the order given. */
typedef struct CrawlerSigFields {
  CoreBuf buf;                 /* names and values, decoded */
  CrawlerSigField *a;
  size_t n, nAlloc;
} CrawlerSigFields;

/* Read the JSON object z[0..n) of header fields into p (opened here; free
** it with crawlerSigFieldsFree whatever the result).  Returns 0, -1 when
** out of memory, -2 when it is not such an object (pErr then holds the
** message, after "name(): "), -3 when pStop said stop. */
int crawlerSigFieldsRead(CrawlerSigFields *p, const CoreAlloc *pA,
                         const char *z, size_t n, CoreBuf *pErr,
                         const CoreStop *pStop);
void crawlerSigFieldsFree(CrawlerSigFields *p);

/* Append to pOut the value of field zName (lower case, nName bytes) as
** RFC 9421 section 2.1 makes it: each field line's value without leading
** and trailing spaces and tabs, the lines joined with ", "; with bBs
** (the "bs" parameter, section 2.1.3) each line as a Byte Sequence
** (":base64:").  Returns 1, 0 when the request has no such field (pOut
** unchanged), -1 when out of memory. */
int crawlerSigFieldValue(const CrawlerSigFields *p, const char *zName,
                         size_t nName, int bBs, CoreBuf *pOut);

/* One key of the directory.  Offsets into the directory's buffer. */
typedef struct CrawlerSigKey {
  size_t iKty, nKty, iCrv, nCrv, iX, nX, iKid, nKid;
  int bKid;                    /* "kid" was given */
  int bEd25519;                /* kty OKP, crv Ed25519 and x 32 bytes */
  unsigned char aPub[32];      /* the public key, when bEd25519 */
} CrawlerSigKey;

typedef struct CrawlerSigKeys {
  CoreBuf buf;
  CrawlerSigKey *a;
  size_t n, nAlloc;
} CrawlerSigKeys;

/* Read the JWKS z[0..n) into p (free it with crawlerSigKeysFree whatever
** the result): the first CRAWLER_SIG_MAX_KEYS keys of its "keys" array
** (the rest is still read, as JSON).  Returns 0, -1 when out of memory,
** -2 when it is not a JWKS (pErr holds the message), -3 when pStop said
** stop. */
int crawlerSigKeysRead(CrawlerSigKeys *p, const CoreAlloc *pA,
                       const char *z, size_t n, CoreBuf *pErr,
                       const CoreStop *pStop);
void crawlerSigKeysFree(CrawlerSigKeys *p);

/* Key i's member as a span into the directory's buffer. */
static inline Span crawlerSigKeyPart(const CrawlerSigKeys *p, size_t iOff,
                                     size_t nLen){
  Span s;
  s.z = p->buf.z ? p->buf.z + iOff : "";
  s.n = nLen;
  return s;
}

#endif /* ROBOTS_CRAWLER_SIG_JSON_H */
