-- The what-if functions: robots_flip, robots_usage_flip and robots_diff
-- compare two versions of a robots.txt.  Check-style: every line must end
-- in |1.
create temp table v(name text primary key, txt text);
insert into v values ('live', 'User-agent: *
Disallow: /private
Allow: /private/open

User-agent: GPTBot
User-agent: CCBot
Disallow: /
');
insert into v values ('draft', 'User-agent: *
Disallow: /private
Allow: /private/open
Disallow: /search

User-agent: CCBot
Disallow: /
');
create temp table urls(url text);
insert into urls values ('https://example.com/'), ('https://example.com/search?q=a'),
  ('https://example.com/private/x'), ('https://example.com/private/open/y'),
  ('https://example.com/blog/post');
create temp table bots(agent text);
insert into bots values ('Googlebot'), ('GPTBot'), ('CCBot'), ('Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)');
-- robots_flip is NULL exactly when robots_allowed agrees on both versions.
select 'flip_null_exactly_when_verdicts_agree', count(*) = 0
  from v o, v n, urls, bots
  where o.name = 'live' and n.name = 'draft'
    and (robots_flip(o.txt, n.txt, bots.agent, urls.url) is null)
      <> (robots_allowed(o.txt, bots.agent, urls.url) = robots_allowed(n.txt, bots.agent, urls.url));
select 'flip_before_after_are_the_verdicts', count(*) = 0
  from v o, v n, urls, bots,
       (select robots_flip(o2.txt, n2.txt, b2.agent, u2.url) j, b2.agent a, u2.url u
          from v o2, v n2, urls u2, bots b2 where o2.name = 'live' and n2.name = 'draft') f
  where o.name = 'live' and n.name = 'draft' and f.a = bots.agent and f.u = urls.url
    and f.j is not null
    and (f.j ->> '$.before' <> robots_allowed(o.txt, bots.agent, urls.url)
      or f.j ->> '$.after' <> robots_allowed(n.txt, bots.agent, urls.url));
select 'flip_gptbot_opened_by_leaving_its_group',
  robots_flip((select txt from v where name = 'live'), (select txt from v where name = 'draft'),
              'GPTBot', 'https://example.com/blog/post')
  = '{"before":false,"after":true,"old":{"allowed":false,"agent":"GPTBot","path":"/blog/post","specific":true,"star_ignored":true,"group":[5],"rule":"disallow","pattern":"/","line":7},"new":{"allowed":true,"agent":"GPTBot","path":"/blog/post","specific":false,"star_ignored":false,"group":[1],"rule":null,"pattern":null,"line":null}}';
select 'flip_names_the_new_rule',
  robots_flip((select txt from v where name = 'live'), (select txt from v where name = 'draft'),
              'Googlebot', 'https://example.com/search?q=a') ->> '$.new.line' = 4;
select 'flip_is_json', json_valid(robots_flip('', 'User-agent: *
Disallow: /', 'a', '/'));
select 'flip_null_argument_null', robots_flip(null, '', 'a', '/') is null
  and robots_flip('', null, 'a', '/') is null and robots_flip('', '', null, '/') is null
  and robots_flip('', '', 'a', null) is null;
select 'flip_blob_versions_read_as_bytes',
  robots_flip(x'', x'557365722d6167656e743a202a0a446973616c6c6f773a202f', 'a', '/') ->> '$.after' = 0;
-- robots_usage_flip: the usage answer, without its line lists.
select 'usage_flip_preference_changed',
  robots_usage_flip('User-agent: *
Content-Usage: train-ai=y', 'User-agent: *
Content-Usage: train-ai=n', 'GPTBot', '/a') ->> '$.after.content_usage.train-ai' = 'n';
select 'usage_flip_null_when_lines_only_move',
  robots_usage_flip('User-agent: *
Content-Usage: train-ai=n', '# moved

User-agent: *
Content-Usage: train-ai=n', 'GPTBot', '/a') is null;
select 'usage_flip_blocked_url_changes_allowed',
  robots_usage_flip('User-agent: *
Allow: /', 'User-agent: *
Disallow: /x', 'ClaudeBot', '/x/y') ->> '$.before.allowed' = 1;
select 'usage_flip_null_argument_null', robots_usage_flip('', '', 'a', null) is null;
-- robots_diff: rows only where a decision can change.
select 'diff_no_rows_for_identical_files',
  (select count(*) from robots_diff((select txt from v where name = 'live'),
                                    (select txt from v where name = 'live'))) = 0;
select 'diff_gptbot_regrouped',
  (select count(*) from robots_diff((select txt from v where name = 'live'),
                                    (select txt from v where name = 'draft'))
    where agent = 'GPTBot' and change = 'regrouped' and old_line = 5 and new_line = 1) = 1;
select 'diff_crawler_argument_one_crawler',
  (select group_concat(distinct agent) from robots_diff((select txt from v where name = 'live'),
                                    (select txt from v where name = 'draft'), 'gptbot/1.0')) = 'gptbot';
select 'diff_null_argument_no_rows',
  (select count(*) from robots_diff(null, 'User-agent: *
Disallow: /')) = 0
  and (select count(*) from robots_diff('', 'User-agent: *
Disallow: /', null)) = 0;
select 'diff_correlated_join',
  (select count(*) from v o, v n, robots_diff(o.txt, n.txt) d
    where o.name = 'live' and n.name = 'draft') = 6;
select 'diff_every_flip_rule_in_diff', count(*) = 0
  from urls, bots,
       (select txt from v where name = 'live') o, (select txt from v where name = 'draft') n
  where robots_flip(o.txt, n.txt, bots.agent, urls.url) is not null
    and coalesce(robots_flip(o.txt, n.txt, bots.agent, urls.url) ->> '$.new.line',
                 robots_flip(o.txt, n.txt, bots.agent, urls.url) ->> '$.old.line') not in
        (select coalesce(new_line, old_line) from robots_diff(o.txt, n.txt, bots.agent));
-- License lines (RSL): a row for every crawler when one is added, removed
-- or changed; none when one only moves or is spelled another way.
select 'diff_license_added_for_every_crawler',
  (select group_concat(agent || ':' || new_line || ':' || new_value, ' ')
     from robots_diff('User-agent: GPTBot
Disallow: /', 'User-agent: GPTBot
Disallow: /
License: https://example.com/license.xml') where rule = 'license')
  = '*:3:https://example.com/license.xml GPTBot:3:https://example.com/license.xml';
select 'diff_license_changed_removed_and_added',
  (select group_concat(change, ',') from robots_diff('License: https://a.example/l.xml',
     'License: https://b.example/l.xml') where rule = 'license') = 'removed,added';
select 'diff_license_moved_and_respelt_no_row',
  (select count(*) from robots_diff('License: https://example.com/license.xml
User-agent: *
Disallow: /x', 'User-agent: *
Disallow: /x
LICENSE: HTTPS://Example.COM:443/license%2Exml#terms')) = 0;
select 'usage_flip_license_respelt_null',
  robots_usage_flip('License: https://example.com/license.xml', 'License: https://EXAMPLE.com/license.xml
License: https://example.com/license.xml', 'GPTBot', '/a') is null;
-- A crawler moved between named groups is regrouped; the others are not.
select 'diff_named_group_move_regrouped',
  (select group_concat(agent || ':' || old_line || ':' || new_line || ':' || old_value || ':' || new_value, ' ')
     from robots_diff('User-agent: GPTBot
User-agent: CCBot
Disallow: /

User-agent: Googlebot
Allow: /', 'User-agent: CCBot
Disallow: /

User-agent: Googlebot
User-agent: GPTBot
Allow: /') where change = 'regrouped') = 'GPTBot:1:4:GPTBot:Googlebot';
select 'diff_group_gaining_crawler_not_regrouped',
  (select count(*) from robots_diff('User-agent: GPTBot
User-agent: CCBot
Disallow: /', 'User-agent: GPTBot
User-agent: CCBot
User-agent: ClaudeBot
Disallow: /
Allow: /news/') where change = 'regrouped' and agent <> 'ClaudeBot') = 0;
