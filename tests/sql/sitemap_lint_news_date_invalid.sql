-- news-date-invalid: news:publication_date is W3C Datetime with at least a complete date (Google, news sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'year_month', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-03</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'year', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'space_not_t', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-03-01 10:00:00Z</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'no_zone', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-03-01T10:00:00</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'rfc_822', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>Fri, 01 Mar 2024 10:00:00 GMT</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'month_13', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-13-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'date', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'minutes', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-03-01T10:00Z</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'seconds_offset', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-03-01T10:00:00+01:00</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'fraction', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-03-01T10:00:00.5-05:00</news:publication_date><news:title>Headline</news:title></news:news></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='news-date-invalid';
select 'news_date_invalid_year_month_is_an_error', (select count(*) from l where name='year_month' and severity='error' and entry=1 and line=2)=1;
select 'news_date_invalid_year_is_an_error', (select count(*) from l where name='year' and severity='error' and entry=1 and line=2)=1;
select 'news_date_invalid_space_not_t_is_an_error', (select count(*) from l where name='space_not_t' and severity='error' and entry=1 and line=2)=1;
select 'news_date_invalid_no_zone_is_an_error', (select count(*) from l where name='no_zone' and severity='error' and entry=1 and line=2)=1;
select 'news_date_invalid_rfc_822_is_an_error', (select count(*) from l where name='rfc_822' and severity='error' and entry=1 and line=2)=1;
select 'news_date_invalid_month_13_is_an_error', (select count(*) from l where name='month_13' and severity='error' and entry=1 and line=2)=1;
select 'news_date_invalid_date_is_fine', (select count(*) from l where name='date')=0;
select 'news_date_invalid_minutes_is_fine', (select count(*) from l where name='minutes')=0;
select 'news_date_invalid_seconds_offset_is_fine', (select count(*) from l where name='seconds_offset')=0;
select 'news_date_invalid_fraction_is_fine', (select count(*) from l where name='fraction')=0;
