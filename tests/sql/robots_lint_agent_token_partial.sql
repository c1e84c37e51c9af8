-- robots_lint: agent-token-partial (only the product token is matched). Check-style: every line must end in |1.
select 'versioned_agent_partial', (select count(*) from robots_lint('User-agent: Googlebot/2.1
Disallow: /a
') where code='agent-token-partial' and severity='info' and line=1) = 1;
select 'plain_agent_not_partial', (select count(*) from robots_lint('User-agent: Googlebot-News
Disallow: /a
') where code='agent-token-partial') = 0;
