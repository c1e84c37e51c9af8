-- Every robots_allowed case of Google's robots_test.cc (the reference
-- library's own test suite), restated as data: files in table f, cases in
-- table c (name, file, agent, url, wanted answer).  Case names start with the
-- reference test they come from (ID_ = derived from the RFC, GoogleOnly_ =
-- Google's additions).  tests/py/test_robots_differential.py also runs the
-- Python model over table c, so keep the two tables plain.
--
-- One deliberate difference (see sql/README.md): the crawler name we are given is reduced
-- to its product token ('Foo Bar' behaves as 'Foo').  Cases whose reference
-- answer differs because of it hold OUR answer and say so in a comment.

create temp table f(id text primary key, txt);
create temp table c(name text, fid text, agent text, url text, want int);

insert into f values
('foobot_disallow_all', 'user-agent: FooBot
disallow: /
'),
('empty', ''),
('unknown_keys', 'foo: FooBot
bar: /
'),
('missing_colon', 'user-agent FooBot
disallow /
'),
('groups', 'allow: /foo/bar/

user-agent: FooBot
disallow: /
allow: /x/
user-agent: BarBot
disallow: /
allow: /y/


allow: /w/
user-agent: BazBot

user-agent: FooBot
allow: /z/
disallow: /
'),
('groups_sitemap', 'User-agent: BarBot
Sitemap: https://foo.bar/sitemap
User-agent: *
Disallow: /
'),
('groups_unknown', 'User-agent: FooBot
Invalid-Unknown-Line: unknown
User-agent: *
Disallow: /
'),
('keys_upper', 'USER-AGENT: FooBot
ALLOW: /x/
DISALLOW: /
'),
('keys_lower', 'user-agent: FooBot
allow: /x/
disallow: /
'),
('keys_camel', 'uSeR-aGeNt: FooBot
AlLoW: /x/
dIsAlLoW: /
'),
('ua_upper', 'User-Agent: FOO BAR
Allow: /x/
Disallow: /
'),
('ua_lower', 'User-Agent: foo bar
Allow: /x/
Disallow: /
'),
('ua_camel', 'User-Agent: FoO bAr
Allow: /x/
Disallow: /
'),
('ua_first_space', 'User-Agent: *
Disallow: /
User-Agent: Foo Bar
Allow: /x/
Disallow: /
'),
('global', 'user-agent: *
allow: /
user-agent: FooBot
disallow: /
'),
('only_specific', 'user-agent: FooBot
allow: /
user-agent: BarBot
disallow: /
user-agent: BazBot
disallow: /
'),
('value_lower', 'user-agent: FooBot
disallow: /x/
'),
('value_upper', 'user-agent: FooBot
disallow: /X/
'),
('lm_disallow_longer', 'user-agent: FooBot
disallow: /x/page.html
allow: /x/
'),
('lm_allow_longer', 'user-agent: FooBot
allow: /x/page.html
disallow: /x/
'),
('lm_both_empty', 'user-agent: FooBot
disallow: 
allow: 
'),
('lm_both_root', 'user-agent: FooBot
disallow: /
allow: /
'),
('lm_x_vs_x_slash', 'user-agent: FooBot
disallow: /x
allow: /x/
'),
('lm_same_page', 'user-agent: FooBot
disallow: /x/page.html
allow: /x/page.html
'),
('lm_page_vs_star_html', 'user-agent: FooBot
allow: /page
disallow: /*.html
'),
('lm_page_dot_vs_star_html', 'user-agent: FooBot
allow: /x/page.
disallow: /*.html
'),
('lm_specific_group', 'User-agent: *
Disallow: /x/
User-agent: FooBot
Disallow: /y/
'),
('enc_query_unencoded', 'User-agent: FooBot
Disallow: /
Allow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par
'),
('enc_raw_utf8_rule', 'User-agent: FooBot
Disallow: /
Allow: /foo/bar/ツ
'),
('enc_encoded_rule', 'User-agent: FooBot
Disallow: /
Allow: /foo/bar/%E3%83%84
'),
('enc_encoded_ascii_rule', 'User-agent: FooBot
Disallow: /
Allow: /foo/bar/%62%61%7A
'),
('sc_star', 'User-agent: FooBot
Disallow: /foo/bar/quz
Allow: /foo/*/qux
'),
('sc_dollar', 'User-agent: FooBot
Disallow: /foo/bar$
Allow: /foo/bar/qux
'),
('sc_comment', 'User-agent: FooBot
# Disallow: /
Disallow: /foo/quz#qux
Allow: /
'),
('index_html', 'User-Agent: *
Allow: /allowed-slash/index.html
Disallow: /
'),
('doc_fish', 'user-agent: FooBot
disallow: /
allow: /fish
'),
('doc_fish_star', 'user-agent: FooBot
disallow: /
allow: /fish*
'),
('doc_fish_slash', 'user-agent: FooBot
disallow: /
allow: /fish/
'),
('doc_star_php', 'user-agent: FooBot
disallow: /
allow: /*.php
'),
('doc_star_php_dollar', 'user-agent: FooBot
disallow: /
allow: /*.php$
'),
('doc_fish_star_php', 'user-agent: FooBot
disallow: /
allow: /fish*.php
'),
('doc_prec_p', 'user-agent: FooBot
allow: /p
disallow: /
'),
('doc_prec_folder', 'user-agent: FooBot
allow: /folder
disallow: /folder
'),
('doc_prec_page_htm', 'user-agent: FooBot
allow: /page
disallow: /*.htm
'),
('doc_prec_dollar', 'user-agent: FooBot
allow: /$
disallow: /
');

-- The long-line files: a rule line longer than the reference's line buffer
-- (2083*8 bytes, of which 16,663 are kept).  lines(name, value).
create temp table long(name text primary key, val text);
insert into long values
  ('disallow_path', '/x/' || printf('%.*c', 16649, 'a')),
  ('allow_a', '/x/' || printf('%.*c', 16652, 'a')),
  ('allow_b', '/x/' || printf('%.*c', 16652, 'b'));
insert into f values
('too_long_disallow', 'user-agent: FooBot' || char(10) || 'disallow: '
  || (select val from long where name = 'disallow_path') || '/qux' || char(10)),
('too_long_allow', 'user-agent: FooBot' || char(10) || 'disallow: /'
  || char(10) || 'allow: ' || (select val from long where name = 'allow_a')
  || '/qux' || char(10) || 'allow: '
  || (select val from long where name = 'allow_b') || '/qux' || char(10));

insert into c values
-- GoogleOnly_SystemTest
('GoogleOnly_SystemTest_empty_file_allows', 'empty', 'FooBot', '', 1),
('GoogleOnly_SystemTest_empty_agent_allows', 'foobot_disallow_all', '', '', 1),
('GoogleOnly_SystemTest_empty_url_is_root_so_disallowed', 'foobot_disallow_all', 'FooBot', '', 0),
('GoogleOnly_SystemTest_all_empty_allows', 'empty', '', '', 1),
-- ID_LineSyntax_Line
('ID_LineSyntax_Line_correct_disallows', 'foobot_disallow_all', 'FooBot', 'http://foo.bar/x/y', 0),
('ID_LineSyntax_Line_unknown_keys_allow', 'unknown_keys', 'FooBot', 'http://foo.bar/x/y', 1),
('ID_LineSyntax_Line_missing_colon_accepted', 'missing_colon', 'FooBot', 'http://foo.bar/x/y', 0),
-- ID_LineSyntax_Groups
('ID_LineSyntax_Groups_foobot_x', 'groups', 'FooBot', 'http://foo.bar/x/b', 1),
('ID_LineSyntax_Groups_foobot_z_merged', 'groups', 'FooBot', 'http://foo.bar/z/d', 1),
('ID_LineSyntax_Groups_foobot_y', 'groups', 'FooBot', 'http://foo.bar/y/c', 0),
('ID_LineSyntax_Groups_barbot_y', 'groups', 'BarBot', 'http://foo.bar/y/c', 1),
('ID_LineSyntax_Groups_barbot_w_after_blank_lines', 'groups', 'BarBot', 'http://foo.bar/w/a', 1),
('ID_LineSyntax_Groups_barbot_z', 'groups', 'BarBot', 'http://foo.bar/z/d', 0),
('ID_LineSyntax_Groups_bazbot_shares_foobot_group', 'groups', 'BazBot', 'http://foo.bar/z/d', 1),
('ID_LineSyntax_Groups_rule_outside_group_ignored_foobot', 'groups', 'FooBot', 'http://foo.bar/foo/bar/', 0),
('ID_LineSyntax_Groups_rule_outside_group_ignored_barbot', 'groups', 'BarBot', 'http://foo.bar/foo/bar/', 0),
('ID_LineSyntax_Groups_rule_outside_group_ignored_bazbot', 'groups', 'BazBot', 'http://foo.bar/foo/bar/', 0),
-- ID_LineSyntax_Groups_OtherRules
('ID_LineSyntax_Groups_OtherRules_sitemap_keeps_group_foobot', 'groups_sitemap', 'FooBot', 'http://foo.bar/', 0),
('ID_LineSyntax_Groups_OtherRules_sitemap_keeps_group_barbot', 'groups_sitemap', 'BarBot', 'http://foo.bar/', 0),
('ID_LineSyntax_Groups_OtherRules_unknown_keeps_group_foobot', 'groups_unknown', 'FooBot', 'http://foo.bar/', 0),
('ID_LineSyntax_Groups_OtherRules_unknown_keeps_group_barbot', 'groups_unknown', 'BarBot', 'http://foo.bar/', 0),
-- ID_REPLineNamesCaseInsensitive
('ID_REPLineNamesCaseInsensitive_upper_allowed', 'keys_upper', 'FooBot', 'http://foo.bar/x/y', 1),
('ID_REPLineNamesCaseInsensitive_lower_allowed', 'keys_lower', 'FooBot', 'http://foo.bar/x/y', 1),
('ID_REPLineNamesCaseInsensitive_camel_allowed', 'keys_camel', 'FooBot', 'http://foo.bar/x/y', 1),
('ID_REPLineNamesCaseInsensitive_upper_disallowed', 'keys_upper', 'FooBot', 'http://foo.bar/a/b', 0),
('ID_REPLineNamesCaseInsensitive_lower_disallowed', 'keys_lower', 'FooBot', 'http://foo.bar/a/b', 0),
('ID_REPLineNamesCaseInsensitive_camel_disallowed', 'keys_camel', 'FooBot', 'http://foo.bar/a/b', 0),
-- ID_UserAgentValueCaseInsensitive
('ID_UserAgentValueCaseInsensitive_upper_Foo_allowed', 'ua_upper', 'Foo', 'http://foo.bar/x/y', 1),
('ID_UserAgentValueCaseInsensitive_lower_Foo_allowed', 'ua_lower', 'Foo', 'http://foo.bar/x/y', 1),
('ID_UserAgentValueCaseInsensitive_camel_Foo_allowed', 'ua_camel', 'Foo', 'http://foo.bar/x/y', 1),
('ID_UserAgentValueCaseInsensitive_upper_Foo_disallowed', 'ua_upper', 'Foo', 'http://foo.bar/a/b', 0),
('ID_UserAgentValueCaseInsensitive_lower_Foo_disallowed', 'ua_lower', 'Foo', 'http://foo.bar/a/b', 0),
('ID_UserAgentValueCaseInsensitive_camel_Foo_disallowed', 'ua_camel', 'Foo', 'http://foo.bar/a/b', 0),
('ID_UserAgentValueCaseInsensitive_upper_foo_allowed', 'ua_upper', 'foo', 'http://foo.bar/x/y', 1),
('ID_UserAgentValueCaseInsensitive_lower_foo_allowed', 'ua_lower', 'foo', 'http://foo.bar/x/y', 1),
('ID_UserAgentValueCaseInsensitive_camel_foo_allowed', 'ua_camel', 'foo', 'http://foo.bar/x/y', 1),
('ID_UserAgentValueCaseInsensitive_upper_foo_disallowed', 'ua_upper', 'foo', 'http://foo.bar/a/b', 0),
('ID_UserAgentValueCaseInsensitive_lower_foo_disallowed', 'ua_lower', 'foo', 'http://foo.bar/a/b', 0),
('ID_UserAgentValueCaseInsensitive_camel_foo_disallowed', 'ua_camel', 'foo', 'http://foo.bar/a/b', 0),
-- GoogleOnly_AcceptUserAgentUpToFirstSpace
('GoogleOnly_AcceptUserAgentUpToFirstSpace_Foo', 'ua_first_space', 'Foo', 'http://foo.bar/x/y', 1),
-- DIFFERENCE: the reference compares the raw name 'Foo Bar', matches no
-- group and falls back to '*' (disallowed, 0).  We reduce the name to its
-- token 'Foo', which names the 'Foo Bar' group: allowed.
('GoogleOnly_AcceptUserAgentUpToFirstSpace_FooBar_reduced_to_Foo', 'ua_first_space', 'Foo Bar', 'http://foo.bar/x/y', 1),
-- ID_GlobalGroups_Secondary
('ID_GlobalGroups_Secondary_empty_file', 'empty', 'FooBot', 'http://foo.bar/x/y', 1),
('ID_GlobalGroups_Secondary_specific_beats_global', 'global', 'FooBot', 'http://foo.bar/x/y', 0),
('ID_GlobalGroups_Secondary_global_for_others', 'global', 'BarBot', 'http://foo.bar/x/y', 1),
('ID_GlobalGroups_Secondary_no_group_applies', 'only_specific', 'QuxBot', 'http://foo.bar/x/y', 1),
-- ID_AllowDisallow_Value_CaseSensitive
('ID_AllowDisallow_Value_CaseSensitive_same_case', 'value_lower', 'FooBot', 'http://foo.bar/x/y', 0),
('ID_AllowDisallow_Value_CaseSensitive_other_case', 'value_upper', 'FooBot', 'http://foo.bar/x/y', 1),
-- ID_LongestMatch
('ID_LongestMatch_longer_disallow_wins', 'lm_disallow_longer', 'FooBot', 'http://foo.bar/x/page.html', 0),
('ID_LongestMatch_longer_allow_wins', 'lm_allow_longer', 'FooBot', 'http://foo.bar/x/page.html', 1),
('ID_LongestMatch_shorter_disallow_applies', 'lm_allow_longer', 'FooBot', 'http://foo.bar/x/', 0),
('ID_LongestMatch_empty_rules_allow', 'lm_both_empty', 'FooBot', 'http://foo.bar/x/page.html', 1),
('ID_LongestMatch_equal_root_allow_wins', 'lm_both_root', 'FooBot', 'http://foo.bar/x/page.html', 1),
('ID_LongestMatch_x_disallowed', 'lm_x_vs_x_slash', 'FooBot', 'http://foo.bar/x', 0),
('ID_LongestMatch_x_slash_allowed', 'lm_x_vs_x_slash', 'FooBot', 'http://foo.bar/x/', 1),
('ID_LongestMatch_equal_page_allow_wins', 'lm_same_page', 'FooBot', 'http://foo.bar/x/page.html', 1),
('ID_LongestMatch_star_html_longer', 'lm_page_vs_star_html', 'FooBot', 'http://foo.bar/page.html', 0),
('ID_LongestMatch_page_allowed', 'lm_page_vs_star_html', 'FooBot', 'http://foo.bar/page', 1),
('ID_LongestMatch_page_dot_longer', 'lm_page_dot_vs_star_html', 'FooBot', 'http://foo.bar/x/page.html', 1),
('ID_LongestMatch_star_html_other_page', 'lm_page_dot_vs_star_html', 'FooBot', 'http://foo.bar/x/y.html', 0),
('ID_LongestMatch_specific_group_ignores_global_x', 'lm_specific_group', 'FooBot', 'http://foo.bar/x/page', 1),
('ID_LongestMatch_specific_group_y', 'lm_specific_group', 'FooBot', 'http://foo.bar/y/page', 0),
-- ID_Encoding
('ID_Encoding_query_with_url_unencoded', 'enc_query_unencoded', 'FooBot', 'http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par', 1),
('ID_Encoding_raw_utf8_rule_matches_encoded_url', 'enc_raw_utf8_rule', 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84', 1),
('ID_Encoding_raw_utf8_rule_not_raw_url', 'enc_raw_utf8_rule', 'FooBot', 'http://foo.bar/foo/bar/ツ', 0),
('ID_Encoding_encoded_rule_matches_encoded_url', 'enc_encoded_rule', 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84', 1),
('ID_Encoding_encoded_rule_not_raw_url', 'enc_encoded_rule', 'FooBot', 'http://foo.bar/foo/bar/ツ', 0),
('ID_Encoding_encoded_ascii_not_decoded', 'enc_encoded_ascii_rule', 'FooBot', 'http://foo.bar/foo/bar/baz', 0),
('ID_Encoding_encoded_ascii_matches_same_bytes', 'enc_encoded_ascii_rule', 'FooBot', 'http://foo.bar/foo/bar/%62%61%7A', 1),
-- ID_SpecialCharacters
('ID_SpecialCharacters_star_exact_disallow', 'sc_star', 'FooBot', 'http://foo.bar/foo/bar/quz', 0),
('ID_SpecialCharacters_star_no_match_quz', 'sc_star', 'FooBot', 'http://foo.bar/foo/quz', 1),
('ID_SpecialCharacters_star_double_slash', 'sc_star', 'FooBot', 'http://foo.bar/foo//quz', 1),
('ID_SpecialCharacters_star_bax', 'sc_star', 'FooBot', 'http://foo.bar/foo/bax/quz', 1),
('ID_SpecialCharacters_dollar_exact', 'sc_dollar', 'FooBot', 'http://foo.bar/foo/bar', 0),
('ID_SpecialCharacters_dollar_longer_allow', 'sc_dollar', 'FooBot', 'http://foo.bar/foo/bar/qux', 1),
('ID_SpecialCharacters_dollar_slash', 'sc_dollar', 'FooBot', 'http://foo.bar/foo/bar/', 1),
('ID_SpecialCharacters_dollar_baz', 'sc_dollar', 'FooBot', 'http://foo.bar/foo/bar/baz', 1),
('ID_SpecialCharacters_comment_line_ignored', 'sc_comment', 'FooBot', 'http://foo.bar/foo/bar', 1),
('ID_SpecialCharacters_comment_cuts_pattern', 'sc_comment', 'FooBot', 'http://foo.bar/foo/quz', 0),
-- GoogleOnly_IndexHTMLisDirectory
('GoogleOnly_IndexHTMLisDirectory_directory_allowed', 'index_html', 'foobot', 'http://foo.com/allowed-slash/', 1),
('GoogleOnly_IndexHTMLisDirectory_index_htm_not_matched', 'index_html', 'foobot', 'http://foo.com/allowed-slash/index.htm', 0),
('GoogleOnly_IndexHTMLisDirectory_exact_match', 'index_html', 'foobot', 'http://foo.com/allowed-slash/index.html', 1),
('GoogleOnly_IndexHTMLisDirectory_other_url', 'index_html', 'foobot', 'http://foo.com/anyother-url', 0),
-- GoogleOnly_DocumentationChecks: "/fish"
('GoogleOnly_DocumentationChecks_fish_bar', 'doc_fish', 'FooBot', 'http://foo.bar/bar', 0),
('GoogleOnly_DocumentationChecks_fish_fish', 'doc_fish', 'FooBot', 'http://foo.bar/fish', 1),
('GoogleOnly_DocumentationChecks_fish_fish_html', 'doc_fish', 'FooBot', 'http://foo.bar/fish.html', 1),
('GoogleOnly_DocumentationChecks_fish_salmon', 'doc_fish', 'FooBot', 'http://foo.bar/fish/salmon.html', 1),
('GoogleOnly_DocumentationChecks_fish_fishheads', 'doc_fish', 'FooBot', 'http://foo.bar/fishheads', 1),
('GoogleOnly_DocumentationChecks_fish_yummy', 'doc_fish', 'FooBot', 'http://foo.bar/fishheads/yummy.html', 1),
('GoogleOnly_DocumentationChecks_fish_query', 'doc_fish', 'FooBot', 'http://foo.bar/fish.html?id=anything', 1),
('GoogleOnly_DocumentationChecks_fish_case', 'doc_fish', 'FooBot', 'http://foo.bar/Fish.asp', 0),
('GoogleOnly_DocumentationChecks_fish_catfish', 'doc_fish', 'FooBot', 'http://foo.bar/catfish', 0),
('GoogleOnly_DocumentationChecks_fish_in_query', 'doc_fish', 'FooBot', 'http://foo.bar/?id=fish', 0),
-- "/fish*" equals "/fish"
('GoogleOnly_DocumentationChecks_fishstar_bar', 'doc_fish_star', 'FooBot', 'http://foo.bar/bar', 0),
('GoogleOnly_DocumentationChecks_fishstar_fish', 'doc_fish_star', 'FooBot', 'http://foo.bar/fish', 1),
('GoogleOnly_DocumentationChecks_fishstar_fish_html', 'doc_fish_star', 'FooBot', 'http://foo.bar/fish.html', 1),
('GoogleOnly_DocumentationChecks_fishstar_salmon', 'doc_fish_star', 'FooBot', 'http://foo.bar/fish/salmon.html', 1),
('GoogleOnly_DocumentationChecks_fishstar_fishheads', 'doc_fish_star', 'FooBot', 'http://foo.bar/fishheads', 1),
('GoogleOnly_DocumentationChecks_fishstar_yummy', 'doc_fish_star', 'FooBot', 'http://foo.bar/fishheads/yummy.html', 1),
('GoogleOnly_DocumentationChecks_fishstar_query', 'doc_fish_star', 'FooBot', 'http://foo.bar/fish.html?id=anything', 1),
('GoogleOnly_DocumentationChecks_fishstar_case', 'doc_fish_star', 'FooBot', 'http://foo.bar/Fish.bar', 0),
('GoogleOnly_DocumentationChecks_fishstar_catfish', 'doc_fish_star', 'FooBot', 'http://foo.bar/catfish', 0),
('GoogleOnly_DocumentationChecks_fishstar_in_query', 'doc_fish_star', 'FooBot', 'http://foo.bar/?id=fish', 0),
-- "/fish/" does not equal "/fish"
('GoogleOnly_DocumentationChecks_fishslash_bar', 'doc_fish_slash', 'FooBot', 'http://foo.bar/bar', 0),
('GoogleOnly_DocumentationChecks_fishslash_dir', 'doc_fish_slash', 'FooBot', 'http://foo.bar/fish/', 1),
('GoogleOnly_DocumentationChecks_fishslash_salmon', 'doc_fish_slash', 'FooBot', 'http://foo.bar/fish/salmon', 1),
('GoogleOnly_DocumentationChecks_fishslash_query_salmon', 'doc_fish_slash', 'FooBot', 'http://foo.bar/fish/?salmon', 1),
('GoogleOnly_DocumentationChecks_fishslash_salmon_html', 'doc_fish_slash', 'FooBot', 'http://foo.bar/fish/salmon.html', 1),
('GoogleOnly_DocumentationChecks_fishslash_query_id', 'doc_fish_slash', 'FooBot', 'http://foo.bar/fish/?id=anything', 1),
('GoogleOnly_DocumentationChecks_fishslash_fish', 'doc_fish_slash', 'FooBot', 'http://foo.bar/fish', 0),
('GoogleOnly_DocumentationChecks_fishslash_fish_html', 'doc_fish_slash', 'FooBot', 'http://foo.bar/fish.html', 0),
('GoogleOnly_DocumentationChecks_fishslash_case', 'doc_fish_slash', 'FooBot', 'http://foo.bar/Fish/Salmon.html', 0),
-- "/*.php"
('GoogleOnly_DocumentationChecks_php_bar', 'doc_star_php', 'FooBot', 'http://foo.bar/bar', 0),
('GoogleOnly_DocumentationChecks_php_filename', 'doc_star_php', 'FooBot', 'http://foo.bar/filename.php', 1),
('GoogleOnly_DocumentationChecks_php_folder', 'doc_star_php', 'FooBot', 'http://foo.bar/folder/filename.php', 1),
('GoogleOnly_DocumentationChecks_php_parameters', 'doc_star_php', 'FooBot', 'http://foo.bar/folder/filename.php?parameters', 1),
('GoogleOnly_DocumentationChecks_php_in_middle', 'doc_star_php', 'FooBot', 'http://foo.bar//folder/any.php.file.html', 1),
('GoogleOnly_DocumentationChecks_php_slash', 'doc_star_php', 'FooBot', 'http://foo.bar/filename.php/', 1),
('GoogleOnly_DocumentationChecks_php_in_query', 'doc_star_php', 'FooBot', 'http://foo.bar/index?f=filename.php/', 1),
('GoogleOnly_DocumentationChecks_php_dir', 'doc_star_php', 'FooBot', 'http://foo.bar/php/', 0),
('GoogleOnly_DocumentationChecks_php_query_no_dot', 'doc_star_php', 'FooBot', 'http://foo.bar/index?php', 0),
('GoogleOnly_DocumentationChecks_php_case', 'doc_star_php', 'FooBot', 'http://foo.bar/windows.PHP', 0),
-- "/*.php$"
('GoogleOnly_DocumentationChecks_phpdollar_bar', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar/bar', 0),
('GoogleOnly_DocumentationChecks_phpdollar_filename', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar/filename.php', 1),
('GoogleOnly_DocumentationChecks_phpdollar_folder', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar/folder/filename.php', 1),
('GoogleOnly_DocumentationChecks_phpdollar_parameters', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar/filename.php?parameters', 0),
('GoogleOnly_DocumentationChecks_phpdollar_slash', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar/filename.php/', 0),
('GoogleOnly_DocumentationChecks_phpdollar_php5', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar/filename.php5', 0),
('GoogleOnly_DocumentationChecks_phpdollar_dir', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar/php/', 0),
('GoogleOnly_DocumentationChecks_phpdollar_query', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar/filename?php', 0),
('GoogleOnly_DocumentationChecks_phpdollar_aaaphpaaa', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar/aaaphpaaa', 0),
('GoogleOnly_DocumentationChecks_phpdollar_case', 'doc_star_php_dollar', 'FooBot', 'http://foo.bar//windows.PHP', 0),
-- "/fish*.php"
('GoogleOnly_DocumentationChecks_fishphp_bar', 'doc_fish_star_php', 'FooBot', 'http://foo.bar/bar', 0),
('GoogleOnly_DocumentationChecks_fishphp_fish_php', 'doc_fish_star_php', 'FooBot', 'http://foo.bar/fish.php', 1),
('GoogleOnly_DocumentationChecks_fishphp_catfish', 'doc_fish_star_php', 'FooBot', 'http://foo.bar/fishheads/catfish.php?parameters', 1),
('GoogleOnly_DocumentationChecks_fishphp_case', 'doc_fish_star_php', 'FooBot', 'http://foo.bar/Fish.PHP', 0),
-- Section "Order of precedence for group-member records"
('GoogleOnly_DocumentationChecks_precedence_p', 'doc_prec_p', 'FooBot', 'http://example.com/page', 1),
('GoogleOnly_DocumentationChecks_precedence_folder_tie', 'doc_prec_folder', 'FooBot', 'http://example.com/folder/page', 1),
('GoogleOnly_DocumentationChecks_precedence_star_htm', 'doc_prec_page_htm', 'FooBot', 'http://example.com/page.htm', 0),
('GoogleOnly_DocumentationChecks_precedence_root_dollar', 'doc_prec_dollar', 'FooBot', 'http://example.com/', 1),
('GoogleOnly_DocumentationChecks_precedence_root_dollar_page', 'doc_prec_dollar', 'FooBot', 'http://example.com/page.html', 0),
-- GoogleOnly_LineTooLong
('GoogleOnly_LineTooLong_unrelated_url_allowed', 'too_long_disallow', 'FooBot', 'http://foo.bar/fux', 1),
('GoogleOnly_LineTooLong_cut_disallow_matches', 'too_long_disallow', 'FooBot',
  'http://foo.bar' || (select val from long where name = 'disallow_path') || '/fux', 0),
('GoogleOnly_LineTooLong_root_disallowed', 'too_long_allow', 'FooBot', 'http://foo.bar/', 0),
('GoogleOnly_LineTooLong_allow_matches_cut_rule', 'too_long_allow', 'FooBot',
  'http://foo.bar' || (select val from long where name = 'allow_a') || '/qux', 1),
('GoogleOnly_LineTooLong_second_cut_allow_matches', 'too_long_allow', 'FooBot',
  'http://foo.bar' || (select val from long where name = 'allow_b') || '/fux', 1);

select 'every_case_names_a_file', count(*) = 0
  from c where fid not in (select id from f);
select 'case_names_are_unique', count(*) = count(distinct name) from c;
select c.name, robots_allowed(f.txt, c.agent, c.url) is c.want
  from c join f on f.id = c.fid order by c.rowid;
