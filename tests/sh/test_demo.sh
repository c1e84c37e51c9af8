#!/bin/sh
# sql/demo.sql, what `make demo` runs, works on the sample data it ships:
# it ends without an error, every section prints rows, and its answers
# are the files' (a crawl-delay the * group gives Yandex, a sitemap URL
# the site's own robots.txt blocks, the linter's finding).
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
out=$("$SQLITE3" -bail :memory: -cmd '.load ./dist/robots' <sql/demo.sql 2>&1)
rc=$?
# check NAME PATTERN: one line of the output matches PATTERN (grep -E).
check() {
  if printf '%s\n' "$out" | grep -Eq "$2"; then echo "ok $1"
  else echo "FAIL $1: no line matches /$2/"; fi
}
if [ $rc -eq 0 ] && ! printf '%s\n' "$out" | grep -q '^\(Error\|Parse error\|Runtime error\)'; then
  echo "ok demo_runs_to_its_end"
else
  echo "FAIL demo_runs_to_its_end: exit $rc: $(printf '%s\n' "$out" | grep -i error | head -3)"
fi
check demo_crawl_delay_column_filled '│ news\.example\.org +│ .*│ 2\.0 +│'
check demo_sitemap_blocked_by_its_own_robots_txt 'checkout/pay +│ /checkout/ +│'
check demo_lint_finds_relative_sitemap 'sitemap-relative'
check demo_disallowed_hits_counted '│ GPTBot +│ [0-9]+ +│ [1-9][0-9]* +│'
