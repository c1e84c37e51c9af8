-- The writer writes what the protocol asks for instead of refusing: loc is
-- percent-encoded, its host lower-cased and in IDNA form.  Check-style:
-- every line ends in |1.
create temp table n(name, loc, want);
insert into n values
  ('sitemap_write_percent_encodes_space', 'https://e.com/a b', 'https://e.com/a%20b'),
  ('sitemap_write_percent_encodes_quote', 'https://e.com/search?q="red"', 'https://e.com/search?q=%22red%22'),
  ('sitemap_write_percent_encodes_angle_brackets', 'https://e.com/<a>', 'https://e.com/%3Ca%3E'),
  ('sitemap_write_percent_encodes_rfc3986_disallowed', 'https://e.com/\^`{|}', 'https://e.com/%5C%5E%60%7B%7C%7D'),
  ('sitemap_write_percent_encodes_stray_percent', 'https://e.com/100%zz%4', 'https://e.com/100%25zz%254'),
  ('sitemap_write_keeps_percent_escapes', 'https://e.com/a%2fb%C3%BC', 'https://e.com/a%2fb%C3%BC'),
  ('sitemap_write_percent_encodes_control_chars', 'https://e.com/a' || char(9) || 'b' || char(1) || char(127), 'https://e.com/a%09b%01%7F'),
  ('sitemap_write_percent_encodes_nul', x'68747470733a2f2f652e636f6d2f610062', 'https://e.com/a%00b'),
  ('sitemap_write_percent_encodes_non_ascii_as_utf8', 'https://www.example.com/ümlat.php&q=name', 'https://www.example.com/%C3%BCmlat.php&q=name'),
  ('sitemap_write_percent_encodes_non_ascii_query', 'https://e.com/?q=日本', 'https://e.com/?q=%E6%97%A5%E6%9C%AC'),
  ('sitemap_write_percent_encodes_noncharacter', x'68747470733a2f2f652e636f6d2fefbfbe', 'https://e.com/%EF%BF%BE'),
  ('sitemap_write_idn_host_punycode', 'https://bücher.example/', 'https://xn--bcher-kva.example/'),
  ('sitemap_write_idn_host_lower_cased', 'https://BÜCHER.Example/Ä', 'https://xn--bcher-kva.example/%C3%84'),
  ('sitemap_write_idn_host_percent_encoded', 'https://b%C3%BCcher.example/', 'https://xn--bcher-kva.example/'),
  ('sitemap_write_host_lower_cased', 'HTTPS://WWW.Example.COM/Path?Q=A', 'https://www.example.com/Path?Q=A'),
  ('sitemap_write_keeps_port', 'http://e.com:8080/a b', 'http://e.com:8080/a%20b'),
  ('sitemap_write_keeps_ipv6_literal', 'http://[2001:DB8::1]:81/x', 'http://[2001:db8::1]:81/x'),
  ('sitemap_write_encodes_userinfo', 'https://a b@e.com/', 'https://a%20b@e.com/'),
  ('sitemap_write_trims_loc', ' ' || char(10) || 'https://e.com/t ' || char(9), 'https://e.com/t'),
  ('sitemap_write_keeps_clean_url', 'https://e.com/a?x=1&y=''2''#f[1]', 'https://e.com/a?x=1&y=''2''#f[1]'),
  ('sitemap_write_encodes_fragment', 'https://e.com/#a b', 'https://e.com/#a%20b');
select name, sitemap_url_normalize(loc) = want from n;
-- the aggregate writes exactly that (XML-escaped), and sitemap_index too
select name || '_in_urlset', instr((select sitemap_urlset(x) from (select n.loc as x)),
  '<loc>' || replace(replace(want, '&', '&amp;'), '''', '&apos;') || '</loc>') > 0 from n;
select name || '_in_index', instr((select sitemap_index(x) from (select n.loc as x)),
  '<loc>' || replace(replace(want, '&', '&amp;'), '''', '&apos;') || '</loc>') > 0 from n;
-- all of them in one document, in order
select 'sitemap_write_one_document_for_every_nasty_row',
  (select sitemap_urlset(loc) from (select loc from n order by rowid))
  = '<?xml version="1.0" encoding="UTF-8"?>' || char(10)
    || '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' || char(10)
    || (select group_concat('<url><loc>' || replace(replace(want, '&', '&amp;'), '''', '&apos;')
                            || '</loc></url>' || char(10), '') from (select want from n order by rowid))
    || '</urlset>' || char(10);
-- what cannot be made valid is still refused
create temp table bad(name, loc);
insert into bad values
  ('sitemap_write_refuses_relative', '/a/b'),
  ('sitemap_write_refuses_ftp', 'ftp://e.com/'),
  ('sitemap_write_refuses_no_host', 'https:///a'),
  ('sitemap_write_refuses_blank', '  '),
  ('sitemap_write_refuses_empty', ''),
  ('sitemap_write_refuses_bad_port', 'https://e.com:99999/'),
  ('sitemap_write_refuses_host_with_space', 'https://e .com/'),
  ('sitemap_write_refuses_host_with_bad_escape', 'https://e%zz.com/'),
  ('sitemap_write_refuses_invalid_utf8', x'68747470733a2f2f652e636f6d2fff'),
  ('sitemap_write_refuses_over_2048_once_encoded', 'https://e.com/' || replace(hex(zeroblob(700)), '00', 'ü')),
  ('sitemap_write_refuses_over_2048', 'https://e.com/' || replace(hex(zeroblob(1018)), '0', 'a'));
select name, sitemap_url_normalize(loc) is null from bad;
select 'sitemap_write_2048_once_encoded_is_fine',
  length(sitemap_url_normalize('https://e.com/' || replace(hex(zeroblob(339)), '00', 'ü'))) = 2048
  and sitemap_url_normalize('https://e.com/' || replace(hex(zeroblob(339)), '00', 'ü') || 'a') is null;
select 'sitemap_url_normalize_null_is_null', sitemap_url_normalize(NULL) is null;
select 'sitemap_url_normalize_is_deterministic_innocuous', count(*) = 1 from pragma_function_list
  where name = 'sitemap_url_normalize' and (flags & 0x200800) = 0x200800;
