-- An entry over 16 MiB ends reading in every input form (gzip, UTF-16,
-- plain UTF-8 read in place), reported as record-too-large by sitemap_lint
-- and, in sitemap_entries, by a last row of kind 'truncated'.
-- A gzip whose one entry never ends (20 MB of loc text):
create temp table doc as select sitemap_gzip(
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/'
  || hex(zeroblob(10*1024*1024))) as d;
select 'record_too_large_reported',
  (select count(*) from doc, sitemap_lint(doc.d) l where l.code = 'record-too-large') = 1;
select 'record_too_large_no_entries',
  (select count(*) from doc, sitemap_entries(doc.d) where kind = 'url') = 0;
select 'record_too_large_marked_in_entries',
  (select kind || ' ' || loc from doc, sitemap_entries(doc.d)) = 'truncated record-too-large';
-- The same entry, closed, then another one, in plain UTF-8: the big entry
-- ends reading there too (one rule for all input forms).
create temp table plain as select
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/1</loc></url>'
  || '<url><loc>https://a.example/' || hex(zeroblob(9*1024*1024)) || '</loc></url>'
  || '<url><loc>https://a.example/3</loc></url></urlset>' as d;
select 'record_too_large_plain_rows_before_it',
  (select group_concat(kind || ' ' || loc || ' ' || line, '; ') from plain, sitemap_entries(plain.d))
  = 'url https://a.example/1 1; truncated record-too-large 1';
select 'record_too_large_plain_in_lint',
  (select count(*) from plain, sitemap_lint(plain.d) l where l.code = 'record-too-large') = 1;
-- Under the limit, a large entry is read whole in every form.
select 'large_entry_under_limit_read_whole',
  (select count(*) from sitemap_entries(sitemap_gzip(
     '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/'
     || hex(zeroblob(6*1024*1024)) || '</loc></url><url><loc>https://a.example/2</loc></url></urlset>'))
   where kind = 'url') = 2;
-- The inflation cap (100 MiB) also shows as a last row.
select 'inflation_cap_marked_in_entries',
  (select kind || ' ' || loc from sitemap_entries(sitemap_gzip(
     '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/1</loc></url>'
     || printf('%110000000s', '') || '</urlset>', 1)) where kind = 'truncated')
  = 'truncated inflated-size-cap';
-- An ordinary gzipped document is unaffected.
select 'ordinary_gzip_reads_all',
  (select count(*) from sitemap_entries(sitemap_gzip(
     '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/1</loc></url>'
     || '<url><loc>https://a.example/2</loc></url></urlset>'))) = 2;
