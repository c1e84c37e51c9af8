#!/bin/sh
# The PostgreSQL extension stops a long call only for a cancel or a
# termination (pgStop), never for another interrupt: on a throw-away server
# (tests/pg/lib.sh), robots_usage, robots_usage_rules and robots_tdmrep over
# long inputs give the same full answer while another session calls
# pg_log_backend_memory_contexts() on their backend every 20 ms (an
# interrupt that sets InterruptPending, as a ProcSignalBarrier does) as they
# give undisturbed.  A stop hook that stops on any pending interrupt ends
# the engine early, and the call returned what it had so far.
# SKIP when PostgreSQL or PGXS is missing.
cd "$(dirname "$0")/../.." || exit 1
. tests/pg/lib.sh
trap pg_stop_all EXIT
trap 'exit 1' INT TERM
if ! pg_prereq; then echo "SKIP pg_barrier: $PG_SKIP"; exit 0; fi
pg_start barrier || { echo "FAIL pg_barrier_server_starts"; exit 1; }

pgq barrier <<'SQL' >/dev/null 2>"$PG_ROOT/setup.err" || { echo "FAIL pg_barrier_setup: $(cat "$PG_ROOT/setup.err")"; exit 1; }
CREATE EXTENSION robots;
-- 300 wildcard rules that never match an 8 MB path (each costs a search
-- along it) and 10,000 Content-Usage lines (a 400 KB file, under the 500 KiB
-- a robots.txt is read to).
CREATE TABLE ru AS SELECT 'User-agent: *' || E'\n'
  || 'Content-Signal: search=yes, ai-train=no' || E'\n'
  || 'Content-Usage: /a train-ai=n' || E'\n'
  || (SELECT string_agg('Disallow: /*a' || replace(replace(replace(i::bit(16)::text,
        '1', 'B'), '0', 'a'), 'B', 'ab') || 'ab', E'\n') FROM generate_series(1, 300) i)
  || E'\n' || (SELECT string_agg('Content-Usage: /a' || (i % 7)
                 || ' train-ai=n, search=y', E'\n') FROM generate_series(1, 10000) i) AS txt,
  '/' || repeat('aaaaaaab', 1048576) AS url;
-- A tdmrep.json of 1,000,000 rules; only the last matches /match/.
CREATE TABLE rt AS SELECT '[' || string_agg('{"location": "/p' || i
  || '/*", "tdm-reservation": 1}', ',') || ', {"location": "/match/*",'
  || ' "tdm-reservation": 0, "tdm-policy": "https://e.example/p.json"}]' AS doc
  FROM generate_series(1, 1000000) i;
SQL

# full_answer NAME TAG SQL: SQL's answer undisturbed, then again (as
# application_name TAG) while another
# session asks for a memory context dump of its backend every 20 ms; the
# same answer, with at least 3 requests sent while it ran.
full_answer() {
  want=$(pgq barrier -c "$3" 2>&1)
  pgq barrier -c "SET application_name = '$2'" -c "$3" \
    >"$PG_ROOT/$1.out" 2>&1 &
  bg=$!
  sent=0
  while kill -0 $bg 2>/dev/null; do
    n=$(pgq barrier -c "SELECT count(pg_log_backend_memory_contexts(pid))
          FROM pg_stat_activity WHERE application_name = '$2'
           AND state = 'active'" 2>/dev/null)
    sent=$((sent + ${n:-0}))
    sleep 0.02
  done
  wait $bg
  got=$(cat "$PG_ROOT/$1.out")
  if [ "$got" != "$want" ]; then
    echo "FAIL $1: '$(printf %s "$got" | head -c 200)', undisturbed '$(printf %s "$want" | head -c 200)' ($sent requests)"
  elif [ "$sent" -lt 3 ]; then
    echo "FAIL $1: only $sent memory context requests reached the call (too short to test)"
  else
    echo "ok $1 ($sent memory context requests during the call)"
  fi
}

full_answer pg_robots_usage_full_answer_while_memory_contexts_are_logged usage \
  "SELECT string_agg(robots_usage(txt, 'bot', url || g)::text, ',' ORDER BY g)
     FROM ru, generate_series(1, 2) g"
full_answer pg_robots_usage_rules_full_answer_while_memory_contexts_are_logged rules \
  "SELECT count(*), sum(line), md5(string_agg(path || key || value, ',' ORDER BY line, key))
     FROM ru, generate_series(1, 150) g, robots_usage_rules(ru.txt, 'bot' || g)"
full_answer pg_robots_tdmrep_full_answer_while_memory_contexts_are_logged tdmrep \
  "SELECT string_agg(robots_tdmrep(doc, 'https://e.example/match/' || g)::text, ',')
     FROM rt, generate_series(1, 6) g"
