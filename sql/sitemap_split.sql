-- sitemap_split.sql: a large site written as gzipped sitemap parts plus a
-- sitemap index, then read back and linted.  Run from the repository root:
--
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/sitemap_split.sql
--
-- It writes dist/sitemaps/sitemap-part-N.xml.gz and
-- dist/sitemaps/sitemap-index.xml with the shell's writefile(), and reads
-- them back with readfile().
--
-- Where the files go on the site matters: a sitemap may list only URLs in
-- its own directory or below (sitemap_in_scope).  The pages are all over
-- https://example.com/, so the parts are served from the site root, as
-- https://example.com/sitemap-part-N.xml.gz, and so is the index,
-- https://example.com/sitemap-index.xml.  Every file is linted at that URL.

-- 1. A site of 120,003 pages (values with & and non-ASCII, as real sites have).
create table pages(loc text primary key, lastmod text, changefreq text, priority real);
insert into pages
  select printf('https://example.com/products/%06d?colour=red&size=%d', value, value % 7),
         date('2024-01-01', '+' || (value % 365) || ' days'),
         case when value % 10 = 0 then 'daily' else 'weekly' end,
         case when value % 100 = 0 then 0.8 else 0.5 end
  from generate_series(1, 120000);
insert into pages values
  ('https://example.com/caf' || char(233) || '/cr' || char(232) || 'me', '2024-06-01', 'monthly', 1.0),
  ('https://example.com/search?q=%22a%22&lang=''fr''', NULL, NULL, NULL),
  ('https://example.com/%3Codd%3E', '2024-06-01T12:00:00+02:00', NULL, 0.1);

-- 2. Number the rows into parts.  The protocol allows 50,000 URLs and
--    52,428,800 bytes per file; here we ask for at most 10,000 URLs per part
--    (5th argument; a 6th would cap the bytes).
create table parts as
  select part,
         count(*) as urls,
         sitemap_urlset(loc, lastmod, changefreq, priority) as xml,
         max(lastmod) as lastmod
  from (select *, sitemap_part(loc, lastmod, changefreq, priority, 10000)
                  over (order by loc) as part
        from pages)
  group by part;
select 'parts', count(*), sum(urls), max(length(xml)) from parts;

-- 3. Write each part gzipped, and the index that lists them at the URLs
--    they will have on the site (the root: see the top of this file).
create temp table made_dir as                              -- prints nothing
  select writefile('dist/sitemaps', NULL, 16877);          -- mode 040755: a directory
select 'gzip bytes written',
       sum(writefile('dist/sitemaps/sitemap-part-' || part || '.xml.gz', sitemap_gzip(xml)))
from parts;
select 'index bytes written',
       writefile('dist/sitemaps/sitemap-index.xml',
                 sitemap_index('https://example.com/sitemap-part-' || part || '.xml.gz', lastmod))
from (select * from parts order by part);

-- 4. Read everything back: the index, then every part it lists.  The
--    writer percent-encodes what a URL may not hold raw (the café URL is
--    written caf%C3%A9), so a URL reads back as the page's
--    sitemap_url_normalize(loc): the pages as written, to join with.
create temp table written(loc text primary key, lastmod, changefreq, priority);
insert into written
  select sitemap_url_normalize(loc), lastmod, changefreq, priority from pages;
select 'index entries', count(*)
from sitemap_entries(readfile('dist/sitemaps/sitemap-index.xml'));
select 'urls read back', count(*),
       sum(e.loc = p.loc and e.lastmod is p.lastmod
           and e.changefreq is p.changefreq and e.priority is p.priority) as identical
from parts, sitemap_entries(readfile('dist/sitemaps/sitemap-part-' || parts.part || '.xml.gz')) as e
join written p on p.loc = e.loc;

-- 5. Lint every file at its real URL: no error or warning in what was
--    written.  The index's entries are the parts' URLs, so the index's own
--    lint also checks that they are in its scope.
select 'lint errors and warnings', count(*)
from parts,
     sitemap_lint(readfile('dist/sitemaps/sitemap-part-' || parts.part || '.xml.gz'),
                  'https://example.com/sitemap-part-' || parts.part || '.xml.gz') as l
where l.severity <> 'info';
select 'index lint problems', count(*)
from sitemap_lint(readfile('dist/sitemaps/sitemap-index.xml'),
                  'https://example.com/sitemap-index.xml');
