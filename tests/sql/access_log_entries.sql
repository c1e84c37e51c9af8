-- access_log_entries(log [, format]): NCSA common and combined lines of
-- Apache and nginx, Apache's escapes, extra fields, and rows for lines that
-- do not parse.  Check-style: every line must end in |1.
create temp table l(name, line);
insert into l values
 ('combined', '66.249.66.1 - - [17/May/2015:10:05:03 +0000] "GET /a?b=1 HTTP/1.1" 200 2030 "http://x.test/" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"'),
 ('zone', '10.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326'),
 ('escaped_quote', '1.1.1.1 - - [01/Jan/2020:00:00:00 +0000] "GET / HTTP/1.1" 200 5 "-" "say \"hi\" and \\ bye"'),
 ('hex_bytes', '1.1.1.1 - - [01/Jan/2020:00:00:00 +0000] "\x16\x03\x01\x00\xa5" 400 226 "-" "-"'),
 ('nginx_extra', '2001:db8::1 - - [01/Jan/2020:00:00:00 +0100] "POST /api HTTP/2.0" 201 0 "-" "curl/8.0" "203.0.113.9"'),
 ('two_extras', '1.1.1.1 - - [01/Jan/2020:00:00:00 +0000] "GET / HTTP/1.1" 304 - "-" "bingbot/2.0" 0.004 "host.example"'),
 ('old_unescaped_quote', '1.1.1.1 - - [01/Jan/2020:00:00:00 +0000] "GET /a"b HTTP/1.0" 404 7 "-" "UA "with"quotes"'),
 ('user_with_space', '1.1.1.1 - john doe [01/Jan/2020:00:00:00 +0000] "GET / HTTP/1.1" 200 1'),
 ('http09', '1.1.1.1 - - [01/Jan/2020:00:00:00 +0000] "GET /" 200 1'),
 ('no_request', '1.1.1.1 - - [01/Jan/2020:00:00:00 +0000] "-" 408 - "-" "-"'),
 ('bad_time', '1.1.1.1 - - [01/Foo/2020:00:00:00 +0000] "GET / HTTP/1.1" 200 1'),
 ('garbage', 'this is not a log line'),
 ('unterminated', '1.1.1.1 - - [01/Jan/2020:00:00:00 +0000] "GET / HTTP/1.1" 200 1 "-" "Mozilla'),
 ('bad_status', '1.1.1.1 - - [01/Jan/2020:00:00:00 +0000] "GET / HTTP/1.1" OK 1'),
 ('leap_second_and_day_change', '1.1.1.1 - - [31/Dec/2016:23:59:60 -0130] "GET / HTTP/1.1" 200 1');
create temp table e as select l.name, e.* from l, access_log_entries(l.line) e;

select 'columns', (select group_concat(name, ',') from pragma_table_info('access_log_entries')) = 'line,client,ident,user,time,request,method,target,protocol,status,bytes,referer,user_agent,agent,extra,error,raw,host';
select 'one_row_per_line', (select count(*) from e) = (select count(*) from l);
select 'combined_fields', (select client||'|'||time||'|'||method||'|'||target||'|'||protocol||'|'||status||'|'||bytes||'|'||referer from e where name='combined') = '66.249.66.1|2015-05-17T10:05:03Z|GET|/a?b=1|HTTP/1.1|200|2030|http://x.test/';
select 'dash_fields_are_null', (select ident is null and user is null from e where name='combined');
select 'agent_is_robots_agent', (select agent = robots_agent(user_agent) and agent = 'Googlebot' from e where name='combined');
select 'common_has_no_referer_or_agent', (select user='frank' and referer is null and user_agent is null and agent is null and error is null from e where name='zone');
select 'time_zone_applied_to_utc', (select time from e where name='zone') = '2000-10-10T20:55:36Z';
select 'time_zone_half_hour_crosses_year', (select time from e where name='leap_second_and_day_change') = '2017-01-01T01:29:60Z' or (select time from e where name='leap_second_and_day_change') = '2017-01-01T01:30:00Z';
select 'apache_escaped_quote_and_backslash', (select user_agent from e where name='escaped_quote') = 'say "hi" and \ bye';
select 'hex_escapes_are_bytes', (select hex(request) from e where name='hex_bytes') = '160301' || '00A5';
select 'request_without_space_is_not_split', (select method is null and target is null and protocol is null and status=400 from e where name='hex_bytes');
select 'non_utf8_request_is_a_blob', (select typeof(request) from e where name='hex_bytes') = 'blob';
select 'nginx_extra_field_kept', (select extra from e where name='nginx_extra') = '"203.0.113.9"';
select 'ipv6_client', (select client from e where name='nginx_extra') = '2001:db8::1';
select 'zone_plus_one', (select time from e where name='nginx_extra') = '2019-12-31T23:00:00Z';
select 'two_extra_fields_kept', (select extra from e where name='two_extras') = '0.004 "host.example"';
select 'bytes_dash_is_null', (select bytes is null and status=304 and agent='bingbot' from e where name='two_extras');
select 'unescaped_quote_read_as_part', (select target||'|'||user_agent from e where name='old_unescaped_quote') = '/a"b|UA "with"quotes';
select 'user_may_hold_spaces', (select user from e where name='user_with_space') = 'john doe';
select 'http09_has_no_protocol', (select method||'|'||target||'|'||ifnull(protocol,'null') from e where name='http09') = 'GET|/|null';
select 'dash_request_is_null', (select request is null and method is null and status=408 and bytes is null from e where name='no_request');
select 'bad_time_is_error_row', (select error like 'time is not%' and time is null and client is null and raw like '1.1.1.1 %' from e where name='bad_time');
select 'garbage_is_error_row_with_raw', (select error is not null and raw = 'this is not a log line' and line = 1 from e where name='garbage');
select 'unterminated_quote_is_error_row', (select error from e where name='unterminated') = 'unterminated quoted field';
select 'bad_status_is_error_row', (select error is not null and status is null from e where name='bad_status');
select 'bad_size_is_error_row', (select error from access_log_entries('1.1.1.1 - - [01/Jan/2020:00:00:00 +0000] "GET / HTTP/1.1" 200 12k')) = 'size is not a number';
select 'good_lines_have_no_error', (select count(*) from e where error is null) = 11;

