/*
** crawler_sig_crypto.h: the cryptography of signed requests, from
** OpenSSL's libcrypto: Ed25519 verification (RFC 8032, as RFC 9421
** section 3.3.6 uses it) and SHA-256 (for JWK thumbprints, RFC 7638).
** Built with ROBOTS_NO_CRYPTO (the amalgamation, the Windows build), there
** is none: crawlerSigHaveCrypto says 0 and the others fail.  Engine-neutral.
*/
#ifndef ROBOTS_CRAWLER_SIG_CRYPTO_H
#define ROBOTS_CRAWLER_SIG_CRYPTO_H

#include "../core/core.h"

/* 1 when built with libcrypto, else 0. */
int crawlerSigHaveCrypto(void);

/* Verify the 64-byte Ed25519 signature aSig of z[0..n) with the 32-byte
** public key aPub: 1 valid, 0 not valid, -1 when out of memory (or built
** without libcrypto). */
int crawlerSigEd25519Verify(const unsigned char *aPub,
                            const unsigned char *aSig,
                            const char *z, size_t n);

/* The SHA-256 of z[0..n) into aOut (32 bytes): 0, or -1 when out of
** memory (or built without libcrypto). */
int crawlerSigSha256(const char *z, size_t n, unsigned char *aOut);

#endif /* ROBOTS_CRAWLER_SIG_CRYPTO_H */
