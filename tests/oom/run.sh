#!/bin/sh
# run.sh: build and run the out-of-memory harness (tests/oom/oom.c) against
# the extension compiled in (-DSQLITE_CORE), then the same harness under
# valgrind memcheck on the hand-written calls (no error, no definite leak).
#   sh tests/oom/run.sh [name,name ...]    (`make test-oom`)
#   OOM_VALGRIND=0 skips the valgrind pass.
cd "$(dirname "$0")/../.." || exit 1
. tests/fuzz/lib.sh
CC=${CC:-cc}
mkdir -p "$HARD/oom"
hard_objs "$HARD/plain/obj" "$CC" -g -O1 -fPIC || { echo "FAIL oom_build: ext/ does not compile"; exit 1; }
$CC -g -O1 -Wall -Wextra -Wshadow -Wconversion -Iext -Itests/fuzz -Itests/oom tests/oom/oom.c $HARD_OBJS \
  -lsqlite3 -lz -lm -lcrypto -o "$HARD/oom/oom" || { echo "FAIL oom_build: harness does not compile"; exit 1; }
"$HARD/oom/oom" "$@"
if [ "${OOM_VALGRIND:-1}" != 0 ] && command -v valgrind >/dev/null; then
  valgrind -q --error-exitcode=97 --leak-check=full --errors-for-leak-kinds=definite \
    --log-file="$HARD/oom/valgrind.log" "$HARD/oom/oom" "$@" >"$HARD/oom/valgrind.out" 2>&1
  rc=$?
  if [ $rc -eq 0 ] && ! grep -qE "Invalid|uninitialised|Conditional jump|definitely lost in" "$HARD/oom/valgrind.log"; then
    echo "ok oom_valgrind: no memcheck error, no definite leak (child processes included)"
  else echo "FAIL oom_valgrind: exit $rc, see $HARD/oom/valgrind.log: $(grep -E 'Invalid|uninit|definitely' "$HARD/oom/valgrind.log" | head -2 | tr '\n' ' ')"; fi
fi
exit 0
