/*
** sql_tvf.h: one eponymous virtual-table module that every table-valued
** function of the extension is built on.  A function describes itself with a
** TvfModule (schema, hidden argument columns, callbacks over its own cursor
** state) and registers with tvfRegister; this file does the xBestIndex /
** xFilter plumbing, NULL handling and rowids once for all of them.
**
**   static const TvfModule robotsRulesModule = {
**     "robots_rules",
**     "CREATE TABLE x(group_id, agent, rule, path, line, txt HIDDEN, a HIDDEN)",
**     2, 1, sizeof(RulesCursor), rulesStart, rulesNext, rulesColumn, rulesReset,
**     0
**   };
**
** Argument values handed to xStart stay valid until xReset: SQLite keeps the
** registers of a virtual table's arguments for the whole scan (see
** sqlite3 wherecode.c, "These registers need to be preserved"), so a module
** may point into them instead of copying a large document.
*/
#ifndef ROBOTS_SQL_TVF_H
#define ROBOTS_SQL_TVF_H

#include "sql_util.h"

typedef struct TvfModule TvfModule;
struct TvfModule {
  const char *zName;     /* SQL name, e.g. "robots_rules" */
  const char *zSchema;   /* CREATE TABLE x(...): the nArg HIDDEN columns last */
  int nArg;              /* number of HIDDEN argument columns (<= 8) */
  int nRequired;         /* the first nRequired arguments must be given */
  size_t szCursor;       /* bytes of cursor state; zeroed before xStart */

  /* Start a scan.  apArg[i] is NULL for an argument not given; a required
  ** argument that is SQL NULL never gets here (no rows).  pAux is the
  ** pointer given to tvfRegister.  Return SQLITE_OK or an error code with
  ** *pzErr from sqlite3_mprintf. */
  int (*xStart)(void *pCur, void *pAux, sqlite3_value **apArg, char **pzErr);

  /* Advance to the next row (the first call comes right after xStart) and
  ** set *pEof=1 when there is none. */
  int (*xNext)(void *pCur, int *pEof, char **pzErr);

  /* Set the result for visible column iCol of the current row. */
  int (*xColumn)(void *pCur, sqlite3_context *ctx, int iCol);

  /* Release what xStart/xNext acquired.  Called before every restart and at
  ** close, also after a failed xStart; the state is zeroed afterwards. */
  void (*xReset)(void *pCur);

  /* Bit i set: xColumn answers argument i's HIDDEN column, as column
  ** (visible columns + i), e.g. a URL shown without its password (CAT_SHOWN_ARG); clear:
  ** the argument as given. */
  unsigned mOwnArgs;
};

/* Register pMod as an eponymous table-valued function on db. */
int tvfRegister(sqlite3 *db, const TvfModule *pMod, void *pAux);

/* tvfRegister with a destructor for pAux, called when the module goes away
** (also when registration fails). */
int tvfRegisterV2(sqlite3 *db, const TvfModule *pMod, void *pAux,
                  void (*xDestroyAux)(void*));

/* tvfRegisterV2 for a table that reaches the network or the file system:
** SQLITE_VTAB_DIRECTONLY, so a view, trigger or schema cannot use it. */
int tvfRegisterDirectOnlyV2(sqlite3 *db, const TvfModule *pMod, void *pAux,
                            void (*xDestroyAux)(void*));

#endif /* ROBOTS_SQL_TVF_H */
