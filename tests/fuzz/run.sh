#!/bin/sh
# run.sh: build and run every libFuzzer target for FUZZ_SECONDS (default 60)
# each, then replay the saved crash inputs.  Used by `make fuzz` and, with a
# few seconds, by tests/sh/test_hardening_smoke.sh.
#
#   FUZZ_SECONDS=300 sh tests/fuzz/run.sh [target ...]
#   FUZZ_SQL_EACH=1  also give every SQL function its own FUZZ_SECONDS run
#   FUZZ_CRASH_DIR   save new crashes there instead (the smoke in `make test`
#                    uses dist/hardening/fuzz/new-crashes, not the repo)
#
# Corpora grow in dist/hardening/fuzz/corpus/<target>/ beside the seeds
# that seeds.sh generates into dist/hardening/fuzz/seeds/<target>/; a crash is saved as tests/fuzz/crashes/<target>-<hash>,
# to be committed: every later run replays it, and it fails until fixed.
# Prints ok/FAIL/SKIP lines with executions and coverage per target.
cd "$(dirname "$0")/../.." || exit 1
. tests/fuzz/lib.sh
SECS=${FUZZ_SECONDS:-60}
CRASH=tests/fuzz/crashes              # committed reproducers, replayed below
NEW=${FUZZ_CRASH_DIR:-$CRASH}         # where this run saves what it finds
mkdir -p "$CRASH" "$NEW"
built=$(sh tests/fuzz/build.sh "$@")
case $? in
  2) echo "SKIP fuzz: clang with libFuzzer missing (apt-get install clang libclang-rt-14-dev)"; exit 0 ;;
  0) ;;
  *) echo "FAIL fuzz_build: a target did not compile"; exit 1 ;;
esac
cat tests/fuzz/*.dict | grep -v '^#' | sort -u >"$HARD/fuzz/all.dict"

dict_of() {
  case $1 in
    fuzz_robots|fuzz_diff) echo tests/fuzz/robots.dict ;;
    fuzz_url) echo tests/fuzz/url.dict ;;
    fuzz_meta|fuzz_datetime) echo tests/fuzz/meta.dict ;;
    fuzz_usage|fuzz_tdmrep|fuzz_crawler_sig|fuzz_crawler_ranges) echo tests/fuzz/usage.dict ;;
    fuzz_xml|fuzz_sitemap_read|fuzz_sitemap_write|fuzz_rsl) echo tests/fuzz/xml.dict ;;
    fuzz_sql) echo "$HARD/fuzz/all.dict" ;;
  esac
}

# limits_of TARGET: "MAX_LEN TIMEOUT".  Inputs large enough to reach the
# shapes that need size (the 500 KiB robots.txt cap and long paths against
# wildcard rules, sitemaps past the reader's window, long SQL arguments),
# and the seconds one input may take: a slower one fails as a slow unit.
limits_of() {
  case $1 in
    fuzz_robots) echo "600000 2" ;;
    fuzz_diff) echo "1048576 3" ;;
    fuzz_sitemap_read|fuzz_xml) echo "1048576 3" ;;
    fuzz_sql) echo "1048576 5" ;;
    fuzz_gzip|fuzz_url) echo "262144 2" ;;
    *) echo "65536 2" ;;
  esac
}

# fuzz NAME BIN [env]: one timed run; prints its ok/FAIL line.
fuzz() {
  name=$1; t=$2; bin=$HARD/fuzz/$t
  corp=$HARD/fuzz/corpus/$name; seeds=$HARD/fuzz/seeds/$t
  mkdir -p "$corp"
  dict=$(dict_of "$t"); dopt=""; [ -n "$dict" ] && dopt="-dict=$dict"
  log=$HARD/fuzz/$name.log
  # FUZZ_RUNS and FUZZ_SEED make a run repeatable (the smoke in make test
  # uses them, so CI sees what the developer saw).
  ropt=""; [ -n "$FUZZ_RUNS" ] && ropt="-runs=$FUZZ_RUNS"
  sopt=""; [ -n "$FUZZ_SEED" ] && sopt="-seed=$FUZZ_SEED"
  set -- $(limits_of "$t")
  "$bin" -max_total_time="$SECS" -timeout="$2" -rss_limit_mb=3000 -max_len="$1" \
    -print_final_stats=1 $ropt $sopt $dopt -artifact_prefix="$NEW/$t-" \
    "$corp" "$seeds" >"$log" 2>&1
  rc=$?
  execs=$(LC_ALL=C sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  cov=$(grep -ao 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
  if [ $rc -eq 0 ]; then
    echo "ok $name: ${execs:-?} executions (at most ${SECS}s), ${cov:-no coverage line}, corpus $(ls "$corp" | wc -l)"
  else
    art=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
    why=$(grep -E 'FUZZ_ASSERT|ERROR: (Address|Leak|libFuzzer)|runtime error|SUMMARY' "$log" | head -2 | tr '\n' ' ')
    echo "FAIL $name: $why; input saved as ${art:-?} (log $log)"
  fi
}

for t in $built; do
  sd=$HARD/fuzz/seeds/$t
  # seeds are kept until seeds.sh changes; the SQL ones follow the functions
  if [ ! -d "$sd" ] || [ tests/fuzz/seeds.sh -nt "$sd" ] || [ "$t" = fuzz_sql ]; then
    rm -rf "$sd"
    sh tests/fuzz/seeds.sh "$t" "$sd" "$HARD/fuzz/$t"
  fi
  fuzz "$t" "$t"
  if [ "$t" = fuzz_sql ] && [ -n "$FUZZ_SQL_EACH" ]; then
    for f in $(ROBOTS_FUZZ_LIST=1 "$HARD/fuzz/fuzz_sql" 2>/dev/null | awk '{print $2}' | sort -u); do
      ROBOTS_FUZZ_ONLY=$f; export ROBOTS_FUZZ_ONLY
      fuzz "fuzz_sql.$f" fuzz_sql
      unset ROBOTS_FUZZ_ONLY
    done
  fi
done

# Replay every saved crash: each is a regression test.
for f in "$CRASH"/fuzz_*; do
  [ -f "$f" ] || continue
  t=$(basename "$f" | sed 's/-.*//')
  bin=$HARD/fuzz/$t
  [ -x "$bin" ] || { echo "SKIP $f: target $t not built"; continue; }
  if "$bin" "$f" >"$HARD/fuzz/replay.log" 2>&1; then
    echo "ok $f: no longer crashes"
  else
    echo "FAIL $f: $(grep -E 'FUZZ_ASSERT|ERROR: |runtime error' "$HARD/fuzz/replay.log" | head -1)"
  fi
done
exit 0
