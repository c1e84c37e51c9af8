/*
** robots_tdmrep.h: the TDM Reservation Protocol's /.well-known/tdmrep.json (W3C
** community group report): an array of rules {"location", "tdm-reservation"
** 0|1, "tdm-policy"}.  tdmrepJson answers with the first rule whose
** location (a robots.txt-style pattern: '*', a final '$', case-sensitive)
** matches a URL's path.  The JSON is read by core/json_read.c's strict
** reader (no recursion, depth capped at JREAD_MAX_DEPTH).  Engine-neutral.
*/
#ifndef ROBOTS_ROBOTS_TDMREP_H
#define ROBOTS_ROBOTS_TDMREP_H

#include "../core/core.h"

/* The rule of document z[0..n) (a leading UTF-8 byte-order mark skipped)
** for url, appended to pOut as {"tdm-reservation":0|1[,"tdm-policy":
** "..."]} (the policy when given).  Returns 1 (a rule matched), 0 (none,
** or the document is not a TDMRep array: the reservation is unset; pErr,
** when not NULL, then gets the reason), -1 when out of memory, -3 when
** pStop said stop.  pOut is unchanged unless 1. */
int tdmrepJson(const char *z, size_t n, Span url, CoreBuf *pOut,
               CoreBuf *pErr, const CoreStop *pStop);

/* Why a document is not a TDMRep array: what, where (the 1-based byte of
** the document as given, a BOM counted), in which rule. */
typedef struct TdmProblem {
  const char *zWhat;        /* "a tdm-reservation that is not 0 or 1" */
  size_t iByte;             /* 1-based byte */
  int iRule;                /* 1-based rule; 0: the document itself */
} TdmProblem;

/* Check document z[0..n): 0 when it is a TDMRep array of rules, 1 with
** *pProb set when it is not (the reader stops at the first problem), -1
** when out of memory, -3 when pStop said stop. */
int tdmrepCheck(const char *z, size_t n, TdmProblem *pProb,
                const CoreAlloc *pA, const CoreStop *pStop);

#endif /* ROBOTS_ROBOTS_TDMREP_H */
