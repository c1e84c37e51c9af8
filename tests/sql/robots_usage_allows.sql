-- robots_usage_allows(txt, agent, url, purpose): 1, 0 or NULL for one purpose
-- (draft-ietf-aipref-vocab-08 labels train-ai, ai-use, search; Content Signals'
-- ai-train, ai-input).  Check-style: every line must end in |1.
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

-- draft-ietf-aipref-attach's example, answer by answer as its text gives them.
select 'allows_draft_example_crawlable_train_ai_n',
  robots_usage_allows((select txt from f where name='draft'), 'SomeBot', 'https://example.com/test', 'train-ai') = 0;
select 'allows_draft_example_never_not_crawlable_zero',
  robots_usage_allows((select txt from f where name='draft'), 'SomeBot', 'https://example.com/never/test', 'train-ai') = 0
  and robots_usage_allows((select txt from f where name='draft'), 'SomeBot', 'https://example.com/never/test', 'search') = 0;
select 'allows_draft_example_ai_ok_train_ai_y',
  robots_usage_allows((select txt from f where name='draft'), 'SomeBot', 'https://example.com/ai-ok/test', 'train-ai') = 1;
select 'allows_draft_example_examplebot_train_ai_y',
  robots_usage_allows((select txt from f where name='draft'), 'ExampleBot', 'https://example.com/never/test', 'train-ai') = 1;
select 'allows_draft_example_other_purposes_unknown',
  robots_usage_allows((select txt from f where name='draft'), 'SomeBot', 'https://example.com/test', 'search') is null
  and robots_usage_allows((select txt from f where name='draft'), 'SomeBot', 'https://example.com/test', 'ai-use') is null;
-- Cloudflare's managed robots.txt: search=yes, ai-train=no for every crawler
-- it lets in, ai-input unstated; the AI crawlers it names may not fetch.
select 'allows_cloudflare_managed_file',
  (select group_concat(a || ':' || p || '=' || ifnull(robots_usage_allows(txt, a, 'https://example.com/news/1', p), 'null'), ';')
   from f, (select 'Googlebot' a union all select 'GPTBot'),
           (select 'search' p union all select 'ai-train' union all select 'ai-input')
   where name='cloudflare_full')
  = 'Googlebot:search=1;Googlebot:ai-train=0;Googlebot:ai-input=null;GPTBot:search=0;GPTBot:ai-train=0;GPTBot:ai-input=0';
