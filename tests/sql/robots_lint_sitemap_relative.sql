-- robots_lint: sitemap-relative (a relative sitemap URL). Check-style: every line must end in |1.
select 'path_sitemap_relative', (select count(*) from robots_lint('Sitemap: /sitemap.xml
') where code='sitemap-relative' and severity='warning' and line=1) = 1;
select 'absolute_sitemap_fine', (select count(*) from robots_lint('Sitemap: https://example.com/sitemap.xml
') where code='sitemap-relative') = 0;
