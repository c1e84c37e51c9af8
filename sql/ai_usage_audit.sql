-- sql/ai_usage_audit.sql: which AI-training crawlers fetched pages whose
-- robots.txt says they may not be used for training (Content-Signal
-- ai-train=no, or Content-Usage train-ai=n), and the same per crawler
-- purpose.  The sample data is made inline: three sites' robots.txt files
-- and an access log of full User-Agent headers.
--
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/ai_usage_audit.sql
.headers on
create temp table robots(host text primary key, txt text);
insert into robots values
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
create temp table log(host text, path text, user_agent text);
insert into log values
 ('news.example', '/2026/story', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)'),
 ('news.example', '/2026/story', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
 ('news.example', '/2026/other', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)'),
 ('news.example', '/2026/story', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ChatGPT-User/1.0; +https://openai.com/bot)'),
 ('docs.example', '/guide/intro', 'CCBot/2.0 (https://commoncrawl.org/faq/)'),
 ('docs.example', '/open/license', 'CCBot/2.0 (https://commoncrawl.org/faq/)'),
 ('docs.example', '/guide/intro', 'Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com)'),
 ('shop.example', '/shoes', 'Mozilla/5.0 (compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot)'),
 ('shop.example', '/cart/1', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');

-- Each hit with its crawler, purpose and what the site says for that URL.
create temp view hits as
select l.host, l.path, c.token as crawler, c.purpose,
       robots_usage(r.txt, l.user_agent, 'https://' || l.host || l.path) as u
from log l join robots r using (host)
left join robots_crawler_list c on c.token = robots_agent(l.user_agent);

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
