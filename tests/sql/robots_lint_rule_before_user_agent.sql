-- robots_lint: rule-before-user-agent (rules before any user-agent). Check-style: every line must end in |1.
select 'rule_before_agent_ignored', (select count(*) from robots_lint('Disallow: /private
User-agent: *
Disallow: /tmp
') where code='rule-before-user-agent' and severity='error' and line=1) = 1;
select 'sitemap_before_agent_fine', (select count(*) from robots_lint('Sitemap: https://example.com/s.xml
User-agent: *
Disallow: /tmp
') where code='rule-before-user-agent') = 0;
