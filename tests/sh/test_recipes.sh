#!/bin/sh
# test_recipes.sh: the recipes of sql/ as a user runs them on their own
# data.  sql/ai_usage_audit.sql and sql/access_log.sql read views named
# once at the top ("Your data"): pointed at the user's own tables, by
# editing only those lines or by creating the views first (-cmd), they
# report on those tables alone.  The log recipes never count a fetch of
# /robots.txt itself as disallowed (RFC 9309, 2.2.2: implicitly allowed):
# ai_usage_audit leaves such fetches out, verified_crawlers lists none as
# a disallowed hit, whatif_change never flips one (crawl_audit's and
# access_log's are in test_bench_workflows.sh and test_access_log_sql.sh).
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
rc=0
# same NAME WANTED_FILE GOT_FILE
same() {
  if cmp -s "$2" "$3"; then echo "ok $1"; else
    echo "FAIL $1:"; diff "$2" "$3" | head -8 | sed 's/^/    /'; rc=1; fi
}

# ---- ai_usage_audit.sql over the user's tables (other names, other columns).
"$SQLITE3" -batch "$tmp/crawl.db" <<'SQL'
create table weblog(site text, uri text, ua text);
insert into weblog values
 ('mine.example', '/a', 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)'),
 ('mine.example', '/robots.txt', 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)'),
 ('mine.example', '/b', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
create table robots_files(site text, body text);
insert into robots_files values ('mine.example', 'User-agent: *
Content-Signal: search=yes, ai-train=no
Allow: /

User-agent: GPTBot
Disallow: /
');
SQL
cat >"$tmp/ai.want" <<'OUT'
crawler|host|path|says
GPTBot|mine.example|/a|disallowed
purpose|hits|on_reserved_pages
ai-train|1|1
search|1|1
purpose|hits|refused|allowed|unstated
ai-train|1|1|0|0
search|1|0|1|0
OUT
top=$(grep -n -- '-- ---- Your data' sql/ai_usage_audit.sql | cut -d: -f1)
end=$(awk -v t="$top" 'NR > t && /^-- ------/ { print NR; exit }' sql/ai_usage_audit.sql)
sed -e "${top},${end}s/select host, path, user_agent from sample_log;/select site, uri, ua from weblog;/" \
    -e "${top},${end}s/select host, txt from sample_robots;/select site, body from robots_files;/" \
    sql/ai_usage_audit.sql >"$tmp/ai.sql"
if [ -n "$top" ] && [ "$(diff sql/ai_usage_audit.sql "$tmp/ai.sql" | grep -c '^>')" = 2 ]; then
  "$SQLITE3" -batch "$tmp/crawl.db" -cmd '.load ./dist/robots' <"$tmp/ai.sql" >"$tmp/ai.got" 2>&1
  same ai_usage_audit_own_tables_by_editing_the_top "$tmp/ai.want" "$tmp/ai.got"
else
  echo "FAIL ai_usage_audit_own_tables_by_editing_the_top: the two views are not under 'Your data'"; rc=1
fi
"$SQLITE3" -batch "$tmp/crawl.db" -cmd '.load ./dist/robots' \
  -cmd "create temp view audit_log(host, path, user_agent) as select site, uri, ua from weblog" \
  -cmd "create temp view audit_robots(host, txt) as select site, body from robots_files" \
  <sql/ai_usage_audit.sql >"$tmp/ai.got2" 2>&1
same ai_usage_audit_own_tables_by_views_made_first "$tmp/ai.want" "$tmp/ai.got2"
# The GPTBot fetch of /robots.txt above is neither a hit nor disallowed:
# without the rule, ai-train would count 2 hits, 2 refused.
if grep -q '/robots.txt' "$tmp/ai.got2"; then
  echo "FAIL ai_usage_audit_robots_txt_fetch_left_out"; rc=1
else echo "ok ai_usage_audit_robots_txt_fetch_left_out"; fi

# ---- access_log.sql over a table of log lines and a table of robots.txt.
"$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' <sql/access_log.sql >"$tmp/al.want" 2>&1
"$SQLITE3" -batch "$tmp/crawl.db" -cmd '.load ./dist/robots' <<'SQL'
create table my_log(line text);
insert into my_log select value from json_each('["' || replace(replace(replace(
  CAST(readfile('sql/data/access_sample.log') AS TEXT), '\', '\\'), '"', '\"'),
  char(10), '","') || '"]') where value <> '';
create table my_robots(host text, body text);
insert into my_robots values ('www.example.com', readfile('sql/data/robots_sample.txt'));
SQL
top=$(grep -n -- '-- ---- Your data' sql/access_log.sql | cut -d: -f1)
end=$(awk -v t="$top" 'NR > t && /^-- ------/ { print NR; exit }' sql/access_log.sql)
sed -e "${top},${end}s/  select line from log_file;/  select line from my_log;/" \
    -e "${top},${end}s#  select readfile('sql/data/robots_sample.txt');#  select body from my_robots where host = 'www.example.com';#" \
    -e "${top},${end}s#^.import sql/data/access_sample.log log_file#.import /dev/null log_file#" \
    sql/access_log.sql >"$tmp/al.sql"
if [ "$(diff sql/access_log.sql "$tmp/al.sql" | grep -c '^>')" = 3 ]; then
  "$SQLITE3" -batch "$tmp/crawl.db" -cmd '.load ./dist/robots' <"$tmp/al.sql" >"$tmp/al.got" 2>&1
  same access_log_own_tables_by_editing_the_top "$tmp/al.want" "$tmp/al.got"
else
  echo "FAIL access_log_own_tables_by_editing_the_top: the views are not under 'Your data'"; rc=1
fi
"$SQLITE3" -batch "$tmp/crawl.db" -cmd '.load ./dist/robots' \
  -cmd "create temp view log_lines(line) as select line from my_log" \
  -cmd "create temp view site_robots(txt) as select body from my_robots" \
  <sql/access_log.sql >"$tmp/al.got2" 2>&1
same access_log_own_tables_by_views_made_first "$tmp/al.want" "$tmp/al.got2"

# ---- /robots.txt fetches under a robots.txt that disallows everything.
printf 'User-agent: *\nDisallow: /\n' >"$tmp/none.txt"
: >"$tmp/empty.txt"
# The sample log plus a spoofed Googlebot (not in Google's ranges) fetching
# /robots.txt: a spoofed hit, but not one to a disallowed URL.
cp sql/data/verified_sample.log "$tmp/vc.log"
echo '203.0.113.50 - - [12/Mar/2024:13:05:00 +0000] "GET /robots.txt HTTP/1.1" 200 100 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"' >>"$tmp/vc.log"
"$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' \
  -cmd ".parameter set @site_robots '$tmp/none.txt'" \
  -cmd ".parameter set @access_log '$tmp/vc.log'" <sql/verified_crawlers.sql >"$tmp/vc.out" 2>&1
n=$(grep -c '/robots\.txt' "$tmp/vc.out")
d=$(grep -c 'private/admin' "$tmp/vc.out")
if [ "$n" = 0 ] && [ "$d" -gt 0 ]; then
  echo "ok verified_crawlers_robots_txt_fetch_implicitly_allowed"
else
  echo "FAIL verified_crawlers_robots_txt_fetch_implicitly_allowed: $n lines name /robots.txt, $d /private/admin"; rc=1
fi
"$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' \
  -cmd ".parameter set @live '$tmp/empty.txt'" -cmd ".parameter set @draft '$tmp/none.txt'" \
  <sql/whatif_change.sql >"$tmp/wc.out" 2>&1
want=$("$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' \
  "select 'Googlebot|' || count(distinct target) || '|' || count(*) || '|0|0'
     from access_log_entries(readfile('sql/data/access_sample.log'))
    where agent = 'Googlebot' and error is null and target <> '/robots.txt'")
if grep -qx "$want" "$tmp/wc.out" && ! grep -q '/robots\.txt' "$tmp/wc.out"; then
  echo "ok whatif_change_robots_txt_fetch_never_flips"
else
  echo "FAIL whatif_change_robots_txt_fetch_never_flips: wanted $want, got $(grep '^Googlebot|' "$tmp/wc.out" | head -1)"; rc=1
fi
exit $rc
