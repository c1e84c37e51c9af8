#!/bin/sh
# Every SQL test again in a UTF-16le and a UTF-16be database: TEXT is read
# as UTF-8 whatever the database's encoding, so each file must print what it
# prints in a UTF-8 database.  Cases whose input is a byte string built
# from blobs (x'EFBBBF' || ..., cast(... as blob)) are left out: the same
# SQL builds other bytes in a UTF-16 database, so there is nothing to
# compare.  They are listed here by name.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
bytecases='BOM_characters_1_full_bom_skipped
BOM_characters_2_partial_bom_EFBB_skipped
BOM_characters_3_partial_bom_EF_skipped
ID_UTF8ByteOrderMarkIsSkipped_[a-z0-9_]*
blob_is_read_as_bytes
blob_log_read_as_bytes
bom_counts_no_line
path_nul_ends_the_path
path_nul_ends_the_path_in_matching
nul_ends_the_line
nul_in_key_spoils_line
pasted_file_hides_agent
bom_inside_a_line
bom_at_start_is_fine
latin1_comment_is_info
latin1_path_is_warning
each_text_not_utf8_is_blob_directive_value'
printf '%s\n' "$bytecases" | sed 's/$/|/; s/^/^/' >"$tmp/skip"
# run FILE ENC: the file's output in a database of encoding ENC, the byte
# cases dropped.
run() {
  "$SQLITE3" -batch :memory: -cmd "PRAGMA encoding='$2'" -cmd '.load ./dist/robots' \
    <"$1" 2>&1 | grep -v -f "$tmp/skip"
}
n=0
for t in tests/sql/*.sql; do
  # The UTF-8 answers: tests/run.sh's, when it kept them (a file that
  # passed there ran without an error, so -bail changed nothing).
  saved=${ROBOTS_SQL_OUT:+$ROBOTS_SQL_OUT/$(basename "$t" .sql).out}
  if [ -n "$saved" ] && [ -f "$saved" ]; then grep -v -f "$tmp/skip" "$saved" >"$tmp/u8"
  else run "$t" UTF-8 >"$tmp/u8"; fi
  for enc in UTF-16le UTF-16be; do
    run "$t" "$enc" >"$tmp/u16"
    name="utf16_same_answers_${enc}_$(basename "$t" .sql)"
    if cmp -s "$tmp/u8" "$tmp/u16"; then
      echo "ok $name"
    else
      echo "FAIL $name:"
      diff "$tmp/u8" "$tmp/u16" | head -6 | sed 's/^/    /'
    fi
    n=$((n+1))
  done
done
[ "$n" -gt 0 ] || echo "FAIL utf16_same_answers: no SQL test found"
