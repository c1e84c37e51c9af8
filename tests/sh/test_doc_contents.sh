#!/bin/sh
# The reference's "Contents:" paragraph links every "## " section of
# sql/README.md, in order, with GitHub's anchors (lower case, punctuation
# other than '-' and '_' dropped, spaces as '-').
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
