-- sitemap_lint looks for duplicate locs among the first 50,000 entries, the most a sitemap may hold; a longer document is already refused as a whole (too-many-entries) and the set of seen locs stays small. Check-style: every line must end in |1.
create temp table d(doc);
insert into d select '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' || (with recursive k(i) as (select 1 union all select i+1 from k where i<50002) select group_concat('<url><loc>https://e.com/' || (case when i in (50000, 50001, 50002) then 1 else i end) || '</loc></url>', '') from k) || '</urlset>';
select 'duplicate_loc_reported_up_to_the_50000th_entry', (select group_concat(entry) from d, sitemap_lint(d.doc) where code='duplicate-loc') = '50000';
select 'too_many_entries_still_reported', (select count(*) from d, sitemap_lint(d.doc) where code='too-many-entries') = 1;
