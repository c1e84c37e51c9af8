-- robots_lint: key-misspelt (misspelt key Google accepts). Check-style: every line must end in |1.
select 'dissallow_accepted_misspelt', (select count(*) from robots_lint('User-agent: *
Dissallow: /private
') where code='key-misspelt' and severity='warning' and line=2) = 1;
select 'useragent_accepted_misspelt', (select count(*) from robots_lint('Useragent: *
Disallow: /private
') where code='key-misspelt' and severity='warning' and line=1) = 1;
select 'allowed_accepted_misspelt', (select count(*) from robots_lint('User-agent: *
Allowed: /public
') where code='key-misspelt' and severity='warning' and line=2) = 1;
select 'case_is_no_misspelling', (select count(*) from robots_lint('USER-AGENT: *
disallow: /private
') where code='key-misspelt') = 0;
