-- robots_lint: group-without-rules (a last group with no rules). Check-style: every line must end in |1.
select 'trailing_group_without_rules', (select count(*) from robots_lint('User-agent: *
Disallow: /a

User-agent: bingbot
Crawl-delay: 5
') where code='group-without-rules' and severity='warning' and line=4) = 1;
select 'trailing_group_with_rules', (select count(*) from robots_lint('User-agent: *
Disallow: /a

User-agent: bingbot
Disallow:
') where code='group-without-rules') = 0;
