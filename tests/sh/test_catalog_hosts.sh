#!/bin/sh
# The tests generated from the catalog (tests/catalog/hosts.py): every
# function it describes, called in SQLite and DuckDB with its samples, NULL
# in each argument and a wrong type in each argument, answers the same in
# both.  PostgreSQL joins in tests/sh/test_pg_regress.sh, which has a
# server; DuckDB missing prints SKIP.
cd "$(dirname "$0")/../.." || exit 1
PY=""
for p in /usr/bin/python3 python3; do
  if "$p" -c 'import sqlite3; sqlite3.connect(":memory:").enable_load_extension(True)' 2>/dev/null; then
    PY=$p; break
  fi
done
if [ -z "$PY" ]; then
  echo "SKIP catalog_hosts: no python3 with enable_load_extension (apt-get install python3)"; exit 0
fi
if ! make -s dist/catalog_dump >/dev/null 2>&1; then
  echo "FAIL catalog_dump_builds"; exit 0
fi
"$PY" tests/catalog/hosts.py
