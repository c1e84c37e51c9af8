-- access_log.sql: an Apache "combined" access log as a table, and a report
-- of crawler hits per robots.txt token, each checked against robots.txt.
--
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/access_log.sql
--
-- Log format: %h %l %u %t "%r" %>s %b "%{Referer}i" "%{User-Agent}i"
-- It reads two views, named once below under "Your data": log_lines (the
-- log's lines) and site_robots (the site's robots.txt).  As shipped they
-- read the two sample files (the sqlite3 shell's .import and readfile()).
-- For your own files, change the two file names there; for tables you
-- already have, the two views' SELECTs (e.g. select line from my_log;
-- select body from my_robots where host = 'www.example.com'), or create
-- the views yourself before the file is read (-cmd "create temp view
-- log_lines(line) as ...").

-- ---- Your data: the only place to edit ---------------------------------
create temp table log_file(line text);
.mode ascii
.separator "\037" "\n"
.import sql/data/access_sample.log log_file
.mode list
.separator "|" "\n"
create temp view if not exists log_lines(line) as
  select line from log_file;
create temp view if not exists site_robots(txt) as
  select readfile('sql/data/robots_sample.txt');
-- -------------------------------------------------------------------------

-- Split each line at its quotes: q1..q6 are the positions of the six '"'
-- around the request, the referer and the User-Agent.
create temp table hits as
with q as (
  select line, instr(line, '"') as q1 from log_lines where line <> ''
), q2 as (
  select *, q1 + instr(substr(line, q1+1), '"') as q2 from q
), q3 as (
  select *, q2 + instr(substr(line, q2+1), '"') as q3 from q2
), q4 as (
  select *, q3 + instr(substr(line, q3+1), '"') as q4 from q3
), q5 as (
  select *, q4 + instr(substr(line, q4+1), '"') as q5 from q4
), f as (
  select line,
         substr(line, 1, instr(line, ' ')-1) as ip,
         substr(line, instr(line, '[')+1, instr(line, ']')-instr(line, '[')-1) as ts,
         substr(line, q1+1, q2-q1-1) as request,
         trim(substr(line, q2+1, q3-q2-1)) as status_size,
         substr(line, q3+1, q4-q3-1) as referer,
         rtrim(substr(line, q5+1), '"') as ua
  from q5
)
select ip, ts,
       substr(request, 1, instr(request, ' ')-1) as method,
       substr(substr(request, instr(request, ' ')+1), 1,
              instr(substr(request, instr(request, ' ')+1) || ' ', ' ')-1) as path,
       cast(substr(status_size, 1, instr(status_size || ' ', ' ')-1) as integer) as status,
       referer, ua,
       robots_agent(ua) as token
from f;

.headers on
.mode column
-- Crawler hits per token, and how many of them robots.txt allows.  A fetch
-- of /robots.txt itself is always allowed (RFC 9309, 2.2.2: the file is
-- implicitly allowed), whatever its rules say.
select token,
       count(*) as hits,
       sum(path = '/robots.txt' or robots_allowed(r.txt, token, path)) as allowed,
       count(*) - sum(path = '/robots.txt' or robots_allowed(r.txt, token, path))
         as disallowed,
       sum(path = '/robots.txt') as robots_fetches
from hits, site_robots r
where token is not null
group by token
order by hits desc, token;

-- Requests that robots.txt disallows for the crawler that made them.
select token, path, status
from hits, site_robots r
where token is not null and path <> '/robots.txt'
  and robots_allowed(r.txt, token, path) = 0
order by token, path
limit 10;

-- Browsers and tools (no crawler token).
select count(*) as other_hits from hits where token is null;
