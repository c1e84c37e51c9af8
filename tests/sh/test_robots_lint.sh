#!/bin/sh
# robots_lint(txt) from the sqlite3 shell: argument errors name the function
# and the argument; every file of $ROBOTS_DATA/robots_corpus lints to the end
# (skipped when absent), and the histogram of codes is printed as "# " lines.
SQLITE3=${SQLITE3:-sqlite3}
ROBOTS_DATA=${ROBOTS_DATA:-../shared/data}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Run SQL $2 and expect its stderr to contain $3; test name $1.
expect_error() {
  "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' "$2" >"$tmp/out" 2>&1
  rc=$?
  if [ $rc -ne 0 ] && grep -q "$3" "$tmp/out"; then echo "ok $1"
  else echo "FAIL $1: exit $rc, wanted '$3', got: $(head -2 "$tmp/out")"; fi
}

expect_error real_txt_names_function_and_argument \
  "select * from robots_lint(1.5);" "robots_lint(): argument txt must be TEXT or BLOB"
expect_error integer_txt_names_function_and_argument \
  "select * from robots_lint(42);" "robots_lint(): argument txt must be TEXT or BLOB"
expect_error too_many_arguments_names_function \
  "select * from robots_lint('a', 'b');" "robots_lint"

corpus="$ROBOTS_DATA/robots_corpus"
if [ ! -d "$corpus" ]; then
  echo "SKIP corpus_every_file_lints: no $corpus"
  exit 0
fi
if ! "$SQLITE3" :memory: "select count(*) from fsdir('.') limit 1" >/dev/null 2>&1; then
  echo "SKIP corpus_every_file_lints: this sqlite3 shell has no fsdir()"
  exit 0
fi
"$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' >"$tmp/out" 2>&1 <<SQL
create temp table f as select name, data from fsdir('$corpus')
  where name like '%.txt' and name not like '%/SOURCES.txt';
create temp table l as select f.name, l.* from f, robots_lint(f.data) l;
create index l_name on l(name);
select 'files|' || count(*) from f;
select 'linted|' || count(*) from f
  where (select count(*) from robots_lint(f.data)) = (select count(*) from l where l.name = f.name);
select 'bad_rows|' || count(*) from l
  where line < 1 or severity not in ('error','warning','info') or code is null
     or message is null or length(message) = 0;
select 'clean|' || count(*) from f where not exists
  (select 1 from l where l.name = f.name and severity in ('error','warning'));
select '# ' || code || ' ' || severity || ' rows=' || count(*) || ' files=' || count(distinct name)
  from l group by code order by count(*) desc;
SQL
rc=$?
files=$(sed -n 's/^files|//p' "$tmp/out")
linted=$(sed -n 's/^linted|//p' "$tmp/out")
bad=$(sed -n 's/^bad_rows|//p' "$tmp/out")
clean=$(sed -n 's/^clean|//p' "$tmp/out")
if [ $rc -eq 0 ] && [ "${files:-0}" -gt 0 ] && [ "$files" = "$linted" ]; then
  echo "ok corpus_every_file_lints ($files files)"
else
  echo "FAIL corpus_every_file_lints: exit $rc, $files files, $linted linted: $(tail -2 "$tmp/out")"
fi
if [ "$bad" = "0" ]; then echo "ok corpus_rows_well_formed"
else echo "FAIL corpus_rows_well_formed: $bad bad rows"; fi
# Most real files are clean: at least half have no error or warning row.
if [ -n "$clean" ] && [ $((clean * 2)) -ge "$files" ]; then
  echo "ok corpus_most_files_clean ($clean of $files)"
else
  echo "FAIL corpus_most_files_clean: $clean of $files"
fi
grep '^# ' "$tmp/out"
exit 0
