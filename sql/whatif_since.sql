-- whatif_since.sql: since when is a crawler blocked?  Dated snapshots of
-- each host's robots.txt (files <dir>/<host>/<YYYY-MM-DD>.txt), and for
-- each crawler named in any snapshot of the host (and '*', every other
-- crawler): the first snapshot that blocked the whole site for it, and
-- since when it has been blocked without a break, if it still is.
--
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/whatif_since.sql
--
-- Input: @snapshots, the folder (default sql/data/snapshots), through
-- -cmd ".parameter set @snapshots 'dir'" before the file is read.
-- "Blocked" is robots_allowed(txt, crawler, '/') = 0: the home page, which
-- a crawler blocked from the whole site cannot fetch.
.bail on
.mode list
.headers on

CREATE TEMP TABLE params AS
SELECT coalesce(@snapshots, 'sql/data/snapshots') AS folder;
CREATE TEMP TABLE snapshot AS
SELECT substr(name, length(folder) + 2, instr(substr(name, length(folder) + 2), '/') - 1) AS host,
       substr(name, -14, 10) AS day, data AS txt
FROM params, fsdir(folder)
WHERE name GLOB '*/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].txt';

-- The crawlers each host's snapshots name, and '*'.
CREATE TEMP TABLE crawler AS
SELECT DISTINCT s.host, a.agent AS crawler
FROM snapshot s, robots_agents(s.txt) a WHERE a.agent <> '*'
UNION SELECT DISTINCT host, '*' FROM snapshot;

-- Each crawler's verdict in each snapshot, and where it changed.
CREATE TEMP TABLE verdict AS
SELECT c.host, c.crawler, s.day,
       robots_allowed(s.txt, c.crawler, '/') = 0 AS blocked
FROM crawler c JOIN snapshot s USING (host);

WITH run AS (
  SELECT *,
         lag(blocked) OVER w IS NOT blocked AS starts,
         last_value(blocked) OVER (PARTITION BY host, crawler ORDER BY day
           ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS blocked_now
  FROM verdict WINDOW w AS (PARTITION BY host, crawler ORDER BY day)
)
SELECT host, crawler,
       min(day) FILTER (WHERE blocked) AS first_blocked,
       CASE WHEN blocked_now THEN max(day) FILTER (WHERE blocked AND starts) END
         AS blocked_since,
       count(*) FILTER (WHERE blocked AND starts) AS times_blocked
FROM run
GROUP BY host, crawler
HAVING first_blocked IS NOT NULL
ORDER BY host, first_blocked, crawler;
