#!/bin/sh
# seeds.sh TARGET DIR: write the seed corpus of one fuzz target into DIR,
# generated at run time from the project's tests and $ROBOTS_DATA (when
# present) so no input is copied into the repository.  Multi-argument
# inputs are joined with FUZZ_SEP (two 0xff bytes).  Run from the repo root.
t=$1; d=$2
mkdir -p "$d"
DATA=${ROBOTS_DATA:-../shared/data}
SEP=$(printf '\377\377')
# put STDIN into a new seed file (works inside pipelines' subshells too)
seed() { cat >"$(mktemp "$d/seed.XXXXXX")"; }

# Quoted SQL string literals of the tests (robots files, URLs, documents).
literals() {
  cat tests/sql/*.sql 2>/dev/null | grep -o "'[^']\{12,\}'" | sed "s/^'//; s/'\$//" | sort -u | head -300
}

robots_seeds() {
  printf 'User-agent: *\nDisallow: /private\nAllow: /private/ok$\n\nUser-agent: Googlebot\nDisallow: /*.pdf$\nCrawl-delay: 5\nSitemap: https://example.com/s.xml\n%sGooglebot/2.1%s/private/ok?x=1' "$SEP" "$SEP" | seed
  printf '\357\273\277useragent googlebot\r\ndissallow /a%%aa\xc3\xa9\rallow /a/index.html\n%sgooglebot%shttps://h.example/a/?q#f' "$SEP" "$SEP" | seed
  literals | while IFS= read -r l; do printf '%s%sGooglebot%s/a/b' "$l" "$SEP" "$SEP"; echo; done >"$d/lits"
  split -l 1 -a 4 "$d/lits" "$d/lit."; rm -f "$d/lits"
  if [ -d "$DATA/robots_corpus" ]; then
    ls "$DATA/robots_corpus" | awk 'NR%25==1' | head -160 | while read -r f; do
      { head -c 16000 "$DATA/robots_corpus/$f"; printf '%sbingbot%s/search?q=1' "$SEP" "$SEP"; } >"$d/corpus.$f"
    done
  fi
}

agent_seeds() {
  for ua in 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' \
            'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' \
            'facebookexternalhit/1.1' 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0)' \
            'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0'; do
    printf '%s' "$ua" | seed
  done
  if [ -f "$DATA/access_logs/apache_combined_semicomplete_2015.log" ]; then
    awk -F'"' '{print $6}' "$DATA/access_logs/apache_combined_semicomplete_2015.log" | sort -u | head -400 |
      while IFS= read -r ua; do printf '%s' "$ua" | seed; done
  fi
}

url_seeds() {
  for u in 'https://M\303\274ller.EU:443/a/./b/../c?q=1#f' 'http://[::1]:8080/x' 'HTTP://user:pw@Example.COM/' \
           'mailto:a@b.c' 'https://xn--mller-kva.eu/' '//host/path' '../../g;p?y'; do
    printf "$u%shttps://example.com/dir/sitemap.xml" "$SEP" | seed
  done
  if [ -f "$DATA/crawl_urls/crawl_urls_2019.tsv.gz" ]; then
    gzip -dc "$DATA/crawl_urls/crawl_urls_2019.tsv.gz" | awk -F'\t' 'NR%200==1 {print $2}' | head -400 |
      while IFS= read -r u; do printf '%s%s../x/y?z' "$u" "$SEP" | seed; done
  fi
}

date_seeds() {
  for s in '2024' '2024-02' '2024-02-29' '2024-02-29T23:59Z' '2024-02-29T23:59:59.123+05:30' \
           'Friday, 25-Jun-10 15:00:00 GMT' '25 Jun 2010 15:00:00 PST' 'Fri, 25 Jun 2010 15:00:00 +0100' \
           'Fri Jun 25 15:00:00 2010' '1999-12-31T24:00:00Z' '0001-01-01'; do
    printf '%s' "$s" | seed
  done
}

meta_seeds() {
  for s in 'noindex, nofollow' 'none' 'googlebot: noindex, bingbot: nofollow, max-snippet: 20' \
           'max-image-preview:large, max-video-preview:-1, unavailable_after: 25 Jun 2010 15:00:00 PST' \
           'all,noarchive,nosnippet,notranslate,noimageindex,indexifembedded' 'googlebot: unavailable_after: 2010-06-25'; do
    printf '%s%sgooglebot' "$s" "$SEP" | seed
  done
}

# XML, text and feed documents, written here and by the extension itself.
doc_seeds() {
  pre=$1   # bytes put before each document (the xml target's step byte)
  ns='xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
  for doc in \
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?><urlset $ns xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"><url><loc>https://example.com/a?x=1&amp;y=2</loc><lastmod>2024-01-02</lastmod><changefreq>Daily</changefreq><priority>0.8</priority><image:image><image:loc>https://example.com/i.png</image:loc></image:image></url><url><loc><![CDATA[/rel]]></loc></url></urlset>" \
    "<sitemapindex $ns><sitemap><loc>https://example.com/s1.xml.gz</loc><lastmod>2024-01-02T03:04:05Z</lastmod></sitemap></sitemapindex>" \
    "<!DOCTYPE x [<!ENTITY e \"boom\">]><!-- c --><ns:urlset xmlns:ns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><ns:url><ns:loc> &e;&#x41;&#66;&nbsp; </ns:loc></ns:url></ns:urlset>" \
    "<rss version=\"2.0\"><channel><item><link>https://example.com/post</link><pubDate>Fri, 25 Jun 2010 15:00:00 GMT</pubDate></item></channel></rss>" \
    "<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry><link href=\"https://example.com/e\"/><updated>2024-01-02T03:04:05Z</updated></entry></feed>" \
    "https://example.com/one
https://example.com/two
" ; do
    printf '%s%s%shttps://example.com/' "$pre" "$doc" "$SEP" | seed
    printf '%s' "$doc" | gzip -c | seed
  done
  if [ -f dist/robots.so ]; then
    sqlite3 :memory: -cmd '.load ./dist/robots' \
      "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM r WHERE i<20) SELECT sitemap_urlset('https://example.com/p'||i||'?a=<&>', '2024-01-0'||(i%9+1), 'weekly', i/20.0) FROM r" \
      2>/dev/null | { printf '%s' "$pre"; cat; } | seed
  fi
}

write_seeds() {
  for r in "https://example.com/a?b=1&c=<d>${SEP}2024-01-02${SEP}daily${SEP}0.5" \
           "http://h/\"'${SEP}2024-01-02T03:04:05.5+01:00${SEP}never${SEP}1" \
           "https://example.com/\303\251t\303\251${SEP}bad${SEP}sometimes${SEP}0.30000000000000004"; do
    printf '%s' "$r" | seed
  done
}

# One seed per SQL call and sample set: byte 0 the call, byte 1 the types.
sql_seeds() {
  bin=$3
  ROBOTS_FUZZ_LIST=1 "$bin" 2>/dev/null | while read -r i name nArg; do
    for set in 1 2 3 4; do
      case $set in
        1) a1="User-agent: *${SEP}Disallow: /x"; a1="User-agent: *
Disallow: /x
Allow: /x/y
Sitemap: /s.xml"; a2="Googlebot/2.1"; a3="https://example.com/x/y?q"; a4="200" ;;
        2) a1="<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://e.com/a</loc><priority>0.5</priority></url></urlset>"; a2="https://e.com/sitemap.xml"; a3="weekly"; a4="0.5" ;;
        3) a1="noindex, googlebot: max-snippet: 5, unavailable_after: 2010-06-25"; a2="googlebot"; a3="2024-01-01T00:00:00Z"; a4="" ;;
        4) a1="https://example.com/a"; a2="2024-01-02"; a3="daily"; a4="0.7" ;;
      esac
      { printf "\\$(printf '%03o' "$i")\\000"; printf '%s%s%s%s%s%s%s' "$a1" "$SEP" "$a2" "$SEP" "$a3" "$SEP" "$a4"; } >"$d/$name.$i.$set"
    done
  done
}

# Access-log lines: the hand-made edge lines of the SQL test, and runs of
# the real log when it is there.
log_seeds() {
  grep -o "^ ('[a-z0-9_]*', '.*')" tests/sql/access_log_entries.sql | sed "s/^ ('[a-z0-9_]*', '//; s/')\$//" |
    while IFS= read -r l; do printf '%s\n' "$l" | seed; done
  f=$DATA/access_logs/apache_combined_semicomplete_2015.log
  if [ -f "$f" ]; then
    for i in 1 2001 4001 6001 8001; do sed -n "$i,$((i+40))p" "$f" | seed; done
  fi
}

usage_seeds() {
  printf 'User-Agent: *\nAllow: /\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n\nUser-Agent: ExampleBot\nContent-Usage: train-ai=y\n%sExampleBot%shttps://e.example/ai-ok/x' "$SEP" "$SEP" | seed
  printf 'User-agent: *\nContent-Signal: search=yes, ai-train=no, use=immediate\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n%sGPTBot/1.2%s/' "$SEP" "$SEP" | seed
  printf 'a=?1;p=1, b="s\\"", c=:aGk=:, d=(y n;q=2), e=@-12, f=%%"%%c3%%a9", g=-1.25, *h=y%s%s' "$SEP" "$SEP" | seed
  printf 'Content-Usage: Bad=n\nUser-agent: a\nContent-Usage: /p*$ x=y\nContent-Usage: /p*$ x=n\nDisallow: /p\n%sa%s/p' "$SEP" "$SEP" | seed
}

tdmrep_seeds() {
  printf '[{"location":"/images/*","tdm-reservation":1,"tdm-policy":"https://e.example/p.json"},{"location":"/","tdm-reservation":0,"x":{"y":[1,2.5e-3,true,null]}}]%shttps://e.example/images/a' "$SEP" | seed
  printf '[{"location":"\\/caf\\u00e9\\ud83d\\ude00$","tdm-reservation":1}]%s/caf%%C3%%A9' "$SEP" | seed
}

diff_seeds() {
  printf 'User-agent: *\nDisallow: /private\nAllow: /private/open\nCrawl-delay: 5\n\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n%suser-agent: ccbot\ndisallow: /\n\nUser-agent: *\nDisallow: /private\nDisallow: /search\nCrawl-delay: 10\nContent-Signal: ai-train=no\n%sGPTBot/1.2%s/search?q=1' "$SEP" "$SEP" "$SEP" | seed
  printf 'User-agent: a\nAllow: /x\nDisallow: /x\nContent-Usage: /d%%c3%%a9 train-ai=n\n%sUser-agent: a\nAllow: /x\nContent-Usage: /d\xc3\xa9 train-ai=n\n%sa%s/x' "$SEP" "$SEP" "$SEP" | seed
  printf 'License: https://e.example/l%%2exml#t\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: Googlebot\nUser-agent: bingbot\nAllow: /\n%sUser-agent: CCBot\nDisallow: /\n\nUser-agent: Googlebot\nUser-agent: bingbot\nUser-agent: GPTBot\nAllow: /\nLICENSE: HTTPS://E.Example:443/l.xml\nLicense: https://f.example/\n%sGPTBot%s/x' "$SEP" "$SEP" "$SEP" | seed
  if [ -d "$DATA/robots_corpus" ]; then
    ls "$DATA/robots_corpus" | awk 'NR%50==1' | head -60 | while read -r f; do
      { head -c 16000 "$DATA/robots_corpus/$f"; printf '%s' "$SEP"; head -c 16000 "$DATA/robots_corpus/$f"; printf '\nDisallow: /x\nUser-agent: GPTBot\nDisallow: /\n%sbingbot%s/search?q=1' "$SEP" "$SEP"; } >"$d/corpus.$f"
    done
  fi
}

crawler_seeds() {
  printf '{"creationTime":"2025-01-10T15:46:03.000000","prefixes":[{"ipv6Prefix":"2001:4860:4801:10::/64"},{"ipv4Prefix":"66.249.64.0/19"},{"ipv4Prefix":"66.249.66.0/27","service":{"x":[1]}}]}%s::ffff:66.249.66.1' "$SEP" | seed
  printf '{"prefixes":[{"ipv6Prefix":"::ffff:1.2.3.0/120"},{"ipv4Prefix":"0.0.0.0/0"},{"ipv4Prefix":"1.2.3\/24"},[]]}%s[2001:db8::1]' "$SEP" | seed
}

sig_seeds() {
  printf 'https://example.com/path/to/resource%ssig1=("@authority");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;tag="web-bot-auth"%ssig1=:QKN4fTdIYfh82fvoZCQiQA1weuozfCS/Led2zTMbewMMqH8PI2Wsy/5c4ao6B6D09nraNQdBNOADg8aM1MqfCg==:%s"https://a.test"%s{"signature-input":"s=()","signature":"s=:AA==:"}%s' "$SEP" "$SEP" "$SEP" "$SEP" "$SEP" | seed
  printf '/p?q%ss=("@method" "@target-uri" "@query" "host";bs "signature-agent";key="a" "date");keyid="test-key-ed25519"%ss=:AAAA:, t=:AA==:%sa="x", b=?1%s{"Date":["a","b"]}%s{"keys":[{"kty":"OKP","crv":"Ed25519","x":"AA"}]}' "$SEP" "$SEP" "$SEP" "$SEP" "$SEP" | seed
}

rsl_seeds() {
  printf '<?xml version="1.0"?>\n<rsl xmlns="https://rslstandard.org/rsl"><content url="/news/*" server="https://s.example/"><license><permits type="usage">search,ai-use</permits><prohibits type="geo">CN RU</prohibits><payment type="crawl"><amount currency="USD">0.015</amount></payment><legal type="warranty">ownership authority</legal></license></content><content url="https://e.example/"><license><payment/></license></content></rsl>%shttps://e.example/news/a' "$SEP" | seed
  printf '<r:rsl xmlns:r="https://rslstandard.org/rsl"><r:content url="/a&amp;b*.pdf$"><r:license><r:permits type="user"><![CDATA[personal]]></r:permits></r:license></r:content></r:rsl>%s/a&bc.pdf' "$SEP" | seed
}

case $t in
  fuzz_crawler_ranges) crawler_seeds ;;
  fuzz_crawler_sig) sig_seeds ;;
  fuzz_rsl) rsl_seeds ;;
  fuzz_usage) usage_seeds ;;
  fuzz_tdmrep) tdmrep_seeds ;;
  fuzz_access_log) log_seeds ;;
  fuzz_robots) robots_seeds ;;
  fuzz_diff) diff_seeds ;;
  fuzz_agent) agent_seeds ;;
  fuzz_url) url_seeds ;;
  fuzz_datetime) date_seeds ;;
  fuzz_meta) meta_seeds ;;
  fuzz_xml) doc_seeds "$(printf '\007')" ;;
  fuzz_sitemap_read|fuzz_gzip) doc_seeds "" ;;
  fuzz_sitemap_write) write_seeds ;;
  fuzz_sql) sql_seeds "$t" "$d" "$3" ;;
esac
exit 0
