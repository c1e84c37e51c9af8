-- Every DuckDB function once, for valgrind (tests/sh/test_duckdb.sh): the
-- host runs this with the extension loaded; errors are part of the run.
LOAD 'dist/robots.duckdb_extension';
SELECT robots_allowed('User-agent: *
Disallow: /x', 'a', 'https://e.com/x'), robots_explain('User-agent: *
Disallow: /x', 'a', 'https://e.com/x'), robots_crawl_delay('Crawl-delay: 3', 'a'), robots_path('https://e.com/\xff'), robots_url('https://e.com/'), robots_meta('noindex'), robots_indexable('noindex','g','2020-01-01'), sitemap_check('x'), sitemap_gzip('abc'), sitemap_url_normalize('https://é.com/');
SELECT sitemap_urlset(list({'loc': 'https://e.com/' || i, 'priority': 0.5} ORDER BY i)) IS NOT NULL FROM range(100) t(i);
SELECT sitemap_urlset(list('bad' || i)) FROM range(3) t(i);
SELECT count(*) FROM robots_rules('User-agent: *
Disallow: /');
SELECT count(*) FROM (SELECT * FROM robots_directives(repeat('Disallow: /x
', 5000)) LIMIT 3);
SELECT len(sitemap_entries('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a/</loc></url></urlset>')), len(sitemap_lint('x')), len(access_log_entries('garbage')), len(robots_meta_each('a: b')), len(robots_lint('x')), len(robots_agents('User-agent: a')), len(robots_sitemaps('Sitemap: x'));
FROM access_log_entries('x', format := 'bad');
SELECT robots_path(1);
SELECT robots_usage('User-agent: *
Content-Usage: /a train-ai=n
Content-Signal: ai-train=no', 'GPTBot', 'https://e.com/a'), robots_usage_header('train-ai=n, search=y'), robots_tdmrep('[{"location":"/","tdm-reservation":1,"tdm-policy":"p"}]', 'https://e.com/'), len(robots_usage_rules('User-agent: *
Content-Usage: train-ai=n', 'bot')), len(robots_crawler_list());
SELECT count(*) FROM robots_usage_rules('Content-Signal: use=full', agent := 'x');
SELECT count(*) FROM (SELECT * FROM robots_crawler_list() LIMIT 3);
SELECT robots_tdmrep('[{"location":"/"}]', 'https://e.com/');
SELECT robots_allowed('x', 'a', 'https://e.com/', s), sitemap_gzip('abc', l) FROM (VALUES ('404', '9'), (' 503 ', NULL), (NULL, '-1')) t(s, l);
SELECT robots_allowed('x', 'a', 'https://e.com/', 404.0), robots_allowed('x', 'a', 'https://e.com/', 2::HUGEINT), sitemap_gzip('abc', 9.0::DOUBLE);
SELECT robots_allowed('x', 'a', 'https://e.com/', '4x');
SELECT sitemap_gzip('abc', true);
SELECT sitemap_check('https://e.com/', NULL, NULL, p) FROM (VALUES ('0.5'), (' .5e0 '), ('x'), (''), (NULL), (repeat('9', 5000))) t(p);
SELECT sitemap_urlset(list({'loc': 'https://e.com/' || i, 'priority': '0.' || i} ORDER BY i)) IS NOT NULL FROM range(10) t(i);
SELECT sitemap_check('https://e.com/', NULL, NULL, true);
SELECT count(*), count(agent), max(filename) FROM read_access_log('sql/data/*.log');
SELECT count(*) FROM (SELECT * FROM read_access_log('sql/data/access_sample.log', format := 'common') LIMIT 2);
SELECT count(*), max(images), max(filename) FROM read_sitemap('sql/data/crawl/sitemaps/*', base_url := 'https://e.com/');
FROM read_sitemap('sql/data/none*.xml');
FROM read_access_log('sql/data/access_sample.log', format := 'bad');
SELECT count(*) FROM read_access_log(['sql/data/access_sample.log', 'sql/data/*.log']);
FROM read_access_log(['sql/data/access_sample.log', NULL]);
-- The host's own printing of nested values (LIST, STRUCT, MAP, ARRAY, UNION).
SELECT robots_agents('User-agent: a'), [1, NULL], {'k': 'v', 'n': [2]}, map {'a': 1}, [[1, 2]::INT[2]], [union_value(s := 'x')], [12345678901234567890123::BIGNUM], ['101'::BIT];
