-- demo.sql: the main job of sqlite-robots on the sample data it ships.
--
--   make demo        (= sqlite3 :memory: -cmd '.load ./dist/robots' < sql/demo.sql)
--
-- A crawl log (host, url) was fetched by four crawlers; the sites' robots.txt
-- files are stored in a table.  Which hits went to URLs the site disallows
-- for that crawler, which rule blocked them, and what do the files declare?
.bail on
.mode box

-- The stored robots.txt files: one per host (sql/data/crawl/robots/<host>.txt).
CREATE TEMP TABLE robots AS
SELECT substr(name, 23, length(name) - 26) AS host, data AS txt
  FROM fsdir('sql/data/crawl/robots') WHERE name GLOB '*.txt';

-- The crawl log: every URL of the sample crawled by four crawlers.
.mode tabs
.import sql/data/crawl/crawl_urls.tsv crawl
.mode box
CREATE TEMP TABLE hits AS
SELECT c.host, c.url, a.agent
  FROM crawl c, (SELECT 'Googlebot' AS agent UNION ALL SELECT 'bingbot'
                 UNION ALL SELECT 'GPTBot' UNION ALL SELECT 'DuckDuckBot') a;

.print
.print Hits per crawler, and how many the site's robots.txt disallows
.print (a host without a stored robots.txt allows everything, as a 404 does)
SELECT h.agent,
       count(*) AS hits,
       sum(r.txt IS NOT NULL AND NOT robots_allowed(r.txt, h.agent, h.url)) AS disallowed
  FROM hits h LEFT JOIN robots r USING (host)
 GROUP BY h.agent ORDER BY disallowed DESC, h.agent;

.print
.print Disallowed hits with the rule and line that blocked them (the first 15 of them)
SELECT h.agent, h.url,
       json_extract(e, '$.rule') || ': ' || json_extract(e, '$.pattern') AS rule,
       json_extract(e, '$.line') AS line
  FROM (SELECT h.*, robots_explain(r.txt, h.agent, h.url) AS e
          FROM hits h JOIN robots r USING (host)) h
 WHERE json_extract(e, '$.allowed') = 0
 ORDER BY h.host, h.agent, h.url
 LIMIT 15;

.print
.print Why one URL is blocked for GPTBot but not for Googlebot
SELECT agent, json_extract(e, '$.allowed') AS allowed,
       json_extract(e, '$.specific') AS own_group,
       json_extract(e, '$.group') AS agent_lines,
       json_extract(e, '$.rule') AS rule, json_extract(e, '$.pattern') AS pattern,
       json_extract(e, '$.line') AS line
  FROM (SELECT agent, robots_explain(txt, agent, 'https://news.example.org/politics/today') AS e
          FROM robots, (SELECT 'GPTBot' AS agent UNION ALL SELECT 'Googlebot')
         WHERE host = 'news.example.org');

.print
.print Groups and rules of one file, exploded into rows
SELECT group_id, agent, rule, path, line
  FROM robots, robots_rules(robots.txt)
 WHERE host = 'news.example.org';

.print
.print Sitemaps each file declares, and the crawl-delay Yandex reads (the * group here)
SELECT r.host, s.url AS sitemap, s.line,
       robots_crawl_delay(r.txt, 'Yandex') AS yandex_delay
  FROM robots r, robots_sitemaps(r.txt) s
 ORDER BY r.host, s.line;

.print
.print What the linter finds in each file (robots_lint)
SELECT r.host, l.line, l.severity, l.code
  FROM robots r, robots_lint(r.txt) l
 WHERE l.severity <> 'info'
 ORDER BY r.host, l.line;

.print
.print Sitemap URLs that the site's own robots.txt blocks for Googlebot
SELECT e.loc, json_extract(robots_explain(r.txt, 'Googlebot', e.loc), '$.pattern') AS blocked_by
  FROM robots r,
       sitemap_entries(readfile('sql/data/crawl/sitemaps/shop.example.com.xml')) e
 WHERE r.host = 'shop.example.com' AND NOT robots_allowed(r.txt, 'Googlebot', e.loc);
