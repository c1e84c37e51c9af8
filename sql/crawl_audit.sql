-- crawl_audit.sql: who crawled what, and what each site's robots.txt said.
--
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/crawl_audit.sql
--
-- Inputs (defaults: the samples in sql/data; override any of them with
-- -cmd ".parameter set @name 'value'" before the file is read):
--   @access_log   an Apache/nginx "combined" access log of one site
--                 (default sql/data/access_sample.log)
--   @site         that site's host (default www.example.com)
--   @site_robots  that site's robots.txt (default sql/data/robots_sample.txt)
--   @crawl_tsv    a crawl log: host<TAB>url lines, first line a header
--                 (default sql/data/crawl/crawl_urls.tsv)
--   @crawler      the crawler that fetched the crawl log (default Googlebot)
--   @robots_dir   stored robots.txt files named <host>.txt
--                 (default sql/data/crawl/robots)
-- Example on the shared real data (111,824 URLs, 3,842 robots.txt files):
--   sqlite3 :memory: -cmd '.load ./dist/robots' \
--     -cmd ".parameter set @crawl_tsv '../shared/data/crawl_urls/crawl_urls_2019.tsv'" \
--     -cmd ".parameter set @robots_dir '../shared/data/robots_corpus'" < sql/crawl_audit.sql
-- (gunzip the .tsv.gz first).  A host without a stored robots.txt counts as
-- allowed, as a missing robots.txt (HTTP 404) means.
.bail on
.mode box

-- The lines of a text file as rows (a JSON array built in one pass, so a
-- large log splits in linear time).
CREATE TEMP TABLE params AS SELECT
  coalesce(@access_log, 'sql/data/access_sample.log') AS access_log,
  coalesce(@site, 'www.example.com') AS site,
  coalesce(@site_robots, 'sql/data/robots_sample.txt') AS site_robots,
  coalesce(@crawl_tsv, 'sql/data/crawl/crawl_urls.tsv') AS crawl_tsv,
  coalesce(@crawler, 'Googlebot') AS crawler,
  coalesce(@robots_dir, 'sql/data/crawl/robots') AS robots_dir;

CREATE TEMP TABLE access_line AS
SELECT value AS line FROM params, json_each('["' || replace(replace(replace(
  replace(replace(CAST(readfile(access_log) AS TEXT), '\', '\\'), '"', '\"'),
  char(13), ''), char(9), '\t'), char(10), '","') || '"]')
WHERE value <> '';

CREATE TEMP TABLE crawl_line AS
SELECT value AS line FROM params, json_each('["' || replace(replace(replace(
  replace(replace(CAST(readfile(crawl_tsv) AS TEXT), '\', '\\'), '"', '\"'),
  char(13), ''), char(9), '\t'), char(10), '","') || '"]')
WHERE value <> '' AND key > 0;

-- Stored robots.txt files, keyed by host; the access log's site too.
CREATE TEMP TABLE robots(host TEXT PRIMARY KEY, txt BLOB);
INSERT OR IGNORE INTO robots
SELECT substr(name, length(robots_dir) + 2, length(name) - length(robots_dir) - 5),
       data
FROM params, fsdir(robots_dir)
WHERE name LIKE '%.txt' AND name NOT LIKE '%/SOURCES.txt';
INSERT OR IGNORE INTO robots SELECT site, readfile(site_robots) FROM params;

-- Combined format: %h %l %u %t "%r" %>s %b "%{Referer}i" "%{User-Agent}i".
-- q1..q5 are the first five '"' of the line; the agent is after the fifth.
CREATE TEMP TABLE hits AS
WITH q1 AS (SELECT line, instr(line, '"') AS q1 FROM access_line),
q2 AS (SELECT *, q1 + instr(substr(line, q1 + 1), '"') AS q2 FROM q1),
q3 AS (SELECT *, q2 + instr(substr(line, q2 + 1), '"') AS q3 FROM q2),
q4 AS (SELECT *, q3 + instr(substr(line, q3 + 1), '"') AS q4 FROM q3),
q5 AS (SELECT *, q4 + instr(substr(line, q4 + 1), '"') AS q5 FROM q4),
req AS (SELECT substr(line, q1 + 1, q2 - q1 - 1) AS request,
               rtrim(substr(line, q5 + 1), '"') AS ua FROM q5 WHERE q1 > 0)
SELECT 'access log' AS source, site AS host, robots_agent(ua) AS agent,
       substr(request, instr(request, ' ') + 1,
              instr(substr(request, instr(request, ' ') + 1) || ' ', ' ') - 1)
         AS url
FROM req, params
WHERE robots_agent(ua) IS NOT NULL
UNION ALL
SELECT 'crawl log', substr(line, 1, instr(line, char(9)) - 1), crawler,
       substr(line, instr(line, char(9)) + 1)
FROM crawl_line, params
WHERE instr(line, char(9)) > 0;

-- One verdict per hit; the explanation only where something was blocked.
-- A fetch of /robots.txt itself is always allowed (RFC 9309, 2.2.2: the
-- file is implicitly allowed), whatever its rules say.
CREATE TEMP TABLE verdict AS
SELECT h.source, h.host, h.agent, h.url, r.txt IS NOT NULL AS has_robots,
       CASE WHEN r.txt IS NULL OR robots_path(h.url) = '/robots.txt' THEN 1
            ELSE robots_allowed(r.txt, h.agent, h.url) END AS allowed,
       r.txt
FROM hits h LEFT JOIN robots r ON r.host = h.host;

SELECT 'Crawl audit' AS report, (SELECT count(*) FROM hits) AS hits,
       (SELECT count(DISTINCT host) FROM hits) AS hosts,
       (SELECT count(*) FROM verdict WHERE NOT has_robots) AS hits_without_robots_txt,
       (SELECT count(*) FROM robots) AS robots_files;

SELECT source, agent AS crawler, count(*) AS hits,
       sum(NOT allowed) AS disallowed,
       printf('%.1f%%', 100.0 * sum(NOT allowed) / count(*)) AS share,
       count(DISTINCT host) AS hosts
FROM verdict GROUP BY source, agent ORDER BY source, hits DESC, crawler;

-- The rules that blocked the most hits, with the line that holds them.
SELECT host, agent AS crawler,
       json_extract(e, '$.rule') || ': ' || json_extract(e, '$.pattern') AS rule,
       json_extract(e, '$.line') AS line, count(*) AS blocked,
       min(robots_path(url)) AS example_path
FROM (SELECT host, agent, url, robots_explain(txt, agent, url) AS e
      FROM verdict WHERE NOT allowed)
GROUP BY host, agent, json_extract(e, '$.line')
ORDER BY blocked DESC, host, crawler, line
LIMIT 20;
