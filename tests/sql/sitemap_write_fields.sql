-- lastmod, changefreq and priority as real tables hold them: '' means none,
-- SQLite's datetime() form is written as a W3C Datetime.  Check-style:
-- every line ends in |1.
create temp table f(name, lastmod, want);
insert into f values
  ('sitemap_write_empty_lastmod_is_none', '', NULL),
  ('sitemap_write_blank_lastmod_is_none', ' ' || char(9) || char(10), NULL),
  ('sitemap_write_lastmod_sqlite_datetime', '2024-05-01 10:00:00', '2024-05-01T10:00:00+00:00'),
  ('sitemap_write_lastmod_sqlite_datetime_fraction', '2024-05-01 10:00:00.123', '2024-05-01T10:00:00.123+00:00'),
  ('sitemap_write_lastmod_sqlite_datetime_minutes', '2024-05-01 10:00', '2024-05-01T10:00+00:00'),
  ('sitemap_write_lastmod_sqlite_t_without_zone', '2024-05-01T10:00:00', '2024-05-01T10:00:00+00:00'),
  ('sitemap_write_lastmod_sqlite_datetime_with_zone', '2024-05-01 10:00:00Z', '2024-05-01T10:00:00Z'),
  ('sitemap_write_lastmod_sqlite_date', '2024-05-01', '2024-05-01'),
  ('sitemap_write_lastmod_datetime_function', datetime(1714557600, 'unixepoch'), '2024-05-01T10:00:00+00:00'),
  ('sitemap_write_lastmod_date_function', date(1714557600, 'unixepoch'), '2024-05-01'),
  ('sitemap_write_lastmod_w3c_kept', '2024-05-01T10:00:00.5+02:00', '2024-05-01T10:00:00.5+02:00'),
  ('sitemap_write_lastmod_w3c_year', '2024', '2024'),
  ('sitemap_write_lastmod_trimmed', ' 2024-05-01 10:00:00 ', '2024-05-01T10:00:00+00:00');
select name, (select sitemap_urlset(l, m) from (select 'https://e.com/' l, f.lastmod m))
  = '<?xml version="1.0" encoding="UTF-8"?>' || char(10)
    || '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' || char(10)
    || '<url><loc>https://e.com/</loc>'
    || coalesce('<lastmod>' || want || '</lastmod>', '') || '</url>' || char(10)
    || '</urlset>' || char(10)
  from f;
select name || '_index', instr((select sitemap_index(l, m) from (select 'https://e.com/s.xml' l, f.lastmod m)),
  '<sitemap><loc>https://e.com/s.xml</loc>' || coalesce('<lastmod>' || want || '</lastmod>', '') || '</sitemap>') > 0
  from f;
select name || '_check', sitemap_check('https://e.com/', lastmod) is null from f;
create temp table badlm(name, lastmod);
insert into badlm values
  ('sitemap_write_lastmod_unreadable', 'yesterday'),
  ('sitemap_write_lastmod_bad_hour', '2024-05-01 25:00:00'),
  ('sitemap_write_lastmod_bad_day', '2023-02-29 10:00:00'),
  ('sitemap_write_lastmod_us_date', '05/01/2024'),
  ('sitemap_write_lastmod_long_fraction_too_long', '2024-05-01 10:00:00.' || replace(hex(zeroblob(30)), '0', '1'));
select name, sitemap_check('https://e.com/', lastmod) like 'lastmod ''%is not a W3C Datetime (%' from badlm;
-- changefreq: trimmed, any case, '' is none
create temp table cf(name, changefreq, want);
insert into cf values
  ('sitemap_write_changefreq_case', 'DAILY', 'daily'),
  ('sitemap_write_changefreq_trimmed', ' Daily ', 'daily'),
  ('sitemap_write_changefreq_tab_newline', char(9) || 'Weekly' || char(10), 'weekly'),
  ('sitemap_write_empty_changefreq_is_none', '', NULL),
  ('sitemap_write_blank_changefreq_is_none', '   ', NULL);
select name, instr((select sitemap_urlset(l, null, c) from (select 'https://e.com/' l, cf.changefreq c)),
  '<url><loc>https://e.com/</loc>' || coalesce('<changefreq>' || want || '</changefreq>', '') || '</url>') > 0
  from cf;
select 'sitemap_write_changefreq_unknown', sitemap_check('https://e.com/', null, 'fortnightly')
  = 'changefreq ''fortnightly'' is not one of always, hourly, daily, weekly, monthly, yearly, never';
