/*
** substr.h: the leftmost occurrence of one byte string in another, in time
** linear in both whatever the bytes (Crochemore and Perrin's Two-Way
** algorithm, with a last-byte shift table), and constant memory.  For long
** needles, where a first-and-last-byte filter followed by memcmp would cost
** the product of the two lengths on adversarial input.  Engine-neutral.
*/
#ifndef ROBOTS_SUBSTR_H
#define ROBOTS_SUBSTR_H

#include "core.h"

#define CORE_SUBSTR_NONE ((size_t)-1)

/* Offset of the leftmost occurrence of zNeedle[0..nNeedle) in
** zHay[0..nHay), or CORE_SUBSTR_NONE.  An empty needle is found at 0.
** At most about 2*nHay byte comparisons after O(nNeedle + 256) setup. */
size_t coreSubstr(const char *zHay, size_t nHay,
                  const char *zNeedle, size_t nNeedle);

#endif /* ROBOTS_SUBSTR_H */
