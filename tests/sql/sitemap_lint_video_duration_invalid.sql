-- video-duration-invalid: video:duration is a whole number of seconds from 1 to 28800 (Google, video sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'zero', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration>0</video:duration></video:video></url>';
insert into d select 'over_eight_hours', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration>28801</video:duration></video:video></url>';
insert into d select 'fraction', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration>1.5</video:duration></video:video></url>';
insert into d select 'negative', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration>-5</video:duration></video:video></url>';
insert into d select 'iso_8601', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration>PT10M</video:duration></video:video></url>';
insert into d select 'huge', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration>99999999999999999999600</video:duration></video:video></url>';
insert into d select 'empty', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration></video:duration></video:video></url>';
insert into d select 'one', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration>1</video:duration></video:video></url>';
insert into d select 'eight_hours', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration>28800</video:duration></video:video></url>';
insert into d select 'leading_zeros', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:duration>000600</video:duration></video:video></url>';
insert into d select 'absent', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc></video:video></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='video-duration-invalid';
select 'video_duration_invalid_zero_is_an_error', (select count(*) from l where name='zero' and severity='error' and entry=1 and line=2)=1;
select 'video_duration_invalid_over_eight_hours_is_an_error', (select count(*) from l where name='over_eight_hours' and severity='error' and entry=1 and line=2)=1;
select 'video_duration_invalid_fraction_is_an_error', (select count(*) from l where name='fraction' and severity='error' and entry=1 and line=2)=1;
select 'video_duration_invalid_negative_is_an_error', (select count(*) from l where name='negative' and severity='error' and entry=1 and line=2)=1;
select 'video_duration_invalid_iso_8601_is_an_error', (select count(*) from l where name='iso_8601' and severity='error' and entry=1 and line=2)=1;
select 'video_duration_invalid_huge_is_an_error', (select count(*) from l where name='huge' and severity='error' and entry=1 and line=2)=1;
select 'video_duration_invalid_empty_is_an_error', (select count(*) from l where name='empty' and severity='error' and entry=1 and line=2)=1;
select 'video_duration_invalid_one_is_fine', (select count(*) from l where name='one')=0;
select 'video_duration_invalid_eight_hours_is_fine', (select count(*) from l where name='eight_hours')=0;
select 'video_duration_invalid_leading_zeros_is_fine', (select count(*) from l where name='leading_zeros')=0;
select 'video_duration_invalid_absent_is_fine', (select count(*) from l where name='absent')=0;
