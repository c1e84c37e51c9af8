-- video-location-missing: a video needs video:content_loc or video:player_loc (Google, video sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'neither', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description></video:video></url>';
insert into d select 'both_empty', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc></video:content_loc><video:player_loc></video:player_loc></video:video></url>';
insert into d select 'content_only', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc></video:video></url>';
insert into d select 'player_only', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:player_loc>https://example.com/player?v=1</video:player_loc></video:video></url>';
insert into d select 'both', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:player_loc>https://example.com/player?v=1</video:player_loc></video:video></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='video-location-missing';
select 'video_location_missing_neither_is_an_error', (select count(*) from l where name='neither' and severity='error' and entry=1 and line=2)=1;
select 'video_location_missing_both_empty_is_an_error', (select count(*) from l where name='both_empty' and severity='error' and entry=1 and line=2)=1;
select 'video_location_missing_content_only_is_fine', (select count(*) from l where name='content_only')=0;
select 'video_location_missing_player_only_is_fine', (select count(*) from l where name='player_only')=0;
select 'video_location_missing_both_is_fine', (select count(*) from l where name='both')=0;
