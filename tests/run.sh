#!/bin/sh
# Run every test and end with "N passed, N failed".  Called by `make test`
# from the repository root after the extension and the C tests are built.
#
#   dist/tests/test_*      C tests: lines "ok NAME" / "FAIL NAME: ..." / "SKIP"
#   tests/sql/*.sql        with NAME.expected beside it: output must match;
#                          without: every output line is "name|1" to pass
#   tests/py/test_*.py     run by a python3 that can load extensions
#   tests/sh/test_*.sh     shell tests printing ok/FAIL/SKIP lines
#
# tests/py and tests/sh run two files at a time, except those that measure
# time, which run alone at the end (see ALONE below).
#
# Each suite group starts with a line "== GROUP: N files" and ends with
# "   GROUP: N passed, N failed, N skipped in S s", so a long run shows it is
# alive; in between come the FAIL and SKIP lines.  The last line is the
# totals.  Shared real-world data is looked for in $ROBOTS_DATA or
# ../shared/data; tests that need it print SKIP when it is absent.
cd "$(dirname "$0")/.." || exit 1
ROBOTS_DATA=${ROBOTS_DATA:-../shared/data}
export ROBOTS_DATA
SQLITE3=${SQLITE3:-sqlite3}
export SQLITE3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pass=0; fail=0; skip=0

# group_start NAME FILES...: the group's first line; remember its counts.
group_start() {
  g=$1; shift
  echo "== $g: $# files"
  g0=$(date +%s); p0=$pass; f0=$fail; s0=$skip
}
# group_end: the group's totals and time.
group_end() {
  echo "   $g: $((pass-p0)) passed, $((fail-f0)) failed, $((skip-s0)) skipped in $(( $(date +%s) - g0 )) s"
}

# Count the ok/FAIL/SKIP lines of file $1; a failing exit without FAIL lines
# counts as one failure named $2.
tally() {
  p=$(grep -c '^ok ' "$1"); f=$(grep -c '^FAIL ' "$1"); s=$(grep -c '^SKIP ' "$1")
  grep -E '^(FAIL|SKIP) ' "$1"
  if [ "$3" -ne 0 ] && [ "$f" -eq 0 ]; then
    echo "FAIL $2: exit status $3"; tail -5 "$1" | sed 's/^/    /'; f=1
  fi
  pass=$((pass + p)); fail=$((fail + f)); skip=$((skip + s))
}

# The C tests run one at a time beside tests/sql (each group one process at
# a time, so the two keep both cores busy); their group is counted and
# printed after tests/sql's, its time counted from their start.
ctests=""
for t in dist/tests/test_*; do [ -x "$t" ] && ctests="$ctests $t"; done
c0=$(date +%s)
for t in $ctests; do
  l="$out/$(echo "$t" | tr / _)"; timeout 600 "$t" >"$l" 2>&1; echo $? >"$l.rc"
done </dev/null & ctests_pid=$!
[ "${TEST_JOBS:-2}" = 1 ] && wait "$ctests_pid"   # one lane: one at a time

