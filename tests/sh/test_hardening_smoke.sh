#!/bin/sh
# test_hardening_smoke.sh: the short hardening pass that `make test` runs
# (about a minute): 3,000 seeded runs (at most 10 s) per libFuzzer target
# when clang and libclang-rt-14-dev are present (SKIP otherwise) plus the
# replay of saved crashes; the out-of-memory harness on representative
# calls; the limits at 1/100 size; one second of the thread test; and the
# SQL regressions of tests/fuzz/regress under valgrind when installed.
# The full runs are `make fuzz`, `make test-oom`, `make test-limits`,
# `make test-threads`, `make test-sanitize`, `make valgrind`.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}

# A fixed seed and number of runs (on a fresh corpus): the same inputs on
# every machine, so a CI run fails only where the developer's run failed.
rm -rf dist/hardening/fuzz/corpus
FUZZ_SECONDS=${FUZZ_SECONDS:-10} FUZZ_RUNS=${FUZZ_RUNS:-3000} FUZZ_SEED=${FUZZ_SEED:-1} \
  FUZZ_CRASH_DIR=dist/hardening/fuzz/new-crashes sh tests/fuzz/run.sh

OOM_VALGRIND=0 sh tests/oom/run.sh \
  robots_allowed,robots_explain,robots_rules,robots_lint,robots_meta,sitemap_entries,sitemap_lint,sitemap_format,sitemap_urlset,sitemap_gzip,access_log_entries |
  grep -v '^ok oom (generic)'

LIMITS_SCALE=100 sh tests/limits/run.sh

# ThreadSanitizer runs in `make test-threads` only: its build of the whole
# engine is slow (THREAD_TSAN=0; it was built and run here, its lines
# dropped).
THREAD_TSAN=0 THREAD_SECONDS=1 sh tests/threads/run.sh

for t in tests/fuzz/regress/*.sql; do
  [ -f "$t" ] || continue
  if command -v valgrind >/dev/null; then
    out=$(valgrind -q --error-exitcode=97 "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' <"$t" 2>&1)
    rc=$?
  else
    out=$("$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' <"$t" 2>&1)
    rc=$?
  fi
  if [ $rc -eq 0 ] && ! printf '%s\n' "$out" | grep -qv '|1$'; then
    echo "ok $t"
  else
    echo "FAIL $t: exit $rc: $(printf '%s\n' "$out" | grep -v '|1$' | head -3 | tr '\n' ' ')"
  fi
done
exit 0
