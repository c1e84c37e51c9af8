-- robots_lint: rule-never-decides (another rule of the group matches every path it matches and always wins). Check-style: every line must end in |1.
select 'shadowed_disallow_under_longer_allow', (select count(*) from robots_lint('User-agent: *
Allow: /files/*
Disallow: /files/
') where code='rule-never-decides' and severity='warning' and line=3) = 1;
select 'later_rule_that_shadows_an_earlier_one', (select count(*) from robots_lint('User-agent: *
Disallow: /files/
Allow: /files/*
') where code='rule-never-decides' and line=3 and message like '%makes the disallow at line 2 never decide%') = 1;
select 'allow_wins_a_tie_of_equal_length', (select count(*) from robots_lint('User-agent: *
Disallow: /a/
Allow: /a/
') where code='rule-never-decides' and line=3) = 1;
select 'longer_specific_rule_still_decides', (select count(*) from robots_lint('User-agent: *
Disallow: /a/b
Allow: /a/
') where code='rule-never-decides') = 0;
select 'wildcard_in_the_middle_is_not_a_cover', (select count(*) from robots_lint('User-agent: *
Allow: /x/*.pdf
Disallow: /x/
') where code='rule-never-decides') = 0;
select 'anchored_pattern_is_not_a_cover', (select count(*) from robots_lint('User-agent: *
Allow: /files/$
Disallow: /files/
') where code='rule-never-decides') = 0;
select 'other_groups_are_not_compared', (select count(*) from robots_lint('User-agent: a
Allow: /files/*
User-agent: b
Disallow: /files/
') where code='rule-never-decides') = 0;
-- What the lint says matches what robots_allowed does: the shadowed rule never decides.
select 'shadowed_rule_really_never_wins',
  robots_allowed('User-agent: *' || char(10) || 'Allow: /files/*' || char(10) || 'Disallow: /files/', 'x', '/files/a') = 1
  and robots_allowed('User-agent: *' || char(10) || 'Allow: /files/*' || char(10) || 'Disallow: /files/', 'x', '/files/') = 1;
