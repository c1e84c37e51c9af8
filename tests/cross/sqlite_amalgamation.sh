#!/bin/sh
# tests/cross/sqlite_amalgamation.sh: make sure dist/sqlite-amalgamation/
# holds SQLite's amalgamation (sqlite3.c, sqlite3.h) and print that
# directory.  Debian ships no SQLite source for other targets, so it comes
# from npm's better-sqlite3 package, which bundles it (fetched once with
# `npm pack`; nothing is installed or run).
# Exit 0 ready, 2 npm is missing or the fetch failed (the message says why).
cd "$(dirname "$0")/../.." || exit 1
dir=dist/sqlite-amalgamation
if [ -f "$dir/sqlite3.c" ] && [ -f "$dir/sqlite3.h" ]; then echo "$dir"; exit 0; fi
if ! command -v npm >/dev/null 2>&1; then
  echo "sqlite-amalgamation: npm is missing; install it with:" >&2
  echo "  sudo apt-get install -y npm" >&2
  exit 2
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
if (cd "$tmp" && npm pack --silent better-sqlite3 >/dev/null 2>&1 \
      && tar xzf better-sqlite3-*.tgz) \
   && [ -f "$tmp/package/deps/sqlite3/sqlite3.c" ]; then
  mkdir -p "$dir" && cp "$tmp/package/deps/sqlite3/sqlite3.c" \
    "$tmp/package/deps/sqlite3/sqlite3.h" "$dir/" || exit 1
  echo "$dir"; exit 0
fi
echo "sqlite-amalgamation: could not fetch better-sqlite3 with npm pack" >&2
echo "  (npm registry unreachable?)" >&2
exit 2
