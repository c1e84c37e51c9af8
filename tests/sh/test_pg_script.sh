#!/bin/sh
# The PostgreSQL install scripts' catalog part is what the catalog says:
# dist/pg_script, run through ext/postgres/pg_script.sh into a temporary
# directory, writes robots--1.2.sql and robots--1.1--1.2.sql byte for byte
# as shipped (after a change to the catalog, `make pg-script` rewrites
# them).  Needs no PostgreSQL.
cd "$(dirname "$0")/../.." || exit 1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
if ! make -s dist/pg_script >"$tmp/log" 2>&1; then
  echo "FAIL pg_script_builds: $(tail -3 "$tmp/log")"; exit 0
fi
sh ext/postgres/pg_script.sh dist/pg_script "$tmp"
for f in robots--1.2.sql robots--1.1--1.2.sql; do
  if cmp -s "$tmp/$f" "ext/postgres/$f"; then
    echo "ok pg_script_shipped_${f}_is_generated_from_the_catalog"
  else
    echo "FAIL pg_script_shipped_${f}_is_generated_from_the_catalog: run make pg-script"
    diff "ext/postgres/$f" "$tmp/$f" | head -10
  fi
done
# Every function of the catalog that PostgreSQL offers has a C symbol in
# the module (pg_catalog.c makes one per cat_list.h line) and a CREATE in
# the script; the ones it does not offer have none.
n=$(./dist/pg_script | grep -c '^CREATE OR REPLACE FUNCTION')
if [ "$n" -ge 1 ]; then
  echo "ok pg_script_creates_each_catalog_function ($n signatures)"
else
  echo "FAIL pg_script_creates_each_catalog_function: none"
fi
# The reference's table of where each function runs is the catalog's
# (ext/catalog/reference.sh, `make catalog`).
if make -s dist/catalog_dump >/dev/null 2>&1; then
  cp sql/README.md "$tmp/README.md"
  sh ext/catalog/reference.sh dist/catalog_dump "$tmp/README.md"
  if cmp -s "$tmp/README.md" sql/README.md; then
    echo "ok catalog_reference_table_is_written_from_the_catalog"
  else
    echo "FAIL catalog_reference_table_is_written_from_the_catalog: run make catalog"
    diff sql/README.md "$tmp/README.md" | head -10
  fi
else
  echo "FAIL catalog_dump_builds"
fi
