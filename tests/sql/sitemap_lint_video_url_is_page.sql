-- video-url-is-page: video:content_loc and video:player_loc must not be the page loc (Google, video sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'content_is_page', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/a</video:content_loc></video:video></url>';
insert into d select 'player_is_page', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:player_loc>https://example.com/a</video:player_loc></video:video></url>';
insert into d select 'player_is_page_but_host_case', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:player_loc>https://EXAMPLE.com/a</video:player_loc></video:video></url>';
insert into d select 'other_urls', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:player_loc>https://example.com/player?v=a</video:player_loc></video:video></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='video-url-is-page';
select 'video_url_is_page_content_is_page_is_an_error', (select count(*) from l where name='content_is_page' and severity='error' and entry=1 and line=2)=1;
select 'video_url_is_page_player_is_page_is_an_error', (select count(*) from l where name='player_is_page' and severity='error' and entry=1 and line=2)=1;
select 'video_url_is_page_player_is_page_but_host_case_is_an_error', (select count(*) from l where name='player_is_page_but_host_case' and severity='error' and entry=1 and line=2)=1;
select 'video_url_is_page_other_urls_is_fine', (select count(*) from l where name='other_urls')=0;