# Each passing file's output is kept in $ROBOTS_SQL_OUT/NAME.out: the tests
# that compare another build or database encoding with dist/robots
# (test_amalgamation.sh, test_utf16_databases.sh) take it from there
# instead of running the file once more the same way.
ROBOTS_SQL_OUT=$out/sql-out
mkdir -p "$ROBOTS_SQL_OUT"
export ROBOTS_SQL_OUT
group_start tests/sql tests/sql/*.sql
for t in tests/sql/*.sql; do
  [ -f "$t" ] || continue
  name=${t%.sql}
  "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' <"$t" >"$out/sql" 2>&1
  rc=$?
  if [ -f "$name.expected" ]; then
    if [ $rc -eq 0 ] && diff -u "$name.expected" "$out/sql" >"$out/diff"; then
      echo "ok $t" >"$out/log"
    else
      { echo "FAIL $t: output differs (exit $rc)"; head -40 "$out/diff"; } >"$out/log"
      cat "$out/sql" | head -5 >>"$out/log"
    fi
    tally "$out/log" "$t" 0
  else
    awk -v f="$t" '/\|1$/ { sub(/\|1$/, ""); print "ok " f ": " $0; next }
                   { print "FAIL " f ": " $0 }' "$out/sql" >"$out/log"
    tally "$out/log" "$t" $rc
  fi
  if [ $rc -eq 0 ] && ! grep -q '^FAIL ' "$out/log"; then
    cp "$out/sql" "$ROBOTS_SQL_OUT/$(basename "$name").out"
  fi
done
group_end

wait "$ctests_pid"
# shellcheck disable=SC2086
group_start dist/tests $ctests
g0=$c0
for t in $ctests; do
  l="$out/$(echo "$t" | tr / _)"; tally "$l" "$t" "$(cat "$l.rc")"
done
group_end

PY=""
for p in /usr/bin/python3 python3; do
  if "$p" -c 'import sqlite3; sqlite3.connect(":memory:").enable_load_extension(True)' 2>/dev/null; then
    PY=$p; break
  fi
done

# Tests that measure wall time run once the rest are done (ALONE), in two
# lanes of their own: each line of ALONE is a chain, and the two chains run
# at once, one of calls that keep a core busy while their stop is timed,
# the other of calls that mostly wait (loopback HTTP and DNS servers,
# timeouts), so that neither waits for a core.
# The rest of tests/py and tests/sh run in two lanes at once, each lane
# taking the next chain from one queue until it is empty: the chains of
# QUEUE first, in its order (the longest first, so that the lanes end
# together), then every other file as a chain of its own, in name order.
# A chain is a line of QUEUE: tests run one after the other in one lane,
# because they build the same make targets or use one dist/ directory, or
# a later one uses what an earlier one built: test_catalog_hosts.sh and
# test_pg_regress.sh (its mix-ups) compare with the DuckDB extension
# test_duckdb.sh builds, test_source_shape.sh's call graph takes in the
# DuckDB and PostgreSQL bindings' objects.  A word "FILE --build" runs FILE
# with --build and counts nothing: what a timed test builds is built in a
# lane, so that the timed run measures and builds nothing.  Tests whose
# bounds are CPU-time ratios (test_complexity.py, test_crawler_user_tables.py,
# like test_sitemap_write.py's speed rule) run in these lanes.  TEST_JOBS=1
# runs one lane (and the timed chains one after the other).
ALONE="tests/py/test_cancel.py tests/sh/test_interrupt.sh tests/sh/test_pg_interrupt.sh
tests/py/test_fetch.py tests/py/test_dns.py"
QUEUE="tests/sh/test_duckdb.sh tests/sh/test_duckdb_host.sh tests/sh/test_catalog_hosts.sh tests/sh/test_pg_script.sh tests/sh/test_pg_barrier.sh tests/sh/test_pg_regress.sh tests/sh/test_pg_install.sh tests/sh/test_pg_shard.sh tests/sh/test_source_shape.sh
tests/sh/test_hardening_smoke.sh
tests/sh/test_release.sh tests/sh/test_wheel.sh tests/sh/test_mingw_build.sh tests/sh/test_wine_ctests.sh
tests/sh/test_amalgamation.sh tests/sh/test_static_link.sh tests/sh/test_install.sh
tests/py/test_complexity.py
tests/sh/test_utf16_databases.sh
tests/sh/test_interrupt.sh --build
tests/sh/test_portable_scalar.sh
tests/py/test_crawler_user_tables.py
tests/py/test_robots_corpus.py
tests/py/test_robots_differential.py
tests/py/test_sitemap_write.py
tests/py/test_whatif_diff.py
tests/sh/test_doc_examples.sh"

# in_list FILE LIST: status 0 when FILE is a word of LIST.
in_list() {
  case " $(echo $2) " in *" $1 "*) return 0 ;; esac
  return 1
}

# log_of FILE: where FILE's output goes ($out/<path with _ for />).
log_of() { echo "$out/$(echo "$1" | tr / _)"; }

# run_one FILE: run one test file; its output in $(log_of FILE), its exit
# status in $(log_of FILE).rc.
run_one() {
  l=$(log_of "$1")
  case $1 in
    *.py)
      if [ -z "$PY" ]; then
        echo "SKIP $1: no python3 with enable_load_extension (apt-get install python3)" >"$l"
        echo 0 >"$l.rc"; return
      fi
      timeout 600 "$PY" "$1" >"$l" 2>&1 ;;
    *) timeout 900 sh "$1" >"$l" 2>&1 ;;
  esac
  echo $? >"$l.rc"
}

# run_chain WORDS...: run_one each file in order; "FILE --build" builds.
run_chain() {
  while [ $# -gt 0 ]; do
    if [ "${2:-}" = --build ]; then
      timeout 900 sh "$1" --build >/dev/null 2>&1; shift 2
    else
      run_one "$1"; shift
    fi
  done
}

# run_lane QUEUE: take chains from the file QUEUE, one line each, until none
# is left; a chain is taken by whoever creates QUEUE.N first (mkdir is
# atomic).
run_lane() {
  n=0
  while IFS= read -r chain; do
    n=$((n + 1))
    mkdir "$1.$n" 2>/dev/null || continue
    # shellcheck disable=SC2086
    run_chain $chain </dev/null
  done <"$1"
}

# run_lanes QUEUE: run_lane QUEUE in two lanes at once (one: TEST_JOBS=1).
run_lanes() {
  if [ "${TEST_JOBS:-2}" != 1 ]; then run_lane "$1" & lane_pid=$!; fi
  run_lane "$1"
  [ -n "${lane_pid:-}" ] && wait "$lane_pid"
  lane_pid=""
}

# tally_all FILES...: count each file's output, in order.
tally_all() { for t in "$@"; do l=$(log_of "$t"); tally "$l" "$t" "$(cat "$l.rc")"; done; }

# queue_of LIST: LIST's lines, with only the files this checkout has.
queue_of() {
  printf '%s\n' "$1" | while IFS= read -r chain; do
    keep=""
    for w in $chain; do
      case $w in --build) keep="$keep $w" ;; *) [ -f "$w" ] && keep="$keep $w" ;; esac
    done
    case $keep in ""|" --build") ;; *) echo "$keep" ;; esac
  done
}

alone=""; all=""
for t in tests/py/test_*.py tests/sh/test_*.sh; do
  [ -f "$t" ] || continue
  if in_list "$t" "$ALONE"; then alone="$alone $t"; else all="$all $t"; fi
done
queue_of "$QUEUE" >"$out/queue"
for t in $all; do
  grep -q -- " $t\( \|\$\)" "$out/queue" || echo " $t" >>"$out/queue"
done
queue_of "$ALONE" >"$out/timed"
# The system's PostgreSQL directories before the run: `make test` installs
# the PostgreSQL extension into a private tree only (tests/pg/lib.sh).
PG_CONFIG=${PG_CONFIG:-pg_config}
pg_sys_snapshot() {
  command -v "$PG_CONFIG" >/dev/null 2>&1 || return 0
  for f in "$("$PG_CONFIG" --sharedir)"/extension/robots* "$("$PG_CONFIG" --pkglibdir)"/robots.so; do
    [ -f "$f" ] && sha256sum "$f"
  done
}
pg_sys_before=$(pg_sys_snapshot)

group_start "tests/py and tests/sh, two lanes" $all
run_lanes "$out/queue"
tally_all $all
group_end

group_start "timed tests, two chains at once" $alone
run_lanes "$out/timed"
tally_all $alone
group_end

# Another process may install into the system meanwhile (a checkout with
# older tests): a change fails only when the files there are this checkout's.
if [ "$(pg_sys_snapshot)" = "$pg_sys_before" ]; then
  echo "ok make_test_leaves_system_postgresql_directories_untouched"; pass=$((pass+1))
elif [ -f dist/pg/robots.so ] && cmp -s "$("$PG_CONFIG" --pkglibdir)/robots.so" dist/pg/robots.so; then
  echo "FAIL make_test_leaves_system_postgresql_directories_untouched: this checkout's robots.so is in $("$PG_CONFIG" --pkglibdir)"
  fail=$((fail+1))
else
  echo "ok make_test_leaves_system_postgresql_directories_untouched (changed meanwhile, not with this checkout's files)"
  pass=$((pass+1))
fi
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
