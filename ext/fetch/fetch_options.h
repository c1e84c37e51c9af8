/*
** fetch_options.h: the options of the fetching functions by name, as a
** function reads them from its options argument, a JSON object: each
** option's kind and range, the value stored into FetchOptions, and the
** exact refusal.  fetchOptionsParse walks the object and calls
** fetchOptionSet per member.  Start at fetchOptionsParse.
** Engine-neutral: the functions are described in cat_fetch_docs.c.
*/
#ifndef ROBOTS_FETCH_OPTIONS_H
#define ROBOTS_FETCH_OPTIONS_H

#include "fetch_http.h"

/* A JSON member's value as the binding read it. */
#define FETCH_OPT_TEXT   1      /* s: a string's bytes */
#define FETCH_OPT_NUMBER 2      /* r: an integer or a real */
#define FETCH_OPT_TRUE   3
#define FETCH_OPT_FALSE  4
#define FETCH_OPT_OTHER  5      /* null, an array, an object */
typedef struct FetchOptValue {
  int eType;
  Span s;
  double r;
} FetchOptValue;

/* The refusals of options that are not a JSON object, or not JSON (the
** catalog puts the function's name before them). */
#define FETCH_OPT_NOT_OBJECT "options must be a JSON object"
#define FETCH_OPT_MALFORMED  "options: malformed JSON"

/* Store option zKey[0..nKey) = *pV into *pOpt.  Returns 0; or 1 with the
** refusal appended to pErr (`option "KEY" is not an option`, `... must be
** a number`, `... is out of range (MIN to MAX)`, ...; the key quoted
** printable, at most 40 bytes, cut marked with "..."); or -1 when out of
** memory. */
int fetchOptionSet(FetchOptions *pOpt, const char *zKey, size_t nKey,
                   const FetchOptValue *pV, CoreBuf *pErr);

/* Read the options object z[0..n) (RFC 8259 JSON) into *pOpt member by
** member (fetchOptionSet; a later member overrides an earlier one of the
** same name).  0; or 1 with the refusal appended to pErr; or -1 when out
** of memory. */
int fetchOptionsParse(FetchOptions *pOpt, const char *z, size_t n,
                      CoreBuf *pErr);

#endif /* ROBOTS_FETCH_OPTIONS_H */
