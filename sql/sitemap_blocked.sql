-- "Submitted URL blocked by robots.txt" (Google Search Console): the URLs a
-- site lists in its sitemap that its own robots.txt does not let Googlebot
-- crawl.  Runs as is:  sqlite3 :memory: -cmd '.load ./dist/robots' < sql/sitemap_blocked.sql
-- For real files use readfile('robots.txt') and readfile('sitemap.xml.gz').
.mode list
.headers on
with site(robots, sitemap) as (
  select
    'User-agent: *' || char(10) ||
    'Disallow: /checkout/' || char(10) ||
    'Disallow: /*?sessionid=' || char(10) ||
    'Allow: /checkout/help' || char(10) ||
    'Sitemap: https://shop.example.com/sitemap.xml' || char(10),
    '<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://shop.example.com/</loc></url>
  <url><loc>https://shop.example.com/shoes/red</loc></url>
  <url><loc>https://shop.example.com/checkout/cart</loc></url>
  <url><loc>https://shop.example.com/checkout/help</loc></url>
  <url><loc>https://shop.example.com/shoes?sessionid=42&amp;size=9</loc></url>
</urlset>')
select e.line, e.loc
  from site, sitemap_entries(site.sitemap) e
 where robots_allowed(site.robots, 'Googlebot', e.loc) = 0
 order by e.line;
