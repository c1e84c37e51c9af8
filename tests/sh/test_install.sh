#!/bin/sh
# make install / make uninstall, both ways a user runs them: staged with
# DESTDIR (PREFIX=/opt/sqlite-robots, as a package build does) and straight
# into a PREFIX.  Each installs exactly the loadable extension(s) under
# lib/sqlite3, the header, the static library and the pkg-config file; the
# installed extension loads in sqlite3 and in Python; pkg-config's flags
# build a program from the installed header and static library, which runs
# a query and whose own global names cannot clash with the engine's; make
# uninstall leaves no file behind.  The Python and pkg-config checks SKIP
# when those are missing.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
CC=${CC:-cc}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
version=$(make -s version)

# The files an install writes under PREFIX, sorted; robots_fetch.so only
# when dist/robots_fetch.so has been built.
expected() {
  { echo "$1/include/sqlite-robots.h"; echo "$1/lib/libsqlite-robots.a"
    echo "$1/lib/pkgconfig/sqlite-robots.pc"; echo "$1/lib/sqlite3/robots.so"
    [ -f dist/robots_fetch.so ] && echo "$1/lib/sqlite3/robots_fetch.so"
  } | sort
}

# A program that registers the extension and defines, as its own global, a
# name that the engine defines too.
clash=$(nm --defined-only dist/static/sqlite-robots.o 2>/dev/null \
        | awk '$2=="T" && $3!="sqlite3_robots_init" {print $3; exit}')
[ -n "$clash" ] || clash=unused_name
cat >"$tmp/main.c" <<C
#include <stdio.h>
#include <sqlite-robots.h>
int $clash(void);
int $clash(void){ return 7; }   /* also defined inside the engine */
int main(void){
  sqlite3 *db; sqlite3_stmt *st;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK
   || sqlite3_robots_init(db, 0, 0)!=SQLITE_OK ) return 1;
  if( sqlite3_prepare_v2(db, "select robots_allowed('User-agent: *' ||"
        " char(10) || 'Disallow: /p', 'bot', '/p/1'), robots_version()",
        -1, &st, 0)!=SQLITE_OK || sqlite3_step(st)!=SQLITE_ROW ) return 1;
  printf("%d %s %d\n", sqlite3_column_int(st, 0),
         (const char*)sqlite3_column_text(st, 1), $clash());
  sqlite3_finalize(st);
  sqlite3_close(db);
  return 0;
}
C

# check_route NAME PREFIX ROOT [make variables...]: install, check, uninstall.
# ROOT is where PREFIX lands on disk (DESTDIR, or empty).
check_route() {
  name=$1 prefix=$2 root=$3; shift 3
  if ! make -s install PREFIX="$prefix" "$@" >"$tmp/log" 2>&1; then
    echo "FAIL install_${name}_runs:"; sed 's/^/    /' "$tmp/log" | head -10; return
  fi
  echo "ok install_${name}_runs"
  dir=$root$prefix
  find "$tmp/$name" -type f | sed "s#^$dir##" | sort >"$tmp/got"
  expected "" >"$tmp/want"
  if cmp -s "$tmp/got" "$tmp/want"; then echo "ok install_${name}_writes_exactly_its_files"
  else echo "FAIL install_${name}_writes_exactly_its_files:"; diff "$tmp/want" "$tmp/got" | sed 's/^/    /'; fi
  out=$("$SQLITE3" -batch :memory: -cmd ".load $dir/lib/sqlite3/robots" \
        "select robots_version();" 2>&1)
  if [ "$out" = "$version" ]; then echo "ok install_${name}_extension_loads"
  else echo "FAIL install_${name}_extension_loads: got '$out'"; fi
  if /usr/bin/python3 -c 'import sqlite3; sqlite3.connect(":memory:").enable_load_extension(True)' 2>/dev/null; then
    out=$(/usr/bin/python3 -c 'import sqlite3, sys
db = sqlite3.connect(":memory:"); db.enable_load_extension(True)
db.load_extension(sys.argv[1]); print(db.execute("select robots_version()").fetchone()[0])' \
          "$dir/lib/sqlite3/robots" 2>&1)
    if [ "$out" = "$version" ]; then echo "ok install_${name}_extension_loads_in_python"
    else echo "FAIL install_${name}_extension_loads_in_python: got '$out'"; fi
  else
    echo "SKIP install_${name}_extension_loads_in_python: no python3 with enable_load_extension (sudo apt-get install -y python3)"
  fi
  if command -v pkg-config >/dev/null 2>&1; then
    if [ -n "$root" ]; then PKG_CONFIG_SYSROOT_DIR=$root; export PKG_CONFIG_SYSROOT_DIR; fi
    PKG_CONFIG_PATH=$dir/lib/pkgconfig; export PKG_CONFIG_PATH
    flags=$(pkg-config --cflags --libs sqlite-robots 2>&1 | sed 's/ *$//')
    mod=$(pkg-config --modversion sqlite-robots 2>&1)
    unset PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
    if [ "$mod" = "$version" ] && [ "$flags" = "-I$dir/include -L$dir/lib -lsqlite-robots -lsqlite3 -lz -lm" ]; then
      echo "ok install_${name}_pkg_config_flags"
    else
      echo "FAIL install_${name}_pkg_config_flags: '$mod' '$flags'"
    fi
    # shellcheck disable=SC2086
    if $CC -O1 -Wall -Wextra -o "$tmp/app" "$tmp/main.c" $flags >"$tmp/log" 2>&1; then
      out=$("$tmp/app" 2>&1)
      if [ "$out" = "0 $version 7" ]; then echo "ok install_${name}_program_links_static_library"
      else echo "FAIL install_${name}_program_links_static_library: got '$out'"; fi
    else
      echo "FAIL install_${name}_program_links_static_library:"; sed 's/^/    /' "$tmp/log" | head -10
    fi
  else
    echo "SKIP install_${name}_pkg_config: pkg-config missing (sudo apt-get install -y pkg-config)"
  fi
  if make -s uninstall PREFIX="$prefix" "$@" >"$tmp/log" 2>&1 \
     && [ -z "$(find "$tmp/$name" -type f)" ] && [ ! -d "$dir/lib/sqlite3" ]; then
    echo "ok install_${name}_uninstall_leaves_no_file"
  else
    echo "FAIL install_${name}_uninstall_leaves_no_file:"
    { cat "$tmp/log"; find "$tmp/$name" -type f; } | sed 's/^/    /' | head -10
  fi
}

check_route destdir /opt/sqlite-robots "$tmp/destdir" DESTDIR="$tmp/destdir"
check_route prefix "$tmp/prefix" ""

# The static library's only global symbol is the entry point.
syms=$(nm --defined-only --extern-only dist/libsqlite-robots.a | awk 'NF==3 {print $3}' | tr '\n' ' ')
if [ "$syms" = "sqlite3_robots_init " ]; then echo "ok install_static_library_defines_only_init"
else echo "FAIL install_static_library_defines_only_init: $syms"; fi
