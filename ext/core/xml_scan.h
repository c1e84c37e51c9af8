/*
** xml_scan.h: a non-recursive, zero-copy XML tokenizer over a window of
** bytes.  xmlNext returns one token at a time (tags, text, CDATA, comments,
** PIs, DOCTYPE with its internal subset) as spans into the window; it keeps
** no element stack (the caller counts depth).  Entities are decoded on
** demand by xmlDecode; no DTD entity is ever expanded.  Start with xmlNext.
*/
#ifndef ROBOTS_XML_SCAN_H
#define ROBOTS_XML_SCAN_H

#include "core.h"

/* Classes of bytes in names (xmlCharClass): XML_C_START may start a name,
** XML_C_NAME may continue one. */
#define XML_C_START 1
#define XML_C_NAME  2
extern const unsigned char xmlCharClass[256];

/* Token types. */
#define XML_EOF      0   /* end of the window and bFinal is set */
#define XML_MORE     1   /* the token is incomplete: refill and call again */
#define XML_TEXT     2   /* character data, raw; at the window's end it may
                            ** be cut (the rest comes as another XML_TEXT) */
#define XML_CDATA    3   /* content of <![CDATA[ ... ]]> */
#define XML_START    4   /* <name attrs> or <name attrs/> (bEmpty) */
#define XML_END      5   /* </name> */
#define XML_COMMENT  6   /* <!-- ... --> */
#define XML_PI       7   /* <? ... ?>, including the XML declaration */
#define XML_DOCTYPE  8   /* <!DOCTYPE ... [ subset ] > */

/* Well-formedness problems noticed by the tokenizer (XmlToken.eErr). */
#define XML_OK               0
#define XML_E_TRUNCATED      1  /* the document ends inside a markup token */
#define XML_E_BAD_LT         2  /* '<' that starts no markup: kept as text */
#define XML_E_BAD_DECL       3  /* unknown <!...> declaration: skipped */
#define XML_E_BAD_END        4  /* malformed end tag */
#define XML_E_BAD_ATTR       5  /* malformed attribute list */

/* One token.  Offsets are into the scanner's window; only the fields that
** the token's type uses are set. */
typedef struct XmlToken {
  int eType;         /* XML_xxx */
  int eErr;          /* XML_E_xxx noticed while scanning this token */
  int bEmpty;        /* XML_START: the tag ended in "/>" */
  size_t iStart;     /* offset of the token's first byte */
  Span name;         /* START/END: qualified name; PI: target */
  Span local;        /* START/END: name after the last ':' */
  Span attrs;        /* START: raw attribute text */
  Span text;         /* TEXT/CDATA/COMMENT/PI/DOCTYPE: the content */
} XmlToken;

/* The scanner: a window of bytes and a position in it.  The caller may
** replace z/n (after moving the unconsumed tail) between calls. */
typedef struct XmlScan {
  const char *z;     /* window */
  size_t n;          /* bytes in the window */
  size_t i;          /* next byte to scan */
  int bFinal;        /* no bytes will follow the window */
} XmlScan;

/* Scan the next token at p->i into *pTok and advance past it.  Returns the
** token type; XML_MORE leaves p->i where it was. */
int xmlNext(XmlScan *p, XmlToken *pTok);

/* Decoding flags set by xmlDecode. */
#define XML_D_BARE_AMP       0x01  /* '&' starting no reference, kept literally */
#define XML_D_UNKNOWN_ENTITY 0x02  /* &name; that no table defines, kept literally */
#define XML_D_HTML_ENTITY    0x04  /* an HTML named entity XML lacks (&nbsp;) */
#define XML_D_BAD_CHARREF    0x08  /* &#...; of a forbidden code point: U+FFFD */

/* Append z[0..n) to pOut with the five predefined entities, numeric
** references and HTML named entities decoded; ORs XML_D_xxx into *pFlags.
** Returns 0, or -1 when out of memory. */
int xmlDecode(const char *z, size_t n, CoreBuf *pOut, unsigned *pFlags);

/* Find the next attribute in *pAttrs (consuming it): its qualified name and
** raw value without quotes.  Returns 1, or 0 when none is left. */
int xmlNextAttr(Span *pAttrs, Span *pName, Span *pValue);

/* Look up the raw value of the attribute whose qualified name is zName. */
int xmlFindAttr(Span attrs, const char *zName, Span *pValue);

/* Number of line ends (LF, CR, CRLF counted once) in z[0..n). */
size_t xmlCountLines(const char *z, size_t n);

/* Append code point c as UTF-8 (c must be <= 0x10FFFF). */
int xmlPutUtf8(CoreBuf *pOut, unsigned c);

#endif /* ROBOTS_XML_SCAN_H */
