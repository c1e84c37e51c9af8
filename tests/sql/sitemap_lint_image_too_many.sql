-- image-too-many: a url may list at most 1,000 image:image (Google, image sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select '1001', (with recursive n(i) as (select 1 union all select i+1 from n where i<1001) select '<url><loc>https://example.com/a</loc>' || group_concat('<image:image><image:loc>https://example.com/i.jpg</image:loc></image:image>', '') || '</url>' from n);
insert into d select '1000', (with recursive n(i) as (select 1 union all select i+1 from n where i<1000) select '<url><loc>https://example.com/a</loc>' || group_concat('<image:image><image:loc>https://example.com/i.jpg</image:loc></image:image>', '') || '</url>' from n);
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='image-too-many';
select 'image_too_many_1001_is_an_error_at_the_entry', (select count(*) from l where name='1001' and severity='error' and entry=1 and line=2)=1;
select 'image_too_many_message_counts_them', (select message from l where name='1001') like '%: 1001 images';
select 'image_too_many_1000_is_fine', (select count(*) from l where name='1000')=0;
