#!/bin/sh
# tests/cross/mingw.sh: build the extension for 64-bit Windows with MinGW
# (`make mingw`): every ext/*/*.c must compile with no warning (-Werror),
# then the objects are linked into dist/mingw/robots.dll.  The SQLite
# headers are the ones vendored in ext/vendor/, as for dist/robots (the
# extension reaches SQLite only through the API pointer that .load hands
# it, so no Windows sqlite3 library is needed); zlib comes from Debian's
# libz-mingw-w64-dev.  There is no libcrypto for MinGW in Debian: the
# engine is compiled with ROBOTS_NO_CRYPTO, and crawler_signature refuses
# every call ("built without libcrypto").
# Exit 0 built, 1 failed, 2 a prerequisite is missing (the message says
# which packages to install).
cd "$(dirname "$0")/../.." || exit 1
MINGW_CC=${MINGW_CC:-x86_64-w64-mingw32-gcc}
dir=dist/mingw
if ! command -v "$MINGW_CC" >/dev/null 2>&1; then
  echo "mingw: $MINGW_CC is missing; install it with:" >&2
  echo "  sudo apt-get install -y gcc-mingw-w64-x86-64 libz-mingw-w64-dev" >&2
  exit 2
fi
if ! printf '#include <zlib.h>\n' | "$MINGW_CC" -E -x c - >/dev/null 2>&1; then
  echo "mingw: zlib for MinGW is missing; install it with:" >&2
  echo "  sudo apt-get install -y libz-mingw-w64-dev" >&2
  exit 2
fi
mkdir -p "$dir/obj" || exit 1
objs=""
for c in ext/*/*.c; do
  case $c in ext/postgres/*|ext/duckdb/*) continue ;; esac   # other bindings, built apart
  # dist/robots only: the fetching code (libcurl) is not in robots.dll
  case $c in ext/fetch/*|ext/sqlite/sql_fetch.c) continue ;; esac
  o=$dir/obj/$(basename "$c" .c).o
  if [ ! -f "$o" ] || [ "$c" -nt "$o" ] \
     || [ -n "$(find ext -name '*.h' -newer "$o" | head -1)" ]; then
    "$MINGW_CC" -O2 -Wall -Wextra -Wshadow -Wconversion -Werror \
      -DROBOTS_NO_CRYPTO -Iext/vendor -c "$c" -o "$o" || { echo "mingw: $c failed" >&2; exit 1; }
  fi
  objs="$objs $o"
done
# shellcheck disable=SC2086
"$MINGW_CC" -shared -o "$dir/robots.dll" $objs -Wl,-Bstatic -lz -Wl,-Bdynamic \
  || { echo "mingw: linking robots.dll failed" >&2; exit 1; }
echo "mingw: built $dir/robots.dll"
