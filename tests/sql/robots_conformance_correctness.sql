-- The "correctness" part of Google's public robots.txt conformance suite
-- (google/robotstxt-spec-test, src/main/resources/CTC/correctness), restated
-- as data: files in table f, cases in table c (name, file, agent, url,
-- wanted answer).  Case names are <suite file>_<n>.
--
-- Where the suite's expectation differs from the reference library, the
-- library wins and the case says so:
-- * BOM-characters 2 and 3 (a partial BOM, EF BB or EF, before
--   "User-Agent: foo / Disallow: /AnyValue"): the suite expects ALLOWED, but
--   robots.cc skips a partial BOM byte by byte and robots_test.cc
--   (ID_UTF8ByteOrderMarkIsSkipped) counts both directives as read, so the
--   Disallow applies: DISALLOWED.  (The suite's answer is what a reader sees
--   after the bytes were decoded as UTF-8 and the invalid ones replaced.)
-- * user-agent-name 2 (crawler 'Foo Bar'): our deliberate difference, the
--   name is reduced to its token 'Foo'.

create temp table f(id text primary key, txt);
create temp table c(name text, fid text, agent text, url text, want int);

insert into f values
('bom_full', x'EFBBBF' || cast('User-Agent: foo' || char(10)
  || 'Disallow: /AnyValue' || char(10) as blob)),
('bom_partial_2', x'EFBB' || cast('User-Agent: foo' || char(10)
  || 'Disallow: /AnyValue' || char(10) as blob)),
('bom_partial_1', x'EF' || cast('User-Agent: foo' || char(10)
  || 'Disallow: /AnyValue' || char(10) as blob)),
('bom_broken', x'EF11BF' || cast('User-Agent: foo' || char(10)
  || 'Disallow: /AnyValue' || char(10) as blob)),
('bom_middle', cast('User-Agent: foo' || char(10) as blob) || x'EFBBBF'
  || cast('Disallow: /AnyValue' || char(10) as blob)),
