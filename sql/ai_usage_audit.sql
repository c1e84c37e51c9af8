-- sql/ai_usage_audit.sql: which AI-training crawlers fetched pages whose
-- robots.txt says they may not be used for training (Content-Signal
-- ai-train=no, or Content-Usage train-ai=n), and the same per crawler
-- purpose, and each crawler against its own purpose (robots_usage_allows).
--
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/ai_usage_audit.sql
--
-- It reads two views, named once below under "Your data": audit_log (one
-- row per request: host, path, User-Agent header) and audit_robots (each
-- host's robots.txt).  As shipped they read sample tables made inline.  For
-- your own tables, change the two views' SELECTs there and nothing else, or
-- create the views yourself before the file is read, e.g. on crawl.db:
--
--   sqlite3 crawl.db -cmd '.load ./dist/robots' \
--     -cmd "create temp view audit_log(host, path, user_agent) as
--           select site, uri, ua from weblog" \
--     -cmd "create temp view audit_robots(host, txt) as
--           select site, body from robots_files" < sql/ai_usage_audit.sql
--
-- (an access log file as a table: select 'www.example.com', target,
-- user_agent from access_log_entries(readfile('access.log'))).  Fetches
-- of /robots.txt itself are left out: the file is always allowed (RFC 9309,
-- 2.2.2) and is not content.
.headers on

-- ---- Your data: the only place to edit ---------------------------------
create temp view if not exists audit_log(host, path, user_agent) as
  select host, path, user_agent from sample_log;
create temp view if not exists audit_robots(host, txt) as
  select host, txt from sample_robots;
-- Crawlers the built-in table does not know, with their purpose:
-- robots_agent reads a table named robots_crawlers (pattern, token,
-- purpose).  With a robots_crawlers table of your own, delete these lines.
create temp table robots_crawlers(pattern text, token text, purpose text);
insert into robots_crawlers values
 ('AcmeTrainer', 'AcmeTrainer', 'ai-train'),
 ('AcmeAnswers', 'AcmeAnswers', 'ai-input');
-- -------------------------------------------------------------------------

-- The sample data: three sites' robots.txt files and an access log of full
-- User-Agent headers (two of them crawlers declared above).
create temp table sample_robots(host text primary key, txt text);
insert into sample_robots values
 ('news.example', 'User-agent: *
Content-Signal: search=yes, ai-train=no
Allow: /

User-agent: GPTBot
Disallow: /
'),
 ('docs.example', 'User-Agent: *
Content-Usage: train-ai=n
Content-Usage: /open/ train-ai=y
Allow: /
'),
 ('shop.example', 'User-agent: *
Disallow: /cart/
');
create temp table sample_log(host text, path text, user_agent text);
insert into sample_log values
 ('news.example', '/2026/story', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)'),
 ('news.example', '/2026/story', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
 ('news.example', '/2026/other', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)'),
 ('news.example', '/2026/story', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ChatGPT-User/1.0; +https://openai.com/bot)'),
 ('docs.example', '/guide/intro', 'CCBot/2.0 (https://commoncrawl.org/faq/)'),
 ('docs.example', '/open/license', 'CCBot/2.0 (https://commoncrawl.org/faq/)'),
 ('docs.example', '/guide/intro', 'Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com)'),
 ('shop.example', '/shoes', 'Mozilla/5.0 (compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot)'),
 ('shop.example', '/cart/1', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
 ('news.example', '/2026/story', 'Mozilla/5.0 (compatible; AcmeTrainer/1.0; +https://acme.example/trainer)'),
 ('docs.example', '/open/license', 'AcmeAnswers/2.1');

-- The purpose of each crawler token: robots_crawlers' purpose column
-- first, then the built-in robots_crawler_list.  robots_agent refuses a
-- purpose that is not one of the list's words and a token given two
-- purposes, so there is one row per token.
create temp view crawler_purpose as
select token, purpose from robots_crawlers
 where token is not null and purpose is not null
union
select token, purpose from robots_crawler_list
 where token not in (select token from robots_crawlers
                     where token is not null and purpose is not null);

-- Each hit with its crawler, purpose and what the site says for that URL
-- (the token, not the header, goes to robots_usage so that the crawlers of
-- robots_crawlers are found in the robots.txt groups too).
create temp view hits as
select host, path, agent as crawler, p.purpose, txt,
       coalesce(agent, user_agent) as who, 'https://' || host || path as url,
       robots_usage(txt, coalesce(agent, user_agent), 'https://' || host || path) as u
from (select l.host, l.path, l.user_agent, r.txt, robots_agent(l.user_agent) as agent
      from audit_log l join audit_robots r using (host)
      where l.path is not '/robots.txt')
left join crawler_purpose p on p.token = agent;

-- AI-training crawlers that fetched pages reserved from training.
select crawler, host, path,
       case when u ->> '$.allowed' = 0 then 'disallowed'
            else coalesce('Content-Signal ai-train=' || (u ->> '$.content_signal."ai-train"'),
                          'Content-Usage train-ai=' || (u ->> '$.content_usage."train-ai"')) end as says
from hits
where purpose = 'ai-train'
  and (u ->> '$.allowed' = 0
       or u ->> '$.content_signal."ai-train"' = 'no'
       or u ->> '$.content_usage."train-ai"' = 'n')
order by crawler, host, path;

-- The same per crawler purpose: hits, and hits on pages reserved from
-- training (or not crawlable at all).
select purpose, count(*) as hits,
       sum(u ->> '$.allowed' = 0
           or u ->> '$.content_signal."ai-train"' = 'no'
           or u ->> '$.content_usage."train-ai"' = 'n') as on_reserved_pages
from hits group by purpose order by purpose;

-- Each crawler against its own purpose (training, AI input, search), as
-- robots_usage_allows reads the file: refused (0: not crawlable, or n/no),
-- allowed (1) or unstated (NULL).
select purpose, count(*) as hits,
       count(case a when 0 then 1 end) as refused,
       count(case a when 1 then 1 end) as allowed, count(*) - count(a) as unstated
from (select purpose, robots_usage_allows(txt, who, url, purpose) as a
      from hits where purpose in ('ai-train', 'ai-input', 'search'))
group by purpose order by purpose;
