-- robots_lint: duplicate-group (two groups for one agent). Check-style: every line must end in |1.
select 'same_agent_two_groups', (select count(*) from robots_lint('User-agent: Googlebot
Disallow: /a

User-agent: *
Disallow: /b

User-agent: googlebot
Disallow: /c
') where code='duplicate-group' and severity='warning' and line=7) = 1;
select 'same_agent_one_group', (select count(*) from robots_lint('User-agent: Googlebot
User-agent: googlebot
Disallow: /a
') where code='duplicate-group') = 0;
