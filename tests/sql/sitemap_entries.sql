-- sitemap_entries over the tricky inputs of tests/data/sitemap (golden).
.mode list
.nullvalue NULL
.headers on
select kind, loc, lastmod, changefreq, priority, images, videos, news, alternates, format, line
  from sitemap_entries(readfile('tests/data/sitemap/urlset.xml'), 'https://www.example.com/dir/sitemap.xml');
.headers off
select 'index', kind, loc, lastmod, format, line from sitemap_entries(readfile('tests/data/sitemap/index.xml'));
select 'gzip-twice', kind, loc, format, line from sitemap_entries(readfile('tests/data/sitemap/index.xml.gz'));
select 'rss', loc, lastmod, format, line from sitemap_entries(readfile('tests/data/sitemap/feed.rss'));
select 'atom', loc, lastmod, format, line from sitemap_entries(readfile('tests/data/sitemap/feed.atom'));
select 'text', loc, format, line from sitemap_entries(readfile('tests/data/sitemap/list.txt'));
select 'laughs', loc, line from sitemap_entries(readfile('tests/data/sitemap/laughs.xml'));
select 'truncated', loc, lastmod, priority, line from sitemap_entries(readfile('tests/data/sitemap/truncated.xml'));
select 'latin1', loc from sitemap_entries(readfile('tests/data/sitemap/latin1.xml'));
select 'utf16', loc from sitemap_entries(readfile('tests/data/sitemap/utf16.xml'));
select 'invalid', loc from sitemap_entries(readfile('tests/data/sitemap/invalid.xml'));
select 'formats', sitemap_format(readfile('tests/data/sitemap/' || f))
  from (select 'urlset.xml' f union all select 'index.xml.gz' union all select 'feed.rss'
        union all select 'feed.atom' union all select 'list.txt' union all select 'utf16.xml');
