-- robots_lint(txt): the table's shape and the rules every function shares.
-- Check-style: every line must end in |1.
select 'columns_are_line_severity_code_message', (select group_concat(name, ',') from pragma_table_info('robots_lint')) = 'line,severity,code,message';
select 'null_txt_gives_no_rows', (select count(*) from robots_lint(NULL)) = 0;
select 'empty_txt_gives_no_rows', (select count(*) from robots_lint('')) = 0;
select 'clean_file_gives_no_rows', (select count(*) from robots_lint('User-agent: *
Disallow: /private/
Allow: /private/public.html

Sitemap: https://example.com/sitemap.xml
')) = 0;
select 'blob_is_read_as_bytes', (select count(*) from robots_lint(cast('User-agent: *
Disallow: /' as blob)) where code='disallow-all') = 1;
select 'severity_is_error_warning_or_info', (select count(*) from robots_lint('Disallow: x
User-agent: 1
Dissallow: y
Foo: bar
User-agent: *
Disallow: /') where severity not in ('error','warning','info')) = 0;
select 'rows_come_in_line_order', (select group_concat(line, ',') from robots_lint('Foo: 1
Bar: 2
User-agent: *
Baz: 4
Disallow: /x')) = '1,2,4';
select 'messages_are_text', (select count(*) from robots_lint('User-agent: *
Disallow: /') where typeof(message)='text' and length(message)>20) = 1;
select 'correlated_argument_in_join', (select group_concat(s.id || ':' || l.code, ',') from (select 1 id, 'User-agent: *
Disallow: /' txt union all select 2, 'Sitemap: /s.xml' union all select 3, 'User-agent: *
Disallow:') s, robots_lint(s.txt) l) = '1:disallow-all,2:sitemap-relative';
select 'works_in_a_view', (select count(*) from (select * from robots_lint('Sitemap:'))) = 1;
select 'line_numbers_point_into_file', (select line from robots_lint('User-agent: *' || char(13,10) || char(13) || 'Disallow /a' || char(10) || 'Disallow: /')) = 3;
