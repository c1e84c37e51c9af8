#!/bin/sh
# Sharded: three PostgreSQL servers on 127.0.0.1 (a coordinator and two
# shards, tests/pg/lib.sh pg_shard_setup), the crawl log and the robots.txt
# table hash-partitioned by host over postgres_fdw.  The partitioned join
# gives the single-node answer, and with partitionwise join the shards run
# robots_allowed (their Remote SQL holds the call).  SKIP without
# PostgreSQL, PGXS or postgres_fdw.
cd "$(dirname "$0")/../.." || exit 1
. tests/pg/lib.sh
trap pg_stop_all EXIT
trap 'exit 1' INT TERM
if ! pg_prereq; then echo "SKIP pg_shard: $PG_SKIP"; exit 0; fi
if [ ! -f "$("$PG_CONFIG" --sharedir)/extension/postgres_fdw.control" ]; then
  echo "SKIP pg_shard: no postgres_fdw (apt-get install postgresql-15)"; exit 0
fi
pg_shard_setup 40000 || { echo "FAIL pg_shard_setup"; exit 1; }
echo "ok pg_shard_setup (coordinator and two shards)"

# check NAME GOT WANT
check() {
  if [ "$2" = "$3" ] && [ -n "$2" ]; then echo "ok $1 ($2)"
  else echo "FAIL $1: got '$2', want '$3'"; fi
}
PUSH="SET enable_partitionwise_join = on; SET enable_partitionwise_aggregate = on;"
SUM="SELECT sum(robots_allowed(r.txt, l.agent, l.url)::int), count(*)"
ROWS="SELECT md5(string_agg(l.url || l.agent, ',' ORDER BY l.url, l.agent))"
BLOCKED="WHERE NOT robots_allowed(r.txt, l.agent, l.url)"

want=$(pgq coord -c "$SUM FROM log_local l JOIN robots_local r USING (host)")
want_sum=$want
got=$(pgq coord -c "$PUSH" -c "$SUM FROM log l JOIN robots r USING (host)")
check pg_shard_sum_equals_single_node "$got" "$want"
got=$(pgq coord -c "$SUM FROM log l JOIN robots r USING (host)")
check pg_shard_sum_equals_single_node_without_pushdown "$got" "$want"
want=$(pgq coord -c "$ROWS FROM log_local l JOIN robots_local r USING (host) $BLOCKED")
got=$(pgq coord -c "$PUSH" -c "$ROWS FROM log l JOIN robots r USING (host) $BLOCKED")
check pg_shard_blocked_rows_equal_single_node "$got" "$want"

# Remote SQL: with partitionwise join and aggregate (and the servers'
# use_remote_estimate), an aggregate grouped by the partition key and a
# filter run the call on both shards; an ungrouped aggregate or the call in
# the select list is computed on the coordinator (the file travels per row).
BYHOST="SELECT sum(n), sum(c) FROM (SELECT l.host, sum(robots_allowed(r.txt, l.agent, l.url)::int) n, count(*) c FROM log l JOIN robots r USING (host) GROUP BY l.host) s"
got=$(pgq coord -c "$PUSH" -c "$BYHOST")
check pg_shard_grouped_sum_equals_single_node "$got" "$want_sum"
n=$(pgq coord -c "$PUSH" -c "EXPLAIN (VERBOSE, COSTS OFF) $BYHOST" \
  | grep -c 'Remote SQL: SELECT r[0-9]*.host, sum(public.robots_allowed(')
check pg_shard_remote_sql_has_aggregate_call "$n" 2
n=$(pgq coord -c "$PUSH" -c "EXPLAIN (VERBOSE, COSTS OFF) SELECT l.url FROM log l JOIN robots r USING (host) $BLOCKED" \
  | grep -c 'Remote SQL: .*(NOT public.robots_allowed(')
check pg_shard_remote_sql_has_filter_call "$n" 2
n=$(pgq coord -c "EXPLAIN (VERBOSE, COSTS OFF) $BYHOST" \
  | grep -c 'Remote SQL:.*robots_allowed')
check pg_shard_without_partitionwise_join_calls_on_coordinator "$n" 0
n=$(pgq coord -c "$PUSH" -c "EXPLAIN (VERBOSE, COSTS OFF) $SUM FROM log l JOIN robots r USING (host)" \
  | grep -c 'Remote SQL:.*robots_allowed')
check pg_shard_ungrouped_sum_calls_on_coordinator "$n" 0
