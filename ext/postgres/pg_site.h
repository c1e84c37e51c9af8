/*
** pg_site.h: what the catalog adapter keeps per call site in fn_extra (in
** fn_mcxt, one query): the engine's memo slot (catSiteFree'd when the
** context goes), the declared result type and the detoasted copies of
** stored documents.
**
** Why the copies: PostgreSQL hands a function a stored value as it is
** stored.  A robots.txt over about 2 KB is compressed (inline) or moved
** out of line to the TOAST table; detoasting it means a fetch and a
** decompression on every row, several times what the match costs.  So a
** document argument that is stored that way is detoasted once per call
** site and value, and the copy is handed to the engine pinned (it stays,
** unchanged, until the query ends), so the engine's memo knows it by its
** address.  Start at pgSiteOf.
*/
#ifndef ROBOTS_PG_SITE_H
#define ROBOTS_PG_SITE_H

#include "pg_util.h"
#include "../catalog/catalog.h"

typedef struct PgSiteCopies PgSiteCopies;

/* A call site's state. */
typedef struct PgSite {
  MemoryContextCallback cb;   /* frees the engine's slot */
  MemoryContext mcxt;         /* fn_mcxt */
  Oid tResult;                /* the SQL type the function returns */
  void *pSite;                /* the engine's memo slot (CatCtx.ppSite) */
  PgSiteCopies *pCopies;      /* made on the first stored document */
} PgSite;

/* The call site's state, made on first use (an error when the call has
** no FmgrInfo: a direct call). */
PgSite *pgSiteOf(FunctionCallInfo fcinfo);

/* The call's arguments from argument iFirst on (at most nMax) into a[]
** by their SQL types (pgValue), NULL as CAT_V_NULL: their count.  A
** stored text or bytea argument is its copy kept by site p where its bytes
** need no conversion (p NULL: none kept). */
int pgSiteArgs(PgSite *p, FunctionCallInfo fcinfo, int iFirst, int nMax,
               CatValue *a);

#endif /* ROBOTS_PG_SITE_H */
