#!/bin/sh
# The amalgamation (`make amalgamation`): dist/sqlite-robots.c holds every
# source and header of ext/ once and no project include, and with only it
# and dist/sqlite-robots.h in an empty directory it compiles warning-free
# (-Wall -Wextra -Wshadow -Wconversion -Werror, with cc and with clang when
# present) into a program linked against SQLite and zlib that runs a query,
# and into a loadable extension that the sqlite3 shell loads, exports only
# sqlite3_robots_init, and answers every tests/sql file as dist/robots.so
# does; MinGW compiles it into a Windows DLL warning-free too.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
CC=${CC:-cc}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
warn="-Wall -Wextra -Wshadow -Wconversion -Werror"

if ! make -s amalgamation >"$tmp/log" 2>&1; then
  echo "FAIL amalgamation_builds:"; sed 's/^/    /' "$tmp/log" | head -10; exit 0
fi
echo "ok amalgamation_builds"
amal=dist/sqlite-robots.c

# Every file of the SQLite extension's folders once, between its banners
# (another binding's folder, ext/postgres, and the fetching extension are
# products of their own; SQLite's own headers vendored in ext/vendor/ are
# left to the SQLite the amalgamation goes with).
# The engine's folders come from ext/folders.mk.
missing=""
for f in $(for d in $(sed -n 's/^ENGINE_FOLDERS[ \t]*:=[ \t]*//p' ext/folders.mk); do
             ls ext/$d/*.[ch]; done) \
         $(ls ext/sqlite/*.[ch] | grep -v '^ext/sqlite/sql_fetch\.c$' \
           | grep -v '^ext/sqlite/sqlite3\(ext\)\{0,1\}\.h$'); do
  n=$(grep -c "^/\*\*\*\*\*\*\*\*\*\*\*\*\*\* Begin file $f \*" "$amal")
  [ "$n" = 1 ] || missing="$missing $f($n)"
done
if [ -z "$missing" ]; then echo "ok amalgamation_holds_every_file_once"
else echo "FAIL amalgamation_holds_every_file_once:$missing"; fi
if grep -n '^[ 	]*#[ 	]*include[ 	]*"' "$amal" >"$tmp/projinc"; then
  echo "FAIL amalgamation_has_no_project_include: $(head -1 "$tmp/projinc")"
else
  echo "ok amalgamation_has_no_project_include"
fi
if cmp -s dist/sqlite-robots.h ext/sqlite/sqlite-robots.h; then
  echo "ok amalgamation_header_is_the_public_header"
else
  echo "FAIL amalgamation_header_is_the_public_header"
fi

# An empty directory with the two files and a program.
mkdir "$tmp/app" && cp dist/sqlite-robots.c dist/sqlite-robots.h "$tmp/app/" || exit 1
cat >"$tmp/app/main.c" <<'C'
#include <stdio.h>
#include "sqlite-robots.h"
int main(void){
  sqlite3 *db; sqlite3_stmt *st;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK
   || sqlite3_robots_init(db, 0, 0)!=SQLITE_OK ) return 1;
  if( sqlite3_prepare_v2(db, "select robots_allowed("
        "'User-agent: *' || char(10) || 'Disallow: /private', 'Googlebot',"
        " 'https://example.com/private/x'), robots_version()", -1, &st, 0)
      !=SQLITE_OK || sqlite3_step(st)!=SQLITE_ROW ){
    printf("error: %s\n", sqlite3_errmsg(db)); return 1;
  }
  printf("%d %s %s\n", sqlite3_column_int(st, 0),
         (const char*)sqlite3_column_text(st, 1), SQLITE_ROBOTS_VERSION);
  sqlite3_finalize(st);
  sqlite3_close(db);
  return 0;
}
C
version=$(make -s version)
compilers=$CC
command -v clang >/dev/null 2>&1 && [ "$CC" != clang ] && compilers="$compilers clang"
for c in $compilers; do
  name=$(basename "$c")
  if (cd "$tmp/app" && $c -O1 $warn -DSQLITE_CORE -o app main.c sqlite-robots.c \
        -lsqlite3 -lz -lm) >"$tmp/log" 2>&1; then
    echo "ok amalgamation_program_compiles_warning_free_$name"
    out=$("$tmp/app/app" 2>&1)
    if [ "$out" = "0 $version $version" ]; then
      echo "ok amalgamation_program_runs_robots_allowed_$name"
    else
      echo "FAIL amalgamation_program_runs_robots_allowed_$name: got '$out'"
    fi
  else
    echo "FAIL amalgamation_program_compiles_warning_free_$name:"
    sed 's/^/    /' "$tmp/log" | head -10
  fi
done

# A loadable extension from the same two files, with libcrypto (so that
# crawler_signature answers as dist/robots does).
if (cd "$tmp/app" && $CC -O2 $warn -fPIC -shared -fvisibility=hidden \
      -DROBOTS_WITH_CRYPTO -o robots.so sqlite-robots.c -lz -lm -lcrypto) >"$tmp/log" 2>&1; then
  echo "ok amalgamation_loadable_compiles_warning_free"
else
  echo "FAIL amalgamation_loadable_compiles_warning_free:"
  sed 's/^/    /' "$tmp/log" | head -10; exit 0
fi
out=$("$SQLITE3" -batch :memory: -cmd ".load $tmp/app/robots" \
      "select robots_allowed('User-agent: *' || char(10) || 'Disallow: /p', 'a', '/p/1'), robots_version();" 2>&1)
if [ "$out" = "0|$version" ]; then echo "ok amalgamation_loadable_loads_in_sqlite3"
else echo "FAIL amalgamation_loadable_loads_in_sqlite3: got '$out'"; fi
syms=$(nm -D --defined-only "$tmp/app/robots.so" | awk '{print $NF}' | tr '\n' ' ')
if [ "$syms" = "sqlite3_robots_init " ]; then echo "ok amalgamation_loadable_exports_only_init"
else echo "FAIL amalgamation_loadable_exports_only_init: $syms"; fi

# Without -DROBOTS_WITH_CRYPTO the file needs no libcrypto, and
# crawler_signature refuses every call.
mkdir -p "$tmp/app/nocrypto" || exit 1
if (cd "$tmp/app" && $CC -O1 $warn -fPIC -shared -fvisibility=hidden \
      -o nocrypto/robots.so sqlite-robots.c -lz -lm) >"$tmp/log" 2>&1; then
  out=$("$SQLITE3" -batch :memory: -cmd ".load $tmp/app/nocrypto/robots" \
        "select crawler_signature('GET', 'https://e/', '{}', '{\"keys\":[]}');" 2>&1)
  case $out in
    *"crawler_signature(): built without libcrypto"*)
      echo "ok amalgamation_without_libcrypto_refuses_signatures" ;;
    *) echo "FAIL amalgamation_without_libcrypto_refuses_signatures: got '$out'" ;;
  esac
  if nm -D "$tmp/app/nocrypto/robots.so" | grep -q EVP_; then
    echo "FAIL amalgamation_without_libcrypto_links_none: EVP_ symbols"
  else
    echo "ok amalgamation_without_libcrypto_links_none"
  fi
else
  echo "FAIL amalgamation_without_libcrypto_refuses_signatures:"
  sed 's/^/    /' "$tmp/log" | head -10
fi

# Windows: the same file cross-compiles warning-free into a DLL with MinGW
# (SQLite's headers from the host, as tests/cross/mingw.sh takes them).
MINGW_CC=${MINGW_CC:-x86_64-w64-mingw32-gcc}
if command -v "$MINGW_CC" >/dev/null 2>&1 \
   && printf '#include <zlib.h>\n' | "$MINGW_CC" -E -x c - >/dev/null 2>&1; then
  mkdir "$tmp/winc" || exit 1
  for h in sqlite3.h sqlite3ext.h; do
    f=$(printf '#include <%s>\n' "$h" | $CC -M -x c - 2>/dev/null \
        | tr ' \\' '\n\n' | grep "/$h\$" | head -1)
    cp "$f" "$tmp/winc/" || exit 1
  done
  if (cd "$tmp/app" && "$MINGW_CC" -O2 $warn -I"$tmp/winc" -shared -o robots.dll \
        sqlite-robots.c -Wl,-Bstatic -lz -Wl,-Bdynamic) >"$tmp/log" 2>&1; then
    echo "ok amalgamation_mingw_dll_compiles_warning_free"
  else
    echo "FAIL amalgamation_mingw_dll_compiles_warning_free:"
    sed 's/^/    /' "$tmp/log" | head -10
  fi
else
  echo "SKIP amalgamation_mingw_dll_compiles_warning_free: MinGW missing (sudo apt-get install -y gcc-mingw-w64-x86-64 libz-mingw-w64-dev)"
fi

# The same answers as the library built from the separate files (its
# output kept by tests/run.sh in $ROBOTS_SQL_OUT, else run here).
differ=""
for t in tests/sql/*.sql; do
  saved=${ROBOTS_SQL_OUT:+$ROBOTS_SQL_OUT/$(basename "$t" .sql).out}
  if [ -n "$saved" ] && [ -f "$saved" ]; then cp "$saved" "$tmp/a"
  else "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' <"$t" >"$tmp/a" 2>&1; fi
  "$SQLITE3" -batch -bail :memory: -cmd ".load $tmp/app/robots" <"$t" >"$tmp/b" 2>&1
  cmp -s "$tmp/a" "$tmp/b" || differ="$differ $t"
done
if [ -z "$differ" ]; then echo "ok amalgamation_answers_the_sql_tests_as_the_build"
else echo "FAIL amalgamation_answers_the_sql_tests_as_the_build:$differ"; fi
