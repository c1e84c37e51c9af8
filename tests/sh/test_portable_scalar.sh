#!/bin/sh
# The engine's portable paths: ext/ has SSE2 fast paths (URL path masks,
# byte scans) with a plain C fallback for other machines.  Build the core
# with __SSE2__ undefined and run the robots.txt and URL C tests against it,
# so the fallback is tested on this machine too.  Prints the C tests' own
# ok/FAIL lines, prefixed "scalar_".
cd "$(dirname "$0")/../.." || exit 1
CC=${CC:-cc}
dir=dist/tests/scalar
mkdir -p "$dir/obj" || exit 1
objs=""
for c in ext/*/*.c; do
  case $c in ext/sqlite/*|ext/postgres/*|ext/duckdb/*|ext/fetch/*) continue ;; esac
  o=$dir/obj/$(basename "$c" .c).o
  if ! $CC -O1 -U__SSE2__ -Iext -c "$c" -o "$o" 2>"$dir/cc.log"; then
    echo "FAIL scalar_build: $c does not compile without SSE2"
    sed 's/^/    /' "$dir/cc.log" | head -5
    exit 0
  fi
  objs="$objs $o"
done
for t in test_robots test_url; do
  # shellcheck disable=SC2086
  if ! $CC -O1 -Iext -o "$dir/$t" "tests/c/$t.c" $objs -lz -lm -lcrypto 2>"$dir/cc.log"; then
    echo "FAIL scalar_build_$t: tests/c/$t.c does not link"
    continue
  fi
  "$dir/$t" | sed -n 's/^\(ok\|FAIL\|SKIP\) /\1 scalar_/p'
done
