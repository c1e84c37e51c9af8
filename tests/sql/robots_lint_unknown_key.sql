-- robots_lint: unknown-key (unknown keys). Check-style: every line must end in |1.
select 'unknown_key_is_info', (select count(*) from robots_lint('User-agent: *
Disallow: /a
Foo: bar
') where code='unknown-key' and severity='info' and line=3) = 1;
select 'host_is_known', (select count(*) from robots_lint('User-agent: *
Disallow: /a
Host: example.com
') where code='unknown-key') = 0;
