-- robots_lint: path-has-space (white space in a path). Check-style: every line must end in |1.
select 'two_paths_on_one_line', (select count(*) from robots_lint('User-agent: *
Disallow: /a/ /b/
') where code='path-has-space' and severity='warning' and line=2) = 1;
select 'one_path_per_line', (select count(*) from robots_lint('User-agent: *
Disallow: /a/
Disallow: /b/
') where code='path-has-space') = 0;
