-- A gzip whose one entry never ends (20 MB of loc text): the reader stops at
-- its 16 MiB window, reports record-too-large, and yields no entry.
create temp table doc as select sitemap_gzip(
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/'
  || hex(zeroblob(10*1024*1024))) as d;
select 'record_too_large_reported',
  (select count(*) from doc, sitemap_lint(doc.d) l where l.code = 'record-too-large') = 1;
select 'record_too_large_no_entries',
  (select count(*) from doc, sitemap_entries(doc.d)) = 0;
-- An ordinary gzipped document is unaffected.
select 'ordinary_gzip_reads_all',
  (select count(*) from sitemap_entries(sitemap_gzip(
     '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/1</loc></url>'
     || '<url><loc>https://a.example/2</loc></url></urlset>'))) = 2;
