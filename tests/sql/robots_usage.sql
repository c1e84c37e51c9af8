-- robots_usage(txt, agent, url): Content-Usage and Content-Signal lines are
-- group members chosen and merged as Allow/Disallow; the longest matching
-- Content-Usage path decides; preferences are RFC 9651 dictionaries.
-- Check-style: every line must end in |1.
create temp table f(name text primary key, txt text);
insert into f values ('draft', 'User-Agent: *
Allow: /
Disallow: /never/
Content-Usage: train-ai=n
Content-Usage: /ai-ok/ train-ai=y

User-Agent: ExampleBot
Content-Usage: train-ai=y
Allow: /
');
insert into f values ('cloudflare', '# As a condition of accessing this website, you agree to abide by the following content signals:
User-agent: *
Content-Signal: search=yes,ai-train=no
Allow: /

User-agent: Amazonbot
Disallow: /

User-agent: GPTBot
Disallow: /
');
-- Cloudflare's managed robots.txt as served (its comment block, 'Content-signal').
insert into f values ('cloudflare_full', '# As a condition of accessing this website, you agree to abide by the following
# content signals:

# (a)  If a Content-Signal = yes, you may collect content for the corresponding
#      use.
# (b)  If a Content-Signal = no, you may not collect content for the
#      corresponding use.
# (c)  If the website operator does not include a Content-Signal for a
#      corresponding use, the website operator neither grants nor restricts
#      permission via Content-Signal with respect to the corresponding use.

# The content signals and their meanings are:

# search:   building a search index and providing search results (e.g., returning
#           hyperlinks and short excerpts from your website''s contents). Search does not
#           include providing AI-generated search summaries.
# ai-input: inputting content into one or more AI models (e.g., retrieval
#           augmented generation, grounding, or other real-time taking of content for
#           generative AI search answers).
# ai-train: training or fine-tuning AI models.

# ANY RESTRICTIONS EXPRESSED VIA CONTENT SIGNALS ARE EXPRESS RESERVATIONS OF
# RIGHTS UNDER ARTICLE 4 OF THE EUROPEAN UNION DIRECTIVE 2019/790 ON COPYRIGHT
# AND RELATED RIGHTS IN THE DIGITAL SINGLE MARKET.

# BEGIN Cloudflare Managed content

User-Agent: *
Content-signal: search=yes,ai-train=no
Allow: /

User-agent: Amazonbot
Disallow: /

User-agent: Applebot-Extended
Disallow: /

User-agent: Bytespider
Disallow: /

User-agent: CCBot
Disallow: /

User-agent: ClaudeBot
Disallow: /

User-agent: Google-Extended
Disallow: /

User-agent: GPTBot
Disallow: /

User-agent: meta-externalagent
Disallow: /

# END Cloudflare Managed Content
');
create temp view u as select name, txt from f;
-- The draft's own example.
select 'draft_test_crawlable_train_ai_n',
  robots_usage((select txt from f where name='draft'), 'SomeBot', 'https://example.com/test')
  ->> '$.content_usage' = '{"train-ai":"n"}';
select 'draft_never_not_crawlable_null',
  (select json_extract(j, '$.allowed') = 0 and j ->> '$.content_usage' is null
   and json_type(j, '$.content_usage') = 'null'
   from (select robots_usage(txt, 'SomeBot', 'https://example.com/never/test') j from f where name='draft'));
select 'draft_ai_ok_train_ai_y',
  robots_usage((select txt from f where name='draft'), 'SomeBot', 'https://example.com/ai-ok/test')
  ->> '$.content_usage' = '{"train-ai":"y"}';
select 'draft_examplebot_train_ai_y_everywhere',
  (select count(*) from (select '/test' p union all select '/never/test' union all select '/ai-ok/test')
   where robots_usage((select txt from f where name='draft'), 'ExampleBot', 'https://example.com' || p)
     ->> '$.content_usage' = '{"train-ai":"y"}') = 3;
-- Cloudflare's managed robots.txt.
select 'cloudflare_googlebot_search_yes_ai_train_no',
  robots_usage((select txt from f where name='cloudflare'), 'Googlebot', 'https://example.com/')
  ->> '$.content_signal' = '{"search":"yes","ai-train":"no"}';
select 'cloudflare_gptbot_not_crawlable',
  robots_usage((select txt from f where name='cloudflare'), 'GPTBot', 'https://example.com/')
  = '{"allowed":false,"content_usage":null,"content_signal":null,"content_usage_lines":[],"content_signal_lines":[],"licenses":[]}';
select 'cloudflare_full_file_googlebot_signal_ai_crawlers_blocked',
  (select group_concat(a || '=' || ifnull(robots_usage(txt, a, 'https://example.com/news/1') ->> '$.content_signal', 'null'), ';')
   from f, (select 'Googlebot' a union all select 'bingbot' union all select 'GPTBot' union all select 'ClaudeBot'
            union all select 'Google-Extended' union all select 'meta-externalagent')
   where name='cloudflare_full')
  = 'Googlebot={"search":"yes","ai-train":"no"};bingbot={"search":"yes","ai-train":"no"};GPTBot=null;ClaudeBot=null;Google-Extended=null;meta-externalagent=null';
select 'agent_full_header_reduced_as_robots_allowed',
  robots_usage((select txt from f where name='cloudflare'),
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'https://example.com/') ->> '$.allowed' = 0
  and robots_usage((select txt from f where name='draft'),
    'Mozilla/5.0 (compatible; ExampleBot/1.0; +https://example.com/bot)',
    'https://example.com/test') ->> '$.content_usage' = '{"train-ai":"y"}';
-- Path rules.
select 'usage_longest_path_wins',
  robots_usage('User-agent: *
Content-Usage: /a train-ai=n
Content-Usage: /a/b train-ai=y
Content-Usage: /a/b/c search=n', 'x', 'http://h/a/b/x') ->> '$.content_usage' = '{"train-ai":"y"}';
select 'usage_no_path_is_least_specific',
  robots_usage('User-agent: *
Content-Usage: /p train-ai=y
Content-Usage: train-ai=n', 'x', 'http://h/p/q') ->> '$.content_usage' = '{"train-ai":"y"}'
  and robots_usage('User-agent: *
Content-Usage: /p train-ai=y
Content-Usage: train-ai=n', 'x', 'http://h/q') ->> '$.content_usage' = '{"train-ai":"n"}';
select 'usage_identical_paths_combine_n_wins',
  robots_usage('User-agent: *
Content-Usage: /p train-ai=y, search=y
Content-Usage: /p train-ai=n', 'x', 'http://h/p') ->> '$.content_usage' = '{"train-ai":"n","search":"y"}';
select 'usage_identical_paths_across_merged_groups',
  robots_usage('User-agent: a
Content-Usage: /p train-ai=n

User-agent: b
Disallow: /z

User-agent: a
Content-Usage: /p train-ai=y, search=y', 'a', 'http://h/p') ->> '$.content_usage' = '{"train-ai":"n","search":"y"}';
select 'usage_star_and_dollar_match_as_allow',
  robots_usage('User-agent: *
Content-Usage: /*.pdf$ train-ai=n', 'x', 'http://h/a/b.pdf') ->> '$.content_usage' = '{"train-ai":"n"}'
  and robots_usage('User-agent: *
Content-Usage: /*.pdf$ train-ai=n', 'x', 'http://h/a/b.pdfx') ->> '$.content_usage' = '{}';
select 'usage_path_percent_normalised',
  robots_usage('User-agent: *
Content-Usage: /caf%c3%a9 train-ai=n', 'x', 'http://h/caf%C3%A9') ->> '$.content_usage' = '{"train-ai":"n"}'
  and robots_usage('User-agent: *
Content-Usage: /café train-ai=n', 'x', 'http://h/caf%C3%A9') ->> '$.content_usage' = '{"train-ai":"n"}';
select 'usage_path_ends_at_tab',
  robots_usage('User-agent: *
Content-Usage: /p	train-ai=n', 'x', 'http://h/p') ->> '$.content_usage' = '{"train-ai":"n"}';
select 'usage_value_ends_at_comment',
  robots_usage('User-agent: *
Content-Usage: train-ai=n # not=part', 'x', 'http://h/') ->> '$.content_usage' = '{"train-ai":"n"}';
select 'usage_empty_object_when_no_rule_applies',
  robots_usage('User-agent: *
Content-Usage: /only train-ai=n', 'x', 'http://h/other') ->> '$.content_usage' = '{}'
  and robots_usage('User-agent: *
Disallow: /x', 'x', 'http://h/') ->> '$.content_usage' = '{}';
select 'usage_null_when_disallowed',
  json_type(robots_usage('User-agent: *
Disallow: /
Content-Usage: train-ai=y', 'x', 'http://h/a'), '$.content_usage') = 'null';
select 'usage_before_user_agent_applies_to_no_crawler',
  robots_usage('Content-Usage: train-ai=n
Content-Signal: ai-train=no
User-agent: *
Allow: /', 'x', 'http://h/') ->> '$.content_usage' = '{}'
  and robots_usage('Content-Usage: train-ai=n
Content-Signal: ai-train=no
User-agent: *
Allow: /', 'x', 'http://h/') ->> '$.content_signal' = '{}';
select 'usage_lines_do_not_end_a_run_of_user_agents',
  robots_usage('User-agent: a
Content-Usage: train-ai=n
User-agent: b
Disallow: /x', 'b', 'http://h/y') ->> '$.content_usage' = '{"train-ai":"n"}'
  and robots_allowed('User-agent: a
Content-Usage: train-ai=n
User-agent: b
Disallow: /x', 'a', 'http://h/x') = 0;
select 'usage_named_group_shadows_star',
  robots_usage('User-agent: *
Content-Usage: train-ai=n
Disallow: /private

User-agent: bot
Allow: /', 'bot', 'http://h/') ->> '$.content_usage' = '{}';
select 'usage_group_without_rules_takes_the_next_agents',
  robots_usage('User-agent: *
Content-Usage: train-ai=n

User-agent: bot
Allow: /', 'bot', 'http://h/') ->> '$.content_usage' = '{"train-ai":"n"}';
select 'usage_deciding_lines_listed',
  robots_usage((select txt from f where name='draft'), 'x', 'http://h/ai-ok/a') ->> '$.content_usage_lines' = '[5]';
-- Dictionary rules (RFC 9651).
create temp table d(name, pref, want);
insert into d values
 ('dict_upper_case_key_no_preference', 'Train-ai=n', '{}'),
 ('dict_missing_comma_no_preference', 'train-ai=n search=y', '{}'),
 ('dict_trailing_comma_no_preference', 'train-ai=n,', '{}'),
 ('dict_boolean_ignored', 'train-ai=?0, search=y', '{"search":"y"}'),
 ('dict_bare_key_is_boolean_ignored', 'train-ai, search=n', '{"search":"n"}'),
 ('dict_string_ignored', 'train-ai="n"', '{}'),
 ('dict_other_token_ignored', 'train-ai=no, search=yes', '{}'),
 ('dict_parameters_ignored', 'train-ai=n;q=1;x', '{"train-ai":"n"}'),
 ('dict_inner_list_ignored', 'train-ai=(n y), search=y', '{"search":"y"}'),
 ('dict_duplicate_key_last_wins', 'train-ai=y, train-ai=n', '{"train-ai":"n"}'),
 ('dict_duplicate_key_last_ignored_value_drops', 'train-ai=n, train-ai=?1', '{}'),
 ('dict_ows_after_comma', 'train-ai=n,	 search=y', '{"train-ai":"n","search":"y"}'),
 ('dict_integer_decimal_ignored', 'a=1, b=-2.5, c=y', '{"c":"y"}'),
 ('dict_bad_decimal_no_preference', 'a=1.2345, c=y', '{}'),
 ('dict_byte_sequence_ignored', 'a=:aGk=:, c=n', '{"c":"n"}'),
 ('dict_star_key', '*=n', '{"*":"n"}'),
 ('dict_key_digit_first_no_preference', '1a=n', '{}'),
 ('dict_unterminated_string_no_preference', 'a="x, c=n', '{}'),
 ('dict_empty_is_empty', '', '{}'),
 ('dict_unknown_category_kept', 'genai=n', '{"genai":"n"}'),
 ('dict_space_before_equals_no_preference', 'train-ai =n', '{}'),
 ('dict_space_after_equals_no_preference', 'train-ai= n', '{}'),
 ('dict_empty_value_no_preference', 'train-ai=', '{}'),
 ('dict_empty_value_before_comma_no_preference', 'train-ai=, search=y', '{}'),
 ('dict_space_after_semicolon_allowed', 'train-ai=n; q=1', '{"train-ai":"n"}'),
 ('dict_space_before_semicolon_no_preference', 'train-ai=n ;q=1', '{}'),
 ('dict_tab_before_comma_is_ows', 'train-ai=n' || char(9) || ', search=y', '{"train-ai":"n","search":"y"}'),
 ('dict_tab_inside_member_no_preference', 'train-ai=' || char(9) || 'n', '{}'),
 ('dict_leading_comma_no_preference', ', train-ai=n', '{}'),
 ('dict_double_comma_no_preference', 'train-ai=n,, search=y', '{}'),
 ('dict_key_digits_underscore_dash_dot_star', 'a1_b-c.d*=n, *x=y', '{"a1_b-c.d*":"n","*x":"y"}'),
 ('dict_key_dash_first_no_preference', '-a=n', '{}'),
 ('dict_key_non_ascii_no_preference', 'trainé=n', '{}'),
 ('dict_upper_case_token_ignored', 'a=Y, b=N, c=n', '{"c":"n"}'),
 ('dict_longer_token_ignored', 'a=nn, b=y/x, c=y', '{"c":"y"}'),
 ('dict_date_and_display_string_ignored', 'a=@1659578233, b=%"x", c=n', '{"c":"n"}'),
 ('dict_inner_list_with_parameters_ignored', 'a=(n;x y);q, b=n', '{"b":"n"}'),
 ('dict_unterminated_inner_list_no_preference', 'a=(n, b=n', '{}'),
 ('dict_parameter_upper_case_key_no_preference', 'a=n;Q=1', '{}'),
 ('dict_bare_key_with_parameters_ignored', 'a;q=1, b=n', '{"b":"n"}');
select name, (select robots_usage('User-agent: *
Content-Usage: ' || pref, 'x', 'http://h/') ->> '$.content_usage') = want from d;
select 'usage_crlf_and_cr_line_ends',
  robots_usage('User-agent: *' || char(13,10) || 'Content-Usage: train-ai=n' || char(13,10)
    || 'Content-Usage: /a train-ai=y' || char(13), 'x', 'http://h/a') ->> '$.content_usage' = '{"train-ai":"y"}'
  and robots_usage('User-agent: *' || char(13) || 'Content-Usage: train-ai=n' || char(13)
    || 'Content-Usage: /a train-ai=y', 'x', 'http://h/b') ->> '$.content_usage' = '{"train-ai":"n"}';
select 'usage_value_tabs_around_trimmed',
  robots_usage('User-agent: *' || char(10) || 'Content-Usage:' || char(9) || 'train-ai=n' || char(9),
    'x', 'http://h/b') ->> '$.content_usage' = '{"train-ai":"n"}'
  and robots_usage('User-agent: *' || char(10) || 'Content-Usage: /a' || char(9,9) || 'train-ai=n' || char(9),
    'x', 'http://h/a') ->> '$.content_usage' = '{"train-ai":"n"}';
select 'usage_value_not_starting_with_slash_has_no_path',
  robots_usage('User-agent: *
Content-Usage: a train-ai=n', 'x', 'http://h/a') ->> '$.content_usage' = '{}'
  and robots_usage('User-agent: *
Content-Usage: * train-ai=n', 'x', 'http://h/a') ->> '$.content_usage' = '{}';
select 'usage_unparsable_preference_still_longest_match',
  robots_usage('User-agent: *
Content-Usage: train-ai=n
Content-Usage: /a Train-AI=y', 'x', 'http://h/a') ->> '$.content_usage' = '{}'
  and robots_usage('User-agent: *
Content-Usage: train-ai=n
Content-Usage: /a', 'x', 'http://h/a') ->> '$.content_usage' = '{}';
select 'usage_same_length_different_patterns_combine',
  robots_usage('User-agent: *
Content-Usage: /a* train-ai=n
Content-Usage: /ab train-ai=y, search=y', 'x', 'http://h/ab') ->> '$.content_usage' = '{"train-ai":"n","search":"y"}';
select 'usage_path_matches_query_as_allow',
  robots_usage('User-agent: *
Content-Usage: /a?x train-ai=n', 'x', 'http://h/a?x=1') ->> '$.content_usage' = '{"train-ai":"n"}'
  and robots_usage('User-agent: *
Content-Usage: /a$ train-ai=n', 'x', 'http://h/a?x=1') ->> '$.content_usage' = '{}';
select 'usage_merged_groups_conflict_n_wins_any_order',
  robots_usage('User-agent: a
Content-Usage: train-ai=y

User-agent: a
Content-Usage: train-ai=n', 'a', 'http://h/') ->> '$.content_usage' = '{"train-ai":"n"}'
  and robots_usage('User-agent: a
Content-Usage: train-ai=n

User-agent: a
Content-Usage: train-ai=y', 'a', 'http://h/') ->> '$.content_usage' = '{"train-ai":"n"}';
select 'usage_empty_agent_uses_star_groups',
  robots_usage('User-agent: *
Content-Usage: train-ai=n', '', 'http://h/') ->> '$.content_usage' = '{"train-ai":"n"}';
-- The draft's current example writes the root path explicitly.
select 'draft_explicit_root_path_example',
  (select group_concat(ifnull(robots_usage('User-Agent: *
Allow: /
Disallow: /never/
Content-Usage: / train-ai=n
Content-Usage: /ai-ok/ train-ai=y

User-Agent: ExampleBot
Allow: /
Content-Usage: / train-ai=y', a, 'https://example.com' || p) ->> '$.content_usage', 'null'), ';')
   from (select 'SomeBot' a union all select 'ExampleBot'),
        (select '/test' p union all select '/never/test' union all select '/ai-ok/test'))
  = '{"train-ai":"n"};null;{"train-ai":"y"};{"train-ai":"y"};{"train-ai":"y"};{"train-ai":"y"}';
-- Content-Signal.
select 'signal_label_any_case_values_lower_cased',
  robots_usage('User-agent: *
CONTENT-SIGNAL: Search=YES, AI-Train=No', 'x', 'http://h/') ->> '$.content_signal' = '{"search":"yes","ai-train":"no"}';
select 'signal_no_in_one_merged_group_wins',
  robots_usage('User-agent: a
Content-Signal: ai-train=yes, search=yes
Disallow: /z

User-agent: a
Content-Signal: ai-train=no', 'a', 'http://h/') ->> '$.content_signal' = '{"ai-train":"no","search":"yes"}';
select 'signal_unknown_values_ignored',
  robots_usage('User-agent: *
Content-Signal: search=maybe, ai-input=no, ai-train', 'x', 'http://h/') ->> '$.content_signal' = '{"ai-input":"no"}';
select 'signal_use_any_value',
  robots_usage('User-agent: *
Content-Signal: use=Immediate, search=yes', 'x', 'http://h/') ->> '$.content_signal' = '{"use":"immediate","search":"yes"}';
select 'signal_duplicate_key_in_one_line_no_wins',
  robots_usage('User-agent: *
Content-Signal: ai-train=no, ai-train=yes', 'x', 'http://h/') ->> '$.content_signal' = '{"ai-train":"no"}';
select 'signal_spaces_and_empty_parts',
  robots_usage('User-agent: *
Content-Signal: ,  search = yes ,,' || char(9) || 'ai-input=no,', 'x', 'http://h/') ->> '$.content_signal' = '{"search":"yes","ai-input":"no"}';
select 'signal_use_last_line_of_merged_groups',
  robots_usage('User-agent: a
Content-Signal: use=full
Disallow: /z

User-agent: a
Content-Signal: use=reference', 'a', 'http://h/') ->> '$.content_signal' = '{"use":"reference"}';
select 'signal_value_ends_at_comment',
  robots_usage('User-agent: *
Content-Signal: search=yes # ai-train=no', 'x', 'http://h/') ->> '$.content_signal' = '{"search":"yes"}';
select 'signal_null_when_disallowed',
  json_type(robots_usage('User-agent: *
Content-Signal: search=yes
Disallow: /', 'x', 'http://h/'), '$.content_signal') = 'null';
-- Allow/Disallow answers do not change.
select 'allowed_unchanged_by_usage_lines',
  robots_allowed('User-agent: *
Content-Usage: train-ai=n
Disallow: /a
Content-Signal: search=yes
Allow: /a/b', 'x', 'http://h/a/b') = 1
  and robots_allowed('User-agent: *
Content-Usage: train-ai=n
Disallow: /a', 'x', 'http://h/a') = 0;
-- Arguments.
select 'usage_null_argument_null',
  robots_usage(null, 'x', 'http://h/') is null and robots_usage('', null, 'http://h/') is null
  and robots_usage('', 'x', null) is null;
select 'usage_blob_txt_accepted',
  robots_usage(x'557365722d6167656e743a202a0a436f6e74656e742d55736167653a20747261696e2d61693d6e', 'x', 'http://h/') ->> '$.content_usage' = '{"train-ai":"n"}';
select 'usage_empty_file_allowed',
  robots_usage('', 'x', 'http://h/') = '{"allowed":true,"content_usage":{},"content_signal":{},"content_usage_lines":[],"content_signal_lines":[],"licenses":[]}';
