/*
** robots_tdmrep.h: the TDM Reservation Protocol's /.well-known/tdmrep.json (W3C
** community group report): an array of rules {"location", "tdm-reservation"
** 0|1, "tdm-policy"}.  tdmrepJson answers with the first rule whose
** location (a robots.txt-style pattern: '*', a final '$', case-sensitive)
** matches a URL's path.  The JSON is read by a small strict reader
** without recursion (an explicit stack, depth capped).  Engine-neutral.
*/
#ifndef ROBOTS_ROBOTS_TDMREP_H
#define ROBOTS_ROBOTS_TDMREP_H

#include "../core/core.h"

#define TDMREP_MAX_DEPTH 64       /* nesting a document may have */

/* The rule of document z[0..n) for url, appended to pOut as
** {"tdm-reservation":0|1[,"tdm-policy":"..."]} (the policy when given).
** Returns 1 (a rule matched), 0 (none: pOut unchanged), -1 when out of
** memory, -2 when the document is not a TDMRep array (pErr then holds the
** message), -3 when pStop said stop. */
int tdmrepJson(const char *z, size_t n, Span url, CoreBuf *pOut,
               CoreBuf *pErr, const CoreStop *pStop);

#endif /* ROBOTS_ROBOTS_TDMREP_H */
