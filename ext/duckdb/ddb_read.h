/*
** ddb_read.h: DuckDB's file readers, one per reader of the catalog
** (ext/catalog/cat_read.h: read_access_log, read_sitemap), registered by
** ddb_read.c as table functions that read files themselves, as DuckDB's
** read_csv does.
*/
#ifndef ROBOTS_DDB_READ_H
#define ROBOTS_DDB_READ_H

#include "ddb_util.h"

/* Register every reader of the catalog on con: 0 or -1. */
int ddbReadRegister(duckdb_connection con);

#endif /* ROBOTS_DDB_READ_H */
