-- robots_lint: key-typo-ignored (misspelt key that is ignored). Check-style: every line must end in |1.
select 'user_agnet_ignored', (select count(*) from robots_lint('User-agnet: *
Disallow: /private
') where code='key-typo-ignored' and severity='error' and line=1) = 1;
select 'disallaow_ignored', (select count(*) from robots_lint('User-agent: *
Disallaow: /private
') where code='key-typo-ignored' and severity='error' and line=2) = 1;
select 'sitmap_ignored', (select count(*) from robots_lint('Sitmap: https://example.com/s.xml
') where code='key-typo-ignored' and severity='error' and line=1) = 1;
select 'unrelated_key_not_typo', (select count(*) from robots_lint('User-agent: *
Request-rate: 1/5
') where code='key-typo-ignored') = 0;
