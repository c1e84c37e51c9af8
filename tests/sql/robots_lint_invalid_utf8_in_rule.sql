-- robots_lint: invalid-utf8-in-rule (bytes that are not UTF-8 in a rule's path). Check-style: every line must end in |1.
select 'latin1_path_is_warning', (select count(*) from robots_lint('User-agent: *'||char(10)||cast(x'446973616c6c6f773a202f636166e9' as text)) where code='invalid-utf8-in-rule' and severity='warning' and line=2) = 1;
select 'utf8_path_is_fine', (select count(*) from robots_lint('User-agent: *
Disallow: /café
') where code='invalid-utf8-in-rule') = 0;
