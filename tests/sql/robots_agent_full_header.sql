-- The agent argument of every robots.txt function may be a full User-Agent
-- header, as access logs hold it: one with a '(' comment is reduced to the
-- crawler it names (robots_agent's rules), so it means Googlebot, not
-- Mozilla.  A bare token behaves as the reference reads it.
create temp table f(txt);
insert into f values('User-agent: *' || char(10) || 'Disallow: /' || char(10)
  || 'Crawl-delay: 9' || char(10)
  || 'User-agent: Googlebot' || char(10) || 'Disallow: /private' || char(10)
  || 'User-agent: bingbot' || char(10) || 'Crawl-delay: 2' || char(10) || 'Allow: /');
create temp table ua(name, header);
insert into ua values
  ('googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
  ('bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
  ('firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0');
select 'full_header_means_its_crawler_in_robots_allowed',
  (select robots_allowed(f.txt, ua.header, '/page') from f, ua where name = 'googlebot') = 1
  and (select robots_allowed(f.txt, ua.header, '/private/x') from f, ua where name = 'googlebot') = 0;
select 'full_header_same_as_its_token_on_every_path',
  (select count(*) from f, ua, (select '/' p union all select '/private' union all select '/a')
   where name = 'googlebot'
     and robots_allowed(f.txt, ua.header, p) <> robots_allowed(f.txt, 'Googlebot', p)) = 0;
select 'full_header_in_robots_explain',
  (select robots_explain(f.txt, ua.header, '/private/x') ->> 'agent' from f, ua where name = 'googlebot') = 'Googlebot';
select 'full_header_in_robots_crawl_delay',
  (select robots_crawl_delay(f.txt, ua.header) from f, ua where name = 'bingbot') = 2.0;
select 'full_header_in_robots_rules',
  (select count(*) from f, ua, robots_rules(f.txt, ua.header) r where name = 'googlebot') = 1;
select 'browser_header_keeps_its_product_token',
  (select robots_allowed(f.txt, ua.header, '/page') from f, ua where name = 'firefox') = 0
  and (select robots_explain(f.txt, ua.header, '/page') ->> 'agent' from f, ua where name = 'firefox') = 'Mozilla';
select 'bare_token_with_version_unchanged',
  (select robots_explain(f.txt, 'Googlebot/2.1', '/page') ->> 'agent' from f) = 'Googlebot';
select 'bare_name_with_space_unchanged',
  (select robots_explain(f.txt, 'Foo Bar', '/page') ->> 'agent' from f) = 'Foo';
-- The same header on many rows is reduced once per file (remembered).
select 'full_header_many_rows',
  (select sum(robots_allowed(f.txt, ua.header, '/x' || k.i)) from f, ua,
     (with recursive k(i) as (select 1 union all select i+1 from k where i<1000) select i from k) k
   where name = 'googlebot') = 1000;
