-- sitemap_lint: a code that fires more than 1,000 times gives its first 1,000 rows and one summary row with the count. Check-style: every line must end in |1.
create temp table d(doc);
insert into d select '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' || (with recursive k(i) as (select 1 union all select i+1 from k where i<3000) select group_concat('<url><loc>https://e.com/a</loc></url>', '') from k) || '</urlset>';
select 'duplicate_loc_rows_capped_at_1000_plus_summary', (select count(*) from d, sitemap_lint(d.doc) where code='duplicate-loc') = 1001;
select 'summary_row_has_no_entry_or_line', (select count(*) from d, sitemap_lint(d.doc) where code='duplicate-loc' and entry is null and line is null) = 1;
select 'summary_row_counts_what_was_left_out', (select message from d, sitemap_lint(d.doc) where code='duplicate-loc' and entry is null) like '%: 1999 more rows of this code not listed (2999 in all; the first 1000 are)';
select 'summary_row_comes_last', (select code from (select code, row_number() over () as n from d, sitemap_lint(d.doc)) order by n desc limit 1) = 'duplicate-loc';
select 'under_the_cap_no_summary', (select count(*) from sitemap_lint('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://e.com/a</loc></url><url><loc>https://e.com/a</loc></url></urlset>') where entry is null) = 0;
