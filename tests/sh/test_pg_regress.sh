#!/bin/sh
# The PostgreSQL extension on a throw-away server (tests/pg/lib.sh): every
# function's results equal the SQLite extension's on the same inputs
# (tests/pg/regress.py), then NULL and error behaviour; the writer
# aggregates' documents and errors against SQLite's (tests/pg/regress_write.py);
# sitemap_part's parts and error texts against SQLite's (tests/pg/regress_part.py);
# the mix-ups (a file in the agent's place, a URL or path as txt, escaped line
# breaks, sitemap_entries of a URL) with SQLite's and DuckDB's messages
# (tests/pg/regress_mixup.py).
# SKIP when PostgreSQL or PGXS is missing.
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
  echo "SKIP pg_regress: no python3 with enable_load_extension (apt-get install python3)"; exit 0
fi
if ! pg_prereq; then echo "SKIP pg_regress: $PG_SKIP"; exit 0; fi
pg_start regress || { echo "FAIL pg_regress_server_starts"; exit 1; }
if pgq regress -c "CREATE EXTENSION robots" >/dev/null 2>"$PG_ROOT/err"; then
  echo "ok pg_create_extension"
else
  echo "FAIL pg_create_extension: $(cat "$PG_ROOT/err")"; exit 1
fi
eval "PGPORT=\$PORT_regress"
PGHOST=$PG_ROOT PGBIN=$PGBIN PGPORT=$PGPORT "$PY" tests/pg/regress.py
PGHOST=$PG_ROOT PGBIN=$PGBIN PGPORT=$PGPORT "$PY" tests/pg/regress_write.py
PGHOST=$PG_ROOT PGBIN=$PGBIN PGPORT=$PGPORT "$PY" tests/pg/regress_part.py
PGHOST=$PG_ROOT PGBIN=$PGBIN PGPORT=$PGPORT "$PY" tests/pg/regress_usage.py
PGHOST=$PG_ROOT PGBIN=$PGBIN PGPORT=$PGPORT "$PY" tests/pg/regress_mixup.py
# The tests generated from the catalog, with PostgreSQL as a third host.
if make -s dist/catalog_dump >/dev/null 2>&1; then
  PGHOST=$PG_ROOT PGBIN=$PGBIN PGPORT=$PGPORT "$PY" tests/catalog/hosts.py | grep postgres
else
  echo "FAIL catalog_dump_builds"
fi
