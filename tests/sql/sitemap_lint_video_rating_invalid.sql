-- video-rating-invalid: video:rating is a number from 0.0 to 5.0 (Google, video sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'above_five', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating>5.1</video:rating></video:video></url>';
insert into d select 'just_above_five', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating>5.001</video:rating></video:video></url>';
insert into d select 'negative', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating>-1</video:rating></video:video></url>';
insert into d select 'words', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating>good</video:rating></video:video></url>';
insert into d select 'ten', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating>10</video:rating></video:video></url>';
insert into d select 'empty', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating/></video:video></url>';
insert into d select 'zero', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating>0.0</video:rating></video:video></url>';
insert into d select 'middle', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating>4.2</video:rating></video:video></url>';
insert into d select 'five', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating>5</video:rating></video:video></url>';
insert into d select 'five_point_zero', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc><video:rating>5.00</video:rating></video:video></url>';
insert into d select 'absent', '<url><loc>https://example.com/a</loc><video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>T</video:title><video:description>D</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc></video:video></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='video-rating-invalid';
select 'video_rating_invalid_above_five_is_an_error', (select count(*) from l where name='above_five' and severity='error' and entry=1 and line=2)=1;
select 'video_rating_invalid_just_above_five_is_an_error', (select count(*) from l where name='just_above_five' and severity='error' and entry=1 and line=2)=1;
select 'video_rating_invalid_negative_is_an_error', (select count(*) from l where name='negative' and severity='error' and entry=1 and line=2)=1;
select 'video_rating_invalid_words_is_an_error', (select count(*) from l where name='words' and severity='error' and entry=1 and line=2)=1;
select 'video_rating_invalid_ten_is_an_error', (select count(*) from l where name='ten' and severity='error' and entry=1 and line=2)=1;
select 'video_rating_invalid_empty_is_an_error', (select count(*) from l where name='empty' and severity='error' and entry=1 and line=2)=1;
select 'video_rating_invalid_zero_is_fine', (select count(*) from l where name='zero')=0;
select 'video_rating_invalid_middle_is_fine', (select count(*) from l where name='middle')=0;
select 'video_rating_invalid_five_is_fine', (select count(*) from l where name='five')=0;
select 'video_rating_invalid_five_point_zero_is_fine', (select count(*) from l where name='five_point_zero')=0;
select 'video_rating_invalid_absent_is_fine', (select count(*) from l where name='absent')=0;
