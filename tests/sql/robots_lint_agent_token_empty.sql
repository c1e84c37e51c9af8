-- robots_lint: agent-token-empty (a user-agent with no product token). Check-style: every line must end in |1.
select 'digits_agent_has_no_token', (select count(*) from robots_lint('User-agent: 1234
Disallow: /a
') where code='agent-token-empty' and severity='warning' and line=1) = 1;
select 'star_prefixed_agent_has_no_token', (select count(*) from robots_lint('User-agent: *bot*
Disallow: /a
') where code='agent-token-empty' and severity='warning' and line=1) = 1;
select 'letter_agent_has_token', (select count(*) from robots_lint('User-agent: bot1234
Disallow: /a
') where code='agent-token-empty') = 0;
