-- robots_lint: unsupported-directive (noindex in robots.txt). Check-style: every line must end in |1.
select 'noindex_unsupported', (select count(*) from robots_lint('User-agent: *
Noindex: /a
') where code='unsupported-directive' and severity='warning' and line=2) = 1;
select 'disallow_supported', (select count(*) from robots_lint('User-agent: *
Disallow: /a
') where code='unsupported-directive') = 0;
