-- news-language-invalid: news:language is an ISO 639 code of two or three letters, or zh-cn / zh-tw (Google, news sitemaps).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'word', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>english</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'with_region', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en-us</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'one_letter', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>e</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'not_iso_639_1', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>xx</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'digits', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>e1</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'underscore', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>zh_cn</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'two_letters', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>de</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'three_letters', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>fil</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'simplified_chinese', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>zh-cn</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'traditional_chinese', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>zh-tw</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
insert into d select 'upper_case', '<url><loc>https://example.com/a</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>EN</news:language></news:publication><news:publication_date>2024-03-01</news:publication_date><news:title>Headline</news:title></news:news></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='news-language-invalid';
select 'news_language_invalid_word_is_an_error', (select count(*) from l where name='word' and severity='error' and entry=1 and line=2)=1;
select 'news_language_invalid_with_region_is_an_error', (select count(*) from l where name='with_region' and severity='error' and entry=1 and line=2)=1;
select 'news_language_invalid_one_letter_is_an_error', (select count(*) from l where name='one_letter' and severity='error' and entry=1 and line=2)=1;
select 'news_language_invalid_not_iso_639_1_is_an_error', (select count(*) from l where name='not_iso_639_1' and severity='error' and entry=1 and line=2)=1;
select 'news_language_invalid_digits_is_an_error', (select count(*) from l where name='digits' and severity='error' and entry=1 and line=2)=1;
select 'news_language_invalid_underscore_is_an_error', (select count(*) from l where name='underscore' and severity='error' and entry=1 and line=2)=1;
select 'news_language_invalid_two_letters_is_fine', (select count(*) from l where name='two_letters')=0;
select 'news_language_invalid_three_letters_is_fine', (select count(*) from l where name='three_letters')=0;
select 'news_language_invalid_simplified_chinese_is_fine', (select count(*) from l where name='simplified_chinese')=0;
select 'news_language_invalid_traditional_chinese_is_fine', (select count(*) from l where name='traditional_chinese')=0;
select 'news_language_invalid_upper_case_is_fine', (select count(*) from l where name='upper_case')=0;
