/*
** json_flat.h: a strict reader of one flat JSON array or object (RFC
** 8259), the shape of arguments such as an options object or an array of
** addresses (crawler_dns_batch), read with json_read.h's token reader.
** Members come one at a time, strings decoded (a lone surrogate escape is
** refused); a nested array or object is checked and skipped (json_read's
** explicit stack: at most JREAD_MAX_DEPTH deep) and reported as
** JSON_FLAT_OTHER.  Start at jsonFlatOpen / jsonFlatNext.
*/
#ifndef ROBOTS_JSON_FLAT_H
#define ROBOTS_JSON_FLAT_H

#include "core.h"
#include "json_read.h"

#define JSON_FLAT_STRING 1     /* the decoded bytes are in the caller's buffer */
#define JSON_FLAT_NUMBER 2     /* r */
#define JSON_FLAT_TRUE   3
#define JSON_FLAT_FALSE  4
#define JSON_FLAT_NULL   5
#define JSON_FLAT_OTHER  6     /* a nested array or object */

typedef struct JsonFlat {
  JsonRead rd;            /* the tokens, its opening bracket read */
  size_t iLast;           /* the final closing bracket */
  char cClose;            /* ']' or '}' */
  int bEnd;
} JsonFlat;

typedef struct JsonFlatValue {
  int eType;              /* JSON_FLAT_* */
  double r;
  Span raw;               /* the value's JSON text */
} JsonFlatValue;

/* Start reading z[0..n), which must be an array (cOpen '[') or an object
** ('{') with nothing but white space around it.  0, or 1 when it is not. */
int jsonFlatOpen(JsonFlat *p, const char *z, size_t n, char cOpen);

/* The next member: 1 with its value in *pV (a string's bytes appended to
** pStr, an object member's key to pKey; both emptied first), 0 at the end,
** -1 when the text is not valid JSON of that shape, -2 when out of
** memory.  pKey may be NULL for an array. */
int jsonFlatNext(JsonFlat *p, CoreBuf *pKey, CoreBuf *pStr, JsonFlatValue *pV);

#endif /* ROBOTS_JSON_FLAT_H */
