-- The user's tables are read by the columns the engine describes
-- (cat_user_tables.c), by name, whatever else the table holds and in
-- whatever order: the required ones always, the optional ones only when
-- all of them exist.
create table robots_crawlers(note, token, extra, pattern);
insert into robots_crawlers values ('n', 'AcmeCo', 42, 'AcmeFetch');
select 'crawlers_columns_by_name_not_position',
  robots_agent('AcmeFetch/2.0') = 'AcmeCo';
create table robots_crawler_ranges(prefix, valid_from, token);
insert into robots_crawler_ranges values ('192.0.2.0/24', 'not a date', 'Acme');
select 'ranges_valid_from_without_valid_to_not_read',
  crawler_verify('192.0.2.7', 'Acme') = 1;
drop table robots_crawler_ranges;
create table robots_crawler_ranges(valid_to, prefix, token, valid_from);
insert into robots_crawler_ranges values (NULL, '192.0.2.0/24', 'Acme', '2021-01-01');
select 'ranges_both_validity_columns_read',
  crawler_verify('192.0.2.7', 'Acme', '2020-06-01') = 0
  and crawler_verify('192.0.2.7', 'Acme', '2022-01-01') = 1;
