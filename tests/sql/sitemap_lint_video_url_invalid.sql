-- video-url-invalid: video:thumbnail_loc, content_loc and player_loc are absolute http(s) URLs (Google, video sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'relative_thumbnail', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc></video:video></url>';
insert into d select 'ftp_content', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>ftp://example.com/v.mp4</video:content_loc></video:video></url>';
insert into d select 'scheme_relative_player', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:player_loc>//example.com/player</video:player_loc></video:video></url>';
insert into d select 'rtmp_content', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>rtmp://example.com/live</video:content_loc></video:video></url>';
insert into d select 'https', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc></video:video></url>';
insert into d select 'http', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>http://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>http://cdn.example.net/v.mp4</video:content_loc><video:player_loc>HTTPS://example.com/p?v=1</video:player_loc></video:video></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='video-url-invalid';
select 'video_url_invalid_relative_thumbnail_is_an_error', (select count(*) from l where name='relative_thumbnail' and severity='error' and entry=1 and line=2)=1;
select 'video_url_invalid_ftp_content_is_an_error', (select count(*) from l where name='ftp_content' and severity='error' and entry=1 and line=2)=1;
select 'video_url_invalid_scheme_relative_player_is_an_error', (select count(*) from l where name='scheme_relative_player' and severity='error' and entry=1 and line=2)=1;
select 'video_url_invalid_rtmp_content_is_an_error', (select count(*) from l where name='rtmp_content' and severity='error' and entry=1 and line=2)=1;
select 'video_url_invalid_https_is_fine', (select count(*) from l where name='https')=0;
select 'video_url_invalid_http_is_fine', (select count(*) from l where name='http')=0;
select 'video_url_invalid_message_names_the_url', (select message from l where name='relative_thumbnail') like '%: /t.jpg';
