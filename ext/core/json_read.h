/*
** json_read.h: a strict JSON reader (RFC 8259) that yields one token at a
** time over a caller's buffer, with an explicit stack of open containers
** (depth capped, no recursion), for the engine's JSON documents (TDMRep's
** tdmrep.json, operators' published IP ranges).  Strings come back still
** escaped (checked); jsonReadDecode turns one into UTF-8.  Engine-neutral.
**
**   JsonReader r;  jsonReadInit(&r, z, n);
**   while( (t = jsonReadNext(&r))!=JSON_END && t!=JSON_ERROR ){ ... }
*/
#ifndef ROBOTS_JSON_READ_H
#define ROBOTS_JSON_READ_H

#include "core.h"

#define JSON_READ_MAX_DEPTH 64    /* nesting a document may have */

/* Tokens of the reader. */
typedef enum JsonTok {
  JSON_END = 0, JSON_ERROR, JSON_ARRAY, JSON_ARRAY_END, JSON_OBJECT,
  JSON_OBJECT_END, JSON_KEY, JSON_STRING, JSON_NUMBER, JSON_LITERAL
} JsonTok;

/* The reader's state (fields read-only for callers but tok, zErr, i). */
typedef struct JsonReader {
  const char *z;
  size_t n, i;                    /* the document and the read position */
  char aStack[JSON_READ_MAX_DEPTH];  /* '[' or '{' of each open container */
  int nDepth;                     /* containers open */
  int eWant;                      /* what comes next (json_read.c) */
  int bDone;                      /* the top-level value is complete */
  Span tok;                       /* the token's bytes (a string or key:
                                  ** inside the quotes, still escaped) */
  const char *zErr;               /* what went wrong (JSON_ERROR) */
} JsonReader;

/* Start reading document z[0..n). */
void jsonReadInit(JsonReader *p, const char *z, size_t n);

/* The next token: JSON_END after the one top-level value (and nothing but
** white space after it), JSON_ERROR with p->zErr and p->i at the fault. */
JsonTok jsonReadNext(JsonReader *p);

/* Skip the rest of the container just opened (JSON_ARRAY or JSON_OBJECT
** was the last token): its closing token, or JSON_ERROR. */
JsonTok jsonReadSkip(JsonReader *p);

/* Decode the content s of a string the reader returned (escapes checked)
** into b (replacing b's bytes); a lone surrogate becomes U+FFFD.  Out of
** memory marks b->oom. */
void jsonReadDecode(CoreBuf *b, Span s);

/* 1 when key or string token s, undecoded, is exactly the ASCII z. */
int jsonReadIs(Span s, const char *z);

#endif /* ROBOTS_JSON_READ_H */
