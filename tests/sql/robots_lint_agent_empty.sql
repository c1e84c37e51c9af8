-- robots_lint: agent-empty (an empty user-agent). Check-style: every line must end in |1.
select 'empty_agent_warned', (select count(*) from robots_lint('User-agent:
Disallow: /a
') where code='agent-empty' and severity='warning' and line=1) = 1;
select 'star_agent_fine', (select count(*) from robots_lint('User-agent: *
Disallow: /a
') where code='agent-empty') = 0;
