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

# dist/robots_fetch: only its entry point, and dist/robots links no libcurl.
if [ -f dist/robots_fetch.so ]; then
  syms=$(nm -D --defined-only dist/robots_fetch.so | awk '{print $3}' | sort | tr '\n' ' ')
  if [ "$syms" = "sqlite3_robotsfetch_init " ]; then
    echo "ok exported_symbols_fetch_only_init"
  else
    echo "FAIL exported_symbols_fetch_only_init: dist/robots_fetch.so exports: $syms"
  fi
else
  echo "SKIP exported_symbols_fetch_only_init: no dist/robots_fetch.so (apt-get install libcurl4-openssl-dev)"
fi
if nm -D --undefined-only dist/robots.so | grep -q curl; then
  echo "FAIL robots_has_no_network_code: dist/robots.so refers to libcurl"
elif nm -D --undefined-only dist/robots.so | grep -qwE 'socket|connect|getaddrinfo'; then
  echo "FAIL robots_has_no_network_code: dist/robots.so opens sockets"
else
  echo "ok robots_has_no_network_code"
fi
