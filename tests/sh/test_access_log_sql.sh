#!/bin/sh
# sql/access_log.sql, the log-to-table example: it runs on its own sample,
# and on the real log of $ROBOTS_DATA/access_logs (skipped when absent) it
# reads every line and counts the same crawler hits as grep does.
SQLITE3=${SQLITE3:-sqlite3}
ROBOTS_DATA=${ROBOTS_DATA:-../shared/data}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Run the example on log $1, then print "name|value" lines of its hits table.
run_on() {
  sed "s#sql/data/access_sample.log#$1#" sql/access_log.sql >"$tmp/run.sql"
  cat >>"$tmp/run.sql" <<'SQL'
.headers off
.mode list
select 'rows|' || count(*) from hits;
select 'googlebot|' || count(*) from hits where token like 'Googlebot%';
select 'bingbot|' || count(*) from hits where token = 'bingbot';
select 'yandexbot|' || count(*) from hits where token = 'YandexBot';
select 'bad_status|' || count(*) from hits where status not between 100 and 599;
select 'allowed_is_0_or_1|' || count(*) from hits, site_robots r
  where token is not null and robots_allowed(r.txt, token, path) not in (0, 1);
SQL
  "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' <"$tmp/run.sql" >"$tmp/out" 2>&1
}

# Expect "name|value" in the output.
expect() {
  if grep -qx "$2|$3" "$tmp/out"; then echo "ok $1"
  else echo "FAIL $1: wanted $2|$3, got $(grep "^$2|" "$tmp/out" || tail -2 "$tmp/out")"; fi
}

log=sql/data/access_sample.log
if run_on "$log"; then echo "ok access_log_example_runs"; else echo "FAIL access_log_example_runs: $(tail -3 "$tmp/out")"; fi
expect access_log_example_all_lines rows "$(grep -c . "$log")"
expect access_log_example_googlebot googlebot "$(grep -c 'Googlebot' "$log")"
expect access_log_example_status_parsed bad_status 0
expect access_log_example_allowed_boolean allowed_is_0_or_1 0

# RFC 9309, 2.2.2: /robots.txt is implicitly allowed.  Under a robots.txt
# that disallows everything, the example lists no fetch of /robots.txt as
# disallowed, and counts each as allowed.
printf 'User-agent: *\nDisallow: /\n' >"$tmp/all.txt"
sed -e "s#sql/data/robots_sample.txt#$tmp/all.txt#" sql/access_log.sql >"$tmp/all.sql"
"$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' <"$tmp/all.sql" >"$tmp/all.out" 2>&1
n=$(grep -c '/robots.txt' "$tmp/all.out")
a=$(awk '/^token/ { f=1; next } f && /^-/ { next } f && NF==0 { f=0 } f && NF>=5 { s+=$3; r+=$5 } END { print (s==r) ? "same" : s "!=" r }' "$tmp/all.out")
if [ "$n" = 0 ] && [ "$a" = same ]; then echo "ok access_log_example_robots_txt_fetch_implicitly_allowed"
else echo "FAIL access_log_example_robots_txt_fetch_implicitly_allowed: $n listed, allowed vs fetches: $a"; fi

real="$ROBOTS_DATA/access_logs/apache_combined_semicomplete_2015.log"
if [ ! -f "$real" ]; then
  echo "SKIP access_log_real: no $real"
  exit 0
fi
case $real in /*) ;; *) real="$(pwd)/$real" ;; esac
run_on "$real" || echo "FAIL access_log_real_runs: $(tail -3 "$tmp/out")"
expect access_log_real_all_lines rows "$(grep -c . "$real")"
expect access_log_real_googlebot googlebot "$(grep -c 'Googlebot' "$real")"
expect access_log_real_bingbot bingbot "$(grep -c 'bingbot' "$real")"
expect access_log_real_yandexbot yandexbot "$(grep -c 'YandexBot' "$real")"
expect access_log_real_status_parsed bad_status 0
