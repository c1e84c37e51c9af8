/*
** base64.h: Base 64 and Base 64 URL (RFC 4648 sections 4 and 5), strict:
** the Byte Sequences of structured fields (RFC 9651 section 3.3.5, padded
** or not) and the unpadded base64url of JSON Web Keys (RFC 7515 section 2)
** and key thumbprints (RFC 7638).  Start at base64Decode.  Engine-neutral.
*/
#ifndef ROBOTS_BASE64_H
#define ROBOTS_BASE64_H

#include "core.h"

#define BASE64_STD 0        /* A-Z a-z 0-9 + / */
#define BASE64_URL 1        /* A-Z a-z 0-9 - _ */

/* Bytes that decoding n characters can give at most. */
#define BASE64_DECODED_MAX(n) ((n)/4*3 + 3)
/* Characters that encoding n bytes gives at most (with padding). */
#define BASE64_ENCODED_MAX(n) (((n)+2)/3*4)

/* Decode z[0..n) in the alphabet eAlpha into aOut (room for
** BASE64_DECODED_MAX(n) bytes): the number of bytes, or -1 when z is not
** Base 64: a byte outside the alphabet, a length that leaves one character
** over, '=' anywhere but as the padding of the last group (padding is
** optional, but when present it completes the group), or a last character
** with bits set that the decoded bytes do not use.  Linear in n. */
long base64Decode(const char *z, size_t n, int eAlpha, unsigned char *aOut);

/* Encode a[0..n) in the alphabet eAlpha into zOut (room for
** BASE64_ENCODED_MAX(n) characters), padded with '=' when bPad: the
** number of characters written. */
size_t base64Encode(const unsigned char *a, size_t n, int eAlpha, int bPad,
                    char *zOut);

#endif /* ROBOTS_BASE64_H */
