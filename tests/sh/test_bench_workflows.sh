#!/bin/sh
# The workflows sql/crawl_audit.sql, sql/sitemap_vs_robots.sql and
# sql/verified_crawlers.sql run with one command on the shipped samples and
# report what the samples hold.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
out=$(mktemp); trap 'rm -f "$out"' EXIT

# check NAME PATTERN: the last output holds a line matching PATTERN.
check() {
  if grep -Eq "$2" "$out"; then echo "ok $1"; else echo "FAIL $1: no line /$2/"; fi
}

if "$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' <sql/crawl_audit.sql >"$out" 2>&1
then echo "ok crawl_audit_runs"; else echo "FAIL crawl_audit_runs: $(head -3 "$out")"; fi
check crawl_audit_agent_from_user_agent_header '│ access log │ ClaudeBot +│ 4 +│ 3 +│ 75\.0%'
# RFC 9309, 2.2.2: GPTBot's fetch of /robots.txt, under 'Disallow: /' for
# GPTBot, is allowed; its other hit is not.
check crawl_audit_robots_txt_fetch_implicitly_allowed '│ access log │ GPTBot +│ 2 +│ 1 +│ 50\.0%'
check crawl_audit_googlebot_group_shadows_star '│ crawl log +│ Googlebot +│ 31 +│ 8 '
check crawl_audit_blocking_rule_and_line '│ news\.example\.org │ Googlebot │ disallow: /archive/ +│ 2 +│ 2 '

if "$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' <sql/sitemap_vs_robots.sql >"$out" 2>&1
then echo "ok sitemap_vs_robots_runs"; else echo "FAIL sitemap_vs_robots_runs: $(head -3 "$out")"; fi
check sitemap_vs_robots_gzipped_sitemap_read '│ news\.example\.org\.xml\.gz │ 7 +│ https://news\.example\.org/preview/draft-42'
check sitemap_vs_robots_text_sitemap_read '│ blog\.example\.net\.txt +│ 4 +│ http://blog\.example\.net/wp-admin/options\.php'
if grep -q 'checkout/help' "$out"; then
  echo "FAIL sitemap_vs_robots_allow_longer_wins: /checkout/help reported blocked"
else echo "ok sitemap_vs_robots_allow_longer_wins"; fi
check sitemap_vs_robots_relative_sitemap_line '/sitemap-products\.xml +│ relative URL'
check sitemap_vs_robots_other_host_sitemap_line 'cdn\.example-static\.net/news/sitemap\.xml │ other host'
check sitemap_vs_robots_non_http_sitemap_line 'ftp://blog\.example\.net/sitemap\.xml +│ not http\(s\)'
if "$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' <sql/verified_crawlers.sql >"$out" 2>&1
then echo "ok verified_crawlers_runs"; else echo "FAIL verified_crawlers_runs: $(head -3 "$out")"; fi
check verified_crawlers_versions_as_validity_intervals \
  '│ Googlebot │ 2024-03-01\.json │ 2024-03-01T06:00:00Z │ 2024-03-12T12:00:00Z │ 3 +│ 0 '
check verified_crawlers_verified_and_spoofed_per_claim '│ Googlebot │ 14 +│ 8 +│ 6 +│ 0 +│ 42\.9% '
check verified_crawlers_no_ranges_unverifiable '│ YandexBot │ 1 +│ +│ +│ 1 '
check verified_crawlers_spoofed_disallowed_hit '│ 27 +│ 2024-03-12T13:00:00Z │ 203\.0\.113\.50 +│ Googlebot │ /private/admin '
check verified_crawlers_ignoring_robots_txt '│ GPTBot +│ 2 +│ /blog/2024/hello\.html,/products/42 '
check verified_crawlers_address_of_a_crawler_unnamed '│ 22 +│ 2024-03-12T11:45:00Z │ 66\.249\.66\.9 │ Googlebot +│ \(none\) '
exit 0
