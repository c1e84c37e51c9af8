/*
** robots_mixup.c: robotsMixupOf, the mistakes of a robots.txt call (see
** robots_mixup.h).  The arguments' order is judged from what each holds:
** a line break marks the file, "scheme://" alone a URL; the txt's own
** shape (address or escaped text) is judged once the order is right.
** Start at robotsMixupOf.
*/
#include "robots_mixup.h"

#include <string.h>

#define MIXUP_ORDER3 " (the order is txt, agent, url)"
#define MIXUP_ORDER2 " (the order is txt, agent)"

/* What a document argument is instead of a robots.txt, after its name. */
#define MIXUP_SHAPE_URL "is a URL, not the contents of a robots.txt: fetch" \
  " it with robots_fetch"
#define MIXUP_SHAPE_PATH "is a file path, not the contents of a robots.txt:" \
  " read it with readfile() (DuckDB: read_text(), PostgreSQL:" \
  " pg_read_file())"
#define MIXUP_SHAPE_ESCAPED "has no line break but escaped ones (\\n or" \
  " \\x0A as text): pass the file's bytes (in DuckDB a BLOB cast to" \
  " VARCHAR escapes them: read it as VARCHAR)"

/* The mistakes of the order, each with its message for a function that
** takes a URL and for one that takes none (robots_crawl_delay). */
typedef struct MixupMsg { const char *z3, *z2; } MixupMsg;

static const MixupMsg aMixupMsg[] = {
#define MIXUP_AGENT_TXT 0      /* (agent, txt, url) */
  { "agent holds a robots.txt (it has line breaks) and txt looks like the"
    " crawler: txt and agent are swapped" MIXUP_ORDER3,
    "agent holds a robots.txt (it has line breaks) and txt looks like the"
    " crawler: txt and agent are swapped" MIXUP_ORDER2 },
#define MIXUP_URL_TXT_AGENT 1  /* (url, txt, agent) */
  { "txt holds a URL, agent a robots.txt (it has line breaks) and url the"
    " crawler: the arguments are rotated" MIXUP_ORDER3,
    "txt holds a URL and agent a robots.txt (it has line breaks): the"
    " arguments are swapped" MIXUP_ORDER2 },
#define MIXUP_AGENT_FILE 2     /* a robots.txt as agent, txt not a crawler */
  { "agent holds line breaks: a robots.txt in the crawler's place?"
    MIXUP_ORDER3,
    "agent holds line breaks: a robots.txt in the crawler's place?"
    MIXUP_ORDER2 },
#define MIXUP_URL_TXT 3        /* (url, agent, txt) */
  { "txt holds a URL and url a robots.txt (it has line breaks): txt and url"
    " are swapped" MIXUP_ORDER3, NULL },
#define MIXUP_AGENT_URL_TXT 4  /* (agent, url, txt) */
  { "txt holds the crawler, agent a URL and url a robots.txt (it has line"
    " breaks): the arguments are rotated" MIXUP_ORDER3, NULL },
#define MIXUP_URL_FILE 5       /* a robots.txt as url, otherwise unclear */
  { "url holds line breaks: a robots.txt in the URL's place?" MIXUP_ORDER3,
    NULL },
#define MIXUP_TXT_URL_AGENT 6  /* (txt, url, agent) */
  { "agent holds a URL and url does not: agent and url are swapped"
    MIXUP_ORDER3,
    "agent holds a URL, not a crawler's name" MIXUP_ORDER2 },
};

/* What a document argument of each DOC_SHAPE_ code is instead, for a
** message that starts with the argument's name (NULL: a document). */
static const char *const azShapeMsg[] = {
  NULL, NULL, MIXUP_SHAPE_URL, MIXUP_SHAPE_PATH, MIXUP_SHAPE_ESCAPED
};

const char *robotsShapeMistake(int eShape){
  if( eShape<0 || eShape>DOC_SHAPE_ESCAPED ) return NULL;
  return azShapeMsg[eShape];
}

const char *robotsLineBreakMistake(Span s, int bUrl){
  if( !docHasLineBreak(s) ) return NULL;
  return bUrl ? "holds line breaks: a robots.txt in the URL's place?"
              : "holds line breaks: a robots.txt in the crawler's place?";
}

/* The order's mistake when agent or url holds a robots.txt: which of the
** permutations the other two arguments point to (aMixupMsg index). */
static int robotsOrderOfFile(int eShape, Span agent, Span url, int bUrl){
  int bTxtUrl = eShape==DOC_SHAPE_URL;
  if( docHasLineBreak(agent) ){
    if( bTxtUrl ) return MIXUP_URL_TXT_AGENT;
    if( eShape==DOC_SHAPE_LINE && (!bUrl || docIsUrl(url) || url.n==0
        || url.z[0]=='/') ){
      return MIXUP_AGENT_TXT;
    }
    return MIXUP_AGENT_FILE;
  }
  if( bUrl && docHasLineBreak(url) ){
    if( bTxtUrl ) return MIXUP_URL_TXT;
    if( docIsUrl(agent) ) return MIXUP_AGENT_URL_TXT;
    return MIXUP_URL_FILE;
  }
  return -1;
}

const char *robotsMixupOf(int eShape, Span agent, Span url, int bUrl){
  int i = robotsOrderOfFile(eShape, agent, url, bUrl);
  if( i<0 && docIsUrl(agent) && !(bUrl && docIsUrl(url)) ){
    i = MIXUP_TXT_URL_AGENT;
  }
  if( i>=0 ) return bUrl ? aMixupMsg[i].z3 : aMixupMsg[i].z2;
  switch( eShape ){
    case DOC_SHAPE_URL:  return "txt " MIXUP_SHAPE_URL;
    case DOC_SHAPE_PATH: return "txt " MIXUP_SHAPE_PATH;
    case DOC_SHAPE_ESCAPED: return "txt " MIXUP_SHAPE_ESCAPED;
  }
  return NULL;
}

const char *robotsMixup(Span txt, Span agent, Span url, int bUrl){
  return robotsMixupOf(docShape(txt.z, txt.n), agent, url, bUrl);
}

const char *robotsSitemapDocMixup(Span doc){
  /* A URL on a line of its own is a text sitemap of one URL (a file read
  ** from disk ends with its line break): only the bare string is refused. */
  size_t n = doc.n<4096 ? doc.n : 4096;     /* a URL or a path is shorter */
  if( n<doc.n || memchr(doc.z, '\n', n)!=NULL || memchr(doc.z, '\r', n)!=NULL ){
    return NULL;
  }
  switch( docShape(doc.z, doc.n) ){
    case DOC_SHAPE_URL:
      return "the document is a URL, not the contents of a sitemap: fetch it"
             " with sitemap_fetch";
    case DOC_SHAPE_PATH:
      return "the document is a file path, not the contents of a sitemap:"
             " read it with readfile() (DuckDB: read_text(), PostgreSQL:"
             " pg_read_file())";
    default:
      return NULL;
  }
}
