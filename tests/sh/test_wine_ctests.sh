#!/bin/sh
# The Windows build runs: every C test, cross-built with MinGW against the
# engine objects of robots.dll, passes under wine; wine loads robots.dll
# and finds sqlite3_robots_init in it; and SQLite for Windows loads it and
# passes the SQL tests (tests/cross/wine.sh).  SKIP when MinGW or wine is
# missing, with the packages to install (the SQL part: when npm is).
cd "$(dirname "$0")/../.." || exit 1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
sh tests/cross/wine.sh >"$tmp/out" 2>"$tmp/err"; rc=$?
if [ $rc -eq 2 ]; then
  echo "SKIP wine_c_tests: $(head -1 "$tmp/err" | sed 's/;.*//')" \
       "($(tail -1 "$tmp/err" | sed 's/^ *//'))"
  exit 0
fi
cat "$tmp/out"
if [ $rc -ne 0 ] && ! grep -q '^FAIL ' "$tmp/out"; then
  echo "FAIL wine_c_tests: exit $rc"; sed 's/^/    /' "$tmp/err" | head -10
fi
exit 0
