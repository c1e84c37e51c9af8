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
# dist/robots's sources: the engine's folders (ext/folders.mk) and the
# SQLite binding; not the fetching code (dist/robots_fetch, libcurl) nor the
# PostgreSQL binding
src=$(for d in $(sed -n 's/^ENGINE_FOLDERS[ \t]*:=[ \t]*//p' ext/folders.mk) sqlite; do
        ls ext/$d/*.c; done | grep -v '^ext/sqlite/sql_fetch\.c$')
# shellcheck disable=SC2086
if ${CC:-cc} -O1 -DSQLITE_CORE -Iext -o "$tmp/app" "$tmp/main.c" $src -lsqlite3 -lz -lm -lcrypto \
     >"$tmp/log" 2>&1; then
  echo "ok static_link_compiles"
  "$tmp/app"
else
  echo "FAIL static_link_compiles"; head -20 "$tmp/log"
fi

# README's "C, linked statically" commands, run as written (in a folder
# holding app.c and a dist/ that is this checkout's): they must build and run.
make -s amalgamation >/dev/null 2>&1 || { echo "FAIL static_link_readme: make amalgamation"; exit 0; }
cmd=$(awk '/^\*\*C, linked statically\.\*\*/ { on = 1 }
           on && /^```sh$/ { sh = 1; next }
           sh && /^```$/ { exit }
           sh && /^cc / { print }' README.md)
mkdir "$tmp/readme" && cp "$tmp/main.c" "$tmp/readme/app.c" && ln -s "$PWD/dist" "$tmp/readme/dist"
if [ -z "$cmd" ]; then
  echo "FAIL static_link_readme: no cc command in README's 'C, linked statically'"
elif (cd "$tmp/readme" && eval "$cmd") >"$tmp/log" 2>&1 \
     && "$tmp/readme/app" | grep -q '^ok static_link_robots_allowed'; then
  echo "ok static_link_readme_command_builds_and_runs"
else
  echo "FAIL static_link_readme_command_builds_and_runs: $cmd"; head -5 "$tmp/log"
fi
