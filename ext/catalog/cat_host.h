/*
** cat_host.h: what every host does alike when it adapts the catalog, so
** that no binding decides it: which types of value an argument's kind
** takes, which type of value a result's kind is, how a failed call is
** reported (its class and words: catFailure; its text: catMessage), a
** table function's rows for a host that takes them all at once
** (catTableRows), text for a host whose text is UTF-8 without NUL, and how
** a host that declares each function (PostgreSQL's install script)
** declares it: offered or not, immutable, strict, one declaration with
** defaults, the SQL types of a kind.  Start at catKindTakes.
*/
#ifndef ROBOTS_CAT_HOST_H
#define ROBOTS_CAT_HOST_H

#include "catalog.h"

/* 1 when a host value of type eType, one of CAT_V_* (a host's integer
** types are CAT_V_INT, its floating point and decimal types CAT_V_REAL,
** its timestamps CAT_V_TIME, its dates CAT_V_DATE), may be given for an
** argument of kind eKind, else 0 (the host refuses the call, naming the
** type).  Text, bytes and NULL go to every kind; integers to CAT_INT,
** CAT_NUMBER and CAT_TIME; other numbers to CAT_INT and CAT_NUMBER;
** timestamps and dates to CAT_TIME and CAT_DATETIME. */
int catKindTakes(int eKind, int eType);

/* The type of value a result or column of kind eKind is written as:
** CAT_V_INT (CAT_INT, CAT_INT32, CAT_BOOL), CAT_V_REAL (CAT_REAL,
** CAT_NUMBER), CAT_V_BLOB (CAT_BLOB), else CAT_V_TEXT. */
int catKindValue(int eKind);

/* The message of result code rc of call c into z[0..nz) (NUL-terminated):
** "name(): <c->err>" for a refusal, "name(): interrupted", "name(): out of
** memory" (also for a refusal whose message could not be written); name is
** zName, the name the host registered (a file reader's), or when NULL the
** function's own. */
void catMessage(const CatCtx *c, const char *zName, int rc, char *z, size_t nz);

/* Classes of a failed call beyond a refusal's (CAT_ERR_VALUE ..
** CAT_ERR_WINDOW, catalog.h), in the order a host's table of error codes
** follows. */
#define CAT_ERR_NOMEM   4    /* out of memory */
#define CAT_ERR_STOPPED 5    /* the host's stop hook said stop */

/* After a call on c returned rc (not CAT_OK): its class (CAT_ERR_*) and
** its message, the text after "name(): " ("interrupted", "out of memory",
** "result too large" or the refusal's, in c->err), into *pMsg (valid while
** c is).  c->zHint may add advice.  catMessage words a failure with it. */
int catFailure(const CatCtx *c, int rc, Span *pMsg);

/* Every row of table function c->pFunc over the arguments: none when a
** CAT_NULL_RESULT argument is NULL; else the cursor (allocated with c->pA)
** is opened, and each row's columns (nCol values, valid during the call)
** handed to xRow, the stop hook asked before each row.  CAT_OK, an error
** code, or xRow's nonzero return. */
int catTableRows(CatCtx *c, const CatValue *aArg, int nArg,
                 int (*xRow)(void *pArg, const CatValue *aCol, int nCol),
                 void *pArg);

/* s as text for a host whose text is UTF-8 without NUL (PostgreSQL): s
** itself when it is that, else a copy (allocated with pA) with U+FFFD in
** place of each byte that is neither: CAT_OK with *pOut, or CAT_NOMEM. */
int catTextClean(const CoreAlloc *pA, Span s, Span *pOut);

/* ---- Declaring a function in a host ------------------------------------ */

/* 1 when the host mHostNo (CAT_NO_PG, CAT_NO_DUCKDB) offers f in
** dist/robots's list (not a CAT_FETCH function). */
int catOffered(const CatFunc *f, unsigned mHostNo);

/* 1 when f's answer depends on its arguments alone in a host without the
** user tables (robots_crawlers, robots_crawler_ranges: PostgreSQL): pure,
** or not pure only because it reads those tables. */
int catPureWithoutTables(const CatFunc *f);

/* 1 when a NULL in any of the first n arguments of f gives NULL (SQL's
** STRICT). */
int catStrict(const CatFunc *f, int n);

/* 1 when f has optional arguments and each takes NULL as a value: one
** declaration, those arguments DEFAULT NULL (else one per count). */
int catDefaults(const CatFunc *f);

/* The SQL types an argument of kind eKind takes in PostgreSQL, in the
** order of its overloads (a document: text, bytea; a time: text, bigint,
** timestamptz; JSON: text, jsonb; a W3C datetime: text, timestamptz,
** date): how many, into az[0..3). */
int catKindTypes(int eKind, const char **az);

#endif /* ROBOTS_CAT_HOST_H */
