/*
** punycode.h: the Punycode encoding of RFC 3492 (Bootstring with the
** parameters of section 5), as IDNA uses it for host labels.  Engine-neutral.
*/
#ifndef ROBOTS_PUNYCODE_H
#define ROBOTS_PUNYCODE_H

#include "core.h"

/* Append the Punycode form of the nCp code points aCp (without the "xn--"
** prefix; basic code points are copied as given).  Returns 0, or -1 when a
** code point is not a Unicode scalar value or the delta would overflow.  Out
** of memory is left in pOut->oom. */
int punycodeEncode(const uint32_t *aCp, size_t nCp, CoreBuf *pOut);

/* Decode the Punycode z[0..n) (without "xn--") into at most nMax code points
** at aCp; returns how many, or -1 when z is not valid Punycode. */
int punycodeDecode(const char *z, size_t n, uint32_t *aCp, size_t nMax);

#endif /* ROBOTS_PUNYCODE_H */
