#!/bin/sh
# test_duckdb.sh: the DuckDB extension (dist/robots.duckdb_extension) against
# SQLite's (dist/robots), through the C host tests/duckdb/host.c linked to
# npm's libduckdb: it loads unsigned; every robots.txt conformance file of
# tests/sql (its calls and documents, tests/duckdb/parity_conformance.py)
# and a real crawl log agree; sitemap_urlset writes the same bytes; every scalar
# and table function answers as in SQLite, the AI usage signal functions
# too (tests/duckdb/parity_usage.py: robots_tdmrep's answers and messages,
# robots_usage and robots_usage_rules over the real corpus); errors, NULLs,
# random bytes, two threads; then every function under valgrind.
# SKIPs, with the command to run, when DuckDB's headers or library are
# missing (they come from npm: `make duckdb-deps`).
cd "$(dirname "$0")/../.." || exit 1
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
if [ ! -f dist/duckdb/include/duckdb_extension.h ] \
   || [ ! -f dist/duckdb/node_modules/@duckdb/node-bindings-linux-x64/libduckdb.so ]; then
  if command -v npm >/dev/null 2>&1; then
    echo "SKIP test_duckdb: DuckDB is not in dist/duckdb; run: make duckdb-deps"
  else
    echo "SKIP test_duckdb: needs npm: sudo apt-get install -y npm && make duckdb-deps"
  fi
  exit 0
fi
if ! make -s duckdb >/dev/null 2>&1; then
  echo "FAIL test_duckdb_build: make duckdb failed"
  make duckdb 2>&1 | tail -5 | sed 's/^/    /'
  exit 1
fi
"$PY" tests/duckdb/parity.py
rc=$?
# Every function once more under valgrind (tests/duckdb/valgrind.sql): no
# invalid access and nothing definitely lost.
if command -v valgrind >/dev/null 2>&1; then
  log=$(mktemp)
  timeout 900 valgrind --leak-check=full --errors-for-leak-kinds=definite \
    --error-exitcode=99 dist/duckdb/host <tests/duckdb/valgrind.sql >/dev/null 2>"$log"
  if [ $? -ne 99 ] && grep -q 'ERROR SUMMARY: 0 errors' "$log"; then
    echo "ok duckdb_valgrind_no_errors_no_leaks"
  else
    echo "FAIL duckdb_valgrind_no_errors_no_leaks"
    grep -E 'Invalid|definitely|ERROR SUMMARY' "$log" | head -5 | sed 's/^/    /'
    rc=1
  fi
  rm -f "$log"
else
  echo "SKIP duckdb_valgrind: sudo apt-get install -y valgrind"
fi
exit $rc
