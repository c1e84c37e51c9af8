-- The parser-level cases of Google's robots_test.cc (line counting, BOMs,
-- sitemaps, GetPathParamsQuery, MaybeEscapePattern) restated through our
-- SQL functions, plus the parser behaviours robots.cc documents in its
-- comments (typos, missing colon, '*' handling, index.htm, NUL bytes) that
-- the reference tests only indirectly.  Check-style: every line ends in |1.

-- ID_LinesNumbersAreCountedCorrectly: four directives, the last on line 6,
-- whatever the line ends (LF, CRLF, CR, no final newline, mixed).
create temp table eol(name text, txt text);
insert into eol values
('unix', 'User-Agent: foo' || char(10) || 'Allow: /some/path' || char(10)
  || 'User-Agent: bar' || char(10) || char(10) || char(10) || 'Disallow: /'
  || char(10)),
('dos', 'User-Agent: foo' || char(13,10) || 'Allow: /some/path' || char(13,10)
  || 'User-Agent: bar' || char(13,10) || char(13,10) || char(13,10)
  || 'Disallow: /' || char(13,10)),
('mac', 'User-Agent: foo' || char(13) || 'Allow: /some/path' || char(13)
  || 'User-Agent: bar' || char(13) || char(13) || char(13) || 'Disallow: /'
  || char(13)),
('no_final_newline', 'User-Agent: foo' || char(10) || 'Allow: /some/path'
  || char(10) || 'User-Agent: bar' || char(10) || char(10) || char(10)
  || 'Disallow: /'),
('mixed', 'User-Agent: foo' || char(10) || 'Allow: /some/path' || char(13,10)
  || 'User-Agent: bar' || char(10) || char(13,10) || char(10)
  || 'Disallow: /');
select 'ID_LinesNumbersAreCountedCorrectly_' || name || '_four_directives',
  (select count(*) from robots_directives(eol.txt)) = 4 from eol;
select 'ID_LinesNumbersAreCountedCorrectly_' || name || '_last_on_line_6',
  (select max(line) from robots_directives(eol.txt)) = 6 from eol;
select 'ID_LinesNumbersAreCountedCorrectly_' || name || '_winning_rule_line_6',
  json_extract(robots_explain(eol.txt, 'bar', 'http://example.com/page'),
               '$.line') = 6 from eol;
select 'ID_LinesNumbersAreCountedCorrectly_' || name || '_disallowed',
  robots_allowed(eol.txt, 'bar', 'http://example.com/page') = 0 from eol;
-- "\n\r" is two line ends (LF, then CR), "\r\n" is one.
select 'line_ends_lf_cr_is_two_line_ends',
  json_extract(robots_explain('User-agent: a' || char(10,13)
    || 'Disallow: /x', 'a', '/x'), '$.line') = 3;
select 'line_ends_cr_cr_lf_is_two_line_ends',
  json_extract(robots_explain('User-agent: a' || char(13,13,10)
    || 'Disallow: /x', 'a', '/x'), '$.line') = 3;

-- ID_UTF8ByteOrderMarkIsSkipped: a full or partial BOM at the very start is
-- skipped; a broken one or one later in the file spoils its line.
create temp table bom(name text, txt blob, known int, unknown int);
insert into bom values
('full', x'EFBBBF' || cast('User-Agent: foo' || char(10)
  || 'Allow: /AnyValue' || char(10) as blob), 2, 0),
('partial_2', x'EFBB' || cast('User-Agent: foo' || char(10)
  || 'Allow: /AnyValue' || char(10) as blob), 2, 0),
('partial_1', x'EF' || cast('User-Agent: foo' || char(10)
  || 'Allow: /AnyValue' || char(10) as blob), 2, 0),
('broken', x'EF11BF' || cast('User-Agent: foo' || char(10)
  || 'Allow: /AnyValue' || char(10) as blob), 1, 1),
('in_middle', cast('User-Agent: foo' || char(10) as blob) || x'EFBBBF'
  || cast('Allow: /AnyValue' || char(10) as blob), 1, 1);
select 'ID_UTF8ByteOrderMarkIsSkipped_' || name || '_known_directives',
  (select count(*) from robots_directives(bom.txt) where known) = bom.known
  from bom;
select 'ID_UTF8ByteOrderMarkIsSkipped_' || name || '_unknown_directives',
  (select count(*) from robots_directives(bom.txt) where not known)
    = bom.unknown from bom;
