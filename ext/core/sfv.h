/*
** sfv.h: RFC 9651 Structured Field Values, the Dictionary type: a strict,
** non-recursive, allocation-free parser that reports each member (key, the
** kind of its value, the value's text, its parameters' text) in order;
** iterators over an inner list's items and over parameters; a String's
** decoding; the serialization of an inner list as RFC 9651 section 4.1
** writes it.  Content-Usage preferences (robots.txt lines and the HTTP
** header) and the Signature-Input and Signature fields of signed requests
** are dictionaries.  Start at sfvDictionary.  Engine-neutral.
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
  int bParams;          /* the member had parameters */
  Span params;          /* its parameters as written, from the first ';'
                        ** (n==0: none); read them with sfvParamNext */
} SfvMember;

/* An item of an inner list, or a parameter (then key is set and params
** is empty).  A parameter without '=' is the Boolean true: value.n is 0. */
typedef struct SfvItem {
  Span key;             /* a parameter's key */
  SfvType eType;
  Span value;           /* the bare item as written */
  Span params;          /* an item's parameters, from the first ';' */
} SfvItem;

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

/* The next item of the inner list `list` (a member's value of kind
** SFV_INNER_LIST as sfvDictionary reported it, parentheses included),
** from offset *pi (0 to start): 1 with *pItem and *pi moved on, 0 after
** the last item, -1 when list is not an inner list. */
int sfvInnerListNext(Span list, size_t *pi, SfvItem *pItem);

/* The next parameter of `params` (a member's or an item's parameters as
** reported) from offset *pi (0 to start): 1 with *pItem (key, kind,
** value) and *pi moved on, 0 after the last, -1 when params is not
** parameters. */
int sfvParamNext(Span params, size_t *pi, SfvItem *pItem);

/* Append the content of the String `value` (its quotes included, as
** reported) to pOut, unescaped.  Returns 0, or -1 when out of memory. */
int sfvStringDecode(Span value, CoreBuf *pOut);

/* Append the inner list `list` with its parameters `params` serialized as
** RFC 9651 section 4.1 writes them: items separated by one space, a true
** parameter as its key alone, Integers and Decimals without leading
** zeros (a Decimal without trailing zeros); Strings, Tokens, Byte
** Sequences and Display Strings as written.  Returns 0, or -1 when out of
** memory or when list or params do not parse. */
int sfvSerializeInnerList(Span list, Span params, CoreBuf *pOut);

/* Append one bare item and its parameters, serialized as
** sfvSerializeInnerList does: 0, or -1. */
int sfvSerializeItem(SfvType eType, Span value, Span params, CoreBuf *pOut);

/* Name of a value kind ("token", "boolean", ...). */
const char *sfvTypeName(SfvType e);

#endif /* ROBOTS_SFV_H */
