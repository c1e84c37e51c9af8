-- robots_lint: disallow-all (Disallow: / for *). Check-style: every line must end in |1.
select 'star_disallow_all_is_error', (select count(*) from robots_lint('User-agent: *
Disallow: /
') where code='disallow-all' and severity='error' and line=2) = 1;
select 'bot_disallow_all_is_fine', (select count(*) from robots_lint('User-agent: BadBot
Disallow: /

User-agent: *
Disallow:
') where code='disallow-all') = 0;