-- The same files with Disallow instead of Allow (as the conformance suite
-- states them): only a complete BOM leaves the rule in force... and the
-- partial ones too, since they are skipped byte by byte.
select 'ID_UTF8ByteOrderMarkIsSkipped_' || name || '_rule_in_force',
  robots_allowed(replace(cast(bom.txt as blob), cast('Allow' as blob),
                         cast('Disallow' as blob)),
                 'foo', 'http://example.com/AnyValue') = (bom.unknown)
  from bom;
select 'bom_only_at_start_not_after_blank_line',
  robots_allowed(cast(char(10) as blob) || x'EFBBBF'
    || cast('User-agent: *' || char(10) || 'Disallow: /' as blob),
    'a', '/') = 1;
select 'bom_counts_no_line',
  json_extract(robots_explain(x'EFBBBF' || cast('User-agent: *' || char(10)
    || 'Disallow: /' as blob), 'a', '/'), '$.line') = 2;

-- ID_NonStandardLineExample_Sitemap: a sitemap line anywhere is read.
select 'ID_NonStandardLineExample_Sitemap_after_groups',
  (select group_concat(url) from robots_sitemaps('User-Agent: foo' || char(10)
    || 'Allow: /some/path' || char(10) || 'User-Agent: bar' || char(10)
    || char(10) || char(10) || 'Sitemap: http://foo.bar/sitemap.xml'
    || char(10))) = 'http://foo.bar/sitemap.xml';
select 'ID_NonStandardLineExample_Sitemap_before_groups',
  (select group_concat(url) from robots_sitemaps(
    'Sitemap: http://foo.bar/sitemap.xml' || char(10) || 'User-Agent: foo'
    || char(10) || 'Allow: /some/path' || char(10) || 'User-Agent: bar'
    || char(10) || char(10) || char(10))) = 'http://foo.bar/sitemap.xml';
select 'sitemap_spelled_site_map_is_read',
  (select count(*) from robots_sitemaps('Site-map: http://a.b/s.xml')) = 1;

-- TestGetPathParamsQuery through robots_path.
create temp table p(url text, want text);
insert into p values
  ('', '/'),
  ('http://www.example.com', '/'),
  ('http://www.example.com/', '/'),
  ('http://www.example.com/a', '/a'),
  ('http://www.example.com/a/', '/a/'),
  ('http://www.example.com/a/b?c=http://d.e/', '/a/b?c=http://d.e/'),
  ('http://www.example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'),
  ('example.com', '/'),
  ('example.com/', '/'),
  ('example.com/a', '/a'),
  ('example.com/a/', '/a/'),
  ('example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'),
  ('a', '/'),
  ('a/', '/'),
  ('/a', '/a'),
  ('a/b', '/b'),
  ('example.com?a', '/?a'),
  ('example.com/a;b#c', '/a;b'),
  ('//a/b/c', '/b/c');
select 'TestGetPathParamsQuery_' || quote(url), robots_path(url) = want
  from p;
-- Consequences of the same extraction, stated in robots.cc's comments.
select 'path_fragment_before_path_gives_root',
  robots_path('http://a.b#x/y') = '/';
select 'path_query_right_after_host_gets_slash',
  robots_path('http://a.b?x=1') = '/?x=1';
select 'path_params_right_after_host_get_slash',
  robots_path('http://a.b;p') = '/;p';
select 'path_scheme_after_path_char_is_not_a_scheme',
  robots_path('/a?b://c/d') = '/a?b://c/d';
select 'path_nul_ends_the_path',
  robots_path(cast('http://a.b/x' as blob) || x'00' || cast('/y' as blob))
    = '/x';
select 'path_nul_ends_the_path_in_matching',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /x/y', 'a',
    cast('/x' as blob) || x'00' || cast('/y' as blob)) = 1;

-- TestMaybeEscapePattern, observed through matching (patterns are
-- normalised, URLs are used as given).
select 'TestMaybeEscapePattern_ascii_unchanged',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /a/b/c$', 'a',
                 '/a/b/c') = 0;
select 'TestMaybeEscapePattern_url_like_pattern_unchanged_never_matches',
  robots_allowed('User-agent: *' || char(10)
    || 'Disallow: http://www.example.com', 'a', 'http://www.example.com')
    = 1;
select 'TestMaybeEscapePattern_utf8_encoded',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /á', 'a',
                 '/%C3%A1') = 0;
select 'TestMaybeEscapePattern_utf8_raw_url_not_matched',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /á', 'a',
                 '/á') = 1;
select 'TestMaybeEscapePattern_lower_hex_upper_cased',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /%aa', 'a',
                 '/%AA') = 0;
