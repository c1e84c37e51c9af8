#!/bin/sh
# The PostgreSQL extension stops long calls when asked, and its table
# functions keep a backend flat.  On a throw-away server (tests/pg/lib.sh):
#   - statement_timeout = '300ms' ends a robots_allowed (and robots_explain,
#     robots_usage) of 3,000 wildcard rules over an 8 MB path, and a sitemap_lint (and sitemap_entries) of
#     a 120 MB document, within 0.1 s of the timeout (0.4 s of the
#     statement's start), and so do
#     robots_meta, robots_indexable and sitemap_gzip over 250 MB,
#     robots_meta_each over 300 MB of empty directives (no row) and
#     access_log_entries over 400 MB of blank lines in gzip (each call is
#     first shown to be long: it is still running when a 1 s timeout ends
#     it);
#   - pg_cancel_backend ends the same sitemap_lint within 0.3 s of the cancel;
#   - the backend is usable afterwards (the engine's memory was released);
#   - sitemap_entries and robots_usage_rules in a LATERAL join over
#     1,000,000 rows each peak under 400 MiB of resident memory (VmHWM of
#     the backend).
# SKIP when PostgreSQL or PGXS is missing.
cd "$(dirname "$0")/../.." || exit 1
. tests/pg/lib.sh
trap pg_stop_all EXIT
trap 'exit 1' INT TERM
if ! pg_prereq; then echo "SKIP pg_interrupt: $PG_SKIP"; exit 0; fi
pg_start intr || { echo "FAIL pg_interrupt_server_starts"; exit 1; }

NS='http://www.sitemaps.org/schemas/sitemap/0.9'
pgq intr <<SQL >/dev/null 2>"$PG_ROOT/setup.err" || { echo "FAIL pg_interrupt_setup: $(cat "$PG_ROOT/setup.err")"; exit 1; }
CREATE EXTENSION robots;
-- 3,000 distinct wildcard rules, each a run of 'a' and 'b' without "bb"
-- (i in binary, 1 as "ab", 0 as "a"), against an 8 MB path of "aaaaaaab"
-- blocks: every rule's run is searched along the whole path.
CREATE TABLE r AS SELECT
  'User-agent: *' || E'\n' || (SELECT string_agg('Disallow: /*a'
     || replace(replace(replace(i::bit(12)::text, '1', 'B'), '0', 'a'),
                'B', 'ab') || 'ab', E'\n') FROM generate_series(1, 3000) i)
    AS txt,
  '/' || repeat('aaaaaaab', 1048576) AS url;
-- A 120 MB urlset of 1,300,000 entries with lastmod, changefreq and
-- priority, stored uncompressed (reading it back costs no decompression).
CREATE TABLE s(doc text);
ALTER TABLE s ALTER doc SET STORAGE EXTERNAL;
INSERT INTO s SELECT '<urlset xmlns="$NS">' || string_agg('<url><loc>'
  || 'https://www.example.com/section/page-' || i || '.html</loc><lastmod>'
  || '2024-01-01T00:00:00+00:00</lastmod><changefreq>daily</changefreq>'
  || '<priority>0.5</priority></url>', E'\n') || '</urlset>'
  FROM generate_series(1, 1300000) i;
-- 250 MB of meta robots directives, stored uncompressed.
CREATE TABLE m(c text);
ALTER TABLE m ALTER c SET STORAGE EXTERNAL;
INSERT INTO m SELECT repeat('noindex, nofollow, ', 13000000);
-- 300 MB of empty directives: robots_meta_each reads it without a row.
CREATE TABLE me(c text);
ALTER TABLE me ALTER c SET STORAGE EXTERNAL;
INSERT INTO me SELECT repeat(', ', 150000000);
-- An access log of 400 MB of blank lines: ten gzip members of 40 MB each
-- (about 400 KB in all), read without a row.
CREATE TABLE g(z bytea);
INSERT INTO g SELECT string_agg(z, ''::bytea)
  FROM (SELECT sitemap_gzip(repeat(E'\n', 40000000), 1) AS z) x, generate_series(1, 10);
SQL

# now: seconds since the epoch, to the millisecond.
now() { date +%s.%N; }

# timed NAME TIMEOUT SQL: run SQL under statement_timeout TIMEOUT; sets
# ELAPSED (seconds from the statement's start to its end, as psql's \timing
# measures it: the server's work, not psql's start or the connection) and ERR
# (the error text, empty when none).
timed() {
  t0=$(now)
  pgq intr -c "SET statement_timeout = '$2'" -c '\timing on' -c "$3" \
    >"$PG_ROOT/$1.out" 2>"$PG_ROOT/$1.err"
  t1=$(now)
  ELAPSED=$(sed -n 's/^Time: \([0-9.]*\) ms.*/\1/p' "$PG_ROOT/$1.out" "$PG_ROOT/$1.err" \
            | tail -1 | awk '{printf "%.3f", $1/1000}')
  [ -n "$ELAPSED" ] || ELAPSED=$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.3f", b-a}')
  ERR=$(grep -v '^Time: ' "$PG_ROOT/$1.err")
}

