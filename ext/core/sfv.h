/*
** sfv.h: RFC 9651 Structured Field Values, the Dictionary type: a strict,
** non-recursive, allocation-free parser that reports each member (key, the
** kind of its value, the value's text) in order.  Content-Usage preferences
** (robots.txt lines and the HTTP header) are dictionaries.  Start at
** sfvDictionary.  Engine-neutral.
*/
#ifndef ROBOTS_SFV_H
#define ROBOTS_SFV_H

#include "core.h"

/* The kind of a member's value. */
typedef enum SfvType {
  SFV_INTEGER = 0,
  SFV_DECIMAL,
  SFV_STRING,
  SFV_TOKEN,
  SFV_BYTES,
  SFV_BOOLEAN,
  SFV_DATE,
  SFV_DISPLAY,          /* a Display String (%"...") */
  SFV_INNER_LIST
} SfvType;

/* One dictionary member as written.  A member without '=' is the Boolean
** true (value "?1" is then not in the input: value.n is 0). */
typedef struct SfvMember {
  Span key;             /* lcalpha or '*' first, then lcalpha digit _-.* */
  SfvType eType;
  Span value;           /* the bare item (a token's text, "?1", "\"s\"")
                        ** or the whole inner list; parameters excluded */
  int bParams;          /* the member had parameters (they are skipped) */
} SfvMember;

/* Called for each member, in order; return nonzero to stop parsing. */
typedef int (*SfvMemberFn)(void *pCtx, const SfvMember *pM);

/* Parse z[0..n) as an RFC 9651 Dictionary (leading and trailing spaces
** allowed; an empty input is the empty dictionary).  Members are reported
** to xMember (may be NULL) as they are read, so a caller that needs all or
** nothing parses twice or keeps them until the end.  Returns 0 when the
** whole input parses, else -1 with *piErr (may be NULL) set to the offset
** of the byte where parsing failed (n at the end of the input).  Linear in
** n; asks pStop (may be NULL) every CORE_STOP_EVERY bytes: -2 on a stop;
** 1 when xMember asked to stop. */
int sfvDictionary(const char *z, size_t n, SfvMemberFn xMember, void *pCtx,
                  size_t *piErr, const CoreStop *pStop);

/* Name of a value kind ("token", "boolean", ...). */
const char *sfvTypeName(SfvType e);

#endif /* ROBOTS_SFV_H */