('mistakes_correct', 'user-agent: FooBot
disallow: /
'),
('mistakes_unknown', 'foo: FooBot
bar: /
'),
('mistakes_no_colon', 'user-agent FooBot
disallow /
'),
('eol_lf', 'User-Agent: foo' || char(10) || 'Allow: /some/path' || char(10)
  || 'User-Agent: bar' || char(10) || char(10) || char(10) || 'Disallow: /'
  || char(10)),
('eol_crlf', 'User-Agent: foo' || char(13,10) || 'Allow: /some/path'
  || char(13,10) || 'User-Agent: bar' || char(13,10) || char(13,10)
  || char(13,10) || 'Disallow: /' || char(13,10)),
('eol_cr', 'User-Agent: foo' || char(13) || 'Allow: /some/path' || char(13)
  || 'User-Agent: bar' || char(13) || char(13) || char(13) || 'Disallow: /'
  || char(13)),
('eol_no_final', 'User-Agent: foo' || char(10) || 'Allow: /some/path'
  || char(10) || 'User-Agent: bar' || char(10) || char(10) || char(10)
  || 'Disallow: /'),
('eol_mixed', 'User-Agent: foo' || char(10) || 'Allow: /some/path'
  || char(13,10) || 'User-Agent: bar' || char(10) || char(13,10) || char(10)
  || 'Disallow: /'),
('case_upper', 'USER-AGENT: FooBot
ALLOW: /x/
DISALLOW: /
'),
('case_lower', 'user-agent: FooBot
allow: /x/
disallow: /
'),
('case_camel', 'uSeR-aGeNt: FooBot
AlLoW: /x/
dIsAlLoW: /
'),
('empty', ''),
('global_star_then_foobot', 'user-agent: *
disallow: /x
user-agent: FooBot
allow: /x/y
'),
('global_only_specific', 'user-agent: FooBot
allow: /
user-agent: BarBot
disallow: /
user-agent: BazBot
disallow: /
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
('index_page', 'User-Agent: *
Allow: /allowed-slash/index.html
Disallow: /
'),
('fish', 'user-agent: FooBot
disallow: /
allow: /fish
'),
('fish_star', 'user-agent: FooBot
disallow: /
allow: /fish*
'),
('fish_slash', 'user-agent: FooBot
disallow: /
allow: /fish/
'),
('star_php', 'user-agent: FooBot
disallow: /
allow: /*.php
'),
('star_php_dollar', 'user-agent: FooBot
disallow: /
allow: /*.php$
'),
('fish_star_php', 'user-agent: FooBot
disallow: /
allow: /fish*.php
'),
('nonascii_query', 'User-agent: FooBot
Disallow: /
Allow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par
'),
('nonascii_raw', 'User-agent: FooBot
Disallow: /
Allow: /foo/bar/ツ
'),
('nonascii_encoded', 'User-agent: FooBot
Disallow: /
Allow: /foo/bar/%E3%83%84
'),
('nonascii_encoded_ascii', 'User-agent: FooBot
Disallow: /
Allow: /foo/bar/%62%61%7A
'),
('special_star', 'User-agent: FooBot
Disallow: /foo/bar/quz
Allow: /foo/*/qux
'),
('special_dollar', 'User-agent: FooBot
Disallow: /foo/bar$
Allow: /foo/bar/qux
'),
('special_comment', 'User-agent: FooBot
# Disallow: /
Disallow: /foo/quz#qux
Allow: /
'),
('ua_first_space', 'User-Agent: *
Disallow: /
User-Agent: Foo Bar
Allow: /x/
Disallow: /
'),
('ua_upper', 'user-agent: FOO BAR
allow: /x/
disallow: /
'),
('ua_lower', 'user-agent: foo bar
allow: /x/
disallow: /
'),
('ua_camel', 'user-agent: FoO bAr
allow: /x/
disallow: /
');

insert into c values
('BOM_characters_1_full_bom_skipped', 'bom_full', 'foo', 'http://example.com/AnyValue', 0),
-- SUITE DIFFERS (see the header): the library skips a partial BOM.
('BOM_characters_2_partial_bom_EFBB_skipped', 'bom_partial_2', 'foo', 'http://example.com/AnyValue', 0),
('BOM_characters_3_partial_bom_EF_skipped', 'bom_partial_1', 'foo', 'http://example.com/AnyValue', 0),
('BOM_characters_4_broken_bom_spoils_line', 'bom_broken', 'foo', 'http://example.com/AnyValue', 1),
('BOM_characters_5_bom_in_middle_spoils_line', 'bom_middle', 'foo', 'http://example.com/AnyValue', 1),
('accepted_mistakes_1_correct', 'mistakes_correct', 'FooBot', 'http://foo.bar/x/y', 0),
('accepted_mistakes_2_unknown_keys', 'mistakes_unknown', 'FooBot', 'http://foo.bar/x/y', 1),
('accepted_mistakes_3_missing_colon', 'mistakes_no_colon', 'FooBot', 'http://foo.bar/x/y', 0),
('different_line_endings_1_lf', 'eol_lf', 'bar', 'http://example.com/page', 0),
('different_line_endings_2_crlf', 'eol_crlf', 'bar', 'http://example.com/page', 0),
('different_line_endings_3_cr', 'eol_cr', 'bar', 'http://example.com/page', 0),
('different_line_endings_4_no_final_newline', 'eol_no_final', 'bar', 'http://example.com/page', 0),
('different_line_endings_5_mixed', 'eol_mixed', 'bar', 'http://example.com/page', 0),
('directives_case_insensitivity_1', 'case_upper', 'FooBot', 'http://foo.bar/x/y', 1),
('directives_case_insensitivity_2', 'case_upper', 'FooBot', 'http://foo.bar/a/b', 0),
('directives_case_insensitivity_3', 'case_lower', 'FooBot', 'http://foo.bar/x/y', 1),
('directives_case_insensitivity_4', 'case_lower', 'FooBot', 'http://foo.bar/a/b', 0),
('directives_case_insensitivity_5', 'case_camel', 'FooBot', 'http://foo.bar/x/y', 1),
('directives_case_insensitivity_6', 'case_camel', 'FooBot', 'http://foo.bar/a/b', 0),
('empty_string_1_empty_file', 'empty', 'FooBot', '', 1),
('empty_string_2_all_empty', 'empty', '', '', 1),
('empty_string_3_empty_agent', 'mistakes_correct', '', '', 1),
('empty_string_4_empty_url', 'mistakes_correct', 'FooBot', '', 0),
('global_rules_1_empty_file', 'empty', 'FooBot', 'http://foo.bar/x/y', 1),
('global_rules_2_own_group', 'global_star_then_foobot', 'FooBot', 'http://foo.bar/x/y', 1),
('global_rules_3_star_group', 'global_star_then_foobot', 'BarBot', 'http://foo.bar/x/y', 0),
('global_rules_4_no_group', 'global_only_specific', 'QuxBot', 'http://foo.bar/x/y', 1),
('groups_1', 'groups', 'FooBot', 'http://foo.bar/x/b', 1),
('groups_2', 'groups', 'FooBot', 'http://foo.bar/z/d', 1),
('groups_3', 'groups', 'FooBot', 'http://foo.bar/y/c', 0),
('groups_4', 'groups', 'BarBot', 'http://foo.bar/y/c', 1),
('groups_5', 'groups', 'BarBot', 'http://foo.bar/w/a', 1),
('groups_6', 'groups', 'BarBot', 'http://foo.bar/z/d', 0),
('groups_7', 'groups', 'BazBot', 'http://foo.bar/z/d', 1),
('groups_8', 'groups', 'FooBot', 'http://foo.bar/foo/bar/', 0),
('groups_9', 'groups', 'BarBot', 'http://foo.bar/foo/bar/', 0),
('groups_10', 'groups', 'BazBot', 'http://foo.bar/foo/bar/', 0),
('index_page_1', 'index_page', 'foobot', 'http://foo.com/allowed-slash/', 1),
('index_page_2', 'index_page', 'foobot', 'http://foo.com/allowed-slash/index.htm', 0),
('index_page_3', 'index_page', 'foobot', 'http://foo.com/allowed-slash/index.html', 1),
('index_page_4', 'index_page', 'foobot', 'http://foo.com/anyother-url', 0),
('matching_path_values_1_1', 'fish', 'FooBot', 'http://foo.bar/bar', 0),
('matching_path_values_1_2', 'fish', 'FooBot', 'http://foo.bar/fish', 1),
('matching_path_values_1_3', 'fish', 'FooBot', 'http://foo.bar/fish.html', 1),
('matching_path_values_1_4', 'fish', 'FooBot', 'http://foo.bar/fish/salmon.html', 1),
('matching_path_values_1_5', 'fish', 'FooBot', 'http://foo.bar/fishheads', 1),
('matching_path_values_1_6', 'fish', 'FooBot', 'http://foo.bar/fishheads/yummy.html', 1),
('matching_path_values_1_7', 'fish', 'FooBot', 'http://foo.bar/fish.html?id=anything', 1),
('matching_path_values_1_8', 'fish', 'FooBot', 'http://foo.bar/Fish.asp', 0),
('matching_path_values_1_9', 'fish', 'FooBot', 'http://foo.bar/catfish', 0),
('matching_path_values_1_10', 'fish', 'FooBot', 'http://foo.bar/?id=fish', 0),
('matching_path_values_1_11', 'fish_star', 'FooBot', 'http://foo.bar/bar', 0),
('matching_path_values_1_12', 'fish_star', 'FooBot', 'http://foo.bar/fish', 1),
('matching_path_values_1_13', 'fish_star', 'FooBot', 'http://foo.bar/fish.html', 1),
('matching_path_values_1_14', 'fish_star', 'FooBot', 'http://foo.bar/fish/salmon.html', 1),
('matching_path_values_1_15', 'fish_star', 'FooBot', 'http://foo.bar/fishheads', 1),
('matching_path_values_1_16', 'fish_star', 'FooBot', 'http://foo.bar/fishheads/yummy.html', 1),
('matching_path_values_1_17', 'fish_star', 'FooBot', 'http://foo.bar/fish.html?id=anything', 1),
('matching_path_values_1_18', 'fish_star', 'FooBot', 'http://foo.bar/Fish.bar', 0),
('matching_path_values_1_19', 'fish_star', 'FooBot', 'http://foo.bar/catfish', 0),
('matching_path_values_1_20', 'fish_star', 'FooBot', 'http://foo.bar/?id=fish', 0),
('matching_path_values_1_21', 'fish_slash', 'FooBot', 'http://foo.bar/bar', 0),
('matching_path_values_1_22', 'fish_slash', 'FooBot', 'http://foo.bar/fish/', 1),
('matching_path_values_1_23', 'fish_slash', 'FooBot', 'http://foo.bar/fish/salmon', 1),
('matching_path_values_1_24', 'fish_slash', 'FooBot', 'http://foo.bar/fish/?salmon', 1),
('matching_path_values_1_25', 'fish_slash', 'FooBot', 'http://foo.bar/fish/salmon.html', 1),
('matching_path_values_1_26', 'fish_slash', 'FooBot', 'http://foo.bar/fish/?id=anything', 1),
('matching_path_values_1_27', 'fish_slash', 'FooBot', 'http://foo.bar/fish', 0),
('matching_path_values_1_28', 'fish_slash', 'FooBot', 'http://foo.bar/fish.html', 0),
('matching_path_values_1_29', 'fish_slash', 'FooBot', 'http://foo.bar/Fish/Salmon.html', 0),
('matching_path_values_2_1', 'star_php', 'FooBot', 'http://foo.bar/bar', 0),
('matching_path_values_2_2', 'star_php', 'FooBot', 'http://foo.bar/filename.php', 1),
('matching_path_values_2_3', 'star_php', 'FooBot', 'http://foo.bar/folder/filename.php', 1),
('matching_path_values_2_4', 'star_php', 'FooBot', 'http://foo.bar/folder/filename.php?parameters', 1),
('matching_path_values_2_5', 'star_php', 'FooBot', 'http://foo.bar//folder/any.php.file.html', 1),
('matching_path_values_2_6', 'star_php', 'FooBot', 'http://foo.bar/filename.php/', 1),
('matching_path_values_2_7', 'star_php', 'FooBot', 'http://foo.bar/index?f=filename.php/', 1),
('matching_path_values_2_8', 'star_php', 'FooBot', 'http://foo.bar/php/', 0),
('matching_path_values_2_9', 'star_php', 'FooBot', 'http://foo.bar/index?php', 0),
('matching_path_values_2_10', 'star_php', 'FooBot', 'http://foo.bar/windows.PHP', 0),
('matching_path_values_2_11', 'star_php_dollar', 'FooBot', 'http://foo.bar/bar', 0),
('matching_path_values_2_12', 'star_php_dollar', 'FooBot', 'http://foo.bar/filename.php', 1),
('matching_path_values_2_13', 'star_php_dollar', 'FooBot', 'http://foo.bar/folder/filename.php', 1),
('matching_path_values_2_14', 'star_php_dollar', 'FooBot', 'http://foo.bar/filename.php?parameters', 0),
('matching_path_values_2_15', 'star_php_dollar', 'FooBot', 'http://foo.bar/filename.php/', 0),
('matching_path_values_2_16', 'star_php_dollar', 'FooBot', 'http://foo.bar/filename.php5', 0),
('matching_path_values_2_17', 'star_php_dollar', 'FooBot', 'http://foo.bar/php/', 0),
('matching_path_values_2_18', 'star_php_dollar', 'FooBot', 'http://foo.bar/filename?php', 0),
('matching_path_values_2_19', 'star_php_dollar', 'FooBot', 'http://foo.bar/aaaphpaaa', 0),
('matching_path_values_2_20', 'star_php_dollar', 'FooBot', 'http://foo.bar//windows.PHP', 0),
('matching_path_values_2_21', 'fish_star_php', 'FooBot', 'http://foo.bar/bar', 0),
('matching_path_values_2_22', 'fish_star_php', 'FooBot', 'http://foo.bar/fish.php', 1),
('matching_path_values_2_23', 'fish_star_php', 'FooBot', 'http://foo.bar/fishheads/catfish.php?parameters', 1),
('matching_path_values_2_24', 'fish_star_php', 'FooBot', 'http://foo.bar/Fish.PHP', 0),
('non_ascii_paths_1', 'nonascii_query', 'FooBot', 'http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par', 1),
('non_ascii_paths_2', 'nonascii_raw', 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84', 1),
('non_ascii_paths_3', 'nonascii_raw', 'FooBot', 'http://foo.bar/foo/bar/ツ', 0),
('non_ascii_paths_4', 'nonascii_encoded', 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84', 1),
('non_ascii_paths_5', 'nonascii_encoded', 'FooBot', 'http://foo.bar/foo/bar/ツ', 0),
('non_ascii_paths_6', 'nonascii_encoded_ascii', 'FooBot', 'http://foo.bar/foo/bar/baz', 0),
('non_ascii_paths_7', 'nonascii_encoded_ascii', 'FooBot', 'http://foo.bar/foo/bar/%62%61%7A', 1),
('special_characters_1', 'special_star', 'FooBot', 'http://foo.bar/foo/bar/quz', 0),
('special_characters_2', 'special_star', 'FooBot', 'http://foo.bar/foo/quz', 1),
('special_characters_3', 'special_star', 'FooBot', 'http://foo.bar/foo//quz', 1),
('special_characters_4', 'special_star', 'FooBot', 'http://foo.bar/foo/bax/quz', 1),
('special_characters_5', 'special_dollar', 'FooBot', 'http://foo.bar/foo/bar', 0),
('special_characters_6', 'special_dollar', 'FooBot', 'http://foo.bar/foo/bar/qux', 1),
('special_characters_7', 'special_dollar', 'FooBot', 'http://foo.bar/foo/bar/', 1),
('special_characters_8', 'special_dollar', 'FooBot', 'http://foo.bar/foo/bar/baz', 1),
('special_characters_9', 'special_comment', 'FooBot', 'http://foo.bar/foo/bar', 1),
('special_characters_10', 'special_comment', 'FooBot', 'http://foo.bar/foo/quz', 0),
('user_agent_name_1', 'ua_first_space', 'Foo', 'http://foo.bar/x/y', 1),
-- DIFFERENCE: the suite expects DISALLOWED (the raw 'Foo Bar' names no
-- group, '*' applies); we reduce the name to 'Foo': allowed.
('user_agent_name_2_FooBar_reduced_to_Foo', 'ua_first_space', 'Foo Bar', 'http://foo.bar/x/y', 1),
('user_agent_name_3', 'ua_upper', 'Foo', 'http://foo.bar/x/y', 1),
('user_agent_name_4', 'ua_upper', 'foo', 'http://foo.bar/x/y', 1),
('user_agent_name_5', 'ua_upper', 'Foo', 'http://foo.bar/a/b', 0),
('user_agent_name_6', 'ua_upper', 'foo', 'http://foo.bar/a/b', 0),
('user_agent_name_7', 'ua_lower', 'Foo', 'http://foo.bar/x/y', 1),
('user_agent_name_8', 'ua_lower', 'foo', 'http://foo.bar/x/y', 1),
('user_agent_name_9', 'ua_lower', 'Foo', 'http://foo.bar/a/b', 0),
('user_agent_name_10', 'ua_lower', 'foo', 'http://foo.bar/a/b', 0),
('user_agent_name_11', 'ua_camel', 'Foo', 'http://foo.bar/x/y', 1),
('user_agent_name_12', 'ua_camel', 'foo', 'http://foo.bar/x/y', 1),
('user_agent_name_13', 'ua_camel', 'Foo', 'http://foo.bar/a/b', 0),
('user_agent_name_14', 'ua_camel', 'foo', 'http://foo.bar/a/b', 0);

select 'every_case_names_a_file', count(*) = 0
  from c where fid not in (select id from f);
select 'case_names_are_unique', count(*) = count(distinct name) from c;
select c.name, robots_allowed(f.txt, c.agent, c.url) is c.want
  from c join f on f.id = c.fid order by c.rowid;