# check_stop NAME SQL: long (a 1 s timeout ends it), then a 300 ms timeout
# ends it within 0.4 s of the start (a second try when late: the machine
# may be loaded).
check_stop() {
  timed "$1" 1s "$2"
  case $ERR in
    *"statement timeout"*) ;;
    *) echo "FAIL $1: not a long call (${ELAPSED} s, error '$ERR')"; return ;;
  esac
  for try in 1 2; do
    timed "$1" 300ms "$2"
    if awk -v e="$ELAPSED" 'BEGIN{exit !(e<0.4)}'; then break; fi
  done
  case $ERR in
    *"statement timeout"*)
      if awk -v e="$ELAPSED" 'BEGIN{exit !(e<0.4)}'; then
        echo "ok $1 (ended after ${ELAPSED} s)"
      else
        echo "FAIL $1: ended after ${ELAPSED} s, over 0.4 s"
      fi ;;
    *) echo "FAIL $1: $ERR" ;;
  esac
}

check_stop pg_statement_timeout_stops_robots_allowed_long_path \
  "SELECT robots_allowed(txt, 'x', url) FROM r"
check_stop pg_statement_timeout_stops_robots_explain_long_path \
  "SELECT robots_explain(txt, 'x', url) FROM r"
check_stop pg_statement_timeout_stops_robots_usage_long_path \
  "SELECT robots_usage(txt, 'x', url) FROM r"
check_stop pg_statement_timeout_stops_sitemap_lint \
  "SELECT count(*) FROM s, sitemap_lint(s.doc)"
check_stop pg_statement_timeout_stops_sitemap_entries \
  "SELECT count(*) FROM s, sitemap_entries(s.doc)"
check_stop pg_statement_timeout_stops_robots_meta \
  "SELECT robots_meta(c) FROM m"
check_stop pg_statement_timeout_stops_robots_meta_each_no_directives \
  "SELECT count(*) FROM me, robots_meta_each(me.c)"
check_stop pg_statement_timeout_stops_robots_indexable \
  "SELECT robots_indexable(c, 'googlebot') FROM m"
check_stop pg_statement_timeout_stops_sitemap_gzip \
  "SELECT length(sitemap_gzip(c, 9)) FROM m"
check_stop pg_statement_timeout_stops_access_log_blank_lines \
  "SELECT count(*) FROM g, access_log_entries(g.z)"

# pg_cancel_backend from another session, 0.5 s into the call.
pgq intr -c "SET application_name = 'robots_cancel_me'" \
  -c "SELECT count(*) FROM s, sitemap_lint(s.doc)" >/dev/null 2>"$PG_ROOT/cancel.err" &
bg=$!
sleep 0.5
# The clock starts once the cancel is sent (the psql that sends it has
# returned): starting a psql under load takes longer than the stop itself.
n=$(pgq intr -c "SELECT count(pg_cancel_backend(pid)) FROM pg_stat_activity WHERE application_name = 'robots_cancel_me'")
t0=$(now)
wait $bg
t1=$(now)
lat=$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.3f", b-a}')
if [ "$n" = 1 ] && grep -q 'canceling statement due to user request' "$PG_ROOT/cancel.err" \
   && awk -v e="$lat" 'BEGIN{exit !(e<0.3)}'; then
  echo "ok pg_cancel_backend_stops_sitemap_lint (ended ${lat} s after the cancel)"
else
  echo "FAIL pg_cancel_backend_stops_sitemap_lint: cancelled $n, ${lat} s, '$(cat "$PG_ROOT/cancel.err")'"
fi

# After a stop, the same session answers (nothing half-released).
got=$(pgq intr <<'SQL' 2>&1
\set ON_ERROR_STOP 0
SET statement_timeout = '300ms';
SELECT robots_allowed(txt, 'x', url) FROM r;
RESET statement_timeout;
SELECT robots_allowed(E'User-agent: *\nDisallow: /a', 'x', '/a/b')::int
     + robots_allowed(E'User-agent: *\nDisallow: /a', 'x', '/b')::int;
SQL
)
case $got in
  *"statement timeout"*1) echo "ok pg_session_answers_after_a_stop" ;;
  *) echo "FAIL pg_session_answers_after_a_stop: $got" ;;
esac

# A table function in a LATERAL join: one call per row, the backend's peak
# resident memory stays under 400 MiB over 1,000,000 calls (the result type
# is not built again on every call: MAT_SRF_USE_EXPECTED_DESC).
# lateral_flat NAME FROM-ITEM.
lateral_flat() {
  hwm=$(pgq intr <<SQL 2>&1
SELECT count(*) FROM generate_series(1, 1000000) g, LATERAL $2 e \gset
SELECT (regexp_match(pg_read_file('/proc/self/status'),
                     'VmHWM:\s+(\d+) kB'))[1]::bigint / 1024;
SQL
)
  case $hwm in
    ''|*[!0-9]*) echo "FAIL $1: $hwm" ;;
    *) if [ "$hwm" -lt 400 ]; then
         echo "ok $1 (peak $hwm MiB over 1,000,000 calls)"
       else
         echo "FAIL $1: peak $hwm MiB"
       fi ;;
  esac
}
lateral_flat pg_lateral_sitemap_entries_flat_memory \
  "sitemap_entries('<urlset xmlns=\"$NS\"><url><loc>https://e.com/' || g || '</loc></url></urlset>')"
lateral_flat pg_lateral_robots_usage_rules_flat_memory \
  "robots_usage_rules('User-agent: *' || chr(10) || 'Content-Usage: train-ai=n', 'bot' || g)"
