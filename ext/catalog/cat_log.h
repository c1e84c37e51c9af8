/*
** cat_log.h: the columns of access_log_entries for one line of ext/log's
** reader, shared by the catalog's cursor (cat_log.c) and by a binding's
** file reader (DuckDB's read_access_log), so both give the same values.
**
**   CatLogMemo *pMemo = NULL;
**   while( accessLogNext(pLog, &e)>0 ){
**     for(i=0; i<CAT_LOG_NCOL; i++) catLogColumnOf(&e, i, &pMemo, pA, &v);
**   }
**   catLogMemoFree(pMemo, pA);
*/
#ifndef ROBOTS_CAT_LOG_H
#define ROBOTS_CAT_LOG_H

#include "catalog.h"
#include "../log/access_log.h"

#define CAT_LOG_NCOL 18           /* line, client, ..., raw, host */

/* The agent column's answers for recent User-Agent headers (by content),
** made on first need and freed by catLogMemoFree. */
typedef struct CatLogMemo CatLogMemo;

/* Column iCol of access_log_entries for line *e into *pV (NULL where the
** reference says).  Spans point into e, into the crawler table or into
** *ppMemo, valid until the next line.  *ppMemo is made with pA when the
** agent column first needs it (when that fails, the agent is found
** without it). */
void catLogColumnOf(const AccessLogEntry *e, int iCol, CatLogMemo **ppMemo,
                    const CoreAlloc *pA, CatValue *pV);

/* Free a memo (NULL: nothing). */
void catLogMemoFree(CatLogMemo *p, const CoreAlloc *pA);

#endif /* ROBOTS_CAT_LOG_H */
