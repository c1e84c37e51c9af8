-- Verified crawlers: crawler_ranges over operators' published files,
-- crawler_in_range, and crawler_verify / crawler_ip over the user's
-- robots_crawler_ranges table.  Check-style: every line must end in |1.
select 'ranges_googlebot_file_rows',
  (select group_concat(prefix || ' ' || family || ' ' || first_address || ' ' || last_address, ';')
     from crawler_ranges(readfile('tests/data/crawler_ranges/googlebot.json')))
  = '2001:4860:4801:10::/64 6 2001:4860:4801:10:: 2001:4860:4801:10:ffff:ffff:ffff:ffff;'
    || '2001:4860:4801:12::/64 6 2001:4860:4801:12:: 2001:4860:4801:12:ffff:ffff:ffff:ffff;'
    || '66.249.64.0/27 4 66.249.64.0 66.249.64.31;66.249.66.0/27 4 66.249.66.0 66.249.66.31';
select 'ranges_creation_time_normalised',
  (select group_concat(distinct creation_time) from crawler_ranges(readfile('tests/data/crawler_ranges/bingbot.json')))
  = '2024-04-24T10:00:00Z'
  and (select group_concat(distinct creation_time) from crawler_ranges(readfile('tests/data/crawler_ranges/applebot.json')))
  = '2025-02-21T14:03:26Z';
select 'ranges_every_operator_file_reads_clean',
  (select count(*) from (select 'googlebot' f union all select 'bingbot' union all select 'gptbot'
     union all select 'applebot' union all select 'perplexitybot' union all select 'duckduckbot'
     union all select 'ccbot' union all select 'claudebot') o,
     crawler_ranges(readfile('tests/data/crawler_ranges/' || o.f || '.json')) r
   where r.error is null and r.prefix is not null and r.creation_time is not null) = 23;
select 'ranges_error_row_has_no_prefix',
  (select prefix is null and family = 4 and first_address is null and error like 'entry 1: ipv4Prefix ''66.249.64/19'' is not an IPv4 prefix%'
     from crawler_ranges('{"prefixes":[{"ipv4Prefix":"66.249.64/19"}]}'));
select 'ranges_null_gives_no_rows', (select count(*) from crawler_ranges(null)) = 0;
select 'in_range_edges_and_neighbours',
  crawler_in_range('66.249.64.0', '66.249.64.0/19') = 1 and crawler_in_range('66.249.95.255', '66.249.64.0/19') = 1
  and crawler_in_range('66.249.63.255', '66.249.64.0/19') = 0 and crawler_in_range('66.249.96.0', '66.249.64.0/19') = 0;
select 'in_range_mapped_and_spellings',
  crawler_in_range('::ffff:66.249.66.1', '66.249.64.0/19') = 1
  and crawler_in_range('2001:4860:4801:0010:0000:0000:0000:0001', '2001:4860:4801:10::/64') = 1
  and crawler_in_range('[2001:4860:4801:10::1]', '2001:4860:4801:10::/64') = 1
  and crawler_in_range('66.249.66.1', '2001:4860:4801:10::/64') = 0;
select 'in_range_not_an_address_is_null',
  crawler_in_range('fe80::1%eth0', '::/0') is null and crawler_in_range('Googlebot', '::/0') is null
  and crawler_in_range('66.249.66.1', 'x/1') is null and crawler_in_range(null, '::/0') is null;
select 'in_range_bare_address_as_prefix', crawler_in_range('66.249.66.1', '66.249.66.1') = 1;
select 'verify_without_table_is_null', crawler_verify('66.249.66.1', 'Googlebot') is null
  and crawler_ip('66.249.66.1') is null;
create table robots_crawler_ranges(token text, prefix text, valid_from, valid_to);
insert into robots_crawler_ranges(token, prefix)
  select 'Googlebot', prefix from crawler_ranges(readfile('tests/data/crawler_ranges/googlebot.json'));
