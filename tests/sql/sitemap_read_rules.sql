-- The reading rules of sitemap_entries and sitemap_lint, one line per rule:
-- namespaces of fields, empty and Unicode-padded locs, text sitemaps,
-- well-formedness errors, RSS items without link, decimal priorities.
create temp table ns(d text);
insert into ns values ('http://www.sitemaps.org/schemas/sitemap/0.9');
create temp view h as select '<urlset xmlns="' || d || '"' h from ns;

select 'sitemap_field_foreign_namespace_is_not_loc', (
  select group_concat(loc, ' ') from sitemap_entries(
    (select h from h) || ' xmlns:foo="http://example.org/foo"><url><foo:loc>https://a.example/foreign</foo:loc><loc>https://a.example/real</loc></url></urlset>'))
  = 'https://a.example/real';
select 'sitemap_field_foreign_namespace_no_duplicate_field', (
  select count(*) from sitemap_lint(
    (select h from h) || ' xmlns:foo="http://example.org/foo"><url><foo:loc>https://a.example/foreign</foo:loc><loc>https://a.example/real</loc></url></urlset>'))
  = 0;
select 'sitemap_field_undeclared_prefix_is_not_loc', (
  select count(*) from sitemap_entries(
    (select h from h) || '><url><foo:loc>https://a.example/x</foo:loc></url></urlset>')) = 0;
select 'sitemap_field_prefix_bound_by_root', (
  select loc || ' ' || lastmod from sitemap_entries(
    '<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://a.example/p</sm:loc><sm:lastmod>2024-01-01</sm:lastmod></sm:url></sm:urlset>'))
  = 'https://a.example/p 2024-01-01';
select 'sitemap_field_prefix_bound_by_record', (
  select loc from sitemap_entries((select h from h)
    || '><url xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9"><s:loc>https://a.example/r</s:loc></url></urlset>'))
  = 'https://a.example/r';
select 'sitemap_field_prefix_bound_by_element', (
  select loc from sitemap_entries((select h from h)
    || '><url><s:loc xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9">https://a.example/e</s:loc></url></urlset>'))
  = 'https://a.example/e';
select 'sitemap_field_default_namespace_foreign', (
  select group_concat(loc, ' ') from sitemap_entries((select h from h)
    || '><url><loc xmlns="http://example.org/other">https://a.example/f</loc><loc>https://a.example/real</loc></url></urlset>'))
  = 'https://a.example/real';
select 'sitemap_field_foreign_lastmod_ignored', (
  select group_concat(lastmod, ' ') from sitemap_entries((select h from h)
    || ' xmlns:x="http://example.org/x"><url><loc>https://a.example/1</loc><x:lastmod>soon</x:lastmod><lastmod>2024-01-02</lastmod></url><url><loc>https://a.example/2</loc><x:lastmod>soon</x:lastmod><lastmod>2024-01-03</lastmod></url></urlset>'))
  = '2024-01-02 2024-01-03';
select 'sitemap_rss_atom_link_is_not_item_link', (
  select loc from sitemap_entries('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><item><atom:link href="https://a.example/self" rel="self"/><link>https://a.example/item</link></item></channel></rss>'))
  = 'https://a.example/item';
select 'sitemap_extension_under_any_prefix_kept', (
  select images from sitemap_entries((select h from h)
    || ' xmlns:img="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>https://a.example/1</loc><img:image><img:loc>https://a.example/i.png</img:loc></img:image></url></urlset>'))
  = '[{"loc":"https://a.example/i.png"}]';

select 'sitemap_loc_empty_is_missing', (
  select count(*) from sitemap_entries((select h from h)
    || '><url><loc></loc></url><url><loc>  </loc></url><url><loc/></url></urlset>')) = 0;
select 'sitemap_loc_empty_linted_missing_not_duplicate', (
  select group_concat(code, ' ') from sitemap_lint((select h from h)
    || '><url><loc></loc></url><url><loc>  </loc></url></urlset>'))
  = 'loc-missing loc-missing no-entries';
select 'sitemap_loc_unicode_space_trimmed', (
  select group_concat(loc, ' ') from sitemap_entries((select h from h) || '><url><loc>'
    || char(160) || 'https://a.example/x' || char(12288) || char(65279) || '</loc></url><url><loc>'
    || char(8203) || char(8194) || ' https://a.example/y' || char(8232) || '</loc></url></urlset>'))
  = 'https://a.example/x https://a.example/y';
select 'sitemap_loc_unicode_space_linted', (
  select group_concat(entry || ':' || code, ' ') from sitemap_lint((select h from h) || '><url><loc>'
    || char(160) || 'https://a.example/x</loc></url><url><loc>https://a.example/'
    || char(160) || 'y</loc></url></urlset>'))
  = '1:loc-unicode-space 2:loc-not-ascii';
select 'sitemap_loc_inner_unicode_space_kept', (
  select hex(loc) from sitemap_entries((select h from h) || '><url><loc>https://a.example/a'
    || char(160) || 'b</loc></url></urlset>')) = hex('https://a.example/a' || char(160) || 'b');