select 'TestMaybeEscapePattern_lower_hex_url_not_normalised',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /%aa', 'a',
                 '/%aa') = 1;
select 'escape_incomplete_percent_kept',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /%a', 'a',
                 '/%a') = 0;
select 'escape_invalid_utf8_byte_encoded',
  robots_allowed(cast('User-agent: *' || char(10) || 'Disallow: /' as blob)
    || x'FF', 'a', '/%FF') = 0;
select 'escape_longest_match_counts_escaped_bytes',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /é' || char(10)
    || 'Allow: /%C3%A', 'a', '/%C3%A9') = 0;

-- Keys: case-insensitive prefixes with the typos robots.cc accepts.
create temp table k(key text, kind text);
insert into k values
  ('user-agent', 'ua'), ('User-Agent', 'ua'), ('useragent', 'ua'),
  ('user agent', 'ua'), ('User-agents', 'ua'), ('USERAGENT', 'ua'),
  ('disallow', 'dis'), ('dissallow', 'dis'), ('dissalow', 'dis'),
  ('disalow', 'dis'), ('diasllow', 'dis'), ('disallaw', 'dis'),
  ('Disallowed', 'dis'), ('DISALOW', 'dis'),
  ('allow', 'allow'), ('Allowed', 'allow'), ('ALLOWANCE', 'allow'),
  ('user_agent', 'none'), ('dis-allow', 'none'), ('alow', 'none'),
  ('disalloww', 'dis'), ('xdisallow', 'none');
select 'key_' || replace(key, ' ', '_') || '_is_' || kind,
  case kind
    when 'ua' then robots_allowed(key || ': FooBot' || char(10)
                                  || 'Disallow: /', 'FooBot', '/') = 0
    when 'dis' then robots_allowed('User-agent: FooBot' || char(10) || key
                                   || ': /', 'FooBot', '/') = 0
    when 'allow' then robots_allowed('User-agent: FooBot' || char(10)
                        || 'Disallow: /' || char(10) || key || ': /x', 'FooBot',
                        '/x') = 1
    else robots_allowed('User-agent: FooBot' || char(10) || 'Disallow: /x'
                        || char(10) || key || ': /', 'FooBot', '/')
         + robots_allowed(key || ': FooBot' || char(10) || 'Disallow: /',
                          'FooBot', '/') = 2
  end from k;
select 'key_space_before_colon_accepted',
  robots_allowed('User-agent : FooBot' || char(10) || 'Disallow   :   /',
                 'FooBot', '/') = 0;
select 'key_no_space_after_colon_accepted',
  robots_allowed('User-agent:FooBot' || char(10) || 'Disallow:/', 'FooBot',
                 '/') = 0;
select 'key_empty_is_rejected',
  robots_allowed('User-agent: FooBot' || char(10) || ': /', 'FooBot', '/')
    = 1;
select 'key_with_tabs_around_value',
  robots_allowed('User-agent:' || char(9) || 'FooBot' || char(9) || char(10)
    || 'Disallow:' || char(9) || '/', 'FooBot', '/') = 0;

-- The missing-colon rule: exactly two blank- or tab-separated words.
select 'missing_colon_tab_separator',
  robots_allowed('User-agent' || char(9) || 'FooBot' || char(10) || 'Disallow'
    || char(9) || '/', 'FooBot', '/') = 0;
select 'missing_colon_several_blanks',
  robots_allowed('User-agent   FooBot' || char(10) || 'Disallow  /', 'FooBot',
                 '/') = 0;
select 'missing_colon_three_words_rejected',
  robots_allowed('User-agent: FooBot' || char(10) || 'Disallow / now',
                 'FooBot', '/') = 1;
select 'missing_colon_one_word_rejected',
  robots_allowed('User-agent: FooBot' || char(10) || 'Disallow/', 'FooBot',
                 '/') = 1;
select 'missing_colon_trailing_comment_ignored',
  robots_allowed('User-agent: FooBot' || char(10) || 'Disallow / # all',
                 'FooBot', '/') = 0;
select 'colon_in_value_keeps_first_colon',
  robots_allowed('User-agent: FooBot' || char(10) || 'Disallow: /a:b',
                 'FooBot', '/a:b') = 0;

-- Comments: '#' starts a comment anywhere on the line.
select 'comment_whole_line_ignored',
  robots_allowed('User-agent: FooBot' || char(10) || '#Disallow: /',
                 'FooBot', '/') = 1;
