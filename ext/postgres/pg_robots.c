/*
** pg_robots.c: the module's magic block.  Every function (robots_allowed,
** robots_explain, robots_agent, robots_cache_size, robots_version ...) is
** the catalog's (pg_catalog.c).
*/
#include "pg_util.h"

PG_MODULE_MAGIC;
