-- robots_lint: sitemap-empty (a sitemap line with no URL). Check-style: every line must end in |1.
select 'empty_sitemap_is_info', (select count(*) from robots_lint('Sitemap:
') where code='sitemap-empty' and severity='info' and line=1) = 1;
select 'full_sitemap_fine', (select count(*) from robots_lint('Sitemap: https://example.com/s.xml
') where code='sitemap-empty') = 0;
