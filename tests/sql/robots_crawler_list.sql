-- robots_crawler_list: the built-in crawler table with each crawler's
-- purpose.  Check-style: every line must end in |1.
select 'crawler_list_every_crawler_has_a_purpose',
  (select count(*) from robots_crawler_list where purpose is null) = 0;
select 'crawler_list_purposes_from_the_vocabulary',
  (select count(*) from robots_crawler_list where purpose not in
   ('search','ai-train','ai-input','ads','preview','feed','seo','monitoring','archive','user','other')) = 0;
select 'crawler_list_patterns_unique',
  (select count(pattern) from robots_crawler_list) = (select count(distinct lower(pattern)) from robots_crawler_list);
select 'crawler_list_known_purposes',
  (select group_concat(token || '=' || purpose, ',') from robots_crawler_list
   where token in ('Googlebot','GPTBot','ChatGPT-User','AhrefsBot','ia_archiver','facebookexternalhit')
   order by token) is not null
  and (select purpose from robots_crawler_list where token='Googlebot') = 'search'
  and (select purpose from robots_crawler_list where token='GPTBot') = 'ai-train'
  and (select purpose from robots_crawler_list where token='ChatGPT-User') = 'ai-input'
  and (select purpose from robots_crawler_list where token='AhrefsBot') = 'seo'
  and (select purpose from robots_crawler_list where token='ia_archiver') = 'archive'
  and (select purpose from robots_crawler_list where token='facebookexternalhit') = 'preview';
select 'crawler_list_robots_txt_only_tokens',
  (select count(*) from robots_crawler_list where token in ('Google-Extended','Applebot-Extended')
   and pattern is null and purpose='ai-train') = 2;
select 'crawler_list_joins_robots_agent',
  (select l.purpose from robots_crawler_list l
   where l.token = robots_agent('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)')) = 'ai-train';
