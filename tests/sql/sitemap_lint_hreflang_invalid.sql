-- hreflang-invalid: hreflang is x-default or an ISO 639-1 language with an optional ISO 15924 script and ISO 3166-1 region (Google, localized versions).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'uk_is_not_a_region', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en-UK" href="https://example.com/a"/></url>';
insert into d select 'underscore', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en_US" href="https://example.com/a"/></url>';
insert into d select 'word', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="english" href="https://example.com/a"/></url>';
insert into d select 'not_a_language', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="xx" href="https://example.com/a"/></url>';
insert into d select 'region_alone', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="gb-en" href="https://example.com/a"/></url>';
insert into d select 'empty', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="" href="https://example.com/a"/></url>';
insert into d select 'three_letter_language', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="fil" href="https://example.com/a"/></url>';
insert into d select 'trailing_dash', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="de-" href="https://example.com/a"/></url>';
insert into d select 'un_m49_region', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="es-419" href="https://example.com/a"/></url>';
insert into d select 'default_without_x', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="default" href="https://example.com/a"/></url>';
insert into d select 'too_many_parts', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="zh-Hant-TW-x" href="https://example.com/a"/></url>';
insert into d select 'language', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="de" href="https://example.com/a"/></url>';
insert into d select 'language_region', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en-GB" href="https://example.com/a"/></url>';
insert into d select 'lower_case_region', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en-gb" href="https://example.com/a"/></url>';
insert into d select 'script', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="zh-Hant" href="https://example.com/a"/></url>';
insert into d select 'script_region', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="zh-Hant-TW" href="https://example.com/a"/></url>';
insert into d select 'x_default', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/a"/></url>';
insert into d select 'ukrainian', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="uk" href="https://example.com/a"/><xhtml:link rel="alternate" hreflang="uk-UA" href="https://example.com/a"/></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='hreflang-invalid';
select 'hreflang_invalid_uk_is_not_a_region_is_an_error', (select count(*) from l where name='uk_is_not_a_region' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_underscore_is_an_error', (select count(*) from l where name='underscore' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_word_is_an_error', (select count(*) from l where name='word' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_not_a_language_is_an_error', (select count(*) from l where name='not_a_language' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_region_alone_is_an_error', (select count(*) from l where name='region_alone' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_empty_is_an_error', (select count(*) from l where name='empty' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_three_letter_language_is_an_error', (select count(*) from l where name='three_letter_language' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_trailing_dash_is_an_error', (select count(*) from l where name='trailing_dash' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_un_m49_region_is_an_error', (select count(*) from l where name='un_m49_region' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_default_without_x_is_an_error', (select count(*) from l where name='default_without_x' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_too_many_parts_is_an_error', (select count(*) from l where name='too_many_parts' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_invalid_language_is_fine', (select count(*) from l where name='language')=0;
select 'hreflang_invalid_language_region_is_fine', (select count(*) from l where name='language_region')=0;
select 'hreflang_invalid_lower_case_region_is_fine', (select count(*) from l where name='lower_case_region')=0;
select 'hreflang_invalid_script_is_fine', (select count(*) from l where name='script')=0;
select 'hreflang_invalid_script_region_is_fine', (select count(*) from l where name='script_region')=0;
select 'hreflang_invalid_x_default_is_fine', (select count(*) from l where name='x_default')=0;
select 'hreflang_invalid_ukrainian_is_fine', (select count(*) from l where name='ukrainian')=0;
select 'hreflang_invalid_message_names_the_code', (select message from l where name='uk_is_not_a_region') like '%: en-UK';
