/*
** sql_surface.h: the SQL surface of the extension, found at run time, so
** the SQL fuzzer, the out-of-memory harness and the thread test call every
** function as soon as it is registered.  sqlSurfaceList reads
** pragma_function_list (scalars, aggregates, window functions) and
** pragma_module_list (table-valued functions, with their HIDDEN argument
** columns from pragma_table_xinfo), keeps our names (robots_*, sitemap_*,
** access_log_*),
** and builds one SQL statement with ?1..?k per name and argument count.
*/
#ifndef ROBOTS_SQL_SURFACE_H
#define ROBOTS_SQL_SURFACE_H

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct SqlCall {
  char zName[64];     /* function or table name */
  char cType;         /* 's' scalar, 'a' aggregate, 'w' window, 't' table */
  int nArg;           /* number of ? parameters */
  char zSql[512];     /* the statement */
} SqlCall;

/* Rows fed to aggregates and window functions. */
#define SQL_SURFACE_ROWS "WITH r(i) AS (VALUES(1),(2),(3)) "

static void sqlSurfaceArgs(char *z, size_t n, int nArg){
  int i;
  size_t k = strlen(z);
  for(i=1; i<=nArg && k+8<n; i++){
    k += (size_t)snprintf(z+k, n-k, "%s?%d", i>1 ? "," : "", i);
  }
}

/* Append one call to *pa (growing it); returns the new count. */
static int sqlSurfaceAdd(SqlCall **pa, int n, const char *zName, char cType,
                         int nArg){
  SqlCall *a = (SqlCall*)realloc(*pa, sizeof(SqlCall)*(size_t)(n+1));
  SqlCall *c;
  if( a==NULL ) return n;
  *pa = a;
  c = &a[n];
  memset(c, 0, sizeof(*c));
  snprintf(c->zName, sizeof(c->zName), "%s", zName);
  c->cType = cType;
  c->nArg = nArg;
  switch( cType ){
    case 'a': snprintf(c->zSql, 200, SQL_SURFACE_ROWS "SELECT %s(", zName); break;
    case 'w': snprintf(c->zSql, 200, SQL_SURFACE_ROWS "SELECT %s(", zName); break;
    case 't': snprintf(c->zSql, 200, "SELECT * FROM %s(", zName); break;
    default:  snprintf(c->zSql, 200, "SELECT %s(", zName); break;
  }
  sqlSurfaceArgs(c->zSql, sizeof(c->zSql), nArg);
  strcat(c->zSql, cType=='a' ? ") FROM r" :
                  cType=='w' ? ") OVER (ORDER BY i) FROM r" : ")");
  return n+1;
}

#define SQL_SURFACE_OURS(col) \
  "(" col " LIKE 'robots\\_%' ESCAPE '\\' OR " col " LIKE 'sitemap\\_%' ESCAPE '\\'" \
  " OR " col " LIKE 'access\\_log\\_%' ESCAPE '\\')"

/* Every call of the extension registered on db, sorted; *pa is malloc'd. */
static int sqlSurfaceList(sqlite3 *db, SqlCall **pa){
  sqlite3_stmt *pStmt = 0;
  int n = 0;
  *pa = 0;
  sqlite3_prepare_v2(db,
    "SELECT name, type, narg FROM pragma_function_list WHERE "
    SQL_SURFACE_OURS("name") " AND type IN ('s','a','w') "
    "UNION ALL "
    "SELECT m.name, 't', count(*) FROM pragma_module_list m, "
    "  pragma_table_xinfo(m.name) x WHERE " SQL_SURFACE_OURS("m.name")
    "  AND x.hidden>0 GROUP BY m.name "
    "ORDER BY 1, 2, 3", -1, &pStmt, 0);
  while( pStmt && sqlite3_step(pStmt)==SQLITE_ROW ){
    const char *zName = (const char*)sqlite3_column_text(pStmt, 0);
    char cType = ((const char*)sqlite3_column_text(pStmt, 1))[0];
    int nArg = sqlite3_column_int(pStmt, 2), k;
    if( cType=='t' ){
      for(k=1; k<=nArg; k++) n = sqlSurfaceAdd(pa, n, zName, 't', k);
    }else if( nArg<0 ){
      for(k=0; k<=3; k++) n = sqlSurfaceAdd(pa, n, zName, cType, k);
    }else{
      n = sqlSurfaceAdd(pa, n, zName, cType, nArg);
    }
  }
  sqlite3_finalize(pStmt);
  return n;
}

#endif /* ROBOTS_SQL_SURFACE_H */