select 'sitemap_text_only_absolute_urls_are_rows', (
  select group_concat(loc, ' ') from sitemap_entries('https://a.example/1
# a comment
/relative
some prose here
ftp://a.example/f
https://a.example/2'))
  = 'https://a.example/1 ftp://a.example/f https://a.example/2';
select 'sitemap_text_other_lines_linted', (
  select group_concat(line || ':' || code, ' ') from sitemap_lint('https://a.example/1
# a comment
/relative

https://a.example/2'))
  = '2:text-line-not-url 3:text-line-not-url';
select 'sitemap_text_recognised_after_a_heading', (
  select group_concat(format || ' ' || loc || ' ' || line, ', ') from sitemap_entries('# my sitemap
# generated daily
https://a.example/1
https://a.example/2'))
  = 'text https://a.example/1 3, text https://a.example/2 4';
select 'sitemap_text_format_after_a_heading', sitemap_format('Pages:
https://a.example/1') = 'text';
select 'sitemap_text_prose_is_not_a_sitemap', (
  select group_concat(code, ' ') from sitemap_lint('Hello.
This is not a sitemap.')) = 'not-a-sitemap';
select 'sitemap_text_entries_numbered_without_skipped_lines', (
  select group_concat(line, ' ') from sitemap_entries('x
https://a.example/1
y
https://a.example/2')) = '2 4';

select 'sitemap_xml_declaration_after_space_is_error', (
  select severity from sitemap_lint(' <?xml version="1.0"?>' || (select h from h)
    || '><url><loc>https://a.example/1</loc></url></urlset>')) = 'error';
select 'sitemap_xml_declaration_after_bom_and_space_is_error', (
  select group_concat(code || ' ' || severity) from sitemap_lint(char(65279) || char(10) || '<?xml version="1.0"?>'
    || (select h from h) || '><url><loc>https://a.example/1</loc></url></urlset>'))
  = 'xml-declaration-not-first error';
select 'sitemap_xml_declaration_after_bom_is_fine', (
  select count(*) from sitemap_lint(char(65279) || '<?xml version="1.0"?>'
    || (select h from h) || '><url><loc>https://a.example/1</loc></url></urlset>')) = 0;
select 'sitemap_xml_declaration_after_space_rows_kept', (
  select count(*) from sitemap_entries('  <?xml version="1.0"?>' || (select h from h)
    || '><url><loc>https://a.example/1</loc></url></urlset>')) = 1;
select 'sitemap_html_entity_is_error_and_decoded', (
  select (select severity from sitemap_lint(d) where code = 'html-entity') = 'error'
     and (select group_concat(loc, ' ') from sitemap_entries(d))
         = 'https://a.example/a' || char(160) || 'b https://a.example/c'
  from (select (select h from h) || '><url><loc>https://a.example/a&nbsp;b</loc></url><url><loc>https://a.example/c</loc></url></urlset>' d));
select 'sitemap_unknown_entity_is_error', (
  select severity from sitemap_lint((select h from h)
    || '><url><loc>https://a.example/1</loc><lastmod>&foo;</lastmod></url></urlset>')
  where code = 'unknown-entity') = 'error';

select 'sitemap_rss_item_without_link_is_warning', (
  select group_concat(code || ' ' || severity, ', ') from sitemap_lint(
    '<rss version="2.0"><channel><item><title>t</title></item><item><link>https://a.example/1</link></item></channel></rss>'))
  = 'item-without-link warning';
select 'sitemap_rss_item_without_link_no_row', (
  select group_concat(loc) from sitemap_entries(
    '<rss version="2.0"><channel><item><title>t</title></item><item><link>https://a.example/1</link></item></channel></rss>'))
  = 'https://a.example/1';
select 'sitemap_atom_entry_without_link_is_error', (
  select severity from sitemap_lint('<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>t</title></entry></feed>')
  where code = 'loc-missing') = 'error';

create temp table pr(v text, ok int);
insert into pr values ('-0.0', 1), ('+0.5', 1), ('.5', 1), ('1.', 1), ('1.000', 1), ('00.25', 1),
  ('0', 1), ('1', 1), ('1e-1', 0), ('1E0', 0), ('-0.1', 0), ('1.0000000000000000001', 0),
  ('2', 0), ('nan', 0), ('0,5', 0), ('', 0), ('.', 0), ('0x1', 0), ('inf', 0);
select 'sitemap_priority_decimal_rule_' || quote(v), (
  select (e.priority is not null and e.priority between 0 and 1 and pr.ok)
      or (not pr.ok and (e.priority is null or e.priority not between 0 and 1
                         or v = '1.0000000000000000001'))
    from sitemap_entries((select h from h) || '><url><loc>https://a.example/</loc><priority>'
         || v || '</priority></url></urlset>') e) from pr;
select 'sitemap_priority_lint_agrees_' || quote(v), (
  select (count(*) = 0) = (pr.ok = 1)
    from sitemap_lint((select h from h) || '><url><loc>https://a.example/</loc><priority>'
         || v || '</priority></url></urlset>') where code = 'priority-invalid') from pr;
select 'sitemap_priority_exponent_reads_null', (
  select priority is null from sitemap_entries((select h from h)
    || '><url><loc>https://a.example/</loc><priority>1e-1</priority></url></urlset>'));
select 'sitemap_priority_negative_zero_reads_zero', (
  select priority = 0 from sitemap_entries((select h from h)
    || '><url><loc>https://a.example/</loc><priority>-0.0</priority></url></urlset>'));
