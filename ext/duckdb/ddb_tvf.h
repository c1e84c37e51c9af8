/*
** ddb_tvf.h: the table functions of the DuckDB binding, each described
** once (DdbTabDef: arguments, columns, a cursor over the engine) and
** registered in two forms by ddbTabRegister:
**
**   FROM robots_rules('User-agent: *...')          a table function, for
**                                                  constant arguments
**   SELECT unnest(robots_rules(txt), recursive := true) FROM files
**                                                  a scalar returning a LIST
**                                                  of STRUCTs, one per row of
**                                                  the table, for columns
**
** DuckDB's C API has no lateral table functions; the LIST form is what a
** query over a table of documents uses.  Start at ddbTabRegister.
*/
#ifndef ROBOTS_DDB_TVF_H
#define ROBOTS_DDB_TVF_H

#include "ddb_util.h"

/* Column types. */
#define DDB_T_INT  0          /* BIGINT */
#define DDB_T_REAL 1          /* DOUBLE */
#define DDB_T_TEXT 2          /* VARCHAR */
#define DDB_T_BOOL 3          /* BOOLEAN */

/* One value of a row, as xColumn gives it. */
#define DDB_V_NULL  0
#define DDB_V_INT   1         /* i (for DDB_T_INT, DDB_T_BOOL; as text too) */
#define DDB_V_REAL  2         /* r */
#define DDB_V_TEXT  3         /* s */
typedef struct DdbVal {
  int e;
  int64_t i;
  double r;
  Span s;
} DdbVal;

typedef struct DdbColDef {
  const char *zName;
  int eType;
} DdbColDef;

/* Size of the message buffer the callbacks write errors to. */
#define DDB_ERR_MAX 300

typedef struct DdbTabDef {
  const char *zName;
  const char *azArg[2];      /* argument names, for errors */
  int nMin, nMax;            /* arguments: the first nMin are required */
  const DdbColDef *aCol;
  int nCol;
  size_t szCur;              /* bytes of cursor state, zeroed before xStart */
  /* Start over aArg[0..nArg) (a NULL argument: z==NULL; a required one
  ** never is).  The bytes stay valid until xEnd.  0, or -1 with zErr set
  ** ("argument x ..." without the function's name). */
  int (*xStart)(void *pCur, const Span *aArg, int nArg, char *zErr);
  /* The next row: 1, 0 at the end, -1 with zErr set. */
  int (*xNext)(void *pCur, char *zErr);
  /* Column iCol of the current row into *pV: 0, or -1 (out of memory). */
  int (*xColumn)(void *pCur, int iCol, DdbVal *pV);
  /* Release what xStart and xNext took (also after a failed xStart). */
  void (*xEnd)(void *pCur);
} DdbTabDef;

/* Values for xColumn: a span (NULL when z is NULL), an integer, a static
** NUL-terminated text (NULL when z is NULL). */
static inline void ddbText(DdbVal *v, Span s){
  v->e = s.z ? DDB_V_TEXT : DDB_V_NULL;
  v->s = s;
}
static inline void ddbInt(DdbVal *v, int64_t i){ v->e = DDB_V_INT; v->i = i; }
static inline void ddbStatic(DdbVal *v, const char *z){
  size_t n = 0;
  if( z==NULL ){ v->e = DDB_V_NULL; return; }
  while( z[n] ) n++;
  v->e = DDB_V_TEXT;
  v->s.z = z;
  v->s.n = n;
}
/* Register *p as a table function and as a LIST-of-STRUCT scalar: 0 or
** -1. */
int ddbTabRegister(duckdb_connection con, const DdbTabDef *p);

/* Register the tables of each file (ddb_tables.c, ddb_tables2.c). */
int ddbRobotsTablesRegister(duckdb_connection con);
int ddbReadTablesRegister(duckdb_connection con);

#endif /* ROBOTS_DDB_TVF_H */
