#!/bin/sh
# make pg-bench: the crawl-log join of `make bench` in PostgreSQL 15.
# A throw-away server (tests/pg/lib.sh), the extension, the no-op floor
# (noop_pg.c, built here against the server's headers), the tables of
# gen.py (the real corpus and crawl log: needs $ROBOTS_DATA or
# ../shared/data), then join.py's timings.  The robots table is stored as
# PostgreSQL stores it by default (bytea, STORAGE EXTENDED: files over
# about 2 KB compressed or moved to TOAST).
cd "$(dirname "$0")/../../.." || exit 1
. tests/pg/lib.sh
trap pg_stop_all EXIT
trap 'exit 1' INT TERM
ROBOTS_DATA=${ROBOTS_DATA:-../shared/data}
if ! pg_prereq; then echo "SKIP pg_bench: $PG_SKIP"; exit 0; fi
if [ ! -d "$ROBOTS_DATA/robots_corpus" ]; then
  echo "SKIP pg_bench: no $ROBOTS_DATA/robots_corpus"; exit 0
fi
pg_start bench shared_buffers=512MB work_mem=256MB \
  max_parallel_workers_per_gather=2 jit=off || exit 1
CC=${CC:-cc}
"$CC" -O2 -fPIC -shared -I"$("$PG_CONFIG" --includedir-server)" \
  -o "$PG_ROOT/robots_noop.so" tests/bench/pg/noop_pg.c || exit 1
chmod 755 "$PG_ROOT/robots_noop.so"
pgq bench <<SQL || exit 1
CREATE EXTENSION robots;
CREATE FUNCTION robots_noop(bytea, text, text) RETURNS boolean
  AS '$PG_ROOT/robots_noop.so', 'robots_noop'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_noop_detoast(bytea, text, text) RETURNS boolean
  AS '$PG_ROOT/robots_noop.so', 'robots_noop_detoast'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE TABLE robots(host text PRIMARY KEY, txt bytea);
CREATE TABLE log(host text, agent text, url text);
SQL
python3 tests/bench/pg/gen.py "$ROBOTS_DATA" | pgq bench || exit 1
pgq bench -c "VACUUM ANALYZE robots" -c "VACUUM ANALYZE log" || exit 1
eval "port=\$PORT_bench"
PGHOST=$PG_ROOT PGPORT=$port PGBIN=$PGBIN python3 tests/bench/pg/join.py
