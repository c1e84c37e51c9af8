-- robots_crawlers is bounded: at most 10,000 rows, patterns and tokens of 1
-- to 256 bytes.  Up to the limits it works; past them robots_agent fails
-- with an error naming the limit (tests/sh/test_agent_crawlers_table.sh).
create table robots_crawlers(pattern text, token text);
with recursive k(i) as (select 1 union all select i+1 from k where i<10000)
insert into robots_crawlers select 'Crawler' || i || '/', 'Crawler' || i from k;
select 'ten_thousand_rows_accepted',
  (select count(*) from robots_crawlers) = 10000
  and robots_agent('Mozilla/5.0 (compatible; Crawler9999/1.0)') = 'Crawler9999'
  and robots_agent('Crawler1/2') = 'Crawler1';
select 'ten_thousand_rows_on_many_headers',
  (with recursive k(i) as (select 1 union all select i+1 from k where i<2000)
   select count(*) from k where robots_agent('x Crawler' || i || '/1') = 'Crawler' || i) = 2000;
delete from robots_crawlers;
insert into robots_crawlers values (printf('%.256c', 'p'), printf('%.256c', 't'));
select 'pattern_and_token_of_256_bytes_accepted',
  robots_agent('a' || printf('%.256c', 'P') || 'b') = printf('%.256c', 't');
select 'pattern_of_256_bytes_needs_all_of_them',
  robots_agent('Mozilla/5.0 (X11; a' || printf('%.255c', 'p') || 'b)') is null;
delete from robots_crawlers;
insert into robots_crawlers values ('x', 'X');
select 'one_byte_pattern_accepted', robots_agent('abcxyz') = 'X';
-- Only the first 8 KiB of a header are examined, as for the built-in table.
select 'pattern_past_8_kib_not_seen',
  robots_agent(printf('%.8192c', ' ') || 'x') is null
  and robots_agent(printf('%.8191c', ' ') || 'x') = 'X';
