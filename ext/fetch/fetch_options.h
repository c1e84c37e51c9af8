/*
** fetch_options.h: the options of the fetching functions by name, as a
** binding reads them from its host's JSON object: each option's kind and
** range, the value stored into FetchOptions, and the exact refusal.  A
** binding walks its object, converts each member to a FetchOptValue and
** calls fetchOptionSet.  Start at fetchOptionSet.
** Engine-neutral: the SQLite binding is ext/sqlite/sql_fetch.c.
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

/* The refusal of options that are not a JSON object (the binding puts the
** function's name before it). */
#define FETCH_OPT_NOT_OBJECT "options must be a JSON object"

/* Store option zKey[0..nKey) = *pV into *pOpt.  Returns 0; or 1 with the
** refusal appended to pErr (`option "KEY" is not an option`, `... must be
** a number`, `... is out of range (MIN to MAX)`, ...; the key quoted
** printable, at most 40 bytes, cut marked with "..."); or -1 when out of
** memory. */
int fetchOptionSet(FetchOptions *pOpt, const char *zKey, size_t nKey,
                   const FetchOptValue *pV, CoreBuf *pErr);

#endif /* ROBOTS_FETCH_OPTIONS_H */
