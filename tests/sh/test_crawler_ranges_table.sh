#!/bin/sh
# The errors of crawler_verify's and crawler_ip's table robots_crawler_ranges
# and of crawler_ranges, which a .sql test cannot show (an error ends the
# script): bad rows, wrong types and columns, a view that calls the
# function it feeds, the row limit; and the schema uses a function reading
# the database may not have.  Prints ok/FAIL lines.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}

# expect NAME SQL TEXT: running SQL must fail with an error holding TEXT.
expect() {
  out=$(printf '%s\n' "$2" | "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' 2>&1)
  rc=$?
  case "$out" in
    *"$3"*) if [ $rc -ne 0 ]; then echo "ok $1"; return; fi ;;
  esac
  echo "FAIL $1: exit $rc, output: $(printf '%s' "$out" | head -3)"
}

# works NAME SQL: running SQL must print 1 as its last line.
works() {
  out=$(printf '%s\n' "$2" | "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' 2>&1)
  if [ "$(printf '%s\n' "$out" | tail -1)" = "1" ]; then echo "ok $1"; else
    echo "FAIL $1: $(printf '%s' "$out" | head -3)"; fi
}

T="create table robots_crawler_ranges(token, prefix, valid_from, valid_to);"
expect ranges_table_prefix_not_a_prefix "$T
insert into robots_crawler_ranges values ('Googlebot', '66.249.64.0/19', null, null), ('Googlebot', '66.249.64/19', null, null);
select crawler_verify('66.249.64.1', 'Googlebot');" \
  "crawler_verify(): robots_crawler_ranges row 2: prefix '66.249.64/19' is not an address prefix: the address is not IPv4 or IPv6"
expect ranges_table_prefix_length_too_long "$T
insert into robots_crawler_ranges values ('Googlebot', '66.249.64.0/33', null, null);
select crawler_ip('66.249.64.1');" \
  "crawler_ip(): robots_crawler_ranges row 1: prefix '66.249.64.0/33' is not an address prefix: the length is not 0 to 32"
expect ranges_table_token_empty "$T
insert into robots_crawler_ranges values ('', '66.249.64.0/19', null, null);
select crawler_ip('66.249.64.1');" \
  "crawler_ip(): robots_crawler_ranges row 1: token must be 1 to 256 bytes of TEXT"
expect ranges_table_token_null "$T
insert into robots_crawler_ranges values (null, '66.249.64.0/19', null, null);
select crawler_ip('66.249.64.1');" \
  "crawler_ip(): robots_crawler_ranges row 1: token and prefix must be TEXT"
expect ranges_table_prefix_integer "$T
insert into robots_crawler_ranges values ('x', 12, null, null);
select crawler_ip('66.249.64.1');" \
  "crawler_ip(): robots_crawler_ranges row 1: token and prefix must be TEXT"
expect ranges_table_valid_to_not_after_valid_from "$T
insert into robots_crawler_ranges values ('x', '1.2.3.0/24', '2025-01-02', '2025-01-01');
select crawler_ip('1.2.3.4');" \
  "crawler_ip(): robots_crawler_ranges row 1: valid_to is not after valid_from"
expect ranges_table_valid_from_not_a_time "$T
insert into robots_crawler_ranges values ('x', '1.2.3.0/24', 'soon', null);
select crawler_ip('1.2.3.4');" \
  "crawler_ip(): robots_crawler_ranges row 1: valid_from must be NULL, a date or INTEGER seconds since 1970"
expect ranges_table_valid_to_real "$T
insert into robots_crawler_ranges values ('x', '1.2.3.0/24', null, 1.5);
select crawler_ip('1.2.3.4');" \
  "crawler_ip(): robots_crawler_ranges row 1: valid_to must be NULL, a date or INTEGER seconds since 1970"
expect ranges_table_too_many_rows "$T
with recursive k(i) as (select 0 union all select i+1 from k where i<1000000)
insert into robots_crawler_ranges(token, prefix) select 't', '10.0.0.0/8' from k;
select crawler_ip('1.2.3.4');" \
  "crawler_ip(): robots_crawler_ranges has more than 1000000 rows"
expect ranges_table_missing_column "create table robots_crawler_ranges(token, cidr);
select crawler_ip('1.2.3.4');" \
  "crawler_ip(): robots_crawler_ranges: no such column: prefix"
expect ranges_table_view_calling_crawler_ip "create view robots_crawler_ranges as
  select crawler_ip('1.2.3.4') as token, '1.2.3.0/24' as prefix;
select crawler_ip('1.2.3.4');" \
  "crawler_ip(): robots_crawler_ranges may not call crawler_ip"
expect ranges_table_broken_view "create table t(a);
create view robots_crawler_ranges as select a as token, a as prefix from t;
drop table t;
select crawler_ip('1.2.3.4');" \
  "crawler_ip(): robots_crawler_ranges:"
expect ranges_verify_at_not_a_time "$T
select crawler_verify('1.2.3.4', 'x', 'later');" \
  "crawler_verify(): argument at must be a date"
expect ranges_file_not_json "select * from crawler_ranges('{\"prefixes\": [}');" \
  "crawler_ranges(): not a ranges file:"
expect ranges_file_not_an_object "select * from crawler_ranges('[]');" \
  "crawler_ranges(): not a ranges file: the document is not an object at byte"
expect ranges_verify_not_deterministic_index "$T
create table log(ip);
create index i on log(crawler_verify(ip, 'Googlebot'));" \
  "non-deterministic functions prohibited in index expressions"
works ranges_two_columns_without_validity "create table robots_crawler_ranges(token, prefix);
insert into robots_crawler_ranges values ('x', '1.2.3.0/24');
select crawler_verify('1.2.3.4', 'x', '2025-01-01') = 1 and crawler_verify('1.2.3.4', 'x') = 1;"
works ranges_view_over_published_file "create table files(op, doc);
insert into files values ('Googlebot', readfile('tests/data/crawler_ranges/googlebot.json'));
create view robots_crawler_ranges as
  select op as token, prefix from files, crawler_ranges(files.doc) where prefix is not null;
select crawler_verify('66.249.66.9', 'Googlebot') = 1 and crawler_ip('2001:4860:4801:10::9') = 'Googlebot';"
works ranges_in_trigger_and_view "$T
insert into robots_crawler_ranges values ('Googlebot', '66.249.64.0/19', null, null);
create table log(ip, ok);
create trigger t after insert on log begin
  update log set ok = crawler_verify(new.ip, 'Googlebot') where rowid = new.rowid; end;
insert into log(ip) values ('66.249.64.1'), ('1.1.1.1');
create view v as select crawler_ip(ip) t from log;
select (select group_concat(ok) from log) = '1,0' and (select count(t) from v) = 1;"
works ranges_rollback_not_kept "$T
begin; insert into robots_crawler_ranges values ('x', '1.1.1.0/24', null, null);
select crawler_ip('1.1.1.1'); rollback;
select crawler_ip('1.1.1.1') is null;"
works ranges_rollback_to_savepoint_not_kept "$T
begin; savepoint a; insert into robots_crawler_ranges values ('x', '1.1.1.0/24', null, null);
select crawler_ip('1.1.1.1'); rollback to a;
select crawler_ip('1.1.1.1') is null;"
