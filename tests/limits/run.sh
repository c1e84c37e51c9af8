#!/bin/sh
# run.sh: build and run the limits test (tests/limits/limits.c) at full
# size (`make test-limits`) or divided by LIMITS_SCALE (the smoke uses 100).
cd "$(dirname "$0")/../.." || exit 1
. tests/fuzz/lib.sh
CC=${CC:-cc}
mkdir -p "$HARD/limits"
hard_objs "$HARD/plain/obj" "$CC" -g -O1 -fPIC || { echo "FAIL limits_build: ext/ does not compile"; exit 1; }
$CC -g -O2 -Wall -Wextra -Iext tests/limits/limits.c $HARD_OBJS -lsqlite3 -lz -lm -lcrypto \
  -o "$HARD/limits/limits" || { echo "FAIL limits_build"; exit 1; }
"$HARD/limits/limits" "${LIMITS_SCALE:-1}" "$@"
exit 0
