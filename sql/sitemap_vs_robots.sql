-- sitemap_vs_robots.sql: sitemaps against the robots.txt of their own site.
--   1. sitemap URLs that the site's robots.txt blocks (Search Console calls
--      them "Submitted URL blocked by robots.txt"), with the rule and line;
--   2. robots.txt Sitemap: lines that point to another host, are relative,
--      or are not http(s).
--
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/sitemap_vs_robots.sql
--
-- Inputs (defaults: the samples in sql/data/crawl; override with
-- -cmd ".parameter set @name 'value'" before the file is read):
--   @robots_dir   robots.txt files named <host>.txt (default sql/data/crawl/robots)
--   @sitemap_dir  sitemaps in any format sitemap_entries reads, plain or
--                 gzipped, any file name (default sql/data/crawl/sitemaps)
--   @crawler      the crawler to check for (default Googlebot)
-- A sitemap URL is checked against the robots.txt of the URL's own host
-- (robots_url gives scheme://host[:port]/robots.txt; the file is looked up by
-- host, and by host:port for a non-default port).
.bail on
.mode box

CREATE TEMP TABLE params AS SELECT
  coalesce(@robots_dir, 'sql/data/crawl/robots') AS robots_dir,
  coalesce(@sitemap_dir, 'sql/data/crawl/sitemaps') AS sitemap_dir,
  coalesce(@crawler, 'Googlebot') AS crawler;

CREATE TEMP TABLE robots(host TEXT PRIMARY KEY, txt BLOB);
INSERT OR IGNORE INTO robots
SELECT substr(name, length(robots_dir) + 2, length(name) - length(robots_dir) - 5),
       data
FROM params, fsdir(robots_dir)
WHERE name LIKE '%.txt' AND name NOT LIKE '%/SOURCES.txt';

-- Every entry of every sitemap; host is the host[:port] of robots_url(loc).
CREATE TEMP TABLE sitemap_url AS
SELECT substr(f.name, length(p.sitemap_dir) + 2) AS sitemap, e.kind, e.loc,
       e.line, e.format,
       substr(robots_url(e.loc), instr(robots_url(e.loc), '://') + 3,
              length(robots_url(e.loc)) - instr(robots_url(e.loc), '://') - 13)
         AS host
FROM params p, fsdir(p.sitemap_dir) f, sitemap_entries(f.data) e
WHERE f.data IS NOT NULL;

CREATE TEMP TABLE blocked AS
SELECT s.sitemap, s.line, s.loc, s.host, robots_explain(r.txt, p.crawler, s.loc) AS e
FROM sitemap_url s JOIN robots r ON r.host = s.host, params p
WHERE s.kind = 'url' AND robots_allowed(r.txt, p.crawler, s.loc) = 0;

SELECT 'Sitemaps vs robots.txt' AS report, crawler,
       (SELECT count(DISTINCT sitemap) FROM sitemap_url) AS sitemaps,
       (SELECT count(*) FROM sitemap_url WHERE kind = 'url') AS urls,
       (SELECT count(*) FROM sitemap_url s WHERE kind = 'url' AND NOT EXISTS
          (SELECT 1 FROM robots r WHERE r.host = s.host)) AS urls_without_robots_txt,
       (SELECT count(*) FROM blocked) AS blocked
FROM params;

SELECT sitemap, line, loc AS blocked_url,
       json_extract(e, '$.rule') || ': ' || json_extract(e, '$.pattern') AS rule,
       json_extract(e, '$.line') AS robots_line
FROM blocked ORDER BY sitemap, line;

-- Sitemap: lines of each robots.txt that a crawler may not follow as meant.
CREATE TEMP TABLE sitemap_line AS
SELECT r.host AS robots_txt, m.line, m.url AS sitemap_line,
       CASE
         WHEN m.url NOT LIKE '%://%' THEN 'relative URL'
         WHEN lower(m.url) NOT LIKE 'http://%' AND lower(m.url) NOT LIKE 'https://%'
           THEN 'not http(s)'
         WHEN robots_url(m.url) IS NULL THEN 'no host'
         WHEN substr(robots_url(m.url), instr(robots_url(m.url), '://') + 3,
                     length(robots_url(m.url)) - instr(robots_url(m.url), '://') - 13)
              <> r.host THEN 'other host'
       END AS problem
FROM robots r, robots_sitemaps(r.txt) m;

SELECT coalesce(problem, 'fine') AS sitemap_lines, count(*) AS lines,
       count(DISTINCT robots_txt) AS robots_files
FROM sitemap_line GROUP BY problem ORDER BY problem IS NULL, lines DESC;

SELECT robots_txt, line, sitemap_line, problem
FROM sitemap_line WHERE problem IS NOT NULL
ORDER BY problem DESC, robots_txt, line
LIMIT 40;
