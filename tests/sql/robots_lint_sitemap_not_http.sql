-- robots_lint: sitemap-not-http (a sitemap URL that is not http(s)). Check-style: every line must end in |1.
select 'ftp_sitemap_not_http', (select count(*) from robots_lint('Sitemap: ftp://example.com/sitemap.xml
') where code='sitemap-not-http' and severity='warning' and line=1) = 1;
select 'http_sitemap_fine', (select count(*) from robots_lint('Sitemap: http://example.com/sitemap.xml
') where code='sitemap-not-http') = 0;
