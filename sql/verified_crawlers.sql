-- verified_crawlers.sql: which hits of a log that claim a crawler really
-- came from it.  Anyone can send "Googlebot" in a User-Agent header; the
-- operators publish the addresses their crawlers use (googlebot.json,
-- bingbot.json, gptbot.json, ...).  This loads those files with their
-- history, checks each hit against the ranges published for the time of
-- the hit, and reports per claimed crawler the verified and the spoofed
-- hits, the spoofed hits to URLs robots.txt disallows, and the verified
-- crawlers that fetched what robots.txt disallows them.
--
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/verified_crawlers.sql
--
-- Inputs (defaults: the samples in sql/data; override any of them with
-- -cmd ".parameter set @name 'value'" before the file is read):
--   @ranges_dir   operators' range files as <dir>/<token>/<name>.json, every
--                 version kept (a daily download adds a file; the sample
--                 has two versions of Googlebot's) (default
--                 sql/data/crawler_ranges)
--   @access_log   an access log with client addresses, any format
--                 access_log_entries reads (default sql/data/verified_sample.log)
--   @site_robots  the site's robots.txt (default sql/data/robots_sample.txt)
-- A version is valid from its creationTime (the file's name when it has
-- none) until the next version's: one row per prefix per version in
-- robots_crawler_ranges, which crawler_verify and crawler_ip read.
.bail on
.mode box

CREATE TEMP TABLE params AS SELECT
  coalesce(@ranges_dir, 'sql/data/crawler_ranges') AS ranges_dir,
  coalesce(@access_log, 'sql/data/verified_sample.log') AS access_log,
  coalesce(@site_robots, 'sql/data/robots_sample.txt') AS site_robots;

-- Every file under the directory: its token (the folder) and its name.
CREATE TEMP TABLE range_file AS
WITH f AS (
  SELECT substr(name, length(ranges_dir) + 2) AS rel, data
  FROM params, fsdir(ranges_dir)
  WHERE name LIKE '%.json'
)
SELECT substr(rel, 1, instr(rel, '/') - 1) AS token,
       substr(rel, instr(rel, '/') + 1) AS file, data
FROM f WHERE instr(rel, '/') > 0;

-- Each version's validity: from its creationTime to the next version's.
CREATE TEMP TABLE range_version AS
WITH v AS (
  SELECT token, file, data,
         coalesce((SELECT creation_time FROM crawler_ranges(range_file.data)
                   WHERE creation_time IS NOT NULL LIMIT 1),
                  substr(file, 1, length(file) - 5)) AS valid_from
  FROM range_file
)
SELECT token, file, data, valid_from,
       lead(valid_from) OVER (PARTITION BY token ORDER BY valid_from) AS valid_to
FROM v;

-- The table crawler_verify and crawler_ip read: one row per prefix per
-- version (an entry that is not a prefix is reported, not loaded).
CREATE TEMP TABLE robots_crawler_ranges AS
SELECT v.token, r.prefix, v.valid_from, v.valid_to
FROM range_version v, crawler_ranges(v.data) r
WHERE r.prefix IS NOT NULL;

SELECT 'Published ranges loaded' AS report;
SELECT v.token, v.file, v.valid_from, coalesce(v.valid_to, '(current)') AS valid_to,
       (SELECT count(*) FROM crawler_ranges(v.data) WHERE prefix IS NOT NULL) AS prefixes,
       (SELECT count(*) FROM crawler_ranges(v.data) WHERE error IS NOT NULL) AS errors
FROM range_version v ORDER BY v.token, v.valid_from;

-- The log: the crawler each hit claims (robots_agent's token of its
-- User-Agent), whether its address is in that crawler's ranges at the
-- time of the hit (1 verified, 0 spoofed, NULL: no published ranges),
-- whose ranges hold the address, and what robots.txt says (a fetch of
-- /robots.txt itself is always allowed: RFC 9309, 2.2.2).
CREATE TEMP TABLE hit AS
SELECT l.line, l.client, l.time, l.target, l.agent AS claimed,
       crawler_verify(l.client, l.agent, l.time) AS verified,
       crawler_ip(l.client, l.time) AS ip_owner,
       robots_path(l.target) = '/robots.txt'
         OR robots_allowed(s.robots, l.agent, l.target) AS allowed
FROM params,
     (SELECT readfile(site_robots) AS robots FROM params) s,
     access_log_entries(readfile(params.access_log)) l;

SELECT 'Claimed crawlers: verified by published ranges, and spoofed' AS report;
SELECT claimed AS crawler, count(*) AS hits,
       sum(verified = 1) AS verified, sum(verified = 0) AS spoofed,
       sum(verified IS NULL) AS unverifiable,
       CASE WHEN sum(verified IS NOT NULL) > 0
            THEN printf('%.1f%%', 100.0 * sum(verified = 0) / sum(verified IS NOT NULL))
       END AS spoofed_share
FROM hit WHERE claimed IS NOT NULL
GROUP BY claimed ORDER BY hits DESC, crawler;

SELECT 'Spoofed hits to URLs robots.txt disallows' AS report;
SELECT line, time, client, claimed AS claims, target
FROM hit WHERE verified = 0 AND allowed = 0 ORDER BY line;

SELECT 'Verified crawlers that ignore robots.txt' AS report;
SELECT claimed AS crawler, count(*) AS disallowed_hits,
       group_concat(DISTINCT target) AS urls
FROM hit
WHERE verified = 1 AND allowed = 0
GROUP BY claimed ORDER BY disallowed_hits DESC, crawler;

SELECT 'Crawler addresses that do not say so' AS report;
SELECT line, time, client, ip_owner AS ranges_of, coalesce(claimed, '(none)') AS claims, target
FROM hit WHERE ip_owner IS NOT NULL AND verified IS NOT 1 ORDER BY line;
