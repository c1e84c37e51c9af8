-- hreflang-href-invalid: an alternate href is an absolute http(s) URL (Google, localized versions).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'relative', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/><xhtml:link rel="alternate" hreflang="de" href="/de/a"/></url>';
insert into d select 'scheme_relative', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/><xhtml:link rel="alternate" hreflang="de" href="//example.com/de/a"/></url>';
insert into d select 'ftp', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/><xhtml:link rel="alternate" hreflang="de" href="ftp://example.com/de/a"/></url>';
insert into d select 'missing', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/><xhtml:link rel="alternate" hreflang="de"/></url>';
insert into d select 'absolute', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/><xhtml:link rel="alternate" hreflang="de" href="https://example.de/a"/></url>';
insert into d select 'http', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/><xhtml:link rel="alternate" hreflang="de" href="http://example.com/de/a"/></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='hreflang-href-invalid';
select 'hreflang_href_invalid_relative_is_an_error', (select count(*) from l where name='relative' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_href_invalid_scheme_relative_is_an_error', (select count(*) from l where name='scheme_relative' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_href_invalid_ftp_is_an_error', (select count(*) from l where name='ftp' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_href_invalid_missing_is_an_error', (select count(*) from l where name='missing' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_href_invalid_absolute_is_fine', (select count(*) from l where name='absolute')=0;
select 'hreflang_href_invalid_http_is_fine', (select count(*) from l where name='http')=0;
