/*
** cat_host.h: what every host does alike when it adapts the catalog, so
** that no binding decides it: which types of value an argument's kind
** takes, which type of value a result's kind is, and the text of a result
** code ("name(): message").  Start at catKindTakes.
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

#endif /* ROBOTS_CAT_HOST_H */
