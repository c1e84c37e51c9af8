-- robots_lint: bom-not-at-start (a BOM after the start). Check-style: every line must end in |1.
select 'bom_inside_a_line', (select count(*) from robots_lint('User-agent: *'||char(10)||'Disallow: /a'||cast(x'efbbbf' as text)) where code='bom-not-at-start' and severity='warning' and line=2) = 1;
select 'bom_at_start_is_fine', (select count(*) from robots_lint(cast(x'efbbbf' as text)||'User-agent: *'||char(10)||'Disallow: /a')) = 0;
