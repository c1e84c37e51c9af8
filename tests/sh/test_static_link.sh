#!/bin/sh
# Static linking: compile every ext/*/*.c of dist/robots into a C program with -DSQLITE_CORE,
# register with sqlite3_robots_init() and call a function of each area.
cd "$(dirname "$0")/../.." || exit 1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/main.c" <<'C'
#include <sqlite3.h>
#include <stdio.h>
int sqlite3_robots_init(sqlite3*, char**, const void*);
int main(void){
  sqlite3 *db; sqlite3_stmt *st; int rc;
  sqlite3_open(":memory:", &db);
  if( sqlite3_robots_init(db, 0, 0)!=SQLITE_OK ){ puts("FAIL static_link_init"); return 1; }
  puts("ok static_link_init");
  rc = sqlite3_prepare_v2(db, "select robots_allowed('User-agent: *\nDisallow: /x', 'a', '/x'),"
       " robots_version()", -1, &st, 0);
  if( rc==SQLITE_OK && sqlite3_step(st)==SQLITE_ROW && sqlite3_column_int(st, 0)==0 ){
    printf("ok static_link_robots_allowed %s\n", sqlite3_column_text(st, 1));
  }else{
    printf("FAIL static_link_robots_allowed: %s\n", sqlite3_errmsg(db));
  }
  sqlite3_finalize(st);
  sqlite3_close(db);
  return 0;
}
C
# dist/robots's sources: not the fetching code (dist/robots_fetch, libcurl)
# nor the PostgreSQL and DuckDB bindings
src=$(ls ext/*/*.c | grep -v -e '^ext/fetch/' -e '^ext/sqlite/sql_fetch\.c$' -e '^ext/postgres/' -e '^ext/duckdb/')
# shellcheck disable=SC2086
if ${CC:-cc} -O1 -DSQLITE_CORE -Iext -o "$tmp/app" "$tmp/main.c" $src -lsqlite3 -lz -lm \
     >"$tmp/log" 2>&1; then
  echo "ok static_link_compiles"
  "$tmp/app"
else
  echo "FAIL static_link_compiles"; head -20 "$tmp/log"
fi
