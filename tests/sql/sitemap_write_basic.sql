-- sitemap_urlset / sitemap_index / sitemap_gzip: document shape, escaping,
-- omitted elements, canonical values.  Check-style: every line ends in |1.
create temp table p(loc, lastmod, changefreq, priority);
insert into p values
  ('https://example.com/a?x=1&y=%3C2%3E', '2024-01-02', 'Daily', 0.5),
  ('https://example.com/q/''s''', NULL, NULL, NULL),
  ('https://example.com/m%C3%BCller/m' || char(252) || 'ller', '2024-01-02T03:04:05+01:00', 'never', 1),
  ('HTTP://EXAMPLE.COM/', '2024', NULL, 0);
create temp table d as select sitemap_urlset(loc, lastmod, changefreq, priority) as x from p;
select 'urlset_starts_with_xml_declaration', substr(x, 1, 38) = '<?xml version="1.0" encoding="UTF-8"?>' from d;
select 'urlset_has_sitemaps_namespace', instr(x, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">') > 0 from d;
select 'urlset_ends_with_closing_root', substr(x, -10) = '</urlset>' || char(10) from d;
select 'one_url_element_per_row', (length(x) - length(replace(x, '<url>', ''))) / 5 = 4 from d;
select 'ampersand_escaped', instr(x, 'x=1&amp;y=%3C2%3E') > 0 from d;
select 'apostrophes_escaped', instr(x, '/q/&apos;s&apos;') > 0 from d;
select 'no_raw_ampersand_left', instr(replace(replace(replace(replace(replace(x,
  '&amp;',''),'&lt;',''),'&gt;',''),'&quot;',''),'&apos;',''), '&') = 0 from d;
select 'non_ascii_percent_encoded_as_utf8', instr(x, '/m%C3%BCller/m%C3%BCller</loc>') > 0 from d;
select 'null_lastmod_omitted', instr(x, '&apos;</loc></url>') > 0 from d;
select 'changefreq_written_lower_case', instr(x, '<changefreq>daily</changefreq>') > 0 from d;
select 'priority_half_prints_0.5', instr(x, '<priority>0.5</priority>') > 0 from d;
select 'priority_integer_one_prints_1.0', instr(x, '<priority>1.0</priority>') > 0 from d;
select 'priority_zero_prints_0.0', instr(x, '<priority>0.0</priority>') > 0 from d;
select 'priority_text_number_accepted',
  instr(sitemap_urlset('https://e.com/', NULL, NULL, '0.25'), '<priority>0.25</priority>') > 0;
select 'lastmod_written_as_given', instr(x, '<lastmod>2024-01-02T03:04:05+01:00</lastmod>') > 0 from d;
select 'uppercase_scheme_and_host_lower_cased', instr(x, '<loc>http://example.com/</loc>') > 0 from d;
select 'rows_in_input_order', instr(x, '/a?x') < instr(x, '/q/&apos;') and instr(x, '/q/&apos;') < instr(x, 'http://example.com/') from d;
select 'output_is_text', typeof(x) = 'text' from d;
select 'zero_rows_give_null', sitemap_urlset(loc) is null from p where 0;
select 'zero_rows_index_gives_null', sitemap_index(loc) is null from p where 0;
select 'blob_loc_accepted', instr(sitemap_urlset(x'68747470733a2f2f652e636f6d2f62'), '<loc>https://e.com/b</loc>') > 0;
select 'one_arg_urlset_has_only_loc',
  sitemap_urlset('https://e.com/') = '<?xml version="1.0" encoding="UTF-8"?>' || char(10)
  || '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' || char(10)
  || '<url><loc>https://e.com/</loc></url>' || char(10) || '</urlset>' || char(10);
select 'index_has_sitemapindex_root',
  instr(sitemap_index('https://e.com/s1.xml.gz', '2024-05-01'),
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' || char(10)
        || '<sitemap><loc>https://e.com/s1.xml.gz</loc><lastmod>2024-05-01</lastmod></sitemap>') > 0;
select 'index_per_group', count(*) = 2 from (
  select sitemap_index(loc) from (select 'https://a.com/s.xml' loc, 1 g union all select 'https://b.com/s.xml', 2) group by g);
select 'gzip_has_magic', substr(sitemap_gzip(x), 1, 2) = x'1f8b' from d;
select 'gzip_is_blob_and_smaller', typeof(sitemap_gzip(x)) = 'blob' and length(sitemap_gzip(x)) < length(x) from d;
select 'gzip_deterministic', sitemap_gzip(x) = sitemap_gzip(x) from d;
select 'gzip_level_0_stored_larger', length(sitemap_gzip(x, 0)) > length(x) from d;
select 'gzip_level_9_no_larger_than_default', length(sitemap_gzip(x, 9)) <= length(sitemap_gzip(x)) from d;
select 'gzip_of_null_is_null', sitemap_gzip(NULL) is null;
select 'gzip_of_blob_with_nul', length(sitemap_gzip(x'00010203')) > 18;
select 'gzip_is_deterministic_function', 1 from pragma_function_list where name = 'sitemap_gzip' and builtin = 0 and (flags & 0x800) = 0x800 limit 1;
