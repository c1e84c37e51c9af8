-- access_log_entries and robots_rules, described once in the catalog.
-- The agent column of a log is robots_agent(user_agent) by the built-in
-- rules, also when headers repeat (the engine keeps the answers of recent
-- headers by content): 3,000 lines of headers that repeat, differ by a
-- byte, name generic crawlers (a token cut from the header itself), carry
-- a 70-byte token, or are longer than the headers kept.
with recursive n(i) as (select 1 union all select i+1 from n where i < 3000),
  log(t) as (select group_concat('1.2.3.4 - - [01/Jan/2024:00:00:00 +0000] "GET / HTTP/1.1" 200 5 "-" "'
    || case i % 6
         when 0 then 'Mozilla/5.0 (compatible; Crawl' || (i % 700) || 'bot/1.0)'
         when 1 then 'Googlebot/2.' || (i % 300)
         when 2 then 'Mozilla/5.0 (X11; Linux x86_64) Firefox/' || (i % 50)
         when 3 then printf('%.300c', 'x') || ' bingbot/2.0'
         when 4 then 'Mozilla/5.0 (compatible; ' || printf('%.70c', 'a') || 'bot/' || (i % 3) || ')'
         else 'GPTBot/1.' || (i % 2) end || '"', char(10)) from n)
select 'access_log_agent_is_robots_agent_of_user_agent_for_repeated_headers',
       count(*) = 3000 and sum(agent is not robots_agent(user_agent)) = 0
       and count(agent) > 2000
  from log, access_log_entries(log.t);
-- A NULL log gives no rows (the format is not read); a NULL format is auto.
select 'access_log_null_log_no_rows_even_with_a_bad_format',
  (select count(*) from access_log_entries(null, 'fancy')) = 0;
select 'access_log_null_format_is_auto',
  (select status from access_log_entries('1 - - [01/Jan/2024:00:00:00 +0000] "GET / HTTP/1.1" 200 5', null)) = 200;
-- robots_rules' argument agent clashes with its column agent: the hidden
-- column is arg_agent (an argument named like a column gets "arg_" first).
select 'robots_rules_hidden_columns_txt_and_arg_agent',
  (select group_concat(name, ',') from pragma_table_xinfo('robots_rules') where hidden)
  = 'txt,arg_agent';
select 'robots_rules_arg_agent_as_a_constraint',
  (select group_concat(agent || ':' || path, ',') from robots_rules
    where txt = 'User-agent: a
Disallow: /x

User-agent: b
Allow: /y' and arg_agent = 'b') = 'b:/y';
select 'robots_rules_agent_column_filters_rows_not_the_argument',
  (select count(*) from robots_rules('User-agent: a
Disallow: /x

User-agent: b
Allow: /y') where agent = 'a') = 1;
select 'access_log_hidden_columns_log_and_format',
  (select group_concat(name, ',') from pragma_table_xinfo('access_log_entries') where hidden)
  = 'log,format';
