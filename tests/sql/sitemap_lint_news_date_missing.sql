-- news-date-missing: news:publication_date is required (Google, news sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'absent', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:title>Headline</news:title></news:news></url>';
insert into d select 'empty', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date></news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'present', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='news-date-missing';
select 'news_date_missing_absent_is_an_error', (select count(*) from l where name='absent' and severity='error' and entry=1 and line=2)=1;
select 'news_date_missing_empty_is_an_error', (select count(*) from l where name='empty' and severity='error' and entry=1 and line=2)=1;
select 'news_date_missing_present_is_fine', (select count(*) from l where name='present')=0;