select 'comment_after_agent_ignored',
  robots_allowed('User-agent: FooBot # our bot' || char(10) || 'Disallow: /',
                 'FooBot', '/') = 0;
select 'comment_empties_pattern',
  robots_allowed('User-agent: FooBot' || char(10) || 'Disallow: #/',
                 'FooBot', '/') = 1;

-- NUL bytes: the reference reads each line as a C string, so a NUL ends it.
select 'nul_ends_the_line',
  robots_allowed(cast('User-agent: FooBot' || char(10) || 'Disallow: /a'
    as blob) || x'00' || cast('b' || char(10) as blob), 'FooBot', '/ax') = 0;
select 'nul_in_key_spoils_line',
  robots_allowed(cast('User-agent: FooBot' || char(10) || 'Dis' as blob)
    || x'00' || cast('allow: /' as blob), 'FooBot', '/') = 1;
select 'nul_does_not_end_the_file',
  robots_allowed(cast('User-agent: FooBot' as blob) || x'00'
    || cast(char(10) || 'Disallow: /' as blob), 'FooBot', '/') = 0;

-- User-agent token extraction: the leading run of letters, '-' and '_'.
select 'ua_token_version_suffix_dropped',
  robots_allowed('User-agent: FooBot/1.2' || char(10) || 'Disallow: /',
                 'FooBot', '/') = 0;
select 'ua_token_star_suffix_dropped',
  robots_allowed('User-agent: FooBot*' || char(10) || 'Disallow: /',
                 'FooBot', '/') = 0;
select 'ua_token_digits_end_it',
  robots_allowed('User-agent: AB42bot' || char(10) || 'Disallow: /',
                 'AB', '/') = 0;
-- DIFFERENCE: the reference compares the raw 'AB42bot' with the token 'AB'
-- (no match, allowed); we reduce the crawler name to 'AB' too.
select 'ua_token_digits_end_it_full_name_reduced_too',
  robots_allowed('User-agent: AB42bot' || char(10) || 'Disallow: /',
                 'AB42bot', '/') = 0;
select 'ua_token_hyphen_underscore_kept',
  robots_allowed('User-agent: Foo-Bar_Bot' || char(10) || 'Disallow: /',
                 'Foo-Bar_Bot', '/')
  + robots_allowed('User-agent: Foo-Bar_Bot' || char(10) || 'Disallow: /',
                   'Foo', '/') = 1;
select 'ua_token_is_not_a_prefix_match',
  robots_allowed('User-agent: FooBot' || char(10) || 'Disallow: /',
                 'FooBotNews', '/') = 1;
select 'ua_value_no_token_names_nobody',
  robots_allowed('User-agent: ツ' || char(10) || 'Disallow: /',
                 'FooBot', '/') = 1;
-- ID_VerifyValidUserAgentsToObey: Foobot, Foobot-Bar and Foo_Bar are whole
-- tokens and name their own group.
create temp table va(name text);
insert into va values ('Foobot'), ('Foobot-Bar'), ('Foo_Bar');
select 'ID_VerifyValidUserAgentsToObey_' || name || '_is_a_token',
  robots_allowed('User-agent: ' || name || char(10) || 'Disallow: /', name,
                 '/') = 0 from va;
-- DIFFERENCE: the reference refuses to obey names such as 'Foobot*',
-- ' Foobot ', 'Foobot/2.1' and 'Foobot Bar' (they match no group); we
-- reduce them to 'Foobot'.
create temp table ia(name text);
insert into ia values ('Foobot*'), (' Foobot '), ('Foobot/2.1'),
  ('Foobot Bar');
select 'ID_VerifyValidUserAgentsToObey_' || quote(name) || '_reduced',
  robots_allowed('User-agent: Foobot' || char(10) || 'Disallow: /', name,
                 '/') = 0 from ia;
-- '' and 'ツ' are no token: they name no group (only '*' can apply).
select 'ID_VerifyValidUserAgentsToObey_' || quote(name) || '_names_no_group',
  robots_allowed('User-agent: Foobot' || char(10) || 'Disallow: /' || char(10)
    || 'User-agent: *' || char(10) || 'Disallow: /x', name, '/a') = 1
  from (select 'ツ' as name union all select '');

-- '*' handling: '*' alone, or followed by white space, is the global group.
select 'star_alone_is_global',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /', 'a', '/') = 0;
select 'star_then_space_is_global',
  robots_allowed('User-agent: * FooBot' || char(10) || 'Disallow: /', 'a',
                 '/') = 0;
