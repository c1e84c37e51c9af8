#!/bin/sh
# The tests generated from the catalog (tests/catalog/hosts.py): every
# function it describes, called in SQLite, DuckDB and PostgreSQL with its
# samples, NULL in each argument and a wrong type in each argument, answers
# the same in every host that offers it.  PostgreSQL on a throw-away server
# (tests/pg/lib.sh); a host that is missing prints SKIP.
cd "$(dirname "$0")/../.." || exit 1
. tests/pg/lib.sh
trap pg_stop_all EXIT
trap 'exit 1' INT TERM
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
if pg_prereq && pg_start cat; then
  if pgq cat -c "CREATE EXTENSION robots" >/dev/null 2>"$PG_ROOT/err"; then
    eval "PGPORT=\$PORT_cat"
    PGHOST=$PG_ROOT PGBIN=$PGBIN PGPORT=$PGPORT "$PY" tests/catalog/hosts.py
    exit 0
  fi
  echo "FAIL catalog_hosts_pg_create_extension: $(cat "$PG_ROOT/err")"
else
  echo "SKIP catalog_hosts_postgres: ${PG_SKIP:-the server did not start}"
fi
"$PY" tests/catalog/hosts.py
