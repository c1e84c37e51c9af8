#!/bin/sh
# tests/cross/wine.sh: the Windows build, run (`make wine-test`).  Builds
# dist/mingw/robots.dll (tests/cross/mingw.sh), cross-builds every C test
# (tests/c/test_*.c) against the same MinGW engine objects, and runs them
# under wine in a fresh WINEPREFIX (a temporary directory, removed at the
# end), from the repository root, so tests/data and $ROBOTS_DATA resolve as
# they do natively.  load_dll.exe then loads robots.dll as SQLite would,
# and sql_runner.exe, built with SQLite's amalgamation (SKIP without it:
# tests/cross/sqlite_amalgamation.sh), runs the SQL tests through it.
# Prints "ok wine_NAME (N checks)" or "FAIL wine_NAME: why" per program.
# Exit 0 all passed, 1 a failure, 2 a prerequisite is missing (the message
# says which packages to install).
cd "$(dirname "$0")/../.." || exit 1
MINGW_CC=${MINGW_CC:-x86_64-w64-mingw32-gcc}
WINE=${WINE:-wine}
ROBOTS_DATA=${ROBOTS_DATA:-../shared/data}
export ROBOTS_DATA
if ! command -v "$WINE" >/dev/null 2>&1; then
  echo "wine: $WINE is missing; install it with:" >&2
  echo "  sudo apt-get install -y wine wine64" >&2
  exit 2
fi
tmp=$(mktemp -d) || exit 1
WINEPREFIX=$tmp/prefix WINEARCH=win64 WINEDEBUG=-all
export WINEPREFIX WINEARCH WINEDEBUG
# Stop this prefix's wineserver (started by the first program) before
# removing the prefix.
trap 'wineserver -k >/dev/null 2>&1; rm -rf "$tmp"' EXIT
# Create the prefix before the first test (a program started while wine is
# still building the prefix may die with nothing printed on a loaded
# machine).
timeout 300 "$WINE" wineboot --init >/dev/null 2>&1
timeout 300 wineserver -w >/dev/null 2>&1

sh tests/cross/mingw.sh >"$tmp/log" 2>&1; rc=$?
if [ $rc -ne 0 ]; then cat "$tmp/log" >&2; exit $rc; fi

# The engine's objects: its folders, from ext/folders.mk.
engine=""
for c in $(for d in $(sed -n 's/^ENGINE_FOLDERS[ \t]*:=[ \t]*//p' ext/folders.mk); do
             ls ext/$d/*.c; done); do
  engine="$engine dist/mingw/obj/$(basename "$c" .c).o"
done
bin=dist/mingw/tests
mkdir -p "$bin" || exit 1
status=0
build() {  # build NAME SOURCE [LINK FLAGS...]: $bin/NAME.exe
  n=$1 src=$2; shift 2
  if ! "$MINGW_CC" -O2 -Wall -Wextra -Iext -o "$bin/$n.exe" "$src" "$@" \
       >"$tmp/cc" 2>&1; then
    echo "FAIL wine_$n: cross-build failed"; sed 's/^/    /' "$tmp/cc" | head -10
    status=1; return 1
  fi
}

for t in tests/c/test_*.c; do
  n=$(basename "$t" .c)
  # shellcheck disable=SC2086
  build "$n" "$t" $engine -Wl,-Bstatic -lz -Wl,-Bdynamic || continue
  timeout 600 "$WINE" "$bin/$n.exe" >"$tmp/out" 2>"$tmp/err"; rc=$?
  if [ $rc -ne 0 ] && [ ! -s "$tmp/out" ]; then    # wine did not start it: once more
    timeout 600 "$WINE" "$bin/$n.exe" >"$tmp/out" 2>"$tmp/err"; rc=$?
  fi
  nok=$(grep -c '^ok ' "$tmp/out"); nskip=$(grep -c '^SKIP ' "$tmp/out")
  if [ $rc -eq 0 ] && [ "$nok" -gt 0 ] && ! grep -q '^FAIL ' "$tmp/out"; then
    echo "ok wine_$n ($nok checks, $nskip skipped)"
  else
    echo "FAIL wine_$n: exit $rc, $nok ok"
    { grep '^FAIL ' "$tmp/out"; tail -3 "$tmp/err"; } | head -10 | sed 's/^/    /'
    status=1
  fi
done

if build load_dll tests/cross/load_dll.c; then
  timeout 120 "$WINE" "$bin/load_dll.exe" 'dist\mingw\robots.dll' \
    sqlite3_robots_init >"$tmp/out" 2>"$tmp/err"
  cat "$tmp/out"
  if ! grep -q '^ok wine_dll_has_entry_point' "$tmp/out"; then
    grep -q '^FAIL ' "$tmp/out" || echo "FAIL wine_dll_loads: $(tail -1 "$tmp/err")"
    status=1
  fi
fi

# The SQL tests (those whose every row must be "name|1") through SQLite for
# Windows, built from its amalgamation, and robots.dll.
if amal=$(sh tests/cross/sqlite_amalgamation.sh 2>"$tmp/amal"); then
  if [ ! -f dist/mingw/sqlite3.o ] || [ "$amal/sqlite3.c" -nt dist/mingw/sqlite3.o ]; then
    "$MINGW_CC" -O1 -DSQLITE_THREADSAFE=0 -c "$amal/sqlite3.c" \
      -o dist/mingw/sqlite3.o.tmp >"$tmp/cc" 2>&1 \
      && mv -f dist/mingw/sqlite3.o.tmp dist/mingw/sqlite3.o
  fi
  if [ ! -f dist/mingw/sqlite3.o ]; then
    echo "FAIL wine_sql_build: sqlite3.c does not cross-compile"
    sed 's/^/    /' "$tmp/cc" | head -5; status=1
  elif build sql_runner tests/cross/sql_runner.c -I"$amal" dist/mingw/sqlite3.o; then
    files=""
    # Not the files that call generate_series: it is the sqlite3 shell's,
    # not the library's; nor those of crawler_signature: robots.dll has no
    # libcrypto (tests/cross/mingw.sh), so it refuses every call.
    for t in tests/sql/*.sql; do
      [ -f "${t%.sql}.expected" ] || grep -q generate_series "$t" \
        || grep -q crawler_signature "$t" || files="$files $t"
    done
    # shellcheck disable=SC2086
    timeout 600 "$WINE" "$bin/sql_runner.exe" 'dist\mingw\robots.dll' $files \
      >"$tmp/out" 2>"$tmp/err"; rc=$?
    cat "$tmp/out"
    if [ $rc -ne 0 ]; then
      grep -q '^FAIL ' "$tmp/out" || echo "FAIL wine_sql_tests: exit $rc $(tail -1 "$tmp/err")"
      status=1
    fi
  fi
else
  echo "SKIP wine_sql_tests: $(head -1 "$tmp/amal" | sed 's/;.*//') ($(tail -1 "$tmp/amal" | sed 's/^ *//'))"
fi
exit $status
