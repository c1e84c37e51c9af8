#!/bin/sh
# run.sh: build and run the thread test (tests/threads/threads.c): plainly,
# then under ThreadSanitizer when clang is present (`make test-threads`).
#   THREAD_SECONDS (default 5) and THREADS (default 8); THREAD_TSAN=0 skips
#   ThreadSanitizer (the smoke in `make test`: its build is slow).
cd "$(dirname "$0")/../.." || exit 1
. tests/fuzz/lib.sh
SECS=${THREAD_SECONDS:-5}; N=${THREADS:-8}
CC=${CC:-cc}
mkdir -p "$HARD/threads"
hard_objs "$HARD/plain/obj" "$CC" -g -O1 -fPIC || { echo "FAIL threads_build: ext/ does not compile"; exit 1; }
$CC -g -O1 -Wall -Wextra -Iext -Itests/fuzz -Itests/oom tests/threads/threads.c $HARD_OBJS \
  -lsqlite3 -lz -lm -lcrypto -lpthread -o "$HARD/threads/threads" || { echo "FAIL threads_build"; exit 1; }
"$HARD/threads/threads" "$SECS" "$N"
if [ "${THREAD_TSAN:-1}" = 0 ]; then
  :   # THREAD_TSAN=0: no ThreadSanitizer build (the smoke in make test)
elif command -v clang >/dev/null && [ -f "$(clang -print-file-name=libclang_rt.tsan-x86_64.a)" ]; then
  F="-g -O1 -fsanitize=thread"
  hard_objs "$HARD/threads/tsan" clang $F || { echo "FAIL threads_tsan_build"; exit 1; }
  clang $F -Iext -Itests/fuzz -Itests/oom tests/threads/threads.c $HARD_OBJS \
    -lsqlite3 -lz -lm -lcrypto -lpthread -o "$HARD/threads/threads_tsan" || { echo "FAIL threads_tsan_build"; exit 1; }
  TSAN_OPTIONS="halt_on_error=0 exitcode=66 report_signal_unsafe=0" \
    "$HARD/threads/threads_tsan" "$SECS" "$N" >"$HARD/threads/tsan.out" 2>"$HARD/threads/tsan.log"
  rc=$?
  sed 's/^ok threads:/ok threads_tsan:/; s/^FAIL threads/FAIL threads_tsan/' "$HARD/threads/tsan.out"
  if [ $rc -ne 0 ] || grep -q 'WARNING: ThreadSanitizer' "$HARD/threads/tsan.log"; then
    echo "FAIL threads_tsan: exit $rc, $(grep -c 'WARNING: ThreadSanitizer' "$HARD/threads/tsan.log") reports; first: $(grep -A3 'WARNING: ThreadSanitizer' "$HARD/threads/tsan.log" | head -4 | tr '\n' ' ')"
  else
    echo "ok threads_tsan_clean: no ThreadSanitizer report"
  fi
else
  echo "SKIP threads_tsan: clang with ThreadSanitizer missing (apt-get install clang libclang-rt-14-dev)"
fi
exit 0
