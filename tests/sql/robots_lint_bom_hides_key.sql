-- robots_lint: bom-hides-key (a BOM in front of a key). Check-style: every line must end in |1.
select 'pasted_file_hides_agent', (select count(*) from robots_lint('User-agent: a'||char(10)||'Disallow: /a'||char(10)||cast(x'efbbbf' as text)||'User-agent: *'||char(10)||'Disallow: /b') where code='bom-hides-key' and severity='error' and line=3) = 1;
select 'bom_before_unknown_word_is_not_hidden_key', (select count(*) from robots_lint('User-agent: *'||char(10)||cast(x'efbbbf' as text)||'Foo: x') where code='bom-hides-key') = 0;
