-- RSL's License: line in robots.txt: global like Sitemap (a line inside a
-- group still applies to the whole site), listed by robots_usage_rules (kind
-- license) and in robots_usage's JSON (licenses), linted.  Check-style.
select 'license_listed_in_robots_usage',
  robots_usage('License: https://example.com/license.xml
User-agent: *
Disallow: /private/', 'x', 'https://example.com/a') ->> '$.licenses' = '["https://example.com/license.xml"]';
select 'license_listed_when_url_disallowed',
  robots_usage('License: https://example.com/license.xml
User-agent: *
Disallow: /private/', 'x', 'https://example.com/private/a') ->> '$.licenses' = '["https://example.com/license.xml"]';
select 'license_inside_group_is_global',
  robots_usage('User-agent: a
License: https://example.com/a.xml
Disallow: /x

User-agent: b
Disallow: /y', 'b', 'https://example.com/') ->> '$.licenses' = '["https://example.com/a.xml"]';
select 'license_all_lines_file_order',
  robots_usage('License: https://e.com/1.xml
User-agent: *
License: https://e.com/2.xml
Disallow: /', 'x', 'https://e.com/') ->> '$.licenses' = '["https://e.com/1.xml","https://e.com/2.xml"]';
select 'license_key_any_case',
  robots_usage('LICENSE: https://e.com/1.xml', 'x', 'https://e.com/') ->> '$.licenses' = '["https://e.com/1.xml"]';
select 'license_none_empty_list',
  robots_usage('User-agent: *
Disallow: /', 'x', 'https://e.com/') ->> '$.licenses' = '[]';
select 'license_does_not_end_a_run_of_user_agents',
  robots_allowed('User-agent: a
License: https://e.com/1.xml
User-agent: b
Disallow: /x', 'a', 'https://e.com/x') = 0;
select 'license_rules_row_group_zero_no_key',
  (select group_concat(group_id || '|' || kind || '|' || quote(path) || '|' || quote(key) || '|' || value || '|' || line, ';')
   from robots_usage_rules('User-agent: *
License: https://e.com/l.xml
Content-Signal: ai-train=no
Disallow: /x')) = '0|license|NULL|NULL|https://e.com/l.xml|2;1|content-signal|NULL|''ai-train''|no|3';
select 'license_rules_row_for_every_agent',
  (select count(*) from robots_usage_rules('User-agent: a
License: https://e.com/l.xml
Disallow: /x', 'someone-else') where kind = 'license') = 1;
select 'license_not_unknown_key',
  (select count(*) from robots_lint('License: https://e.com/l.xml
User-agent: *
Disallow: /x') where code = 'unknown-key') = 0;
select 'license_not_absolute_linted',
  (select group_concat(line, ',') from robots_lint('License: /license.xml
License: ftp://e.com/l.xml
License: https://e.com/l.xml
License: https:///l.xml
License:
User-agent: *
Disallow: /x') where code = 'license-not-absolute') = '1,2,4,5';
select 'license_in_group_linted_info',
  (select group_concat(line || ':' || severity, ',') from robots_lint('License: https://e.com/0.xml
User-agent: *
License: https://e.com/l.xml
Disallow: /x') where code = 'license-in-group') = '3:info';
