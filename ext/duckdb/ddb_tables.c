#include "ddb_util.h"
int ddbTablesRegister(duckdb_connection con){ (void)con; return 0; }
