#!/bin/sh
# access_log_entries on the real Apache combined log of
# $ROBOTS_DATA/access_logs (SKIP when absent): every line is a row, only
# the line the log itself cut short is an error, the crawler counts agree
# with grep, \xhh escapes are decoded, and the gzipped log reads the same.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
ROBOTS_DATA=${ROBOTS_DATA:-../shared/data}
log=$ROBOTS_DATA/access_logs/apache_combined_semicomplete_2015.log
if [ ! -f "$log" ]; then
  for n in real_log_every_line_a_row real_log_only_cut_lines_are_errors \
           real_log_googlebot_count_matches_grep real_log_robots_txt_requests \
           real_log_hex_escapes_decoded real_log_gzip_reads_the_same; do
    echo "SKIP $n: $log not found (set ROBOTS_DATA)"
  done
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# q SQL: run one query over the log (bound as readfile) and print the value.
q() {
  "$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' "$1" 2>&1
}
# expect NAME GOT WANT
expect() {
  if [ "$2" = "$3" ]; then echo "ok $1"; else echo "FAIL $1: got '$2', wanted '$3'"; fi
}

lines=$(wc -l <"$log" | tr -d ' ')
expect real_log_every_line_a_row \
  "$(q "select count(*) from access_log_entries(readfile('$log'))")" "$lines"
cut=$(awk 'substr($0,length($0))!="\""' "$log" | wc -l | tr -d ' ')
expect real_log_only_cut_lines_are_errors \
  "$(q "select count(*) from access_log_entries(readfile('$log')) where error is not null")" "$cut"
g=$(grep 'Googlebot' "$log" | awk 'substr($0,length($0))=="\""' | wc -l | tr -d ' ')
expect real_log_googlebot_count_matches_grep \
  "$(q "select count(*) from access_log_entries(readfile('$log')) where user_agent like '%Googlebot%'")" "$g"
r=$(grep -c '"GET /robots.txt ' "$log")
expect real_log_robots_txt_requests \
  "$(q "select count(*) from access_log_entries(readfile('$log')) where method='GET' and target='/robots.txt'")" "$r"
x=$(grep -c '\\x' "$log")
expect real_log_hex_escapes_decoded \
  "$(q "select count(*) from access_log_entries(readfile('$log')) where instr(raw, '\\x')>0 and instr(request, '\\x')=0")" "$x"
gzip -c "$log" >"$tmp/log.gz"
sum="select count(*), count(error), sum(length(user_agent)), sum(status), sum(bytes), group_concat(distinct agent) from access_log_entries(readfile"
a=$(q "$sum('$log'))")
b=$(q "$sum('$tmp/log.gz'))")
expect real_log_gzip_reads_the_same "$b" "$a"
exit 0
