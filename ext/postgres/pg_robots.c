/*
** pg_robots.c: the module's magic block and robots_version() for
** PostgreSQL.  The robots.txt functions (robots_allowed, robots_explain,
** robots_agent, robots_cache_size ...) are the catalog's (pg_catalog.c).
*/
#include "pg_util.h"

#include "utils/builtins.h"

PG_MODULE_MAGIC;

/* robots_version() */
PG_ROBOTS_FUNCTION(robots_version);
Datum robots_version(PG_FUNCTION_ARGS){
  (void)fcinfo;
  PG_RETURN_TEXT_P(cstring_to_text(ROBOTS_VERSION));
}
