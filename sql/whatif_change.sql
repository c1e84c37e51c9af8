-- whatif_change.sql: what will this robots.txt change do?  The live file
-- and a draft, checked against the URLs the site really has: an access log
-- (every hit, by the crawler its User-Agent names) and a sitemap (every URL,
-- for each crawler of the log).
--
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/whatif_change.sql
--
-- Inputs (defaults: the samples in sql/data; override any of them with
-- -cmd ".parameter set @name 'value'" before the file is read):
--   @access_log  an Apache/nginx access log of the site
--                (default sql/data/access_sample.log)
--   @live        the robots.txt served now (default sql/data/robots_sample.txt)
--   @draft       the robots.txt about to be deployed
--                (default sql/data/robots_draft.txt)
--   @sitemap     the site's sitemap (default sql/data/sitemap_www.xml)
-- Each file is compiled once; robots_flip costs about two decisions a row.
.bail on
.mode list
.headers on

CREATE TEMP TABLE params AS SELECT
  coalesce(@access_log, 'sql/data/access_sample.log') AS access_log,
  coalesce(@live, 'sql/data/robots_sample.txt') AS live,
  coalesce(@draft, 'sql/data/robots_draft.txt') AS draft,
  coalesce(@sitemap, 'sql/data/sitemap_www.xml') AS sitemap;
CREATE TEMP TABLE files AS
SELECT readfile(live) AS live, readfile(draft) AS draft FROM params;

-- Crawler hits (browsers have no crawler token) and the verdicts that flip.
-- Fetches of /robots.txt itself never flip: the file is always allowed
-- (RFC 9309, 2.2.2), whatever the draft says.
CREATE TEMP TABLE hits AS
SELECT agent, target FROM params, access_log_entries(readfile(access_log))
WHERE agent IS NOT NULL AND error IS NULL
  AND robots_path(target) IS NOT '/robots.txt';
CREATE TEMP TABLE flips AS
SELECT h.agent, h.target, robots_flip(f.live, f.draft, h.agent, h.target) AS j
FROM hits h, files f;

-- 1. Per crawler: the URLs and hits that become blocked or allowed.
SELECT agent AS crawler,
       count(DISTINCT target) FILTER (WHERE j ->> '$.after' = 0) AS urls_blocked,
       count(*) FILTER (WHERE j ->> '$.after' = 0) AS hits_blocked,
       count(DISTINCT target) FILTER (WHERE j ->> '$.after' = 1) AS urls_allowed,
       count(*) FILTER (WHERE j ->> '$.after' = 1) AS hits_allowed
FROM flips WHERE j IS NOT NULL
GROUP BY agent ORDER BY hits_blocked + hits_allowed DESC, crawler;

-- 2. The rules responsible, most hits first: a URL that becomes blocked is
-- blocked by a rule of the draft; one that becomes allowed is allowed by a
-- rule of the draft, or no longer blocked by the live file's rule.
SELECT CASE WHEN j ->> '$.after' THEN 'allowed' ELSE 'blocked' END AS becomes,
       CASE WHEN j ->> '$.new.rule' IS NOT NULL
            THEN 'draft ' || (j ->> '$.new.line') || ': ' || (j ->> '$.new.rule')
                 || ' ' || (j ->> '$.new.pattern')
            ELSE 'live ' || (j ->> '$.old.line') || ': ' || (j ->> '$.old.rule')
                 || ' ' || (j ->> '$.old.pattern') || ' (gone)' END AS rule,
       count(*) AS hits, group_concat(DISTINCT agent) AS crawlers
FROM flips WHERE j IS NOT NULL
GROUP BY 1, 2 ORDER BY hits DESC, rule;

-- 3. The sitemap's URLs whose verdict changes, for each crawler of the log.
SELECT c.agent AS crawler, e.loc AS url,
       CASE WHEN robots_flip(f.live, f.draft, c.agent, e.loc) ->> '$.after'
            THEN 'allowed' ELSE 'blocked' END AS becomes
FROM params, files f, sitemap_entries(readfile(params.sitemap)) e,
     (SELECT DISTINCT agent FROM hits) c
WHERE robots_flip(f.live, f.draft, c.agent, e.loc) IS NOT NULL
ORDER BY crawler, url;
