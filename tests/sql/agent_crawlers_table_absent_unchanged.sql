-- Without a table or view named robots_crawlers, robots_agent gives what the
-- built-in table gives: here the same as the agent column of
-- access_log_entries, which reads the built-in table alone.
create table log(line text);
insert into log values
 ('1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 5 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"'),
 ('1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 5 "-" "Mozilla/5.0 (compatible; YandexMetrika/2.0; +http://yandex.com/bots yabs01)"'),
 ('1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 5 "-" "Mozilla/5.0 (compatible; Ezooms/1.0; help@moz.com)"'),
 ('1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 5 "-" "Mozilla/5.0 (compatible; ExampleBot/1.0; +https://example.com/bot)"'),
 ('1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 5 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0"'),
 ('1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 5 "-" "AcmeFetch/2.0"');
create view e as select e.agent, e.user_agent from log,
  access_log_entries(log.line) e;
select 'absent_same_as_built_in',
  (select count(*) from e where robots_agent(user_agent) is not agent) = 0
  and (select count(agent) from e) = 5;
select 'absent_known_tokens',
  robots_agent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)') = 'Googlebot'
  and robots_agent('Mozilla/5.0 (compatible; YandexMetrika/2.0; +http://yandex.com/bots yabs01)') = 'YandexMetrika'
  and robots_agent('AcmeFetch/2.0') = 'AcmeFetch';
-- Only the exact name counts: other names are ordinary tables.
create table robots_crawler(pattern text, token text);
create table crawlers(pattern text, token text);
insert into robots_crawler values ('AcmeFetch', 'Acme');
insert into crawlers values ('AcmeFetch', 'Acme');
select 'other_names_ignored', robots_agent('AcmeFetch/2.0') = 'AcmeFetch';
-- Dropping the table restores the built-in behaviour at the next statement.
create table robots_crawlers(pattern text, token text);
insert into robots_crawlers values ('AcmeFetch', 'Acme'), ('Googlebot', 'G');
select 'present_then', robots_agent('AcmeFetch/2.0') = 'Acme';
drop table robots_crawlers;
select 'dropped_means_absent_again',
  (select count(*) from e where robots_agent(user_agent) is not agent) = 0
  and robots_agent('AcmeFetch/2.0') = 'AcmeFetch';
-- NULL in, NULL out.
select 'null_gives_null', robots_agent(null) is null;
