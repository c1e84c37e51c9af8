-- sitemap_entries' alternates column holds the hreflang alternates only: an xhtml:link
-- with rel="alternate" (a token of rel, any case) and a hreflang attribute.  Other
-- links (rel="amphtml", rel="canonical", a rel="alternate" media link to a mobile URL,
-- a hreflang without rel="alternate") are left out.  Every line must end in |1.
create temp table d(name, doc);
insert into d select name, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://example.com/a</loc>' || body || '</url></urlset>' from (
  select 'mixed' name,
         '<xhtml:link rel="amphtml" href="https://example.com/amp/a"/>
          <xhtml:link rel="alternate" hreflang="en" href="https://example.com/a"/>
          <xhtml:link rel="canonical" href="https://example.com/a"/>
          <xhtml:link rel="alternate" media="only screen and (max-width: 640px)" href="https://m.example.com/a"/>
          <xhtml:link hreflang="fr" href="https://example.com/fr/a"/>
          <xhtml:link rel="Alternate" hreflang="de" href="https://example.com/de/a"/>' body
  union all select 'amp_only', '<xhtml:link rel="amphtml" href="https://example.com/amp/a"/>'
  union all select 'token_list', '<xhtml:link rel="nofollow alternate" hreflang="it" href="https://example.com/it/a"/>'
  union all select 'empty_hreflang', '<xhtml:link rel="alternate" hreflang="" href="https://example.com/x"/>');
create temp view e as select d.name, s.alternates from d, sitemap_entries(d.doc) s;
select 'alternates_keep_only_hreflang_links', (select alternates from e where name='mixed')
  = '[{"hreflang":"en","href":"https://example.com/a"},{"hreflang":"de","href":"https://example.com/de/a"}]';
select 'alternates_null_when_only_other_links', (select alternates is null from e where name='amp_only');
select 'alternates_rel_is_a_token_list', (select alternates from e where name='token_list')
  = '[{"hreflang":"it","href":"https://example.com/it/a"}]';
select 'alternates_keep_an_empty_hreflang_for_the_lint', (select json_array_length(alternates) from e where name='empty_hreflang')=1;
-- What is left out is not an alternate for the lint either.
select 'amphtml_is_not_a_missing_self_alternate', (select count(*) from d, sitemap_lint(d.doc) where d.name='amp_only')=0;
select 'mixed_lints_clean', (select count(*) from d, sitemap_lint(d.doc) where d.name='mixed')=0;
