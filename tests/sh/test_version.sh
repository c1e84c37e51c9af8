#!/bin/sh
# The version is set in the engine (CAT_VERSION, ext/catalog/catalog.h) and
# repeated for C programs in the public header (SQLITE_ROBOTS_VERSION,
# ext/sqlite/sqlite-robots.h): the two agree, robots_version() returns it
# through the catalog, deterministic and innocuous, and make stops
# when a version differs from the engine's.
cd "$(dirname "$0")/../.." || exit 1
eng=$(sed -n 's/^#define CAT_VERSION "\(.*\)"$/\1/p' ext/catalog/catalog.h)
pub=$(sed -n 's/^#define SQLITE_ROBOTS_VERSION "\(.*\)"$/\1/p' ext/sqlite/sqlite-robots.h)
if [ -n "$eng" ] && [ "$eng" = "$pub" ]; then echo "ok version_public_header_repeats_the_engines ($eng)"
else echo "FAIL version_public_header_repeats_the_engines: CAT_VERSION '$eng', SQLITE_ROBOTS_VERSION '$pub'"; fi

if out=$(make -s version VERSION=0.0.0-not-the-engines 2>&1); then
  echo "FAIL version_make_stops_when_versions_differ: make went on ($out)"
else
  case $out in *"version differs"*) echo "ok version_make_stops_when_versions_differ" ;;
    *) echo "FAIL version_make_stops_when_versions_differ: $out" ;; esac
fi

PY=""
for p in /usr/bin/python3 python3; do
  if "$p" -c 'import sqlite3; sqlite3.connect(":memory:").enable_load_extension(True)' 2>/dev/null; then
    PY=$p; break
  fi
done
if [ -z "$PY" ] || [ ! -f dist/robots.so ]; then
  echo "SKIP version_robots_version_is_the_engines: no python3 with extensions or no dist/robots.so (make)"
else
  got=$("$PY" -c 'import sqlite3,sys; db=sqlite3.connect(":memory:"); db.enable_load_extension(True)
db.load_extension("dist/robots")
print(db.execute("select robots_version()").fetchone()[0])
print(db.execute("select count(*) from pragma_function_list where name=\x27robots_version\x27 and narg=0 and flags & 2048 and flags & 2097152").fetchone()[0])' 2>&1 | tr '\n' ' ')
  if [ "$got" = "$eng 1 " ]; then echo "ok version_robots_version_is_the_engines"
  else echo "FAIL version_robots_version_is_the_engines: got '$got', want '$eng 1 '"; fi
fi
