-- robots_lint example: check the robots.txt files of a few sites and list
-- what is wrong, worst first.  Run with:
--   sqlite3 :memory: -cmd '.load ./dist/robots' < sql/robots_lint.sql
.headers on
.mode list
create table robots(host text primary key, txt text);
insert into robots values
 ('good.example', 'User-agent: *
Disallow: /cart/
Allow: /cart/help

Sitemap: https://good.example/sitemap.xml
'),
 ('staging.example', 'User-agent: *
Disallow: /
'),
 ('typos.example', 'Disallow: /tmp/
User-agent: *
Dissallow: /private
Disallow: search/
Crawl-delay: 5s

User-agnet: Googlebot
Allow: /*.css$
Disallow: /*/print
Sitemap: /sitemap.xml
');

-- Every problem, errors first.
select r.host, l.line, l.severity, l.code, l.message
from robots r, robots_lint(r.txt) l
order by case l.severity when 'error' then 0 when 'warning' then 1 else 2 end,
         r.host, l.line;

-- One line per site: how many errors and warnings.
select r.host,
       (select count(*) from robots_lint(r.txt) where severity = 'error') as errors,
       (select count(*) from robots_lint(r.txt) where severity = 'warning') as warnings
from robots r order by r.host;
