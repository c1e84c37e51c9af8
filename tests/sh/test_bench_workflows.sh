#!/bin/sh
# The workflows sql/crawl_audit.sql and sql/sitemap_vs_robots.sql run with
# one command on the shipped samples and report what the samples hold.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
out=$(mktemp); trap 'rm -f "$out"' EXIT

# check NAME PATTERN: the last output holds a line matching PATTERN.
check() {
  if grep -Eq "$2" "$out"; then echo "ok $1"; else echo "FAIL $1: no line /$2/"; fi
}

if "$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' <sql/crawl_audit.sql >"$out" 2>&1
then echo "ok crawl_audit_runs"; else echo "FAIL crawl_audit_runs: $(head -3 "$out")"; fi
check crawl_audit_agent_from_user_agent_header '│ access log │ ClaudeBot +│ 4 +│ 4 +│ 100\.0%'
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
exit 0