-- Several lines, line endings and blank lines.
select 'lines_numbered_blank_lines_skipped', (select group_concat(line, ',') from access_log_entries((select group_concat(line, char(13,10)) from l where name in ('combined','zone')) || char(13,10,13,10) || (select line from l where name='garbage') || char(10))) = '1,2,4';
select 'crlf_stripped', (select count(*) from access_log_entries((select line from l where name='zone') || char(13,10)) where raw like '%' || char(13)) = 0;
select 'last_line_without_newline', (select count(*) from access_log_entries('a' || char(10) || 'b')) = 2;

-- Formats.
select 'format_common_rejects_combined', (select error from access_log_entries((select line from l where name='combined'), 'common')) = 'text after the size (common format)';
select 'format_combined_requires_agent', (select error from access_log_entries((select line from l where name='zone'), 'combined')) = 'referer and user agent missing';
select 'format_names_case_insensitive', (select count(*) from access_log_entries((select line from l where name='combined'), 'NGINX') where error is null) = 1;
select 'format_clf_is_common', (select error from access_log_entries((select line from l where name='combined'), 'clf')) = 'text after the size (common format)';
select 'format_ncsa_is_auto', (select count(*) from access_log_entries((select line from l where name='combined'), 'ncsa') where error is null) = 1;
select 'format_null_is_auto', (select count(*) from access_log_entries((select line from l where name='zone'), NULL) where error is null) = 1;

-- Arguments.
select 'null_log_gives_no_rows', (select count(*) from access_log_entries(NULL)) = 0;
select 'empty_log_gives_no_rows', (select count(*) from access_log_entries('')) = 0;
select 'blob_log_read_as_bytes', (select count(*) from access_log_entries(cast((select line from l where name='combined') as blob)) where error is null) = 1;
select 'nul_bytes_do_not_crash', (select count(*) from access_log_entries(x'00310a000a')) = 2;

-- Impossible calendar dates are error rows, not the next month's days.
select 'impossible_date_31_feb_is_error_row', (select error is not null and time is null from access_log_entries('1.2.3.4 - - [31/Feb/2000:10:00:00 +0000] "GET / HTTP/1.1" 200 5'));
select 'leap_day_2000_is_a_date', (select time from access_log_entries('1.2.3.4 - - [29/Feb/2000:10:00:00 +0000] "GET / HTTP/1.1" 200 5')) = '2000-02-29T10:00:00Z';
select 'no_leap_day_in_1900_is_error_row', (select error is not null from access_log_entries('1.2.3.4 - - [29/Feb/1900:10:00:00 +0000] "GET / HTTP/1.1" 200 5'));
select 'offset_out_of_range_is_error_row', (select error is not null from access_log_entries('1.2.3.4 - - [01/Mar/2000:10:00:00 +2460] "GET / HTTP/1.1" 200 5'));
