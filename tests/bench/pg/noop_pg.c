/*
** noop_pg.c: the floor of the PostgreSQL join benchmark.  Two C functions
** with robots_allowed's arguments (bytea, text, text) returning boolean:
**
**   robots_noop(txt, agent, url)          reads agent and url (length and
**       first byte, as robots_allowed reads them) and of txt only the
**       stored header: what PostgreSQL costs for the call, the floor the
**       ratio is taken against;
**   robots_noop_detoast(txt, agent, url)  reads txt's bytes too, as a
**       function without a memo must: every row fetches and decompresses
**       a TOASTed file (what the per-call-site copies of ext/postgres/pg_site.c save).
**
** Built by tests/bench/pg/run.sh with the server's headers; never part of
** the extension.
*/
#include "postgres.h"
#include "fmgr.h"

PG_MODULE_MAGIC;

/* Length plus first byte of argument i, detoasted as robots_allowed does
** for agent and url. */
static long noopArg(FunctionCallInfo fcinfo, int i){
  struct varlena *v = PG_DETOAST_DATUM_PACKED(PG_GETARG_DATUM(i));
  long n = (long)VARSIZE_ANY_EXHDR(v);
  return n + (n>0 ? (unsigned char)VARDATA_ANY(v)[0] : 0);
}

PGDLLEXPORT Datum robots_noop(PG_FUNCTION_ARGS);
PG_FUNCTION_INFO_V1(robots_noop);
Datum robots_noop(PG_FUNCTION_ARGS){
  struct varlena *t = (struct varlena*)PG_GETARG_POINTER(0);
  long n = (long)VARSIZE_ANY(t) + noopArg(fcinfo, 1) + noopArg(fcinfo, 2);
  PG_RETURN_BOOL(n % 2 == 0);
}

PGDLLEXPORT Datum robots_noop_detoast(PG_FUNCTION_ARGS);
PG_FUNCTION_INFO_V1(robots_noop_detoast);
Datum robots_noop_detoast(PG_FUNCTION_ARGS){
  long n = noopArg(fcinfo, 0) + noopArg(fcinfo, 1) + noopArg(fcinfo, 2);
  PG_RETURN_BOOL(n % 2 == 0);
}
