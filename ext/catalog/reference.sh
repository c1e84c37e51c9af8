#!/bin/sh
# reference.sh DUMP FILE: put the table of the functions the catalog
# describes (DUMP -m) into FILE between its two marker lines
# "<!-- catalog table: ..." and "<!-- catalog table end -->".  `make
# catalog` runs it on sql/README.md; tests/sh/test_pg_script.sh runs it on
# a copy and compares.
set -e
dump=$1; file=$2
tmp=$(mktemp); trap 'rm -f "$tmp" "$tmp.t"' EXIT
"$dump" -m > "$tmp.t"
awk -v t="$tmp.t" '
  /^<!-- catalog table end -->/ { while ((getline l < t) > 0) print l; skip = 0 }
  !skip { print }
  /^<!-- catalog table:/ { skip = 1 }' "$file" > "$tmp"
cat "$tmp" > "$file"
