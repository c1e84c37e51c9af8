-- sitemap_check: NULL when the writers would write the row, else the reason
-- they would give (without the function and row).  Check-style: every line
-- ends in |1.
create temp table pages(id integer primary key, loc, lastmod, changefreq, priority);
insert into pages(loc, lastmod, changefreq, priority) values
  ('https://e.com/fine', '2024-05-01', 'daily', 0.5),
  ('https://e.com/a b', '', ' Daily ', ''),
  ('https://bücher.example/ü', '2024-05-01 10:00:00', NULL, NULL),
  ('/relative', NULL, NULL, NULL),
  (NULL, NULL, NULL, NULL),
  ('https://e.com/', 'yesterday', NULL, NULL),
  ('https://e.com/', NULL, 'fortnightly', NULL),
  ('https://e.com/', NULL, NULL, 2),
  ('https://e .com/', NULL, NULL, NULL),
  ('https://e.com/', 20240501, NULL, NULL),
  (x'68747470733a2f2f652e636f6d2fff', NULL, NULL, NULL);
create temp table want(id integer primary key, reason);
insert into want values
  (1, NULL), (2, NULL), (3, NULL),
  (4, 'loc ''/relative'' is not an absolute http or https URL'),
  (5, 'loc NULL is missing (NULL or empty)'),
  (6, 'lastmod ''yesterday'' is not a W3C Datetime (YYYY, YYYY-MM, YYYY-MM-DD, or with Thh:mm[:ss[.s]] and Z or +hh:mm) nor SQLite''s YYYY-MM-DD hh:mm[:ss[.s]]'),
  (7, 'changefreq ''fortnightly'' is not one of always, hourly, daily, weekly, monthly, yearly, never'),
  (8, 'priority ''2'' is not a number from 0.0 to 1.0'),
  (9, 'loc ''https://e .com/'' has a host that is not a valid host name'),
  (10, 'argument lastmod must be TEXT or BLOB, not INTEGER'),
  (11, 'loc ''https://e.com/\xff'' is not valid UTF-8');
select 'sitemap_check_reasons_row_' || p.id,
       sitemap_check(p.loc, p.lastmod, p.changefreq, p.priority) is w.reason
  from pages p join want w using (id);
select 'sitemap_check_lists_bad_rows_in_one_query', group_concat(id) = '4,5,6,7,8,9,10,11'
  from (select id from pages where sitemap_check(loc, lastmod, changefreq, priority) is not null order by id);
select 'sitemap_check_one_argument', sitemap_check('https://e.com/a b') is null
  and sitemap_check('mailto:x') = 'loc ''mailto:x'' is not an absolute http or https URL';
select 'sitemap_check_two_arguments', sitemap_check('https://e.com/', '2024-13') like 'lastmod ''2024-13'' is not%';
select 'sitemap_check_three_arguments', sitemap_check('https://e.com/', NULL, 'Hourly ') is null;
select 'sitemap_check_writable_rows_write', length(sitemap_urlset(loc, lastmod, changefreq, priority)) > 0
  from pages where sitemap_check(loc, lastmod, changefreq, priority) is null;
select 'sitemap_check_matches_normalize', count(*) = 0 from pages
  where (sitemap_check(loc) is null) <> (sitemap_url_normalize(loc) is not null) and loc is not null;
select 'sitemap_check_is_deterministic_innocuous', count(*) = 4 from pragma_function_list
  where name = 'sitemap_check' and (flags & 0x200800) = 0x200800;
