-- robots_lint: the AI usage lines (Content-Usage, Content-Signal).
-- Check-style: every line must end in |1.
select 'usage_clean_cloudflare_no_rows', (select count(*) from robots_lint('User-agent: *
Content-Signal: search=yes,ai-train=no
Allow: /

User-agent: GPTBot
Disallow: /
')) = 0;
select 'usage_clean_draft_no_rows', (select count(*) from robots_lint('User-Agent: *
Allow: /
Disallow: /never/
Content-Usage: train-ai=n
Content-Usage: /ai-ok/ train-ai=y

User-Agent: ExampleBot
Content-Usage: train-ai=y
Allow: /
')) = 0;
select 'usage_not_dictionary', (select count(*) from robots_lint('User-agent: *
Content-Usage: Train-AI=n
Disallow: /x
') where code='usage-not-dictionary' and severity='error' and line=2) = 1
  and (select count(*) from robots_lint('User-agent: *
Content-Usage: train-ai=n search=y
Disallow: /x
') where code='usage-not-dictionary' and line=2) = 1;
select 'usage_value_invalid', (select count(*) from robots_lint('User-agent: *
Content-Usage: train-ai=no
Disallow: /x
') where code='usage-value-invalid' and severity='warning' and line=2) = 1
  and (select count(*) from robots_lint('User-agent: *
Content-Usage: train-ai
Disallow: /x
') where code='usage-value-invalid') = 1;
select 'signal_invalid_value', (select count(*) from robots_lint('User-agent: *
Content-Signal: search=maybe, ai-train=no
Disallow: /x
') where code='signal-invalid' and line=2) = 1;
select 'signal_invalid_no_equals', (select count(*) from robots_lint('User-agent: *
Content-Signal: search
Disallow: /x
') where code='signal-invalid' and line=2) = 1;
select 'signal_use_any_value_clean', (select count(*) from robots_lint('User-agent: *
Content-Signal: use=immediate, search=yes
Disallow: /x
')) = 0;
select 'usage_before_user_agent', (select count(*) from robots_lint('Content-Signal: ai-train=no
Content-Usage: train-ai=n
User-agent: *
Disallow: /x
') where code='usage-before-user-agent' and severity='error') = 2;
select 'usage_conflict_same_path', (select count(*) from robots_lint('User-agent: *
Content-Usage: /a train-ai=y
Content-Usage: /b train-ai=n
Content-Usage: /a train-ai=n
Disallow: /x
') where code='usage-conflict' and line=4) = 1
  and (select count(*) from robots_lint('User-agent: *
Content-Usage: /a train-ai=y
Disallow: /x

User-agent: b
Content-Usage: /a train-ai=n
Disallow: /x
') where code='usage-conflict') = 0;
select 'usage_path_disallowed', (select count(*) from robots_lint('User-agent: *
Disallow: /private/
Content-Usage: /private/data train-ai=y
Content-Usage: /public train-ai=y
') where code='usage-path-disallowed' and line=3) = 1
  and (select count(*) from robots_lint('User-agent: *
Disallow: /private/
Content-Usage: /private/data train-ai=y
') where code='usage-path-disallowed' and line<>3) = 0;
select 'usage_lines_not_unknown_key', (select count(*) from robots_lint('User-agent: *
Content-Usage: train-ai=n
Content-Signal: search=yes
Disallow: /x
') where code='unknown-key') = 0;
