-- robots_agent(user_agent_header): the crawler token of a User-Agent header.
select 'googlebot', robots_agent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)') = 'Googlebot';
select 'googlebot_image_first', robots_agent('Googlebot-Image/1.0') = 'Googlebot-Image';
select 'adsbot_mobile_first', robots_agent('Mozilla/5.0 (iPhone) (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)') = 'AdsBot-Google-Mobile';
select 'bingbot', robots_agent('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)') = 'bingbot';
select 'gptbot', robots_agent('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)') = 'GPTBot';
select 'applebot', robots_agent('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)') = 'Applebot';
select 'facebookexternalhit', robots_agent('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)') = 'facebookexternalhit';
select 'yandex_family', robots_agent('Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)') = 'YandexImages';
select 'generic_bot_suffix', robots_agent('Mozilla/5.0 (compatible; ExampleBot/1.0; +https://example.com/bot)') = 'ExampleBot';
select 'chrome_null', robots_agent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36') is null;
select 'firefox_null', robots_agent('Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0') is null;
select 'null_gives_null', robots_agent(null) is null;
select 'token_works_with_robots_txt_groups', robots_agent('Mozilla/5.0 (compatible; Googlebot/2.1)') = 'Googlebot';
-- Daum (Kakao), Korea's second portal: both its crawlers are crawlers.
select 'daum_crawler_is_a_crawler',
  robots_agent('Mozilla/5.0 (compatible; Daum/4.1; +http://cs.daum.net/faq/15/4118.html?faqId=28966)') = 'Daum';
select 'daumoa_crawler_is_a_crawler',
  robots_agent('Mozilla/5.0 (compatible; MSIE or Firefox mutant; not on Windows server;) Daumoa 4.0') = 'Daumoa';
-- A crawler the table lacks: its product token, as robots.txt groups name it.
select 'product_token_of_a_library', robots_agent('curl/8.5.0') = 'curl'
  and robots_agent('Wget/1.20.3 (linux-gnu)') = 'Wget'
  and robots_agent('python-requests/2.31.0') = 'python-requests'
  and robots_agent('Python-urllib/3.11') = 'Python-urllib';
select 'product_token_after_compatible',
  robots_agent('Mozilla/5.0 (compatible; 008/0.83; http://www.80legs.com/webcrawler.html) Gecko/2008032620') = '008';
select 'product_token_bare_name', robots_agent('newspaper/0.9.1') = 'newspaper';
select 'browser_words_never_a_token',
  robots_agent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0') is null
  and robots_agent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1') is null;
select 'product_token_meets_robots_txt_group',
  robots_allowed('User-agent: Wget' || char(10) || 'Disallow: /', robots_agent('Wget/1.20.3 (linux-gnu)'), '/x') = 0;
