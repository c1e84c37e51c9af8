-- robots_lint: crawl-delay-invalid (crawl-delay that is not a number). Check-style: every line must end in |1.
select 'crawl_delay_with_unit', (select count(*) from robots_lint('User-agent: *
Crawl-delay: 10s
') where code='crawl-delay-invalid' and severity='warning' and line=2) = 1;
select 'crawl_delay_decimal', (select count(*) from robots_lint('User-agent: *
Crawl-delay: 1.5
') where code='crawl-delay-invalid') = 0;