select 'star_then_space_does_not_name_the_bot',
  robots_allowed('User-agent: * FooBot' || char(10) || 'Disallow: /'
    || char(10) || 'User-agent: BarBot' || char(10) || 'Allow: /', 'FooBot',
    '/') = 0;
select 'star_then_tab_is_global',
  robots_allowed('User-agent: *' || char(9) || 'x' || char(10)
    || 'Disallow: /', 'a', '/') = 0;
select 'star_glued_to_text_is_not_global',
  robots_allowed('User-agent: *bot' || char(10) || 'Disallow: /', 'a', '/')
    = 1;
select 'star_star_is_not_global',
  robots_allowed('User-agent: **' || char(10) || 'Disallow: /', 'a', '/')
    = 1;

-- Merged groups: every group naming the agent applies, '*' is then ignored
-- even when the agent's groups have no rules.
select 'merge_two_groups_for_one_agent',
  robots_allowed('User-agent: FooBot' || char(10) || 'Disallow: /a'
    || char(10) || 'User-agent: BarBot' || char(10) || 'Disallow: /b'
    || char(10) || 'User-agent: foobot' || char(10) || 'Disallow: /c', 'FooBot',
    '/a') + robots_allowed('User-agent: FooBot' || char(10) || 'Disallow: /a'
    || char(10) || 'User-agent: BarBot' || char(10) || 'Disallow: /b'
    || char(10) || 'User-agent: foobot' || char(10) || 'Disallow: /c', 'FooBot',
    '/c') = 0;
select 'empty_own_group_shadows_star',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /' || char(10)
    || 'User-agent: FooBot', 'FooBot', '/x') = 1;
select 'own_group_with_empty_disallow_shadows_star',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /' || char(10)
    || 'User-agent: FooBot' || char(10) || 'Disallow:', 'FooBot', '/x') = 1;
select 'star_and_agent_in_one_group',
  robots_allowed('User-agent: *' || char(10) || 'User-agent: FooBot'
    || char(10) || 'Disallow: /', 'FooBot', '/')
  + robots_allowed('User-agent: *' || char(10) || 'User-agent: FooBot'
    || char(10) || 'Disallow: /', 'Other', '/') = 0;
select 'blank_line_does_not_end_agent_list',
  robots_allowed('User-agent: FooBot' || char(10) || char(10)
    || 'User-agent: BarBot' || char(10) || 'Disallow: /', 'FooBot', '/') = 0;
select 'rules_before_first_agent_ignored',
  robots_allowed('Disallow: /' || char(10) || 'User-agent: FooBot',
                 'FooBot', '/') = 1;
select 'empty_agent_value_starts_group_naming_nobody',
  robots_allowed('User-agent:' || char(10) || 'Disallow: /', 'FooBot', '/')
    = 1;

-- Precedence: longest (escaped) pattern, allow on a tie; '$' and '*' count
-- as characters of the pattern.
select 'precedence_star_counts_in_length',
  robots_allowed('User-agent: *' || char(10) || 'Allow: /a*' || char(10)
    || 'Disallow: /ab', 'a', '/abc') = 1;
select 'precedence_dollar_counts_in_length',
  robots_allowed('User-agent: *' || char(10) || 'Allow: /ab$' || char(10)
    || 'Disallow: /ab', 'a', '/ab') = 1;
select 'precedence_tie_goes_to_allow_in_any_order',
  robots_allowed('User-agent: *' || char(10) || 'Allow: /a' || char(10)
    || 'Disallow: /a', 'a', '/a')
  + robots_allowed('User-agent: *' || char(10) || 'Disallow: /a' || char(10)
    || 'Allow: /a', 'a', '/a') = 2;
select 'precedence_winning_line_is_first_of_equal_allows',
  json_extract(robots_explain('User-agent: *' || char(10) || 'Allow: /a*'
    || char(10) || 'Allow: /*b' || char(10) || 'Disallow: /', 'a', '/ab'),
    '$.line') = 2;
select 'precedence_winning_line_is_allow_on_tie',
  json_extract(robots_explain('User-agent: *' || char(10) || 'Disallow: /ab'
    || char(10) || 'Allow: /a*', 'a', '/abc'), '$.line') = 3;
select 'explain_line_null_when_no_rule_matches',
  json_extract(robots_explain('User-agent: *' || char(10) || 'Disallow: /a',
    'a', '/b'), '$.line') is null;
select 'explain_line_null_for_empty_file',
  json_extract(robots_explain('', 'a', '/b'), '$.line') is null;

