/*
** cat_sig.c: the description of the signed-request function.
**
**   crawler_signature(method, url, headers, keys [, now])
**     the request's HTTP Message Signature (Web Bot Auth) verified: JSON
*/
#include "catalog.h"
#include "../crawler/crawler_sig.h"

#include <time.h>

/* crawler_signature(): the engine's answer, NULL when the request carries
** no signature; `now` absent or NULL is the current time. */
static int catSigCall(CatCtx *c, const CatValue *aArg, int nArg,
                      CatValue *pOut){
  CrawlerSigArgs a;
  int rc;
  if( nArg>4 && aArg[4].eType!=CAT_V_NULL ){
    rc = catArgTime(c, &aArg[4], "now", &a.now);
    if( rc ) return rc;
  }else{
    a.now = (int64_t)time(NULL);
  }
  a.method = aArg[0].s;
  a.url = aArg[1].s;
  a.headers = aArg[2].s;
  a.keys = aArg[3].s;
  rc = crawlerSigVerify(&a, &c->out, &c->err, c->pStop);
  switch( rc ){
    case 1:  catResultBuf(c, pOut); return CAT_OK;
    case 0:  catNull(pOut); return CAT_OK;
    case -1: return CAT_NOMEM;
    case -2: return CAT_REFUSED;
    default: return CAT_STOPPED;
  }
}

static const CatArg aSigArg[] = {
  { "method", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "url", CAT_TEXT, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "headers", CAT_JSON, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "keys", CAT_JSON, CAT_NULL_RESULT, CAT_ROLE_NONE },
  { "now", CAT_TIME, CAT_NULL_ABSENT, CAT_ROLE_NONE },
};

/* RFC 9421's Ed25519 test key, by kid and by its JWK thumbprint. */
#define CAT_SIG_KEYS "{\"keys\":[{\"kty\":\"OKP\",\"crv\":\"Ed25519\"," \
  "\"kid\":\"test-key-ed25519\",\"x\":\"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPs" \
  "w3c5D0bs\"}]}"
#define CAT_SIG_WBA "{\"Signature-Input\":\"sig1=(\\\"@authority\\\");created=" \
  "1735689600;keyid=\\\"poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U\\\";alg=" \
  "\\\"ed25519\\\";expires=4889289600;nonce=\\\"zIW8+cdmA3vdYagbxojpONwa/l0EK" \
  "J/O3/wD486VvsQjO/RxPaSt6ZxvQaMcQzNnqKN/mQ6hpGiFro2L2qkz5A==\\\";tag=\\\"web" \
  "-bot-auth\\\"\",\"Signature\":\"sig1=:QKN4fTdIYfh82fvoZCQiQA1weuozfCS/Led2" \
  "zTMbewMMqH8PI2Wsy/5c4ao6B6D09nraNQdBNOADg8aM1MqfCg==:\"}"
#define CAT_SIG_B26 "{\"Host\":\"example.com\",\"Date\":\"Tue, 20 Apr 2021 " \
  "02:07:55 GMT\",\"Content-Type\":\"application/json\",\"Content-Length\":" \
  "\"18\",\"Signature-Input\":\"sig-b26=(\\\"date\\\" \\\"@method\\\" \\\"@pa" \
  "th\\\" \\\"@authority\\\" \\\"content-type\\\" \\\"content-length\\\");crea" \
  "ted=1618884473;keyid=\\\"test-key-ed25519\\\"\",\"Signature\":\"sig-b26=:w" \
  "qcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv" \
  "5lIp5WPpBKRCw==:\"}"
static const CatSample aSigSample[] = {
  { { "GET", "https://example.com/path/to/resource", CAT_SIG_WBA, CAT_SIG_KEYS,
      "#i:1735689600" } },
  { { "POST", "https://example.com/foo?param=Value&Pet=dog", CAT_SIG_B26,
      CAT_SIG_KEYS, "2021-04-20T02:08:00Z" } },
  { { "GET", "https://example.com/path/to/resource", CAT_SIG_WBA, CAT_SIG_KEYS,
      "#i:4889289600" } },
  { { "GET", "https://example.com/", "{\"Accept\":\"*/*\"}", CAT_SIG_KEYS,
      "#i:0" } },
};
const CatFunc catSigFunc = {
  "crawler_signature",
  "a request's HTTP Message Signature (Web Bot Auth) verified against a key directory",
  aSigArg, 5, 4, CAT_JSON, CAT_VOLATILE, catSigCall, NULL, NULL,
  aSigSample, 4
};
