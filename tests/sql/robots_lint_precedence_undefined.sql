-- robots_lint: precedence-undefined (allow/disallow of the same length with a wildcard). Check-style: every line must end in |1.
select 'wildcard_tie_reported', (select count(*) from robots_lint('User-agent: *
Allow: /a*b
Disallow: /a/c
') where code='precedence-undefined' and severity='info' and line=3) = 1;
select 'disjoint_tie_not_reported', (select count(*) from robots_lint('User-agent: *
Allow: /a*b$
Disallow: /b/cd
') where code='precedence-undefined') = 0;
select 'no_wildcard_not_reported', (select count(*) from robots_lint('User-agent: *
Allow: /abc
Disallow: /abd
') where code='precedence-undefined') = 0;
