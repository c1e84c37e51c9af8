-- sitemap_part: numbering rows into parts that each fit the limits, by URL
-- count and by the exact bytes sitemap_urlset writes.  Check-style.
create temp table pages(loc text primary key, lastmod, changefreq, priority);
insert into pages
  select printf('https://example.com/p/%06d?a=1&b=2', value), '2024-03-04', 'weekly', 0.5
  from generate_series(1, 120003);

-- 120,003 ordinary URLs -> 3 parts of 50,000, 50,000 and 20,003
create temp table parts as
  select part, count(*) as n, sitemap_urlset(loc, lastmod, changefreq, priority) as xml
  from (select *, sitemap_part(loc, lastmod, changefreq, priority) over (order by loc) as part from pages)
  group by part;
select 'ordinary_urls_make_three_parts', count(*) = 3 from parts;
select 'parts_hold_50000_50000_20003', group_concat(n) = '50000,50000,20003' from (select n from parts order by part);
select 'every_part_within_byte_limit', max(length(xml)) <= 52428800 from parts;
select 'part_keeps_order_and_rows',
  (select xml from parts where part = 2)
  = (select sitemap_urlset(loc, lastmod, changefreq, priority) from (select * from pages order by loc limit 50000 offset 50000));
select 'max_part_counts_parts', max(part) = 3 from (select sitemap_part(loc, lastmod, changefreq, priority) over (order by loc) as part from pages);

-- smaller limits: max_urls
select 'max_urls_5000_gives_25_parts', max(part) = 25 and count(distinct part) = 25 from
  (select sitemap_part(loc, null, null, null, 5000) over (order by loc) as part from pages);
select 'max_urls_null_means_protocol_limit', max(part) = 3 from
  (select sitemap_part(loc, lastmod, changefreq, priority, null, null) over (order by loc) as part from pages);

-- max_bytes: each part fits, and each part but the last could not take the
-- next row (the count is exact, not an estimate)
create temp table small as
  select part, count(*) as n, min(loc) as first, sitemap_urlset(loc, lastmod, changefreq, priority) as xml
  from (select *, sitemap_part(loc, lastmod, changefreq, priority, 50000, 100000) over (order by loc) as part
        from (select * from pages limit 3000))
  group by part;
create temp table one as select length(sitemap_urlset(loc, lastmod, changefreq, priority)) as doc1 from (select * from pages limit 1);
create temp table frame as select length(sitemap_urlset('https://e.com/')) - length('<url><loc>https://e.com/</loc></url>' || char(10)) as f;
select 'max_bytes_parts_fit', max(length(xml)) <= 100000 and count(*) > 1 from small;
select 'max_bytes_parts_are_full',
  (select count(*) from small a join small b on b.part = a.part + 1
   where length(a.xml) + (select doc1 - f from one, frame) <= 100000) = 0;
select 'max_bytes_rows_all_kept', sum(n) = 3000 from small;

-- 30,000 URLs of 2,000 characters: split by bytes long before 50,000 URLs
create temp table long(loc text primary key);
insert into long select printf('https://example.com/%06d/', value) || substr(replace(hex(zeroblob(1000)), '0', 'a'), 1, 1973) from generate_series(1, 30000);
select 'long_urls_are_2000_characters', min(length(loc)) = 2000 and max(length(loc)) = 2000 from long;
create temp table lparts as
  select part, count(*) as n, length(sitemap_urlset(loc)) as bytes
  from (select loc, sitemap_part(loc) over (order by loc) as part from long) group by part;
select 'long_urls_split_by_bytes', count(*) = 2 and max(n) < 50000 from lparts;
select 'long_url_parts_within_byte_limit', max(bytes) <= 52428800 from lparts;
select 'long_url_first_part_full', (select bytes from lparts where part = 1) + 2000 + 22 > 52428800;

-- equal ORDER BY values stay in one part (peers get one number)
select 'peers_never_straddle_parts', count(*) = 0 from (
  select g from (select value/3 as g, sitemap_part('https://e.com/' || (value/3), null, null, null, 5)
                 over (order by value/3) as part from generate_series(0, 11))
  group by g having count(distinct part) > 1);
select 'peers_parts_respect_max_urls', max(c) <= 5 from (
  select count(*) as c from (select sitemap_part('https://e.com/' || (value/3), null, null, null, 5)
                 over (order by value/3) as part from generate_series(0, 11)) group by part);
select 'partition_by_restarts_numbering', max(part) = 2 from (
  select sitemap_part('https://e.com/' || value, null, null, null, 5) over (partition by value % 2 order by value) as part
  from generate_series(1, 20));
