/*
** crawler_sig_crypto.c: Ed25519 and SHA-256 through OpenSSL's EVP
** interface (see crawler_sig_crypto.h); nothing here is hand-made.  With
** ROBOTS_NO_CRYPTO the functions say there is no cryptography.
*/
#include "crawler_sig_crypto.h"

#ifndef ROBOTS_NO_CRYPTO
#include <openssl/err.h>
#include <openssl/evp.h>

int crawlerSigHaveCrypto(void){ return 1; }

int crawlerSigEd25519Verify(const unsigned char *aPub,
                            const unsigned char *aSig,
                            const char *z, size_t n){
  EVP_PKEY *pKey;
  EVP_MD_CTX *pCtx;
  int rc = -1;
  pKey = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL, aPub, 32);
  pCtx = pKey ? EVP_MD_CTX_new() : NULL;
  if( pCtx && EVP_DigestVerifyInit(pCtx, NULL, NULL, NULL, pKey)==1 ){
    rc = EVP_DigestVerify(pCtx, aSig, 64, (const unsigned char*)z, n)==1;
  }
  EVP_MD_CTX_free(pCtx);
  EVP_PKEY_free(pKey);
  ERR_clear_error();
  return rc;
}

int crawlerSigSha256(const char *z, size_t n, unsigned char *aOut){
  unsigned int nOut = 0;
  int ok = EVP_Digest(z, n, aOut, &nOut, EVP_sha256(), NULL);
  ERR_clear_error();
  return ok==1 && nOut==32 ? 0 : -1;
}

#else /* ROBOTS_NO_CRYPTO */

int crawlerSigHaveCrypto(void){ return 0; }

int crawlerSigEd25519Verify(const unsigned char *aPub,
                            const unsigned char *aSig,
                            const char *z, size_t n){
  (void)aPub; (void)aSig; (void)z; (void)n;
  return -1;
}

int crawlerSigSha256(const char *z, size_t n, unsigned char *aOut){
  (void)z; (void)n; (void)aOut;
  return -1;
}

#endif /* ROBOTS_NO_CRYPTO */
