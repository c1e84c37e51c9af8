-- robots_lint: invalid-utf8 (bytes that are not UTF-8 outside rules). Check-style: every line must end in |1.
select 'latin1_comment_is_info', (select count(*) from robots_lint(cast(x'2320636166e9' as text)||char(10)||'User-agent: *') where code='invalid-utf8' and severity='info' and line=1) = 1;
select 'utf8_comment_is_fine', (select count(*) from robots_lint('# café
User-agent: *
Disallow: /a
') where code='invalid-utf8') = 0;
