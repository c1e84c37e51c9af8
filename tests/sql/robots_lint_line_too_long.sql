-- robots_lint: line-too-long (a line over 16,663 bytes is cut). Check-style: every line must end in |1.
select 'long_line_is_cut', (select count(*) from robots_lint('User-agent: *'||char(10)||'Disallow: /'||printf('%.20000c', 'a')||char(10)) where code='line-too-long' and severity='warning' and line=2) = 1;
select 'line_of_16663_is_fine', (select count(*) from robots_lint('User-agent: *'||char(10)||'Disallow: /'||printf('%.16652c', 'a')||char(10)) where code='line-too-long') = 0;
