-- robots_lint: missing-colon (no colon after the key). Check-style: every line must end in |1.
select 'disallow_without_colon', (select count(*) from robots_lint('User-agent: *
Disallow /private
') where code='missing-colon' and severity='warning' and line=2) = 1;
select 'disallow_with_colon', (select count(*) from robots_lint('User-agent: *
Disallow: /private
') where code='missing-colon') = 0;
