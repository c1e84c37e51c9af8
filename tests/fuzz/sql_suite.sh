#!/bin/sh
# sql_suite.sh MODE: run the SQL test suite (tests/sql/*.sql, judged as
# tests/run.sh judges them) under a memory checker.  Used by the Makefile.
#   asan      dist/asan/robots.so in the sqlite3 shell with the ASan runtime
#             preloaded; UBSan aborts on the first report; leaks are
#             checked (suppressing none of ours).
#   valgrind  dist/robots.so in the shell under memcheck: any error or
#             definite leak fails the test.
# Prints ok/FAIL lines and "N passed, N failed"; exits 1 on a failure.
cd "$(dirname "$0")/../.." || exit 1
. tests/fuzz/lib.sh
mode=$1
SQLITE3=${SQLITE3:-sqlite3}
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
case $mode in
  asan)
    rt=$(hard_asan_rt)
    [ -f "$rt" ] || { echo "SKIP sanitize: no ASan runtime (apt-get install clang libclang-rt-14-dev)"; exit 0; }
    ext=./dist/asan/robots
    run() { LD_PRELOAD=$rt ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=98 \
            UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 "$SQLITE3" "$@"; } ;;
  valgrind)
    command -v valgrind >/dev/null || { echo "SKIP valgrind: not installed (apt-get install valgrind)"; exit 0; }
    ext=./dist/robots
    run() { valgrind -q --error-exitcode=97 --leak-check=full --errors-for-leak-kinds=definite \
            --log-file="$out/vg" "$SQLITE3" "$@"; } ;;
  *) echo "usage: sql_suite.sh asan|valgrind"; exit 2 ;;
esac
pass=0; fail=0
for t in tests/sql/*.sql; do
  [ -f "$t" ] || continue
  name=${t%.sql}
  : >"$out/vg"
  start=$(date +%s)
  run -batch -bail :memory: -cmd ".load $ext" <"$t" >"$out/sql" 2>"$out/err"
  rc=$?
  secs=$(( $(date +%s) - start ))
  why=""
  if [ $rc -eq 98 ] || [ $rc -eq 97 ] || grep -qE 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$out/err"; then
    why="$mode report: $(grep -E 'ERROR:|runtime error:|SUMMARY' "$out/err" | head -2 | tr '\n' ' ')$(grep -E 'Invalid|uninitialised|definitely lost' "$out/vg" | head -2 | tr '\n' ' ')"
  elif [ -f "$name.expected" ]; then
    diff -q "$name.expected" "$out/sql" >/dev/null || why="output differs from $name.expected (exit $rc)"
  elif [ $rc -ne 0 ] || grep -qv '|1$' "$out/sql"; then
    why="exit $rc: $(grep -v '|1$' "$out/sql" | head -1)$(head -1 "$out/err")"
  fi
  if [ -z "$why" ]; then echo "ok $mode $t (${secs}s)"; pass=$((pass+1))
  else echo "FAIL $mode $t: $why"; fail=$((fail+1)); fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