-- The two vocabularies name the same purposes.
select 'allows_content_signal_names_are_vocabulary_purposes',
  robots_usage_allows('User-agent: *
Content-Signal: ai-train=no, ai-input=yes', 'x', 'http://h/', 'train-ai') = 0
  and robots_usage_allows('User-agent: *
Content-Signal: ai-train=no, ai-input=yes', 'x', 'http://h/', 'ai-use') = 1
  and robots_usage_allows('User-agent: *
Content-Usage: train-ai=n, ai-use=y', 'x', 'http://h/', 'ai-train') = 0
  and robots_usage_allows('User-agent: *
Content-Usage: train-ai=n, ai-use=y', 'x', 'http://h/', 'ai-input') = 1;
select 'allows_each_source_reads_its_own_labels',
  robots_usage_allows('User-agent: *
Content-Usage: ai-train=n, ai-input=n', 'x', 'http://h/', 'train-ai') is null
  and robots_usage_allows('User-agent: *
Content-Signal: train-ai=no, ai-use=no', 'x', 'http://h/', 'ai-use') is null;
-- Any no gives 0, else any yes gives 1 (vocab-08's combining rule).
select 'allows_any_no_wins_across_sources',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai=y
Content-Signal: ai-train=no', 'x', 'http://h/', 'train-ai') = 0
  and robots_usage_allows('User-agent: *
Content-Usage: train-ai=n
Content-Signal: ai-train=yes', 'x', 'http://h/', 'train-ai') = 0;
select 'allows_any_no_wins_across_signal_lines',
  robots_usage_allows('User-agent: *
Content-Signal: search=yes
Content-Signal: search=no', 'x', 'http://h/', 'search') = 0;
select 'allows_yes_from_either_source',
  robots_usage_allows('User-agent: *
Content-Signal: ai-train=yes', 'x', 'http://h/', 'train-ai') = 1
  and robots_usage_allows('User-agent: *
Content-Usage: train-ai=y', 'x', 'http://h/', 'ai-train') = 1;
select 'allows_identical_paths_combine_n_wins',
  robots_usage_allows('User-agent: *
Content-Usage: /p train-ai=y
Content-Usage: /p train-ai=n', 'x', 'http://h/p', 'train-ai') = 0;
-- The longest matching Content-Usage rule decides; shorter ones are not read.
select 'allows_longest_content_usage_rule_decides',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai=n
Content-Usage: /ok/ train-ai=y', 'x', 'http://h/ok/a', 'train-ai') = 1
  and robots_usage_allows('User-agent: *
Content-Usage: train-ai=n
Content-Usage: /ok/ search=y', 'x', 'http://h/ok/a', 'train-ai') is null;
-- A dictionary's duplicate key keeps its last value; only the tokens y and n count.
select 'allows_dictionary_duplicate_key_last_value',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai=n, train-ai=y', 'x', 'http://h/', 'train-ai') = 1;
select 'allows_values_other_than_y_n_unknown',
  (select count(*) from (select 'train-ai' v union all select 'train-ai=?1' union all select 'train-ai="n"'
                         union all select 'train-ai=no' union all select 'train-ai=1'
                         union all select 'train-ai=(n)' union all select 'Train-AI=n')
   where robots_usage_allows('User-agent: *
Content-Usage: ' || v, 'x', 'http://h/', 'train-ai') is null) = 7;
select 'allows_parameters_ignored',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai=n;v=1', 'x', 'http://h/', 'train-ai') = 0;
-- Labels outside vocab-08 state no purpose.
select 'allows_earlier_draft_labels_ignored',
  robots_usage_allows('User-agent: *
Content-Usage: train-genai=n, bots=n, all=n, ai-output=n', 'x', 'http://h/', 'train-ai') is null;
-- Search: a search crawler reads only search (vocab-08: the search category
-- overrides the others for the processing internal to search).
select 'allows_search_overrides_reads_only_search',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai=n, ai-use=n, search=y', 'x', 'http://h/', 'search') = 1
  and robots_usage_allows('User-agent: *
Content-Usage: train-ai=n, ai-use=n', 'x', 'http://h/', 'search') is null
  and robots_usage_allows('User-agent: *
Content-Usage: search=y', 'x', 'http://h/', 'train-ai') is null;
-- Content-Signal's use= says how much may be kept, not a purpose.
select 'allows_content_signal_use_states_no_purpose',
  (select count(*) from (select 'search' p union all select 'train-ai' union all select 'ai-use')
   where robots_usage_allows('User-agent: *
Content-Signal: use=reference', 'x', 'http://h/', p) is null) = 3;
select 'allows_content_signal_case_insensitive',
  robots_usage_allows('User-agent: *
Content-Signal: AI-Train=NO', 'x', 'http://h/', 'train-ai') = 0;
-- Groups: chosen and merged as for allow/disallow.
select 'allows_named_group_shadows_star',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai=n
Disallow: /private/

User-agent: bot
Allow: /', 'bot', 'http://h/', 'train-ai') is null;
select 'allows_usage_line_does_not_end_a_run_of_user_agents',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai=n

User-agent: bot
Allow: /', 'bot', 'http://h/', 'train-ai') = 0;
select 'allows_before_user_agent_applies_to_no_crawler',
  robots_usage_allows('Content-Signal: ai-train=no
User-agent: *
Allow: /', 'x', 'http://h/', 'train-ai') is null;
select 'allows_full_user_agent_header_reduced',
  robots_usage_allows((select txt from f where name='draft'),
    'Mozilla/5.0 (compatible; ExampleBot/1.0; +https://example.com/bot)',
    'https://example.com/test', 'train-ai') = 1;
select 'allows_no_file_no_preference',
  robots_usage_allows('', 'x', 'http://h/', 'search') is null;
select 'allows_null_argument_null',
  robots_usage_allows(null, 'x', 'http://h/', 'search') is null
  and robots_usage_allows('', null, 'http://h/', 'search') is null
  and robots_usage_allows('', 'x', null, 'search') is null
  and robots_usage_allows('', 'x', 'http://h/', null) is null;
select 'allows_agrees_with_robots_usage',
  (select count(*) from f, (select 'Googlebot' a union all select 'GPTBot' union all select 'ExampleBot'),
     (select '/test' p union all select '/never/test' union all select '/ai-ok/test')
   where coalesce(robots_usage_allows(txt, a, 'https://example.com' || p, 'train-ai'), -1)
      <> case when robots_usage(txt, a, 'https://example.com' || p) ->> '$.allowed' = 0 then 0
              when robots_usage(txt, a, 'https://example.com' || p) ->> '$.content_usage.train-ai' = 'n'
                or robots_usage(txt, a, 'https://example.com' || p) ->> '$.content_signal.ai-train' = 'no' then 0
              when robots_usage(txt, a, 'https://example.com' || p) ->> '$.content_usage.train-ai' = 'y'
                or robots_usage(txt, a, 'https://example.com' || p) ->> '$.content_signal.ai-train' = 'yes' then 1
              else -1 end) = 0;
-- draft-ietf-aipref-vocab-08's own examples, each as its text reads it.
select 'vocab08_example_allow_training_disallow_search',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai=y, search=n', 'x', 'http://h/', 'train-ai') = 1
  and robots_usage_allows('User-agent: *
Content-Usage: train-ai=y, search=n', 'x', 'http://h/', 'search') = 0
  and robots_usage_allows('User-agent: *
Content-Usage: train-ai=y, search=n', 'x', 'http://h/', 'ai-use') is null
  and robots_usage_header('train-ai=y, search=n') = '{"train-ai":"y","search":"n"}';
select 'vocab08_example_duplicates_make_all_unknown',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai=y, train-ai, search=n, search="n"', 'x', 'http://h/', 'train-ai') is null
  and robots_usage_allows('User-agent: *
Content-Usage: train-ai=y, train-ai, search=n, search="n"', 'x', 'http://h/', 'search') is null
  and robots_usage_header('train-ai=y, train-ai, search=n, search="n"') = '{}';
select 'vocab08_example_parameters_of_the_last_value_only',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai;allow=n, train-ai=y', 'x', 'http://h/', 'train-ai') = 1
  and robots_usage_header('train-ai;allow=n, train-ai=y') = '{"train-ai":"y"}';
select 'vocab08_example_parameters_preference_unknown',
  robots_usage_allows('User-agent: *
Content-Usage: train-ai;has;parameters="?"', 'x', 'http://h/', 'train-ai') is null
  and robots_usage_header('train-ai;has;parameters="?"') = '{}';
select 'vocab08_uppercase_key_fails_the_parse',
  robots_usage_allows('User-agent: *
Content-Usage: Train-AI=n, search=n', 'x', 'http://h/', 'search') is null;