-- '$' and '*'.
select 'dollar_only_special_at_end',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /a$b', 'a',
                 '/a$b') = 0;
select 'dollar_alone_matches_no_path',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: $', 'a', '/') = 1;
select 'star_alone_matches_everything',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: *', 'a', '/x')
    = 0;
select 'star_dollar_matches_everything',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /*$', 'a', '/x?y')
    = 0;
select 'pattern_not_starting_with_slash_never_matches',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: x', 'a', '/x')
    = 1;
select 'pattern_is_a_prefix_match',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /a', 'a',
                 '/abc/d?e') = 0;
select 'pattern_matches_query_too',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /*?', 'a',
                 '/x?y') = 0;
select 'robots_txt_itself_is_not_special',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /', 'a',
                 'http://a.b/robots.txt') = 0;

-- index.htm / index.html: an allow of .../index.htm* also allows the
-- directory itself (exactly), as an allow of ".../$" would.
select 'index_htm_allows_directory',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /' || char(10)
    || 'Allow: /d/index.htm', 'a', '/d/') = 1;
select 'index_htmlx_allows_directory_too',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /' || char(10)
    || 'Allow: /d/index.html5', 'a', '/d/') = 1;
select 'index_html_allows_directory_only_exactly',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /' || char(10)
    || 'Allow: /d/index.html', 'a', '/d/x') = 0;
select 'index_html_directory_priority_is_dir_length_plus_one',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /d/' || char(10)
    || 'Allow: /d/index.html', 'a', '/d/') = 1;
select 'index_html_directory_loses_to_longer_disallow',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /*d/*' || char(10)
    || 'Allow: /d/index.html', 'a', '/d/') = 0;
select 'index_html_directory_ties_with_equal_disallow',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /d/*' || char(10)
    || 'Allow: /d/index.html', 'a', '/d/') = 1;
select 'index_html_not_for_disallow',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /d/index.html',
                 'a', '/d/') = 1;
select 'index_html_must_be_last_segment',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /' || char(10)
    || 'Allow: /d/index.html/x', 'a', '/d/') = 0;
select 'index_html_with_wildcard_directory',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /' || char(10)
    || 'Allow: /*/index.html', 'a', '/abc/') = 1;
select 'index_html_line_reported',
  json_extract(robots_explain('User-agent: *' || char(10) || 'Disallow: /'
    || char(10) || 'Allow: /d/index.html', 'a', '/d/'), '$.line') = 3;

-- The 16,663-byte line cut, exactly at the edge.
select 'line_cut_keeps_16663_bytes',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /'
    || printf('%.*c', 16663 - 11, 'a') || 'b', 'a',
    '/' || printf('%.*c', 16663 - 11, 'a')) = 0;
select 'line_cut_keeps_16663_bytes_not_16664',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /'
    || printf('%.*c', 16663 - 12, 'a') || 'b', 'a',
    '/' || printf('%.*c', 16663 - 12, 'a') || 'c') = 1;
select 'line_cut_the_rest_of_the_line_is_dropped',
  robots_allowed('User-agent: *' || char(10) || 'Disallow: /x'
    || printf('%.*c', 16700, ' ') || 'Disallow: /', 'a', '/y') = 1;
select 'line_cut_next_line_read',
  robots_allowed('User-agent: *' || char(10) || '#'
    || printf('%.*c', 20000, 'c') || char(10) || 'Disallow: /', 'a', '/y')
    = 0;

-- The 512,000-byte cap (Googlebot's; the reference library has none).
select 'cap_rule_inside_first_500KiB_applies',
  robots_allowed('User-agent: *' || char(10) || printf('%.*c', 511000, '#')
    || char(10) || 'Disallow: /in', 'a', '/in') = 0;
select 'cap_rule_after_500KiB_ignored',
  robots_allowed('User-agent: *' || char(10) || printf('%.*c', 512100, '#')
    || char(10) || 'Disallow: /out', 'a', '/out') = 1;
select 'cap_rule_cut_by_the_cap',
  robots_allowed('User-agent: *' || char(10)
    || printf('%.*c', 512000 - 14 - 1 - 13, '#') || char(10)
    || 'Disallow: /abcdef', 'a', '/ab') = 0;
select 'cap_rule_cut_by_the_cap_not_longer',
  robots_allowed('User-agent: *' || char(10)
    || printf('%.*c', 512000 - 14 - 1 - 13, '#') || char(10)
    || 'Disallow: /abcdef', 'a', '/ac') = 1;
