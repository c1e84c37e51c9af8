-- A robots_crawlers table may have a third column, purpose: what each of
-- your crawlers fetches for, in the words of robots_crawler_list (search,
-- ai-train, ai-input, ...; NULL: not said).  robots_agent checks it (errors
-- in tests/sh/test_agent_crawlers_table.sh) and still returns the token; a
-- log query joins the purpose on the token, yours before the built-in one.
create table robots_crawlers(pattern text, token text, purpose text);
insert into robots_crawlers values
  ('AcmeTrainer', 'AcmeTrainer', 'ai-train'),
  ('AcmeTrainer-Img', 'AcmeTrainer', 'ai-train'),
  ('AcmeAnswers', 'AcmeAnswers', 'ai-input'),
  ('AcmeFetch', 'AcmeFetch', null),
  ('Googlebot-Image', 'Googlebot', null),
  ('UptimeRobot', null, null);
select 'purpose_column_robots_agent_unchanged',
  robots_agent('Mozilla/5.0 (compatible; AcmeTrainer/1.0)') = 'AcmeTrainer'
  and robots_agent('AcmeTrainer-Img/2') = 'AcmeTrainer'
  and robots_agent('AcmeFetch/2.0') = 'AcmeFetch'
  and robots_agent('UptimeRobot/2.0') is null
  and robots_agent('Mozilla/5.0 (compatible; bingbot/2.0)') = 'bingbot';
select 'purpose_one_token_same_purpose_twice_accepted',
  robots_agent('x AcmeTrainer-Img y') = 'AcmeTrainer';
-- The audit's join: the purpose of your row for the token, else the
-- built-in list's (a row that renames a known crawler keeps its purpose).
create temp view crawler_purpose as
select token, purpose from robots_crawlers
 where token is not null and purpose is not null
union
select token, purpose from robots_crawler_list
 where token not in (select token from robots_crawlers
                     where token is not null and purpose is not null);
create temp table log(ua text);
insert into log values ('Mozilla/5.0 (compatible; AcmeTrainer/1.0)'), ('AcmeAnswers/3'),
  ('AcmeFetch/2.0'), ('Googlebot-Image/1.0'), ('Mozilla/5.0 (compatible; GPTBot/1.2)'),
  ('Mozilla/5.0 (X11; Linux x86_64)');
select 'purpose_joined_yours_then_built_in',
  (select group_concat(ifnull(a, '-') || '=' || ifnull(p.purpose, '-'), ';')
   from (select robots_agent(ua) a from log) left join crawler_purpose p on p.token = a)
  = 'AcmeTrainer=ai-train;AcmeAnswers=ai-input;AcmeFetch=-;Googlebot=search;GPTBot=ai-train;-=-';
select 'purpose_view_one_row_per_token',
  (select count(*) from crawler_purpose) = (select count(distinct token) from crawler_purpose);
update robots_crawlers set purpose = x'736561726368' where token = 'AcmeFetch';  -- 'search' as bytes
select 'purpose_as_blob_accepted', robots_agent('AcmeFetch/2.0') = 'AcmeFetch';
-- A table without the column is read as before.
drop view crawler_purpose;
drop table robots_crawlers;
create table robots_crawlers(pattern text, token text);
insert into robots_crawlers values ('AcmeTrainer', 'AcmeTrainer');
select 'purpose_column_optional', robots_agent('AcmeTrainer/1.0') = 'AcmeTrainer';
