-- robots_agent consults the connection's table or view robots_crawlers
-- (pattern, token) before its built-in table: pattern is a case-insensitive
-- substring of the User-Agent header, token the product token to return.
select 'guessed_without_table',
  robots_agent('AcmeFetch/2.0 (+https://acme.example/fetch)') = 'AcmeFetch';
create table robots_crawlers(pattern text, token text);
insert into robots_crawlers values ('AcmeFetch', 'AcmeCo');
select 'table_row_names_a_crawler',
  robots_agent('AcmeFetch/2.0 (+https://acme.example/fetch)') = 'AcmeCo';
select 'pattern_is_case_insensitive',
  robots_agent('Mozilla/5.0 (compatible; ACMEFETCH/2.0)') = 'AcmeCo';
select 'pattern_is_a_substring_anywhere',
  robots_agent('Mozilla/5.0 (compatible; XAcmeFetcher/1.0)') = 'AcmeCo';
select 'token_returned_as_written',
  (select robots_agent('acmefetch') = 'AcmeCo');
select 'built_in_table_still_applies',
  robots_agent('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)') = 'bingbot';
select 'browser_still_null',
  robots_agent('Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0') is null;
-- The table comes first: it can rename a known crawler ...
insert into robots_crawlers values ('Googlebot', 'Google');
select 'table_before_built_in',
  robots_agent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)') = 'Google';
-- ... and a row with a NULL token says "no crawler".
insert into robots_crawlers values ('Slurp', null);
select 'null_token_means_no_crawler',
  robots_agent('Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)') is null;
-- Edits are seen by the next statement.
update robots_crawlers set token = 'Acme' where pattern = 'AcmeFetch';
select 'edit_seen_by_next_statement', robots_agent('AcmeFetch/2.0') = 'Acme';
delete from robots_crawlers;
select 'empty_table_means_built_in',
  robots_agent('Mozilla/5.0 (compatible; Googlebot/2.1)') = 'Googlebot'
  and robots_agent('AcmeFetch/2.0') = 'AcmeFetch';
-- A view serves as well, and BLOB patterns are bytes.
drop table robots_crawlers;
create table my_bots(name text, product text);
insert into my_bots values ('AcmeFetch', 'Acme');
create view robots_crawlers(pattern, token) as select name, product from my_bots
  union all select x'5a657461', 'ZetaBot';  -- the bytes of Zeta
select 'view_serves_as_table', robots_agent('AcmeFetch/2.0') = 'Acme';
select 'blob_pattern_is_bytes', robots_agent('zeta-crawl/1') = 'ZetaBot';
-- In a log query, with the table in the temp schema.
drop view robots_crawlers;
create temp table robots_crawlers(pattern text, token text);
insert into robots_crawlers values ('AcmeFetch', 'AcmeFetch');
create table log(ua text);
insert into log values ('AcmeFetch/2.0'), ('Mozilla/5.0 (compatible; Googlebot/2.1)'),
  ('Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0'), ('AcmeFetch/2.1');
select 'log_query_counts_table_tokens',
  (select group_concat(t || ':' || n, ',') from
     (select robots_agent(ua) t, count(*) n from log where robots_agent(ua) is not null
      group by 1 order by 1)) = 'AcmeFetch:2,Googlebot:1';
-- The robots.txt functions reduce a header with the built-in table only.
insert into robots_crawlers values ('Googlebot', 'Acme');
select 'robots_functions_use_built_in_table',
  robots_explain('User-agent: Googlebot' || char(10) || 'Disallow: /',
                 'Mozilla/5.0 (compatible; Googlebot/2.1)', '/x') ->> 'agent' = 'Googlebot'
  and robots_agent('Mozilla/5.0 (compatible; Googlebot/2.1)') = 'Acme';
select 'agent_token_then_robots_allowed',
  robots_allowed('User-agent: Acme' || char(10) || 'Disallow: /',
                 robots_agent('Mozilla/5.0 (compatible; Googlebot/2.1)'), '/x') = 0;
