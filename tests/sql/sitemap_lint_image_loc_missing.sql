-- image-loc-missing: each image:image must have an image:loc (Google, image sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'none', '<url><loc>https://example.com/a</loc><image:image><image:caption>c</image:caption></image:image></url>';
insert into d select 'empty', '<url><loc>https://example.com/a</loc><image:image><image:loc/></image:image><image:image><image:loc>https://example.com/i.jpg</image:loc></image:image></url>';
insert into d select 'second_url', '<url><loc>https://example.com/a</loc><image:image><image:loc>https://example.com/i.jpg</image:loc></image:image></url>
<url><loc>https://example.com/b</loc><image:image></image:image></url>';
insert into d select 'good', '<url><loc>https://example.com/a</loc><image:image><image:loc>https://example.com/i.jpg</image:loc></image:image><image:image><image:loc>https://example.com/i.jpg</image:loc></image:image></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='image-loc-missing';
select 'image_loc_missing_is_an_error_at_the_entry', (select count(*) from l where name='none' and severity='error' and entry=1 and line=2)=1;
select 'image_loc_empty_counts_as_missing', (select count(*) from l where name='empty' and severity='error' and entry=1 and line=2)=1;
select 'image_loc_missing_points_at_its_entry', (select count(*) from l where name='second_url' and entry=2 and line=3)=1;
select 'image_loc_present_is_fine', (select count(*) from l where name='good')=0;