select 'sitemap_check_changefreq_daily_is_fine', sitemap_check('https://e.com/', null, 'daily') is null;
-- priority: '' is none, outside 0.0..1.0 an error
create temp table pr(name, priority, want);
insert into pr values
  ('sitemap_write_empty_priority_is_none', '', NULL),
  ('sitemap_write_blank_priority_is_none', '  ', NULL),
  ('sitemap_write_priority_text_trimmed', ' 0.5 ', '0.5'),
  ('sitemap_write_priority_zero', 0, '0.0'),
  ('sitemap_write_priority_one', 1, '1.0');
select name, instr((select sitemap_urlset(l, null, null, p) from (select 'https://e.com/' l, pr.priority p)),
  '<url><loc>https://e.com/</loc>' || coalesce('<priority>' || want || '</priority>', '') || '</url>') > 0
  from pr;
select 'sitemap_write_priority_range_high', sitemap_check('https://e.com/', null, null, 1.5)
  = 'priority ''1.5'' is not a number from 0.0 to 1.0';
select 'sitemap_write_priority_range_negative', sitemap_check('https://e.com/', null, null, -0.1)
  = 'priority ''-0.1'' is not a number from 0.0 to 1.0';
select 'sitemap_write_priority_range_text', sitemap_check('https://e.com/', null, null, '2')
  = 'priority ''2'' is not a number from 0.0 to 1.0';
-- a refused priority is quoted as given: INTEGER and TEXT as their text, a
-- REAL as SQLite writes a REAL (printf's %!.15g)
select 'sitemap_write_priority_quoted_as_given_integer',
  sitemap_check('https://e.com/', null, null, 2) = 'priority ''2'' is not a number from 0.0 to 1.0';
select 'sitemap_write_priority_quoted_as_given_text',
  sitemap_check('https://e.com/', null, null, ' 2 ') = 'priority '' 2 '' is not a number from 0.0 to 1.0';
select 'sitemap_write_priority_quoted_as_given_real',
  sitemap_check('https://e.com/', null, null, 2.0) = 'priority ''2.0'' is not a number from 0.0 to 1.0'
  and sitemap_check('https://e.com/', null, null, 1e20) = 'priority ''1.0e+20'' is not a number from 0.0 to 1.0'
  and sitemap_check('https://e.com/', null, null, -1.5e-7) = 'priority ''-1.5e-07'' is not a number from 0.0 to 1.0'
  and sitemap_check('https://e.com/', null, null, 1e999) = 'priority ''Inf'' is not a number from 0.0 to 1.0'
  and sitemap_check('https://e.com/', null, null, 123456789012345678.0)
      = 'priority ''1.23456789012346e+17'' is not a number from 0.0 to 1.0';
select 'sitemap_write_priority_real_quoted_as_printf_15g', count(*) = 0
  from (select (value - 500) * 0.37 + value * 1e-9 as r from generate_series(1, 2000))
  where r not between 0 and 1
    and sitemap_check('https://e.com/', null, null, r)
        <> 'priority ''' || printf('%!.15g', r) || ''' is not a number from 0.0 to 1.0';
select 'sitemap_write_blank_priority_text_is_none_in_check', sitemap_check('https://e.com/', null, null, '   ') is null;
select 'sitemap_write_loc_checked_before_priority_text',
  sitemap_check('/a', null, null, 'high') = 'loc ''/a'' is not an absolute http or https URL';
select 'sitemap_write_priority_word', sitemap_check('https://e.com/', null, null, 'high')
  = 'priority ''high'' is not a number from 0.0 to 1.0';
-- sitemap_part counts what is written: a part's bytes match the document
create temp table pages(loc, lastmod, changefreq, priority);
insert into pages values
  ('https://e.com/a b', '2024-05-01 10:00:00', ' Daily ', ''),
  ('https://bücher.example/ü', '', 'WEEKLY', 0.5),
  ('https://e.com/q?x="1"', ' ', '', '1'),
  ('https://e.com/plain', '2024-05-01', 'never', 0.25);
create temp table doclen as
  select length(sitemap_urlset(loc, lastmod, changefreq, priority)) as n from pages;
select 'sitemap_write_part_bytes_match_normalised_document',
  (select max(part) from (select sitemap_part(loc, lastmod, changefreq, priority, NULL, (select n from doclen)) over (order by loc) as part from pages)) = 1
  and (select max(part) from (select sitemap_part(loc, lastmod, changefreq, priority, NULL, (select n from doclen) - 1) over (order by loc) as part from pages)) = 2;
