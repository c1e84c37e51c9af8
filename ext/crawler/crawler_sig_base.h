/*
** crawler_sig_base.h: the signature base of an HTTP Message Signature
** (RFC 9421 section 2.5) of a request: one line per covered component
** (derived components of section 2.2 and header fields of section 2.1,
** with the "key" and "bs" parameters), then the "@signature-params" line.
** Start at crawlerSigBase.  Engine-neutral.
*/
#ifndef ROBOTS_CRAWLER_SIG_BASE_H
#define ROBOTS_CRAWLER_SIG_BASE_H

#include "../core/core.h"
#include "../core/url.h"
#include "crawler_sig_json.h"

#define CRAWLER_SIG_MAX_COMPONENTS 64   /* covered components of a signature */
#define CRAWLER_SIG_STOP_FIELDS 4096    /* fields from which the stop hook is
                                        ** asked before each component */

/* Why a signature does not verify (crawler_sig.c names them). */
typedef enum CrawlerSigReason {
  CRAWLER_SIG_OK = 0,
  CRAWLER_SIG_MALFORMED,        /* "malformed input" */
  CRAWLER_SIG_MISSING,          /* "missing component" */
  CRAWLER_SIG_UNSUPPORTED,      /* "unsupported component" */
  CRAWLER_SIG_ALG,              /* "unsupported alg" */
  CRAWLER_SIG_EXPIRED,          /* "expired" */
  CRAWLER_SIG_NOT_YET,          /* "not yet valid" */
  CRAWLER_SIG_NO_KEY,           /* "no matching key" */
  CRAWLER_SIG_BAD               /* "bad signature" */
} CrawlerSigReason;

/* The request a signature is checked against. */
typedef struct CrawlerSigReq {
  Span method;
  Span url;                     /* absolute, or origin-form with a Host */
  UrlParts u;                   /* url split, when bUrl */
  int bUrl;
  const CrawlerSigFields *pFields;
  const CoreStop *pStop;        /* asked between components of a request
                                ** with many fields; may be NULL */
} CrawlerSigReq;

/* Write into pBase (emptied first) the signature base for the covered
** components `list` (an inner list as sfvDictionary reports it) with the
** signature parameters `params`.  Returns CRAWLER_SIG_OK, a reason (a few
** words on which component in pDetail), -1 when out of memory, -3 when
** pReq->pStop said stop.  Each component costs a pass over the field
** table: linear in the lengths of the list and of the fields, times at
** most CRAWLER_SIG_MAX_COMPONENTS. */
int crawlerSigBase(const CrawlerSigReq *pReq, Span list, Span params,
                   CoreBuf *pBase, CoreBuf *pDetail);

#endif /* ROBOTS_CRAWLER_SIG_BASE_H */
