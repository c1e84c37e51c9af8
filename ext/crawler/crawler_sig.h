/*
** crawler_sig.h: signed requests (Web Bot Auth): the verification of an
** HTTP Message Signature (RFC 9421) of a request, as the Web Bot Auth
** drafts use it: Ed25519 keys from the signer's key directory (a JWKS)
** named by their JWK thumbprint (RFC 7638) or kid, Signature-Input and
** Signature read as RFC 9651 dictionaries, created and expires checked
** against a time.  crawler_signature() is this.  Start at crawlerSigVerify.
** Engine-neutral; the cryptography is OpenSSL's libcrypto
** (crawler_sig_crypto.c).
*/
#ifndef ROBOTS_CRAWLER_SIG_H
#define ROBOTS_CRAWLER_SIG_H

#include "../core/core.h"

#define CRAWLER_SIG_MAX_LABELS 16    /* signatures of a request considered */
#define CRAWLER_SIG_MAX_TRIED 16     /* keys a signature is verified with */

/* The request and what it is checked with. */
typedef struct CrawlerSigArgs {
  Span method;                 /* GET, POST ... as sent */
  Span url;                    /* the target URI (absolute), or the
                               ** origin-form target with a Host field */
  Span headers;                /* JSON object of the request's fields */
  Span keys;                   /* JWKS: the signer's key directory */
  int64_t now;                 /* seconds since 1970 */
} CrawlerSigArgs;

/* Verify the request's signature and append the answer to pOut as JSON:
**   {"verified":true|false,"label":...,"keyid":...,"tag":...,
**    "created":...,"expires":...,"signature_agent":...
**    [,"reason":"...","detail":"..."]}
** reason (when not verified) is one of "malformed input", "missing
** component", "unsupported component", "unsupported alg", "expired", "not
** yet valid", "no matching key", "bad signature"; detail says which part.
** Of several signatures, those tagged "web-bot-auth" are tried (all of
** them when none is), in order, the first CRAWLER_SIG_MAX_LABELS: the
** first that verifies is the answer, else the first one's failure.  Each
** is verified with the keys its keyid names (by kid, or the JWK thumbprint
** of an Ed25519 key; every Ed25519 key without a keyid), at most
** CRAWLER_SIG_MAX_TRIED of them.
** Returns 1 (answered), 0 (the request has neither Signature-Input nor
** Signature: no answer, pOut unchanged), -1 when out of memory, -2 when
** refused (headers or keys are not what they must be, or the build has no
** libcrypto: pErr holds the message, after "name(): "), -3 when pStop
** said stop. */
int crawlerSigVerify(const CrawlerSigArgs *pArgs, CoreBuf *pOut,
                     CoreBuf *pErr, const CoreStop *pStop);

#endif /* ROBOTS_CRAWLER_SIG_H */
