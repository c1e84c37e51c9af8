-- robots_crawl_delay reads records as the crawlers that honour crawl-delay
-- (Bingbot, YandexBot, Seznam...) do: a Crawl-delay belongs to the
-- user-agent lines just above it; a user-agent line after it starts a new
-- record.  (Google ignores crawl-delay; robots_allowed keeps Google's
-- groups, where both agents below would share one group.)
select 'crawl_delay_belongs_to_the_agents_above_it',
  robots_crawl_delay('User-agent: bingbot' || char(10) || 'Crawl-delay: 1' || char(10)
    || 'User-agent: msnbot' || char(10) || 'Crawl-delay: 2', 'msnbot') = 2.0;
select 'crawl_delay_first_record_keeps_its_value',
  robots_crawl_delay('User-agent: bingbot' || char(10) || 'Crawl-delay: 1' || char(10)
    || 'User-agent: msnbot' || char(10) || 'Crawl-delay: 2', 'bingbot') = 1.0;
select 'crawl_delay_record_of_several_agents',
  robots_crawl_delay('User-agent: a' || char(10) || 'User-agent: b' || char(10)
    || 'Crawl-delay: 3', 'b') = 3.0;
select 'crawl_delay_named_record_without_delay_gives_null',
  robots_crawl_delay('User-agent: *' || char(10) || 'Crawl-delay: 5' || char(10)
    || 'User-agent: bingbot' || char(10) || 'Disallow: /x', 'bingbot') is null;
select 'crawl_delay_star_record_when_not_named',
  robots_crawl_delay('User-agent: *' || char(10) || 'Crawl-delay: 5' || char(10)
    || 'User-agent: bingbot' || char(10) || 'Crawl-delay: 1', 'yandex') = 5.0;
select 'crawl_delay_first_valid_value_of_the_record',
  robots_crawl_delay('User-agent: x' || char(10) || 'Crawl-delay: soon' || char(10)
    || 'Crawl-delay: 7', 'x') = 7.0;
select 'crawl_delay_many_digits_exact',
  robots_crawl_delay('User-agent: *' || char(10) || 'Crawl-delay: 1.0000000000000000', 'x') = 1.0;
select 'crawl_delay_tiny_value_correctly_rounded',
  robots_crawl_delay('User-agent: *' || char(10) || 'Crawl-delay: 0.0000001', 'x') = 1e-7;
select 'crawl_delay_leading_point',
  robots_crawl_delay('User-agent: *' || char(10) || 'Crawl-delay: .5', 'x') = 0.5;
select 'crawl_delay_not_a_decimal_ignored',
  robots_crawl_delay('User-agent: *' || char(10) || 'Crawl-delay: 1e3', 'x') is null
  and robots_crawl_delay('User-agent: *' || char(10) || 'Crawl-delay: -1', 'x') is null;
select 'robots_allowed_keeps_googles_groups',
  robots_allowed('User-agent: bingbot' || char(10) || 'Crawl-delay: 1' || char(10)
    || 'User-agent: msnbot' || char(10) || 'Disallow: /x', 'bingbot', '/x') = 0;
-- robots_explain says when '*' groups were ignored for a crawler with its own.
select 'explain_says_star_ignored_for_own_group',
  json_extract(robots_explain('User-agent: *' || char(10) || 'Disallow: /' || char(10)
    || 'User-agent: Googlebot' || char(10) || 'Disallow: /private', 'Googlebot', '/x'),
    '$.star_ignored') = 1;
select 'explain_star_not_ignored_when_used',
  json_extract(robots_explain('User-agent: *' || char(10) || 'Disallow: /', 'Googlebot', '/x'),
    '$.star_ignored') = 0;
select 'explain_star_not_ignored_when_absent',
  json_extract(robots_explain('User-agent: Googlebot' || char(10) || 'Disallow: /p', 'Googlebot', '/x'),
    '$.star_ignored') = 0;
