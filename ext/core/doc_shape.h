/*
** doc_shape.h: what a document argument (a robots.txt, a sitemap) is
** before it is parsed, so that a binding can refuse the address of a
** document given in its place.  A document that is nothing but one
** absolute URL, or nothing but one file path, is an address; a document
** of one line holding \n or \x0A as text (and no line break) had its line
** breaks escaped.  Anything with a line break, the empty text and every
** other single line (a "key: value" line, a word) is read as a document.
** Linear in the text; no allocation.
*/
#ifndef DOC_SHAPE_H
#define DOC_SHAPE_H

#include "core.h"

#define DOC_SHAPE_LINES   0   /* line breaks (or nothing): a document */
#define DOC_SHAPE_LINE    1   /* one line of anything else */
#define DOC_SHAPE_URL     2   /* one absolute URL (scheme "://") alone */
#define DOC_SHAPE_PATH    3   /* one file path alone */
#define DOC_SHAPE_ESCAPED 4   /* one line holding escaped line breaks */

/* The shape of z[0..n), white space at both ends ignored. */
int docShape(const char *z, size_t n);

/* 1 if s (white space at both ends ignored) holds a line break. */
int docHasLineBreak(Span s);

/* 1 if s (trimmed) is one absolute URL "scheme://..." and nothing else. */
int docIsUrl(Span s);

#endif /* DOC_SHAPE_H */
