#!/bin/sh
# The shared library exports exactly one symbol, sqlite3_robots_init: the
# engine's own names (coreMalloc, robotsCompile, ...) stay hidden, so they
# cannot clash with those of another library loaded into the process.
cd "$(dirname "$0")/../.." || exit 1
if ! command -v nm >/dev/null 2>&1; then
  echo "SKIP exported_symbols_only_init: nm missing (apt-get install binutils)"
  exit 0
fi
syms=$(nm -D --defined-only dist/robots.so | awk '{print $3}' | sort | tr '\n' ' ')
if [ "$syms" = "sqlite3_robots_init " ]; then
  echo "ok exported_symbols_only_init"
else
  echo "FAIL exported_symbols_only_init: dist/robots.so exports: $syms"
fi
