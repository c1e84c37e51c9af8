#!/bin/sh
# The reference's "Contents:" paragraph links every "## " section of
# sql/README.md, in order, with GitHub's anchors (lower case, punctuation
# other than '-' and '_' dropped, spaces as '-').
# README.md stays under 20,000 bytes and says what `make test` needs.
cd "$(dirname "$0")/../.." || exit 1
ref=sql/README.md
want=$(grep '^## ' "$ref" | sed 's/^## //' | while IFS= read -r h; do
  a=$(printf '%s' "$h" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9 _-]//g; s/ /-/g')
  printf '[%s](#%s)\n' "$h" "$a"
done)
got=$(awk '/^Contents:$/ { on = 1; next } on && /^$/ { exit } on' "$ref" \
      | sed 's/ ·$//')
if [ "$got" = "$want" ]; then
  echo "ok doc_contents_lists_every_section"
else
  echo "FAIL doc_contents_lists_every_section: expected"; printf '%s\n' "$want" | sed 's/^/    /'
fi
# The front door stays short: README.md under 20,000 bytes; it says how
# long `make test` takes and that DuckDB's tests SKIP until make duckdb-deps.
n=$(wc -c <README.md)
if [ "$n" -lt 20000 ]; then echo "ok readme_under_20000_bytes ($n)"
else echo "FAIL readme_under_20000_bytes: $n bytes"; fi
if grep -q 'make test .*about [0-9]* min on 2 cores' README.md \
   && grep -q "DuckDB's do until you run .make duckdb-deps." README.md; then
  echo "ok readme_says_test_time_and_duckdb_deps"
else
  echo "FAIL readme_says_test_time_and_duckdb_deps"
fi
