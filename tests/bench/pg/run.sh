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
echo "pg_bench_load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) on $(nproc 2>/dev/null) cores (load averages: 1, 5, 15 min)"
PGHOST=$PG_ROOT PGPORT=$port PGBIN=$PGBIN python3 tests/bench/pg/join.py

# Sharded: the same 400,000 rows hash-partitioned by host over two
# postgres_fdw shards on this machine (tests/pg/lib.sh pg_shard_setup),
# against the same rows in plain tables on the coordinator.
pg_stop_all
t0=$(date +%s)
pg_shard_setup 400000 || exit 1
echo "pg_shard_setup 400000 rows through the coordinator: $(( $(date +%s) - t0 )) s"
PUSH="SET enable_partitionwise_join = on; SET enable_partitionwise_aggregate = on;"
BYHOST="SELECT sum(n) FROM (SELECT l.host, sum(robots_allowed(r.txt, l.agent, l.url)::int) n FROM %s l JOIN %s r USING (host) GROUP BY l.host) s"
UNGROUPED="SELECT sum(robots_allowed(r.txt, l.agent, l.url)::int) FROM %s l JOIN %s r USING (host)"
# shard_time NAME SQL: the median of five runs' execution time (one
# session, after one warm-up run), and the answer.
shard_time() {
  { echo "$PUSH"; echo "$2;"
    for i in 1 2 3 4 5; do echo "EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) $2;"; done
  } | pgq coord >"$PG_ROOT/shard.out" || return 1
  ms=$(sed -n 's/^Execution Time: \([0-9.]*\) ms/\1/p' "$PG_ROOT/shard.out" | sort -n | sed -n 3p)
  echo "pg_shard $1 median=$ms ms answer=$(head -1 "$PG_ROOT/shard.out")"
}
# shellcheck disable=SC2059
shard_time single_node_grouped "$(printf "$BYHOST" log_local robots_local)"
# shellcheck disable=SC2059
shard_time sharded_grouped_pushed_down "$(printf "$BYHOST" log robots)"
# shellcheck disable=SC2059
shard_time single_node_ungrouped "$(printf "$UNGROUPED" log_local robots_local)"
# shellcheck disable=SC2059
shard_time sharded_ungrouped_on_coordinator "$(printf "$UNGROUPED" log robots)"
