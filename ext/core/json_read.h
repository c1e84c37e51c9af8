/*
** json_read.h: a strict JSON (RFC 8259) reader that yields one token at a
** time, with an explicit stack of open containers (no recursion, depth
** capped), zero-copy: a string token is a span of its still-escaped
** content, which jsonReadDecode turns into UTF-8.  tdmrep.json, the
** headers and key directories of signed requests are read with it.
** Start at jsonReadNext.  Engine-neutral.
*/
#ifndef ROBOTS_JSON_READ_H
#define ROBOTS_JSON_READ_H

#include "core.h"

#define JREAD_MAX_DEPTH 64       /* nesting a document may have */

/* Tokens of the reader. */
typedef enum JsonReadTok {
  JREAD_END = 0,          /* after the one top-level value */
  JREAD_ERROR,            /* zErr says what, i where */
  JREAD_ARRAY, JREAD_ARRAY_END, JREAD_OBJECT, JREAD_OBJECT_END,
  JREAD_KEY,              /* tok: the key's content (its ':' consumed) */
  JREAD_STRING,           /* tok: the content, inside the quotes, escaped */
  JREAD_NUMBER,           /* tok: the number's text */
  JREAD_LITERAL           /* tok: true, false or null */
} JsonReadTok;

/* The reader's state (set up by jsonReadInit). */
typedef struct JsonRead {
  const char *z;
  size_t n, i;                    /* i: the next byte */
  char aStack[JREAD_MAX_DEPTH];   /* '[' or '{' of each open container */
  int nDepth;
  int eWant;                      /* what comes next (json_read.c) */
  int bDone;                      /* the top-level value is complete */
  Span tok;                       /* the last token's bytes */
  const char *zErr;               /* what went wrong, or NULL */
} JsonRead;

/* Start reading the document z[0..n). */
void jsonReadInit(JsonRead *p, const char *z, size_t n);

/* The next token.  JREAD_END once the top-level value is complete and only
** white space follows; JREAD_ERROR (for good) on anything else.  Each call
** is linear in the bytes it passes. */
JsonReadTok jsonReadNext(JsonRead *p);

/* Skip the rest of the container whose opening token was just read: its
** closing token, or JREAD_ERROR. */
JsonReadTok jsonReadSkip(JsonRead *p);

/* Decode the content s of a string token (as the reader checked it) into
** pOut, which is emptied first; a lone surrogate becomes U+FFFD.  Returns
** 0, or -1 when out of memory (pOut->oom set). */
int jsonReadDecode(CoreBuf *pOut, Span s);

#endif /* ROBOTS_JSON_READ_H */
