-- Golden test of the robots.txt functions' shapes: rows, columns, JSON.
.mode list
.headers on
create table sites(host text primary key, txt text);
insert into sites values
 ('a.example', 'User-agent: Googlebot
User-agent: bingbot
Disallow: /private
Allow: /private/ok
Crawl-delay: 2

User-agent: *
Disallow: /
Sitemap: https://a.example/sitemap.xml'),
 ('b.example', '# nothing blocked
User-agent: *
Disallow:
Sitemap: https://b.example/s1.xml
Sitemap: https://b.example/s2.xml');

.print -- robots_rules, all pairs
select * from robots_rules((select txt from sites where host='a.example'));
.print -- robots_rules for one agent after merging
select group_id, agent, rule, path, line
  from robots_rules((select txt from sites where host='a.example'), 'Googlebot/2.1');
.print -- robots_rules for an unnamed agent falls back to *
select group_id, agent, rule, path, line
  from robots_rules((select txt from sites where host='a.example'), 'GPTBot');
.print -- correlated argument on the right of a join
select s.host, r.rule, r.path from sites s, robots_rules(s.txt) r order by 1, r.line;
.print -- robots_agents
select s.host, a.* from sites s, robots_agents(s.txt) a;
.print -- robots_sitemaps
select s.host, m.* from sites s join robots_sitemaps(s.txt) m;
.print -- robots_directives
select * from robots_directives((select txt from sites where host='a.example'));
.print -- robots_explain
select robots_explain(txt, 'googlebot', 'https://a.example/private/x?y#z') from sites where host='a.example';
select robots_explain(txt, 'googlebot', 'https://a.example/private/ok') from sites where host='a.example';
select robots_explain(txt, 'other', '/') from sites where host='a.example';
select robots_explain(txt, 'other', '/') from sites where host='b.example';
select json_extract(robots_explain(txt, 'other', '/x'), '$.line') from sites where host='a.example';
.print -- robots_crawl_delay
select robots_crawl_delay(txt, 'bingbot'), robots_crawl_delay(txt, 'other') from sites where host='a.example';
.print -- robots_path
select robots_path('https://a.example/p/q;r?s=1#t') as p1, robots_path('/a b') as p2,
       robots_path('https://a.example') as p3, robots_path('https://a.example?q') as p4;
.print -- status codes
select s, robots_allowed((select txt from sites where host='a.example'), 'other', '/x', s) as allowed
  from (select 200 s union all select 204 union all select null union all select 301
        union all select 401 union all select 403 union all select 404 union all select 429
        union all select 500 union all select 503 union all select 0 union all select 600);
.print -- NULL arguments give NULL
select robots_allowed(null, 'a', '/') is null, robots_allowed('', null, '/') is null,
       robots_allowed('', 'a', null) is null, robots_explain(null, 'a', '/') is null,
       robots_crawl_delay(null, 'a') is null, robots_path(null) is null;
select count(*) from robots_rules(null);
.print -- BLOB arguments with NUL bytes and invalid UTF-8
select robots_allowed(x'557365722d6167656e743a202a0a446973616c6c6f773a202f610062', 'x', '/a');
select robots_allowed(x'557365722d6167656e743a202a0a446973616c6c6f773a202fff', 'x', '/%FF');
select robots_path(x'2f61006263');
.print -- functions in a view, generated column and index with trusted_schema=OFF
pragma trusted_schema=off;
create table log(host text, url text, agent text,
  path text generated always as (robots_path(url)) virtual);
insert into log(host, url, agent) values ('a.example', 'https://a.example/private/1', 'Googlebot'),
  ('a.example', 'https://a.example/private/ok/2', 'bingbot'), ('b.example', 'https://b.example/x', 'Googlebot');
create index log_path on log(robots_path(url));
create view verdicts as select l.host, l.path, robots_allowed(s.txt, l.agent, l.url) as ok
  from log l join sites s using(host);
select * from verdicts order by host, path;
select count(*) from log where robots_path(url) = '/x';
.print -- version
select robots_version() glob '[0-9]*.[0-9]*.[0-9]*';
