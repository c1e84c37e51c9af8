/*
** sqlite-robots.h: the public interface of sqlite-robots, a SQLite extension
** for robots.txt (as Google's parser reads it), meta robots / X-Robots-Tag
** and sitemaps.  The version below repeats the engine's (ext/catalog/
** catalog.h), which robots_version() returns; make stops when they differ.
**
** As a loadable extension nothing here is needed:
**     .load /usr/local/lib/sqlite3/robots
** Linked into a program (libsqlite-robots.a, or sqlite-robots.c compiled
** with -DSQLITE_CORE), register it on one connection:
**     sqlite3_robots_init(db, 0, 0);
** or on every connection opened afterwards:
**     sqlite3_auto_extension((void(*)(void))sqlite3_robots_init);
*/
#ifndef SQLITE_ROBOTS_H
#define SQLITE_ROBOTS_H

#include <sqlite3.h>

#define SQLITE_ROBOTS_VERSION "0.1.0"

#ifdef __cplusplus
extern "C" {
#endif

/* Register every function and table of the extension on db.  Returns an
** SQLite result code; pzErrMsg and pApi may be 0 when linked statically. */
int sqlite3_robots_init(sqlite3 *db, char **pzErrMsg,
                        const sqlite3_api_routines *pApi);

#ifdef __cplusplus
}
#endif

#endif /* SQLITE_ROBOTS_H */
