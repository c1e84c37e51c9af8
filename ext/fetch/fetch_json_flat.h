/*
** fetch_json_flat.h: a strict reader of one flat JSON array or object, the
** shape of the fetching functions' arguments (an options object, an array
** of addresses).  Members come one at a time, strings decoded; a nested
** array or object is skipped (a counter, no recursion) and reported as
** FLAT_OTHER.  Start at flatJsonOpen / flatJsonNext.
*/
#ifndef ROBOTS_FETCH_JSON_FLAT_H
#define ROBOTS_FETCH_JSON_FLAT_H

#include "../core/core.h"

#define FLAT_STRING 1     /* the decoded bytes are in the caller's buffer */
#define FLAT_NUMBER 2     /* r */
#define FLAT_TRUE   3
#define FLAT_FALSE  4
#define FLAT_NULL   5
#define FLAT_OTHER  6     /* a nested array or object */

typedef struct FlatJson {
  const char *z;
  size_t n;
  size_t i;               /* next byte */
  char cClose;            /* ']' or '}' */
  int nMember;            /* members read */
  int bEnd;
} FlatJson;

typedef struct FlatValue {
  int eType;              /* FLAT_* */
  double r;
  Span raw;               /* the value's JSON text */
} FlatValue;

/* Start reading z[0..n), which must be an array (cOpen '[') or an object
** ('{') with nothing but white space around it.  0, or 1 when it is not. */
int flatJsonOpen(FlatJson *p, const char *z, size_t n, char cOpen);

/* The next member: 1 with its value in *pV (a string's bytes appended to
** pStr, an object member's key to pKey; both emptied first), 0 at the end,
** -1 when the text is not valid JSON of that shape, -2 when out of
** memory.  pKey may be NULL for an array. */
int flatJsonNext(FlatJson *p, CoreBuf *pKey, CoreBuf *pStr, FlatValue *pV);

#endif /* ROBOTS_FETCH_JSON_FLAT_H */
