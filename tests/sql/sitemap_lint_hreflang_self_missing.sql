-- hreflang-self-missing: a url that lists alternates lists itself among them (Google, localized versions).
-- Each document is one urlset: the head below, a line of url elements, the end tag.
-- Every line must end in |1.
create temp table ns(head);
insert into ns values('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
create temp table d(name, body);
insert into d select 'others_only', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/a"/><xhtml:link rel="alternate" hreflang="fr" href="https://example.com/fr/a"/></url>';
insert into d select 'other_path', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/a/"/></url>';
insert into d select 'self_listed', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/a"/><xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/></url>';
insert into d select 'self_as_x_default', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/a"/></url>';
insert into d select 'self_with_host_case', '<url><loc>https://example.com/a</loc><xhtml:link rel="alternate" hreflang="en" href="https://Example.COM/a"/></url>';
insert into d select 'no_alternates', '<url><loc>https://example.com/a</loc></url>';
insert into d select 'only_amphtml', '<url><loc>https://example.com/a</loc><xhtml:link rel="amphtml" href="https://example.com/amp/a"/></url>';
create temp view l as select d.name, s.* from d, ns,
  sitemap_lint(ns.head || char(10) || d.body || char(10) || '</urlset>') s where s.code='hreflang-self-missing';
select 'hreflang_self_missing_others_only_is_an_error', (select count(*) from l where name='others_only' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_self_missing_other_path_is_an_error', (select count(*) from l where name='other_path' and severity='error' and entry=1 and line=2)=1;
select 'hreflang_self_missing_self_listed_is_fine', (select count(*) from l where name='self_listed')=0;
select 'hreflang_self_missing_self_as_x_default_is_fine', (select count(*) from l where name='self_as_x_default')=0;
select 'hreflang_self_missing_self_with_host_case_is_fine', (select count(*) from l where name='self_with_host_case')=0;
select 'hreflang_self_missing_no_alternates_is_fine', (select count(*) from l where name='no_alternates')=0;
select 'hreflang_self_missing_only_amphtml_is_fine', (select count(*) from l where name='only_amphtml')=0;
select 'hreflang_self_missing_message_names_the_loc', (select message from l where name='others_only') like '%: https://example.com/a';
