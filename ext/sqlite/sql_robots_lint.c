/*
** sql_robots_lint.c: the table-valued function robots_lint(txt), one row per
** problem found in a robots.txt: line, severity, code, message.  A thin
** TvfModule (sql_tvf.h) over the pull linter of robots_lint.c; each xNext
** asks the linter for its next problem, so the rows stream.
**
**   SELECT line, severity, code, message FROM robots_lint(readfile('r.txt'));
*/
#include "sql_ext.h"
#include "sql_tvf.h"
#include "../robots/robots_lint.h"
SQLITE_EXTENSION_INIT3

typedef struct SqlRobotsLintCur {
  RobotsLinter *pLint;
  RobotsProblem prob;     /* the current row */
} SqlRobotsLintCur;

static int sqlRobotsLintStart(void *pCur, void *pAux, sqlite3_value **apArg,
                              char **pzErr){
  SqlRobotsLintCur *c = (SqlRobotsLintCur*)pCur;
  Span txt;
  (void)pAux;
  if( sqlValueBytes(apArg[0], "robots_lint", "txt", &txt, pzErr)
        ==SQL_ARG_ERROR ) return SQLITE_ERROR;
  c->pLint = robotsLintOpen(txt.z, txt.n, &sqlAlloc);
  return c->pLint ? SQLITE_OK : SQLITE_NOMEM;
}

static int sqlRobotsLintNext(void *pCur, int *pEof, char **pzErr){
  SqlRobotsLintCur *c = (SqlRobotsLintCur*)pCur;
  int rc = robotsLintNext(c->pLint, &c->prob);
  (void)pzErr;
  if( rc<0 ) return SQLITE_NOMEM;
  *pEof = rc==0;
  return SQLITE_OK;
}

static int sqlRobotsLintColumn(void *pCur, sqlite3_context *ctx, int iCol){
  SqlRobotsLintCur *c = (SqlRobotsLintCur*)pCur;
  const RobotsProblem *p = &c->prob;
  switch( iCol ){
    case 0: sqlite3_result_int(ctx, p->iLine); break;
    case 1: sqlite3_result_text(ctx, p->zSeverity, -1, SQLITE_STATIC); break;
    case 2: sqlite3_result_text(ctx, p->zCode, -1, SQLITE_STATIC); break;
    default: sqlResultSpan(ctx, p->zMsg, p->nMsg); break;
  }
  return SQLITE_OK;
}

static void sqlRobotsLintReset(void *pCur){
  SqlRobotsLintCur *c = (SqlRobotsLintCur*)pCur;
  robotsLintClose(c->pLint);
}

static const TvfModule robotsLintModule = {
  "robots_lint",
  "CREATE TABLE x(line INTEGER, severity TEXT, code TEXT, message TEXT,"
  " txt HIDDEN)",
  1, 1, sizeof(SqlRobotsLintCur), sqlRobotsLintStart, sqlRobotsLintNext,
  sqlRobotsLintColumn, sqlRobotsLintReset, 0
};

/* Register robots_lint on db. */
int sqlRobotsLintRegister(sqlite3 *db){
  return tvfRegister(db, &robotsLintModule, NULL);
}