insert into robots_crawler_ranges values ('bingbot', '157.55.39.0/24', '2024-04-24', '2024-05-01'),
  ('bingbot', '157.55.39.0/24', '2024-05-01T00:00:00Z', null), ('GPTBot', '52.230.152.0/24', null, 1735689600);
select 'verify_in_token_ranges', crawler_verify('66.249.66.5', 'Googlebot') = 1
  and crawler_verify('2001:4860:4801:12::abcd', 'Googlebot') = 1;
select 'verify_spoofed_is_0', crawler_verify('203.0.113.9', 'Googlebot') = 0
  and crawler_verify('66.249.66.32', 'Googlebot') = 0;
select 'verify_token_without_ranges_is_null', crawler_verify('66.249.66.5', 'Slurp') is null;
select 'verify_not_an_address_is_null', crawler_verify('unknown', 'Googlebot') is null
  and crawler_verify('', 'Googlebot') is null;
select 'verify_token_case_insensitive', crawler_verify('66.249.66.5', 'GOOGLEBOT') = 1;
select 'verify_mapped_address', crawler_verify('::ffff:66.249.66.5', 'Googlebot') = 1;
select 'verify_at_valid_from_inclusive', crawler_verify('157.55.39.1', 'bingbot', '2024-04-24T00:00:00Z') = 1
  and crawler_verify('157.55.39.1', 'bingbot', '2024-04-23T23:59:59Z') = 0;
select 'verify_at_valid_to_exclusive', crawler_verify('52.230.152.1', 'GPTBot', 1735689599) = 1
  and crawler_verify('52.230.152.1', 'GPTBot', 1735689600) = 0
  and crawler_verify('52.230.152.1', 'GPTBot', '2025-01-01T00:00:00Z') = 0;
select 'verify_at_any_time_form', crawler_verify('157.55.39.1', 'bingbot', 'Wed, 01 May 2024 00:00:00 GMT') = 1
  and crawler_verify('157.55.39.1', 'bingbot', 1714521600) = 1
  and crawler_verify('157.55.39.1', 'bingbot', '2024-05-01') = 1;
select 'verify_at_null_is_null', crawler_verify('157.55.39.1', 'bingbot', null) is null;
select 'crawler_ip_token_of_address', crawler_ip('66.249.64.1') = 'Googlebot'
  and crawler_ip('157.55.39.200') = 'bingbot' and crawler_ip('8.8.8.8') is null;
select 'crawler_ip_at', crawler_ip('52.230.152.1', '2024-12-31') = 'GPTBot'
  and crawler_ip('52.230.152.1', '2025-01-02') is null;
insert into robots_crawler_ranges values ('Google-Special', '66.249.64.0/28', null, null);
select 'row_added_seen_by_next_statement', crawler_ip('66.249.64.1') = 'Google-Special'
  and crawler_ip('66.249.64.17') = 'Googlebot';
select 'crawler_ip_longest_prefix_wins', crawler_ip('66.249.64.15') = 'Google-Special';
delete from robots_crawler_ranges where token = 'Google-Special';
select 'row_deleted_seen_by_next_statement', crawler_ip('66.249.64.1') = 'Googlebot';
create temp table robots_crawler_ranges(token, prefix);
insert into temp.robots_crawler_ranges values ('TempBot', '10.0.0.0/8');
select 'temp_table_shadows_main', crawler_ip('10.1.2.3') = 'TempBot' and crawler_ip('66.249.64.1') is null;
drop table temp.robots_crawler_ranges;
select 'dropped_table_seen', crawler_ip('10.1.2.3') is null and crawler_ip('66.249.64.1') = 'Googlebot';
select 'verify_in_join',
  (select count(*) from (select '66.249.66.1' ip union all select '66.249.66.99' union all select '::ffff:66.249.64.2')
    where crawler_verify(ip, 'Googlebot')) = 2;
delete from robots_crawler_ranges;
select 'empty_table_answers_null', crawler_verify('66.249.66.1', 'Googlebot') is null
  and crawler_ip('66.249.66.1') is null and crawler_ip('2001:db8::1', '2025-01-01') is null;
