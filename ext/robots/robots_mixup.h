/*
** robots_mixup.h: the mistakes a caller makes with a robots.txt call,
** found before a decision so that they are an error rather than the quiet
** "allowed" Google's reading gives a file without rules:
**
**   - the arguments in another order: a robots.txt (a text with a line
**     break) in the crawler's or the URL's place, a URL in the crawler's;
**   - a txt that is one URL or one file path and nothing else: the
**     address of a robots.txt, not its contents;
**   - a txt whose line breaks were escaped (the characters \n or \x0A, as
**     a BLOB cast to text in DuckDB writes them) and that has none.
**
** A file without rules, junk among rules, a single line such as
** "User-agent: *" or "Sitemap: https://example.com/s.xml", and the empty
** text are files, as Google reads them.  A full User-Agent header has no
** line break and stays a crawler.  (docShape, core/doc_shape.h, says what
** a text is.)
**
** robotsMixup is the one check for a binding that holds the text;
** robotsAsk (robots_verdict.h) calls robotsMixupOf with the shape its
** cache entry keeps (computed once, when the file is compiled).  Messages
** are static English without the function's name (the binding writes
** "name(): message").  Engine-neutral, linear in the arguments.
*/
#ifndef ROBOTS_MIXUP_H
#define ROBOTS_MIXUP_H

#include "../core/core.h"
#include "../core/doc_shape.h"

/* The mistake of a call with a txt of shape eShape (a DOC_SHAPE_ code),
** crawler agent and URL url (bUrl 0: the function takes no URL and url is
** not read), or NULL when there is none.  The message says what was
** likely meant. */
const char *robotsMixupOf(int eShape, Span agent, Span url, int bUrl);

/* robotsMixupOf for the text txt. */
const char *robotsMixup(Span txt, Span agent, Span url, int bUrl);

/* What a document argument of shape eShape (a DOC_SHAPE_ code) is instead
** of a robots.txt, as a message to follow the argument's name ("is a URL,
** not the contents of a robots.txt: ..."), or NULL for a document. */
const char *robotsShapeMistake(int eShape);

/* The mistake of a crawler argument (bUrl 0) or URL argument (bUrl 1) s
** that holds a line break, as a message to follow its name, or NULL. */
const char *robotsLineBreakMistake(Span s, int bUrl);

/* The mistake of a sitemap document doc (one URL, or one file path, and
** nothing else), or NULL. */
const char *robotsSitemapDocMixup(Span doc);

#endif /* ROBOTS_MIXUP_H */
