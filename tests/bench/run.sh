#!/bin/sh
# tests/bench/run.sh: build the benchmark's helpers and run it (`make bench`).
#   dist/bench/noop.so   the no-op extension (tests/bench/noop_ext.c)
#   dist/bench/bench     the workloads (tests/bench/bench_*.c + the core objects),
#                        with the libexpat baseline when libexpat is installed
# Arguments are workload names (default: all).  Nothing is installed.
cd "$(dirname "$0")/../.." || exit 1
CC=${CC:-cc}
CFLAGS=${CFLAGS:-"-O2 -g"}
WARN="-Wall -Wextra -Wshadow -Wconversion"
ROBOTS_DATA=${ROBOTS_DATA:-../shared/data}
export ROBOTS_DATA
mkdir -p dist/bench || exit 1

if ! printf '#include <sqlite3.h>\n' | $CC -E - >/dev/null 2>&1; then
  echo "bench: sqlite3.h is missing: sudo apt-get install libsqlite3-dev" >&2
  exit 1
fi
EXPAT_FLAGS=""
if printf '#include <expat.h>\n' | $CC -E - >/dev/null 2>&1; then
  EXPAT_FLAGS="-DBENCH_EXPAT -lexpat"
else
  echo "bench: libexpat not found; the sitemap line is skipped" \
       "(to run it: sudo apt-get install libexpat1-dev)" >&2
fi

$CC $CFLAGS $WARN -fPIC -shared -o dist/bench/noop.so tests/bench/noop_ext.c || exit 1
# The engine-neutral core, as the Makefile builds it (`make bench` builds
# it first; run by hand, say `make` before).
# The engine's folders come from ext/folders.mk.
CORE_OBJ=""
for f in $(for d in $(sed -n 's/^ENGINE_FOLDERS[ \t]*:=[ \t]*//p' ext/folders.mk); do
             ls ext/$d/*.c; done); do
  o=dist/obj/$(basename "$f" .c).o
  [ -f "$o" ] || { echo "bench: $o is missing: run make first" >&2; exit 1; }
  CORE_OBJ="$CORE_OBJ $o"
done
# shellcheck disable=SC2086
$CC $CFLAGS $WARN -Iext -o dist/bench/bench tests/bench/bench_*.c $CORE_OBJ \
    -lsqlite3 $EXPAT_FLAGS -lz -lm -lcrypto || exit 1
exec dist/bench/bench "$@"
