-- robots_lint: path-not-absolute (a path that starts with neither / nor *). Check-style: every line must end in |1.
select 'relative_path_never_matches', (select count(*) from robots_lint('User-agent: *
Disallow: private/
') where code='path-not-absolute' and severity='error' and line=2) = 1;
select 'full_url_never_matches', (select count(*) from robots_lint('User-agent: *
Disallow: https://example.com/private/
') where code='path-not-absolute' and severity='error' and line=2) = 1;
select 'star_path_is_fine', (select count(*) from robots_lint('User-agent: *
Disallow: *.pdf$
') where code='path-not-absolute') = 0;
