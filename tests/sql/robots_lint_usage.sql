-- robots_lint: the AI usage lines (Content-Usage, Content-Signal).
-- Check-style: every line must end in |1.
select 'usage_clean_cloudflare_no_rows', (select count(*) from robots_lint('User-agent: *
Content-Signal: search=yes,ai-train=no
Allow: /

User-agent: GPTBot
Disallow: /
')) = 0;
select 'usage_clean_cloudflare_full_managed_file_no_rows', (select count(*) from robots_lint('# As a condition of accessing this website, you agree to abide by the following
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
')) = 0;
select 'usage_clean_draft_explicit_root_path_no_rows', (select count(*) from robots_lint('User-Agent: *
Allow: /
Disallow: /never/
Content-Usage: / train-ai=n
Content-Usage: /ai-ok/ train-ai=y

User-Agent: ExampleBot
Allow: /
Content-Usage: / train-ai=y
')) = 0;
select 'usage_clean_draft_no_rows', (select count(*) from robots_lint('User-Agent: *
Allow: /
Disallow: /never/
Content-Usage: train-ai=n
Content-Usage: /ai-ok/ train-ai=y

User-Agent: ExampleBot
Content-Usage: train-ai=y
Allow: /
')) = 0;
select 'usage_not_dictionary', (select count(*) from robots_lint('User-agent: *
Content-Usage: Train-AI=n
Disallow: /x
') where code='usage-not-dictionary' and severity='error' and line=2) = 1
  and (select count(*) from robots_lint('User-agent: *
Content-Usage: train-ai=n search=y
Disallow: /x
') where code='usage-not-dictionary' and line=2) = 1;
select 'usage_value_invalid', (select count(*) from robots_lint('User-agent: *
Content-Usage: train-ai=no
Disallow: /x
') where code='usage-value-invalid' and severity='warning' and line=2) = 1
  and (select count(*) from robots_lint('User-agent: *
Content-Usage: train-ai
Disallow: /x
') where code='usage-value-invalid') = 1;
select 'signal_invalid_value', (select count(*) from robots_lint('User-agent: *
Content-Signal: search=maybe, ai-train=no
Disallow: /x
') where code='signal-invalid' and line=2) = 1;
select 'signal_invalid_no_equals', (select count(*) from robots_lint('User-agent: *
Content-Signal: search
Disallow: /x
') where code='signal-invalid' and line=2) = 1;
select 'signal_use_any_value_clean', (select count(*) from robots_lint('User-agent: *
Content-Signal: use=immediate, search=yes
Disallow: /x
')) = 0;
select 'usage_before_user_agent', (select count(*) from robots_lint('Content-Signal: ai-train=no
Content-Usage: train-ai=n
User-agent: *
Disallow: /x
') where code='usage-before-user-agent' and severity='error') = 2;
select 'usage_conflict_same_path', (select count(*) from robots_lint('User-agent: *
Content-Usage: /a train-ai=y
Content-Usage: /b train-ai=n
Content-Usage: /a train-ai=n
Disallow: /x
') where code='usage-conflict' and line=4) = 1
  and (select count(*) from robots_lint('User-agent: *
Content-Usage: /a train-ai=y
Disallow: /x

User-agent: b
Content-Usage: /a train-ai=n
Disallow: /x
') where code='usage-conflict') = 0;
select 'usage_conflict_key_twice_in_line_last_counts', (select group_concat(line || ':' || message, ';') from robots_lint('User-agent: *
Content-Usage: /p train-ai=n, train-ai=y
Content-Usage: /q train-ai=n, train-ai=n
Disallow: /x
') where code='usage-conflict') = '2:''train-ai'' is given twice with different values: the last one counts; keep one';
select 'usage_conflict_compares_each_lines_last_value', (select group_concat(line, ',') from robots_lint('User-agent: *
Content-Usage: /p train-ai=y
Content-Usage: /p train-ai=n, train-ai=y
Content-Usage: /p search=n, train-ai=n
Disallow: /x
') where code='usage-conflict') = '3,4'
  and (select message from robots_lint('User-agent: *
Content-Usage: /p train-ai=y
Content-Usage: /p search=n, train-ai=n
Disallow: /x
') where code='usage-conflict') = '''train-ai'' contradicts line 2 for the same path: ''n'' wins; keep one preference per path';
-- A group keeps its first 256 preferences for the check; a line past them
-- is still compared with those, as read.
select 'usage_conflict_checked_past_the_kept_preferences',
  (with recursive k(i) as (select 0 union all select i+1 from k where i<299)
   select group_concat(line, ',') from robots_lint('User-agent: *
Content-Usage: /p ' || (select group_concat('k' || i || '=y', ', ') from k) || '
Content-Usage: /p k299=n, k5=n
Disallow: /x') where code='usage-conflict') = '3';
-- Groups that name the same crawler merge (for Allow/Disallow and for
-- Content-Usage alike), so their preferences for one path can contradict.
select 'usage_conflict_across_groups_naming_the_same_crawler', (select group_concat(line || ':' || message, ';') from robots_lint('User-agent: FooBot
Content-Usage: /a train-ai=y
Allow: /

User-agent: BarBot
User-agent: foobot
Content-Usage: /a train-ai=n, search=y
Disallow: /x
') where code='usage-conflict') = '7:''train-ai'' contradicts line 2 for the same path: both groups name ''foobot'', so they merge and ''n'' wins; keep one preference per path';
select 'usage_conflict_across_groups_not_for_other_crawlers', (select count(*) from robots_lint('User-agent: FooBot
Content-Usage: /a train-ai=y
Allow: /

User-agent: BarBot
Content-Usage: /a train-ai=n
Allow: /

User-agent: *
Content-Usage: /a train-ai=n
Content-Usage: /b train-ai=y
Allow: /

User-agent: FooBot
Content-Usage: /b train-ai=n
Content-Usage: /a train-ai=y
Allow: /
') where code='usage-conflict') = 0;
select 'usage_conflict_across_two_star_groups', (select group_concat(line, ',') from robots_lint('User-agent: *
Content-Usage: /a train-ai=n
Disallow: /x

User-agent: *
Content-Usage: /a train-ai=y
Content-Usage: /b train-ai=y
Disallow: /y
') where code='usage-conflict') = '6';
select 'usage_path_disallowed', (select count(*) from robots_lint('User-agent: *
Disallow: /private/
Content-Usage: /private/data train-ai=y
Content-Usage: /public train-ai=y
') where code='usage-path-disallowed' and line=3) = 1
  and (select count(*) from robots_lint('User-agent: *
Disallow: /private/
Content-Usage: /private/data train-ai=y
') where code='usage-path-disallowed' and line<>3) = 0;
select 'usage_lines_not_unknown_key', (select count(*) from robots_lint('User-agent: *
Content-Usage: train-ai=n
Content-Signal: search=yes
Disallow: /x
') where code='unknown-key') = 0;
-- Labels outside draft-ietf-aipref-vocab-08 (train-ai, ai-use, search) and
-- Content Signals (search, ai-input, ai-train, use) are reported as ignored.
select 'usage_label_unknown_vocab08_labels_known', (select count(*) from robots_lint('User-agent: *
Content-Usage: train-ai=n, ai-use=y, search=y
Content-Signal: search=yes, ai-input=no, ai-train=no, use=reference
Disallow: /x
') where code='usage-label-unknown') = 0;
select 'usage_label_unknown_earlier_drafts', (select group_concat(line || ':' || message, ';') from robots_lint('User-agent: *
Content-Usage: train-genai=n
Content-Usage: bots=n
Content-Usage: all=n, train-ai=y
Content-Usage: ai-train=n
Disallow: /x
') where code='usage-label-unknown') =
  '2:''train-genai'' is not a label of draft-ietf-aipref-vocab: it is ignored; earlier drafts'' label: write train-ai;'
  || '3:''bots'' is not a label of draft-ietf-aipref-vocab: it is ignored; earlier drafts'' category: state train-ai, ai-use and search;'
  || '4:''all'' is not a label of draft-ietf-aipref-vocab: it is ignored; earlier drafts'' category: state train-ai, ai-use and search;'
  || '5:''ai-train'' is not a label of draft-ietf-aipref-vocab: it is ignored; Content Signals'' key: in Content-Usage write train-ai';
select 'usage_label_unknown_content_signal_key', (select group_concat(line, ',') from robots_lint('User-agent: *
Content-Signal: train-ai=no
Content-Signal: AI-Train=no, Search=yes
Disallow: /x
') where code='usage-label-unknown') = '2';
select 'usage_label_unknown_severity_warning', (select severity from robots_lint('User-agent: *
Content-Usage: bots=n
Disallow: /x
') where code='usage-label-unknown') = 'warning';
-- Content-Signal: =no has a '=' but no key.
select 'signal_invalid_empty_key_message', (select message from robots_lint('User-agent: *
Content-Signal: =no
Disallow: /x
') where code='signal-invalid') = '''=no'' has no key before ''='': it is ignored; write key=value, e.g. ''ai-train=no''';
-- A usage line between user-agent lines that Google merges reaches them all.
select 'usage_merged_groups_reaches_every_crawler', (select line || ':' || message from robots_lint('User-agent: PartnerBot
Content-Usage: train-ai=y

User-agent: *
Disallow: /private/
') where code='usage-merged-groups') = '2:user-agent line 4 after this content-usage line joins the same group (no allow or disallow comes between), so the line reaches ''PartnerBot'', ''*'' (''*'': every crawler no other group names); end the group above with an allow or disallow line, or move this line below the last user-agent line';
select 'usage_merged_groups_example_is_what_robots_usage_answers',
  robots_usage_allows('User-agent: PartnerBot
Content-Usage: train-ai=y

User-agent: *
Disallow: /private/
', 'AnyBot', 'http://h/', 'train-ai') = 1;
select 'usage_merged_groups_signal_names_listed', (select group_concat(line, ',') from robots_lint('User-agent: a
User-agent: b
Content-Signal: ai-train=no
User-agent: c
User-agent: d
User-agent: e
User-agent: f
Disallow: /
') where code='usage-merged-groups' and message like '%reaches ''a'', ''b'', ''c'', ''d'' and 2 more;%') = '3';
select 'usage_merged_groups_not_after_last_user_agent', (select count(*) from robots_lint('User-agent: a
User-agent: b
Content-Usage: train-ai=n
Disallow: /x

User-agent: c
Content-Signal: ai-train=no
Allow: /
') where code='usage-merged-groups') = 0;
