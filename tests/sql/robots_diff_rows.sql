-- robots_diff's rows for a live file and a draft: a rule added for '*'
-- (and so for every crawler that obeys '*'), GPTBot leaving the AI group
-- (regrouped, then the rules it loses and gains), a crawl-delay changed,
-- a Content-Signal line changed; the comments, the reordered groups and
-- the key written in another case give no row.
.mode list
.headers on
.nullvalue NULL
select * from robots_diff('User-agent: *
Disallow: /private
Allow: /private/open
Crawl-delay: 5
Content-Signal: search=yes, ai-train=no

User-agent: GPTBot
User-agent: CCBot
Disallow: /
', '# AI crawlers first
user-agent: CCBot
disallow: /

# everyone else
User-agent: *
Allow: /private/open
Disallow: /private
Disallow: /search
Crawl-delay: 10
Content-Signal: search=yes, ai-train=yes
');
select * from robots_diff('User-agent: *
Disallow: /private
', 'User-agent: *
Disallow: /private
Disallow: /search
', 'Googlebot');
