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

group_start dist/tests dist/tests/test_*
for t in dist/tests/test_*; do
  [ -x "$t" ] || continue
  timeout 600 "$t" >"$out/log" 2>&1; tally "$out/log" "$t" $?
done
group_end

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
done
group_end

PY=""
for p in /usr/bin/python3 python3; do
  if "$p" -c 'import sqlite3; sqlite3.connect(":memory:").enable_load_extension(True)' 2>/dev/null; then
    PY=$p; break
  fi
done
group_start tests/py tests/py/test_*.py
for t in tests/py/test_*.py; do
  [ -f "$t" ] || continue
  if [ -z "$PY" ]; then echo "SKIP $t: no python3 with enable_load_extension (apt-get install python3)"; skip=$((skip+1)); continue; fi
  timeout 600 "$PY" "$t" >"$out/log" 2>&1; tally "$out/log" "$t" $?
done
group_end

group_start tests/sh tests/sh/test_*.sh

for t in tests/sh/test_*.sh; do
  [ -f "$t" ] || continue
  timeout 900 sh "$t" >"$out/log" 2>&1; tally "$out/log" "$t" $?
done
group_end

echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
