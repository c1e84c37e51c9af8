-- Every priority in [0,1] that sitemap_urlset writes reads back as the same
-- REAL through sitemap_entries, the extremes too (written out in full, never
-- with an exponent), and sitemap_lint finds nothing wrong with them.
create temp table p(v real);
insert into p values (0.0), (1.0), (0.5), (0.85), (0.1 + 0.2), (1.0/3),
  (5.5555555555555555e-08), (1e-30), (2.2250738585072014e-308), (4.9e-324),
  (0.9999999999999999);
select 'priority_round_trip_' || v, (
  select e.priority = p.v
    from (select sitemap_urlset(l, null, null, pv) d from (select 'https://a.example/' l, p.v pv)) s,
         sitemap_entries(s.d) e) from p;
select 'priority_written_without_exponent_' || v, (
  select instr(d, 'e-')=0 and instr(d, 'E')=0
    from (select sitemap_urlset(l, null, null, pv) d from (select 'https://a.example/' l, p.v pv))) from p;
select 'priority_lints_clean_' || v, (
  select count(*)=0
    from (select sitemap_urlset(l, null, null, pv) d from (select 'https://a.example/' l, p.v pv)) s,
         sitemap_lint(s.d) l where l.severity in ('error', 'warning')) from p;
select 'priority_text_forms_read',
  (select group_concat(coalesce(e.priority, 'null'), ' ') from (
     select '0.5' x union all select '.5' union all select '1e-1'
     union all select 'nan' union all select '0,5') t,
     sitemap_entries('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/</loc><priority>' || t.x || '</priority></url></urlset>') e)
  = '0.5 0.5 null null null';
